"""The host's launch room: the launch pipeline and its parts.

Owns ``pipeline`` (the one forward sequence every launch walks: plan, bind, stage, run, copy
back, collect), ``collecting`` (calling a launch's collectors at its begin, collect phase,
failure and end), ``waits`` (waiting on the launch queue: completion, room, faults,
timeouts), ``staging`` (a kernel read as payloads + meta, block counts, ``LaunchStats``,
arguments staged into GM), ``plan`` (``KernelPlan``: what launches of one kernel need,
worked out once), ``descpool`` (TensorDescs in GM shared by launches), ``launchqueue`` (the
host side of the launch queue the device's scheduler drains), and ``publish`` and ``direct``
(the publish of a queued launch and the direct dispatch of a synchronous one, in machine code;
their ``llvmlite.ir`` builders ``publish_ir`` and ``direct_ir``).

May import ``incore.abi``, ``incore.errors``, ``incore.runtime.common``,
``incore.runtime.host.memory``, ``incore.runtime.host.validate``,
``incore.runtime.host.registry``, ``incore.runtime.host.collector`` and
``incore.runtime.host.collector_rooms``; never ``incore.runtime.host.context`` (the context
calls the pipeline, not the other way round).
"""
