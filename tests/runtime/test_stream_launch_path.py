"""The plain stream launch (``pipeline.launch_queued``'s common case): what it writes into a
ring slot it reuses, and when the GM of completed launches is released."""

from __future__ import annotations

import ctypes
import time

import numpy as np
import pytest

import incore
from incore.runtime.common.control import RING_SLOTS, control_block_type
from incore.runtime.host.launch.launchqueue import SEQ_MASK, LaunchQueue

pytestmark = pytest.mark.device

SOURCE = """
@aiv
kernel add(c: Tensor[[1], i64], v: i64):
    if block_idx == 0:
        c[0] = c[0] + v

@aiv
kernel touch(x: Tensor[[N], f32]):
    if block_idx == 0:
        x[0] = x[0] + 1.0
"""


@pytest.fixture(scope="module")
def kernels():
    return incore.compile(SOURCE, "stream_path.ik")


@pytest.fixture
def worker():
    with incore.Worker(device_id=0) as w:
        yield w


def test_a_reused_slot_gets_the_new_scalar_word(worker, kernels):
    """Every slot of the ring first holds ``v = 1``; after the second pass each launch must
    carry ``v = 2`` into the slot whose descriptor still holds the plan's earlier words."""
    add = kernels["add"]
    c = worker.zeros(1, "i64")
    s = worker.stream()
    for _ in range(RING_SLOTS):
        s.launch(add, c, 1, blocks=1)
    s.synchronize()
    for _ in range(100):
        s.launch(add, c, 2, blocks=1)
    s.launch(add, c, 5, blocks=1)
    s.synchronize()
    assert int(c.numpy()[0]) == RING_SLOTS + 200 + 5


def test_a_reused_slot_gets_the_new_buffer_word(worker, kernels):
    add = kernels["add"]
    a, b = worker.zeros(1, "i64"), worker.zeros(1, "i64")
    s = worker.stream()
    for _ in range(RING_SLOTS):
        s.launch(add, a, 1, blocks=1)
    s.synchronize()
    for i in range(64):
        s.launch(add, b if i % 2 else a, 1, blocks=1)
    s.synchronize()
    assert (int(a.numpy()[0]), int(b.numpy()[0])) == (RING_SLOTS + 32, 32)


def _until_complete(worker) -> None:
    """Until the device completed every queued launch, without a host wait or query (both
    release completed launches' references themselves)."""
    queue = worker._ctx.launches.queue
    deadline = time.monotonic() + 30
    while queue.words.completed != queue.words.tail:
        assert time.monotonic() < deadline, "the launches never completed"
        time.sleep(0.001)


def test_a_buffer_freed_after_its_launches_ran_is_free_in_memory_stats(worker, kernels):
    touch = kernels["touch"]
    s = worker.stream()
    s.launch(touch, worker.zeros(16, np.float32), blocks=1)
    s.synchronize()
    before = worker.memory_stats()
    x = worker.zeros(1 << 18, np.float32)
    for _ in range(10):
        s.launch(touch, x, blocks=1)
    _until_complete(worker)
    x.free()
    after = worker.memory_stats()
    assert after.live_buffers == before.live_buffers
    assert after.bytes_in_use == before.bytes_in_use


def test_gm_freed_after_its_launches_ran_is_reused_by_the_next_allocation(kernels):
    """A GM heap with room for one large buffer: freeing it once its launches ran lets the
    next one be allocated without a synchronize()."""
    touch = kernels["touch"]
    with incore.Worker(device_id=0, gm_size=1 << 24) as w:
        s = w.stream()
        n = w.memory_stats().heap_bytes * 6 // 10 // 4  # 60% of the heap, in f32
        for _ in range(3):
            x = w.zeros(n, np.float32)
            for _ in range(5):
                s.launch(touch, x, blocks=1)
            _until_complete(w)
            x.free()
        s.synchronize()


@pytest.mark.parametrize("behind", [5, RING_SLOTS + 3, 0x80000005])
def test_reap_releases_every_slot_of_launches_completed_since_however_long(behind):
    """Stream launches leave their references in place; the next release covers each slot's
    latest launch, however many launches completed since the last one (even past 2**31)."""
    cb_type = control_block_type("a2a3", 3)
    cb = cb_type()
    queue = LaunchQueue(cb, ctypes.addressof(cb), cb_type)
    done = 1000
    queue.reaped = (done - behind) & SEQ_MASK
    cb.queue.completed = cb.queue.tail = done
    held = [queue.entry(n) for n in range(done - min(behind, RING_SLOTS) + 1, done + 1)]
    for e in held:
        e.keep.append(object())
        e.stream = object()
    queue.reap()
    assert queue.reaped == done
    assert all(not e.keep and e.stream is None for e in held)


@pytest.mark.parametrize("done", [1000, RING_SLOTS + 2, SEQ_MASK - 1])
def test_reap_leaves_the_references_of_launches_not_completed(done):
    """The slots of launches still queued (after ``completed``), across the ring's end and
    the sequence numbers' wrap-around too, keep what they hold."""
    cb_type = control_block_type("a2a3", 3)
    cb = cb_type()
    queue = LaunchQueue(cb, ctypes.addressof(cb), cb_type)
    queue.reaped = (done - 10) & SEQ_MASK
    cb.queue.completed = done
    cb.queue.tail = (done + 5) & SEQ_MASK
    ran = [queue.entry((done - k) & SEQ_MASK) for k in range(10)]
    queued = [queue.entry((done + k) & SEQ_MASK) for k in range(1, 6)]
    older = queue.entry((done - 10) & SEQ_MASK)  # reaped before
    for e in [*ran, *queued, older]:
        e.keep.append(object())
        e.stream = object()
    queue.reap()
    assert queue.reaped == done
    assert all(not e.keep and e.stream is None for e in ran)
    assert all(e.keep and e.stream is not None for e in [*queued, older])
