"""Which GM bytes are initialised, per allocation, and the ``uninitialized`` check.

An allocation's ``written`` is None when all its bytes count as initialised (the default:
``to_device``, ``zeros``, staging copies of host arrays, and any buffer once the host took a
writable numpy view of it), else sorted disjoint absolute ``[lo, hi)`` rows of the bytes
written so far.  ``Worker.empty()`` starts a buffer with none; every sanitized launch adds the
bytes it wrote (plain or atomic), so a buffer one launch wrote is initialised for the next.

Every Worker marks its buffers here (``Worker.empty``, ``Worker.zeros``), so this module
imports only numpy at load; the records' kinds and the findings are imported by the functions
of a sanitized launch.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from typing import TYPE_CHECKING, Any

import numpy as np

from incore.log import LOGGER_NAME

if TYPE_CHECKING:
    from incore.runtime.sanitizer.findings import Finding

NOTHING = np.zeros((0, 2), dtype=np.int64)
# Reads that overlap both bytes the host left uninitialised and bytes the launch wrote are
# checked one by one against the writes ordered before them; at most this many per tensor.
SLOW_READS = 20000
logger = logging.getLogger(LOGGER_NAME)


def _alloc(buf: Any) -> Any:
    return getattr(buf, "_alloc", None)


def mark_uninitialised(buf: Any) -> None:
    """``buf``'s bytes hold nothing written yet (``Worker.empty()``)."""
    alloc = _alloc(buf)
    if alloc is not None:
        alloc.written = NOTHING


def mark_initialised(buf: Any) -> None:
    """All of ``buf``'s allocation counts as written (``zeros``; a host view of it)."""
    alloc = _alloc(buf)
    if alloc is not None:
        alloc.written = None


def merge(rows: np.ndarray) -> np.ndarray:
    """``[lo, hi)`` rows as sorted disjoint rows covering the same bytes."""
    rows = rows[rows[:, 1] > rows[:, 0]]
    if len(rows) <= 1:
        return rows.astype(np.int64)
    rows = rows[np.argsort(rows[:, 0], kind="stable")]
    reach = np.maximum.accumulate(rows[:, 1])
    starts = np.ones(len(rows), dtype=bool)
    starts[1:] = rows[1:, 0] > reach[:-1]
    first = np.flatnonzero(starts)
    ends = np.append(first[1:], len(rows)) - 1
    return np.stack([rows[first, 0], reach[ends]], axis=1).astype(np.int64)


def subtract(lo: int, hi: int, rows: np.ndarray) -> list[tuple[int, int]]:
    """The parts of ``[lo, hi)`` no row of ``rows`` (sorted disjoint) covers."""
    parts, at = [], lo
    start = int(np.searchsorted(rows[:, 1], lo, "right")) if len(rows) else 0
    for r_lo, r_hi in rows[start:].tolist():
        if r_lo >= hi:
            break
        if r_lo > at:
            parts.append((at, r_lo))
        at = max(at, r_hi)
        if at >= hi:
            break
    if at < hi:
        parts.append((at, hi))
    return parts


