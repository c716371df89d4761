"""The runtime's API around launches: the timeout type, Runtime.reset(), the profiler's device
list, the task-abort callback, host callbacks on streams, the startup diagnostics, the log level
a new Worker takes, failing API calls logged with their code, and the device's messages."""

from __future__ import annotations

import gc
import json
import logging
import os
import threading
import time

import numpy as np
import pytest

import incore
from incore.errors import ERROR_TABLE, DeviceFault, LaunchTimeout, RuntimeStateError
from incore.log import V0
from incore.runtime import Runtime, Worker
from incore.runtime.host import process
from incore.runtime.host.callback import AbortRecord
from tests.support import payloads as P

pytestmark = pytest.mark.device

DEV = 57
DEV_B = 58


@pytest.fixture
def fresh_runtime(monkeypatch):
    monkeypatch.delenv("INCORE_VISIBLE_DEVICES", raising=False)
    monkeypatch.delenv("INCORE_PLATFORM", raising=False)
    gc.collect()
    Runtime.reset()
    yield monkeypatch
    gc.collect()
    Runtime.reset()


# ------------------------------------------------------------------ the timeout type


def test_launch_timeout_is_a_timeout_error_and_a_device_fault():
    assert issubclass(incore.LaunchTimeout, TimeoutError)
    assert issubclass(incore.LaunchTimeout, DeviceFault)
    assert ERROR_TABLE["LAUNCH_TIMEOUT"].type is LaunchTimeout


def test_a_timed_out_launch_is_caught_as_timeout_error():
    with Worker(device_id=DEV, clusters=1, timeout=0.5) as w:
        with pytest.raises(TimeoutError, match=r"timed out after 0.5 s") as info:
            w.launch(P.spin(), blocks=1)
        assert isinstance(info.value, DeviceFault) and info.value.code == "LAUNCH_TIMEOUT"
        probe = np.full((1, P.PROBE_COLS), -1, np.int64)
        w.launch(P.probe(), probe, blocks=1)  # the device was restarted
        assert probe[0, 0] == 0


# ------------------------------------------------------------------ Runtime.reset()


def test_reset_refuses_while_a_context_is_live_and_names_it(fresh_runtime):
    w = Worker(device_id=DEV, clusters=1).start()
    other = Worker(device_id=DEV, clusters=1).start()
    try:
        with pytest.raises(RuntimeStateError) as info:
            Runtime.reset()
        err = info.value
        assert err.code == "RUNTIME_BUSY"
        assert f"device {DEV} (a2a3sim, 2 Workers)" in err.message
        assert "Runtime.reset()" in err.hint and "close" in err.hint
        assert Runtime.instance().context(DEV) is not None  # nothing was reset
    finally:
        w.close()
        other.close()
    Runtime.reset()  # every context closed: allowed


RESET_SRC = """
@aiv
kernel seedreset(x: Tensor[[N], f32]):
    x[block_idx] = x[block_idx] + 1.0
"""


def test_handles_are_never_reused_after_a_reset(fresh_runtime):
    mod = incore.compile(RESET_SRC, filename="seedreset.ik")
    rt = Runtime.instance()
    old = rt.kernel("seedreset")
    Runtime.reset()
    rt = Runtime.instance()
    again = rt.kernel("seedreset")  # found again by name once its Module is looked up
    # the fresh registry numbers on after the old one: no handle it gives is an old one
    assert again.name == "seedreset" and again.handle > old.handle
    assert again.program.handle > old.program.handle
    program = rt.register_program(mod["seedreset"].elf)
    assert program.handle > again.program.handle
    assert program.kernels["seedreset"].handle > again.handle
    with pytest.raises(incore.KernelNotFound, match=f"no registered kernel has the handle "
                                                    f"{old.handle}"):
        rt.kernel(old.handle)
    x = np.zeros(2, np.float32)
    with Worker(device_id=DEV, clusters=1) as w:
        w.launch(again, x, blocks=2)
        w.launch(old, x, blocks=2)  # the kernel object from before the reset still launches
    assert x.tolist() == [2.0, 2.0]


