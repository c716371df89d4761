"""Scalar arithmetic in lowering: integer and float operators with Python's semantics,
comparisons, min/max/abs/ceil_div, the float tests and the device math calls.

Integer ``//`` and ``%`` round toward negative infinity as in Python and trap on a zero
divisor and on ``INT_MIN op -1``; float ``//`` and ``%`` come from the exact fmod
(docs/math.md).  f16/bf16 values are computed in f32 and rounded to their type after each
operation (:func:`rounded`).
"""

from __future__ import annotations

from llvmlite import ir

from incore.frontend.types import ScalarType
from incore.lowering import halfconv, mathlib
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import I1, value_type
from incore.lowering.traps import DIVISION_BY_ZERO, OVERFLOW


def binary(em: Emitter, op: str, a: ir.Value, c: ir.Value, t: ScalarType) -> ir.Value:
    """``a op c`` of type ``t``."""
    return (float_binary if t.is_float else int_binary)(em, op, a, c, t)


def int_binary(em: Emitter, op: str, a: ir.Value, c: ir.Value, t: ScalarType) -> ir.Value:
    b, signed = em.b, t.is_signed
    simple = {"+": b.add, "-": b.sub, "*": b.mul, "&": b.and_, "|": b.or_, "^": b.xor}
    if op in simple:
        return simple[op](a, c)
    if op in ("<<", ">>"):  # the shift count is taken modulo the bit width, like x86
        amount = b.and_(c, ir.Constant(c.type, t.bits - 1))
        if op == "<<":
            return b.shl(a, amount)
        return b.ashr(a, amount) if signed else b.lshr(a, amount)
    if op == "//":
        q, _, adjust = truncating_divmod(em, a, c, t, op)
        return q if adjust is None else b.sub(q, b.zext(adjust, a.type))
    if op == "%":
        _, r, adjust = truncating_divmod(em, a, c, t, op, quotient=False)
        return r if adjust is None else b.select(adjust, b.add(r, c), r)
    raise AssertionError(op)


def _guard_division(em: Emitter, a: ir.Value, c: ir.Value, t: ScalarType, op: str) -> None:
    """Trap on ``c == 0`` and on ``INT_MIN op -1`` (``op`` is ``//``, ``%`` or
    ``ceil_div``), each at its own trap site: LLVM leaves both undefined, so an optimised
    payload could otherwise return garbage instead of faulting."""
    b, mask = em.b, (1 << t.bits) - 1
    known = c.constant & mask if isinstance(c, ir.Constant) else None
    if known is None or known == 0:
        em.trap_if(b.icmp_unsigned("==", c, ir.Constant(c.type, 0)), "div.zero",
                   DIVISION_BY_ZERO)
    if t.is_signed and (known is None or known == mask):
        int_min = ir.Constant(a.type, 1 << (t.bits - 1))
        minus_one = b.icmp_unsigned("==", c, ir.Constant(c.type, mask))
        em.trap_if(b.and_(b.icmp_unsigned("==", a, int_min), minus_one), "div.overflow",
                   OVERFLOW[op])


def truncating_divmod(
    em: Emitter, a: ir.Value, c: ir.Value, t: ScalarType, op: str, quotient: bool = True
) -> tuple[ir.Value | None, ir.Value, ir.Value | None]:
    """The machine quotient and remainder, and (signed types only) the i1 ``adjust`` that
    turns them into Python's: ``a // c == q - adjust``, ``a % c == r + c if adjust``.
    ``op`` names the operation for the trap sites."""
    b = em.b
    _guard_division(em, a, c, t, op)
    if not t.is_signed:
        return (b.udiv(a, c) if quotient else None), b.urem(a, c), None
    q, r = (b.sdiv(a, c) if quotient else None), b.srem(a, c)
    zero = ir.Constant(a.type, 0)
    adjust = b.and_(b.icmp_signed("!=", r, zero), b.icmp_signed("<", b.xor(r, c), zero))
    return q, r, adjust


def float_binary(em: Emitter, op: str, a: ir.Value, c: ir.Value, t: ScalarType) -> ir.Value:
    b = em.b
    simple = {"+": b.fadd, "-": b.fsub, "*": b.fmul, "/": b.fdiv}
    if op in simple:
        return rounded(b, simple[op](a, c), t)
    # Python's float // and % (from the exact fmod; docs/math.md)
    name = {"//": "floordiv", "%": "mod"}[op]
    return rounded(b, b.call(mathlib.math_function(em.module, name, a.type), [a, c]), t)


