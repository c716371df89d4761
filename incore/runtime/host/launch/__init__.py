"""The host's launch room: the launch pipeline and its parts.

Owns ``pipeline`` (the one forward sequence every launch walks: plan, bind, stage, run, copy
back, collect), ``collecting`` (calling a launch's collectors at its begin, collect phase,
failure and end), ``waits`` (waiting on the launch queue: completion, room, faults,
timeouts), ``staging`` (a kernel read as payloads + meta, block counts, ``LaunchStats``,
arguments staged into GM), ``plan`` (``KernelPlan``: what launches of one kernel need,
worked out once), ``descpool`` (TensorDescs in GM shared by launches) and ``launchqueue`` (the
host side of the launch queue the device's scheduler drains).

May import ``incore.abi``, ``incore.errors``, ``incore.runtime.common``,
``incore.runtime.host.memory``, ``incore.runtime.host.validate``,
``incore.runtime.host.registry`` and ``incore.runtime.host.collector`` (the collectors are
reached through the registry the context was given, ``ctx.collectors``); never
``incore.runtime.host.context`` (the context calls the pipeline, not the other way round).
"""
