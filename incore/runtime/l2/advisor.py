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

``L2Stats.advice`` is one launch's view, from a cold L2.  ``RunAdvice`` is the view over the
consecutive launches of a Worker (``L2Totals.advice``): the as-compiled hits are the Worker's
own L2's, which keeps lines from one launch to the next, and the all-allocating L2 is a shadow
kept across the launches too, so a line a later launch reads again is re-read.  Given the run
with every BYPASS as DEFAULT (``advise(stats, default)``), a BYPASS tensor whose BYPASS costs
main-memory bytes there is never called justified: the sentences agree with the headline.
"""

from __future__ import annotations

import numpy as np

from incore.runtime.l2.config import L2Config
from incore.runtime.l2.counters import L2Stats, TensorAdvice
from incore.runtime.l2.model import CacheState
from incore.runtime.l2.trace import BYPASS, WRITE, request_counts

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


def _visits(
    words: np.ndarray, addr: np.ndarray, tensor: np.ndarray, segment: np.ndarray,
    bypass_compiled: np.ndarray, order: np.ndarray, ranges: list, config: L2Config,
    compiled_hits: np.ndarray | None, allocating: CacheState | None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """``(line, starts, reread, bypass_read)`` per request in per-block order: the request's
    line, whether it begins a visit, whether it begins one that hits (a re-read), whether it
    is a read compiled BYPASS.  ``compiled_hits`` (L2 order) are the hits of the launch as
    compiled (None: simulated here from a cold L2); ``allocating`` is the all-allocating L2
    to run the launch through (None: a cold one, and only if the launch has BYPASS reads)."""
    n = len(words)
    read = (words & WRITE) == 0
    line = addr >> np.uint64(config.line_shift)
    starts = visit_starts(line, tensor, segment, read)
    groups = np.zeros(n, dtype=np.uint32)
    hit = np.empty(n, dtype=bool)
    if compiled_hits is None:
        state = CacheState(config.sets, config.ways, config.line, config.granule)
        _, compiled_hits = state.simulate(words[order], groups, 1, want_hits=True)
    # a counted run's record begins its visit with its first request: that one hit when
    # every request of the run did (hits saturate at 255)
    need = np.minimum(request_counts(words), 255)[order]
    hit[order] = compiled_hits >= need  # back to per-block order
    bypass_read = bypass_compiled & read
    if allocating is not None or bypass_compiled.any():
        state = allocating if allocating is not None else CacheState(
            config.sets, config.ways, config.line, config.granule)
        _, hits = state.simulate((words & ~BYPASS)[order], groups, 1, want_hits=True)
        every = np.empty(n, dtype=bool)
        every[order] = hits >= need
        hit = np.where(_bypass_tensor(tensor, bypass_read, len(ranges) + 1)[tensor],
                       every, hit)
    return line, starts, starts & hit, bypass_read


def analyse(
    words: np.ndarray, addr: np.ndarray, tensor: np.ndarray, segment: np.ndarray,
    bypass_compiled: np.ndarray, order: np.ndarray, ranges: list, config: L2Config,
    cold_hits: np.ndarray | None = None, weights: np.ndarray | None = None,
) -> dict[str, TensorAdvice]:
    """Advice per tensor of ``ranges``.  The arrays are in per-block order (each segment
    contiguous; ``words`` carry the decided policy bits); ``order`` puts them in L2 order.
    ``cold_hits`` are the launch's hits per request in L2 order if it ran in an empty L2
    (the as-compiled simulation the advisor needs: not run twice); ``weights`` the requests
    each record stands for (None: one each)."""
    if len(words) == 0:
        return {name: TensorAdvice(0, 0, 0, written) for name, _, _, written in ranges}
    line, starts, reread, bypass_read = _visits(
        words, addr, tensor, segment, bypass_compiled, order, ranges, config, cold_hits, None)
    lines_read = _distinct_lines(line, tensor, starts, ranges, config.line_shift)
    lines_re = _distinct_lines(line, tensor, reread, ranges, config.line_shift)
    bypass = np.bincount(tensor[bypass_read], minlength=len(ranges) + 1,
                         weights=None if weights is None else weights[bypass_read])
    return {
        name: TensorAdvice(int(lines_read[i]), int(lines_re[i]), int(round(bypass[i])),
                           written)
        for i, (name, _, _, written) in enumerate(ranges)
    }


class RunAdvice:
    """The advisor's view over consecutive launches of one Worker (``WorkerL2``; its lock
    guards it): per parameter name, the distinct lines read and re-read over the launches
    since the last ``reset``, reuse by a later launch included.  ``flush`` empties the
    all-allocating shadow L2 when the Worker's L2 is flushed."""

    def __init__(self, config: L2Config) -> None:
        self.config = config
        self.shadow = CacheState(config.sets, config.ways, config.line, config.granule)
        # name -> [lines read (sorted, distinct), lines re-read, BYPASS reads, written]
        self._seen: dict[str, list] = {}

    def add(self, words: np.ndarray, addr: np.ndarray, tensor: np.ndarray,
            segment: np.ndarray, bypass_compiled: np.ndarray, order: np.ndarray,
            ranges: list, hits: np.ndarray, weights: np.ndarray | None = None) -> None:
        """Count one launch (arrays as for ``analyse``); ``hits`` are its hits in the
        Worker's L2, in L2 order.  Every launch goes through the shadow, BYPASS or not, so
        that it holds what an all-allocating L2 would."""
        seen = self._seen
        if len(words):
            line, starts, reread, bypass_read = _visits(
                words, addr, tensor, segment, bypass_compiled, order, ranges, self.config,
                hits, self.shadow)
        for i, (name, _, _, written) in enumerate(ranges):
            entry = seen.setdefault(name, [_NO_LINES, _NO_LINES, 0, False])
            entry[3] = entry[3] or written
            if not len(words):
                continue
            mine = tensor == i
            entry[0] = np.union1d(entry[0], line[mine & starts])
            entry[1] = np.union1d(entry[1], line[mine & reread])
            sel = mine & bypass_read
            entry[2] += int(sel.sum() if weights is None else weights[sel].sum())

    def flush(self) -> None:
        """The Worker's L2 was emptied: so is the shadow."""
        self.shadow.flush()

    def reset(self) -> None:
        """Start counting anew (the shadow keeps its contents, as the Worker's L2 does)."""
        self._seen = {}

    def advice(self) -> dict[str, TensorAdvice]:
        """Per parameter name, the ``TensorAdvice`` of the launches so far."""
        return {name: TensorAdvice(len(read), len(again), bypass, written)
                for name, (read, again, bypass, written) in self._seen.items()}


