"""Device math, exponential and logarithmic family (f64 bodies): exp2, expm1, log2, log10,
log1p, pow, sinh, cosh, sigmoid, tanh.

The f64 bodies here port fdlibm/musl algorithms to branch-free IR (every case is computed and
the right one selected). The f32 versions of these functions evaluate the f64 body on the
widened argument and round once (see ``mathlib``), except tanh, which has its own f32 body.
"""

from __future__ import annotations

from llvmlite import ir

from incore import mathconsts as mc
from incore.lowering.math_basic import emit_trunc
from incore.lowering.math_core import (
    EXP_LN2,
    F32,
    LOG2E,
    LOG_LN2,
    MathEmitter,
    emit_exp,
    emit_exp_dd,
    emit_log,
    exp_kernel,
    log_hi_lo,
    log_parts,
    log_specials,
)

# exp2 ------------------------------------------------------------------------------------------


def emit_exp2(e: MathEmitter, x: ir.Value) -> ir.Value:
    """2**x: k = round(x), r = x - k (exact), e**(r ln 2) with r ln 2 as a double-double."""
    xc = e.select(e.fcmp("<=", x, e.c(1030.0)), x, e.c(1030.0))
    xc = e.select(e.fcmp(">=", xc, e.c(-1080.0)), xc, e.c(-1080.0))
    kf = e.round_int(xc)
    r = e.sub(xc, kf)
    rh, rl = e.split(r)
    hi = e.mul(rh, e.c(mc.LN2_HI_26))  # exact: 27 x 26 bits
    lo = e.add(e.mul(rl, e.c(mc.LN2_HI_26)), e.mul(r, e.c(mc.LN2_LO_26)))
    hi, lo = e.fast_two_sum(hi, lo)
    poly = _exp_kernel_neg(e, hi, lo)
    y = e.scale(poly, e.b.fptosi(kf, e.fmt.itype))
    return e.select(e.is_nan(x), x, y)


def _exp_kernel_neg(e: MathEmitter, hi: ir.Value, lo: ir.Value) -> ir.Value:
    """e**(hi + lo) for |hi + lo| <= ln2/2 (the exp kernel takes hi - lo)."""
    return exp_kernel(e, hi, e.neg(lo))


# expm1 -----------------------------------------------------------------------------------------


def emit_expm1(e: MathEmitter, x: ir.Value) -> ir.Value:
    """e**x - 1 (musl's expm1, every case of k computed and selected)."""
    b = e.b
    ln2_hi, ln2_lo = EXP_LN2["f64"]
    xc = e.select(e.fcmp("<=", x, e.c(710.0)), x, e.c(710.0))
    xc = e.select(e.fcmp(">=", xc, e.c(-40.0)), xc, e.c(-40.0))
    kf = e.round_int(e.mul(xc, e.c(LOG2E)))
    hi = e.sub(xc, e.mul(kf, e.c(ln2_hi)))  # exact
    lo = e.mul(kf, e.c(ln2_lo))
    r = e.sub(hi, lo)
    c = e.sub(e.sub(hi, r), lo)
    hfx = e.mul(e.c(0.5), r)
    hxs = e.mul(r, hfx)
    r1 = e.horner(hxs, mc.EXPM1_Q)
    t = e.sub(e.c(3.0), e.mul(r1, hfx))
    ee = e.mul(hxs, e.div(e.sub(r1, t), e.sub(e.c(6.0), e.mul(r, t))))
    ee = e.sub(e.sub(e.mul(r, e.sub(ee, c)), c), hxs)
    k = b.fptosi(kf, e.fmt.itype)
    one = e.c(1.0)
    # k == 0: r - ee; k == -1 and k == 1 have their own forms; otherwise 2**k * (r - ee + 1) - 1
    # with the subtraction of 1 placed to avoid cancellation (musl).
    y0 = e.sub(r, ee)
    ym1 = e.sub(e.mul(e.c(0.5), e.sub(r, ee)), e.c(0.5))
    y1 = e.select(e.fcmp("<", r, e.c(-0.25)),
                  e.mul(e.c(-2.0), e.sub(ee, e.add(r, e.c(0.5)))),
                  e.add(one, e.mul(e.c(2.0), e.sub(r, ee))))
    far = e.sub(e.scale(e.add(e.sub(r, ee), one), k), one)
    two_mk = e.pow2(b.neg(k))
    mid_small = e.mul(e.add(e.sub(r, ee), e.sub(one, two_mk)), e.pow2(k))
    mid_big = e.mul(e.add(e.sub(r, e.add(ee, two_mk)), one), e.pow2(k))
    y = e.select(b.icmp_signed("<", k, e.ci(20)), mid_small, mid_big)
    y = e.select(e.or_(b.icmp_signed("<", k, e.ci(0)), b.icmp_signed(">", k, e.ci(56))), far, y)
    y = e.select(b.icmp_signed("==", k, e.ci(1)), y1, y)
    y = e.select(b.icmp_signed("==", k, e.ci(-1)), ym1, y)
    y = e.select(b.icmp_signed("==", k, e.ci(0)), y0, y)
    # |x| < 2**-54 (and +-0) is x itself; below -40 the result is -1; nan stays nan.
    y = e.select(e.fcmp("<", e.fabs(x), e.c(2.0**-54)), x, y)
    y = e.select(e.fcmp("<", x, e.c(-40.0)), e.c(-1.0), y)
    return e.select(e.is_nan(x), x, y)


