"""The profiler: host spans per launch phase, device spans per core per block, GM counters.

``start(path)`` begins recording into a new Chrome trace-event file (opened, and so checked for
writability, at once); ``stop()`` writes it and returns its path; ``profile(path)`` (exported as
``incore.profile``) does both around a ``with`` block.  The launch pipeline meets the
profiler through its collector (``collector.py``), made per launch only while ``active()``
is not None: an unprofiled launch calls nothing here and allocates nothing.

With the profiler on, each launch gets a :class:`LaunchRecorder`:

* host spans on the launching thread: one ``launch <kernel>`` span enclosing its phases,
  ``validate``, ``stage``, ``run``, ``copy back`` and ``log drain`` (``PHASES``);
* device spans: when the launch enters ``run`` the recorder zeroes every core's trace area and
  sets the launch header's ``profile`` flag, so each core executor reads CLOCK_MONOTONIC around
  every block's payload call and stores ``(block, start_ns, end_ns)`` in the control block
  (``control.CoreTrace``); after the launch the recorder reads those records back.  Host and
  device read the same system-wide clock (``time.monotonic_ns``), so device spans fall inside
  the host ``run`` span of their launch;
* counters: GM bytes in use on the device, sampled with staging in place (entering ``run``) and
  at the end of the launch;
* metadata: a process per device (``device 0 (a2a3sim)``) with a thread per core named as fault
  messages name cores (``core 3 (aiv)``), and a host process with a thread per launching thread.

An interpreted launch's spans (the launch, its phases and its blocks, which the interpreter
stores in the same trace areas) carry ``"interpreted": ORDER`` in their ``args``, and the
launch and block spans add `` (interpreted)`` to their names.

Phase spans end one nanosecond before the next phase begins, so spans that follow each other on
a thread never touch and no viewer can mistake one for the parent of the next.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import logging
import os
import struct
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from incore.errors import runtime_error
from incore.log import LOGGER_NAME
from incore.runtime.common.control import TRACE_RECORDS, core_label
from incore.runtime.host.collector import switch
from incore.runtime.profiler import trace

__all__ = ["PHASES", "LaunchRecorder", "Profiler", "active", "profile", "start", "stop"]

logger = logging.getLogger(LOGGER_NAME)

VALIDATE, STAGE, RUN, COPY_BACK, LOG_DRAIN = PHASES = (
    "validate", "stage", "run", "copy back", "log drain",
)
# Trace ids are the profiler's own, unique across the file (viewers read pid and tid as one
# system's ids): the host is pid 1 with tids 1, 2, ... per launching thread; device k is pid
# 2 + k, core c of it tid pid * DEVICE_TID_STRIDE + c.
HOST_PID = 1
FIRST_DEVICE_PID = 2
DEVICE_TID_STRIDE = 1000
GM_COUNTER = "GM"
_RECORD = struct.Struct("=qQQ")  # control.TraceRecord: block, start_ns, end_ns

_lock = threading.Lock()
_active: Profiler | None = None
ROOM = "profiler"  # its name in ``host.collector.ROOMS_ON`` while it records


def _set_active(prof: Profiler | None) -> None:
    """Make ``prof`` the recording profiler (None: off); the profiler is switched on while
    one records (``host.collector.switch``), so that launches ask the profiler's source."""
    global _active
    if prof is not None:
        switch(ROOM, True)
        _active = prof
    else:
        _active = None
        switch(ROOM, False)


def device_tid(pid: int, core_id: int) -> int:
    """The trace tid of core ``core_id`` of the device traced as ``pid``."""
    return pid * DEVICE_TID_STRIDE + core_id


def active(device: int | None = None) -> Profiler | None:
    """The recording profiler, or None when the profiler is off (or, given the logical
    ``device`` of a launch, does not record that device)."""
    prof = _active
    if prof is None or device is None or prof.devices is None or device in prof.devices:
        return prof
    return None


def start(path: str | os.PathLike[str], devices: Sequence[int] | None = None) -> Profiler:
    """Start recording every launch of this process into the trace file ``path``; with
    ``devices`` (logical device ids), only the launches on those devices.

    The file is created (truncated) now, so a path that cannot be written fails here, with
    OSError naming it.  RuntimeError if the profiler is already recording.
    """
    with _lock:
        if _active is not None:
            raise runtime_error(
                "PROFILER_STATE",
                detail=f"the profiler is already recording to {str(_active.path)!r}; "
                f"stop it first (incore.runtime.profiler.stop() or Runtime.profiler_stop())",
            )
        prof = Profiler(path, devices)
        _set_active(prof)
    return prof


