"""One run in a process of its own: a crash (its device killed, the process killed) or a hang
is that run's failed rows, never the sweep's.

The run's process leads a new process group, so its Worker's device process is in it too:
a run past its deadline, or a sweep that stops, kills the whole group.  The deadline is the
sweep's ``timeout`` (each launch's bound, passed to the run) plus ``STARTUP_S`` for starting
Python, compiling and starting the device.  Both executors call ``run_isolated``: the local
pool from its threads, the Dask executor on its workers.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from incore.sweeps.tasks import failed_rows

STARTUP_S = 20.0
POLL_S = 0.1
TAIL_CHARS = 2000


def _pythonpath() -> str:
    """PYTHONPATH for the run's process: the directory this incore was imported from first."""
    import incore

    here = str(Path(incore.__file__).resolve().parents[1])
    rest = os.environ.get("PYTHONPATH", "")
    return here + (os.pathsep + rest if rest else "")


def kill_group(proc: subprocess.Popen) -> None:
    """SIGKILL the run's process group (the run and its device), whether or not it has ended,
    then reap the run's process."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass


def run_isolated(spec: dict, timeout: float | None = None,
                 stop: threading.Event | None = None, live: set | None = None) -> list | None:
    """Run ``spec`` in a new process (``python -m incore.sweeps.child``) and return its rows;
    a process that dies or outlives ``timeout + STARTUP_S`` seconds gives failed rows.
    ``stop`` set: the process is killed and None returned (the run did not finish); ``live``
    holds the running processes, for a caller that kills them itself."""
    t0 = time.monotonic()
    deadline = None if timeout is None else t0 + timeout + STARTUP_S
    with tempfile.TemporaryDirectory(prefix="incore-sweep-run-") as tmp:
        spec_path, rows_path, log_path = (os.path.join(tmp, n)
                                          for n in ("spec.json", "rows.json", "log.txt"))
        with open(spec_path, "w", encoding="utf-8") as fh:
            json.dump(spec, fh)
        env = {**os.environ, "PYTHONPATH": _pythonpath()}
        with open(log_path, "wb") as log:
            proc = subprocess.Popen(
                [sys.executable, "-m", "incore.sweeps.child", spec_path, rows_path],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env,
                start_new_session=True)
        if live is not None:
            live.add(proc)
        try:
            timed_out = _wait(proc, deadline, stop)
        finally:
            kill_group(proc)  # leftovers of a finished run, or the whole run
            if live is not None:
                live.discard(proc)
        seconds = time.monotonic() - t0
        if stop is not None and stop.is_set() and not os.path.exists(rows_path):
            return None
        if timed_out:
            return failed_rows(spec, f"timed out: the run took more than {timeout:g} s "
                               f"(+{STARTUP_S:g} s to start); its processes were killed",
                               seconds)
        if os.path.exists(rows_path):
            with open(rows_path, encoding="utf-8") as fh:
                return json.load(fh)
        return failed_rows(spec, f"the run's process died ({_status(proc.returncode)}): "
                           f"{_tail(log_path)}", seconds)


def _exited(proc: subprocess.Popen) -> bool:
    """Whether ``proc`` has exited, leaving it unreaped: while it is a zombie its pid, and so
    its process group's id, cannot be reused, so ``kill_group`` reaches only its own group."""
    try:
        return os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:  # already reaped
        return True


def _wait(proc: subprocess.Popen, deadline: float | None, stop: threading.Event | None) -> bool:
    """Wait for ``proc`` to exit (unreaped); True when the deadline passed first.  Returns
    early on ``stop``."""
    while not _exited(proc):
        if stop is not None and stop.is_set():
            return False
        if deadline is not None and time.monotonic() > deadline:
            return True
        time.sleep(POLL_S)
    return False


def _status(code: int | None) -> str:
    if code is not None and code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


def _tail(path: str) -> str:
    text = Path(path).read_text(encoding="utf-8", errors="replace").strip()
    return text[-TAIL_CHARS:] if text else "no output"
