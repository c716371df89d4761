"""Streams and events: asynchronous launches on one Worker's device (``docs/runtime.md``,
"Streams and events: asynchronous launches").

``s = worker.stream()``; ``s.launch(kernel, *args, blocks=N)`` enqueues a launch in the
device's launch queue and returns at once; ``e = s.record()`` marks the stream's position;
``s.wait(e)`` makes the stream's later launches follow ``e``; ``s.synchronize()`` and
``e.synchronize()`` wait; ``e.query()`` tells without waiting; ``with s.capture() as g:``
records launches into a graph (``graph.py``) that ``g.replay(s)`` enqueues in one call.

The device dispatches its queue in order (``device/scheduler.py``); each launch of a stream
names the launches it must follow (the stream's previous one, and the newest launch of the
events the stream waits for), so launches of one stream run in order, a launch
enqueued after ``s.wait(e)`` runs after every launch before ``e``, and launches of different
streams run side by side when their kinds have free cores.  A launch that faults, times out or
fails an assertion fails its stream: the error is raised once, at the stream's next
``synchronize()`` (or the ``synchronize()``/``query()`` of an event recorded after it), naming
the launch (its number in the stream, its kernel and the device's task number) and how many
later launches of the stream were discarded; until then the stream discards its new launches.
A fault or timeout restarts the device, which discards every launch not finished: other
streams that lost launches fail the same way, naming the launch that caused it.  After the
error is raised the stream is usable again.

``s.add_callback(fn)`` puts a host function into the stream (as ``cudaLaunchHostFunc``): ``fn()``
runs once every launch enqueued before it has run, on the Worker's host-callback thread
(``hostfuncs.py``), woken by the launches' completion whatever the caller's threads do; the
stream's later launches are enqueued only after it returned.  An exception raised by ``fn``
fails the stream like a failed launch (``StreamCallbackError``, its cause the exception); a
callback whose launches failed is not called.  Every operation of a stream of a closed Worker
raises the closed-context error.
"""

from __future__ import annotations

import collections
from collections.abc import Callable
from typing import Any

from incore.errors import restate, runtime_error
from incore.runtime.common.control import OVERLAP_AFTER, OVERLAP_PREFIX
from incore.runtime.host import hostfuncs, stream_launch
from incore.runtime.host.apilog import api_call
from incore.runtime.host.graph import Graph
from incore.runtime.host.launch import replay as replay_on
from incore.runtime.host.launch.launchqueue import SEQ_MASK, seq_before
from incore.runtime.host.launch.pipeline import launch_queued
from incore.runtime.host.operations import launching


class _Failure:
    """What failed a stream: the error, the stream's launches it covers (``first`` .. ``end``:
    the failed launch and the ones discarded behind it), how many were discarded, and the
    first of the launches that did not run (``lost_from``; ``first`` unless the failure
    follows a launch that ran, as a host callback's does)."""

    __slots__ = ("error", "first", "end", "what", "discarded", "own", "lost_from")

    def __init__(self, error: BaseException, first: int, end: int, what: str, discarded: int,
                 own: bool, lost_from: int | None = None) -> None:
        self.error = error
        self.first = first
        self.end = end
        self.what = what
        self.discarded = discarded
        self.own = own  # the stream's own launch failed (else it lost launches to another's)
        self.lost_from = first if lost_from is None else lost_from

    def lost(self) -> range:
        """The numbers in the stream of the launches the failure kept from running: the
        failed one (if the stream's own) and every later one, discarded."""
        return range(self.lost_from, self.end + 1)

    def exception(self, stream_id: int) -> BaseException:
        """The error to raise: the original one restated with the launch and the discards."""
        n = self.discarded
        launches = f"{n} {'later ' if self.own else ''}launch{'es' if n != 1 else ''}"
        message = (f"{self.what}; {launches} of stream {stream_id} "
                   f"{'were' if n != 1 else 'was'} discarded")
        error = restate(self.error, message)
        error.stream = stream_id
        error.launch = self.first
        error.discarded = n
        cause = getattr(self.error, "callback_error", None)
        if cause is not None:
            error.__cause__ = cause  # the exception the host callback raised
        return error


