"""Graphs: ``with stream.capture() as g`` records launches without running them,
``g.replay(stream)`` enqueues them all in one call, ``g.update(i, ...)`` rebinds arguments."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.runtime import Worker

SOURCE = """
@aiv
kernel inc(c: Tensor[[1], i64]):
    if block_idx == 0:
        c[0] = c[0] + 1

@aiv
kernel axpb(c: Tensor[[1], i64], a: i64, b: i64):
    if block_idx == 0:
        c[0] = c[0] * a + b

@aiv
kernel fill(x: Tensor[[N], i64], v: i64):
    for i in range(block_idx, N, block_num):
        x[i] = v

@aiv
kernel chatty(c: Tensor[[1], i64]):
    log.info_v5("c is {}", c[0])
    c[0] = c[0] + 1
"""
DEV = 62


@pytest.fixture(scope="module")
def kernels():
    return incore.compile(SOURCE)


@pytest.fixture
def worker():
    with Worker(device_id=DEV, timeout=60.0) as w:
        yield w


def test_graph_is_exported_and_capture_records_without_running(worker, kernels):
    assert incore.Graph is incore.runtime.host.graph.Graph
    s = worker.stream()
    c = worker.zeros(1, np.int64)
    with s.capture() as g:
        for _ in range(10):
            s.launch(kernels["inc"], c, blocks=1)
    assert isinstance(g, incore.Graph) and len(g) == 10
    s.synchronize()
    assert c.numpy()[0] == 0  # nothing ran


def test_ten_launches_replayed_a_hundred_times_apply_a_thousand_increments(worker, kernels):
    s = worker.stream()
    c = worker.zeros(1, np.int64)
    with s.capture() as g:
        for _ in range(10):
            s.launch(kernels["inc"], c, blocks=1)
    for _ in range(100):
        g.replay(s)
    s.synchronize()
    assert c.numpy()[0] == 1000


def test_replay_keeps_the_order_of_the_recorded_launches(worker, kernels):
    s = worker.stream()
    c = worker.zeros(1, np.int64)
    with s.capture() as g:
        s.launch(kernels["axpb"], c, 3, 1, blocks=1)
        s.launch(kernels["axpb"], c, 2, 5, blocks=1)
    g.replay(s)
    g.replay(s)
    s.synchronize()
    v = 0
    for _ in range(2):
        v = (v * 3 + 1) * 2 + 5
    assert c.numpy()[0] == v


def test_rebinding_by_position_and_by_name_takes_effect_at_the_next_replay(worker, kernels):
    s = worker.stream()
    x, y = worker.zeros(8, np.int64), worker.zeros(8, np.int64)
    with s.capture() as g:
        s.launch(kernels["fill"], x, 1, blocks=2)
    g.replay(s)
    s.synchronize()
    assert x.numpy().tolist() == [1] * 8
    g.update(0, y)  # by position: the first argument
    g.replay(s)
    s.synchronize()
    assert y.numpy().tolist() == [1] * 8
    g.update(0, v=7, blocks=4)  # by parameter name, and the block count
    g.replay(s)
    s.synchronize()
    assert y.numpy().tolist() == [7] * 8 and x.numpy().tolist() == [1] * 8


def test_a_graph_replays_on_another_stream_after_its_events(worker, kernels):
    a, b = worker.stream(), worker.stream()
    c = worker.zeros(1, np.int64)
    with a.capture() as g:
        s_launch = a.launch
        s_launch(kernels["axpb"], c, 2, 0, blocks=1)
    a.launch(kernels["axpb"], c, 1, 3, blocks=1)  # c = 3, outside the graph
    b.wait(a.record())
    g.replay(b)  # c = 6
    b.synchronize()
    assert c.numpy()[0] == 6


def test_capturing_what_a_graph_cannot_hold_is_a_clear_error(worker, kernels):
    s = worker.stream()
    c = worker.zeros(1, np.int64)
    with s.capture() as g:
        with pytest.raises(TypeError, match="parameter 'c'.*ndarray.*device buffers only"):
            s.launch(kernels["inc"], np.zeros(1, np.int64), blocks=1)
        with pytest.raises(incore.RuntimeStateError, match="chatty.*log, assert or bounds"):
            s.launch(kernels["chatty"], c, blocks=1)
        with pytest.raises(TypeError):
            s.launch(kernels["inc"], c, 5, blocks=1)  # argument count, checked at capture
        with pytest.raises(incore.RuntimeStateError, match="capture"):
            s.synchronize()
        with pytest.raises(incore.RuntimeStateError, match="capture"):
            s.record()
        s.launch(kernels["inc"], c, blocks=1)
    assert len(g) == 1
    with pytest.raises(TypeError, match="device buffers only"):
        g.update(0, np.zeros(1, np.int64))
    with pytest.raises(ValueError, match="parameter of kernel 'inc'"):
        g.update(0, nope=c)
    with pytest.raises(ValueError, match="index"):
        g.update(5, c)
    g.replay()
    s.synchronize()
    assert c.numpy()[0] == 1


def test_a_capture_that_raised_cannot_be_replayed(worker, kernels):
    s = worker.stream()
    c = worker.zeros(1, np.int64)
    with pytest.raises(KeyError):
        with s.capture() as g:
            s.launch(kernels["inc"], c, blocks=1)
            raise KeyError("user code")
    with pytest.raises(incore.RuntimeStateError, match="capture ended with an exception"):
        g.replay(s)
    s.launch(kernels["inc"], c, blocks=1)  # the stream launches normally again
    s.synchronize()
    assert c.numpy()[0] == 1


def test_a_replay_keeps_its_buffers_alive_until_it_ran_and_rebinds_later(worker, kernels):
    s = worker.stream()
    c = worker.zeros(1, np.int64)
    with s.capture() as g:
        s.launch(kernels["inc"], c, blocks=1)
    g.replay(s)
    c.free()  # the queued launch keeps its buffer alive
    s.synchronize()
    d = worker.zeros(1, np.int64)
    g.update(0, d)
    for _ in range(3):
        g.replay(s)
    s.synchronize()
    assert d.numpy()[0] == 3


def test_replays_past_the_end_of_the_launch_ring_stay_exact(worker, kernels):
    """20,000 replayed launches wrap the 16,384-slot ring, and a replay of 48 launches is split
    in two copies where it crosses the ring's end."""
    s = worker.stream()
    c = worker.zeros(1, np.int64)
    with s.capture() as g:
        for _ in range(48):
            s.launch(kernels["inc"], c, blocks=1)
    for _ in range(417):
        g.replay(s)
    s.synchronize()
    assert c.numpy()[0] == 48 * 417


