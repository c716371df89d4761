"""Failure paths of the Worker: finalizers inside the allocator, close() re-entered from a
signal handler or racing a launch on another thread, fork while a thread launches, a second
interrupt while a launch is being aborted or a fault restarts the device, an interrupted
close(), buffer size arithmetic and the device's fault-signal disposition.

Scenarios that could crash or hang the interpreter on a regression run in a subprocess.
Device ids 40-49, as in test_robustness.py (tests run one at a time and close their Workers).
"""

from __future__ import annotations

import ctypes
import gc
import logging
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

from incore import DeviceFault
from incore.runtime import Worker
from incore.runtime.common import native
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.memory.gm import GlobalMemory
from tests.support import payloads as P
from tests.support.proc_util import process_alive

pytestmark = pytest.mark.device

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _run_script(source: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """Run ``source`` in a fresh interpreter from the repository root."""
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(source)], cwd=ROOT, capture_output=True,
        text=True, timeout=timeout,
    )



class _Interrupt(Exception):
    pass


class _SecondInterrupt(BaseException):
    """Stands for a second Ctrl-C: not an Exception, like KeyboardInterrupt."""


@pytest.fixture(scope="module")
def kernels() -> dict:
    return {
        "scribble": P.scribble(), "spin": P.spin(), "trap": P.trap(),
        "probe": P.probe(), "empty": P.empty(),
    }


# ------------------------------------------------------------------ GM finalizers


def test_buffer_finalizer_never_waits_for_the_allocator_lock():
    gm = GlobalMemory(DeviceLayout(40))
    try:
        from incore.runtime.host.memory.buffers import DeviceBuffer

        buf = DeviceBuffer(gm, (16,), np.dtype(np.float32))
        used = gm.bytes_in_use
        box = [buf]
        del buf
        gm._lock.acquire()  # as if this thread were inside alloc() when the collector runs
        try:
            t = threading.Thread(target=box.clear)  # drops the last reference: __del__ runs
            t.start()
            t.join(5)
            assert not t.is_alive(), "the finalizer blocked on the allocator lock"
        finally:
            gm._lock.release()
        assert gm.bytes_in_use == used - 64  # the pending free is applied on the next call
    finally:
        gm.close()
        del gm
        gc.collect()


