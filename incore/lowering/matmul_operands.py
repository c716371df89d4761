"""The operands of a tile matmul statement, ready for ``tile_matmul``'s register blocks: the
left operand staged into a local tile (f16/bf16 straight into f32), the right one staged and
packed where ``packing.right_operand`` says.

Reading a left operand that is a GM window in place (the register blocks broadcast one
element per row and k step, so they could read GM with the tensor's strides) saves its copy
but measured no faster: the copy is contiguous and stays in L1/L2 across the statement's
column panels, GM rows 8 KiB apart do not.
"""

from __future__ import annotations

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import F32, ScalarType, TileType
from incore.lowering import packing, tile_matmul


def emit(tiles, out: ir.Value, e: ast.MatMul, accumulate: bool,
         out_stride: ir.Value | None = None) -> None:
    """``out (+)= e`` for the tile lowering ``tiles`` (``lowering/tiles.py``): the left
    operand's GM reads first, then the right's; ``out`` is a local tile, or a GM window
    whose rows are ``out_stride`` elements apart (``matmul_gm``)."""
    left = operand(tiles, e.left)
    right = packing.right_operand(tiles, e.right.shape, *operand(tiles, e.right),
                                  rows=e.left.shape[0])
    tile_matmul.matmul(tiles, out, e, left, right, accumulate, out_stride)


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
