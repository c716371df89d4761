"""The device-log room, a collector: per-core log rings in GM that kernels append records to,
reset before a launch and drained (formatted from the kernel's log-site table) after it.

Owns ``rings``.  May import ``incore.abi``, ``incore.errors``, ``incore.log``,
``incore.runtime.common`` and ``incore.runtime.host.memory``.
"""