# logarithms ------------------------------------------------------------------------------------


def emit_log2(e: MathEmitter, x: ir.Value) -> ir.Value:
    """log2 (fdlibm's e_log2.c: the log(1+f) split multiplied by 1/ln2 in two parts)."""
    p = log_parts(e, x)
    hi, lo = log_hi_lo(e, p)
    val_hi = e.mul(hi, e.c(mc.IVLN2[0]))
    val_lo = e.add(e.mul(e.add(lo, hi), e.c(mc.IVLN2[1])), e.mul(lo, e.c(mc.IVLN2[0])))
    w = e.add(p.dk, val_hi)
    val_lo = e.add(val_lo, e.add(e.sub(p.dk, w), val_hi))
    return log_specials(e, x, e.add(val_lo, w))


def emit_log10(e: MathEmitter, x: ir.Value) -> ir.Value:
    """log10 (musl's log10.c)."""
    p = log_parts(e, x)
    hi, lo = log_hi_lo(e, p)
    val_hi = e.mul(hi, e.c(mc.IVLN10[0]))
    y = e.mul(p.dk, e.c(mc.LOG10_2[0]))
    val_lo = e.add(e.add(e.mul(p.dk, e.c(mc.LOG10_2[1])), e.mul(e.add(lo, hi), e.c(mc.IVLN10[1]))),
                   e.mul(lo, e.c(mc.IVLN10[0])))
    w = e.add(y, val_hi)
    val_lo = e.add(val_lo, e.add(e.sub(y, w), val_hi))
    return log_specials(e, x, e.add(val_lo, w))


def emit_log1p(e: MathEmitter, x: ir.Value) -> ir.Value:
    """log(1 + x) = log(u) + (x - (u - 1)) / u with u = fl(1 + x): the second term restores
    what rounding 1 + x lost (u == 1 returns x, so tiny x and -0 are exact)."""
    one = e.c(1.0)
    u = e.add(one, x)
    corr = e.div(e.sub(x, e.sub(u, one)), u)
    y = e.add(emit_log(e, u), corr)
    # |x| < 2**-16: x - x**2/2 + x**3/3 - x**4/4 + x**5/5 (the next term is below 2**-66 x)
    series = e.sub(x, e.mul(e.mul(x, x), e.horner(x, (-0.2, 0.25, -1.0 / 3.0, 0.5))))
    y = e.select(e.fcmp("<", e.fabs(x), e.c(2.0**-16)), series, y)
    y = e.select(e.fcmp("==", u, one), x, y)
    y = e.select(e.fcmp("==", u, e.c(0.0)), e.c(float("-inf")), y)
    y = e.select(e.fcmp("==", x, e.c(float("inf"))), x, y)
    y = e.select(e.fcmp("<", x, e.c(-1.0)), e.c(float("nan")), y)
    return e.select(e.is_nan(x), x, y)


