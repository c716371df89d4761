"""Chained launches: a launch queued behind its stream's running launch is chained into that
launch's lane by the scheduler, and the core completing the running launch puts it into the
lane itself (``queue.refills`` counts these), with the stream's order, events and faults as
before.

Nothing here is timed: the launches are held behind a kernel that waits for a gate the host
opens once the scheduler has taken every queued launch (``header.seq == tail``), so which
launches are chained is fixed, and results are order-sensitive folds.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

import incore
from incore.runtime import Worker
from incore.runtime.device.executor import EXECUTOR_ENV

pytestmark = pytest.mark.device

SOURCE = """
@aiv
kernel gated(out: Tensor[[3], i64], gate: Tensor[[1], i64], limit: i64):
    if block_idx == 0:
        n = 0
        while atomic_add(gate[0], 0) == 0 and n < limit:  # the host opens the gate
            n = n + 1
        atomic_add(out[0], 1)

@aiv
kernel step(acc: Tensor[[1], i64], mul: i64, add: i64):
    if block_idx == 0:
        acc[0] = acc[0] * mul + add

@aiv
kernel spread(acc: Tensor[[N], i64], add: i64):
    acc[block_idx] = acc[block_idx] * 3 + add

@aic
kernel cstep(acc: Tensor[[1], i64], mul: i64, add: i64):
    if block_idx == 0:
        acc[0] = acc[0] * mul + add

@aiv
kernel behind(out: Tensor[[3], i64]):
    if block_idx == 0:
        out[1] = atomic_add(out[0], 0)
        atomic_add(out[2], 1)

@aiv
kernel inc_unless(c: Tensor[[1], i64], i: i64, bad: i64):
    if block_idx == 0:
        if i == bad:
            c[0] = c[0] // (i - bad)  # division by zero
        else:
            c[0] = c[0] + 1
