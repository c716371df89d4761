"""Happens-before of one launch: which set each wait consumed, and vector clocks per segment.

Ordering exists only inside a block: a run's accesses are ordered by program order; the runs
of one ``@mix`` block (its cluster's AIC and two AIVs) are ordered by ``set_flag`` → the
``wait_flag`` that consumed its count, and by ``cluster_barrier`` (all three cores' arrivals
in one barrier generation).  Different blocks are ordered only by ``sync_all()`` (every block
of the launch meets there): an access before a run's n-th ``sync_all`` precedes every
access after any run's n-th (``phases``); otherwise blocks are never ordered, whichever cores
run them.

Matching: the flags of a cluster are counting semaphores whose operations the checked
variant numbers with the cluster's sync sequence word; per (cluster, flag) the n-th wait in
that order consumed the n-th set (counts are taken first in, first out).  A wait whose set
belongs to another block (a count left over on the cluster) gives no ordering.  Where two
cores of a block wait on one flag, a core's j-th wait counts as taking the block's j-th set
at the latest (it could have, had it run ahead), so the hazard shows in every run.

Clocks: the run in slot ``s`` of its cluster (0 the AIC, 1 + sub_block_id an AIV) has one
clock per segment ``k``: ``vc[k][s] == k`` and ``vc[k][t]`` the last segment of slot ``t``
known to precede it (-1: none).  Access ``a`` (run ``ra``, segment ``ka``) precedes ``b`` (run
``rb``, segment ``kb``) of the same block iff ``vc[rb][kb][slot(ra)] >= ka``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from incore import abi
from incore.runtime.sanitizer.records import BARRIER, SET, WAIT, Trace

SLOTS = abi.CLUSTER_CORES


@dataclass
class Order:
    """The launch's happens-before: clock rows, and the set each wait consumed."""

    base: np.ndarray  # per run: its first row in ``vc``
    slot: np.ndarray  # per run: its slot in the cluster
    cluster: np.ndarray  # per run: its cluster
    vc: np.ndarray  # (rows, SLOTS)
    consumed: dict[int, int | None]  # wait event index -> set event index (None: no set)

    def precedes(self, ra: np.ndarray, ka: np.ndarray, rb: np.ndarray,
                 kb: np.ndarray) -> np.ndarray:
        """Whether each access (``ra``, ``ka``) precedes (``rb``, ``kb``) (same block)."""
        return self.vc[self.base[rb] + kb, self.slot[ra]] >= ka

    def ordered(self, ra: np.ndarray, ka: np.ndarray, rb: np.ndarray,
                kb: np.ndarray) -> np.ndarray:
        """Whether the accesses are ordered either way (same run: by program order)."""
        same = ra == rb
        return same | self.precedes(ra, ka, rb, kb) | self.precedes(rb, kb, ra, ka)


def match(trace: Trace, cluster: np.ndarray) -> dict[int, int | None]:
    """The set event each wait event consumed (FIFO per cluster and flag, in sync order)."""
    sets: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)
    waits: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)
    for i, e in enumerate(trace.events):
        if e.kind in (SET, WAIT):
            key = (int(cluster[e.run]), e.flag)
            (sets if e.kind == SET else waits)[key].append((e.value, i))
    consumed: dict[int, int | None] = {}
    for key, ws in waits.items():
        ss = sorted(sets.get(key, ()))
        for n, (_, w) in enumerate(sorted(ws)):
            consumed[w] = ss[n][1] if n < len(ss) else None
    _shared_flags(trace, consumed)
    return consumed


def _shared_flags(trace: Trace, consumed: dict[int, int | None]) -> None:
    """Where two cores of a block wait on one flag, either can take any count: a core's
    j-th wait is ordered only after the block's j-th set of the flag (what it takes when it
    runs ahead of the other), however this run's counts went."""
    by_block: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, e in enumerate(trace.events):
        if e.kind in (SET, WAIT):
            by_block[(int(trace.run_block[e.run]), e.flag)].append(i)
    for events in by_block.values():
        waits = [i for i in events if trace.events[i].kind == WAIT]
        if len({trace.events[i].run for i in waits}) < 2:
            continue
        sets = sorted((trace.events[i].value, i) for i in events
                      if trace.events[i].kind == SET)
        taken: dict[int, int] = defaultdict(int)  # waits of each run so far
        for w in sorted(waits, key=lambda i: (trace.events[i].run, trace.events[i].k)):
            run = trace.events[w].run
            j = taken[run]
            taken[run] += 1
            actual = consumed.get(w)
            if j < len(sets) and (actual is None or sets[j][0] < trace.events[actual].value):
                consumed[w] = sets[j][1]


