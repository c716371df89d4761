"""The profiler as a collector: one ``LaunchRecorder`` per launch while the profiler records.

Its phases follow the launch pipeline's: ``validate`` from the launch's begin, ``stage``,
``run`` (the recorder zeroes the cores' trace areas; ``profile`` asks the pipeline to set the
launch descriptor's profile flag, so the cores time every block), ``copy back`` and ``log
drain`` (the collect phase).  A stream launch is recorded on its own host track, ``stream N
(device D)``: its run lasts from the doorbell until the host saw it complete, which may be
inside a later call on any thread.  An interpreted launch (``Worker(interpret=...)``) is
recorded the same way, its block spans written by the interpreter into the cores' trace
areas, and every span of it is marked interpreted.
"""

from __future__ import annotations

from incore.runtime.host.collector import Collector, CollectorContext, Launch, LaunchOptions, Source
from incore.runtime.profiler import recorder
from incore.runtime.profiler.recorder import COPY_BACK, LOG_DRAIN, RUN, STAGE, Profiler


class ProfiledLaunch(Collector):
    """One launch recorded by ``profiler``."""

    profile = True

    def __init__(self, profiler: Profiler) -> None:
        self.profiler = profiler
        self.rec: recorder.LaunchRecorder | None = None

    def on_launch_begin(self, launch: Launch) -> None:
        ctx = launch.ctx
        cb = ctx.control_block
        track = None if launch.stream is None else f"stream {launch.stream.id} (device " \
            f"{ctx.device_id})"
        self.rec = self.profiler.launch(
            device_id=ctx.device_id, platform=ctx.platform, header=cb.header, cores=cb.cores,
            topology=ctx.topology, gm=ctx.gm, track=track,
            stream=None if launch.stream is None else launch.stream.id,
        )
        self.rec.interpreted = launch.options.interpret  # its spans say so

    def before_stage(self, launch: Launch) -> None:
        self.rec.enter(STAGE, kernel=launch.launchable.name, blocks=launch.nblocks)

    def before_run(self, launch: Launch) -> None:
        self.rec.enter(RUN)

    def after_run(self, launch: Launch) -> None:
        self.rec.enter(COPY_BACK)

    def collect(self, launch: Launch) -> None:
        self.rec.enter(LOG_DRAIN)

    def on_launch_end(self, launch: Launch, error: BaseException | None) -> None:
        rec = self.rec
        if rec is None:
            return
        self.rec = None
        if error is None:
            rec.l2 = launch.results.get("l2")  # the L2 model's counter tracks, if modelled
        rec.end(error)


class ProfilerSource(Source):
    """Makes a launch's ``ProfiledLaunch`` while the profiler records (the recorder switches
    the profiler on in ``host.collector`` meanwhile: no option of the Worker turns it on)."""

    by_options = True  # the recorder switches the source on (``ROOMS_ON``)

    def collector(self, ctx: CollectorContext, options: LaunchOptions) -> ProfiledLaunch | None:
        prof = recorder._active  # what ``recorder.active()`` returns, without the call
        if prof is None or (prof.devices is not None and ctx.device_id not in prof.devices):
            return None  # off, or recording other devices only (profiler_start(devices=))
        return ProfiledLaunch(prof)


SOURCE = ProfilerSource()
