"""The device layer: what runs in the device process, and the native code it runs.

Modules, one job each:

- ``main.py``: the device process (``python -m incore.runtime.device``, via ``__main__.py``):
  maps GM, code and control memory, installs the fault handler, cold start, the scheduler
  and core threads; its Python executor is the executable specification of the native one.
- ``native_core.py``: the threads that enter the native core and scheduler loops once.
- ``executor.py``: builds the native core loop (LLVM IR compiled with llvmlite).
- ``scheduler.py``: builds the native scheduler, the loop that drains the launch queue.
- ``sighandler.py``: builds the native fault handler.
- ``driver.py``: the simulated driver: each device's address layout and L2 cache offset
  (``rtGetL2CacheOffset``), queried by the host.

The host builds the native loops from this package's IR and queries the driver; the device
process imports only ``main`` and what it needs, with no numpy or llvmlite.

May import ``incore.abi``, ``incore.errors`` and ``incore.runtime.common``; never
``incore.runtime.host`` (checked by tests/test_layering.py) nor a collector package.
"""