# Failures a stream remembers for its events (older ones are forgotten).
HISTORY = 64


class Stream:
    """An in-order queue of asynchronous launches on one Worker's device."""

    def __init__(self, worker: Any) -> None:
        self._worker = worker
        self.id: int = worker._on_stream(lambda ctx: ctx.new_stream_id())
        self._count = 0  # launches enqueued or discarded, numbered 1, 2, ...
        self._synced = 0  # self._count when synchronize() last returned or raised
        self._last_seq: int | None = None  # device task number of the last enqueued launch
        self._after: list[Event] = []
        # per other stream, the newest of its launches that the events waited for since this
        # stream's last launch end with (the next launch must follow each: ``order_next``)
        self._waited: dict[Stream, int] = {}
        self.failure: _Failure | None = None  # not raised yet
        self._history: list[_Failure] = []
        # host functions not yet run (hostfuncs.py: added, run and taken off under its lock)
        self._callbacks: collections.deque[hostfuncs.HostCallback] = collections.deque()
        self._callbacks_added = 0  # numbered 1, 2, ...
        self._callbacks_done = 0  # every one up to this number has run (or was dropped)
        self._graph: Graph | None = None  # the graph being captured
        # the context whose launch in machine code ``launch`` is (native_launch.py), weakly
        self._native_ctx: Any = None

    def __repr__(self) -> str:
        device = self._worker.device_id
        return f"<incore.Stream {self.id} of device {device}: {self._count} launches>"

    @property
    def launch_count(self) -> int:
        """The launches enqueued on (or discarded by) this stream so far: the ordinal of the
        last one."""
        return self._count

    @property
    def last_seq(self) -> int | None:
        """The device task number of the stream's last enqueued launch (None before one)."""
        return self._last_seq

    # ----------------------------------------------------------------- user API

    launch = stream_launch.launch  # the common case in one frame (stream_launch.py)

    @api_call("Stream.launch")
    def _launch_after(self, kernel: Any, args: tuple, blocks: int | None) -> None:
        """``launch`` while capturing, or after host callbacks or events to run first."""
        graph = self._graph
        if graph is not None:
            self._worker._on_stream(lambda ctx: graph.record(ctx, kernel, args, blocks))
            return
        if self._callbacks:
            self._run_callbacks(None, wait=True)
        for event in self._after:
            if event.stream._callbacks:
                event.stream._run_callbacks(event.callbacks, wait=True)
        worker = self._worker
        launching(worker, None, launch_queued, self, kernel, args, blocks,
                  worker.launch_options)

    def capture(self) -> Graph:
        """``with stream.capture() as g:`` records the stream's launches of the block into the
        Graph ``g`` without running them; ``g.replay(stream)`` enqueues them all."""
        return Graph(self)

    @api_call("Stream.record")
    def record(self, event: Event | None = None) -> Event:
        """An Event at the stream's current position (after every launch and host callback
        enqueued so far): a new one, or ``event`` (made by ``incore.Event()``, recorded
        before or not) re-recorded here and returned, as ``cudaEventRecord`` does; waits and
        queries of it from now on are of this position.  ``ContextClosedError`` once the
        Worker is closed."""
        self._check_open()
        self._not_capturing("record()")
        if event is not None and not isinstance(event, Event):
            raise runtime_error(
                "PARAMETER_TYPE", param="event", expected="an incore Event (incore.Event()) or "
                "None", given=f"{type(event).__name__} {event!r}")
        # under the context's lock, where launches are counted: the position of one launch,
        # including one another thread's launch() is enqueueing now, never a mix of two
        mark = self._worker._on_stream(self._mark_here)
        if event is None:
            return mark
        event._set_mark(mark)
        return event

    def _mark_here(self, _ctx: Any) -> Event:
        """The stream's current position (under the context's lock)."""
        return Event(self, self._last_seq, self._count, self._callbacks_added)

    @api_call("Stream.add_callback")
    def add_callback(self, fn: Callable[[], object]) -> None:
        """Run the host function ``fn()`` in stream order: after every launch enqueued before
        it, and before the stream's later launches (``cudaLaunchHostFunc``).

        It runs on the Worker's host-callback thread as soon as those launches complete, also
        while every thread of the caller sleeps; with nothing before it still running, it
        has run when ``add_callback`` returns.  The stream's later launches wait for it.  An
        exception it raises fails the stream: the stream's next ``synchronize()`` raises
        ``StreamCallbackError`` (its ``__cause__`` the exception) and the launches enqueued
        after it are discarded until then.  It is not called if a launch before it failed.
        TypeError unless ``fn`` is callable; ``ContextClosedError`` once the Worker is
        closed."""
        if not callable(fn):
            raise runtime_error(
                "PARAMETER_TYPE", param="fn", expected="a callable taking no arguments",
                given=f"{type(fn).__name__} {fn!r}",
            )
        self._check_open()
        self._not_capturing("add_callback()")
        funcs = hostfuncs.of(self._worker)
        cb = funcs.add(self, fn)
        if self._callbacks_done + 1 == cb.index and (
                cb.seq is None
                or self._worker._on_stream(lambda ctx: ctx.waits.stream_query(cb.seq))):
            funcs.wait_for(self, cb.index, block=True)  # nothing before it runs: at once

    @api_call("Stream.wait")
    def wait(self, event: Event) -> None:
        """Make the stream's later launches run after ``event`` (of any stream of the same
        device) as last recorded; if the launches before ``event`` fail, this stream's later
        ones fail too.  An event never recorded (``incore.Event()``) orders nothing.
        ``ContextClosedError`` once the Worker is closed."""
        self._check_open()
        if not isinstance(event, Event):
            raise runtime_error(
                "PARAMETER_TYPE", param="event", expected="an incore Event (stream.record())",
                given=f"{type(event).__name__} {event!r}",
            )
        event = event._mark  # the position it was last recorded at, as cudaStreamWaitEvent
        if event is not None and event.stream._worker.device_id != self._worker.device_id:
            raise runtime_error(
                "PARAMETER_VALUE", param="event",
                expected=f"an event of device {self._worker.device_id}",
                given=f"an event of device {event.stream._worker.device_id}",
            )
        self._not_capturing("wait()")
        if event is None:
            return  # never recorded: complete, nothing to wait for
        # under the context's lock, where a launch of another thread reads and clears them
        self._worker._on_stream(lambda _ctx: self._follow(event))

    def _follow(self, event: Event) -> None:
        """Make the stream's next launch follow the recorded position ``event``."""
        self._after.append(event)
        seq, source = event.seq, event.stream
        if seq is None or source is self:
            return  # the stream's later launches follow its earlier ones anyway
        known = self._waited.get(source)
        if known is None or seq_before(known, seq):
            self._waited[source] = seq

    @api_call("Stream.synchronize")
    def synchronize(self) -> None:
        """Wait until every launch of the stream has run; raise the stream's failure if one
        of them failed (DeviceFault, KernelAssertionError, KernelIndexError)."""
        self._check_open()
        self._not_capturing("synchronize()")
        seq = self._last_seq
        if seq is not None:
            self._worker._on_stream(lambda ctx: ctx.waits.stream_wait(seq))
        self._run_callbacks(None, wait=True)
        self._after.clear()
        self._synced = self._count
        self._raise_failure(0)

    @api_call("Stream.query")
    def query(self) -> bool:
        """Every launch of the stream has run (raises the stream's failure, like
        ``synchronize()``)."""
        return self.record().query()

    def _check_open(self) -> None:
        """``ContextClosedError`` (CONTEXT_CLOSED) if the stream's Worker is closed."""
        worker = self._worker
        if worker._closed or worker._forked:
            if not worker._released:
                worker.close()  # a close in progress (on another thread): its result first
            worker._retain()  # raises the Worker's own closed (or forked) error
            raise runtime_error("CONTEXT_CLOSED", detail="this stream's Worker is closed")

    def _run_callbacks(self, before: int | None, wait: bool) -> bool:
        """Whether the stream's host callbacks up to number ``before`` (None: all added so
        far) have run; ``wait``: wait until they have, on the host-callback thread
        (``hostfuncs.py``).  From a host callback it never waits."""
        funcs = getattr(self._worker, "_host_funcs", None)
        if funcs is None:
            return True
        return funcs.wait_for(self, self._callbacks_added if before is None else before, wait)

    def _callback_failed(self, cb: hostfuncs.HostCallback, exc: BaseException) -> None:
        """Host callback ``cb`` raised ``exc``: fail the stream from its position on."""
        name = getattr(cb.fn, "__qualname__", None) or repr(cb.fn)
        after = f"after launch {cb.ordinal}" if cb.ordinal else "before any launch"
        error = runtime_error(
            "STREAM_CALLBACK_FAILED", stream=self.id, name=name, after=after,
            error=f"{type(exc).__name__}: {exc}",
        )
        error.callback_error = exc
        what = f"stream {self.id}'s host callback {name} ({after}): {error.message}"
        self._record(_Failure(error, max(cb.ordinal, 1), self._count, what, 0, own=True,
                              lost_from=cb.ordinal + 1))

    def waits(self) -> bool:
        """The stream's next launch waits for events of other launches (``wait``)."""
        return bool(self._after)

    # ----------------------------------------------------------------- graphs

    def _begin_capture(self, graph: Graph) -> None:
        if self._graph is not None:
            raise runtime_error("GRAPH_CAPTURE", where=f"stream {self.id}",
                                detail="the stream is already capturing a graph",
                                advice="end the stream's capture block first, or capture on "
                                "another stream")
        self._graph = graph

    def _end_capture(self, graph: Graph) -> None:
        if self._graph is graph:
            self._graph = None

    def _not_capturing(self, what: str) -> None:
        if self._graph is not None:
            raise runtime_error(
                "GRAPH_CAPTURE", where=f"stream {self.id}",
                detail=f"{what} inside `with stream.capture()`: a capture records launches "
                "only",
                advice=f"call {what} after the `with stream.capture()` block",
            )

    def _replay(self, graph: Graph) -> None:
        """Enqueue a graph's launches (``Graph.replay``) in one operation."""
        self._not_capturing("replaying a graph")
        if self._callbacks:
            self._run_callbacks(None, wait=True)
        for event in self._after:
            if event.stream._callbacks:
                event.stream._run_callbacks(event.callbacks, wait=True)
        options = self._worker.launch_options
        self._worker._on_stream(lambda ctx: replay_on.replay(ctx, self, graph, options))

    # ----------------------------------------------------------------- the context's side

    def order_next(self, done: int) -> tuple[int, int, int]:
        """``(after, waited, overlap)`` of the stream's next launch (``LaunchDesc``; the
        queue's ``completed`` is ``done``): ``after`` its previous launch, ``waited`` the
        newest launch of the events it waits for (``after`` again if there is none), each
        ``done`` if covered already (so that the device's comparisons never span a
        wrap-around); ``overlap`` ``OVERLAP_PREFIX`` when the events not yet covered are of
        more than one other stream (the newest one's finished mark does not say that the
        others' launches finished: ``waited`` must be covered by ``completed``), else
        ``OVERLAP_AFTER``."""
        after = self._last_seq
        # seq_before(done, after), written out: once per stream launch
        if after is None or after == done or ((after - done) & SEQ_MASK) >= 0x80000000:
            after = done
        waited = self._waited
        if not waited:
            return after, after, OVERLAP_AFTER
        pending = [seq for seq in waited.values() if seq_before(done, seq)]
        if not pending:
            return after, after, OVERLAP_AFTER
        newest = max(pending, key=lambda seq: (seq - done) & SEQ_MASK)
        return after, newest, OVERLAP_AFTER if len(pending) == 1 else OVERLAP_PREFIX

    def enqueued(self, seq: int) -> int:
        """Count a launch enqueued as device task ``seq`` (an exclusive one: it follows every
        launch before it); its number in the stream."""
        self._count += 1
        self._last_seq = seq
        self._waited.clear()  # the launch follows those events; the next ones follow it
        return self._count

    def enqueue(self, entry: Any, seq: int, done: int) -> tuple[int, int]:
        """Count a launch enqueued as device task ``seq`` in the queue entry ``entry`` (a
        ``launchqueue.Entry``; the queue's ``completed`` is ``done``): its number in the
        stream, and the ``after`` its descriptor gets; returns the descriptor's ``waited`` and
        ``overlap`` (:meth:`order_next`)."""
        if self._waited:
            after, waited, overlap = self.order_next(done)
        else:  # order_next without events, written out: once per stream launch
            after = self._last_seq
            if after is None or after == done or ((after - done) & SEQ_MASK) >= 0x80000000:
                after = done
            waited, overlap = after, OVERLAP_AFTER
        entry.after = after
        self._count += 1
        entry.ordinal = self._count
        self._last_seq = seq
        if self._waited:
            self._waited.clear()  # the launch follows those events; the next ones follow it
        return waited, overlap

    def enqueued_many(self, n: int, last_seq: int) -> None:
        """Count ``n`` launches enqueued in a row, the last as device task ``last_seq`` (a
        graph replay: their numbers in the stream follow the stream's count)."""
        self._count += n
        self._last_seq = last_seq
        self._waited.clear()

    def discard(self) -> None:
        """Count a launch the failed stream does not run."""
        self._count += 1
        self.failure.discarded += 1
        self.failure.end = self._count

    def failed_at(self, ordinal: int) -> _Failure | None:
        """The failure that covers the stream's launch ``ordinal`` (failed or discarded)."""
        for failure in reversed(self._history):
            if failure.first <= ordinal <= failure.end:
                return failure
        return None

    def _record(self, failure: _Failure) -> None:
        self.failure = failure
        self._history.append(failure)
        del self._history[:-HISTORY]

    def inherit(self) -> None:
        """Fail the stream if an event it waits for follows a failed launch."""
        for event in self._after:
            failure = event.stream.failed_at(event.ordinal)
            if failure is not None:
                self._record(_Failure(
                    failure.error, self._count + 1, self._count,
                    f"stream {self.id} waited for an event of stream {event.stream.id} "
                    f"recorded after a failed launch ({failure.what})", 0, own=True,
                ))
                return

    def fail(self, error: BaseException, seq: int, discarded: int, ordinal: int) -> None:
        """Launch ``ordinal`` (device task ``seq``) of this stream failed with ``error``;
        ``discarded`` of the stream's later launches were dropped with the device's queue."""
        if self.failure is not None:
            return
        kernel = getattr(error, "kernel", None)
        message = getattr(error, "message", None) or str(error)
        since = ordinal - self._synced
        again = f"launch {since} since its last synchronize(), " if self._synced else ""
        what = (f"launch {ordinal} of stream {self.id} ({again}kernel {kernel!r}, task {seq}): "
                f"{message}")
        self._record(_Failure(error, ordinal, self._count, what, discarded, own=True))

    def restate_failure(self, ordinal: int, error: BaseException, seq: int) -> None:
        """The stream's unraised failure, that of its launch ``ordinal`` (device task
        ``seq``), is ``error`` instead: a cross-checked launch's verdict on it
        (``launch/crosscheck.py``)."""
        failure = self.failure
        if failure is None or failure.first != ordinal:
            return
        self.failure = None
        self._history.remove(failure)
        self.fail(error, seq, failure.discarded, ordinal)

    def lose(self, error: BaseException, count: int, culprit: Stream | None,
             culprit_ordinal: int) -> None:
        """``count`` queued launches of this stream were discarded when the device restarted
        after another stream's launch failed with ``error``."""
        if self.failure is not None:
            self.failure.discarded += count
            self.failure.end = self._count
            return
        message = getattr(error, "message", None) or str(error)
        who = (f"launch {culprit_ordinal} of stream {culprit.id}" if culprit is not None
               else "a synchronous launch")
        what = f"{who} failed before them: {message}"
        self._record(_Failure(error, self._count - count + 1, self._count, what, count,
                              own=False))

    def _raise_failure(self, upto: int) -> None:
        """Raise the stream's unraised failure if it covers launches up to ``upto`` (0: any);
        once raised, the stream runs launches again."""
        failure = self.failure
        if failure is None or (upto and failure.first > upto):
            return
        self.failure = None
        raise failure.exception(self.id)


