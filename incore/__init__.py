"""incore: compile DSL kernels with llvmlite, load them as text-only payloads, run them on
simulated Ascend-style AIC/AIV cores that receive the L2 nocache offset through ``args``.

Data flows one way, ``frontend/`` -> ``lowering/`` -> ``loader/`` -> ``runtime/``
(docs/architecture.md), with ``interpret/`` beside ``lowering/`` (the typed AST run as Python
on numpy); each package's docstring lists its modules.  The modules of this package:

- ``abi.py``: the one definition of the kernel ABI (args slots, contexts, tensor descriptors).
- ``compiler.py``: the public compile API (``incore.compile``, ``Module``, ``Kernel``).
- ``cache.py``: the on-disk compile cache (docs/cache.md).
- ``hostinfo.py``: the library versions and host CPU a payload depends on, and a fingerprint of
  them read without loading LLVM (the cache key of a hit).
- ``specialization.py``: kernels' ``const`` parameter values as the compiler keys them.
- ``inputs.py``: bounded reading of kernel sources and kernel ELFs.
- ``exceptions.py``: the exception hierarchy; its ``__all__`` is the one list of them.
- ``errors.py``: the runtime's error table and the helpers that build its exceptions.
- ``log.py``: the log levels, the device's (severity, info_v) split, the host log format.
- ``mathconsts.py``: the device math functions' coefficient tables and constants, one source
  for the lowering's bodies and the interpreter's (which agree bit for bit).
- ``printing.py``: the line a kernel's ``print(...)`` shows (``format_print``), for the
  device-log drain and an interpreted launch alike.
- ``cli.py`` and ``__main__.py``: the ``incore`` command.
- ``examples.py``: running an example directory the way ``incore run`` does.
- ``pytest_plugin.py``: example directories as pytest items.
- ``golden/``: the golden.py contract of example directories and its runner.
- ``sweeps/``: ``incore.sweep`` and ``incore sweep``: a grid of runs on local processes or a
  Dask cluster, one row per run.
- ``tuning/``: ``incore.autotune``, the launcher that tunes const parameters per key.

Public names load on first use, so processes that need one layer (the device process needs
only the runtime) do not import the others.  ``incore.log`` is the exception: importing
incore registers the level names ``INFO_V0``..``INFO_V9``/``NUL``, the V5 default and the
fallback handler (docs/runtime.md, "Logging"), so
``logging.getLogger("incore").setLevel("INFO_V3")`` works right after ``import incore``.
"""

from __future__ import annotations

import importlib
import sys

from incore import (
    errors,  # noqa: F401 - ``incore.errors`` is set after ``import incore``
    exceptions,
)
from incore.exceptions import *  # noqa: F403 - the public exception classes, listed in __all__


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
    "autotune": ("incore.tuning", "autotune"),
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
    "sweep": ("incore.sweeps.driver", "sweep"),
    "DumpConfig": ("incore.runtime.dump", "DumpConfig"),
    "set_dump_config": ("incore.runtime.dump", "set_dump_config"),
    "get_dump_config": ("incore.runtime.dump", "get_dump_config"),
    "dump_step": ("incore.runtime.dump", "dump_step"),
    "flush_dumps": ("incore.runtime.dump", "flush_dumps"),
}

# the exception classes (listed once, in ``incore.exceptions.__all__``), then the names loaded
# on first use
__all__ = [*exceptions.__all__, *_LAZY]


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
