"""``pipeline.enqueue_bound``: the stream launch whose arguments are those of its plan's last
binding is enqueued in one frame; it writes what ``launch_queued`` writes, and it declines
(returns False, changing nothing) every launch it does not take, which then goes the general
way."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.runtime.common.control import RING_SLOTS
from incore.runtime.host import operations
from incore.runtime.host.launch import pipeline
from incore.runtime.host.operations import Operation

pytestmark = pytest.mark.device  # launches kernels on simulated devices

N = 64
SOURCE = """
@aiv
kernel axpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = y[i] + a * x[i]
"""
DEVICES = (15, 16)


@pytest.fixture(scope="module")
def axpy():
    return incore.compile(SOURCE, filename="bound.ik", opt=0)["axpy"]


@pytest.fixture
def counted(monkeypatch):
    """How many launches ``enqueue_bound`` took and declined (through ``Stream.launch``)."""
    seen = {True: 0, False: 0}

    def counting(*args):
        took = pipeline.enqueue_bound(*args)
        seen[took] += 1
        return took

    monkeypatch.setattr(operations, "enqueue_bound", counting)
    return seen


def _descriptor(worker, seq):
    """The fields of launch ``seq``'s descriptor, its order relative to ``seq``."""
    desc = worker._ctx.launches.queue.ring[seq % RING_SLOTS]
    return (desc.core_kind, desc.nblocks, desc.units, desc.payload != 0, desc.overlap,
            seq - desc.after, seq - desc.waited, [desc.args[i] != 0 for i in range(3)])


def test_a_repeated_stream_launch_is_bound_and_writes_what_launch_queued_writes(axpy, counted):
    got = []
    for device, fast in ((DEVICES[0], True), (DEVICES[1], False)):
        with incore.Worker(device_id=device, clusters=1, timeout=20) as w:
            s = w.stream()
            x = w.to_device(np.arange(N, dtype=np.float32))
            y = w.to_device(np.ones(N, np.float32))
            a = 0.5  # the same object every launch
            descs = []
            for _ in range(12):
                if fast:
                    s.launch(axpy, x, y, a, blocks=2)
                else:  # launch_queued itself, under the lock as launching() calls it
                    with Operation(w, None) as ctx:
                        pipeline.launch_queued(ctx, s, axpy, (x, y, a), 2, w.launch_options)
                descs.append(_descriptor(w, s.last_seq))
            s.synchronize()
            got.append((y.numpy().copy(), s.launch_count, descs))
    assert counted == {True: 11, False: 1}  # the first launch binds: launch_queued takes it
    assert np.array_equal(got[0][0], got[1][0])
    assert np.array_equal(got[0][0], 1.0 + 6.0 * np.arange(N, dtype=np.float32))
    assert got[0][1] == got[1][1] == 12
    assert got[0][2] == got[1][2]
    assert got[0][2][-1][4:7] == (1, 1, 1)  # overlapping, after the stream's previous launch


def _tries(w, s, kernel, args, blocks):
    """``enqueue_bound`` on ``s`` under the lock: (taken, tail moved, launches counted)."""
    with Operation(w, None) as ctx:
        words = ctx.launches.queue.words
        tail, count = int(words.tail), s.launch_count
        took = pipeline.enqueue_bound(ctx, s, kernel, args, blocks, w.launch_options)
        return took, int(words.tail) - tail, s.launch_count - count


def test_enqueue_bound_declines_what_it_does_not_take_and_changes_nothing(axpy):
    with incore.Worker(device_id=DEVICES[0], clusters=1, timeout=20) as w:
        s = w.stream()
        x = w.to_device(np.arange(N, dtype=np.float32))
        y = w.to_device(np.zeros(N, np.float32))
        other = w.to_device(np.zeros(N, np.float32))
        a = 1.0
        assert _tries(w, s, axpy, (x, y, a), 1) == (False, 0, 0)  # no plan yet
        s.launch(axpy, x, y, a, blocks=1)
        assert _tries(w, s, axpy, (x, y, a), 1) == (True, 1, 1)  # the last binding
        assert _tries(w, s, axpy, (x, other, a), 1) == (False, 0, 0)  # another buffer
        assert _tries(w, s, axpy, (x, y, 2.0), 1) == (False, 0, 0)  # another scalar object
        assert _tries(w, s, axpy, (x, y), 1) == (False, 0, 0)  # too few arguments
        assert _tries(w, s, axpy, (x, y, a), None) == (False, 0, 0)  # the default blocks
        assert _tries(w, s, axpy, (x, y, a), 0) == (False, 0, 0)  # a bad block count
        e = w.stream().record()
        s.wait(e)
        assert _tries(w, s, axpy, (x, y, a), 1) == (False, 0, 0)  # an event to follow
        s.synchronize()
        assert _tries(w, s, axpy, (x, y, a), 1) == (True, 1, 1)
        s.synchronize()
        assert np.array_equal(y.numpy(), 3.0 * np.arange(N, dtype=np.float32))
        y.free()
        assert _tries(w, s, axpy, (x, y, a), 1) == (False, 0, 0)  # a freed buffer
        with pytest.raises(Exception, match="free"):  # the general way names it
            s.launch(axpy, x, y, a, blocks=1)
