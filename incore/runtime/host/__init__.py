"""The host room: what runs in the user's process.

Owns ``primary`` contexts (one ``context.DeviceContext`` per logical device, reference counted),
the context's jobs (``mapping``: its memory; ``lifecycle``: its device process; ``failure``:
the failure path), ``operations`` (how a Worker's call holds the context), ``stream`` and
events, the program ``registry``
(with ``live_modules``), ``validate`` (Worker options and launch arguments), the exception
``callback``, ``faults`` and ``sourcemap`` (describing a fault), ``process`` (starting and
stopping the device's OS process), the collector interface (``collector``: ``Collector``,
``Source``, ``LaunchOptions`` and the ``CollectorRegistry`` a context is given), and two
sub-rooms: ``memory`` (GM, pool, buffers, leaks, code memory) and ``launch`` (the launch
pipeline and its parts).

May import ``incore.abi``, ``incore.errors``, ``incore.log``, ``incore.loader``,
``incore.runtime.common`` and ``incore.runtime.device`` (to build the native loops it sends
to the device and to query the driver); never a collector package (``dump``, ``profiler``,
``devlog``, ``l2``, ``sanitizer``), which build on it, nor the facades above both
(``incore.runtime.worker``, ``incore.runtime.runtime``, ``incore.runtime.collectors``): the
collectors are reached through the registry given to each context.
"""
