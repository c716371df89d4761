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

All of it is one function built from LLVM IR for the control block's fixed address, like the
core loop and the scheduler (``nativecode.build_payload``, cached on disk), copied into a
private read+execute mapping of the host process and called through ctypes (which releases the
GIL): ``int dispatch(u32 seq, u64 descriptor, u32 spins)`` writes launch ``seq`` from its
queue descriptor (already written by the host) and spins up to ``spins`` times (``pause``,
``sched_yield`` every 64) for its completion; it returns 1 if the launch completed, 0 if the
caller must go on waiting (the futex wait with its fault and timeout checks).  Only exclusive
SPMD launches of the native executor go this way (not ``@mix``, not profiled).
"""

from __future__ import annotations

import ctypes
import functools

from incore.abi import CORE_AIC, CORE_AIV
from incore.runtime.common import native
from incore.runtime.common.control import LAUNCH_MIX, LaunchDesc, field_address
from incore.runtime.common.nativecode import build_payload
from incore.runtime.common.nativecode import syscall_ir as _syscall
from incore.runtime.device.executor import SYS_SCHED_YIELD, YIELD_EVERY
from incore.runtime.device.scheduler import (
    CLOCK_MONOTONIC,
    COPIED,
    SYS_CLOCK_GETTIME,
    align_of,
    fill_lane_ir,
    ring_kind_ir,
)

SYMBOL = "incore_host_dispatch"
# Completion checks before the caller falls back to its futex wait (~25 ns each with pause):
# an empty launch completes well within them on an idle machine.
SPINS = 4000
_FN = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint32)


def dispatch_ir(base: int, cb_type: type) -> str:
    """The direct dispatch function's LLVM IR for the control block of type ``cb_type`` at
    ``base``."""
    def addr(*path: str) -> int:
        return field_address(base, cb_type, *path)

    def q(name: str) -> int:
        return addr("queue", name)

    return (
        'target triple = "x86_64-unknown-linux-gnu"\n\n'
        f"define i32 @{SYMBOL}(i32 %n, i64 %desc, i32 %spins) nounwind #0 {{\n"
        "entry:\n"
        "  %ts = alloca { i64, i64 }, align 8\n"
        "  %ts_nsec = getelementptr i8, ptr %ts, i64 8\n"
        f"  %tailp = inttoptr i64 {q('tail')} to ptr\n"
        f"  %completedp = inttoptr i64 {q('completed')} to ptr\n"
        f"  %doorbells = inttoptr i64 {q('doorbell')} to ptr\n"
        f"  %sleepers = inttoptr i64 {q('sleepers')} to ptr\n"
        f"  %spinners = inttoptr i64 {q('spinning')} to ptr\n"
        f"  %seqp = inttoptr i64 {addr('header', 'seq')} to ptr\n"
        "  %slot = inttoptr i64 %desc to ptr\n"
        + "".join(
            f"  %d_{f}p = getelementptr i8, ptr %slot, i64 {getattr(LaunchDesc, f).offset}\n"
            f"  %d_{f} = load {t}, ptr %d_{f}p, align {align_of(t)}\n"
            for f, t in COPIED
        )
        + f"  %d_args = getelementptr i8, ptr %slot, i64 {LaunchDesc.args.offset}\n"
        "  %d_args_int = ptrtoint ptr %d_args to i64\n"
        f"  %is_mix = icmp eq i32 %d_core_kind, {LAUNCH_MIX}\n"
        + _syscall("clock_rc", SYS_CLOCK_GETTIME, f"i64 {CLOCK_MONOTONIC}", "ptr %ts")
        + "  %t_s = load i64, ptr %ts\n"
        "  %t_ns = load i64, ptr %ts_nsec\n"
        "  %t_m = mul i64 %t_s, 1000000000\n"
        "  %t = add i64 %t_m, %t_ns\n"
        "  %n64 = zext i32 %n to i64\n"
        "  %tag = shl i64 %n64, 32\n"
        "  br label %fill0\n\n"
        + fill_lane_ir(base, cb_type, 0)
        + "publish:\n"
        "  store atomic i32 %n, ptr %seqp seq_cst, align 4\n"
        "  br label %ring_aic\n\n"
        + ring_kind_ir("aic", CORE_AIC, "ring_aiv", base, cb_type)
        + ring_kind_ir("aiv", CORE_AIV, "enqueued", base, cb_type)
        # tail last: a scheduler that sees it move finds header.seq already there (adopt)
        + "enqueued:\n"
        "  store atomic i32 %n, ptr %tailp seq_cst, align 4\n"
        "  br label %wait\n\n"
        "wait:\n"
        "  %i = phi i32 [ 0, %enqueued ], [ %i1, %again ]\n"
        "  %c = load atomic i32, ptr %completedp acquire, align 4\n"
        "  %past = sub i32 %c, %n\n"
        "  %done = icmp sge i32 %past, 0\n"
        "  br i1 %done, label %complete, label %pause\n\n"
        "pause:\n"
        '  call void asm sideeffect "pause", "~{memory}"()\n'
        "  %i1 = add i32 %i, 1\n"
        f"  %iw = and i32 %i1, {YIELD_EVERY - 1}\n"
        "  %tick = icmp eq i32 %iw, 0\n"
        "  br i1 %tick, label %yield, label %again\n\n"
        "yield:\n"
        + _syscall("yielded", SYS_SCHED_YIELD)
        + "  br label %again\n\n"
        "again:\n"
        "  %more = icmp ult i32 %i1, %spins\n"
        "  br i1 %more, label %wait, label %pending\n\n"
        "pending:\n"
        "  ret i32 0\n\n"
        "complete:\n"
        "  ret i32 1\n"
        "}\n\n"
        'attributes #0 = { nounwind "no-builtins" "frame-pointer"="all" }\n'
    )


@functools.cache
def dispatcher(base: int, cb_type: type) -> ctypes._CFuncPtr:
    """The callable direct dispatch of the control block at ``base`` (built, or read from the
    native code cache, once per process and control block)."""
    code = build_payload(dispatch_ir(base, cb_type), SYMBOL, "host dispatch")
    return _FN(native.executable_copy(code))
