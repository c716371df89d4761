"""Capture end to end: Workers with ``l2_model`` launch the traced variant, drain full trace
buffers while the kernel waits, and count every L2 request; tracing never changes results.
The traced Worker's L2 keeps its contents between launches, so a test that counts from cold
flushes it first."""

from __future__ import annotations

import types
from pathlib import Path

import numpy as np
import pytest

import incore
from incore.golden.contract import load_golden

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
OFFSET = 0x80000000000
N = 8192
LINE = 128

SAXPY = (ROOT / "examples" / "saxpy" / "kernel.ik").read_text()


@pytest.fixture(scope="module")
def saxpy():
    return incore.compile(SAXPY, "saxpy.ik")["saxpy"]


@pytest.fixture(scope="module")
def workers():
    """Two Workers on one device (same context): plain, and traced with tiny buffers."""
    plain = incore.Worker(device_id=3, l2_cache_offset=OFFSET)
    traced = incore.Worker(device_id=3, l2_cache_offset=OFFSET,
                           l2_model=incore.L2Config(size=64 << 10, line=LINE, trace_records=64,
                                                    advise=True))
    with plain, traced:
        yield plain, traced


def _inputs(n=N):
    rng = np.random.default_rng(5)
    return rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)


def test_saxpy_counts_match_the_closed_form_with_the_nocache_window(saxpy, workers):
    plain, traced = workers
    x, y = _inputs()
    y_plain, y_traced = y.copy(), y.copy()
    traced.l2_flush()
    assert plain.launch(saxpy, x, y_plain, 2.5, blocks=4).l2 is None
    stats = traced.launch(saxpy, x, y_traced, 2.5, blocks=4)
    assert np.array_equal(y_plain, y_traced)
    l2 = stats.l2
    # load x[i], load y[i], store y[i] alternate lines: each access ends the coalescing run
    assert l2.accesses == 3 * N
    assert l2.drains > 0  # 64-record buffers: the host drained them while the kernel waited
    cx, cy = l2.per_tensor["x"], l2.per_tensor["y"]
    assert cx.read_cache_miss_no_allocate == N and cx.read_cache_hit == 0
    granule = traced.l2_model.granule
    assert cx.bytes_from_main_memory == granule * N  # a GM granule per no-allocate request
    assert cy.read_cache_miss_allocate == 4 * N // LINE
    assert cy.read_cache_hit == N - 4 * N // LINE
    assert cy.write_cache_hit == N and cy.write_cache_miss_allocate == 0
    assert l2.total == cx + cy
    assert sum(c.requests for c in l2.per_core.values()) == l2.total.requests == 3 * N
    assert l2.offset_note is None
    assert l2.advice["x"].lines_reread == 0 and l2.advice["x"].bypass_reads == N
    assert l2.advice["y"].written


def test_the_same_launch_always_simulates_the_same_trace(saxpy, workers):
    _, traced = workers
    x, y = _inputs()
    traced.l2_flush()
    a = traced.launch(saxpy, x, y.copy(), 1.0, blocks=7).l2
    traced.l2_flush()
    b = traced.launch(saxpy, x, y.copy(), 1.0, blocks=7).l2
    assert a.total == b.total and a.per_tensor == b.per_tensor and a.timeline == b.timeline


def test_buffer_size_changes_drains_but_never_the_counts(saxpy, workers):
    plain, _ = workers
    x, y = _inputs()
    big = incore.Worker(device_id=3, l2_cache_offset=OFFSET,
                        l2_model=incore.L2Config(size=64 << 10, line=LINE, trace_records=1 << 16))
    small = incore.Worker(device_id=3, l2_cache_offset=OFFSET,
                          l2_model=incore.L2Config(size=64 << 10, line=LINE, trace_records=16))
    with big, small:
        a = big.launch(saxpy, x, y.copy(), 1.0, blocks=5).l2
        b = small.launch(saxpy, x, y.copy(), 1.0, blocks=5).l2
    assert a.drains == 0 and b.drains > 0
    assert a.total == b.total and a.per_tensor == b.per_tensor  # per_core: which core ran what


