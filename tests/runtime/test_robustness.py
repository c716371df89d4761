"""Runtime robustness: interrupted launches, buffer/view lifetimes, races with close(), fork,
parent death, device logs of failed launches, offsets that clash with the device's own
mappings, payload alignment, scalar and block-count limits, and the library's log handler.

Device ids 40-49 keep these tests clear of test_runtime.py's devices.
"""

from __future__ import annotations

import ctypes
import logging
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import llvmlite.binding as llvm
import numpy as np
import pytest

from incore import DeviceFault, abi
from incore import log as ilog
from incore.errors import LoaderError
from incore.loader import extract_text_section, link
from incore.runtime import Worker
from incore.runtime.common.control import LAUNCH_MIX, control_block_type
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.device import sighandler
from incore.runtime.device.driver import check_l2_cache_offset
from incore.runtime.device.main import Scheduler
from incore.runtime.host.launch.staging import MAX_BLOCKS, MAX_MIX_BLOCKS, block_count
from incore.runtime.host.validate import bind_args
from tests.support import payloads as P
from tests.support.proc_util import process_alive

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(scope="module")
def kernels() -> dict:
    return {
        "scribble": P.scribble(),
        "probe": P.probe(),
        "log_segv": P.log_then("segv"),
        "log_spin": P.log_then("spin"),
        "segv": P.segfault(fault_block=0),
    }



def _wait_dead(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not process_alive(pid):
            return True
        time.sleep(0.02)
    return False


# ------------------------------------------------------------------ interrupted launches


class _Interrupt(Exception):
    pass


@pytest.mark.device
def test_interrupted_launch_stops_the_device_before_staging_is_reused(kernels):
    def raise_interrupt(*_):
        raise _Interrupt

    previous = signal.signal(signal.SIGALRM, raise_interrupt)
    try:
        with Worker(device_id=40, clusters=1, timeout=30) as w:
            pid = w.device_pid
            out = np.zeros(2, np.int64)
            signal.setitimer(signal.ITIMER_REAL, 0.2)
            with pytest.raises(_Interrupt):
                w.launch(kernels["scribble"], out, blocks=2)
            assert w.device_pid != pid and not process_alive(pid)  # the old device is gone
            fresh = w.zeros(2, np.int64)  # reuses the freed staging block
            time.sleep(0.2)
            assert fresh.numpy().tolist() == [0, 0]  # nobody scribbles on it any more
            probe = np.full((3, P.PROBE_COLS), -1, np.int64)
            w.launch(kernels["probe"], probe, blocks=3)  # counted from zero, correct
            assert probe[:, 0].tolist() == [0, 1, 2]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_scheduler_counts_units_only_for_their_own_launch():
    cb_type = control_block_type("a2a3", 3)
    cb = cb_type()
    sched = Scheduler(cb, ctypes.addressof(cb), cb_type, clusters=1)
    header = cb.header
    header.seq, header.core_kind, header.nblocks, header.units = 1, abi.CORE_AIV, 2, 2
    assert sched.claim(1, 1) is not None
    header.seq, header.blocks_done = 2, 0  # the host moved on to launch 2
    sched.finish(1)  # a late unit of launch 1
    assert header.blocks_done == 0
    assert sched.claim(1, 2) is not None
    sched.finish(2)
    assert header.blocks_done == 1


# ------------------------------------------------------------------ buffers and views


@pytest.mark.device
def test_view_keeps_block_and_gm_alive_after_free_and_close():
    w = Worker(device_id=41, clusters=1).start()
    b = w.empty(16, np.float32)
    view = b.numpy()
    view[:] = 7.0
    gm = b._gm
    addr = b.addr
    b.free()
    assert b.freed
    other = w.empty(16, np.float32)
    assert other.addr != addr  # the block is still the view's
    other.free()
    w.close()
    assert view[0] == 7.0 and view.sum() == 16 * 7.0  # still mapped: no segfault
    used = gm.bytes_in_use
    del view
    assert gm.bytes_in_use < used  # the deferred free happened with the last view


@pytest.mark.device
def test_freed_buffer_without_views_returns_at_once():
    with Worker(device_id=41, clusters=1) as w:
        b = w.empty(1000, np.uint8)
        gm, addr = b._gm, b.addr
        used = gm.bytes_in_use
        b.free()
        assert gm.bytes_in_use == used - 1024
        again = w.empty(1000, np.uint8)
        assert again.addr == addr
        with pytest.raises(ValueError, match="freed"):
            b.numpy()


# ------------------------------------------------------------------ close() races


@pytest.mark.device
def test_readers_racing_close_never_crash():
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for _ in range(6):
            w = Worker(device_id=42, clusters=1).start()
            stop = threading.Event()
            errors: list[BaseException] = []

            def reader(w=w, stop=stop, errors=errors):
                while not stop.is_set():
                    try:
                        w.global_context(0)
                        w.l2_cache_offset  # noqa: B018 - the read is the point
                        w.device_pid  # noqa: B018
                    except RuntimeError:
                        return
                    except BaseException as e:  # noqa: BLE001
                        errors.append(e)
                        return

            threads = [threading.Thread(target=reader) for _ in range(3)]
            for t in threads:
                t.start()
            w.close()
            stop.set()
            for t in threads:
                t.join()
            assert not errors
            assert w._cb is None
    finally:
        sys.setswitchinterval(switch)


# ------------------------------------------------------------------ properties


@pytest.mark.device
def test_properties_start_the_worker_lazily_and_fail_when_closed():
    w = Worker(device_id=43, clusters=1)
    assert not w._started
    pid = w.device_pid  # documented: reading it starts the device
    assert w._started and process_alive(pid)
    assert w.l2_cache_offset == 0 and isinstance(w.log_level, tuple)
    w.close()
    for read in (lambda: w.device_pid, lambda: w.l2_cache_offset, lambda: w.log_level,
                 lambda: w.global_context(0)):
        with pytest.raises(RuntimeError, match="closed"):
            read()


# ------------------------------------------------------------------ fork and host death


@pytest.mark.device
def test_forked_child_does_not_keep_the_deviceprocess_alive():
    w = Worker(device_id=44, clusters=1).start()
    pid = os.fork()
    if pid == 0:  # the child: hold on for a while, touching nothing
        time.sleep(3)
        os._exit(0)
    try:
        t0 = time.monotonic()
        w.close()
        assert time.monotonic() - t0 < 1.0
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)


