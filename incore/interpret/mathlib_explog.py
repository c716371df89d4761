"""numpy transcriptions of ``incore/lowering/math_explog.py`` and ``math_erf.py``: exp2,
expm1, log2, log10, log1p, pow, sinh, cosh, sigmoid, tanh, erf, erfc.

Every body but tanh's is the f64 one (the f32 versions widen, see ``mathlib``); each line
follows the lowering's operation order, so the results are the same bits.
"""

from __future__ import annotations

import numpy as np

from incore import mathconsts as mc
from incore.interpret.mathlib_core import (
    EXP_LN2,
    F32,
    F64,
    INF,
    LOG2E,
    LOG_LN2,
    NAN,
    Arr,
    Fmt,
    clear_low_bits,
    exp,
    exp_dd,
    exp_kernel,
    fast_two_sum,
    horner,
    is_finite,
    is_nan,
    log,
    log_hi_lo,
    log_parts,
    log_specials,
    pow2,
    round_int,
    scale,
    split,
    trunc,
    two_prod,
    two_sum,
)

_I64 = np.int64

# exp2 ------------------------------------------------------------------------------------------


def exp2(x: Arr) -> Arr:
    xc = np.where(x <= 1030.0, x, 1030.0)
    xc = np.where(xc >= -1080.0, xc, -1080.0)
    kf = round_int(F64, xc)
    r = xc - kf
    rh, rl = split(F64, r)
    hi = rh * mc.LN2_HI_26
    lo = rl * mc.LN2_HI_26 + r * mc.LN2_LO_26
    hi, lo = fast_two_sum(hi, lo)
    y = scale(F64, exp_kernel(hi, -lo), kf.astype(_I64))
    return np.where(is_nan(x), x, y)


# expm1 -----------------------------------------------------------------------------------------


def expm1(x: Arr) -> Arr:
    ln2_hi, ln2_lo = EXP_LN2["f64"]
    xc = np.where(x <= 710.0, x, 710.0)
    xc = np.where(xc >= -40.0, xc, -40.0)
    kf = round_int(F64, xc * LOG2E)
    hi = xc - kf * ln2_hi
    lo = kf * ln2_lo
    r = hi - lo
    c = (hi - r) - lo
    hfx = 0.5 * r
    hxs = r * hfx
    r1 = horner(F64, hxs, mc.EXPM1_Q)
    t = 3.0 - r1 * hfx
    ee = hxs * ((r1 - t) / (6.0 - r * t))
    ee = (r * (ee - c) - c) - hxs
    k = kf.astype(_I64)
    y0 = r - ee
    ym1 = 0.5 * (r - ee) - 0.5
    y1 = np.where(r < -0.25, -2.0 * (ee - (r + 0.5)), 1.0 + 2.0 * (r - ee))
    far = scale(F64, (r - ee) + 1.0, k) - 1.0
    two_mk = pow2(F64, -k)
    mid_small = ((r - ee) + (1.0 - two_mk)) * pow2(F64, k)
    mid_big = ((r - (ee + two_mk)) + 1.0) * pow2(F64, k)
    y = np.where(k < 20, mid_small, mid_big)
    y = np.where((k < 0) | (k > 56), far, y)
    y = np.where(k == 1, y1, y)
    y = np.where(k == -1, ym1, y)
    y = np.where(k == 0, y0, y)
    y = np.where(np.abs(x) < 2.0**-54, x, y)
    y = np.where(x < -40.0, -1.0, y)
    return np.where(is_nan(x), x, y)


# logarithms ------------------------------------------------------------------------------------


def log2(x: Arr) -> Arr:
    p = log_parts(F64, x)
    hi, lo = log_hi_lo(p)
    val_hi = hi * mc.IVLN2[0]
    val_lo = (lo + hi) * mc.IVLN2[1] + lo * mc.IVLN2[0]
    w = p.dk + val_hi
    val_lo = val_lo + ((p.dk - w) + val_hi)
    return log_specials(F64, x, val_lo + w)


def log10(x: Arr) -> Arr:
    p = log_parts(F64, x)
    hi, lo = log_hi_lo(p)
    val_hi = hi * mc.IVLN10[0]
    y = p.dk * mc.LOG10_2[0]
    val_lo = (p.dk * mc.LOG10_2[1] + (lo + hi) * mc.IVLN10[1]) + lo * mc.IVLN10[0]
    w = y + val_hi
    val_lo = val_lo + ((y - w) + val_hi)
    return log_specials(F64, x, val_lo + w)