def test_cycle_collected_inside_alloc_does_not_deadlock():
    proc = _run_script("""
        import faulthandler, gc
        import incore
        faulthandler.dump_traceback_later(30, exit=True)
        w = incore.Worker(device_id=40, clusters=1)
        keep = [w.empty(16, "f32") for _ in range(40)]
        del keep[::2]  # free holes at the front: alloc's first-fit loop walks them
        class Holder: pass
        for threshold in range(1, 40):
            gc.collect()
            h = Holder(); h.self = h; h.buf = w.empty(16, "f32"); del h  # garbage cycle
            gc.set_threshold(threshold)
            b = w.empty(1 << 16, "f32")
            gc.set_threshold(700)
        gc.collect()
        print("ok", w._gm.bytes_in_use)
        w.close()
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("ok")


# ------------------------------------------------------------------ close() during operations


def test_close_from_a_signal_handler_during_a_launch_or_start():
    proc = _run_script("""
        import os, signal
        import incore
        from tests.support import payloads as P
        spin = P.spin()
        w = incore.Worker(device_id=41, clusters=1, timeout=30).start()
        pid = w.device_pid
        signal.signal(signal.SIGALRM, lambda *a: w.close())
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        try:
            w.launch(spin, blocks=1)
            print("returned")
        except RuntimeError as e:
            print("raised", e)
        assert w._torn_down and w._cb is None and not w._ctrl_mapped, "not torn down"
        assert not os.path.exists(f"/proc/{pid}"), "device still running"  # killed and reaped
        # The same during start(): either start is interrupted or the Worker closes right after.
        for delay in (0.005, 0.02, 0.05):
            w = incore.Worker(device_id=41, clusters=1)
            signal.signal(signal.SIGALRM, lambda *a, w=w: w.close())
            signal.setitimer(signal.ITIMER_REAL, delay)
            try:
                w.start()
                print("start finished first")
            except RuntimeError as e:
                assert "closed during start" in str(e), e
                print("start interrupted")
            signal.setitimer(signal.ITIMER_REAL, 0)
            w.close()
            assert w._torn_down and w._cb is None
        with incore.Worker(device_id=41, clusters=1) as again:
            again.launch(P.empty(), blocks=1)
        print("done")
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == "raised the Worker was closed during the launch"
    assert proc.stdout.splitlines()[-1] == "done"
    assert "start interrupted" in proc.stdout  # 5 ms into start() is always mid-start


def _spin_in_thread(w: Worker, kernel) -> tuple[threading.Thread, dict]:
    """A thread running ``kernel`` (a spin: it never ends by itself) on ``w``, 0.3 s in;
    ``box["error"]`` is what its launch raised."""
    box: dict = {}

    def run():
        try:
            w.launch(kernel, blocks=1)
        except BaseException as e:  # noqa: BLE001
            box["error"] = e

    t = threading.Thread(target=run)
    t.start()
    time.sleep(0.3)
    return t, box


def test_close_from_another_thread_stops_a_running_launch(kernels):
    w = Worker(device_id=42, clusters=1, timeout=30).start()
    pid = w.device_pid
    t, box = _spin_in_thread(w, kernels["spin"])
    t0 = time.monotonic()
    w.close()
    assert time.monotonic() - t0 < 2.0
    t.join(5)
    assert not t.is_alive()
    assert isinstance(box.get("error"), RuntimeError)
    assert "closed during the launch" in str(box["error"])
    assert w._torn_down and w._cb is None and not process_alive(pid)


def test_a_close_between_the_waits_checks_is_still_a_close(kernels):
    """close() kills the device after the wait looked at ``cancelled()`` but before it saw the
    process gone: the launch raises the close, not a DeviceFault for a crash."""
    w = Worker(device_id=42, clusters=1, timeout=30).start()
    ctx = w._ctx
    real = ctx.cancelled
    state = {"closing": False, "missed": False}

    def cancelled_late() -> bool:
        if state["closing"] and not state["missed"]:
            state["missed"] = True  # this check misses the close; the device dies right after
            deadline = time.monotonic() + 5
            while ctx.lifecycle.proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.01)
            return False
        return real()

    ctx.cancelled = cancelled_late
    t, box = _spin_in_thread(w, kernels["spin"])
    state["closing"] = True
    w.close()
    t.join(10)
    assert not t.is_alive() and state["missed"]
    assert isinstance(box.get("error"), RuntimeError), box.get("error")
    assert "closed during the launch" in str(box["error"])


def test_exit_does_not_wait_for_a_launching_daemon_thread():
    t0 = time.monotonic()
    proc = _run_script("""
        import threading, time
        import incore
        from tests.support import payloads as P
        spin = P.spin()
        w = incore.Worker(device_id=42, clusters=1, timeout=60).start()
        threading.Thread(target=lambda: w.launch(spin, blocks=1), daemon=True).start()
        time.sleep(0.3)
        print("exiting", flush=True)
    """, timeout=90)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "exiting\n"
    assert time.monotonic() - t0 < 20  # the exit hook stopped the launch (timeout 60 s)


def test_forked_child_exits_while_a_parent_thread_launches():
    proc = _run_script("""
        import os, sys, threading, time
        import incore
        from tests.support import payloads as P
        spin, empty = P.spin(), P.empty()
        w = incore.Worker(device_id=43, clusters=1, timeout=30).start()
        box = {}
        def run():
            try:
                w.launch(spin, blocks=1)
            except RuntimeError as e:
                box["error"] = str(e)
        t = threading.Thread(target=run)
        t.start()
        time.sleep(0.3)  # the thread holds the Worker's lock, waiting in launch
        pid = os.fork()
        if pid == 0:
            try:
                w.launch(empty, blocks=1)
                print("child: inherited Worker launched", flush=True)
            except RuntimeError as e:
                print("child: inherited:", e, flush=True)
            with incore.Worker(device_id=44, clusters=1) as own:
                own.launch(empty, blocks=1)
            print("child: own Worker ok", flush=True)
            sys.exit(0)  # atexit closes the inherited Worker: must not hang on its lock
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            time.sleep(0.05)
        else:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
            print("child hung", flush=True)
            sys.exit(1)
        assert status == 0, status
        assert t.is_alive() and "error" not in box  # the parent's launch still runs
        assert os.path.exists(f"/proc/{w._proc.pid}")  # on the parent's untouched device
        w.close()
        t.join(5)
        print("parent:", box.get("error"), flush=True)
    """)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = [line for line in proc.stdout.splitlines() if not line.startswith("hint: ")]
    assert "child: inherited: this Worker was started in another process" in lines[0]
    assert lines[1] == "child: own Worker ok"
    assert lines[2] == "parent: the Worker was closed during the launch"


