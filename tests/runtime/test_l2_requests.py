"""Requests, not lanes (issue 17, acceptance 1): what the traced variant sends the L2 is one
request per line a run of element accesses or a tile row covers, and a Worker's L2 keeps its
contents from one launch to the next until ``l2_flush()``."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.runtime.l2.counters import L2Counters
from incore.runtime.l2.model import COUNTER_NAMES, CacheState
from tests.support.l2_reference import reference_counters

pytestmark = pytest.mark.device

OFFSET = 0x80000000000

KERNELS = """
@aiv
kernel rd(x: Tensor[[N], f32], out: Tensor[[1], f32], lo: i64, n: i64):
    acc: f32 = 0.0
    for i in range(lo, lo + n):
        acc += x[i]
    out[0] = acc

@aiv
kernel copy_row(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(N):
        y[i] = x[i]

@aiv
kernel tile_rows(x: Tensor[[4, C], f32], y: Tensor[[4, 1024], f32], c0: i64):
    t = load(x[0:4, c0:c0 + 1024])
    y[0:4, 0:1024] = t

@aiv
kernel tile_axpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32, ox: i64, oy: i64):
    for i in range(0, N - 32, 1024):
        y[oy + i:oy + i + 1024] = a * load(x[ox + i:ox + i + 1024], cache=CachePolicy.BYPASS) \
            + load(y[oy + i:oy + i + 1024])

@aiv
kernel masked(x: Tensor[[R, C], f32], y: Tensor[[R, C], f32]):
    y[0:4, 0:64] = load(x[0:4, 0:64], other=0.0) * 2.0

@aiv
kernel atomics(x: Tensor[[N], i32], total: Tensor[[1], i32]):
    for i in range(N):
        atomic_add(total[0], x[i])