"""
DEV = 39
LIMIT = 2_000_000_000
MASK = (1 << 64) - 1


@pytest.fixture(scope="module")
def kernels():
    return incore.compile(SOURCE)


def _wrap(v: int) -> int:
    v &= MASK
    return v - (1 << 64) if v >> 63 else v


def _fold(start: int, steps: list[tuple[int, int]]) -> int:
    acc = start
    for mul, add in steps:
        acc = _wrap(acc * mul + add)
    return acc


def _taken(w: Worker, held: int = 0) -> None:
    """Wait (bounded) until the scheduler has taken every queued launch but the last
    ``held``."""
    cb = w._ctx.control_block
    deadline = time.monotonic() + 30
    while (cb.queue.tail - cb.header.seq) & 0xFFFFFFFF != held:
        assert time.monotonic() < deadline, "the scheduler did not take the queued launches"
        time.sleep(0.001)


def _refills(w: Worker) -> int:
    return int(w._ctx.control_block.queue.refills)


@pytest.mark.parametrize("executor", ["native", "python"])
def test_launches_queued_behind_a_running_one_run_in_order_as_its_chain(
        kernels, monkeypatch, executor):
    monkeypatch.setenv(EXECUTOR_ENV, executor)
    steps = [(3, i) for i in range(40)] + [(5, -i) for i in range(10)]
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        out, gate, acc = w.zeros(3, np.int64), w.zeros(1, np.int64), w.zeros(1, np.int64)
        s = w.stream()
        s.launch(kernels["gated"], out, gate, LIMIT, blocks=1)
        for mul, add in steps:
            s.launch(kernels["step"], acc, mul, add, blocks=1)
        if executor == "native":  # the Python executor's launches are taken one by one
            _taken(w)
        before = _refills(w)
        gate.numpy()[0] = 1
        s.synchronize()
        assert int(acc.numpy()[0]) == _fold(0, steps)
        # native: each of the 50 went into its lane from the core completing the one before
        # it; the Python executor runs every launch alone and chains nothing
        assert _refills(w) - before == (len(steps) if executor == "native" else 0)


def test_a_chain_takes_launches_of_both_core_kinds_and_of_many_blocks(kernels):
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        out, gate = w.zeros(3, np.int64), w.zeros(1, np.int64)
        acc, wide = w.zeros(1, np.int64), w.zeros(8, np.int64)
        s = w.stream()
        s.launch(kernels["gated"], out, gate, LIMIT, blocks=1)
        want, want_wide = 0, np.zeros(8, np.int64)
        for i in range(30):
            k = kernels["cstep"] if i % 3 == 0 else kernels["step"]
            s.launch(k, acc, 7, i, blocks=1)
            want = _wrap(want * 7 + i)
            s.launch(kernels["spread"], wide, i, blocks=1 + i % 8)
            want_wide[: 1 + i % 8] = want_wide[: 1 + i % 8] * 3 + i
        _taken(w)
        before = _refills(w)
        gate.numpy()[0] = 1
        s.synchronize()
        assert int(acc.numpy()[0]) == want
        assert wide.numpy().tolist() == want_wide.tolist()
        assert _refills(w) - before == 60


def test_two_streams_chain_side_by_side(kernels):
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        gate = w.zeros(1, np.int64)
        outs = [w.zeros(3, np.int64) for _ in range(2)]
        accs = [w.zeros(1, np.int64) for _ in range(2)]
        a, b = w.stream(), w.stream()
        a.launch(kernels["gated"], outs[0], gate, LIMIT, blocks=1)
        b.launch(kernels["gated"], outs[1], gate, LIMIT, blocks=1)
        steps = [[(3, i) for i in range(25)], [(7, -i) for i in range(25)]]
        for i in range(25):  # interleaved in the queue, chained per stream
            a.launch(kernels["step"], accs[0], *steps[0][i], blocks=1)
            b.launch(kernels["step"], accs[1], *steps[1][i], blocks=1)
        _taken(w)
        before = _refills(w)
        gate.numpy()[0] = 1
        a.synchronize()
        b.synchronize()
        assert [int(x.numpy()[0]) for x in accs] == [_fold(0, s) for s in steps]
        assert _refills(w) - before == 50


def test_a_launch_after_an_event_not_yet_reached_is_not_chained(kernels):
    """b's launch after ``b.wait(e)`` follows b's running launch, but also a's, which is
    still held: it must not run when b's launch completes, only once a's did."""
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        gate_a, gate_b = w.zeros(1, np.int64), w.zeros(1, np.int64)
        out_a, out_b = w.zeros(3, np.int64), w.zeros(3, np.int64)
        a, b = w.stream(), w.stream()
        a.launch(kernels["gated"], out_a, gate_a, LIMIT, blocks=1)
        b.launch(kernels["gated"], out_b, gate_b, LIMIT, blocks=1)
        b.wait(a.record())
        b.launch(kernels["behind"], out_a, blocks=1)
        _taken(w, held=1)  # both held launches run; `behind` waits
        gate_b.numpy()[0] = 1
        time.sleep(0.1)  # a wrongly chained `behind` would run here and see out_a[0] == 0
        gate_a.numpy()[0] = 1
        b.synchronize()
        assert out_a.numpy().tolist() == [1, 1, 1]  # `behind` saw a's launch done


def test_a_fault_in_a_chain_discards_the_rest_of_it(kernels):
    with Worker(device_id=DEV, clusters=2, timeout=60.0) as w:
        out, gate, c = w.zeros(3, np.int64), w.zeros(1, np.int64), w.zeros(1, np.int64)
        s = w.stream()
        s.launch(kernels["gated"], out, gate, LIMIT, blocks=1)
        for i in range(10):
            s.launch(kernels["inc_unless"], c, i, 4, blocks=1)  # the fifth divides by zero
        _taken(w)
        gate.numpy()[0] = 1
        with pytest.raises(incore.DeviceFault) as info:
            s.synchronize()
        assert info.value.launch == 6 and info.value.discarded == 5
        assert int(c.numpy()[0]) == 4
        s.launch(kernels["inc_unless"], c, 0, 1, blocks=1)  # the stream works again
        s.synchronize()
        assert int(c.numpy()[0]) == 5
