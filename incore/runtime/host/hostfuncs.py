"""Host functions in streams (``Stream.add_callback``, CUDA's ``cudaLaunchHostFunc``) and the
thread that runs them (as CANN's callback-subscribe thread; ``docs/runtime.md``, "Streams and
events: asynchronous launches", Host callbacks).

A Worker whose streams are given host functions gets one daemon thread,
``incore-callbacks-<device>``, started with the first ``add_callback``.  It runs each stream's
functions in the order they were added, each once every launch enqueued on its stream before
it completed, whatever the host's other threads do (sleeping included): the stream's later
launches are enqueued only after it returned (``Stream.launch`` waits for it), so they see
what it wrote.  Streams are independent: a function waiting for a long launch of one stream
holds up no other stream's.

While the next function's launches run, the thread sleeps on the launch queue's
``completions`` word (futex), which the device's cores wake whenever a launch completes and
a host thread sleeps there (``host_waiting``; a context's waits leave it set while this thread
sleeps, ``QueueWaits.set_host_sleepers``), in slices of at most ``SLICE_SECONDS``.  It reads the
queue only under the context's lock, held for a few word reads (or, when the device died or a
launch outlived its timeout, for the wait that handles it, as any wait does), never while it
sleeps or runs a function; a host thread inside a long wait on the same device delays it until
that wait ends.

An exception a function raises fails its stream (``StreamCallbackError``, raised at the
stream's next ``synchronize()``; ``Worker.close()`` warns about one never raised), and the
thread goes on.  A function whose launches failed is not called.  ``close()`` lets the
functions whose launches run to completion run first (bounded as the launches are) and drops
the rest; the thread ends with its Worker.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any

from incore.log import LOGGER_NAME
from incore.runtime.common import native

logger = logging.getLogger(LOGGER_NAME)

SLICE_SECONDS = 0.1
# what a function's launches are, as the thread sees them
_READY, _WAIT, _GONE = 0, 1, 2

_create_lock = threading.Lock()
_all: weakref.WeakSet = weakref.WeakSet()


class HostCallback:
    """A host function in a stream: it runs after launch ``ordinal`` (device task ``seq``;
    None: no launch before it) and is the stream's callback number ``index``."""

    __slots__ = ("fn", "seq", "ordinal", "index")

    def __init__(self, fn: Callable[[], object], seq: int | None, ordinal: int,
                 index: int) -> None:
        self.fn = fn
        self.seq = seq
        self.ordinal = ordinal
        self.index = index


def of(worker: Any) -> HostFuncs:
    """The Worker's host-function runner, made on first use."""
    funcs = getattr(worker, "_host_funcs", None)
    if funcs is None:
        with _create_lock:
            funcs = getattr(worker, "_host_funcs", None)
            if funcs is None:
                funcs = worker._host_funcs = HostFuncs(worker)
    return funcs


def close(worker: Any, wait: bool) -> None:
    """The Worker closes: run what can run (``wait``: waiting for it, as ``close()`` waits for
    launches) and end the thread (``HostFuncs.close``).  Nothing if it never had a host
    function."""
    funcs = getattr(worker, "_host_funcs", None)
    if funcs is not None:
        funcs.close(wait)


