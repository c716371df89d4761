"""The device process's lifecycle for a context: start (the driver query and the init args),
stop, kill, restart, and the release of everything a context holds.

``DeviceLifecycle`` is the part of ``context.DeviceContext`` that owns the device process
(``ctx.lifecycle``): the process, whether it is ready, the driver's L2 nocache offset and the
process that started it.  Its methods run under the context's lock.  A device is spawned only
on mapped memory (``mapping.ContextMemory``), stopped before the staging buffers of its last
launch are freed, and restarted on the same GM after a fault.  The driver query and InitArgs
follow docs/runtime.md, "The L2 nocache offset, from driver to load".
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
from incore.runtime.host.launch.grid import reset_sync_blocks
from incore.runtime.host.launch.waits import CLOSED_DURING_LAUNCH
from incore.runtime.host.parts import PartContext
from incore.runtime.host.process import DeviceProcess

logger = logging.getLogger(LOGGER_NAME)

CLOSED_DURING_START = "the Worker was closed during start"


class DeviceLifecycle:
    """Starting, stopping and restarting one context's device process."""

    def __init__(self, ctx: PartContext, l2_cache_offset: int | None) -> None:
        self._ctx = ctx
        self.proc: DeviceProcess | None = None
        self.device_ready = False  # ``proc`` signalled ready and was not stopped since
        self.started = False  # ``start`` completed
        self.owner_pid = os.getpid()  # the process that started the device
        self.l2_cache_offset = 0  # what the driver reported at start (0: none, or a5sim)
        self._requested_offset = l2_cache_offset  # the Worker's setting (None: the driver's)
        # The driver's setting before ``_requested_offset`` replaced it, to restore
        self._driver_previous: tuple[bool, int | None] = (False, None)

    # ----------------------------------------------------------------- start

    def start(self, log_level: tuple[int, int]) -> None:
        """Query the driver, map the context's memory, write InitArgs (with ``log_level``, the
        cores' first level) and start the device process (the context checked it may).  A
        failure releases whatever was set up."""
        ctx = self._ctx
        if self.has_resources():
            self.release()  # what an interrupted failed start left behind
        self.owner_pid = os.getpid()
        try:
            ctx.launches.log_level = log_level
            self.l2_cache_offset = self._query_l2_cache_offset()
            memory = ctx.memory
            memory.map(ctx.physical_id)
            ctx.launches.attach(memory.control_block, memory.control_base, memory.cb_type,
                                memory.layout.desc_base)
            self._write_init_args()
            self.spawn(CLOSED_DURING_START)
        except BaseException:
            self.release()
            raise
        self.started = True

    def _query_l2_cache_offset(self) -> int:
        """Ask the driver once (a2a3 only); a failed query is logged and yields 0."""
        ctx = self._ctx
        if ctx.arch != "a2a3":
            return 0  # A5's InitArgs has no such field: no query is made
        phys = ctx.physical_id
        layout = ctx.layout
        if self._requested_offset is not None:
            previous = SimDriver.configured_l2_cache_offset(phys)
            SimDriver.set_l2_cache_offset(phys, self._requested_offset, layout.gm_size)
            self._driver_previous = (True, previous)
        rc, offset = SimDriver.rtGetL2CacheOffset(phys)
        if rc != RT_ERROR_NONE:
            logger.warning(
                "rtGetL2CacheOffset(device %d) failed with rc %d; using offset 0 "
                "(bypass loads read through the ordinary cached window)", phys, rc,
            )
            return 0
        try:
            check_l2_cache_offset(layout, offset)
        except ValueError as exc:
            raise runtime_error(
                "DRIVER_QUERY_FAILED", device=phys, offset=offset, detail=exc.message
            ) from None
        return offset

    def _write_init_args(self) -> None:
        """InitArgs carries the offset and log level to the device once, with the native
        loops' addresses (the fault handler, the core loop, the scheduler)."""
        ctx = self._ctx
        memory = ctx.memory
        cb, cb_type, code, base = (memory.control_block, memory.cb_type, memory.code,
                                   memory.control_base)
        handler = build_fault_handler(
            memory.addr("fault"), memory.addr("header", "status"),
            memory.addr("queue", "completions"), STATUS_FAULT,
        )
        init = cb.init
        if ctx.arch == "a2a3":  # A5's InitArgs have no such field (control.InitArgsA5)
            init.l2_cache_offset = self.l2_cache_offset
        init.log_severity, init.log_info_v = ctx.launches.log_level
        ctx.collectors.attach(ctx)  # collectors' GM rings (device logs), read at cold start
        init.clusters = ctx.clusters
        init.arch = ARCH_CODES[ctx.arch]
        init.fault_handler = code.load(handler)
        cb.executor.entry = self._core_loop()
        # the host's direct dispatch of synchronous launches (native cores only: the Python
        # executor's cores sleep on header.seq, which only the scheduler wakes)
        ctx.launches.direct = (direct.dispatcher(base, cb_type)
                               if cb.executor.entry else None)
        flags = getattr(cb_type, "cluster_flags", None)
        cb.executor.scheduler = code.load(build_scheduler(
            base, cb_type, flags.size if flags is not None else 0,
            always_wake=not cb.executor.entry,
        ))
        init.device_id = ctx.physical_id
        init.gm_size = memory.layout.gm_size

    def _core_loop(self) -> int:
        """The code-memory address of the native core loop, or 0 for the Python executor
        (``INCORE_EXECUTOR``, read when the context starts)."""
        if executor.selected_executor() != "native":
            return 0
        ctx = self._ctx
        memory = ctx.memory
        loop = executor.build_core_loop(memory.control_base, memory.cb_type, ctx.arch,
                                        ctx.clusters)
        return memory.code.load(loop)

    def spawn(self, closed_message: str, cancellable: bool = True) -> None:
        """Start a device process on the mapped memory and wait until its cores are ready.

        Only called with no device running (at start, or after ``end_device``).  If the wait
        fails or is interrupted, the new process is killed again.  A close of the context, or
        (``cancellable``) of the Worker the operation runs for, stops the wait with
        ``closed_message``.
        """
        ctx = self._ctx
        memory, launches = ctx.memory, ctx.launches
        cb = memory.control_block
        cb.header.ready = 0
        cb.header.status = STATUS_OK
        ctypes.memset(memory.addr("fault"), 0, ctypes.sizeof(cb.fault))
        for core in cb.cores:
            core.current_block = NO_BLOCK
            core.tid = 0
        # Nothing is queued on a new device: launches still queued on a stopped one are
        # discarded (the caller accounts for them first).  Its cores start at header.seq.
        queue = launches.queue
        seq = queue.tail
        cb.header.seq = seq
        queue.reset(seq)
        collecting = launches.take_collecting()
        if collecting is not None:  # discarded with the queue: its collectors end without it
            end_launch(collecting, None)
        layout = memory.layout
        sizes = {"gm-size": layout.gm_size, "code-size": layout.code_size,
                 "ctrl-size": memory.ctrl_size}
        fds = {"gm-fd": memory.gm.fd, "code-fd": memory.code.fd, "ctrl-fd": memory.control_fd}
        self.proc = DeviceProcess(ctx.physical_id, sizes, fds)
        try:
            self.proc.wait_ready(
                memory.addr("header", "ready"), lambda: cb.header.ready != 0,
                lambda: closed_message if (ctx.cancelled() if cancellable else ctx.closed)
                else None,
            )
        except BaseException:
            self.end_device(kill=True)
            raise
        self.device_ready = True

    # ----------------------------------------------------------------- stop

    def signal_kill(self) -> None:
        """SIGKILL the device without waiting or locking (signal handlers, other threads)."""
        proc = self.proc
        if proc is not None:
            proc.signal_kill()

    def end_device(self, kill: bool) -> None:
        """Kill the device (or let it exit, killing it after a grace period), wait for it,
        then free staging held for its last launch."""
        proc = self.proc
        if proc is not None:
            if kill:
                proc.kill()
            else:
                proc.stop()
            self.proc = None  # only once it is known to be gone: an interrupt retries
        self.device_ready = False
        launches = self._ctx.launches
        launches.live = False
        launches.release_inflight()

    def restart(self, closed_message: str = CLOSED_DURING_LAUNCH,
                cancellable: bool = True) -> None:
        """Kill the device process (if any) and start a fresh one on the same memory
        (``cancellable``: see ``spawn``)."""
        self.end_device(kill=True)
        memory = getattr(self._ctx, "memory", None)
        if memory is not None and getattr(memory, "gm", None) is not None:
            reset_sync_blocks(memory)  # a launch that faulted in sync_all() left its block
        t0 = time.perf_counter()
        self.spawn(closed_message, cancellable)
        logger.log(V0, "device %d restarted in %.3f s", self._ctx.device_id,
                   time.perf_counter() - t0)

    def in_owner_process(self) -> bool:
        """This process started the device (not a forked child)."""
        return os.getpid() == self.owner_pid

    def device_exited(self) -> bool:
        """The device process exited (or was never started)."""
        proc = self.proc
        return proc is None or proc.poll() is not None

    def forget_parent_device(self) -> None:
        """In a forked child: let go of the parent's device without signalling it (its
        lifeline copy is closed, so the parent's ``close()`` does not wait for this child)."""
        proc, self.proc = self.proc, None
        self.device_ready = False
        self._ctx.launches.live = False  # the parent's launch: nothing to stop here
        if proc is not None:
            proc.forget()

    # ----------------------------------------------------------------- release

    def has_resources(self) -> bool:
        """A device, memory, collector state or a driver setting is still held."""
        ctx = self._ctx
        return (self.proc is not None or ctx.memory.has_resources()
                or bool(ctx.collector_state) or self._driver_previous[0])

    def release(self) -> None:
        """Release everything; every step is idempotent, so an interrupted teardown resumes."""
        ctx = self._ctx
        if (ctx.forked or not self.in_owner_process()) and self.proc is not None:
            # A forked child: the device belongs to the parent, which still uses it.
            proc, self.proc = self.proc, None
            proc.forget()
            ctx.launches.live = False
        self.end_device(kill=False)
        ctx.launches.detach()
        ctx.memory.unmap_control()
        ctx.collectors.detach(ctx)  # the collectors' GM (log rings, trace buffers)
        ctx.memory.unmap(ctx.device_id, warn=not ctx.forked)
        restore, previous = self._driver_previous
        if restore:
            phys = ctx.physical_id
            if previous is None:
                SimDriver.clear_l2_cache_offset(phys)
            else:
                SimDriver.set_l2_cache_offset(phys, previous, ctx.layout.gm_size)
            self._driver_previous = (False, None)
