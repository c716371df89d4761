"""Mapping of DSL scalar types to LLVM types, in registers and in GM."""

from __future__ import annotations

from llvmlite import ir

from incore.frontend.types import ScalarType
from incore.lowering import halfconv

I1 = ir.IntType(1)
I8 = ir.IntType(8)
I16 = ir.IntType(16)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
F32 = ir.FloatType()
F64 = ir.DoubleType()
PTR = ir.PointerType()


def value_type(t: ScalarType) -> ir.Type:
    """The register type of ``t``: bools are ``i1``, ints ``iN``, floats ``float``/``double``;
    f16/bf16 values are held as ``float`` (see ``halfconv``)."""
    if t.is_bool:
        return I1
    if t.is_float:
        return F64 if t.bits == 64 else F32
    return ir.IntType(t.bits)


def memory_type(t: ScalarType) -> ir.Type:
    """The in-GM element type of ``t``: like ``value_type`` but bools occupy one byte and
    f16/bf16 are their 16-bit patterns (``i16``)."""
    if t.is_half:
        return I16
    return I8 if t.is_bool else value_type(t)


def const(t: ScalarType, value: int | float | bool) -> ir.Constant:
    """An LLVM constant of type ``t``; integers wrap to the type's width."""
    if t.is_bool:
        return ir.Constant(I1, 1 if value else 0)
    if t.is_half:  # the value rounded to the type, as numpy/ml_dtypes round it
        return ir.Constant(F32, halfconv.round_constant(float(value), t.name))
    if t.is_float:
        return ir.Constant(value_type(t), float(value))
    return ir.Constant(value_type(t), int(value) & ((1 << t.bits) - 1))


def from_memory(b: ir.IRBuilder, v: ir.Value, t: ScalarType) -> ir.Value:
    """A ``memory_type`` value of ``t`` (as loaded) in its ``value_type`` register form."""
    if t.is_bool:
        return b.icmp_unsigned("!=", v, ir.Constant(v.type, 0))
    if t.is_half:
        return halfconv.to_f32(b, v, t.name)
    return v


def to_memory(b: ir.IRBuilder, v: ir.Value, t: ScalarType) -> ir.Value:
    """A ``value_type`` register value of ``t`` in its ``memory_type`` form (to store)."""
    if t.is_bool:
        return b.zext(v, memory_type(t))
    if t.is_half:
        return halfconv.from_f32(b, v, t.name)
    return v
