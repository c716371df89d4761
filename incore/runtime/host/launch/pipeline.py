"""The launch pipeline's entry points: every launch, synchronous or queued on a stream,
walks forward through the same phases (``phases.py``: plan, bind, stage, run, copy back,
collect), and its collectors (``collector.py``) are called at each.

    collectors  the collectors of the launch's options, asked of the context's registry
                only while some source is on (``ROOMS_ON``) or wants the options
                (``LaunchOptions.collect``): usually none.  A Worker that interprets or
                cross-checks sets ``collect`` too: its launches go to ``crosscheck.py``,
                or through the phases with the interpreted run phase (a stream's:
                ``interpreted_queue.py``), never the fast path
    plan        ``phases.plan_for`` (the plan-cache probe, written once)
    the rest    ``phases.sync_launch`` / ``phases.queued_launch``, or the fast path

The fast path, kept here and nowhere else, is the launch with no collector (the context's
or the kernel's) whose arguments are device buffers and scalars: ``plain_sync`` and the
body of ``launch_queued`` do what the phase sequence does for it without a ``Launch`` record
or staging buffers, every call frame of it being a tenth of its cost
(``tests/runtime/test_fast_paths.py`` runs both on the same launches and compares results,
counters, errors and fault handling).  A stream launch with collectors waits for the launches
queued ahead of it and runs alone until it is collected, so what it leaves on the device (log
rings, trace buffers, trace areas) is its own.  A fault or timeout is handled by the
context's failure path, which shows it to the launch's collectors; another exception during
the run stops the device before the staging buffers are freed.
"""

from __future__ import annotations

import time
from typing import Any

from incore.errors import ContextClosedError, DeviceFault
from incore.runtime.common.control import LAUNCH_MIX, RING_SLOTS, STATUS_FAULT
from incore.runtime.host.collector import ROOMS_ON, LaunchOptions
from incore.runtime.host.launch import crosscheck, interpreted_queue
from incore.runtime.host.launch.launchqueue import SEQ_MASK
from incore.runtime.host.launch.phases import (
    bind_planned,
    plan_for,
    queued_launch,
    release,
    run,
    sync_launch,
)
from incore.runtime.host.launch.plan import KernelPlan, PoolFull
from incore.runtime.host.launch.protocol import LaunchContext
from incore.runtime.host.launch.staging import (
    MAX_BLOCKS,
    LaunchStats,
    block_count,
    plain_stats,
)


def launch_sync(ctx: LaunchContext, _stream: None, kernel: Any, args: tuple,
                blocks: int | None, options: LaunchOptions) -> LaunchStats:
    """Run one launch on ``ctx`` with the launching Worker's ``options`` and return its stats
    (under the lock, started).  Its second argument, the stream of ``launch_queued``, is
    None: a synchronous launch has none."""
    collectors = ()
    if ROOMS_ON or options.collect:
        if options.cross_check:  # compiled and interpreted, compared (crosscheck.py)
            return crosscheck.checked_sync(ctx, kernel, args, blocks, options, launch_sync)
        collectors = ctx.collectors.launch_collectors(ctx, options)
        if options.interpret is not None:  # the phases, run interpreted
            return sync_launch(ctx, kernel, args, blocks, options, collectors)
    plan = None
    if not collectors:
        plan = ctx.launches.plans.get(id(kernel))  # plan_for's probe, written out
        if plan is None or plan.kernel is not kernel or plan.launchable.programs:
            plan = plan_for(ctx, kernel)
        if not plan.collectors:
            try:
                planned = plan.bind(args, False, True)  # not a stream's, staged
            except PoolFull:
                planned = plan.buffers_only(args)
                if planned:
                    bind_planned(ctx, plan, args, stream=False)  # empties the pool first
            if planned:
                return plain_sync(ctx, plan, blocks, options)
    return sync_launch(ctx, kernel, args, blocks, options, collectors, plan)


