"""The host's direct dispatch: a synchronous launch onto an idle device without the scheduler
hop, in machine code.

When the launch queue is empty (every launch enqueued so far completed, and the scheduler has
published the last one: ``completed == tail == header.seq``, ``LaunchQueue.idle``) the
device's scheduler has nothing to do, so the host may put the next launch into launch lane 0
itself, exactly as
the scheduler would (``device/scheduler.py``: the lane's claim tag, fields, dispatch time and
``launch``, then ``header.seq``, then the doorbell of the launch's core kind), store ``tail``
and wait for ``completed`` to cover it.  The scheduler, when it next sees ``tail`` move,
adopts ``header.seq`` as dispatched, so the launch is never dispatched twice.  The launch then
goes host -> core -> host: the core that completes it advances ``completed`` and wakes a
sleeping host itself.

All of it is one function built with ``llvmlite.ir`` for the control block's fixed address
(``direct_ir.py``, from the scheduler's own dispatch blocks), like the core loop and the
scheduler (``nativecode.build_native``, cached on disk), copied into a
private read+execute mapping of the host process and made a builtin function
(``common/builtin.py``: a call costs a tenth of a ctypes call's 0.9 us with four typed
arguments), which releases the GIL around the dispatch and its spin:
``dispatch(seq, descriptor, spins, now_ns)`` writes launch ``seq``
from its queue descriptor (already written by the host), with ``now_ns`` as the lane's
dispatch time (the caller's ``time.monotonic_ns()``, the device's CLOCK_MONOTONIC read through
the vDSO, where the raw system call the device's own dispatch makes costs a few tenths of a
microsecond in a VM), and spins up to ``spins`` times (``pause``, ``sched_yield`` every 64)
for its completion; it returns 1 if the launch completed, 0 if the
caller must go on waiting (the futex wait with its fault and timeout checks).  Only exclusive
SPMD launches of the native executor go this way (not ``@mix``, not profiled).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from incore.runtime.common import native
from incore.runtime.common.builtin import builtin
from incore.runtime.common.nativecache import layout_signature
from incore.runtime.common.nativecode import build_native

SYMBOL = "incore_host_dispatch"
# Completion checks before the caller sleeps on its futex wait (~25 ns each with pause): an
# empty launch completes well within them on an idle machine, and a longer kernel's waiting
# host gives the CPU back to the cores after ~25 us (docs/runtime.md, "The host's direct
# dispatch").
SPINS = 1000


def dispatch_ir(base: int, cb_type: type) -> str:
    """The direct dispatch function's LLVM IR for the control block of type ``cb_type`` at
    ``base``."""
    from incore.runtime.host.launch.direct_ir import dispatch

    return str(dispatch(SYMBOL, base, cb_type))


@functools.cache
def dispatcher(base: int, cb_type: type) -> Callable[[int, int, int, int], int]:
    """The callable direct dispatch of the control block at ``base`` (built, or read from the
    native code cache, once per process and control block)."""
    code = build_native(SYMBOL, "host dispatch", (base, layout_signature(cb_type)),
                        lambda: dispatch_ir(base, cb_type))
    return builtin(native.executable_copy(code), "dispatch",
                   "dispatch(seq, descriptor, spins, now_ns): 1 if launch seq completed")
