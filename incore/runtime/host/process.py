"""The device's OS process: ``python -S -m incore.runtime.device`` started with the shared memfds,
waited for until its cores are ready, and stopped by closing its lifeline pipe.

Two mechanisms end a device whose host is gone: EOF on the lifeline pipe (the host closed it,
or every process holding its write end died; forked children close their copies, see
``context._forget_contexts_in_child``), and ``PR_SET_PDEATHSIG`` = SIGKILL, which the device sets
on itself at start.  The kernel sends the death signal when the *thread* that forked the
device exits, so every device is started from one long-lived spawner thread of the host
process rather than from whichever (possibly short-lived) thread happened to start a Worker.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path

from incore.errors import runtime_error
from incore.log import LOGGER_NAME
from incore.runtime.common import native
from incore.runtime.common.reports import read_reports

logger = logging.getLogger(LOGGER_NAME)

START_TIMEOUT = 30.0
EXIT_GRACE = 2.0
WAIT_SLICE = 0.1
# The directory holding the ``incore`` package, so the device imports the same copy.
_PACKAGE_PARENT = str(Path(os.path.abspath(__file__)).parents[3])

_spawner_lock = threading.Lock()
_spawner_jobs: queue.SimpleQueue | None = None


def _spawner_loop(jobs: queue.SimpleQueue) -> None:
    while True:
        future, cmd, kwargs = jobs.get()
        if not future.set_running_or_notify_cancel():
            continue
        try:
            future.set_result(subprocess.Popen(cmd, **kwargs))
        except BaseException as exc:  # noqa: BLE001 - handed to the waiting caller
            future.set_exception(exc)


def _spawn(cmd: list[str], **kwargs: object) -> subprocess.Popen:
    """``subprocess.Popen(cmd, **kwargs)`` run on the process-wide spawner thread.

    The spawner is a daemon thread that lives as long as the process, so the device's
    parent-death signal fires when the host process dies, not when some thread ends.
    """
    global _spawner_jobs
    with _spawner_lock:
        if _spawner_jobs is None:
            jobs: queue.SimpleQueue = queue.SimpleQueue()
            threading.Thread(
                target=_spawner_loop, args=(jobs,), name="incore-spawner", daemon=True
            ).start()
            _spawner_jobs = jobs
        future: Future = Future()
        _spawner_jobs.put((future, cmd, kwargs))
    try:
        return future.result()
    except BaseException:
        # Popen failed, or the wait was interrupted: then let Popen finish (the caller closes
        # the descriptors it passes right after) and end the child it started.
        with contextlib.suppress(BaseException):
            future.result().kill()
        raise


def _reset_spawner_in_child() -> None:
    # The spawner thread does not exist in a forked child; the child starts its own if needed.
    global _spawner_jobs, _spawner_lock
    _spawner_jobs = None
    _spawner_lock = threading.Lock()


os.register_at_fork(after_in_child=_reset_spawner_in_child)


class DeviceProcess:
    """A running device process; ``fds`` are passed by number (``--gm-fd`` ...)."""

    def __init__(self, device_id: int, sizes: dict[str, int], fds: dict[str, int]) -> None:
        self.device_id = device_id
        self.reports: list[str] = []  # the device's messages, as logged (reports.py)
        read_end, self._lifeline = os.pipe()  # EOF on it tells the device to exit
        self._reports, report_end = os.pipe()  # the device's messages (reports.py)
        os.set_blocking(self._reports, False)
        # -S: no site initialisation.  The device imports only the standard library and this
        # copy of incore (on PYTHONPATH below), so site-packages and their .pth hooks (an
        # editable install's finder costs ~10 ms) are of no use to it.
        cmd = [sys.executable, "-S", "-m", "incore.runtime.device", "--device-id",
               str(device_id)]
        extra = {"host-fd": read_end, "host-pid": os.getpid(), "report-fd": report_end}
        for key, value in {**sizes, **fds, **extra}.items():
            cmd += [f"--{key}", str(value)]
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (_PACKAGE_PARENT, env.get("PYTHONPATH")) if p
        )
        try:
            self._proc = _spawn(
                cmd, pass_fds=(*fds.values(), read_end, report_end), stdin=subprocess.DEVNULL,
                env=env,
            )
        except BaseException:
            os.close(self._lifeline)
            self._close_reports()
            raise
        finally:
            os.close(read_end)
            os.close(report_end)

    @property
    def pid(self) -> int:
        """The device process's id."""
        return self._proc.pid

    def poll(self) -> int | None:
        """The exit status if the process has ended, else None."""
        return self._proc.poll()

    def wait_ready(
        self,
        ready_addr: int,
        is_ready: Callable[[], bool],
        cancelled: Callable[[], str | None] = lambda: None,
    ) -> None:
        """Block until the device sets its ready futex word; DeviceStartError (a RuntimeError,
        DEVICE_START_FAILED) if it dies or stalls.

        ``cancelled()`` is checked before every look at the ready word; a non-None result (a
        message) stops the wait with ContextClosedError (a RuntimeError, CONTEXT_CLOSED), e.g.
        the Worker was closed meanwhile.
        """
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            reason = cancelled()
            if reason is not None:
                raise runtime_error("CONTEXT_CLOSED", detail=reason)
            if is_ready():
                return
            code = self._proc.poll()
            if code is not None:
                said = self.collect_reports()
                why = f": {said[-1].splitlines()[0]}" if said else ""
                raise runtime_error(
                    "DEVICE_START_FAILED", device=self.device_id, limit=START_TIMEOUT,
                    detail=f"process exited with {code} at start{why}",
                )
            if time.monotonic() > deadline:
                self.stop()
                raise runtime_error(
                    "DEVICE_START_FAILED", device=self.device_id, limit=START_TIMEOUT,
                    detail=f"did not start within {START_TIMEOUT} s",
                )
            native.futex_wait(ready_addr, 0, WAIT_SLICE)

    def collect_reports(self) -> list[str]:
        """Log (ERROR, ``incore`` logger) and return the messages the device wrote to its
        report pipe since the last call (its configuration error, an internal failure)."""
        fd = self._reports
        if fd < 0:
            return []
        said = read_reports(fd)
        for text in said:
            logger.error("device %d: %s", self.device_id, text)
        self.reports += said
        return said

    def wait_exit(self) -> int | None:
        """The exit status after at most EXIT_GRACE seconds (None if it is still running)."""
        try:
            return self._proc.wait(EXIT_GRACE)
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> None:
        """Ask the device to exit (close the lifeline), killing it after EXIT_GRACE seconds."""
        self._close_lifeline()
        try:
            self._proc.wait(EXIT_GRACE)
        except subprocess.TimeoutExpired:
            self.kill()
        self.collect_reports()
        self._close_reports()

    def kill(self) -> None:
        """End the device at once."""
        self._close_lifeline()
        if self._proc.poll() is None:
            self._proc.kill()
        self._proc.wait()
        self.collect_reports()
        self._close_reports()

    def signal_kill(self) -> None:
        """Send SIGKILL and return at once (no waiting, no lock taken beyond ``poll()``'s
        non-blocking one), so it is safe from a signal handler or another thread."""
        with contextlib.suppress(OSError):
            self._proc.send_signal(signal.SIGKILL)

    def forget(self) -> None:
        """Drop this handle without touching the process (a forked child's copy)."""
        self._close_lifeline()
        self._close_reports()

    def _close_reports(self) -> None:
        fd, self._reports = self._reports, -1
        if fd >= 0:
            os.close(fd)

    def _close_lifeline(self) -> None:
        fd, self._lifeline = self._lifeline, -1  # never close a (reused) descriptor twice
        if fd >= 0:
            os.close(fd)
