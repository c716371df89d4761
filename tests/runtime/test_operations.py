"""A Worker's calls hold its context through a plain context manager (``Operation``); the
context answers who holds its lock (``held_by_this_thread``) and whether a launch may go ahead
(``is_ready``); a Worker option set between launches is in the next launch's options."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import incore
from incore.runtime.host.collector import LaunchOptions
from incore.runtime.host.operations import Operation
from tests.support import payloads as P

pytestmark = pytest.mark.device  # launches kernels on simulated devices

DEVICE = 12


@pytest.fixture(scope="module")
def worker():
    with incore.Worker(device_id=DEVICE, timeout=20.0) as w:
        yield w


def test_an_operation_holds_the_context_for_its_worker_on_this_thread_only(worker):
    ctx = worker._ctx
    assert not ctx.held_by_this_thread()
    seen = {}
    with Operation(worker, None) as held:
        assert held is ctx
        seen["here"] = ctx.held_by_this_thread()
        seen["caller"] = ctx.caller
        other = threading.Thread(target=lambda: seen.update(there=ctx.held_by_this_thread()))
        other.start()
        other.join()
        with Operation(worker, None):  # nested on the same thread
            seen["nested"] = ctx.held_by_this_thread()
        seen["after nested"] = ctx.held_by_this_thread()
    assert seen == {"here": True, "caller": worker, "there": False, "nested": True,
                    "after nested": True}
    assert not ctx.held_by_this_thread() and ctx.caller is None


def test_a_launch_holds_the_lock_and_lets_go(worker):
    k = P.empty()
    worker.launch(k, blocks=1)
    ctx = worker._ctx
    assert ctx.is_ready() and not ctx.held_by_this_thread() and ctx.caller is None


def test_an_operation_that_fails_lets_go_of_the_lock(worker):
    ctx = worker._ctx
    with pytest.raises(ValueError):
        worker.empty(-1)
    assert not ctx.held_by_this_thread()
    assert ctx.lock.acquire(blocking=False)  # free: no operation of this thread kept it
    ctx.lock.release()


def test_a_closed_worker_context_is_not_ready():
    w = incore.Worker(device_id=DEVICE + 1, timeout=20.0)
    w.start()
    ctx = w._ctx
    assert ctx.is_ready()
    w.close()
    assert not ctx.is_ready()


def test_options_set_between_launches_are_the_next_launches(worker):
    before = worker.launch_options
    assert isinstance(before, LaunchOptions) and before.timeout == 20.0
    assert before.log_level == worker.log_level  # taken when the Worker started
    worker.timeout = 5.0
    try:
        assert worker.launch_options.timeout == 5.0 and worker.launch_options is not before
        x = worker.zeros(16, np.float32)
        worker.launch(P.empty(), blocks=1)
        queue = worker._ctx.launches.queue
        assert queue.entry(queue.words.tail).timeout == 5.0
        del x
    finally:
        worker.timeout = 20.0
    with pytest.raises((TypeError, ValueError)):
        worker.timeout = "soon"
    assert worker.launch_options.timeout == 20.0