class Event:
    """A position in a stream: ``query()`` tells whether every launch before it has run,
    ``synchronize()`` waits for them.

    ``stream.record()`` returns a new Event.  ``incore.Event()`` (no arguments) makes an
    unrecorded one, as ``cudaEventCreate`` does: ``stream.record(event)`` records it (again
    and again, each time at the stream's then position).  Never recorded, it is complete:
    ``query()`` is True, ``synchronize()`` returns at once and ``stream.wait(event)`` orders
    nothing.  A wait is for the position the event had when ``wait`` was called.
    """

    def __init__(self, stream: Stream | None = None, seq: int | None = None, ordinal: int = 0,
                 callbacks: int = 0) -> None:
        if stream is not None and not isinstance(stream, Stream):
            exc = runtime_error(
                "PARAMETER_TYPE", param="incore.Event()'s argument",
                expected="left out (Event() takes none)",
                given=f"{type(stream).__name__} {stream!r}")
            raise restate(exc, exc.message, "call incore.Event() for an unrecorded event "
                          "(stream.record(event) records it), or stream.record() for a new one")
        self.stream = stream
        self.seq = seq
        self.ordinal = ordinal
        self.callbacks = callbacks  # the stream's host callbacks before the event
        # The recorded position the event stands for: itself when stream.record() made it,
        # None while an Event() is unrecorded, else the event its last stream.record(event)
        # made.  Such a position is never changed (a stream that waited for it keeps it), and
        # a re-record is this one assignment, so a query on another thread sees one record.
        self._mark: Event | None = self if stream is not None else None

    def _set_mark(self, mark: Event) -> None:
        """``stream.record(self)``: from now on the event stands for the position ``mark``."""
        if self._mark is self:
            # made by stream.record(): its own fields stay (streams that waited for it hold
            # it); its queries and waits go to ``mark``
            self._mark = mark
            return
        self._mark = mark
        self.stream, self.seq, self.ordinal = mark.stream, mark.seq, mark.ordinal
        self.callbacks = mark.callbacks

    def __repr__(self) -> str:
        mark = self._mark
        if mark is None:
            return "<incore.Event, not recorded>"
        return f"<incore.Event of stream {mark.stream.id} after launch {mark.ordinal}>"

    @api_call("Event.query")
    def query(self) -> bool:
        """Every launch before the event has run; raises their failure, if one failed.
        True for an event never recorded.  ``ContextClosedError`` once the stream's Worker
        is closed."""
        mark = self._mark
        if mark is not self:
            return True if mark is None else mark.query()
        self.stream._check_open()
        seq = self.seq
        done = True
        if seq is not None:
            done = self.stream._worker._on_stream(lambda ctx: ctx.waits.stream_query(seq))
        if self.stream._callbacks:
            done = self.stream._run_callbacks(self.callbacks, wait=False) and done
        self._raise()
        return done

    @api_call("Event.synchronize")
    def synchronize(self) -> None:
        """Wait until every launch before the event has run; raises their failure, if one
        failed.  Returns at once for an event never recorded.  ``ContextClosedError`` once
        the stream's Worker is closed."""
        mark = self._mark
        if mark is not self:
            if mark is not None:
                mark.synchronize()
            return
        self.stream._check_open()
        seq = self.seq
        if seq is not None:
            self.stream._worker._on_stream(lambda ctx: ctx.waits.stream_wait(seq))
        if self.stream._callbacks:
            self.stream._run_callbacks(self.callbacks, wait=True)
        self._raise()

    def _raise(self) -> None:
        """Raise the failure of the launch just before the event, if it failed or was
        discarded (the stream's unraised failure is raised, and counts as raised)."""
        if not self.ordinal:
            return
        self.stream._raise_failure(self.ordinal)
        failure = self.stream.failed_at(self.ordinal)
        if failure is not None:
            raise failure.exception(self.stream.id)
