"""The host's memory package: a device's GM and code memory as the user's process sees them.

Modules, one job each:

- ``gm.py``: GM, one memfd mapped at the device's fixed address, and its allocations.
- ``pool.py``: the GM allocator: size classes for small blocks, best fit for large ones.
- ``buffers.py``: ``DeviceBuffer``, a tensor in GM that follows Python lifetimes, and views.
- ``leaks.py``: allocation sites and the leak report a closing context warns.
- ``codemem.py``: code memory: payloads copied in once per distinct payload (W^X).

May import ``incore.errors``, ``incore.loader`` (payload alignment) and
``incore.runtime.common``; nothing else of the runtime.
"""
