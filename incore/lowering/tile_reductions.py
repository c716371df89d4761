"""Tile reductions in lowering: sum/max/min of a whole tile or along one axis.

A reduction folds the lanes into ``REDUCE_WIDTH`` partial results (lane ``q`` into partial
``q % REDUCE_WIDTH``, in lane order), then combines the partials in order; a reduction along a
non-last axis folds sequentially along it.  The order is fixed, so every -O level gives the
same bits (tests/support/reference_interpreter.py follows it).
"""

from __future__ import annotations

import math

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import F32, ScalarType, TileType
from incore.lowering import arith
from incore.lowering.irtypes import I64, const, memory_type, value_type
from incore.lowering.tile_buffers import TileBuffers

REDUCE_WIDTH = 8


def _combine(tb: TileBuffers, op: str, acc: ir.Value, x: ir.Value, t: ScalarType) -> ir.Value:
    """``acc op x`` for one partial: sum, or max/min keeping ``acc`` unless ``x`` is
    strictly greater/smaller (Python's max/min)."""
    b = tb.b
    if op == "sum":
        return b.fadd(acc, x) if t.is_float else b.add(acc, x)
    better = arith.less(b, acc, x, t) if op == "max" else arith.less(b, x, acc, t)
    return b.select(better, x, acc)


def reduce_row(
    tb: TileBuffers, op: str, buf: ir.Value, t: ScalarType, start: ir.Value, n: int
) -> ir.Value:
    """The reduction of ``n`` contiguous elements of ``buf`` from index ``start`` in the
    partials order (see the module docstring); the result is a register value."""
    b = tb.b
    w = REDUCE_WIDTH
    vt = value_type(t)
    first = tb.read(buf, t, start)
    init_scalar = (
        (ir.Constant(vt, 0.0) if t.is_float else ir.Constant(vt, 0)) if op == "sum" else first
    )
    nfull = n // w
    partials: list[ir.Value]
    if nfull and not t.is_half and not t.is_bool:
        vec = ir.VectorType(vt, w)
        init = (
            ir.Constant(vec, [init_scalar.constant] * w) if op == "sum"
            else _splat(tb, first, vec)
        )
        acc_slot = tb.cg.entry.builder.alloca(vec, name="reduce.acc")
        b.store(init, acc_slot)

        def chunk(lanes: list[ir.Value]) -> None:
            index = b.add(start, b.mul(lanes[0], ir.Constant(I64, w)))
            ptr = b.gep(buf, [index], source_etype=memory_type(t))
            x = b.load(ptr, typ=vec)
            x.align = max(1, t.bits // 8)
            b.store(_combine(tb, op, b.load(acc_slot, typ=vec), x, t), acc_slot)

        tb.loop_nest((nfull,), chunk)
        acc = b.load(acc_slot, typ=vec)
        partials = [b.extract_element(acc, ir.Constant(I64, k)) for k in range(w)]
        done = nfull * w
    else:
        partials = [init_scalar] * w
        done = 0
    # the remaining lanes (all of them for half types: converted one by one)
    if n - done > 4 * w:
        slots = [tb.cg.entry.builder.alloca(vt, name="reduce.p") for _ in range(w)]
        for s, v in zip(slots, partials, strict=True):
            b.store(v, s)
        rows = (n - done) // w

        def scalar_chunk(lanes: list[ir.Value]) -> None:
            base = b.add(start, b.add(ir.Constant(I64, done), b.mul(lanes[0],
                                                                    ir.Constant(I64, w))))
            for k in range(w):
                x = tb.read(buf, t, b.add(base, ir.Constant(I64, k)))
                b.store(_combine(tb, op, b.load(slots[k], typ=vt), x, t), slots[k])

        tb.loop_nest((rows,), scalar_chunk)
        partials = [b.load(s, typ=vt) for s in slots]
        done += rows * w
    for q in range(done, n):
        x = tb.read(buf, t, b.add(start, ir.Constant(I64, q)))
        partials[q % w] = _combine(tb, op, partials[q % w], x, t)
    result = partials[0]
    for k in range(1, w):
        result = _combine(tb, op, result, partials[k], t)
    return arith.rounded(tb.b, result, t) if t.is_half and op == "sum" else result


def _splat(tb: TileBuffers, v: ir.Value, vec: ir.VectorType) -> ir.Value:
    b = tb.b
    out: ir.Value = ir.Constant(vec, ir.Undefined)
    for k in range(vec.count):
        out = b.insert_element(out, v, ir.Constant(I64, k))
    return out


def reduce_all(tb: TileBuffers, e: ast.Reduce, buf: ir.Value) -> ir.Value:
    """The reduction of every lane of ``e.value`` (held in ``buf``) to one value."""
    n = math.prod(e.value.shape)
    return reduce_row(tb, e.op, buf, e.value.type, ir.Constant(I64, 0), n)


def reduce_axis(tb: TileBuffers, out: ir.Value, e: ast.Reduce, src: ir.Value) -> None:
    """A reduction along ``e.axis`` of ``e.value`` (held in ``src``) into buffer ``out``
    (keepdims does not change the layout).  With no axis (``keepdims=True`` over every axis,
    numpy's ``[1, ..., 1]``) the one lane of ``out`` is the whole-tile reduction."""
    b = tb.b
    t = e.value.type
    shape = e.value.shape
    if e.axis is None:
        tb.write(out, t, ir.Constant(I64, 0), reduce_all(tb, e, src))
        return
    outer, n, inner = math.prod(shape[: e.axis]), shape[e.axis], math.prod(shape[e.axis + 1 :])
    if inner == 1:
        def row(lanes: list[ir.Value]) -> None:
            start = b.mul(lanes[0], ir.Constant(I64, n))
            tb.write(out, t, lanes[0], reduce_row(tb, e.op, src, t, start, n))

        tb.loop_nest((outer,), row)
        return

    # f16/bf16 sums accumulate in f32, rounded to the type once at the end
    acc_t = F32 if t.is_half and e.op == "sum" else t
    acc = out if acc_t == t else tb.alloca(TileType((outer * inner,), acc_t), "reduce.f32")

    def init(lanes: list[ir.Value]) -> None:
        o, j = lanes
        dst = b.add(b.mul(o, ir.Constant(I64, inner)), j)
        if e.op == "sum":
            v = const(acc_t, 0)
        else:
            v = tb.read(src, t, b.add(b.mul(o, ir.Constant(I64, n * inner)), j))
        tb.write(acc, acc_t, dst, v)

    def fold(lanes: list[ir.Value]) -> None:
        o, i, j = lanes
        dst = b.add(b.mul(o, ir.Constant(I64, inner)), j)
        at = b.add(b.mul(b.add(b.mul(o, ir.Constant(I64, n)), i), ir.Constant(I64, inner)), j)
        x = tb.read(src, t, at)
        tb.write(acc, acc_t, dst, _combine(tb, e.op, tb.read(acc, acc_t, dst), x, t))

    tb.loop_nest((outer, inner), init)
    tb.loop_nest((outer, n, inner), fold)
    if acc is not out:
        tb.loop_nest(
            (outer * inner,),
            lambda lanes: tb.write(out, t, lanes[0], tb.read(acc, acc_t, lanes[0])),
        )
