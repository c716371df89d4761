"""The native L2 simulator: closed-form cases and a differential test against the Python
reference model (tests/support/l2_reference.py) on random traces."""

from __future__ import annotations

import numpy as np
import pytest

from incore.runtime.l2.model import COUNTER_NAMES, CacheState
from incore.runtime.l2.trace import encode
from tests.support.l2_reference import reference_counters

BASE = 0x1000_0000_0000
NO_ALLOC = 1 << 63


def run(words, sets, ways, line, groups=None, ngroups=1, state=None):
    st = state or CacheState(sets, ways, line)
    words = np.array(words, dtype=np.uint64)
    groups = np.zeros(len(words), np.uint32) if groups is None else np.array(groups, np.uint32)
    counters, hits = st.simulate(words, groups, ngroups, want_hits=True)
    return [dict(zip(COUNTER_NAMES, (int(v) for v in row), strict=True)) for row in counters], \
        hits, st


def reads(addrs, size=4, no_alloc=False):
    return [encode(a, size) | (NO_ALLOC if no_alloc else 0) for a in addrs]


@pytest.mark.parametrize("nbytes, line, elem", [(1 << 16, 128, 4), (96 * 64, 64, 8)])
def test_cold_stream_misses_once_per_line(nbytes, line, elem):
    (c,), _, _ = run(reads(range(BASE, BASE + nbytes, elem), elem), 64, 8, line)
    assert c["read_cache_miss_allocate"] == nbytes // line
    assert c["read_cache_hit"] == nbytes // elem - nbytes // line
    assert c["bytes_from_main_memory"] == nbytes


def test_small_table_reread_hits_every_time_after_the_first_pass():
    line, w, repeats, per_line = 128, 24, 5, 128 // 8
    table = list(range(BASE, BASE + w * line, 8))
    (c,), _, _ = run(reads(table * repeats, 8), 64, 8, line)  # 24 lines << 512 lines
    assert c["read_cache_miss_allocate"] == w
    # first pass: per_line - 1 hits per line; each later pass: per_line hits per line
    assert c["read_cache_hit"] == w * (per_line - 1) + (repeats - 1) * w * per_line


def test_table_reread_with_line_sized_reads_gives_closed_form_hits():
    line, w, repeats = 64, 10, 7
    table = reads(range(BASE, BASE + w * line, line), line)
    (c,), _, _ = run(table * repeats, 32, 4, line)
    assert c["read_cache_hit"] == (repeats - 1) * w  # (R - 1) * W * (reads per line = 1)


def test_stream_twice_the_cache_read_twice_never_hits_under_lru():
    sets, ways, line = 16, 4, 64
    size = sets * ways * line
    stream = reads(range(BASE, BASE + 2 * size, line), line)
    (c,), _, _ = run(stream * 2, sets, ways, line)
    assert c["read_cache_hit"] == 0
    assert c["read_cache_miss_allocate"] == 2 * len(stream)
    assert c["victims"] == 2 * len(stream) - sets * ways


def test_no_allocate_read_hits_a_resident_line_and_leaves_an_absent_one_out():
    line = 64
    resident, absent = BASE, BASE + 4096
    (c,), hits, st = run(reads([resident]) + reads([resident, absent + 8], no_alloc=True),
                         8, 2, line)
    assert c["read_cache_miss_allocate"] == 1
    assert c["read_cache_hit"] == 1  # the no-allocate read of the resident line
    assert c["read_cache_miss_no_allocate"] == 1
    assert c["bytes_from_main_memory"] == line + 4  # the requested bytes only
    assert list(hits) == [0, 1, 0]
    assert list(st.resident_lines()) == [resident // line]  # absent line not allocated


def test_no_allocate_read_does_not_refresh_lru_order_of_others_and_evicts_nothing():
    before = CacheState(1, 2, 64)
    run(reads([BASE, BASE + 64]), 1, 2, 64, state=before)
    snapshot = before.resident_lines().tolist()
    run(reads([BASE + 640, BASE + 1280], no_alloc=True), 1, 2, 64, state=before)
    assert before.resident_lines().tolist() == snapshot


def test_write_back_write_allocate_and_victims():
    line = 64
    w = [encode(BASE, 8, write=True), encode(BASE + 64, 8), encode(BASE + 128, 8)]
    (c,), _, _ = run(w, 1, 2, line)  # one set of two ways: the third line evicts the first
    assert c["write_cache_miss_allocate"] == 1
    assert c["victims"] == 1 and c["writebacks"] == 1
    assert c["bytes_to_main_memory"] == line
    assert c["bytes_from_main_memory"] == 3 * line  # the write miss fetched its line too


def test_an_access_spanning_two_lines_is_two_requests():
    (c,), hits, _ = run([encode(BASE + 60, 8), encode(BASE + 60, 8)], 4, 2, 64)
    assert c["read_cache_miss_allocate"] == 2 and c["read_cache_hit"] == 2
    assert list(hits) == [0, 2]


def _random_trace(rng, n, span_lines, line):
    addr = BASE + rng.integers(0, span_lines * line, n)
    size = rng.choice([1, 2, 4, 8, 16, line, 3 * line // 2], n)
    write = rng.random(n) < 0.3
    no_alloc = (rng.random(n) < 0.3) & ~write
    return [encode(int(a), int(s), bool(wr)) | (NO_ALLOC if na else 0)
            for a, s, wr, na in zip(addr, size, write, no_alloc, strict=True)]


@pytest.mark.parametrize("seed, sets, ways, line", [
    (0, 1, 1, 64), (1, 4, 2, 64), (2, 16, 4, 32), (3, 8, 16, 128), (4, 5, 3, 64),
])
def test_native_model_agrees_with_the_reference_on_random_traces(seed, sets, ways, line):
    rng = np.random.default_rng(seed)
    span = sets * ways * 3  # three times the capacity: hits, misses and evictions
    words = _random_trace(rng, 3000, span, line)
    groups = rng.integers(0, 3, len(words))
    got, hits, _ = run(words, sets, ways, line, groups, 3)
    want, want_hits, _ = reference_counters(words, groups, 3, sets, ways, line)
    assert got == want
    assert list(hits) == want_hits


def test_state_carries_over_between_calls_like_one_call():
    rng = np.random.default_rng(7)
    words = _random_trace(rng, 2000, 200, 64)
    whole, _, _ = run(words, 8, 4, 64)
    st = CacheState(8, 4, 64)
    first, _, _ = run(words[:700], 8, 4, 64, state=st)
    second, _, _ = run(words[700:], 8, 4, 64, state=st)
    assert {k: first[0][k] + second[0][k] for k in COUNTER_NAMES} == whole[0]


def test_bad_inputs_name_the_problem():
    st = CacheState(4, 2, 64)
    with pytest.raises(ValueError, match="size 0"):
        st.simulate(np.array([BASE], np.uint64), np.zeros(1, np.uint32), 1)
    with pytest.raises(ValueError, match="groups"):
        st.simulate(np.array([encode(BASE, 4)], np.uint64), np.array([3], np.uint32), 2)
    with pytest.raises(ValueError, match="line"):
        CacheState(4, 2, 48)
