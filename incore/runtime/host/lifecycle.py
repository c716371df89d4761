"""The device process's lifecycle for a context: start (seed 001's driver query and init
args), stop, kill, restart, and the release of everything a context holds.

``DeviceLifecycle`` is one of the jobs ``context.DeviceContext`` composes; its methods run
under the context's lock and share the context's state (see ``context.py`` for the fields).
A device is spawned only on mapped memory (``mapping.ContextMemory``), stopped before the
staging buffers of its last launch are freed, and restarted on the same GM after a fault.
"""

from __future__ import annotations

import ctypes
import logging
import os
import time

from incore.errors import runtime_error
from incore.log import LOGGER_NAME, V0
from incore.runtime.common.control import ARCH_CODES, NO_BLOCK, STATUS_FAULT, STATUS_OK
from incore.runtime.device import executor
from incore.runtime.device.driver import RT_ERROR_NONE, SimDriver, check_l2_cache_offset
from incore.runtime.device.scheduler import build_scheduler
from incore.runtime.device.sighandler import build_fault_handler
from incore.runtime.host.launch import direct
from incore.runtime.host.launch.collecting import end_launch
from incore.runtime.host.launch.waits import CLOSED_DURING_LAUNCH
from incore.runtime.host.process import DeviceProcess

logger = logging.getLogger(LOGGER_NAME)

CLOSED_DURING_START = "the Worker was closed during start"


