"""Regression tests for the small runtime bugs a new-user trial and a fault campaign found
(issue 27): calls on a closed Worker, hints that contradict their messages, ``incore.Event()``."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.errors import ContextClosedError
from incore.runtime import Worker

pytestmark = pytest.mark.device

DEV = 14

SOURCE = """
@aiv
kernel bump(c: Tensor[[1], i64]):
    if block_idx == 0:
        c[0] = c[0] + 1
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SOURCE, filename="trial_edges.ik", opt=0)


# ------------------------------------------------------------------ calls on a closed Worker


@pytest.mark.parametrize("l2_model", [True, False])
def test_l2_calls_and_cores_after_close_raise_the_closed_context_error(l2_model):
    w = Worker(device_id=DEV, clusters=1,
               l2_model=incore.L2Config() if l2_model else None).start()
    assert len(w.cores) == 3
    if l2_model:
        w.l2_flush()
        w.l2_stats()
    w.close()
    with pytest.raises(ContextClosedError) as memory:
        w.memory_stats()  # what every other call raises after close
    for call in (lambda: w.l2_stats(), lambda: w.l2_stats(reset=True), lambda: w.l2_flush(),
                 lambda: w.cores):
        with pytest.raises(ContextClosedError) as info:
            call()
        assert info.value.code == memory.value.code == "CONTEXT_CLOSED"
        assert info.value.message == memory.value.message


def test_cores_of_a_worker_never_started_and_closed_is_the_closed_error():
    w = Worker(device_id=DEV, clusters=2)
    assert len(w.cores) == 6  # no device needed before close
    w.close()
    with pytest.raises(ContextClosedError, match="closed"):
        _ = w.cores


# ------------------------------------------------------------------ hints that fit their message


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=DEV + 1, clusters=1)


@pytest.mark.parametrize("blocks", [0, -3])
def test_too_few_blocks_are_not_told_to_launch_at_most_the_limit(worker, mod, blocks):
    c = worker.zeros(1, np.int64)
    for launch in (worker.launch, worker.stream().launch):
        with pytest.raises(ValueError) as info:
            launch(mod["bump"], c, blocks=blocks)
        assert info.value.code == "BLOCKS_OUT_OF_RANGE"
        assert "at most" not in info.value.hint and "at least 1 block" in info.value.hint
    with pytest.raises(ValueError) as info:
        worker.launch(mod["bump"], c, blocks=2**31)
    assert "at most 2147483647" in info.value.hint


def test_a_numpy_array_to_a_stream_launch_or_capture_is_told_to_copy_it_to_the_device(
        worker, mod):
    s = worker.stream()
    arr = np.zeros(1, np.int64)
    with pytest.raises(TypeError) as launched:
        s.launch(mod["bump"], arr, blocks=1)
    with s.capture() as g:
        with pytest.raises(TypeError) as captured:
            s.launch(mod["bump"], arr, blocks=1)
        s.launch(mod["bump"], worker.zeros(1, np.int64), blocks=1)
    with pytest.raises(TypeError) as updated:
        g.update(0, arr)
    for info in (launched, captured, updated):
        assert info.value.code == "LAUNCH_ARGUMENT_TYPE"
        hint = info.value.hint
        assert "numpy array or DeviceBuffer" not in hint
        assert "DeviceBuffer" in hint and "w.to_device(arr)" in hint
    with pytest.raises(TypeError) as info:  # the synchronous launch stages arrays
        worker.launch(mod["bump"], np.zeros(1, np.float32), blocks=1)
    assert "numpy array or DeviceBuffer" in info.value.hint


def test_replaying_a_graph_whose_capture_raised_says_so_and_to_capture_again(worker, mod):
    s = worker.stream()
    with pytest.raises(KeyError):
        with s.capture() as g:
            s.launch(mod["bump"], worker.zeros(1, np.int64), blocks=1)
            raise KeyError("user code")
    with pytest.raises(incore.RuntimeStateError) as info:
        g.replay(s)
    assert info.value.code == "GRAPH_CAPTURE"
    assert "log" not in info.value.hint and "sites" not in info.value.hint
    assert "capture failed" in info.value.hint and "capture the graph again" in info.value.hint
    assert "unusable" in info.value.message


# ------------------------------------------------------------------ incore.Event()

SPIN = """
@aiv
kernel spin(c: Tensor[[1], i64], n: i64):
    if block_idx == 0:
        s = 0
        for j in range(n):
            s = s + c[0] % 7 + j
        c[0] = c[0] * 10 + 1 + s * 0

@aiv
kernel tag(c: Tensor[[1], i64], v: i64):
    if block_idx == 0:
        c[0] = c[0] * 10 + v
"""


@pytest.fixture(scope="module")
def spin():
    return incore.compile(SPIN, filename="trial_events.ik", opt=0)


def test_an_unrecorded_event_is_complete_and_waiting_on_it_orders_nothing(worker, spin):
    e = incore.Event()
    assert isinstance(e, incore.Event) and "not recorded" in repr(e)
    assert e.query() is True
    e.synchronize()  # returns at once
    s = worker.stream()
    s.wait(e)  # a no-op
    c = worker.zeros(1, np.int64)
    s.launch(spin["tag"], c, 2, blocks=1)
    s.synchronize()
    assert c.numpy()[0] == 2
    assert e.query() is True  # still unrecorded


def test_record_into_an_event_made_by_event_orders_the_waiting_stream(worker, spin):
    s1, s2 = worker.stream(), worker.stream()
    c = worker.zeros(1, np.int64)
    e = incore.Event()
    s1.launch(spin["spin"], c, 200_000, blocks=1)
    assert s1.record(e) is e
    s2.wait(e)
    s2.launch(spin["tag"], c, 2, blocks=1)  # runs after the spin: 0 -> 1 -> 12
    s2.synchronize()
    assert c.numpy()[0] == 12 and e.query() is True
    new = s1.record()
    assert isinstance(new, incore.Event) and new is not e  # record() still makes a new one


def test_an_event_recorded_again_stands_for_its_last_record(worker, spin):
    s1, s2 = worker.stream(), worker.stream()
    c = worker.zeros(1, np.int64)
    e = s1.record()  # made by record(): before any launch, complete
    assert e.query() is True
    s2.wait(e)  # keeps e's position at the call: nothing to wait for
    s1.launch(spin["spin"], c, 200_000, blocks=1)
    s1.record(e)  # now after the spin
    e.synchronize()
    assert c.numpy()[0] == 1 and e.query() is True
    s1.synchronize()
    s2.synchronize()


def test_event_refuses_arguments_and_record_refuses_what_is_not_an_event(worker):
    with pytest.raises(TypeError, match="Event"):
        incore.Event(5)
    with pytest.raises(TypeError, match="event"):
        worker.stream().record("e")
