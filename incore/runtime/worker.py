"""The Worker: the user's handle on one simulated device.

A Worker holds its device's primary context (``context.DeviceContext``, one per logical device,
kept by ``primary.PrimaryContexts``) by reference: ``start()`` (or the first use) retains it and
``close()`` releases it.  The context owns the device lifecycle (driver query, memory, device
process, launches, faults); the Worker checks the user's arguments, forwards, and keeps what is
its own: its ``timeout`` and whether it is closed.

Every operation runs under the context's lock with the context's ``caller`` naming this Worker
(``host/operations.py``).  The Worker's options that change how its launches run are kept in
one frozen ``LaunchOptions`` (``launch_options``), built again whenever one of them is set;
every launch carries it to the pipeline and the collectors.
``close()`` keeps every launch that ``s.launch()`` returned for (``closing.py``): it runs on one
thread at a time (others wait for it and return), marks the Worker closed so that no new
operation starts, ends a wait of this Worker's operation (which raises ``ContextClosedError``
once the close is done; a synchronous launch's running kernel is stopped), drains the queue
under the lock, reports what did not run, and releases the reference.  Called on a thread that
is inside an operation on the context (a signal handler or finalizer mid-launch or mid-wait),
it leaves all that to the outermost operation, which finishes it on its way out.  A Worker
dropped without ``close()`` is closed the same way by its finalizer.

The release is resumable: a ``close()`` interrupted by Ctrl-C is finished by the next
``close()`` (or the finalizer, or the exit hook).  In a forked child every inherited started
Worker is closed without touching the parent's device.
"""

from __future__ import annotations

import atexit
import ctypes
import itertools
import os
import threading
import time
import weakref
from _thread import get_ident
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from incore.errors import runtime_error
from incore.log import get_logger, split_level
from incore.runtime.common.control import KIND_NAMES, core_topology
from incore.runtime.common.layout import DEFAULT_GM_SIZE, DeviceLayout
from incore.runtime.device.driver import check_l2_cache_offset
from incore.runtime.dump import DumpConfig, flush_dumps, worker_option
from incore.runtime.host import closing, sync_launch
from incore.runtime.host.apilog import api_call
from incore.runtime.host.collector import LaunchOptions
from incore.runtime.host.context import (
    CLOSED,
    ContextConfig,
    DeviceContext,
    close_all_contexts,
)
from incore.runtime.host.launch.staging import LaunchStats
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.gm import MemoryStats
from incore.runtime.host.operations import Operation, finish_closes
from incore.runtime.host.primary import check_compatible
from incore.runtime.host.stream import Stream
from incore.runtime.host.validate import PLATFORM_ARCH, check_worker_options
from incore.runtime.runtime import Runtime
from incore.runtime.sanitizer import initstate
from incore.runtime.worker_options import (
    SANITIZE_ENV,
    WorkerLaunchOptions,
    buffer_dtype,
    buffer_shape,
    check_cross_check,
    check_interpret,
    check_sanitize,
    interpret_option,
    l2_option,
    sanitize_option,
)

DEFAULT_OPTIONS = LaunchOptions()

if TYPE_CHECKING:
    from incore.runtime.l2.config import L2Config
    from incore.runtime.l2.counters import L2Counters
    from incore.runtime.l2.state import L2Totals, WorkerL2

__all__ = ["SANITIZE_ENV", "LaunchStats", "Worker", "sanitize_option"]

_T = TypeVar("_T")
_tokens = itertools.count(1)
_all_workers: weakref.WeakSet = weakref.WeakSet()
# How often a close() waiting for another thread's close() of the same Worker looks again.
CLOSE_WAIT_SLICE = 0.1


def _context_attr(part: str, name: str) -> property:
    """A read-only Worker property forwarding the context part's ``name`` (``part`` "": the
    context's own; None before start)."""

    def get(self: Worker) -> Any:
        ctx = self._ctx
        if ctx is None:
            return None
        return getattr(getattr(ctx, part) if part else ctx, name)

    where = f"{part}.{name}" if part else name
    get.__doc__ = f"The context's ``{where}`` (None before start; diagnostics and tests)."
    return property(get)


