"""The collector interface: what observes a launch, and the launch it observes.

A *collector* watches one launch as it walks through the launch pipeline
(``launch/pipeline.py``) and is called at each phase, in this order:

=====================  ============================================================
``on_launch_begin``    the launch is known: kernel, arguments (before the plan)
``variant(kernel)``    the payload to run instead of ``kernel`` (a traced variant), or None
``before_stage``       planned and bound: ``launchable``, ``nblocks``, ``bound`` are set
``before_run``         staged: arguments in GM, descriptor written, doorbell not yet rung
                       (called innermost collector first, so that the outermost, the
                       profiler, marks the run right before the doorbell)
``after_run``          the device completed the launch (before copy back)
``collect``            copied back: read what the launch left on the device; may raise
                       (a failed device assertion, a sanitizer finding)
``on_fault``           the launch failed: a device fault or timeout (device stopped, GM and
                       control block still readable), or another collector's ``collect``
                       raised; returns the error to raise (the same, or restated)
``on_launch_end``      last, whatever happened (``error`` None on success), in reverse order
=====================  ============================================================

A collector declares what it needs from the device through class attributes read by the
pipeline: ``profile`` (the launch descriptor's profile flag: cores time every block into
their trace areas), ``stage`` (full binding and staging, so ``launch.bound``/``temps`` are
set, instead of the planned device-buffer path), ``stage_align`` (staged copies of numpy
arguments start at a multiple of it: the L2 model's line) and ``variant`` (a payload
variant, e.g. a traced one).  A stream launch with any collector waits for the launches
queued ahead of it, runs alone and is collected once it completes.  A GM ring the
device writes is declared by the collector's :class:`Source` in ``attach`` (allocated when
the context's memory is mapped, before the device starts) and freed in ``detach``.

A *source* is a collector package's entry, listed by the registry the context was given
(``incore/runtime/collectors.py``, an implementation of :class:`CollectorRegistry`): it makes
a launch's collector when its package applies (``collector(ctx, options)``: the profiler is
on, dumps apply to the launch's options, the options carry an L2 model) or, for collectors
that depend on the kernel, once per launch plan (``kernel_collector(ctx, launchable)``: the
kernel has log sites).  With nothing active a launch calls no hook.

What turns a source on for a launch is either process state (the profiler records, a dump entry
could apply) or the launch's :class:`LaunchOptions` (the Worker's ``l2_model``, ``sanitize``),
which the Worker builds whenever one of its options changes and every launch carries.  A
source says which by naming itself in ``ROOMS_ON`` (``switch``) whenever its process state may
apply, and through ``by_options``/``wanted(options)``; a launch asks the registry only while
``ROOMS_ON`` is not empty or its options' ``collect`` is set (some source wants them), so a
launch with nothing on costs one set test and one attribute read.

This module imports nothing of the runtime: collector packages and the pipeline both import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

# The collector packages whose process state may now apply to any launch (the profiler
# records; a dump entry could apply), each added and discarded by its package through
# ``switch``.
ROOMS_ON: set[str] = set()


def switch(package: str, on: bool) -> None:
    """Collector package ``package``'s process state now may (``on``) or can no longer apply
    to launches.  A package switches on before its state applies and off after it stopped
    applying."""
    if on:
        ROOMS_ON.add(package)
    else:
        ROOMS_ON.discard(package)


@dataclass(frozen=True)
class LaunchOptions:
    """What a Worker's launches run with, built by the Worker whenever one of its options
    changes (never read from the Worker by name): the pipeline passes it to every phase and
    the collector sources decide from it.

    ``timeout`` bounds each launch in seconds; ``log_level`` is the ``(severity, info_v)``
    the cores run the launch with (None before the Worker started: the cores' current one);
    ``dump`` the Worker's dump entry (an ``incore.DumpConfig`` or None); ``l2_model`` the
    Worker's ``incore.L2Config`` (or None) and ``l2_state`` its L2 contents and counters
    kept across launches; ``sanitize`` runs launches checked; ``collect`` is set when some
    collector source wants these options (``CollectorRegistry.wanted``), so a launch asks
    the registry only then (or while ``ROOMS_ON`` is not empty); ``interpret`` is the block
    order (``"fixed"`` or ``"random:SEED"``) of a Worker whose launches run interpreted, in
    the user's process (``launch/interpreted.py``), None for compiled launches;
    ``cross_check`` runs each launch compiled and interpreted and compares them
    (``launch/crosscheck.py``).  A new Worker option that changes how launches run becomes
    a field here.
    """

    timeout: float = 60.0
    log_level: tuple[int, int] | None = None
    dump: Any = None
    l2_model: Any = None
    l2_state: Any = None
    sanitize: bool = False
    collect: bool = False
    interpret: str | None = None
    cross_check: bool = False


DEFAULT_OPTIONS = LaunchOptions()


class CollectorContext(Protocol):
    """What a collector (and its source) may use of a device context: identity, memory, the
    control block, the cores, and its own per-device state in ``collector_state`` (keyed by
    its package's name); never the context's parts or private fields."""

    device_id: int  # the logical id Workers name
    physical_id: int  # the id the simulated driver knows
    platform: str
    arch: str
    clusters: int
    collector_state: dict[str, Any]

    @property
    def l2_cache_offset(self) -> int:
        """The nocache offset the driver reported at start (0 on a5sim or a failed query)."""
        ...

    @property
    def gm(self) -> Any:
        """The context's GM (``memory.gm.GlobalMemory``)."""
        ...

    @property
    def control_block(self) -> Any:
        """The control block shared with the device."""
        ...

    @property
    def topology(self) -> list[tuple[int, int, int, int]]:
        """``(core_id, kind, sub_block_id, cluster)`` of every core."""
        ...

    @property
    def layout(self) -> Any:
        """The device's address plan (``common.layout.DeviceLayout``)."""
        ...

    def core_label(self, core_id: int) -> str:
        """``core N (kind)``, as messages name a core."""
        ...


class Launch:
    """One launch as it goes through the pipeline; what every collector hook receives.

    Set by the pipeline, in phase order: ``ctx`` (the DeviceContext: a collector uses what
    ``CollectorContext`` names of it), ``kernel`` (what the
    user passed), ``args``, ``blocks`` (as asked), ``options`` (the Worker's
    ``LaunchOptions``; ``timeout`` is its timeout), ``stream`` (None for a synchronous
    launch); then ``plan`` and ``launchable`` (the ``KernelPlan`` and its ``Launchable``),
    ``nblocks``, ``bound`` (checked arguments, or None on the planned path), ``temps``
    (``(arg, staging buffer)`` pairs), ``seq`` (the launch's queue sequence number) and
    ``entry`` (its queue entry: ``entry.args`` are the args words it runs with),
    ``ordinal`` (its number within its stream), ``times`` (copy-in, run, copy-out seconds).
    Collectors add ``results`` (fields of the launch's ``LaunchStats``, e.g. ``l2``) and may
    keep per-launch state in ``notes`` (keyed by themselves).
    """

    __slots__ = ("ctx", "kernel", "args", "blocks", "options", "timeout", "stream", "plan",
                 "launchable", "nblocks", "bound", "temps", "seq", "entry", "ordinal", "times",
                 "results", "notes", "collectors")

    def __init__(self, ctx: CollectorContext, kernel: Any, args: tuple, blocks: int | None,
                 options: LaunchOptions, stream: Any) -> None:
        self.ctx = ctx
        self.kernel = kernel
        self.args = args
        self.blocks = blocks
        self.options = options
        self.timeout = options.timeout
        self.stream = stream
        # plan, launchable, nblocks, bound, seq and entry are set by the pipeline as it
        # reaches them
        self.temps: list = []
        self.ordinal = 0
        self.times = (0.0, 0.0, 0.0)
        self.results: dict[str, Any] = {}
        self.notes: dict[Any, Any] = {}
        self.collectors: tuple[Collector, ...] = ()

    @property
    def stream_id(self) -> int:
        """The launch's stream id (0 for a synchronous launch)."""
        return 0 if self.stream is None else self.stream.id


class Collector:
    """Base class of collectors: every hook does nothing, no device help is needed."""

    profile = False  # set the launch descriptor's profile flag
    stage = False  # full binding and staging (``launch.bound`` and ``launch.temps``)
    stage_align = 0  # staged copies start at a multiple of this (the L2 model's line)

    def variant(self, kernel: Any) -> Any | None:
        """The kernel object to run instead of ``kernel`` (e.g. its traced variant), or None."""
        return None

    def on_launch_begin(self, launch: Launch) -> None:
        """The launch begins: ``kernel``, ``args``, ``stream`` are known."""

    def before_stage(self, launch: Launch) -> None:
        """Planned and bound; staging begins."""

    def before_run(self, launch: Launch) -> None:
        """Staged; the doorbell rings next."""

    def after_run(self, launch: Launch) -> None:
        """The device completed the launch; copy back follows."""

    def collect(self, launch: Launch) -> None:
        """Read what the launch left on the device (may raise to fail the launch)."""

    def on_fault(self, launch: Launch, error: BaseException) -> BaseException:
        """The launch failed with ``error``; return the error to raise (restated or not)."""
        return error

    def on_launch_end(self, launch: Launch, error: BaseException | None) -> None:
        """The launch is over (``error``: what it raised, None on success)."""


class Source:
    """A collector package's entry: makes collectors and owns the package's per-device state.

    ``by_options`` True: outside ``ROOMS_ON`` the source applies only to launches whose
    options it ``wanted``, and ``collector(ctx, options)`` is asked only for those.  False
    (the default) says nothing: the registry keeps the source in ``ROOMS_ON`` while it is
    registered, and it is asked for every launch.
    """

    by_options = False

    def wanted(self, options: LaunchOptions) -> bool:
        """These options alone make this source apply to a launch (``by_options`` sources)."""
        return False

    def attach(self, ctx: CollectorContext) -> None:
        """The context's memory is mapped and its device not yet started: allocate what the
        device must know at cold start (a GM ring, written into the init args)."""

    def detach(self, ctx: CollectorContext) -> None:
        """The context tears down: free what ``attach`` or launches allocated."""

    def collector(self, ctx: CollectorContext, options: LaunchOptions) -> Collector | None:
        """This launch's collector if the source applies to a launch with ``options``."""
        return None

    def kernel_collector(self, ctx: CollectorContext, launchable: Any) -> Collector | None:
        """The collector of every launch of ``launchable`` on ``ctx``, made with its plan, or
        None."""
        return None


class CollectorRegistry(Protocol):
    """The collector sources a context's launches meet (given to the context when it is made;
    ``incore/runtime/collectors.py`` is the package's, ``NO_COLLECTORS`` has none)."""

    def launch_collectors(self, ctx: CollectorContext,
                          options: LaunchOptions) -> tuple[Collector, ...]:
        """The collectors of one launch on ``ctx`` with ``options`` (usually none)."""
        ...

    def kernel_collectors(self, ctx: CollectorContext, launchable: Any) -> tuple[Collector, ...]:
        """The collectors of every launch of ``launchable`` on ``ctx``."""
        ...

    def attach(self, ctx: CollectorContext) -> None:
        """Every source's per-device setup, on mapped memory before the device starts."""
        ...

    def detach(self, ctx: CollectorContext) -> None:
        """Every source's per-device teardown (idempotent)."""
        ...


class NoCollectors:
    """A registry without sources: launches are never observed."""

    def launch_collectors(self, ctx: CollectorContext,
                          options: LaunchOptions) -> tuple[Collector, ...]:
        """No collector."""
        return ()

    def kernel_collectors(self, ctx: CollectorContext, launchable: Any) -> tuple[Collector, ...]:
        """No collector."""
        return ()

    def attach(self, ctx: CollectorContext) -> None:
        """Nothing to set up."""

    def detach(self, ctx: CollectorContext) -> None:
        """Nothing to tear down."""


NO_COLLECTORS: CollectorRegistry = NoCollectors()
