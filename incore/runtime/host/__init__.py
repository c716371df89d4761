"""The host layer: what runs in the user's process below the collector packages.

Modules, one job each:

- ``context.py``: ``DeviceContext``, one simulated device's context: identity, lock, users,
  start and close; its jobs are the parts below (``ctx.memory``, ``ctx.lifecycle``,
  ``ctx.failure``; ``ctx.launches`` and ``ctx.waits`` are in ``launch/``).
- ``parts.py``: ``PartContext``, the protocol through which the parts see their context.
- ``mapping.py``: ``ContextMemory``, the context's memory: GM, code memory and the control
  block, mapped at the device's fixed addresses.
- ``lifecycle.py``: ``DeviceLifecycle``, the device process: driver query, init args, start,
  stop, kill, restart and release.
- ``failure.py``: ``FailurePath``, a launch that faulted, timed out or was abandoned.
- ``faults.py``: a dead or hung device turned into a ``DeviceFault`` naming kernel, core,
  block, signal, cause and source line.
- ``sourcemap.py``: from a faulting instruction pointer to payload, trap site and line.
- ``process.py``: the device's OS process: started with the shared memfds, stopped by
  closing its lifeline pipe.
- ``primary.py``: primary contexts, one ``DeviceContext`` per logical device, reference
  counted.
- ``closing.py``: close() runs the launches still queued, bounded by the Worker's timeout.
- ``operations.py``: how a Worker call holds its context's lock.
- ``stream.py``: streams and events: asynchronous launches on one Worker's device.
- ``stream_launch.py``: ``Stream.launch``, its commonest case (a repeated launch) in one frame.
- ``native_launch.py``: that case again as one builtin function call, in machine code,
  installed on the stream (``native_launch_ir.py`` builds it with the names of
  ``native_launch_names.py``).
- ``sync_launch.py``: ``Worker.launch``, its commonest case (a repeated launch) without two frames.
- ``graph.py``: graphs: a recorded sequence of stream launches, replayed with one call.
- ``hostfuncs.py``: host functions in streams (``Stream.add_callback``) and their thread.
- ``callback.py``: the process's exception and task-abort callbacks.
- ``registry.py``: the program registry and kernel table (``live_modules.py``: the Modules
  ``incore.compile`` made, held weakly).
- ``validate.py``: Worker options and launch arguments checked before anything runs.
- ``kernel_forms.py``: the kernel a launch runs for its const keywords (``TM=128``), a
  template kernel or an autotuned launcher.
- ``apilog.py``: a failing runtime API call logged once, at ERROR, with its error code.
- ``collector.py``: the collector interface: ``Collector``, ``Source``, the frozen
  ``LaunchOptions`` a launch carries, the ``CollectorContext`` protocol collectors see and the
  ``CollectorRegistry`` a context is given.
- ``memory/``: GM, its allocator, ``DeviceBuffer``, leak reports, code memory.
- ``launch/``: the launch pipeline and its parts.

May import ``incore.abi``, ``incore.errors``, ``incore.log``, ``incore.loader``,
``incore.runtime.common`` and ``incore.runtime.device`` (to build the native loops it sends
to the device and to query the driver); never a collector package (``dump``, ``profiler``,
``devlog``, ``l2``, ``sanitizer``), which build on it, nor the facades above both
(``incore.runtime.worker``, ``incore.runtime.runtime``, ``incore.runtime.collectors``): the
collectors are reached through the registry given to each context.
"""
