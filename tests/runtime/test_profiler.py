"""The profiler: start/stop rules, the trace it writes (checked by
tests/support/trace_checker.py), device spans timed by the core executors, and the profiler-off
path."""

from __future__ import annotations

import ctypes
import json
import logging
import os
import subprocess
import sys
import threading
import tracemalloc
from pathlib import Path

import numpy as np
import pytest

import incore
from incore import DeviceFault
from incore.runtime import Worker, profiler
from incore.runtime.common.control import TRACE_RECORDS, TraceRecord
from incore.runtime.profiler import recorder
from incore.runtime.profiler import trace as trace_json
from tests.support import payloads as P
from tests.support import trace_checker

ROOT = Path(__file__).resolve().parents[2]
DEVICE = 5
AIV_CORES = 4  # default: 2 clusters of 1 AIC + 2 AIV


@pytest.fixture(scope="module")
def saxpy():
    return incore.compile_file(ROOT / "examples" / "saxpy" / "kernel.ik")["saxpy"]


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=DEVICE, timeout=20.0)


@pytest.fixture(autouse=True)
def _profiler_off():
    """Every test starts and ends with the profiler off."""
    assert profiler.active() is None
    yield
    if profiler.active() is not None:
        profiler.stop()
        pytest.fail("the test left the profiler recording")


def spans(trace: dict, cat: str | None = None, name: str | None = None) -> list[dict]:
    return [e for e in trace["traceEvents"] if e["ph"] == "X"
            and (cat is None or e.get("cat") == cat) and (name is None or e["name"] == name)]


def thread_names(trace: dict) -> dict[tuple[int, int], str]:
    return {(e["pid"], e["tid"]): e["args"]["name"] for e in trace["traceEvents"]
            if e["ph"] == "M" and e["name"] == "thread_name"}


def process_names(trace: dict) -> dict[int, str]:
    return {e["pid"]: e["args"]["name"] for e in trace["traceEvents"]
            if e["ph"] == "M" and e["name"] == "process_name"}


def device_pid(trace: dict, device: int = DEVICE, platform: str = "a2a3sim") -> int:
    names = process_names(trace)
    return next(pid for pid, n in names.items() if n == f"device {device} ({platform})")


# ----------------------------------------------------------------- acceptance


def test_saxpy_on_four_blocks_gives_one_device_span_per_block_inside_run(tmp_path, worker, saxpy):
    n = 4096
    x = np.arange(n, dtype=np.float32)
    y = np.ones(n, dtype=np.float32)
    with incore.profile(tmp_path / "saxpy.json") as prof:
        worker.launch(saxpy, x, y, np.float32(2.0), blocks=4)
    assert prof.closed and prof.launches == 1
    np.testing.assert_allclose(y, 2.0 * x + 1.0)
    trace = trace_checker.check(tmp_path / "saxpy.json")

    pid = device_pid(trace)
    names = thread_names(trace)
    device = spans(trace, "device")
    assert sorted(s["args"]["block"] for s in device) == [0, 1, 2, 3]
    for s in device:
        assert s["pid"] == pid and s["name"] == "saxpy"
        assert s["tid"] == profiler.device_tid(pid, s["args"]["core"])
        assert names[(pid, s["tid"])] == f"core {s['args']['core']} (aiv)"
    # Host spans: one per phase, in order, inside one launch span on the launching thread.
    (launch,) = spans(trace, "host", "launch saxpy")
    assert launch["args"]["blocks"] == 4 and launch["args"]["device"] == DEVICE
    phases = sorted((s for s in spans(trace, "host") if s is not launch), key=lambda s: s["ts"])
    assert [s["name"] for s in phases] == list(profiler.PHASES)
    assert all(s["tid"] == launch["tid"] and s["pid"] == launch["pid"] for s in phases)
    assert names[(launch["pid"], launch["tid"])].startswith(threading.current_thread().name)
    assert process_names(trace)[launch["pid"]].startswith("host")
    assert trace["displayTimeUnit"] == "ms"
    counters = [e for e in trace["traceEvents"] if e["ph"] == "C"]
    assert counters and all(
        e["pid"] == pid and e["name"] == "GM" and e["args"]["bytes in use"] >= 2 * n * 4
        for e in counters
    )


def test_each_device_span_is_on_the_thread_of_the_core_that_ran_the_block(tmp_path, worker):
    blocks = 12
    out = np.full((blocks, P.PROBE_COLS), -1, dtype=np.int64)
    with incore.profile(tmp_path / "probe.json"):
        worker.launch(P.probe(), out, blocks=blocks)
    trace = trace_checker.check(tmp_path / "probe.json")
    pid, names = device_pid(trace), thread_names(trace)
    ran_on = {s["args"]["block"]: s["args"]["core"] for s in spans(trace, "device")}
    for s in spans(trace, "device"):
        assert names[(pid, s["tid"])].startswith(f"core {s['args']['core']} (")
    # The payload stores the core id it read from its GlobalContext (column 3).
    assert ran_on == {b: int(out[b, 3]) for b in range(blocks)}