def stop() -> Path:
    """Stop recording, write the trace file and return its path.

    RuntimeError if the profiler is not recording; OSError if the file cannot be written (the
    profiler is off afterwards either way).
    """
    with _lock:
        prof = _active
        if prof is None:
            raise runtime_error(
                "PROFILER_STATE",
                detail="the profiler is not recording; start it with "
                "incore.runtime.profiler.start(path), Runtime.profiler_start(path) or "
                "`with incore.profile(path):`",
            )
        _set_active(None)
    return prof.close()


@contextlib.contextmanager
def profile(path: str | os.PathLike[str], devices: Sequence[int] | None = None
            ) -> Iterator[Profiler]:
    """``with incore.profile("trace.json"):`` records the launches of the block into ``path``
    (``devices``: only those of these logical devices).

    The trace is written when the block ends, also when it raises.  Calling ``stop()`` inside
    the block writes it early; the block's end then has nothing left to do.
    """
    prof = start(path, devices)
    try:
        yield prof
    finally:
        with _lock:
            if _active is prof:
                _set_active(None)
        prof.close()


class Profiler:
    """One recording: the open trace file, the origin of its clock and the events so far.

    ``devices``: the logical device ids it records (None: every device)."""

    def __init__(self, path: str | os.PathLike[str],
                 devices: Sequence[int] | None = None) -> None:
        if not isinstance(path, (str, os.PathLike)):
            raise runtime_error(
                "PARAMETER_TYPE", param="profiler path", expected="a str or os.PathLike",
                given=f"{type(path).__name__} {path!r}",
            )
        self.devices: frozenset[int] | None = None
        if devices is not None:
            if isinstance(devices, (str, bytes)) or not all(
                    isinstance(d, int) and not isinstance(d, bool) for d in devices):
                raise runtime_error(
                    "PARAMETER_TYPE", param="devices",
                    expected="None or a list of int device ids",
                    given=f"{type(devices).__name__} {devices!r}",
                )
            self.devices = frozenset(devices)
        self.path = Path(path)
        try:
            self._file = open(self.path, "w", encoding="utf-8")  # noqa: SIM115 - kept open
        except OSError as e:
            raise self._write_error(e) from e
        self.origin_ns = time.monotonic_ns()
        self.launches = 0
        self._lock = threading.Lock()
        self._closed = False
        self._metadata: list[dict[str, Any]] = [
            trace.process_name(HOST_PID, f"host (pid {os.getpid()})"),
            trace.process_sort_index(HOST_PID, 0),
        ]
        self._finished: list[LaunchRecorder] = []
        self._host_threads: dict[int | str, int] = {}  # thread id or track -> tid
        self._devices: dict[tuple[int, str], int] = {}
        self._areas: dict[tuple[int, type], list[tuple[int, Any]]] = {}

    @property
    def closed(self) -> bool:
        """True once the trace file is written."""
        return self._closed

    def launch(
        self, *, device_id: int, platform: str, header: Any, cores: Any,
        topology: Sequence[tuple[int, int, int, int]], gm: Any, track: str | None = None,
        stream: int | None = None,
    ) -> LaunchRecorder:
        """A recorder for one launch on a device, starting its ``validate`` phase now.

        ``header`` and ``cores`` are the device's control block ``header`` and ``cores``,
        ``topology`` its ``control.core_topology``, ``gm`` its GlobalMemory.  The launch's
        host spans go on the launching thread's track, or on the host track named ``track``
        (a stream's: its launches' spans outlast the call that made them); ``stream`` is the
        id of a stream launch's stream, in every span's ``args``.
        """
        with self._lock:
            self.launches += 1
            launch_id = self.launches
            pid = self._device_pid(device_id, platform, topology)
            key: int | str = threading.get_native_id() if track is None else track
            tid = self._host_threads.get(key)
            if tid is None:
                tid = self._host_threads[key] = len(self._host_threads) + 1
                name = f"{threading.current_thread().name} (tid {key})" if track is None \
                    else track
                self._metadata.append(trace.thread_name(HOST_PID, tid, name))
                self._metadata.append(trace.thread_sort_index(HOST_PID, tid, tid))
            areas = self._trace_areas(cores, topology)
        rec = LaunchRecorder(self, launch_id, pid, tid, device_id, header, areas, gm)
        rec.stream = stream
        return rec

    def _trace_areas(
        self, cores: Any, topology: Sequence[tuple[int, int, int, int]]
    ) -> list[tuple[int, Any]]:
        """``(core_id, CoreTrace view)`` of every core, made once per control block (under the
        lock).  A control block lives at a fixed address per device, so a view is valid
        whenever a block of the same layout is mapped there, which a launch on it guarantees."""
        key = (ctypes.addressof(cores), type(cores))
        areas = self._areas.get(key)
        if areas is None:
            areas = self._areas[key] = [(c, cores[c].trace) for c, _k, _s, _cl in topology]
        return areas

    def _device_pid(
        self, device_id: int, platform: str, topology: Sequence[tuple[int, int, int, int]]
    ) -> int:
        """The trace process of a device, named with its cores the first time (under the lock)."""
        key = (device_id, platform)
        pid = self._devices.get(key)
        if pid is None:
            pid = self._devices[key] = FIRST_DEVICE_PID + len(self._devices)
            meta = self._metadata
            meta.append(trace.process_name(pid, f"device {device_id} ({platform})"))
            meta.append(trace.process_sort_index(pid, pid))
            for core_id, kind, _sub, _cluster in topology:
                tid = device_tid(pid, core_id)
                meta.append(trace.thread_name(pid, tid, core_label(core_id, kind)))
                meta.append(trace.thread_sort_index(pid, tid, core_id))
        return pid

    def _add(self, launch: LaunchRecorder) -> None:
        """Keep a finished launch; one that outlived stop() is dropped."""
        with self._lock:
            if not self._closed:
                self._finished.append(launch)

    def close(self) -> Path:
        """Write the trace file (once) and return its path."""
        with self._lock:
            if self._closed:
                return self.path
            self._closed = True
            metadata, finished = self._metadata, self._finished
        events = [event for launch in finished for event in launch.events(self.origin_ns)]
        try:
            with self._file:
                trace.write(self._file, metadata, events)
        except OSError as e:
            raise self._write_error(e) from e
        return self.path

    def _write_error(self, e: OSError) -> OSError:
        """``e`` restated to name the trace file."""
        return OSError(
            e.errno, f"cannot write the profiler trace to {str(self.path)!r}: {e.strerror}"
        )


