"""A device context: one simulated device's lifecycle, from driver query and device start to
launches, faults and teardown (seed 002's primary context).

``DeviceContext.start()`` runs seed 001's delivery chain on the host side: it queries the
simulated driver ONCE (``rtGetL2CacheOffset(physical_id)``, a2a3 only), writes the result and
the snapshotted log level into the control block's InitArgs, and starts the device process,
whose cold start copies them into every core's GlobalContext (reached by kernels through
args[49]).

``DeviceContext.launch()`` validates arguments against the kernel's meta, stages numpy inputs
in GM, writes TensorDescs and the args template, rings the doorbell and waits on
``blocks_done``.  A kernel fault or timeout drains the launch's device logs, restarts the
device with the same GM and raises DeviceFault.  A launch left by any other exception
(KeyboardInterrupt, an exception raised by a signal handler) kills the device first and
restarts it; its staging buffers are freed only once the device is known to be stopped
(otherwise they are kept until it is), so a kernel never keeps running on GM the host reuses.
If that restart is interrupted, the device stays stopped and the next use restarts it.

A context is used through ``Worker`` handles (``worker.py``), which hold it by reference
(``users``, one token per handle; ``primary.py`` keeps one context per logical device).  Every
operation runs under the context's lock, with ``_user`` naming the handle it runs for, and
touches the control block only inside it.  ``close()`` (the last reference went, or the device
could not be restarted) tears down (unmaps) only when no operation is running:

* called from another thread while an operation runs, it marks the context closed and kills
  the device without the lock, so a running launch stops within one wait slice and unwinds,
  then it tears down under the lock;
* re-entered on the thread that is inside an operation (a signal handler or a finalizer run
  mid-launch, or the launch's own failure path), it only marks the context closed and kills
  the device; the operation raises ``RuntimeError("the Worker was closed during ...")`` (or
  its DeviceFault) and the handle tears down on its way out.

An operation stops the same way when the handle it runs for is closed (``_cancelled``).
Teardown is resumable: a ``close()`` interrupted by Ctrl-C is finished by the next one (or the
finalizer, or the exit hook).  In a forked child every inherited context is closed without
touching the parent's device, and its lock is fresh.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
import threading
import time
import warnings
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from incore.errors import (
    DeviceFault,
    KernelAssertionError,
    LaunchTimeout,
    restate,
    runtime_error,
)
from incore.log import LOGGER_NAME, V3, ensure_default_handler, split_level
from incore.runtime import dump, profiler
from incore.runtime.common import native
from incore.runtime.common.control import (
    ARCH_CODES,
    KIND_NAMES,
    LAUNCH_MIX,
    NO_BLOCK,
    STATUS_FAULT,
    STATUS_OK,
    control_block_type,
    core_topology,
    field_address,
)
from incore.runtime.common.layout import DESC_RESERVED, DeviceLayout
from incore.runtime.device import executor
from incore.runtime.device.driver import RT_ERROR_NONE, SimDriver, check_l2_cache_offset
from incore.runtime.device.scheduler import build_scheduler
from incore.runtime.device.sighandler import build_fault_handler
from incore.runtime.devlog.rings import LogRings
from incore.runtime.host import callback
from incore.runtime.host.faults import crash_fault, timeout_fault
from incore.runtime.host.launch.descpool import DescPool
from incore.runtime.host.launch.launchqueue import SEQ_MASK, LaunchQueue
from incore.runtime.host.launch.plan import KernelPlan, PoolFull
from incore.runtime.host.launch.staging import (
    Launchable,
    LaunchStats,
    block_count,
    launchable,
    stage_args,
)
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.codemem import CodeMemory
from incore.runtime.host.memory.gm import GlobalMemory, leak_report
from incore.runtime.host.process import DeviceProcess
from incore.runtime.host.sourcemap import LoadedPayload
from incore.runtime.host.validate import BoundArg, bind_args, check_int
from incore.runtime.l2 import capture as l2capture

logger = logging.getLogger(LOGGER_NAME)

WAIT_SLICE_SECONDS = 0.1
# Checks of the completion word before a waiting host sleeps on it (~0.1 us each).
HOST_SPINS = 64
# Kernel plans a context keeps (the table is emptied when it would grow past this).
MAX_PLANS = 256

CLOSED_DURING_LAUNCH = "the Worker was closed during the launch"
CLOSED_DURING_START = "the Worker was closed during start"
CLOSED = "this Worker is closed; create a new one"

_all_contexts: weakref.WeakSet = weakref.WeakSet()


@dataclass(frozen=True)
class ContextConfig:
    """What a context is started with; a Worker sharing a context must agree with it
    (``primary.check_compatible``).

    ``l2_cache_offset`` None keeps the driver's setting for the device.
    """

    platform: str
    arch: str
    clusters: int
    gm_size: int
    l2_cache_offset: int | None


class User(Protocol):
    """What a context needs from the handle an operation runs for (a ``Worker``)."""

    _closed: bool


class ContextTable(Protocol):
    """The owner of a context's table entry (``primary.PrimaryContexts``)."""

    def forget(self, ctx: DeviceContext) -> None:
        """Drop ``ctx``'s entry; called once its teardown is complete."""


