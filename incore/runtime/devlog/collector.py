"""Device logs as a collector: the per-core log rings in GM and their drain after a launch.

The source attaches the rings when a context's memory is mapped (their address goes into
the init args, so every core's GlobalContext points at its ring from cold start) and frees
them at teardown.  A kernel with log, assert or bounds sites gets a ``LoggedLaunch`` with its
plan: ``before_run`` empties the rings, ``collect`` emits the records and logs (at ERROR) and
raises the launch's failed assertion or bounds check, ``on_fault`` emits the records of a
launch that failed (GM outlives the device process).
"""

from __future__ import annotations

import logging
from typing import Any

from incore.errors import KernelAssertionError, KernelIndexError
from incore.log import LOGGER_NAME
from incore.runtime.devlog.rings import LogRings
from incore.runtime.host.collector import Collector, CollectorContext, Launch, Source

logger = logging.getLogger(LOGGER_NAME)
ROOM = "devlog"


class LoggedLaunch(Collector):
    """The launches of one kernel with log sites on one context."""

    def __init__(self, rings: LogRings) -> None:
        self.rings = rings

    def before_run(self, launch: Launch) -> None:
        self.rings.reset(launch.launchable.meta)

    def collect(self, launch: Launch) -> None:
        launch.notes[self] = True  # read: a later failure does not emit the records again
        k = launch.launchable
        try:
            self.rings.collect(k.name, k.meta, launch.ctx.core_label)
        except (KernelAssertionError, KernelIndexError) as e:
            # The kernel failed: logged at ERROR here, once, as the failure path logs a fault,
            # and not again by the API call raising it (docs/runtime.md, "Logging").
            logger.error("[%s] %s", e.code, getattr(e, "message", None) or e)
            raise

    def on_fault(self, launch: Launch, error: BaseException) -> BaseException:
        if self not in launch.notes:
            k = launch.launchable
            try:
                self.rings.collect(k.name, k.meta, launch.ctx.core_label, assertions=False)
            except Exception as e:  # noqa: BLE001 - the launch's error is what the caller sees
                logger.warning("could not read the device logs of kernel %r: %s", k.name, e)
        return error


class DeviceLogSource(Source):
    """Owns each context's log rings (``ctx.collector_state["devlog"]``)."""

    def attach(self, ctx: CollectorContext) -> None:
        rings = ctx.collector_state[ROOM] = LogRings(ctx.gm, len(ctx.topology))
        init = ctx.control_block.init
        init.log_ring = rings.base
        init.log_ring_stride = rings.stride

    def detach(self, ctx: CollectorContext) -> None:
        rings = ctx.collector_state.pop(ROOM, None)
        if rings is not None:
            rings.free()

    def kernel_collector(self, ctx: CollectorContext, launchable: Any) -> LoggedLaunch | None:
        if not launchable.meta.get("sites"):
            return None  # the kernel writes no record: nothing to reset or read
        return LoggedLaunch(ctx.collector_state[ROOM])


SOURCE = DeviceLogSource()
