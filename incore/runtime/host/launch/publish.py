"""The host's publish of a queued launch, in machine code: the last step of every enqueue.

``void publish(u32 seq, u32 after, u32 order)`` makes launch ``seq`` (its descriptor written)
visible to the device's scheduler and wakes the scheduler if it sleeps:

- ``order`` 1 first writes the descriptor's ``overlap`` 1 and ``after`` (a plain stream
  launch: it may run beside other streams' launches once launch ``after`` completed); ``order``
  0 leaves what the host wrote there (an exclusive launch, a graph replay's images);
- ``tail = seq`` as a sequentially consistent store (``xchg``, a full barrier on x86-64),
  which pairs with the scheduler's seq_cst store of ``sched_sleeping`` before its last check of
  ``tail``: either the scheduler sees the new tail, or the host sees it asleep;
- a ``FUTEX_WAKE`` of every waiter on ``tail`` if ``sched_sleeping`` is set.

It is built from LLVM IR for the control block's fixed address like the direct dispatch
(``direct.py``), copied into a private read+execute mapping and called through a ctypes
prototype with no argument types: the three arguments travel as C ints (their low 32 bits,
which is what the IR reads), a third of the cost of converting declared ``c_uint32`` types,
and ``PYFUNCTYPE`` keeps the GIL (nothing in it blocks).  Per launch it replaces a Python
store, a lock round trip (the fence) and a load, each a ctypes or method call.
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Callable

from incore.runtime.common import native
from incore.runtime.common.control import RING_SLOTS, LaunchDesc, field_address
from incore.runtime.common.nativecode import build_payload
from incore.runtime.common.nativecode import syscall_ir as _syscall

SYMBOL = "incore_host_publish"
ORDER_KEPT = 0  # the descriptor's overlap/after are the host's, as written
ORDER_AFTER = 1  # overlap 1, after = the argument


def publish_ir(base: int, cb_type: type) -> str:
    """The publish function's LLVM IR for the control block of type ``cb_type`` at ``base``."""
    def q(name: str) -> int:
        return field_address(base, cb_type, "queue", name)

    ring = field_address(base, cb_type, "ring")
    return (
        'target triple = "x86_64-unknown-linux-gnu"\n\n'
        f"define void @{SYMBOL}(i32 %n, i32 %after, i32 %order) nounwind #0 {{\n"
        "entry:\n"
        f"  %tailp = inttoptr i64 {q('tail')} to ptr\n"
        f"  %sleepingp = inttoptr i64 {q('sched_sleeping')} to ptr\n"
        f"  %slot = and i32 %n, {RING_SLOTS - 1}\n"
        "  %slot64 = zext i32 %slot to i64\n"
        f"  %off = mul i64 %slot64, {ctypes.sizeof(LaunchDesc)}\n"
        f"  %desc = add i64 %off, {ring}\n"
        f"  %set = icmp eq i32 %order, {ORDER_AFTER}\n"
        "  br i1 %set, label %order_after, label %publish\n\n"
        "order_after:\n"
        f"  %overlap_a = add i64 %desc, {LaunchDesc.overlap.offset}\n"
        "  %overlapp = inttoptr i64 %overlap_a to ptr\n"
        "  store i32 1, ptr %overlapp, align 4\n"
        f"  %after_a = add i64 %desc, {LaunchDesc.after.offset}\n"
        "  %afterp = inttoptr i64 %after_a to ptr\n"
        "  store i32 %after, ptr %afterp, align 4\n"
        "  br label %publish\n\n"
        "publish:\n"
        "  store atomic i32 %n, ptr %tailp seq_cst, align 4\n"
        "  %sleeping = load atomic i32, ptr %sleepingp seq_cst, align 4\n"
        "  %asleep = icmp ne i32 %sleeping, 0\n"
        "  br i1 %asleep, label %wake, label %done\n\n"
        "wake:\n"
        + _syscall("woken", native.SYS_FUTEX, f"i64 {q('tail')}", f"i64 {native.FUTEX_WAKE}",
                   f"i64 {native.FUTEX_WAKE_ALL}")
        + "  br label %done\n\n"
        "done:\n"
        "  ret void\n"
        "}\n\n"
        'attributes #0 = { nounwind "no-builtins" "frame-pointer"="all" }\n'
    )


@functools.cache
def publisher(base: int, cb_type: type) -> Callable[[int, int, int], None]:
    """The callable publish of the control block at ``base`` (built, or read from the native
    code cache, once per process and control block)."""
    code = build_payload(publish_ir(base, cb_type), SYMBOL, "host publish")
    fn = ctypes.PYFUNCTYPE(None)(native.executable_copy(code))
    fn.argtypes = None  # the arguments convert as C ints (see the module docstring)
    return fn
