"""incore: compile DSL kernels with llvmlite, load them as text-only payloads, run them on
simulated Ascend-style AIC/AIV cores that receive the L2 nocache offset through ``args``.

Public names load on first use, so processes that need one layer (the device process needs
only the runtime) do not import the others.  ``incore.log`` is the exception: importing
incore registers the level names ``INFO_V0``..``INFO_V9``/``NUL``, the V5 default and the
fallback handler (seed 000), so ``logging.getLogger("incore").setLevel("INFO_V3")`` works
right after ``import incore``.
"""

from __future__ import annotations

import importlib
import sys

from incore import errors
from incore.errors import (  # noqa: F401 - the public exception classes, listed in __all__
    CompileError,
    ContextClosedError,
    DeviceFault,
    DeviceMemoryError,
    DeviceStartError,
    DriverError,
    IncoreError,
    InternalError,
    KernelAssertionError,
    KernelIndexError,
    KernelMetaError,
    KernelNotFound,
    LaunchTimeout,
    LoaderError,
    RuntimeStateError,
    SanitizerError,
    StreamCallbackError,
)


def _in_device_process() -> bool:
    # The device process (``python -S -m incore.runtime.device``, host/process.py) logs
    # nothing through the logging module and must not pay for importing it.
    argv = list(getattr(sys, "orig_argv", ()))
    return any(a == "-m" and b == "incore.runtime.device"
               for a, b in zip(argv, argv[1:], strict=False))


if not _in_device_process():
    from incore import log  # noqa: F401 - registers incore's level names and default handler

_LAZY = {
    "compile": ("incore.compiler", "compile"),
    "compile_file": ("incore.compiler", "compile_file"),
    "Kernel": ("incore.compiler", "Kernel"),
    "Module": ("incore.compiler", "Module"),
    "CachePolicy": ("incore.frontend.types", "CachePolicy"),
    "Worker": ("incore.runtime.worker", "Worker"),
    "Stream": ("incore.runtime.host.stream", "Stream"),
    "Event": ("incore.runtime.host.stream", "Event"),
    "Graph": ("incore.runtime.host.graph", "Graph"),
    "L2Config": ("incore.runtime.l2.config", "L2Config"),
    "Runtime": ("incore.runtime.runtime", "Runtime"),
    "DeviceBuffer": ("incore.runtime.host.memory.buffers", "DeviceBuffer"),
    "log": ("incore.log", None),
    "cache": ("incore.cache", None),
    "profile": ("incore.runtime.profiler", "profile"),
    "DumpConfig": ("incore.runtime.dump", "DumpConfig"),
    "set_dump_config": ("incore.runtime.dump", "set_dump_config"),
    "get_dump_config": ("incore.runtime.dump", "get_dump_config"),
    "dump_step": ("incore.runtime.dump", "dump_step"),
    "flush_dumps": ("incore.runtime.dump", "flush_dumps"),
}

# the exception classes errors.py exports, then the names loaded on first use
__all__ = [
    *(name for name in errors.__all__
      if isinstance(getattr(errors, name), type) and issubclass(getattr(errors, name), Exception)),
    *_LAZY,
]


def __getattr__(name: str):
    try:
        module_name, attr = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'incore' has no attribute {name!r}") from None
    module = importlib.import_module(module_name)
    value = module if attr is None else getattr(module, attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
