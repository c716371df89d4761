"""The L2 model's host-side pieces: record encoding, the merge order, the policy decision,
the advisor's visits and the hit-rate timeline, L2Config checks."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.runtime.l2 import merge, policy
from incore.runtime.l2.advisor import visit_starts
from incore.runtime.l2.capture import attribute, timeline
from incore.runtime.l2.trace import BYPASS, encode, sizes

BASE = 0x1000_0000_0000


def marker(block):
    return encode(block, 0)


def acc(i, core):
    return encode(BASE + 64 * (100 * core + i), 4)


def test_encoding_round_trips_and_rejects_what_does_not_fit():
    w = np.array([encode(BASE + 3, 17, write=True, bypass=True)], np.uint64)
    assert int(sizes(w)[0]) == 17
    assert int(w[0]) >> 62 == 3
    with pytest.raises(ValueError, match="bytes at"):
        encode(BASE, 1 << 14)
    with pytest.raises(ValueError, match="bytes at"):
        encode(1 << 48, 4)


def test_merge_interleaves_a_wave_round_robin_by_block_then_runs_waves_in_order():
    # core 0 ran blocks 1 and 2, core 1 ran block 0 (dynamic claiming); waves of 2 blocks
    core0 = np.array([marker(1), acc(0, 1), acc(1, 1), acc(2, 1), marker(2), acc(0, 2)],
                     np.uint64)
    core1 = np.array([marker(0), acc(0, 0), acc(1, 0)], np.uint64)
    m = merge.merge([core0, core1], 2)
    # wave 0 = blocks 0, 1 interleaved one record at a time; wave 1 = block 2
    assert m.words.tolist() == [acc(0, 0), acc(0, 1), acc(1, 0), acc(1, 1), acc(2, 1), acc(0, 2)]
    assert m.cores.tolist() == [1, 0, 1, 0, 0, 0]
    assert [m.segments[s] for s in m.segment] == [(0, 1), (1, 0), (0, 1), (1, 0), (1, 0), (2, 0)]


def test_merge_does_not_depend_on_which_core_ran_which_block():
    blocks = {b: [acc(i, b) for i in range(3 + b)] for b in range(5)}

    def trace(assignment):
        per_core = [[] for _ in range(3)]
        for b, core in assignment.items():
            per_core[core] += [marker(b), *blocks[b]]
        return [np.array(t, np.uint64) for t in per_core]

    a = merge.merge(trace({0: 0, 1: 1, 2: 2, 3: 0, 4: 1}), 3)
    b = merge.merge(trace({0: 2, 1: 2, 2: 0, 3: 1, 4: 1}), 3)
    assert a.words.tolist() == b.words.tolist()
    # the order array maps merged records back to their per-core position
    words, _, _, _ = merge.split(trace({0: 0, 1: 1, 2: 2, 3: 0, 4: 1}))
    assert words[a.order].tolist() == a.words.tolist()


def test_merge_of_an_empty_trace():
    m = merge.merge([np.zeros(0, np.uint64)] * 2, 4)
    assert len(m.words) == 0 and len(m.order) == 0


def test_policy_a2a3_window_decides_and_canonicalises():
    gm, size, off = BASE, 1 << 30, 0x800_0000_0000
    words = np.array([
        encode(gm + off + 64, 4, bypass=True),  # BYPASS read through the window
        encode(gm + 64, 4),                     # ordinary read
        encode(gm + off + 128, 4, write=True),  # a write through the window still allocates
    ], np.uint64)
    out = policy.decide(words, "a2a3", gm, size, off)
    assert [int(w) & ((1 << 48) - 1) for w in out] == [gm + 64, gm + 64, gm + 128]
    assert [bool(int(w) >> 63) for w in out] == [True, False, False]


def test_policy_offset_zero_caches_bypass_loads_and_a5_uses_the_bit():
    words = np.array([encode(BASE + 64, 4, bypass=True), encode(BASE, 4, write=True,
                                                                bypass=True)], np.uint64)
    assert not (policy.decide(words, "a2a3", BASE, 1 << 30, 0) & BYPASS).any()
    a5 = policy.decide(words, "a5", BASE, 1 << 30, 0)
    assert [bool(int(w) >> 63) for w in a5] == [True, False]  # writes always allocate


def test_attribution_prefers_the_first_parameter_and_marks_the_rest_other():
    ranges = [("a", BASE, BASE + 100, False), ("b", BASE, BASE + 400, False)]
    got = attribute(np.array([BASE + 4, BASE + 200, BASE + 500], np.uint64), ranges)
    assert got.tolist() == [0, 1, 2]


def test_visits_collapse_nearby_reads_of_a_line_within_a_block_only():
    line = np.array([1, 2, 1, 1, 5, 1, 1], np.uint64)
    tensor = np.zeros(7, np.int64)
    seg = np.array([0, 0, 0, 0, 0, 1, 1])
    read = np.ones(7, bool)
    assert visit_starts(line, tensor, seg, read).tolist() == [
        True, True, False, False, True, True, False]


def test_timeline_is_hits_over_lines_per_slice():
    hits = np.array([1, 0, 2, 2], np.uint8)
    lines = np.array([1, 1, 2, 2], np.uint64)
    assert timeline(hits, lines, points=2) == (0.5, 1.0)
    assert timeline(None, lines) == ()


@pytest.mark.parametrize("kwargs, exc, pattern", [
    ({"line": 48}, ValueError, r"L2Config.line must be a power of two"),
    ({"line": 64.0}, TypeError, r"L2Config.line must be .*got float"),
    ({"ways": 0}, ValueError, r"L2Config.ways must be an int in \[1, 1024\]"),
    ({"size": 1000}, ValueError, r"L2Config.size must be a multiple of ways \* line"),
    ({"size": (1 << 20) + 1024}, ValueError, r"L2Config.size must be a multiple"),
    ({"trace_records": 2}, ValueError, r"L2Config.trace_records must be an int in"),
])
def test_l2config_names_the_bad_field(kwargs, exc, pattern):
    with pytest.raises(exc, match=pattern):
        incore.L2Config(**kwargs)


def test_l2config_geometry():
    cfg = incore.L2Config(size=1 << 20, ways=16, line=128)
    assert (cfg.sets, cfg.lines, cfg.line_shift) == (512, 8192, 7)
    assert cfg.describe() == "1 MiB, 16-way, 128 B lines"