def test_a_mix_block_has_a_span_on_each_core_of_its_cluster(tmp_path, worker):
    blocks = 2 * worker.clusters
    out = np.full((3 * blocks, P.PROBE_COLS), -1, dtype=np.int64)
    with incore.profile(tmp_path / "mix.json"):
        worker.launch(P.mix_probe(), out, blocks=blocks)
    trace = trace_checker.check(tmp_path / "mix.json")
    per_block: dict[int, list[int]] = {}
    for s in spans(trace, "device"):
        per_block.setdefault(s["args"]["block"], []).append(s["args"]["core"])
    assert sorted(per_block) == list(range(blocks))
    for block, tids in per_block.items():
        assert sorted(tids) == sorted(int(out[3 * block + r, 3]) for r in range(3))


# ----------------------------------------------------------------- start / stop


def test_start_twice_and_stop_when_off_are_clear_errors(tmp_path):
    with pytest.raises(RuntimeError, match="not recording"):
        profiler.stop()
    prof = profiler.start(tmp_path / "a.json")
    try:
        assert profiler.active() is prof
        with pytest.raises(RuntimeError, match="already recording to .*a.json"):
            profiler.start(tmp_path / "b.json")
        assert profiler.active() is prof  # the failed start changed nothing
    finally:
        path = profiler.stop()
    assert path == tmp_path / "a.json" and profiler.active() is None
    assert not (tmp_path / "b.json").exists()
    trace_checker.check(path)  # no launch: still a valid trace


@pytest.mark.parametrize("where", ["missing_dir", "directory"])
def test_an_unwritable_path_fails_at_start(tmp_path, where):
    path = tmp_path / "no" / "t.json" if where == "missing_dir" else tmp_path
    with pytest.raises(OSError, match=r"cannot write the profiler trace to .*"):
        profiler.start(path)
    assert profiler.active() is None
    with pytest.raises(OSError, match=r"cannot write the profiler trace"), incore.profile(path):
        pass


def test_a_path_of_the_wrong_type_is_a_type_error():
    with pytest.raises(TypeError, match="profiler path must be a str or os.PathLike, got int"):
        profiler.start(3)
    assert profiler.active() is None


def test_profile_writes_the_trace_even_when_the_block_raises(tmp_path, worker):
    path = tmp_path / "t.json"
    with pytest.raises(ZeroDivisionError), incore.profile(path):
        worker.launch(P.empty(), blocks=2)
        1 / 0  # noqa: B018
    assert profiler.active() is None
    assert len(spans(trace_checker.check(path), "device")) == 2


def test_stop_inside_profile_writes_early_and_the_block_end_keeps_it(tmp_path, worker):
    with incore.profile(tmp_path / "t.json") as prof:
        worker.launch(P.empty(), blocks=1)
        assert profiler.stop() == prof.path
        worker.launch(P.empty(), blocks=3)  # not recorded: the profiler is off
    trace = trace_checker.check(prof.path)
    assert [s["args"]["block"] for s in spans(trace, "device")] == [0]


def test_runtime_profiler_start_and_stop_delegate_to_the_profiler(tmp_path, worker):
    rt = incore.Runtime.instance()
    rt.profiler_start(tmp_path / "rt.json")
    try:
        assert profiler.active() is not None
        worker.launch(P.empty(), blocks=2)
    finally:
        path = rt.profiler_stop()
    assert Path(path) == tmp_path / "rt.json"
    assert len(spans(trace_checker.check(path), "device")) == 2


def test_a_profiler_recording_at_exit_writes_its_trace(tmp_path):
    path = tmp_path / "exit.json"
    code = f"from incore.runtime import profiler; profiler.start({str(path)!r})"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=60)
    trace_checker.check(path)


def test_a_forked_child_is_not_recording(tmp_path):
    with incore.profile(tmp_path / "t.json"):
        pid = os.fork()
        if pid == 0:  # the child: it must not write (or hold open) the parent's recording
            os._exit(0 if profiler.active() is None else 1)
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
        assert profiler.active() is not None


def test_the_record_reader_matches_the_control_block_layout():
    assert recorder._RECORD.size == ctypes.sizeof(TraceRecord)
    rec = TraceRecord(-3, 5, 2**64 - 1)
    assert recorder._RECORD.unpack(bytes(rec)) == (-3, 5, 2**64 - 1)