# pow -------------------------------------------------------------------------------------------


def _dd_mul(e: MathEmitter, a: tuple[ir.Value, ir.Value], b: tuple[ir.Value, ir.Value]
            ) -> tuple[ir.Value, ir.Value]:
    """The product of two double-doubles (the lo*lo term is below the result's precision)."""
    p, err = e.two_prod(a[0], b[0])
    err = e.add(err, e.add(e.mul(a[0], b[1]), e.mul(a[1], b[0])))
    return p, err


def _log_dd(e: MathEmitter, ax: ir.Value) -> tuple[ir.Value, ir.Value]:
    """log(ax) for positive finite ax as a double-double, to about 2**-68 relative.

    x = 2**k * (1 + f), log(1 + f) = 2 atanh(s) = 2s + 2s**3/3 + 2s**5/5 + ... with
    s = f / (2 + f): s, 2s**3/3 and 2s**5/5 are carried as double-doubles and only the rest of
    the series (below 2**-15 of the sum) is a plain double."""
    ln2_hi, ln2_lo = LOG_LN2["f64"]
    p = log_parts(e, ax)
    f = p.f
    d_hi, d_lo = e.fast_two_sum(e.c(2.0), f)  # 2 + f exactly
    s_hi = e.div(f, d_hi)
    p1, p1e = e.two_prod(s_hi, d_hi)
    residual = e.sub(e.sub(e.sub(f, p1), p1e), e.mul(s_hi, d_lo))  # f - s_hi*(2 + f)
    s = (s_hi, e.div(residual, d_hi))
    s2 = _dd_mul(e, s, s)
    s3 = _dd_mul(e, s2, s)
    s5 = _dd_mul(e, s3, s2)
    t1 = _dd_mul(e, s3, (e.c(mc.TWO_THIRDS[0]), e.c(mc.TWO_THIRDS[1])))
    t2 = _dd_mul(e, s5, (e.c(mc.TWO_FIFTHS[0]), e.c(mc.TWO_FIFTHS[1])))
    rest = e.mul(e.mul(s5[0], s2[0]), e.horner(s2[0], mc.ATANH_REST))
    two = e.c(2.0)
    h, he = e.fast_two_sum(e.mul(two, s[0]), t1[0])
    h, he2 = e.fast_two_sum(h, t2[0])
    lo = e.add(e.add(he, he2), e.add(e.mul(two, s[1]), e.add(e.add(t1[1], t2[1]), rest)))
    a = e.mul(p.dk, e.c(ln2_hi))  # exact: k has at most 11 bits, ln2_hi 32
    sh, err = e.two_sum(a, h)
    lhi, llo = e.fast_two_sum(sh, e.add(err, e.add(lo, e.mul(p.dk, e.c(ln2_lo)))))
    # log 0 = -inf, log inf = inf (log_parts covers positive finite arguments only)
    lhi = e.select(e.fcmp("==", ax, e.c(0.0)), e.c(float("-inf")), lhi)
    lhi = e.select(e.fcmp("==", ax, e.c(float("inf"))), ax, lhi)
    return lhi, e.select(e.is_finite(lhi), llo, e.c(0.0))


def _is_integer(e: MathEmitter, y: ir.Value) -> ir.Value:
    """y is an integer (infinities count as even integers)."""
    return e.fcmp("==", emit_trunc(e, y), y)


def _clamp_exponent(e: MathEmitter, y: ir.Value) -> ir.Value:
    """y clamped to +-2**64: beyond it e**(y log|x|) already saturates for every |x| != 1
    (|log x| >= 2**-53), and y*0 stays 0 for |x| == 1. y = +-inf clamps too (nan: 2**64, the
    caller selects nan)."""
    lim = e.c(2.0**64)
    yc = e.select(e.fcmp("<", y, lim), y, lim)
    return e.select(e.fcmp(">", yc, e.neg(lim)), yc, e.neg(lim))