def log1p(x: Arr) -> Arr:
    u = 1.0 + x
    corr = (x - (u - 1.0)) / u
    y = log(F64, u) + corr
    series = x - (x * x) * horner(F64, x, (-0.2, 0.25, -1.0 / 3.0, 0.5))
    y = np.where(np.abs(x) < 2.0**-16, series, y)
    y = np.where(u == 1.0, x, y)
    y = np.where(u == 0.0, -INF, y)
    y = np.where(x == INF, x, y)
    y = np.where(x < -1.0, NAN, y)
    return np.where(is_nan(x), x, y)


# pow -------------------------------------------------------------------------------------------


DD = tuple[Arr, Arr]


def _dd_mul(a: DD, b: DD) -> DD:
    p, err = two_prod(F64, a[0], b[0])
    return p, err + (a[0] * b[1] + a[1] * b[0])


def _log_dd(ax: Arr) -> DD:
    ln2_hi, ln2_lo = LOG_LN2["f64"]
    p = log_parts(F64, ax)
    f = p.f
    d_hi, d_lo = fast_two_sum(np.float64(2.0), f)
    s_hi = f / d_hi
    p1, p1e = two_prod(F64, s_hi, d_hi)
    residual = ((f - p1) - p1e) - s_hi * d_lo
    s = (s_hi, residual / d_hi)
    s2 = _dd_mul(s, s)
    s3 = _dd_mul(s2, s)
    s5 = _dd_mul(s3, s2)
    ones = np.ones_like(ax)
    t1 = _dd_mul(s3, (ones * mc.TWO_THIRDS[0], ones * mc.TWO_THIRDS[1]))
    t2 = _dd_mul(s5, (ones * mc.TWO_FIFTHS[0], ones * mc.TWO_FIFTHS[1]))
    rest = (s5[0] * s2[0]) * horner(F64, s2[0], mc.ATANH_REST)
    h, he = fast_two_sum(2.0 * s[0], t1[0])
    h, he2 = fast_two_sum(h, t2[0])
    lo = (he + he2) + (2.0 * s[1] + ((t1[1] + t2[1]) + rest))
    a = p.dk * ln2_hi
    sh, err = two_sum(a, h)
    lhi, llo = fast_two_sum(sh, err + (lo + p.dk * ln2_lo))
    lhi = np.where(ax == 0.0, -INF, lhi)
    lhi = np.where(ax == INF, ax, lhi)
    return lhi, np.where(is_finite(lhi), llo, 0.0)


def _is_integer(y: Arr) -> Arr:
    return trunc(F64, y) == y


def _clamp_exponent(y: Arr) -> Arr:
    lim = 2.0**64
    yc = np.where(y < lim, y, lim)
    return np.where(yc > -lim, yc, -lim)


def _pow_specials(x: Arr, y: Arr, r: Arr) -> Arr:
    y_int = _is_integer(y)
    y_odd = y_int & ~_is_integer(y * 0.5)
    r = np.where(np.signbit(x) & y_odd, -r, r)
    neg_finite = (x < 0.0) & is_finite(x)
    r = np.where(neg_finite & ~y_int, NAN, r)
    r = np.where(is_nan(x) | is_nan(y), NAN, r)
    r = np.where(x == 1.0, 1.0, r)
    return np.where(y == 0.0, 1.0, r)


def pow_(x: Arr, y: Arr) -> Arr:
    ax = np.abs(x)
    lhi, llo = _log_dd(ax)
    yc = _clamp_exponent(y)
    phi, plo = two_prod(F64, yc, lhi)
    plo = plo + yc * llo
    finite_log = is_finite(lhi)
    phi = np.where(finite_log, phi, yc * lhi)
    plo = np.where(finite_log, plo, 0.0)
    return _pow_specials(x, y, exp_dd(phi, plo))


def pow_f32(x: Arr, y: Arr) -> Arr:
    """pow for widened f32 arguments: the plain f64 log and exp (the lowering's emit_pow_f32)."""
    v = _clamp_exponent(y) * log(F64, np.abs(x))
    v = np.where(v < 200.0, v, 200.0)
    v = np.where(v > -200.0, v, -200.0)
    r = exp(F64, v)
    t = r * (2.0**13 + 1.0)
    return _pow_specials(x, y, t - (t - r))


# hyperbolic and sigmoid ------------------------------------------------------------------------


