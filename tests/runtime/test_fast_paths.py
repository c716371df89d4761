"""The launch pipeline's fast paths do what the phase sequence does (``host/launch/phases.py``)
on the launches they take (no collector, device buffers and scalars): the same results, the
same counters (queue sequence numbers, stream launch numbers, TensorDesc pool), the same
errors and the same fault handling, for synchronous, stream and graph launches.  Each case
runs once through the entry point (``Worker.launch``, ``Stream.launch``, ``Graph.replay``)
and once through the phases called directly, on Workers of their own."""

from __future__ import annotations

import re

import numpy as np
import pytest

import incore
from incore.runtime.host.launch import phases, pipeline
from incore.runtime.host.operations import Operation

pytestmark = pytest.mark.device  # launches kernels on simulated devices

N = 256
SOURCE = """
@aiv
kernel axpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = y[i] + a * x[i]

@aiv
kernel inc_unless(c: Tensor[[1], i64], i: i64, bad: i64):
    if block_idx == 0:
        c[0] = c[0] + 1 + 0 * (1 // (i - bad))
"""
DEVICES = (13, 14)


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SOURCE, filename="fast.ik", opt=0)


@pytest.fixture
def workers():
    with incore.Worker(device_id=DEVICES[0], clusters=1, timeout=20) as fast, \
            incore.Worker(device_id=DEVICES[1], clusters=1, timeout=20) as phased:
        fast.start()
        phased.start()
        yield fast, phased


def _sync_phases(worker, kernel, *args, blocks=None):
    """``worker.launch`` through the phase sequence, without a collector."""
    with Operation(worker, None) as ctx:
        ctx.ensure_started()
        return phases.sync_launch(ctx, kernel, args, blocks, worker.launch_options, ())


def _queued_phases(stream, kernel, *args, blocks=None):
    """``stream.launch`` through the phase sequence, without a collector."""
    worker = stream._worker

    def enqueue(ctx):
        if ctx.launches.queue.header.status or ctx.launches.collecting is not None:
            ctx.waits.poll_queue()
        phases.queued_launch(ctx, stream, kernel, args, blocks, worker.launch_options, ())

    worker._on_stream(enqueue)


def _counters(worker, stream=None):
    ctx = worker._ctx
    words = ctx.launches.queue.words
    state = {"tail": int(words.tail), "completed": int(words.completed),
             "pool": ctx.launches.pool.stats() if hasattr(ctx.launches.pool, "stats") else None}
    if stream is not None:
        state["launches"] = stream._count
    return state


def _error(call):
    try:
        call()
    except Exception as exc:  # noqa: BLE001 - compared below
        return type(exc).__name__, str(exc)
    return None


def _unplaced(message: str, device: int) -> str:
    return re.sub(r"core \d+", "core C", message.replace(f"device {device}", "device D"))


def test_a_sync_launch_does_what_its_phases_do(workers, mod):
    fast, phased = workers
    base = [_counters(w) for w in workers]
    got = []
    for w, launch in ((fast, fast.launch), (phased, lambda k, *a, blocks=None:
                                            _sync_phases(phased, k, *a, blocks=blocks))):
        x = w.to_device(np.arange(N, dtype=np.float32))
        y = w.to_device(np.ones(N, np.float32))
        stats = [launch(mod["axpy"], x, y, 2.0, blocks=blocks) for blocks in (None, 1, 2)]
        got.append(([(s.kernel, s.blocks, s.l2) for s in stats], y.numpy().copy()))
    assert got[0][0] == got[1][0] == [("axpy", 2, None), ("axpy", 1, None), ("axpy", 2, None)]
    assert np.array_equal(got[0][1], got[1][1])
    assert np.array_equal(got[0][1], 1.0 + 6.0 * np.arange(N, dtype=np.float32))
    after = [_counters(w) for w in workers]
    assert [a["tail"] - b["tail"] for a, b in zip(after, base, strict=True)] == [3, 3]
    assert after[0]["pool"] == after[1]["pool"]


def _sync_failures(w, launch, mod):
    x = w.to_device(np.arange(N, dtype=np.float32))
    y = w.to_device(np.ones(N, np.float32))
    c = w.to_device(np.zeros(1, np.int64))
    wrong = w.to_device(np.zeros(N, np.int32))
    errors = [
        _error(lambda: launch(mod["axpy"], x, wrong, 2.0)),  # bad arguments
        _error(lambda: launch(mod["axpy"], x, y, "two")),
        _error(lambda: launch(mod["axpy"], x, y, 1.0, blocks=0)),
        _error(lambda: launch(mod["inc_unless"], c, 3, 3, blocks=1)),  # faults
    ]
    pid = w.device_pid
    launch(mod["inc_unless"], c, 1, 3, blocks=1)  # the restarted device runs the next
    return [*errors, (int(c.numpy()[0]), pid == w.device_pid)]


