"""The Runtime: one per process (as CANN's ``Runtime::Instance()``), the entry to the simulated
devices, their primary contexts, the program registry, the profiler and the exception callback.

``Runtime.instance()`` boots lazily and exactly once, through the stages ``INIT`` -> ``ON`` ->
``DONE`` (``rt.boot_stage``).  The boot reads the platform (``INCORE_PLATFORM``, default
``a2a3sim``), the simulated chip's properties and the visible devices
(``INCORE_VISIBLE_DEVICES``).  A boot that fails goes back to ``INIT`` and raises; the next
call boots again.

Visible devices: ``INCORE_VISIBLE_DEVICES="2,0"`` makes logical device 0 physical device 2 and
logical 1 physical 0.  Workers, ``rt.device(n)`` and ``rt.properties(n)`` take logical ids;
the simulated driver (``SimDriver``), the address plan (``layout.DeviceLayout``), the memfd
names and the device process take physical ids, so a per-device driver setting follows the
physical device.  Unset, every one of the ``layout.MAX_DEVICES`` simulated devices is visible
under its own id.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from incore.errors import runtime_error
from incore.runtime.collectors import COLLECTORS
from incore.runtime.common.layout import DEFAULT_GM_SIZE, MAX_DEVICES
from incore.runtime.host.apilog import api_call
from incore.runtime.host.context import DeviceContext
from incore.runtime.host.primary import PrimaryContexts
from incore.runtime.host.validate import PLATFORM_ARCH, given, shown

if TYPE_CHECKING:
    from incore.runtime.host import callback

VISIBLE_DEVICES_ENV = "INCORE_VISIBLE_DEVICES"
PLATFORM_ENV = "INCORE_PLATFORM"
DEFAULT_PLATFORM = "a2a3sim"
DEFAULT_CLUSTERS = 2
INIT, ON, DONE = "INIT", "ON", "DONE"


@dataclass(frozen=True)
class ChipInfo:
    """The simulated chip: what every device of a platform has unless a Worker says otherwise."""

    platform: str
    arch: str
    device_count: int
    clusters: int
    aic_per_cluster: int
    aiv_per_cluster: int
    gm_size: int


def read_chip(platform: str) -> ChipInfo:
    """The chip properties of ``platform`` (1 AIC + 2 AIV per cluster, ``MAX_DEVICES``
    devices, the default GM size)."""
    return ChipInfo(platform, PLATFORM_ARCH[platform], MAX_DEVICES, DEFAULT_CLUSTERS, 1, 2,
                    DEFAULT_GM_SIZE)


def parse_visible_devices(value: str | None, count: int) -> tuple[int, ...]:
    """Physical ids by logical id from an ``INCORE_VISIBLE_DEVICES`` value (None: identity).

    ValueError (VISIBLE_DEVICES_INVALID) quoting the variable for an empty or malformed list,
    a duplicate or an id outside ``[0, count)``.
    """
    if value is None:
        return tuple(range(count))
    items = [item.strip() for item in value.split(",")]
    if not value.strip():
        raise runtime_error("VISIBLE_DEVICES_INVALID", value=value,
                            detail="the list is empty (unset the variable to see every device)")
    ids: list[int] = []
    for pos, item in enumerate(items):
        if not item.isdigit() or not item.isascii():
            raise runtime_error("VISIBLE_DEVICES_INVALID", value=value,
                                detail=f"entry {pos} ({item!r}) is not a device id")
        phys = int(item)
        if phys >= count:
            raise runtime_error(
                "VISIBLE_DEVICES_INVALID", value=value,
                detail=f"device {phys} is out of range: physical ids are 0..{count - 1}",
            )
        if phys in ids:
            raise runtime_error("VISIBLE_DEVICES_INVALID", value=value,
                                detail=f"device {phys} is listed twice")
        ids.append(phys)
    return tuple(ids)


class Runtime:
    """The process-wide runtime.  Get it with ``Runtime.instance()``; never construct it."""

    _instance: Runtime | None = None
    _instance_lock = threading.Lock()
    boots = 0  # boot attempts in this process (diagnostics and tests)

    def __init__(self) -> None:
        self.boot_stage = INIT
        self.platform = DEFAULT_PLATFORM
        self.chip: ChipInfo | None = None
        self.visible: tuple[int, ...] = ()
        self._visible_value: str | None = None
        self.contexts = PrimaryContexts(lambda: self.programs, COLLECTORS)
        self._local = threading.local()
        self._programs: Any = None
        self._programs_lock = threading.Lock()

    # ----------------------------------------------------------------- boot

    @classmethod
    @api_call("Runtime.instance")
    def instance(cls) -> Runtime:
        """The process's Runtime, booted on first use (thread-safe; the boot runs once)."""
        rt = cls._instance
        if rt is not None and rt.boot_stage == DONE:
            return rt
        with cls._instance_lock:
            rt = cls._instance
            if rt is None:
                rt = cls._instance = cls()
            if rt.boot_stage != DONE:
                rt._boot()
            return rt

    @classmethod
    def stage(cls) -> str:
        """The boot stage of the process's Runtime without booting it (``INIT`` if none)."""
        rt = cls._instance
        return rt.boot_stage if rt is not None else INIT

    def _boot(self) -> None:
        """INIT -> ON -> DONE: platform, chip properties, visible devices (under the lock)."""
        Runtime.boots += 1
        self.boot_stage = ON
        try:
            platform = os.environ.get(PLATFORM_ENV, DEFAULT_PLATFORM)
            if platform not in PLATFORM_ARCH:
                raise runtime_error(
                    "PARAMETER_VALUE", param=PLATFORM_ENV,
                    expected=f"one of {', '.join(PLATFORM_ARCH)}", given=repr(platform),
                )
            chip = read_chip(platform)
            value = os.environ.get(VISIBLE_DEVICES_ENV)
            visible = parse_visible_devices(value, chip.device_count)
        except BaseException:
            self.boot_stage = INIT
            raise
        self.platform, self.chip = platform, chip
        self.visible, self._visible_value = visible, value
        self.boot_stage = DONE

    @classmethod
    @api_call("Runtime.reset")
    def reset(cls) -> None:
        """Forget the process's booted Runtime: the next ``Runtime.instance()`` boots again,
        re-reading ``INCORE_PLATFORM`` and ``INCORE_VISIBLE_DEVICES``.

        Refused (``RuntimeStateError``, code ``RUNTIME_BUSY``, naming each live context: its
        device, platform and how many Workers hold it) while any device context is live:
        close those Workers first.  A reset also empties the program registry: kernels compiled
        before it stay launchable, and ``rt.kernel(name)`` finds them again once their Module
        is looked up (a name lookup registers the live Modules defining it, as after any
        boot); a handle from before the reset finds nothing (``KernelNotFound``), since the
        fresh registry's handles go on from the old ones and are never reused in a process.
        It removes the exception and task-abort callbacks and drops every thread's current
        device.  The
        primary-context table itself carries over (it is empty), and the profiler, which is
        the process's, keeps recording.  Without a booted Runtime it does nothing.
        """
        with cls._instance_lock:
            rt = cls._instance
            if rt is None:
                return
            live = sorted(rt.contexts.live(), key=lambda ctx: ctx.device_id)
            if live:
                raise runtime_error(
                    "RUNTIME_BUSY", live=[ctx.device_id for ctx in live],
                    contexts=", ".join(_describe_context(ctx) for ctx in live),
                )
            fresh = cls._instance = cls()
            # Workers created before the reset use this table; its contexts now listen to the
            # fresh registry
            fresh.contexts = rt.contexts
            rt.contexts.programs = lambda: fresh.programs
            from incore.runtime.host import callback

            callback.set_callback(None)
            callback.set_abort_callback(None)

    @classmethod
    def _reset_for_tests(cls) -> None:
        """``Runtime.reset()`` (kept for the tests that use this name)."""
        cls.reset()

    # ----------------------------------------------------------------- devices

    @property
    def device_count(self) -> int:
        """How many devices are visible (logical ids ``0 .. device_count - 1``)."""
        return len(self.visible)

    def physical_id(self, logical: int) -> int:
        """The physical id of logical device ``logical``; TypeError/ValueError naming
        ``device_id`` (and the visible-devices variable when it is set) otherwise."""
        n = len(self.visible)
        where = f" ({VISIBLE_DEVICES_ENV}={self._visible_value!r})" if self._visible_value else ""
        if not isinstance(logical, int) or isinstance(logical, bool):
            raise runtime_error(
                "PARAMETER_TYPE", param="device_id", expected=f"an int in [0, {n}){where}",
                given=given(logical),
            )
        if not 0 <= logical < n:
            raise runtime_error(
                "PARAMETER_VALUE", param="device_id", expected=f"an int in [0, {n}){where}",
                given=shown(logical),
            )
        return self.visible[logical]

    @api_call("Runtime.properties")
    def properties(self, device: int) -> dict[str, Any]:
        """What is known of logical ``device``: platform, arch, clusters, cores by kind, GM
        size, physical id and, once its context queried the driver, the L2 cache offset
        (None before).  A live context reports its own configuration; otherwise the chip's
        defaults are reported."""
        phys = self.physical_id(device)
        chip = self.chip
        ctx = self.contexts.get(device)
        if ctx is not None:
            platform, arch, clusters = ctx.platform, ctx.arch, ctx.clusters
            gm_size = ctx.config.gm_size
            offset = ctx.l2_cache_offset if ctx.started else None
        else:
            platform, arch, clusters, gm_size, offset = (
                chip.platform, chip.arch, chip.clusters, chip.gm_size, None)
        return {
            "device": device, "physical_id": phys, "platform": platform, "arch": arch,
            "clusters": clusters,
            "cores": {"aic": clusters * chip.aic_per_cluster,
                      "aiv": clusters * chip.aiv_per_cluster},
            "gm_size": gm_size, "l2_cache_offset": offset, "context_live": ctx is not None,
        }

    @api_call("Runtime.context")
    def context(self, device: int) -> DeviceContext | None:
        """The live primary context of logical ``device``, if a Worker holds one."""
        self.physical_id(device)
        return self.contexts.get(device)

    # ----------------------------------------------------------------- current device

    def _stack(self) -> list[int]:
        stack = getattr(self._local, "stack", None)
        if stack is None:
            stack = self._local.stack = []
        return stack

    def current_device(self) -> int:
        """This thread's current device: the innermost ``with rt.device(n)``, else 0."""
        stack = getattr(self._local, "stack", None)
        return stack[-1] if stack else 0

    @contextlib.contextmanager
    def device(self, device: int) -> Iterator[int]:
        """Make logical ``device`` this thread's current device inside the ``with`` block
        (Workers created there without ``device_id`` use it); blocks nest."""
        self.physical_id(device)
        stack = self._stack()
        stack.append(device)
        try:
            yield device
        finally:
            stack.pop()

    # ----------------------------------------------------------------- exception callback

    @api_call("Runtime.set_exception_callback")
    def set_exception_callback(self, fn: Callable[[callback.ExceptionRecord], object] | None
                               ) -> None:
        """Call ``fn(record)`` once per device fault or timeout of any launch, before the
        exception is raised (``callback.ExceptionRecord``); None removes it.  A callback that
        raises is logged and the fault is raised all the same."""
        from incore.runtime.host import callback

        callback.set_callback(fn)

    @api_call("Runtime.set_task_abort_callback")
    def set_task_abort_callback(self, fn: Callable[[callback.AbortRecord], object] | None
                                ) -> None:
        """Call ``fn(record)`` once per launch aborted by a device fault, a timeout,
        ``close()`` or an interrupt (``callback.AbortRecord``: device, kernel, stream id, task
        number, launch number in its stream, reason, launches discarded with it, error);
        None removes it.  It runs on the thread that notices the abort, before the launch's
        error is raised (or recorded on its stream); a callback that raises is logged and the
        launch ends all the same."""
        from incore.runtime.host import callback

        callback.set_abort_callback(fn)

    # ----------------------------------------------------------------- programs, profiler

    @property
    def programs(self) -> Any:
        """The program registry and kernel table (``registry.ProgramRegistry``)."""
        if self._programs is None:
            with self._programs_lock:
                if self._programs is None:
                    registry = importlib.import_module("incore.runtime.host.registry")
                    self._programs = registry.ProgramRegistry()
        return self._programs

    @api_call("Runtime.register_program")
    def register_program(self, blob: bytes, meta: dict | None = None) -> Any:
        """Register a kernel ELF, or a plain ``.text`` payload with its ``meta``; returns the
        ``Program`` (``ProgramRegistry.register``)."""
        return self.programs.register(blob, meta)

    @api_call("Runtime.unregister_program")
    def unregister_program(self, program: Any) -> None:
        """Unregister ``program``; its code memory is freed once no launch uses it."""
        self.programs.unregister(program)

    @api_call("Runtime.kernel")
    def kernel(self, key: str | int) -> Any:
        """The registered kernel named ``key`` or with handle ``key``."""
        return self.programs.kernel(key)

    @api_call("Runtime.profiler_start")
    def profiler_start(self, path: str | os.PathLike,
                       devices: Sequence[int] | None = None) -> None:
        """Start recording a trace of every launch into ``path`` (``profiler.start``).

        ``devices`` (logical ids) limits the recording to launches on those devices (as CANN's
        ``ProfilerStart(..., numsDev, deviceList, ...)``; ``docs/runtime.md``, "Profiling");
        None records every device.  Each id is checked as ``rt.properties`` checks it; an
        empty or duplicated list is a ``ValueError``."""
        if devices is not None:
            devices = self._device_list(devices)
        importlib.import_module("incore.runtime.profiler").start(path, devices=devices)

    def _device_list(self, devices: Sequence[int]) -> tuple[int, ...]:
        """``devices`` checked: a non-empty sequence of distinct visible logical ids."""
        if isinstance(devices, (str, bytes)) or not isinstance(devices, Sequence | set
                                                               | frozenset):
            raise runtime_error(
                "PARAMETER_TYPE", param="devices", expected="None or a list of device ids",
                given=given(devices),
            )
        ids = tuple(devices)
        if not ids:
            raise runtime_error(
                "PARAMETER_VALUE", param="devices",
                expected="None (every device) or a non-empty list of device ids",
                given="an empty list",
            )
        for dev in ids:
            self.physical_id(dev)  # TypeError/ValueError naming device_id
        if len(set(ids)) != len(ids):
            dup = next(d for d in ids if ids.count(d) > 1)
            raise runtime_error(
                "PARAMETER_VALUE", param="devices", expected="distinct device ids",
                given=f"device {dup} listed twice in {list(ids)}",
            )
        return ids

    @api_call("Runtime.profiler_stop")
    def profiler_stop(self) -> Any:
        """Stop the profiler and write its trace; returns the path (``profiler.stop``)."""
        return importlib.import_module("incore.runtime.profiler").stop()


def _describe_context(ctx: DeviceContext) -> str:
    """``device 3 (a2a3sim, 2 Workers)``: a live context, as RUNTIME_BUSY names it."""
    n = len(ctx.users)
    return f"device {ctx.device_id} ({ctx.platform}, {n} Worker{'s' if n != 1 else ''})"


def _reset_lock_in_child() -> None:
    # A parent thread may have held the boot lock at fork(); it never releases it here.
    Runtime._instance_lock = threading.Lock()


os.register_at_fork(after_in_child=_reset_lock_in_child)