def test_a_failing_zeros_is_logged_as_worker_zeros(caplog):
    with Worker(device_id=DEV, clusters=1) as w, caplog.at_level(logging.ERROR, "incore"):
        with pytest.raises(TypeError):
            w.zeros(2, np.complex64)
        with pytest.raises(ValueError):
            w.zeros(-1)
    assert [r.getMessage().split(":")[0] for r in caplog.records
            if r.levelno == logging.ERROR] == [
        "Worker.zeros failed [DTYPE_UNSUPPORTED]", "Worker.zeros failed [PARAMETER_VALUE]"]


def test_reset_boots_again_from_the_environment(fresh_runtime):
    rt = Runtime.instance()
    assert rt.platform == "a2a3sim"
    rt.set_exception_callback(lambda record: None)
    fresh_runtime.setenv("INCORE_PLATFORM", "a5sim")
    fresh_runtime.setenv("INCORE_VISIBLE_DEVICES", "3,1")
    assert Runtime.instance() is rt  # no reset: the booted Runtime stays
    Runtime.reset()
    assert Runtime.stage() == "INIT"
    fresh = Runtime.instance()
    assert fresh is not rt and fresh.platform == "a5sim" and fresh.device_count == 2
    assert fresh.physical_id(0) == 3
    from incore.runtime.host import callback

    assert callback._callback is None  # the exception callback went with the reset


def test_after_a_reset_contexts_follow_the_fresh_registry(fresh_runtime):
    old = Runtime.instance()
    table = old.contexts
    Runtime.reset()
    fresh = Runtime.instance()
    assert fresh.contexts is table  # Workers made before the reset share it
    assert table.programs() is fresh.programs  # their contexts hear its unregistrations


def test_runtime_busy_hint_names_an_api_that_exists():
    hint = ERROR_TABLE["RUNTIME_BUSY"].hint
    assert "Runtime.reset()" in hint
    assert callable(Runtime.reset)


# ------------------------------------------------------------------ startup diagnostics


REG_SOURCE = """
@aiv
kernel seedreg(x: Tensor[[N], f32]):
    x[block_idx] = 1.0
"""


def test_registering_a_program_is_logged_at_info_v0(caplog):
    k = incore.compile(REG_SOURCE, "seedreg.ik")["seedreg"]
    with caplog.at_level(V0, logger="incore"):
        program = Runtime.instance().register_program(k.elf)
    try:
        lines = [r for r in caplog.records if "registering program" in r.getMessage()]
        assert len(lines) == 1 and lines[0].levelno == V0
        assert "seedreg" in lines[0].getMessage() and "1 kernel(s)" in lines[0].getMessage()
    finally:
        Runtime.instance().unregister_program(program)


def test_device_configuration_error_goes_through_the_host_logger(caplog):
    """The device's own configuration error reaches the incore logger (and the exception),
    not the device's raw stderr."""
    r, wfd = os.pipe()  # a pipe cannot be mapped: the device's first mmap fails
    ready = np.zeros(1, np.uint32)
    try:
        with caplog.at_level(logging.ERROR, logger="incore"):
            proc = process.DeviceProcess(
                DEV_B, {"gm-size": 1 << 30, "code-size": 16 << 20, "ctrl-size": 4096},
                {"gm-fd": r, "code-fd": r, "ctrl-fd": r},
            )
            with pytest.raises(RuntimeError, match=r"configuration error") as info:
                proc.wait_ready(ready.ctypes.data, lambda: False)
    finally:
        os.close(r)
        os.close(wfd)
    assert info.value.code == "DEVICE_START_FAILED"
    logged = [rec for rec in caplog.records if "configuration error" in rec.getMessage()]
    assert len(logged) == 1 and logged[0].levelno == logging.ERROR
    assert logged[0].getMessage().startswith(f"device {DEV_B}: incore device {DEV_B}:")


# ------------------------------------------------------------------ profiler devices


