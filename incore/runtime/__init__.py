"""Runtime: rooms by where their code runs (docs/architecture.md, "The runtime's rooms").

``host/`` runs in the user's process (the Runtime, contexts, Worker, streams, registry,
memory, the launch pipeline); ``device/`` runs in the device process (its main, scheduler,
core loop, fault handler, the simulated driver); ``common/`` is the contract both read (the
control block, the address layout, the libc calls); ``profiler/``, ``dump/``, ``l2/`` and
``devlog/`` are collectors that observe launches.  Nothing in ``device/`` imports ``host/``.

Exports are loaded lazily so that the device process (``python -m incore.runtime.device``)
does not import numpy or llvmlite through this package.
"""

from __future__ import annotations

import importlib

__all__ = ["DeviceBuffer", "LaunchStats", "Runtime", "SimDriver", "Worker"]

_EXPORTS = {
    "DeviceBuffer": "incore.runtime.host.memory.buffers",
    "LaunchStats": "incore.runtime.host.launch.staging",
    "Runtime": "incore.runtime.runtime",
    "SimDriver": "incore.runtime.device.driver",
    "Worker": "incore.runtime.worker",
}


def __getattr__(name: str) -> object:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'incore.runtime' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