@pytest.mark.device
def test_device_dies_with_its_host_even_if_the_lifeline_survives():
    host = textwrap.dedent("""
        import os, subprocess, sys
        import incore
        w = incore.Worker(device_id=45, clusters=1).start()
        keeper = os.dup(w._proc._lifeline)  # a grandchild inherits the lifeline's write end
        sleeper = subprocess.Popen(["sleep", "5"], pass_fds=[keeper], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        print(w.device_pid, sleeper.pid, flush=True)
        os._exit(0)
    """)
    # The device inherits the host's stdout, so read one line and wait for the host to exit
    # rather than for EOF.
    with subprocess.Popen([sys.executable, "-c", host], stdout=subprocess.PIPE, text=True,
                          cwd=ROOT) as proc:
        device, sleeper = (int(x) for x in proc.stdout.readline().split())
        proc.wait(60)
    try:
        assert _wait_dead(device, 2.0), "device outlived its host"
    finally:
        os.kill(sleeper, signal.SIGKILL)


@pytest.mark.device
def test_worker_started_on_a_short_lived_thread_keeps_its_device(kernels):
    box = {}
    t = threading.Thread(target=lambda: box.setdefault("w", Worker(device_id=46).start()))
    t.start()
    t.join()
    with box["w"] as w:
        pid = w.device_pid
        time.sleep(0.2)
        assert process_alive(pid)  # the starting thread's exit did not trigger the death signal
        probe = np.full((2, P.PROBE_COLS), -1, np.int64)
        w.launch(kernels["probe"], probe, blocks=2)
        assert probe[:, 0].tolist() == [0, 1]


