"""The runtime: simulated devices, their contexts and the launches that run on them, in layers
that import only downward (docs/architecture.md, "The runtime's layers"):

- ``common/``: the contract the host and the device process both read (control block, address
  plan, libc calls, native-code building); imports neither side.
- ``device/``: the device process and the native code it runs; imports only ``common/``.
- ``host/``: the user's process below the collectors: device contexts, memory, streams,
  the registry, the launch pipeline and the collector interface; names no collector package.
- ``profiler/``, ``dump/``, ``l2/``, ``devlog/``, ``sanitizer/``: the collector packages, which
  observe launches through ``host/collector.py`` and ``host/memory/``.
- the facades on top, the only modules that name both the host and the collector packages:
- ``worker.py``: the ``Worker``, which builds the frozen ``LaunchOptions`` its launches carry
  (``worker_options.py``: its option and buffer-argument checks, and the options that change
  how launches run, sanitize, l2_model, interpret and cross_check, as properties).
- ``runtime.py``: the process's ``Runtime`` (boot, devices, programs, profiling).
- ``collectors.py``: the registry of collector sources each context is given (``COLLECTORS``).

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
