"""A device context: one simulated device's lifecycle, from driver query and device start to
launches, faults and teardown (the primary context of docs/runtime.md, "The Runtime, devices
and contexts").

A ``DeviceContext`` is made of parts, each an object that owns its fields and reaches
another part only through what that part makes public (docs/runtime.md, "The context's
parts"): ``memory`` (``mapping.py``), ``launches`` (``launch/state.py``), ``lifecycle``
(``lifecycle.py``), ``waits`` (``launch/waits.py``) and ``failure`` (``failure.py``).  The
context keeps its identity, its lock with the handle and thread an operation runs for, the
handles holding it, and whether it is closed or torn down.

``DeviceContext.start()`` delivers the L2 nocache offset on the host side
(docs/runtime.md, "The L2 nocache offset, from driver to load"): the lifecycle queries the
simulated driver ONCE (``rtGetL2CacheOffset(physical_id)``, a2a3 only), writes the result and
the snapshotted log level into the control block's InitArgs, and starts the device process,
whose cold start copies them into every core's GlobalContext (reached by kernels through
args[49]).

Launches on a context go through the launch pipeline (``launch/pipeline.py``, called by
``Worker.launch`` and ``Stream.launch``): plan, bind, stage, run, copy back, collect, with the
launch's collectors (profiler, dumps, L2 model, device logs) called at each phase.  A kernel
fault or timeout is described, shown to the launch's collectors, the device restarted with
the same GM and the DeviceFault raised (``failure.py``).  A launch left by any other exception
(KeyboardInterrupt, an exception raised by a signal handler) kills the device first and
restarts it; its staging buffers are freed only once the device is known to be stopped
(otherwise they are kept until it is), so a kernel never keeps running on GM the host reuses.
If that restart is interrupted, the device stays stopped and the next use restarts it.

A context is used through ``Worker`` handles (``worker.py``), which hold it by reference
(``users``, one token per handle; ``primary.py`` keeps one context per logical device).  Every
operation runs under the context's lock, with ``caller`` naming the handle it runs for and
``owner`` the thread holding the lock (``held_by_this_thread``), and touches the control
block only inside it.  The collectors of its launches come from the ``CollectorRegistry``
it is given (``collectors``), so the host names no collector package.  ``close()`` (the last
reference went, or the device could not be restarted) tears down (unmaps) only when no
operation is running:

* called from another thread while an operation runs, it marks the context closed and kills
  the device without the lock, so a running launch stops within one wait slice and unwinds,
  then it tears down under the lock;
* re-entered on the thread that is inside an operation (a signal handler or a finalizer run
  mid-launch, or the launch's own failure path), it only marks the context closed and kills
  the device; the operation raises ``RuntimeError("the Worker was closed during ...")`` (or
  its DeviceFault) and the handle tears down on its way out.

The last reference goes only after the Worker's close drained the queue (``worker.py``,
``closing.py``), so neither kill discards an accepted launch.  A wait of an operation whose
handle is closing (``cancelled()``) ends without touching the queue (the close drains it);
only a synchronous launch's own kernel is stopped.  A Worker's close that arrives on a thread
already inside an operation is deferred to it (``defer_close``; ``operations.finish_closes``).
Teardown is resumable: a ``close()`` interrupted by Ctrl-C is finished by the next one (or the
finalizer, or the exit hook).  In a forked child every inherited context is closed without
touching the parent's device, and its lock is fresh.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import weakref
from _thread import get_ident
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from incore.errors import runtime_error
from incore.log import LOGGER_NAME, V0, V3, ensure_default_handler, split_level
from incore.runtime.common import native
from incore.runtime.common.control import KIND_NAMES, control_block_type, core_topology
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.collector import NO_COLLECTORS, CollectorRegistry
from incore.runtime.host.failure import FailurePath
from incore.runtime.host.launch.launchqueue import LaunchQueue
from incore.runtime.host.launch.state import LaunchState
from incore.runtime.host.launch.waits import QueueWaits
from incore.runtime.host.lifecycle import CLOSED_DURING_START, DeviceLifecycle
from incore.runtime.host.mapping import ContextMemory
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.gm import GlobalMemory
from incore.runtime.host.parts import Caller
from incore.runtime.host.registry import ProgramRegistry
from incore.runtime.host.validate import check_int

logger = logging.getLogger(LOGGER_NAME)

CLOSED = "this Worker is closed; create a new one"
KEEP: Any = object()  # ``holding()``'s default: the caller stays what it is

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


class ContextTable(Protocol):
    """The owner of a context's table entry (``primary.PrimaryContexts``)."""

    def forget(self, ctx: DeviceContext) -> None:
        """Drop ``ctx``'s entry; called once its teardown is complete."""

    def programs(self) -> Any:
        """The process's program registry (``registry.ProgramRegistry``)."""


