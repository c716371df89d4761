"""numpy building blocks of the interpreter's device math (:mod:`incore.interpret.mathlib`):
the two float formats, the error-free transformations, the exp and log cores and the exact
functions (floor, ceil, trunc, round, sign, rsqrt, hypot, fmod, Python's ``//`` and ``%``).

Each function here is a line-by-line transcription of its counterpart in
``incore/lowering/math_core.py`` / ``math_basic.py``: the same constants (rounded to the
format as llvmlite rounds them), the same operations in the same order, each one a numpy
operation on arrays of the format's dtype and therefore rounded once, as the IR's
``fadd``/``fmul``/``fdiv`` are (the lowering emits no fma and no fast-math flag). An IR
``select`` is ``np.where``, an ordered compare is numpy's (false with nan), the integer
operations on the bit patterns run in the format's integer dtype, which wraps like the IR's.
Arguments are 1-d arrays of one dtype; the caller (``mathlib.call``) shapes them and turns off
numpy's floating-point warnings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from incore import mathconsts as mc


@dataclass(frozen=True)
class Fmt:
    """One IEEE binary format and the per-precision constants of the lowering's ``Format``."""

    name: str
    ft: type[np.floating]
    it: type[np.signedinteger]
    mant_bits: int
    bias: int
    exp_lo: float
    exp_hi: float
    round_magic: float
    sqrt_half_bits: int
    subnormal_shift: int
    min_normal: float
    tanh_tiny: float
    tanh_poly_max: float
    splitter: float

    def c(self, value: float) -> np.ndarray:
        """A constant of the format (rounded to nearest, as llvmlite rounds IR constants), as
        a read-only 0-d array: numpy combines it with an array as it does a numpy scalar of
        the type, with less work per operation than a scalar."""
        key = (self.name, value)
        const = _CONSTS.get(key) if value == value and value != 0 else None
        if const is None:
            const = np.array(value, self.ft)
            const.flags.writeable = False
            if value == value and value != 0:
                _CONSTS[key] = const
        return const


_CONSTS: dict[tuple[str, float], np.ndarray] = {}


F32 = Fmt("f32", np.float32, np.int32, 23, 127, -104.0, 89.0, 12582912.0, 0x3F3504F3, 25,
          2.0**-126, 2.0**-12, 0.625, 4097.0)
F64 = Fmt("f64", np.float64, np.int64, 52, 1023, -746.0, 710.0, 6755399441055744.0,
          0x3FE6A09E667F3BCD, 54, 2.0**-1022, 2.0**-27, 0.625, 134217729.0)

LOG2E = 1.4426950408889634
INF = float("inf")
NAN = float("nan")

Arr = np.ndarray


def where(cond: Arr, a: object, b: object, f: Fmt) -> Arr:
    """The IR's ``select`` on values of format ``f`` (constants are converted to ``f``)."""
    return np.where(cond, f.ft(a) if isinstance(a, float) else a,
                    f.ft(b) if isinstance(b, float) else b)


def horner(f: Fmt, x: Arr, coeffs: Sequence[float]) -> Arr:
    """coeffs[0]*x**(n-1) + ... + coeffs[-1] as separate multiplies and adds (the first
    product is ``x * coeffs[0]``: a product's bits do not depend on its operands' order)."""
    if len(coeffs) == 1:
        return np.full_like(x, f.c(coeffs[0]))
    acc = x * f.c(coeffs[0])
    acc += f.c(coeffs[1])
    for coeff in coeffs[2:]:
        acc *= x
        acc += f.c(coeff)
    return acc


def to_bits(f: Fmt, a: Arr) -> Arr:
    return np.ascontiguousarray(a, dtype=f.ft).view(f.it)


def from_bits(f: Fmt, a: Arr) -> Arr:
    return np.ascontiguousarray(a, dtype=f.it).view(f.ft)