# ------------------------------------------------------------------ second interrupts


def _interrupt_after(seconds: float):
    def raise_interrupt(*_):
        raise _Interrupt

    previous = signal.signal(signal.SIGALRM, raise_interrupt)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    return previous


class _RaiseOnMessage(logging.Handler):
    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def emit(self, record: logging.LogRecord) -> None:
        if self.text in record.getMessage():
            raise _SecondInterrupt


def test_second_interrupt_while_aborting_still_stops_the_kernel(kernels):
    logger = logging.getLogger("incore")
    handler = _RaiseOnMessage("interrupted")
    previous = None
    try:
        with Worker(device_id=44, clusters=1, timeout=30) as w:
            pid = w.device_pid
            used = w._gm.bytes_in_use
            logger.addHandler(handler)
            previous = _interrupt_after(0.2)
            with pytest.raises(_SecondInterrupt):  # raised by the "interrupted" warning
                w.launch(kernels["scribble"], np.zeros(2, np.int64), blocks=2)
            logger.removeHandler(handler)
            assert not process_alive(pid)  # killed before the warning
            assert w._gm.bytes_in_use == used  # staging freed: the device is known stopped
            fresh = w.zeros(2, np.int64)  # restarts the device, reuses the staging block
            assert w.device_pid != pid
            time.sleep(0.2)
            assert fresh.numpy().tolist() == [0, 0]
            probe = np.full((2, P.PROBE_COLS), -1, np.int64)
            w.launch(kernels["probe"], probe, blocks=2)
            assert probe[:, 0].tolist() == [0, 1]
    finally:
        logger.removeHandler(handler)
        signal.setitimer(signal.ITIMER_REAL, 0)
        if previous is not None:
            signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("fails", [1, 2])
def test_staging_is_never_freed_while_the_kernel_may_run(kernels, fails):
    """An interrupt inside the kill itself: the launch kills again on its way out; if that is
    interrupted too, the staging buffers stay allocated until the device is stopped."""
    previous = None
    try:
        with Worker(device_id=45, clusters=1, timeout=30) as w:
            used = w._gm.bytes_in_use
            proc = w._proc
            real_kill = proc.kill
            calls = []

            def interrupted_kill():
                calls.append(1)
                if len(calls) <= fails:
                    raise _SecondInterrupt
                real_kill()

            proc.kill = interrupted_kill
            previous = _interrupt_after(0.2)
            out = np.zeros(2, np.int64)
            with pytest.raises((_Interrupt, _SecondInterrupt)):
                w.launch(kernels["scribble"], out, blocks=2)
            if fails == 1:  # the launch's finally killed the device and freed its staging
                assert not process_alive(proc.pid) and w._gm.bytes_in_use == used
            else:  # still running: its staging is kept, not handed to the allocator
                assert process_alive(proc.pid) and w._launch_live
                assert w._gm.bytes_in_use > used
                scratch = w.zeros(2, np.int64)  # the next use stops the old kernel first
                assert not process_alive(proc.pid) and w._gm.bytes_in_use == used + 64
                time.sleep(0.1)
                assert scratch.numpy().tolist() == [0, 0]
                scratch.free()
            probe = np.full((1, P.PROBE_COLS), -1, np.int64)
            w.launch(kernels["probe"], probe, blocks=1)
            assert probe[0, 0] == 0
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        if previous is not None:
            signal.signal(signal.SIGALRM, previous)


def test_interrupt_while_a_fault_restarts_the_device_is_not_a_device_fault(kernels):
    with Worker(device_id=46, clusters=1) as w:
        pid = w.device_pid
        real_spawn = w._ctx.lifecycle.spawn  # the context's device lifecycle part
        calls = []

        def interrupted_spawn(*args):
            calls.append(1)
            if len(calls) == 1:
                raise _SecondInterrupt
            real_spawn(*args)

        w._ctx.lifecycle.spawn = interrupted_spawn
        with pytest.raises(_SecondInterrupt):
            w.launch(kernels["trap"], blocks=1)
        assert not w._closed and not process_alive(pid)
        w.launch(kernels["empty"], blocks=1)  # the device is restarted on the next use
        assert process_alive(w.device_pid)