class DeviceContext:
    """One logical device: its device process, GM, code memory, control block and launches.

    Its jobs are parts, each an object owning its fields (docs/runtime.md, "The context's
    parts"): ``memory`` (``mapping.ContextMemory``: GM, code memory, the control block),
    ``launches`` (``launch/state.LaunchState``: queue, TensorDesc pool, plans, the running
    launch), ``lifecycle`` (``lifecycle.DeviceLifecycle``: the device process), ``waits``
    (``launch/waits.QueueWaits``) and ``failure`` (``failure.FailurePath``).  The context
    itself keeps its identity, its lock and the handles using it, and whether it is closed.
    Launches go through the launch pipeline (``launch/pipeline.py``), which sees the context
    as a ``launch/protocol.LaunchContext``.  ``device_id`` is the logical id (what Workers
    name); ``layout`` is keyed by the physical id, the one the simulated driver knows.
    """

    def __init__(
        self, device_id: int, layout: DeviceLayout, config: ContextConfig,
        table: ContextTable | None = None, collectors: CollectorRegistry = NO_COLLECTORS,
    ) -> None:
        self.device_id = device_id
        self.physical_id = layout.device_id
        self.config = config
        self.platform = config.platform
        self.arch = config.arch
        self.clusters = config.clusters
        self.layout = layout  # the device's address plan
        self.topology = core_topology(config.clusters)  # (core_id, kind, sub_block, cluster)
        self.collectors = collectors  # the collector sources of its launches
        # The collector packages' per-device state (log rings, L2 trace buffers), by
        # package: each package reads and writes its own key only.
        self.collector_state: dict[str, Any] = {}
        self.lock = threading.RLock()
        self.users: set[int] = set()  # tokens of the handles holding a reference
        # Set by whoever takes the lock (``operations.py``, ``holding()``) and put back when
        # it lets go: the handle the running operation is for, and the thread holding it.
        self.caller: Caller | None = None
        self.owner: int | None = None
        # Workers whose close() came while this thread (a signal handler, a finalizer) or
        # another one (a finalizer's) held the lock: the operation holding it finishes them
        # (``operations.finish_closes``); read, never written, outside the context.
        self.deferred_closes: list[Any] = []
        self.start_seconds: float | None = None
        self._table = table
        self._own_programs: ProgramRegistry | None = None  # a context outside any table
        self._registered = table is not None
        self._listening = False  # listens to the table's registry for unregistered programs
        self._closed = False  # close() was called (teardown may still be pending)
        self._torn_down = False  # close() finished tearing down
        self._forked = False  # inherited by a forked child: the device is the parent's
        self._stream_ids = 0
        # the parts (each keeps its own fields; a part reaches another through this context)
        self.memory = ContextMemory(layout, control_block_type(self.arch, len(self.topology)))
        self.launches = LaunchState()
        self.lifecycle = DeviceLifecycle(self, config.l2_cache_offset)
        self.failure = FailurePath(self)
        self.waits = QueueWaits(self)
        _all_contexts.add(self)

    # ----------------------------------------------------------------- the lock

    def cancelled(self) -> bool:
        """The context, or the handle the running operation is for, was closed."""
        caller = self.caller
        return self._closed or (caller is not None and caller._closed)

    def held_by_this_thread(self) -> bool:
        """The calling thread holds the context's lock (inside an operation on it)."""
        return self.owner == get_ident()

    def holding(self, caller: Any = KEEP, acquired: bool = False) -> Holding:
        """``with ctx.holding(caller):`` takes the lock for an operation of ``caller`` (None:
        one of no handle, e.g. a close's drain, whose waits no handle's close cancels;
        left out: the running operation's caller, if any, stays).  ``acquired``: this thread
        took the lock already (``lock.acquire(blocking=False)``); the block releases it."""
        return Holding(self, caller, acquired)

    def is_ready(self) -> bool:
        """Started, its device ready, nothing left running or held, not closed: a launch may
        go ahead without ``ensure_started`` (under the lock).

        One test per launch: a ready device was started (``DeviceLifecycle.device_ready`` is
        set only by a spawn, which a start or restart makes), and a forked context is closed
        too (``detach_from_parent``)."""
        launches = self.launches
        return self.lifecycle.device_ready and not (
            self._closed or launches.live or launches.inflight)

    # ----------------------------------------------------------------- state

    @property
    def started(self) -> bool:
        """``start()`` completed."""
        return self.lifecycle.started

    @property
    def closed(self) -> bool:
        """``close()`` was called, or the last reference went (teardown may still pend)."""
        return self._closed

    @property
    def torn_down(self) -> bool:
        """``close()`` finished tearing down."""
        return self._torn_down

    @property
    def forked(self) -> bool:
        """Inherited by a forked child: the device is the parent's."""
        return self._forked

    @property
    def queue(self) -> LaunchQueue | None:
        """The launch queue (None before start and after teardown)."""
        return self.launches.queue

    @property
    def launch_live(self) -> bool:
        """A synchronous launch rang the doorbell and its kernel may still run."""
        return self.launches.live

    @property
    def device_ready(self) -> bool:
        """The device process signalled ready and was not stopped since."""
        return self.lifecycle.device_ready

    @property
    def l2_cache_offset(self) -> int:
        """The nocache offset the driver reported at start (0 on a5sim or a failed query)."""
        return self.lifecycle.l2_cache_offset

    @property
    def log_level(self) -> tuple[int, int]:
        """The ``(severity, info_v)`` the device's cores run with: the starting Worker's, then
        that of the Worker whose launch ran last (``use_level``)."""
        return self.launches.log_level

    @property
    def device_pid(self) -> int:
        """Process id of the running device process."""
        return self.lifecycle.proc.pid

    @property
    def control_block(self) -> Any:
        """The control block shared with the device (None before start and after teardown)."""
        return self.memory.control_block

    @property
    def gm(self) -> GlobalMemory | None:
        """This context's GM (None before start and after teardown)."""
        return self.memory.gm

    def mark_closed(self) -> None:
        """No ``retain()`` may pick the context up from here on (its table's last release;
        ``close()`` follows)."""
        self._closed = True

    def deferred_count(self) -> int:
        """How many Workers' closes wait for the operation holding the lock."""
        return len(self.deferred_closes)

    def take_deferred_close(self) -> Any:
        """The next Worker whose close() was deferred (IndexError if none is left)."""
        return self.deferred_closes.pop(0)

    # ----------------------------------------------------------------- start and close

    def start(self) -> None:
        """Query the driver, set up GM/code/control memory and start the device (idempotent;
        ``lifecycle.DeviceLifecycle.start``).

        Called under the lock.
        """
        if self._forked:
            raise runtime_error("CONTEXT_FORKED")
        if self._closed:
            raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)
        lifecycle = self.lifecycle
        if lifecycle.started:
            return
        t0 = time.perf_counter()
        ensure_default_handler()
        if not self._listening and self._table is not None:
            self._table.programs().add_unregister_listener(self._on_program_unregistered)
            self._listening = True
        lifecycle.start(worker_level(self.caller))
        self.start_seconds = time.perf_counter() - t0
        logger.log(
            V0, "device %d (%s) started in %.3f s: pid %d, %d clusters, l2_cache_offset %#x",
            self.device_id, self.platform, self.start_seconds, lifecycle.proc.pid,
            self.clusters, lifecycle.l2_cache_offset,
        )

    def ensure_started(self) -> None:
        """Start the context if needed and make sure its device is ready for use (under the
        lock).

        A device left stopped by an interrupted restart, or still running a launch that was
        abandoned while it was being stopped, is (re)started here.
        """
        if self.is_ready() and os.getpid() == self.lifecycle.owner_pid:
            return  # the common case, in one test
        lifecycle = self.lifecycle
        if self._forked or (lifecycle.started and not lifecycle.in_owner_process()):
            raise runtime_error("CONTEXT_FORKED")
        if self._closed:
            raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)
        if not lifecycle.started:
            self.start()
        elif self.launches.live or not lifecycle.device_ready:
            logger.log(V3, "device %d was left stopped or busy; restarting it", self.device_id)
            lifecycle.restart(CLOSED_DURING_START)
        self.launches.release_inflight()

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
        if self.held_by_this_thread():
            # Re-entered on the thread that is inside an operation: unmapping now would pull
            # the control block from under it.  Stop the kernel; the operation tears down.
            self.lifecycle.signal_kill()
            return
        if lock.acquire(blocking=False):
            lock.release()
        else:
            # Another thread is inside an operation, perhaps a long launch: stop the device
            # (no lock needed) so that the launch unwinds within one wait slice.
            self.lifecycle.signal_kill()
        with self.holding(None):
            if not self._torn_down:
                self.lifecycle.release()
                self._unregister()
                self._torn_down = True

    def defer_close(self, worker: Any) -> None:
        """Leave ``worker``'s close() to the operation that holds the lock (see
        ``deferred_closes``), and wake a wait of it so that it stops waiting."""
        if worker not in self.deferred_closes:
            self.deferred_closes.append(worker)
        self.wake_waiters()

    def wake_waiters(self) -> None:
        """Wake a host thread sleeping on the launch queue (no lock: a close() on another
        thread or in a signal handler), so that it sees a close at once, not a slice later."""
        queue = self.launches.queue
        if queue is not None and self.memory.control_mapped and not self._torn_down:
            native.futex_wake(queue.completions_addr)

    def detach_from_parent(self) -> None:
        """In a forked child (``os.register_at_fork``): a fresh lock, no operation, and, if
        the context was started (or is starting), marked forked and closed with the parent's
        device let go (``DeviceLifecycle.forget_parent_device``)."""
        self.lock = threading.RLock()
        self.caller = self.owner = None
        self.deferred_closes = []
        if not (self.lifecycle.started or self.lifecycle.has_resources()):
            return  # never started: nothing of the parent's is held
        self._forked = True
        self._closed = True
        self.lifecycle.forget_parent_device()

    def _unregister(self) -> None:
        if self._registered:
            if self._table is not None:
                self._table.forget(self)
            self._registered = False

    def _on_program_unregistered(self, program: Any) -> None:
        """Registry listener: free ``program``'s code now if no operation holds the lock, else
        leave it to the running operation's launch (a launch in flight may run that code)."""
        self.launches.unloaded.append(program)
        lock = self.lock
        if self.held_by_this_thread() or not lock.acquire(blocking=False):
            return
        with self.holding(acquired=True):
            self.launches.free_unloaded_code(self.memory.code)

    # ----------------------------------------------------------------- launches

    def program_registry(self) -> Any:
        """The program registry launches on this context validate kernel objects with: the
        process's (through the context's table), or one of its own outside a table."""
        if self._table is not None:
            return self._table.programs()
        if self._own_programs is None:
            self._own_programs = ProgramRegistry()
        return self._own_programs

    def use_level(self, level: tuple[int, int] | None) -> None:
        """Give the cores ``level``, the log level of the Worker the running operation is for
        (its ``LaunchOptions.log_level``; None: keep the cores' level).  The level is a
        per-Worker snapshot the runner passes with each launch (docs/runtime.md, "Logging").

        Only when it differs from the cores' current one: then every queued launch is waited
        for (a kernel reads its GlobalContext's level while it runs), each core's
        GlobalContext gets the level, and so does InitArgs, which a restarted device's cold
        start copies again."""
        launches = self.launches
        if level is None or level == launches.log_level:
            return
        self.waits.settle()
        cb = self.memory.control_block
        for core in cb.cores:
            ctx = core.global_ctx
            ctx.log_level, ctx.log_info_v = level
        init = cb.init
        init.log_severity, init.log_info_v = level
        launches.log_level = level

    def global_context(self, core_id: int) -> dict[str, int]:
        """The GlobalContext of ``core_id`` as the device wrote it (under the lock, started)."""
        n = len(self.topology)
        core_id = check_int("core_id", core_id, 0, n - 1, f"an int in [0, {n})")
        fields = self.memory.control_block.cores[core_id].global_ctx
        return {name: int(getattr(fields, name)) for name, _ in type(fields)._fields_}

    def empty(self, shape: tuple[int, ...], dtype: np.dtype) -> DeviceBuffer:
        """An uninitialised buffer in this context's GM (under the lock, started); buffers
        freed by the user since launches that used them completed are reusable by then."""
        self.waits.release_completed()
        return DeviceBuffer(self.memory.gm, shape, dtype)

    def new_stream_id(self) -> int:
        """A fresh stream id of this context (1, 2, ...; 0 is the synchronous launches')."""
        self._stream_ids += 1
        return self._stream_ids

    def core_label(self, core_id: int) -> str:
        """``core N (kind)``, as messages name a core."""
        return f"core {core_id} ({KIND_NAMES[self.topology[core_id][1]]})"