def test_profiler_start_checks_its_device_list(fresh_runtime, tmp_path):
    rt = Runtime.instance()
    with pytest.raises(ValueError, match=r"devices must be .*non-empty"):
        rt.profiler_start(tmp_path / "t.json", devices=[])
    with pytest.raises(ValueError, match=r"device 1 listed twice"):
        rt.profiler_start(tmp_path / "t.json", devices=[1, 1])
    with pytest.raises(ValueError, match=r"device_id must be an int in \[0, 64\)"):
        rt.profiler_start(tmp_path / "t.json", devices=[64])
    with pytest.raises(TypeError, match=r"devices must be None or a list"):
        rt.profiler_start(tmp_path / "t.json", devices="0")
    assert incore.runtime.profiler.recorder.active() is None  # nothing started


def test_profiler_records_only_the_listed_devices(fresh_runtime, tmp_path):
    rt = Runtime.instance()
    path = tmp_path / "trace.json"
    k = P.probe()
    with Worker(device_id=DEV, clusters=1) as a, Worker(device_id=DEV_B, clusters=1) as b:
        rt.profiler_start(path, devices=[DEV_B])
        try:
            for w in (a, b, a):
                w.launch(k, np.zeros((1, P.PROBE_COLS), np.int64), blocks=1)
        finally:
            rt.profiler_stop()
    events = json.loads(path.read_text())["traceEvents"]
    launches = [e for e in events if e.get("name", "").startswith("launch ")]
    assert [e["args"]["device"] for e in launches] == [DEV_B]
    devices = {e["args"]["name"] for e in events if e.get("name") == "process_name"}
    assert f"device {DEV_B} (a2a3sim)" in devices and f"device {DEV} (a2a3sim)" not in devices


# ------------------------------------------------------------------ task abort callback


def test_task_abort_callback_is_told_about_a_fault_and_a_timeout(fresh_runtime):
    rt = Runtime.instance()
    seen: list[AbortRecord] = []
    rt.set_task_abort_callback(seen.append)
    try:
        with Worker(device_id=DEV, clusters=1, timeout=0.5) as w:
            with pytest.raises(DeviceFault) as fault:
                w.launch(P.segfault(fault_block=0), blocks=1)
            with pytest.raises(LaunchTimeout) as timeout:
                w.launch(P.spin(), blocks=1)
            w.launch(P.probe(), np.zeros((1, P.PROBE_COLS), np.int64), blocks=1)  # no abort
    finally:
        rt.set_task_abort_callback(None)
    assert [r.reason for r in seen] == ["fault", "timeout"]
    first, second = seen
    assert (first.device, first.physical_id, first.stream, first.ordinal) == (DEV, DEV, 0, 1)
    assert first.kernel == "segfault" and first.error is fault.value
    assert second.kernel == "spin" and second.error is timeout.value
    assert second.task != first.task  # each launch has its own task number


def test_task_abort_callback_is_told_about_close_during_a_launch(fresh_runtime):
    import threading

    rt = Runtime.instance()
    seen: list[AbortRecord] = []
    rt.set_task_abort_callback(seen.append)
    try:
        w = Worker(device_id=DEV, clusters=1, timeout=30.0).start()
        timer = threading.Timer(0.5, w.close)
        timer.start()
        with pytest.raises(RuntimeError, match="closed during the launch"):
            w.launch(P.spin(), blocks=1)
        timer.join()
    finally:
        rt.set_task_abort_callback(None)
    assert [(r.reason, r.kernel, r.stream) for r in seen] == [("close", "spin", 0)]
    assert isinstance(seen[0].error, RuntimeError)


_GATED = """
@aiv
kernel gated(gate: Tensor[[1], i64]):
    if block_idx == 0:
        while atomic_add(gate[0], 0) == 0:  # the host opens the gate
            pass
"""


