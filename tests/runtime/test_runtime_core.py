"""The process Runtime (docs/runtime.md, "The Runtime, devices and contexts"): one boot from
many threads, failed boots, visible devices, device properties, the thread's current device and
the exception callback.

Device ids 30-39 keep these tests clear of the other runtime tests' devices.  Every test that
changes the environment resets the Runtime before and after (``fresh_runtime``).
"""

from __future__ import annotations

import gc
import logging
import threading
import time

import numpy as np
import pytest

import incore
from incore import DeviceFault
from incore.runtime import Runtime, SimDriver, Worker
from incore.runtime import runtime as runtime_module
from incore.runtime.common.layout import MAX_DEVICES
from incore.runtime.host.callback import ExceptionRecord
from incore.runtime.runtime import parse_visible_devices
from tests.support import payloads as P

pytestmark = pytest.mark.device

OFFSET = 0x80000000000
ENV = "INCORE_VISIBLE_DEVICES"


@pytest.fixture
def fresh_runtime(monkeypatch):
    """A Runtime booted from this test's environment; the next test boots its own."""
    monkeypatch.delenv(ENV, raising=False)
    monkeypatch.delenv("INCORE_PLATFORM", raising=False)
    gc.collect()  # Workers other tests dropped without close() release their contexts
    Runtime._reset_for_tests()
    yield monkeypatch
    gc.collect()
    Runtime._reset_for_tests()


@pytest.fixture(scope="module")
def kernels() -> dict:
    return {"probe": P.probe(), "trap": P.trap(), "spin": P.spin()}


# ------------------------------------------------------------------ boot


