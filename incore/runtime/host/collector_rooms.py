"""The collector rooms a context's launches can meet, and the calls that reach all of them.

``SOURCES`` lists each room's :class:`~incore.runtime.host.collector.Source`, in the order
their collectors are called: the profiler first (it times the phases around the others),
then dumps, the L2 model, the device logs and the sanitizer (last: its findings raise once
the device logs were drained and their asserts checked).  A new collector room adds its source here.
The launch pipeline asks ``active_collectors`` once per launch and the plan asks
``kernel_collectors`` once per kernel; neither names a particular room.

A launch for which no room's process state is on (``collector.ROOMS_ON`` empty) and whose
user has none of the sources' ``options`` set asks no source (``active_collectors``).
Each room module imports only what its source needs; the rest of the room loads with its
first active collector.
"""

from __future__ import annotations

from typing import Any

from incore.runtime.devlog.collector import SOURCE as DEVICE_LOGS
from incore.runtime.dump.collector import SOURCE as DUMPS
from incore.runtime.host.collector import ROOMS_ON, Collector, Source
from incore.runtime.l2.collector import SOURCE as L2_MODEL
from incore.runtime.profiler.collector import SOURCE as PROFILER
from incore.runtime.sanitizer.collector import SOURCE as SANITIZER

SOURCES: tuple[Source, ...] = (PROFILER, DUMPS, L2_MODEL, DEVICE_LOGS, SANITIZER)
# The sources that make collectors per launch, and those that make them per kernel plan.
_LAUNCH = tuple(s for s in SOURCES if type(s).collector is not Source.collector)
_KERNEL = tuple(s for s in SOURCES if type(s).kernel_collector is not Source.kernel_collector)


def _user_options(sources: tuple[Source, ...]) -> tuple[str, ...] | None:
    """The user attributes that can turn ``sources`` on, or None if a source does not say."""
    names: list[str] = []
    for source in sources:
        if source.options is None:
            return None
        names += [n for n in source.options if n not in names]
    return tuple(names)


# ``_LAUNCH`` and its sources' options (tests replace ``_LAUNCH`` with sources of their own).
_OPTIONS = (_LAUNCH, _user_options(_LAUNCH))


def active_collectors(ctx: Any) -> tuple[Collector, ...]:
    """The collectors of a launch on ``ctx`` for its current user (usually none)."""
    global _OPTIONS
    if not ROOMS_ON:
        launch, options = _OPTIONS
        if launch is not _LAUNCH:
            launch, options = _OPTIONS = (_LAUNCH, _user_options(_LAUNCH))
        if options is not None:
            user = ctx._user
            for name in options:
                if getattr(user, name, None):
                    break
            else:
                return ()  # no room can apply: no source is asked
    found: tuple[Collector, ...] = ()
    for source in _LAUNCH:
        c = source.collector(ctx)
        if c is not None:
            found += (c,)
    return found


def kernel_collectors(ctx: Any, k: Any) -> tuple[Collector, ...]:
    """The collectors of every launch of ``k`` (a ``Launchable``) on ``ctx``."""
    found: tuple[Collector, ...] = ()
    for source in _KERNEL:
        c = source.kernel_collector(ctx, k)
        if c is not None:
            found += (c,)
    return found


def attach_rooms(ctx: Any) -> None:
    """Every room's per-device setup, on mapped memory before the device starts."""
    for source in SOURCES:
        source.attach(ctx)


def detach_rooms(ctx: Any) -> None:
    """Every room's per-device teardown (idempotent)."""
    for source in SOURCES:
        source.detach(ctx)
