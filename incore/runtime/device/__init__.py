"""The device room: what runs in the device process, and the native code it runs.

Owns ``main`` (the device process, ``python -m incore.runtime.device``: maps memory, installs
the fault handler, starts the scheduler and core threads), ``native_core`` (the threads that
enter the native loops), ``executor`` (the core loop's LLVM IR), ``scheduler`` (the launch
queue's drain loop), ``sighandler`` (the native fault handler) and ``driver`` (the simulated
driver: each device's address layout and L2 cache offset, ``rtGetL2CacheOffset``).  The host
builds the native loops from this room's IR and queries the driver; the device process
imports only ``main`` and what it needs, with no numpy or llvmlite.

May import ``incore.abi``, ``incore.errors`` and ``incore.runtime.common``; never
``incore.runtime.host`` (checked by tests/meta/test_layering.py) nor a collector room.
"""