# ------------------------------------------------------------------ freed buffers and update()


def test_every_replay_refuses_a_buffer_freed_after_an_earlier_replay(worker, kernels):
    s = worker.stream()
    keep, c = worker.zeros(1, np.int64), worker.zeros(1, np.int64)
    with s.capture() as g:
        s.launch(kernels["inc"], keep, blocks=1)
        s.launch(kernels["inc"], c, blocks=1)
    g.replay(s)
    s.synchronize()
    c.free()
    for _ in range(2):  # every replay, not only the first after the free
        with pytest.raises(ValueError, match="was freed") as info:
            g.replay(s)
        assert info.value.code == "BUFFER_FREED"
        assert "launch 1" in info.value.message and "parameter 'c'" in info.value.message
    s.synchronize()
    assert keep.numpy()[0] == 1  # nothing of the refused replays was enqueued
    d = worker.zeros(1, np.int64)
    g.update(1, c=d)
    g.replay(s)
    s.synchronize()
    assert (keep.numpy()[0], d.numpy()[0]) == (2, 1)


def test_a_freed_buffer_is_the_same_error_at_the_first_replay_and_at_a_stream_launch(
        worker, kernels):
    s = worker.stream()
    c = worker.zeros(1, np.int64)
    with s.capture() as g:
        s.launch(kernels["inc"], c, blocks=1)
    c.free()
    with pytest.raises(ValueError, match="parameter 'c'.*was freed") as info:
        g.replay(s)
    assert info.value.code == "BUFFER_FREED"
    with pytest.raises(ValueError, match="parameter 'c'.*was freed") as info:
        s.launch(kernels["inc"], c, blocks=1)
    assert info.value.code == "BUFFER_FREED"


def test_update_checks_its_arguments_at_the_call_and_names_the_launch_and_parameter(
        worker, kernels):
    s = worker.stream()
    c, x = worker.zeros(1, np.int64), worker.zeros(8, np.int64)
    with s.capture() as g:
        s.launch(kernels["inc"], c, blocks=1)
        s.launch(kernels["fill"], x, 7, blocks=2)
    freed = worker.zeros(8, np.int64)
    freed.free()
    bad = [((worker.zeros(4, np.int64),), {}, ValueError, "parameter 'c'"),  # shape [1]
           ((worker.zeros(1, np.float32),), {}, TypeError, "parameter 'c'"),  # dtype
           ((), {"blocks": 0}, ValueError, "blocks")]
    for args, kw, exc, what in bad:
        with pytest.raises(exc) as info:
            g.update(0, *args, **kw)
        assert "graph launch 0" in info.value.message and what in info.value.message
    with pytest.raises(ValueError, match="graph launch 1.*parameter 'x'.*was freed") as info:
        g.update(1, freed)
    assert info.value.code == "BUFFER_FREED"
    with pytest.raises(TypeError, match="graph launch 1.*parameter 'v'"):
        g.update(1, v="seven")
    g.replay(s)  # the refused updates left both launches as they were
    s.synchronize()
    assert c.numpy()[0] == 1 and list(x.numpy()) == [7] * 8
