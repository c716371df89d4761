"""Runtime: rooms by where their code runs (docs/architecture.md, "The runtime's rooms"),
read bottom-up.

``common/`` is the contract both sides read (the control block, the address layout, the libc
calls); ``device/`` runs in the device process (its main, scheduler, core loop, fault
handler, the simulated driver) and imports only ``common/``; ``host/`` runs in the user's
process (contexts, streams, the program registry, memory, the launch pipeline) and names no
collector package; ``profiler/``, ``dump/``, ``l2/``, ``devlog/`` and ``sanitizer/`` are the
collector packages that observe launches, built on ``host/collector.py`` and
``host/memory/``; above both sit the facades: ``worker.py`` (the Worker, with
``worker_options.py``), ``runtime.py`` (the process's Runtime) and ``collectors.py`` (the
registry of collector sources each context is given).  Nothing in ``device/`` imports
``host/``.

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