def test_task_abort_callback_names_the_stream_launch(fresh_runtime):
    rt = Runtime.instance()
    seen: list[AbortRecord] = []
    rt.set_task_abort_callback(seen.append)
    k = P.probe()
    gated = incore.compile(_GATED)["gated"]
    try:
        with Worker(device_id=DEV, clusters=1) as w:
            out = w.empty((1, P.PROBE_COLS), np.int64)
            gate = w.zeros(1, np.int64)
            s = w.stream()
            s.launch(gated, gate, blocks=1)  # holds the stream until all three are queued
            s.launch(P.segfault(fault_block=0), blocks=1)
            s.launch(k, out, blocks=1)
            gate.numpy()[0] = 1
            with pytest.raises(DeviceFault):
                s.synchronize()
            out.free()
    finally:
        rt.set_task_abort_callback(None)
    assert len(seen) == 1
    record = seen[0]
    assert (record.reason, record.kernel, record.stream, record.ordinal) == (
        "fault", "segfault", s.id, 2)
    assert record.discarded == 1


def test_task_abort_callback_must_be_callable():
    with pytest.raises(TypeError, match="task abort callback must be a callable"):
        Runtime.instance().set_task_abort_callback(42)


def test_a_raising_abort_callback_is_logged_and_the_fault_raised(fresh_runtime, caplog):
    rt = Runtime.instance()

    def bad(record):
        raise ValueError("boom")

    rt.set_task_abort_callback(bad)
    try:
        with Worker(device_id=DEV, clusters=1) as w, caplog.at_level(logging.ERROR, "incore"):
            with pytest.raises(DeviceFault):
                w.launch(P.segfault(fault_block=0), blocks=1)
    finally:
        rt.set_task_abort_callback(None)
    assert any("task abort callback" in r.getMessage() for r in caplog.records)
    time.sleep(0)  # (the device was restarted; nothing else to check)


# ------------------------------------------------------------------ failing API calls


def test_a_failing_api_call_is_logged_once_at_error_with_its_code(caplog):
    with Worker(device_id=DEV, clusters=1) as w:
        with caplog.at_level(logging.ERROR, logger="incore"):
            with pytest.raises(TypeError) as info:
                w.launch(P.probe(), "not an array", blocks=1)
            with pytest.raises(TypeError):
                w.to_device(np.zeros(2, np.complex64))  # logged once, as the call made
            with pytest.raises(incore.KernelNotFound):
                Runtime.instance().kernel("no_such_kernel_anywhere")
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert [r.getMessage().split(":")[0] for r in errors] == [
        "Worker.launch failed [LAUNCH_ARGUMENT_TYPE]",
        "Worker.to_device failed [DTYPE_UNSUPPORTED]",
        "Runtime.kernel failed [KERNEL_NOT_FOUND]",
    ]
    assert info.value.message in errors[0].getMessage()


def test_worker_options_that_fail_are_logged_with_their_code(caplog):
    with caplog.at_level(logging.ERROR, logger="incore"):
        with pytest.raises(ValueError):
            Worker(device_id=DEV, clusters=0)
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1 and errors[0].startswith("Worker failed [PARAMETER_VALUE]: clusters")


# ------------------------------------------------------------------ the level rule


def test_a_new_worker_on_an_open_device_takes_the_current_level():
    """Seed 000: the level is snapshotted when a Worker starts and carried by its launches, so
    a Worker created after setLevel() gets the new level even while an older Worker keeps the
    device's context open, and each keeps its own."""
    from incore import log as ilog

    logger = logging.getLogger("incore")
    saved = logger.level
    k = P.probe()
    try:
        logger.setLevel(ilog.V2)
        with Worker(device_id=DEV, clusters=1) as old:
            out = np.zeros((1, P.PROBE_COLS), np.int64)
            old.launch(k, out, blocks=1)
            assert out[0, 5] == 2 and old.log_level == (ilog.SEV_INFO, 2)
            logger.setLevel(ilog.V7)
            with Worker(device_id=DEV, clusters=1) as new:
                assert new.log_level == (ilog.SEV_INFO, 7)
                core = new.global_context(0)
                assert (core["log_level"], core["log_info_v"]) == (ilog.SEV_INFO, 7)
                new.launch(k, out, blocks=1)
                assert out[0, 5] == 7  # the device ran the new Worker's launch at V7
                old.launch(k, out, blocks=1)
                assert out[0, 5] == 2  # and the old Worker's at its own V2
                s = new.stream()
                buf = new.to_device(np.zeros((1, P.PROBE_COLS), np.int64))
                s.launch(k, buf, blocks=1)
                s.synchronize()
                assert buf.numpy()[0, 5] == 7
                buf.free()
            assert old.log_level == (ilog.SEV_INFO, 2)  # setLevel did not touch it
    finally:
        logger.setLevel(saved)