class DeviceContext:
    """One logical device: its device process, GM, code memory, control block and log rings.

    ``device_id`` is the logical id (what Workers name); ``layout`` is keyed by the physical
    id, the one the simulated driver knows.
    """

    def __init__(
        self, device_id: int, layout: DeviceLayout, config: ContextConfig,
        table: ContextTable | None = None,
    ) -> None:
        self.device_id = device_id
        self.physical_id = layout.device_id
        self.config = config
        self.platform = config.platform
        self.arch = config.arch
        self.clusters = config.clusters
        self._layout = layout
        self._table = table
        self._requested_offset = config.l2_cache_offset
        self._topology = core_topology(config.clusters)
        self._cb_type = control_block_type(self.arch, len(self._topology))
        self.lock = threading.RLock()
        self.users: set[int] = set()  # tokens of the handles holding a reference
        self._user: User | None = None  # the handle the running operation is for
        self._started = False
        self._closed = False  # close() was called (teardown may still be pending)
        self._torn_down = False  # close() finished tearing down
        self._forked = False  # inherited by a forked child: the device is the parent's
        self._registered = table is not None
        self._driver_previous: tuple[bool, int | None] = (False, None)
        self._l2_cache_offset = 0
        self._log_level = (0, 0)
        self._gm: GlobalMemory | None = None
        self._rings: LogRings | None = None
        self._l2: l2capture.DeviceTraces | None = None  # the L2 model's trace buffers
        self._code: CodeMemory | None = None
        self._ctrl_fd = -1
        self._ctrl_size = native.round_up(ctypes.sizeof(self._cb_type), native.PAGE_SIZE)
        self._ctrl_mapped = False
        self._cb: Any = None
        self._proc: DeviceProcess | None = None
        self._device_ready = False  # _proc signalled ready and was not stopped since
        # A launch rang the doorbell and its kernel may still run (cleared when it finished or
        # the device was stopped); its staging buffers wait in _inflight until then.
        self._launch_live = False
        self._inflight: list[tuple[BoundArg, DeviceBuffer]] | None = None
        # Programs unregistered whose code is still in code memory (registry listener); freed
        # under the lock when no kernel runs: at once, or by the next launch.
        self._unloaded: list[Any] = []
        self._listening = False
        # The launch queue (launchqueue.py), the TensorDesc pool, kernel plans by kernel id,
        # the queued launch whose logs the host collects once it completes, live streams.
        self._queue: LaunchQueue | None = None
        self._pool: DescPool | None = None
        self._plans: dict[int, KernelPlan] = {}
        self._attended: tuple[int, Launchable, Any, int, bool] | None = None
        self._streams: weakref.WeakSet = weakref.WeakSet()
        self._stream_ids = 0
        self._owner_pid = os.getpid()
        self.start_seconds: float | None = None
        _all_contexts.add(self)

    # ----------------------------------------------------------------- lifecycle

    def _cancelled(self) -> bool:
        """The context, or the handle the running operation is for, was closed."""
        user = self._user
        return self._closed or (user is not None and user._closed)

    def start(self) -> None:
        """Query the driver, set up GM/code/control memory and start the device (idempotent).

        Called under the lock.
        """
        if self._forked:
            raise runtime_error("CONTEXT_FORKED")
        if self._closed:
            raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)
        if self._started:
            return
        t0 = time.perf_counter()
        ensure_default_handler()
        if self._has_resources():
            self._release_resources()  # what an interrupted failed start left behind
        self._owner_pid = os.getpid()
        try:
            self._log_level = split_level(logging.getLogger(LOGGER_NAME).getEffectiveLevel())
            self._l2_cache_offset = self._query_l2_cache_offset()
            self._map_memory()
            self._write_init_args()
            self._spawn_device(CLOSED_DURING_START)
        except BaseException:
            self._release_resources()
            raise
        self._started = True
        self.start_seconds = time.perf_counter() - t0
        logger.log(
            V3, "device %d (%s) started in %.3f s: pid %d, %d clusters, l2_cache_offset %#x",
            self.device_id, self.platform, self.start_seconds, self._proc.pid,
            self.clusters, self._l2_cache_offset,
        )

    def close(self) -> None:
        """Stop the device process and release GM, code and control memory (idempotent).

        GM stays mapped while DeviceBuffers (or numpy views of them) are alive.  A launch
        running on another thread is stopped (it raises RuntimeError).  Called from a signal
        handler or finalizer while this thread is inside an operation, it stops the device and
        leaves the teardown to that operation's handle.  A close() interrupted by Ctrl-C is
        completed by the next call.
        """
        lock = self.lock
        self._closed = True
        if self._torn_down:
            return
        if lock._is_owned():
            # Re-entered on the thread that is inside an operation: unmapping now would pull
            # the control block from under it.  Stop the kernel; the operation tears down.
            self._signal_kill()
            return
        if lock.acquire(blocking=False):
            lock.release()
        else:
            # Another thread is inside an operation, perhaps a long launch: stop the device
            # (no lock needed) so that the launch unwinds within one wait slice.
            self._signal_kill()
        with lock:
            if not self._torn_down:
                self._release_resources()
                self._unregister()
                self._torn_down = True

    def _unregister(self) -> None:
        if self._registered:
            if self._table is not None:
                self._table.forget(self)
            self._registered = False

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

    def _map_memory(self) -> None:
        """Create GM (``GlobalMemory``), code memory and the control block of this device.

        GM left mapped by buffers of a closed context on this device is adopted (``gm.py``
        decides, and names the problem when it cannot be).
        """
        self._gm = GlobalMemory(self._layout)
        self._code = CodeMemory(self._layout)
        if not self._listening and self._table is not None:
            self._table.programs().add_unregister_listener(self._on_program_unregistered)
            self._listening = True
        self._ctrl_fd = native.shared_memfd(
            f"incore-ctrl{self.physical_id}", self._layout.control_base, self._ctrl_size
        )
        self._ctrl_mapped = True
        self._cb = self._cb_type.from_address(self._layout.control_base)
        self._queue = LaunchQueue(self._cb, self._layout.control_base, self._cb_type)
        self._pool = DescPool(self._layout.desc_base, DESC_RESERVED)
        self._plans.clear()

    def _addr(self, *path: str) -> int:
        return field_address(self._layout.control_base, self._cb_type, *path)

    def _on_program_unregistered(self, program: Any) -> None:
        """Registry listener: free ``program``'s code now if no operation holds the lock, else
        leave it to the running operation's launch (a launch in flight may run that code)."""
        self._unloaded.append(program)
        lock = self.lock
        if lock._is_owned() or not lock.acquire(blocking=False):
            return
        try:
            self._free_unloaded_code()
        finally:
            lock.release()

    def _free_unloaded_code(self) -> None:
        """Release the code memory of unregistered programs (under the lock) unless a kernel
        may still run."""
        if self._code is None:
            self._unloaded.clear()  # nothing is loaded without code memory
            return
        if self._launch_live or (self._queue is not None and self._queue.queued()):
            return  # a running or queued launch may use that code
        if self._unloaded:
            self._plans.clear()  # plans hold payload addresses
        while self._unloaded:
            for text in self._unloaded.pop().payloads:
                self._code.release(text)

    def _write_init_args(self) -> None:
        """Seed 001 step 2: InitArgs carries the offset and log level to the device once."""
        handler = build_fault_handler(
            self._addr("fault"), self._addr("header", "status"),
            self._addr("header", "blocks_done"), STATUS_FAULT,
        )
        init = self._cb.init
        init.l2_cache_offset = self._l2_cache_offset
        init.log_severity, init.log_info_v = self._log_level
        self._rings = LogRings(self._gm, len(self._topology))
        init.log_ring = self._rings.base
        init.log_ring_stride = self._rings.stride
        init.clusters = self.clusters
        init.arch = ARCH_CODES[self.arch]
        init.fault_handler = self._code.load(handler)
        self._cb.executor.entry = self._core_loop()
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

    def _spawn_device(self, closed_message: str) -> None:
        """Start a device process on the mapped memory and wait until its cores are ready.

        Only called with no device running (at start, or after ``_end_device``).  If the wait
        fails or is interrupted, the new process is killed again.
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
        self._attended = None
        layout = self._layout
        sizes = {"gm-size": layout.gm_size, "code-size": layout.code_size,
                 "ctrl-size": self._ctrl_size}
        fds = {"gm-fd": self._gm.fd, "code-fd": self._code.fd, "ctrl-fd": self._ctrl_fd}
        self._proc = DeviceProcess(self.physical_id, sizes, fds)
        try:
            self._proc.wait_ready(
                self._addr("header", "ready"), lambda: cb.header.ready != 0,
                lambda: closed_message if self._cancelled() else None,
            )
        except BaseException:
            self._end_device(kill=True)
            raise
        self._device_ready = True

    def _signal_kill(self) -> None:
        """SIGKILL the device without waiting or locking (signal handlers, other threads)."""
        proc = self._proc
        if proc is not None:
            proc.signal_kill()

    def _end_device(self, kill: bool) -> None:
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
        self._release_inflight()

    def _release_inflight(self) -> None:
        """Free the staging buffers of the last launch, unless its kernel may still run."""
        temps = self._inflight
        if temps is None or self._launch_live:
            return
        while temps:
            _, tmp = temps.pop()
            tmp.free()  # idempotent, so a buffer staged for two params is fine
        self._inflight = None

    def _restart_device(self, closed_message: str = CLOSED_DURING_LAUNCH) -> None:
        """Kill the device process (if any) and start a fresh one on the same memory."""
        self._end_device(kill=True)
        t0 = time.perf_counter()
        self._spawn_device(closed_message)
        logger.log(V3, "device %d restarted in %.3f s", self.device_id, time.perf_counter() - t0)

    def _has_resources(self) -> bool:
        return (
            self._proc is not None or self._ctrl_mapped or self._ctrl_fd >= 0
            or self._code is not None or self._rings is not None or self._gm is not None
            or self._driver_previous[0]
        )

    def _release_resources(self) -> None:
        """Release everything; every step is idempotent, so an interrupted teardown resumes."""
        if (self._forked or os.getpid() != self._owner_pid) and self._proc is not None:
            # A forked child: the device belongs to the parent, which still uses it.
            proc, self._proc = self._proc, None
            proc.forget()
            self._launch_live = False
        self._end_device(kill=False)
        self._cb = None  # no ctypes object may outlive the mapping it points into
        self._queue = None
        self._plans.clear()
        if self._ctrl_mapped:
            native.unmap(self._layout.control_base, self._ctrl_size)
            self._ctrl_mapped = False
        fd, self._ctrl_fd = self._ctrl_fd, -1
        if fd >= 0:
            os.close(fd)
        if self._code is not None:
            self._code.close()
            self._code = None
        if self._rings is not None:
            self._rings.free()
            self._rings = None
        if self._l2 is not None:
            self._l2.free(self)
            self._l2 = None
        if self._gm is not None:
            self._close_gm()
        restore, previous = self._driver_previous
        if restore:
            phys = self.physical_id
            if previous is None:
                SimDriver.clear_l2_cache_offset(phys)
            else:
                SimDriver.set_l2_cache_offset(phys, previous, self._layout.gm_size)
            self._driver_previous = (False, None)

    def _close_gm(self) -> None:
        """Retire this context's GM: warn (ResourceWarning) about buffers still alive, make
        them raise RuntimeError from now on, and end the context's use of the mapping.

        The mapping stays while those buffers (or numpy views of them) are alive; the next
        context on this device adopts it (``gm.py``).  A forked child does not warn: the
        buffers are copies of its parent's.
        """
        gm = self._gm
        report = None if self._forked else leak_report(gm, self.device_id)
        gm.invalidate(f"device {self.device_id}'s context was closed")
        gm.close()
        self._gm = None
        if report is not None:
            warnings.warn(report, ResourceWarning, stacklevel=_user_stacklevel())

    def ensure_started(self) -> None:
        """Start the context if needed and make sure its device is ready for use (under the
        lock).

        A device left stopped by an interrupted restart, or still running a launch that was
        abandoned while it was being stopped, is (re)started here.
        """
        if self._forked or (self._started and os.getpid() != self._owner_pid):
            raise runtime_error("CONTEXT_FORKED")
        if self._closed:
            raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)
        if not self._started:
            self.start()
        elif self._launch_live or not self._device_ready:
            logger.log(V3, "device %d was left stopped or busy; restarting it", self.device_id)
            self._restart_device(CLOSED_DURING_START)
        self._release_inflight()

    # ----------------------------------------------------------------- properties

    @property
    def l2_cache_offset(self) -> int:
        """The nocache offset the driver reported at start (0 on a5sim or a failed query)."""
        return self._l2_cache_offset

    @property
    def log_level(self) -> tuple[int, int]:
        """The ``(severity, info_v)`` snapshot taken at start."""
        return self._log_level

    @property
    def device_pid(self) -> int:
        """Process id of the running device process."""
        return self._proc.pid

    @property
    def gm(self) -> GlobalMemory | None:
        """This context's GM (None before start and after teardown)."""
        return self._gm

    def global_context(self, core_id: int) -> dict[str, int]:
        """The GlobalContext of ``core_id`` as the device wrote it (under the lock, started)."""
        n = len(self._topology)
        core_id = check_int("core_id", core_id, 0, n - 1, f"an int in [0, {n})")
        ctx = self._cb.cores[core_id].global_ctx
        return {name: int(getattr(ctx, name)) for name, _ in ctx._fields_}

    def empty(self, shape: tuple[int, ...], dtype: np.dtype) -> DeviceBuffer:
        """An uninitialised buffer in this context's GM (under the lock, started)."""
        return DeviceBuffer(self._gm, shape, dtype)

    # ----------------------------------------------------------------- launch

    def launch(
        self, kernel: Any, args: tuple, blocks: int | None, timeout: float
    ) -> LaunchStats:
        """Validate, stage, run, copy back and drain the logs of one launch (under the lock,
        started).  ``timeout`` bounds the run; see ``Worker.launch`` for the errors.

        With the profiler on, the launch's phases and its blocks on the cores are recorded."""
        prof = profiler.active()
        if prof is None:
            return self._launch(kernel, args, blocks, timeout, None)
        cb = self._cb
        rec = prof.launch(device_id=self.device_id, platform=self.platform, header=cb.header,
                          cores=cb.cores, topology=self._topology, gm=self._gm)
        try:
            stats = self._launch(kernel, args, blocks, timeout, rec)
        except BaseException as e:
            rec.end(e)
            raise
        rec.l2 = stats.l2  # the L2 model's counter tracks (None without l2_model)
        rec.end()
        return stats

    def _launch(
        self, kernel: Any, args: tuple, blocks: int | None, timeout: float,
        rec: profiler.LaunchRecorder | None,
    ) -> LaunchStats:
        # Phase 1, validate: the kernel object, its arguments and the block count.  A Worker
        # with an l2_model runs the kernel's traced variant (l2 None: no L2 model).
        l2 = l2capture.launch_session(self, kernel)
        plan = self._plan(kernel if l2 is None else l2.kernel)
        k = plan.k
        # Device buffers and scalars only, no dump and no L2 model: the plan's binding (checks
        # only what changed since the last launch of this kernel; nothing to stage or copy).
        planned = l2 is None and plan.buffers_only(args) and not dump.active(self)
        if planned:
            bound = None
            self._bind_planned(plan, args, stream=False)
        else:
            bound, _symbols = bind_args(k.meta, args, self.arch, self._gm)
        nblocks = block_count(blocks, plan.default_blocks, mix=k.kind == LAUNCH_MIX)
        t0 = time.perf_counter()
        # Launches queued on streams run first; their faults go to their streams.
        self._settle()
        # The staging buffers are held by the context until the launch's kernel is known to
        # have finished or its device to be stopped, even if this frame is torn out early.
        temps: list[tuple[BoundArg, DeviceBuffer]] = []
        self._inflight = temps
        queue = self._queue
        seq = (queue.tail + 1) & SEQ_MASK
        entry = queue.entry(seq)
        try:
            # Phase 2, stage: inputs into GM, descriptors, the launch's args, rings.
            if rec is not None:
                rec.enter(profiler.STAGE, kernel=k.name, blocks=nblocks)
            if planned:
                self._write_args(plan, entry, None)
            else:
                stage_args(bound, entry.args, self._desc_for, self._gm, temps)
                entry.words.clear()  # stage_args rewrote every word of the descriptor's args
            self._rings.reset(k.meta)
            if bound is not None:
                # Input dump (when on): the staged inputs, before the run; task = this seq.
                dump.before_run(self, k, bound, temps, nblocks, stream=0, task=seq)
            t1 = time.perf_counter()
            # Phase 3, run: enqueue and wait; faults and timeouts raise from here.
            if rec is not None:
                rec.enter(profiler.RUN)
            try:
                self._run(plan, seq, nblocks, timeout)
            except DeviceFault:
                raise  # the device was already stopped (and restarted)
            except BaseException:
                # Interrupted (KeyboardInterrupt, an exception from a signal handler, close()
                # from a handler or another thread...): the cores may still run the kernel on
                # the staging buffers, so stop the device before they are freed.
                self._abort_launch(k)
                raise
            t2 = time.perf_counter()
            # Phase 4, copy back: written tensors into the caller's arrays.
            if rec is not None:
                rec.enter(profiler.COPY_BACK)
            for arg, tmp in temps:
                if arg.written:
                    np.copyto(arg.value, tmp.numpy())
            t3 = time.perf_counter()
        finally:
            if self._launch_live:
                # Left while the kernel may still run (an interrupt during the stop itself):
                # stop the device now.  If this is interrupted too, the buffers stay held
                # (never freed under a running kernel) until the device is stopped.
                self._end_device(kill=True)
            self._release_inflight()
            # programs unregistered while this launch ran (their code may be loaded again)
            self._unloaded.extend(p for p in k.programs if not p.registered)
            self._free_unloaded_code()
        dump.after_launch(self, k, (t1 - t0, t2 - t1, t3 - t2))  # output/overflow dump
        # Phase 5, log drain: device log records; a failed assert raises here.
        if rec is not None:
            rec.enter(profiler.LOG_DRAIN)
        try:
            self._rings.collect(k.name, k.meta, self._core_label)
        except KernelAssertionError as e:
            raise dump.exception_dump(self, k, e) from None
        l2_stats = None if l2 is None else l2.finish(self, k, entry.args)
        return LaunchStats(k.name, nblocks, t1 - t0, t2 - t1, t3 - t2, l2=l2_stats)

    def _default_blocks(self, k: Launchable) -> int:
        """One block per core of the kernel's kind (per cluster for @mix kernels)."""
        if k.kind == LAUNCH_MIX:
            return self.clusters
        return sum(1 for _, kind, _, _ in self._topology if kind == k.kind)

    def _plan(self, kernel: Any) -> KernelPlan:
        """The launch plan of ``kernel`` (made on its first launch on this context): its
        launchable form and payloads loaded into code memory."""
        plan = self._plans.get(id(kernel))
        if plan is not None and plan.kernel is kernel:
            if plan.k.programs:
                kernel.check_registered()
            return plan
        k = launchable(kernel)
        self._free_unloaded_code()  # before loading: freed ranges can be reused at once
        payload = self._code.load(k.text)
        payload_aic = self._code.load(k.text_aic) if k.text_aic is not None else 0
        plan = KernelPlan(kernel, k, payload, payload_aic, self._default_blocks(k), self.arch)
        if len(self._plans) >= MAX_PLANS:
            self._plans.clear()
        self._plans[id(kernel)] = plan
        return plan

    def _desc_for(self, data_addr: int, dtype: str, shape: tuple[int, ...]) -> int:
        """The TensorDesc of a tensor of a synchronous launch (the queue is empty then, so a
        full pool is simply cleared)."""
        addr = self._pool.get(data_addr, dtype, shape)
        if addr is None:
            self._pool.clear()
            addr = self._pool.get(data_addr, dtype, shape)
        return addr

    def _describe(self, plan: KernelPlan, seq: int, nblocks: int, stream: Any,
                  timeout: float) -> Any:
        """Write launch ``seq``'s kernel fields into its descriptor and host entry."""
        entry = self._queue.entry(seq)
        desc = entry.desc
        k = plan.k
        if entry.plan is not plan or entry.nblocks != nblocks:
            desc.core_kind = k.kind
            desc.nblocks = nblocks
            desc.units = nblocks * 3 if k.kind == LAUNCH_MIX else nblocks
            desc.payload = plan.payload
            desc.payload_aic = plan.payload_aic
            entry.plan = plan
            entry.nblocks = nblocks
        # the profiler's recorder sets the header's flag for a profiled synchronous launch
        profile = self._cb.header.profile if stream is None else 0
        if entry.profile != profile:
            desc.profile = entry.profile = profile
        entry.launch = k
        entry.stream = stream
        entry.timeout = timeout
        return entry

    def _run(self, plan: KernelPlan, seq: int, nblocks: int, timeout: float) -> None:
        """Enqueue launch ``seq`` (the queue is empty) and wait until it completed; a fault or
        timeout restarts the device and raises (``_launch_failed``)."""
        queue = self._queue
        self._describe(plan, seq, nblocks, None, timeout)
        self._launch_live = True  # from here on the kernel may run until stopped or done
        queue.publish(seq)
        self._wait_queue(lambda: queue.is_complete(seq))
        self._launch_live = False

    # ----------------------------------------------------------------- streams

    def new_stream_id(self) -> int:
        """A fresh stream id of this context (1, 2, ...; 0 is the synchronous launches')."""
        self._stream_ids += 1
        return self._stream_ids

    def stream_launch(self, stream: Any, kernel: Any, args: tuple, blocks: int | None,
                      timeout: float) -> None:
        """Enqueue one launch on ``stream`` and return (under the lock, started).

        Arguments are checked as in a synchronous launch (tensors must be DeviceBuffers).  A
        stream whose earlier launch failed, and not yet reported, discards the launch.  A full
        queue blocks until the device completes a launch (back-pressure).
        """
        self._poll_queue()
        plan = self._plan(kernel)
        k = plan.k
        nblocks = block_count(blocks, plan.default_blocks, mix=k.kind == LAUNCH_MIX)
        self._bind_planned(plan, args, stream=True)
        if stream.failure is None:
            stream.inherit()
        if stream.failure is not None:
            stream.discard()
            return
        dumping = dump.active(self)
        attended = plan.attended or dumping
        if attended or profiler.active() is not None:
            # Its log rings (and dumps) are read after it completes: one such launch at a
            # time, once the launches before it ran (its input dump shows what it reads).
            self._settle()
            self._rings.reset(k.meta)
        queue = self._queue
        seq = (queue.tail + 1) & SEQ_MASK
        if not queue.room():
            self._wait_queue(lambda: queue.room())
            seq = (queue.tail + 1) & SEQ_MASK
        entry = self._describe(plan, seq, nblocks, stream, timeout)
        self._write_args(plan, entry, args)
        entry.ordinal = stream.enqueued(seq)
        if dumping:
            bound, _ = bind_args(k.meta, args, self.arch, self._gm)
            dump.before_run(self, k, bound, [], nblocks, stream=stream.id, task=seq)
        if attended:
            self._attended = (seq, k, stream, entry.ordinal, dumping)
        queue.publish(seq)

    def _bind_planned(self, plan: KernelPlan, args: tuple, stream: bool) -> None:
        """``plan.bind`` of ``args``; a full TensorDesc pool is emptied once the queue is."""
        try:
            plan.bind(args, self._gm, self._pool, stream=stream)
        except PoolFull:  # every TensorDesc slot is used: empty the queue, start over
            self._settle()
            self._pool.clear()
            plan.bind(args, self._gm, self._pool, stream=stream)

    @staticmethod
    def _write_args(plan: KernelPlan, entry: Any, keep: tuple | None) -> None:
        """Write the plan's argument words into the entry's descriptor, only those that differ
        from what the descriptor holds; the entry holds the GM of the tensors of ``keep`` (a
        queued launch's arguments) until the launch completed."""
        desc_args = entry.args
        written = entry.words
        words = plan.words
        held = entry.keep
        held.clear()
        for i, slot, _ in plan.tensors:
            w = words[i]
            if written.get(slot) != w:
                desc_args[slot] = written[slot] = w
            if keep is not None:
                held.append(keep[i]._alloc)
        for i, slot, _ in plan.scalars:
            w = words[i]
            if written.get(slot) != w:
                desc_args[slot] = written[slot] = w

    def stream_wait(self, seq: int) -> None:
        """Wait until launch ``seq`` completed or was discarded (under the lock, started).

        Faults and timeouts of queued launches are recorded on their streams (the callers
        raise them); the device is restarted.
        """
        queue = self._queue
        self._wait_queue(lambda: queue.is_complete(seq))

    def stream_query(self, seq: int) -> bool:
        """Launch ``seq`` completed or was discarded, without waiting (under the lock)."""
        self._poll_queue()
        return self._queue.is_complete(seq)

    def _settle(self) -> None:
        """Wait until every queued launch completed (or was discarded)."""
        queue = self._queue
        if queue.queued() or self._attended is not None:
            self._wait_queue(lambda: queue.queued() == 0)

    def _poll_queue(self) -> None:
        """Notice a fault of a queued launch, collect the logs of a completed attended launch
        and release the references of completed launches (cheap: a few word reads)."""
        if self._cb.header.status == STATUS_FAULT:
            self._launch_failed(timed_out=False)
        attended = self._attended
        if attended is not None and self._queue.is_complete(attended[0]):
            self._collect_attended()
        self._queue.reap()

    def _wait_queue(self, ready: Callable[[], bool]) -> None:
        """Wait until ``ready()``, checking for faults, timeouts and close() of queued
        launches, sleeping on ``completed`` in slices."""
        queue = self._queue
        words = queue.words
        spins = HOST_SPINS
        while True:
            done = ready()
            self._poll_queue()  # after ready(): a launch seen complete is also collected
            if done:
                return
            if spins:
                spins -= 1
                continue
            if self._cancelled():
                raise runtime_error("CONTEXT_CLOSED", detail=CLOSED_DURING_LAUNCH)
            if self._proc.poll() is not None:
                self._launch_failed(timed_out=False)
                continue
            slice_s = WAIT_SLICE_SECONDS
            running = queue.running()
            if running is not None and words.started_ns:
                limit = queue.entry(running).timeout
                elapsed = (time.monotonic_ns() - int(words.started_ns)) / 1e9
                if elapsed >= limit:
                    self._launch_failed(timed_out=True)
                    continue
                slice_s = min(slice_s, limit - elapsed)
            completed = words.completed
            words.host_waiting = 1
            queue.fence()
            if not ready() and words.completed == completed:
                native.futex_wait(queue.completed_addr, completed, max(slice_s, 0.001))
            words.host_waiting = 0

    def _collect_attended(self) -> None:
        """Emit the device logs of the completed attended launch; a failed assertion or
        bounds check fails its stream (raised at the stream's next wait)."""
        seq, k, stream, ordinal, dumped = self._attended
        self._attended = None
        if dumped:
            dump.after_launch(self, k, (0.0, 0.0, 0.0), task=seq)
        try:
            self._rings.collect(k.name, k.meta, self._core_label)
        except KernelAssertionError as e:
            stream.fail(dump.exception_dump(self, k, e, task=seq) if dumped else e, seq, 0,
                        ordinal)
        except DeviceFault as e:
            stream.fail(e, seq, 0, ordinal)

    def _launch_failed(self, timed_out: bool) -> None:
        """The running launch faulted or timed out: build its DeviceFault from the fault
        record and the payload's tables, stop the device, emit the launch's device logs (GM
        outlives the device process), dump it, restart the device (which discards the launches
        queued behind it) and tell the exception callback.  A synchronous launch's fault is
        raised; a queued launch's is recorded on its stream and on the streams that lost
        launches (raised at their next wait).

        If the restart fails, the context is closed and the DeviceFault says so.  An interrupt
        (KeyboardInterrupt...) during the restart propagates as itself; the device is then
        stopped and the next use restarts it.
        """
        queue = self._queue
        cb = self._cb
        attended = self._attended
        if attended is not None and queue.is_complete(attended[0]):
            self._collect_attended()  # an earlier launch's logs, before the restart drops them
        seq = queue.running()
        if seq is None:  # died between launches (killed from outside): blame the next one
            seq = (queue.completed + 1) & SEQ_MASK
        entry = queue.entry(seq)
        k, stream = entry.launch, entry.stream
        if k is None:  # nothing queued: the device itself died
            self._end_device(kill=True)
            self._restart_device()
            return
        if timed_out:
            fault = timeout_fault(k.name, cb, entry.timeout, self._core_label)
        else:
            desc = entry.desc
            running = [LoadedPayload(int(desc.payload), k.text, k.meta)]
            if k.text_aic is not None:
                running.append(LoadedPayload(int(desc.payload_aic), k.text_aic,
                                             k.meta_aic or k.meta))
            code = self._proc.wait_exit()
            fault = crash_fault(k.name, cb, code, self.device_id, self._core_label, running)
        self._end_device(kill=True)  # a timed-out kernel must stop writing before its logs are read
        if self._attended is not None and self._attended[0] == seq:
            self._attended = None
        # Only a launch with log sites writes the rings, and such a launch runs alone.
        self._drain_logs(k)
        fault = dump.exception_dump(self, k, fault, task=seq)  # GM, control block still mapped
        lost: dict[Any, int] = {}
        tail, n = queue.tail, seq
        while n != tail:
            n = (n + 1) & SEQ_MASK
            other = queue.entry(n).stream
            lost[other] = lost.get(other, 0) + 1
        # restate(): the same fault (type, code, hint, attributes) saying what followed it.
        message = getattr(fault, "message", None) or str(fault)
        if self._cancelled():
            raise self._reported(restate(fault, f"{message}; the Worker was closed"))
        logger.warning("%s; restarting device %d", message, self.device_id)
        try:
            self._restart_device()
        except Exception as e:
            self._close_broken()
            why = getattr(e, "message", None) or e
            raise self._reported(restate(
                fault,
                f"{message}; restarting device {self.device_id} failed ({why}): Worker closed",
            )) from e
        if stream is None:
            # raised without a local name: a frame holding it would make a cycle through the
            # traceback and keep the launch's arguments alive until the next collection
            raise self._reported(restate(fault, f"{message}; the device was restarted"))
        fault = self._reported(restate(fault, f"{message}; the device was restarted"))
        stream.fail(fault, seq, lost.pop(stream, 0), entry.ordinal)
        for other, count in lost.items():
            if other is not None:
                other.lose(fault, count, stream, entry.ordinal)

    def _core_label(self, core_id: int) -> str:
        return f"core {core_id} ({KIND_NAMES[self._topology[core_id][1]]})"

    def _abort_launch(self, k: Launchable) -> None:
        """Stop a launch abandoned by a non-fault exception, then restart the device.

        The device is killed first, before anything that could be interrupted again (logging,
        the restart).  If the restart fails, the context is closed; if it is interrupted, the
        device stays stopped and the next use restarts it.  Either way the caller re-raises.
        """
        self._end_device(kill=True)
        if self._cancelled():
            return  # close() stopped the launch: the teardown (or the next use) follows
        logger.warning(
            "launch of kernel %r on device %d interrupted; device stopped, restarting it",
            k.name, self.device_id,
        )
        try:
            self._restart_device()
        except Exception:
            self._close_broken()
            raise

    def _close_broken(self) -> None:
        """The device cannot be restarted: close the context and the handle using it (the
        teardown happens as the operation unwinds)."""
        user = self._user
        if user is not None:
            user._closed = True
        self.close()

    def _drain_logs(self, k: Launchable) -> None:
        """Emit the device log records of a failed launch (GM outlives the device process)."""
        try:
            self._rings.collect(k.name, k.meta, self._core_label, assertions=False)
        except Exception as e:  # noqa: BLE001 - the fault is what the caller must see
            logger.warning("could not read the device logs of kernel %r: %s", k.name, e)

    def _reported(self, fault: DeviceFault) -> DeviceFault:
        """``fault``, after the exception callback (if any) was told about it."""
        callback.report(fault, self.device_id, self.physical_id,
                        timeout=isinstance(fault, LaunchTimeout))
        return fault


