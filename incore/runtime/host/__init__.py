"""The host room: what runs in the user's process.

Owns the process ``runtime`` (boot, visible devices, profiler and callback entries),
``primary`` contexts (one ``context.DeviceContext`` per logical device, reference counted),
the context's jobs (``mapping``: its memory; ``lifecycle``: its device process; ``failure``:
the failure path), the user's ``worker``, ``stream`` and events, the program ``registry``
(with ``live_modules``), ``validate`` (Worker options and launch arguments), the exception
``callback``, ``faults`` and ``sourcemap`` (describing a fault), ``process`` (starting and
stopping the device's OS process), the collector interface (``collector``) and the list of
collector rooms (``collector_rooms``), and two sub-rooms: ``memory`` (GM, pool, buffers,
leaks, code memory) and ``launch`` (the launch pipeline and its parts).

May import ``incore.abi``, ``incore.errors``, ``incore.log``, ``incore.loader``,
``incore.runtime.common``, ``incore.runtime.device`` (to build the native loops it sends to
the device and to query the driver) and the collector rooms (only ``collector_rooms`` names
them, and the Worker for its options: ``DumpConfig``, ``L2Config``).
"""