# ------------------------------------------------------------------ interrupted close()


def _close_interrupted_once(w: Worker) -> None:
    """Call ``w.close()`` with its teardown interrupted once (in the middle: at code memory)."""
    code = w._code
    real_close = code.close

    def interrupted_close():
        code.close = real_close
        raise _SecondInterrupt

    code.close = interrupted_close
    with pytest.raises(_SecondInterrupt):
        w.close()


def test_interrupted_close_is_finished_by_the_next_close():
    w = Worker(device_id=47, clusters=1).start()
    pid = w.device_pid
    _close_interrupted_once(w)
    assert w._closed and not w._torn_down and w._gm is not None
    with pytest.raises(RuntimeError, match="closed"):
        w.launch(P.empty(), blocks=1)  # closed stays closed; the failed use finishes teardown
    assert w._torn_down
    w.close()
    assert not process_alive(pid) and w._gm is None and w._code is None and not w._registered
    with Worker(device_id=47, clusters=1) as again:  # the device id and its memory are free
        again.launch(P.empty(), blocks=1)


def test_second_close_resumes_teardown():
    w = Worker(device_id=47, clusters=1).start()
    _close_interrupted_once(w)
    assert not w._torn_down and w._registered
    w.close()
    assert w._torn_down and not w._registered and w._gm is None


# ------------------------------------------------------------------ buffer sizes


def test_buffer_sizes_use_python_ints():
    with Worker(device_id=48, clusters=1) as w:
        heap = w._layout.heap_size
        with pytest.raises(ValueError, match=rf"\(3, 6148914691236517206\).*heap of {heap}"):
            w.empty((3, 6148914691236517206), "f32")  # 2**64 + 8 bytes: wrapped to 8 before
        with pytest.raises(ValueError, match="heap"):
            w.empty(heap // 4 + 1, "f32")
        with pytest.raises(ValueError, match="negative"):
            w.empty((4, -1), "f32")
        with pytest.raises(ValueError, match="2\\*\\*63"):
            w.empty((0, 1 << 64), "f32")
        for bad in (2.5, 3.0, "4", None):
            with pytest.raises(TypeError, match="integers"):
                w.empty((2, bad), "f32")
        with pytest.raises(TypeError, match="integers"):
            w.empty(2.0, "f32")
        ok = w.empty((np.int64(2), 3), "f32")
        assert ok.shape == (2, 3) and ok.nbytes == 24
        assert w.empty((0, 5), "f32").nbytes == 0


# ------------------------------------------------------------------ fault handler disposition


def test_fault_handler_keeps_its_disposition_and_blocks_fault_signals():
    signo = signal.SIGRTMIN + 7  # never raised: only its disposition is inspected
    libc = ctypes.CDLL(None, use_errno=True)
    saved = native._Sigaction()
    assert libc.sigaction(signo, None, ctypes.byref(saved)) == 0
    try:
        native.install_signal_handler(signo, 0x1000, (4, 7, 8, 11))
        got = native._Sigaction()
        assert libc.sigaction(signo, None, ctypes.byref(got)) == 0
        flags = got.sa_flags & 0xFFFFFFFF
        assert not flags & 0x80000000  # no SA_RESETHAND: a second faulting core re-enters
        assert flags & native.SA_SIGINFO and flags & native.SA_ONSTACK
        for blocked in (4, 7, 8, 11, signo):
            assert got.sa_mask[(blocked - 1) // 64] >> ((blocked - 1) % 64) & 1
    finally:
        assert libc.sigaction(signo, ctypes.byref(saved), None) == 0


def test_simultaneous_faults_on_many_cores_name_a_core(kernels):
    with Worker(device_id=49, clusters=16) as w:
        for _ in range(4):
            with pytest.raises(DeviceFault) as info:
                w.launch(kernels["trap"])  # 32 AIV cores execute ud2 at once
            assert info.value.signal == "SIGILL" and info.value.core is not None
