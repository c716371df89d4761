"""The profiler room, a collector: host spans per launch phase, device spans per core per
block and GM counters, written as a Chrome trace-event file.

Owns ``recorder`` (the process profiler, ``start``/``stop``/``profile``, and the per-launch
recorder), ``trace`` (the trace-event JSON) and ``collector`` (the room's collector).  May
import ``incore.errors``, ``incore.log``, ``incore.runtime.common`` and
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
