"""Which right operands of ``@`` the register blocks read packed (``tile_matmul.pack``).

A ``[K, N]`` tile variable that the kernel only ever reads as the right operand of ``@``
(``acc += a[...] @ bt``) and only ever writes whole (``bt = b[k:k + TK, j:j + TN]``) is
stored packed: its assignment computes the value row-major, as any assignment does (GM
windows read in the same order), then lays it out in panels (``tile_matmul.pack``), so a
right operand staged once and used by many ``@`` statements (a block of B reused across row
panels, the BLAS loop order) is laid out once, not once per statement.  Nothing else can
tell: no other expression reads it (an element, a slice, a reshape, a transpose, a print, a
helper argument or a ``+=`` would, and keeps it row-major).  Helpers' own tile variables
stay row-major.  Any other right operand larger than an L1 data cache is packed by the
statement (:func:`right_operand`).
"""

from __future__ import annotations

import dataclasses
import math

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import ScalarType, TileType
from incore.lowering import gm_rows, tile_matmul, zero_k
from incore.lowering.gm_rows import pure_starts
from incore.lowering.tile_buffers import TileBuffers


def packed_variables(body: list[ast.Stmt], tiles: dict[str, TileType]) -> set[str]:
    """The names of the 2-D tile variables of ``tiles`` that ``body`` reads only as the right
    operand of ``@`` (at least once) and writes only by whole assignments."""
    candidates = {name for name, tt in tiles.items() if len(tt.shape) == 2}
    spoiled: set[str] = set()
    used: set[str] = set()

    def walk(node: object, right: bool = False) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
            return
        if isinstance(node, ast.Var):
            (used if right else spoiled).add(node.name)
            return
        if isinstance(node, (ast.TileElement, ast.TileElementStore)):
            spoiled.add(node.name)
        if isinstance(node, ast.MatMul):
            walk(node.left)
            walk(node.right, right=True)
            return
        if not isinstance(node, (ast.Expr, ast.Stmt, ast.TileWindow)):
            return
        for f in dataclasses.fields(node):
            if f.name not in ("span", "type", "site"):
                walk(getattr(node, f.name))

    walk(body)
    return (candidates & used) - spoiled


def assign(tiles, slot: ir.Value, tt: TileType, value: ast.Expr) -> None:
    """``slot = value`` for the packed variable ``slot`` of type ``tt`` (``tiles``: the tile
    lowering).  A plain GM window (no mask, DEFAULT policy, the variable's element type,
    contiguous rows) lying inside its tensor is copied from GM straight into the panels;
    anything else (a window past an edge, whose outside lanes read 0, and every value in the
    variants that record GM accesses or check bounds, whose records are a staged tile's) is
    computed row-major as any value, then laid out.  The straight copy saves a K x N
    temporary and one copy of it: a 256 x 256 f32 block took 14 us this way against 15-19
    us through the temporary."""
    zero_k.note_assignment(tiles, slot, tt, value)
    direct = window_rows(tiles, value, tt)
    if direct is None:
        tile_matmul.pack(tiles, slot, tiles.materialize(value), tt)
        return
    ptr, stride, inside = direct
    b = tiles.b
    fast, slow, end = (tiles.cg.new_block(n) for n in ("pack.gm", "pack.staged", "pack.done"))
    b.cbranch(inside, fast, slow)
    b.position_at_end(fast)
    tile_matmul.pack(tiles, slot, ptr, tt, row_stride=stride)
    b.branch(end)
    b.position_at_end(slow)
    tile_matmul.pack(tiles, slot, tiles.materialize(value), tt)
    b.branch(end)
    b.position_at_end(end)


def window_rows(tiles, value: ast.Expr, tt: TileType
                 ) -> tuple[ir.Value, ir.Value, ir.Value] | None:
    """The GM address of window ``value``'s first element, its row stride in elements and
    whether it lies inside its tensor, when ``value`` can be packed straight from GM."""
    cg = tiles.cg
    if (not isinstance(value, ast.TileLoad) or value.mask is not None or value.type != tt.dtype
            or cg.trace is not None or cg.sanitize is not None or cg.bounds_check
            or cg.bypasses(value.policy) or len(value.window.shape) != 2
            or not pure_starts(value.window)):
        return None
    found = gm_rows.rows(tiles, value.window, "rows")
    if found is None:
        return None  # the columns are not contiguous: no vector loads
    return *found, tiles.inside([value.window])


def right_operand(tb: TileBuffers, shape: tuple[int, int], buf: ir.Value, t: ScalarType,
                  rows: int) -> tuple[ir.Value, ScalarType]:
    """The buffer to read the ``[K, N]`` right operand of ``@`` from, held in ``buf`` with
    elements ``t`` and multiplying ``rows`` rows: ``buf`` itself when it is packed already
    (a packed variable), when it fits an L1 data cache (``tile_matmul.PACK_MIN_BYTES``: its
    panel's rows, N elements apart, stay there) or when few rows read it
    (``PACK_MIN_ROWS``); else a packed copy, whose K x N elements the statement's rows x K x N
    steps repay (the panel rows of a larger operand fall into a few L1 sets)."""
    size = math.prod(shape) * max(t.bits // 8, 1)
    if tb.is_packed(buf) or rows < tile_matmul.PACK_MIN_ROWS or (
            size <= tile_matmul.PACK_MIN_BYTES):
        return buf, t
    tt = TileType(shape, t)
    packed = tb.alloca(tt, "tile.packed")
    tb.packed.add(id(packed))
    tile_matmul.pack(tb, packed, buf, tt)
    return packed, t
