"""Device math, exact and near-exact functions: floor, ceil, trunc, round, sign, rsqrt, hypot,
fmod, and Python's float floor division and modulo built on the exact fmod.

floor/ceil/trunc/round/sign work natively in both formats and are exact; fmod is exact (an
integer long division of the significands, a loop over the exponent difference); rsqrt and
hypot are f64 bodies that the f32 versions evaluate on widened arguments.
"""

from __future__ import annotations

from llvmlite import ir

from incore.lowering.math_core import F64, MathEmitter

# floor / ceil / trunc / round ------------------------------------------------------------------


def emit_rounding(e: MathEmitter, x: ir.Value, mode: str) -> ir.Value:
    """floor, ceil or trunc of ``x`` (``mode``), exact, with the sign of zero as numpy."""
    fmt = e.fmt
    # |x| >= 2**mant_bits is already integral; inf and nan fail the ordered compare and pass
    # through. Those lanes convert 0 instead of x so fptosi never sees an out-of-range value.
    small = e.fcmp("<", e.fabs(x), e.c(2.0**fmt.mant_bits))
    xi = e.select(small, x, e.c(0.0))
    t = e.b.sitofp(e.b.fptosi(xi, fmt.itype), fmt.ftype)  # rounds toward zero
    if mode == "ceil":
        t = e.select(e.fcmp("<", t, xi), e.add(t, e.c(1.0)), t)
    elif mode == "floor":
        t = e.select(e.fcmp(">", t, xi), e.sub(t, e.c(1.0)), t)
    # The result has the sign of x (floor(-0.0) = -0.0, ceil(-0.5) = -0.0, as numpy).
    return e.select(small, e.copysign(t, x), x)


def emit_floor(e: MathEmitter, x: ir.Value) -> ir.Value:
    return emit_rounding(e, x, "floor")


def emit_ceil(e: MathEmitter, x: ir.Value) -> ir.Value:
    return emit_rounding(e, x, "ceil")


def emit_trunc(e: MathEmitter, x: ir.Value) -> ir.Value:
    return emit_rounding(e, x, "trunc")


def emit_round(e: MathEmitter, x: ir.Value) -> ir.Value:
    """Round half to even (Python's round(), numpy's round): |x| + 2**p - 2**p rounds to an
    integer in the current (nearest-even) mode, exactly; the sign of x is put back."""
    fmt = e.fmt
    big = e.c(2.0**fmt.mant_bits)
    a = e.fabs(x)
    t = e.sub(e.add(a, big), big)
    return e.select(e.fcmp("<", a, big), e.copysign(t, x), x)


def emit_sign(e: MathEmitter, x: ir.Value) -> ir.Value:
    """-1, 0 or 1 (numpy's sign: sign(-0.0) = 0.0, sign(nan) = nan)."""
    y = e.select(e.fcmp("<", x, e.c(0.0)), e.c(-1.0), e.c(0.0))
    y = e.select(e.fcmp(">", x, e.c(0.0)), e.c(1.0), y)
    return e.select(e.is_nan(x), x, y)


# rsqrt / hypot ---------------------------------------------------------------------------------


def emit_rsqrt(e: MathEmitter, x: ir.Value) -> ir.Value:
    """1 / sqrt(x), refined by one Newton step whose residual 1 - x*r*r is computed exactly
    with two-products. x is first scaled by 2**+-600 into a range where neither r*r nor the
    splitting can overflow or underflow (the result is scaled back by 2**-+300, exactly);
    0, inf, nan and negative x give 1/sqrt(x) as rounded twice (+-inf, 0, nan)."""
    small = e.fcmp("<", x, e.c(2.0**-500))
    large = e.fcmp(">", x, e.c(2.0**500))
    xs = e.select(small, e.mul(x, e.c(2.0**600)), e.select(large, e.mul(x, e.c(2.0**-600)), x))
    post = e.select(small, e.c(2.0**300), e.select(large, e.c(2.0**-300), e.c(1.0)))
    r = e.div(e.c(1.0), e.sqrt(xs))
    p, pe = e.two_prod(r, r)
    q, qe = e.two_prod(xs, p)
    qe = e.add(qe, e.mul(xs, pe))
    resid = e.sub(e.sub(e.c(1.0), q), qe)  # 1 - q is exact: q is within an ulp or two of 1
    refined = e.mul(e.add(r, e.mul(r, e.mul(e.c(0.5), resid))), post)
    regular = e.and_(e.fcmp(">", x, e.c(0.0)), e.is_finite(x))
    return e.select(regular, refined, e.div(e.c(1.0), e.sqrt(x)))


def emit_hypot(e: MathEmitter, x: ir.Value, y: ir.Value) -> ir.Value:
    """sqrt(x*x + y*y) without overflow or underflow: both are scaled by a power of two that
    brings the larger near 1 (exact), and the result is scaled back (one rounding)."""
    b = e.b
    ax, ay = e.fabs(x), e.fabs(y)
    bx, by = e.to_bits(ax), e.to_bits(ay)
    big = b.select(b.icmp_unsigned(">", bx, by), bx, by)
    kexp = b.sub(b.lshr(big, e.ci(e.fmt.mant_bits)), e.ci(e.fmt.bias))
    lim = e.fmt.bias - 23
    kexp = b.select(b.icmp_signed("<", kexp, e.ci(-lim)), e.ci(-lim), kexp)
    kexp = b.select(b.icmp_signed(">", kexp, e.ci(lim)), e.ci(lim), kexp)
    down = e.pow2(b.neg(kexp))
    xs, ys = e.mul(ax, down), e.mul(ay, down)
    h = e.mul(e.sqrt(e.add(e.mul(xs, xs), e.mul(ys, ys))), e.pow2(kexp))
    inf = e.c(float("inf"))
    h = e.select(e.or_(e.is_nan(x), e.is_nan(y)), e.c(float("nan")), h)
    # C99/numpy: an infinite argument wins over nan
    return e.select(e.or_(e.is_inf(x), e.is_inf(y)), inf, h)


