"""Streams side by side: launches of different streams run at the same time (one per launch
lane), while order within a stream and across events stays that of the sequential program.

Overlap is checked structurally, never by timing: two 1-block kernels on two streams each
announce themselves with an atomic and wait (boundedly) until they see the other one; they
can only both see each other if they ran at the same time.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

import incore
from incore.runtime import Worker

pytestmark = pytest.mark.device

SOURCE = """
@aiv
kernel meet(flags: Tensor[[2], i64], me: i64, limit: i64):
    if block_idx == 0:
        atomic_add(flags[me], 1)
        n = 0
        while atomic_add(flags[1 - me], 0) == 0 and n < limit:
            n = n + 1
        atomic_add(flags[me], 10 * atomic_add(flags[1 - me], 0))

@aiv
kernel wait_then_fault(flags: Tensor[[2], i64], limit: i64):
    if block_idx == 0:
        n = 0
        while atomic_add(flags[0], 0) == 0 and n < limit:
            n = n + 1
        flags[1] = flags[1] // (flags[0] - flags[0])  # division by zero: a fault

@aiv
kernel hold(flags: Tensor[[2], i64], limit: i64):
    if block_idx == 0:
        atomic_add(flags[0], 1)
        n = 0
        while atomic_add(flags[1], 0) == 0 and n < limit:
            n = n + 1

@aiv
kernel forever(c: Tensor[[1], i64]):
    while c[0] >= 0:
        c[0] = c[0] + 0

@aiv
kernel inc(c: Tensor[[1], i64]):
    if block_idx == 0:
        c[0] = c[0] + 1

@aiv
kernel step(acc: Tensor[[1], i64], mul: i64, add: i64):
    if block_idx == 0:
        acc[0] = acc[0] * mul + add

@aiv
kernel snap(src: Tensor[[1], i64], dst: Tensor[[N], i64], j: i64):
    if block_idx == 0:
        dst[j] = src[0]

@aiv
kernel take(acc: Tensor[[1], i64], snaps: Tensor[[N], i64], j: i64):
    if block_idx == 0:
        acc[0] = acc[0] * 5 + snaps[j]

@aiv
kernel gated(out: Tensor[[3], i64], gate: Tensor[[1], i64], limit: i64):
    if block_idx == 0:
        n = 0
        while atomic_add(gate[0], 0) == 0 and n < limit:  # the host opens the gate
            n = n + 1
        atomic_add(out[0], 1)

@aiv
kernel behind(out: Tensor[[3], i64]):
    if block_idx == 0:
        out[1] = atomic_add(out[0], 0)
        atomic_add(out[2], 1)
