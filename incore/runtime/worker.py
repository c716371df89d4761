"""The Worker: one simulated device, from driver query and device start to launches and faults.

``Worker.start()`` runs seed 001's delivery chain on the host side: it queries the simulated
driver ONCE (``rtGetL2CacheOffset(device_id)``, a2a3 only), writes the result and the
snapshotted log level into the control block's InitArgs, and starts the device process, whose
cold start copies them into every core's GlobalContext (reached by kernels through args[49]).

``Worker.launch()`` validates arguments against the kernel's meta, stages numpy inputs in GM,
writes TensorDescs and the args template, rings the doorbell and waits on ``blocks_done``.  A
kernel fault or timeout drains the launch's device logs, restarts the device with the same GM
and raises DeviceFault.  A launch left by any other exception (KeyboardInterrupt, an exception
raised by a signal handler) kills the device first and restarts it; its staging buffers are
freed only once the device is known to be stopped (otherwise they are kept until it is), so a
kernel never keeps running on GM the host reuses.  If that restart is interrupted, the device
stays stopped and the next use of the Worker restarts it.

Every operation (start, launch, buffer allocation, property reads) runs under the Worker's lock
and touches the control block only inside it.  ``close()`` tears down (unmaps) only when no
operation is running:

* called from another thread while an operation runs, it marks the Worker closed and kills the
  device without the lock, so a running launch stops within one wait slice and unwinds, then
  it tears down under the lock;
* re-entered on the thread that is inside an operation (a signal handler or a finalizer run
  mid-launch, or the launch's own failure path), it only marks the Worker closed and kills the
  device; the operation raises ``RuntimeError("the Worker was closed during ...")`` (or its
  DeviceFault) and tears down on its way out.

Teardown is resumable: a ``close()`` interrupted by Ctrl-C is finished by the next ``close()``
(or the finalizer, or the exit hook).  In a forked child every inherited Worker is closed
without touching the parent's device, and the module's locks are fresh.
"""

from __future__ import annotations

import atexit
import ctypes
import errno
import functools
import gc
import logging
import os
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any, NoReturn, TypeVar

import numpy as np