def build(trace: Trace, topology: list[tuple[int, int, int, int]]) -> Order:
    """The happens-before of ``trace`` (``topology``: the device's ``core_topology``)."""
    nruns = len(trace.run_core)
    slot = np.array([0 if topology[c][1] == abi.CORE_AIC else 1 + topology[c][2]
                     for c in trace.run_core], dtype=np.int64)
    cluster = np.array([topology[c][3] for c in trace.run_core], dtype=np.int64)
    counts = trace.run_events + 1
    base = np.zeros(nruns, dtype=np.int64)
    if nruns:
        base[1:] = np.cumsum(counts)[:-1]
    rows = int(counts.sum()) if nruns else 0
    vc = np.full((rows, SLOTS), -1, dtype=np.int64)
    if nruns:
        own = np.arange(rows) - np.repeat(base, counts)
        vc[np.arange(rows), np.repeat(slot, counts)] = own
    consumed = match(trace, cluster)
    if trace.events:
        _clocks(trace, slot, cluster, base, vc, consumed)
    return Order(base, slot, cluster, vc, consumed)


def _clocks(trace: Trace, slot: np.ndarray, cluster: np.ndarray, base: np.ndarray,
            vc: np.ndarray, consumed: dict[int, int | None]) -> None:
    """Fill ``vc`` by replaying each block's events (runs advance while their next event's
    sources are known; a run stuck on an impossible order advances without an edge)."""
    per_run: dict[int, list[int]] = defaultdict(list)
    for i, e in enumerate(trace.events):
        per_run[e.run].append(i)
    by_block: dict[int, list[int]] = defaultdict(list)
    for r in per_run:
        by_block[int(trace.run_block[r])].append(r)
    barriers: dict[tuple[int, int, int, int], list[int]] = defaultdict(list)
    for i, e in enumerate(trace.events):
        if e.kind == BARRIER:  # cluster_barrier (flag -1) and sync_all (its own flag)
            barriers[(int(trace.run_block[e.run]), int(cluster[e.run]), e.flag,
                      e.value)].append(i)
    released: dict[int, tuple] = {}
    for block, runs in by_block.items():
        _replay(trace, block, runs, per_run, barriers, released, slot, cluster, base, vc,
                consumed)


def _replay(trace: Trace, block: int, runs: list[int], per_run: dict[int, list[int]],
            barriers: dict, released: dict[int, tuple], slot: np.ndarray,
            cluster: np.ndarray, base: np.ndarray, vc: np.ndarray,
            consumed: dict[int, int | None]) -> None:
    """Replay the events of one block's runs into their clock rows (clocks as tuples: a
    block has few runs and may have many events)."""
    events = trace.events
    ptr = dict.fromkeys(runs, 0)
    cur = {r: tuple(vc[base[r]].tolist()) for r in runs}
    rows: dict[int, list[tuple]] = {r: [] for r in runs}
    slots = {r: int(slot[r]) for r in runs}
    block_of = trace.run_block

    def advance(r: int, clock: tuple) -> None:
        ptr[r] += 1
        c = list(clock)
        c[slots[r]] = ptr[r]
        cur[r] = clock = tuple(c)
        rows[r].append(clock)

    while True:
        progress, pending = False, []
        for r in runs:
            evs = per_run[r]
            while ptr[r] < len(evs):
                i = evs[ptr[r]]
                e = events[i]
                if e.kind == SET:
                    released[i] = cur[r]
                    advance(r, cur[r])
                elif e.kind == WAIT:
                    s = consumed.get(i)
                    if s is None or int(block_of[events[s].run]) != block:
                        advance(r, cur[r])
                    elif s in released:
                        advance(r, tuple(map(max, cur[r], released[s])))
                    else:
                        pending.append(r)
                        break
                else:
                    group = barriers[(block, int(cluster[r]), e.flag, e.value)]
                    members = [events[g].run for g in group]
                    if all(ptr[m] < len(per_run[m]) and per_run[m][ptr[m]] == g
                           for m, g in zip(members, group, strict=True)):
                        joined = tuple(max(col) for col in zip(*(cur[m] for m in members),
                                                               strict=True))
                        for m in members:
                            advance(m, joined)
                        progress = True
                        continue
                    pending.append(r)
                    break
                progress = True
        if not pending:
            break
        if not progress:
            advance(pending[0], cur[pending[0]])  # an order the replay cannot realise
    for r in runs:
        if rows[r]:
            vc[base[r] + 1: base[r] + 1 + len(rows[r])] = np.array(rows[r], dtype=np.int64)


def phases(trace: Trace, idx: np.ndarray) -> np.ndarray:
    """The ``sync_all()`` phase of each access ``idx``: how many ``sync_all`` events its run
    executed before it (all zero in a launch without them)."""
    marks = [(e.run, e.k) for e in trace.events
             if e.kind == BARRIER and e.flag == abi.SYNC_ALL_EVENT_FLAG]
    if not marks or not len(idx):
        return np.zeros(len(idx), dtype=np.int64)
    span = int(max(trace.seg.max(initial=0), max(k for _, k in marks))) + 2
    keys = np.sort(np.array([r * span + k for r, k in marks], dtype=np.int64))
    run, seg = trace.run[idx], trace.seg[idx]
    return (np.searchsorted(keys, run * span + seg, side="right")
            - np.searchsorted(keys, run * span, side="left"))
