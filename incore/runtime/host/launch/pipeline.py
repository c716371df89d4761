"""The launch pipeline: every launch, synchronous or queued on a stream, walks forward through
the same phases, and its collectors (``collector.py``) are called at each.

    collectors  the context's active collectors, asked once per launch (usually none)
    plan        the launchable form and loaded payloads (``plan.plan_for``), the kernel's
                variant if a collector runs one, the kernel's own collectors
    bind        arguments checked against the meta: the plan's binding for device buffers,
                the full ``validate.bind_args`` when there are host arrays to stage or a
                collector asks for it
    stage       inputs into GM, TensorDescs, the descriptor's argument words
    run         enqueue and wait (synchronous), or enqueue and return (stream)
    copy back   tensors the kernel wrote, into the caller's arrays (synchronous)
    collect     each collector reads what the launch left (a stream launch: once the queue
                wait sees it complete, ``collecting.finish_queued``)

With no collector a launch calls no hook.  A stream launch with collectors waits for the
launches queued ahead of it and runs alone until it is collected, so what it leaves on the
device (log rings, trace buffers, trace areas) is its own.  A fault or timeout is handled by
the context's failure path, which shows it to the launch's collectors; another exception
during the run stops the device before the staging buffers are freed.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from incore.errors import ContextClosedError, DeviceFault
from incore.runtime.common.control import LAUNCH_MIX, RING_SLOTS, STATUS_FAULT
from incore.runtime.host.collector import ROOMS_ON, Collector, Launch, LaunchOptions
from incore.runtime.host.launch import direct
from incore.runtime.host.launch.collecting import (
    add_collectors,
    begin_launch,
    collect_launch,
    end_launch,
)
from incore.runtime.host.launch.launchqueue import SEQ_MASK
from incore.runtime.host.launch.plan import PoolFull, bind_planned, plan_for
from incore.runtime.host.launch.publish import ORDER_AFTER
from incore.runtime.host.launch.staging import (
    LaunchStats,
    block_count,
    plain_stats,
    stage_args,
)
from incore.runtime.host.validate import bind_args


def launch_sync(ctx: Any, _stream: None, kernel: Any, args: tuple, blocks: int | None,
                options: LaunchOptions) -> LaunchStats:
    """Run one launch on ``ctx`` with the launching Worker's ``options`` and return its stats
    (under the lock, started).  Its second argument, the stream of ``launch_queued``, is
    None: a synchronous launch has none."""
    collectors = (ctx.collectors.launch_collectors(ctx, options)
                  if ROOMS_ON or options.collect else ())
    if not collectors:
        plan = ctx._plans.get(id(kernel))  # plan_for's hit, without its frame
        if plan is None or plan.kernel is not kernel or plan.k.programs:
            plan = plan_for(ctx, kernel)
        if not plan.collectors:
            try:
                planned = plan.bind(args, ctx._gm, ctx._pool, False, True)  # stream, staged
            except PoolFull:
                planned = plan.buffers_only(args)
                if planned:
                    bind_planned(ctx, plan, args, stream=False)  # empties the pool first
            if planned:
                return _plain_sync(ctx, plan, blocks, options)
    launch = Launch(ctx, kernel, args, blocks, options, None)
    try:
        if collectors:
            begin_launch(launch, collectors)
            kernel = _variant(collectors, kernel)
        stats = _sync(ctx, launch, kernel)
    except BaseException as e:
        if launch.collectors:
            end_launch(launch, e)
        raise
    if launch.collectors:
        end_launch(launch, None)
    return stats


def _sync(ctx: Any, launch: Launch, kernel: Any) -> LaunchStats:
    # plan
    plan = launch.plan = plan_for(ctx, kernel)
    k = launch.k = plan.k
    if plan.collectors:
        add_collectors(launch, plan.collectors)
    collectors = launch.collectors
    # bind: device buffers and scalars through the plan (it checks only what changed since
    # the last launch of this kernel; nothing to stage or copy back), anything else in full
    args = launch.args
    if plan.buffers_only(args) and not (collectors and _staging(collectors)):
        bound = None
        bind_planned(ctx, plan, args, stream=False)
    else:
        bound, _symbols = bind_args(k.meta, args, ctx.arch, ctx._gm)
    launch.bound = bound
    nblocks = launch.nblocks = block_count(launch.blocks, plan.default_blocks,
                                           mix=k.kind == LAUNCH_MIX)
    t0 = time.perf_counter()
    ctx._settle()  # launches queued on streams run first; their faults go to their streams
    ctx.use_level(launch.options.log_level)  # this Worker's (the queue is empty: no wait)
    # The staging buffers are held by the context until the launch's kernel is known to have
    # finished or its device to be stopped, even if this frame is torn out early.
    temps = launch.temps
    ctx._inflight = temps
    queue = ctx._queue
    seq = launch.seq = (queue.words.tail + 1) & SEQ_MASK
    entry = launch.entry = queue.entry(seq)
    try:
        # stage
        for c in collectors:
            c.before_stage(launch)
        if bound is None:
            entry.write_args(plan, None)
        else:
            stage_args(bound, entry.args, ctx._pool.get_or_clear, ctx._gm, temps,
                       max((c.stage_align for c in collectors), default=0))
            entry.rewritten()  # stage_args rewrote every word of the descriptor's args
        for c in reversed(collectors):
            c.before_run(launch)
        t1 = time.perf_counter()
        # run: enqueue and wait; faults and timeouts raise from here (the failure path)
        profile = _profile(collectors) if collectors else 0
        entry.describe(plan, nblocks, None, launch.timeout, profile)
        entry.order(None)
        entry.observed = launch if collectors else None
        try:
            _run(ctx, queue, seq, entry,
                 not profile and k.kind != LAUNCH_MIX and queue.idle())
        except DeviceFault:
            raise  # the device was already stopped (and restarted)
        except BaseException as exc:
            # Interrupted (KeyboardInterrupt, an exception from a signal handler, close()
            # from a handler or another thread...): the cores may still run the kernel on the
            # staging buffers, so stop the device before they are freed.
            ctx._abort_launch(k, seq, closed=isinstance(exc, ContextClosedError))
            raise
        t2 = time.perf_counter()
        for c in collectors:
            c.after_run(launch)
        # copy back
        for arg, tmp in temps:
            if arg.written:
                np.copyto(arg.value, tmp.numpy())
        t3 = time.perf_counter()
    finally:
        if ctx._launch_live:
            # Left while the kernel may still run (an interrupt during the stop itself): stop
            # the device now.  If this is interrupted too, the buffers stay held (never freed
            # under a running kernel) until the device is stopped.
            ctx._end_device(kill=True)
        ctx._release_inflight()
        # programs unregistered while this launch ran (their code may be loaded again)
        ctx._unloaded.extend(p for p in k.programs if not p.registered)
        ctx._free_unloaded_code()
    launch.times = (t1 - t0, t2 - t1, t3 - t2)
    # collect
    if collectors:
        collect_launch(launch)
        return LaunchStats(k.name, nblocks, t1 - t0, t2 - t1, t3 - t2, **launch.results)
    return LaunchStats(k.name, nblocks, t1 - t0, t2 - t1, t3 - t2)


def _plain_sync(ctx: Any, plan: Any, blocks: int | None, options: LaunchOptions) -> LaunchStats:
    """The synchronous launch of the common case, with the phases of ``_sync`` and nothing
    they would skip: no collector, device buffers and scalars only (already bound through
    the plan; nothing to stage or copy back), so no ``Launch`` record and no staging
    buffers."""
    k = plan.k
    mix = k.kind == LAUNCH_MIX
    nblocks = block_count(blocks, plan.default_blocks, mix)
    t0 = time.perf_counter()
    queue = ctx._queue
    words = queue.words
    if words.tail != words.completed or ctx._attended is not None:
        ctx._settle()  # launches queued on streams run first; their faults go to their streams
    level = options.log_level
    if level != ctx._log_level:
        ctx.use_level(level)  # the Worker's level differs from the cores' (or is unset)
    tail = words.tail  # == completed: nothing is queued (and nothing else enqueues: the lock)
    seq = (tail + 1) & SEQ_MASK
    entry = queue.entries[seq % RING_SLOTS] or queue.entry(seq)
    try:
        entry.write_args(plan, None)
        t1 = time.perf_counter()
        entry.describe(plan, nblocks, None, options.timeout, 0)
        entry.order(None)
        entry.observed = None
        try:
            _run(ctx, queue, seq, entry, not mix and queue.header.seq == tail)  # idle()
        except DeviceFault:
            raise
        except BaseException as exc:
            ctx._abort_launch(k, seq, closed=isinstance(exc, ContextClosedError))
            raise
        t2 = time.perf_counter()
    finally:
        if ctx._launch_live:
            ctx._end_device(kill=True)
        if k.programs:
            ctx._unloaded.extend(p for p in k.programs if not p.registered)
        if ctx._unloaded:
            ctx._free_unloaded_code()
    return plain_stats(k.name, nblocks, t1 - t0, t2 - t1, 0.0)


def _run(ctx: Any, queue: Any, seq: int, entry: Any, direct_ok: bool) -> None:
    """The run phase of a synchronous launch ``seq`` (its descriptor written): enqueue it and
    wait until it completed.  ``direct_ok`` (an exclusive SPMD launch, unprofiled, onto an
    idle device with an empty queue): dispatched and waited for in machine code without the
    scheduler hop (``direct.py``) when the context has the native dispatch."""
    ctx._launch_live = True  # from here on the kernel may run until stopped or done
    dispatch = ctx._direct
    if direct_ok and dispatch is not None:
        if not dispatch(seq, entry.addr, direct.SPINS):
            ctx._wait_queue(lambda: queue.is_complete(seq))
    else:
        queue.publish(seq)
        ctx._wait_queue(lambda: queue.is_complete(seq))
    ctx._launch_live = False


def launch_queued(ctx: Any, stream: Any, kernel: Any, args: tuple, blocks: int | None,
                  options: LaunchOptions) -> None:
    """Enqueue one launch on ``stream`` with the launching Worker's ``options`` and return
    (under the lock, started).

    Arguments are checked as in a synchronous launch (tensors must be DeviceBuffers).  A
    stream whose earlier launch failed, and not yet reported, discards the launch.  A full
    queue blocks until the device completes a launch (back-pressure); if a launch fails
    meanwhile, failing the stream, this one is discarded.

    The common case (no collector: it may run beside other streams' launches, after the one
    it follows) is written out here, every call frame of it being a tenth of its cost;
    ``_queued`` has the phases of the rest.
    """
    queue = ctx._queue
    words = queue.words
    if queue.header.status == STATUS_FAULT or ctx._attended is not None:
        ctx._poll_queue()  # a fault to notice or an attended launch to collect
    if (ROOMS_ON or options.collect) and ctx.collectors.launch_collectors(ctx, options):
        _queued(ctx, stream, kernel, args, blocks, options)
        return
    plan = ctx._plans.get(id(kernel))  # plan_for's hit, without its frame
    if plan is None or plan.kernel is not kernel or plan.k.programs:
        plan = plan_for(ctx, kernel)
    if plan.collectors:
        _queued(ctx, stream, kernel, args, blocks, options)
        return
    # plan and bind: device buffers and scalars, checked only where they changed
    mix = plan.k.kind == LAUNCH_MIX
    nblocks = block_count(blocks, plan.default_blocks, mix)
    try:
        plan.bind(args, ctx._gm, ctx._pool, True)  # positional: a fast call
    except PoolFull:
        bind_planned(ctx, plan, args, stream=True)  # empties the pool, binds again
    if stream._after:
        if stream.failure is None and ctx._attended is not None:
            ctx._settle()  # as in _queued: an attended launch's logs first
        if stream.failure is None:
            stream.inherit()
    if stream.failure is not None:
        stream.discard()
        return
    level = options.log_level
    if level != ctx._log_level:
        ctx.use_level(level)  # the Worker's level differs from the cores' (or is unset)
    # stage: the descriptor (only what differs from what its slot holds)
    tail, done = words.tail, words.completed
    if (tail - done) & SEQ_MASK >= RING_SLOTS:
        ctx._wait_queue(queue.room)
        if stream.failure is not None:
            # a launch failed during the wait (the device restarted, discarding the queue):
            # this one may depend on the discarded ones, so it is discarded too
            stream.discard()
            return
        tail, done = words.tail, words.completed
    seq = (tail + 1) & SEQ_MASK
    entry = queue.entries[seq % RING_SLOTS] or queue.entry(seq)
    entry.describe(plan, nblocks, stream, options.timeout, 0)
    entry.write_args(plan, args)
    entry.observed = None
    # run: enqueue; a @mix launch runs alone, any other after the launch its stream follows
    if mix:
        entry.order(None)
        entry.ordinal = stream.enqueued(seq)
        queue.publish(seq)
        return
    stream.enqueue(entry, seq, done)
    queue.publish_native(seq, entry.after, ORDER_AFTER)  # writes after, and overlap 1


def _queued(ctx: Any, stream: Any, kernel: Any, args: tuple, blocks: int | None,
            options: LaunchOptions) -> None:
    """``launch_queued`` with collectors (the context's, the kernel's own), which runs alone:
    it waits for the launches queued ahead of it and is collected once complete."""
    collectors = (ctx.collectors.launch_collectors(ctx, options)
                  if ROOMS_ON or options.collect else ())
    timeout = options.timeout
    launch: Launch | None = None
    if collectors:
        ctx._settle()  # it runs alone: the launches ahead ran and were collected
        launch = Launch(ctx, kernel, args, blocks, options, stream)
    try:
        if collectors:
            begin_launch(launch, collectors)
            kernel = _variant(collectors, kernel)
        # plan
        plan = plan_for(ctx, kernel)
        k = plan.k
        # bind: device buffers only
        nblocks = block_count(blocks, plan.default_blocks, mix=k.kind == LAUNCH_MIX)
        bind_planned(ctx, plan, args, stream=True)
        if stream.failure is None and stream.waits() and ctx._attended is not None:
            # An event this stream waits for may follow a launch whose assert or bounds check
            # fails only when its logs are read: collect them first, so that the failure
            # reaches the waiters exactly as a fault's does.
            ctx._settle()
        if stream.failure is None:
            stream.inherit()
        if stream.failure is not None:
            stream.discard()
            if launch is not None:
                end_launch(launch, None)
            return
        ctx.use_level(options.log_level)  # this Worker's (waits for the queue only to change it)
        if plan.collectors:
            if launch is None:  # the kernel's own collectors (device logs): it runs alone too
                ctx._settle()
                launch = Launch(ctx, kernel, args, blocks, options, stream)
            add_collectors(launch, plan.collectors)
        assert launch is not None  # launch_queued sends only launches with collectors here
        collectors = launch.collectors
        queue = ctx._queue
        seq = (queue.words.tail + 1) & SEQ_MASK
        if not queue.room():
            ctx._wait_queue(queue.room)
            if stream.failure is not None:  # failed during the wait, as in launch_queued
                stream.discard()
                end_launch(launch, None)
                return
            seq = (queue.words.tail + 1) & SEQ_MASK
        entry = queue.entry(seq)
        # stage
        launch.plan, launch.k, launch.nblocks = plan, k, nblocks
        launch.seq, launch.entry = seq, entry
        if _staging(collectors):
            launch.bound, _symbols = bind_args(k.meta, args, ctx.arch, ctx._gm)
        for c in collectors:
            c.before_stage(launch)
        entry.describe(plan, nblocks, stream, timeout, _profile(collectors))
        entry.order(None)
        entry.write_args(plan, args)
        for c in reversed(collectors):
            c.before_run(launch)
        entry.ordinal = launch.ordinal = stream.enqueued(seq)
        entry.observed = launch
        ctx._attended = launch  # collected once complete (``waits._collect_attended``)
        # run: enqueue; the rest of its pipeline runs when the host sees it complete
        queue.publish(seq)
    except BaseException as e:
        if launch is not None and launch.collectors:
            end_launch(launch, e)
        raise


def _variant(collectors: tuple[Collector, ...], kernel: Any) -> Any:
    """The kernel object to run: the variant a collector asks for, else ``kernel``."""
    for c in collectors:
        variant = c.variant(kernel)
        if variant is not None:
            return variant
    return kernel


def _staging(collectors: tuple[Collector, ...]) -> bool:
    """Some collector needs the full binding and staging."""
    for c in collectors:
        if c.stage:
            return True
    return False


def _profile(collectors: tuple[Collector, ...]) -> int:
    """The launch descriptor's profile flag: 1 if some collector asks the cores to time
    every block."""
    for c in collectors:
        if c.profile:
            return 1
    return 0