def _user_stacklevel() -> int:
    """The ``warnings.warn`` stacklevel of the innermost caller outside incore's runtime (the
    user's ``close()`` or ``with``), seen from the function calling ``warnings.warn``."""
    here = os.path.dirname(os.path.abspath(__file__))
    frame, level = sys._getframe(2), 2
    while frame is not None and os.path.dirname(frame.f_code.co_filename) == here:
        frame, level = frame.f_back, level + 1
    return level


def _forget_contexts_in_child() -> None:
    """After ``fork()``, in the child: detach every inherited context from the parent's device.

    A parent thread may have held a context's lock (mid-launch) at fork(); that thread does not
    exist here, so the lock is replaced.  An inherited context that was started (or is
    starting) is marked forked and closed: it closes its copy of the lifeline (otherwise the
    child would keep the parent's device alive, and the parent's ``close()`` would wait for EOF
    in vain) and never signals, stops or restarts the parent's device; its teardown in the
    child only releases the child's own mappings and descriptors.
    """
    for ctx in list(_all_contexts):
        ctx.lock = threading.RLock()
        ctx._user = None
        if not (ctx._started or ctx._has_resources()):
            continue  # never started: nothing of the parent's is held
        ctx._forked = True
        ctx._closed = True
        proc, ctx._proc = ctx._proc, None
        ctx._device_ready = False
        ctx._launch_live = False  # the parent's launch: nothing to stop here
        if proc is not None:
            proc.forget()


os.register_at_fork(after_in_child=_forget_contexts_in_child)


def close_all_contexts() -> None:
    """Close every context of this process (the exit hook; best effort)."""
    for ctx in list(_all_contexts):
        try:
            ctx.close()
        except Exception:  # noqa: BLE001 - best effort at interpreter exit
            pass
