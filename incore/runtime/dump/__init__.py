"""Dumps (seed 004, SPEC section 7): tensor, overflow and exception dumps of launches, and
the tools that read them.

One job per module: ``config`` (DumpConfig and the one merge of API, environment and Worker
option), ``naming`` (file names), ``record`` (a dumped launch and its sidecar fields),
``hooks`` (a launch's dump calls), ``holds`` (staged GM a pending dump references instead of
copying), ``overflow`` (NaN/Inf scan), ``exception`` (the state of a
failed launch), ``writer`` (the background writer), ``reader`` (loading a dump directory),
``show`` and ``compare`` (``incore dump show|compare``), and ``collector`` (the room's
collector: what the launch pipeline calls).  docs/runtime.md, "Dumps", describes the whole.

A collector room: may import ``incore.errors``, ``incore.log``, ``incore.abi``,
``incore.runtime.common``, ``incore.runtime.host.collector`` and
``incore.runtime.host.memory``; never the launch pipeline or the context.
"""

from __future__ import annotations

from incore.runtime.dump.config import (
    DumpConfig,
    get_dump_config,
    reload_environment,
    set_dump_config,
    worker_option,
)
from incore.runtime.dump.hooks import (
    active,
    after_launch,
    before_run,
    dump_step,
    exception_dump,
)
from incore.runtime.dump.writer import flush_dumps

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
