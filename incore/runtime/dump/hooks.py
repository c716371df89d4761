"""The launch path's three calls into the dump: ``before_run``, ``after_launch`` and
``exception_dump`` (``context.DeviceContext`` calls them; stream launches call the same).

``before_run`` resolves the configuration ONCE for the launch (changes apply from the next
launch), counts the kernel's iteration on the device, takes the references of its inputs
(mode input/all; ``holds``: a copy only of the input of a tensor the launch writes) and
remembers where the launch's tensors are.  ``after_launch`` takes the references of the
written tensors (output/all), scans float outputs for NaN/Inf (``overflow``) and hands the
dumps to the background writer, which never makes a launch wait (``writer.submit``).
``exception_dump`` writes the state of a failed launch at once and returns
the exception restated to name the dump.  With dumping off, each returns after testing one
flag.  Launches are told apart by context and task, so stream launches in flight at once each
keep their own record; a synchronous launch passes no ``task`` to the last two.

Iterations are counted per context (device) and kernel name, for launches made while some dump
applied to them; ``dump_step(n)`` makes ``n`` the iteration of every following launch.
"""

from __future__ import annotations

import logging
import threading
import weakref
from typing import Any

import numpy as np

from incore.errors import restate, runtime_error
from incore.log import LOGGER_NAME
from incore.runtime.common.control import KIND_NAMES
from incore.runtime.dump import holds, naming, overflow
from incore.runtime.dump.config import STATE, Resolved, call_site
from incore.runtime.dump.exception import exception_job
from incore.runtime.dump.record import LaunchRecord, TensorRef, add_tensor, common_fields
from incore.runtime.dump.writer import writer
from incore.runtime.host.collector import CollectorContext
from incore.runtime.host.memory.buffers import DeviceBuffer

logger = logging.getLogger(LOGGER_NAME)

# The launches being dumped, per context and task: set by before_run, used by after_launch
# (and kept for an assertion raised after it when exception dumps are on), taken by
# exception_dump.  A synchronous launch (stream 0) replaces the context's earlier stream-0
# record (they never overlap); stream launches stay until their end, at most MAX_RECORDS.
_records: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
MAX_RECORDS = 1024
# False while _records is known to be empty: the dumping-off path tests this plain flag (a
# WeakKeyDictionary's len() is a Python-level call).
_holding = False
_iterations: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_lock = threading.Lock()
_step: int | None = None


def dump_step(step: int | None) -> None:
    """Use ``step`` as the iteration of the dumps of every following launch (None: count
    launches per kernel and device again).  ValueError for a negative or non-integer step."""
    global _step
    if step is not None and (isinstance(step, bool) or not isinstance(step, (int, np.integer))
                             or step < 0):
        raise runtime_error("PARAMETER_VALUE", param="step", expected="None or an int >= 0",
                            given=repr(step))
    _step = None if step is None else int(step)
    logger.info("dumper: dump_step(%r) called from %s", _step, call_site())


def _keep(ctx: CollectorContext, record: LaunchRecord) -> None:
    global _holding
    with _lock:
        recs = _records.get(ctx)
        if recs is None:
            recs = _records[ctx] = {}
        if record.stream == 0:
            _drop_stream0(recs)
        while len(recs) >= MAX_RECORDS:
            holds.release(recs.pop(next(iter(recs))).token)
        recs[record.task] = record
        _holding = True


def _drop_stream0(recs: dict[int, LaunchRecord]) -> None:
    """Remove the synchronous (stream 0) records from one context's table."""
    for task in [t for t, r in recs.items() if r.stream == 0]:
        holds.release(recs.pop(task).token)


def _find(ctx: CollectorContext, k: Any, task: int | None, remove: bool) -> LaunchRecord | None:
    """The record of ``ctx``'s launch ``task`` (None: its latest launch of ``k``), removed
    from the table when ``remove``."""
    global _holding
    with _lock:
        recs = _records.get(ctx)
        if not recs:
            return None
        if task is None:
            task = next((t for t in reversed(recs) if recs[t].kernel is k), None)
        record = recs.get(task)
        if record is None or record.kernel is not k:
            return None
        if remove:
            del recs[task]
            if not recs:
                del _records[ctx]
            _holding = any(_records.values())
        return record


