"""Runtime: the process Runtime, device contexts, the simulated driver, device process, GM with
alias windows, cores and the Worker.

Exports are loaded lazily so that the device process (``python -m incore.runtime.device``)
does not import numpy or llvmlite through this package.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["DeviceBuffer", "LaunchStats", "Runtime", "SimDriver", "Worker"]

_EXPORTS = {
    "DeviceBuffer": "incore.runtime.gm",
    "LaunchStats": "incore.runtime.launch",
    "Runtime": "incore.runtime.runtime",
    "SimDriver": "incore.runtime.driver",
    "Worker": "incore.runtime.worker",
}


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'incore.runtime' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
