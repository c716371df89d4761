"""The collector registry: the collector packages a context's launches can meet, given to
every context (``host/collector.py``'s ``CollectorRegistry``), so that ``host/`` names no
collector package.

``SOURCES`` lists each package's :class:`~incore.runtime.host.collector.Source`, in the order
their collectors are called: the profiler first (it times the phases around the others),
then dumps, the L2 model, the device logs and the sanitizer (last: its findings raise once
the device logs were drained and their asserts checked).  A new collector package adds its
source here (or, at run time, through ``COLLECTORS.add``).  The launch pipeline asks
``launch_collectors`` once per launch that may be observed and the plan asks
``kernel_collectors`` once per kernel; neither names a particular package.

A launch for which no package's process state is on (``ROOMS_ON`` empty) and whose options
no source wants (``LaunchOptions.collect``, set by the Worker from ``wanted``) asks no source.
Each package's collector module imports only what its source needs; the rest of the package
loads with its first active collector.
"""

from __future__ import annotations

from typing import Any

from incore.runtime.devlog.collector import SOURCE as DEVICE_LOGS
from incore.runtime.dump.collector import SOURCE as DUMPS
from incore.runtime.host.collector import (
    ROOMS_ON,
    Collector,
    CollectorContext,
    LaunchOptions,
    Source,
    switch,
)
from incore.runtime.l2.collector import SOURCE as L2_MODEL
from incore.runtime.profiler.collector import SOURCE as PROFILER
from incore.runtime.sanitizer.collector import SOURCE as SANITIZER

__all__ = ["COLLECTORS", "ROOMS_ON", "SOURCES", "Collectors"]

SOURCES: tuple[Source, ...] = (PROFILER, DUMPS, L2_MODEL, DEVICE_LOGS, SANITIZER)


class Collectors:
    """The registry of collector sources (``host.collector.CollectorRegistry``)."""

    def __init__(self, sources: tuple[Source, ...]) -> None:
        self.sources: tuple[Source, ...] = ()
        self._launch: tuple[Source, ...] = ()  # sources that make collectors per launch
        self._kernel: tuple[Source, ...] = ()  # ... and those that make them per kernel plan
        for source in sources:
            self.add(source)

    def add(self, source: Source) -> None:
        """Register ``source`` after the others (a source that does not decide by options
        applies to every launch: it is in ``ROOMS_ON`` while registered)."""
        self._set(self.sources + (source,))
        if type(source).collector is not Source.collector and not source.by_options:
            switch(_switch_name(source), True)

    def remove(self, source: Source) -> None:
        """Unregister ``source`` (no-op if it is not registered)."""
        self._set(tuple(s for s in self.sources if s is not source))
        switch(_switch_name(source), False)

    def _set(self, sources: tuple[Source, ...]) -> None:
        self.sources = sources
        self._launch = tuple(s for s in sources if type(s).collector is not Source.collector)
        self._kernel = tuple(s for s in sources
                             if type(s).kernel_collector is not Source.kernel_collector)

    def wanted(self, options: LaunchOptions) -> bool:
        """Some source applies to launches with ``options`` whatever the process state (the
        Worker's ``LaunchOptions.collect``)."""
        return any(s.by_options and s.wanted(options) for s in self._launch)

    def launch_collectors(self, ctx: CollectorContext,
                          options: LaunchOptions) -> tuple[Collector, ...]:
        """The collectors of a launch on ``ctx`` with ``options`` (usually none)."""
        found: tuple[Collector, ...] = ()
        for source in self._launch:
            c = source.collector(ctx, options)
            if c is not None:
                found += (c,)
        return found

    def kernel_collectors(self, ctx: CollectorContext, launchable: Any) -> tuple[Collector, ...]:
        """The collectors of every launch of ``launchable`` on ``ctx``."""
        found: tuple[Collector, ...] = ()
        for source in self._kernel:
            c = source.kernel_collector(ctx, launchable)
            if c is not None:
                found += (c,)
        return found

    def attach(self, ctx: CollectorContext) -> None:
        """Every source's per-device setup, on mapped memory before the device starts."""
        for source in self.sources:
            source.attach(ctx)

    def detach(self, ctx: CollectorContext) -> None:
        """Every source's per-device teardown (idempotent)."""
        for source in self.sources:
            source.detach(ctx)


def _switch_name(source: Source) -> str:
    return f"source {type(source).__qualname__} {id(source):#x}"


COLLECTORS = Collectors(SOURCES)
