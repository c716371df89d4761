"""Device logs, a collector package: per-core log rings in GM that kernels append records to,
reset before a launch and drained (formatted from the kernel's log-site table) after it
(docs/runtime.md, "Logging").

Modules, one job each:

- ``rings.py``: the rings: allocation, reset, drain, assertion and bounds failures.
- ``prints.py``: print records back to their values and their line.
- ``collector.py``: the device-log collector and its source, which attaches the rings to a
  context.

May import ``incore.abi``, ``incore.errors``, ``incore.log``, ``incore.printing``,
``incore.runtime.common``,
``incore.runtime.host.collector`` and ``incore.runtime.host.memory``.
"""