def test_offset_zero_caches_bypass_loads_and_says_so(saxpy):
    x, y = _inputs()
    with incore.Worker(device_id=4, l2_model=incore.L2Config(line=LINE)) as w:
        l2 = w.launch(saxpy, x, y, 2.0, blocks=4).l2
    cx = l2.per_tensor["x"]
    assert cx.read_cache_miss_no_allocate == 0
    assert cx.read_cache_miss_allocate == 4 * N // LINE
    assert "--l2-offset" in l2.offset_note


def test_a5_bypass_bit_is_the_policy(workers):
    x, y = _inputs()
    k = incore.compile(SAXPY, "saxpy.ik", arch="a5")["saxpy"]
    with incore.Worker(device_id=5, platform="a5sim", l2_model=incore.L2Config()) as w:
        l2 = w.launch(k, x, y, 2.0, blocks=4).l2
    assert l2.per_tensor["x"].read_cache_miss_no_allocate == N
    assert l2.offset_note is None


def test_traced_variant_is_compiled_once_and_cached_beside_the_kernel(saxpy):
    t = saxpy.l2_variant()
    assert t is saxpy.l2_variant()
    assert t.meta["options"]["access_trace"] is True
    assert "access_trace" not in saxpy.meta["options"]
    assert t.text != saxpy.text


def test_untraceable_kernel_and_bad_l2_model_are_named(workers):
    _, traced = workers
    k = incore.compile(SAXPY, "saxpy.ik")["saxpy"]
    hand = types.SimpleNamespace(name="hand", text=k.text, meta=k.meta)
    with pytest.raises(TypeError, match="kernel 'hand' cannot run on a Worker with an l2_model"):
        traced.launch(hand, *_inputs(), 1.0)
    with pytest.raises(TypeError, match="l2_model must be None or an incore.L2Config"):
        incore.Worker(device_id=3, l2_model={"size": 1})


def _example_dirs():
    return sorted(p.parent for p in (ROOT / "examples").glob("*/golden.py"))


@pytest.mark.parametrize("example", _example_dirs(), ids=lambda p: p.name)
def test_tracing_never_changes_an_examples_outputs(example, workers):
    plain, traced = workers
    golden = load_golden(example)
    module = incore.compile_file(example / "kernel.ik")
    quick = getattr(golden.module, "QUICK_CASES", None)  # large cases run from the CLI
    for case in golden.cases:
        if quick is not None and case.name not in quick:
            continue
        params = dict(case.params)
        inputs = golden.generate_inputs(params) if golden.inputs_arity else \
            golden.generate_inputs()
        name = case.launch.get("kernel") or golden.launch.get("kernel")
        k = module[name] if name else next(iter(module))
        blocks = case.launch.get("blocks") or golden.launch.get("blocks")
        names = [p["name"] for p in k.meta["params"] if "launch" not in p]  # launch: hidden
        runs = []
        for w in (plain, traced):
            args = [v.copy() if isinstance(v, np.ndarray) else v for v in
                    (inputs[n] for n in names)]
            stats = w.launch(k, *args, blocks=blocks)
            runs.append((args, stats))
        (a, _), (b, stats) = runs
        for x, y in zip(a, b, strict=True):
            if isinstance(x, np.ndarray):
                assert np.array_equal(x, y, equal_nan=True), (example.name, case.name)
        assert stats.l2 is not None and stats.l2.accesses > 0


def test_profiler_shows_the_l2_counters_as_counter_tracks(saxpy, workers, tmp_path):
    from tests.support import trace_checker

    _, traced = workers
    path = tmp_path / "trace.json"
    with incore.profile(path):
        stats = traced.launch(saxpy, *_inputs(), 1.0, blocks=4)
    events = trace_checker.check(path)["traceEvents"]
    counters = {e["name"]: e for e in events if e["ph"] == "C" and e["name"].startswith("L2")}
    assert counters["L2 requests"]["args"]["read_cache_miss_no_allocate"] == N
    assert counters["L2 rates (%)"]["args"]["total_hit_rate"] == pytest.approx(
        100 * stats.l2.total.total_hit_rate)
    over = [e for e in events if e["ph"] == "C" and e["name"].startswith("L2 hit rate over")]
    assert len(over) == len(stats.l2.timeline)


