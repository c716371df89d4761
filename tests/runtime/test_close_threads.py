"""close() from another thread, from several threads at once, from a signal handler or from a
dropped Worker's finalizer keeps every launch that ``s.launch()`` returned for: each runs
before the context is destroyed or is counted, by launch, in the RuntimeWarning close()
raises; a thread waiting in ``synchronize()`` or a blocked ``s.launch()`` gets
``ContextClosedError`` only after the launches before it ran (issue 27, "Nothing lost").

The queued launches wait behind a ``gate`` launch that spins until the test opens it, so the
close always meets a full queue.  Each launch adds 1 to its own slot: "ran" is read from
memory.  Device ids 12-19 (tests run one at a time and close their Workers).
"""

from __future__ import annotations

import gc
import os
import signal
import threading
import time
import warnings

import numpy as np
import pytest

import incore
from incore.runtime import Worker
from incore.runtime.common.control import RING_SLOTS
from tests.support import close_harness
from tests.support.proc_util import process_alive

pytestmark = pytest.mark.device

N = 1 << 15
SOURCE = f"""
@aiv
kernel gate(g: Tensor[[1], i64]):
    if block_idx == 0:
        while g[0] == 0:
            atomic_add(g[0], 0)  # an atomic per iteration: g[0] is read again each time

@aiv
kernel bump(c: Tensor[[{N}], i64], i: i64):
    if block_idx == 0:
        c[i] = c[i] + 1
"""
QUEUED = 3000


@pytest.fixture(scope="module")
def kernels():
    return incore.compile(SOURCE)


class Gated:
    """A Worker whose stream holds a gate launch and ``n`` launches queued behind it."""

    def __init__(self, kernels, device_id: int, n: int = QUEUED, timeout: float = 60.0):
        self.k = kernels
        self.w = Worker(device_id=device_id, timeout=timeout).start()
        self.g, self.c = self.w.zeros(1, np.int64), self.w.zeros(N, np.int64)
        self.gate, self.slots = self.g.numpy(), self.c.numpy()  # readable after close()
        self.s = self.w.stream()
        self.s.launch(kernels["gate"], self.g, blocks=1)
        for i in range(n):
            self.s.launch(kernels["bump"], self.c, i, blocks=1)

    def open_later(self, seconds: float) -> threading.Timer:
        """Open the gate in ``seconds`` (the launches behind it then run)."""
        def open_gate() -> None:
            self.gate[0] = 1
        timer = threading.Timer(seconds, open_gate)
        timer.start()
        return timer

    def ran(self, n: int = QUEUED) -> int:
        return int(self.slots[:n].sum())


def _stream_warnings(caught) -> list:
    return [m.message for m in caught if getattr(m.message, "stream", None) is not None]


def _in_thread(fn) -> tuple[threading.Thread, dict]:
    box: dict = {}

    def run() -> None:
        try:
            box["result"] = fn()
        except BaseException as e:  # noqa: BLE001 - the test looks at it
            box["error"] = e

    t = threading.Thread(target=run)
    t.start()
    return t, box


