"""The L2 cache model: traced GM accesses of a launch, simulated in a shared L2 whose reads
through the nocache alias window do not allocate (issue 12; ``docs/runtime.md``, "What BYPASS
buys").

``config.py`` the geometry and the chip presets (``L2Config``); ``trace.py`` the per-core
request-trace buffers in GM and their drain; ``merge.py`` the deterministic interleaving of
the cores' traces; ``policy.py`` the per-request policy; ``model.py`` the native simulator;
``state.py`` a Worker's L2, kept across launches; ``counters.py`` the msprof-named counters;
``advisor.py`` the per-tensor advice; ``capture.py`` a launch's part in all this;
``memtime.py`` the estimated memory time; ``report.py`` the tables, JSON and plot of
``incore l2``; ``gather.py`` and ``streaming.py`` the native gather and the simulation as
drained; ``collector.py`` the room's collector (what the launch pipeline calls).

The exported names load on first use (the counters import the native simulator), so a
process whose Workers have no L2 model never imports them.

A collector room: may import ``incore.errors``, ``incore.abi``, ``incore.runtime.common``,
``incore.runtime.host.collector`` and ``incore.runtime.host.memory``; never the launch
pipeline or the context.
"""

from __future__ import annotations

from typing import Any

__all__ = ["L2Config", "L2Counters", "L2Stats", "TensorAdvice"]


def __getattr__(name: str) -> Any:
    if name == "L2Config":
        from incore.runtime.l2 import config

        return config.L2Config
    if name in __all__:
        from incore.runtime.l2 import counters

        return getattr(counters, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
