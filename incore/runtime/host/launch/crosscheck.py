"""Cross-checked launches: each launch of a Worker with ``cross_check=True`` runs compiled and
interpreted on copies of the same inputs, and a difference is an ``incore.CrossCheckError``.

A synchronous launch (:func:`checked_sync`):

1. its arguments are checked as the compiled launch checks them, and the launches queued on
   streams run first, so the inputs are final;
2. its tensor arguments are copied (tensors that share memory share it in the copies);
3. the kernel's interpreted form (``kernel.interpreted()``) runs on the copies, quietly (its
   logs and prints would repeat the compiled launch's), in the block order of the Worker's
   ``interpret`` option (``fixed`` without one);
4. the compiled launch runs as any other (its collectors, logs, copy back): what the launch
   returns or raises is the compiled launch's, so a ``@mix`` wait no set satisfies ends in
   its ``SYNC_TIMEOUT`` after the Worker's timeout, so an interpreted run that deadlocked
   (an error whose ``deadlock`` is true: every core waits and none can set) is raised at
   once, without the compiled run;
5. the two are compared (``differences.py``): a different error, or written tensors that
   differ, raise ``CrossCheckError`` naming the kernel, its ``-O`` level and, for each written
   tensor that differs, its first differing element, both values and their distance in ulps;
   the same error on both sides is raised as the compiled launch raised it.  Tensors whose
   contents depend on the order concurrent atomics run in (the interpreted form's
   ``order_dependent``) are not compared, nor is a compiled launch that timed out (a slow
   kernel, not another semantics).

A stream launch (:func:`checked_queued`) does the same around the compiled stream launch,
which it waits for (cross-checked stream launches run one at a time); a difference fails
the stream, raised at its next ``synchronize()``.  The compiled launch function is passed in
(``pipeline.py``'s entry points), so this module does not import the pipeline.
"""

from __future__ import annotations

import ctypes
import dataclasses
from collections.abc import Callable
from typing import Any

import numpy as np

from incore.errors import (
    DeviceFault,
    KernelAssertionError,
    LaunchTimeout,
    runtime_error,
)
from incore.runtime.common.control import LAUNCH_MIX
from incore.runtime.host.collector import Launch, LaunchOptions
from incore.runtime.host.launch.differences import first_difference, same_fault
from incore.runtime.host.launch.interpreted import environment, interpreted_form
from incore.runtime.host.launch.phases import bind_planned, plan_for
from incore.runtime.host.launch.protocol import LaunchContext
from incore.runtime.host.launch.staging import LaunchStats, block_count
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.validate import bind_args

OPTION = "cross_check"


def snapshot(meta: dict, args: tuple) -> tuple[dict[int, np.ndarray], list]:
    """``(views, copies)``: per tensor parameter index the numpy view of the memory the
    compiled launch works on (a host array itself, a DeviceBuffer's GM), and the arguments
    with every tensor replaced by a copy.  Tensors whose bytes overlap are copied as one
    region, so the copies overlap as the originals do."""
    views = {}
    for i, p in enumerate(meta["params"]):
        if p["kind"] == "tensor":
            a = args[i]
            views[i] = a.numpy() if isinstance(a, DeviceBuffer) else a
    copies = list(args)
    spans = sorted((v.ctypes.data, v.ctypes.data + v.nbytes, i) for i, v in views.items())
    group: list[tuple[int, int, int]] = []

    def flush() -> None:
        lo, hi = group[0][0], max(end for _, end, _ in group)
        raw = np.ctypeslib.as_array((ctypes.c_uint8 * (hi - lo)).from_address(lo)).copy() \
            if hi > lo else np.empty(0, np.uint8)
        for start, _, i in group:
            v = views[i]
            copies[i] = raw[start - lo:start - lo + v.nbytes].view(v.dtype).reshape(v.shape)

    for span in spans:
        if group and span[0] < max(end for _, end, _ in group):
            group.append(span)
            continue
        if group:
            flush()
        group = [span]
    if group:
        flush()
    return views, copies


def _interpret(launch: Launch, form: Any, copies: list) -> BaseException | None:
    """Run the interpreted form on ``copies`` (quietly); the error it raised, if any."""
    env = environment(launch, form, launch.options.interpret or "fixed", quiet=True)
    try:
        form.run(copies, launch.nblocks, **env)
    except (DeviceFault, KernelAssertionError) as exc:
        return exc
    return None


def _deadlocked(error: BaseException | None) -> bool:
    """The interpreted run deadlocked: the compiled one could only wait for its timeout."""
    return bool(getattr(error, "deadlock", False))


def _what(error: BaseException | None) -> str:
    if error is None:
        return "ran"
    text = (getattr(error, "message", None) or str(error)).split("\n")[0]
    return f"raised {type(error).__name__}: {text}"