"""
DEV = 61
MASK = (1 << 64) - 1


@pytest.fixture(scope="module")
def kernels():
    return incore.compile(SOURCE)


def _wrap(v: int) -> int:
    v &= MASK
    return v - (1 << 64) if v >> 63 else v


def test_two_streams_run_their_one_block_kernels_at_the_same_time(kernels):
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        flags = w.zeros(2, np.int64)
        a, b = w.stream(), w.stream()
        # each spins until it sees the other (bounded: alone, it gives up after `limit`)
        a.launch(kernels["meet"], flags, 0, 50_000_000, blocks=1)
        b.launch(kernels["meet"], flags, 1, 50_000_000, blocks=1)
        a.synchronize()
        b.synchronize()
        got = flags.numpy().tolist()
    # each saw the other announced: 1 + 10 * (the other's flag, 1 or 11)
    assert got[0] in (11, 111) and got[1] in (11, 111), got


def test_a_launch_dispatched_right_after_another_always_finds_a_core(kernels):
    """Each round dispatches two 1-block launches back to back on two streams while the idle
    cores fall asleep between rounds: a spinning core that has not seen the first dispatch yet
    is counted as awake but takes the first launch, so the second must wake a sleeping core
    (``scheduler._pending_ir``), or the two never meet."""
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        a, b = w.stream(), w.stream()
        for round_ in range(20):
            flags = w.zeros(2, np.int64)
            a.launch(kernels["meet"], flags, 0, 50_000_000, blocks=1)
            b.launch(kernels["meet"], flags, 1, 50_000_000, blocks=1)
            a.synchronize()
            b.synchronize()
            got = flags.numpy().tolist()
            assert got[0] in (11, 111) and got[1] in (11, 111), (round_, got)
            time.sleep(0.002 * (round_ % 4))  # some rounds find the cores asleep


def test_launches_of_one_stream_never_overlap(kernels):
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        flags = w.zeros(2, np.int64)
        s = w.stream()
        s.launch(kernels["meet"], flags, 0, 200_000, blocks=1)
        s.launch(kernels["meet"], flags, 1, 200_000, blocks=1)
        s.synchronize()
        # the first gave up alone (saw 0: 1 + 0), the second saw the first finished (1 + 10)
        assert flags.numpy().tolist() == [1, 11]


def test_an_event_orders_launches_of_two_streams(kernels):
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        flags = w.zeros(2, np.int64)
        a, b = w.stream(), w.stream()
        a.launch(kernels["meet"], flags, 0, 200_000, blocks=1)
        b.wait(a.record())
        b.launch(kernels["meet"], flags, 1, 200_000, blocks=1)
        b.synchronize()
        assert flags.numpy().tolist() == [1, 11]


def test_ten_thousand_launches_on_four_streams_with_events_follow_their_order(kernels):
    """Each stream folds its launches into an order-sensitive accumulator (x * m + k); every
    50 launches a stream snapshots its accumulator, records an event, and the next stream
    waits for it and folds the snapshot in.  The device may run the streams side by side, but
    the result must be exactly the sequential program's."""
    step, snap, take = kernels["step"], kernels["snap"], kernels["take"]
    nstreams, total, every = 4, 10_000, 50
    rng = np.random.default_rng(7)
    with Worker(device_id=DEV, clusters=2, timeout=120.0) as w:
        accs = [w.zeros(1, np.int64) for _ in range(nstreams)]
        snaps = w.zeros(total // every + 1, np.int64)
        streams = [w.stream() for _ in range(nstreams)]
        model = [0] * nstreams
        model_snaps: list[int] = []
        launches = 0
        i = 0
        while launches < total:
            s = i % nstreams
            i += 1
            mul, add = int(rng.integers(2, 9)), int(rng.integers(-1000, 1000))
            streams[s].launch(step, accs[s], mul, add, blocks=1)
            model[s] = _wrap(model[s] * mul + add)
            launches += 1
            if i % every == 0 and launches + 2 <= total:
                j = len(model_snaps)
                streams[s].launch(snap, accs[s], snaps, j, blocks=1)
                model_snaps.append(model[s])
                t = (s + 1) % nstreams
                streams[t].wait(streams[s].record())
                streams[t].launch(take, accs[t], snaps, j, blocks=1)
                model[t] = _wrap(model[t] * 5 + model_snaps[j])
                launches += 2
        for st in streams:
            st.synchronize()
        assert launches == total
        assert [int(a.numpy()[0]) for a in accs] == model
        assert snaps.numpy()[:len(model_snaps)].tolist() == model_snaps


def _held_then_released(gated_stream, out, gate, enqueue_behind) -> list[int]:
    """Stream ``gated_stream`` runs ``gated`` (held at the host's gate); ``enqueue_behind()``
    enqueues ``behind``, which must follow it, on some stream and returns that stream.  The
    gate stays shut while ``behind`` would have had ample time to run if it were dispatched
    (it counts itself in out[2]); ``behind``'s stream must not look complete meanwhile.  Then
    the gate opens: ``behind`` must have seen ``gated`` finished (out[1] == 1)."""
    view = out.numpy()
    try:
        waiter = enqueue_behind()
        deadline = time.monotonic() + 0.3
        while view[2] == 0 and time.monotonic() < deadline:
            time.sleep(0.001)
        ran_early, looked_done = int(view[2]), waiter.query()
    finally:
        gate.numpy()[0] = 1
    waiter.synchronize()
    gated_stream.synchronize()
    assert not ran_early and not looked_done, (ran_early, looked_done)
    return view.tolist()


LIMIT = 2_000_000_000  # the gate's bound: far beyond the test's wait, the host opens it


def test_a_launch_after_an_event_of_a_stream_that_finished_early_follows_its_own_stream(
        kernels):
    """Stream a's launch is held; stream b's launch, enqueued after it, finishes first (out
    of queue order, beside it).  a then waits for b's event: a's next launch must still
    follow a's held launch, though b's event is the later of the two it follows."""
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        out, gate, c = w.zeros(3, np.int64), w.zeros(1, np.int64), w.zeros(1, np.int64)
        a, b = w.stream(), w.stream()

        def enqueue():
            a.launch(kernels["gated"], out, gate, LIMIT, blocks=1)
            b.launch(kernels["inc"], c, blocks=1)
            b.synchronize()  # b's launch finished while a's is held
            a.wait(b.record())
            a.launch(kernels["behind"], out, blocks=1)
            return a

        assert _held_then_released(a, out, gate, enqueue) == [1, 1, 1]
        assert c.numpy()[0] == 1


def test_a_launch_after_events_of_two_streams_follows_both(kernels):
    """Stream c waits for an event of a (behind a held launch) and then for one of b
    (finished early, the newer): c's launch follows both, not only the newer one's."""
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        out, gate, c0 = w.zeros(3, np.int64), w.zeros(1, np.int64), w.zeros(1, np.int64)
        a, b, c = w.stream(), w.stream(), w.stream()

        def enqueue():
            a.launch(kernels["gated"], out, gate, LIMIT, blocks=1)
            held = a.record()
            b.launch(kernels["inc"], c0, blocks=1)
            b.synchronize()
            c.wait(held)
            c.wait(b.record())
            c.launch(kernels["behind"], out, blocks=1)
            return c

        assert _held_then_released(a, out, gate, enqueue) == [1, 1, 1]


def test_a_replayed_graph_after_an_event_follows_its_streams_held_launch(kernels):
    """As above for a graph replay: its first launch follows both the replaying stream's
    held launch and the newer launch of the event the stream waits for."""
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        out, gate, c = w.zeros(3, np.int64), w.zeros(1, np.int64), w.zeros(1, np.int64)
        a, b = w.stream(), w.stream()
        with a.capture() as g:
            a.launch(kernels["behind"], out, blocks=1)
            a.launch(kernels["inc"], c, blocks=1)

        def enqueue():
            a.launch(kernels["gated"], out, gate, LIMIT, blocks=1)
            b.launch(kernels["inc"], c, blocks=1)
            b.synchronize()
            a.wait(b.record())
            g.replay(a)
            return a

        assert _held_then_released(a, out, gate, enqueue) == [1, 1, 1]
        assert c.numpy()[0] == 2


def test_a_fault_beside_another_streams_launch_names_the_faulting_launch(kernels):
    """Stream a holds a core (it waits for flags[1], which nothing sets); stream b's kernel
    starts beside it, sees a's flag and faults.  The fault is b's; a's running launch is lost
    with the device restart and fails a."""
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        flags = w.zeros(2, np.int64)
        a, b = w.stream(), w.stream()
        a.launch(kernels["hold"], flags, 50_000_000, blocks=1)
        b.launch(kernels["wait_then_fault"], flags, 50_000_000, blocks=1)
        with pytest.raises(incore.DeviceFault, match="launch 1 of stream 2 .*wait_then_fault"):
            b.synchronize()
        with pytest.raises(incore.DeviceFault, match="launch 1 of stream 2 failed before"):
            a.synchronize()


def test_a_hung_launch_does_not_hold_up_another_stream(kernels):
    with Worker(device_id=DEV, clusters=2, timeout=5.0) as w:
        stuck, c = w.zeros(1, np.int64), w.zeros(1, np.int64)
        a, b = w.stream(), w.stream()
        a.launch(kernels["forever"], stuck, blocks=1)
        for _ in range(100):
            b.launch(kernels["inc"], c, blocks=1)
        b.synchronize()  # returns long before a's launch times out
        assert c.numpy()[0] == 100 and not a.query()
        with pytest.raises(incore.LaunchTimeout, match="launch 1 of stream 1 .*forever"):
            a.synchronize()


def test_synchronous_and_stream_launches_interleaved_count_exactly(kernels):
    """Synchronous launches onto an idle device are dispatched by the host itself (no
    scheduler hop); interleaved with stream launches, pauses that let the device's threads
    fall asleep, and both core kinds, every launch runs exactly once."""
    m = incore.compile(
        "@aiv\nkernel vinc(c: Tensor[[N], i64]):\n    c[block_idx] = c[block_idx] + 1\n"
        "@aic\nkernel cinc(c: Tensor[[N], i64]):\n    c[block_idx] = c[block_idx] + 1\n"
    )
    rng = np.random.default_rng(3)
    with Worker(device_id=DEV, clusters=2, timeout=30.0) as w:
        c = w.zeros(8, np.int64)
        want = np.zeros(8, np.int64)
        s = w.stream()
        for _ in range(1500):
            kernel = m["vinc"] if rng.random() < 0.7 else m["cinc"]
            blocks = int(rng.choice([1, 2, 4, 8]))
            r = rng.random()
            if r < 0.5:
                w.launch(kernel, c, blocks=blocks)
            elif r < 0.85:
                s.launch(kernel, c, blocks=blocks)
                if rng.random() < 0.3:
                    s.synchronize()
            else:
                s.synchronize()
                time.sleep(float(rng.choice([0.0, 0.0005, 0.003])))
                w.launch(kernel, c, blocks=blocks)
            want[:blocks] += 1
        s.synchronize()
        assert c.numpy().tolist() == want.tolist()
