"""The host's publish in machine code (``runtime/host/launch/publish.py``), on a control block in
this process's memory: what it writes, and that it wakes a sleeping scheduler."""

from __future__ import annotations

import ctypes
import threading
import time

import pytest

from incore.runtime.common import native
from incore.runtime.common.control import RING_SLOTS, control_block_type, field_address
from incore.runtime.host.launch.publish import (
    ORDER_AFTER,
    ORDER_KEPT,
    ORDER_PREFIX,
    after_publisher,
    publisher,
)


@pytest.fixture
def block():
    cb_type = control_block_type("a2a3", 3)
    cb = cb_type()
    base = ctypes.addressof(cb)
    return cb, publisher(base, cb_type), field_address(base, cb_type, "queue", "tail")


@pytest.mark.parametrize("order", [ORDER_AFTER, ORDER_PREFIX])
@pytest.mark.parametrize("seq", [1, 5 + RING_SLOTS, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF])
def test_an_order_writes_the_slots_overlap_after_and_waited_then_the_tail(block, seq, order):
    cb, publish, _ = block
    after, waited = (seq - 3) & 0xFFFFFFFF, (seq - 2) & 0xFFFFFFFF
    publish(seq, after, waited, order)
    desc = cb.ring[seq % RING_SLOTS]
    assert (desc.overlap, desc.after, desc.waited) == (order, after, waited)
    assert cb.queue.tail == seq
    others = [i for i in range(RING_SLOTS) if cb.ring[i].overlap]
    assert others == [seq % RING_SLOTS]  # no other slot touched


def test_order_kept_leaves_what_the_host_wrote(block):
    cb, publish, _ = block
    desc = cb.ring[7]
    desc.overlap, desc.after, desc.waited = 0, 1234, 5678
    publish(7, 99, 98, ORDER_KEPT)
    assert (desc.overlap, desc.after, desc.waited) == (0, 1234, 5678)
    assert cb.queue.tail == 7


def _sleeper(addr: int, expected: int, done: threading.Event) -> threading.Thread:
    def run() -> None:
        native.futex_wait(addr, expected, 30.0)
        done.set()

    t = threading.Thread(target=run, daemon=True)
    t.start()
    _wait_asleep(t)
    return t


def _wait_asleep(t: threading.Thread) -> None:
    """Until the thread sleeps in the kernel (its state S), so that a wake is what ends it."""
    for _ in range(500):
        with open(f"/proc/self/task/{t.native_id}/stat") as f:
            if f.read().rsplit(")", 1)[1].split()[0] == "S":
                return
        time.sleep(0.01)
    raise AssertionError("the sleeper never slept")


def test_a_sleeping_scheduler_is_woken(block):
    cb, publish, tail_addr = block
    cb.queue.sched_sleeping = 1
    done = threading.Event()
    t = _sleeper(tail_addr, 0, done)
    publish(1, 0, 0, ORDER_AFTER)
    assert done.wait(10.0), "the publish did not wake the sleeper on tail"
    t.join()


def test_no_wake_is_issued_when_the_scheduler_does_not_sleep(block):
    cb, publish, tail_addr = block
    cb.queue.sched_sleeping = 0
    done = threading.Event()
    t = _sleeper(tail_addr, 0, done)
    publish(1, 0, 0, ORDER_AFTER)
    assert not done.wait(0.3), "woken although sched_sleeping was 0"
    native.futex_wake(tail_addr)
    assert done.wait(10.0)
    t.join()


@pytest.fixture
def after_block():
    cb_type = control_block_type("a2a3", 3)
    cb = cb_type()
    base = ctypes.addressof(cb)
    return cb, after_publisher(base, cb_type), field_address(base, cb_type, "queue", "tail")


@pytest.mark.parametrize("seq", [1, 5 + RING_SLOTS, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF])
def test_publish_after_writes_what_an_after_order_writes(block, after_block, seq):
    """``publish_after(seq, after)`` leaves the control block as ``publish(seq, after, after,
    ORDER_AFTER)`` does."""
    after = (seq - 3) & 0xFFFFFFFF
    block[1](seq, after, after, ORDER_AFTER)
    after_block[1](seq, after)
    assert bytes(after_block[0]) == bytes(block[0])
    desc = after_block[0].ring[seq % RING_SLOTS]
    assert (desc.overlap, desc.after, desc.waited) == (ORDER_AFTER, after, after)
    assert after_block[0].queue.tail == seq


def test_publish_after_wakes_a_sleeping_scheduler_only(after_block):
    cb, publish_after, tail_addr = after_block
    cb.queue.sched_sleeping = 0
    done = threading.Event()
    t = _sleeper(tail_addr, 0, done)
    publish_after(1, 0)
    assert not done.wait(0.3), "woken although sched_sleeping was 0"
    cb.queue.sched_sleeping = 1
    publish_after(2, 1)
    assert done.wait(10.0), "the publish did not wake the sleeper on tail"
    t.join()
