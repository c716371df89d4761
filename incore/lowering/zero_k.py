"""The trailing k steps of a tile matmul whose products are all ``+0 * +0``, which the register
blocks skip (``tile_matmul``).

A blocked matmul whose K is not a multiple of its k block multiplies, in its last k block,
lanes of both operands that lie past their tensors' ends: ``a[i:i + BM, k:k + BK]``'s
columns and ``bt = b[k:k + BK, j:j + BN]``'s rows from ``K - k`` on read ``other``, which is
0.  Each such step adds ``+0 * +0 = +0`` to every accumulator: a no-op, except that it turns
an accumulator of -0 into +0 (IEEE: ``-0 + +0 = +0``), and any further +0 leaves +0.  So the
steps from the first k at which both operands are known to be +0 for good are skipped, and
where any were skipped each accumulator adds +0 once: the same bits, without up to BK - 1
steps of zeros (at 300^3 the last block has 44 rows inside of 256).

What is known: a left operand that is a GM window with no mask and ``other`` a literal +0 is
+0 in its columns from ``dim - start`` of the tensor's K dim on (``window_zero_from``); a
packed variable (``packing``) assigned such a window is +0 in its rows from there on, which
its assignment records in a slot of its own (``note_assignment``; any other assignment
records "none": the variable's K), read where it is multiplied (``packed_zero_from``).
"""

from __future__ import annotations

import math

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import TileType
from incore.lowering import gm_rows
from incore.lowering.irtypes import I64


def window_zero_from(tiles, e: ast.Expr, axis: int) -> ir.Value | None:
    """The lane along axis ``axis`` of the 2-D tile ``e`` from which every lane is +0, when
    ``e`` is a GM window read with no mask and ``other`` a literal +0 (its lanes from the
    tensor's end on); else None."""
    if not (isinstance(e, ast.TileLoad) and e.mask is None and len(e.shape) == 2
            and _plus_zero(e.other) and gm_rows.pure_starts(e.window)):
        return None  # (starts evaluated again here: only those that read nothing)
    return gm_rows.lanes_before_end(tiles, e.window)[axis]


def note_assignment(tiles, slot: ir.Value, tt: TileType, value: ast.Expr) -> None:
    """Records, for the packed variable ``slot`` of type ``tt`` being assigned ``value``, the
    row from which it is +0 (its K rows when that is not known)."""
    b = tiles.b
    found = window_zero_from(tiles, value, 0) if value.type == tt.dtype else None
    b.store(found if found is not None else ir.Constant(I64, tt.shape[0]), _slot(tiles, slot, tt))


def packed_zero_from(tiles, slot: ir.Value) -> ir.Value | None:
    """The row from which the packed variable ``slot`` is +0 (None: not a packed variable
    with a record)."""
    rec = tiles.zero_rows.get(id(slot))
    return None if rec is None else tiles.b.load(rec, typ=I64)


def live_steps(b: ir.IRBuilder, a_from: ir.Value, b_from: ir.Value, k: int,
               unroll: int) -> ir.Value:
    """The k steps the register blocks run: up to where both operands are +0 for good,
    rounded up to a whole iteration of ``unroll`` steps (the extra steps add +0 * +0), at
    least one iteration and at most ``k``."""
    last = b.select(b.icmp_signed(">", a_from, b_from), a_from, b_from)
    rounded = b.mul(b.sdiv(b.add(last, ir.Constant(I64, unroll - 1)), ir.Constant(I64, unroll)),
                    ir.Constant(I64, unroll))
    return _clamp(b, rounded, k, low=unroll)


def _slot(tiles, slot: ir.Value, tt: TileType) -> ir.Value:
    """The record of packed variable ``slot``: an i64 in the entry block, first its K rows
    (a path on which no assignment ran reads the variable's zeros, any value is right)."""
    rec = tiles.zero_rows.get(id(slot))
    if rec is None:
        entry = tiles.cg.entry.builder
        rec = entry.alloca(I64, name="packed.zero_from")
        entry.store(ir.Constant(I64, tt.shape[0]), rec)
        tiles.zero_rows[id(slot)] = rec
    return rec


def _plus_zero(e: ast.Expr) -> bool:
    return (isinstance(e, ast.Literal) and not isinstance(e.value, bool) and e.value == 0
            and math.copysign(1.0, e.value) > 0)


def _clamp(b: ir.IRBuilder, v: ir.Value, high: int, low: int = 0) -> ir.Value:
    lo, hi = ir.Constant(I64, low), ir.Constant(I64, high)
    v = b.select(b.icmp_signed("<", v, lo), lo, v)
    return b.select(b.icmp_signed(">", v, hi), hi, v)