class DeviceLifecycle:
    """Starting, stopping and restarting a context's device process."""

    def _query_l2_cache_offset(self) -> int:
        """Seed 001 step 1: ask the driver once; a failed query is logged and yields 0."""
        if self.arch != "a2a3":
            return 0  # A5's InitArgs has no such field: no query is made
        phys = self.physical_id
        if self._requested_offset is not None:
            previous = SimDriver.configured_l2_cache_offset(phys)
            SimDriver.set_l2_cache_offset(phys, self._requested_offset, self._layout.gm_size)
            self._driver_previous = (True, previous)
        rc, offset = SimDriver.rtGetL2CacheOffset(phys)
        if rc != RT_ERROR_NONE:
            logger.warning(
                "rtGetL2CacheOffset(device %d) failed with rc %d; using offset 0 "
                "(bypass loads read through the ordinary cached window)", phys, rc,
            )
            return 0
        try:
            check_l2_cache_offset(self._layout, offset)
        except ValueError as exc:
            raise runtime_error(
                "DRIVER_QUERY_FAILED", device=phys, offset=offset, detail=exc.message
            ) from None
        return offset

    def _write_init_args(self) -> None:
        """Seed 001 step 2: InitArgs carries the offset and log level to the device once."""
        handler = build_fault_handler(
            self._addr("fault"), self._addr("header", "status"),
            self._addr("queue", "completions"), STATUS_FAULT,
        )
        init = self._cb.init
        if self.arch == "a2a3":  # A5's InitArgs have no such field (control.InitArgsA5)
            init.l2_cache_offset = self._l2_cache_offset
        init.log_severity, init.log_info_v = self._log_level
        self.collectors.attach(self)  # collectors' GM rings (device logs), read at cold start
        init.clusters = self.clusters
        init.arch = ARCH_CODES[self.arch]
        init.fault_handler = self._code.load(handler)
        self._cb.executor.entry = self._core_loop()
        # the host's direct dispatch of synchronous launches (native cores only: the Python
        # executor's cores sleep on header.seq, which only the scheduler wakes)
        self._direct = (direct.dispatcher(self._layout.control_base, self._cb_type)
                        if self._cb.executor.entry else None)
        flags = getattr(self._cb_type, "cluster_flags", None)
        self._cb.executor.scheduler = self._code.load(build_scheduler(
            self._layout.control_base, self._cb_type, flags.size if flags is not None else 0,
            always_wake=not self._cb.executor.entry,
        ))
        init.device_id = self.physical_id
        init.gm_size = self._layout.gm_size

    def _core_loop(self) -> int:
        """The code-memory address of the native core loop, or 0 for the Python executor
        (``INCORE_EXECUTOR``, read when the context starts)."""
        if executor.selected_executor() != "native":
            return 0
        loop = executor.build_core_loop(
            self._layout.control_base, self._cb_type, self.arch, self.clusters
        )
        return self._code.load(loop)

    def _spawn_device(self, closed_message: str, cancellable: bool = True) -> None:
        """Start a device process on the mapped memory and wait until its cores are ready.

        Only called with no device running (at start, or after ``end_device``).  If the wait
        fails or is interrupted, the new process is killed again.  A close of the context, or
        (``cancellable``) of the Worker the operation runs for, stops the wait with
        ``closed_message``.
        """
        cb = self._cb
        cb.header.ready = 0
        cb.header.status = STATUS_OK
        ctypes.memset(self._addr("fault"), 0, ctypes.sizeof(cb.fault))
        for core in cb.cores:
            core.current_block = NO_BLOCK
            core.tid = 0
        # Nothing is queued on a new device: launches still queued on a stopped one are
        # discarded (the caller accounts for them first).  Its cores start at header.seq.
        seq = self._queue.tail
        cb.header.seq = seq
        self._queue.reset(seq)
        attended, self._attended = self._attended, None
        if attended is not None:  # discarded with the queue: its collectors end without it
            end_launch(attended, None)
        layout = self._layout
        sizes = {"gm-size": layout.gm_size, "code-size": layout.code_size,
                 "ctrl-size": self._ctrl_size}
        fds = {"gm-fd": self._gm.fd, "code-fd": self._code.fd, "ctrl-fd": self._ctrl_fd}
        self._proc = DeviceProcess(self.physical_id, sizes, fds)
        try:
            self._proc.wait_ready(
                self._addr("header", "ready"), lambda: cb.header.ready != 0,
                lambda: closed_message if (self._cancelled() if cancellable else self._closed)
                else None,
            )
        except BaseException:
            self.end_device(kill=True)
            raise
        self._device_ready = True

    def _signal_kill(self) -> None:
        """SIGKILL the device without waiting or locking (signal handlers, other threads)."""
        proc = self._proc
        if proc is not None:
            proc.signal_kill()

    def end_device(self, kill: bool) -> None:
        """Kill the device (or let it exit, killing it after a grace period), wait for it,
        then free staging held for its last launch."""
        proc = self._proc
        if proc is not None:
            if kill:
                proc.kill()
            else:
                proc.stop()
            self._proc = None  # only once it is known to be gone: an interrupt retries
        self._device_ready = False
        self._launch_live = False
        self.release_inflight()

    def release_inflight(self) -> None:
        """Free the staging buffers of the last launch, unless its kernel may still run."""
        temps = self._inflight
        if temps is None or self._launch_live:
            return
        while temps:
            _, tmp = temps.pop()
            tmp.free()  # idempotent, so a buffer staged for two params is fine
        self._inflight = None

    def _restart_device(self, closed_message: str = CLOSED_DURING_LAUNCH,
                        cancellable: bool = True) -> None:
        """Kill the device process (if any) and start a fresh one on the same memory
        (``cancellable``: see ``_spawn_device``)."""
        self.end_device(kill=True)
        t0 = time.perf_counter()
        self._spawn_device(closed_message, cancellable)
        logger.log(V0, "device %d restarted in %.3f s", self.device_id, time.perf_counter() - t0)

    def _has_resources(self) -> bool:
        return (
            self._proc is not None or self._ctrl_mapped or self._ctrl_fd >= 0
            or self._code is not None or bool(self.collector_state) or self._gm is not None
            or self._driver_previous[0]
        )

    def _release_resources(self) -> None:
        """Release everything; every step is idempotent, so an interrupted teardown resumes."""
        if (self._forked or os.getpid() != self._owner_pid) and self._proc is not None:
            # A forked child: the device belongs to the parent, which still uses it.
            proc, self._proc = self._proc, None
            proc.forget()
            self._launch_live = False
        self.end_device(kill=False)
        self._unmap_control()
        self.collectors.detach(self)  # the collectors' GM (log rings, trace buffers)
        self._unmap_memory()
        restore, previous = self._driver_previous
        if restore:
            phys = self.physical_id
            if previous is None:
                SimDriver.clear_l2_cache_offset(phys)
            else:
                SimDriver.set_l2_cache_offset(phys, previous, self._layout.gm_size)
            self._driver_previous = (False, None)
