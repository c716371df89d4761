"""Decoding the checked variant's records (``incore.lowering.sanitize_trace``) into arrays.

Each core's buffer holds, in program order, its block starts, access intervals,
synchronisation events and index overflows (``Trace.overflows``).  A strided run (a head
record with ``STRIDED_BIT`` in its third word, then its ``stride``, count and ``dt``) is one
access row with ``count`` > 1 (``Trace.stride``, ``count``, ``dt``): ``strided.py`` expands
it, or drops it where it provably changes no finding, before the checks.  A *run* is one core's
execution of one block; runs are numbered over the launch.  An access's *segment* is the
number of synchronisation events its run executed before it, so segment ``k`` lies between
events ``k`` and ``k + 1`` of the run.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

import numpy as np

from incore import abi
from incore.errors import runtime_error

KINDS = ("begin", "read", "write", "atomic", "set", "wait", "barrier", "index")
BEGIN, READ, WRITE, ATOMIC, SET, WAIT, BARRIER, INDEX = range(len(KINDS))
_LOW32 = np.uint64(0xFFFFFFFF)
_SHIFT = np.uint64(32)
_SITE = np.uint64(0x7FFFFFFF)
STRIDED_BIT = 63  # incore.lowering.sanitize_trace.STRIDED_BIT


@dataclass
class SiteTable:
    """One payload's ``sanitize_sites`` as lookup arrays indexed by site id."""

    kind: np.ndarray
    line: np.ndarray
    param: np.ndarray
    flag: np.ndarray
    dim: np.ndarray  # an index site's dimension (-1 for the others)
    access: np.ndarray  # an index site's access kind (READ, WRITE, ATOMIC; -1 for the others)

    @classmethod
    def from_meta(cls, sites: list[dict]) -> SiteTable:
        """The table of a payload's ``sanitize_sites`` list."""
        return cls(
            np.array([KINDS.index(s["kind"]) for s in sites], dtype=np.int64),
            np.array([s["line"] for s in sites], dtype=np.int64),
            np.array([s["param"] for s in sites], dtype=np.int64),
            np.array([s["flag"] for s in sites], dtype=np.int64),
            np.array([s.get("dim", -1) for s in sites], dtype=np.int64),
            np.array([KINDS.index(s["access"]) if "access" in s else -1 for s in sites],
                     dtype=np.int64),
        )


@dataclass
class Overflows:
    """The index overflows of one launch (one entry per record): an element access whose
    index ``value`` of dimension ``dim`` lies outside it, reaching the element at ``addr``."""

    run: np.ndarray
    kind: np.ndarray  # READ, WRITE or ATOMIC
    param: np.ndarray
    line: np.ndarray
    dim: np.ndarray
    value: np.ndarray
    addr: np.ndarray


@dataclass
class SyncEvent:
    """One synchronisation event of a run: its index ``k`` (1-based) among the run's events."""

    run: int
    k: int
    kind: int
    flag: int
    value: int
    line: int


@dataclass
class Trace:
    """Every access interval and event of one launch."""

    # runs: the core and block of each
    run_core: np.ndarray
    run_block: np.ndarray
    run_events: np.ndarray  # events per run
    # accesses, one entry per interval
    run: np.ndarray
    seg: np.ndarray
    kind: np.ndarray
    param: np.ndarray
    line: np.ndarray
    lo: np.ndarray
    hi: np.ndarray
    time: np.ndarray
    events: list[SyncEvent]
    overflows: Overflows | None = None
    # strided runs (None: none recorded): per access row, the step in bytes, the number of
    # accesses (1: a plain interval) and the step in time
    stride: np.ndarray | None = None
    count: np.ndarray | None = None
    dt: np.ndarray | None = None

    @property
    def accesses(self) -> int:
        """How many access intervals the launch recorded."""
        return len(self.lo)


# Trace's per-access columns (one entry per interval; the last three None without strided runs)
ACCESS_COLUMNS = ("run", "seg", "kind", "param", "line", "lo", "hi", "time", "stride", "count",
                  "dt")


