"""Strided runs (``lowering/sanitize_trace.py``, ``runtime/sanitizer/strided.py``): a
grid-stride loop's site is one record per block, and the findings are those of the plain
intervals the kernel writes without runs, whether the host drops a run or expands it."""

from __future__ import annotations

import re

import numpy as np
import pytest

import incore
from incore.lowering import sanitize_trace
from incore.runtime.sanitizer import records, strided

pytestmark = pytest.mark.device

SOURCE = """
@aiv
kernel stride(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = a * x[i] + y[i]

@aiv
kernel overlap(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(2 * block_idx, N, 2):
        y[i] = x[i]

@aiv
kernel past(x: Tensor[[N], f32], y: Tensor[[M], f32]):
    for i in range(block_idx, M + 8, block_num):
        y[i] = x[i]

@aiv
kernel unread(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i]
"""


def _compile(runs: bool, monkeypatch):
    monkeypatch.setattr(sanitize_trace, "STRIDED_RUNS", runs)
    return incore.compile(SOURCE, "strided.ik", sanitize=True, cache=False)


def _findings(worker, kernel, *args, blocks=4):
    """The findings, but for which core ran a block (the scheduler's choice, each launch)."""
    try:
        worker.launch(kernel, *args, blocks=blocks)
    except incore.SanitizerError as exc:
        return [(f.kind, f.tensor, f.index,
                 tuple((a.block, a.kind, a.file, a.line) for a in f.accesses),
                 re.sub(r"core \d+", "core _", f.message), f.count) for f in exc.findings]
    return []


def _cases(worker):
    n = 256
    x = np.ones(n, np.float32)
    unwritten = worker.empty(n, np.float32)  # never written: its reads are uninitialised
    return [
        ("stride", (x, np.ones(n, np.float32), np.float32(2.0))),
        ("overlap", (x, np.zeros(n, np.float32))),
        ("past", (x, np.zeros(n - 16, np.float32))),
        ("unread", (unwritten, np.zeros(n, np.float32))),
    ]


def test_findings_are_those_of_the_plain_intervals(monkeypatch):
    with incore.Worker(device_id=9, sanitize=True) as worker:
        plain = _compile(False, monkeypatch)
        runs = _compile(True, monkeypatch)
        seen = {}
        for name, args in _cases(worker):
            want = _findings(worker, plain[name], *args)
            got = _findings(worker, runs[name], *args)
            monkeypatch.setattr(strided, "MAX_TESTED_RUNS", -1)  # every run expanded
            expanded = _findings(worker, runs[name], *args)
            monkeypatch.undo()
            assert got == want == expanded, name
            seen[name] = {f[0] for f in want}
    assert seen == {"stride": set(), "overlap": {"race"}, "past": {"out_of_bounds"},
                    "unread": {"uninitialized"}}


def test_a_grid_stride_site_is_one_run_per_block(monkeypatch):
    calls = {}
    real = strided.resolve

    def spy(trace, tensors):
        calls["trace"] = trace
        return real(trace, tensors)

    monkeypatch.setattr(strided, "resolve", spy)
    kernels = _compile(True, monkeypatch)
    n = 4096
    with incore.Worker(device_id=9, sanitize=True) as worker:
        worker.launch(kernels["stride"], np.ones(n, np.float32), np.ones(n, np.float32),
                      np.float32(2.0), blocks=4)
    t = calls["trace"]
    # x[i] read, y[i] read, y[i] write: three runs of n / 4 accesses per block
    assert len(t.lo) == 3 * 4 and set(t.count.tolist()) == {n // 4}
    assert set(t.stride.tolist()) == {16} and set(t.dt.tolist()) == {3}
    assert len(strided.resolve(t, {}).lo) == 3 * n  # no tensor known: every run expanded


def test_decoded_runs_are_in_block_order_whichever_core_ran_them():
    """Core 0 ran block 1 and core 1 block 0: the trace's runs come in block order, each
    access, event and index overflow following its run in program order."""
    i64 = lambda *v: np.array(v, dtype=np.int64)  # noqa: E731
    trace = records.Trace(
        run_core=i64(0, 1), run_block=i64(1, 0), run_events=i64(1, 0),
        run=i64(0, 0, 1), seg=i64(0, 1, 0), kind=i64(records.WRITE, records.READ, records.WRITE),
        param=i64(0, 0, 1), line=i64(3, 4, 5), lo=i64(10, 20, 30), hi=i64(14, 24, 34),
        time=i64(1, 2, 3),
        events=[records.SyncEvent(run=0, k=1, kind=records.SET, flag=2, value=1, line=4)],
        overflows=records.Overflows(run=i64(1, 0), kind=i64(1, 1), param=i64(1, 0),
                                    line=i64(5, 3), dim=i64(0, 0), value=i64(9, 8),
                                    addr=i64(90, 80)),
    )
    ordered = records.in_block_order(trace)
    assert ordered.run_block.tolist() == [0, 1] and ordered.run_core.tolist() == [1, 0]
    assert ordered.run_events.tolist() == [0, 1]
    assert ordered.run.tolist() == [0, 1, 1] and ordered.lo.tolist() == [30, 10, 20]
    assert ordered.seg.tolist() == [0, 0, 1] and ordered.line.tolist() == [5, 3, 4]
    assert [e.run for e in ordered.events] == [1]
    assert ordered.overflows.run.tolist() == [0, 1]
    assert ordered.overflows.addr.tolist() == [90, 80]
    assert records.in_block_order(ordered) is ordered  # already in block order
