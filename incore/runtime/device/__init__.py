"""The device layer: what runs in the device process, and the native code it runs.

Modules, one job each:

- ``main.py``: the device process (``python -m incore.runtime.device``, via ``__main__.py``):
  maps GM, code and control memory, installs the fault handler, cold start, the scheduler
  and core threads; its Python executor is the executable specification of the native one.
- ``native_core.py``: the threads that enter the native core and scheduler loops once.
- ``executor.py``: the native core loop: its constants and the compiled payload.
- ``core_loop_ir.py``: the core loop's ``llvmlite.ir`` builder (imported only to compile,
  on a native cache miss).
- ``scheduler.py``: the native scheduler, the loop that drains the launch queue.
- ``scheduler_ir.py``: its ``llvmlite.ir`` builder, and the dispatch blocks it shares with
  the host's direct dispatch.
- ``sighandler.py``: the native fault handler.
- ``fault_handler_ir.py``: its ``llvmlite.ir`` builder.
- ``driver.py``: the simulated driver: each device's address layout and L2 cache offset
  (``rtGetL2CacheOffset``), queried by the host.

The host builds the native loops from this package's IR and queries the driver; the device
process imports only ``main`` and what it needs, with no numpy or llvmlite.

May import ``incore.abi``, ``incore.errors`` and ``incore.runtime.common``; never
``incore.runtime.host`` (checked by tests/meta/test_layering.py) nor a collector package.
"""
