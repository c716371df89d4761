"""Primary contexts: one ``DeviceContext`` per logical device, held by reference (as the CANN
Runtime's ``RefObject<Context*>`` table; ``docs/runtime.md``, "The Runtime, devices and contexts").

A Worker retains its device's context when it starts and releases it when it closes; the last
release closes the context (its device process stops).  A context that is closed but not yet
torn down (an interrupted close, or one waiting for a running operation) is finished before a
new one takes its place, so two contexts never map the same device's memory.
"""

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Callable
from typing import Any

from incore.errors import runtime_error
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.collector import NO_COLLECTORS, CollectorRegistry
from incore.runtime.host.context import ContextConfig, DeviceContext

_tables: weakref.WeakSet = weakref.WeakSet()  # every table (a reset Runtime drops its own)


class PrimaryContexts:
    """The table of live contexts, keyed by logical device id.

    ``programs`` returns the process's program registry: a context listens to it for
    unregistered programs, to free their code memory.  ``collectors`` is the collector
    registry every context of the table is given (``incore.runtime.collectors``).
    """

    def __init__(self, programs: Callable[[], Any],
                 collectors: CollectorRegistry = NO_COLLECTORS) -> None:
        self.programs = programs
        self.collectors = collectors
        # re-entrant: a finalizer (a dropped Worker's close) may run on a thread inside it
        self._lock = threading.RLock()
        # Held weakly: the Workers hold their context.  A Worker dropped with launches queued is
        # reachable from its context (queue entry -> stream -> Worker) only, a cycle the
        # collector frees, running the Worker's finalizer (its close).
        self._contexts: weakref.WeakValueDictionary[int, DeviceContext] = (
            weakref.WeakValueDictionary())
        # Contexts closed but not torn down yet (an interrupted close): held until they are,
        # so that the next retain() of the device finishes them.
        self._closing: dict[int, DeviceContext] = {}
        _tables.add(self)

    def live(self) -> list[DeviceContext]:
        """The contexts not yet torn down."""
        with self._lock:
            return list(self._contexts.values())

    def get(self, device: int) -> DeviceContext | None:
        """The open context of ``device``, if any."""
        with self._lock:
            ctx = self._contexts.get(device)
            return ctx if ctx is not None and not ctx.closed else None

    def retain(
        self, device: int, layout: DeviceLayout, config: ContextConfig, token: int
    ) -> DeviceContext:
        """The context of ``device``, created if there is none, with ``token`` added to its
        users (idempotent per token)."""
        for _ in range(3):
            with self._lock:
                ctx = self._contexts.get(device)
                if ctx is None:
                    ctx = DeviceContext(device, layout, config, self, self.collectors)
                    self._contexts[device] = ctx
                    ctx.users.add(token)
                    return ctx
                if not ctx.closed:
                    if token not in ctx.users:
                        check_compatible(ctx, config)
                        ctx.users.add(token)
                    return ctx
            ctx.close()  # closed but not torn down: finish it, then take its place
        raise runtime_error(
            "CONTEXT_CLOSED",
            detail=f"device {device}'s previous context is still closing (an operation on "
            f"this thread uses it); close its Workers first",
        )

    def release(self, ctx: DeviceContext, token: int) -> None:
        """Drop ``token``'s reference on ``ctx``; the last one closes the context.

        Resumable: a close interrupted by Ctrl-C is finished by calling this again.
        """
        with self._lock:
            ctx.users.discard(token)
            last = not ctx.users
            if last:
                ctx.mark_closed()  # no retain() may pick it up from here on
                if not ctx.torn_down:
                    self._closing[id(ctx)] = ctx
        if last:
            ctx.close()

    def forget(self, ctx: DeviceContext) -> None:
        """Remove ``ctx``'s entry (its teardown is complete)."""
        with self._lock:
            self._closing.pop(id(ctx), None)
            if self._contexts.get(ctx.device_id) is ctx:
                self._contexts.pop(ctx.device_id, None)


def check_compatible(ctx: DeviceContext, config: ContextConfig) -> None:
    """Raise ValueError (CONTEXT_CONFLICT, naming the field and both values) unless a Worker
    configured with ``config`` can share the live context ``ctx``.

    Every context-level option must agree: platform, clusters, gm_size and l2_cache_offset.
    An l2_cache_offset of None asks for nothing and agrees with any context; a value agrees
    with a context configured with the same value, or with one configured with None whose
    driver query (at start) reported that value.
    """
    live = ctx.config
    for field in ("platform", "clusters", "gm_size"):
        mine, theirs = getattr(config, field), getattr(live, field)
        if mine != theirs:
            _conflict(ctx, field, theirs, mine)
    asked = config.l2_cache_offset
    if asked is None or asked == live.l2_cache_offset:
        return
    if live.l2_cache_offset is None and ctx.started and ctx.l2_cache_offset == asked:
        return  # the driver's own setting is what this Worker asks for
    shown = live.l2_cache_offset
    if shown is None:
        shown = f"None (driver setting{f', {ctx.l2_cache_offset:#x}' if ctx.started else ''})"
    else:
        shown = f"{shown:#x}"
    _conflict(ctx, "l2_cache_offset", _Literal(shown), _Literal(f"{asked:#x}"))


class _Literal(str):
    """A value shown as written (``0x80000000000``, not its quoted or decimal repr)."""

    def __repr__(self) -> str:
        return str(self)


def _conflict(ctx: DeviceContext, field: str, live: object, asked: object) -> None:
    raise runtime_error("CONTEXT_CONFLICT", device=ctx.device_id, field=field, live=live,
                        asked=asked)


def _reset_locks_in_child() -> None:
    # A parent thread may have held a table lock at fork(); it never releases it here.
    for table in _tables:
        table._lock = threading.RLock()


os.register_at_fork(after_in_child=_reset_locks_in_child)
