"""A GM window seen as rows of contiguous elements: the address of its first element and the
elements between its rows, for the lowerings that read or write a window with vector
accesses along its rows instead of lane by lane (``packing``, ``matmul_gm``, ``prefetch``);
how many lanes of each of its dims lie before the tensor's end (``lanes_before_end``); and
whether its starts can be evaluated again (``pure_starts``: they read nothing).
"""

from __future__ import annotations

from llvmlite import ir

from incore.frontend import ast
from incore.lowering.irtypes import I64


def rows(tiles, w: ast.TileWindow, what: str) -> tuple[ir.Value, ir.Value] | None:
    """The GM address of window ``w``'s first element (named ``<tensor>.<what>``) and the
    elements between its rows (0 for a window of one row), when it slices one or two of its
    tensor's dims and the last of them is contiguous; else None.  ``tiles``: the tile
    lowering (``lowering/tiles.py``), whose builder evaluates the window's starts here."""
    cg = tiles.cg
    strides = cg.entry.tensor_strides(cg.tensors[w.tensor])
    kept = [stride for extent, stride in zip(w.extents, strides, strict=True)
            if extent is not None]
    if not 1 <= len(kept) <= 2 or not (isinstance(kept[-1], ir.Constant)
                                       and kept[-1].constant == 1):
        return None
    between = kept[0] if len(kept) == 2 else ir.Constant(I64, 0)
    return tiles.window_address(w, what), between


def lanes_before_end(tiles, w: ast.TileWindow) -> list[ir.Value]:
    """Per sliced dim of window ``w`` (the tile's dims, in order), how many of its leading
    lanes lie before the tensor's end (``before_end``)."""
    return [before_end(tiles.b, start, dim, extent)
            for start, dim, extent in tiles.window_dims(w) if extent is not None]


def before_end(b: ir.IRBuilder, start: ir.Value, dim: ir.Value, extent: int) -> ir.Value:
    """How many of the ``extent`` lanes from ``start`` lie before ``dim`` (i64):
    ``min(extent, max(0, dim - start))``, without forming ``dim - start`` where it could
    overflow."""
    c = lambda v: ir.Constant(I64, v)  # noqa: E731
    return b.select(b.icmp_signed(">=", start, dim), c(0), b.select(
        b.icmp_signed("<", start, b.sub(dim, c(extent))), c(extent), b.sub(dim, start)))


# Window starts that read no memory and call nothing: evaluated again (the staged path, zero_k).
_PURE = (ast.Var, ast.Literal, ast.BuiltinVar, ast.ScalarArg, ast.Binary, ast.Unary)


def _pure(e: ast.Expr) -> bool:
    if isinstance(e, ast.Binary):
        return _pure(e.left) and _pure(e.right)
    if isinstance(e, ast.Unary):
        return _pure(e.operand)
    return isinstance(e, _PURE)


def pure_starts(w: ast.TileWindow) -> bool:
    """True when the starts of window ``w`` read no memory and call nothing."""
    return all(_pure(s) for s in w.starts)
