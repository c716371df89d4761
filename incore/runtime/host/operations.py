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

    A close() that arrives while an operation runs (from a signal handler or finalizer on the
    operation's own thread, or from another thread) only marks the Worker closed and stops the
    device; the outermost operation releases the context here, once nothing uses it.
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
        if (worker._closed and not worker._released and ctx is not None
                and not ctx.lock._is_owned()):
            worker.close()
