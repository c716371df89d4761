"""Masked lane loops of copies split, row by row, into the lanes inside every window and the
edge lanes around them.

A tile statement whose windows are not all inside their tensors runs its masked lane loop
(``tiles.TileLowering.run``): each GM lane access checks that its lane lies inside the tensor
and reads ``other`` (or writes nothing) where it does not.  Vectorised, those accesses become
masked vector loads and stores, which are slow on the project's machine (AMD Zen 3) where
lanes are masked off: staging a 256 x 256 window of a 32 x 32 tensor took ~790 us that way
and 31 us split as below, and `examples/matmul`'s blocked kernel, whose edge blocks stage such
windows, runs 500^3 and 1000^3 8-13% faster and 300^3 30% faster.

So the masked loop of a copy (a statement whose value is a tile load, a tile variable or a tile
computed before the loop, such as a matmul's staged operands and results at an edge) in the
plain variant (no L2 trace, no sanitizer, no bounds check: those record or check each lane as
it is) is split over the last dimension in each row of the others. The lanes ``[lo, hi)`` that
every window's last dimension holds, in a row whose other dimensions lie inside every window,
run the unmasked lane body (vectorised like the unmasked loop). With one window the lanes
before and after them lie outside it: a store's (``y[w] = t``) write nothing and are skipped; a
load's (``t = x[w]``) run the masked lane body knowing so (``st.outside``: each reads
``other``, with no GM access), vectorised. With more windows they run the masked lane body in a
loop that is not vectorised (``loopmeta.scalar_loop``). Every lane is computed by the same
expression as before, so the results are the same, lane for lane, and no lane outside a tensor
touches GM. Other statements keep one masked loop: their lane body is compiled twice already
(masked and not), and a third copy cost 25-50% more compile time for tile kernels such as
softmax.
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from incore.frontend import ast
from incore.lowering import gm_rows, loopmeta, trace_lanes
from incore.lowering.irtypes import I1, I64

Spans = list[tuple[ast.TileWindow, tuple[int, ...]]]


def lane_loop(tiles, st, shape: tuple[int, ...], masked: bool, value: ast.Expr,
              stored: tuple[ast.TileWindow, ...], body: Callable[[list[ir.Value]], None],
              lane: Callable[[], None]) -> None:
    """The lane loop over ``shape`` of a statement computing ``value`` and storing to the
    windows ``stored``: ``split_loop`` when it is a masked copy and ``windows`` allows, else
    ``trace_lanes.lane_loop`` (``body(lanes)`` per lane, ``lane()`` the traced rows')."""
    copy = isinstance(value, (ast.TileLoad, ast.Var)) or id(value) in st.buffers
    spans = windows(tiles.cg, st.fused, stored, shape) if masked and copy else None
    if spans is None:
        trace_lanes.lane_loop(tiles, st, shape, masked, body, lane)
    else:
        split_loop(tiles, st, shape, spans, body)


def windows(cg, fused: list[ast.TileLoad], stored: tuple[ast.TileWindow, ...],
            shape: tuple[int, ...]) -> Spans | None:
    """The windows of a masked lane loop over ``shape`` (its fused loads' and the windows it
    stores to) with their tile shapes, when the loop is split: the plain variant, a last
    dimension of more than one lane, and every window of the loop's own shape (their lanes
    are the loop's lanes, none broadcast or remapped)."""
    if cg.trace is not None or cg.sanitize is not None or cg.bounds_check:
        return None
    spans = [(ld.window, ld.shape) for ld in fused] + [(w, w.shape) for w in stored]
    if not shape or shape[-1] < 2 or not spans or any(s != shape for _, s in spans):
        return None
    return spans


def split_loop(tiles, st, shape: tuple[int, ...], spans: Spans,
               body: Callable[[list[ir.Value]], None]) -> None:
    """The masked lane loop over ``shape`` split per row (module docstring): ``body(lanes)``
    emits the lane body, masked or not as ``st.masked`` says when it is called."""
    b = tiles.b
    n = ir.Constant(I64, shape[-1])

    def row(outer: list[ir.Value]) -> None:
        lo, hi = _inside(tiles, spans, shape, outer)
        st.masked = False
        _loop(tiles, lo, hi, lambda j: body([*outer, j]), scalar=False)
        st.masked = True
        if len(spans) == 1:  # the other lanes lie outside the one window: no GM access
            if not st.fused:  # a store's: they do nothing
                return
            st.outside = True  # a load's: they read ``other``
            _loop(tiles, ir.Constant(I64, 0), lo, lambda j: body([*outer, j]), scalar=False)
            _loop(tiles, hi, n, lambda j: body([*outer, j]), scalar=False)
            st.outside = False
            return
        inner = b.sub(hi, lo, name="edge.inner")
        _loop(tiles, ir.Constant(I64, 0), b.sub(n, inner), lambda k: body(
            [*outer, b.select(b.icmp_unsigned("<", k, lo), k, b.add(k, inner))]), scalar=True)

    tiles.loop_nest(shape[:-1], row)


def _inside(tiles, spans: Spans, shape: tuple[int, ...], outer: list[ir.Value]
            ) -> tuple[ir.Value, ir.Value]:
    """The last-dimension lanes ``[lo, hi)`` of the row at ``outer`` that lie inside every
    window (both 0 when the row's other dimensions do not): the lanes where each window's
    ``start + lane`` is below its dim, as ``tiles._lane_address`` checks them."""
    b = tiles.b
    n = shape[-1]
    c = lambda v: ir.Constant(I64, v)  # noqa: E731
    last = len(shape) - 1
    lo, hi, ok = c(0), c(n), ir.Constant(I1, 1)
    for w, wshape in spans:
        tile_dim = 0
        for start, dim, extent in tiles.window_dims(w):
            lane = None
            if extent is not None:
                if wshape[tile_dim] != 1 and tile_dim == last:
                    # 0 <= start + j < dim for j in [max(0, -start), dim - start), clamped to n
                    first = b.select(b.icmp_signed("<", start, c(-n)), c(n), b.select(
                        b.icmp_signed("<", start, c(0)), b.neg(start), c(0)))
                    lo = _max(b, lo, first)
                    hi = _min(b, hi, gm_rows.before_end(b, start, dim, n))
                    tile_dim += 1
                    continue
                if wshape[tile_dim] != 1:
                    lane = outer[tile_dim]
                tile_dim += 1
            idx = start if lane is None else b.add(start, lane)
            ok = b.and_(ok, b.icmp_unsigned("<", idx, dim))
    hi = _max(b, hi, lo)
    return b.select(ok, lo, c(0), name="edge.lo"), b.select(ok, hi, c(0), name="edge.hi")


def _max(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    return b.select(b.icmp_signed(">", x, y), x, y)


def _min(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    return b.select(b.icmp_signed("<", x, y), x, y)


def _loop(tiles, start: ir.Value, end: ir.Value, body: Callable[[ir.Value], None],
          scalar: bool) -> None:
    """``body(j)`` for ``j`` in ``[start, end)`` (nothing when empty); ``scalar``: the loop
    is marked not to be vectorised."""
    b, cg = tiles.b, tiles.cg
    pre = b.block
    head, done = cg.new_block("edge.loop"), cg.new_block("edge.done")
    b.cbranch(b.icmp_signed("<", start, end), head, done)
    b.position_at_end(head)
    j = b.phi(I64, name="edge.lane")
    j.add_incoming(start, pre)
    body(j)
    nxt = b.add(j, ir.Constant(I64, 1))
    j.add_incoming(nxt, b.block)
    latch = b.cbranch(b.icmp_signed("<", nxt, end), head, done)
    if scalar:
        loopmeta.scalar_loop(cg.module, latch)
    b.position_at_end(done)