@pytest.mark.device
def test_device_reports_configuration_errors_in_one_line():
    cmd = [sys.executable, "-m", "incore.runtime.device", "--device-id", "47",
           "--gm-size", str(1 << 30), "--code-size", str(16 << 20), "--ctrl-size", "4096",
           "--gm-fd", "1000", "--code-fd", "1001", "--ctrl-fd", "1002", "--host-fd", "1003",
           "--host-pid", str(os.getpid())]
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 78
    assert "configuration error" in proc.stderr and "Traceback" not in proc.stderr


# ------------------------------------------------------------------ failed launches


def _device_records(caplog) -> list[str]:
    # A device record's message starts with "<kernel>/<core>: "; compare what follows.
    return [r.getMessage().removeprefix(f"{r.incore_device}: ")
            for r in caplog.records if getattr(r, "incore_device", None)]


@pytest.mark.parametrize("action, timeout, match", [
    ("segv", 20.0, "SIGSEGV"),
    ("spin", 0.5, "timed out"),
])
@pytest.mark.device
def test_logs_of_a_failed_launch_are_emitted(kernels, caplog, action, timeout, match):
    with Worker(device_id=47, clusters=1, timeout=timeout) as w:
        with caplog.at_level(logging.WARNING, logger="incore"):
            with pytest.raises(DeviceFault, match=match):
                w.launch(kernels[f"log_{action}"], blocks=1)
        assert _device_records(caplog) == ["[logfault.ik:3] block 0 before the fault"]
        order = [r.getMessage() for r in caplog.records]
        assert order[0].endswith("before the fault")  # logs first, then the fault warning


@pytest.mark.device
def test_failed_restart_keeps_every_fault_field(kernels, monkeypatch):
    w = Worker(device_id=48, clusters=1).start()

    def broken_spawn(*_args):
        raise RuntimeError("no more processes")

    monkeypatch.setattr(w._ctx.lifecycle, "spawn", broken_spawn)  # the device lifecycle part
    with pytest.raises(DeviceFault, match="Worker closed") as info:
        w.launch(kernels["segv"], blocks=1)
    err = info.value
    assert (err.kernel, err.block, err.signal, err.address) == ("segfault", 0, "SIGSEGV", 0x10)
    assert err.core is not None
    assert w._closed


# ------------------------------------------------------------------ configuration checks


@pytest.mark.parametrize("offset, clash", [
    (48 << 30, "code memory"),
    ((47 << 30) + (1 << 29), "code memory"),
    (56 << 30, "control block"),
    (63 << 30, "control block"),
])
def test_alias_window_may_not_overlap_code_or_control(offset, clash):
    with pytest.raises(ValueError, match=clash):
        check_l2_cache_offset(DeviceLayout(49), offset)
    with pytest.raises(ValueError, match=clash):
        Worker(device_id=49, l2_cache_offset=offset)


def test_alias_window_just_below_code_memory_is_fine():
    check_l2_cache_offset(DeviceLayout(49), 47 << 30)  # ends exactly at code_base
    check_l2_cache_offset(DeviceLayout(49), 64 << 30)  # starts at the region's end


def test_block_limits_fit_the_unit_counter():
    assert MAX_MIX_BLOCKS * 3 <= 0xFFFFFFFF
    assert block_count(MAX_MIX_BLOCKS, 1, mix=True) == MAX_MIX_BLOCKS
    with pytest.raises(ValueError, match=r"1431655765.*@mix"):
        block_count(MAX_MIX_BLOCKS + 1, 1, mix=True)
    assert block_count(MAX_BLOCKS, 1) == MAX_BLOCKS
    with pytest.raises(ValueError, match=r"2\*\*31 - 1"):
        block_count(MAX_BLOCKS + 1, 1)
    assert LAUNCH_MIX == 2


@pytest.mark.parametrize("dtype, value", [
    ("f32", 10**400), ("f64", 10**400), ("f32", -(10**400)), ("f32", np.float64(1e300)),
    ("i64", 1 << 64), ("u8", 256),
])
def test_huge_scalars_are_value_errors(dtype, value):
    meta = P.make_meta("s", [P.scalar("alpha", abi.SCALAR_SLOT_BASE, dtype)])
    with pytest.raises(ValueError, match=rf"'alpha' \({dtype}\).*out of range"):
        bind_args(meta, [value], "a2a3")


