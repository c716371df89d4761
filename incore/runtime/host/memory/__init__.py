"""The host's memory room: a device's GM and code memory as the user's process sees them.

Owns ``gm`` (GM mapped at the device's fixed address, its allocations), ``pool`` (the GM
allocator), ``buffers`` (``DeviceBuffer``: a tensor in GM that follows Python lifetimes),
``leaks`` (allocation sites and the leak report) and ``codemem`` (payloads copied into code
memory once per distinct payload).  May import ``incore.errors``, ``incore.loader`` (payload
alignment) and ``incore.runtime.common``; nothing else of the runtime.
"""
