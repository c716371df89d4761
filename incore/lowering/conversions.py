"""Value conversions in lowering: C semantics between integer and float types, float to
integer saturating (nan -> 0), and f16/bf16 rounded once to nearest even like numpy and
ml_dtypes (a half-type value is held as its f32 value)."""

from __future__ import annotations

from llvmlite import ir

from incore.frontend.types import F32, ScalarType
from incore.lowering import halfconv
from incore.lowering.irtypes import value_type


def convert(
    b: ir.IRBuilder, module: ir.Module, v: ir.Value, src: ScalarType, dst: ScalarType
) -> ir.Value:
    """Value conversion with C semantics; float -> int saturates (nan -> 0)."""
    to = value_type(dst)
    if src == dst:
        return v
    if dst.is_bool:
        if src.is_float:
            return b.fcmp_unordered("!=", v, ir.Constant(v.type, 0.0))
        return b.icmp_unsigned("!=", v, ir.Constant(v.type, 0))
    if src.is_half or dst.is_half:
        return _convert_half(b, module, v, src, dst)
    if src.is_float and dst.is_float:
        return b.fpext(v, to) if dst.bits > src.bits else b.fptrunc(v, to)
    if src.is_float:
        kind = "fptosi" if dst.is_signed else "fptoui"
        name = f"llvm.{kind}.sat.i{dst.bits}.{'f32' if src.bits == 32 else 'f64'}"
        fn = module.globals.get(name) or ir.Function(
            module, ir.FunctionType(to, [v.type]), name
        )
        return b.call(fn, [v])
    if dst.is_float:
        return b.sitofp(v, to) if src.is_signed else b.uitofp(v, to)
    if dst.bits < src.bits:
        return b.trunc(v, to)
    if dst.bits > src.bits:
        return b.sext(v, to) if src.is_signed else b.zext(v, to)
    return v  # same width, other signedness: same bits


def _convert_half(
    b: ir.IRBuilder, module: ir.Module, v: ir.Value, src: ScalarType, dst: ScalarType
) -> ir.Value:
    """Conversions from and to f16/bf16 (``v`` of a half type is its f32 value), each
    rounded once to nearest even like numpy/ml_dtypes; to an integer as from f32."""
    if src.is_half:
        if dst.is_half:
            bits = halfconv.half_to_half(b, halfconv.from_f32(b, v, src.name), src.name,
                                         dst.name)
            return halfconv.to_f32(b, bits, dst.name)
        if dst.bits == 64 and dst.is_float:
            return halfconv.to_f64(b, halfconv.from_f32(b, v, src.name), src.name)
        return v if dst.is_float else convert(b, module, v, F32, dst)
    if src.is_float:
        if src.bits == 64:
            return halfconv.to_f32(b, halfconv.from_f64(b, v, dst.name), dst.name)
        return halfconv.round_f32(b, v, dst.name)
    if src.is_bool:
        return b.uitofp(v, value_type(F32))  # 0.0 or 1.0: exact
    return halfconv.to_f32(b, halfconv.from_int(b, v, src.is_signed, dst.name), dst.name)


def bitcast(b: ir.IRBuilder, v: ir.Value, src: ScalarType, dst: ScalarType) -> ir.Value:
    """The bits of ``v`` (a ``src`` value) read as ``dst`` of the same width; f16/bf16 values
    (held as their f32 value) go through their 16-bit patterns."""
    if src.is_half:
        bits = halfconv.from_f32(b, v, src.name)
    elif src.is_float:
        bits = b.bitcast(v, ir.IntType(src.bits))
    else:
        bits = v
    if dst.is_half:
        return halfconv.to_f32(b, bits, dst.name)
    if dst.is_float:
        return b.bitcast(bits, value_type(dst))
    return bits