def worker_level(caller: Caller | None) -> tuple[int, int]:
    """The ``(severity, info_v)`` snapshot of the handle ``caller`` (its options'
    ``log_level``), else the ``incore`` logger's effective level now."""
    level = caller.launch_options.log_level if caller is not None else None
    if level is not None:
        return level
    return split_level(logging.getLogger(LOGGER_NAME).getEffectiveLevel())


class Holding:
    """``with ctx.holding(caller):`` (``DeviceContext.holding``): the context's lock, held
    for ``caller``'s operation, with ``caller`` and ``owner`` set meanwhile."""

    __slots__ = ("_ctx", "_caller", "_acquired", "_previous")

    def __init__(self, ctx: DeviceContext, caller: Any, acquired: bool) -> None:
        self._ctx = ctx
        self._caller = caller
        self._acquired = acquired

    def __enter__(self) -> DeviceContext:
        ctx = self._ctx
        if not self._acquired:
            ctx.lock.acquire()
        self._previous = previous = ctx.caller, ctx.owner
        caller = self._caller
        ctx.caller, ctx.owner = previous[0] if caller is KEEP else caller, get_ident()
        return ctx

    def __exit__(self, *exc: object) -> None:
        ctx = self._ctx
        ctx.caller, ctx.owner = self._previous
        ctx.lock.release()


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
        ctx.detach_from_parent()


os.register_at_fork(after_in_child=_forget_contexts_in_child)


def close_all_contexts() -> None:
    """Close every context of this process (the exit hook; best effort)."""
    for ctx in list(_all_contexts):
        try:
            ctx.close()
        except Exception:  # noqa: BLE001 - best effort at interpreter exit
            pass