def _drop_sync(ctx: CollectorContext) -> None:
    """Forget ``ctx``'s synchronous launch record (a new synchronous launch begins)."""
    global _holding
    with _lock:
        recs = _records.get(ctx)
        if recs:
            _drop_stream0(recs)
            if not recs:
                del _records[ctx]
        _holding = any(_records.values())


def _next_iteration(ctx: CollectorContext, kernel: str) -> int:
    with _lock:
        counts = _iterations.get(ctx)
        if counts is None:
            counts = _iterations[ctx] = {}
        n = counts.get(kernel, 0)
        counts[kernel] = n + 1
    return n if _step is None else _step


def _resolve(dump: Any) -> Resolved | None:
    """The merged dump entries for a launch whose Worker's entry is ``dump``, if active."""
    resolved = STATE.resolve(dump)
    return resolved if resolved.active else None


def before_run(ctx: CollectorContext, k: Any, bound: list, temps: list, nblocks: int, *,
               stream: int, task: int | None, dump: Any = None) -> None:
    """Start dumping launch ``task`` on ``stream`` of ``ctx`` (staged, not yet run); ``dump``
    is the launching Worker's dump entry (its ``LaunchOptions.dump``).

    ``bound`` are the checked arguments, ``temps`` the ``(arg, staging buffer)`` pairs of the
    numpy arguments.  ``task`` None is the synchronous launch about to ring ``ctx``'s doorbell:
    its launch header's ``seq`` + 1 (read only when dumping is on).
    """
    if _holding and stream == 0:
        _drop_sync(ctx)
    if STATE.off(dump):
        return  # dumping off: the whole cost of a launch's dump hooks
    resolved = _resolve(dump)
    if resolved is None:
        return
    try:
        _begin(ctx, k, bound, temps, nblocks, stream, task, resolved)
    except Exception as e:  # noqa: BLE001 - a dump never fails a launch (docs/runtime.md)
        _discard(_find(ctx, k, task, remove=True))
        logger.error("dumper: skipped dumping a launch of kernel %r after an internal error: "
                     "%r", k.name, e)


def _discard(record: LaunchRecord | None) -> None:
    """A record that writes no dump: its tracked references go."""
    if record is not None:
        holds.release(record.token)
        record.token = None


def _begin(ctx: CollectorContext, k: Any, bound: list, temps: list, nblocks: int, stream: int,
           task: int | None, resolved: Resolved) -> None:
    c = resolved.config
    if task is None:
        task = (ctx.control_block.header.seq + 1) & 0xFFFFFFFF
    dump_tensors = resolved.dumps_kernel(k.name, KIND_NAMES.get(k.kind, str(k.kind)))
    exception = bool(c.exception and c.path)
    if not (dump_tensors or c.overflow or exception):
        return
    staged = {id(arg): tmp for arg, tmp in temps}
    refs = []
    for index, arg in enumerate(bound):
        if arg.kind != "tensor":
            continue
        tmp = staged.get(id(arg))
        value = arg.value
        if tmp is not None:
            source, addr = tmp.numpy(), tmp.addr
        elif isinstance(value, DeviceBuffer):
            source, addr = value.numpy(), value.addr
        else:
            source, addr = np.asarray(value), 0
        refs.append(TensorRef(arg.name, index, arg.dtype, arg.written, source, arg,
                              staged=source if tmp is not None else None, addr=addr))
    record = LaunchRecord(resolved, k, ctx.device_id, common_fields(ctx, k, bound, nblocks),
                          stream, task, _next_iteration(ctx, k.name), refs, dump_tensors,
                          token=holds.Token(ctx))
    if dump_tensors and c.mode in ("input", "all"):
        written = [ref.source for ref in refs if ref.written]
        record.dropped = writer().backlog_full(sum(r.source.nbytes for r in refs if r.written))
    if record.dropped is None and dump_tensors and c.mode in ("input", "all"):
        for ref in refs:
            kept = holds.input_snapshot(ctx, record.token, ref, written)
            if kept is None:
                record.dropped = BUDGET_FULL
                record.inputs = []
                break
            record.inputs.append((ref, kept))
    _keep(ctx, record)


