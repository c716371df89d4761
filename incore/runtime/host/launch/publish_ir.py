"""The publish function's IR (``publish.py`` says what it does), built with ``llvmlite.ir``.

Imported only when the code is compiled (a miss of the native code cache).
"""

from __future__ import annotations

import ctypes

from llvmlite import ir

from incore.runtime.common import native
from incore.runtime.common.builtin_ir import BuiltinFrame
from incore.runtime.common.control import OVERLAP_AFTER, RING_SLOTS, LaunchDesc, field_address
from incore.runtime.common.irbuild import I32, I64, PTR, Builder, const, module


def publish(symbol: str, base: int, cb_type: type) -> ir.Module:
    """The builtin ``symbol(n, after, waited, order)`` (``builtin.py``) publishing launch
    ``n`` in the control block of type ``cb_type`` at ``base``; an ``order`` other than 0 is
    the overlap it writes into the descriptor, with ``after`` and ``waited``."""
    mod = module("incore_host_publish")
    frame = BuiltinFrame(mod, symbol)
    b = frame.b
    n, after, waited, order = _u32_args(frame, "n", "after", "waited", "order")
    tailp, sleepingp, desc = queue_words(b, n, base, cb_type)
    # a plain stream launch: overlap = order, after and waited = the arguments (plain
    # stores: the scheduler reads them after it sees tail move)
    with b.if_then(b.icmp_unsigned("!=", order, const(0, I32), name="set")):
        order_words(b, desc, order, after, waited)
    publish_tail(frame, n, tailp, sleepingp)
    return mod


def publish_after(symbol: str, base: int, cb_type: type) -> ir.Module:
    """The builtin ``symbol(n, after)`` of a plain stream launch that waits for no event:
    ``publish(n, after, after, ORDER_AFTER)`` with half the arguments to convert."""
    mod = module("incore_host_publish_after")
    frame = BuiltinFrame(mod, symbol)
    b = frame.b
    n, after = _u32_args(frame, "n", "after")
    tailp, sleepingp, desc = queue_words(b, n, base, cb_type)
    order_words(b, desc, const(OVERLAP_AFTER, I32), after, after)
    publish_tail(frame, n, tailp, sleepingp)
    return mod


def _u32_args(frame: BuiltinFrame, *names: str) -> list[ir.Value]:
    """The builtin's arguments ``names``, each its int's low 32 bits (an i32)."""
    values = frame.int_args(len(names))
    return [frame.b.trunc(v, I32, name=name) for v, name in zip(values, names, strict=True)]


def desc_field(b: Builder, desc: ir.Value, field: str) -> ir.Value:
    """A pointer to the ``LaunchDesc`` field ``field`` of the descriptor at ``desc`` (an i64
    address)."""
    address = b.add(desc, const(getattr(LaunchDesc, field).offset), name=f"{field}_a")
    return b.inttoptr(address, PTR, name=f"{field}p")


def order_words(b: Builder, desc: ir.Value, overlap: ir.Value, after: ir.Value,
                waited: ir.Value) -> None:
    """Plain stores of the descriptor's ``overlap``, ``after`` and ``waited`` (at ``desc``,
    an i64 address)."""
    for field, value in (("overlap", overlap), ("after", after), ("waited", waited)):
        b.store(value, desc_field(b, desc, field), align=4)


def queue_words(b: Builder, n: ir.Value, base: int,
                cb_type: type) -> tuple[ir.Value, ir.Value, ir.Value]:
    """``tail``'s and ``sched_sleeping``'s pointers and the address (an i64) of launch
    ``n``'s descriptor in the ring."""
    def q(name: str) -> int:
        return field_address(base, cb_type, "queue", name)

    tailp = b.inttoptr(const(q("tail")), PTR, name="tailp")
    sleepingp = b.inttoptr(const(q("sched_sleeping")), PTR, name="sleepingp")
    slot = b.and_(n, const(RING_SLOTS - 1, I32), name="slot")
    slot64 = b.zext(slot, I64, name="slot64")
    off = b.mul(slot64, const(ctypes.sizeof(LaunchDesc)), name="off")
    desc = b.add(off, const(field_address(base, cb_type, "ring")), name="desc")
    return tailp, sleepingp, desc


def publish_tail(frame: BuiltinFrame, n: ir.Value, tailp: ir.Value,
                 sleepingp: ir.Value) -> None:
    """``tail = n`` seq_cst, then a wake of the scheduler if ``sched_sleeping`` is set, then
    the return of None (from the current block)."""
    # tail seq_cst, then sched_sleeping: pairs with the scheduler's store of sched_sleeping
    # before its last check of tail
    b = frame.b
    b.atomic_store(n, tailp, "seq_cst")
    sleeping = b.atomic_load(sleepingp, I32, "seq_cst", name="sleeping")
    with b.if_then(b.icmp_unsigned("!=", sleeping, const(0, I32), name="asleep")):
        b.futex_wake(tailp, const(native.FUTEX_WAKE_ALL), "woken")
    frame.return_none()
