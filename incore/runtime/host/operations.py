"""How a call on a Worker (or its Stream) holds the device context for that Worker, and
finishes a close() that arrived meanwhile.

``Operation`` is the plain context manager of every Worker method that takes the context
(``with Operation(worker, name) as ctx:``); ``launching`` serves only the launch paths
(``Worker.launch``, ``Stream.launch``): the same steps with the Worker's lazy start, written
out in one frame, where every call frame is a tenth of a microsecond of a launch whose floor
is a few microseconds.  Both set the context's ``caller`` (the Worker) and ``owner`` (this
thread) while they hold its lock, and put back what was there.
"""

from __future__ import annotations

from _thread import get_ident
from collections.abc import Callable
from typing import Any, TypeVar

from incore.errors import runtime_error
from incore.runtime.host.apilog import log_failure
from incore.runtime.host.collector import LaunchOptions
from incore.runtime.host.context import CLOSED, DeviceContext
from incore.runtime.host.launch.grid import launch_args

_T = TypeVar("_T")


class Operation:
    """``with Operation(worker, name) as ctx:`` runs the block under ``worker``'s context's
    lock for ``worker`` (retaining the context on first use); a failure is logged under
    ``name`` (None: the caller logs it); a close() requested meanwhile is finished once the
    outermost operation on this thread let go of the lock.

    A close() that arrives while an operation runs on the same thread (from a signal handler
    or finalizer) only marks the Worker closed; the outermost operation finishes the close on
    its way out, once nothing on this thread uses the context (``after_close``).
    """

    __slots__ = ("_worker", "_name", "_ctx", "_previous")

    def __init__(self, worker: Any, name: str | None) -> None:
        self._worker = worker
        self._name = name

    def __enter__(self) -> DeviceContext:
        worker = self._worker
        try:
            ctx = worker._ctx
            if ctx is None or worker._closed:  # a forked Worker is closed too
                ctx = worker._retain()
        except Exception as exc:
            self._ended(exc)
            raise
        ctx.lock.acquire()
        self._previous = ctx.caller, ctx.owner
        ctx.caller, ctx.owner = worker, get_ident()
        self._ctx = ctx
        return ctx

    def __exit__(self, kind: Any, exc: BaseException | None, tb: Any) -> None:
        ctx = self._ctx
        ctx.caller, ctx.owner = self._previous
        ctx.lock.release()
        self._ended(exc)

    def _ended(self, exc: BaseException | None) -> None:
        if self._name is not None and isinstance(exc, Exception):
            log_failure(self._name, exc)
        worker = self._worker
        ctx = worker._ctx
        if worker._closed or (ctx is not None and ctx.deferred_closes):
            after_close(worker, ctx)


def launching(worker: Any, name: str | None, fn: Callable[..., _T], stream: Any, kernel: Any,
              args: tuple, blocks: int | None, options: LaunchOptions) -> _T:
    """``fn(ctx, stream, kernel, args, blocks, options)`` (a launch path's, ``pipeline.py``)
    under the context's lock for ``worker``, starting it first if needed (its
    ``_ensure_started``), and a close() requested meanwhile finished on the way out.
    ``name``: the API name a failure is logged under (None: the caller logs it).

    Its arity is fixed: forwarding ``*args`` would cost a quarter of a microsecond per launch
    (a call through a packed tuple is not one of the interpreter's fast calls)."""
    try:
        ctx = worker._ctx
        if ctx is None or worker._closed:  # a forked Worker is closed too
            ctx = worker._retain()
        lock = ctx.lock
        lock.acquire()  # not ``with``: that costs twice as much (its argument parsing)
        previous, owner = ctx.caller, ctx.owner
        ctx.caller, ctx.owner = worker, get_ident()
        try:
            # ctx.ensure_started()'s common case, in one test (a forked context is closed)
            if worker._closed or worker.start_seconds is None or not ctx.is_ready():
                if worker._closed:
                    raise runtime_error("CONTEXT_CLOSED", detail=CLOSED)
                if worker.start_seconds is None:
                    worker.start()
                    options = worker.launch_options  # the start took the log level
                ctx.ensure_started()
            if type(blocks) is tuple or getattr(kernel, "launch_params", ()):
                args, blocks = launch_args(ctx, kernel, args, blocks)
            return fn(ctx, stream, kernel, args, blocks, options)
        finally:
            ctx.caller, ctx.owner = previous, owner
            lock.release()
    except Exception as exc:
        if name is not None:
            log_failure(name, exc)
        raise
    finally:
        ctx = worker._ctx
        if worker._closed or (ctx is not None and ctx.deferred_closes):
            after_close(worker, ctx)


def after_close(worker: Any, ctx: DeviceContext | None) -> None:
    """An operation ends while ``worker`` is closing or a close was deferred to it: once the
    outermost operation on this thread released the lock, finish the deferred closes, then
    this Worker's close (performed here, or waited for if another thread performs it), so
    that a call stopped by close() raises only after the queued launches ran."""
    if ctx is None or ctx.held_by_this_thread():
        return  # an operation inside another one: the outer one finishes
    finish_closes(ctx)
    if worker._closed and not worker._released:
        worker.close()


def finish_closes(ctx: DeviceContext) -> None:
    """Run the closes deferred to the end of the operation that held ``ctx``'s lock (from a
    signal handler or finalizer on its thread, or a finalizer while another thread held it);
    only once no operation on this thread holds the lock."""
    for _ in range(ctx.deferred_count()):  # one pass: a finalizer's close may defer again
        if ctx.held_by_this_thread():
            return
        try:
            worker = ctx.take_deferred_close()
        except IndexError:  # another thread took the last one
            return
        worker.close()