from incore import abi
from incore.errors import DeviceFault
from incore.log import LOGGER_NAME, V3, ensure_default_handler, split_level
from incore.runtime import native
from incore.runtime.codemem import CodeMemory
from incore.runtime.control import (
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
from incore.runtime.driver import RT_ERROR_NONE, SimDriver, check_l2_cache_offset
from incore.runtime.faults import crash_fault, timeout_fault
from incore.runtime.gm import DeviceBuffer, GlobalMemory, checked_shape
from incore.runtime.launch import Launchable, LaunchStats, block_count, launchable, stage_args
from incore.runtime.layout import DEFAULT_GM_SIZE, DeviceLayout
from incore.runtime.logring import LogRings
from incore.runtime.process import DeviceProcess
from incore.runtime.sighandler import build_fault_handler
from incore.runtime.sourcemap import LoadedPayload
from incore.runtime.validate import PLATFORM_ARCH, BoundArg, bind_args

__all__ = ["LaunchStats", "Worker"]

logger = logging.getLogger(LOGGER_NAME)

WAIT_SLICE_SECONDS = 0.1

_live_lock = threading.Lock()
_live_devices: dict[int, weakref.ref] = {}
_all_workers: weakref.WeakSet = weakref.WeakSet()

CLOSED_DURING_LAUNCH = "the Worker was closed during the launch"
CLOSED_DURING_START = "the Worker was closed during start"
FORKED = (
    "this Worker was started in another process (before a fork); "
    "create a new Worker in this process"
)

_F = TypeVar("_F", bound=Callable[..., Any])


def _operation(method: _F) -> _F:
    """Run ``method`` under the Worker's lock; finish a close() requested meanwhile.

    A close() that arrives while an operation runs (from a signal handler or finalizer on the
    operation's own thread, or from another thread) only marks the Worker closed and stops the
    device; the outermost operation tears down here, once nothing uses the control block.
    """

    @functools.wraps(method)
    def wrapper(self: Worker, *args: Any, **kwargs: Any) -> Any:
        try:
            with self._lock:
                return method(self, *args, **kwargs)
        finally:
            if self._closed and not self._torn_down and not self._lock._is_owned():
                self.close()

    return wrapper  # type: ignore[return-value]


class Worker:
    """One simulated device in its own process, with GM shared at a fixed address.

    ``platform`` is ``"a2a3sim"`` (arch a2a3) or ``"a5sim"`` (arch a5).  ``l2_cache_offset``
    configures the simulated driver's nocache window for ``device_id`` (a2a3 only); ``None``
    keeps the driver's platform default, 0.  ``clusters`` clusters of 1 AIC + 2 AIV cores;
    ``timeout`` bounds each launch in seconds.
    """

    def __init__(
        self,
        device_id: int = 0,
        platform: str = "a2a3sim",
        l2_cache_offset: int | None = None,
        clusters: int = 2,
        gm_size: int = DEFAULT_GM_SIZE,
        timeout: float = 60.0,
    ) -> None:
        if platform not in PLATFORM_ARCH:
            raise ValueError(
                f"unknown platform {platform!r}; expected one of {', '.join(PLATFORM_ARCH)}"
            )
        self.platform = platform
        self.arch = PLATFORM_ARCH[platform]
        if self.arch != "a2a3" and l2_cache_offset is not None:
            raise ValueError(
                f"l2_cache_offset is not supported on {platform}: A5 carries the L2 cache policy "
                f"in the load instruction itself, so there is no nocache offset to deliver"
            )
        if not isinstance(clusters, int) or isinstance(clusters, bool) or not 1 <= clusters <= 64:
            raise ValueError(f"clusters must be an int in [1, 64], got {clusters!r}")
        if not timeout > 0:
            raise ValueError(f"timeout must be positive, got {timeout!r}")
        self._layout = DeviceLayout(device_id, gm_size)
        if l2_cache_offset is not None:
            check_l2_cache_offset(self._layout, l2_cache_offset)
        self.device_id = device_id
        self.clusters = clusters
        self.timeout = float(timeout)
        self._requested_offset = l2_cache_offset
        self._topology = core_topology(clusters)
        self._cb_type = control_block_type(self.arch, len(self._topology))
        self._lock = threading.RLock()
        self._started = False
        self._closed = False  # close() was called (teardown may still be pending)
        self._torn_down = False  # close() finished tearing down
        self._forked = False  # inherited by a forked child: the device is the parent's
        self._registered = False
        self._driver_previous: tuple[bool, int | None] = (False, None)
        self._l2_cache_offset = 0
        self._log_level = (0, 0)
        self._gm: GlobalMemory | None = None
        self._rings: LogRings | None = None
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
        self._owner_pid = os.getpid()
        self.start_seconds: float | None = None
        _all_workers.add(self)

    # ----------------------------------------------------------------- lifecycle

    def __enter__(self) -> Worker:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    @_operation
    def start(self) -> Worker:
        """Query the driver, set up GM/code/control memory and start the device (idempotent)."""
        if self._forked:
            raise RuntimeError(FORKED)
        if self._closed:
            raise RuntimeError("this Worker is closed; create a new one")
        if self._started:
            return self
        t0 = time.perf_counter()
        ensure_default_handler()
        if self._has_resources():
            self._teardown()  # what an interrupted failed start left behind
        self._owner_pid = os.getpid()
        self._register()
        try:
            self._log_level = split_level(logging.getLogger(LOGGER_NAME).getEffectiveLevel())
            self._l2_cache_offset = self._query_l2_cache_offset()
            self._map_memory()
            self._write_init_args()
            self._spawn_device(CLOSED_DURING_START)
        except BaseException:
            self._teardown()
            raise
        self._started = True
        self.start_seconds = time.perf_counter() - t0
        logger.log(
            V3, "device %d (%s) started in %.3f s: pid %d, %d clusters, l2_cache_offset %#x",
            self.device_id, self.platform, self.start_seconds, self._proc.pid,
            self.clusters, self._l2_cache_offset,
        )
        return self

    def close(self) -> None:
        """Stop the device process and release GM, code and control memory (idempotent).

        GM stays mapped while DeviceBuffers (or numpy views of them) are alive.  A launch
        running on another thread is stopped (it raises RuntimeError).  Called from a signal
        handler or finalizer while this thread is inside a launch (or start), it stops the
        device and leaves the teardown to that launch, which raises RuntimeError (or its
        DeviceFault) and tears down on its way out.  A close() interrupted by Ctrl-C is
        completed by the next call.
        """
        lock = getattr(self, "_lock", None)
        if lock is None:
            return  # __init__ failed
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
                self._teardown()
                self._torn_down = True

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - finalizers must not raise during shutdown
            pass

    def _register(self) -> None:
        with _live_lock:
            ref = _live_devices.get(self.device_id)
            other = ref() if ref is not None else None
            if other is not None and other is not self:
                raise RuntimeError(
                    f"device {self.device_id} is already owned by a live Worker in this process; "
                    f"close it first or use another device_id"
                )
            _live_devices[self.device_id] = weakref.ref(self)
            self._registered = True

    def _unregister(self) -> None:
        if not self._registered:
            return
        with _live_lock:
            ref = _live_devices.get(self.device_id)
            if ref is not None and ref() in (self, None):
                del _live_devices[self.device_id]
        self._registered = False

    def _query_l2_cache_offset(self) -> int:
        """Seed 001 step 1: ask the driver once; a failed query is logged and yields 0."""
        if self.arch != "a2a3":
            return 0  # A5's InitArgs has no such field: no query is made
        if self._requested_offset is not None:
            previous = SimDriver.configured_l2_cache_offset(self.device_id)
            SimDriver.set_l2_cache_offset(
                self.device_id, self._requested_offset, self._layout.gm_size
            )
            self._driver_previous = (True, previous)
        rc, offset = SimDriver.rtGetL2CacheOffset(self.device_id)
        if rc != RT_ERROR_NONE:
            logger.warning(
                "rtGetL2CacheOffset(device %d) failed with rc %d; using offset 0 "
                "(bypass loads read through the ordinary cached window)", self.device_id, rc,
            )
            return 0
        check_l2_cache_offset(self._layout, offset)
        return offset

    def _map_memory(self) -> None:
        try:
            self._gm = GlobalMemory(self._layout)
        except OSError as e:
            if e.errno != errno.EEXIST:
                raise
            # Buffers of a closed Worker on this device may only be waiting for the cycle
            # collector (e.g. held by a traceback); collect once before giving up.
            gc.collect()
            try:
                self._gm = GlobalMemory(self._layout)
            except OSError as e2:
                if e2.errno != errno.EEXIST:
                    raise
                raise RuntimeError(
                    f"device {self.device_id}'s GM address range is still mapped: DeviceBuffers "
                    f"(or numpy views of them) from a closed Worker on this device are alive"
                ) from e2
        self._code = CodeMemory(self._layout)
        self._ctrl_fd = native.shared_memfd(
            f"incore-ctrl{self.device_id}", self._layout.control_base, self._ctrl_size
        )
        self._ctrl_mapped = True
        self._cb = self._cb_type.from_address(self._layout.control_base)

    def _addr(self, *path: str) -> int:
        return field_address(self._layout.control_base, self._cb_type, *path)

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
        init.device_id = self.device_id
        init.gm_size = self._layout.gm_size

    def _cancel_reason(self, message: str) -> Callable[[], str | None]:
        return lambda: message if self._closed else None

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
        layout = self._layout
        sizes = {"gm-size": layout.gm_size, "code-size": layout.code_size,
                 "ctrl-size": self._ctrl_size}
        fds = {"gm-fd": self._gm.fd, "code-fd": self._code.fd, "ctrl-fd": self._ctrl_fd}
        self._proc = DeviceProcess(self.device_id, sizes, fds)
        try:
            self._proc.wait_ready(
                self._addr("header", "ready"), lambda: cb.header.ready != 0,
                self._cancel_reason(closed_message),
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
            or self._registered or self._driver_previous[0]
        )

    def _teardown(self) -> None:
        """Release everything; every step is idempotent, so an interrupted teardown resumes."""
        if (self._forked or os.getpid() != self._owner_pid) and self._proc is not None:
            # A forked child: the device belongs to the parent, which still uses it.
            proc, self._proc = self._proc, None
            proc.forget()
            self._launch_live = False
        self._end_device(kill=False)
        self._cb = None  # no ctypes object may outlive the mapping it points into
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
        if self._gm is not None:
            self._gm.close_fd()
            self._gm = None  # unmapped once the last DeviceBuffer is gone
        restore, previous = self._driver_previous
        if restore:
            if previous is None:
                SimDriver.clear_l2_cache_offset(self.device_id)
            else:
                SimDriver.set_l2_cache_offset(self.device_id, previous, self._layout.gm_size)
            self._driver_previous = (False, None)
        self._unregister()

    # ----------------------------------------------------------------- properties

    # A Worker starts lazily (SPEC section 8): l2_cache_offset, log_level, device_pid and
    # global_context() describe the running device, so reading them on a Worker that was not
    # started yet starts it, exactly as the first launch or buffer allocation would.

    @property
    @_operation
    def l2_cache_offset(self) -> int:
        """The nocache offset the driver reported at start (0 on a5sim or a failed query).

        Reading it starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        self._ensure_started()
        return self._l2_cache_offset

    @property
    @_operation
    def log_level(self) -> tuple[int, int]:
        """The ``(severity, info_v)`` snapshot taken at start.

        Reading it starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        self._ensure_started()
        return self._log_level

    @property
    def cores(self) -> list[tuple[int, str, int]]:
        """``(core_id, kind, sub_block_id)`` of every core; kind is ``"aic"`` or ``"aiv"``."""
        return [(cid, KIND_NAMES[kind], sub) for cid, kind, sub, _ in self._topology]

    @property
    @_operation
    def device_pid(self) -> int:
        """Process id of the running device process (it changes when a fault restarts it).

        Reading it starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        self._ensure_started()
        return self._proc.pid

    @_operation
    def global_context(self, core_id: int) -> dict[str, int]:
        """The GlobalContext of ``core_id`` as the device wrote it (diagnostics and tests).

        Starts the device if the Worker was not started yet; RuntimeError if closed.
        """
        self._ensure_started()
        if not 0 <= core_id < len(self._topology):
            raise ValueError(f"core_id must be in [0, {len(self._topology)}), got {core_id}")
        ctx = self._cb.cores[core_id].global_ctx
        return {name: int(getattr(ctx, name)) for name, _ in ctx._fields_}

    def _ensure_started(self) -> None:
        """Start the Worker if needed and make sure its device is ready for use (under the lock).

        A device left stopped by an interrupted restart, or still running a launch that was
        abandoned while it was being stopped, is (re)started here.
        """
        if self._forked or (self._started and os.getpid() != self._owner_pid):
            raise RuntimeError(FORKED)
        if self._closed:
            raise RuntimeError("this Worker is closed; create a new one")
        if not self._started:
            self.start()
        elif self._launch_live or not self._device_ready:
            logger.log(V3, "device %d was left stopped or busy; restarting it", self.device_id)
            self._restart_device(CLOSED_DURING_START)
        self._release_inflight()

    # ----------------------------------------------------------------- buffers

    @_operation
    def empty(self, shape: int | Sequence[int], dtype: Any) -> DeviceBuffer:
        """An uninitialised device buffer of ``shape`` and ``dtype`` (numpy or DSL spelling).

        TypeError for non-integer dimensions; ValueError for negative ones or a buffer larger
        than the GM heap.
        """
        shape, dt = _shape(shape), _dtype(dtype)
        self._ensure_started()
        return DeviceBuffer(self._gm, shape, dt)

    def zeros(self, shape: int | Sequence[int], dtype: Any) -> DeviceBuffer:
        """A zero-filled device buffer."""
        buf = self.empty(shape, dtype)
        ctypes.memset(buf.addr, 0, buf.nbytes)
        return buf

    def to_device(self, array: Any) -> DeviceBuffer:
        """A device buffer holding a copy of ``array``."""
        arr = np.asarray(array)
        buf = self.empty(arr.shape, arr.dtype)
        np.copyto(buf.numpy(), arr)
        return buf

    # ----------------------------------------------------------------- launch

    @_operation
    def launch(self, kernel: Any, *args: Any, blocks: int | None = None) -> LaunchStats:
        """Run ``kernel`` on ``blocks`` blocks (default: one per core of its kind).

        numpy arrays are copied into GM and tensors the kernel writes are copied back in place;
        DeviceBuffers are used directly.  Raises TypeError/ValueError for bad arguments and
        DeviceFault when a core faults or the launch exceeds ``timeout``; RuntimeError if the
        Worker is closed (also by another thread or a signal handler during the launch).
        """
        self._ensure_started()
        k = launchable(kernel)
        bound, _symbols = bind_args(k.meta, args, self.arch, self._gm)
        nblocks = block_count(blocks, self._default_blocks(k), mix=k.kind == LAUNCH_MIX)
        t0 = time.perf_counter()
        # The staging buffers are held by the Worker until the launch's kernel is known to
        # have finished or its device to be stopped, even if this frame is torn out early.
        temps: list[tuple[BoundArg, DeviceBuffer]] = []
        self._inflight = temps
        try:
            stage_args(bound, self._cb.args_template, self._layout.desc_base, self._gm, temps)
            payload = self._code.load(k.text)
            payload_aic = self._code.load(k.text_aic) if k.text_aic is not None else 0
            self._rings.reset(k.meta)
            t1 = time.perf_counter()
            try:
                self._run(k, nblocks, payload, payload_aic)
            except DeviceFault:
                raise  # the device was already stopped (and restarted)
            except BaseException:
                # Interrupted (KeyboardInterrupt, an exception from a signal handler, close()
                # from a handler or another thread...): the cores may still run the kernel on
                # the staging buffers, so stop the device before they are freed.
                self._abort_launch(k)
                raise
            t2 = time.perf_counter()
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
        self._rings.collect(k.name, k.meta, self._core_label)
        return LaunchStats(k.name, nblocks, t1 - t0, t2 - t1, t3 - t2)

    def _default_blocks(self, k: Launchable) -> int:
        """One block per core of the kernel's kind (per cluster for @mix kernels)."""
        if k.kind == LAUNCH_MIX:
            return self.clusters
        return sum(1 for _, kind, _, _ in self._topology if kind == k.kind)

    def _run(self, k: Launchable, nblocks: int, payload: int, payload_aic: int) -> None:
        """Ring the doorbell and wait for every work unit; on fault or timeout, restart."""
        header = self._cb.header
        units = nblocks * 3 if k.kind == LAUNCH_MIX else nblocks
        header.core_kind = k.kind
        header.nblocks = nblocks
        header.units = units
        header.payload = payload
        header.payload_aic = payload_aic
        header.args_template = ctypes.addressof(self._cb.args_template)
        header.blocks_done = 0
        header.status = STATUS_OK
        self._launch_live = True  # from here on the kernel may run until stopped or done
        header.seq = (header.seq + 1) & 0xFFFFFFFF
        native.futex_wake(self._addr("header", "seq"))
        done_addr = self._addr("header", "blocks_done")
        deadline = time.monotonic() + self.timeout
        while True:
            if self._closed:  # close() from a signal handler or another thread
                raise RuntimeError(CLOSED_DURING_LAUNCH)
            done = header.blocks_done
            if done >= units:
                self._launch_live = False
                return
            if header.status == STATUS_FAULT or self._proc.poll() is not None:
                self._raise_fault(k, payload, payload_aic)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._raise_timeout(k)
            native.futex_wait(done_addr, done, min(WAIT_SLICE_SECONDS, remaining))

    def _core_label(self, core_id: int) -> str:
        return f"core {core_id} ({KIND_NAMES[self._topology[core_id][1]]})"

    def _abort_launch(self, k: Launchable) -> None:
        """Stop a launch abandoned by a non-fault exception, then restart the device.

        The device is killed first, before anything that could be interrupted again (logging,
        the restart).  If the restart fails, the Worker is closed; if it is interrupted, the
        device stays stopped and the next use restarts it.  Either way the caller re-raises.
        """
        self._end_device(kill=True)
        if self._closed:
            return  # close() stopped the launch: the teardown follows, no restart
        logger.warning(
            "launch of kernel %r on device %d interrupted; device stopped, restarting it",
            k.name, self.device_id,
        )
        try:
            self._restart_device()
        except Exception:
            self.close()  # the teardown happens as the launch unwinds
            raise

    def _raise_fault(self, k: Launchable, payload: int, payload_aic: int) -> NoReturn:
        code = self._proc.wait_exit()
        running = [LoadedPayload(payload, k.text, k.meta)]
        if k.text_aic is not None:
            running.append(LoadedPayload(payload_aic, k.text_aic, k.meta_aic or k.meta))
        self._fail(
            k, crash_fault(k.name, self._cb, code, self.device_id, self._core_label, running)
        )

    def _raise_timeout(self, k: Launchable) -> NoReturn:
        self._fail(k, timeout_fault(k.name, self._cb, self.timeout, self._core_label))

    def _drain_logs(self, k: Launchable) -> None:
        """Emit the device log records of a failed launch (GM outlives the device process)."""
        try:
            self._rings.collect(k.name, k.meta, self._core_label, assertions=False)
        except Exception as e:  # noqa: BLE001 - the fault is what the caller must see
            logger.warning("could not read the device logs of kernel %r: %s", k.name, e)

    def _fail(self, k: Launchable, fault: DeviceFault) -> NoReturn:
        """Stop the device, emit the launch's device logs, restart the device, raise ``fault``.

        If the restart fails, the Worker is closed and the DeviceFault says so.  An interrupt
        (KeyboardInterrupt...) during the restart propagates as itself; the device is then
        stopped and the next use of the Worker restarts it.
        """
        self._end_device(kill=True)  # a timed-out kernel must stop writing before its logs are read
        self._drain_logs(k)
        fields = {
            "kernel": fault.kernel, "core": fault.core, "block": fault.block,
            "signal": fault.signal, "address": fault.address,
            "file": fault.file, "line": fault.line, "cause": fault.cause,
        }
        if self._closed:
            raise DeviceFault(f"{fault}; the Worker was closed", **fields)
        logger.warning("%s; restarting device %d", fault, self.device_id)
        try:
            self._restart_device()
        except Exception as e:
            self.close()  # the teardown happens as the launch unwinds
            raise DeviceFault(
                f"{fault}; restarting device {self.device_id} failed ({e}): Worker closed",
                **fields,
            ) from e
        raise DeviceFault(f"{fault}; the device was restarted", **fields)


def _shape(shape: int | Sequence[int]) -> tuple[int, ...]:
    if isinstance(shape, Sequence) or (isinstance(shape, np.ndarray) and shape.ndim == 1):
        return checked_shape(tuple(shape))
    return checked_shape((shape,))  # one dimension (TypeError unless an integer)


def _dtype(dtype: Any) -> np.dtype:
    if isinstance(dtype, str) and dtype in abi.NUMPY_DTYPES:
        dtype = abi.NUMPY_DTYPES[dtype]
    dt = np.dtype(dtype)
    if dt.name not in abi.NUMPY_DTYPES.values() or not dt.isnative:
        raise TypeError(
            f"unsupported dtype {dt}; expected one of {', '.join(abi.NUMPY_DTYPES.values())}"
        )
    return dt


def _forget_devices_in_child() -> None:
    """After ``fork()``, in the child: detach every inherited Worker from the parent's device.

    A parent thread may have held a Worker's lock (mid-launch) or the module's lock at fork();
    those threads do not exist here, so the locks are replaced.  An inherited Worker that was
    started (or is starting) is marked forked and closed: it closes its copy of the lifeline
    (otherwise the child would keep the parent's device alive, and the parent's ``close()``
    would wait for EOF in vain) and never signals, stops or restarts the parent's device;
    ``close()`` in the child only releases the child's own mappings and descriptors.
    """
    global _live_lock
    _live_lock = threading.Lock()
    for worker in list(_all_workers):
        worker._lock = threading.RLock()
        if not (worker._started or worker._has_resources()):
            continue  # never started: the child may still start it for itself
        worker._forked = True
        worker._closed = True
        proc, worker._proc = worker._proc, None
        worker._device_ready = False
        worker._launch_live = False  # the parent's launch: nothing to stop here
        if proc is not None:
            proc.forget()


os.register_at_fork(after_in_child=_forget_devices_in_child)


@atexit.register
def _close_all_workers() -> None:
    for worker in list(_all_workers):
        try:
            worker.close()
        except Exception:  # noqa: BLE001 - best effort at interpreter exit
            pass