def test_close_from_another_thread_runs_what_a_synchronize_waits_for(kernels):
    q = Gated(kernels, 12)
    seen: dict = {}

    def sync() -> None:
        try:
            q.s.synchronize()
        finally:
            seen["ran"] = q.ran()  # what had run when synchronize() returned or raised

    t, box = _in_thread(sync)
    time.sleep(0.2)  # the thread waits in synchronize(), the gate still shut
    timer = q.open_later(0.3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        q.w.close()
    t.join(30)
    timer.join()
    assert not t.is_alive()
    assert q.ran() == QUEUED and seen["ran"] == QUEUED  # none lost, none after the error
    assert isinstance(box.get("error"), incore.ContextClosedError), box
    assert not _stream_warnings(caught)
    with pytest.raises(incore.ContextClosedError):
        q.s.launch(kernels["bump"], q.c, 0, blocks=1)


def test_close_from_another_thread_keeps_what_a_launching_thread_enqueued(kernels):
    q = Gated(kernels, 13)
    returned = []

    def launch_until_closed() -> None:
        for i in range(QUEUED, N):  # fills the queue: the last ones block on back-pressure
            q.s.launch(kernels["bump"], q.c, i, blocks=1)
            returned.append(i)

    t, box = _in_thread(launch_until_closed)
    time.sleep(0.3)
    timer = q.open_later(0.3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        q.w.close()
    t.join(30)
    timer.join()
    assert not t.is_alive() and isinstance(box.get("error"), incore.ContextClosedError), box
    assert not _stream_warnings(caught)
    accepted = set(returned) | set(range(QUEUED))
    ran = {i for i in range(N) if q.slots[i] == 1}
    assert ran == accepted  # every accepted launch ran; the refused one did not
    assert set(np.unique(q.slots)) <= {0, 1}


@pytest.mark.parametrize("closers", [2, 4])
def test_concurrent_closes_all_return_and_keep_the_queue(kernels, closers):
    q = Gated(kernels, 14)
    barrier = threading.Barrier(closers)
    boxes = []
    threads = []
    timer = q.open_later(0.3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(closers):
            def close() -> None:
                barrier.wait()
                q.w.close()
            t, box = _in_thread(close)
            threads.append(t)
            boxes.append(box)
        for t in threads:
            t.join(30)
    timer.join()
    assert not any(t.is_alive() for t in threads)
    assert [b.get("error") for b in boxes] == [None] * closers  # no close raises for another
    assert q.ran() == QUEUED
    assert not _stream_warnings(caught)
    assert q.w._torn_down


def test_a_second_close_waits_for_the_first_ones_drain(kernels):
    q = Gated(kernels, 14)
    first, box = _in_thread(q.w.close)
    time.sleep(0.2)  # the first close drains, the gate shut
    timer = q.open_later(0.3)
    q.w.close()  # returns once the first close is done, without raising
    assert q.ran() == QUEUED and q.w._torn_down
    first.join(30)
    timer.join()
    assert "error" not in box


def _alarm_close(w: Worker, seconds: float):
    previous = signal.signal(signal.SIGALRM, lambda *_: w.close())
    signal.setitimer(signal.ITIMER_REAL, seconds)
    return previous


def test_close_from_a_signal_handler_while_this_thread_synchronizes(kernels):
    q = Gated(kernels, 15)
    previous = _alarm_close(q.w, 0.2)
    timer = q.open_later(0.5)  # after the handler ran: the close meets a shut gate
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with pytest.raises(incore.ContextClosedError):
                q.s.synchronize()
            assert q.ran() == QUEUED  # the close ran them before synchronize() raised
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        timer.join()
    assert not _stream_warnings(caught)
    assert q.w._torn_down and q.w._cb is None


def test_close_from_a_signal_handler_while_this_thread_launches(kernels):
    q = Gated(kernels, 15, n=RING_SLOTS - 1)  # the queue is full: the next launch blocks
    previous = _alarm_close(q.w, 0.2)
    timer = q.open_later(0.5)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with pytest.raises(incore.ContextClosedError):
                q.s.launch(kernels["bump"], q.c, RING_SLOTS - 1, blocks=1)
            assert q.ran(RING_SLOTS - 1) == RING_SLOTS - 1  # ran before launch() raised
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        timer.join()
    assert not _stream_warnings(caught)
    assert q.ran(N) == RING_SLOTS - 1  # the refused launch did not run
    assert q.w._torn_down


@pytest.mark.parametrize("how", ["kill", "stop"])
def test_a_device_lost_while_a_launch_blocks_on_the_full_queue_discards_it(kernels, how):
    """The blocked launch is discarded with the queue and counted in ``.discarded``."""
    # "stop": the stopped device is noticed by the gate outliving its timeout, which must not
    # pass while 16,383 launches are enqueued on a loaded machine
    q = Gated(kernels, 16, n=RING_SLOTS - 1, timeout=60.0 if how == "kill" else 5.0)
    pid = q.w.device_pid
    t, box = _in_thread(lambda: q.s.launch(kernels["bump"], q.c, RING_SLOTS - 1, blocks=1))
    time.sleep(0.3)  # blocked: the queue is full
    assert t.is_alive()
    os.kill(pid, signal.SIGKILL if how == "kill" else signal.SIGSTOP)
    t.join(30)
    assert not t.is_alive() and "error" not in box, box
    with pytest.raises(incore.DeviceFault) as info:
        q.s.synchronize()
    assert info.value.launch == 1  # the gate
    assert info.value.discarded == RING_SLOTS  # every later launch, the blocked one too
    q.s.launch(kernels["bump"], q.c, N - 1, blocks=1)  # the stream works again
    q.s.synchronize()
    assert q.ran(RING_SLOTS) == 0 and q.slots[N - 1] == 1  # none of the discarded ran
    assert not process_alive(pid)  # the lost device (stopped or not) was killed
    q.w.close()


def _dropped(kernels, device_id: int):
    """A Worker and stream, dropped with launches queued behind a shut gate; what outlives
    them: the slots' view, the gate's view and the device's pid."""
    q = Gated(kernels, device_id)
    return q.slots, q.gate, q.w.device_pid


def test_a_dropped_worker_runs_its_queued_launches_and_stops_its_device(kernels):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)  # its buffers go with it
        slots, gate, pid = _dropped(kernels, 17)
        timer = threading.Timer(0.3, lambda: gate.__setitem__(0, 1))
        timer.start()
        gc.collect()  # the Worker sits in a cycle through its context's queue
        timer.join()
    deadline = time.monotonic() + 30
    while process_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert int(slots[:QUEUED].sum()) == QUEUED  # the finalizer's close ran them
    assert not process_alive(pid)


def test_close_race_trials():
    """Acceptance 2 in small (and the same from a signal handler): ``scripts/close_stress.py``
    runs 100 trials of 8 x 1,000."""
    trials = int(os.environ.get("INCORE_CLOSE_TRIALS", "3"))
    for seed in range(trials):
        for fault in (False, True):
            out = close_harness.trial(seed, 18, threads=4, launches=500, fault=fault)
            assert not out.problems, (seed, fault, out.problems[:5])
            assert out.returned == out.ran + out.discarded
        out = close_harness.signal_trial(seed, 18, launches=2000)
        assert not out.problems, (seed, "signal", out.problems[:5])


def test_the_close_warning_counts_the_discarded_launches_by_number(kernels):
    """Launch 5 of the stream (the gate is launch 1) faults during the close: launches 5..11
    are counted, by number; the ones before it ran."""
    bump = close_harness.kernels()["bump"]  # bump(c, i, bad) faults when i == bad
    q = Gated(kernels, 12, n=0)
    for i in range(10):
        q.s.launch(bump, q.c, i, 3, blocks=1)  # launches 2..11; i = 3 is launch 5
    t, box = _in_thread(q.s.synchronize)
    time.sleep(0.2)
    timer = q.open_later(0.3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        q.w.close()
    t.join(30)
    timer.join()
    assert isinstance(box.get("error"), incore.ContextClosedError), box
    (warning,) = _stream_warnings(caught)
    assert (warning.stream, warning.device, warning.discarded) == (q.s.id, 12, 7)
    assert warning.launches == range(5, 12)
    assert "launches 5..11 of the stream" in str(warning)
    assert q.slots[:10].tolist() == [1, 1, 1] + [0] * 7


def test_a_dropped_worker_on_a_shared_context_is_closed_when_its_entries_go(kernels):
    """A dropped Worker whose context another Worker keeps alive is freed when the queue
    releases its launches' entries, inside that Worker's wait (the lock held on this thread):
    its close is deferred to the end of that call, which finishes it."""
    gc.disable()  # the Worker goes by reference counting, inside the wait
    try:
        slots, gate, _pid = _dropped(kernels, 19)
        b = Worker(device_id=19, timeout=60.0)
        g = b.zeros(1, np.int64)
        s = b.stream()
        s.launch(kernels["gate"], g, blocks=1)  # after the dropped Worker's launches
        ctx = b._ctx
        assert len(ctx.users) == 2

        def open_gates() -> None:
            gate[0] = 1  # the dropped Worker's launches run ...
            deadline = time.monotonic() + 30
            while int(slots[:QUEUED].sum()) < QUEUED and time.monotonic() < deadline:
                time.sleep(0.01)
            time.sleep(0.5)  # ... and the wait releases their entries before b's gate opens
            g.numpy()[0] = 1

        opener = threading.Thread(target=open_gates)
        opener.start()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ResourceWarning)
            s.synchronize()
        opener.join()
        assert int(slots[:QUEUED].sum()) == QUEUED
        assert ctx.users == {b._token} and not ctx.deferred_closes
        b.close()
    finally:
        gc.enable()


def test_close_after_the_device_was_killed_counts_every_queued_launch(kernels):
    q = Gated(kernels, 13, n=100)
    os.kill(q.w.device_pid, signal.SIGKILL)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        q.w.close()
    (warning,) = _stream_warnings(caught)
    assert warning.launches == range(1, 102) and warning.discarded == 101  # gate + 100
    assert q.ran(100) == 0


def test_an_idle_close_warns_about_nothing(kernels):
    q = Gated(kernels, 13, n=100)
    q.gate[0] = 1
    q.s.synchronize()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        q.w.close()
        q.w.close()
    assert not _stream_warnings(caught) and q.ran(100) == 100


def test_a_worker_collected_while_another_thread_holds_the_lock_is_closed_by_that_thread(kernels):
    """A finalizer never blocks on the context's lock: the close of a Worker collected while
    another thread holds it (waiting in another Worker's synchronize()) is left to that
    thread, which finishes it when its call ends."""
    gc.disable()
    try:
        a = Worker(device_id=19, timeout=60.0).start()
        a.cycle = a  # only the collector frees it
        b = Worker(device_id=19, timeout=60.0)
        g = b.zeros(1, np.int64)
        s = b.stream()
        s.launch(kernels["gate"], g, blocks=1)
        ctx = b._ctx
        del a
        t, box = _in_thread(s.synchronize)
        time.sleep(0.2)  # the thread holds the lock, waiting for the gate
        gc.collect()  # the finalizer runs here; the gate stays shut (60 s timeout)
        assert len(ctx.deferred_closes) == 1 and len(ctx.users) == 2  # left to the thread
        g.numpy()[0] = 1
        t.join(30)
        assert not t.is_alive() and "error" not in box, box
        assert ctx.users == {b._token} and not ctx.deferred_closes
        b.close()
    finally:
        gc.enable()