# ------------------------------------------------------------------ payload alignment


def _aligned_constant_kernel(align: int):
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    values = ", ".join(f"i64 {v}" for v in range(1, 9))
    ir = f"""
target triple = "x86_64-unknown-linux-gnu"
@c = internal unnamed_addr constant [8 x i64] [{values}], align {align}
define void @kernel_entry(ptr %args) {{
  %a = ptrtoint ptr @c to i64
  %lo = and i64 %a, {align - 1}
  %v = load i64, ptr @c
  %r = add i64 %lo, %v
  %p = load ptr, ptr %args
  %d = load ptr, ptr %p
  store i64 %r, ptr %d
  ret void
}}"""
    machine = llvm.Target.from_triple("x86_64-unknown-linux-gnu").create_target_machine(
        reloc="pic", codemodel="small")
    obj = machine.emit_object(llvm.parse_assembly(ir))
    meta = P.make_meta("al", [P.tensor("y", 0, "i64", [1], written=True)])
    return obj, meta


@pytest.mark.device
def test_constant_pool_alignment_holds_on_the_device():
    obj, meta = _aligned_constant_kernel(64)
    text = extract_text_section(link(obj, meta))
    kernel = P.Kernel("al", text, meta)
    with Worker(device_id=49, clusters=1) as w:
        w._code.load(b"\x90" * 3)  # misalign the code memory cursor on purpose
        y = np.zeros(1, np.int64)
        w.launch(kernel, y, blocks=1)
        assert y[0] == 1  # address & 63 == 0, plus the constant's first element


def test_alignment_beyond_the_payload_limit_is_rejected_by_name():
    obj, meta = _aligned_constant_kernel(4096)
    with pytest.raises(LoaderError, match=r"\.rodata\S* needs 4096-byte alignment.*64"):
        link(obj, meta)


def test_fault_handler_goes_through_the_loader(monkeypatch):
    args = (0x1000, 0x2000, 0x3000, 1)
    text = sighandler.build_fault_handler.__wrapped__(*args)
    assert text and text == sighandler.build_fault_handler(*args)

    def reject(*_a, **_k):
        raise LoaderError("nope")

    import incore.loader
    from incore.runtime.common import nativecache

    monkeypatch.setattr(incore.loader, "link", reject)  # the builder the handler shares
    monkeypatch.setattr(nativecache, "load", lambda _key: None)  # build, not a cache hit
    with pytest.raises(RuntimeError, match="fault handler.*nope"):
        sighandler.build_fault_handler.__wrapped__(*args)


# ------------------------------------------------------------------ logging


def test_level_names_above_error():
    assert ilog.level_name(41) == "ERROR"
    assert ilog.level_name(logging.CRITICAL) == "ERROR"
    assert ilog.level_name(59) == "ERROR"
    assert ilog.level_name(ilog.NUL) == "NUL"


def test_default_handler_only_without_application_handlers(capsys):
    root, incore_logger = logging.getLogger(), logging.getLogger("incore")
    saved_root, saved_incore = root.handlers[:], incore_logger.handlers[:]
    try:
        root.handlers[:] = []
        incore_logger.handlers[:] = []
        ilog.ensure_default_handler()
        ilog.ensure_default_handler()  # idempotent
        assert [type(h) for h in incore_logger.handlers] == [ilog.DefaultHandler]
        incore_logger.warning("once")
        err = capsys.readouterr().err
        assert err.count("once") == 1 and "[WARN]" in err  # the host format, printed once
        seen: list[str] = []

        class Collect(logging.Handler):
            def emit(self, record):
                seen.append(record.getMessage())

        root.addHandler(Collect())  # the application configures logging later
        incore_logger.warning("twice?")
        assert seen == ["twice?"] and "twice?" not in capsys.readouterr().err
        incore_logger.handlers[:] = []
        ilog.ensure_default_handler()  # root has a handler: nothing is added
        assert incore_logger.handlers == []
    finally:
        root.handlers[:] = saved_root
        incore_logger.handlers[:] = saved_incore