def _pow_specials(e: MathEmitter, x: ir.Value, y: ir.Value, r: ir.Value) -> ir.Value:
    """|x|**y = ``r`` with the C99/numpy special values: the sign from odd integer y, nan for
    negative finite x and non-integer y (and nan arguments), pow(x, +-0) = pow(1, y) = 1."""
    y_int = _is_integer(e, y)
    half = e.mul(y, e.c(0.5))
    y_odd = e.and_(y_int, e.not_(_is_integer(e, half)))
    r = e.select(e.and_(e.signbit(x), y_odd), e.neg(r), r)
    nan = e.c(float("nan"))
    neg_finite = e.and_(e.fcmp("<", x, e.c(0.0)), e.is_finite(x))
    r = e.select(e.and_(neg_finite, e.not_(y_int)), nan, r)
    r = e.select(e.or_(e.is_nan(x), e.is_nan(y)), nan, r)
    # |x| == 1 with y = +-inf: e**(2**64 * 0) = 1 already; x == 1 and y == 0 win over nan.
    one = e.c(1.0)
    r = e.select(e.fcmp("==", x, one), one, r)
    return e.select(e.fcmp("==", y, e.c(0.0)), one, r)


def emit_pow(e: MathEmitter, x: ir.Value, y: ir.Value) -> ir.Value:
    """x**y with C99/numpy special values: |x|**y = e**(y log|x|) with the logarithm and the
    product as double-doubles, the sign from odd integer y, nan for negative finite x and
    non-integer y, pow(x, +-0) = pow(1, y) = 1."""
    ax = e.fabs(x)
    lhi, llo = _log_dd(e, ax)
    yc = _clamp_exponent(e, y)
    phi, plo = e.two_prod(yc, lhi)
    plo = e.add(plo, e.mul(yc, llo))
    # log|x| = -inf (x = 0) or +inf (x = inf): the plain product decides 0 or inf.
    finite_log = e.is_finite(lhi)
    phi = e.select(finite_log, phi, e.mul(yc, lhi))
    plo = e.select(finite_log, plo, e.c(0.0))
    return _pow_specials(e, x, y, emit_exp_dd(e, phi, plo))


def emit_pow_f32(e: MathEmitter, x: ir.Value, y: ir.Value) -> ir.Value:
    """x**y for widened f32 arguments (``e`` is f64; the caller rounds to f32 once):
    e**(y log|x|) with the plain f64 log and exp (each within about 1 ulp of double). For f32
    arguments |y log|x|| stays below about 2**70 only where the result saturates anyway, and
    below 104 where it does not, so the f64 result is within about 2**-44 relative: far below
    half an f32 ulp. The result is rounded to 40 bits before the caller's rounding to f32: an
    exact f32 halfway case (25 bits, e.g. 11**7) then comes out exact and rounds to even as the
    exact power does, at a cost of at most 2**-17 ulp elsewhere. |y log|x|| is clamped to 200
    (e**200 overflows f32, e**-200 is below its subnormals), so the rounding never overflows.
    Special values as :func:`emit_pow`."""
    v = e.mul(_clamp_exponent(e, y), emit_log(e, e.fabs(x)))  # log 0 = -inf, log inf = inf
    v = e.select(e.fcmp("<", v, e.c(200.0)), v, e.c(200.0))
    v = e.select(e.fcmp(">", v, e.c(-200.0)), v, e.c(-200.0))
    r = emit_exp(e, v)
    t = e.mul(r, e.c(2.0**13 + 1.0))  # Veltkamp: r rounded to 53 - 13 bits
    return _pow_specials(e, x, y, e.sub(t, e.sub(t, r)))


# hyperbolic and sigmoid ------------------------------------------------------------------------