def test_incore_profile_is_the_profiler_context_manager():
    assert incore.profile is profiler.profile
    assert "profile" in dir(incore)


# ----------------------------------------------------------------- launches


def test_launches_from_two_threads_get_a_host_thread_each(tmp_path, worker):
    errors: list[BaseException] = []

    def launch_on(device: int) -> None:
        try:
            with Worker(device_id=device) as w:
                for _ in range(3):
                    w.launch(P.empty(), blocks=4)
        except BaseException as e:  # noqa: BLE001 - re-raised by the test thread
            errors.append(e)

    with incore.profile(tmp_path / "t.json") as prof:
        threads = [threading.Thread(target=launch_on, args=(d,)) for d in (DEVICE + 1, DEVICE + 2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
    assert not errors
    assert prof.launches == 6
    trace = trace_checker.check(prof.path)
    launches = spans(trace, "host", "launch empty")
    assert len({s["tid"] for s in launches}) == 2
    devices = {process_names(trace)[s["pid"]] for s in spans(trace, "device")}
    assert devices == {f"device {DEVICE + 1} (a2a3sim)", f"device {DEVICE + 2} (a2a3sim)"}


def test_blocks_past_the_trace_area_are_counted_not_recorded(tmp_path, worker, caplog):
    blocks = AIV_CORES * TRACE_RECORDS + 40  # at least one core runs more than TRACE_RECORDS
    with caplog.at_level(logging.WARNING, logger="incore"), incore.profile(tmp_path / "t.json"):
        worker.launch(P.empty(), blocks=blocks)
    trace = trace_checker.check(tmp_path / "t.json")
    (launch,) = spans(trace, "host", "launch empty")
    recorded = len(spans(trace, "device"))
    assert recorded <= AIV_CORES * TRACE_RECORDS
    assert recorded + launch["args"]["device_records_dropped"] == blocks
    assert "were not recorded" in caplog.text


def test_a_faulting_launch_is_recorded_with_its_error(tmp_path, worker):
    with incore.profile(tmp_path / "t.json"):
        with pytest.raises(DeviceFault) as info:
            worker.launch(P.segfault(fault_block=1), blocks=2)
        worker.launch(P.empty(), blocks=1)  # the restarted device is profiled too
    trace = trace_checker.check(tmp_path / "t.json")
    (failed,) = spans(trace, "host", "launch segfault")
    assert failed["args"]["error"].startswith("DeviceFault")
    # The faulting core's thread carries the label the fault message uses for it.
    pid = device_pid(trace)
    label = thread_names(trace)[(pid, profiler.device_tid(pid, info.value.core))]
    assert label in str(info.value)
    (ok,) = spans(trace, "host", "launch empty")
    assert "error" not in ok["args"]
    after = [s for s in spans(trace, "device") if s["args"]["launch"] == ok["args"]["launch"]]
    assert [s["args"]["block"] for s in after] == [0]


def test_a_launch_that_fails_validation_is_one_validate_span_with_its_error(tmp_path, worker):
    with incore.profile(tmp_path / "t.json"), pytest.raises(TypeError):
        worker.launch(P.probe(), "not an array")
    trace = trace_checker.check(tmp_path / "t.json")
    (launch,) = [s for s in spans(trace, "host") if s["name"].startswith("launch")]
    assert launch["args"]["error"].startswith("TypeError")
    assert [s["name"] for s in spans(trace, "host") if s is not launch] == ["validate"]
    assert spans(trace, "device") == []


def test_with_the_profiler_off_the_cores_record_nothing(tmp_path, worker):
    worker.launch(P.empty(), blocks=1)  # started
    cb = worker._ctx.control_block
    for core in cb.cores:
        core.trace.count = core.trace.overflow = 0
    worker.launch(P.empty(), blocks=8)
    assert cb.header.profile == 0
    assert [(c.trace.count, c.trace.overflow) for c in cb.cores] == [(0, 0)] * len(cb.cores)
    with incore.profile(tmp_path / "t.json"):
        worker.launch(P.empty(), blocks=8)
        assert sum(c.trace.count for c in cb.cores) == 8  # the same areas, recording
    assert cb.header.profile == 0  # cleared when the profiled launch ended


def _profiler_allocations(launch, count: int) -> list:
    """Allocations made in profiler.py and trace.py (still alive) over ``count`` launches."""
    files = [tracemalloc.Filter(True, recorder.__file__),
             tracemalloc.Filter(True, trace_json.__file__)]
    tracemalloc.start()
    try:
        for _ in range(count):
            launch()
        return tracemalloc.take_snapshot().filter_traces(files).statistics("filename")
    finally:
        tracemalloc.stop()


def test_with_the_profiler_off_launches_allocate_nothing_in_the_profiler(tmp_path, worker):
    kernel = P.empty()
    worker.launch(kernel, blocks=1)  # warm up
    assert _profiler_allocations(lambda: worker.launch(kernel, blocks=2), 50) == []
    # The probe sees the profiler's allocations when it records.
    with incore.profile(tmp_path / "t.json"):
        assert _profiler_allocations(lambda: worker.launch(kernel, blocks=2), 5) != []


# ----------------------------------------------------------------- the checker itself


def _trace(events: list[dict]) -> str:
    meta = [
        {"ph": "M", "name": "process_name", "pid": 1, "args": {"name": "host"}},
        {"ph": "M", "name": "thread_name", "pid": 1, "tid": 7, "args": {"name": "main"}},
        {"ph": "M", "name": "process_name", "pid": 2, "args": {"name": "device"}},
        {"ph": "M", "name": "thread_name", "pid": 2, "tid": 0, "args": {"name": "core 0"}},
    ]
    return json.dumps({"traceEvents": meta + events, "displayTimeUnit": "ms"})


def _x(name, ts, dur, pid=1, tid=7, cat="host", **args):
    ev = {"ph": "X", "name": name, "cat": cat, "pid": pid, "tid": tid, "ts": ts, "dur": dur}
    if args:
        ev["args"] = args
    return ev


GOOD = [
    _x("launch k", 0, 10, launch=1), _x("validate", 0, 2, launch=1),
    _x("run", 2.001, 7.999, launch=1), _x("k", 3, 4, pid=2, tid=0, cat="device", launch=1),
    {"ph": "C", "name": "GM bytes in use", "pid": 2, "ts": 3, "args": {"bytes": 64}},
]


def test_the_checker_accepts_a_well_formed_trace():
    assert trace_checker.problems(_trace(GOOD)) == []


@pytest.mark.parametrize(
    ("events", "problem"),
    [
        ([_x("a", 0, 5), _x("b", 3, 5)], "overlaps 'a'"),
        ([_x("a", 0, -1)], "dur missing, negative"),
        ([_x("a", 0, 1, tid=8)], "tid 8 (of span 'a') has no thread_name"),
        ([_x("a", 0, 1, pid=3)], "pid 3 (of X event 'a') has no process_name"),
        ([{"ph": "X", "name": "a", "pid": 1, "tid": 7, "ts": 0}], "dur missing"),
        ([{"ph": "C", "name": "c", "pid": 1, "ts": 0, "args": {}}], "non-empty object of numbers"),
        ([{"ph": "M", "name": "thread_name", "pid": 1, "args": {"name": "x"}}], "tid missing"),
        ([{"ph": "B", "name": "a", "pid": 1, "tid": 7, "ts": 0}], "ph 'B' is not one of"),
        ([_x("run", 0, 5, launch=1), _x("k", 4, 2, pid=2, tid=0, cat="device", launch=1)],
         "outside its host run span"),
        ([_x("k", 4, 2, pid=2, tid=0, cat="device", launch=9)], "0 host run spans"),
    ],
)
def test_the_checker_reports_each_structural_problem(events, problem):
    found = trace_checker.problems(_trace(events))
    assert any(problem in p for p in found), found


def test_the_checker_rejects_text_that_is_not_a_trace():
    assert "not valid JSON" in trace_checker.problems("{")[0]
    assert "NaN" in trace_checker.problems('{"traceEvents": [{"ts": NaN}]}')[0]
    assert "traceEvents" in trace_checker.problems("[]")[0]


# ----------------------------------------------------------------- incore run --profile


@pytest.mark.device
def test_incore_run_profile_writes_a_trace(tmp_path, capsys):
    from incore.cli import main

    path = tmp_path / "run.json"
    example = str(ROOT / "examples" / "saxpy")
    args = ["run", example, "--case", "ragged", "--device", str(DEVICE + 3), "--blocks", "3"]
    assert main([*args, "--profile", str(path)]) == 0
    assert f"profile: wrote {path}" in capsys.readouterr().out
    trace = trace_checker.check(path)
    assert len(spans(trace, "host", "launch saxpy")) == 1
    assert sorted(s["args"]["block"] for s in spans(trace, "device")) == [0, 1, 2]
    assert profiler.active() is None


def test_incore_run_profile_to_an_unwritable_path_fails_clearly(tmp_path, capsys):
    from incore.cli import main

    bad = tmp_path / "missing" / "run.json"
    assert main(["run", str(ROOT / "examples" / "saxpy"), "--profile", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "incore: error: " in err and f"cannot write the profiler trace to '{bad}'" in err
    assert profiler.active() is None