def test_device_start_is_logged_at_info_v0(caplog):
    with caplog.at_level(V0, logger="incore"):
        with Worker(device_id=DEV_B, clusters=1) as w:
            w.start()
    starts = [r for r in caplog.records if "started in" in r.getMessage()]
    assert len(starts) == 1 and starts[0].levelno == V0
    assert starts[0].getMessage().startswith(f"device {DEV_B} (a2a3sim) started in")


# ------------------------------------------------------------------ host callbacks

CB_SOURCE = """
@aiv
kernel cb_bump(c: Tensor[[1], i64], n: i64):
    if block_idx == 0:
        s = 0
        for j in range(n):
            s = s + c[0] % 7 + j
        c[0] = c[0] + 1 + s * 0
"""


@pytest.fixture(scope="module")
def bump():
    return incore.compile(CB_SOURCE, filename="cb.ik", opt=0)["cb_bump"]


def test_add_callback_runs_in_stream_order(bump):
    with Worker(device_id=DEV, clusters=1) as w:
        c = w.to_device(np.zeros(1, np.int64))
        s = w.stream()
        seen: list[int] = []
        for _ in range(3):
            s.launch(bump, c, 5000, blocks=1)
        s.add_callback(lambda: seen.append(int(c.numpy()[0])))  # after the 3 launches
        s.launch(bump, c, 5000, blocks=1)
        s.add_callback(lambda: seen.append(int(c.numpy()[0])))
        s.synchronize()
        assert seen == [3, 4]  # each saw exactly the launches before it


def test_later_launches_wait_for_the_callback(bump):
    with Worker(device_id=DEV, clusters=1) as w:
        c = w.to_device(np.zeros(1, np.int64))
        s = w.stream()
        s.launch(bump, c, 5000, blocks=1)

        def reset():
            c.numpy()[0] = 100  # the launch after the callback must see this

        s.add_callback(reset)
        s.launch(bump, c, 1, blocks=1)
        s.synchronize()
        assert int(c.numpy()[0]) == 101


def test_an_event_after_a_callback_waits_for_it_and_a_waiting_stream_follows_it(bump):
    with Worker(device_id=DEV, clusters=1) as w:
        c = w.to_device(np.zeros(1, np.int64))
        s1, s2 = w.stream(), w.stream()
        order: list[str] = []
        s1.launch(bump, c, 5000, blocks=1)
        s1.add_callback(lambda: order.append("callback"))
        e = s1.record()
        s2.wait(e)
        s2.launch(bump, c, 1, blocks=1)  # runs the callback first
        order.append("s2 launched")
        e.synchronize()
        s2.synchronize()
        assert order == ["callback", "s2 launched"]
        assert int(c.numpy()[0]) == 2


def test_a_raising_callback_fails_the_stream_clearly(bump):
    with Worker(device_id=DEV, clusters=1) as w:
        c = w.to_device(np.zeros(1, np.int64))
        s = w.stream()
        s.launch(bump, c, 1, blocks=1)

        def broken():
            raise ValueError("boom")

        s.add_callback(broken)
        s.launch(bump, c, 1, blocks=1)  # discarded: it may depend on the callback
        with pytest.raises(incore.StreamCallbackError, match=r"broken .*after launch 1.* "
                           r"raised ValueError: boom") as info:
            s.synchronize()
        err = info.value
        assert isinstance(err.__cause__, ValueError) and err.code == "STREAM_CALLBACK_FAILED"
        assert err.discarded == 1 and f"stream {s.id}" in str(err)
        assert int(c.numpy()[0]) == 1
        s.launch(bump, c, 1, blocks=1)  # reported: the stream works again
        s.synchronize()
        assert int(c.numpy()[0]) == 2


