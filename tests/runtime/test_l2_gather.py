"""The native gather (``runtime/l2/gather.py``) against its Python reference: the merge order
of ``merge.py``, the policy of ``policy.py`` and the tensor of ``capture.attribute``, on random
multi-core traces; and the streaming consumer's counters against the whole trace's."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from incore.runtime.l2 import gather, merge, policy
from incore.runtime.l2.capture import attribute
from incore.runtime.l2.model import CacheState
from incore.runtime.l2.streaming import StreamingLaunch
from incore.runtime.l2.trace import ADDR_MASK, BYPASS, encode

GM = 0x1000_0000_0000
GM_SIZE = 1 << 30
OFFSET = 0x80000000000


def random_traces(rng, ncores: int, nblocks: int, with_stray: bool = False):
    """Per-core traces of ``nblocks`` blocks claimed by random cores, each block a random
    run of requests (reads, writes, BYPASS reads through the window)."""
    per_core = [[] for _ in range(ncores)]
    if with_stray:
        per_core[0].append(encode(GM + 64, 8))
    for block in range(nblocks):
        core = int(rng.integers(ncores))
        per_core[core].append(encode(block, 0))
        for _ in range(int(rng.integers(0, 40))):
            addr = GM + int(rng.integers(0, 1 << 16)) * 8
            write = bool(rng.random() < 0.3)
            bypass = not write and bool(rng.random() < 0.4)
            per_core[core].append(encode(addr + (OFFSET if bypass else 0),
                                         int(rng.integers(1, 9)), write, bypass))
    return [np.array(t, dtype=np.uint64) for t in per_core]


RANGES = [("a", GM, GM + (1 << 18), False), ("b", GM + (1 << 18), GM + (1 << 19), True)]


@pytest.mark.parametrize("arch, offset", [("a2a3", OFFSET), ("a2a3", 0), ("a5", 0)])
@pytest.mark.parametrize("seed", range(4))
def test_the_native_gather_is_merge_policy_and_attribute(arch, offset, seed):
    rng = np.random.default_rng(seed)
    ncores, width = 4, 3
    per_core = random_traces(rng, ncores, 17, with_stray=seed == 3)
    words, cores, seg, table = merge.split(per_core)
    decided = policy.decide(words, arch, GM, GM_SIZE, offset)
    tensor = attribute(decided & ADDR_MASK, RANGES)
    idx = merge.order(seg, table, width)
    got = gather.gather(per_core, width, arch, GM, GM_SIZE, offset, RANGES, ncores)
    assert np.array_equal(got["words"], decided[idx])
    assert np.array_equal(got["groups"], (tensor * ncores + cores)[idx].astype(np.uint32))
    assert np.array_equal(got["src"], idx)
    assert np.array_equal(got["compiled"] != 0, ((words & BYPASS) != 0)[idx])
    assert got["table"] == table
    assert np.array_equal(got["seg_of"], seg)


@pytest.mark.parametrize("chunk", [1, 7, 64])
@pytest.mark.parametrize("seed", range(3))
def test_streaming_in_chunks_counts_what_the_whole_trace_counts(chunk, seed, monkeypatch):
    from incore.runtime.l2 import streaming

    monkeypatch.setattr(streaming, "HOLD", 0)  # place whatever can be placed, at every feed
    rng = np.random.default_rng(10 + seed)
    ncores, width, nblocks = 4, 4, 23
    per_core = random_traces(rng, ncores, nblocks)
    got = gather.gather(per_core, width, "a2a3", GM, GM_SIZE, OFFSET, RANGES, ncores)
    ngroups = (len(RANGES) + 1) * ncores
    owners = (np.array([(lo, hi) for _, lo, hi, _ in RANGES], np.uint64), ncores)
    whole, _ = CacheState(16, 4, 64, 32).simulate(got["words"], got["groups"], ngroups,
                                                  owners=owners)
    consumer = StreamingLaunch(CacheState(16, 4, 64, 32), threading.Lock(), "a2a3", OFFSET,
                               GM, GM_SIZE, RANGES, ncores, width, nblocks, 1)
    # feed the cores' traces in interleaved chunks, as drains would
    pos = [0] * ncores
    while any(pos[c] < len(per_core[c]) for c in range(ncores)):
        c = int(rng.integers(ncores))
        part = per_core[c][pos[c]:pos[c] + chunk]
        pos[c] += len(part)
        consumer.feed(c, part.copy())
    counters, requests, line = consumer.finish()
    assert requests == len(got["words"])
    assert np.array_equal(counters, whole)
    assert len(line) == min(100, requests)


def test_the_streamed_timeline_does_not_depend_on_how_the_trace_was_chunked(monkeypatch):
    from incore.runtime.l2 import streaming

    monkeypatch.setattr(streaming, "HOLD", 0)
    monkeypatch.setattr(streaming, "MAX_BUCKETS", 16)  # coarsen often
    rng = np.random.default_rng(5)
    ncores, width, nblocks = 3, 3, 40
    per_core = random_traces(rng, ncores, nblocks)
    lines = []
    for chunk in (1, 5, 1000):
        consumer = StreamingLaunch(CacheState(16, 4, 64, 32), threading.Lock(), "a2a3",
                                   OFFSET, GM, GM_SIZE, RANGES, ncores, width, nblocks, 1)
        for c in range(ncores):  # core by core this time
            for i in range(0, len(per_core[c]), chunk):
                consumer.feed(c, per_core[c][i:i + chunk].copy())
        counters, requests, line = consumer.finish()
        assert int(consumer.counts.sum()) == requests
        lines.append(line)
    assert lines[0] == lines[1] == lines[2] and 8 <= len(lines[0]) <= 16
