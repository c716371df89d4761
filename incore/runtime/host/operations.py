"""The Worker's operation wrappers: how a call on a Worker (or its Stream) holds the device
context's lock for that Worker and finishes a close() that arrived meanwhile.

``operation`` decorates the Worker's methods that take the context; ``launching`` is the same
wrapper, with the Worker's lazy start, written out for the launch paths (``Worker.launch``,
``Stream.launch``), where every call frame is a tenth of a microsecond of a launch whose floor
is a few microseconds.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from incore.errors import runtime_error
from incore.runtime.host.apilog import log_failure
from incore.runtime.host.context import CLOSED

_F = TypeVar("_F", bound=Callable[..., Any])
_T = TypeVar("_T")


def operation(method: _F) -> _F:
    """Run ``method(self, ctx, ...)`` under the context's lock for this Worker; finish a
    close() requested meanwhile (``launching`` without the start).

    A close() that arrives while an operation runs on the same thread (from a signal handler
    or finalizer) only marks the Worker closed; the outermost operation finishes the close on
    its way out, once nothing on this thread uses the context (``_after_close``).
    """

    # failures are logged once at ERROR with their code (apilog.py); a stream's operations
    # are logged by the Stream method that runs them
    name = None if method.__name__ == "_on_stream" else f"Worker.{method.__name__}"

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        call = functools.partial(method, self, **kwargs)
        return launching(self, name, _apply, None, call, args, None, 0.0, start=False)

    return wrapper  # type: ignore[return-value]


def _apply(ctx: Any, _stream: None, call: Callable[..., _T], args: tuple, _blocks: None,
           _timeout: float) -> _T:
    """An ``operation``'s method through ``launching``: ``call(ctx, *args)``."""
    return call(ctx, *args)


def launching(worker: Any, name: str | None, fn: Callable[..., _T], stream: Any, kernel: Any,
              args: tuple, blocks: int | None, timeout: float, start: bool = True) -> _T:
    """``fn(ctx, stream, kernel, args, blocks, timeout)`` (a launch path's, ``pipeline.py``)
    under the context's lock for ``worker``, starting it first if needed (its
    ``_ensure_started``; ``start=False``: an ``operation``, which starts nothing), and a
    close() requested meanwhile finished on the way out.  ``name``: the API name a failure is
    logged under (None: the caller logs it).

    Its arity is fixed: forwarding ``*args`` would cost a quarter of a microsecond per launch
    (a call through a packed tuple is not one of the interpreter's fast calls)."""
    try:
        ctx = worker._ctx
        if ctx is None or worker._closed:  # a forked Worker is closed too
            ctx = worker._retain()
        lock = ctx.lock
        lock.acquire()  # not ``with``: that costs twice as much (its argument parsing)
        previous, ctx._user = ctx._user, worker
        try:
            # ctx.ensure_started()'s common case, in one test (a forked context is closed)
            if start and (worker._closed or worker.start_seconds is None
                          or not (ctx._started and ctx._device_ready) or ctx._launch_live
                          or ctx._inflight or ctx._closed):
                if worker._closed:
                    raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)
                if worker.start_seconds is None:
                    worker.start()
                ctx.ensure_started()
            return fn(ctx, stream, kernel, args, blocks, timeout)
        finally:
            ctx._user = previous
            lock.release()
    except Exception as exc:
        if name is not None:
            log_failure(name, exc)
        raise
    finally:
        ctx = worker._ctx
        if worker._closed or (ctx is not None and ctx._deferred_closes):
            _after_close(worker, ctx)


def _after_close(worker: Any, ctx: Any) -> None:
    """An operation ends while ``worker`` is closing or a close was deferred to it: once the
    outermost operation on this thread released the lock, finish the deferred closes, then
    this Worker's close (performed here, or waited for if another thread performs it), so
    that a call stopped by close() raises only after the queued launches ran."""
    if ctx is None or ctx.lock._is_owned():
        return  # an operation inside another one: the outer one finishes
    finish_closes(ctx)
    if worker._closed and not worker._released:
        worker.close()


def finish_closes(ctx: Any) -> None:
    """Run the closes deferred to the end of the operation that held ``ctx``'s lock (from a
    signal handler or finalizer on its thread, or a finalizer while another thread held it);
    only once no operation on this thread holds the lock."""
    deferred = ctx._deferred_closes
    for _ in range(len(deferred)):  # one pass: a finalizer's close may defer itself again
        if ctx.lock._is_owned():
            return
        try:
            worker = deferred.pop(0)
        except IndexError:  # another thread took the last one
            return
        worker.close()
