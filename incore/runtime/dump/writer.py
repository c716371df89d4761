"""Writing dumps to disk: ``.npy`` tensors and the sidecar JSON, on a background thread.

A launch hands a ``DumpJob`` (arrays already copied, so the launch may go on) to ``submit``;
one daemon thread writes jobs in order.  The sidecar is written last, through a temporary name
and a rename, so a reader never sees a sidecar whose tensors are missing.  NaN/Inf counts of
float tensors are computed here, off the launch path.

Writes never fail a launch (seed 004 "错误分级"): an ``OSError`` (unwritable or full path) is
one WARNING per dump path and the job is dropped; any other failure is an ERROR and the job is
dropped.  ``flush()`` waits until every submitted job is written (``Worker.close()`` and
``incore.flush_dumps()`` call it, and so does interpreter exit).  Pending jobs are bounded by
``MAX_PENDING_BYTES``: beyond it ``submit`` waits for the writer, so a fast loop of launches
cannot exhaust host memory.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from incore.log import LOGGER_NAME
from incore.runtime.dump.overflow import floating

logger = logging.getLogger(LOGGER_NAME)

MAX_PENDING_BYTES = 1 << 30
FORMAT = "incore-dump"
VERSION = 1


@dataclass
class DumpJob:
    """One dump: the files to write into ``directory`` and its sidecar.

    ``root`` is the configured dump path (warnings are per root); ``arrays`` are
    ``(file name, array)`` pairs; ``sidecar`` is the JSON document, whose ``tensors`` entries
    (matched to ``arrays`` by ``file``) get their ``nan``/``inf`` counts here.
    """

    root: Path
    directory: Path
    sidecar_name: str
    sidecar: dict
    arrays: list[tuple[str, np.ndarray]] = field(default_factory=list)

    @property
    def nbytes(self) -> int:
        """Bytes of array data the job holds."""
        return sum(a.nbytes for _, a in self.arrays)


@dataclass
class WriterStats:
    """What the writer wrote since the process started: dumps, files and bytes."""

    dumps: int = 0
    files: int = 0
    bytes: int = 0
    dropped: int = 0


def nonfinite_counts(array: np.ndarray) -> tuple[int, int] | None:
    """``(nan, inf)`` counts of a float array (bf16 too), None for other dtypes."""
    array = floating(array)
    if array is None:
        return None
    return int(np.count_nonzero(np.isnan(array))), int(np.count_nonzero(np.isinf(array)))


def storable(array: np.ndarray) -> np.ndarray:
    """``array`` as ``numpy.save`` writes it loadably: dtypes numpy cannot name in a header
    (extension types such as bfloat16) are stored as unsigned integers of their width."""
    if array.dtype.kind in "biufc":
        return array
    return array.view(f"u{array.dtype.itemsize}")


class DumpWriter:
    """The background writer of one process (``WRITER``)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._queue: deque[DumpJob] = deque()
        self._pending_bytes = 0
        self._busy = 0  # jobs taken but not finished
        self._thread: threading.Thread | None = None
        self._warned: set[str] = set()
        self.stats = WriterStats()

    # ------------------------------------------------------------- submitting

    def submit(self, job: DumpJob) -> None:
        """Queue ``job``; waits (bounded by the writer's progress) while too much is pending."""
        with self._cond:
            self._ensure_thread()
            while (self._pending_bytes > MAX_PENDING_BYTES and self._queue
                   and threading.current_thread() is not self._thread):
                self._cond.wait(0.1)
            self._queue.append(job)
            self._pending_bytes += job.nbytes
            self._cond.notify_all()

    def write_now(self, job: DumpJob) -> bool:
        """Write ``job`` on the calling thread (exception dumps: the files exist when the fault
        is raised); False if it could not be written."""
        return self._write(job)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted job is written; False if ``timeout`` passed first.

        Returns at once on the writer thread itself (a finalizer run there must not wait for
        its own thread).
        """
        if threading.current_thread() is self._thread:
            return not self._queue
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while self._queue or self._busy:
                if self._thread is None or not self._thread.is_alive():
                    self._ensure_thread()
                left = 0.1 if deadline is None else min(0.1, deadline - time.monotonic())
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name="incore-dump-writer",
                                            daemon=True)
            self._thread.start()

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._queue:
                    self._cond.wait()
                job = self._queue.popleft()
                self._busy += 1
            try:
                self._write(job)
            finally:
                with self._cond:
                    self._busy -= 1
                    self._pending_bytes -= job.nbytes
                    self._cond.notify_all()

    # ------------------------------------------------------------- writing

    def _write(self, job: DumpJob) -> bool:
        try:
            self._write_files(job)
        except OSError as e:
            self.stats.dropped += 1
            key = str(job.root)
            if key not in self._warned:
                self._warned.add(key)
                logger.warning(
                    "dumper: cannot write dumps under %s (%s); dumps to this path are skipped "
                    "and launches go on; set a writable directory with INCORE_DUMP_PATH or "
                    "incore.set_dump_config(path=...)", job.root, e.strerror or e,
                )
            return False
        except Exception as e:  # noqa: BLE001 - a dump must never fail a launch
            self.stats.dropped += 1
            logger.error("dumper: dropped the dump %s after an internal error: %r",
                         job.directory / job.sidecar_name, e)
            return False
        return True

    def _write_files(self, job: DumpJob) -> None:
        job.directory.mkdir(parents=True, exist_ok=True)
        entries = {t["file"]: t for t in job.sidecar.get("tensors", [])}
        written = 0
        for name, array in job.arrays:
            entry = entries.get(name)
            counts = nonfinite_counts(array)
            if entry is not None and counts is not None:
                entry["nan"], entry["inf"] = counts
            with open(job.directory / name, "wb") as f:
                np.save(f, storable(array), allow_pickle=False)
            written += array.nbytes
        text = json.dumps(job.sidecar, indent=1, default=_json_default)
        final = job.directory / job.sidecar_name
        tmp = final.with_name(f".{final.name}.{os.getpid()}.tmp")
        tmp.write_text(text)
        os.replace(tmp, final)
        self.stats.dumps += 1
        self.stats.files += len(job.arrays) + 1
        self.stats.bytes += written + len(text)


def _json_default(value: Any) -> Any:
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, (Path, bytes)):
        return str(value)
    return repr(value)


WRITER = DumpWriter()


def writer() -> DumpWriter:
    """The process's writer (replaced in a forked child)."""
    return WRITER


def flush_dumps(timeout: float | None = None) -> bool:
    """Wait until every dump submitted so far is on disk; False if ``timeout`` seconds
    passed first."""
    return WRITER.flush(timeout)


@atexit.register
def _flush_at_exit() -> None:
    WRITER.flush(timeout=60.0)


def _reset_in_child() -> None:
    """After ``fork()``, in the child: the parent's writer thread does not exist here and its
    lock may have been held; the child starts with an empty writer of its own."""
    global WRITER
    stats = WRITER.stats
    WRITER = DumpWriter()
    WRITER.stats = stats


os.register_at_fork(after_in_child=_reset_in_child)
