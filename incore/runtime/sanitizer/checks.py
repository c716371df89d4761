"""The four checks of one launch over its decoded trace and happens-before.

Everything per access interval is numpy: out-of-bounds is a comparison with the tensor's
range (and, for an index outside its dimension that the flat address hides, the kernel's
own per-dimension compare: ``index_overflows``); races come from the overlapping pairs that
involve a write (found by two sorted searches, never all pairs) filtered by kind, block and
clocks; uninitialised reads are first tested against the host's initialised ranges, and only
the reads those do not cover look at the launch's earlier writes.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from incore import abi
from incore.runtime.sanitizer.findings import Access, Finding, index_text
from incore.runtime.sanitizer.order import Order, phases
from incore.runtime.sanitizer.records import ATOMIC, KINDS, READ, SET, WAIT, Trace

# Pairs examined per batch of the race check (bounded memory for dense overlaps).
PAIR_BATCH = 1 << 22


@dataclass
class Tensor:
    """A tensor argument: its GM range, element size and shape, and which bytes the host or
    earlier launches initialised (``init``: sorted disjoint absolute ``[lo, hi)`` rows, None:
    all of them)."""

    name: str
    lo: int
    hi: int
    itemsize: int
    shape: tuple[int, ...]
    init: np.ndarray | None = None

    def index(self, addr: int) -> tuple[int, ...]:
        """The element index of byte ``addr`` (flat when outside the tensor)."""
        flat = (addr - self.lo) // self.itemsize
        count = int(np.prod(self.shape)) if self.shape else 1
        if 0 <= flat < count and len(self.shape) > 1:
            return tuple(int(i) for i in np.unravel_index(flat, self.shape))
        return (int(flat),)


class LaunchTrace:
    """One launch's trace with what naming its accesses needs."""

    def __init__(self, trace: Trace, order: Order, tensors: dict[int, Tensor],
                 topology: list[tuple[int, int, int, int]], source: str, kernel: str) -> None:
        self.trace = trace
        self.order = order
        self.tensors = tensors
        self.topology = topology
        self.file = Path(source).name
        self.kernel = kernel

    def core_kind(self, core: int) -> str:
        return "aic" if self.topology[core][1] == abi.CORE_AIC else "aiv"

    def access(self, i: int) -> Access:
        """The Access of interval ``i``."""
        t = self.trace
        core = int(t.run_core[t.run[i]])
        return Access(int(t.run_block[t.run[i]]), core, self.core_kind(core),
                      KINDS[int(t.kind[i])], self.file, int(t.line[i]))

    def event_access(self, e: int) -> Access:
        """The Access of event ``e`` (a set_flag or wait_flag)."""
        ev = self.trace.events[e]
        core = int(self.trace.run_core[ev.run])
        kind = "set_flag" if ev.kind == SET else "wait_flag"
        return Access(int(self.trace.run_block[ev.run]), core, self.core_kind(core), kind,
                      self.file, ev.line)

    def finding(self, kind: str, tensor: Tensor | None, addr: int | None,
                accesses: list[Access], message: str, count: int,
                flag: int | None = None) -> Finding:
        index = tensor.index(addr) if tensor is not None and addr is not None else None
        return Finding(kind, tensor.name if tensor else None, index, tuple(accesses), message,
                       count, self.kernel, flag)


def _param_arrays(launch: LaunchTrace, nparams: int) -> tuple[np.ndarray, np.ndarray]:
    lo = np.zeros(nparams + 1, dtype=np.int64)
    hi = np.zeros(nparams + 1, dtype=np.int64)
    for p, t in launch.tensors.items():
        lo[p], hi[p] = t.lo, t.hi
    return lo, hi


