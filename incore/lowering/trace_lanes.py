"""Tile rows of the L2 model's traced variant run line by line, not lane by lane.

A tile statement's lane loop (``tiles.TileLowering.run``) traces each GM lane access through
its site's request run (``AccessTrace.record`` with the site's ``pending`` word: a lane in the
run's line, of its direction and policy, widens it; any other appends it and opens the next;
the row's last lane ends it).  In the loop over the windows' inside (no lane masked), the last
dimension's lanes are lowered as follows (``row``): a lane runs traced; then the number ``k``
of the following lanes, up to the row's last but one, in which every site's access stays in
its run's line is computed, and those ``k`` lanes run the plain, untraced lane body, after
which each run's extent is widened to their accesses.  The row's last lane always runs traced
(its ``end_run``).

Why the records are the same.  A site's lane ``j + m`` accesses ``a + m * d`` (``a`` lane
``j``'s address, ``d`` the byte stride of the tensor dimension the row walks, 0 when the window
does not walk it), ``size`` bytes.  The traced lane ``j`` leaves the site's run open on the
line of its own access (unless that access spanned two lines; then ``a`` is not inside the
run's line and ``k`` is 0).  While ``a + m * d + size`` stays within that line (``d >= 0``),
each lane's access takes the record's inline path: it widens the run and appends nothing.
So after ``k`` such lanes each run covers up to ``a + k * d + size`` from the bottom it had
(the addresses grow), and no record was written: the chunk's update writes exactly that.
Only statements whose every trace hook is such a lane access chunk: no atomic, no masked
lane (``keep``), no lanes remapped by a reshape, nothing recorded through another path
(``AccessTrace.records`` counts the hooks).  ``tests/runtime/test_l2_trace_lanes.py``
compares the records word for word with the lane-by-lane trace.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.lowering.irtypes import I64
from incore.lowering.trace_chunks import steps_in_line, umax, umin

_ADDR_MASK = (1 << abi.ACCESS_ADDR_BITS) - 1
_FLAGS = (1 << abi.ACCESS_WRITE_BIT) | (1 << abi.ACCESS_BYPASS_BIT)


@dataclass
class _LaneSite:
    run: ir.Value  # the site's pending word (a stack slot)
    at: ir.Value  # i64: this lane's address
    size: int  # bytes per access
    step: ir.Value  # i64: bytes from one lane's address to the next's


class LaneChunk:
    """The traced lane's sites, collected by ``note`` as its hooks are emitted."""

    def __init__(self, records: int) -> None:
        self.sites: list[_LaneSite] = []
        self.complete = True
        self.records = records  # AccessTrace.records before the lane

    def note(self, tiles, st, w: ast.TileWindow, run: ir.Value | None, keep: ir.Value | None,
             addr: ir.Value, size: int) -> None:
        """A lane access of window ``w`` through the request run ``run`` (None: an atomic)."""
        if run is None or keep is not None or st.lanes is not st.loop_lanes:
            self.complete = False
            return
        b = tiles.b
        shape = w.shape
        step: ir.Value = ir.Constant(I64, 0)
        if shape and shape[-1] != 1:  # the loop's last lane walks the window's last kept dim
            p = tiles.cg.tensors[w.tensor]
            dim = [k for k, extent in enumerate(w.extents) if extent is not None][-1]
            step = b.mul(tiles.cg.entry.tensor_strides(p)[dim], ir.Constant(I64, size))
        self.sites.append(_LaneSite(run, b.ptrtoint(addr, I64), size, step))


def lane_loop(tiles, st, shape: tuple[int, ...], masked: bool,
              body: Callable[[list[ir.Value]], None], lane: Callable[[], None]) -> None:
    """The lane loop over ``shape``: ``body(lanes)`` per lane, or, in the L2 model's traced
    variant (not the sanitizer's, not bounds-checked) over the windows' inside (not
    ``masked``) with rows of more than two lanes, rows line by line (``row``, ``lane()`` at
    ``st.lanes``)."""
    cg = tiles.cg
    if cg.trace is None or cg.sanitize is not None or cg.bounds_check or masked or \
            not shape or shape[-1] <= 2:
        tiles.loop_nest(shape, body)
        return
    tiles.loop_nest(shape[:-1], lambda outer: row(tiles, st, shape[-1], outer, lane))