def plain_sync(ctx: LaunchContext, plan: KernelPlan, blocks: int | None,
                options: LaunchOptions) -> LaunchStats:
    """The synchronous launch of the common case, with the phases of ``phases.sync_launch``
    and nothing they would skip: no collector, device buffers and scalars only (already bound
    through the plan; nothing to stage or copy back), so no ``Launch`` record and no staging
    buffers."""
    launches = ctx.launches
    launchable = plan.launchable
    mix = launchable.kind == LAUNCH_MIX
    if type(blocks) is int and 0 < blocks <= MAX_BLOCKS and not mix:
        nblocks = blocks  # block_count's common case, written out
    else:
        nblocks = block_count(blocks, plan.default_blocks, mix)
    t0 = time.perf_counter()
    queue = launches.queue
    words = queue.words
    if words.tail != words.completed or launches.collecting is not None:
        ctx.waits.settle()  # launches queued on streams run first; their faults go to them
    level = options.log_level
    if level != launches.log_level:
        ctx.use_level(level)  # the Worker's level differs from the cores' (or is unset)
    tail = words.tail  # == completed: nothing is queued (and nothing else enqueues: the lock)
    seq = (tail + 1) & SEQ_MASK
    entry = queue.entries[seq % RING_SLOTS] or queue.entry(seq)
    try:
        entry.write_args(plan, None)
        t1 = time.perf_counter()
        if entry.plan is plan and entry.nblocks == nblocks and not entry.profile \
                and entry.after is None:
            entry.launchable = plan.launchable  # describe's and order's writes, when the
            entry.stream = None  # descriptor holds the kernel fields and is exclusive
            entry.timeout = options.timeout
        else:
            entry.describe(plan, nblocks, None, options.timeout, 0)
            entry.order(None)
        entry.observed = None
        try:
            run(ctx, launches, queue, seq, entry,
                not mix and queue.header.seq == tail)  # queue.idle()
        except DeviceFault:
            raise
        except BaseException as exc:
            ctx.failure.abort_launch(launchable, seq, closed=isinstance(exc, ContextClosedError))
            raise
        t2 = time.perf_counter()
    finally:
        if launches.live or launchable.programs or launches.unloaded:
            release(ctx, launchable)  # nothing staged: no staging buffers held
    return plain_stats(launchable.name, nblocks, t1 - t0, t2 - t1, 0.0)


def launch_queued(ctx: LaunchContext, stream: Any, kernel: Any, args: tuple,
                  blocks: int | None, options: LaunchOptions) -> None:
    """Enqueue one launch on ``stream`` with the launching Worker's ``options`` and return
    (under the lock, started).

    Arguments are checked as in a synchronous launch (tensors must be DeviceBuffers).  A
    stream whose earlier launch failed, and not yet reported, discards the launch.  A full
    queue blocks until the device completes a launch (back-pressure); if a launch fails
    meanwhile, failing the stream, this one is discarded.

    The common case (no collector: it may run beside other streams' launches, after the one
    it follows) is the fast path, written out here; ``phases.queued_launch`` has the phases
    of the rest.
    """
    launches = ctx.launches
    queue = launches.queue
    words = queue.words
    if queue.header.status == STATUS_FAULT or launches.collecting is not None:
        ctx.waits.poll_queue()  # a fault to notice or a launch awaiting collection
    if ROOMS_ON or options.collect:
        if options.cross_check:
            crosscheck.checked_queued(ctx, stream, kernel, args, blocks, options, launch_queued)
            return
        if options.interpret is not None:
            interpreted_queue.queued_launch(ctx, stream, kernel, args, blocks, options)
            return
        collectors = ctx.collectors.launch_collectors(ctx, options)
        if collectors:
            queued_launch(ctx, stream, kernel, args, blocks, options, collectors)
            return
    plan = launches.plans.get(id(kernel))  # plan_for's probe, written out
    if plan is None or plan.kernel is not kernel or plan.launchable.programs:
        plan = plan_for(ctx, kernel)
    if plan.collectors:
        queued_launch(ctx, stream, kernel, args, blocks, options, ())
        return
    # plan and bind: device buffers and scalars, checked only where they changed
    mix = plan.launchable.kind == LAUNCH_MIX
    if type(blocks) is int and 0 < blocks <= MAX_BLOCKS and not mix:
        nblocks = blocks  # block_count's common case, written out
    else:
        nblocks = block_count(blocks, plan.default_blocks, mix)
    try:
        plan.bind(args, True)  # a stream's; positional: a fast call
    except PoolFull:
        bind_planned(ctx, plan, args, stream=True)  # empties the pool, binds again
    if stream._after:
        if stream.failure is None and launches.collecting is not None:
            ctx.waits.settle()  # as in phases.ready_to_enqueue: that launch's logs first
        if stream.failure is None:
            stream.inherit()
    if stream.failure is not None:
        stream.discard()
        return
    level = options.log_level
    if level != launches.log_level:
        ctx.use_level(level)  # the Worker's level differs from the cores' (or is unset)
    # stage: the descriptor (only what differs from what its slot holds)
    tail, done = words.tail, words.completed
    if (tail - done) & SEQ_MASK >= RING_SLOTS:
        ctx.waits.wait_queue(queue.room)
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
    # run: enqueue; a @mix or sync_all() launch runs alone, any other after the launch its
    # stream follows
    if plan.alone:
        entry.order(None)
        entry.ordinal = stream.enqueued(seq)
        queue.publish(seq)
        return
    waited, overlap = stream.enqueue(entry, seq, done)
    queue.publish_native(seq, entry.after, waited, overlap)  # writes them, and after
