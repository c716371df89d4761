"""Tile operations in lowering: transpose, argmax/argmin and cumsum/cumprod on tile buffers.

Each reads its operand from a buffer and writes a new one.  ``argmax``/``argmin`` keep the
first extreme in index order and treat a nan as the extreme (the first nan wins), as numpy
does; ``cumsum``/``cumprod`` accumulate in index order, rounding each partial result to the
element type (f16/bf16 round after every step, integers wrap), so every -O level gives the
same bits.
"""

from __future__ import annotations

import math

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import I32, ScalarType
from incore.lowering import arith
from incore.lowering.irtypes import I1, I64, value_type
from incore.lowering.tile_buffers import TileBuffers


def _ci(v: int) -> ir.Constant:
    return ir.Constant(I64, v)


def _split(shape: tuple[int, ...], axis: int | None) -> tuple[int, int, int]:
    """``(outer, n, inner)`` of ``shape`` around ``axis`` (None: the flattened tile)."""
    if axis is None:
        return 1, math.prod(shape), 1
    return math.prod(shape[:axis]), shape[axis], math.prod(shape[axis + 1 :])


def transpose(tb: TileBuffers, out: ir.Value, src: ir.Value, e: ast.Transpose) -> None:
    """``out = src.T`` for the ``[M, N]`` tile ``e.value`` held in ``src``."""
    b = tb.b
    m, n = e.value.shape
    t = e.type

    def lane(lanes: list[ir.Value]) -> None:
        i, j = lanes  # out[i, j] = src[j, i], out is [N, M]
        value = tb.read(src, t, b.add(b.mul(j, _ci(n)), i))
        tb.write(out, t, b.add(b.mul(i, _ci(m)), j), value)

    tb.loop_nest((n, m), lane)


def _better(
    b: ir.IRBuilder, op: str, x: ir.Value, cur: ir.Value, t: ScalarType
) -> ir.Value:
    """Whether ``x`` replaces the current extreme ``cur``: strictly greater (argmax) or
    smaller (argmin); for floats a nan replaces a number and nothing replaces a nan."""
    if op == "argmax":
        beats = arith.less(b, cur, x, t)
    else:
        beats = arith.less(b, x, cur, t)
    if not t.is_float:
        return beats
    x_nan = b.fcmp_unordered("uno", x, x)
    cur_nan = b.fcmp_unordered("uno", cur, cur)
    return b.and_(b.or_(beats, x_nan), b.xor(cur_nan, ir.Constant(I1, 1)))


def arg_reduce(
    tb: TileBuffers, src: ir.Value, e: ast.ArgReduce, out: ir.Value | None = None
) -> ir.Value | None:
    """``argmax/argmin`` of ``e.value`` (held in ``src``): the i32 index as a value when the
    result is a scalar, else written into buffer ``out`` (returns None)."""
    b = tb.b
    t = e.value.type
    outer, n, inner = _split(e.value.shape, e.axis)
    vt = value_type(t)
    best = tb.cg.entry.builder.alloca(vt, name=f"{e.op}.best")
    where = tb.cg.entry.builder.alloca(I64, name=f"{e.op}.index")

    def one(o: ir.Value, j: ir.Value) -> ir.Value:
        """The index along the axis of the extreme of row ``o``, column ``j``."""
        base = b.add(b.mul(o, _ci(n * inner)), j)
        b.store(tb.read(src, t, base), best)
        b.store(_ci(0), where)

        def step(lanes: list[ir.Value]) -> None:
            i = lanes[0]
            x = tb.read(src, t, b.add(base, b.mul(i, _ci(inner))))
            cur = b.load(best, typ=vt)
            better = _better(b, e.op, x, cur, t)
            b.store(b.select(better, x, cur), best)
            b.store(b.select(better, i, b.load(where, typ=I64)), where)

        tb.loop_nest((n,), step)
        return b.trunc(b.load(where, typ=I64), value_type(I32))

    if out is None:
        return one(_ci(0), _ci(0))

    def lane(lanes: list[ir.Value]) -> None:
        o, j = lanes
        tb.write(out, I32, b.add(b.mul(o, _ci(inner)), j), one(o, j))

    tb.loop_nest((outer, inner), lane)
    return None


def scan(tb: TileBuffers, out: ir.Value, src: ir.Value, e: ast.Scan) -> None:
    """``cumsum/cumprod`` of ``e.value`` (held in ``src``) along ``e.axis`` into ``out``."""
    b = tb.b
    t = e.type
    outer, n, inner = _split(e.value.shape, e.axis)
    vt = value_type(t)
    acc = tb.cg.entry.builder.alloca(vt, name=f"{e.op}.acc")
    if t.is_float:
        combine = b.fadd if e.op == "cumsum" else b.fmul
    else:
        combine = b.add if e.op == "cumsum" else b.mul

    def row(lanes: list[ir.Value]) -> None:
        o, j = lanes
        base = b.add(b.mul(o, _ci(n * inner)), j)
        first = tb.read(src, t, base)
        b.store(first, acc)
        tb.write(out, t, base, first)
        if n == 1:
            return

        def step(inner_lanes: list[ir.Value]) -> None:
            at = b.add(base, b.mul(b.add(inner_lanes[0], _ci(1)), _ci(inner)))
            value = arith.rounded(b, combine(b.load(acc, typ=vt), tb.read(src, t, at)), t)
            b.store(value, acc)
            tb.write(out, t, at, value)

        tb.loop_nest((n - 1,), step)

    tb.loop_nest((outer, inner), row)
