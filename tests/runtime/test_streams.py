"""Streams and events: asynchronous launches through the device's launch queue (issue 8)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest

import incore
from incore.runtime import Worker
from incore.runtime.common.control import RING_SLOTS
from incore.runtime.device.executor import EXECUTOR_ENV

pytestmark = pytest.mark.device

SOURCE = """
@aiv
kernel inc(c: Tensor[[1], i64]):
    if block_idx == 0:
        c[0] = c[0] + 1

@aiv
kernel inc_unless(c: Tensor[[1], i64], i: i64, bad: i64):
    if block_idx == 0:
        if i == bad:
            c[0] = c[0] // (i - bad)  # division by zero
        else:
            c[0] = c[0] + 1

@aiv
kernel put(a: Tensor[[1], i64], v: i64, n: i64):
    if block_idx == 0:
        s = 0
        for j in range(n):
            s = s + a[0] % 7 + j
        a[0] = v + s * 0

@aiv
kernel copy(a: Tensor[[1], i64], b: Tensor[[1], i64]):
    if block_idx == 0:
        b[0] = a[0]

@aiv
kernel checked(c: Tensor[[1], i64], i: i64):
    assert i != 3, "i is {}", i
    if block_idx == 0:
        c[0] = c[0] + 1

@aiv
kernel forever(c: Tensor[[1], i64]):
    while c[0] >= 0:
        c[0] = c[0] + 0

@aiv
kernel add_all(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = y[i] + x[i]
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SOURCE, filename="streams.ik", opt=0)


@pytest.fixture
def worker():
    with Worker(clusters=1, timeout=20) as w:
        yield w


