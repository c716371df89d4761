"""The policy advisor: per tensor, how many of the lines it reads are re-read within the L2's
capacity, and what that says about BYPASS.

A block's requests may touch one line several times in a row (element loads interleaved with
other lines' accesses), which is spatial locality, not reuse.  So the reads of one block to
one line of one tensor that follow each other within ``VISIT_WINDOW`` of that block's
requests form one *visit*.  A line is *re-read* when a later visit to it (by any block) hits
in a cold L2 of the same geometry: for a tensor read DEFAULT, the L2 runs the launch as
compiled (the other tensors' BYPASS reads do not allocate), so a table that BYPASS on a
stream keeps resident shows its reuse; for a tensor read BYPASS, the L2 runs every read
allocating, the question being whether its lines would be read again if they were kept.

- a read-only tensor none of whose lines is re-read: BYPASS candidate (justified if BYPASS);
- a BYPASS tensor whose lines are re-read: BYPASS costs hits;
- a tensor the kernel writes: nothing to propose (BYPASS is read-only).
"""

from __future__ import annotations

import numpy as np

from incore.runtime.l2.config import L2Config
from incore.runtime.l2.counters import L2Stats, TensorAdvice
from incore.runtime.l2.model import CacheState
from incore.runtime.l2.trace import BYPASS, WRITE

VISIT_WINDOW = 8
REREAD_COSTLY = 0.10  # a BYPASS tensor with at least this fraction of lines re-read


def visit_starts(line: np.ndarray, tensor: np.ndarray, segment: np.ndarray,
                 read: np.ndarray) -> np.ndarray:
    """Reads that begin a visit, for arrays in per-block order (each segment contiguous)."""
    n = len(line)
    starts = read.copy()
    if n < 2:
        return starts
    # position inside the record's segment: records i and i - d share it iff pos[i] >= d
    first = np.flatnonzero(np.r_[True, segment[1:] != segment[:-1]])
    pos = np.arange(n, dtype=np.int64) - np.repeat(first, np.diff(np.r_[first, n]))
    key = line | (tensor.astype(np.uint64) << np.uint64(48))  # lines are below 2**45
    for d in range(1, min(VISIT_WINDOW, n - 1) + 1):
        starts[d:] &= ~((key[d:] == key[:-d]) & (pos[d:] >= d))
    return starts


def _distinct_lines(line: np.ndarray, tensor: np.ndarray, mask: np.ndarray, ranges: list,
                    shift: int) -> np.ndarray:
    """Per tensor index (``len(ranges)``: outside every tensor), how many distinct lines
    ``line[mask]`` holds: a bitmap over each tensor's own lines (no sort, no hash)."""
    out = np.zeros(len(ranges) + 1, dtype=np.int64)
    sel_line, sel_tensor = line[mask], tensor[mask]
    for i, (_, lo, hi, _) in enumerate(ranges):
        mine = sel_line[sel_tensor == i]
        if not len(mine):
            continue
        first = lo >> shift
        seen = np.zeros(((hi - 1) >> shift) - first + 1, dtype=bool)
        seen[(mine - np.uint64(first)).astype(np.int64)] = True
        out[i] = int(np.count_nonzero(seen))
    other = sel_line[sel_tensor == len(ranges)]
    out[len(ranges)] = len(np.unique(other)) if len(other) else 0
    return out


def analyse(
    words: np.ndarray, addr: np.ndarray, tensor: np.ndarray, segment: np.ndarray,
    bypass_compiled: np.ndarray, order: np.ndarray, ranges: list, config: L2Config,
    cold_hits: np.ndarray | None = None,
) -> dict[str, TensorAdvice]:
    """Advice per tensor of ``ranges``.  The arrays are in per-block order (each segment
    contiguous; ``words`` carry the decided policy bits); ``order`` puts them in L2 order.
    ``cold_hits`` are the launch's hits per request in L2 order if it ran in an empty L2
    (the as-compiled simulation the advisor needs: not run twice)."""
    n = len(words)
    if n == 0:
        return {name: TensorAdvice(0, 0, 0, written) for name, _, _, written in ranges}
    read = (words & WRITE) == 0
    line = addr >> np.uint64(config.line_shift)
    starts = visit_starts(line, tensor, segment, read)
    groups = np.zeros(n, dtype=np.uint32)
    hit = np.empty(n, dtype=bool)
    if cold_hits is None:
        state = CacheState(config.sets, config.ways, config.line, config.granule)
        _, cold_hits = state.simulate(words[order], groups, 1, want_hits=True)
    hit[order] = cold_hits > 0  # back to per-block order
    if bypass_compiled.any():
        state = CacheState(config.sets, config.ways, config.line, config.granule)
        _, hits = state.simulate((words & ~BYPASS)[order], groups, 1, want_hits=True)
        allocating = np.empty(n, dtype=bool)
        allocating[order] = hits > 0
        hit = np.where(_bypass_tensor(tensor, bypass_compiled & read, len(ranges) + 1)[tensor],
                       allocating, hit)
    reread = starts & hit
    lines_read = _distinct_lines(line, tensor, starts, ranges, config.line_shift)
    lines_re = _distinct_lines(line, tensor, reread, ranges, config.line_shift)
    bypass = np.bincount(tensor[bypass_compiled & read], minlength=len(ranges) + 1)
    return {
        name: TensorAdvice(int(lines_read[i]), int(lines_re[i]), int(bypass[i]), written)
        for i, (name, _, _, written) in enumerate(ranges)
    }


def _bypass_tensor(tensor: np.ndarray, bypass_read: np.ndarray, ntensors: int) -> np.ndarray:
    """Per tensor index: whether any of its reads was compiled BYPASS."""
    return np.bincount(tensor[bypass_read], minlength=ntensors) > 0


def advise(stats: L2Stats) -> dict[str, str]:
    """One sentence per tensor that the advisor has something to say about."""
    out = {}
    for name, a in stats.advice.items():
        if a.written or a.lines_read == 0:
            continue
        pct = round(100 * a.reread_fraction)
        if a.bypass_reads and a.lines_reread == 0:
            out[name] = f"`{name}`: every line read once — BYPASS is justified"
        elif a.bypass_reads and a.reread_fraction >= REREAD_COSTLY:
            out[name] = (f"`{name}`: BYPASS, but {pct}% of its lines are re-read — "
                         f"BYPASS costs hits")
        elif not a.bypass_reads and a.lines_reread == 0:
            out[name] = f"`{name}`: every line read once — a BYPASS candidate"
    return out