def is_nan(a: Arr) -> Arr:
    return np.isnan(a)


def is_inf(a: Arr) -> Arr:
    return np.abs(a) == np.inf


def is_finite(a: Arr) -> Arr:
    return np.abs(a) < np.inf


def keep_nan(x: Arr, y: Arr) -> Arr:
    """The IR's ``select(isnan(x), x, y)``; the select runs only when ``x`` may hold a nan
    (its sum is nan: a nan lane, or infinities of both signs)."""
    total = np.add.reduce(x, axis=None)
    if total == total:
        return y
    return np.where(is_nan(x), x, y)


def signbit(a: Arr) -> Arr:
    return np.signbit(a)


def pow2(f: Fmt, k: Arr) -> Arr:
    """2**k for an integer array k (bits assembled as the lowering's ``pow2``)."""
    biased = k.astype(f.it) + f.it(f.bias)
    return from_bits(f, np.left_shift(biased, f.it(f.mant_bits)))


def scale(f: Fmt, y: Arr, k: Arr) -> Arr:
    """y * 2**(k>>1) * 2**(k - (k>>1)): only the last product rounds."""
    k = k.astype(f.it)
    k1 = np.right_shift(k, f.it(1))
    k -= k1
    out = y * pow2(f, k1)
    out *= pow2(f, k)
    return out


def clear_low_bits(f: Fmt, a: Arr, bits: int) -> Arr:
    mask = f.it(~((1 << bits) - 1))
    return from_bits(f, to_bits(f, a) & mask)


def round_int(f: Fmt, a: Arr) -> Arr:
    magic = f.c(f.round_magic)
    out = a + magic
    out -= magic
    return out


def two_sum(a: Arr, b: Arr) -> tuple[Arr, Arr]:
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def fast_two_sum(a: Arr, b: Arr) -> tuple[Arr, Arr]:
    s = a + b
    return s, b - (s - a)


def split(f: Fmt, a: Arr) -> tuple[Arr, Arr]:
    t = a * f.c(f.splitter)
    hi = t - (t - a)
    return hi, a - hi


def two_prod(f: Fmt, a: Arr, b: Arr) -> tuple[Arr, Arr]:
    p = a * b
    ah, al = split(f, a)
    bh, bl = split(f, b)
    err = (ah * bh) + (-p)
    err = (err + ah * bl) + al * bh
    return p, err + al * bl


# exp -------------------------------------------------------------------------------------------

EXP_LN2 = {"f32": (0.693359375, -2.12194440e-4),
           "f64": (6.93147180369123816490e-01, 1.90821492927058770002e-10)}


def exp_kernel(hi: Arr, lo: Arr) -> Arr:
    """e**(hi - lo) for |hi - lo| <= ln2/2 (f64): fdlibm's 1 - ((lo - r*c/(2-c)) - hi)."""
    r = hi - lo
    t = r * r
    c = r - t * horner(F64, t, mc.EXP_P)
    frac = (r * c) / (2.0 - c)
    return 1.0 - ((lo - frac) - hi)


def _exp_constants(f: Fmt, adjust: int) -> tuple:
    """exp's constants in format ``f`` (cached): top, bottom, log2(e), ln2 hi and lo, the f32
    polynomial's coefficients, 1."""
    key = (f.name, adjust)
    consts = _EXP_CONSTANTS.get(key)
    if consts is None:
        ln2_hi, ln2_lo = EXP_LN2[f.name]
        consts = (f.c(f.exp_hi - adjust), f.c(f.exp_lo), f.c(LOG2E), f.c(ln2_hi), f.c(ln2_lo),
                  tuple(f.c(v) for v in mc.EXPF_P), f.c(1.0))
        _EXP_CONSTANTS[key] = consts
    return consts


_EXP_CONSTANTS: dict[tuple[str, int], tuple] = {}
# below these magnitudes k (with adjust -1 too) is in the format's normal exponent range
EXP_SIMPLE = {"f32": 86.0, "f64": 700.0}