def test_a_callback_after_a_failed_launch_is_not_called():
    with Worker(device_id=DEV, clusters=1) as w:
        s = w.stream()
        called = []
        s.launch(P.segfault(fault_block=0), blocks=1)
        s.add_callback(lambda: called.append(1))
        with pytest.raises(DeviceFault):
            s.synchronize()
        assert called == []


def test_add_callback_checks_its_argument_and_the_worker():
    w = Worker(device_id=DEV, clusters=1).start()
    s = w.stream()
    with pytest.raises(TypeError, match="fn must be a callable"):
        s.add_callback(42)
    ran = []
    s.add_callback(lambda: ran.append(threading.current_thread()))  # nothing queued: at once
    assert len(ran) == 1 and ran[0] is not threading.current_thread()
    w.close()
    with pytest.raises(incore.ContextClosedError):
        s.add_callback(lambda: None)


def test_a_failing_stream_call_is_logged_with_its_code(caplog):
    with Worker(device_id=DEV, clusters=1) as w:
        s = w.stream()
        with caplog.at_level(logging.ERROR, logger="incore"):
            with pytest.raises(TypeError):
                s.launch(P.probe(), np.zeros((1, P.PROBE_COLS), np.int64), blocks=1)
            with pytest.raises(TypeError):
                s.wait("not an event")
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert [e.split(":")[0] for e in errors] == [
        "Stream.launch failed [LAUNCH_ARGUMENT_TYPE]", "Stream.wait failed [PARAMETER_TYPE]"]


# ------------------------------------------------------------------ profiled stream launches


def test_a_profiled_run_of_three_stream_launches_has_three_launches_with_device_spans(
        fresh_runtime, tmp_path, bump):
    path = tmp_path / "streams.json"
    with Worker(device_id=DEV, clusters=1) as w:
        c = w.to_device(np.zeros(1, np.int64))
        s = w.stream()
        with incore.profile(path):
            for _ in range(3):
                s.launch(bump, c, 10, blocks=2)
            s.synchronize()
    events = json.loads(path.read_text())["traceEvents"]
    launches = [e for e in events if e.get("ph") == "X" and e["name"] == "launch cb_bump"]
    assert len(launches) == 3
    assert [e["args"].get("stream") for e in launches] == [s.id] * 3
    ids = {e["args"]["launch"] for e in launches}
    spans = [e for e in events if e.get("ph") == "X" and e.get("cat") == "device"]
    for launch_id in ids:
        blocks = sorted(e["args"]["block"] for e in spans if e["args"]["launch"] == launch_id)
        assert blocks == [0, 1]  # each launch has a device span per block


def test_task_abort_callback_is_told_about_an_interrupted_launch(fresh_runtime):
    import signal

    class Interrupt(Exception):
        pass

    def raise_interrupt(*_):
        raise Interrupt

    rt = Runtime.instance()
    seen: list[AbortRecord] = []
    rt.set_task_abort_callback(seen.append)
    previous = signal.signal(signal.SIGALRM, raise_interrupt)
    try:
        with Worker(device_id=DEV, clusters=1, timeout=30.0) as w:
            w.start()
            signal.setitimer(signal.ITIMER_REAL, 0.5)
            with pytest.raises(Interrupt):
                w.launch(P.spin(), blocks=1)
            signal.setitimer(signal.ITIMER_REAL, 0)
            out = np.zeros((1, P.PROBE_COLS), np.int64)
            w.launch(P.probe(), out, blocks=1)  # the device was restarted
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        rt.set_task_abort_callback(None)
    assert [(r.reason, r.kernel, r.stream, r.error) for r in seen] == [
        ("interrupt", "spin", 0, None)]
