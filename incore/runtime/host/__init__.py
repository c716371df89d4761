"""The host room: what runs in the user's process.

Owns the process ``runtime`` (boot, visible devices, profiler and callback entries),
``primary`` contexts (one ``context.DeviceContext`` per logical device, reference counted),
the user's ``worker``, ``stream`` and events, the program ``registry`` (with
``live_modules``), ``validate`` (Worker options and launch arguments), the exception
``callback``, the failure path's ``faults`` and ``sourcemap``, ``process`` (starting and
stopping the device's OS process), and two sub-rooms: ``memory`` (GM, pool, buffers, leaks,
code memory) and ``launch`` (the launch pipeline's parts).

May import ``incore.abi``, ``incore.errors``, ``incore.log``, ``incore.loader``,
``incore.runtime.common``, ``incore.runtime.device`` (to build the native loops it sends to
the device and to query the driver) and the collector rooms.
"""
