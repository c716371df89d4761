"""Calling a launch's collectors at the phases where they need no more than a loop: the
begin, the collect phase with its failure chain, the end, and the finish of a queued launch.

The launch pipeline (``pipeline.py``) calls the other hooks itself, where their phase is;
``finish_queued`` is the tail of a stream launch's pipeline, run when the queue wait sees
the launch complete (``waits.py``).  Every function here names no particular collector.
"""

from __future__ import annotations

from incore.runtime.host.collector import Collector, Launch


def begin_launch(launch: Launch, collectors: tuple[Collector, ...]) -> None:
    """Give ``launch`` its collectors and tell each that it begins."""
    launch.collectors = collectors
    for c in collectors:
        c.on_launch_begin(launch)


def add_collectors(launch: Launch, collectors: tuple[Collector, ...]) -> None:
    """Add the kernel's own collectors (made with its plan) once the plan is known."""
    launch.collectors += collectors
    for c in collectors:
        c.on_launch_begin(launch)


def collect_launch(launch: Launch) -> None:
    """The collect phase: each collector reads what the launch left.  An error one raises is
    shown to the others (``on_fault``, which may restate it) and raised."""
    collectors = launch.collectors
    for c in collectors:
        try:
            c.collect(launch)
        except Exception as e:  # noqa: BLE001 - re-raised below, restated by the others
            error: BaseException = e
            for other in collectors:
                if other is not c:
                    error = other.on_fault(launch, error)
            raise error from None


def fail_launch(launch: Launch, error: BaseException) -> BaseException:
    """The launch failed with ``error`` (device stopped, memory still mapped): every collector
    sees it; returns the error to raise."""
    for c in launch.collectors:
        error = c.on_fault(launch, error)
    return error


def end_launch(launch: Launch, error: BaseException | None) -> None:
    """The launch is over: its collectors end, last begun first."""
    for c in reversed(launch.collectors):
        c.on_launch_end(launch, error)


def finish_queued(launch: Launch) -> None:
    """The end of a queued (stream) launch's pipeline, once it completed: ``after_run``,
    collect, end.  An error fails the launch's stream (raised at its next wait)."""
    try:
        for c in launch.collectors:
            c.after_run(launch)
        collect_launch(launch)
    except Exception as e:  # noqa: BLE001 - the stream reports it
        end_launch(launch, e)
        launch.stream.fail(e, launch.seq, 0, launch.ordinal)
        return
    end_launch(launch, None)