def verdict(launch: Launch, form: Any, views: dict[int, np.ndarray], copies: list,
            compiled_error: BaseException | None,
            interpreted_error: BaseException | None) -> BaseException | None:
    """The ``CrossCheckError`` of a launch whose two runs disagree, else None (the module
    docstring's rules)."""
    launchable = launch.launchable
    fields = dict(kernel=launchable.name, opt=launchable.meta.get("options", {}).get("opt", "?"),
                  blocks=launch.nblocks, compiled_error=compiled_error,
                  interpreted_error=interpreted_error)
    if compiled_error is not None or interpreted_error is not None:
        if interpreted_error is not None and same_fault(
                interpreted_error, compiled_error, form.deadlock_type):
            return None
        if isinstance(compiled_error, LaunchTimeout) and interpreted_error is None and \
                getattr(compiled_error, "code", None) != "SYNC_TIMEOUT":
            return None
        detail = (f"the compiled launch {_what(compiled_error)}; the interpreted launch "
                  f"{_what(interpreted_error)}")
        return runtime_error("CROSS_CHECK_MISMATCH", detail=detail, differences=[], **fields)
    ulps = form.math_ulps if form.math else 0
    found = []
    for i, p in enumerate(launchable.meta["params"]):
        if p["kind"] != "tensor" or not p.get("written") or p["name"] in form.order_dependent:
            continue
        d = first_difference(p["name"], views[i], copies[i], ulps)
        if d is not None:
            found.append(d)
    if not found:
        return None
    return runtime_error("CROSS_CHECK_MISMATCH", detail="; ".join(str(d) for d in found),
                         differences=found, **fields)


def _prepare(ctx: LaunchContext, stream: Any, kernel: Any, args: tuple, blocks: int | None,
             options: LaunchOptions) -> tuple[Launch, Any]:
    """The checked launch's record (plan, block count) and the interpreted form, after the
    compiled launch's own argument checks."""
    form = interpreted_form(kernel, OPTION)
    plan = plan_for(ctx, kernel)
    launchable = plan.launchable
    launch = Launch(ctx, kernel, args, blocks, options, stream)
    launch.plan, launch.launchable = plan, launchable
    launch.nblocks = block_count(blocks, plan.default_blocks,
                                 mix=launchable.kind == LAUNCH_MIX)
    if stream is None:
        bind_args(launchable.meta, args, ctx.arch, ctx.gm)  # the full check, naming a bad argument
    else:
        bind_planned(ctx, plan, args, stream=True)  # DeviceBuffers only, as a stream takes
    return launch, form


def checked_sync(ctx: LaunchContext, kernel: Any, args: tuple, blocks: int | None,
                 options: LaunchOptions, compiled: Callable[..., LaunchStats]) -> LaunchStats:
    """A synchronous cross-checked launch (module docstring); ``compiled`` is the pipeline's
    synchronous entry point (under the lock, started)."""
    launch, form = _prepare(ctx, None, kernel, args, blocks, options)
    ctx.waits.settle()  # launches queued on streams ran: device buffers hold this launch's inputs
    views, copies = snapshot(launch.launchable.meta, args)
    interpreted_error = _interpret(launch, form, copies)
    if _deadlocked(interpreted_error):
        raise interpreted_error
    plain = dataclasses.replace(options, cross_check=False, interpret=None)
    compiled_error = None
    stats = None
    try:
        stats = compiled(ctx, None, kernel, args, blocks, plain)
    except (DeviceFault, KernelAssertionError) as exc:
        compiled_error = exc
    mismatch = verdict(launch, form, views, copies, compiled_error, interpreted_error)
    if mismatch is not None:
        raise mismatch from compiled_error or interpreted_error
    if compiled_error is not None:
        raise compiled_error
    return stats


def checked_queued(ctx: LaunchContext, stream: Any, kernel: Any, args: tuple, blocks: int | None,
                   options: LaunchOptions, compiled: Callable[..., None]) -> None:
    """A cross-checked stream launch (module docstring); ``compiled`` is the pipeline's
    stream entry point (under the lock, started)."""
    plain = dataclasses.replace(options, cross_check=False, interpret=None)
    ctx.waits.settle()  # the stream's earlier launches ran: its buffers hold this launch's inputs
    if stream.failure is None:
        stream.inherit()
    if stream.failure is not None:
        compiled(ctx, stream, kernel, args, blocks, plain)  # the failed stream discards it
        return
    launch, form = _prepare(ctx, stream, kernel, args, blocks, options)
    views, copies = snapshot(launch.launchable.meta, args)
    interpreted_error = _interpret(launch, form, copies)
    if _deadlocked(interpreted_error):  # counted as the stream's launch, its failure
        ordinal = stream.enqueued(stream.last_seq)
        stream.fail(interpreted_error, stream.last_seq, 0, ordinal)
        return
    compiled(ctx, stream, kernel, args, blocks, plain)
    ordinal = stream.launch_count
    ctx.waits.settle()  # it ran (a failure of it is on the stream now)
    failure = stream.failure
    own = failure is not None and failure.own and failure.first == ordinal
    compiled_error = failure.error if own else None
    mismatch = verdict(launch, form, views, copies, compiled_error, interpreted_error)
    if mismatch is None:
        return
    mismatch.__cause__ = compiled_error or interpreted_error
    if own:
        stream.restate_failure(ordinal, mismatch, stream.last_seq)
    else:
        stream.fail(mismatch, stream.last_seq, 0, ordinal)