def test_ten_thousand_async_increments_count_exactly(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    for _ in range(10_000):
        s.launch(mod["inc"], c, blocks=1)
    s.synchronize()
    assert int(c.numpy()[0]) == 10_000


def test_launch_returns_before_the_kernel_ran(worker, mod):
    a = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    s.launch(mod["put"], a, 5, 2_000_000, blocks=1)  # ~10 ms or more at -O0
    e = s.record()
    assert e.query() is False  # still queued or running
    e.synchronize()
    assert e.query() is True and int(a.numpy()[0]) == 5


def test_launches_of_one_stream_run_in_order(worker, mod):
    a = worker.to_device(np.zeros(1, np.int64))
    b = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    for v in range(1, 50):
        s.launch(mod["put"], a, v, 1000 if v % 2 else 0, blocks=1)
        s.launch(mod["copy"], a, b, blocks=1)
    s.synchronize()
    assert int(b.numpy()[0]) == 49


def test_an_event_orders_two_streams(worker, mod):
    a = worker.to_device(np.zeros(1, np.int64))
    b = worker.to_device(np.full(1, -1, np.int64))
    producer, consumer = worker.stream(), worker.stream()
    producer.launch(mod["put"], a, 42, 1_000_000, blocks=1)  # slow: the consumer must wait
    ready = producer.record()
    consumer.wait(ready)
    consumer.launch(mod["copy"], a, b, blocks=1)
    consumer.synchronize()
    assert int(b.numpy()[0]) == 42
    assert ready.query() is True


def test_a_synchronous_launch_runs_after_queued_ones(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    for _ in range(100):
        s.launch(mod["inc"], c, blocks=1)
    host = np.zeros(1, np.int64)
    worker.launch(mod["copy"], c, host, blocks=1)
    assert int(host[0]) == 100


def test_a_fault_in_launch_500_of_1000_is_raised_at_synchronize(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    for i in range(1, 1001):
        s.launch(mod["inc_unless"], c, i, 500, blocks=1)  # launch 500 divides by zero
    with pytest.raises(incore.DeviceFault) as info:
        s.synchronize()
    e = info.value
    assert "launch 500 of stream" in str(e) and "'inc_unless'" in str(e)
    assert "500 later launches" in str(e) and "discarded" in str(e)
    assert (e.launch, e.discarded, e.stream) == (500, 500, s.id)
    assert e.cause == "division by zero" and e.line is not None
    assert int(c.numpy()[0]) == 499  # launches 1..499 ran, 500 faulted, the rest never ran
    s.launch(mod["inc"], c, blocks=1)  # the stream is usable again
    s.synchronize()
    assert int(c.numpy()[0]) == 500
    s.synchronize()  # the fault was raised once


def test_launches_after_an_unreported_fault_are_discarded(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    s.launch(mod["inc_unless"], c, 1, 1, blocks=1)  # faults
    time.sleep(0.2)  # the device has failed before the next launches are enqueued
    for _ in range(10):
        s.launch(mod["inc"], c, blocks=1)
    with pytest.raises(incore.DeviceFault) as info:
        s.synchronize()
    assert info.value.launch == 1 and info.value.discarded == 10
    assert int(c.numpy()[0]) == 0


def test_an_event_after_a_fault_raises_it_and_one_before_does_not(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    s.launch(mod["inc"], c, blocks=1)
    before = s.record()
    s.launch(mod["inc_unless"], c, 2, 2, blocks=1)
    after = s.record()
    before.synchronize()
    with pytest.raises(incore.DeviceFault, match="launch 2 of stream"):
        after.synchronize()
    s.synchronize()  # already raised through the event


def test_a_fault_discards_the_launches_other_streams_queued_behind_it(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    a = worker.to_device(np.zeros(1, np.int64))
    s1, s2 = worker.stream(), worker.stream()
    s1.launch(mod["put"], a, 1, 300_000, blocks=1)  # keeps the device busy
    s1.launch(mod["inc_unless"], c, 7, 7, blocks=1)
    for _ in range(5):
        s2.launch(mod["inc"], c, blocks=1)
    with pytest.raises(incore.DeviceFault) as info:
        s2.synchronize()
    message = str(info.value)
    assert "launch 2 of stream" in message
    found = re.search(r"(\d+) launch(?:es)? of stream \d+ (?:was|were) discarded", message)
    discarded = int(found.group(1)) if found else 0
    with pytest.raises(incore.DeviceFault, match="launch 2 of stream"):
        s1.synchronize()
    s2.launch(mod["inc"], c, blocks=1)
    s2.synchronize()
    # s2's launches may run beside inc_unless (streams side by side) until the fault: each of
    # the 5 either ran (counted in c) or was discarded and reported, never both, never lost
    ran = int(c.numpy()[0]) - 1
    assert ran + discarded == 5, (ran, message)


def test_a_stream_waiting_for_a_failed_event_fails_too(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s1, s2 = worker.stream(), worker.stream()
    s1.launch(mod["inc_unless"], c, 3, 3, blocks=1)
    e = s1.record()
    with pytest.raises(incore.DeviceFault):
        s1.synchronize()
    s2.wait(e)
    s2.launch(mod["inc"], c, blocks=1)
    with pytest.raises(incore.DeviceFault, match="waited for an event"):
        s2.synchronize()
    assert int(c.numpy()[0]) == 0


def test_an_assertion_in_a_stream_launch_is_raised_at_synchronize(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    for i in range(1, 6):
        s.launch(mod["checked"], c, i, blocks=1)
    with pytest.raises(incore.KernelAssertionError, match="i is 3") as info:
        s.synchronize()
    assert info.value.launch == 3


def test_a_timeout_in_a_stream_launch_is_raised_and_the_device_restarts(mod):
    with Worker(clusters=1, timeout=0.5) as w:
        c = w.to_device(np.zeros(1, np.int64))
        s = w.stream()
        s.launch(mod["forever"], c, blocks=1)
        s.launch(mod["inc"], c, blocks=1)
        with pytest.raises(incore.LaunchTimeout) as info:
            s.synchronize()
        assert info.value.launch == 1 and info.value.discarded == 1
        s.launch(mod["inc"], c, blocks=1)
        s.synchronize()
        assert int(c.numpy()[0]) == 1


def test_a_host_array_is_a_type_error_that_points_at_to_device(worker, mod):
    s = worker.stream()
    with pytest.raises(TypeError, match=r"worker\.to_device"):
        s.launch(mod["inc"], np.zeros(1, np.int64), blocks=1)
    with pytest.raises(TypeError, match="expected dtype int64"):
        s.launch(mod["inc"], worker.to_device(np.zeros(1, np.float32)), blocks=1)
    with pytest.raises(TypeError, match="takes 1 argument"):
        s.launch(mod["inc"], blocks=1)
    with pytest.raises(TypeError, match="Event"):
        s.wait("not an event")


def test_a_freed_buffer_stays_alive_until_its_queued_launch_ran(worker, mod):
    x = worker.to_device(np.ones(1 << 16, np.float32))
    y = worker.to_device(np.zeros(1 << 16, np.float32))
    s = worker.stream()
    for _ in range(20):
        s.launch(mod["add_all"], x, y, blocks=3)
    x.free()
    junk = [worker.to_device(np.full(1 << 16, 7.0, np.float32)) for _ in range(4)]
    s.synchronize()
    assert (y.numpy() == 20.0).all()
    in_use = worker.memory_stats().bytes_in_use
    del junk
    assert worker.memory_stats().bytes_in_use < in_use


def test_a_full_queue_blocks_instead_of_dropping(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    n = RING_SLOTS + 500
    for _ in range(n):
        s.launch(mod["inc"], c, blocks=1)
        assert worker._ctx.launches.queue.queued() <= RING_SLOTS
    s.synchronize()
    assert int(c.numpy()[0]) == n


def test_streams_work_with_the_python_executor(monkeypatch, mod):
    monkeypatch.setenv(EXECUTOR_ENV, "python")
    with Worker(device_id=7, clusters=1) as w:
        assert w._ctx.control_block.executor.entry == 0
        c = w.to_device(np.zeros(1, np.int64))
        s = w.stream()
        for _ in range(300):
            s.launch(mod["inc"], c, blocks=1)
        s.synchronize()
        assert int(c.numpy()[0]) == 300


def test_killing_the_host_with_10000_launches_queued_leaves_no_device(tmp_path):
    script = textwrap.dedent(f"""
        import sys, numpy as np, incore
        mod = incore.compile({SOURCE!r}, filename="streams.ik", opt=0)
        w = incore.Worker(device_id=5, clusters=1)
        a = w.to_device(np.zeros(1, np.int64))
        s = w.stream()
        for i in range(10_000):
            s.launch(mod["put"], a, i, 60_000, blocks=1)
        print(w._ctx.device_pid, int(a.numpy()[0]), flush=True)  # the last launch that ran
        sys.stdin.read()
    """)
    host = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        pid, last_ran = (int(v) for v in host.stdout.readline().split())
        # launches run in order and each writes its number: most have not run yet (queued,
        # or linked behind the running one as a chain)
        assert last_ran < 5_000
        os.kill(host.pid, signal.SIGKILL)
        host.wait(timeout=10)
        deadline = time.monotonic() + 1.0
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert not _alive(pid), "the device outlived its host by more than 1 s"
    finally:
        if host.poll() is None:
            host.kill()


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(") ", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_stream_launches_are_dumped_with_their_stream_and_task(worker, mod, tmp_path):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    incore.set_dump_config(path=str(tmp_path), mode="all")
    try:
        for _ in range(3):
            s.launch(mod["inc"], c, blocks=1)
            s.synchronize()
            incore.flush_dumps()  # written before the next launch writes c again
    finally:
        incore.set_dump_config()
    outputs = sorted(tmp_path.rglob("tensor_streams_inc_aiv_*.output.0.c.npy"))
    assert len(outputs) == 3
    assert all(f"_{s.id}_" in p.name for p in outputs)
    assert sorted(int(np.load(p)[0]) for p in outputs) == [1, 2, 3]
    inputs = sorted(tmp_path.rglob("tensor_streams_inc_aiv_*.input.0.c.npy"))
    assert sorted(int(np.load(p)[0]) for p in inputs) == [0, 1, 2]  # what each launch read


def test_a_stream_launch_dump_a_later_launch_overwrote_is_dropped_never_wrong(worker, mod,
                                                                               tmp_path):
    """Dumps hold the DeviceBuffer, not a copy: a dump whose buffer the next launch wrote
    before the writer read it is dropped (docs/runtime.md "Dumps"); the ones written hold
    the values of their own launch."""
    from incore.runtime.dump.writer import writer

    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    dropped = writer().stats.dropped
    incore.set_dump_config(path=str(tmp_path), mode="output")
    try:
        for _ in range(20):
            s.launch(mod["inc"], c, blocks=1)
        s.synchronize()
        incore.flush_dumps()
    finally:
        incore.set_dump_config()
    outputs = sorted(tmp_path.rglob("tensor_streams_inc_aiv_*.output.0.c.npy"))
    assert len(outputs) + writer().stats.dropped - dropped == 20
    for p in outputs:  # the task is the launch's place in the queue: its count of incs
        task = int(p.name.split(".")[0].rsplit("_", 1)[1])
        assert int(np.load(p)[0]) == task - int(outputs[0].name.split(".")[0].rsplit(
            "_", 1)[1]) + int(np.load(outputs[0])[0])
    assert 20 in [int(np.load(p)[0]) for p in outputs]  # the last one nothing overwrote


def test_a_fault_after_a_synchronize_is_also_counted_from_it(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    s = worker.stream()
    for _ in range(20):
        s.launch(mod["inc"], c, blocks=1)
    s.synchronize()
    for i in range(1, 11):
        s.launch(mod["inc_unless"], c, i, 4, blocks=1)
    with pytest.raises(incore.DeviceFault) as info:
        s.synchronize()
    assert "launch 24 of stream" in str(info.value)
    assert "launch 4 since its last synchronize()" in str(info.value)
    assert (info.value.launch, info.value.discarded) == (24, 6)
