"""The deterministic order in which the per-core traces of a launch reach the shared L2.

Each core's trace is a sequence of block segments (a block marker, then the block's records).
Blocks run in waves of as many blocks as the launch has cores of its kind (``cores`` blocks
of an SPMD launch, ``clusters`` blocks of a ``@mix`` launch, whose segments are the AIC's and
both AIVs'): wave ``w`` holds blocks ``[w * width, (w + 1) * width)``.  Waves reach the L2 one
after the other; inside a wave the segments are interleaved round-robin, one record at a time,
in order of (block, core): record 0 of every segment, then record 1 of every segment still
running, and so on.  The order depends only on the blocks' traces, never on which core ran a
block or on timing, so contention between the cores of a wave shows and every run of a launch
simulates the same trace.

The runtime puts traces in this order natively (``gather.py``); the numpy functions here are
its reference (``tests/runtime/test_l2_gather.py``) and the documented definition.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from incore.runtime.l2.trace import ADDR_MASK, sizes


@dataclass
class Merged:
    """A launch's accesses in L2 order: the record words, the core of each, and the index of
    each record's segment (``segments`` lists ``(block, core)`` per segment)."""

    words: np.ndarray
    cores: np.ndarray
    segment: np.ndarray
    segments: list[tuple[int, int]]
    order: np.ndarray  # order[m]: the per-block (core, segment) position of merged record m


def split(per_core: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray, list]:
    """All records without markers: ``(words, core, segment id)`` in core order, and the
    ``(block, core)`` of each segment id.  Records before a core's first marker (none are
    written by incore's lowering) form a segment of block -1."""
    words, cores, segs, table = [], [], [], []
    for core, arr in enumerate(per_core):
        if not len(arr):
            continue
        marker = sizes(arr) == 0
        seg_local = np.cumsum(marker) - 1  # -1 before the first marker
        starts = np.flatnonzero(marker)
        blocks = [int(b) for b in (arr[starts] & ADDR_MASK)]
        first = len(table)
        if seg_local[0] < 0:
            table.append((-1, core))
            first += 1
        table.extend((b, core) for b in blocks)
        keep = ~marker
        sid = np.where(seg_local < 0, first - 1, first + seg_local)
        words.append(arr[keep])
        cores.append(np.full(int(keep.sum()), core, dtype=np.uint32))
        segs.append(sid[keep].astype(np.int64))
    if not words:
        empty = np.zeros(0, dtype=np.uint64)
        return empty, np.zeros(0, np.uint32), np.zeros(0, np.int64), table
    return np.concatenate(words), np.concatenate(cores), np.concatenate(segs), table


def order(seg: np.ndarray, table: list[tuple[int, int]], wave_width: int) -> np.ndarray:
    """The permutation that puts records of per-core order (``seg``: each record's segment id,
    segments contiguous; ``table``: (block, core) per segment) into L2 order."""
    n = len(seg)
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    width = max(1, int(wave_width))
    nseg = len(table)
    blocks = np.array([b for b, _ in table], dtype=np.int64)
    seg_cores = np.array([c for _, c in table], dtype=np.int64)
    waves = np.where(blocks < 0, -1, blocks // width)
    by_wave = np.lexsort((seg_cores, blocks, waves))  # segments ordered by (wave, block, core)
    lengths = np.bincount(seg, minlength=nseg)
    starts = np.zeros(nseg, dtype=np.int64)
    first_index = np.flatnonzero(np.r_[True, seg[1:] != seg[:-1]])
    starts[seg[first_index]] = first_index
    wave_ids, wave_first, wave_count = np.unique(waves[by_wave], return_index=True,
                                                 return_counts=True)
    rank = np.empty(nseg, dtype=np.int64)
    rank[by_wave] = np.arange(nseg) - np.repeat(wave_first, wave_count)
    wave_index = np.searchsorted(wave_ids, waves)
    max_len = np.maximum.reduceat(lengths[by_wave], wave_first)
    spans = max_len * wave_count
    base = np.concatenate(([0], np.cumsum(spans)[:-1]))
    # per segment: where its record j lands is seg_base + j * seg_step
    seg_base = base[wave_index] + rank
    seg_step = wave_count[wave_index]
    j = np.arange(n, dtype=np.int64) - starts[seg]
    slot = seg_base[seg] + j * seg_step[seg]
    placed = np.full(int(spans.sum()), -1, dtype=np.int64)
    placed[slot] = np.arange(n, dtype=np.int64)
    return placed[placed >= 0]


def merge(per_core: list[np.ndarray], wave_width: int) -> Merged:
    """The launch's records in the documented order (``wave_width`` blocks per wave)."""
    words, cores, seg, table = split(per_core)
    idx = order(seg, table, wave_width)
    return Merged(words[idx], cores[idx], seg[idx], table, idx)
