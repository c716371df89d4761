"""Dumps as a collector: a launch's input, output, overflow and exception dumps.

Active for a launch when some dump configuration applies to the context's current user
(``config.active``).  It needs the full binding and staging (``stage``), so its input dump
sees the staged inputs; ``before_run`` starts the launch's record (input dump), ``collect``
finishes it after copy back (output and overflow dumps), and ``on_fault`` writes the
exception dump of a launch that faulted, timed out or failed an assertion and restates the
error to name it.  Launches are told apart by their queue sequence number (``task``).

While a pending dump holds a DeviceBuffer of a context (``holds``), every launch on it meets
a collector of the dump: a dumped launch, or ``BufferGuard`` for any other (a Worker without
dumps sharing the context, launches after dumping was switched off, graph replays): before
its run each marks the pending dumps holding a buffer it may write, which the writer then
drops instead of writing bytes of a later launch.

This module loads with every context (the registry, ``incore/runtime/collectors.py``)
and imports only the
configuration; the dump's machinery (``hooks``, and through it the record, exception dump and
background writer) is imported by the first dumped launch.
"""

from __future__ import annotations

from incore.runtime.dump import holds
from incore.runtime.dump.config import active
from incore.runtime.host.collector import Collector, CollectorContext, Launch, LaunchOptions, Source


def _guard(launch: Launch) -> None:
    if holds.pending(launch.ctx):
        holds.overwrite(launch.ctx, holds.written_buffers(launch),
                        f"a launch of kernel {launch.launchable.name!r} (task {launch.seq})")


class BufferGuard(Collector):
    """A launch on a context whose DeviceBuffers pending dumps hold, that is not dumped."""

    def before_run(self, launch: Launch) -> None:
        _guard(launch)


class DumpedLaunch(Collector):
    """One launch that dumps apply to."""

    stage = True

    def before_run(self, launch: Launch) -> None:
        from incore.runtime.dump import hooks

        _guard(launch)
        hooks.before_run(launch.ctx, launch.launchable, launch.bound, launch.temps, launch.nblocks,
                         stream=launch.stream_id, task=launch.seq, dump=launch.options.dump)

    def collect(self, launch: Launch) -> None:
        from incore.runtime.dump import hooks

        hooks.after_launch(launch.ctx, launch.launchable, launch.times, task=launch.seq)

    def on_fault(self, launch: Launch, error: BaseException) -> BaseException:
        from incore.runtime.dump import hooks

        return hooks.exception_dump(launch.ctx, launch.launchable, error, task=launch.seq)


class DumpSource(Source):
    """Makes a launch's ``DumpedLaunch`` when dumps apply to it: the process's API or
    environment entry switches the dump on for every launch (``ROOMS_ON``) while it could
    apply; a Worker's dump option applies to that Worker's launches only (``wanted``), so a
    Worker created with one costs the other Workers' launches nothing, during its life or
    after."""

    by_options = True

    def wanted(self, options: LaunchOptions) -> bool:
        return options.dump is not None

    def collector(self, ctx: CollectorContext, options: LaunchOptions) -> Collector | None:
        if active(options):  # dumping off costs a launch ``STATE.off``'s test alone
            return _DUMPED
        return _GUARD if holds.pending(ctx) else None


_DUMPED = DumpedLaunch()  # it keeps no state of its own: the records live in ``hooks``
_GUARD = BufferGuard()
SOURCE = DumpSource()
