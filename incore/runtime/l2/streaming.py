"""A launch's requests simulated as they are drained, so the host holds only what the merge
order cannot place yet, whatever the trace's length.

The drainer hands each drained chunk of a core's trace to ``StreamingLaunch.feed`` (and
``TraceBuffers.collect`` the rest when the launch ends).  A chunk is cut at its block markers
into segments (a block's requests on one core).  The merge order (``merge.py``) interleaves
the segments of one wave round-robin: round ``j`` holds request ``j`` of every segment still
running.  So once every segment of the current wave has started, the rounds every one of them
has reached (or that a finished one ends before) can be placed: they are gathered in L2 order
(``gather.py``, native), simulated in the Worker's L2 (``model.py``) and dropped.  A wave is
done when its segments are finished and placed; then the next one begins.  The order, hence
every counter, is the one the whole trace gives; only what is held at a time differs.

Placing starts once ``HOLD`` requests are held: a shorter trace is placed in one go when the
launch ends, so the cores run without the host competing for the CPU.  The hit rate over
the launch is kept in buckets of requests that double in size when they
grow too many, so it too is bounded; the advisor, which needs the whole trace, runs the
whole-trace path instead (``capture.simulate``).
"""

from __future__ import annotations

import threading
import time

import numpy as np

from incore import abi
from incore.runtime.l2 import gather
from incore.runtime.l2.model import COUNTERS, CacheState

MAX_BUCKETS = 4096
# Requests held before placing starts: a trace below it is placed once, when the launch ends
# (no work while the cores run); a longer one is placed as it is drained.
HOLD = 1 << 20
_SIZE_MASK = np.uint64(abi.ACCESS_MAX_BYTES)
_SIZE_SHIFT = np.uint64(abi.ACCESS_SIZE_SHIFT)
_ADDR = (1 << abi.ACCESS_ADDR_BITS) - 1


class _Segment:
    __slots__ = ("core", "block", "parts", "length", "placed", "finished")

    def __init__(self, core: int, block: int) -> None:
        self.core, self.block = core, block
        self.parts: list[np.ndarray] = []  # requests not placed yet
        self.length = 0  # requests seen
        self.placed = 0  # requests placed in L2 order
        self.finished = False