def covered(lo: np.ndarray, hi: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Whether each ``[lo, hi)`` lies inside one row of ``rows`` (sorted disjoint)."""
    if not len(rows):
        return np.zeros(len(lo), dtype=bool)
    j = np.searchsorted(rows[:, 0], lo, "right") - 1
    jj = np.maximum(j, 0)
    return (j >= 0) & (rows[jj, 1] >= hi)


def intersects(lo: np.ndarray, hi: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Whether each ``[lo, hi)`` shares a byte with a row of ``rows`` (sorted disjoint)."""
    if not len(rows):
        return np.zeros(len(lo), dtype=bool)
    j = np.searchsorted(rows[:, 0], hi, "left") - 1
    jj = np.maximum(j, 0)
    return (j >= 0) & (rows[jj, 1] > lo)


def record_writes(buffers: dict[int, Any], launch: Any, inside: np.ndarray) -> None:
    """Add the bytes the launch wrote to the allocations of its device-buffer arguments
    (``buffers``: param index -> the argument)."""
    from incore.runtime.sanitizer.records import ATOMIC, WRITE

    t = launch.trace
    wrote = inside & ((t.kind == WRITE) | (t.kind == ATOMIC))
    for p, buf in buffers.items():
        alloc = _alloc(buf)
        written = getattr(alloc, "written", None)
        if written is None:
            continue
        mine = wrote & (t.param == p)
        rows = np.stack([t.lo[mine], t.hi[mine]], axis=1)
        alloc.written = merge(np.concatenate([written, rows]))


def uninitialized(launch: Any, inside: np.ndarray) -> list[Finding]:
    """Reads of bytes that neither the host nor an access ordered before them wrote."""
    from incore.runtime.sanitizer.findings import index_text
    from incore.runtime.sanitizer.records import ATOMIC, READ, WRITE

    t = launch.trace
    reads = inside & ((t.kind == READ) | (t.kind == ATOMIC))
    writes = np.flatnonzero(inside & ((t.kind == WRITE) | (t.kind == ATOMIC)))
    groups: dict[tuple[int, int], list] = defaultdict(list)
    for p, tensor in launch.tensors.items():
        if tensor.init is None:
            continue
        cand = np.flatnonzero(reads & (t.param == p))
        cand = cand[~covered(t.lo[cand], t.hi[cand], tensor.init)]
        if not len(cand):
            continue
        mine = writes[t.param[writes] == p]
        # a read that no write of the launch touches is uninitialised wherever the host's
        # rows leave a gap (the rows are merged, so "not inside one row" means a gap)
        touched = intersects(t.lo[cand], t.hi[cand],
                             merge(np.stack([t.lo[mine], t.hi[mine]], axis=1)))
        for i in cand[~touched].tolist():
            groups[(p, int(t.line[i]))].append((i, subtract(int(t.lo[i]), int(t.hi[i]),
                                                            tensor.init)[0][0]))
        slow = cand[touched]
        if len(slow) > SLOW_READS:
            logger.warning(
                "sanitizer: %d reads of %s overlap both uninitialised bytes and writes of the "
                "launch; the first %d are checked", len(slow), tensor.name, SLOW_READS)
            slow = slow[:SLOW_READS]
        w_order = mine[np.argsort(t.lo[mine], kind="stable")]
        w_lo = t.lo[w_order]
        for i in slow.tolist():
            parts = subtract(int(t.lo[i]), int(t.hi[i]), tensor.init)
            if not parts:
                continue
            near = w_order[: np.searchsorted(w_lo, t.hi[i], "left")]
            near = near[t.hi[near] > t.lo[i]]
            earlier = _earlier(launch, near, i)
            if len(earlier):
                rows = merge(np.stack([t.lo[earlier], t.hi[earlier]], axis=1))
                parts = [q for lo, hi in parts for q in subtract(lo, hi, rows)]
            if parts:
                groups[(p, int(t.line[i]))].append((i, parts[0][0]))
    findings = []
    for (p, _), members in groups.items():
        i, addr = members[0]
        tensor = launch.tensors[p]
        a = launch.access(i)
        findings.append(launch.finding(
            "uninitialized", tensor, addr, [a],
            f"uninitialized read of {index_text(tensor.name, tensor.index(addr))}: "
            f"{a.describe()} reads bytes that neither the host nor an earlier access of the "
            f"launch wrote (a buffer from worker.empty() holds nothing until written); fill "
            f"it first (worker.zeros, worker.to_device, a host write) or write it before "
            f"reading it", len(members)))
    return findings


def _earlier(launch: Any, writes: np.ndarray, i: int) -> np.ndarray:
    """The writes of ``writes`` ordered before access ``i``: earlier in its own run (by the
    run's access clock), or ordered before it by the block's synchronisation."""
    t = launch.trace
    if not len(writes):
        return writes
    run = t.run[i]
    own = (t.run[writes] == run) & (t.time[writes] < t.time[i])
    same_block = (t.run_block[t.run[writes]] == t.run_block[run]) & (t.run[writes] != run)
    before = np.zeros(len(writes), dtype=bool)
    if same_block.any():
        s = np.flatnonzero(same_block)
        w = writes[s]
        before[s] = launch.order.precedes(t.run[w], t.seg[w], np.full(len(w), run),
                                          np.full(len(w), t.seg[i]))
    return writes[own | before]