# fmod ------------------------------------------------------------------------------------------


def emit_fmod(e: MathEmitter, x: ir.Value, y: ir.Value) -> ir.Value:
    """x - trunc(x/y)*y exactly, with the sign of x (C fmod; f64 body, f32 widens exactly).

    The significands mx, my (53-bit integers) and exponents ex >= ey reduce as
    mx = (mx << d) mod my, ex -= d with d = min(ex - ey, 11), so every step is one 64-bit
    unsigned remainder: at most 186 steps for the widest f64 exponent gap, 26 for f32 inputs.
    fmod(x, 0), fmod(+-inf, y) and nan operands give nan; |x| < |y| (and y = +-inf) gives x.
    """
    assert e.fmt is F64
    b = e.b
    mant_mask = e.ci((1 << 52) - 1)
    implicit = e.ci(1 << 52)

    def unpack(v: ir.Value) -> tuple[ir.Value, ir.Value]:
        bits = b.and_(e.to_bits(v), e.ci((1 << 63) - 1))
        ex = b.lshr(bits, e.ci(52))
        normal = b.icmp_unsigned("!=", ex, e.ci(0))
        m = b.or_(b.and_(bits, mant_mask), b.select(normal, implicit, e.ci(0)))
        return m, b.select(normal, ex, e.ci(1))  # subnormals: exponent 1, no implicit bit

    mx, ex = unpack(x)
    my, ey = unpack(y)
    special = e.or_(e.or_(e.fcmp("==", y, e.c(0.0)), e.not_(e.is_finite(x))), e.is_nan(y))
    passthrough = e.fcmp("<", e.fabs(x), e.fabs(y))
    skip = e.or_(special, passthrough)
    my = b.select(skip, e.ci(1), my)  # never divide by zero, even in lanes that are unused
    ex = b.select(skip, ey, ex)
    start = b.block
    func = b.function
    head, body, end = (func.append_basic_block(n) for n in ("fmod.head", "fmod.step", "fmod.end"))
    b.branch(head)
    b.position_at_end(head)
    m_cur = b.phi(e.fmt.itype, name="fmod.m")
    e_cur = b.phi(e.fmt.itype, name="fmod.e")
    m_cur.add_incoming(mx, start)
    e_cur.add_incoming(ex, start)
    b.cbranch(b.icmp_signed(">", e_cur, ey), body, end)
    b.position_at_end(body)
    gap = b.sub(e_cur, ey)
    d = b.select(b.icmp_signed("<", gap, e.ci(11)), gap, e.ci(11))
    m_next = b.urem(b.shl(m_cur, d), my)
    e_next = b.sub(e_cur, d)
    m_cur.add_incoming(m_next, body)
    e_cur.add_incoming(e_next, body)
    b.branch(head)
    b.position_at_end(end)
    m = b.urem(m_cur, my)
    # value = m * 2**(ey - 1075), exact: the remainder is representable in the format
    p = b.sub(ey, e.ci(1075))
    normal_p = e.pow2(p)
    sub_p = e.from_bits(b.shl(e.ci(1), b.add(p, e.ci(1074))))
    scale = e.select(b.icmp_signed(">=", p, e.ci(-1022)), normal_p, sub_p)
    r = e.copysign(e.mul(b.sitofp(m, e.fmt.ftype), scale), x)
    r = e.select(passthrough, x, r)
    return e.select(special, e.c(float("nan")), r)


# Python's float // and % -----------------------------------------------------------------------


def python_divmod(
    e: MathEmitter, a: ir.Value, c: ir.Value, fmod: ir.Value
) -> tuple[ir.Value, ir.Value]:
    """(a // c, a % c) with Python's (and numpy's) float semantics from ``fmod`` = fmod(a, c):
    the remainder takes the sign of the divisor, the quotient is (a - mod) / c snapped to an
    integer. ``c == 0`` gives numpy's results (a / c and nan) where Python raises."""
    zero = e.c(0.0)
    mod = fmod
    div = e.div(e.sub(a, mod), c)
    nz = e.b.fcmp_unordered("!=", mod, zero)
    adjust = e.and_(nz, e.b.xor(e.fcmp("<", c, zero), e.fcmp("<", mod, zero)))
    mod = e.select(adjust, e.add(mod, c), mod)
    div = e.select(adjust, e.sub(div, e.c(1.0)), div)
    mod = e.select(nz, mod, e.copysign(zero, c))
    fl = emit_floor(e, div)
    fl = e.select(e.fcmp(">", e.sub(div, fl), e.c(0.5)), e.add(fl, e.c(1.0)), fl)
    quotient = e.b.fdiv(a, c)
    floordiv = e.select(e.b.fcmp_unordered("!=", div, zero), fl, e.copysign(zero, quotient))
    by_zero = e.fcmp("==", c, zero)
    return e.select(by_zero, quotient, floordiv), e.select(by_zero, fmod, mod)
