"""The device side of the native executor: core threads that enter the core loop once, and
the scheduler thread that enters the scheduler loop once.

A ``NativeCore`` thread prepares what only Python can (its alternate signal stack for the fault
handler, its thread id in the control block), waits at the start barrier and then makes ONE
ctypes call into the core loop at ``ExecutorWords.entry`` (built by ``executor.py``), which
never returns: from then on the thread runs machine code only, and the GIL is released.

``INCORE_COUNT_CORE_PYTHON=1`` in the device's environment makes every core thread (native or
Python executor) count its Python-level calls in the control block's ``python_calls[core]``
through a per-thread profile hook, so a test can see that a native core makes none per launch.

Every device thread (these and the Python executor's cores) is a ``DeviceThread``: started
without waiting for it to begin running, the start barrier being the one wait the device needs.

Imports stay light (ctypes, os, sys, threading), like ``device.py``.
"""

from __future__ import annotations

import _thread
import ctypes
import os
import sys
import threading

from incore import abi
from incore.runtime.common import native
from incore.runtime.common.reports import report, report_exception

COUNT_ENV = "INCORE_COUNT_CORE_PYTHON"
EXIT_INTERNAL_ERROR = 70
# The loop's C signature: (CoreState *state, i64 kind, i64 cluster, u32 seen_seq), no return.
_LOOP = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_uint32)


def count_python_calls(cb: ctypes.Structure, core_id: int) -> None:
    """Count this thread's Python calls in ``cb.python_calls[core_id]`` if COUNT_ENV is set."""
    if os.environ.get(COUNT_ENV) != "1":
        return
    calls = cb.python_calls

    def hook(_frame: object, _event: str, _arg: object) -> None:
        calls[core_id] += 1

    sys.setprofile(hook)


_SCHEDULER = ctypes.CFUNCTYPE(None, ctypes.c_uint32)


class DeviceThread:
    """A thread of the device process, running ``run()`` for the rest of the device's life.

    ``start()`` begins a new OS thread and returns at once.  ``threading.Thread.start`` would
    wait for each new thread to take the GIL and report that it began, a handoff that cost up
    to a few milliseconds per thread on a busy machine, for the seven or more threads of every
    device start; the device's threads meet at its start barrier instead.  ``run()`` never
    returns normally and ends the process on any error (``os._exit``), so these threads are
    neither joined nor listed by ``threading``.
    """

    name = "device"  # each subclass names its threads and defines ``run()``, its loop

    def start(self) -> None:
        """Run ``run()`` on a new thread."""
        _thread.start_new_thread(self.run, ())


class NativeScheduler(DeviceThread):
    """The device thread that runs the scheduler loop (``scheduler.py``) for the rest of the
    device's life, entered once after the start barrier, like a core."""

    name = "scheduler"

    def __init__(self, cb: ctypes.Structure, started: threading.Barrier) -> None:
        self.cb = cb
        self.started = started
        self.loop = _SCHEDULER(int(cb.executor.scheduler))

    def run(self) -> None:
        try:
            self._altstack = native.set_alt_stack()
            completed = int(self.cb.queue.completed)  # the host reset the queue before start
            self.started.wait()
            self.loop(completed)  # never returns
        except BaseException:  # noqa: BLE001 - any escape is a device bug: report and die
            report_exception("incore device: the scheduler failed (a bug in incore):\n")
            os._exit(EXIT_INTERNAL_ERROR)
        report("incore device: the scheduler loop returned")
        os._exit(EXIT_INTERNAL_ERROR)


class NativeCore(DeviceThread):
    """A core thread that runs the native core loop for the rest of the device's life."""

    def __init__(
        self, core_id: int, cb: ctypes.Structure, topology: list[tuple[int, int, int, int]],
        started: threading.Barrier,
    ) -> None:
        self.name = f"core{core_id}"
        _, self.kind, _, self.cluster = topology[core_id]
        self.core_id = core_id
        self.cb = cb
        self.started = started
        self.loop = _LOOP(int(cb.executor.entry))

    def run(self) -> None:
        try:
            count_python_calls(self.cb, self.core_id)
            state = self.cb.cores[self.core_id]
            self._altstack = native.set_alt_stack()  # the fault handler runs on it
            state.tid = threading.get_native_id()
            # Read before the barrier: the host rings the doorbell only after ready, so a
            # launch after this value is seen by the loop (it waits for seq != seen).
            seen = int(self.cb.header.seq)
            addr = ctypes.addressof(state)
            kind = abi.CORE_AIC if self.kind == abi.CORE_AIC else abi.CORE_AIV
            self.started.wait()
            self.loop(addr, kind, self.cluster, seen)  # never returns
        except BaseException:  # noqa: BLE001 - any escape is a device bug: report and die
            report_exception(f"incore device: core {self.core_id} failed (a bug in incore):\n")
            os._exit(EXIT_INTERNAL_ERROR)
        report(f"incore device: the core loop of core {self.core_id} returned")
        os._exit(EXIT_INTERNAL_ERROR)