class StreamingLaunch:
    """Simulates one launch's requests as they arrive (see the module docstring)."""

    def __init__(self, cache: CacheState, lock: threading.Lock, arch: str, offset: int,
                 gm_base: int, gm_size: int, ranges: list, ncores: int, wave_width: int,
                 nblocks: int, per_block: int) -> None:
        self.cache, self.lock = cache, lock
        self.policy = (arch, gm_base, gm_size, offset)
        self.ranges, self.ncores = ranges, ncores
        self.width = max(1, int(wave_width))
        self.nblocks, self.per_block = nblocks, per_block
        self.ngroups = (len(ranges) + 1) * ncores
        self.counters = np.zeros((self.ngroups, COUNTERS), dtype=np.uint64)
        self.owners = (np.array([(lo, hi) for _, lo, hi, _ in ranges],
                                dtype=np.uint64).reshape(-1, 2), ncores)
        self.open: dict[int, _Segment] = {}  # core -> its running segment
        self.waves: dict[int, list[_Segment]] = {}
        self.wave = 0
        self.requests = 0
        self.bucket = 1  # requests per timeline bucket
        self.hits = np.zeros(0, np.int64)  # per bucket
        self.counts = np.zeros(0, np.int64)
        self.stray = False  # requests before a core's first marker: placed at the end
        self.held_peak = 0  # most requests held at once
        self._held = 0
        self.busy_s = 0.0  # time spent placing and simulating, during and after the launch

    # ---------------------------------------------------------------- input

    def feed(self, core: int, records: np.ndarray) -> None:
        """A core's next records, in its order (block markers included)."""
        if not len(records):
            return
        t0 = time.perf_counter()
        try:
            self._feed(core, records)
        finally:
            self.busy_s += time.perf_counter() - t0

    def _feed(self, core: int, records: np.ndarray) -> None:
        markers = np.flatnonzero(((records >> _SIZE_SHIFT) & _SIZE_MASK) == 0)
        cuts = [0, *(int(m) for m in markers), len(records)]
        for i in range(len(cuts) - 1):
            lo, hi = cuts[i], cuts[i + 1]
            if i > 0:  # records[lo] is a marker: the core's next block starts
                self._start(core, int(records[lo]) & _ADDR)
                lo += 1
            if hi > lo:
                self._append(core, records[lo:hi])
        if self._held >= HOLD:
            self._advance(final=False)

    def _start(self, core: int, block: int) -> None:
        seg = self.open.get(core)
        if seg is not None:
            seg.finished = True
        seg = self.open[core] = _Segment(core, block)
        self.waves.setdefault(block // self.width, []).append(seg)

    def _append(self, core: int, part: np.ndarray) -> None:
        seg = self.open.get(core)
        if seg is None:  # before the core's first marker (incore's payloads write none)
            seg = self.open[core] = _Segment(core, -1)
            self.waves.setdefault(-1, []).append(seg)
            self.stray = True
        seg.parts.append(part)
        seg.length += len(part)
        self._held += len(part)
        self.held_peak = max(self.held_peak, self._held)

    # ---------------------------------------------------------------- placing

    def _advance(self, final: bool) -> None:
        if self.stray and not final:
            return  # a wave -1 comes first, and it is only known complete at the end
        if final and self.stray:
            self.wave = -1
        while True:
            segs = self.waves.get(self.wave, [])
            first = self.wave * self.width
            expected = max(0, min(self.width, self.nblocks - first)) * self.per_block \
                if self.wave >= 0 else len(segs)
            if not final and len(segs) < expected:
                return  # a block of the wave has not started
            if not segs and (final or first >= self.nblocks):
                if final and self.wave < max(self.waves, default=-1):
                    self.wave += 1
                    continue
                return
            running = [s.length for s in segs if not s.finished and not final]
            longest = max(s.length for s in segs)
            upto = min([longest, *running])
            if upto > max(s.placed for s in segs):
                self._place(segs, upto)
            if final or all(s.finished and s.placed == s.length for s in segs):
                del self.waves[self.wave]
                self.wave += 1
                continue
            return

    def _place(self, segs: list[_Segment], upto: int) -> None:
        """Place rounds ``[placed, upto)`` of the wave's segments (all at the same round)."""
        segs = sorted(segs, key=lambda s: (s.block, s.core))
        start = max(s.placed for s in segs)  # a finished shorter segment stopped before
        rows, keep = [], []
        for s in segs:
            data = np.concatenate(s.parts) if len(s.parts) > 1 else (
                s.parts[0] if s.parts else np.zeros(0, np.uint64))
            n = max(0, min(s.length, upto) - s.placed)
            keep.append(data)
            rows.append((data.ctypes.data if len(data) else 0, n, s.core, 0))
            s.parts = [data[n:]] if len(data) > n else []
            s.placed += n
            self._held -= n
        segs_arr = np.array(rows, dtype=np.uint64).reshape(-1, 4)
        waves = np.array([(0, len(rows), upto - start)], dtype=np.uint64)
        total = int(segs_arr[:, 1].sum())
        out = gather.run(segs_arr, waves, total, *self.policy, self.ranges, self.ncores)
        del keep
        if not total:
            return
        with self.lock:
            counters, hits = self.cache.simulate(out["words"], out["groups"], self.ngroups,
                                                 want_hits=True, owners=self.owners)
            requests = self.cache.requests
        self.counters += counters
        self.requests += requests - total
        self._timeline(hits)

    def _timeline(self, hits: np.ndarray) -> None:
        """Add the batch's hits to the buckets (bucket ``k`` holds requests ``[k * bucket,
        (k + 1) * bucket)`` of the launch, whatever the batches were)."""
        h = (hits > 0).astype(np.int64)
        self.requests += len(h)
        pos = 0
        while pos < len(h):
            if len(self.counts) and self.counts[-1] < self.bucket:  # fill the open bucket
                take = min(len(h) - pos, self.bucket - int(self.counts[-1]))
                self.hits[-1] += int(h[pos:pos + take].sum())
                self.counts[-1] += take
                pos += take
                continue
            # every bucket is full: grow them until the rest fits in MAX_BUCKETS
            rest = len(h) - pos
            while len(self.counts) + -(-rest // self.bucket) > MAX_BUCKETS:
                self._coarsen()
                if len(self.counts) and self.counts[-1] < self.bucket:
                    break
            if len(self.counts) and self.counts[-1] < self.bucket:
                continue
            whole = rest // self.bucket
            span = h[pos:pos + whole * self.bucket].reshape(whole, self.bucket).sum(axis=1)
            tail = h[pos + whole * self.bucket:]
            new_hits = [span] + ([np.array([tail.sum()], np.int64)] if len(tail) else [])
            new_counts = [np.full(whole, self.bucket, np.int64)] + (
                [np.array([len(tail)], np.int64)] if len(tail) else [])
            self.hits = np.concatenate([self.hits, *new_hits])
            self.counts = np.concatenate([self.counts, *new_counts])
            pos = len(h)

    def _coarsen(self) -> None:
        """Halve the number of buckets: each pair becomes one of twice the size."""
        if len(self.counts) % 2:
            self.hits = np.append(self.hits, 0)
            self.counts = np.append(self.counts, 0)
        self.hits = self.hits.reshape(-1, 2).sum(axis=1)
        self.counts = self.counts.reshape(-1, 2).sum(axis=1)
        if len(self.counts) and self.counts[-1] == 0:
            self.hits, self.counts = self.hits[:-1], self.counts[:-1]
        self.bucket *= 2

    # ---------------------------------------------------------------- output

    def finish(self) -> tuple[np.ndarray, int, tuple[float, ...]]:
        """Place what is left (the launch is over): ``(counters, requests, timeline)``."""
        t0 = time.perf_counter()
        for seg in self.open.values():
            seg.finished = True
        self._advance(final=True)
        self.busy_s += time.perf_counter() - t0
        return self.counters, self.requests, self._slices()

    def _slices(self, points: int = 100) -> tuple[float, ...]:
        if not len(self.counts):
            return ()
        h, c = self.hits, self.counts
        edges = np.linspace(0, len(c), min(points, len(c)) + 1).astype(np.int64)
        hs = np.add.reduceat(h, edges[:-1])
        cs = np.add.reduceat(c, edges[:-1])
        return tuple(float(a) / float(b) if b else 0.0 for a, b in zip(hs, cs, strict=True))