def after_launch(ctx: CollectorContext, k: Any, times: tuple[float, float, float], *,
                 task: int | None = None) -> None:
    """Finish dumping launch ``task`` of ``k`` (None: the latest), which just completed and
    was copied back.  ``times`` are its copy-in, run and copy-out seconds.
    """
    if not _holding:
        return
    record = _find(ctx, k, task, remove=False)
    if record is None:
        return
    try:
        _finish(ctx, record, times)
    except Exception as e:  # noqa: BLE001 - a dump never fails a launch
        _discard(_find(ctx, k, record.task, remove=True))
        logger.error("dumper: skipped dumping a launch of kernel %r after an internal error: "
                     "%r", k.name, e)


BUDGET_FULL = ("the staging GM it would hold passes the context's budget for dumps not yet "
               f"written (1/{holds.HOLD_FRACTION} of the GM heap)")


def _finish(ctx: CollectorContext, record: LaunchRecord, times: tuple[float, float, float]) -> None:
    c = record.resolved.config
    # From here the tensors are read where the caller sees them (copy back has happened).
    for ref in record.tensors:
        value = ref.arg.value
        ref.source = value.numpy() if isinstance(value, DeviceBuffer) else value
    if not c.exception:
        _find(ctx, record.kernel, record.task, remove=True)
    written = [ref for ref in record.tensors if ref.written]
    timings = {"copy_in_s": times[0], "run_s": times[1], "copy_out_s": times[2]}
    if c.overflow:
        _overflow(ctx, record, written, timings)
    token, record.token = record.token, None
    if record.dump_tensors:
        job = record.job("tensor", {"timings": timings}, token)
        dropped = record.dropped
        if dropped is None:
            for ref, kept in record.inputs:
                add_tensor(job, ref, "input", kept)
            if c.mode in ("output", "all"):
                for ref in written:
                    kept = holds.output_snapshot(ctx, token, ref, written)
                    if kept is None:
                        dropped = BUDGET_FULL
                        break
                    add_tensor(job, ref, "output", kept)
        if dropped is None:
            writer().submit(job)
        else:
            writer().drop(job, dropped)
    else:
        holds.release(token)
    record.inputs = []
    for ref in record.tensors:
        ref.staged = None  # a record kept for an exception dump holds no staging GM


def _overflow(ctx: CollectorContext, record: LaunchRecord, written: list[TensorRef],
              timings: dict) -> None:
    found = []
    for ref in written:
        hit = overflow.scan(ref.name, ref.source)
        if hit is not None:
            overflow.report(record.kernel.name, record.device, record.task, hit)
            found.append((ref, hit))
    if not found or record.resolved.root is None:
        return
    job = record.job("overflow", {"timings": timings,
                                  "overflow": [hit.as_json() for _, hit in found]},
                     holds.Token(ctx))
    for ref, _ in found:
        kept = holds.output_snapshot(ctx, job.token, ref, written)
        if kept is None:
            writer().drop(job, BUDGET_FULL)
            return
        add_tensor(job, ref, "output", kept)
    writer().submit(job)


def exception_dump(ctx: CollectorContext, k: Any, exc: BaseException, *,
                   task: int | None = None) -> BaseException:
    """Dump the state of launch ``task`` of ``k`` (None: the latest) that failed with ``exc``
    (control block still mapped, device not yet restarted); returns ``exc``, restated to name
    the dump when one was written.  Never raises for the dump's own sake."""
    if not _holding:
        return exc
    record = _find(ctx, k, task, remove=True)
    if record is None:
        return exc
    c = record.resolved.config
    token, record.token = record.token, None
    if record.dump_tensors and record.inputs:
        job = record.job("tensor", None, token)
        for ref, kept in record.inputs:
            add_tensor(job, ref, "input", kept)
        writer().submit(job)
    else:
        holds.release(token)
    if not (c.exception and record.resolved.root is not None):
        return exc
    stem = record.stem("exception")
    try:
        job = exception_job(record, exc, ctx.control_block, ctx.topology,
                            naming.args_file(stem))
    except Exception as e:  # noqa: BLE001 - the launch's own exception is what matters
        logger.error("dumper: could not capture the exception dump: %r", e)
        return exc
    if not writer().write_now(job):
        return exc
    message = getattr(exc, "message", None) or str(exc)
    where = job.directory / f"{stem}.*"
    return restate(exc, f"{message}; exception dump written to {job.directory} ({where.name})")