FAULTY = """
@aiv
kernel faulty(x: Tensor[[N], i64], d: i64):
    for i in range(N):
        x[i] = x[i] // d
"""


def test_a_traced_launch_that_faults_leaves_the_model_working(saxpy, workers):
    import threading

    _, traced = workers
    k = incore.compile(FAULTY, "faulty.ik")["faulty"]
    with pytest.raises(incore.DeviceFault, match="division by zero"):
        traced.launch(k, np.arange(4096, dtype=np.int64), 0, blocks=4)
    with pytest.raises(TypeError):
        traced.launch(saxpy, "not an array", 1.0)  # a launch refused before it ran
    drainers = [t for t in threading.enumerate() if t.name == "incore-l2-drainer"]
    assert len(drainers) == 1  # one per device context with trace buffers
    traced.l2_flush()
    l2 = traced.launch(saxpy, *_inputs(), 1.0, blocks=4).l2
    assert l2.accesses == 3 * N and l2.per_tensor["x"].read_cache_miss_no_allocate == N


REREAD = """
@aiv
kernel reread(w: Tensor[[T], f32], x: Tensor[[N], f32], out: Tensor[[N], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    for i in range(lo, min(lo + span, N)):
        out[i] = load(w[i % T], cache=CachePolicy.BYPASS) * x[i]
"""


def test_advisor_says_bypass_costs_hits_on_a_reused_table_and_proposes_a_stream(workers):
    from incore.runtime.l2.advisor import advise

    _, traced = workers
    k = incore.compile(REREAD, "reread.ik")["reread"]
    w = np.ones(256, np.float32)
    x, out = np.ones(N, np.float32), np.zeros(N, np.float32)
    l2 = traced.launch(k, w, x, out, blocks=4).l2
    assert l2.advice["w"].reread_fraction == 1.0  # every table line is read again by blocks
    assert l2.advice["x"].lines_reread == 0
    said = advise(l2)
    assert said["w"] == "`w`: BYPASS, but 100% of its lines are re-read — BYPASS costs hits"
    assert said["x"] == "`x`: every line read once — a BYPASS candidate"
    assert "out" not in said


TABLE = """
@aiv
kernel lookup(t: Tensor[[T], f32], out: Tensor[[N], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    for i in range(lo, min(lo + span, N)):
        out[i] = load(t[i % T], cache=CachePolicy.BYPASS)
"""


def test_l2_stats_advice_counts_the_reuse_of_later_launches_until_reset(workers):
    """A 2 KiB table, each line read by one visit per launch: every launch alone reads its
    lines once (BYPASS justified), the launches together read them again (BYPASS costs
    hits); l2_flush() empties the advisor's all-allocating L2 too, l2_stats(reset=True)
    starts its count anew."""
    from incore.runtime.l2.advisor import advise

    _, traced = workers
    k = incore.compile(TABLE, "lookup.ik")["lookup"]
    t = traced.to_device(np.ones(512, np.float32))
    out = traced.to_device(np.zeros(512, np.float32))
    traced.l2_flush()
    traced.l2_stats(reset=True)
    per_launch = [traced.launch(k, t, out, blocks=1).l2 for _ in range(3)]
    for l2 in per_launch:  # one launch's view, from a cold L2
        assert l2.advice["t"].lines_reread == 0
        assert advise(l2)["t"] == "`t`: every line read once — BYPASS is justified"
    totals = traced.l2_stats(reset=True)
    lines = 512 * 4 // LINE
    assert totals.launches == 3
    assert (totals.advice["t"].lines_read, totals.advice["t"].lines_reread) == (lines, lines)
    assert totals.advice["t"].bypass_reads == 3 * 512 and totals.advice["out"].written
    run = types.SimpleNamespace(advice=totals.advice, per_tensor=totals.per_tensor)
    assert "BYPASS costs hits" in advise(run)["t"]
    assert traced.l2_stats().advice == {}  # reset: nothing counted since
    traced.l2_flush()  # the shadow L2 is emptied with the Worker's
    traced.launch(k, t, out, blocks=1)
    assert traced.l2_stats().advice["t"].lines_reread == 0
