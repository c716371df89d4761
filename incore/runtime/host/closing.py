"""close() loses no queued work: before a Worker releases its context, the launches queued on
the device run to completion, bounded by the Worker's timeout.

:func:`drain` waits (under the context's lock) until the launch queue is empty or the
deadline passed; a launch that faults or times out meanwhile fails its stream as at any wait
(the failure path restarts the device, discarding what was queued behind it), and a queue
still not empty at the deadline is stopped the same way, as a timeout of a running launch.
:func:`report` then warns (``RuntimeWarning``) once per stream of the Worker whose queued
launches did not all run, naming the stream, how many of its launches queued at close() ran
and how many were discarded, and why.
"""

from __future__ import annotations

import time
import warnings
from typing import Any


def queued_by_stream(ctx: Any) -> dict[Any, int]:
    """Launches queued on the context's device and not finished, per stream."""
    return {s: n for s, n in ctx._queue.unfinished().items() if s is not None}


def drain(ctx: Any, timeout: float) -> None:
    """Wait until every queued launch of ``ctx`` completed, at most ``timeout`` seconds
    (under the lock, started); past the deadline the running launch is stopped as timed out,
    which discards the launches queued behind it."""
    queue = ctx._queue
    deadline = time.monotonic() + timeout
    while queue.queued():
        ctx._wait_queue(lambda: queue.queued() == 0 or time.monotonic() >= deadline)
        if queue.queued() and time.monotonic() >= deadline:
            ctx._launch_failed(timed_out=True)


def report(streams: list[Any], queued: dict[Any, int], before: dict[Any, Any],
           device_id: int, timeout: float) -> None:
    """Warn about every stream in ``streams`` whose launches queued at close (``queued``) did
    not all run; ``before`` holds each stream's unraised failure when close() began."""
    for stream in streams:
        failure = stream.failure
        if failure is None:
            continue
        stream.failure = None  # reported here: the Worker is closed, nothing raises it later
        if failure is before.get(stream):
            warnings.warn(
                f"Worker.close(): stream {stream.id} of device {device_id} has a failure "
                f"that was never raised: {failure.what}", RuntimeWarning, stacklevel=4,
            )
            continue
        n = queued.get(stream, 0)
        lost = min(n, failure.discarded + (1 if failure.own else 0))
        was = "was" if lost == 1 else "were"
        warnings.warn(
            f"Worker.close(): stream {stream.id} of device {device_id}: {n - lost} of its {n} "
            f"queued launches ran, {lost} {was} discarded (close() waits at most the Worker's "
            f"timeout, {timeout:g} s): {failure.what}", RuntimeWarning, stacklevel=4,
        )
