"""The host's launch room: the parts of the launch pipeline.

Owns ``staging`` (a kernel read as payloads + meta, block counts, ``LaunchStats``, arguments
staged into GM), ``plan`` (``KernelPlan``: what launches of one kernel need, worked out once),
``descpool`` (TensorDescs in GM shared by launches) and ``launchqueue`` (the host side of the
launch queue the device's scheduler drains).  May import ``incore.abi``, ``incore.errors``,
``incore.runtime.common``, ``incore.runtime.host.memory``, ``incore.runtime.host.validate``
and ``incore.runtime.host.registry``.
"""