def test_instance_from_eight_threads_boots_exactly_once(fresh_runtime):
    real_read_chip = runtime_module.read_chip

    def slow_read_chip(platform):  # widen the window in which the threads race
        time.sleep(0.05)
        return real_read_chip(platform)

    fresh_runtime.setattr(runtime_module, "read_chip", slow_read_chip)
    before = Runtime.boots
    barrier = threading.Barrier(8)
    got: list[Runtime] = []

    def get():
        barrier.wait()
        got.append(Runtime.instance())

    threads = [threading.Thread(target=get) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert len(got) == 8 and all(rt is got[0] for rt in got)
    assert Runtime.boots - before == 1
    assert got[0].boot_stage == "DONE" and Runtime.stage() == "DONE"
    assert Runtime.instance() is got[0] and Runtime.boots - before == 1  # no second boot


def test_failed_boot_returns_to_init_and_the_next_call_boots(fresh_runtime):
    fresh_runtime.setenv(ENV, "1,x")
    before = Runtime.boots
    with pytest.raises(ValueError, match=r"INCORE_VISIBLE_DEVICES='1,x': entry 1 \('x'\)"):
        Runtime.instance()
    assert Runtime.stage() == "INIT"
    with pytest.raises(ValueError, match="INCORE_VISIBLE_DEVICES='1,x'"):
        Worker(device_id=0)  # no Worker without a booted Runtime
    assert Runtime.boots - before == 2
    fresh_runtime.setenv(ENV, "1,0")
    rt = Runtime.instance()
    assert rt.boot_stage == "DONE" and Runtime.boots - before == 3
    assert rt.device_count == 2 and (rt.physical_id(0), rt.physical_id(1)) == (1, 0)


@pytest.mark.parametrize("value, detail", [
    ("", "the list is empty"),
    ("  ", "the list is empty"),
    ("1,,0", r"entry 1 \(''\)"),
    ("a", r"entry 0 \('a'\)"),
    ("-1", r"entry 0 \('-1'\)"),
    ("1.0", r"entry 0 \('1.0'\)"),
    ("0 1", r"entry 0 \('0 1'\)"),
    ("1,1", "device 1 is listed twice"),
    ("3, 0, 3", "device 3 is listed twice"),
    (str(MAX_DEVICES), f"device {MAX_DEVICES} is out of range: physical ids are 0..63"),
    ("٣", r"entry 0"),  # a non-ASCII digit
])
def test_malformed_visible_devices_quote_the_variable(value, detail):
    with pytest.raises(ValueError, match=rf"^INCORE_VISIBLE_DEVICES={value!r}: {detail}"):
        parse_visible_devices(value, MAX_DEVICES)


def test_visible_devices_accept_spaces_and_any_order():
    assert parse_visible_devices(" 2, 0 ,5", MAX_DEVICES) == (2, 0, 5)
    assert parse_visible_devices(None, 3) == (0, 1, 2)


def test_unset_visible_devices_is_the_identity_over_every_simulated_device(fresh_runtime):
    rt = Runtime.instance()
    assert rt.device_count == MAX_DEVICES
    assert [rt.physical_id(d) for d in (0, 5, MAX_DEVICES - 1)] == [0, 5, MAX_DEVICES - 1]
    with pytest.raises(ValueError, match=r"^device_id must be an int in \[0, 64\), got 64"):
        rt.physical_id(MAX_DEVICES)
    with pytest.raises(TypeError, match=r"^device_id must be .*got str '0'"):
        rt.physical_id("0")


def test_bad_platform_variable_fails_the_boot(fresh_runtime):
    fresh_runtime.setenv("INCORE_PLATFORM", "a9sim")
    with pytest.raises(ValueError, match=r"INCORE_PLATFORM must be one of a2a3sim, a5sim"):
        Runtime.instance()
    assert Runtime.stage() == "INIT"
    fresh_runtime.setenv("INCORE_PLATFORM", "a5sim")
    rt = Runtime.instance()
    assert rt.platform == "a5sim" and rt.properties(0)["arch"] == "a5"
    assert Worker(device_id=30).platform == "a5sim"  # the Runtime's platform is the default


def test_reset_is_refused_while_a_context_is_live(fresh_runtime):
    with Worker(device_id=30, clusters=1) as w:
        w.start()
        with pytest.raises(RuntimeError, match=r"devices \[30\] are live"):
            Runtime._reset_for_tests()
    Runtime._reset_for_tests()  # closed: allowed


# ------------------------------------------------------------------ visible devices


def test_offset_of_the_physical_device_reaches_the_logical_one(fresh_runtime, kernels):
    """Acceptance 2: INCORE_VISIBLE_DEVICES=1,0 and an offset configured for physical 1."""
    fresh_runtime.setenv(ENV, "1,0")
    SimDriver.set_l2_cache_offset(1, OFFSET)
    try:
        rt = Runtime.instance()
        with Worker(device_id=0, clusters=1) as w:
            out = np.full((2, P.PROBE_COLS), -1, np.int64)
            w.launch(kernels["probe"], out, blocks=2)
            assert (out[:, 2] == OFFSET).all()  # what get_l2_cache_offset() returned
            assert w.device_id == 0 and w.l2_cache_offset == OFFSET
            props = rt.properties(0)
            assert props["physical_id"] == 1 and props["l2_cache_offset"] == OFFSET
            assert w._ctx.layout.device_id == 1  # the address plan is the physical device's
        with Worker(device_id=1, clusters=1) as w:  # physical 0: the driver's default
            out = np.full((1, P.PROBE_COLS), -1, np.int64)
            w.launch(kernels["probe"], out, blocks=1)
            assert out[0, 2] == 0 and rt.properties(1)["physical_id"] == 0
        with pytest.raises(ValueError, match=r"\[0, 2\) \(INCORE_VISIBLE_DEVICES='1,0'\), got 2"):
            Worker(device_id=2)
    finally:
        SimDriver.clear_l2_cache_offset(1)


def test_properties_report_the_chip_or_the_live_context(fresh_runtime):
    rt = Runtime.instance()
    assert rt.properties(31) == {
        "device": 31, "physical_id": 31, "platform": "a2a3sim", "arch": "a2a3",
        "clusters": 2, "cores": {"aic": 2, "aiv": 4}, "gm_size": 1 << 30,
        "l2_cache_offset": None, "context_live": False,
    }
    with Worker(device_id=31, clusters=3, gm_size=1 << 24, l2_cache_offset=1 << 40) as w:
        props = rt.properties(31)
        assert props["clusters"] == 3 and props["cores"] == {"aic": 3, "aiv": 6}
        assert props["gm_size"] == 1 << 24 and props["context_live"]
        assert props["l2_cache_offset"] == 1 << 40 == w.l2_cache_offset
    assert rt.properties(31)["context_live"] is False
    with pytest.raises(ValueError, match="device_id"):
        rt.properties(-1)


# ------------------------------------------------------------------ current device


def test_device_context_manager_sets_the_default_device_per_thread(fresh_runtime):
    rt = incore.Runtime.instance()
    assert Worker().device_id == 0
    seen: dict[str, int] = {}
    with rt.device(32):
        assert Worker().device_id == 32 and rt.current_device() == 32
        with rt.device(33) as dev:
            assert dev == 33 and Worker().device_id == 33
            assert Worker(device_id=34).device_id == 34  # an explicit id wins
            t = threading.Thread(target=lambda: seen.setdefault("other", Worker().device_id))
            t.start()
            t.join()
        assert Worker().device_id == 32
    assert rt.current_device() == 0 and seen["other"] == 0  # the stack is per thread
    with pytest.raises(ValueError, match="device_id"):
        with rt.device(MAX_DEVICES):
            pass
    assert rt.current_device() == 0


# ------------------------------------------------------------------ exception callback


def test_exception_callback_gets_one_record_per_fault(fresh_runtime, kernels):
    """Acceptance 7: 20 faults in a row give 20 records, each before its exception."""
    records: list[ExceptionRecord] = []
    raised: list[int] = []

    def callback(record):
        records.append(record)
        assert len(records) == len(raised) + 1  # called before the exception is raised

    rt = Runtime.instance()
    rt.set_exception_callback(callback)
    with Worker(device_id=35, clusters=1) as w:
        for _ in range(20):
            with pytest.raises(DeviceFault, match="SIGILL") as info:
                w.launch(kernels["trap"], blocks=1)
            raised.append(1)
            assert records[-1].error is info.value
    assert len(records) == 20
    r = records[0]
    assert (r.device, r.physical_id, r.kernel, r.signal, r.block) == (35, 35, "trap", "SIGILL", 0)
    assert r.core in (1, 2) and not r.timeout and "SIGILL" in r.message
    with pytest.raises(AttributeError):
        r.kernel = "other"  # frozen


def test_exception_callback_sees_timeouts_and_logical_ids(fresh_runtime, kernels):
    fresh_runtime.setenv(ENV, "36,35")
    records: list[ExceptionRecord] = []
    rt = Runtime.instance()
    rt.set_exception_callback(records.append)
    with Worker(device_id=1, clusters=1, timeout=0.3) as w:
        with pytest.raises(DeviceFault, match="timed out"):
            w.launch(kernels["spin"], blocks=1)
    (r,) = records
    assert r.timeout and (r.device, r.physical_id, r.kernel, r.block) == (1, 35, "spin", 0)
    rt.set_exception_callback(None)
    with Worker(device_id=1, clusters=1) as w:
        with pytest.raises(DeviceFault):
            w.launch(kernels["trap"], blocks=1)
    assert len(records) == 1  # removed


def test_a_raising_callback_is_logged_and_the_fault_still_raised(fresh_runtime, kernels, caplog):
    def broken(record):
        raise KeyError("callback bug")

    rt = Runtime.instance()
    rt.set_exception_callback(broken)
    with Worker(device_id=37, clusters=1) as w:
        with caplog.at_level(logging.ERROR, logger="incore"):
            with pytest.raises(DeviceFault, match="SIGILL"):
                w.launch(kernels["trap"], blocks=1)
        errors = [r for r in caplog.records if r.levelno == logging.ERROR]
        # the fault itself (an ERROR, logged as the device restarts), then the callback's
        assert [r.getMessage().startswith("[DEVICE_FAULT]") for r in errors] == [True, False]
        assert "exception callback" in errors[1].getMessage()
        assert errors[1].exc_info[0] is KeyError
        out = np.full((1, P.PROBE_COLS), -1, np.int64)
        w.launch(P.probe(), out, blocks=1)  # the device was restarted as usual
        assert out[0, 0] == 0
    with pytest.raises(TypeError, match="exception callback must be a callable"):
        rt.set_exception_callback("not callable")


# ------------------------------------------------------------------ delegation


def test_profiler_and_registry_are_reached_through_the_runtime(fresh_runtime, tmp_path, kernels):
    from incore.runtime import profiler

    rt = Runtime.instance()
    path = tmp_path / "trace.json"
    rt.profiler_start(path)
    try:
        assert profiler.active() is not None
        with Worker(device_id=38, clusters=1) as w:
            w.launch(kernels["probe"], np.zeros((1, P.PROBE_COLS), np.int64), blocks=1)
    finally:
        written = rt.profiler_stop()
    assert profiler.active() is None and written == path and path.stat().st_size > 0
    assert rt.programs is rt.programs  # one registry per Runtime, created on first use
    with pytest.raises(KeyError):
        rt.kernel("no_such_kernel_anywhere")