def sinh(x: Arr) -> Arr:
    a = np.abs(x)
    t = expm1(a)
    t1 = t / (t + 1.0)
    small = 0.5 * (2.0 * t - t * t1)
    mid = 0.5 * (t + t1)
    big = exp(F64, a, adjust=-1)
    y = np.where(a < 709.0, mid, big)
    y = np.where(a < 1.0, small, y)
    y = np.copysign(y, x)
    y = np.where(a < 2.0**-26, x, y)
    return np.where(is_nan(x), x, y)


def cosh(x: Arr) -> Arr:
    a = np.abs(x)
    t = expm1(a)
    small = 1.0 + (t * t) / (2.0 * (1.0 + t))
    h = exp(F64, a, adjust=-1)
    big = h + 0.25 / h
    y = np.where(a < mc.COSH_SPLIT, small, big)
    return np.where(is_nan(x), x, y)


def sigmoid(x: Arr) -> Arr:
    t = exp(F64, -np.abs(x))
    d_hi, d_lo = fast_two_sum(np.float64(1.0), t)
    num = np.where(x < 0.0, t, 1.0)
    q = num / d_hi
    p, pe = two_prod(F64, q, d_hi)
    resid = ((num - p) - pe) - q * d_lo
    y = q + resid / d_hi
    return np.where(is_nan(x), x, y)


def tanh(f: Fmt, x: Arr) -> Arr:
    """tanh in either format (its f32 body is native)."""
    a = np.abs(x)
    z = x * x
    if f is F32:
        small = (horner(f, z, mc.TANHF_P) * z) * x + x
    else:
        ratio = (z * horner(f, z, mc.TANH_P)) / horner(f, z, mc.TANH_Q)
        small = x + x * ratio
    one, two = f.c(1.0), f.c(2.0)
    big = np.copysign(one - two / (exp(f, a + a) + one), x)
    y = np.where(a < f.c(f.tanh_poly_max), small, big)
    return np.where(a < f.c(f.tanh_tiny), x, y)


# erf / erfc ------------------------------------------------------------------------------------


def _horner_pick(x: Arr, cond: Arr, first: tuple[float, ...], second: tuple[float, ...]) -> Arr:
    acc = np.where(cond, first[0], second[0])
    for a, b in zip(first[1:], second[1:], strict=True):
        acc = acc * x + np.where(cond, a, b)
    return acc


def _erf_parts(x: Arr) -> tuple[Arr, Arr, Arr, Arr]:
    """(|x|, y_small, pq, erfc_tail) as the lowering's ``_ErfParts``."""
    a = np.abs(x)
    z = x * x
    y_small = horner(F64, z, mc.PP) / horner(F64, z, mc.QQ)
    s = a - 1.0
    pq = horner(F64, s, mc.PA) / horner(F64, s, mc.QA)
    ac = np.where(a < 28.0, a, 28.0)
    s2 = 1.0 / (ac * ac)
    first = ac < 1.0 / 0.35
    r = _horner_pick(s2, first, mc.RA, mc.RB)
    q = _horner_pick(s2, first, mc.SA, mc.SB)
    zc = clear_low_bits(F64, ac, 32)
    big = exp(F64, -(zc * zc) - 0.5625) * exp(F64, (zc - ac) * (zc + ac) + r / q)
    return a, y_small, pq, big / ac


def erf(x: Arr) -> Arr:
    a, y_small, pq, tail = _erf_parts(x)
    y = np.copysign(1.0 - tail, x)
    y = np.where(a < 6.0, y, np.copysign(1.0, x))
    y = np.where(a < 1.25, np.copysign(mc.ERX + pq, x), y)
    y = np.where(a < 0.84375, x + x * y_small, y)
    tiny = 0.125 * (8.0 * x + mc.EFX8 * x)
    y = np.where(a < 2.0**-28, tiny, y)
    return np.where(is_nan(x), x, y)


def erfc(x: Arr) -> Arr:
    a, y_small, pq, tail_all = _erf_parts(x)
    neg = x < 0.0
    tail = np.where(a < 28.0, tail_all, 0.0)
    y = np.where(neg, 2.0 - tail, tail)
    mid = (1.0 - mc.ERX) - pq
    y = np.where(a < 1.25, np.where(neg, 2.0 - mid, mid), y)
    xy = x * y_small
    small = np.where(x < 0.25, 1.0 - (x + xy), 0.5 - ((x - 0.5) + xy))
    y = np.where(a < 0.84375, small, y)
    return np.where(is_nan(x), x, y)
