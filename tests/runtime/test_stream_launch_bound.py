"""``Stream.launch``'s common case (``host/stream_launch.py``): the stream launch whose
arguments are those of its plan's last binding is enqueued in one frame; it writes what
``pipeline.launch_queued`` writes, and every launch it does not take goes the general way
(``operations.launching`` with ``launch_queued``), nothing changed before."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.runtime.common.control import RING_SLOTS
from incore.runtime.host import stream as stream_module
from incore.runtime.host import stream_launch
from incore.runtime.host.launch import pipeline
from incore.runtime.host.operations import Operation
from tests.support.bound_launch import SOURCE, N, record_general

pytestmark = pytest.mark.device  # launches kernels on simulated devices

DEVICES = (15, 16)


@pytest.fixture(scope="module")
def axpy():
    return incore.compile(SOURCE, filename="bound.ik", opt=0)["axpy"]


@pytest.fixture
def general(monkeypatch, no_collector_rooms):
    """The launches ``Stream.launch`` sent the general way (``launching``), by kernel name
    (``stream_module``'s: after events and callbacks)."""
    return record_general(monkeypatch, stream_launch, stream_module)


def _descriptor(worker, seq):
    """The fields of launch ``seq``'s descriptor, its order relative to ``seq``."""
    desc = worker._ctx.launches.queue.ring[seq % RING_SLOTS]
    return (desc.core_kind, desc.nblocks, desc.units, desc.payload != 0, desc.overlap,
            seq - desc.after, seq - desc.waited, [desc.args[i] != 0 for i in range(3)])


def test_a_repeated_stream_launch_is_taken_and_writes_what_launch_queued_writes(axpy, general):
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
    assert general == ["axpy"]  # the first launch binds: the general way takes it
    assert np.array_equal(got[0][0], got[1][0])
    assert np.array_equal(got[0][0], 1.0 + 6.0 * np.arange(N, dtype=np.float32))
    assert got[0][1] == got[1][1] == 12
    assert got[0][2] == got[1][2]
    assert got[0][2][-1][4:7] == (1, 1, 1)  # overlapping, after the stream's previous launch


def _launched(w, s, general, kernel, *args, **kw):
    """``s.launch``: (taken in one frame, tail moved, launches counted)."""
    words = w._ctx.launches.queue.words
    tail, count, before = int(words.tail), s.launch_count, len(general)
    s.launch(kernel, *args, **kw)
    return len(general) == before, int(words.tail) - tail, s.launch_count - count


def test_every_other_launch_goes_the_general_way(axpy, general):
    with incore.Worker(device_id=DEVICES[0], clusters=1, timeout=20) as w:
        s = w.stream()
        x = w.to_device(np.arange(N, dtype=np.float32))
        y = w.to_device(np.zeros(N, np.float32))
        other = w.to_device(np.zeros(N, np.float32))
        a = 1.0
        assert _launched(w, s, general, axpy, x, y, a, blocks=1) == (False, 1, 1)  # no plan
        assert _launched(w, s, general, axpy, x, y, a, blocks=1) == (True, 1, 1)  # the same
        assert _launched(w, s, general, axpy, x, other, a, blocks=1) == (False, 1, 1)
        assert _launched(w, s, general, axpy, x, y, a, blocks=1) == (False, 1, 1)  # rebinds
        two = 2.0
        assert _launched(w, s, general, axpy, x, y, two, blocks=1) == (False, 1, 1)
        assert _launched(w, s, general, axpy, x, y, two, blocks=1) == (True, 1, 1)
        # an equal scalar, another object: checked and packed again
        assert _launched(w, s, general, axpy, x, y, float("2"), blocks=1) == (False, 1, 1)
        assert _launched(w, s, general, axpy, x, y, a, blocks=None) == (False, 1, 1)
        e = w.stream().record()
        s.wait(e)
        assert _launched(w, s, general, axpy, x, y, a, blocks=1) == (False, 1, 1)  # an event
        s.synchronize()  # the stream follows no event from now on
        assert _launched(w, s, general, axpy, x, y, a, blocks=1) == (True, 1, 1)
        s.synchronize()
        expect = np.arange(N, dtype=np.float32) * (1 + 1 + 1 + 2 + 2 + 2 + 1 + 1 + 1)
        assert np.array_equal(y.numpy(), expect)
        with pytest.raises(TypeError, match="takes 3 argument"):  # the general way's check
            s.launch(axpy, x, y, blocks=1)
        y.free()
        with pytest.raises(ValueError, match="parameter 'y'.* was freed"):
            s.launch(axpy, x, y, a, blocks=1)
        assert general[-2:] == ["axpy", "axpy"]
