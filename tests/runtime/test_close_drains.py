"""close() loses no queued work: closing a Worker (or leaving its ``with``) waits for its
queued stream launches, bounded by the Worker's timeout; launches that cannot finish are
reported as a RuntimeWarning naming the stream, how many ran and how many were discarded."""

from __future__ import annotations

import re
import threading
import time
import warnings

import numpy as np
import pytest

import incore
from incore.runtime import Worker

pytestmark = pytest.mark.device

SOURCE = """
@aiv
kernel inc(c: Tensor[[1], i64]):
    if block_idx == 0:
        c[0] = c[0] + 1

@aiv
kernel slow_inc(c: Tensor[[1], i64], n: i64):
    if block_idx == 0:
        for j in range(n):
            atomic_add(c[0], 0)  # an atomic per iteration: the loop is not optimised away
        c[0] = c[0] + 1

@aiv
kernel gated_inc(c: Tensor[[1], i64], gate: Tensor[[1], i64]):
    if block_idx == 0:
        while atomic_add(gate[0], 0) == 0:  # the host opens the gate
            pass
        c[0] = c[0] + 1

@aiv
kernel inc_unless(c: Tensor[[1], i64], i: i64, bad: i64):
    if block_idx == 0:
        if i == bad:
            c[0] = c[0] // (i - bad)  # division by zero
        else:
            c[0] = c[0] + 1

@aiv
kernel forever(c: Tensor[[1], i64]):
    while c[0] >= 0:
        c[0] = c[0] + 0
"""
DEV = 63
COUNTS = re.compile(r"(\d+) of its (\d+) queued launches ran, (\d+) (?:was|were) discarded")


def _counts(text: str) -> tuple[int, int, int]:
    m = COUNTS.search(text)
    assert m, text
    return int(m[1]), int(m[2]), int(m[3])


@pytest.fixture(scope="module")
def kernels():
    return incore.compile(SOURCE)


def test_two_hundred_launches_queued_at_close_all_take_effect(kernels):
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)  # none is lost, so nothing is reported
        with Worker(device_id=DEV, timeout=60.0) as w:
            c, gate = w.zeros(1, np.int64), w.zeros(1, np.int64)
            view = c.numpy()  # GM stays mapped after close() while a view of it lives
            s = w.stream()
            s.launch(kernels["gated_inc"], c, gate, blocks=1)  # the rest queue behind it
            for _ in range(199):
                s.launch(kernels["inc"], c, blocks=1)
            assert not s.query()  # held at the gate: all 200 are queued when close() starts
            opener = threading.Timer(0.2, gate.numpy().__setitem__, (0, 1))
            opener.start()  # the gate opens while close() waits for the queue
    opener.join()
    assert view[0] == 200


def test_close_reports_a_stream_whose_queued_launch_faults(kernels):
    with pytest.warns(RuntimeWarning) as caught:
        w = Worker(device_id=DEV, timeout=60.0)
        c, d = w.zeros(1, np.int64), w.zeros(1, np.int64)
        view = c.numpy()
        s, other = w.stream(), w.stream()
        s.launch(kernels["slow_inc"], c, 3_000_000, blocks=1)  # still running at close()
        for i in range(1, 10):  # launches 2..10 of the stream: the 5th of them faults
            s.launch(kernels["inc_unless"], c, i, 5, blocks=1)
        for _ in range(3):
            other.launch(kernels["inc"], d, blocks=1)
        w.close()
    messages = [str(m.message) for m in caught if m.category is RuntimeWarning]
    mine = [m for m in messages if m.startswith(f"Worker.close(): stream {s.id} of")]
    assert len(mine) == 1, messages
    text = mine[0]
    assert "close()" in text and "inc_unless" in text
    ran, queued, discarded = _counts(text)
    # the faulting launch (i = 5) and the 4 behind it did not run; slow_inc may have finished
    # before close() began
    assert discarded == 5 and queued - ran == 5 and queued in (9, 10)
    assert view[0] == 5  # slow_inc and launches i = 1..4
    with pytest.raises(incore.ContextClosedError):
        s.synchronize()


def test_close_is_bounded_by_the_worker_timeout(kernels):
    with pytest.warns(RuntimeWarning, match="timed out") as caught:
        w = Worker(device_id=DEV, timeout=1.0)
        c = w.zeros(1, np.int64)
        s = w.stream()
        s.launch(kernels["inc"], c, blocks=1)
        s.launch(kernels["forever"], c, blocks=1)
        for _ in range(4):
            s.launch(kernels["inc"], c, blocks=1)
        t0 = time.monotonic()
        w.close()
        elapsed = time.monotonic() - t0
    assert elapsed < 30  # bounded (the timeout is 1 s; the kill and the report take the rest)
    text = next(str(m.message) for m in caught
                if str(m.message).startswith(f"Worker.close(): stream {s.id} of"))
    ran, queued, discarded = _counts(text)
    assert discarded == 5 and queued - ran == 5 and queued in (5, 6)
