"""The profiler, a collector package: host spans per launch phase, device spans per core per
block and GM counters, written as a Chrome trace-event file (docs/runtime.md, "Profiling").

Modules, one job each:

- ``recorder.py``: the process profiler (``start``/``stop``/``profile``) and the per-launch
  recorder.
- ``trace.py``: the trace-event JSON and the file around it.
- ``collector.py``: the profiler's collector and its source (what the launch pipeline calls).

May import ``incore.errors``, ``incore.log``, ``incore.runtime.common`` and
``incore.runtime.host.collector``; never the launch pipeline, the context or ``device``.
"""

from __future__ import annotations

from incore.runtime.profiler.recorder import (
    COPY_BACK,
    LOG_DRAIN,
    PHASES,
    RUN,
    STAGE,
    VALIDATE,
    LaunchRecorder,
    Profiler,
    active,
    device_tid,
    profile,
    start,
    stop,
)

__all__ = [
    "COPY_BACK", "LOG_DRAIN", "PHASES", "RUN", "STAGE", "VALIDATE", "LaunchRecorder",
    "Profiler", "active", "device_tid", "profile", "start", "stop",
]