class Worker(WorkerLaunchOptions):
    """A handle on one simulated device (its primary context), with GM at a fixed address.

    ``device_id`` is a logical device id (``INCORE_VISIBLE_DEVICES`` maps it to a physical
    one); None takes the thread's current device (``with Runtime.instance().device(n):``, else
    0).  Workers on one device share its primary context (device process, GM, code memory);
    their context-level options must agree (ValueError naming the field otherwise).
    ``platform`` is ``"a2a3sim"`` (arch a2a3) or ``"a5sim"`` (arch a5); None takes the
    Runtime's (``INCORE_PLATFORM``, default ``"a2a3sim"``).  ``l2_cache_offset``
    configures the simulated driver's nocache window for the device (a2a3 only); ``None``
    keeps the driver's setting (the platform default is 0).  ``clusters`` clusters of 1 AIC +
    2 AIV cores; ``timeout`` bounds each launch of this Worker in seconds.  ``dump`` is this
    Worker's dump option (``incore.DumpConfig``), the lowest of the three dump entries.
    ``l2_model`` (an ``incore.L2Config``) runs this Worker's launches traced through the L2
    model: each ``LaunchStats.l2`` then holds the launch's L2 counters (``docs/runtime.md``).
    ``sanitize=True`` runs this Worker's launches checked: races, reads of uninitialised GM,
    unpaired flags and out-of-bounds accesses raise ``incore.SanitizerError`` after the
    launch completed; None (the default) takes ``INCORE_SANITIZE`` (``1`` on, unset or ``0``
    off; it does not apply to a Worker with ``l2_model``).  ``sanitize=True`` cannot be
    combined with ``l2_model`` (docs/runtime.md, "Sanitizer").  ``interpret=True`` (or a
    block order, ``"random:SEED"``) runs every launch of this Worker as Python in the user's
    process, with the compiled code's semantics (docs/runtime.md, "Debugging a kernel");
    None (the default) takes ``INCORE_INTERPRET`` (``1`` on) and ``INCORE_INTERPRET_ORDER``
    when the Worker starts.  ``cross_check=True`` runs each launch compiled and interpreted
    and raises ``incore.CrossCheckError`` where they differ.  Neither goes with ``sanitize``
    or ``l2_model``.
    """

    @api_call("Worker")
    def __init__(
        self,
        device_id: int | None = None,
        platform: str | None = None,
        l2_cache_offset: int | None = None,
        clusters: int = 2,
        gm_size: int = DEFAULT_GM_SIZE,
        timeout: float = 60.0,
        dump: DumpConfig | None = None,
        l2_model: L2Config | None = None,
        sanitize: bool | None = None,
        interpret: bool | str | None = None,
        cross_check: bool = False,
    ) -> None:
        self._ctx: DeviceContext | None = None
        self._dump = None
        # close() runs on one thread at a time; the others wait for it (re-entrant: a signal
        # handler or finalizer inside this thread's own close() returns at once)
        self._close_claim = threading.Lock()
        self._close_owner: int | None = None  # the thread inside close(), holding the claim
        self._closed = False  # close() began: no new operation starts (the release may pend)
        self._drained = False  # close() ran (or reported) the launches queued on the device
        self._finalizing = False  # close() runs from the finalizer
        self._streams: weakref.WeakSet = weakref.WeakSet()  # for close()'s report
        self._released = False  # close() released the context reference
        self._forked = False  # inherited by a forked child: the device is the parent's
        rt = Runtime.instance()  # boots the Runtime on first use
        if device_id is None:
            device_id = rt.current_device()  # the innermost `with rt.device(n)`, else 0
        if platform is None:
            platform = rt.platform  # INCORE_PLATFORM, read at boot; a2a3sim by default
        opts = check_worker_options(
            device_id, platform, l2_cache_offset, clusters, gm_size, timeout
        )
        device_id, platform, l2_cache_offset = opts.device_id, opts.platform, opts.l2_cache_offset
        clusters, gm_size, timeout = opts.clusters, opts.gm_size, opts.timeout
        self._dump = worker_option(dump)  # this Worker's launches merge it (docs: "Dumps")
        # the L2's contents and counters, kept from one launch to the next
        self._l2_model, self._l2_state = l2_option(l2_model, gm_size, clusters)
        # launches run checked variants; INCORE_SANITIZE leaves an L2-model Worker alone
        self._sanitize = sanitize_option(sanitize) and not (sanitize is None and l2_model)
        check_sanitize(self._sanitize, l2_model)
        check_interpret(interpret)
        check_cross_check(cross_check, interpret, self._sanitize, l2_model)
        self._interpret_given, self._cross_check = interpret, cross_check
        self._interpret = None if interpret is None else interpret_option(interpret)
        self.platform = platform
        self.arch = PLATFORM_ARCH[platform]
        # The address plan is the physical device's, as the driver's offset checks are.
        self._layout = DeviceLayout(rt.physical_id(device_id), gm_size)
        self._table = rt.contexts
        if l2_cache_offset is not None:
            check_l2_cache_offset(self._layout, l2_cache_offset)
        self.device_id = device_id
        self.clusters = clusters
        self._timeout = float(timeout)
        self._config = ContextConfig(platform, self.arch, clusters, gm_size, l2_cache_offset)
        live = self._table.get(device_id)
        if live is not None:
            check_compatible(live, self._config)  # fail early; retain() checks again
        self._topology = core_topology(clusters)
        self._token = next(_tokens)
        self.start_seconds: float | None = None
        # The (severity, info_v) of the incore logger, taken when this Worker starts (the
        # one-shot snapshot of ``docs/runtime.md``, "Logging"); every launch of this Worker runs
        # with it.
        self._log_level_snapshot: tuple[int, int] | None = None
        self.launch_options = DEFAULT_OPTIONS
        self._options_changed()
        _all_workers.add(self)

    # ----------------------------------------------------------------- lifecycle

    def __enter__(self) -> Worker:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _check_open(self) -> None:
        """ContextClosedError (CONTEXT_FORKED in a forked child, else CONTEXT_CLOSED) once this
        Worker is closed: the check of every call, those needing no device included."""
        if self._forked:
            raise runtime_error("CONTEXT_FORKED")
        if self._closed:
            raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)

    def _retain(self) -> DeviceContext:
        """This Worker's context, retained on first use; RuntimeError once closed."""
        self._check_open()
        ctx = self._ctx
        if ctx is None:
            ctx = self._ctx = self._table.retain(
                self.device_id, self._layout, self._config, self._token
            )
        return ctx

    def start(self) -> Worker:
        """Retain the device's context and start it: driver query, GM/code/control memory,
        device process (idempotent)."""
        with Operation(self, "Worker.start") as ctx:
            if self._closed:
                raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)
            if self.start_seconds is None:
                t0 = time.perf_counter()
                if self.log_level_snapshot is None:
                    self.log_level_snapshot = split_level(get_logger().getEffectiveLevel())
                self._resolve_interpret()  # INCORE_INTERPRET is read now
                ctx.start()
                self.start_seconds = time.perf_counter() - t0
            else:
                ctx.start()
            # a context another Worker started runs this Worker's level from now
            ctx.use_level(self.launch_options.log_level)
            return self

    def close(self) -> None:
        """Release the device's context; the last Worker's close stops the device process and
        releases GM, code and control memory (idempotent, from any number of threads).

        No new operation of this Worker starts once close() began (``ContextClosedError``);
        every launch already queued on the device then runs, for at most the Worker's
        ``timeout`` in all (``closing.py``), before the context is released.  A stream of this
        Worker whose queued launches did not all run (a fault, a timeout, the deadline) is
        reported as a ``RuntimeWarning`` naming the launches that ran and those discarded.
        A thread waiting in an operation of this Worker (``synchronize()``, a launch blocked on
        a full queue) gets ``ContextClosedError`` once that has happened; a synchronous launch
        running meanwhile is stopped (it never returned, so it raises RuntimeError).  A
        close() on another thread meanwhile waits for this one and returns its result.

        GM stays mapped while DeviceBuffers (or numpy views of them) are alive.  Called from a
        signal handler or finalizer while this thread is inside an operation on the device's
        context, it marks the Worker closed and the outermost operation finishes the close on
        its way out.  A close() interrupted by Ctrl-C is completed by the next call.
        """
        if not hasattr(self, "_released"):
            return  # __init__ failed before any state existed
        claim = self._close_claim
        if self._close_owner == get_ident():
            # Re-entered inside this thread's own close() (a signal handler, a finalizer): that
            # close() finishes; waiting for it here would wait for this very frame.
            return
        if not claim.acquire(blocking=False):
            # Another thread closes this Worker: its result is this call's.
            while not claim.acquire(timeout=CLOSE_WAIT_SLICE):
                pass
        self._close_owner = get_ident()
        try:
            self._close_claimed()
        finally:
            self._close_owner = None
            claim.release()

    def _close_claimed(self) -> None:
        """close()'s steps, run by one thread at a time (holding ``_close_claim``); each is
        idempotent, so a close interrupted anywhere is finished by the next one."""
        if self._released:
            return
        self._closed = True  # from here on no operation of this Worker starts
        ctx = self._ctx
        if ctx is None:
            self._released = True
            return
        lock = ctx.lock
        if ctx.held_by_this_thread():
            # This thread is inside an operation on the context (close() from a signal handler
            # or a finalizer): draining or releasing now would pull the queue and the control
            # block from under it.  The outermost operation finishes this close on its way out
            # (operations.finish_closes); a launch of this Worker it waits for stops waiting.
            ctx.defer_close(self)
            return
        if not self._drained:
            if not closing.drain_worker(self, ctx, blocking=not self._finalizing):
                ctx.defer_close(self)  # a finalizer never blocks on the lock: its holder closes
                if lock.acquire(blocking=False):  # ... unless it released it meanwhile
                    lock.release()
                    finish_closes(ctx)
                return
            flush_dumps(timeout=60.0)  # the dumps so far are on disk when close() returns
            self._drained = True
        self._table.release(ctx, self._token)  # resumes an interrupted teardown, too
        self._released = ctx.torn_down or not ctx.closed
        finish_closes(ctx)  # closes deferred to the end of the drain (a signal handler in it)

    def __del__(self) -> None:
        try:
            # The close rule holds for a Worker dropped without close(): its queued launches
            # run (or are reported) and the device stops; a finalizer never blocks on the
            # context's lock (the operation holding it finishes this close).
            self._finalizing = True
            self.close()
        except Exception:  # noqa: BLE001 - finalizers must not raise during shutdown
            pass

    # ----------------------------------------------------------------- state (diagnostics)

    @property
    def _started(self) -> bool:
        ctx = self._ctx
        return ctx is not None and ctx.started

    @property
    def _torn_down(self) -> bool:
        return self._released

    @property
    def _registered(self) -> bool:
        return self._ctx is not None and not self._released

    _gm = _context_attr("memory", "gm")
    _proc = _context_attr("lifecycle", "proc")
    _cb = _context_attr("memory", "control_block")
    _code = _context_attr("memory", "code")
    _launch_live = _context_attr("launches", "live")
    _ctrl_mapped = _context_attr("memory", "control_mapped")

    # ----------------------------------------------------------------- properties

    # A Worker starts lazily (SPEC section 8): l2_cache_offset, log_level, device_pid and
    # global_context() describe the running device, so reading them on a Worker that was not
    # started yet starts it, exactly as the first launch or buffer allocation would.

    def _ensure_started(self, ctx: DeviceContext) -> None:
        """Start this Worker if needed and make sure its device is ready (under the lock)."""
        if self._closed:
            raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)
        if self.start_seconds is None:
            self.start()
        ctx.ensure_started()

    @property
    def l2_cache_offset(self) -> int:
        """The nocache offset the driver reported at start (0 on a5sim or a failed query).

        Reading it starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        with Operation(self, "Worker.l2_cache_offset") as ctx:
            self._ensure_started(ctx)
            return ctx.l2_cache_offset

    @property
    def log_level(self) -> tuple[int, int]:
        """This Worker's ``(severity, info_v)``: the ``incore`` logger's effective level when
        it started, which each of its launches carries to the device (a later ``setLevel``
        changes only Workers started after it).

        Reading it starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        with Operation(self, "Worker.log_level") as ctx:
            self._ensure_started(ctx)
            return self.log_level_snapshot

    @property
    def cores(self) -> list[tuple[int, str, int]]:
        """``(core_id, kind, sub_block_id)`` of every core; kind is ``"aic"`` or ``"aiv"``.
        ContextClosedError once the Worker is closed."""
        self._check_open()
        return [(cid, KIND_NAMES[kind], sub) for cid, kind, sub, _ in self._topology]

    @property
    def device_pid(self) -> int:
        """Process id of the running device process (it changes when a fault restarts it).

        Reading it starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        with Operation(self, "Worker.device_pid") as ctx:
            self._ensure_started(ctx)
            return ctx.device_pid

    def global_context(self, core_id: int) -> dict[str, int]:
        """The GlobalContext of ``core_id`` as the device wrote it (diagnostics and tests).

        Starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        with Operation(self, "Worker.global_context") as ctx:
            self._ensure_started(ctx)
            return ctx.global_context(core_id)

    # ----------------------------------------------------------------- buffers

    def empty(self, shape: int | Sequence[int],
              dtype: Any = np.float32) -> DeviceBuffer:
        """An uninitialised device buffer of ``shape`` and ``dtype`` (numpy or DSL spelling;
        float32 by default, the DSL's f32).

        TypeError for non-integer dimensions; ValueError for negative ones or a buffer larger
        than the GM heap.
        """
        with Operation(self, "Worker.empty") as ctx:
            return self._new_buffer(ctx, shape, dtype)

    def zeros(self, shape: int | Sequence[int],
              dtype: Any = np.float32) -> DeviceBuffer:
        """A zero-filled device buffer (float32 by default); fails as :meth:`empty` does."""
        with Operation(self, "Worker.zeros") as ctx:
            buf = self._new_buffer(ctx, shape, dtype)
            ctypes.memset(buf.addr, 0, buf.nbytes)
            initstate.mark_initialised(buf)
            return buf

    def to_device(self, array: Any) -> DeviceBuffer:
        """A device buffer holding a copy of ``array``; fails as :meth:`empty` does."""
        with Operation(self, "Worker.to_device") as ctx:
            arr = np.asarray(array)
            buf = self._new_buffer(ctx, arr.shape, arr.dtype)
            np.copyto(buf.numpy(), arr)
            return buf

    def _new_buffer(self, ctx: DeviceContext, shape: int | Sequence[int],
                    dtype: Any) -> DeviceBuffer:
        # the body of empty(), under the operation of the public call that asked for the
        # buffer, so a failure is logged under that call's name (Worker.zeros failed ...)
        shape, dt = buffer_shape(shape), buffer_dtype(dtype)
        self._ensure_started(ctx)
        buf = ctx.empty(shape, dt)
        initstate.mark_uninitialised(buf)  # the sanitizer's view of it
        return buf

    def memory_stats(self) -> MemoryStats:
        """GM use of this Worker's device context (shared by the Workers on the device):
        bytes in use and peak, pool hits and misses, live buffers (``MemoryStats``).

        Starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        with Operation(self, "Worker.memory_stats") as ctx:
            self._ensure_started(ctx)
            ctx.waits.release_completed()  # buffers freed since their launches completed are free
            return ctx.gm.stats()

    # ----------------------------------------------------------------- launch

    launch = sync_launch.launch  # the common case without two frames (host/sync_launch.py)

    # ----------------------------------------------------------------- L2 model

    def _l2(self, what: str) -> WorkerL2:
        self._check_open()
        if self._l2_state is None:
            raise runtime_error("PARAMETER_VALUE", param=f"Worker.{what}",
                                expected="a Worker created with l2_model=incore.L2Config(...)",
                                given="a Worker without l2_model")
        return self._l2_state

    def l2_flush(self) -> L2Counters:
        """Empty this Worker's simulated L2 (its contents otherwise last from one launch to
        the next, as a device's L2); dirty lines are written back, counted in what this
        returns (``writebacks``, ``bytes_to_main_memory``) and in ``l2_stats()``.
        ValueError on a Worker without ``l2_model``; ContextClosedError once it is closed."""
        return self._l2("l2_flush()").flush()

    def l2_stats(self, reset: bool = False) -> L2Totals:
        """The L2 counters accumulated over every launch (and flush) since the Worker started
        or the last ``l2_stats(reset=True)`` (``L2Totals``: ``total``, ``per_core``,
        ``per_tensor``, ``launches``); each launch's own are its ``LaunchStats.l2``.
        ``reset`` starts new totals after returning these.  ValueError on a Worker without
        ``l2_model``; ContextClosedError once it is closed."""
        self._check_open()
        if not isinstance(reset, bool):
            raise runtime_error("PARAMETER_TYPE", param="reset", expected="a bool",
                                given=f"{type(reset).__name__} {reset!r}")
        return self._l2("l2_stats()").stats(reset)

    # ----------------------------------------------------------------- streams

    def stream(self) -> Stream:
        """A new stream of asynchronous launches on this Worker's device (``stream.py``):
        ``s.launch(kernel, *device_buffers_and_scalars, blocks=N)`` returns at once,
        ``s.record()`` gives an Event, ``s.wait(event)`` orders, ``s.synchronize()`` waits."""
        stream = Stream(self)
        self._streams.add(stream)
        return stream

    def _on_stream(self, fn: Callable[[DeviceContext], _T]) -> _T:
        """Run a stream operation ``fn(ctx)`` under the context's lock, started."""
        with Operation(self, None) as ctx:
            self._ensure_started(ctx)
            return fn(ctx)


def _forget_workers_in_child() -> None:
    """After ``fork()``, in the child: mark every inherited started Worker forked and closed.

    Its context was detached from the parent's device already (``context.py``); using the
    Worker raises RuntimeError, and its ``close()`` only releases the child's own mappings.
    """
    for worker in list(_all_workers):
        ctx = worker._ctx
        worker._close_claim = threading.Lock()  # a parent thread may have held it at fork()
        worker._close_owner = None
        if ctx is not None and ctx.forked:
            worker._forked = True
            worker._closed = True


os.register_at_fork(after_in_child=_forget_workers_in_child)


@atexit.register
def _close_all_workers() -> None:
    for worker in list(_all_workers):
        try:
            worker.close()
        except Exception:  # noqa: BLE001 - best effort at interpreter exit
            pass
    close_all_contexts()