def exp(f: Fmt, x: Arr, adjust: int = 0) -> Arr:
    """e**x * 2**adjust (adjust 0 or -1).  Each step computes into an array it owns (``out=``:
    the same operations, without allocating)."""
    top, bottom, log2e, ln2_hi, ln2_lo, coeffs, one = _exp_constants(f, adjust)
    # |x| < EXP_SIMPLE (a nan fails the test): the clamps keep x, 2**k is a normal number, so
    # scale's two products are one exact product by 2**k, and no lane is a nan
    simple = np.maximum.reduce(np.abs(x), axis=None) < EXP_SIMPLE[f.name]
    if simple:
        xc = x
    else:  # the clamps: select(x <= top, x, top) is fmin (a nan x becomes top), then fmax
        xc = np.fmin(x, top)
        np.fmax(xc, bottom, out=xc)
    # round_int's (v + magic) - magic is rint for |v| < 2**22, but for the sign of a zero:
    # a -0.0 kf gives hi, lo and r the opposite zero signs, and the polynomial ends with + 1
    kf = xc * log2e
    np.rint(kf, out=kf)
    hi = kf * ln2_hi
    np.subtract(xc, hi, out=hi)
    lo = kf * ln2_lo
    if f is F32:
        r = np.subtract(hi, lo, out=hi)
        rr = r * r
        poly = r * coeffs[0]  # horner(f, r, mc.EXPF_P) * rr + r + 1
        poly += coeffs[1]
        for c in coeffs[2:]:
            poly *= r
            poly += c
        poly *= rr
        poly += r
        poly += one
    else:
        poly = exp_kernel(hi, lo)
    if simple:  # 2**k's bits: (k + bias) << mant_bits, computed exactly in the format
        bits = kf + f.c(f.bias + adjust)
        bits *= f.c(2.0**f.mant_bits)
        poly *= bits.astype(f.it).view(f.ft)
        return poly
    k = kf.astype(f.it)
    if adjust:
        k += f.it(adjust)
    # scale(poly, k) is ldexp: |poly| is in [0.7, 1.5] and k >> 1 in [-538, 512], so the
    # first of scale's two products is exact and the second rounds once, as ldexp does
    return keep_nan(x, np.ldexp(poly, k, out=poly))


def exp_dd(hi: Arr, lo: Arr) -> Arr:
    """e**(hi + lo) for a double-double argument (f64; nan in hi not handled)."""
    f = F64
    ln2_hi, ln2_lo = EXP_LN2["f64"]
    inside = (hi <= f.exp_hi) & (hi >= f.exp_lo)
    hc = np.where(hi <= f.exp_hi, hi, f.exp_hi)
    hc = np.where(hc >= f.exp_lo, hc, f.exp_lo)
    lc = np.where(inside, lo, 0.0)
    kf = round_int(f, hc * LOG2E)
    rhi = hc - kf * ln2_hi
    rlo = kf * ln2_lo - lc
    return scale(f, exp_kernel(rhi, rlo), kf.astype(np.int64))


# log -------------------------------------------------------------------------------------------

LOG_LN2 = {"f32": (6.9313812256e-01, 9.0580006145e-06),
           "f64": (6.93147180369123816490e-01, 1.90821492927058770002e-10)}


@dataclass
class ArrayLogParts:
    """x = 2**k * (1 + f), log(1 + f) = f - hfsq + s*(hfsq + r) (fdlibm)."""

    dk: Arr
    f: Arr
    hfsq: Arr
    s: Arr
    r: Arr