def row(tiles, st, width: int, outer: list[ir.Value], lane: Callable[[], None]) -> None:
    """The lanes ``0 .. width - 1`` of one row (``outer``: the loop's other lanes) of the
    traced variant's unmasked lane loop; ``lane()`` emits the lane body at ``st.lanes``."""
    cg, b = tiles.cg, tiles.b
    trace = cg.trace
    ci = lambda v: ir.Constant(I64, v)  # noqa: E731
    pre = b.block
    head, end = cg.new_block("trace.row"), cg.new_block("trace.row.end")
    b.branch(head)
    b.position_at_end(head)
    j = b.phi(I64, name="lane")
    j.add_incoming(ci(0), pre)
    st.lanes = st.loop_lanes = [*outer, j]
    chunk = st.chunk = LaneChunk(trace.records)
    try:
        lane()
    finally:
        st.chunk = None
    if not chunk.sites or not chunk.complete or trace.records - chunk.records != len(
            chunk.sites):
        nxt = b.add(j, ci(1))
        j.add_incoming(nxt, b.block)
        b.cbranch(b.icmp_signed("<", nxt, ci(width)), head, end)
        b.position_at_end(end)
        return
    line = trace.line
    shift = line.bit_length() - 1
    k = b.sub(ci(width - 2), j)
    k = b.select(b.icmp_signed("<", k, ci(0)), ci(0), k)  # the row's last lane: none
    loaded = []
    for site in chunk.sites:
        pending = b.load(site.run, typ=I64)
        lo = b.and_(pending, ci(_ADDR_MASK))
        line_lo = b.shl(b.lshr(lo, ci(shift)), ci(shift))
        by_line = steps_in_line(b, site.at, line_lo, site.size, site.step, line)
        open_run = b.icmp_unsigned("!=", pending, ci(0))
        k = umin(b, k, b.select(open_run, by_line, ci(0)))
        loaded.append((pending, lo))
    untraced = b.icmp_unsigned("==", b.ptrtoint(trace.header(), I64), ci(0))
    advance, plain, join = (cg.new_block(f"trace.lanes.{n}") for n in ("advance", "plain",
                                                                        "join"))
    lane_bb = b.block
    b.cbranch(b.and_(b.icmp_unsigned("!=", k, ci(0)), b.not_(untraced)), advance, join)

    b.position_at_end(advance)
    for site, (pending, lo) in zip(chunk.sites, loaded, strict=True):
        hi = b.add(lo, b.and_(b.lshr(pending, ci(abi.ACCESS_SIZE_SHIFT)),
                              ci(abi.ACCESS_MAX_BYTES)))
        end_at = b.add(b.add(site.at, b.mul(k, site.step)), ci(site.size))
        hi = umax(b, end_at, hi)
        b.store(b.or_(b.or_(lo, b.shl(b.sub(hi, lo), ci(abi.ACCESS_SIZE_SHIFT))),
                      b.and_(pending, ci(_FLAGS))), site.run)
    entry = b.block
    b.branch(plain)

    b.position_at_end(plain)  # lanes j + 1 .. j + k, counted by n = 1 .. k
    n = b.phi(I64, name="lane.n")
    n.add_incoming(ci(1), entry)
    st.lanes = st.loop_lanes = [*outer, b.add(j, n)]
    cg.trace = None  # the plain lane: the update above stands for its hooks
    try:
        lane()
    finally:
        cg.trace = trace
    n_next = b.add(n, ci(1))
    plain_end = b.block
    n.add_incoming(n_next, plain_end)
    b.cbranch(b.icmp_unsigned("<=", n_next, k), plain, join)

    b.position_at_end(join)
    done = b.phi(I64, name="lane.skipped")
    done.add_incoming(ci(0), lane_bb)
    done.add_incoming(k, plain_end)
    nxt = b.add(b.add(j, done), ci(1))
    j.add_incoming(nxt, b.block)
    b.cbranch(b.icmp_signed("<", nxt, ci(width)), head, end)
    b.position_at_end(end)
