"""The operands of a tile matmul statement, ready for ``tile_matmul``'s register blocks: the
left operand staged into a local tile (f16/bf16 straight into f32), or copied there by the
first column panel's blocks as they read it from GM; the right one staged and packed where
``packing.right_operand`` says.

Reading the left operand from GM in every panel (the register blocks broadcast one element
per row and k step, so they could read GM with the tensor's strides) saves its copy but
measured no faster: the copy is contiguous and stays in L1/L2 across the statement's column
panels, GM rows 8 KiB apart fall into the same L1 sets as the B panel.  Only the first panel
reads GM: its blocks broadcast each element from GM and write it into the copy the other
panels use (no k step waits for the copy), fetching the rows' next lines into L1 as they go.
"""

from __future__ import annotations

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import F32, ScalarType, TileType
from incore.lowering import packing, tile_matmul, zero_k
from incore.lowering.irtypes import I64


def emit(tiles, out: ir.Value, e: ast.MatMul, accumulate: bool,
         out_stride: ir.Value | None = None) -> None:
    """``out (+)= e`` for the tile lowering ``tiles`` (``lowering/tiles.py``): the left
    operand's GM reads first, then the right's (the other way round when the blocks may copy
    the left one); ``out`` is a local tile, or a GM window whose rows are ``out_stride``
    elements apart (``matmul_gm``).

    A left operand that is a plain GM window of the result's type (``packing.window_rows``)
    lying inside its tensor, and not overlapping ``out``, is copied by the first column
    panel's register blocks as they read it (``tile_matmul``), not by a loop of its own
    before them: the copy's loads and stores run between the FMAs, where the load and store
    ports have room, instead of taking their own time (3% of a blocked 2048^3 launch).  Both
    ways share the left operand's buffer and the right operand's staging, so the statement
    takes no more stack than one way."""
    tt = TileType(e.left.shape, e.left.type)
    rows = packing.window_rows(tiles, e.left, tt) if e.left.type == e.type else None
    if rows is None:
        left = operand(tiles, e.left)
        tile_matmul.matmul(tiles, out, e, left, _right(tiles, e), accumulate, out_stride,
                           a_zero_from=zero_k.window_zero_from(tiles, e.left, 1))
        return
    right = _right(tiles, e)
    ptr, stride, ok = rows
    b = tiles.b
    if out_stride is not None:
        ok = b.and_(ok, _apart(b, (ptr, stride, tt), (out, out_stride, TileType(e.shape, e.type))))
    buf = tiles.alloca(tt, "tile.left")
    fast, slow, end = (tiles.cg.new_block(n) for n in ("mm.a.gm", "mm.a.staged", "mm.a.done"))
    b.cbranch(ok, fast, slow)
    b.position_at_end(fast)
    tile_matmul.matmul(tiles, out, e, (buf, tt.dtype), right, accumulate, out_stride,
                       (ptr, stride))
    b.branch(end)
    b.position_at_end(slow)
    tiles.assign_into(buf, e.left)
    tile_matmul.matmul(tiles, out, e, (buf, tt.dtype), right, accumulate, out_stride,
                       a_zero_from=zero_k.window_zero_from(tiles, e.left, 1))
    b.branch(end)
    b.position_at_end(end)


def _right(tiles, e: ast.MatMul) -> tuple[ir.Value, ScalarType]:
    """The buffer the right operand of ``e`` is read from (staged, packed if it pays)."""
    return packing.right_operand(tiles, e.right.shape, *operand(tiles, e.right),
                                 rows=e.left.shape[0])


def _apart(b: ir.IRBuilder, x: tuple[ir.Value, ir.Value, TileType],
           y: tuple[ir.Value, ir.Value, TileType]) -> ir.Value:
    """True when the 2-D GM windows ``x`` and ``y`` (first element, row stride in
    elements, tile type) share no byte: their address ranges do not meet."""

    def span(w: tuple[ir.Value, ir.Value, TileType]) -> tuple[ir.Value, ir.Value]:
        ptr, stride, tt = w
        size = max(tt.dtype.bits // 8, 1)
        lo = b.ptrtoint(ptr, I64)
        last = b.add(b.mul(ir.Constant(I64, tt.shape[0] - 1), stride),
                     ir.Constant(I64, tt.shape[1]))
        return lo, b.add(lo, b.mul(last, ir.Constant(I64, size)))

    (xlo, xhi), (ylo, yhi) = span(x), span(y)
    return b.or_(b.icmp_unsigned("<=", xhi, ylo), b.icmp_unsigned("<=", yhi, xlo))


def operand(tiles, e: ast.Expr) -> tuple[ir.Value, ScalarType]:
    """A buffer holding matmul operand ``e`` and its element type: an f16/bf16 operand
    computed here (a tile load, an expression) is written straight to an f32 buffer (its
    register values are f32 holding f16/bf16 values exactly), not stored as 16-bit patterns
    to be widened again."""
    if not e.type.is_half or isinstance(e, (ast.Var, ast.Call)):
        return tiles.materialize(e), e.type
    tt = TileType(e.shape, F32)
    slot = tiles.alloca(tt, "tile.f32")
    tiles.run(tt.shape, e,
              lambda st, v: tiles.write(slot, F32, tiles.linear(tt.shape, st.lanes), v))
    return slot, F32
