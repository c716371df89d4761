"""The device-log room, a collector: per-core log rings in GM that kernels append records to,
reset before a launch and drained (formatted from the kernel's log-site table) after it.

Owns ``rings`` (the rings and their drain), ``prints`` (print records back to values and
their line) and ``collector`` (the room's collector and its source, which attaches the rings
to a context).  May import ``incore.abi``, ``incore.errors``, ``incore.log``,
``incore.printing``, ``incore.runtime.common``,
``incore.runtime.host.collector`` and ``incore.runtime.host.memory``.
"""
