"""``Worker(interpret=...)``: every launch path (``Worker.launch``, streams, events, graphs)
runs the kernel interpreted in this process on views of the same GM, with the compiled
launch's arguments, staging and copy back, dumps and profiler; the options and their
environment variables."""

from __future__ import annotations

import json

import numpy as np
import pytest

import incore
from tests.support import payloads as P

pytestmark = pytest.mark.device  # the Workers start device processes

SRC = """\
kernel scale(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = a * x[i] + f32(block_idx)

kernel div(x: Tensor[[N], i32], d: i32):
    for i in range(block_idx, N, block_num):
        x[i] = x[i] // d
"""
DEVICE = 21


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SRC, "wi.ik")


@pytest.fixture(scope="module")
def worker():
    with incore.Worker(device_id=DEVICE, interpret=True) as w:
        yield w


def _expected(x, a, blocks):
    return (a * x + (np.arange(x.size) % blocks)).astype(np.float32)


def test_a_launch_runs_interpreted_with_staging_and_copy_back(worker, mod, monkeypatch) -> None:
    calls, shared = [], []
    form = mod["scale"].interpreted()
    run = form.run

    def counted(args, blocks, **env):
        calls.append((blocks, [type(a).__name__ for a in args]))
        shared.append(np.shares_memory(args[0], x) or np.shares_memory(args[1], y))
        return run(args, blocks, **env)

    monkeypatch.setattr(form, "run", counted)
    x = np.arange(40, dtype=np.float32)
    y = np.zeros(40, np.float32)
    stats = worker.launch(mod["scale"], x, y, 2.0, blocks=3)
    assert calls == [(3, ["ndarray", "ndarray", "float"])]
    assert shared == [False]  # the kernel ran on the staged copies in GM, copied back after
    assert stats.blocks == 3 and stats.kernel == "scale"
    np.testing.assert_array_equal(y, _expected(x, 2.0, 3))
    assert worker.launch_options.interpret == "fixed" and worker.interpret == "fixed"


def test_device_buffers_are_run_in_place_and_default_blocks_are_per_core(worker, mod) -> None:
    dx = worker.to_device(np.arange(24, dtype=np.float32))
    dy = worker.zeros(24, np.float32)
    stats = worker.launch(mod["scale"], dx, dy, 0.5)
    assert stats.blocks == 4  # one per AIV core of 2 clusters
    np.testing.assert_array_equal(dy.numpy(), _expected(dx.numpy(), 0.5, 4))


def test_bad_arguments_fail_as_compiled(worker, mod) -> None:
    with pytest.raises(TypeError, match="parameter 'y'"):
        worker.launch(mod["scale"], np.zeros(4, np.float32), np.zeros(4, np.int32), 1.0)


def test_streams_events_and_graphs_run_interpreted_in_stream_order(worker, mod) -> None:
    dx = worker.to_device(np.arange(16, dtype=np.float32))
    dy = worker.zeros(16, np.float32)
    s = worker.stream()
    s.launch(mod["scale"], dx, dy, 2.0, blocks=2)
    s.launch(mod["scale"], dy, dx, 1.0, blocks=2)  # reads what the first wrote
    event = s.record()
    assert event.query()
    s.synchronize()
    first = _expected(np.arange(16, dtype=np.float32), 2.0, 2)
    np.testing.assert_array_equal(dx.numpy(), _expected(first, 1.0, 2))
    dz = worker.zeros(16, np.float32)
    with s.capture() as g:
        s.launch(mod["scale"], dy, dz, 3.0, blocks=4)
    g.replay(s)
    s.synchronize()
    np.testing.assert_array_equal(dz.numpy(), _expected(first, 3.0, 4))


def test_a_stream_launch_that_faults_fails_its_stream(worker, mod) -> None:
    dx = worker.to_device(np.arange(8, dtype=np.int32))
    s = worker.stream()
    s.launch(mod["div"], dx, 0, blocks=1)
    s.launch(mod["div"], dx, 1, blocks=1)  # discarded: the stream failed
    with pytest.raises(incore.DeviceFault, match="divided by zero") as info:
        s.synchronize()
    assert info.value.launch == 1 and info.value.discarded == 1
    s.launch(mod["div"], dx, 2, blocks=1)  # usable again once raised
    s.synchronize()
    assert dx.numpy().tolist() == [0, 0, 1, 1, 2, 2, 3, 3]


