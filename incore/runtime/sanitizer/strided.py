"""Strided runs before the checks: each run the kernel recorded (``count`` accesses of
``hi - lo`` bytes, ``stride`` bytes and ``dt`` accesses apart; ``records.decode``) is either
dropped, when it provably adds no finding and no state, or expanded into the intervals of its
accesses, each with the time of its first access (``time + k * dt``), which are the
intervals the kernel writes without strided runs.  So the checks see what they saw before,
less the runs that cannot matter, and the findings are the same.

A run is *quiet*, and dropped, when all of these hold:

- its hull (first to last byte) lies inside its tensor (no out_of_bounds);
- its tensor is initialised in full (``Tensor.init`` None): no read of it is uninitialised
  and no write to it changes what the host records as written;
- its block has one run (the within-block race check orders segments of several runs);
- it is the only access row of its (run, segment, kind, tensor, line) group, which the host
  coalesces: no other interval would have merged with one of its accesses;
- no access of another block that conflicts with it (one of the two writes, not both
  atomic) overlaps one of its accesses: an interval overlaps a run when the first access
  ending after the interval's start begins before its end; two runs of one stride do not
  overlap when their residues modulo the stride are disjoint, and any other pair of runs
  whose hulls overlap is taken to overlap (the run is expanded: exact, only slower).

A grid-stride loop's runs are quiet: each block's accesses lie in residues of their own.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from incore.runtime.sanitizer.records import ATOMIC, READ, Trace

# Past this many runs the pairwise test is not tried: every run is expanded.
MAX_TESTED_RUNS = 4096


def resolve(trace: Trace, tensors: dict) -> Trace:
    """``trace`` with its strided runs dropped where quiet and expanded elsewhere (see the
    module docstring); ``tensors``: param index -> ``checks.Tensor``."""
    if trace.count is None:
        return trace
    runs = np.flatnonzero(trace.count > 1)
    quiet = _quiet(trace, runs, tensors) if len(runs) <= MAX_TESTED_RUNS else \
        np.zeros(len(runs), dtype=bool)
    drop = np.zeros(len(trace.lo), dtype=bool)
    drop[runs[quiet]] = True
    return _expand(trace, ~drop)


def _hull_hi(trace: Trace) -> np.ndarray:
    return trace.lo + (trace.count - 1) * trace.stride + (trace.hi - trace.lo)


def _conflict(ka: int, kb: np.ndarray) -> np.ndarray:
    return ((ka != READ) | (kb != READ)) & ~((ka == ATOMIC) & (kb == ATOMIC))


def _quiet(trace: Trace, runs: np.ndarray, tensors: dict) -> np.ndarray:
    t = trace
    out = np.zeros(len(runs), dtype=bool)
    block = t.run_block[t.run]
    runs_per_block = np.bincount(t.run_block, minlength=int(t.run_block.max(initial=0)) + 1)
    hull_hi = _hull_hi(t)
    strided = t.count > 1
    size = t.hi - t.lo
    group = np.stack([t.run, t.seg, t.kind, t.param, t.line], axis=1)
    _, group_of, group_size = np.unique(group, axis=0, return_inverse=True,
                                        return_counts=True)
    group_of = group_of.reshape(-1)
    for j, r in enumerate(runs.tolist()):
        tensor = tensors.get(int(t.param[r]))
        if tensor is None or tensor.init is not None or runs_per_block[block[r]] != 1:
            continue
        if t.lo[r] < tensor.lo or hull_hi[r] > tensor.hi or group_size[group_of[r]] != 1:
            continue
        lo, hi, step, e = int(t.lo[r]), int(hull_hi[r]), int(t.stride[r]), int(size[r])
        cand = np.flatnonzero((block != block[r]) & _conflict(int(t.kind[r]), t.kind)
                              & (t.lo < hi) & (hull_hi > lo))
        if not len(cand):
            out[j] = True
            continue
        plain = cand[~strided[cand]]
        # the first access of the run ending after the interval's start
        k0 = np.maximum(0, -(-(t.lo[plain] - lo - e + 1) // step))
        if ((k0 < t.count[r]) & (lo + k0 * step < t.hi[plain])).any():
            continue
        other = cand[strided[cand]]
        residue = (t.lo[other] - lo) % step
        apart = (t.stride[other] == step) & (residue >= e) & (residue + size[other] <= step)
        out[j] = bool(apart.all())
    return out


def _expand(trace: Trace, keep: np.ndarray) -> Trace:
    """The rows ``keep`` with each run among them replaced by its accesses' intervals."""
    t = trace
    idx = np.flatnonzero(keep)
    n = t.count[idx]
    rows = np.repeat(idx, n)
    k = np.arange(len(rows), dtype=np.int64) - np.repeat(np.cumsum(n) - n, n)
    lo = t.lo[rows] + k * t.stride[rows]
    return replace(
        t, run=t.run[rows], seg=t.seg[rows], kind=t.kind[rows], param=t.param[rows],
        line=t.line[rows], lo=lo, hi=lo + (t.hi[rows] - t.lo[rows]),
        time=t.time[rows] + k * t.dt[rows], stride=None, count=None, dt=None)
