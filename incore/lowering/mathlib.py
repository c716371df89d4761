"""Device math library: defines exp, log, tanh, sqrt, floor, ceil and abs as internal LLVM IR
functions that lower to inline baseline x86-64 (SSE2) instructions, never to libm calls.

A text-only payload cannot call libm, so ``llvm.exp``/``llvm.log``/``llvm.floor``/``frem`` and
friends are off limits. Every function here uses plain arithmetic, compares, selects, bitcasts,
int<->fp conversions and the intrinsics ``llvm.fabs``, ``llvm.copysign`` and ``llvm.sqrt``
(which become andps/orps/sqrtss on SSE2). The bodies are branch-free so loops that call them
vectorize after inlining, and no instruction carries fast-math flags, so nan and inf propagate
by IEEE rules. Accuracy and algorithms are documented in ``docs/math.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from llvmlite import ir

__all__ = ["MATH_FUNCTIONS", "math_function"]


@dataclass(frozen=True)
class _Format:
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


_F32 = _Format(
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
)

_F64 = _Format(
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
)

LOG2E = 1.4426950408889634


class _Emitter:
    """Thin helpers over an IRBuilder for one float format; every op is strict IEEE."""

    def __init__(self, builder: ir.IRBuilder, module: ir.Module, fmt: _Format) -> None:
        self.b = builder
        self.module = module
        self.fmt = fmt

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

    def select(self, cond: ir.Value, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.select(cond, a, b)

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


# exp -------------------------------------------------------------------------------------------

# Cody-Waite split of ln 2: k*hi is exact for every k exp can produce.
_EXP_LN2 = {
    "f32": (0.693359375, -2.12194440e-4),
    "f64": (6.93147180369123816490e-01, 1.90821492927058770002e-10),
}
# f32: e**r = 1 + r + r**2 * P(r) on |r| <= ln2/2 (Cephes expf minimax, highest degree first).
_EXPF_P = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2,
           1.6666665459e-1, 5.0000001201e-1)
# f64: fdlibm's Remez polynomial for R(r) = r*(e**r+1)/(e**r-1) (highest degree first).
_EXP_P = (4.13813679705723846039e-08, -1.65339022054652515390e-06, 6.61375632143793436117e-05,
          -2.77777777770155933842e-03, 1.66666666666666019037e-01)


def _emit_exp(e: _Emitter, x: ir.Value) -> ir.Value:
    fmt = e.fmt
    ln2_hi, ln2_lo = _EXP_LN2[fmt.suffix]
    # Clamp into the range where 2**k stays representable in two steps; `ole`/`oge` send nan to
    # the bound (so the integer path never sees nan) and the last select restores it.
    xc = e.select(e.fcmp("<=", x, e.c(fmt.exp_hi)), x, e.c(fmt.exp_hi))
    xc = e.select(e.fcmp(">=", xc, e.c(fmt.exp_lo)), xc, e.c(fmt.exp_lo))
    # k = round(x / ln2) through the 1.5*2**p trick (round to nearest even, SSE2-only).
    magic = e.c(fmt.round_magic)
    kf = e.sub(e.add(e.mul(xc, e.c(LOG2E)), magic), magic)
    # r = x - k*ln2; x - k*hi is exact, so r carries only the rounding of k*lo.
    hi = e.sub(xc, e.mul(kf, e.c(ln2_hi)))
    lo = e.mul(kf, e.c(ln2_lo))
    if fmt is _F32:
        r = e.sub(hi, lo)
        rr = e.mul(r, r)
        poly = e.add(e.add(e.mul(e.horner(r, _EXPF_P), rr), r), e.c(1.0))
    else:
        # fdlibm: e**r = 1 - ((lo - r*c/(2-c)) - hi) with c = r - r**2 * P(r**2), r = hi - lo.
        r = e.sub(hi, lo)
        t = e.mul(r, r)
        c = e.sub(r, e.mul(t, e.horner(t, _EXP_P)))
        frac = e.div(e.mul(r, c), e.sub(e.c(2.0), c))
        poly = e.sub(e.c(1.0), e.sub(e.sub(lo, frac), hi))
    # Scale by 2**k as 2**(k>>1) * 2**(k - (k>>1)): both factors are normal for every clamped k,
    # the first product is exact and only the second one rounds (correct subnormal results).
    k = e.b.fptosi(kf, fmt.itype)
    k1 = e.b.ashr(k, e.ci(1))
    k2 = e.b.sub(k, k1)
    y = e.mul(e.mul(poly, e.pow2(k1)), e.pow2(k2))
    return e.select(e.is_nan(x), x, y)


# log -------------------------------------------------------------------------------------------

# ln 2 split so that k*hi is exact (fdlibm).
_LOG_LN2 = {
    "f32": (6.9313812256e-01, 9.0580006145e-06),
    "f64": (6.93147180369123816490e-01, 1.90821492927058770002e-10),
}
# fdlibm logf/log: R = Lg1*z + Lg2*z**2 + ... approximates (log((1+s)/(1-s)) - 2s)/s with
# z = s**2 (lowest degree first here); it is evaluated as two polynomials in w = z**2.
_LOG_LG = {
    "f32": (0.66666662693, 0.40000972152, 0.28498786688, 0.24279078841),
    "f64": (6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01,
            2.222219843214978396e-01, 1.818357216161805012e-01, 1.531383769920937332e-01,
            1.479819860511658591e-01),
}


def _emit_log(e: _Emitter, x: ir.Value) -> ir.Value:
    fmt = e.fmt
    ln2_hi, ln2_lo = _LOG_LN2[fmt.suffix]
    lg = _LOG_LG[fmt.suffix]
    # Subnormals are scaled into the normal range first; the exponent is corrected below.
    sub = e.fcmp("<", x, e.c(fmt.min_normal))
    xs = e.select(sub, e.mul(x, e.c(2.0**fmt.subnormal_shift)), x)
    kadj = e.select(sub, e.ci(-fmt.subnormal_shift), e.ci(0))
    # x = 2**k * z with z in [sqrt(1/2), sqrt(2)): offsetting the bits by those of sqrt(1/2)
    # makes the exponent field of the difference equal k.
    bits = e.to_bits(xs)
    ix = e.b.sub(bits, e.ci(fmt.sqrt_half_bits))
    k = e.b.ashr(ix, e.ci(fmt.mant_bits))
    z = e.from_bits(e.b.sub(bits, e.b.shl(k, e.ci(fmt.mant_bits))))
    dk = e.b.sitofp(e.b.add(k, kadj), fmt.ftype)
    # log(z) = log1p(f) = f - f**2/2 + s*(f**2/2 + R) with s = f/(2+f) (fdlibm).
    f = e.sub(z, e.c(1.0))
    s = e.div(f, e.add(e.c(2.0), f))
    zz = e.mul(s, s)
    w = e.mul(zz, zz)
    odd = lg[1::2][::-1]  # Lg2, Lg4, ... multiplied by w
    even = lg[0::2][::-1]  # Lg1, Lg3, ... multiplied by z
    t1 = e.mul(w, e.horner(w, odd))
    t2 = e.mul(zz, e.horner(w, even))
    rr = e.add(t2, t1)
    hfsq = e.mul(e.mul(e.c(0.5), f), f)
    inner = e.sub(e.sub(hfsq, e.add(e.mul(s, e.add(hfsq, rr)), e.mul(dk, e.c(ln2_lo)))), f)
    y = e.sub(e.mul(dk, e.c(ln2_hi)), inner)
    # Special values: +inf -> +inf, +-0 -> -inf, negative -> nan, nan -> nan.
    inf = e.c(float("inf"))
    y = e.select(e.fcmp("==", x, inf), inf, y)
    y = e.select(e.fcmp("==", x, e.c(0.0)), e.c(float("-inf")), y)
    y = e.select(e.fcmp("<", x, e.c(0.0)), e.c(float("nan")), y)
    return e.select(e.is_nan(x), x, y)


# tanh ------------------------------------------------------------------------------------------

# f32, |x| < 0.625: tanh x = x + x*z*P(z), z = x**2 (Cephes tanhf, highest degree first).
_TANHF_P = (-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1,
            -3.33332819422e-1)
# f64, |x| < 0.625: tanh x = x + x*z*P(z)/Q(z) (Cephes tanh; Q is monic).
_TANH_P = (-9.64399179425052238628e-1, -9.92877231001918586564e1, -1.61468768441708447952e3)
_TANH_Q = (1.0, 1.12811678491632931402e2, 2.23548839060100448583e3, 4.84406305325125486048e3)


def _emit_tanh(e: _Emitter, x: ir.Value) -> ir.Value:
    fmt = e.fmt
    a = e.fabs(x)
    # Near 0 an odd polynomial/rational keeps full relative accuracy (no 1 - 2/(e**2x+1)
    # cancellation).
    z = e.mul(x, x)
    if fmt is _F32:
        small = e.add(e.mul(e.mul(e.horner(z, _TANHF_P), z), x), x)
    else:
        ratio = e.div(e.mul(z, e.horner(z, _TANH_P)), e.horner(z, _TANH_Q))
        small = e.add(x, e.mul(x, ratio))
    # Elsewhere tanh|x| = 1 - 2/(e**2|x| + 1): exp overflows to inf for large |x|, giving 1,
    # and nan propagates through exp.
    big = e.sub(e.c(1.0), e.div(e.c(2.0), e.add(_emit_exp(e, e.add(a, a)), e.c(1.0))))
    big = e.copysign(big, x)
    y = e.select(e.fcmp("<", a, e.c(fmt.tanh_poly_max)), small, big)
    # Tiny |x| (including +-0 and subnormals) returns x, which keeps the sign of zero.
    return e.select(e.fcmp("<", a, e.c(fmt.tanh_tiny)), x, y)


# floor / ceil ----------------------------------------------------------------------------------


def _emit_round(e: _Emitter, x: ir.Value, *, up: bool) -> ir.Value:
    fmt = e.fmt
    # |x| >= 2**mant_bits is already integral; inf and nan fail the ordered compare and pass
    # through. Those lanes convert 0 instead of x so fptosi never sees an out-of-range value.
    small = e.fcmp("<", e.fabs(x), e.c(2.0**fmt.mant_bits))
    xi = e.select(small, x, e.c(0.0))
    t = e.b.sitofp(e.b.fptosi(xi, fmt.itype), fmt.ftype)  # rounds toward zero
    if up:
        t = e.select(e.fcmp("<", t, xi), e.add(t, e.c(1.0)), t)
    else:
        t = e.select(e.fcmp(">", t, xi), e.sub(t, e.c(1.0)), t)
    # The result has the sign of x (floor(-0.0) = -0.0, ceil(-0.5) = -0.0, as numpy).
    return e.select(small, e.copysign(t, x), x)


_EMITTERS: dict[str, Callable[[_Emitter, ir.Value], ir.Value]] = {
    "exp": _emit_exp,
    "log": _emit_log,
    "tanh": _emit_tanh,
    "sqrt": lambda e, x: e.sqrt(x),
    "floor": lambda e, x: _emit_round(e, x, up=False),
    "ceil": lambda e, x: _emit_round(e, x, up=True),
    "abs": lambda e, x: e.fabs(x),
}

#: Names accepted by :func:`math_function`.
MATH_FUNCTIONS: tuple[str, ...] = tuple(_EMITTERS)


def _format_of(ty: ir.Type) -> _Format:
    if isinstance(ty, ir.FloatType):
        return _F32
    if isinstance(ty, ir.DoubleType):
        return _F64
    raise ValueError(f"device math supports float and double, not {ty}")


def math_function(module: ir.Module, name: str, ty: ir.Type) -> ir.Function:
    """Return the internal function ``incore.<name>.<f32|f64>`` of type ``ty (ty)`` in `module`.

    The function is defined on the first request (filling in an earlier declaration of the same
    name) and reused afterwards. `name` is one of :data:`MATH_FUNCTIONS`; `ty` is
    ``ir.FloatType()`` or ``ir.DoubleType()``. The body calls no library function and is
    branch-free, so it is safe in a text-only payload and vectorizes once inlined. Raises
    ``ValueError`` for an unknown name or type, or when `module` already holds that name as
    something else.
    """
    fmt = _format_of(ty)
    emit = _EMITTERS.get(name)
    if emit is None:
        raise ValueError(f"unknown device math function {name!r}; known: {MATH_FUNCTIONS}")
    fname = f"incore.{name}.{fmt.suffix}"
    fn = module.globals.get(fname)
    if fn is not None:
        if not isinstance(fn, ir.Function) or fn.ftype != ir.FunctionType(fmt.ftype, [fmt.ftype]):
            raise ValueError(f"{fname} already exists in the module with another meaning")
        if not fn.is_declaration:
            return fn
    else:
        fn = ir.Function(module, ir.FunctionType(fmt.ftype, [fmt.ftype]), name=fname)
    fn.linkage = "internal"
    (arg,) = fn.args
    arg.name = "x"
    builder = ir.IRBuilder(fn.append_basic_block("entry"))
    builder.ret(emit(_Emitter(builder, module, fmt), arg))
    return fn