def test_dumps_see_the_staged_inputs_and_the_outputs(mod, tmp_path) -> None:
    config = incore.DumpConfig(path=str(tmp_path), mode="all")
    x = np.arange(8, dtype=np.float32)
    y = np.zeros(8, np.float32)
    with incore.Worker(device_id=DEVICE, interpret=True, dump=config) as w:
        w.launch(mod["scale"], x, y, 2.0, blocks=2)
    incore.flush_dumps()
    files = sorted(p.name for p in tmp_path.rglob("*.npy"))
    outputs = [f for f in files if ".output." in f and f.endswith(".y.npy")]
    inputs = [f for f in files if ".input." in f and f.endswith(".x.npy")]
    assert outputs and inputs
    np.testing.assert_array_equal(np.load(next(tmp_path.rglob(outputs[0]))), y)
    np.testing.assert_array_equal(np.load(next(tmp_path.rglob(inputs[0]))), x)


def test_the_profiler_records_interpreted_spans_per_core(worker, mod, tmp_path) -> None:
    x = np.arange(8, dtype=np.float32)
    trace = tmp_path / "t.json"
    with incore.profile(trace):
        worker.launch(mod["scale"], x, np.zeros(8, np.float32), 1.0, blocks=4)
    data = json.loads(trace.read_text())
    events = data["traceEvents"] if isinstance(data, dict) else data
    spans = [e for e in events if e.get("ph") == "X"]
    launch = [e for e in spans if e["name"] == "launch scale (interpreted)"]
    blocks = [e for e in spans if e["name"] == "scale (interpreted)"]
    assert len(launch) == 1 and launch[0]["args"]["interpreted"] == "fixed"
    assert sorted((e["args"]["block"], e["args"]["core"]) for e in blocks) == [
        (0, 2), (1, 3), (2, 4), (3, 5)]
    assert all(e["args"]["interpreted"] == "fixed" for e in spans)


def test_interpret_true_takes_the_order_from_the_environment(monkeypatch, mod) -> None:
    monkeypatch.setenv("INCORE_INTERPRET_ORDER", "random:5")
    w = incore.Worker(device_id=DEVICE, interpret=True)
    assert w.interpret == "random:5"
    w.close()
    assert incore.Worker(device_id=DEVICE, interpret="random:9").interpret == "random:9"
    assert incore.Worker(device_id=DEVICE, interpret=False).interpret is None


def test_incore_interpret_is_read_when_the_worker_starts(monkeypatch, mod) -> None:
    w = incore.Worker(device_id=DEVICE)
    monkeypatch.setenv("INCORE_INTERPRET", "1")
    with w:
        assert w.interpret == "fixed"
        y = np.zeros(4, np.float32)
        w.launch(mod["scale"], np.ones(4, np.float32), y, 1.0, blocks=1)
        assert y.tolist() == [1.0] * 4
    monkeypatch.setenv("INCORE_INTERPRET", "0")
    with incore.Worker(device_id=DEVICE) as w:
        assert w.interpret is None
    monkeypatch.setenv("INCORE_INTERPRET", "yes")
    with pytest.raises(ValueError, match="INCORE_INTERPRET"):
        incore.Worker(device_id=DEVICE).start()


@pytest.mark.parametrize(("options", "pattern"), [
    (dict(interpret="sometimes"), "interpret must be 'fixed' or 'random:SEED'"),
    (dict(interpret="random:"), "interpret must be 'fixed' or 'random:SEED'"),
    (dict(interpret=1), "interpret must be None, a bool"),
    (dict(cross_check="yes"), "cross_check must be a bool"),
    (dict(interpret=True, sanitize=True), "interpret must be off when sanitize is set"),
    (dict(cross_check=True, l2_model=incore.L2Config()), "off when l2_model is set"),
])
def test_bad_options_name_themselves(options, pattern) -> None:
    with pytest.raises((TypeError, ValueError), match=pattern):
        incore.Worker(device_id=DEVICE, **options)


def test_a_kernel_without_an_interpreted_form_is_refused(worker) -> None:
    with pytest.raises(TypeError) as info:
        worker.launch(P.empty(), blocks=1)
    assert info.value.code == "KERNEL_NOT_INTERPRETABLE"
    assert "cannot run on a Worker with interpret" in str(info.value)


BUILTINS = """\
kernel where(o: Tensor[[B, 4], u64]):
    o[block_idx, 0] = u64(block_idx)
    o[block_idx, 1] = u64(block_num)
    o[block_idx, 2] = u64(1) if core_type == AIV else u64(0)
    o[block_idx, 3] = get_l2_cache_offset()
"""


def test_the_builtins_are_the_values_the_device_delivers() -> None:
    kernel = incore.compile(BUILTINS, "where.ik")["where"]
    offset = 0x80000000000
    results = []
    for device, interpret in ((DEVICE + 5, True), (DEVICE + 6, False)):
        with incore.Worker(device_id=device, interpret=interpret, l2_cache_offset=offset) as w:
            out = np.zeros((3, 4), np.uint64)
            w.launch(kernel, out, blocks=3)
            assert w.l2_cache_offset == offset
        results.append(out)
    np.testing.assert_array_equal(results[0], results[1])
    assert results[0].tolist() == [[b, 3, 1, offset] for b in range(3)]
