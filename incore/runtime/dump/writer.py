"""Writing dumps to disk: ``.npy`` tensors and the sidecar JSON, on a background thread.

A launch hands a ``DumpJob`` (references to what it dumps, ``holds``) to ``submit``, which
never waits: one daemon thread writes jobs in order. Files are created only in directories
incore created (or real directories of this user, never through a symlink), each under a fresh
temporary name opened with ``O_CREAT | O_EXCL | O_NOFOLLOW`` and renamed into place once every
file of the dump is written, the sidecar last: a symlink planted at a dump's file name is never
written through, a full disk leaves no partial file, and a reader never sees a sidecar whose
tensors are missing. Between the two the job's references are sealed (``holds.seal``): a job
whose DeviceBuffer a later launch wrote before that is dropped, its temporaries removed.
NaN/Inf counts of float tensors are computed here, off the launch path, and each tensor written
is an INFO record naming its kernel, tensor, index and GM address.

Writes never fail a launch (docs/runtime.md, "Cost and failures"): an ``OSError`` (unwritable
or full path) is one WARNING per dump path and the job is dropped; any other failure is an
ERROR and the job is dropped.  ``flush()`` waits until every submitted job is written
(``Worker.close()`` and ``incore.flush_dumps()`` call it, and so does interpreter exit).
Pending jobs are bounded by ``MAX_PENDING_JOBS`` and ``MAX_PENDING_BYTES`` (the bytes they
reference or hold): a job past either is dropped, never waited for, so a fast loop of launches
neither waits nor exhausts memory.  Every dropped dump is counted (``WriterStats.dropped``) and
reported by a WARNING that gives the count: at the first drop since the last report, then at
most once a second while drops go on, and at the next ``flush_dumps()`` for those not yet
reported.
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
from incore.runtime.dump import holds
from incore.runtime.dump.config import log_flush, report_unmatched_filters
from incore.runtime.dump.overflow import floating

logger = logging.getLogger(LOGGER_NAME)

MAX_PENDING_BYTES = 1 << 30
MAX_PENDING_JOBS = 4096
DROP_REPORT_S = 1.0  # at most one drop WARNING per this many seconds while drops go on
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
    token: Any = None  # holds.Token: its DeviceBuffer references, sealed before the rename

    @property
    def nbytes(self) -> int:
        """Bytes of array data the job holds."""
        return sum(a.nbytes for _, a in self.arrays)


@dataclass
class WriterStats:
    """What the writer wrote since the process started: dumps, files and bytes; and the dumps
    it dropped (backlog full, held GM budget full, a held buffer written first, a write
    failure)."""

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
        self._drop_lock = threading.Lock()
        self._unreported = 0  # dropped dumps no WARNING has counted yet
        self._last_report = 0.0
        self._fresh = True  # the next drop is the first since the last report

    # ------------------------------------------------------------- submitting

    def submit(self, job: DumpJob) -> bool:
        """Queue ``job`` and return at once; False if the backlog is full (past
        ``MAX_PENDING_JOBS`` jobs or ``MAX_PENDING_BYTES`` bytes), and the job is dropped."""
        nbytes = job.nbytes
        with self._cond:
            self._ensure_thread()
            full = self.backlog_full(nbytes)
            if full is None:
                self._queue.append(job)
                self._pending_bytes += nbytes
                self._cond.notify_all()
                return True
        self.drop(job, full)
        return False

    def backlog_full(self, nbytes: int) -> str | None:
        """Why a job of ``nbytes`` more bytes would be dropped now (None: it would be queued);
        a launch asks before it copies anything for a dump."""
        jobs, pending = len(self._queue) + self._busy, self._pending_bytes
        if self._queue and (jobs >= MAX_PENDING_JOBS or pending + nbytes > MAX_PENDING_BYTES):
            return (f"the writer's backlog is full ({jobs} dumps, {pending:,} bytes pending; "
                    f"the bound is {MAX_PENDING_JOBS} dumps or {MAX_PENDING_BYTES:,} bytes)")
        return None

    def drop(self, job: DumpJob, reason: str) -> None:
        """Drop ``job`` unwritten because of ``reason``: count it and report (``report``)."""
        job.arrays.clear()
        holds.release(job.token)
        self._dropped(job, reason)

    def _dropped(self, job: DumpJob, reason: str) -> None:
        now = time.monotonic()
        with self._drop_lock:
            self.stats.dropped += 1
            self._unreported += 1
            if not self._fresh and now - self._last_report < DROP_REPORT_S:
                return  # counted by the next report
            self._fresh = False
            count, self._unreported, self._last_report = self._unreported, 0, now
            total = self.stats.dropped
        s = job.sidecar
        logger.warning(
            "dumper: dropped the %s dump of kernel %r (device %s, task %s): %s; %d dump(s) "
            "dropped so far (%d since the last report); launches never wait for the dump "
            "writer: dump fewer kernels (INCORE_DUMP_LAYER) or call incore.flush_dumps() "
            "between launches", s.get("scene"), s.get("kernel"), s.get("device"),
            s.get("task"), reason, total, count)

    def report(self) -> None:
        """The WARNING counting the dropped dumps no WARNING has counted yet, if any."""
        with self._drop_lock:
            count, self._unreported = self._unreported, 0
            total = self.stats.dropped
            self._last_report = time.monotonic()
            self._fresh = True
        if count:
            logger.warning("dumper: %d more dump(s) dropped since the last report (%d in all; "
                           "launches never wait for the dump writer)", count, total)

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
            reason = self._write_files(job)
        except OSError as e:
            holds.release(job.token)
            with self._drop_lock:  # launch threads count their drops too
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
            holds.release(job.token)
            with self._drop_lock:
                self.stats.dropped += 1
            logger.error("dumper: dropped the dump %s after an internal error: %r",
                         job.directory / job.sidecar_name, e)
            return False
        if reason is not None:
            self._dropped(job, reason)
            return False
        return True

    def _write_files(self, job: DumpJob) -> str | None:
        """Write ``job``'s files; None, or why it was dropped after its references were read
        (``holds.seal``: its files are then removed)."""
        if job.token is not None and job.token.dropped is not None:
            return holds.seal(job.token)  # a launch already wrote what it holds: skip the work
        entries = {t["file"]: t for t in job.sidecar.get("tensors", []) if t.get("file")}
        for name, array in job.arrays:
            entry = entries.get(name)
            counts = nonfinite_counts(array)
            if entry is not None and counts is not None:
                entry["nan"], entry["inf"] = counts
        text = json.dumps(job.sidecar, indent=1, default=_json_default)
        dir_fd = open_dump_directory(job.root, job.directory)
        verdict: list[str | None] = [None]

        def seal() -> bool:
            verdict[0] = holds.seal(job.token)
            return verdict[0] is None

        try:
            written = write_all(dir_fd, [
                *((name, _npy_writer(array)) for name, array in job.arrays),
                (job.sidecar_name, _text_writer(text)),  # last: the dump is complete
            ], seal)
        finally:
            os.close(dir_fd)
        if verdict[0] is not None:
            return verdict[0]
        self.stats.dumps += 1
        self.stats.files += len(job.arrays) + 1
        self.stats.bytes += written
        _log_written(job)
        return None


def _log_written(job: DumpJob) -> None:
    """One INFO record per tensor written: kernel, tensor, index, GM address, file."""
    if not logger.isEnabledFor(logging.INFO):
        return
    s = job.sidecar
    for t in s.get("tensors", []):
        if t.get("file"):
            logger.info("dumper: wrote the %s dump of kernel %r (device %s, task %s): %s "
                        "tensor %r index %d at address %#x (%s%s) to %s", s.get("scene"),
                        s.get("kernel"), s.get("device"), s.get("task"), t.get("role"),
                        t.get("name"), t.get("index", -1), t.get("address") or 0,
                        t.get("dtype"), t.get("shape"), job.directory / t["file"])


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


def write_all(dir_fd: int, files: list[tuple[str, Any]], commit: Any = None) -> int:
    """Write each ``(name, write(f))`` of ``files`` into the directory ``dir_fd``, all or none.

    Every file is first written under a fresh temporary name, created exclusively and without
    following symlinks; only when all are written are they renamed into place, in order (a
    symlink planted at a final name is replaced, never written through).  On any failure
    (a full disk...) the temporaries are removed and the OSError propagates: no partial file
    is left.  ``commit()``, called once every temporary is written, may return False: the
    temporaries are then removed and nothing is renamed.  Returns the bytes written.
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
        if commit is not None and not commit():
            return total
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


def flush_dumps(timeout: float | None = None, entry: bool = True) -> bool:
    """Wait until every dump submitted so far is on disk; False if ``timeout`` seconds
    passed first.

    Logs its use at INFO (``dumper``; DEBUG when not ``entry``: incore's own call), warns
    about dump kernel filters that matched no launched kernel, and counts the dumps dropped
    since the last drop WARNING.
    """
    pending = len(WRITER._queue) + WRITER._busy
    started = time.monotonic()
    done = WRITER.flush(timeout)
    log_flush(timeout, pending, WRITER.stats.dumps, done, started, entry)
    WRITER.report()
    return done


@atexit.register
def _flush_at_exit() -> None:
    WRITER.flush(timeout=60.0)
    WRITER.report()
    report_unmatched_filters()


def _reset_in_child() -> None:
    """After ``fork()``, in the child: the parent's writer thread does not exist here and its
    lock may have been held; the child starts with an empty writer of its own."""
    global WRITER
    stats = WRITER.stats
    WRITER = DumpWriter()
    WRITER.stats = stats


os.register_at_fork(after_in_child=_reset_in_child)