def rounded(b: ir.IRBuilder, v: ir.Value, t: ScalarType) -> ir.Value:
    """``v`` (computed in f32) rounded to ``t`` when ``t`` is f16/bf16, as numpy's
    float16 and ml_dtypes' bfloat16 round each result; other types pass through."""
    return halfconv.round_f32(b, v, t.name) if t.is_half else v


def compare(b: ir.IRBuilder, op: str, a: ir.Value, c: ir.Value, t: ScalarType) -> ir.Value:
    """``a op c`` for operands of type ``t`` (an i1); integer constants fold."""
    if isinstance(a, ir.Constant) and isinstance(c, ir.Constant) and not t.is_float:
        return ir.Constant(I1, int(_fold_compare(op, a.constant, c.constant, t)))
    if t.is_float:
        if op == "!=":
            return b.fcmp_unordered("!=", a, c)  # nan != x is true, as in Python
        return b.fcmp_ordered(op, a, c)
    if t.is_signed:
        return b.icmp_signed(op, a, c)
    return b.icmp_unsigned(op, a, c)


def less(b: ir.IRBuilder, a: ir.Value, c: ir.Value, t: ScalarType) -> ir.Value:
    """``a < c`` (ordered for floats: false when either is nan); scalars or vectors."""
    if t.is_float:
        return b.fcmp_ordered("<", a, c)
    return (b.icmp_signed if t.is_signed else b.icmp_unsigned)("<", a, c)


def intrinsic(em: Emitter, name: str, args: list[ir.Value], t: ScalarType) -> ir.Value:
    """The builtin function ``name`` (other than ``select``) of result type ``t`` applied to
    the lowered ``args``."""
    b = em.b
    if name in ("min", "max"):
        acc = args[0]
        for nxt in args[1:]:  # Python's min/max: keep the first unless the next is smaller
            better = less(b, nxt, acc, t) if name == "min" else less(b, acc, nxt, t)
            acc = b.select(better, nxt, acc)
        return acc
    if name == "ceil_div":
        # ceil(a / c) == floor(a / c) + (a % c != 0): exact for every sign, never wraps
        # (a + c - 1 and -a overflow at the type's limits)
        q, r, adjust = truncating_divmod(em, *args, t, "ceil_div")
        floor = q if adjust is None else b.sub(q, b.zext(adjust, q.type))
        inexact = b.icmp_unsigned("!=", r, ir.Constant(r.type, 0))
        return b.add(floor, b.zext(inexact, q.type))
    if name == "abs" and not t.is_float:
        v = args[0]
        if not t.is_signed:
            return v
        return b.select(b.icmp_signed("<", v, ir.Constant(v.type, 0)), b.neg(v), v)
    if name in ("isnan", "isinf", "isfinite"):
        return _float_test(em, name, args[0])
    fn = mathlib.math_function(em.module, name, value_type(t))
    return rounded(b, b.call(fn, args), t)


def _float_test(em: Emitter, name: str, v: ir.Value) -> ir.Value:
    """isnan / isinf / isfinite as one compare (nan is unordered with everything)."""
    b = em.b
    if name == "isnan":
        return b.fcmp_unordered("uno", v, v)
    fabs = mathlib.math_function(em.module, "abs", v.type)
    inf = ir.Constant(v.type, float("inf"))
    if name == "isinf":
        return b.fcmp_ordered("==", b.call(fabs, [v]), inf)
    return b.fcmp_ordered("<", b.call(fabs, [v]), inf)


def _fold_compare(op: str, a: int, c: int, t: ScalarType) -> bool:
    """Compare two integer constants of type ``t`` (their bits reinterpreted by signedness)."""
    if not t.is_bool:
        mask, sign = (1 << t.bits) - 1, 1 << (t.bits - 1)
        a, c = a & mask, c & mask
        if t.is_signed:
            a, c = (a - (1 << t.bits) if a & sign else a), (c - (1 << t.bits) if c & sign else c)
    return {"==": a == c, "!=": a != c, "<": a < c, "<=": a <= c, ">": a > c, ">=": a >= c}[op]
