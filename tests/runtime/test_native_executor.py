"""The native device executor: core loops in machine code, block claims, @mix, idle CPU."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import numpy as np
import pytest

import incore
from incore.runtime import Worker
from incore.runtime.common.control import LAUNCH_MIX
from incore.runtime.device.executor import (
    EXECUTOR_ENV,
    IDLE_SPIN_ITERATIONS,
    SPIN_ITERATIONS,
    loop_ir,
)
from incore.runtime.device.native_core import COUNT_ENV
from tests.support import payloads as P

pytestmark = pytest.mark.device


def _count_ir(step: int) -> str:
    """``out[block_idx] += step`` by atomic add (the cores of a @mix block share the slot)."""
    return (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n"
        + P._contexts("a2a3") + P._tensor_data("o", 0)
        + "  %out = inttoptr i64 %o.data to ptr\n"
        "  %p = getelementptr i64, ptr %out, i64 %bidx\n"
        f"  %old = atomicrmw add ptr %p, i64 {step} seq_cst\n"
        "  ret void\n}\n"
    )


def _count(core_kind: str) -> P.Kernel:
    meta = P.make_meta("count", [P.tensor("out", 0, "i64", ["B"], written=True)],
                       "a2a3", core_kind)
    return P.Kernel("count", P.compile_ir(_count_ir(1)), meta)


def _mix_count() -> P.MixKernel:
    """@mix: the AIC core adds 100 to ``out[block]``, each AIV core of the cluster adds 1."""
    meta = P.make_meta("mix_count", [P.tensor("out", 0, "i64", ["B"], written=True)],
                       "a2a3", "mix")
    variants = {
        "aic": P.Kernel("mix_count", P.compile_ir(_count_ir(100)),
                        {**meta, "core_kind": "aic", "variant": "aic"}),
        "aiv": P.Kernel("mix_count", P.compile_ir(_count_ir(1)),
                        {**meta, "core_kind": "aiv", "variant": "aiv"}),
    }
    return P.MixKernel("mix_count", meta, variants)


def _cpu_seconds(pid: int) -> float:
    """utime + stime of process ``pid`` (all its threads), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(") ", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _python_calls(w: Worker) -> list[int]:
    return list(w._ctx.control_block.python_calls)


@pytest.fixture
def counting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(COUNT_ENV, "1")


def _launch_all_kinds(w: Worker, n: int) -> None:
    kinds = (_count("aiv"), _count("aic"), _mix_count())
    for i in range(n):
        out = np.zeros(7, np.int64)
        w.launch(kinds[i % 3], out, blocks=7)


def test_native_core_threads_run_no_python_during_launches(counting, monkeypatch):
    monkeypatch.setenv(EXECUTOR_ENV, "native")
    with Worker(device_id=50, clusters=2) as w:
        _launch_all_kinds(w, 3)  # a @mix launch ran on every core: all are in their loops
        before = _python_calls(w)
        assert all(n > 0 for n in before), before  # the hook counted the threads' start-up
        _launch_all_kinds(w, 60)
        assert _python_calls(w) == before
        # ... nor during queued launches drained by the native scheduler
        out = w.to_device(np.zeros(7, np.int64))
        s = w.stream()
        kinds = (_count("aiv"), _count("aic"), _mix_count())
        for i in range(300):
            s.launch(kinds[i % 3], out, blocks=7)
        s.synchronize()
        assert _python_calls(w) == before
        # 100 launches each of aiv (+1), aic (+1) and @mix (+100 AIC, +1 per AIV) per block
        assert out.numpy().tolist() == [100 + 100 + 100 * 102] * 7


def test_python_executor_core_threads_do_run_python(counting, monkeypatch):
    # The same measurement on the Python executor: the counts move (the proof above can fail).
    monkeypatch.setenv(EXECUTOR_ENV, "python")
    with Worker(device_id=51, clusters=2) as w:
        _launch_all_kinds(w, 3)
        before = _python_calls(w)
        _launch_all_kinds(w, 6)
        after = _python_calls(w)
        assert all(a > b for a, b in zip(after, before, strict=True)), (before, after)


@pytest.mark.parametrize("executor", ["native", "python"])
def test_executors_agree_on_kinds_and_mix_rule(executor, monkeypatch):
    monkeypatch.setenv(EXECUTOR_ENV, executor)
    with Worker(device_id=52, clusters=2) as w:
        for kind in ("aiv", "aic"):
            out = np.full((9, P.PROBE_COLS), -1, np.int64)
            w.launch(P.probe(core_kind=kind), out, blocks=9)
            assert out[:, 0].tolist() == list(range(9))
            assert set(out[:, 1].tolist()) == {9}
            cores = set(out[:, 3].tolist())
            assert cores <= ({0, 1} if kind == "aic" else {2, 3, 4, 5}), cores
        out = np.full((3 * 5, P.PROBE_COLS), -1, np.int64)
        w.launch(P.mix_probe(), out, blocks=5)
        for b in range(5):
            aic, aiv0, aiv1 = out[3 * b: 3 * b + 3]
            cluster = b % 2  # block = cluster + clusters * k
            assert aic[3] == cluster and {aiv0[3], aiv1[3]} == {2 + 2 * cluster, 3 + 2 * cluster}
            assert [aiv0[4], aiv1[4]] == [0, 1] and aic[0] == aiv0[0] == aiv1[0] == b


def test_many_blocks_each_run_exactly_once(monkeypatch):
    monkeypatch.setenv(EXECUTOR_ENV, "native")
    n = 100_000
    with Worker(device_id=53, clusters=2) as w:
        out = w.zeros(n, np.int64)
        stats = w.launch(_count("aiv"), out, blocks=n)
        assert stats.blocks == n
        assert w._ctx.control_block.header.blocks_done == n
        counts = out.numpy()
        assert counts.min() == 1 and counts.max() == 1 and int(counts.sum()) == n
        stats = w.launch(P.empty(), blocks=n)  # the empty kernel: counted, not just run
        assert w._ctx.control_block.header.blocks_done == n


def test_back_to_back_launches_of_mixed_kinds_count_exactly(monkeypatch):
    # Cores of one kind arrive late to launches of the other kind and to @mix launches; a
    # block claimed twice, or for the wrong launch, shows up as a wrong count.
    monkeypatch.setenv(EXECUTOR_ENV, "native")
    rng = np.random.default_rng(8)
    kernels = {"aiv": _count("aiv"), "aic": _count("aic"), "mix": _mix_count()}
    with Worker(device_id=54, clusters=2) as w:
        buf = w.zeros(64, np.int64)
        for i in range(300):
            kind = ("aiv", "aic", "mix")[i % 3]
            blocks = int(rng.integers(1, 64))
            buf.numpy()[:] = 0
            w.launch(kernels[kind], buf, blocks=blocks)
            expect = np.zeros(64, np.int64)
            expect[:blocks] = 102 if kind == "mix" else 1
            assert buf.numpy().tolist() == expect.tolist(), (i, kind, blocks)


def test_idle_device_uses_no_cpu_after_the_spin_window(monkeypatch):
    monkeypatch.setenv(EXECUTOR_ENV, "native")
    with Worker(device_id=55, clusters=2) as w:
        for _ in range(20):
            w.launch(P.empty(), blocks=4)
        pid = w.device_pid
        time.sleep(0.2)  # past the spin window: the cores sleep on the futex
        before = _cpu_seconds(pid)
        time.sleep(1.5)
        used = _cpu_seconds(pid) - before
        assert used < 0.2, f"idle device used {used:.2f} s CPU in 1.5 s"
        w.launch(P.empty(), blocks=4)  # and it still wakes up


def test_invalid_executor_is_named(monkeypatch):
    monkeypatch.setenv(EXECUTOR_ENV, "fast")
    w = Worker(device_id=56, clusters=1)
    with pytest.raises(ValueError, match=r"^INCORE_EXECUTOR='fast': expected one of native, "
                                         r"python") as info:
        w.start()
    assert info.value.code == "EXECUTOR_INVALID"
    w.close()


def test_loop_ir_spins_a_bounded_number_of_times_then_sleeps():
    import llvmlite.binding as llvm

    from incore.runtime.common.control import control_block_type

    llvm.initialize_native_asmparser()
    # LLVM's own printing of the module: value names unquoted, one space between tokens
    ir = str(llvm.parse_assembly(loop_ir(0x7000_0000_0000, control_block_type("a2a3", 6),
                                         "a2a3", 2, spinners=3)))
    assert f"select i1 %window, i32 {SPIN_ITERATIONS}, i32 {IDLE_SPIN_ITERATIONS}" in ir
    # the whole window only after a block, and while fewer than 3 of the kind spin
    assert "%spin_in = atomicrmw add ptr %spinningp, i32 1 seq_cst" in ir
    assert "%room = icmp ult i32 %spin_in, 3" in ir and "%window = and i1 %busy, %room" in ir
    assert "icmp ult i32 %i1, %limit" in ir and '"pause"' in ir
    assert "br i1 %spinning, label %spin, label %spin_out" in ir
    assert "ptr %doorbellp, i64 0, i64 %bell64" in ir  # the sleep: FUTEX_WAIT on the doorbell
    assert f"icmp eq i32 %lkind, {LAUNCH_MIX}" in ir


def _queue_counters(w: Worker) -> dict[str, int]:
    cb = w._ctx.control_block
    q = cb.queue
    return {"seq": cb.header.seq, "tail": q.tail, "completed": q.completed,
            "completions": q.completions}


def _same_launches(w: Worker, trace_dir: Path) -> dict[str, object]:
    """One fixed sequence of launches (sync, streams, a graph replayed, profiled) and what it
    leaves: every output, each sync launch's stats, the blocks the profiler saw and the launch
    queue's counters."""
    seen: dict[str, object] = {}
    count = {"aiv": _count("aiv"), "aic": _count("aic"), "mix": _mix_count()}
    for kind in ("aiv", "aic", "mix"):
        for blocks in (1, 5, 13):
            out = np.zeros(16, np.int64)
            stats = w.launch(count[kind], out, blocks=blocks)
            seen[f"sync {kind} x{blocks}"] = (out.tolist(), stats.kernel, stats.blocks,
                                             w._ctx.control_block.header.blocks_done)
    for kind in ("aiv", "aic"):
        out = np.full((9, P.PROBE_COLS), -1, np.int64)
        w.launch(P.probe(core_kind=kind), out, blocks=9)
        # which core of the kind runs a block (its core and sub-block id) is the schedule's
        seen[f"probe {kind}"] = np.delete(out, [3, 4], axis=1).tolist()
    out = np.full((3 * 5, P.PROBE_COLS), -1, np.int64)
    w.launch(P.mix_probe(), out, blocks=5)
    seen["probe mix"] = out.tolist()  # the per-cluster rule fixes every core
    # three streams of mixed kinds on one buffer (the native scheduler overlaps them)
    buf = w.to_device(np.zeros(16, np.int64))
    streams = [w.stream() for _ in range(3)]
    for i in range(30):
        streams[i % 3].launch(count[("aiv", "aic", "mix")[i % 3]], buf, blocks=1 + i % 16)
    for s in streams:
        s.synchronize()
    seen["streams"] = buf.numpy().tolist()
    # a graph of four launches replayed three times
    g_buf = w.to_device(np.zeros(16, np.int64))
    s = w.stream()
    with s.capture() as g:
        for kind, blocks in (("aiv", 16), ("aic", 3), ("mix", 4), ("aiv", 1)):
            s.launch(count[kind], g_buf, blocks=blocks)
    for _ in range(3):
        g.replay(s)
    s.synchronize()
    seen["graph"] = g_buf.numpy().tolist()
    # profiled launches (exclusive; each core times its blocks into its trace area)
    for kind, blocks in (("aiv", 7), ("mix", 3)):
        out = np.zeros(16, np.int64)
        path = trace_dir / f"{w.device_id}-{kind}.json"
        with incore.profile(path):
            w.launch(count[kind], out, blocks=blocks)
        spans = [e["args"] for e in json.loads(path.read_text())["traceEvents"]
                 if e["ph"] == "X" and e.get("cat") == "device"]
        per_block: dict[int, list[int]] = {}
        for span in spans:  # a @mix block: one span on each core of its cluster
            per_block.setdefault(span["block"], []).append(span["core"] if kind == "mix" else 0)
        seen[f"profiled {kind} x{blocks}"] = (out.tolist(), sorted(
            (block, sorted(cores)) for block, cores in per_block.items()))
    seen["queue"] = _queue_counters(w)
    return seen


def test_native_and_python_executors_agree_on_the_same_launches(monkeypatch, tmp_path):
    """The Python executor (``device/main.py``) is the native code's executable specification:
    the same launches through both leave the same memory and the same counters."""
    results = {}
    for device, executor in ((57, "native"), (58, "python")):
        monkeypatch.setenv(EXECUTOR_ENV, executor)
        with Worker(device_id=device, clusters=2) as w:
            assert bool(w._ctx.control_block.executor.entry) == (executor == "native")
            results[executor] = _same_launches(w, tmp_path)
    native, python = results["native"], results["python"]
    assert native.keys() == python.keys()
    for name in native:
        assert native[name] == python[name], name
    assert native["queue"]["completed"] == 9 + 3 + 30 + 12 + 2  # every launch counted once
    assert native["sync mix x5"][0][:5] == [102] * 5  # and the counts are the kernels'
    assert [b for b, _ in native["profiled aiv x7"][1]] == list(range(7))
    assert [len(cores) for _, cores in native["profiled mix x3"][1]] == [3, 3, 3]


def test_window_spinners_leave_a_cpu_to_the_host(monkeypatch):
    from incore.runtime.device import executor

    for cpus, spinners in ((1, 1), (2, 1), (4, 3), (64, 63)):
        monkeypatch.setattr(executor.os, "sched_getaffinity", lambda _, n=cpus: set(range(n)))
        assert executor.window_spinners() == spinners
