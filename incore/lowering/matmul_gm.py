"""Matmuls whose result block lives in GM: the register blocks read and write the tensor's
window in place instead of a local tile and its two copies.

Two statement shapes are lowered this way (``fused``), each when its window lies inside its
tensor at run time (else, and in the variants that record or check GM accesses, whose
records are the staged tiles', the statements run as written):

- ``c[W] = a @ b``: the blocks start from zero and store each finished block to ``c[W]``.
- ``acc = load(c[W])``, ``acc += a @ b``, ``c[W] = acc``, three statements in a row, for a
  tile variable ``acc`` that the kernel uses nowhere else (``accumulators``): the blocks
  load ``c[W]``, accumulate the k steps and store it back.  Each element of the result goes
  through the same operations in the same order as through ``acc`` (read from ``c``, the k
  steps from that value, written to ``c``), so the bits are the same; ``acc`` itself is left
  unwritten, which nothing can observe, since nothing else reads it.

Where the window lies partly outside its tensor the statements run as written, except that
the register blocks of ``@`` wholly past the window's stored rows and columns are skipped
(``gm_rows.lanes_before_end``, ``tile_matmul``): their lanes would be neither stored nor
read.  A blocked matmul whose N is not a multiple of its block then multiplies the columns of
its last block that exist, not all of them.

Both operands are staged (``matmul_operands``) before the first block writes ``c``, so an
operand that reads ``c`` (or a tensor sharing its memory) sees it as the statement found it,
as with a local result.  ``c``'s rows must be contiguous and of the result's type.

The BLAS-order kernel (``examples/matmul``, ``matmul_blocked``) reads C back between k
blocks: this saves it two 32 KiB copies per statement, which took 5-6% of its time
(``perf``).  In place, a block's first loads of C wait for L3 or memory unless the lines are
in L2 already: the enclosing loop's prefetches (``prefetch.py``) bring them there during the
previous iteration; without them this lowering measured slower than the copies.
"""

from __future__ import annotations

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.ast_walk import names, same, walk
from incore.frontend.types import CachePolicy, TileType
from incore.lowering import gm_rows, matmul_operands
from incore.lowering.gm_rows import pure_starts


def accumulators(body: list[ast.Stmt], tiles: dict[str, TileType]) -> set[str]:
    """The 2-D tile variables of ``tiles`` that ``body`` uses only in accumulator triples
    (``acc = load(c[W])``, ``acc += a @ b``, ``c[W] = acc``; module docstring)."""
    lists = [body] + [getattr(n, f) for n in walk(body) if isinstance(n, ast.Stmt)
                      for f in ("body", "orelse") if isinstance(getattr(n, f, None), list)]
    triples = [lst[k:k + 3] for lst in lists for k in range(len(lst) - 2)
               if _triple(lst[k:k + 3]) is not None]
    # a triple's statements use the accumulator only as the triple does; what else they
    # read (the window, the operands) counts as any other use
    inside = {id(n) for t in triples for n in walk(t)}
    roles = {id(n) for first, second, third in triples
             for n in walk([first.value.window, second.value.right, third.window])}
    spoiled = {n.name for n in walk(body) if (id(n) not in inside or id(n) in roles)
               and isinstance(n, (ast.Var, ast.TileElement, ast.TileElementStore, ast.Assign))}
    names_2d = {name for name, tt in tiles.items() if len(tt.shape) == 2}
    return {_triple(t) for t in triples} & names_2d - spoiled


def _triple(stmts: list[ast.Stmt]) -> str | None:
    """The accumulator's name when ``stmts`` is ``acc = load(c[W])``, ``acc += a @ b``,
    ``c[W] = acc`` (one unmasked DEFAULT window, the result's type), else None."""
    if len(stmts) != 3:
        return None
    first, second, third = stmts
    if not (isinstance(first, ast.Assign) and isinstance(first.value, ast.TileLoad)
            and isinstance(second, ast.Assign) and isinstance(third, ast.TileStore)):
        return None
    name, load = first.name, first.value
    value = second.value
    if not (second.name == name and isinstance(value, ast.Binary) and value.op == "+"
            and isinstance(value.left, ast.Var) and value.left.name == name
            and isinstance(value.right, ast.MatMul) and name not in names(value.right)
            and isinstance(third.value, ast.Var) and third.value.name == name
            and third.mask is None and load.mask is None
            and load.policy is CachePolicy.DEFAULT and same(load.window, third.window)
            and load.type == value.type == value.right.type
            and len(value.right.shape) == 2 and pure_starts(load.window)):
        return None
    return name


def fused(tiles, body: list[ast.Stmt], k: int) -> int:
    """Lower the statements of ``body`` from ``k`` as a matmul into GM when they have one of
    the module's shapes; the number of statements lowered (0: none)."""
    cg = tiles.cg
    if cg.trace is not None or cg.sanitize is not None or cg.bounds_check:
        return 0
    if tiles.gm_accumulators is None:
        tiles.gm_accumulators = accumulators(cg.kernel.body, cg.kernel.tiles)
    s = body[k]
    if isinstance(s, ast.TileStore) and isinstance(s.value, ast.MatMul) and s.mask is None:
        window, mm, count, accumulate = s.window, s.value, 1, False
    elif len(cg.frames) == 1 and _triple(body[k:k + 3]) in tiles.gm_accumulators:
        window, mm, count, accumulate = s.value.window, body[k + 1].value.right, 3, True
    else:
        return 0
    rows = _rows(tiles, window, mm)
    if rows is None:
        return 0
    address, stride, inside = rows
    b = tiles.b
    fast, slow, end = (cg.new_block(n) for n in ("mm.gm", "mm.staged", "mm.gm.done"))
    b.cbranch(inside, fast, slow)
    b.position_at_end(fast)
    matmul_operands.emit(tiles, address, mm, accumulate, out_stride=stride)
    b.branch(end)
    b.position_at_end(slow)
    # per dim, the rows (columns) of the window before its tensor's end: no lane past them is
    # stored (a start below 0 leaves lanes before the tensor too, not stored either)
    rows_in, cols_in = gm_rows.lanes_before_end(tiles, window)
    tiles.stored[id(mm)] = rows_in, cols_in
    try:
        for s in body[k:k + count]:
            with cg.at(s.span):
                cg.stmt(s)
    finally:
        del tiles.stored[id(mm)]
    b.branch(end)
    b.position_at_end(end)
    return count


def _rows(tiles, window: ast.TileWindow, mm: ast.MatMul
          ) -> tuple[ir.Value, ir.Value, ir.Value] | None:
    """The GM address of ``window``'s first element, its row stride in elements and whether
    it lies inside its tensor, when the result of ``mm`` can be written there in place."""
    p = tiles.cg.tensors[window.tensor]
    if p.type.dtype != mm.type or len(window.shape) != 2 or tuple(window.shape) != tuple(
            mm.shape) or not pure_starts(window):
        return None
    found = gm_rows.rows(tiles, window, "result")
    return None if found is None else (*found, tiles.inside([window]))

