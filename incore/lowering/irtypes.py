"""Mapping of DSL scalar types to LLVM types, in registers and in GM."""

from __future__ import annotations

from llvmlite import ir

from incore.frontend.types import ScalarType

I1 = ir.IntType(1)
I8 = ir.IntType(8)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
F32 = ir.FloatType()
F64 = ir.DoubleType()
PTR = ir.PointerType()


def value_type(t: ScalarType) -> ir.Type:
    """The register type of ``t``: bools are ``i1``, ints ``iN``, floats ``float``/``double``."""
    if t.is_bool:
        return I1
    if t.is_float:
        return F32 if t.bits == 32 else F64
    return ir.IntType(t.bits)


def memory_type(t: ScalarType) -> ir.Type:
    """The in-GM element type of ``t``: like ``value_type`` but bools occupy one byte."""
    return I8 if t.is_bool else value_type(t)


def const(t: ScalarType, value: int | float | bool) -> ir.Constant:
    """An LLVM constant of type ``t``; integers wrap to the type's width."""
    if t.is_bool:
        return ir.Constant(I1, 1 if value else 0)
    if t.is_float:
        return ir.Constant(value_type(t), float(value))
    return ir.Constant(value_type(t), int(value) & ((1 << t.bits) - 1))