def log_parts(f: Fmt, x: Arr) -> ArrayLogParts:
    lg = mc.LOG_LG[f.name]
    sub = x < f.c(f.min_normal)
    xs = np.where(sub, x * f.c(2.0**f.subnormal_shift), x)
    kadj = np.where(sub, f.it(-f.subnormal_shift), f.it(0))
    bits = to_bits(f, xs)
    ix = bits - f.it(f.sqrt_half_bits)
    k = np.right_shift(ix, f.it(f.mant_bits))
    z = from_bits(f, bits - np.left_shift(k, f.it(f.mant_bits)))
    dk = (k + kadj).astype(f.ft)
    fr = z - f.c(1.0)
    s = fr / (f.c(2.0) + fr)
    zz = s * s
    w = zz * zz
    t1 = w * horner(f, w, lg[1::2][::-1])
    t2 = zz * horner(f, w, lg[0::2][::-1])
    r = t2 + t1
    hfsq = (f.c(0.5) * fr) * fr
    return ArrayLogParts(dk=dk, f=fr, hfsq=hfsq, s=s, r=r)


def log_specials(f: Fmt, x: Arr, y: Arr) -> Arr:
    y = np.where(x == np.inf, f.c(INF), y)
    y = np.where(x == 0.0, f.c(-INF), y)
    y = np.where(x < 0.0, f.c(NAN), y)
    return np.where(is_nan(x), x, y)


def log(f: Fmt, x: Arr) -> Arr:
    ln2_hi, ln2_lo = LOG_LN2[f.name]
    p = log_parts(f, x)
    inner = (p.hfsq - (p.s * (p.hfsq + p.r) + p.dk * f.c(ln2_lo))) - p.f
    return log_specials(f, x, p.dk * f.c(ln2_hi) - inner)


def log_hi_lo(p: ArrayLogParts) -> tuple[Arr, Arr]:
    hi = clear_low_bits(F64, p.f - p.hfsq, 32)
    lo = ((p.f - hi) - p.hfsq) + p.s * (p.hfsq + p.r)
    return hi, lo


# floor / ceil / trunc / round / sign ------------------------------------------------------------


def rounding(f: Fmt, x: Arr, mode: str) -> Arr:
    small = np.abs(x) < f.c(2.0**f.mant_bits)
    xi = np.where(small, x, f.c(0.0))
    t = xi.astype(f.it).astype(f.ft)
    if mode == "ceil":
        t = np.where(t < xi, t + f.c(1.0), t)
    elif mode == "floor":
        t = np.where(t > xi, t - f.c(1.0), t)
    return np.where(small, np.copysign(t, x), x)


def floor(f: Fmt, x: Arr) -> Arr:
    return rounding(f, x, "floor")


def ceil(f: Fmt, x: Arr) -> Arr:
    return rounding(f, x, "ceil")


def trunc(f: Fmt, x: Arr) -> Arr:
    return rounding(f, x, "trunc")


def round_(f: Fmt, x: Arr) -> Arr:
    big = f.c(2.0**f.mant_bits)
    a = np.abs(x)
    t = (a + big) - big
    return np.where(a < big, np.copysign(t, x), x)


def sign(f: Fmt, x: Arr) -> Arr:
    y = np.where(x < 0.0, f.c(-1.0), f.c(0.0))
    y = np.where(x > 0.0, f.c(1.0), y)
    return np.where(is_nan(x), x, y)


# rsqrt / hypot (f64 bodies) ---------------------------------------------------------------------


def rsqrt(x: Arr) -> Arr:
    f = F64
    small = x < 2.0**-500
    large = x > 2.0**500
    xs = np.where(small, x * 2.0**600, np.where(large, x * 2.0**-600, x))
    post = np.where(small, 2.0**300, np.where(large, 2.0**-300, 1.0))
    r = 1.0 / np.sqrt(xs)
    p, pe = two_prod(f, r, r)
    q, qe = two_prod(f, xs, p)
    qe = qe + xs * pe
    resid = (1.0 - q) - qe
    refined = (r + r * (0.5 * resid)) * post
    regular = (x > 0.0) & is_finite(x)
    return np.where(regular, refined, 1.0 / np.sqrt(x))