class HostFuncs:
    """One Worker's pending host functions, per stream, and the thread that runs them."""

    def __init__(self, worker: Any) -> None:
        self._worker = weakref.ref(worker)  # the thread keeps no idle Worker alive
        self._device = worker.device_id
        self._cond = threading.Condition(threading.RLock())  # RLock: close() from a handler
        # streams with pending functions, in the order they got their first (strong
        # references while something is pending: the functions need their Worker)
        self._streams: dict[Any, None] = {}
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._added = 0  # functions added so far: the thread rechecks before it sleeps
        self._sleeping_on = 0  # the futex word the thread sleeps on (0: none)
        _all.add(self)

    # ------------------------------------------------------------------ callers' side

    def add(self, stream: Any, fn: Callable[[], object]) -> HostCallback:
        """Queue ``fn`` after the launches enqueued on ``stream`` so far; start the thread if
        it is not running and wake it."""
        with self._cond:
            stream._callbacks_added += 1
            cb = HostCallback(fn, stream._last_seq, stream._count, stream._callbacks_added)
            stream._callbacks.append(cb)
            self._streams[stream] = None
            self._added += 1
            self._stopping = False
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name=f"incore-callbacks-{self._device}", daemon=True)
                self._thread.start()
            self._cond.notify_all()
            addr = self._sleeping_on
        if addr:
            native.futex_wake(addr)  # the others sleeping on it recheck and sleep again
        return cb

    def on_thread(self) -> bool:
        """The calling thread is this runner's (a host function calling into its stream)."""
        return threading.current_thread() is self._thread

    def wait_for(self, stream: Any, index: int, block: bool) -> bool:
        """Whether ``stream``'s host functions up to number ``index`` have run (or were
        dropped); ``block``: wait until they have.  The launches before them are waited for
        on this thread, as ``synchronize()`` waits (noticing faults, timeouts and close()).
        From a host function (the runner's thread) it never waits: the function would wait
        for itself."""
        if stream._callbacks_done >= index:
            return True
        if not block or self.on_thread():
            return False
        with self._cond:
            seqs = [cb.seq for cb in stream._callbacks
                    if cb.index <= index and cb.seq is not None]
        if seqs:
            seq = seqs[-1]  # a stream's launches complete in order
            stream._worker._on_stream(lambda ctx: ctx.waits.stream_wait(seq))
        self._wait_run(stream, index)
        return True

    def _wait_run(self, stream: Any, index: int) -> None:
        """Wait until the thread has run (or dropped) ``stream``'s functions up to number
        ``index``, their launches having completed or failed."""
        with self._cond:
            while stream._callbacks_done < index:
                thread = self._thread
                if thread is None or not thread.is_alive():
                    self._drop_all()  # the thread ended (an interpreter shutting down)
                    break
                self._cond.wait(SLICE_SECONDS)

    def close(self, wait: bool) -> None:
        """Stop taking work (``Worker.close()``, after its queued launches were drained):
        ``wait`` (and not on the runner's own thread): the functions whose launches completed
        run first, then the thread ends; otherwise it drops what is pending and ends."""
        with self._cond:
            self._stopping = True
            streams = list(self._streams)
            if not wait:
                self._drop_all()
            self._cond.notify_all()
            addr, thread = self._sleeping_on, self._thread
        if addr:
            native.futex_wake(addr)
        if not wait or thread is None or self.on_thread():
            return
        for stream in streams:
            self._wait_run(stream, stream._callbacks_added)
        thread.join(SLICE_SECONDS * 10)

    # ------------------------------------------------------------------ the thread

    def _run(self) -> None:
        while self._step():
            pass

    def _step(self) -> bool:
        """Run or drop what is ready, else sleep; False once stopped with nothing pending.
        A method of its own so that no stream (and its Worker) stays referenced by the
        thread's frame while it idles."""
        with self._cond:
            while not self._streams and not self._stopping:
                self._cond.wait()
            if not self._streams:
                if self._thread is threading.current_thread():
                    self._thread = None
                return False
            heads = [(s, s._callbacks[0]) for s in self._streams]
            added = self._added
        waiting = []
        for stream, cb in heads:
            state = self._state(stream, cb)
            if state == _WAIT:
                waiting.append(cb)
            else:
                self._finish(stream, cb, run=state == _READY)
        if len(waiting) == len(heads):
            self._sleep(heads[0][0], waiting, added)
        return True

    def _state(self, stream: Any, cb: HostCallback) -> int:
        """Whether ``cb``'s launches completed (_READY), still run (_WAIT) or will not run
        (_GONE: the Worker or its context closed)."""
        worker = stream._worker
        if cb.seq is None:
            return _GONE if worker._released else _READY
        ctx = worker._ctx
        if ctx is None:
            return _GONE
        try:
            with ctx.holding():
                if (ctx.closed or ctx.torn_down or ctx.forked or ctx.queue is None
                        or not ctx.lifecycle.in_owner_process()):
                    return _GONE
                if not (ctx.started and ctx.device_ready) or ctx.launch_live:
                    return _WAIT  # left stopped: the next use of the device restarts it
                if ctx.lifecycle.device_exited() or _late(ctx.queue):
                    ctx.waits.stream_wait(cb.seq)  # the failure path: restart, fail the stream
                return _READY if ctx.waits.stream_query(cb.seq) else _WAIT
        except Exception:  # noqa: BLE001 - the thread serves every stream of the Worker
            logger.error("host callback of stream %d: cannot tell whether launch %d ran; "
                         "the callback is dropped", stream.id, cb.ordinal, exc_info=True)
            return _GONE

    def _finish(self, stream: Any, cb: HostCallback, run: bool) -> None:
        """Call ``cb`` (``run``, unless a launch before it failed), then take it off its
        stream: the stream's later launches may go."""
        if run and stream.failure is None and not (cb.ordinal and stream.failed_at(cb.ordinal)):
            try:
                cb.fn()
            except BaseException as exc:  # noqa: BLE001 - recorded on the stream, raised at sync
                self._failed(stream, cb, exc)
        with self._cond:
            if stream._callbacks and stream._callbacks[0] is cb:
                stream._callbacks.popleft()
                stream._callbacks_done = cb.index
            if not stream._callbacks:
                self._streams.pop(stream, None)
            self._cond.notify_all()

    @staticmethod
    def _failed(stream: Any, cb: HostCallback, exc: BaseException) -> None:
        ctx = stream._worker._ctx
        if ctx is None:
            stream._callback_failed(cb, exc)
            return
        with ctx.holding():  # the stream's failure state changes under the context's lock
            stream._callback_failed(cb, exc)

    def _sleep(self, stream: Any, waiting: list[HostCallback], added: int) -> None:
        """Sleep until a launch completes (or ``SLICE_SECONDS``, or new work arrives)."""
        ctx = stream._worker._ctx
        queue = None
        if ctx is not None:
            with ctx.holding():
                if not (ctx.closed or ctx.torn_down or ctx.queue is None):
                    queue = ctx.queue
                    words = queue.words
                    completions = int(words.completions)
                    ctx.waits.set_host_sleepers(1)
                    words.host_waiting = 1
                    queue.fence()
                    if any(queue.is_complete(cb.seq) for cb in waiting):
                        ctx.waits.set_host_sleepers(0)
                        words.host_waiting = 0  # no wait of the context runs: it holds the lock
                        return
                    addr = queue.completions_addr
        if queue is None:
            with self._cond:
                if self._added == added and not self._stopping:
                    self._cond.wait(SLICE_SECONDS)
            return
        with self._cond:
            go = self._added == added and (not self._stopping or self._streams)
            self._sleeping_on = addr if go else 0
        if go:
            native.futex_wait(addr, completions, SLICE_SECONDS)
        with self._cond:
            self._sleeping_on = 0
        with ctx.holding():
            ctx.waits.set_host_sleepers(0)
            if ctx.queue is queue and not ctx.torn_down:
                words.host_waiting = 0

    def _drop(self, stream: Any) -> None:
        """Take every pending function off ``stream`` uncalled (under the condition)."""
        pending = stream._callbacks
        if pending:
            stream._callbacks_done = pending[-1].index
            pending.clear()
        self._streams.pop(stream, None)
        self._cond.notify_all()

    def _drop_all(self) -> None:
        for stream in list(self._streams):
            self._drop(stream)


def _late(queue: Any) -> bool:
    """A launch running on the device outlived its timeout (the wait that notices it then
    stops it, as a ``synchronize()`` would)."""
    now = time.monotonic_ns()
    return any(started and (now - started) / 1e9 >= queue.entry(seq).timeout
               for seq, started in queue.in_flight())


def _reset_in_child() -> None:
    # The runner threads do not exist in a forked child, and a parent thread may have held a
    # condition's lock at fork(); a forked Worker is closed, so nothing is pending either.
    for funcs in list(_all):
        funcs._cond = threading.Condition(threading.RLock())
        funcs._thread = None
        funcs._sleeping_on = 0
        funcs._streams.clear()


os.register_at_fork(after_in_child=_reset_in_child)