def _empty() -> np.ndarray:
    return np.zeros(0, dtype=np.int64)


def decode(per_core: list[np.ndarray], tables: list[SiteTable | None]) -> Trace:
    """The trace of a launch from each core's words (``tables[core]``: the site table of the
    payload that core ran, None for a core that ran none)."""
    run_core, run_block, run_events = [], [], []
    parts: dict[str, list[np.ndarray]] = {k: [] for k in ACCESS_COLUMNS}
    events: list[SyncEvent] = []
    over_parts: dict[str, list[np.ndarray]] = {k: [] for k in (
        "run", "kind", "param", "line", "dim", "value", "addr")}
    runs = 0
    for core, words in enumerate(per_core):
        table = tables[core]
        n = len(words) // abi.SANITIZE_RECORD_WORDS
        if table is None or n == 0:
            continue
        rec = words[: n * abi.SANITIZE_RECORD_WORDS].reshape(n, abi.SANITIZE_RECORD_WORDS)
        heads = np.flatnonzero((rec[:, 2] >> np.uint64(STRIDED_BIT)) != 0)
        params = rec[np.minimum(heads + 1, n - 1)]
        if len(heads) and heads[-1] + 1 >= n:
            raise runtime_error("INTERNAL", detail=(
                f"the sanitizer's records: core {core}'s last strided run has no parameters"))
        keep = np.ones(n, dtype=bool)
        keep[heads + 1] = False
        row_stride = np.zeros(n, dtype=np.int64)
        row_count = np.ones(n, dtype=np.int64)
        row_dt = np.zeros(n, dtype=np.int64)
        row_stride[heads] = params[:, 0].astype(np.int64)
        row_count[heads] = params[:, 1].astype(np.int64)
        row_dt[heads] = params[:, 2].astype(np.int64)
        rec, row_stride, row_count, row_dt = rec[keep], row_stride[keep], row_count[keep], \
            row_dt[keep]
        w0, w1, w2 = rec[:, 0], rec[:, 1], rec[:, 2]
        site = ((w2 >> _SHIFT) & _SITE).astype(np.int64)
        if site.max(initial=0) >= len(table.kind):
            raise runtime_error("INTERNAL", detail=(
                f"the sanitizer's records: core {core} recorded site {int(site.max())} of a "
                f"table of {len(table.kind)}"))
        kind = table.kind[site]
        is_begin = kind == BEGIN
        starts = np.flatnonzero(is_begin)
        if not len(starts) or starts[0] != 0:
            raise runtime_error("INTERNAL", detail=(
                f"the sanitizer's records: core {core}'s records do not start with a block "
                "start"))
        is_event = (kind >= SET) & (kind <= BARRIER)
        cum = np.cumsum(is_event)
        run_local = np.cumsum(is_begin) - 1
        seg = cum - cum[starts][run_local]
        run_core.extend([core] * len(starts))
        run_block.append(w1[starts].astype(np.int64))
        run_events.append(np.diff(np.append(cum[starts], cum[-1])))
        acc = (kind >= READ) & (kind <= ATOMIC)
        parts["run"].append(run_local[acc] + runs)
        parts["seg"].append(seg[acc])
        parts["kind"].append(kind[acc])
        parts["param"].append(table.param[site[acc]])
        parts["line"].append(table.line[site[acc]])
        parts["lo"].append(w0[acc].astype(np.int64))
        parts["hi"].append((w0[acc] + w1[acc]).astype(np.int64))
        parts["time"].append((w2[acc] & _LOW32).astype(np.int64))
        parts["stride"].append(row_stride[acc])
        parts["count"].append(row_count[acc])
        parts["dt"].append(row_dt[acc])
        over = np.flatnonzero(kind == INDEX)
        if len(over):
            sites = site[over]
            for name, column in (
                    ("run", run_local[over] + runs), ("kind", table.access[sites]),
                    ("param", table.param[sites]), ("line", table.line[sites]),
                    ("dim", table.dim[sites]), ("value", w1[over].astype(np.int64)),
                    ("addr", w0[over].astype(np.int64))):
                over_parts[name].append(column)
        ev = np.flatnonzero(is_event)
        events.extend(SyncEvent(*row) for row in zip(
            (run_local[ev] + runs).tolist(), seg[ev].tolist(), kind[ev].tolist(),
            table.flag[site[ev]].tolist(), w1[ev].astype(np.int64).tolist(),
            table.line[site[ev]].tolist(), strict=True))
        runs += len(starts)
    cat = {k: np.concatenate(v) if v else _empty() for k, v in parts.items()}
    if not (cat["count"] > 1).any():
        cat["stride"] = cat["count"] = cat["dt"] = None
    return in_block_order(Trace(
        run_core=np.array(run_core, dtype=np.int64),
        run_block=np.concatenate(run_block) if run_block else _empty(),
        run_events=np.concatenate(run_events) if run_events else _empty(),
        events=events, **cat,
        overflows=Overflows(**{k: np.concatenate(v) for k, v in over_parts.items()})
        if over_parts["run"] else None,
    ))


