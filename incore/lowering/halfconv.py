"""f16 and bf16 conversions written in LLVM IR: integer and plain float operations only.

On this target ``fptrunc``/``fpext`` to and from ``half``/``bfloat`` become the libcalls
``__truncsfhf2``, ``__extendhfsf2`` and ``__truncsfbf2``, which a text-only payload cannot
make, so every conversion here is built from integer shifts, masks, compares and selects
(plus an f32 add for subnormals, and f32<->f64 and int->f32 conversions, which are native
instructions).  The rules are those of numpy's ``float16`` and ml_dtypes' ``bfloat16``, bit for bit:

* to f32 is exact; a NaN keeps its sign and payload (``f16 0x7c01 -> f32 0x7f802000``).
* from f32 rounds to nearest even, overflows to inf and keeps subnormals; a NaN keeps its sign,
  f16 keeps the payload's top 10 bits (a payload that would vanish becomes 1), bf16 gives
  the quiet NaN ``0x7fc0``.
* from f64 and from integers rounds once (an f64 is first rounded to odd at f32 precision,
  which keeps the final nearest-even rounding exact, since f32 has more than p + 2 bits).

A value of type f16/bf16 lives in registers (and scalar locals) as an f32 holding a value of
that type, and in memory (GM, tile storage) as its 16-bit pattern, an ``i16``.  The builders
take scalars or vectors (``<N x float>`` / ``<N x i16>``) so tile code converts every lane at
once.  Each conversion is an internal function ``incore.<name>.<type>`` defined once per
module (after inlining, loops over them vectorise).
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from incore import abi

__all__ = [
    "HALF_DTYPES",
    "from_f32",
    "from_f64",
    "from_int",
    "half_to_half",
    "round_constant",
    "round_f32",
    "to_f32",
    "to_f64",
]

HALF_DTYPES = tuple(abi.HALF_FORMATS)

_I1 = ir.IntType(1)
_I16 = ir.IntType(16)
_I32 = ir.IntType(32)
_I64 = ir.IntType(64)
_F32 = ir.FloatType()
_F64 = ir.DoubleType()


def round_constant(value: float, dtype: str) -> float:
    """``value`` rounded to ``dtype`` as numpy/ml_dtypes round it (one rounding from f64)."""
    return abi.round_half(value, _check(str(dtype)))


# --- shape helpers: every emitter works lane-wise on scalars and vectors -------------------


def _like(ty: ir.Type, elem: ir.Type) -> ir.Type:
    """``elem``, or a vector of ``elem`` with as many lanes as ``ty``."""
    if isinstance(ty, ir.VectorType):
        return ir.VectorType(elem, ty.count)
    return elem


def _c(ty: ir.Type, value: int | float) -> ir.Constant:
    """The constant ``value`` of ``ty``, splatted over every lane of a vector type."""
    if isinstance(ty, ir.VectorType):
        return ir.Constant(ty, [value] * ty.count)
    return ir.Constant(ty, value)


def _suffix(ty: ir.Type) -> str:
    names = {_F32: "f32", _F64: "f64", _I16: "i16", _I32: "i32", _I64: "i64"}
    if isinstance(ty, ir.VectorType):
        return f"v{ty.count}{_suffix(ty.element)}"
    if isinstance(ty, ir.IntType):
        return f"i{ty.width}"
    return names[ty]


def _function(
    builder: ir.IRBuilder,
    name: str,
    arg_type: ir.Type,
    ret_type: ir.Type,
    emit: Callable[[ir.IRBuilder, ir.Value], ir.Value],
) -> ir.Function:
    """The internal function ``incore.<name>.<arg type>``, defined on first use."""
    module = builder.module
    fname = f"incore.{name}.{_suffix(arg_type)}"
    fn = module.globals.get(fname)
    if isinstance(fn, ir.Function):
        return fn
    fn = ir.Function(module, ir.FunctionType(ret_type, [arg_type]), name=fname)
    fn.linkage = "internal"
    fn.args[0].name = "x"
    body = ir.IRBuilder(fn.append_basic_block("entry"))
    body.ret(emit(body, fn.args[0]))
    return fn


def _call(
    builder: ir.IRBuilder,
    name: str,
    value: ir.Value,
    ret_elem: ir.Type,
    emit: Callable[[ir.IRBuilder, ir.Value], ir.Value],
) -> ir.Value:
    fn = _function(builder, name, value.type, _like(value.type, ret_elem), emit)
    return builder.call(fn, [value])


def _check(dtype: str) -> str:
    if dtype not in HALF_DTYPES:
        raise ValueError(f"{dtype!r} is not a 16-bit float type; expected f16 or bf16")
    return dtype


# --- f32 <-> f16 -----------------------------------------------------------------------------


def _emit_f16_to_f32(b: ir.IRBuilder, h: ir.Value) -> ir.Value:
    t32 = _like(h.type, _I32)
    x = b.zext(h, t32)
    sign = b.shl(b.and_(x, _c(t32, 0x8000)), _c(t32, 16))
    mag = b.and_(x, _c(t32, 0x7FFF))
    exp = b.lshr(mag, _c(t32, 10))
    shifted = b.shl(mag, _c(t32, 13))
    # normal: rebias the exponent by 127 - 15
    normal = b.add(shifted, _c(t32, 112 << 23))
    # inf and nan: exponent all ones, the payload shifted up unchanged
    special = b.or_(shifted, _c(t32, 0x7F800000))
    # zero and subnormal: m * 2**-24 == float(2**-14 with the mantissa m) - 2**-14, exact
    tf = _like(h.type, _F32)
    sub_f = b.fsub(b.bitcast(b.or_(shifted, _c(t32, 113 << 23)), tf), _c(tf, 2.0**-14))
    sub = b.bitcast(sub_f, t32)
    out = b.select(b.icmp_unsigned("==", exp, _c(t32, 0)), sub, normal)
    out = b.select(b.icmp_unsigned("==", exp, _c(t32, 31)), special, out)
    return b.bitcast(b.or_(out, sign), tf)


def _emit_f32_to_f16(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    t32 = _like(x.type, _I32)
    u = b.bitcast(x, t32)
    sign = b.and_(b.lshr(u, _c(t32, 16)), _c(t32, 0x8000))
    a = b.and_(u, _c(t32, 0x7FFFFFFF))
    # nan: the payload's top 10 bits, made nonzero so that the result stays a nan (numpy)
    payload = b.lshr(b.and_(a, _c(t32, 0x7FFFFF)), _c(t32, 13))
    payload = b.select(b.icmp_unsigned("==", payload, _c(t32, 0)), _c(t32, 1), payload)
    nan = b.or_(payload, _c(t32, 0x7C00))
    # normal: add 0xfff plus the kept lsb (nearest even), rebias, take the top bits; a carry
    # out of the mantissa bumps the exponent, up to inf for [65520, 65536)
    odd = b.and_(b.lshr(a, _c(t32, 13)), _c(t32, 1))
    rounded = b.add(b.add(a, _c(t32, ((15 - 127) << 23) + 0xFFF)), odd)
    normal = b.lshr(rounded, _c(t32, 13))
    # subnormal or zero: adding 0.5 aligns the 10 result bits at the bottom of the f32
    # mantissa, and the f32 add rounds to nearest even
    tf = x.type
    magic = 126 << 23
    aligned = b.fadd(b.bitcast(a, tf), _c(tf, 0.5))
    sub = b.sub(b.bitcast(aligned, t32), _c(t32, magic))
    out = b.select(b.icmp_unsigned("<", a, _c(t32, 113 << 23)), sub, normal)
    out = b.select(b.icmp_unsigned(">=", a, _c(t32, 143 << 23)), _c(t32, 0x7C00), out)
    out = b.select(b.icmp_unsigned(">", a, _c(t32, 0x7F800000)), nan, out)
    return b.trunc(b.or_(out, sign), _like(x.type, _I16))


# --- f32 <-> bf16 ----------------------------------------------------------------------------


def _emit_bf16_to_f32(b: ir.IRBuilder, h: ir.Value) -> ir.Value:
    t32 = _like(h.type, _I32)
    return b.bitcast(b.shl(b.zext(h, t32), _c(t32, 16)), _like(h.type, _F32))


def _emit_f32_to_bf16(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    t32 = _like(x.type, _I32)
    u = b.bitcast(x, t32)
    a = b.and_(u, _c(t32, 0x7FFFFFFF))
    # nearest even on the whole pattern: the sign never takes the carry, inf follows FLT_MAX
    odd = b.and_(b.lshr(u, _c(t32, 16)), _c(t32, 1))
    rounded = b.lshr(b.add(b.add(u, _c(t32, 0x7FFF)), odd), _c(t32, 16))
    nan = b.or_(b.and_(b.lshr(u, _c(t32, 16)), _c(t32, 0x8000)), _c(t32, 0x7FC0))
    out = b.select(b.icmp_unsigned(">", a, _c(t32, 0x7F800000)), nan, rounded)
    return b.trunc(out, _like(x.type, _I16))


_TO_F32 = {"f16": _emit_f16_to_f32, "bf16": _emit_bf16_to_f32}
_FROM_F32 = {"f16": _emit_f32_to_f16, "bf16": _emit_f32_to_bf16}


def to_f32(builder: ir.IRBuilder, bits: ir.Value, dtype: str) -> ir.Value:
    """The f32 value of the ``dtype`` pattern ``bits`` (``i16`` or ``<N x i16>``): exact."""
    dtype = _check(str(dtype))
    return _call(builder, f"{dtype}_to_f32", bits, _F32, _TO_F32[dtype])


def from_f32(builder: ir.IRBuilder, value: ir.Value, dtype: str) -> ir.Value:
    """The ``dtype`` pattern (``i16`` lanes) of the f32 ``value``, rounded to nearest even."""
    dtype = _check(str(dtype))
    return _call(builder, f"f32_to_{dtype}", value, _I16, _FROM_F32[dtype])


def round_f32(builder: ir.IRBuilder, value: ir.Value, dtype: str) -> ir.Value:
    """The f32 ``value`` rounded to ``dtype`` and widened back: the register form of a result
    of f16/bf16 arithmetic (computed in f32, then rounded, as numpy and ml_dtypes do)."""
    dtype = _check(str(dtype))

    def emit(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return to_f32(b, from_f32(b, x, dtype), dtype)

    return _call(builder, f"round_{dtype}", value, _F32, emit)


# --- f64, integers and the other 16-bit type -------------------------------------------------


def _f64_to_f32_odd(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """``x`` (not nan) rounded to f32 toward zero with the lsb set when inexact (round to odd):
    a later rounding to a narrower type then equals one rounding of ``x``."""
    t32 = _like(x.type, _I32)
    t = b.fptrunc(x, _like(x.type, _F32))
    back = b.fpext(t, x.type)
    tb = b.bitcast(t, t32)
    fabs = _fabs(b, x)
    too_big = b.fcmp_ordered(">", _fabs(b, back), fabs)
    tb = b.sub(tb, b.zext(too_big, t32))
    inexact = b.zext(b.fcmp_unordered("!=", back, x), t32)
    return b.bitcast(b.or_(tb, inexact), t.type)


def _fabs(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    name = f"llvm.fabs.{_suffix(x.type)}"
    fn = b.module.globals.get(name) or ir.Function(
        b.module, ir.FunctionType(x.type, [x.type]), name
    )
    return b.call(fn, [x])


def _f64_nan(b: ir.IRBuilder, x: ir.Value, dtype: str) -> ir.Value:
    """The ``dtype`` pattern numpy/ml_dtypes give a nan f64 ``x`` (as i32 lanes)."""
    t64, t32 = _like(x.type, _I64), _like(x.type, _I32)
    u = b.bitcast(x, t64)
    sign = b.trunc(b.and_(b.lshr(u, _c(t64, 48)), _c(t64, 0x8000)), t32)
    if dtype == "bf16":
        return b.or_(sign, _c(t32, 0x7FC0))
    payload = b.trunc(b.lshr(b.and_(u, _c(t64, (1 << 52) - 1)), _c(t64, 42)), t32)
    payload = b.select(b.icmp_unsigned("==", payload, _c(t32, 0)), _c(t32, 1), payload)
    return b.or_(b.or_(sign, payload), _c(t32, 0x7C00))


def from_f64(builder: ir.IRBuilder, value: ir.Value, dtype: str) -> ir.Value:
    """The ``dtype`` pattern of the f64 ``value``, rounded once to nearest even (numpy's
    ``float64 -> float16`` and ml_dtypes' ``float64 -> bfloat16``, nan rules included)."""
    dtype = _check(str(dtype))

    def emit(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        t32 = _like(x.type, _I32)
        rounded = b.zext(from_f32(b, _f64_to_f32_odd(b, x), dtype), t32)
        nan = b.fcmp_unordered("uno", x, x)
        out = b.select(nan, _f64_nan(b, x, dtype), rounded)
        return b.trunc(out, _like(x.type, _I16))

    return _call(builder, f"f64_to_{dtype}", value, _I16, emit)


def to_f64(builder: ir.IRBuilder, bits: ir.Value, dtype: str) -> ir.Value:
    """The f64 value of the ``dtype`` pattern ``bits``: exact; an f16 nan keeps its payload
    unquieted (numpy), a bf16 nan is quieted (ml_dtypes widens through f32)."""
    dtype = _check(str(dtype))

    def emit(b: ir.IRBuilder, h: ir.Value) -> ir.Value:
        wide = b.fpext(to_f32(b, h, dtype), _like(h.type, _F64))
        if dtype == "bf16":
            return wide
        t64 = _like(h.type, _I64)
        x = b.zext(h, t64)
        nan_bits = b.or_(
            b.or_(b.shl(b.and_(x, _c(t64, 0x8000)), _c(t64, 48)), _c(t64, 0x7FF << 52)),
            b.shl(b.and_(x, _c(t64, 0x3FF)), _c(t64, 42)),
        )
        is_nan = b.icmp_unsigned(">", b.and_(x, _c(t64, 0x7FFF)), _c(t64, 0x7C00))
        return b.select(is_nan, b.bitcast(nan_bits, wide.type), wide)

    return _call(builder, f"{dtype}_to_f64", bits, _F64, emit)


def _int_to_f32_odd(b: ir.IRBuilder, v: ir.Value, signed: bool) -> ir.Value:
    """The integer ``v`` (any width) as an f32 rounded to odd at 24 bits: the top 24
    significant bits of |v|, the lsb or-ed with every bit below them."""
    t64 = _like(v.type, _I64)
    wide = b.sext(v, t64) if signed else b.zext(v, t64)
    zero = _c(t64, 0)
    neg = b.icmp_signed("<", wide, zero) if signed else None
    mag = b.select(neg, b.sub(zero, wide), wide) if neg is not None else wide
    ctlz_name = f"llvm.ctlz.{_suffix(t64)}"
    ctlz = b.module.globals.get(ctlz_name) or ir.Function(
        b.module, ir.FunctionType(t64, [t64, _I1]), ctlz_name
    )
    width = b.sub(_c(t64, 64), b.call(ctlz, [mag, ir.Constant(_I1, 0)]))
    excess = b.sub(width, _c(t64, 24))
    drop = b.select(b.icmp_signed(">", excess, zero), excess, zero)
    low = b.sub(b.shl(_c(t64, 1), drop), _c(t64, 1))
    sticky = b.zext(b.icmp_unsigned("!=", b.and_(mag, low), zero), t64)
    kept = b.or_(b.and_(mag, b.xor(low, _c(t64, -1))), b.shl(sticky, drop))
    tf = _like(v.type, _F32)
    f = b.uitofp(kept, tf)  # at most 24 significant bits: exact
    return b.select(neg, b.fneg(f), f) if neg is not None else f


def from_int(builder: ir.IRBuilder, value: ir.Value, signed: bool, dtype: str) -> ir.Value:
    """The ``dtype`` pattern of the integer ``value``, rounded once to nearest even, like
    numpy's and ml_dtypes' integer casts (beyond the type's range: inf)."""
    dtype = _check(str(dtype))
    elem = value.type.element if isinstance(value.type, ir.VectorType) else value.type
    if elem.width <= 24:  # exact in f32: one rounding
        tf = _like(value.type, _F32)
        f = builder.sitofp(value, tf) if signed else builder.uitofp(value, tf)
        return from_f32(builder, f, dtype)

    def emit(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return from_f32(b, _int_to_f32_odd(b, x, signed), dtype)

    kind = "s" if signed else "u"
    return _call(builder, f"{kind}int_to_{dtype}", value, _I16, emit)


def half_to_half(builder: ir.IRBuilder, bits: ir.Value, src: str, dst: str) -> ir.Value:
    """The ``dst`` pattern of the ``src`` pattern ``bits`` (one rounding through exact f32); a
    nan becomes the quiet nan of ``dst`` with the sign kept, as ml_dtypes casts it."""
    src, dst = _check(str(src)), _check(str(dst))
    if src == dst:
        return bits

    def emit(b: ir.IRBuilder, h: ir.Value) -> ir.Value:
        t16 = h.type
        rounded = from_f32(b, to_f32(b, h, src), dst)
        exp_mask = 0x7C00 if src == "f16" else 0x7F80
        is_nan = b.icmp_unsigned(">", b.and_(h, _c(t16, 0x7FFF)), _c(t16, exp_mask))
        quiet = b.or_(b.and_(h, _c(t16, 0x8000)), _c(t16, 0x7E00 if dst == "f16" else 0x7FC0))
        return b.select(is_nan, quiet, rounded)

    return _call(builder, f"{src}_to_{dst}", bits, _I16, emit)
