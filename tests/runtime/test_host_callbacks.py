"""``stream.add_callback(fn)`` runs on incore's host-callback thread as soon as the launches
before it complete (docs/runtime.md, "Streams and events"; CUDA's ``cudaLaunchHostFunc``): while
every caller thread sleeps, in order, after the launches before it, an exception reported at the
stream's next synchronize without ending the thread, close() running what can run.  The thread
sleeps (futex) while it waits: no busy spin."""

from __future__ import annotations

import gc
import logging
import resource
import threading
import time
import weakref

import numpy as np
import pytest

import incore
from incore.runtime import Worker

pytestmark = pytest.mark.device

DEV = 26

SRC = """
@aiv
kernel hcb_bump(c: Tensor[[1], i64], n: i64):
    if block_idx == 0:
        s = 0
        for j in range(n):
            s = s + c[0] % 7 + j
        c[0] = c[0] + 1 + s * 0

@aiv
kernel hcb_smash(c: Tensor[[1], i64], far: i64):
    c[far] = 1
"""
# iterations of hcb_bump that take some tenths of a second at -O0
LONG = 150_000_000


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SRC, filename="hcb.ik", opt=0)


@pytest.fixture(scope="module")
def bump(mod):
    return mod["hcb_bump"]


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=DEV, clusters=1)


def test_a_callback_runs_while_the_host_thread_sleeps(worker, bump):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    seen: list[tuple[int, threading.Thread]] = []
    ran = threading.Event()
    s.launch(bump, c, 1000, blocks=1)
    s.launch(bump, c, 1000, blocks=1)

    def note() -> None:
        seen.append((int(c.numpy()[0]), threading.current_thread()))
        ran.set()

    s.add_callback(note)
    # the caller only sleeps: no stream call, no synchronize, nothing polls the queue
    assert ran.wait(2.0), "the callback did not run while the host thread slept"
    (value, thread), = seen
    assert value == 2  # after both launches before it
    assert thread is not threading.current_thread() and thread.name.startswith("incore-")
    s.synchronize()


def test_callbacks_run_in_order_after_their_launches_on_one_thread(worker, bump):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    seen: list[tuple[str, int, threading.Thread]] = []
    for i in range(4):
        s.launch(bump, c, 20000, blocks=1)
        s.add_callback(lambda i=i: seen.append((f"cb{i}", int(c.numpy()[0]),
                                                threading.current_thread())))
    s.synchronize()
    assert [(name, value) for name, value, _ in seen] == [
        ("cb0", 1), ("cb1", 2), ("cb2", 3), ("cb3", 4)]
    threads = {t for _, _, t in seen}
    assert len(threads) == 1 and threading.current_thread() not in threads


def test_a_callback_of_one_stream_waits_for_nothing_of_another(worker, bump):
    slow, fast = worker.stream(), worker.stream()
    a = worker.to_device(np.zeros(1, np.int64))
    b = worker.to_device(np.zeros(1, np.int64))
    order: list[str] = []
    done = threading.Event()
    slow.launch(bump, a, LONG, blocks=1)
    slow.add_callback(lambda: order.append("slow"))
    fast.launch(bump, b, 10, blocks=1)
    fast.add_callback(lambda: (order.append("fast"), done.set()))
    assert done.wait(2.0)
    slow.synchronize()
    assert order == ["fast", "slow"]


def test_a_raising_callback_is_reported_and_the_thread_goes_on(worker, bump):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    s.launch(bump, c, 10, blocks=1)

    def broken() -> None:
        raise ValueError("boom")

    s.add_callback(broken)
    with pytest.raises(incore.StreamCallbackError, match="raised ValueError: boom") as info:
        s.synchronize()
    assert isinstance(info.value.__cause__, ValueError)
    later = threading.Event()
    s.launch(bump, c, 10, blocks=1)
    s.add_callback(later.set)  # the same thread still serves the Worker
    assert later.wait(2.0)
    s.synchronize()
    assert int(c.numpy()[0]) == 2


def test_close_runs_the_callbacks_whose_launches_complete(bump):
    w = Worker(device_id=DEV, clusters=1)
    c = w.to_device(np.zeros(1, np.int64))
    s = w.stream()
    seen: list[int] = []
    s.launch(bump, c, LONG // 4, blocks=1)
    s.add_callback(lambda: seen.append(int(c.numpy()[0])))
    w.close()  # the launch is still running: close() waits for it and its callback
    assert seen == [1]


def test_the_thread_sleeps_while_a_callback_waits(worker, bump):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    ran = threading.Event()
    s.launch(bump, c, LONG, blocks=1)
    s.add_callback(ran.set)
    before = resource.getrusage(resource.RUSAGE_SELF)
    t0 = time.monotonic()
    assert ran.wait(30.0)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_SELF)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # the kernel runs in the device process; the host's threads only sleep meanwhile
    assert wall > 0.05 and cpu < 0.5 * wall + 0.05, (cpu, wall)
    s.synchronize()


def test_a_callback_may_launch_on_its_own_stream(worker, bump):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    s.launch(bump, c, 10, blocks=1)
    s.add_callback(lambda: s.launch(bump, c, 10, blocks=1))  # waits for no callback: no hang
    s.add_callback(lambda: None)
    s.synchronize()
    s.synchronize()  # the launch the callback made, enqueued after it
    assert int(c.numpy()[0]) == 2


def test_a_fault_before_a_callback_is_noticed_while_the_host_sleeps(worker, mod, bump, caplog):
    caplog.set_level(logging.ERROR, logger="incore")
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    called: list[int] = []
    s.launch(bump, c, LONG // 2, blocks=1)  # the fault comes after add_callback returned
    s.launch(mod["hcb_smash"], c, 1 << 40, blocks=1)
    s.add_callback(lambda: called.append(1))
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline and not any(
            "[DEVICE_FAULT]" in r.getMessage() for r in caplog.records):
        time.sleep(0.05)  # the host only sleeps: the callback thread notices the fault
    (fault,) = [r for r in caplog.records if "[DEVICE_FAULT]" in r.getMessage()]
    assert fault.threadName.startswith("incore-callbacks-")
    with pytest.raises(incore.DeviceFault):
        s.synchronize()
    assert called == []  # its launch failed: not called
    ran = threading.Event()
    s.launch(bump, c, 10, blocks=1)
    s.add_callback(ran.set)  # the device was restarted; the thread goes on
    assert ran.wait(2.0)
    s.synchronize()


def test_the_thread_keeps_no_dropped_worker_alive(bump):
    w = Worker(device_id=DEV, clusters=1)
    s = w.stream()
    ran = threading.Event()
    s.launch(bump, w.zeros(1, np.int64), 10, blocks=1)
    s.add_callback(ran.set)
    assert ran.wait(2.0)
    thread = w._host_funcs._thread
    ref = weakref.ref(w)
    del w, s
    gc.collect()
    assert ref() is None  # collected: its finaliser closed it and stopped the thread
    thread.join(2.0)
    assert not thread.is_alive()


def test_a_raising_callback_never_synchronized_is_reported_at_close(bump):
    w = Worker(device_id=DEV, clusters=1)
    s = w.stream()
    s.launch(bump, w.zeros(1, np.int64), 10, blocks=1)

    def broken() -> None:
        raise KeyError("lost?")

    s.add_callback(broken)
    with pytest.warns(RuntimeWarning, match=r"host callback .*broken.* raised KeyError"):
        w.close()