def test_a_sync_launch_fails_as_its_phases_do(workers, mod):
    fast, phased = workers
    errors = [_sync_failures(fast, fast.launch, mod),
              _sync_failures(phased, lambda k, *a, blocks=None:
                             _sync_phases(phased, k, *a, blocks=blocks), mod)]
    assert errors[0][0][0] == "TypeError" and errors[0][3][0] == "DeviceFault"
    assert errors[0][:3] == errors[1][:3]
    assert errors[0][4] == errors[1][4] == (1, True)
    # the same message but for the device number and the core that ran block 0
    assert _unplaced(errors[0][3][1], DEVICES[0]) == _unplaced(errors[1][3][1], DEVICES[1])


def test_a_stream_launch_does_what_its_phases_do(workers, mod):
    fast, phased = workers
    got = []
    for w, launch in ((fast, None), (phased, _queued_phases)):
        s = w.stream()
        x = w.to_device(np.arange(N, dtype=np.float32))
        y = w.to_device(np.ones(N, np.float32))
        base = _counters(w, s)
        for i in range(20):
            if launch is None:
                s.launch(mod["axpy"], x, y, float(i), blocks=2)
            else:
                launch(s, mod["axpy"], x, y, float(i), blocks=2)
        s.synchronize()
        after = _counters(w, s)
        got.append((y.numpy().copy(), after["launches"] - base["launches"],
                    after["tail"] - base["tail"], after["completed"] - base["completed"],
                    after["pool"]))
    assert np.array_equal(got[0][0], got[1][0])
    assert np.array_equal(got[0][0], 1.0 + 190.0 * np.arange(N, dtype=np.float32))
    assert got[0][1:] == got[1][1:] and got[0][1:4] == (20, 20, 20)


def _stream_failures(w, launch, mod):
    s = w.stream()
    c = w.to_device(np.zeros(1, np.int64))
    x = w.to_device(np.zeros(N, np.float32))

    def go(name, *args):
        if launch is None:
            s.launch(mod[name], *args, blocks=1)
        else:
            launch(s, mod[name], *args, blocks=1)

    bad = _error(lambda: go("axpy", c, x, 1.0))  # an i64[1] buffer where f32[N] is due
    for i in range(1, 11):
        go("inc_unless", c, i, 5)  # launch 5 divides by zero: 6..10 are discarded
    with pytest.raises(incore.DeviceFault) as info:
        s.synchronize()
    e = info.value
    go("inc_unless", c, 1, 0)  # the stream is usable again
    s.synchronize()
    return bad, e.launch, e.discarded, e.cause, int(c.numpy()[0]), s._count


def test_a_stream_launch_fails_as_its_phases_do(workers, mod):
    fast, phased = workers
    seen = [_stream_failures(fast, None, mod), _stream_failures(phased, _queued_phases, mod)]
    assert seen[0] == seen[1]
    assert seen[0][0][0] == "TypeError"
    assert seen[0][1:] == (5, 5, "division by zero", 5, 11)


def test_a_graph_replay_does_what_its_launches_through_the_phases_do(workers, mod):
    fast, phased = workers
    got = []
    for w, by_phases in ((fast, False), (phased, True)):
        s = w.stream()
        x = w.to_device(np.arange(N, dtype=np.float32))
        y = w.to_device(np.ones(N, np.float32))
        with s.capture() as g:
            for i in range(5):
                s.launch(mod["axpy"], x, y, float(i + 1), blocks=2)
        base = _counters(w, s)
        for _ in range(3):
            if by_phases:
                for rec in g._launches:
                    _queued_phases(s, rec.kernel, *rec.args, blocks=rec.blocks)
            else:
                g.replay(s)
        s.synchronize()
        after = _counters(w, s)
        got.append((y.numpy().copy(), after["launches"] - base["launches"],
                    after["tail"] - base["tail"], after["completed"] - base["completed"]))
    assert np.array_equal(got[0][0], got[1][0])
    assert np.array_equal(got[0][0], 1.0 + 45.0 * np.arange(N, dtype=np.float32))
    assert got[0][1:] == got[1][1:] == (15, 15, 15)


def test_the_plan_cache_probe_has_one_definition():
    import inspect

    for module in (pipeline, phases):
        assert "_plans.get" not in inspect.getsource(module), module.__name__