def out_of_bounds(launch: LaunchTrace) -> tuple[list[Finding], np.ndarray]:
    """Accesses outside the tensor they index; also the mask of accesses inside theirs."""
    t = launch.trace
    nparams = max(launch.tensors, default=-1) + 1
    plo, phi = _param_arrays(launch, nparams)
    param = np.where((t.param >= 0) & (t.param < nparams), t.param, nparams)
    known = np.isin(param, list(launch.tensors))
    outside = known & ((t.lo < plo[param]) | (t.hi > phi[param]))
    bad = np.flatnonzero(outside)
    findings = []
    if not len(bad):
        return findings, known
    keys = np.stack([t.param[bad], t.line[bad], t.kind[bad]], axis=1)
    _, first, counts = np.unique(keys, axis=0, return_index=True, return_counts=True)
    for j, n in sorted(zip(first.tolist(), counts.tolist(), strict=True)):
        i = int(bad[j])
        p = int(t.param[i])
        tensor = launch.tensors[p]
        addr = int(t.lo[i]) if t.lo[i] < tensor.lo else max(int(t.lo[i]), tensor.hi)
        a = launch.access(i)
        findings.append(launch.finding(
            "out_of_bounds", tensor, addr, [a],
            f"out_of_bounds on {tensor.name}: {a.describe()} touches "
            f"{index_text(tensor.name, tensor.index(addr))}, {_where(launch, tensor, addr)}; "
            f"check the index arithmetic (bounds_check=True checks each index)", n))
    return findings, known & ~outside


def index_overflows(launch: LaunchTrace) -> list[Finding]:
    """Element accesses with an index outside its dimension whose flat address stays inside
    the tensor (``x[0, C]`` reaches ``x[1, 0]``): ``out_of_bounds`` naming the dimension, one
    finding per (tensor, line, dimension, kind).  An access the flat address takes out of
    the tensor is the interval check's finding (``out_of_bounds``)."""
    over = launch.trace.overflows
    if over is None:
        return []
    known = np.array([p in launch.tensors for p in over.param.tolist()], dtype=bool)
    lo = np.array([launch.tensors[p].lo if k else 0 for p, k in
                   zip(over.param.tolist(), known.tolist(), strict=True)], dtype=np.int64)
    end = np.array([launch.tensors[p].hi - launch.tensors[p].itemsize if k else -1 for p, k in
                    zip(over.param.tolist(), known.tolist(), strict=True)], dtype=np.int64)
    hidden = np.flatnonzero(known & (over.addr >= lo) & (over.addr <= end))
    if not len(hidden):
        return []
    keys = np.stack([over.param[hidden], over.line[hidden], over.dim[hidden],
                     over.kind[hidden]], axis=1)
    _, first, counts = np.unique(keys, axis=0, return_index=True, return_counts=True)
    findings = []
    for j, n in sorted(zip(first.tolist(), counts.tolist(), strict=True)):
        i = int(hidden[j])
        tensor = launch.tensors[int(over.param[i])]
        dim, value, addr = int(over.dim[i]), int(over.value[i]), int(over.addr[i])
        run = int(over.run[i])
        core = int(launch.trace.run_core[run])
        a = Access(int(launch.trace.run_block[run]), core, launch.core_kind(core),
                   KINDS[int(over.kind[i])], launch.file, int(over.line[i]))
        extent = tensor.shape[dim] if dim < len(tensor.shape) else "?"
        finding = launch.finding(
            "out_of_bounds", tensor, addr, [a],
            f"out_of_bounds on {tensor.name}: {a.describe()} indexes dimension {dim} of "
            f"{tensor.name} (shape {tensor.shape}) with {value}, outside [0, {extent}); the "
            f"flat address lands in {index_text(tensor.name, tensor.index(addr))}, inside "
            f"{tensor.name}, so no fault shows it; check the index arithmetic "
            f"(bounds_check=True checks each index)", n)
        findings.append(dataclasses.replace(finding, dim=dim))
    return findings


