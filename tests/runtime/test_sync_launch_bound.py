"""``Worker.launch``'s common case (``host/sync_launch.py``): a synchronous launch whose
arguments are those of its plan's last binding goes straight to ``pipeline.plain_sync`` under
the lock; it does what the general way (``operations.launching`` with
``pipeline.launch_sync``) does, and every other launch goes the general way."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.runtime.host import sync_launch
from incore.runtime.host.launch import pipeline
from incore.runtime.host.operations import launching
from tests.support.bound_launch import SOURCE, N, record_general

pytestmark = pytest.mark.device  # launches kernels on simulated devices

DEVICES = (18, 19)


@pytest.fixture(scope="module")
def axpy():
    return incore.compile(SOURCE, filename="sync_bound.ik", opt=0)["axpy"]


@pytest.fixture
def general(monkeypatch, no_collector_rooms):
    """The launches ``Worker.launch`` sent the general way (``launching``)."""
    return record_general(monkeypatch, sync_launch)


def test_a_repeated_sync_launch_is_taken_and_does_what_the_general_way_does(axpy, general):
    got = []
    for device, fast in ((DEVICES[0], True), (DEVICES[1], False)):
        with incore.Worker(device_id=device, clusters=1, timeout=20) as w:
            x = w.to_device(np.arange(N, dtype=np.float32))
            y = w.to_device(np.ones(N, np.float32))
            a = 0.5  # the same object every launch
            stats = []
            for _ in range(6):
                if fast:
                    stats.append(w.launch(axpy, x, y, a, blocks=2))
                else:
                    stats.append(launching(w, "Worker.launch", pipeline.launch_sync, None,
                                           axpy, (x, y, a), 2, w.launch_options))
            got.append((y.numpy().copy(), [(s.kernel, s.blocks, s.l2) for s in stats]))
    assert general == ["axpy"]  # the first launch binds: the general way takes it
    assert np.array_equal(got[0][0], got[1][0])
    assert np.array_equal(got[0][0], 1.0 + 3.0 * np.arange(N, dtype=np.float32))
    assert got[0][1] == got[1][1] == [("axpy", 2, None)] * 6


def _launched(w, general, *args, **kw):
    """``w.launch``: whether it was taken without the general way."""
    before = len(general)
    w.launch(*args, **kw)
    return len(general) == before


def test_every_other_sync_launch_goes_the_general_way(axpy, general):
    with incore.Worker(device_id=DEVICES[0], clusters=1, timeout=20) as w:
        x = w.to_device(np.arange(N, dtype=np.float32))
        y = w.to_device(np.zeros(N, np.float32))
        other = w.to_device(np.zeros(N, np.float32))
        host = np.zeros(N, np.float32)
        a = 1.0
        assert not _launched(w, general, axpy, x, y, a, blocks=1)  # no plan yet
        assert _launched(w, general, axpy, x, y, a, blocks=1)  # the last binding
        assert not _launched(w, general, axpy, x, other, a, blocks=1)  # another buffer
        assert not _launched(w, general, axpy, x, y, a, blocks=1)  # bound again
        assert not _launched(w, general, axpy, x, host, a, blocks=1)  # staged
        assert not _launched(w, general, axpy, x, y, float("1"), blocks=1)  # new scalar
        assert not _launched(w, general, axpy, x, y, a, blocks=None)  # the default blocks
        assert _launched(w, general, axpy, x, y, a, blocks=1)
        assert np.array_equal(y.numpy(), 6.0 * np.arange(N, dtype=np.float32))
        assert np.array_equal(host, np.arange(N, dtype=np.float32))  # copied back
        with pytest.raises(TypeError, match="takes 3 argument"):  # the general way's check
            w.launch(axpy, x, y, blocks=1)
        with pytest.raises(ValueError, match="blocks"):
            w.launch(axpy, x, y, a, blocks=0)
        y.free()
        with pytest.raises(ValueError, match="parameter 'y'.* was freed"):
            w.launch(axpy, x, y, a, blocks=1)
    with pytest.raises(RuntimeError, match="closed"):
        w.launch(axpy, x, other, a, blocks=1)
