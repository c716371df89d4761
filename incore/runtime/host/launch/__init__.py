"""The host's launch package: the launch pipeline and its parts.

Modules, one job each:

- ``phases.py``: the launch phases, each written once (plan with the plan-cache probe,
  bind, settle, stage, run or enqueue, copy back), and the two sequences that compose them
  (docs/architecture.md, "A launch").
- ``pipeline.py``: the entry points (``launch_sync``, ``launch_queued``) and the one
  no-collector fast path, checked against the phases by tests/runtime/test_fast_paths.py.
- ``protocol.py``: ``LaunchContext``, what the package sees of a context (and of its parts).
- ``state.py``: ``LaunchState``, the context's part the launches share (``ctx.launches``):
  queue, TensorDesc pool, plans, the running launch, the launch awaiting collection.
- ``collecting.py``: calling a launch's collectors at its begin, collect phase, failure and
  end, and the finish of a queued launch.
- ``plan.py``: ``KernelPlan``: what launches of one kernel need, worked out once.
- ``staging.py``: a kernel read as payloads + meta, block counts, ``LaunchStats``, arguments
  staged into GM.
- ``descpool.py``: TensorDescs in GM, shared by the launches that pass one tensor.
- ``grid.py``: ``blocks=`` grids, the launch parameters and ``sync_all()``'s barrier ring.
- ``launchqueue.py``: the host side of the launch queue the device's scheduler drains.
- ``direct.py``: the direct dispatch of a synchronous launch onto an idle device, in machine
  code.
- ``direct_ir.py``: its ``llvmlite.ir`` builder.
- ``publish.py``: the publish of a queued launch, in machine code.
- ``publish_ir.py``: its ``llvmlite.ir`` builder.
- ``replay.py``: graph capture and replay: descriptor images bound once, enqueued with one
  copy.
- ``waits.py``: ``QueueWaits``, the context's part that waits on the launch queue
  (``ctx.waits``): completion, room, faults, timeouts, close().
- ``interpreted.py``: the run phase of an interpreting Worker's launch: the kernel's
  interpreted form on numpy views of GM, reporting as the device would.
- ``interpreted_queue.py``: an interpreting Worker's stream launch, run at once in stream
  order.
- ``crosscheck.py``: a cross-checking Worker's launches: compiled, and interpreted on copies
  of the inputs, compared.
- ``differences.py``: the cross-check's comparison of tensors (bits, nan, ulps) and errors.

May import ``incore.abi``, ``incore.errors``, ``incore.log``, ``incore.runtime.common``,
``incore.runtime.host.memory``, ``incore.runtime.host.validate``,
``incore.runtime.host.registry``, ``incore.runtime.host.callback`` (a fault's callbacks)
and ``incore.runtime.host.collector`` (the collectors are reached through the registry the
context was given, ``ctx.collectors``); never ``incore.runtime.host.context`` (the context
calls the pipeline, not the other way round: the package sees it as a
``protocol.LaunchContext``), nor the interpreter (an interpreted launch runs the object
``kernel.interpreted()`` returns).
"""
