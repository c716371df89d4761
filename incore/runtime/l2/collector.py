"""The L2 model as a collector: a Worker with ``l2_model`` runs its launches traced.

``variant`` swaps the kernel for its traced variant (the payload records every GM access
into per-core trace buffers); ``stage`` keeps the launch on the full binding path;
``before_run`` readies the context's trace buffers; ``collect`` simulates the launch's
accesses in the Worker's L2 geometry and hands its ``L2Stats`` to the launch's results
(``LaunchStats.l2``; the profiler draws them as counter tracks).  Stream launches are
traced the same way, in queue order: each runs alone and is simulated once it completed.
"""

from __future__ import annotations

from typing import Any

from incore.runtime.host.collector import Collector, Launch, Source
from incore.runtime.l2 import capture
from incore.runtime.l2.config import L2Config


class TracedLaunch(Collector):
    """One launch traced through the L2 model ``config``."""

    stage = True

    def __init__(self, config: L2Config) -> None:
        self.config = config
        self.traces: capture.DeviceTraces | None = None

    def variant(self, kernel: Any) -> Any:
        return capture.traced_variant(kernel)

    def before_run(self, launch: Launch) -> None:
        self.traces = capture.ready_traces(launch.ctx, self.config)

    def collect(self, launch: Launch) -> None:
        launch.results["l2"] = capture.finish(launch.ctx, self.traces, self.config, launch.k,
                                              launch.entry.args)


class L2Source(Source):
    """Makes a launch's ``TracedLaunch`` on a Worker with an L2 model; owns the context's
    trace buffers."""

    def collector(self, ctx: Any) -> TracedLaunch | None:
        config = getattr(ctx._user, "l2_model", None)
        return None if config is None else TracedLaunch(config)

    def detach(self, ctx: Any) -> None:
        capture.free_traces(ctx)


SOURCE = L2Source()