_NO_LINES = np.zeros(0, dtype=np.uint64)


def _bypass_tensor(tensor: np.ndarray, bypass_read: np.ndarray, ntensors: int) -> np.ndarray:
    """Per tensor index: whether any of its reads was compiled BYPASS."""
    return np.bincount(tensor[bypass_read], minlength=ntensors) > 0


def _mm(stats: L2Stats, name: str) -> int | None:
    c = stats.per_tensor.get(name)
    return None if c is None else c.bytes_from_main_memory + c.bytes_to_main_memory


def advise(stats: L2Stats, default: L2Stats | None = None) -> dict[str, str]:
    """One sentence per tensor that the advisor has something to say about.  ``default`` is
    the same launches with every BYPASS compiled as DEFAULT (``incore l2``'s second run): a
    BYPASS tensor that moves more main-memory bytes than there is told so, never that BYPASS
    is justified, whatever its lines' re-reads say."""
    out = {}
    for name, a in stats.advice.items():
        if a.written or a.lines_read == 0:
            continue
        pct = round(100 * a.reread_fraction)
        pct = "<1" if pct == 0 and a.lines_reread else pct
        mine = _mm(stats, name)
        theirs = _mm(default, name) if default is not None else None
        costs = a.bypass_reads and mine is not None and theirs is not None and mine > theirs
        more = (f"{100 * (mine - theirs) / theirs:+.1f}%" if theirs else f"+{mine} B") \
            if costs else ""
        if a.bypass_reads and a.reread_fraction >= REREAD_COSTLY:
            out[name] = (f"`{name}`: BYPASS, but {pct}% of its lines are re-read — "
                         f"BYPASS costs hits" + (f" ({more} main-memory bytes)" if costs else ""))
        elif costs and a.lines_reread == 0:
            out[name] = (f"`{name}`: no line re-read, but each is read by several requests "
                         f"in a row and every BYPASS request fetches from main memory: "
                         f"{more} main-memory bytes against DEFAULT — BYPASS costs bytes "
                         f"(load whole lines, as a tile load does, or drop BYPASS)")
        elif costs:
            out[name] = (f"`{name}`: BYPASS moves {more} main-memory bytes against DEFAULT "
                         f"({pct}% of its lines re-read) — BYPASS costs bytes")
        elif a.bypass_reads and a.lines_reread == 0:
            out[name] = f"`{name}`: every line read once — BYPASS is justified"
        elif not a.bypass_reads and a.lines_reread == 0:
            out[name] = f"`{name}`: every line read once — a BYPASS candidate"
    return out