class LaunchRecorder:
    """One launch's phase boundaries, GM samples and device records; trace events on demand.

    The launch path calls :meth:`enter` at each phase and :meth:`end` once; the events are
    built when the profiler writes its file, so a profiled launch pays only for reading
    clocks and its cores' records.
    """

    def __init__(
        self, profiler: Profiler, launch_id: int, pid: int, tid: int, device_id: int,
        header: Any, areas: list[tuple[int, Any]], gm: Any,
    ) -> None:
        self.profiler = profiler
        self.launch_id = launch_id
        self.pid = pid
        self.tid = tid
        self.device_id = device_id
        self.kernel = "?"
        self.stream: int | None = None  # a stream launch's stream id
        self.blocks: int | None = None
        self.error: str | None = None
        self.phases: list[tuple[str, int]] = [(VALIDATE, time.monotonic_ns())]
        self.end_ns: int | None = None
        self.samples: list[tuple[int, int]] = []
        self.records: list[tuple[int, int, int, int]] = []  # (core, block, start_ns, end_ns)
        self.dropped = 0
        self.armed = False
        self.l2: Any = None  # the launch's L2Stats on a Worker with l2_model (counter tracks)
        self.interpreted: str | None = None  # an interpreted launch's block order
        # The device's launch header, core trace areas and GM, used until end() only.
        self._header, self._areas, self._gm = header, areas, gm

    def enter(self, phase: str, *, kernel: str | None = None, blocks: int | None = None) -> None:
        """End the current phase and begin ``phase`` (one of ``PHASES``).

        ``kernel`` and ``blocks`` name the launch once validation knows them.  Entering ``run``
        zeroes the cores' trace areas and sets the header's ``profile`` flag: call it before
        the doorbell rings.
        """
        if phase not in PHASES:
            raise runtime_error(
                "PARAMETER_VALUE", param="launch phase", expected=f"one of {PHASES}",
                given=repr(phase),
            )
        if kernel is not None:
            self.kernel = kernel
        if blocks is not None:
            self.blocks = blocks
        if phase == RUN:
            self._arm()
        self.phases.append((phase, time.monotonic_ns()))

    def _arm(self) -> None:
        for _core_id, area in self._areas:
            area.count = 0
            area.overflow = 0
        self._header.profile = 1
        self.armed = True
        self._sample()

    def _sample(self) -> None:
        self.samples.append((time.monotonic_ns(), int(self._gm.bytes_in_use)))

    def end(self, error: BaseException | None = None) -> None:
        """End the launch (``error``: what it raised, if anything): clear the header's
        ``profile`` flag, read the cores' records and hand the launch to the profiler."""
        self.end_ns = time.monotonic_ns()
        if error is not None:
            self.error = f"{type(error).__name__}: {error}"
        self._sample()
        if self.armed:
            self._header.profile = 0
            self._read_device()
        self._header = self._areas = self._gm = None  # the launch's views of the device
        self.profiler._add(self)

    def _read_device(self) -> None:
        """Copy the records every core stored in its trace area during the launch."""
        for core_id, area in self._areas:
            count = min(int(area.count), TRACE_RECORDS)
            self.dropped += int(area.overflow)
            if count:
                raw = ctypes.string_at(ctypes.addressof(area.records), count * _RECORD.size)
                self.records.extend((core_id, *rec) for rec in _RECORD.iter_unpack(raw))
        if self.dropped:
            logger.warning(
                "profiler: launch %d of kernel %r ran more than %d blocks on a core; %d device "
                "spans were not recorded", self.launch_id, self.kernel, TRACE_RECORDS,
                self.dropped,
            )

    def events(self, origin_ns: int) -> list[dict[str, Any]]:
        """The launch's trace events: its launch span, phase spans, device spans and counters.

        A device record outside the launch's ``run`` span (only a kernel scribbling over the
        control block could write one) is left out and counted in ``device_records_invalid``.
        """
        end_ns = self.end_ns if self.end_ns is not None else self.phases[-1][1]
        tag: dict[str, Any] = {"launch": self.launch_id}
        if self.stream is not None:
            tag["stream"] = self.stream
        mark = ""
        if self.interpreted is not None:
            tag["interpreted"] = self.interpreted  # the block order it ran in
            mark = " (interpreted)"
        details: dict[str, Any] = {
            **tag, "kernel": self.kernel, "device": self.device_id, "blocks": self.blocks,
        }
        if self.error is not None:
            details["error"] = self.error
        if self.dropped:
            details["device_records_dropped"] = self.dropped
        launch = trace.span(
            f"launch {self.kernel}{mark}", "host", HOST_PID, self.tid, self.phases[0][1], end_ns,
            origin_ns, details,
        )
        events = [launch]
        run_span: tuple[int, int] | None = None
        phases = self.phases
        for i, (name, begin) in enumerate(phases):
            stop_ns = end_ns if i + 1 == len(phases) else max(begin, phases[i + 1][1] - 1)
            events.append(
                trace.span(name, "host", HOST_PID, self.tid, begin, stop_ns, origin_ns, tag)
            )
            if name == RUN:
                run_span = (begin, stop_ns)
        invalid = 0
        lo, hi = run_span if run_span is not None else (0, -1)
        for core_id, block, start_ns, stop_ns in self.records:
            if not lo <= start_ns <= stop_ns <= hi:
                invalid += 1
                continue
            args = {**tag, "block": block, "core": core_id}
            tid = device_tid(self.pid, core_id)
            events.append(trace.span(
                f"{self.kernel}{mark}", "device", self.pid, tid, start_ns, stop_ns, origin_ns,
                args))
        if invalid:
            details["device_records_invalid"] = invalid
        for ts, used in self.samples:
            sample = {"bytes in use": used}
            events.append(trace.counter(GM_COUNTER, self.pid, ts, origin_ns, sample))
        if self.l2 is not None and run_span is not None:
            events += _l2_counters(self.l2, self.pid, run_span, origin_ns)
        return events


