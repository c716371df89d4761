"""The L2 cache model, a collector package: traced GM accesses of a launch, simulated in a shared
L2 whose reads through the nocache alias window do not allocate (docs/runtime.md, "The L2
model and what BYPASS buys").

Modules, one job each:

- ``config.py``: the geometry and the chip presets (``L2Config``).
- ``trace.py``: the per-core request-trace buffers in GM, their drain, the record encoding.
- ``merge.py``: the deterministic order in which the cores' traces reach the L2.
- ``policy.py``: the L2 policy of each traced access.
- ``gather.py``: the native gather (L2 order, policy and tensor per request).
- ``streaming.py``: the requests simulated as they are drained.
- ``model.py``: the native LRU simulator, built with ``llvmlite.ir``.
- ``state.py``: a Worker's L2, kept across launches.
- ``counters.py``: the msprof-named counters.
- ``advisor.py``: the per-tensor advice on BYPASS.
- ``memtime.py``: the estimated memory time.
- ``capture.py``: a launch's part in all this (traced variant, buffers, simulation).
- ``report.py``: the tables, JSON and plot of ``incore l2``.
- ``collector.py``: the L2 model's collector and its source (what the launch pipeline calls).

The exported names load on first use (the counters import the native simulator), so a
process whose Workers have no L2 model never imports them.

May import ``incore.errors``, ``incore.abi``, ``incore.runtime.common``,
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
