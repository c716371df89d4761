"""Element access sites' runs (``incore/lowering/trace_sites.py``): the traced kernel records
one record per site and line, the core's requests keep their program-order count (a site's
consecutive accesses are one request, an access continuing the previous site's request joins
it), and the native simulation of the captured runs is the reference's, counter for
counter."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import incore
from incore import abi
from incore.runtime.l2 import policy
from incore.runtime.l2.model import COUNTER_NAMES, CacheState
from incore.runtime.l2.trace import RUN, request_counts, sizes
from tests.support.l2_capture import drained_records
from tests.support.l2_reference import reference_counters

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
OFFSET = 0x80000000000
SAXPY = (ROOT / "examples" / "saxpy" / "kernel.ik").read_text()
KERNELS = """
@aiv
kernel pairs(x: Tensor[[N], f32], y: Tensor[[M], f32]):
    for i in range(M):
        y[i] = x[2 * i] + x[2 * i + 1]

@aiv
kernel copy(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(N):
        y[i] = x[i]
"""


def _captured(kernel, *args, blocks=1, config=None):
    """``(stats, per-core records as drained)`` of one launch on a cold traced Worker (the
    advisor's whole-trace path hands the simulator the records)."""
    config = config or incore.L2Config(line=128, advise=True)
    with drained_records() as seen, incore.Worker(device_id=6, l2_cache_offset=OFFSET,
                                                  l2_model=config) as w:
        stats = w.launch(kernel, *args, blocks=blocks).l2
        layout = w._layout
    return stats, seen["per_core"], layout


def _records(per_core):
    words = np.concatenate([a for a in per_core if len(a)])
    return words[sizes(words) != 0]


def test_the_element_saxpy_is_one_counted_run_per_site_and_line():
    k = incore.compile(SAXPY, "saxpy.ik")["saxpy"]
    n = 1 << 14
    x, y = np.ones(n, np.float32), np.ones(n, np.float32)
    stats, per_core, _ = _captured(k, x, y, 2.0)
    words = _records(per_core)
    lines = n * 4 // 128
    # x[i], y[i] (read) and y[i] (write): 3 sites, each a run of 32 requests per line
    assert len(words) == 3 * lines
    assert (words & RUN).all() and set(request_counts(words)) == {32}
    assert stats.accesses == 3 * n  # the program-order requests: every access one
    cy = stats.per_tensor["y"]
    assert cy.read_cache_miss_allocate == lines and cy.read_cache_hit == n - lines
    assert cy.write_cache_hit == n


def test_an_access_continuing_the_previous_sites_request_joins_it():
    kernels = incore.compile(KERNELS, "runs.ik")
    m = 2048
    x, y = np.ones(2 * m, np.float32), np.zeros(m, np.float32)
    stats, _, _ = _captured(kernels["pairs"], x, y)
    # x[2i] and x[2i+1] follow each other: one request (a line read in 16 of them)
    assert stats.per_tensor["x"].requests == m
    assert stats.per_tensor["y"].requests == m


def test_a_run_ends_at_its_count_limit():
    kernels = incore.compile(KERNELS, "runs.ik")
    n = 8192
    x = np.arange(n, dtype=np.float32)
    config = incore.L2Config(size=1 << 20, line=4096, granule=128, advise=True)
    stats, per_core, _ = _captured(kernels["copy"], x, np.zeros(n, np.float32), config=config)
    counts = request_counts(_records(per_core))
    # 1024 requests per 4096-byte line and site: a run of 1023, then one of 1
    assert counts.max() == 1023 and (counts == 1).any() and stats.accesses == 2 * n


@pytest.mark.parametrize("granule", [1, 32, 128])
def test_the_simulation_of_captured_element_runs_is_the_references(granule):
    k = incore.compile(SAXPY, "saxpy.ik")["saxpy"]
    n = 3000
    rng = np.random.default_rng(2)
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    _, per_core, layout = _captured(k, x, y, 2.0, blocks=3)
    decided = policy.decide(_records(per_core), "a2a3", layout.gm_base, layout.gm_size, OFFSET)
    assert (decided & RUN).any()
    st = CacheState(8, 4, 128, granule)
    counters, hits = st.simulate(decided, np.zeros(len(decided), np.uint32), 1,
                                 want_hits=True)
    ref, ref_hits, _ = reference_counters([int(w) for w in decided], [0] * len(decided), 1, 8,
                                          4, 128, granule=granule)
    assert dict(zip(COUNTER_NAMES, map(int, counters[0]), strict=True)) == ref[0]
    assert list(hits) == ref_hits


def test_an_access_through_the_cores_run_ends_the_sites_request(monkeypatch):
    """Past ``MAX_SITES`` a site uses the core's run; its accesses still end the request of
    the site accessed before, so ``x[i]`` in ``y[i] = x[i]`` is one request per element either
    way.  The core's run ends only at its own accesses to another line (docs/runtime.md), so
    ``y[i]`` through it is one request per line."""
    from incore.lowering import access_trace

    monkeypatch.setattr(access_trace, "MAX_SITES", 1)  # x[i] has a run, y[i] the core's
    k = incore.compile(KERNELS, "runs.ik", cache=False, access_trace=True)["copy"]
    n = 1024
    stats, per_core, _ = _captured(k, np.ones(n, np.float32), np.zeros(n, np.float32))
    assert stats.per_tensor["x"].requests == n
    assert stats.per_tensor["y"].requests == n * 4 // 128
    assert (_records(per_core) & RUN).any()  # x's runs are counted runs


SAMPLED = """
@aiv
kernel mixed(x: Tensor[[N], f32], y: Tensor[[M], f32], z: Tensor[[M], f32]):
    for i in range(M):
        y[i] = x[2 * i] + x[2 * i + 1]
        z[M - 1 - i] = y[i] * 2.0
        if i % 3 == 0:
            z[i // 2] = x[i * 7 % N]
"""


ADDRESS = (1 << abi.ACCESS_ADDR_BITS) - 1  # a record's address (a block marker's: its block)
ALIGN = 1 << 10  # tensor starts: a whole number of 128-byte lines of 8 sampled sets


def _placed(w, args):
    """``args`` with each array copied into GM at an ``ALIGN``-aligned address, and the
    ``(start, nbytes)`` of each copy: launches with differently placed tensors then record
    the same lines of each tensor, in the same sampled sets (where a launch's own staging
    puts a tensor depends on what the context allocated before)."""
    placed, spans = [], []
    for a in args:
        if not isinstance(a, np.ndarray):
            placed.append(a)
            continue
        buf = w.empty(a.size + ALIGN // a.itemsize, a.dtype)
        skip = (-buf.addr % ALIGN) // a.itemsize
        view = buf[skip:skip + a.size]
        view[:] = a
        placed.append(view)
        spans.append((view.addr, a.nbytes))
    return placed, spans


def _by_block(per_core, line, sampling, spans):
    """Each block's records whose first line is one of the sampled sets' (line number % N ==
    0), in order (a block runs on one core; which core runs it varies between launches), each
    address (a BYPASS access's less the alias window's offset) replaced by its tensor's index
    and the offset into it (``spans``)."""
    blocks: dict[int, list[int]] = {}
    for words in per_core:
        current = None
        for word, size in zip(words.tolist(), sizes(words).tolist(), strict=True):
            if size == 0:  # a block marker: the block's index
                current = blocks.setdefault(word & ADDRESS, [])
                continue
            address = word & ADDRESS
            if address >> (line.bit_length() - 1) & (sampling - 1):
                continue
            if word >> abi.ACCESS_BYPASS_BIT & 1:  # read through the nocache alias window
                address -= OFFSET
            tensor = next(i for i, (start, n) in enumerate(spans) if start <= address < start + n)
            current.append(word & ~ADDRESS | tensor << 40 | address - spans[tensor][0])
    return blocks


@pytest.mark.parametrize("sampling", [2, 8])
@pytest.mark.parametrize("source, name, blocks", [
    (SAXPY, "saxpy", 3), (KERNELS, "pairs", 2), (SAMPLED, "mixed", 2)])
def test_a_sampled_capture_records_the_exact_captures_runs_on_the_sampled_lines(
        source, name, blocks, sampling):
    """Set sampling mutes the element runs of the other sets in the kernel (a muted access
    only becomes the core's last); the runs it records are the exact capture's, count for
    count, on every sampled line: sites joining each other, counts and extents included."""
    k = incore.compile(source, f"{name}.ik")[name]
    rng = np.random.default_rng(5)
    n = 1 << 12
    if name == "saxpy":
        args = (rng.standard_normal(n, dtype=np.float32), np.zeros(n, np.float32), 2.0)
    elif name == "pairs":
        args = (rng.standard_normal(2 * n, dtype=np.float32), np.zeros(n, np.float32))
    else:
        args = (rng.standard_normal(2 * n, dtype=np.float32), np.zeros(n, np.float32),
                np.zeros(n, np.float32))
    line = 128
    out = {}
    for s in (1, sampling):
        config = incore.L2Config(size=1 << 20, line=line, set_sampling=s, advise=True)
        with drained_records() as seen, incore.Worker(device_id=6, l2_cache_offset=OFFSET,
                                                      l2_model=config) as w:
            placed, spans = _placed(w, args)
            w.launch(k, *placed, blocks=blocks)
        out[s] = _by_block(seen["per_core"], line, sampling, spans)
    assert sorted(out[1]) == list(range(blocks))
    assert sum(map(len, out[sampling].values())) > 0
    assert out[1] == out[sampling]