def _l2_counters(l2: Any, pid: int, run_span: tuple[int, int], origin_ns: int) -> list[dict]:
    """The L2 model's counter tracks of a launch: the msprof counters and rates at the end of
    its run span, and the hit rate over the launch (the merged trace spread over the span)."""
    lo, hi = run_span
    total = l2.total.as_dict()
    counts = {k: v for k, v in total.items() if isinstance(v, int)}
    rates = {k: 100.0 * v for k, v in total.items() if isinstance(v, float)}
    events = [trace.counter("L2 requests", pid, hi, origin_ns, counts),
              trace.counter("L2 rates (%)", pid, hi, origin_ns, rates)]
    n = len(l2.timeline)
    for i, rate in enumerate(l2.timeline):
        ts = lo + (hi - lo) * i // max(n, 1)
        events.append(trace.counter("L2 hit rate over the launch (%)", pid, ts, origin_ns,
                                    {"hit rate": 100.0 * rate}))
    return events


def _reset_in_child() -> None:
    """A forked child does not write its parent's trace file."""
    global _lock
    _set_active(None)
    _lock = threading.Lock()


os.register_at_fork(after_in_child=_reset_in_child)


@atexit.register
def _stop_at_exit() -> None:
    """Write the trace of a profiler still recording when the interpreter exits."""
    if _active is not None:
        try:
            stop()
        except Exception as e:  # noqa: BLE001 - best effort at interpreter exit
            logger.warning("profiler: could not write the trace at exit: %s", e)
