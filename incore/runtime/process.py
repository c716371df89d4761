"""The device's OS process: ``python -m incore.runtime.device`` started with the shared memfds,
waited for until its cores are ready, and stopped by closing its lifeline pipe."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable

from incore.runtime import native

START_TIMEOUT = 30.0
EXIT_GRACE = 2.0
WAIT_SLICE = 0.1
# The directory holding the ``incore`` package, so the device imports the same copy.
_PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class DeviceProcess:
    """A running device process; ``fds`` are passed by number (``--gm-fd`` ...)."""

    def __init__(self, device_id: int, sizes: dict[str, int], fds: dict[str, int]) -> None:
        self.device_id = device_id
        read_end, self._lifeline = os.pipe()  # EOF on it tells the device to exit
        cmd = [sys.executable, "-m", "incore.runtime.device", "--device-id", str(device_id)]
        for key, value in {**sizes, **fds, "host-fd": read_end}.items():
            cmd += [f"--{key}", str(value)]
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (_PACKAGE_PARENT, env.get("PYTHONPATH")) if p
        )
        try:
            self._proc = subprocess.Popen(
                cmd, pass_fds=(*fds.values(), read_end), stdin=subprocess.DEVNULL, env=env
            )
        except BaseException:
            os.close(self._lifeline)
            raise
        finally:
            os.close(read_end)

    @property
    def pid(self) -> int:
        return self._proc.pid

    def poll(self) -> int | None:
        """The exit status if the process has ended, else None."""
        return self._proc.poll()

    def wait_ready(self, ready_addr: int, is_ready: Callable[[], bool]) -> None:
        """Block until the device sets its ready futex word; RuntimeError if it dies or stalls."""
        deadline = time.monotonic() + START_TIMEOUT
        while not is_ready():
            code = self._proc.poll()
            if code is not None:
                raise RuntimeError(f"device {self.device_id} process exited with {code} at start")
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(
                    f"device {self.device_id} did not start within {START_TIMEOUT} s"
                )
            native.futex_wait(ready_addr, 0, WAIT_SLICE)

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

    def kill(self) -> None:
        """End the device at once."""
        self._close_lifeline()
        if self._proc.poll() is None:
            self._proc.kill()
        self._proc.wait()

    def forget(self) -> None:
        """Drop this handle without touching the process (a forked child's copy)."""
        self._close_lifeline()

    def _close_lifeline(self) -> None:
        if self._lifeline >= 0:
            os.close(self._lifeline)
            self._lifeline = -1