def emit_sinh(e: MathEmitter, x: ir.Value) -> ir.Value:
    """sinh (musl): |x| < 1: (2t - t*t/(t+1))/2, below 709: (t + t/(t+1))/2 with
    t = expm1|x|, beyond: e**|x| / 2; the sign of x is put back last."""
    a = e.fabs(x)
    t = emit_expm1(e, a)
    t1 = e.div(t, e.add(t, e.c(1.0)))
    small = e.mul(e.c(0.5), e.sub(e.mul(e.c(2.0), t), e.mul(t, t1)))
    mid = e.mul(e.c(0.5), e.add(t, t1))
    big = emit_exp(e, a, adjust=-1)
    y = e.select(e.fcmp("<", a, e.c(709.0)), mid, big)
    y = e.select(e.fcmp("<", a, e.c(1.0)), small, y)
    y = e.copysign(y, x)
    y = e.select(e.fcmp("<", a, e.c(2.0**-26)), x, y)
    return e.select(e.is_nan(x), x, y)


def emit_cosh(e: MathEmitter, x: ir.Value) -> ir.Value:
    """cosh (musl): |x| < ln2: 1 + t*t/(2(1+t)) with t = expm1|x|; beyond: h + 1/(4h) with
    h = e**|x| / 2 (finite up to the true overflow threshold)."""
    a = e.fabs(x)
    t = emit_expm1(e, a)
    one = e.c(1.0)
    small = e.add(one, e.div(e.mul(t, t), e.mul(e.c(2.0), e.add(one, t))))
    h = emit_exp(e, a, adjust=-1)
    big = e.add(h, e.div(e.c(0.25), h))
    y = e.select(e.fcmp("<", a, e.c(mc.COSH_SPLIT)), small, big)
    return e.select(e.is_nan(x), x, y)


def emit_sigmoid(e: MathEmitter, x: ir.Value) -> ir.Value:
    """1 / (1 + e**-x), as e**x / (1 + e**x) for x < 0 so small results keep full accuracy;
    the denominator is kept exact and the division corrected once, so only exp's error and
    one rounding remain."""
    t = emit_exp(e, e.neg(e.fabs(x)))
    d_hi, d_lo = e.fast_two_sum(e.c(1.0), t)  # 1 + t exactly (t <= 1)
    num = e.select(e.fcmp("<", x, e.c(0.0)), t, e.c(1.0))
    # num / (d_hi + d_lo) with one correction step: q + (num - q*d_hi - q*d_lo) / d_hi
    q = e.div(num, d_hi)
    p, pe = e.two_prod(q, d_hi)
    resid = e.sub(e.sub(e.sub(num, p), pe), e.mul(q, d_lo))
    y = e.add(q, e.div(resid, d_hi))
    return e.select(e.is_nan(x), x, y)


# tanh ------------------------------------------------------------------------------------------


def emit_tanh(e: MathEmitter, x: ir.Value) -> ir.Value:
    """tanh: an odd polynomial/rational below 0.625, else sign(x) (1 - 2/(e**2|x| + 1))."""
    fmt = e.fmt
    a = e.fabs(x)
    # Near 0 an odd polynomial/rational keeps full relative accuracy (no 1 - 2/(e**2x+1)
    # cancellation).
    z = e.mul(x, x)
    if fmt is F32:
        small = e.add(e.mul(e.mul(e.horner(z, mc.TANHF_P), z), x), x)
    else:
        ratio = e.div(e.mul(z, e.horner(z, mc.TANH_P)), e.horner(z, mc.TANH_Q))
        small = e.add(x, e.mul(x, ratio))
    # Elsewhere tanh|x| = 1 - 2/(e**2|x| + 1): exp overflows to inf for large |x|, giving 1,
    # and nan propagates through exp.
    big = e.sub(e.c(1.0), e.div(e.c(2.0), e.add(emit_exp(e, e.add(a, a)), e.c(1.0))))
    big = e.copysign(big, x)
    y = e.select(e.fcmp("<", a, e.c(fmt.tanh_poly_max)), small, big)
    # Tiny |x| (including +-0 and subnormals) returns x, which keeps the sign of zero.
    return e.select(e.fcmp("<", a, e.c(fmt.tanh_tiny)), x, y)
