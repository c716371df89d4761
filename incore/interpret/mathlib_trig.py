"""numpy transcription of ``incore/lowering/math_trig.py``: sin, cos, tan (f64 bodies with
the Cody-Waite / Payne-Hanek reduction, and the f32 common path), asin, acos, atan, atan2.

The Payne-Hanek reduction's 128-bit integer arithmetic runs on pairs of uint64 words (numpy
has no 128-bit integer); it is computed only for the elements that need it, as the lowering
branches to it only for them.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from incore import mathconsts as mc
from incore.interpret.mathlib_core import (
    F32,
    F64,
    NAN,
    Arr,
    Fmt,
    clear_low_bits,
    fast_two_sum,
    horner,
    is_finite,
    is_inf,
    is_nan,
    round_int,
    two_prod,
    two_sum,
)

_U = np.uint64


@cache
def two_over_pi_words() -> np.ndarray:
    """The bits of 2/pi as 64-bit words after 64 zero bits (the lowering's table)."""
    return np.array(mc.two_over_pi_words(), dtype=_U)


def _reduce_medium(x: Arr) -> tuple[Arr, Arr, Arr]:
    fn = round_int(F64, x * mc.INV_PIO2)
    (p1, p1t), (p2, p2t), (p3, p3t) = mc.PIO2
    r = x - fn * p1
    w = fn * p1t
    for p, pt in ((p2, p2t), (p3, p3t)):
        t = r
        w = fn * p
        r = t - w
        w = fn * pt - ((t - r) - w)
    y0 = r - w
    y1 = (r - y0) - w
    return fn.astype(np.int64), y0, y1


def _mul_64x64(a: Arr, b: Arr) -> tuple[Arr, Arr]:
    """The 128-bit product of two uint64 arrays as (high word, low word)."""
    m32 = _U(0xFFFFFFFF)
    s32 = _U(32)
    al, ah = a & m32, a >> s32
    bl, bh = b & m32, b >> s32
    ll, lh, hl, hh = al * bl, al * bh, ah * bl, ah * bh
    mid = (ll >> s32) + (lh & m32) + (hl & m32)
    lo = (ll & m32) | (mid << s32)
    hi = hh + (lh >> s32) + (hl >> s32) + (mid >> s32)
    return hi, lo


def _reduce_large(x: Arr) -> tuple[Arr, Arr, Arr]:
    """Payne-Hanek for any finite x, as the lowering's ``_reduce_large``."""
    bits = np.ascontiguousarray(x, dtype=np.float64).view(_U)
    absbits = bits & _U((1 << 63) - 1)
    expo = (absbits >> _U(52)).astype(np.int64)
    m = (absbits & _U((1 << 52) - 1)) | _U(1 << 52)
    p0 = np.clip(expo - 1075 + 62, 0, 1034)
    q = p0 >> 6
    s = (p0 & 63).astype(_U)
    table = two_over_pi_words()
    w = [table[q + k] for k in range(4)]

    def window(hi: Arr, lo: Arr) -> Arr:  # the 64 bits starting s bits into hi
        shifted = (hi << s) | (lo >> np.where(s == 0, _U(0), _U(64) - s))
        return np.where(s == 0, hi, shifted)

    w2, w1, w0 = window(w[0], w[1]), window(w[1], w[2]), window(w[2], w[3])
    p0h, _ = _mul_64x64(m, w0)
    p1h, p1l = _mul_64x64(m, w1)
    p2l = m * w2  # the low 64 bits of m*w2 (uint64 wraps)
    acc_lo = p0h + p1l
    carry = (acc_lo < p0h).astype(_U)
    acc_hi = p1h + carry + p2l
    acc_hi = acc_hi + _U(1 << 61)  # + 2**125
    n = (acc_hi >> _U(62)).astype(np.int64)
    v_hi = (acc_hi & _U((1 << 62) - 1)).view(np.int64) - np.int64(1 << 61)
    v_lo = acc_lo
    mask42 = _U((1 << 42) - 1)
    c2 = v_hi >> np.int64(20)
    c1 = ((v_lo >> _U(42)) | (v_hi.view(_U) << _U(22))) & mask42
    c0 = v_lo & mask42
    f2 = c2.astype(np.float64) * 2.0**-42
    f1 = c1.astype(np.int64).astype(np.float64) * 2.0**-84
    f0 = c0.astype(np.int64).astype(np.float64) * 2.0**-126
    hi, lo = two_sum(f2, f1)
    hi, lo = fast_two_sum(hi, lo + f0)
    p, perr = two_prod(F64, hi, np.full_like(hi, mc.PIO2_HI))
    perr = perr + (hi * mc.PIO2_LO + lo * mc.PIO2_HI)
    y0, y1 = fast_two_sum(p, perr)
    neg = np.signbit(x)
    return np.where(neg, -n, n), np.where(neg, -y0, y0), np.where(neg, -y1, y1)


def reduce_pio2(x: Arr) -> tuple[Arr, Arr, Arr]:
    """(n, y0, y1): x = n*pi/2 + y0 + y1; the large reduction only where |x| >= the limit."""
    medium = np.abs(x) < mc.MEDIUM_LIMIT
    n, y0, y1 = _reduce_medium(np.where(medium, x, 0.0))
    large = ~medium
    if large.any():
        n[large], y0[large], y1[large] = _reduce_large(x[large])
    return n, y0, y1


def _kernel_sin(x: Arr, y: Arr) -> Arr:
    z = x * x
    v = z * x
    r = horner(F64, z, mc.SIN_S)
    inner = z * (0.5 * y - v * r) - y
    return x - (inner - v * mc.SIN_S1)


def _kernel_cos(x: Arr, y: Arr) -> Arr:
    z = x * x
    r = z * horner(F64, z, mc.COS_C)
    hz = 0.5 * z
    w = 1.0 - hz
    return w + (((1.0 - w) - hz) + (z * r - x * y))


def _pick(q: Arr, values: tuple[Arr, Arr, Arr, Arr]) -> Arr:
    y = values[3]
    for k in (2, 1, 0):
        y = np.where(q == k, values[k], y)
    return y


def _quadrant_values(x: Arr) -> tuple[Arr, Arr, Arr]:
    n, y0, y1 = reduce_pio2(x)
    return n & 3, _kernel_sin(y0, y1), _kernel_cos(y0, y1)


_HALF_F, _ONE_F = F32.c(0.5), F32.c(1.0)


def _medium_quadrant_values(x: Arr) -> tuple[Arr, Arr, Arr, Arr, Arr]:
    """The f32 common path on a widened argument below the medium limit: (quadrant, s0, s1,
    c0, c1), sin r = s0 + s1 and cos r = c0 + c1 as float32 parts."""
    fn = round_int(F64, x * mc.INV_PIO2)
    p1, p1t = mc.PIO2[0]
    r = (x - fn * p1) - fn * p1t
    rf = r.astype(np.float32)
    rlo = (r - rf.astype(np.float64)).astype(np.float32)
    z = rf * rf
    s1 = rlo + (rf * z) * horner(F32, z, mc.SINF)
    hz = _HALF_F * z
    c0 = _ONE_F - hz
    c1 = ((_ONE_F - c0) - hz) + ((z * z) * horner(F32, z, mc.COSF) - rf * rlo)
    return fn.astype(np.int32) & 3, rf, s1, c0, c1


def sin_medium(x: Arr) -> Arr:
    q, s0, s1, c0, c1 = _medium_quadrant_values(x)
    s, c = s0 + s1, c0 + c1
    y = _pick(q, (s, c, -s, -c))
    return np.where(np.abs(x) < 2.0**-12, x.astype(np.float32), y)


def cos_medium(x: Arr) -> Arr:
    q, s0, s1, c0, c1 = _medium_quadrant_values(x)
    s, c = s0 + s1, c0 + c1
    return _pick(q, (c, -s, -c, s))


def _sindf(x: Arr) -> Arr:
    z = x * x
    w = z * z
    r = mc.SINDF[2] + z * mc.SINDF[3]
    s = z * x
    return (x + s * (mc.SINDF[0] + z * mc.SINDF[1])) + (s * w) * r


def _cosdf(x: Arr) -> Arr:
    z = x * x
    w = z * z
    r = mc.COSDF[2] + z * mc.COSDF[3]
    return ((1.0 + z * mc.COSDF[0]) + w * mc.COSDF[1]) + (w * z) * r


def tan_medium(x: Arr) -> Arr:
    """f32 tan in double: musl's double kernels, one division (the lowering's)."""
    fn = round_int(F64, x * mc.INV_PIO2)
    p1, p1t = mc.PIO2[0]
    r = (x - fn * p1) - fn * p1t
    s, c = _sindf(r), _cosdf(r)
    odd = (fn.astype(np.int32) & 1) == 1
    y = np.where(odd, -c, s) / np.where(odd, s, c)
    return np.where(np.abs(x) < 2.0**-27, x, y).astype(np.float32)


def sin(x: Arr) -> Arr:
    q, s, c = _quadrant_values(x)
    return np.where(is_finite(x), _pick(q, (s, c, -s, -c)), NAN)


def cos(x: Arr) -> Arr:
    q, s, c = _quadrant_values(x)
    return np.where(is_finite(x), _pick(q, (c, -s, -c, s)), NAN)


def _kernel_tan(x: Arr, y: Arr, odd: Arr) -> Arr:
    big = np.abs(x) >= 0.6744
    neg = np.signbit(x)
    flip = big & neg
    xs, ys = np.where(flip, -x, x), np.where(flip, -y, y)
    xb = (mc.PIO4 - xs) + (mc.PIO4_LO - ys)
    x = np.where(big, xb, x)
    y = np.where(big, 0.0, y)
    z = x * x
    w = z * z
    r = horner(F64, w, mc.TAN_T[11:0:-2])
    v = z * horner(F64, w, mc.TAN_T[12:1:-2])
    s = z * x
    r = (y + z * (s * (r + v) + y)) + s * mc.TAN_T[0]
    w = x + r
    sgn = np.where(odd, -1.0, 1.0)
    vb = sgn - 2.0 * (x + (r - (w * w) / (w + sgn)))
    vb = np.where(neg, -vb, vb)
    w0 = clear_low_bits(F64, w, 32)
    vv = r - (w0 - x)
    a = -1.0 / w
    a0 = clear_low_bits(F64, a, 32)
    odd_small = a0 + a * ((1.0 + a0 * w0) + a0 * vv)
    return np.where(big, vb, np.where(odd, odd_small, w))


def tan(x: Arr) -> Arr:
    n, y0, y1 = reduce_pio2(x)
    y = _kernel_tan(y0, y1, (n & 1) == 1)
    y = np.where(np.abs(x) < 2.0**-27, x, y)
    return np.where(is_finite(x), y, NAN)


def atan_fmt(f: Fmt, x: Arr) -> Arr:
    """atan in format ``f``: fdlibm's for f64, musl's atanf (computed in float32) for f32."""
    f32 = f is F32
    hi_k, lo_k, coeffs = ((mc.ATANHI_F, mc.ATANLO_F, mc.AT_F) if f32
                          else (mc.ATANHI, mc.ATANLO, mc.ATAN_AT))
    one, two, c15 = f.c(1.0), f.c(2.0), f.c(1.5)
    a = np.abs(x)
    lt = [a < f.c(v) for v in (0.4375, 0.6875, 1.1875, 2.4375)]
    num = np.full_like(a, -1.0)
    den = a
    pairs = ((a, one), (two * a - one, two + a), (a - one, a + one), (a - c15, one + c15 * a))
    for cond, (nv, dv) in zip(reversed(lt), reversed(pairs), strict=True):
        num = np.where(cond, nv, num)
        den = np.where(cond, dv, den)
    t = num / den
    z = t * t
    w = z * z
    s1 = z * horner(f, w, coeffs[0::2][::-1])
    s2 = w * horner(f, w, coeffs[1::2][::-1])
    hi = np.full_like(a, hi_k[3])
    lo = np.full_like(a, lo_k[3])
    for k in (2, 1, 0):
        hi = np.where(lt[k + 1], f.c(hi_k[k]), hi)
        lo = np.where(lt[k + 1], f.c(lo_k[k]), lo)
    far = hi - (((t * (s1 + s2)) - lo) - t)
    near = t - t * (s1 + s2)
    y = np.copysign(np.where(lt[0], near, far), x)
    y = np.where(a < f.c(2.0**-12 if f32 else 2.0**-27), x, y)
    return np.where(is_nan(x), x, y)


def atan(x: Arr) -> Arr:
    """The f64 atan (atan2, asin and acos build on it)."""
    return atan_fmt(F64, x)


def atan2(y: Arr, x: Arr) -> Arr:
    """atan2(y, x): atan(min/max) reflected to pi/2 - z, pi/2 + z or pi - z (each the high
    part first, the low part last), as the lowering."""
    ax, ay = np.abs(x), np.abs(y)
    steep = ay > ax
    lo_v = np.where(steep, ax, ay)
    hi_v = np.where(steep, ay, ax)
    t = lo_v / hi_v
    t = np.where(hi_v == 0.0, 0.0, t)
    t = np.where(is_inf(x) & is_inf(y), 1.0, t)
    z = atan(t)
    west = np.signbit(x)
    steep_z = np.where(west, mc.PIO2_HI + z, mc.PIO2_HI - z) + mc.PIO2_LO
    z = np.where(steep, steep_z, np.where(west, (mc.PI_HI - z) + mc.PI_LO, z))
    r = np.copysign(z, y)
    return np.where(is_nan(x) | is_nan(y), NAN, r)


def _cosine_side(x: Arr) -> Arr:
    return np.sqrt((1.0 - x) * (1.0 + x))


def asin(x: Arr) -> Arr:
    return atan2(x, _cosine_side(x))


def acos(x: Arr) -> Arr:
    c = _cosine_side(x)
    return np.where(is_nan(c), NAN, atan2(c, x))
