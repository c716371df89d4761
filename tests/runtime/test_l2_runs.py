"""Counted runs and set sampling in the native simulator: every counter and every record's
hits are the Python reference's (tests/support/l2_reference.py), which expands a counted run
into its requests one by one; set sampling counts N times what the sampled sets see."""

from __future__ import annotations

import numpy as np
import pytest

from incore.runtime.l2.model import COUNTER_NAMES, CacheState
from incore.runtime.l2.trace import counted, encode, request_count, request_counts
from tests.support.l2_reference import reference_counters

BASE = 0x1000_0000_0000
NO_ALLOC = 1 << 63


def _mixed_trace(rng, n, span_lines, line, scales, sizes=None):
    """Plain requests (of ``sizes``, aligned to them) and counted runs (2..40 requests of
    2**scale bytes), reads, writes and no-allocate reads, over ``span_lines`` lines."""
    sizes = sizes or [1, 4, 8, line]
    words = []
    for _ in range(n):
        addr = BASE + int(rng.integers(0, span_lines * line))
        write = bool(rng.random() < 0.3)
        no_alloc = not write and rng.random() < 0.3
        if rng.random() < 0.5:
            scale = int(rng.choice(scales))
            addr -= addr % (1 << scale)
            word = counted(addr, int(rng.integers(2, 41)), scale, write)
        else:
            size = int(rng.choice(sizes))
            word = encode(addr - addr % size, size, write)
        words.append(word | (NO_ALLOC if no_alloc else 0))
    return words


def _native(words, groups, ngroups, sets, ways, line, granule, state=None):
    st = state or CacheState(sets, ways, line, granule)
    counters, hits = st.simulate(np.array(words, np.uint64), np.array(groups, np.uint32),
                                 ngroups, want_hits=True)
    return [dict(zip(COUNTER_NAMES, map(int, row), strict=True)) for row in counters], \
        list(hits), st


@pytest.mark.parametrize("seed, sets, ways, line, granule, scales", [
    (0, 1, 1, 64, 64, [2]), (1, 4, 2, 64, 16, [0, 2, 3]), (2, 16, 4, 32, 8, [2, 5, 6]),
    (3, 8, 16, 128, 128, [2, 7]), (4, 5, 3, 64, 1, [1, 2]),
])
def test_counted_runs_count_what_their_requests_count_one_by_one(seed, sets, ways, line,
                                                                 granule, scales):
    # scale 6 with 32-byte lines: a run whose requests span two lines (simulated k times)
    rng = np.random.default_rng(seed)
    words = _mixed_trace(rng, 2500, sets * ways * 3, line, scales)
    groups = rng.integers(0, 3, len(words))
    got, hits, _ = _native(words, groups, 3, sets, ways, line, granule)
    want, want_hits, _ = reference_counters(words, groups, 3, sets, ways, line, granule=granule)
    assert got == want
    assert hits == want_hits


def test_a_counted_run_is_its_requests_in_a_row():
    """The run record and the same requests as plain records, one after the other."""
    run = counted(BASE + 8, 5, 2, write=True)
    plain = [encode(BASE + 8, 4, True)] * 5
    first, _, _ = _native([encode(BASE + 4096, 4), run], [0, 0], 1, 4, 2, 64, 16)
    second, _, _ = _native([encode(BASE + 4096, 4), *plain], [0] * 6, 1, 4, 2, 64, 16)
    assert first == second
    assert first[0]["write_cache_miss_allocate"] == 1 and first[0]["write_cache_hit"] == 4


def test_request_counts_of_a_trace():
    words = np.array([encode(BASE, 4), counted(BASE, 7, 2), counted(BASE, 1023, 0)],
                     np.uint64)
    assert list(request_counts(words)) == [1, 7, 1023]
    assert request_count(words) == 1031
    st = CacheState(4, 2, 64)
    st.simulate(words, np.zeros(3, np.uint32), 1)
    assert st.requests == 1031


def test_a_run_of_no_request_and_a_bad_run_are_refused():
    st = CacheState(4, 2, 64)
    empty = np.array([(1 << 61) | BASE | 2 << 58], np.uint64)
    with pytest.raises(ValueError, match="counted runs of 1 request or more"):
        st.simulate(empty, np.zeros(1, np.uint32), 1)
    with pytest.raises(ValueError, match="counted run"):
        counted(BASE, 1024, 2)
    with pytest.raises(ValueError, match="counted run"):
        counted(BASE, 4, 8)


@pytest.mark.parametrize("sampling", [2, 4, 8])
def test_set_sampling_counts_n_times_the_sampled_sets(sampling):
    sets, ways, line = 16, 4, 64
    rng = np.random.default_rng(sampling)
    words = _mixed_trace(rng, 3000, sets * ways * 4, line, [2], sizes=[4, 8])  # 1 line each
    groups = rng.integers(0, 2, len(words))
    sampled = CacheState(sets, ways, line, 16, sampling)
    got, hits, _ = _native(words, groups, 2, sets, ways, line, 16, state=sampled)
    keep = [i for i, w in enumerate(words) if ((w & ((1 << 48) - 1)) // line) % sampling == 0]
    want, want_hits, _ = reference_counters([words[i] for i in keep], groups[keep], 2, sets,
                                            ways, line, granule=16)
    assert got == [{k: v * sampling for k, v in row.items()} for row in want]
    assert [hits[i] for i in keep] == want_hits
    assert all(hits[i] == 0 for i in range(len(words)) if i not in set(keep))
    writebacks, nbytes = sampled.flush()
    assert writebacks % sampling == 0 and nbytes == writebacks * line


def test_cache_state_refuses_a_sampling_that_is_not_a_power_of_two_up_to_the_sets():
    for bad in (0, 3, 32):
        with pytest.raises(ValueError, match="sampling"):
            CacheState(16, 4, 64, 16, bad)
