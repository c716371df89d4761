"""Tile matmul in lowering: ``out (+)= a @ b`` on tile buffers, ``out[i, j]`` accumulated
as ``sum_k a[i, k] * b[k, j]`` in k order in the accumulator type (f16/bf16 inputs widened
to f32 once; integer inputs sign- or zero-extended to i32, whose sums wrap like i32
arithmetic).  The order is fixed, so every -O level gives the same bits."""

from __future__ import annotations

import math

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import F32, ScalarType, TileType
from incore.lowering.irtypes import I64, const, value_type
from incore.lowering.tile_buffers import TileBuffers


def _widen(tb: TileBuffers, buf: ir.Value, shape: tuple[int, ...], t: ScalarType) -> ir.Value:
    """An f32 copy of an f16/bf16 tile buffer."""
    out = tb.alloca(TileType(shape, F32), "tile.f32")
    tb.loop_nest(
        (math.prod(shape),), lambda lanes: tb.write(out, F32, lanes[0],
                                                   tb.read(buf, t, lanes[0])),
    )
    return out


def matmul(
    tb: TileBuffers, out: ir.Value, e: ast.MatMul, a_buf: ir.Value, b_buf: ir.Value,
    accumulate: bool,
) -> None:
    """``out (+)= left @ right`` (``e``'s operands, held in ``a_buf`` and ``b_buf``) with
    ``out[i, j]`` accumulated in k order."""
    b = tb.b
    (m, k), (_, n) = e.left.shape, e.right.shape
    src, acc = e.left.type, e.type
    if src.is_half:  # widen each element once, not once per use in the k loop
        a_buf = _widen(tb, a_buf, e.left.shape, src)
        b_buf = _widen(tb, b_buf, e.right.shape, src)
        src = F32
    ci = lambda v: ir.Constant(I64, v)  # noqa: E731

    def widen(v: ir.Value) -> ir.Value:
        if value_type(src) == value_type(acc):
            return v
        if src.is_float:
            return b.fpext(v, value_type(acc))
        return (b.sext if src.is_signed else b.zext)(v, value_type(acc))

    mul, add = (b.fmul, b.fadd) if acc.is_float else (b.mul, b.add)

    if not accumulate:
        tb.loop_nest((m * n,), lambda lanes: tb.write(out, acc, lanes[0], const(acc, 0)))

    def step(lanes: list[ir.Value]) -> None:
        i, kk = lanes
        aik = widen(tb.read(a_buf, src, b.add(b.mul(i, ci(k)), kk)))

        def inner(jl: list[ir.Value]) -> None:
            j = jl[0]
            dst = b.add(b.mul(i, ci(n)), j)
            bkj = widen(tb.read(b_buf, src, b.add(b.mul(kk, ci(n)), j)))
            tb.write(out, acc, dst, add(tb.read(out, acc, dst), mul(aik, bkj)))

        tb.loop_nest((n,), inner)

    tb.loop_nest((m, k), step)