def in_block_order(trace: Trace) -> Trace:
    """``trace`` with its runs in (block, core) order, each run's accesses and events still in
    program order.  Which core claims which block of a launch is the scheduler's choice, so
    the runs as decoded (core by core) come in another order from one launch to the next; in
    block order, the access a check reports first for a group of findings (the first out of
    bounds, the lowest racing pair) is the same for the same accesses, whichever cores ran
    them.  A core's runs keep their relative order: a core claims its blocks in ascending
    order (and a ``@mix`` cluster runs block ``cluster + clusters * k`` for k = 0, 1, ...)."""
    nruns = len(trace.run_block)
    order = np.lexsort((trace.run_core, trace.run_block))
    if (order == np.arange(nruns)).all():
        return trace
    rank = np.empty(nruns, dtype=np.int64)
    rank[order] = np.arange(nruns)
    run = rank[trace.run]
    rows = np.argsort(run, kind="stable")
    per_access = {name: getattr(trace, name)[rows] for name in ACCESS_COLUMNS[1:]
                  if getattr(trace, name) is not None}
    events = sorted((replace(e, run=int(rank[e.run])) for e in trace.events),
                    key=lambda e: e.run)
    overflows = trace.overflows
    if overflows is not None:
        o_run = rank[overflows.run]
        o_rows = np.argsort(o_run, kind="stable")
        overflows = Overflows(**{f.name: getattr(overflows, f.name)[o_rows]
                                 for f in fields(Overflows) if f.name != "run"},
                              run=o_run[o_rows])
    return replace(trace, run_core=trace.run_core[order], run_block=trace.run_block[order],
                   run_events=trace.run_events[order], run=run[rows], events=events,
                   overflows=overflows, **per_access)


def coalesce(trace: Trace) -> Trace:
    """``trace`` with each (run, segment, kind, tensor, line) group's intervals merged where
    they touch or overlap: a column walk (``w[k, n]`` over ``k``, then the next ``n``) that the
    kernel could not coalesce becomes the few ranges it covers.  A merged interval's time is
    its earliest access's."""
    n = len(trace.lo)
    if n < 2:
        return trace
    keys = (trace.run, trace.seg, trace.kind, trace.param, trace.line)
    order = np.lexsort((trace.lo, *reversed(keys)))
    lo, hi = trace.lo[order], trace.hi[order]
    start = np.zeros(n, dtype=bool)
    start[0] = True
    for k in keys:
        start[1:] |= k[order[1:]] != k[order[:-1]]
    start[1:] |= lo[1:] > hi[:-1]
    if start.all():
        return trace
    first = np.flatnonzero(start)
    pick = order[first]
    return Trace(
        run_core=trace.run_core, run_block=trace.run_block, run_events=trace.run_events,
        run=trace.run[pick], seg=trace.seg[pick], kind=trace.kind[pick],
        param=trace.param[pick], line=trace.line[pick], lo=lo[first],
        hi=np.maximum.reduceat(hi, first), time=np.minimum.reduceat(trace.time[order], first),
        events=trace.events, overflows=trace.overflows,
    )
