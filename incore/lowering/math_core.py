"""The building blocks of the device math library: float formats, a strict-IEEE IR emitter,
error-free transformations (two-sum, two-product) and the exp/log cores other functions reuse.

Every helper emits plain IR that baseline x86-64 implements inline: fadd/fmul/fdiv, compares
and selects, bitcasts, integer ops, fptosi/sitofp and the intrinsics ``llvm.fabs``,
``llvm.copysign`` and ``llvm.sqrt``. No instruction carries fast-math flags, so the
error-free transformations below stay exact and nan/inf propagate by IEEE rules (LLVM neither
reassociates nor contracts ``a*b + c`` into an fma without those flags).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from llvmlite import ir

from incore import mathconsts as mc


@dataclass(frozen=True)
class Format:
    """Bit layout and per-precision constants of one IEEE binary format."""

    suffix: str
    ftype: ir.Type
    itype: ir.IntType
    mant_bits: int  # stored fraction bits
    bias: int
    # exp: inputs are clamped to [exp_lo, exp_hi]; beyond it the result is already 0 / inf.
    exp_lo: float
    exp_hi: float
    # 1.5 * 2**mant_bits: adding and subtracting it rounds to the nearest integer.
    round_magic: float
    # Bits of sqrt(1/2); log splits x = 2**k * z with z in [sqrt(1/2), sqrt(2)).
    sqrt_half_bits: int
    # log scales subnormal inputs by 2**subnormal_shift to make them normal.
    subnormal_shift: int
    min_normal: float
    # tanh returns x itself below this magnitude (x**3/3 is under half an ulp of x).
    tanh_tiny: float
    # Below this magnitude tanh uses its odd polynomial/rational form, above it exp.
    tanh_poly_max: float
    # Veltkamp's splitter 2**ceil(p/2) + 1: splits a float into two halves of p/2 bits.
    splitter: float


F32 = Format(
    suffix="f32",
    ftype=ir.FloatType(),
    itype=ir.IntType(32),
    mant_bits=23,
    bias=127,
    exp_lo=-104.0,
    exp_hi=89.0,
    round_magic=12582912.0,
    sqrt_half_bits=0x3F3504F3,
    subnormal_shift=25,
    min_normal=2.0**-126,
    tanh_tiny=2.0**-12,
    tanh_poly_max=0.625,
    splitter=4097.0,
)

F64 = Format(
    suffix="f64",
    ftype=ir.DoubleType(),
    itype=ir.IntType(64),
    mant_bits=52,
    bias=1023,
    exp_lo=-746.0,
    exp_hi=710.0,
    round_magic=6755399441055744.0,
    sqrt_half_bits=0x3FE6A09E667F3BCD,
    subnormal_shift=54,
    min_normal=2.0**-1022,
    tanh_tiny=2.0**-27,
    tanh_poly_max=0.625,
    splitter=134217729.0,
)

LOG2E = 1.4426950408889634


def format_of(ty: ir.Type) -> Format:
    """The format of ``ir.FloatType()`` or ``ir.DoubleType()``; ValueError for anything else."""
    if isinstance(ty, ir.FloatType):
        return F32
    if isinstance(ty, ir.DoubleType):
        return F64
    raise ValueError(f"device math supports float and double, not {ty}")


class MathEmitter:
    """Thin helpers over an IRBuilder for one float format; every op is strict IEEE."""

    def __init__(self, builder: ir.IRBuilder, module: ir.Module, fmt: Format) -> None:
        self.b = builder
        self.module = module
        self.fmt = fmt

    def other(self, fmt: Format) -> MathEmitter:
        """An emitter on the same builder for another format."""
        return MathEmitter(self.b, self.module, fmt)

    # constants -------------------------------------------------------------
    def c(self, value: float) -> ir.Constant:
        """A float constant; llvmlite rounds it to the format's precision."""
        return ir.Constant(self.fmt.ftype, float(value))

    def ci(self, value: int) -> ir.Constant:
        """An integer constant of the format's width (two's complement wrap)."""
        return ir.Constant(self.fmt.itype, value & ((1 << self.fmt.itype.width) - 1))

    # arithmetic ------------------------------------------------------------
    def add(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.fadd(a, b)

    def sub(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.fsub(a, b)

    def mul(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.fmul(a, b)

    def div(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.fdiv(a, b)

    def neg(self, a: ir.Value) -> ir.Value:
        return self.b.fneg(a)

    def horner(self, x: ir.Value, coeffs: Sequence[float]) -> ir.Value:
        """coeffs[0]*x**(n-1) + ... + coeffs[-1], as separate fmul and fadd (no fma)."""
        acc: ir.Value = self.c(coeffs[0])
        for coeff in coeffs[1:]:
            acc = self.add(self.mul(acc, x), self.c(coeff))
        return acc

    # compares and selects --------------------------------------------------
    def fcmp(self, op: str, a: ir.Value, b: ir.Value) -> ir.Value:
        """Ordered compare (false when either side is nan)."""
        return self.b.fcmp_ordered(op, a, b)

    def is_nan(self, a: ir.Value) -> ir.Value:
        return self.b.fcmp_unordered("uno", a, a)

    def is_inf(self, a: ir.Value) -> ir.Value:
        return self.fcmp("==", self.fabs(a), self.c(float("inf")))

    def is_finite(self, a: ir.Value) -> ir.Value:
        return self.fcmp("<", self.fabs(a), self.c(float("inf")))

    def signbit(self, a: ir.Value) -> ir.Value:
        return self.b.icmp_signed("<", self.to_bits(a), self.ci(0))

    def select(self, cond: ir.Value, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.select(cond, a, b)

    def or_(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.or_(a, b)

    def and_(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.and_(a, b)

    def not_(self, a: ir.Value) -> ir.Value:
        return self.b.not_(a)

    def fmin(self, a: ir.Value, b: ir.Value) -> ir.Value:
        """The smaller of two non-nan values (``b`` when either is nan)."""
        return self.select(self.fcmp("<", a, b), a, b)

    def fmax(self, a: ir.Value, b: ir.Value) -> ir.Value:
        """The larger of two non-nan values (``b`` when either is nan)."""
        return self.select(self.fcmp(">", a, b), a, b)

    # intrinsics that SSE2 implements inline ---------------------------------
    def intrinsic(self, base: str, nargs: int) -> ir.Function:
        name = f"{base}.{self.fmt.suffix}"
        existing = self.module.globals.get(name)
        if existing is not None:
            return existing
        fnty = ir.FunctionType(self.fmt.ftype, [self.fmt.ftype] * nargs)
        return ir.Function(self.module, fnty, name=name)

    def fabs(self, a: ir.Value) -> ir.Value:
        return self.b.call(self.intrinsic("llvm.fabs", 1), [a])

    def copysign(self, mag: ir.Value, sign: ir.Value) -> ir.Value:
        return self.b.call(self.intrinsic("llvm.copysign", 2), [mag, sign])

    def sqrt(self, a: ir.Value) -> ir.Value:
        return self.b.call(self.intrinsic("llvm.sqrt", 1), [a])

    # bit manipulation ------------------------------------------------------
    def to_bits(self, a: ir.Value) -> ir.Value:
        return self.b.bitcast(a, self.fmt.itype)

    def from_bits(self, a: ir.Value) -> ir.Value:
        return self.b.bitcast(a, self.fmt.ftype)

    def pow2(self, k: ir.Value) -> ir.Value:
        """2**k for an integer k whose biased exponent lies in [1, 2*bias] (a normal number)."""
        biased = self.b.add(k, self.ci(self.fmt.bias))
        return self.from_bits(self.b.shl(biased, self.ci(self.fmt.mant_bits)))

    def scale(self, y: ir.Value, k: ir.Value) -> ir.Value:
        """y * 2**k for |k| up to about 2*bias, as y * 2**(k>>1) * 2**(k - (k>>1)): both factors
        are normal, the first product is exact for |y| near 1 and only the last one rounds, so
        overflow and subnormal results come out correctly rounded."""
        k1 = self.b.ashr(k, self.ci(1))
        k2 = self.b.sub(k, k1)
        return self.mul(self.mul(y, self.pow2(k1)), self.pow2(k2))

    def clear_low_bits(self, a: ir.Value, bits: int) -> ir.Value:
        """``a`` with the lowest ``bits`` bits of its encoding cleared (a truncated copy)."""
        mask = self.ci(~((1 << bits) - 1))
        return self.from_bits(self.b.and_(self.to_bits(a), mask))

    def round_int(self, a: ir.Value) -> ir.Value:
        """The nearest integer to ``a`` (ties to even) as a float; |a| < 2**(mant_bits-1)."""
        magic = self.c(self.fmt.round_magic)
        return self.sub(self.add(a, magic), magic)

    # error-free transformations ---------------------------------------------
    def two_sum(self, a: ir.Value, b: ir.Value) -> tuple[ir.Value, ir.Value]:
        """(s, err) with s = fl(a + b) and a + b = s + err exactly (Knuth)."""
        s = self.add(a, b)
        bb = self.sub(s, a)
        err = self.add(self.sub(a, self.sub(s, bb)), self.sub(b, bb))
        return s, err

    def fast_two_sum(self, a: ir.Value, b: ir.Value) -> tuple[ir.Value, ir.Value]:
        """(s, err) with a + b = s + err exactly when |a| >= |b| (Dekker)."""
        s = self.add(a, b)
        return s, self.sub(b, self.sub(s, a))

    def split(self, a: ir.Value) -> tuple[ir.Value, ir.Value]:
        """(hi, lo) = a with hi holding the top half of the significand (Veltkamp)."""
        t = self.mul(a, self.c(self.fmt.splitter))
        hi = self.sub(t, self.sub(t, a))
        return hi, self.sub(a, hi)

    def two_prod(self, a: ir.Value, b: ir.Value) -> tuple[ir.Value, ir.Value]:
        """(p, err) with p = fl(a * b) and a * b = p + err exactly, barring over/underflow."""
        p = self.mul(a, b)
        ah, al = self.split(a)
        bh, bl = self.split(b)
        err = self.add(self.mul(ah, bh), self.neg(p))
        err = self.add(self.add(err, self.mul(ah, bl)), self.mul(al, bh))
        return p, self.add(err, self.mul(al, bl))


# exp -------------------------------------------------------------------------------------------

# Cody-Waite split of ln 2: k*hi is exact for every k exp can produce.
EXP_LN2 = {
    "f32": (0.693359375, -2.12194440e-4),
    "f64": (6.93147180369123816490e-01, 1.90821492927058770002e-10),
}


def exp_kernel(e: MathEmitter, hi: ir.Value, lo: ir.Value) -> ir.Value:
    """e**(hi - lo) for |hi - lo| <= ln2/2 (f64 only): fdlibm's
    1 - ((lo - r*c/(2-c)) - hi) with c = r - r**2 * P(r**2), r = hi - lo, which recovers the
    rounding of r from hi and lo."""
    r = e.sub(hi, lo)
    t = e.mul(r, r)
    c = e.sub(r, e.mul(t, e.horner(t, mc.EXP_P)))
    frac = e.div(e.mul(r, c), e.sub(e.c(2.0), c))
    return e.sub(e.c(1.0), e.sub(e.sub(lo, frac), hi))


_I32 = ir.IntType(32)


def _to_int(e: MathEmitter, kf: ir.Value) -> ir.Value:
    """The integral float ``kf`` (|kf| < 2**31) in the format's integer type, converted
    through i32: x86-64 converts packed doubles to i32 in one instruction, to i64 lane by
    lane (AVX2)."""
    k = e.b.fptosi(kf, _I32)
    return k if e.fmt.itype == _I32 else e.b.sext(k, e.fmt.itype)


def emit_exp(e: MathEmitter, x: ir.Value, adjust: int = 0) -> ir.Value:
    """e**x * 2**adjust (adjust is 0 or -1; -1 gives e**x / 2 without overflowing early)."""
    fmt = e.fmt
    ln2_hi, ln2_lo = EXP_LN2[fmt.suffix]
    # Clamp into the range where 2**k stays representable in two steps; `ole`/`oge` send nan to
    # the bound (so the integer path never sees nan) and the last select restores it.
    top = fmt.exp_hi - adjust
    xc = e.select(e.fcmp("<=", x, e.c(top)), x, e.c(top))
    xc = e.select(e.fcmp(">=", xc, e.c(fmt.exp_lo)), xc, e.c(fmt.exp_lo))
    # k = round(x / ln2) through the 1.5*2**p trick (round to nearest even, SSE2-only).
    kf = e.round_int(e.mul(xc, e.c(LOG2E)))
    # r = x - k*ln2; x - k*hi is exact, so r carries only the rounding of k*lo.
    hi = e.sub(xc, e.mul(kf, e.c(ln2_hi)))
    lo = e.mul(kf, e.c(ln2_lo))
    if fmt is F32:
        r = e.sub(hi, lo)
        rr = e.mul(r, r)
        poly = e.add(e.add(e.mul(e.horner(r, mc.EXPF_P), rr), r), e.c(1.0))
    else:
        poly = exp_kernel(e, hi, lo)
    k = _to_int(e, kf)
    if adjust:
        k = e.b.add(k, e.ci(adjust))
    y = e.scale(poly, k)
    return e.select(e.is_nan(x), x, y)


def emit_exp_dd(e: MathEmitter, hi: ir.Value, lo: ir.Value) -> ir.Value:
    """e**(hi + lo) for a double-double argument (f64 only); nan in ``hi`` is not handled
    (callers select it). |lo| must be below an ulp or so of hi."""
    fmt = e.fmt
    ln2_hi, ln2_lo = EXP_LN2[fmt.suffix]
    inside = e.and_(e.fcmp("<=", hi, e.c(fmt.exp_hi)), e.fcmp(">=", hi, e.c(fmt.exp_lo)))
    hc = e.select(e.fcmp("<=", hi, e.c(fmt.exp_hi)), hi, e.c(fmt.exp_hi))
    hc = e.select(e.fcmp(">=", hc, e.c(fmt.exp_lo)), hc, e.c(fmt.exp_lo))
    lc = e.select(inside, lo, e.c(0.0))
    kf = e.round_int(e.mul(hc, e.c(LOG2E)))
    rhi = e.sub(hc, e.mul(kf, e.c(ln2_hi)))  # exact, as in exp
    rlo = e.sub(e.mul(kf, e.c(ln2_lo)), lc)
    poly = exp_kernel(e, rhi, rlo)
    return e.scale(poly, _to_int(e, kf))


# log -------------------------------------------------------------------------------------------

# ln 2 split so that k*hi is exact (fdlibm).
LOG_LN2 = {
    "f32": (6.9313812256e-01, 9.0580006145e-06),
    "f64": (6.93147180369123816490e-01, 1.90821492927058770002e-10),
}


@dataclass
class LogParts:
    """x = 2**k * (1 + f) and log(1 + f) = f - hfsq + s*(hfsq + r), as fdlibm splits it."""

    dk: ir.Value  # k as a float
    f: ir.Value
    hfsq: ir.Value  # f*f/2
    s: ir.Value  # f / (2 + f)
    r: ir.Value  # the minimax term R(s**2)


def log_parts(e: MathEmitter, x: ir.Value) -> LogParts:
    """The fdlibm decomposition of a positive finite x (subnormals scaled first)."""
    fmt = e.fmt
    lg = mc.LOG_LG[fmt.suffix]
    sub = e.fcmp("<", x, e.c(fmt.min_normal))
    xs = e.select(sub, e.mul(x, e.c(2.0**fmt.subnormal_shift)), x)
    kadj = e.select(sub, e.ci(-fmt.subnormal_shift), e.ci(0))
    # x = 2**k * z with z in [sqrt(1/2), sqrt(2)): offsetting the bits by those of sqrt(1/2)
    # makes the exponent field of the difference equal k.
    bits = e.to_bits(xs)
    ix = e.b.sub(bits, e.ci(fmt.sqrt_half_bits))
    k = e.b.ashr(ix, e.ci(fmt.mant_bits))
    z = e.from_bits(e.b.sub(bits, e.b.shl(k, e.ci(fmt.mant_bits))))
    k = e.b.add(k, kadj)
    if fmt.itype != _I32:
        k = e.b.trunc(k, _I32)  # |k| < 1100; x86-64 converts packed i32 to double, not i64
    dk = e.b.sitofp(k, fmt.ftype)
    f = e.sub(z, e.c(1.0))
    s = e.div(f, e.add(e.c(2.0), f))
    zz = e.mul(s, s)
    w = e.mul(zz, zz)
    odd = lg[1::2][::-1]  # Lg2, Lg4, ... multiplied by w
    even = lg[0::2][::-1]  # Lg1, Lg3, ... multiplied by z
    t1 = e.mul(w, e.horner(w, odd))
    t2 = e.mul(zz, e.horner(w, even))
    r = e.add(t2, t1)
    hfsq = e.mul(e.mul(e.c(0.5), f), f)
    return LogParts(dk=dk, f=f, hfsq=hfsq, s=s, r=r)


def log_specials(e: MathEmitter, x: ir.Value, y: ir.Value) -> ir.Value:
    """``y`` with the special values of a logarithm: +inf -> +inf, +-0 -> -inf, negative ->
    nan, nan -> nan."""
    inf = e.c(float("inf"))
    y = e.select(e.fcmp("==", x, inf), inf, y)
    y = e.select(e.fcmp("==", x, e.c(0.0)), e.c(float("-inf")), y)
    y = e.select(e.fcmp("<", x, e.c(0.0)), e.c(float("nan")), y)
    return e.select(e.is_nan(x), x, y)


def emit_log(e: MathEmitter, x: ir.Value) -> ir.Value:
    """Natural logarithm (fdlibm's algorithm, branch-free)."""
    ln2_hi, ln2_lo = LOG_LN2[e.fmt.suffix]
    p = log_parts(e, x)
    inner = e.sub(e.sub(p.hfsq, e.add(e.mul(p.s, e.add(p.hfsq, p.r)),
                                      e.mul(p.dk, e.c(ln2_lo)))), p.f)
    return log_specials(e, x, e.sub(e.mul(p.dk, e.c(ln2_hi)), inner))


def log_hi_lo(e: MathEmitter, p: LogParts) -> tuple[ir.Value, ir.Value]:
    """log(1 + f) as hi + lo where hi keeps the top bits of f - hfsq (f64 only; fdlibm's
    log2/log10 split), so products of hi with short constants are exact."""
    hi = e.clear_low_bits(e.sub(p.f, p.hfsq), 32)
    lo = e.add(e.sub(e.sub(p.f, hi), p.hfsq), e.mul(p.s, e.add(p.hfsq, p.r)))
    return hi, lo
