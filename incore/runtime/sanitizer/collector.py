"""The sanitizer as a collector: a Worker with ``sanitize`` runs its launches checked.

``variant`` swaps the kernel for its checked variant (the payload records every GM access
interval and synchronisation event into per-core buffers); ``stage`` keeps the launch on the
full binding path (the checks need the bound arguments: which are device buffers, and their
initialised bytes); ``before_run`` readies the context's record buffers; ``collect`` checks
the launch once its outputs were copied back and raises ``SanitizerError`` with the
findings.  Stream launches are checked the same way: each runs alone and is checked once it
completed.

This module loads with every context (the registry, ``incore/runtime/collectors.py``)
and imports nothing of the
checks: ``capture`` (and through it the decoding, the happens-before order and the checks)
is imported by the first sanitized launch.  Only ``capture`` makes record buffers, so
``detach`` releases them only once it is loaded.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from incore.runtime.host.collector import Collector, CollectorContext, Launch, LaunchOptions, Source

if TYPE_CHECKING:
    from incore.runtime.sanitizer.capture import SanitizerBuffers


class CheckedLaunch(Collector):
    """One launch run as its checked variant."""

    stage = True

    def __init__(self) -> None:
        self.buffers: SanitizerBuffers | None = None

    def variant(self, kernel: Any) -> Any:
        from incore.runtime.sanitizer import capture

        return capture.checked_variant(kernel)

    def before_run(self, launch: Launch) -> None:
        from incore.runtime.sanitizer import capture

        self.buffers = capture.ready_buffers(launch.ctx)

    def collect(self, launch: Launch) -> None:
        from incore.runtime.sanitizer import capture

        assert self.buffers is not None, "collect follows before_run"
        session = capture.Session(launch.plan.kernel, self.buffers)
        session.finish(launch.ctx, launch.launchable, launch.entry.args, launch.bound)


class SanitizerSource(Source):
    """Makes a launch's ``CheckedLaunch`` on a sanitizing Worker; owns the context's record
    buffers."""

    by_options = True

    def wanted(self, options: LaunchOptions) -> bool:
        return options.sanitize

    def collector(self, ctx: CollectorContext, options: LaunchOptions) -> CheckedLaunch | None:
        return CheckedLaunch() if options.sanitize else None

    def detach(self, ctx: CollectorContext) -> None:
        capture = sys.modules.get("incore.runtime.sanitizer.capture")
        if capture is not None:  # else no launch was sanitized: there are no record buffers
            capture.release(ctx)


SOURCE = SanitizerSource()