def _where(launch: LaunchTrace, tensor: Tensor, addr: int) -> str:
    count = (tensor.hi - tensor.lo) // tensor.itemsize
    if addr < tensor.lo:
        n = -((addr - tensor.lo) // tensor.itemsize)
        place = f"{n} element{'s' if n != 1 else ''} before the first of {tensor.name}"
    else:
        n = (addr - tensor.hi) // tensor.itemsize + 1
        place = f"{n} element{'s' if n != 1 else ''} past the last of {tensor.name}"
    place += f" ({count} elements)"
    others = [o for o in launch.tensors.values() if o is not tensor]
    inside = [o for o in others if o.lo <= addr < o.hi]
    if inside:
        o = inside[0]
        return f"{place}: it lands in {index_text(o.name, o.index(addr))}"
    if others:
        o = min(others, key=lambda o: min(abs(addr - o.lo), abs(addr - (o.hi - 1))))
        gap = o.lo - addr if addr < o.lo else addr - (o.hi - 1)
        return f"{place}: outside every argument tensor (nearest: {o.name}, {gap} bytes away)"
    return f"{place}: outside every argument tensor"


def overlap_pairs(lo: np.ndarray, hi: np.ndarray, writer: np.ndarray):
    """Batches ``(a, b)`` of index pairs of overlapping intervals where ``a`` is a writer and
    ``a != b``; each unordered pair appears at least once."""
    order = np.argsort(lo, kind="stable")
    sorted_lo = lo[order]
    w = np.flatnonzero(writer)
    w_order = w[np.argsort(lo[w], kind="stable")]
    w_lo = lo[w_order]
    # A: for each writer, the intervals starting inside it; B: for each interval, the
    # writers starting strictly inside it.
    for owners, within_lo, within_hi, targets, target_lo, strict in (
        (w, lo[w], hi[w], order, sorted_lo, False),
        (np.arange(len(lo)), lo, hi, w_order, w_lo, True),
    ):
        start = np.searchsorted(target_lo, within_lo, "right" if strict else "left")
        end = np.searchsorted(target_lo, within_hi, "left")
        counts = np.maximum(end - start, 0)
        keep = np.flatnonzero(counts)
        if not len(keep):
            continue
        owners, start, counts = owners[keep], start[keep], counts[keep]
        cum = np.cumsum(counts)
        first = 0
        while first < len(owners):
            last = int(np.searchsorted(cum, (cum[first - 1] if first else 0) + PAIR_BATCH,
                                       "right"))
            last = max(last, first + 1)
            c = counts[first:last]
            offsets = np.arange(int(c.sum())) - np.repeat(np.cumsum(c) - c, c)
            a = np.repeat(owners[first:last], c)
            b = targets[np.repeat(start[first:last], c) + offsets]
            if strict:
                a, b = b, a  # the writer first
            mask = a != b
            yield a[mask], b[mask]
            first = last


def races(launch: LaunchTrace, inside: np.ndarray) -> list[Finding]:
    """Overlapping accesses of different runs, at least one a write, not both atomic, not
    ordered (different blocks never are)."""
    idx = np.flatnonzero(inside)
    if not len(idx):
        return []
    t = launch.trace
    groups: dict[tuple, list[int]] = {}
    for x, y, n in _across_blocks(launch, idx) + _within_blocks(launch, idx):
        site_x = (int(t.line[x]), int(t.kind[x]))
        site_y = (int(t.line[y]), int(t.kind[y]))
        same = bool(t.run_block[t.run[x]] == t.run_block[t.run[y]])
        key = (int(t.param[x]), min(site_x, site_y), max(site_x, site_y), same)
        entry = groups.setdefault(key, [x, y, 0])
        entry[2] += n
    return [_race(launch, x, y, n) for x, y, n in groups.values()]


def _conflict(ka: np.ndarray, kb: np.ndarray) -> np.ndarray:
    """At least one writes, and not both are atomics."""
    return ((ka != READ) | (kb != READ)) & ~((ka == ATOMIC) & (kb == ATOMIC))


def _distinct(block: np.ndarray, kind: np.ndarray, param: np.ndarray, line: np.ndarray,
              lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Indices of the first of each distinct (block, kind, param, line, lo, hi) row: one
    integer code for who and where, then one lexicographic sort on (code, hi, lo)."""
    if not len(lo):
        return np.zeros(0, dtype=np.int64)
    lines = int(line.max()) + 1
    params = int(param.max()) + 2
    code = ((block * len(KINDS) + kind) * params + param + 1) * lines + line
    order = np.lexsort((code, hi, lo))
    keep = np.ones(len(order), dtype=bool)
    keep[1:] = ((lo[order[1:]] != lo[order[:-1]]) | (hi[order[1:]] != hi[order[:-1]])
                | (code[order[1:]] != code[order[:-1]]))
    return order[keep]


def _rows_unique(columns: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows of ``columns`` (equal-length integer arrays), sorted by the columns
    in order: the index of each one's first row, and each row's distinct-row number (what
    ``np.unique(axis=0, return_index=True, return_inverse=True)`` gives, by one
    lexicographic sort instead of a sort of byte strings)."""
    order = np.lexsort(tuple(reversed(columns)))
    new = np.zeros(len(order), dtype=bool)
    if len(order):
        new[0] = True
        for c in columns:
            new[1:] |= c[order[1:]] != c[order[:-1]]
    number = np.empty(len(order), dtype=np.int64)
    number[order] = np.cumsum(new) - 1
    return order[new], number


def _across_blocks(launch: LaunchTrace, idx: np.ndarray) -> list[tuple[int, int, int]]:
    """Conflicting overlaps between blocks, over the distinct (block, range, kind, site)
    accesses (a block's repeats of one access add nothing)."""
    t = launch.trace
    block = t.run_block[t.run[idx]]
    phase = phases(t, idx)  # sync_all() orders the accesses of different phases
    who = block * (int(phase.max(initial=0)) + 1) + phase
    first = _distinct(who, t.kind[idx], t.param[idx], t.line[idx], t.lo[idx], t.hi[idx])
    u = idx[first]
    lo, hi, kind, blk, ph = t.lo[u], t.hi[u], t.kind[u], block[first], phase[first]
    seen: set[tuple[int, int]] = set()
    for a, b in overlap_pairs(lo, hi, kind != READ):
        keep = (blk[a] != blk[b]) & (ph[a] == ph[b]) & _conflict(kind[a], kind[b])
        x, y = u[a[keep]], u[b[keep]]
        seen.update(zip(np.minimum(x, y).tolist(), np.maximum(x, y).tolist(), strict=True))
    return [(x, y, 1) for x, y in sorted(seen)]


def _within_blocks(launch: LaunchTrace, idx: np.ndarray) -> list[tuple[int, int, int]]:
    """Unordered conflicting overlaps between the runs of one (@mix) block.

    Accesses are grouped by (block, byte range) keys and, within a key, by run and kind with
    their segments sorted.  For two groups A and B of overlapping keys, the segments of B
    unordered with segment ``ka`` of A form one index range: after the last B segment known
    to precede ``ka`` and before the first B segment ``ka`` precedes (clocks only grow along
    a run), so two sorted searches count them for every ``ka`` at once."""
    t, order = launch.trace, launch.order
    runs_per_block = np.bincount(t.run_block, minlength=int(t.run_block.max(initial=0)) + 1)
    block = t.run_block[t.run[idx]]
    idx = idx[runs_per_block[block] > 1]
    if not len(idx):
        return []
    block = t.run_block[t.run[idx]]
    key_first, key_of = _rows_unique([block, t.lo[idx], t.hi[idx]])
    keys = np.stack([block[key_first], t.lo[idx][key_first], t.hi[idx][key_first]], axis=1)
    first, _ = _rows_unique([key_of, t.run[idx], t.kind[idx], t.seg[idx]])
    uniq = np.stack([key_of[first], t.run[idx][first], t.kind[idx][first],
                     t.seg[idx][first]], axis=1)
    members: dict[int, list[tuple[int, int, np.ndarray, np.ndarray]]] = defaultdict(list)
    split = np.flatnonzero(np.any(np.diff(uniq[:, :3], axis=0) != 0, axis=1)) + 1
    for part, firsts in zip(np.split(uniq, split), np.split(idx[first], split), strict=True):
        members[int(part[0, 0])].append((int(part[0, 1]), int(part[0, 2]), part[:, 3],
                                         firsts))
    pairs = [(k, k) for k in range(len(keys))]
    for a, b in overlap_pairs(keys[:, 1], keys[:, 2], np.ones(len(keys), dtype=bool)):
        same = keys[a, 0] == keys[b, 0]
        pairs += [(x, y) for x, y in zip(a[same].tolist(), b[same].tolist(), strict=True)
                  if x < y]
    out = []
    for k1, k2 in set(pairs):
        for ra, kind_a, seg_a, idx_a in members[k1]:
            for rb, kind_b, seg_b, idx_b in members[k2]:
                if ra == rb or (k1 == k2 and ra > rb):
                    continue
                if not _conflict(np.array(kind_a), np.array(kind_b)):
                    continue
                sa, sb = order.slot[ra], order.slot[rb]
                known = order.vc[order.base[ra] + seg_a, sb]  # B's segments before seg_a
                after = order.vc[order.base[rb] + seg_b, sa]  # non-decreasing along B
                start = np.searchsorted(seg_b, known, "right")
                stop = np.searchsorted(after, seg_a, "left")
                count = np.maximum(stop - start, 0)
                if count.any():
                    m = int(np.argmax(count > 0))
                    out.append((int(idx_a[m]), int(idx_b[start[m]]), int(count.sum())))
    return out


def _race(launch: LaunchTrace, x: int, y: int, count: int) -> Finding:
    t = launch.trace
    tensor = launch.tensors[int(t.param[x])]
    addr = max(int(t.lo[x]), int(t.lo[y]))
    a, b = launch.access(x), launch.access(y)
    if t.kind[x] == READ or (t.kind[y] != READ and a.block < b.block):
        a, b = b, a  # the writer first; between writes, the later block first
    flag = None
    if a.block != b.block:
        if READ in (t.kind[x], t.kind[y]):
            hint = ("blocks are ordered only by sync_all(): put one between the write and "
                    "the read, give each block its own elements, or split the work into two "
                    "launches")
        else:
            hint = "use atomic_add or give each block its own element"
    else:
        flag, hint = _sync_hint(launch, a.block)
    return launch.finding(
        "race", tensor, addr, [a, b],
        f"race on {index_text(tensor.name, tensor.index(addr))}: {a.describe()} and "
        f"{b.describe()}, with nothing ordering them; {hint}", count, flag)


def _sync_hint(launch: LaunchTrace, block: int) -> tuple[int | None, str]:
    """What is wrong with the flags of ``block``, if the events show it."""
    t = launch.trace
    waiters: dict[int, set[int]] = defaultdict(set)
    for i, e in enumerate(t.events):
        if e.kind != WAIT or int(t.run_block[e.run]) != block:
            continue
        waiters[e.flag].add(int(t.run_core[e.run]))
        s = launch.order.consumed.get(i)
        if s is not None and int(t.run_block[t.events[s].run]) != block:
            src = t.events[s]
            core = int(t.run_core[e.run])
            return e.flag, (
                f"wait_flag({e.flag}) at {launch.file}:{e.line} (core {core} "
                f"{launch.core_kind(core)}) took the count of flag {e.flag} left over by block "
                f"{int(t.run_block[src.run])} (set_flag({e.flag}) at {launch.file}:{src.line}); "
                f"make every block take as many counts as it gives")
    for f, cores in sorted(waiters.items()):
        if len(cores) > 1:
            names = " and ".join(f"core {c} {launch.core_kind(c)}" for c in sorted(cores))
            return f, (
                f"flag {f} is waited on by {names}: a wait can take the count set for the other "
                f"core; give each waiting core its own flag")
    return None, "order them with set_flag/wait_flag or cluster_barrier"


def unpaired_flags(launch: LaunchTrace) -> list[Finding]:
    """Blocks that give a flag more counts than they take: the count at block end."""
    t = launch.trace
    sets: dict[tuple[int, int], list[int]] = defaultdict(list)
    waits: dict[tuple[int, int], int] = defaultdict(int)
    taker: dict[int, int] = {s: w for w, s in launch.order.consumed.items() if s is not None}
    for i, e in enumerate(t.events):
        key = (int(t.run_block[e.run]), e.flag)
        if e.kind == SET:
            sets[key].append(i)
        elif e.kind == WAIT:
            waits[key] += 1
    groups: dict[tuple, list] = {}
    for (block, f), given in sets.items():
        excess = len(given) - waits.get((block, f), 0)
        if excess <= 0:
            continue
        left = [s for s in given if s not in taker
                or int(t.run_block[t.events[taker[s]].run]) != block][-excess:]
        left = left or given[-excess:]  # the last sets of the block hold the count
        accesses = [launch.event_access(s) for s in left]
        key = (f, tuple(sorted({a.line for a in accesses})))
        entry = groups.setdefault(key, [block, excess, [], 0])
        entry[2].extend(accesses)
        entry[3] += 1
    findings = []
    for (f, lines), (block, excess, accesses, n) in groups.items():
        cores = sorted({(a.core, a.core_kind) for a in accesses})
        sites = ", ".join(f"{launch.file}:{line}" for line in lines)
        names = ", ".join(f"core {c} {kind}" for c, kind in cores)
        blocks = f"block {block}" if n == 1 else f"{n} blocks (block {block} first)"
        message = (
            f"unpaired_flag {f}: {blocks} end with flag {f} at {excess}: set_flag({f}) at "
            f"{sites} ({names}) is taken by no wait_flag({f}) of its block, so the count is "
            f"left for the next block on the cluster; make every block take as many counts as "
            f"it gives")
        if n == 1:
            message = message.replace(" end with ", " ends with ", 1)
        shown = tuple({(a.block, a.core, a.line): a for a in accesses}.values())
        findings.append(launch.finding("unpaired_flag", None, None, list(shown), message, n,
                                       f))
    return findings