def hypot(x: Arr, y: Arr) -> Arr:
    f = F64
    ax, ay = np.abs(x), np.abs(y)
    bx, by = to_bits(f, ax), to_bits(f, ay)
    big = np.where(bx.view(np.uint64) > by.view(np.uint64), bx, by)
    kexp = (big.view(np.uint64) >> np.uint64(f.mant_bits)).view(np.int64) - f.bias
    lim = f.bias - 23
    kexp = np.where(kexp < -lim, -lim, kexp)
    kexp = np.where(kexp > lim, lim, kexp)
    down = pow2(f, -kexp)
    xs, ys = ax * down, ay * down
    h = np.sqrt(xs * xs + ys * ys) * pow2(f, kexp)
    h = np.where(is_nan(x) | is_nan(y), NAN, h)
    return np.where(is_inf(x) | is_inf(y), INF, h)


# fmod (f64 body) and Python's // and % ----------------------------------------------------------

_U = np.uint64


def _unpack(v: Arr) -> tuple[Arr, Arr]:
    bits = to_bits(F64, v).view(_U) & _U((1 << 63) - 1)
    ex = (bits >> _U(52)).astype(np.int64)
    normal = ex != 0
    m = (bits & _U((1 << 52) - 1)) | np.where(normal, _U(1 << 52), _U(0))
    return m, np.where(normal, ex, 1)


def fmod(x: Arr, y: Arr) -> Arr:
    """Exact C fmod of f64 arrays: the significands' long division, d <= 11 bits a step."""
    mx, ex = _unpack(x)
    my, ey = _unpack(y)
    special = (y == 0.0) | ~is_finite(x) | is_nan(y)
    passthrough = np.abs(x) < np.abs(y)
    skip = special | passthrough
    my = np.where(skip, _U(1), my)
    e_cur = np.where(skip, ey, ex)
    m = mx
    active = e_cur > ey
    while active.any():
        d = np.minimum(e_cur - ey, 11)
        d = np.where(active, d, 0).astype(_U)
        m = np.where(active, (m << d) % my, m)
        e_cur = np.where(active, e_cur - d.astype(np.int64), e_cur)
        active = e_cur > ey
    m = m % my
    p = ey - 1075
    normal_p = pow2(F64, p)
    sub_p = from_bits(F64, np.left_shift(np.int64(1), np.clip(p + 1074, 0, 62)))
    sc = np.where(p >= -1022, normal_p, sub_p)
    r = np.copysign(m.astype(np.float64) * sc, x)
    r = np.where(passthrough, x, r)
    return np.where(special, NAN, r)


def fmod_fmt(f: Fmt, x: Arr, y: Arr) -> Arr:
    """fmod in ``f`` (f32 widens exactly, runs the f64 body and narrows exactly)."""
    if f is F64:
        return fmod(x, y)
    return fmod(x.astype(np.float64), y.astype(np.float64)).astype(np.float32)


def python_divmod(f: Fmt, a: Arr, c: Arr, fm: Arr) -> tuple[Arr, Arr]:
    """(a // c, a % c) with Python's float semantics from fm = fmod(a, c) (numpy's results
    for c == 0)."""
    zero = f.c(0.0)
    mod = fm
    div = (a - mod) / c
    nz = mod != zero
    adjust = nz & ((c < zero) ^ (mod < zero))
    mod = np.where(adjust, mod + c, mod)
    div = np.where(adjust, div - f.c(1.0), div)
    mod = np.where(nz, mod, np.copysign(zero, c))
    fl = floor(f, div)
    fl = np.where((div - fl) > f.c(0.5), fl + f.c(1.0), fl)
    quotient = a / c
    floordiv = np.where(div != zero, fl, np.copysign(zero, quotient))
    by_zero = c == zero
    return np.where(by_zero, quotient, floordiv), np.where(by_zero, fm, mod)
