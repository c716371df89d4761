"""Writing dumps to disk: ``.npy`` tensors and the sidecar JSON, on a background thread.

A launch hands a ``DumpJob`` (arrays copied, or views of staging GM that nothing writes any more:
``holds``; either way the launch may go on) to ``submit``;
one daemon thread writes jobs in order.  Files are created only in directories incore created
(or real directories of this user, never through a symlink), each under a fresh temporary name
opened with ``O_CREAT | O_EXCL | O_NOFOLLOW`` and renamed into place once every file of the
dump is written, the sidecar last: a symlink planted at a dump's file name is never written
through, a full disk leaves no partial file, and a reader never sees a sidecar whose tensors
are missing.  NaN/Inf counts of
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
import contextlib
import errno
import json
import logging
import os
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from incore.log import LOGGER_NAME
from incore.runtime.dump.config import log_flush, report_unmatched_filters
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
            nbytes = job.nbytes
            try:
                self._write(job)
            finally:
                job = None  # its arrays (held staging GM among them) go now, not at the next job
                with self._cond:
                    self._busy -= 1
                    self._pending_bytes -= nbytes
                    self._cond.notify_all()

    # ------------------------------------------------------------- writing

    def _write(self, job: DumpJob) -> bool:
        try:
            return self._write_job(job)
        finally:
            job.arrays.clear()  # written or dropped: the arrays (maybe held GM views) go

    def _write_job(self, job: DumpJob) -> bool:
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
        entries = {t["file"]: t for t in job.sidecar.get("tensors", []) if t.get("file")}
        for name, array in job.arrays:
            entry = entries.get(name)
            counts = nonfinite_counts(array)
            if entry is not None and counts is not None:
                entry["nan"], entry["inf"] = counts
        text = json.dumps(job.sidecar, indent=1, default=_json_default)
        dir_fd = open_dump_directory(job.root, job.directory)
        try:
            written = write_all(dir_fd, [
                *((name, _npy_writer(array)) for name, array in job.arrays),
                (job.sidecar_name, _text_writer(text)),  # last: the dump is complete
            ])
        finally:
            os.close(dir_fd)
        self.stats.dumps += 1
        self.stats.files += len(job.arrays) + 1
        self.stats.bytes += written


def _npy_writer(array: np.ndarray) -> Any:
    def write(f: Any) -> None:
        np.save(f, storable(array), allow_pickle=False)
    return write


def _text_writer(text: str) -> Any:
    def write(f: Any) -> None:
        f.write(text.encode())
    return write


_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
_NEW_FILE_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
                   | getattr(os, "O_CLOEXEC", 0))


def open_dump_directory(root: Path, directory: Path) -> int:
    """A descriptor of ``directory`` (``root`` or below it), created as needed.

    ``root`` is the user's dump path (created with its parents if missing; a symlink there is
    the user's choice and is followed).  Each directory below it is created by incore or, if
    it exists, must be a real directory (never a symlink: opened with ``O_NOFOLLOW``) owned by
    this user; otherwise an OSError names it.
    """
    root.mkdir(parents=True, exist_ok=True)
    fd = os.open(root, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        for part in directory.relative_to(root).parts:
            try:
                os.mkdir(part, 0o755, dir_fd=fd)
            except FileExistsError:
                pass
            try:
                child = os.open(part, _DIR_FLAGS, dir_fd=fd)
            except OSError as e:
                raise OSError(e.errno, f"{e.strerror} (not a directory incore can use; a "
                              "symlink is never followed)", str(root / part)) from None
            if os.fstat(child).st_uid != os.getuid():
                os.close(child)
                raise OSError(errno.EPERM, "belongs to another user", str(root / part))
            os.close(fd)
            fd = child
    except BaseException:
        os.close(fd)
        raise
    return fd


def write_all(dir_fd: int, files: list[tuple[str, Any]]) -> int:
    """Write each ``(name, write(f))`` of ``files`` into the directory ``dir_fd``, all or none.

    Every file is first written under a fresh temporary name, created exclusively and without
    following symlinks; only when all are written are they renamed into place, in order (a
    symlink planted at a final name is replaced, never written through).  On any failure
    (a full disk...) the temporaries are removed and the OSError propagates: no partial file
    is left.  Returns the bytes written.
    """
    temps: list[tuple[str, str]] = []
    total = 0
    try:
        for name, write in files:
            tmp = f".{name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
            fd = os.open(tmp, _NEW_FILE_FLAGS, 0o644, dir_fd=dir_fd)
            temps.append((tmp, name))
            with os.fdopen(fd, "wb") as f:
                write(f)
                total += f.tell()
        for tmp, name in temps:
            os.rename(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        temps = []
    finally:
        for tmp, _ in temps:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=dir_fd)
    return total


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
    passed first.

    Logs its use at INFO (``dumper``) once this process has dumped anything (DEBUG before),
    and warns about dump kernel filters that matched no launched kernel.
    """
    pending = len(WRITER._queue) + WRITER._busy
    started = time.monotonic()
    done = WRITER.flush(timeout)
    log_flush(timeout, pending, WRITER.stats.dumps, done, started)
    return done


@atexit.register
def _flush_at_exit() -> None:
    WRITER.flush(timeout=60.0)
    report_unmatched_filters()


def _reset_in_child() -> None:
    """After ``fork()``, in the child: the parent's writer thread does not exist here and its
    lock may have been held; the child starts with an empty writer of its own."""
    global WRITER
    stats = WRITER.stats
    WRITER = DumpWriter()
    WRITER.stats = stats


os.register_at_fork(after_in_child=_reset_in_child)
