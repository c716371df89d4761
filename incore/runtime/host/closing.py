"""close() loses no queued work: before a Worker releases its context, the launches queued on
the device run to completion, bounded by the Worker's timeout; those that cannot are counted,
launch by launch, in a ``RuntimeWarning``.

:func:`drain` waits (under the context's lock) until the launch queue is empty or the
deadline passed; a launch that faults or times out meanwhile fails its stream as at any wait
(the failure path restarts the device, discarding what was queued behind it), and a queue
still not empty at the deadline is stopped the same way, as a timeout of a running launch.
:func:`report` then warns once per stream of the Worker whose launches did not all run,
naming the stream, how many of its launches queued at close() ran, and which were discarded
(their numbers in the stream); the warning carries them as attributes too (``stream``,
``device``, ``discarded``, ``launches``: a ``range`` of the stream's launch numbers).

A stream's launches run in order and a failed stream discards every later launch until its
failure is raised, so what did not run is one run of launch numbers: from the failed launch
(or the first one lost to another stream's failure) to the stream's last launch.
"""

from __future__ import annotations

import time
import warnings
from typing import Any

from incore.runtime.host import hostfuncs
from incore.runtime.host.context import DeviceContext


def drain_worker(worker: Any, ctx: DeviceContext, blocking: bool = True) -> bool:
    """Run the launches queued on ``worker``'s device before its context is released, and
    report the streams of the Worker that lost some (``Worker.close()``; ``ctx`` not locked
    by this thread).  ``blocking`` False (a finalizer): False, doing nothing, if another
    thread holds the context's lock."""
    # host functions whose launches completed run before the report, which counts their
    # failures (a finalizer or a forked child drops them: neither may wait)
    wait = not (worker._finalizing or worker._forked)
    if worker._forked or not ctx.started or ctx.closed:
        hostfuncs.close(worker, wait)
        return True  # never started, or the context is gone: nothing runs any more
    ctx.wake_waiters()  # an operation of the Worker waiting on the queue stops waiting
    if not ctx.lock.acquire(blocking=blocking):
        return False
    with ctx.holding(None, acquired=True):  # the close's own waits are not cancelled
        streams = list(worker._streams)
        before = {s: s.failure for s in streams if s.failure is not None}
        queued = queued_by_stream(ctx) if ctx.device_ready else {}
        problem = drain(ctx, worker.timeout) if queued else None
    hostfuncs.close(worker, wait)
    report(streams, queued, before, worker.device_id, worker.timeout, problem)
    return True


def queued_by_stream(ctx: DeviceContext) -> dict[Any, int]:
    """Launches queued on the context's device and not finished, per stream."""
    return {s: n for s, n in ctx.queue.unfinished().items() if s is not None}


def drain(ctx: DeviceContext, timeout: float) -> Exception | None:
    """Wait until every queued launch of ``ctx`` completed, at most ``timeout`` seconds
    (under the lock, started); past the deadline the running launch is stopped as timed out,
    which discards the launches queued behind it.  An error that stops the drain (the device
    could not be restarted after a fault) is returned for the report: the failures it caused
    are on their streams already."""
    queue = ctx.queue
    deadline = time.monotonic() + timeout
    try:
        while ctx.device_ready and queue.queued():
            ctx.waits.wait_queue(lambda: queue.queued() == 0 or time.monotonic() >= deadline)
            if queue.queued() and time.monotonic() >= deadline:
                ctx.failure.launch_failed(timed_out=True)
    except Exception as exc:  # noqa: BLE001 - reported by close(), which never raises it
        return exc
    return None


def _warn(text: str, stream: Any, device_id: int, lost: range) -> None:
    """A ``RuntimeWarning`` carrying what it counts (``stream``, ``device``, ``discarded``,
    ``launches``)."""
    warning = RuntimeWarning(text)
    warning.stream = stream.id
    warning.device = device_id
    warning.discarded = len(lost)
    warning.launches = lost
    warnings.warn(warning, stacklevel=6)  # the caller of Worker.close()


def _launches(lost: range) -> str:
    if not lost:
        return "none"
    if len(lost) == 1:
        return f"launch {lost.start}"
    return f"launches {lost.start}..{lost.stop - 1}"


def report(streams: list[Any], queued: dict[Any, int], before: dict[Any, Any],
           device_id: int, timeout: float, problem: Exception | None = None) -> None:
    """Warn about every stream in ``streams`` whose launches did not all run: those queued at
    close (``queued``) that a failure during the drain discarded, or those an unraised failure
    from before close() (``before``) covers.  ``problem``: what stopped the drain."""
    for stream in streams:
        failure = stream.failure
        if failure is None:
            continue
        stream.failure = None  # reported here: the Worker is closed, nothing raises it later
        lost = failure.lost()
        if failure is before.get(stream):
            _warn(
                f"Worker.close(): stream {stream.id} of device {device_id} has a failure "
                f"that was never raised; {_launches(lost)} of the stream "
                f"{'was' if len(lost) == 1 else 'were'} not run: {failure.what}",
                stream, device_id, lost,
            )
            continue
        n = queued.get(stream, 0)
        ran = n - min(n, len(lost))
        was = "was" if len(lost) == 1 else "were"
        why = (f"the drain stopped: {getattr(problem, 'message', None) or problem}"
               if problem is not None else
               f"close() waits at most the Worker's timeout, {timeout:g} s")
        _warn(
            f"Worker.close(): stream {stream.id} of device {device_id}: {ran} of its {n} "
            f"queued launches ran, {len(lost)} {was} discarded ({_launches(lost)} of the "
            f"stream; {why}): {failure.what}",
            stream, device_id, lost,
        )
