"""The L2 model as a collector: a Worker with ``l2_model`` runs its launches traced.

``variant`` swaps the kernel for its traced variant (the payload records every L2 request
into per-core trace buffers); ``stage`` keeps the launch on the full binding path;
``before_run`` readies the context's trace buffers; ``collect`` simulates the launch's
requests in the Worker's L2 (kept across its launches, ``state.py``) and hands its
``L2Stats`` to the launch's results (``LaunchStats.l2``; the profiler draws them as counter
tracks).  Stream launches are
traced the same way, in queue order: each runs alone and is simulated once it completed.

This module loads with every context (the registry, ``incore/runtime/collectors.py``)
and imports nothing of the
model: ``capture`` (and through it the simulator, the gather and the counters) is imported by
the first traced launch.  Only ``capture`` makes trace buffers, so ``detach`` frees them only
once it is loaded.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from incore.runtime.host.collector import Collector, CollectorContext, Launch, LaunchOptions, Source

if TYPE_CHECKING:
    from incore.runtime.l2.capture import DeviceTraces
    from incore.runtime.l2.config import L2Config
    from incore.runtime.l2.state import WorkerL2
    from incore.runtime.l2.streaming import StreamingLaunch


class TracedLaunch(Collector):
    """One launch traced through the L2 model ``config``."""

    stage = True

    def __init__(self, config: L2Config, state: WorkerL2 | None = None) -> None:
        self.config = config
        self.stage_align = config.line  # staged copies start on a line, as a row's requests
        self.state = state  # the Worker's L2, kept across its launches
        self.traces: DeviceTraces | None = None
        self.streaming: StreamingLaunch | None = None

    def variant(self, kernel: Any) -> Any:
        from incore.runtime.l2 import capture

        return capture.traced_variant(kernel, self.config.line)

    def before_run(self, launch: Launch) -> None:
        from incore.runtime.l2 import capture

        self.traces = capture.ready_traces(launch.ctx, self.config)
        self.streaming = capture.streaming(launch.ctx, self.traces, self.config,
                                           launch.launchable, launch.entry.args,
                                           launch.nblocks, self.state)

    def collect(self, launch: Launch) -> None:
        from incore.runtime.l2 import capture

        launch.results["l2"] = capture.finish(launch.ctx, self.traces, self.config,
                                              launch.launchable, launch.entry.args, self.state,
                                              self.streaming)


class L2Source(Source):
    """Makes a launch's ``TracedLaunch`` on a Worker with an L2 model; owns the context's
    trace buffers."""

    by_options = True

    def wanted(self, options: LaunchOptions) -> bool:
        return options.l2_model is not None

    def collector(self, ctx: CollectorContext, options: LaunchOptions) -> TracedLaunch | None:
        config = options.l2_model
        return None if config is None else TracedLaunch(config, options.l2_state)

    def detach(self, ctx: CollectorContext) -> None:
        capture = sys.modules.get("incore.runtime.l2.capture")
        if capture is not None:  # else no launch was traced: there are no trace buffers
            capture.free_traces(ctx)


SOURCE = L2Source()
