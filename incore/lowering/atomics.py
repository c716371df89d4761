"""Lowering of ``atomic_<op>(t[i...], ...)`` to LLVM atomics on the GM element.

Integer ops are one ``atomicrmw`` (``add and or xor xchg``, ``min``/``max`` signed or
``umin``/``umax`` unsigned) or one ``cmpxchg`` (``cas``), all ``seq_cst`` (on x86-64 every
locked read-modify-write is a full barrier, so a weaker order would cost the same).  Floats:
``atomic_add`` is ``atomicrmw fadd`` (LLVM expands it to a ``cmpxchg`` loop on x86-64, no
libcall); ``atomic_min``/``atomic_max`` are a ``cmpxchg`` loop on the element's bits computing
the DSL's ``min``/``max`` (keep the current value unless the operand is strictly smaller /
larger, so a nan operand never replaces a value); ``atomic_exchange`` and ``atomic_cas`` work on
the bits, so ``atomic_cas`` compares bit patterns (``-0.0`` is not ``0.0``; a nan matches the
same nan).  Every op returns the element's previous value.
"""

from __future__ import annotations

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import ScalarType
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import memory_type

ORDER = "seq_cst"
_INT_RMW = {"add": "add", "and": "and", "or": "or", "xor": "xor", "exchange": "xchg"}


def emit_atomic(gen: Emitter, e: ast.Atomic) -> ir.Value:
    """The previous value of the element ``e`` updates (its address, then its operands, are
    evaluated in source order; with bounds checks on, the indices are checked first)."""
    p = gen.tensors[e.tensor]
    addr = gen.element_address(p, e.indices, e)
    args = [gen.expr(a) for a in e.args]
    t = e.type
    # the sanitizer records the atomic; the L2 model: one request of its own, allocating
    gen.trace_access(addr, t, write=True, tensor=e.tensor, atomic=True, l2=False)
    if gen.trace is not None:
        gen.trace.atomic(gen.b, addr, t.bits // 8)
    b = gen.b
    if t.is_float:
        return _float_atomic(gen, e.op, addr, args, memory_type(t), ir.IntType(t.bits))
    if e.op in _INT_RMW:
        return b.atomic_rmw(_INT_RMW[e.op], addr, args[0], ORDER, name=f"{e.tensor}.old")
    if e.op in ("min", "max"):
        op = e.op if t.is_signed else f"u{e.op}"
        return b.atomic_rmw(op, addr, args[0], ORDER, name=f"{e.tensor}.old")
    assert e.op == "cas", e.op
    pair = b.cmpxchg(addr, args[0], args[1], ORDER, ORDER)
    return b.extract_value(pair, 0, name=f"{e.tensor}.old")


def _float_atomic(
    gen: Emitter, op: str, addr: ir.Value, args: list[ir.Value], ty: ir.Type,
    bits: ir.IntType,
) -> ir.Value:
    """A float atomic on an element of type ``ty``, whose bits are the integer ``bits``."""
    b = gen.b
    if op == "add":
        return b.atomic_rmw("fadd", addr, args[0], ORDER, name="atomic.old")
    if op == "exchange":
        old = b.atomic_rmw("xchg", addr, b.bitcast(args[0], bits), ORDER)
        return b.bitcast(old, ty, name="atomic.old")
    if op == "cas":
        pair = b.cmpxchg(addr, b.bitcast(args[0], bits), b.bitcast(args[1], bits), ORDER, ORDER)
        return b.bitcast(b.extract_value(pair, 0), ty, name="atomic.old")
    assert op in ("min", "max"), op
    return _float_min_max(gen, op, addr, args[0], ty, bits)


def _float_min_max(
    gen: Emitter, op: str, addr: ir.Value, v: ir.Value, ty: ir.Type, bits: ir.IntType
) -> ir.Value:
    """``cmpxchg`` loop storing ``min(old, v)`` / ``max(old, v)`` (DSL semantics); returns old."""
    b = gen.b
    start = b.load_atomic(addr, "monotonic", bits.width // 8, typ=bits)
    pre = b.block
    loop_bb, done_bb = gen.new_block(f"atomic.{op}.loop"), gen.new_block(f"atomic.{op}.done")
    b.branch(loop_bb)
    b.position_at_end(loop_bb)
    old_bits = b.phi(bits)
    old_bits.add_incoming(start, pre)
    old = b.bitcast(old_bits, ty)
    better = b.fcmp_ordered("<", v, old) if op == "min" else b.fcmp_ordered(">", v, old)
    new = b.select(better, v, old)
    pair = b.cmpxchg(addr, old_bits, b.bitcast(new, bits), ORDER, ORDER)
    seen = b.extract_value(pair, 0)
    stored = b.extract_value(pair, 1)
    old_bits.add_incoming(seen, b.block)
    b.cbranch(stored, done_bb, loop_bb)
    b.position_at_end(done_bb)
    return b.bitcast(old_bits, ty, name="atomic.old")


def update(gen: Emitter, op: str, addr: ir.Value, v: ir.Value, t: ScalarType) -> None:
    """``atomic_add/min/max`` of ``v`` on the element of type ``t`` at ``addr``, its previous
    value unused (one lane of a tile-window atomic)."""
    b = gen.b
    if t.is_float:
        _float_atomic(gen, op, addr, [v], memory_type(t), ir.IntType(t.bits))
    elif op == "add":
        b.atomic_rmw("add", addr, v, ORDER)
    else:
        b.atomic_rmw(op if t.is_signed else f"u{op}", addr, v, ORDER)

