"""Dumps, a collector package (SPEC section 7; docs/runtime.md, "Dumps"): tensor, overflow and
exception dumps of launches, and the tools that read them.

Modules, one job each:

- ``config.py``: ``DumpConfig`` and the one merge of API, environment and Worker option.
- ``naming.py``: dump file names.
- ``record.py``: a dumped launch and its sidecar fields.
- ``hooks.py``: a launch's dump calls.
- ``holds.py``: what a pending dump references instead of copying, and the rule that keeps it
  true.
- ``overflow.py``: the NaN/Inf scan of a launch's float outputs.
- ``exception.py``: the state of a failed launch.
- ``writer.py``: the background writer.
- ``reader.py``: loading a dump directory.
- ``show.py`` and ``compare.py``: ``incore dump show|compare``.
- ``collector.py``: the dump's collector and its source (what the launch pipeline calls).

The configuration (``DumpConfig`` and its entries, ``active``) loads with the package; the
launch calls (``before_run``, ``after_launch``, ``exception_dump``, ``dump_step``) load
``hooks`` on first use, and ``flush_dumps`` loads the writer only in a process that loaded it
to submit a dump, so a process that never dumps never imports the dump machinery.

May import ``incore.errors``, ``incore.log``, ``incore.abi``, ``incore.runtime.common``,
``incore.runtime.host.collector`` and ``incore.runtime.host.memory``; never the launch
pipeline or the context.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from incore.runtime.dump.config import (
    DumpConfig,
    active,
    get_dump_config,
    log_flush,
    reload_environment,
    set_dump_config,
    worker_option,
)

__all__ = [
    "DumpConfig",
    "active",
    "after_launch",
    "before_run",
    "dump_step",
    "exception_dump",
    "flush_dumps",
    "get_dump_config",
    "reload_environment",
    "set_dump_config",
    "worker_option",
]
_HOOKS = ("after_launch", "before_run", "dump_step", "exception_dump")


def flush_dumps(timeout: float | None = None) -> bool:
    """Wait until every dump submitted so far is on disk; False if ``timeout`` seconds
    passed first (``writer.flush_dumps``).

    Every dump is submitted through the writer, so while it is not loaded nothing is pending:
    the call then only logs its use and reports unmatched kernel filters, as the writer's does.
    The use is logged at INFO, as every entry call's; incore's own calls (``Worker.close()``)
    at DEBUG.
    """
    entry = not sys._getframe(1).f_globals.get("__name__", "").startswith("incore.")
    writer = sys.modules.get("incore.runtime.dump.writer")
    if writer is not None:
        return writer.flush_dumps(timeout, entry)
    log_flush(timeout, 0, 0, True, time.monotonic(), entry)
    return True


def __getattr__(name: str) -> Any:
    if name in _HOOKS:
        from incore.runtime.dump import hooks

        return getattr(hooks, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