@mix
kernel sync_flush(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    if core_type == AIC:
        set_flag(0)
        set_flag(1)
    else:
        acc: f32 = 0.0
        for i in range(0, 8):
            acc += x[i]
        if sub_block_idx == 0:
            wait_flag(0)
        else:
            wait_flag(1)
        for i in range(8, 16):
            acc += x[i]
        y[sub_block_idx] = acc
"""


@pytest.fixture(scope="module")
def kernels():
    return incore.compile(KERNELS, "requests.ik")


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=7, l2_cache_offset=OFFSET, timeout=20,
                      l2_model=incore.L2Config(line=128))


def _cold(worker):
    worker.l2_flush()


def _lines(addr, nbytes, line=128):
    return (addr + nbytes - 1) // line - addr // line + 1


def test_a_cold_contiguous_read_is_one_miss_per_line_and_no_hit(kernels, worker):
    _cold(worker)
    n = 8192
    x = worker.to_device(np.ones(n + 32, np.float32))
    lo = (-x.addr) % 128 // 4  # GM buffers are 64-byte aligned: start on a line boundary
    out = worker.zeros(1, np.float32)
    l2 = worker.launch(kernels["rd"], x, out, lo, n, blocks=1).l2
    cx = l2.per_tensor["x"]
    assert cx.read_cache_miss_allocate == n * 4 // 128
    assert cx.read_cache_hit == 0 and cx.requests == n * 4 // 128
    assert cx.bytes_from_main_memory == n * 4  # lines x line size
    assert out.numpy()[0] == n


def test_element_runs_end_at_every_access_to_another_line(kernels, worker):
    _cold(worker)
    n = 1024
    x = worker.to_device(np.ones(n, np.float32))
    y = worker.zeros(n, np.float32)
    l2 = worker.launch(kernels["copy_row"], x, y, blocks=1).l2
    # x[i] and y[i] alternate: every access ends the run of the other tensor's line
    assert l2.per_tensor["x"].requests == n and l2.per_tensor["y"].requests == n
    assert l2.per_tensor["x"].read_cache_miss_allocate == n * 4 // 128


def test_a_4x1024_f32_tile_row_load_is_128_requests_with_128_byte_lines(kernels, worker):
    _cold(worker)
    # GM buffers are 64-byte aligned: rows of 1056 f32 (33 lines) and a first column that
    # puts the window's rows on line boundaries
    x = worker.to_device(np.arange(4 * 1056, dtype=np.float32).reshape(4, 1056))
    c0 = (-x.addr) % 128 // 4
    y = worker.zeros((4, 1024), np.float32)
    l2 = worker.launch(kernels["tile_rows"], x, y, c0, blocks=1).l2
    assert l2.per_tensor["x"].requests == 128  # 4 rows x 32 lines
    assert l2.per_tensor["x"].read_cache_miss_allocate == 128
    assert l2.per_tensor["y"].requests == 4 * _lines(y.addr, 4096)  # 128, or 132 off-line
    assert np.array_equal(y.numpy(), x.numpy()[:, c0:c0 + 1024])


def test_interleaved_tile_windows_each_coalesce_per_row(kernels, worker):
    _cold(worker)
    n = 1 << 15
    x = worker.to_device(np.ones(n + 32, np.float32))
    y = worker.to_device(np.ones(n + 32, np.float32))
    ox, oy = (-x.addr) % 128 // 4, (-y.addr) % 128 // 4  # windows on line boundaries
    l2 = worker.launch(kernels["tile_axpy"], x, y, 2.0, ox, oy, blocks=1).l2
    lines = n * 4 // 128
    cx, cy = l2.per_tensor["x"], l2.per_tensor["y"]
    assert cx.read_cache_miss_no_allocate == lines and cx.requests == lines
    assert cx.bytes_from_main_memory == lines * worker.l2_model.granule
    assert cy.read_cache_miss_allocate == lines and cy.write_cache_hit == lines
    assert cy.requests == 2 * lines
    assert float(y.numpy()[oy]) == 3.0


def test_masked_lanes_outside_the_tensor_issue_no_request(kernels, worker):
    _cold(worker)
    x = worker.to_device(np.ones((3, 40), np.float32))
    y = worker.zeros((3, 40), np.float32)
    l2 = worker.launch(kernels["masked"], x, y, blocks=1).l2
    # rows 1..2 exist (3 of the tile's 4), 40 of its 64 columns: each row is 160 bytes
    expect = sum(_lines(x.addr + r * 160, 160) for r in range(3))
    assert l2.per_tensor["x"].requests == expect
    assert l2.per_tensor["y"].requests == sum(_lines(y.addr + r * 160, 160) for r in range(3))
    assert y.numpy().sum() == 2 * 120


def test_an_atomic_is_one_request_of_its_own(kernels, worker):
    _cold(worker)
    n = 256
    x = worker.to_device(np.ones(n, np.int32))
    total = worker.zeros(1, np.int32)
    l2 = worker.launch(kernels["atomics"], x, total, blocks=1).l2
    assert l2.per_tensor["total"].requests == n  # each atomic, never coalesced
    assert l2.per_tensor["total"].write_cache_miss_allocate == 1
    # each atomic ends x's run, so each element read is a request too
    assert l2.per_tensor["x"].requests == n
    assert int(total.numpy()[0]) == n


def test_a_wait_flag_ends_the_run(kernels, worker):
    _cold(worker)
    x = worker.to_device(np.ones(64, np.float32))
    y = worker.zeros(64, np.float32)
    l2 = worker.launch(kernels["sync_flush"], x, y, blocks=1).l2
    # each AIV reads x[0:8], waits, reads x[8:16]: one line, but two runs per AIV
    assert l2.per_tensor["x"].requests == 2 * 2


def test_a_second_launch_hits_and_a_flush_makes_it_miss_again(kernels, worker):
    _cold(worker)
    worker.l2_stats(reset=True)
    n = 4096
    x = worker.to_device(np.ones(n, np.float32))
    out = worker.zeros(1, np.float32)
    lines = _lines(x.addr, 4 * n)
    first = worker.launch(kernels["rd"], x, out, 0, n, blocks=1).l2.per_tensor["x"]
    second = worker.launch(kernels["rd"], x, out, 0, n, blocks=1).l2.per_tensor["x"]
    assert first.read_cache_miss_allocate == lines and first.read_cache_hit == 0
    assert second.read_cache_hit == lines and second.read_cache_miss_allocate == 0
    flushed = worker.l2_flush()
    assert flushed.writebacks == 1  # out's line, written by both launches
    assert flushed.bytes_to_main_memory == 128
    third = worker.launch(kernels["rd"], x, out, 0, n, blocks=1).l2.per_tensor["x"]
    assert third.read_cache_miss_allocate == lines and third.read_cache_hit == 0
    totals = worker.l2_stats()
    assert totals.launches == 3 and totals.flushes == 1
    assert totals.per_tensor["x"] == first + second + third
    assert totals.writebacks == 1 and totals.requests == totals.total.requests
    assert totals.requests == 3 * (lines + 1)
    assert worker.l2_stats(reset=True).launches == 3
    assert worker.l2_stats().launches == 0


def test_l2_flush_and_stats_need_an_l2_model():
    with incore.Worker(device_id=7) as w:
        with pytest.raises(ValueError, match="l2_model"):
            w.l2_flush()
        with pytest.raises(ValueError, match="l2_model"):
            w.l2_stats()


def test_the_differential_reference_runs_on_request_traces(kernels, worker):
    """The native simulator and the Python reference agree on a request trace the payload
    produced (captured from a real launch, with granules)."""
    from tests.support.l2_capture import drained_records

    # the advisor's whole-trace path hands the simulator the trace as drained
    with drained_records() as seen, incore.Worker(
            device_id=7, l2_cache_offset=OFFSET,
            l2_model=incore.L2Config(line=128, advise=True)) as whole:
        n = 1 << 14
        x = whole.to_device(np.ones(n, np.float32))
        y = whole.to_device(np.ones(n, np.float32))
        whole.launch(kernels["tile_axpy"], x, y, 2.0, 16, 0, blocks=4)
    words = np.concatenate([a[(a >> np.uint64(48)) & np.uint64(0x3FFF) != 0]
                            for a in seen["per_core"]])
    from incore.runtime.l2 import policy

    decided = policy.decide(words, "a2a3", whole._layout.gm_base, whole._layout.gm_size,
                            OFFSET)
    sizes = (decided >> np.uint64(48)) & np.uint64(0x3FFF)
    assert int(sizes.max()) <= 128  # a request never spans two lines
    for granule in (1, 32, 128):
        st = CacheState(8, 4, 128, granule)
        counters, hits = st.simulate(decided, np.zeros(len(decided), np.uint32), 1,
                                     want_hits=True)
        ref, ref_hits, _ = reference_counters([int(w) for w in decided], [0] * len(decided), 1,
                                              8, 4, 128, granule=granule)
        assert dict(zip(COUNTER_NAMES, map(int, counters[0]), strict=True)) == ref[0]
        assert list(hits) == ref_hits


def test_three_stream_launches_show_in_l2_stats_with_all_their_requests(kernels, worker):
    """Stream launches are traced in queue order and counted in the Worker's totals
    (acceptance 3)."""
    _cold(worker)
    worker.l2_stats(reset=True)
    n = 4096
    x = worker.to_device(np.ones(n, np.float32))
    out = worker.zeros(1, np.float32)
    sync = worker.launch(kernels["rd"], x, out, 0, n, blocks=1).l2  # the same launch, synced
    per_launch = sync.requests
    worker.l2_flush()
    worker.l2_stats(reset=True)
    s = worker.stream()
    for _ in range(3):
        s.launch(kernels["rd"], x, out, 0, n, blocks=1)
    s.synchronize()
    totals = worker.l2_stats()
    assert totals.launches == 3
    assert totals.requests == 3 * per_launch
    lines = _lines(x.addr, 4 * n)
    x_total = totals.per_tensor["x"]
    # in queue order, on one L2: the first launch misses every line, the other two hit them
    assert x_total.read_cache_miss_allocate == lines
    assert x_total.read_cache_hit == 2 * lines
    assert float(out.numpy()[0]) == n


STREAMED = """
@aiv
kernel spread(x: Tensor[[N], f32], y: Tensor[[N], f32], t: Tensor[[T], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    for i in range(lo, min(lo + span, N)):
        y[i] = x[i] * t[(i * 7) % T] + t[i % T]
"""


@pytest.mark.parametrize("records, blocks, hold", [(16, 3, 0), (64, 11, 100), (1 << 16, 8, 0),
                                                  (64, 5, 1 << 20)])
def test_simulating_as_drained_counts_what_the_whole_trace_counts(records, blocks, hold,
                                                                  monkeypatch):
    """The streaming path (advisor off) and the whole-trace path (advisor on) give the same
    counters, whenever placing starts (``HOLD``)."""
    from incore.runtime.l2 import streaming

    monkeypatch.setattr(streaming, "HOLD", hold)
    k = incore.compile(STREAMED, "spread.ik")["spread"]
    n, t = 6000, 700
    rng = np.random.default_rng(3)
    x, tt = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(t, dtype=np.float32)
    out = {}
    for advise in (False, True):
        config = incore.L2Config(size=16 << 10, ways=4, line=64, granule=32,
                                 trace_records=records, advise=advise)
        with incore.Worker(device_id=7, l2_cache_offset=OFFSET, l2_model=config) as w:
            y = np.zeros(n, np.float32)
            out[advise] = (w.launch(k, x, y, tt, blocks=blocks).l2, y)
    streamed, whole = out[False][0], out[True][0]
    assert np.array_equal(out[False][1], out[True][1])
    assert streamed.total == whole.total and streamed.total.requests > 0
    assert streamed.per_tensor == whole.per_tensor
    # per_core says which core ran which block, which the scheduler decides each run
    assert sum(streamed.per_core.values(), L2Counters()) == streamed.total
    assert streamed.accesses == whole.accesses
    assert len(streamed.timeline) == len(whole.timeline) or streamed.accesses < 100
    assert whole.advice and not streamed.advice


def test_the_host_holds_a_bounded_part_of_a_long_trace(kernels, worker):
    from incore.runtime.l2 import streaming

    peaks = []
    real = streaming.StreamingLaunch.finish
    hold = streaming.HOLD
    streaming.HOLD = 1024  # place as drained from the first kilo-request on

    def spy(self):
        result = real(self)
        peaks.append((self.held_peak, self.requests))
        return result

    streaming.StreamingLaunch.finish = spy
    try:
        with incore.Worker(device_id=7, l2_cache_offset=OFFSET,
                           l2_model=incore.L2Config(line=128, trace_records=256)) as w:
            n = 1 << 18
            x = w.to_device(np.ones(n, np.float32))
            y = w.to_device(np.ones(n, np.float32))
            w.launch(kernels["copy_row"], x, y, blocks=1)
    finally:
        streaming.StreamingLaunch.finish = real
        streaming.HOLD = hold
    (peak, total), = peaks
    # x[i] and y[i] alternate: every access is a request
    assert total == 2 * n
    # One block is one segment: every drained chunk can be placed at once, so what is held
    # is HOLD plus a chunk or two, whatever the cores' timing.  (Blocks running side by side
    # hold what the fastest is ahead of the slowest: that depends on the OS's scheduling.)
    assert peak < total // 64  # the drained chunks are placed and simulated, not kept


def test_numpy_arguments_are_staged_on_line_boundaries_so_a_tile_row_is_its_lines():
    k = incore.compile(KERNELS, "requests.ik")["tile_rows"]
    with incore.Worker(device_id=7, l2_model=incore.L2Config(line=128)) as w:
        for _ in range(3):  # whatever the pool hands out
            x = np.arange(4 * 1056, dtype=np.float32).reshape(4, 1056)
            y = np.zeros((4, 1024), np.float32)
            l2 = w.launch(k, x, y, 0, blocks=1).l2
            assert l2.per_tensor["x"].requests == 128  # 4 rows of 4 KiB, 32 lines each
            assert l2.per_tensor["y"].requests == 128
            assert np.array_equal(y, x[:, :1024])
            w.l2_flush()
