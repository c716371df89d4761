"""The collector interface: what observes a launch, and the launch it observes.

A *collector* watches one launch as it walks through the launch pipeline
(``launch/pipeline.py``) and is called at each phase, in this order:

=====================  ============================================================
``on_launch_begin``    the launch is known: kernel, arguments (before the plan)
``variant(kernel)``    the payload to run instead of ``kernel`` (a traced variant), or None
``before_stage``       planned and bound: ``launch.k``, ``nblocks``, ``bound`` are set
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
set, instead of the planned device-buffer path), ``attend`` (a stream launch waits for the
launches queued ahead of it and is collected once it completes, before the next attended
launch), ``stage_align`` (staged copies of numpy arguments start at a multiple of it: the
L2 model's line) and ``variant`` (a payload variant, e.g. a traced one).  A GM ring the
device writes is declared by the collector's :class:`Source` in ``attach`` (allocated when
the context's memory is mapped, before the device starts) and freed in ``detach``.

A *source* is a collector room's entry, listed in ``collector_rooms.SOURCES``: it makes a
launch's collector when its room applies (``collector(ctx)``: the profiler is on, dumps apply
to the Worker, the Worker has an L2 model) or, for collectors that depend on the kernel,
once per launch plan (``kernel_collector(ctx, k)``: the kernel has log sites).  With nothing
active a launch calls no hook.

What turns a room on for a launch is either process state (the profiler records, a dump entry
could apply) or an attribute of the context's user (the Worker's ``l2_model``, ``sanitize``).
A source says which through ``options`` (the user's attributes) and by naming its room in
``ROOMS_ON`` (``switch``) whenever its process state may apply; ``collector_rooms`` then
asks no source at all for a launch while ``ROOMS_ON`` is empty and every declared option
of the user is falsy, so such a launch costs one set test and an attribute read per option.

This module imports nothing of the runtime: collector rooms and the pipeline both import it.
"""

from __future__ import annotations

from typing import Any

# The collector rooms whose process state may now apply to any launch (the profiler records;
# a dump entry could apply), each added and discarded by its room through ``switch``.
ROOMS_ON: set[str] = set()


def switch(room: str, on: bool) -> None:
    """Room ``room``'s process state now may (``on``) or can no longer apply to launches.
    A room switches on before its state applies and off after it stopped applying."""
    if on:
        ROOMS_ON.add(room)
    else:
        ROOMS_ON.discard(room)


class Launch:
    """One launch as it goes through the pipeline; what every collector hook receives.

    Set by the pipeline, in phase order: ``ctx`` (the DeviceContext), ``kernel`` (what the
    user passed), ``args``, ``blocks`` (as asked), ``timeout``, ``stream`` (None for a
    synchronous launch); then ``plan`` and ``k`` (the ``KernelPlan`` and its ``Launchable``),
    ``nblocks``, ``bound`` (checked arguments, or None on the planned path), ``temps``
    (``(arg, staging buffer)`` pairs), ``seq`` (the launch's queue sequence number) and
    ``entry`` (its queue entry: ``entry.args`` are the args words it runs with),
    ``ordinal`` (its number within its stream), ``times`` (copy-in, run, copy-out seconds).
    Collectors add ``results`` (fields of the launch's ``LaunchStats``, e.g. ``l2``) and may
    keep per-launch state in ``notes`` (keyed by themselves).
    """

    __slots__ = ("ctx", "kernel", "args", "blocks", "timeout", "stream", "plan", "k",
                 "nblocks", "bound", "temps", "seq", "entry", "ordinal", "times", "results",
                 "notes", "collectors")

    def __init__(self, ctx: Any, kernel: Any, args: tuple, blocks: int | None,
                 timeout: float, stream: Any) -> None:
        self.ctx = ctx
        self.kernel = kernel
        self.args = args
        self.blocks = blocks
        self.timeout = timeout
        self.stream = stream
        # plan, k, nblocks, bound, seq and entry are set by the pipeline as it reaches them
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
    attend = True  # a stream launch runs alone and is collected when it completes
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
    """A collector room's entry: makes collectors and owns the room's per-device state.

    ``options`` names the attributes of a context's user that turn the room on: while the
    room is not in ``ROOMS_ON`` and each of them is falsy (or missing) on ``ctx._user``,
    ``collector(ctx)`` returns None, and launches do not call it.  None (the default) says
    nothing, and the source is asked for every launch.
    """

    options: tuple[str, ...] | None = None

    def attach(self, ctx: Any) -> None:
        """The context's memory is mapped and its device not yet started: allocate what the
        device must know at cold start (a GM ring, written into the init args)."""

    def detach(self, ctx: Any) -> None:
        """The context tears down: free what ``attach`` or launches allocated."""

    def collector(self, ctx: Any) -> Collector | None:
        """This launch's collector if the room applies to the context's current user."""
        return None

    def kernel_collector(self, ctx: Any, k: Any) -> Collector | None:
        """The collector of every launch of ``k`` (a ``Launchable``) on ``ctx``, made with its
        plan, or None."""
        return None
