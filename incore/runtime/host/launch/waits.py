"""Waiting on a context's launch queue: until a launch completed, until the queue has room
or is empty, noticing faults, timeouts, a dead device and close() on the way.  A close() of
the Worker a wait runs for ends the wait with ``ContextClosedError`` (and, for a synchronous
launch's own kernel, stops it): the queued launches are the close's to run or count.

``QueueWaits`` is the part of ``context.DeviceContext`` that waits (``ctx.waits``); it sees
the context as a ``protocol.LaunchContext`` and runs under its lock.  A waiting host checks
the completion word ``HOST_SPINS`` times, then sleeps on it (futex) in slices of at most
``WAIT_SLICE_SECONDS``; each check also collects the completed stream launch awaiting
collection (``LaunchState.collecting``, a queued launch with collectors) and releases the
references of completed launches.

Timeouts are counted twice: on the device's clock from when the scheduler started the running
launch (``started_ns``), and on the host's own clock from the last progress the host saw (a
launch started or completed, a block finished).  The second bounds every wait even when the
device runs nothing at all, e.g. a device process stopped by SIGSTOP before it took the
launch: after the launch's timeout without progress it fails (``DEVICE_STALLED``) and the
device is restarted.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from incore.runtime.common import native
from incore.runtime.common.control import STATUS_FAULT
from incore.runtime.host.launch.collecting import finish_queued
from incore.runtime.host.launch.launchqueue import SEQ_MASK
from incore.runtime.host.launch.protocol import LaunchContext

WAIT_SLICE_SECONDS = 0.1
# Checks of the completion word before a waiting host sleeps on it (~0.1 us each).
HOST_SPINS = 64
CLOSED_DURING_LAUNCH = "the Worker was closed during the launch"
CLOSED_DURING_WAIT = ("the Worker was closed while this call waited for queued launches "
                      "(close() runs them, or counts the ones it cannot run, first)")


class QueueWaits:
    """A context's waits on its launch queue."""

    __slots__ = ("_ctx", "_launches", "_host_sleepers")

    def __init__(self, ctx: LaunchContext) -> None:
        self._ctx = ctx
        self._launches = ctx.launches  # the context's launch state (one object for its life)
        # 1 while a host-callback thread (``hostfuncs.py``) sleeps on ``completions`` outside
        # the lock: a wait ending meanwhile leaves ``host_waiting`` set, so its wake-ups come
        self._host_sleepers = 0

    def stream_wait(self, seq: int) -> None:
        """Wait until launch ``seq`` completed or was discarded (under the lock, started).

        Faults and timeouts of queued launches are recorded on their streams (the callers
        raise them); the device is restarted.
        """
        queue = self._launches.queue
        self.wait_queue(lambda: queue.is_complete(seq))

    def stream_query(self, seq: int) -> bool:
        """Launch ``seq`` completed or was discarded, without waiting (under the lock)."""
        self.poll_queue()
        return self._launches.queue.is_complete(seq)

    def settle(self) -> None:
        """Wait until every queued launch completed (or was discarded)."""
        launches = self._launches
        queue = launches.queue
        if queue.queued() or launches.collecting is not None:
            self.wait_queue(lambda: queue.queued() == 0)

    def poll_queue(self) -> None:
        """Notice a fault of a queued launch, collect the completed launch awaiting
        collection and release the references of completed launches (cheap: a few word
        reads)."""
        queue = self._launches.queue
        if queue.header.status == STATUS_FAULT:  # the control block's header (made once)
            self._ctx.failure.launch_failed(timed_out=False)
        collecting = self._launches.collecting
        if collecting is not None and queue.is_complete(collecting.seq):
            self.collect_completed()
        self.release_completed()

    def release_completed(self) -> None:
        """Release the GM references of the launches that completed since the last release
        (``LaunchQueue.reap``), so that the buffers the user freed meanwhile can be reused: an
        allocation and ``memory_stats`` call it; stream launches do not (their slots'
        references are dropped when a slot is reused, or by the next wait or query)."""
        queue = self._launches.queue
        if queue.words.completed != queue.reaped:
            queue.reap()

    def set_host_sleepers(self, n: int) -> None:
        """``n`` host threads outside the context's waits sleep on the queue's
        ``completions`` futex (the host-callback thread, ``hostfuncs.py``): the device's
        completions wake them, and every wait leaves ``host_waiting`` set for them."""
        self._host_sleepers = n

    def wait_queue(self, ready: Callable[[], bool], spins: int = HOST_SPINS) -> None:
        """Wait until ``ready()``, checking for faults, timeouts and close() of queued
        launches: ``spins`` checks, then sleeping on ``completed`` in slices."""
        ctx = self._ctx
        launches = self._launches
        queue = launches.queue
        words = queue.words
        header = queue.header
        failure = ctx.failure
        mark: tuple[int, ...] | None = None  # the device's progress words last seen
        mark_t = 0.0  # host time they were first seen so
        while True:
            done = ready()
            self.poll_queue()  # after ready(): a launch seen complete is also collected
            if done:
                return
            if spins:
                spins -= 1
                continue
            if ctx.cancelled():
                # the Worker closes: a synchronous launch's own kernel stops; a wait for queued
                # launches ends (the close runs them, or counts them) without touching them
                raise failure.closed_during_wait()
            if ctx.lifecycle.device_exited():
                if launches.live and ctx.cancelled():
                    # the device was stopped between the check above and this one (a fault is
                    # seen by poll_queue first: its record is written before exit)
                    raise failure.closed_during_launch()
                failure.launch_failed(timed_out=False)
                continue
            slice_s = WAIT_SLICE_SECONDS
            now = time.monotonic_ns()
            late = None
            for seq, started in queue.in_flight():  # one per launch lane
                if not started:
                    continue
                limit = queue.entry(seq).timeout
                elapsed = (now - started) / 1e9
                if elapsed >= limit:
                    late = seq
                    break
                slice_s = min(slice_s, limit - elapsed)
            if late is not None:
                failure.launch_failed(timed_out=True, seq=late)
                continue
            # The host's own clock: a device that makes no progress at all (stopped, starved)
            # while launches are queued is reported once the next launch's timeout passed.
            progress = (int(words.completed), int(words.completions), int(header.seq),
                        sum(int(ln.blocks_done) for ln in queue.lanes) + int(header.blocks_done),
                        int(words.started_ns))
            now_s = time.monotonic()
            if progress != mark:
                mark, mark_t = progress, now_s
            elif queue.queued():
                running = queue.running()
                nxt = running if running is not None else (queue.completed + 1) & SEQ_MASK
                limit = queue.entry(nxt).timeout
                if now_s - mark_t >= limit:
                    failure.launch_failed(timed_out=True, stalled=True)
                    continue
                slice_s = min(slice_s, max(limit - (now_s - mark_t), 0.001))
            # Sleep on ``completions``, which every completion changes (launches may complete
            # ahead of ``completed``); the cores wake it when host_waiting is set.
            completions = words.completions
            words.host_waiting = 1
            queue.fence()
            if not ready() and words.completions == completions:
                native.futex_wait(queue.completions_addr, completions, max(slice_s, 0.001))
            words.host_waiting = self._host_sleepers

    def collect_completed(self) -> None:
        """Finish the completed launch awaiting collection: its collectors read what it left
        (device logs, dumps, device spans, traces); an error they raise fails its stream
        (raised at the stream's next wait)."""
        finish_queued(self._launches.take_collecting())
