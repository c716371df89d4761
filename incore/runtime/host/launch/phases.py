"""The launch phases, each written once, and the two sequences that compose them.

    plan        ``plan``: the kernel's ``KernelPlan`` (``plan_for``: the plan-cache
                probe, the launchable form, payloads loaded), the kernel's own collectors
    bind        ``bind_sync`` / ``bind_queued``: arguments checked against the meta (the
                plan's binding for device buffers, the full ``validate.bind_args`` when
                there are host arrays to stage or a collector asks for it), block count
    stage       ``stage_sync`` / ``stage_queued``: inputs into GM, TensorDescs, the
                descriptor's words, between the collectors' ``before_stage`` and
                ``before_run``
    run         ``run_sync`` (enqueue and wait), or ``enqueue`` (a stream's: enqueue and
                return; the rest runs when the queue wait sees it complete); an interpreted
                Worker's launch runs ``interpreted.run_interpreted`` instead
    copy back   ``copy_back``: tensors the kernel wrote, into the caller's arrays
    collect     ``collecting.collect_launch`` (a stream launch: ``collecting.finish_queued``)

``sync_launch`` and ``queued_launch`` are the sequences of a synchronous and of a stream
launch; the entry points (``pipeline.py``) call them for every launch that has collectors or
needs staging, and the fast path (``pipeline.py``) for the rest, which does what these do
without a ``Launch`` record (``tests/runtime/test_fast_paths.py`` checks that they agree).
Every phase sees the context as a ``protocol.LaunchContext``.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from incore.errors import ContextClosedError, DeviceFault
from incore.runtime.common.control import LAUNCH_MIX
from incore.runtime.host.collector import Collector, Launch, LaunchOptions
from incore.runtime.host.launch import direct
from incore.runtime.host.launch.collecting import (
    add_collectors,
    begin_launch,
    collect_launch,
    end_launch,
)
from incore.runtime.host.launch.interpreted import run_interpreted
from incore.runtime.host.launch.launchqueue import SEQ_MASK, Entry, LaunchQueue
from incore.runtime.host.launch.plan import KernelPlan, PoolFull
from incore.runtime.host.launch.protocol import LaunchContext
from incore.runtime.host.launch.staging import (
    Launchable,
    LaunchStats,
    block_count,
    launchable,
    stage_args,
)
from incore.runtime.host.launch.state import LaunchState
from incore.runtime.host.validate import bind_args

# Kernel plans a context keeps (the table is emptied when it would grow past this).
MAX_PLANS = 256

# ----------------------------------------------------------------- the sequences


def sync_launch(ctx: LaunchContext, kernel: Any, args: tuple, blocks: int | None,
                options: LaunchOptions, collectors: tuple[Collector, ...],
                planned: KernelPlan | None = None) -> LaunchStats:
    """A synchronous launch through every phase, with ``collectors`` (possibly none);
    ``planned``: the kernel's plan if the caller has it (no collector runs a variant)."""
    launch = Launch(ctx, kernel, args, blocks, options, None)
    try:
        if collectors:
            begin_launch(launch, collectors)
            kernel = variant(collectors, kernel)
        plan(launch, kernel, planned)
        bind_sync(launch)
        t0 = time.perf_counter()
        settle_sync(ctx, options)
        try:
            stage_sync(launch)
            t1 = time.perf_counter()
            if options.interpret is None:
                run_sync(launch)
            else:  # an interpreted Worker's launch: its run phase (interpreted.py)
                run_interpreted(launch)
            t2 = time.perf_counter()
            for c in launch.collectors:
                c.after_run(launch)
            copy_back(launch)
            t3 = time.perf_counter()
        finally:
            release(ctx, launch.launchable)
        launch.times = (t1 - t0, t2 - t1, t3 - t2)
        if launch.collectors:
            collect_launch(launch)
        stats = LaunchStats(launch.launchable.name, launch.nblocks, t1 - t0, t2 - t1, t3 - t2,
                            **launch.results)
    except BaseException as e:
        if launch.collectors:
            end_launch(launch, e)
        raise
    if launch.collectors:
        end_launch(launch, None)
    return stats


def queued_launch(ctx: LaunchContext, stream: Any, kernel: Any, args: tuple, blocks: int | None,
                  options: LaunchOptions, collectors: tuple[Collector, ...]) -> None:
    """A stream launch through its phases up to the enqueue, with ``collectors`` (possibly
    none).  One with collectors (the context's, the kernel's own) runs alone: it waits for
    the launches queued ahead of it and is collected once complete."""
    if collectors:
        ctx.waits.settle()  # it runs alone: the launches ahead ran and were collected
    launch = Launch(ctx, kernel, args, blocks, options, stream)
    try:
        if collectors:
            begin_launch(launch, collectors)
            kernel = variant(collectors, kernel)
        plan(launch, kernel)
        bind_queued(launch)
        # the kernel's own collectors (device logs) alone: it runs alone too, once it knows
        # it is not discarded
        if not ready_to_enqueue(launch, alone=bool(launch.collectors) and not collectors):
            end_launch(launch, None)
            return
        stage_queued(launch)
        enqueue(launch)
    except BaseException as e:
        if launch.collectors:
            end_launch(launch, e)
        raise


# ----------------------------------------------------------------- the phases


def variant(collectors: tuple[Collector, ...], kernel: Any) -> Any:
    """The kernel object to run: the variant a collector asks for, else ``kernel``."""
    for c in collectors:
        found = c.variant(kernel)
        if found is not None:
            return found
    return kernel


def plan(launch: Launch, kernel: Any, planned: KernelPlan | None = None) -> None:
    """Plan: ``launch.plan`` and ``launch.launchable`` for ``kernel`` (the variant to run;
    ``planned`` its plan if known already), and the kernel's own collectors joined to the
    launch's."""
    if planned is None:
        planned = plan_for(launch.ctx, kernel)
    launch.plan = planned
    launch.launchable = planned.launchable
    if planned.collectors:
        add_collectors(launch, planned.collectors)


def plan_for(ctx: LaunchContext, kernel: Any) -> KernelPlan:
    """``ctx``'s launch plan of ``kernel``, made on its first launch on the context: its
    launchable form, its payloads loaded into code memory, its default block count (one
    block per core of its kind, per cluster for @mix) and its collectors.  The plan-cache
    probe of every launch path."""
    plan = ctx.launches.plans.get(id(kernel))
    if plan is not None and plan.kernel is kernel:
        if plan.launchable.programs:
            kernel.check_registered()
        return plan
    form = launchable(kernel, ctx.program_registry())
    launches, memory = ctx.launches, ctx.memory
    code = memory.code
    launches.free_unloaded_code(code)  # before loading: freed ranges can be reused at once
    payload = code.load(form.text)
    payload_aic = code.load(form.text_aic) if form.text_aic is not None else 0
    if form.kind == LAUNCH_MIX:
        blocks = ctx.clusters
    else:
        blocks = sum(1 for _, kind, _, _ in ctx.topology if kind == form.kind)
    plan = KernelPlan(kernel, form, payload, payload_aic, blocks, ctx.arch, memory.gm,
                      launches.pool)
    plan.collectors = ctx.collectors.kernel_collectors(ctx, form)
    plans = launches.plans
    if len(plans) >= MAX_PLANS:
        plans.clear()
    plans[id(kernel)] = plan
    return plan


def bind_planned(ctx: LaunchContext, plan: KernelPlan, args: tuple, stream: bool) -> None:
    """``plan.bind`` of ``args`` on ``ctx``; a full TensorDesc pool is emptied once the
    queue is (``waits.settle``), then the binding is made again."""
    try:
        plan.bind(args, stream)
    except PoolFull:  # every TensorDesc slot is used: empty the queue, start over
        ctx.waits.settle()
        plan.pool.clear()
        plan.bind(args, stream)


def bind_sync(launch: Launch) -> None:
    """Bind a synchronous launch: device buffers and scalars through the plan (it checks only
    what changed since the last launch of this kernel; nothing to stage or copy back),
    anything else (or when a collector stages) in full; and its block count."""
    ctx: LaunchContext = launch.ctx
    planned, args = launch.plan, launch.args
    launchable = launch.launchable
    if planned.buffers_only(args) and not staging(launch.collectors):
        launch.bound = None
        bind_planned(ctx, planned, args, stream=False)
    else:
        launch.bound, _symbols = bind_args(launchable.meta, args, ctx.arch, ctx.memory.gm)
    launch.nblocks = block_count(launch.blocks, planned.default_blocks,
                                 mix=launchable.kind == LAUNCH_MIX)


def bind_queued(launch: Launch) -> None:
    """Bind a stream launch: device buffers only (through the plan), the full binding too
    when a collector stages; and its block count."""
    ctx: LaunchContext = launch.ctx
    planned, args = launch.plan, launch.args
    launch.nblocks = block_count(launch.blocks, planned.default_blocks,
                                 mix=launch.launchable.kind == LAUNCH_MIX)
    bind_planned(ctx, planned, args, stream=True)
    launch.bound = None


def settle_sync(ctx: LaunchContext, options: LaunchOptions) -> None:
    """Before a synchronous launch: launches queued on streams run first (their faults go
    to their streams), then the cores take this Worker's log level."""
    ctx.waits.settle()
    ctx.use_level(options.log_level)


def stage_sync(launch: Launch) -> None:
    """Stage a synchronous launch: the staging buffers are held by the context until the
    kernel is known to have finished or its device to be stopped, even if this frame is torn
    out early; inputs go into GM and the descriptor's argument words are written."""
    ctx: LaunchContext = launch.ctx
    temps = launch.temps
    launches = ctx.launches
    launches.inflight = temps
    queue = launches.queue
    seq = launch.seq = (queue.words.tail + 1) & SEQ_MASK
    entry = launch.entry = queue.entry(seq)
    collectors = launch.collectors
    for c in collectors:
        c.before_stage(launch)
    if launch.bound is None:
        entry.write_args(launch.plan, None)
    else:
        stage_args(launch.bound, entry.args, launches.pool.get_or_clear, ctx.memory.gm, temps,
                   max((c.stage_align for c in collectors), default=0))
        entry.rewritten()  # stage_args rewrote every word of the descriptor's args
    for c in reversed(collectors):
        c.before_run(launch)


def run_sync(launch: Launch) -> None:
    """Run a synchronous launch: describe, enqueue and wait; faults and timeouts raise from
    here (the failure path).  Any other exception stops the device before the staging
    buffers can be freed (the cores may still run the kernel on them)."""
    ctx: LaunchContext = launch.ctx
    entry, seq, launchable = launch.entry, launch.seq, launch.launchable
    collectors = launch.collectors
    launches = ctx.launches
    queue = launches.queue
    flag = profile(collectors) if collectors else 0
    entry.describe(launch.plan, launch.nblocks, None, launch.timeout, flag)
    entry.order(None)
    entry.observed = launch if collectors else None
    try:
        run(ctx, launches, queue, seq, entry,
            not flag and launchable.kind != LAUNCH_MIX and queue.idle())
    except DeviceFault:
        raise  # the device was already stopped (and restarted)
    except BaseException as exc:
        # Interrupted (KeyboardInterrupt, an exception from a signal handler, close() from a
        # handler or another thread...): stop the device before the buffers are freed.
        ctx.failure.abort_launch(launchable, seq, closed=isinstance(exc, ContextClosedError))
        raise


def run(ctx: LaunchContext, launches: LaunchState, queue: LaunchQueue, seq: int, entry: Entry,
        direct_ok: bool) -> None:
    """Enqueue synchronous launch ``seq`` (its descriptor written) and wait until it
    completed (``launches`` and ``queue``: the context's launch state and queue).
    ``direct_ok`` (an exclusive SPMD launch, unprofiled, onto an idle device with an empty
    queue): dispatched and waited for in machine code without the scheduler hop
    (``direct.py``) when the context has the native dispatch."""
    launches.live = True  # from here on the kernel may run until stopped or done
    dispatch = launches.direct
    if direct_ok and dispatch is not None:
        if not dispatch(seq, entry.addr, direct.SPINS, time.monotonic_ns()):
            # the dispatch spun already: sleep at once (a longer kernel needs the CPUs)
            ctx.waits.wait_queue(lambda: queue.is_complete(seq), spins=0)
    else:
        queue.publish(seq)
        ctx.waits.wait_queue(lambda: queue.is_complete(seq))
    launches.live = False


def copy_back(launch: Launch) -> None:
    """Copy back: tensors the kernel wrote, from their staging buffers into the caller's
    arrays."""
    for arg, tmp in launch.temps:
        if arg.written:
            np.copyto(arg.value, tmp.numpy())


def release(ctx: LaunchContext, launchable: Launchable | None) -> None:
    """After a synchronous run of ``launchable``, however it ended: a kernel that may still
    run (an interrupt during the stop itself) stops the device now (if this is interrupted
    too, the buffers stay held until the device is stopped); the staging buffers go; programs
    unregistered meanwhile have their code freed."""
    launches = ctx.launches
    if launches.live:
        ctx.lifecycle.end_device(kill=True)
    launches.release_inflight()
    if launchable is not None and launchable.programs:
        launches.unloaded.extend(p for p in launchable.programs if not p.registered)
    if launches.unloaded:
        launches.free_unloaded_code(ctx.memory.code)


def ready_to_enqueue(launch: Launch, alone: bool) -> bool:
    """A stream launch may go ahead: its stream has not failed (else the launch is
    discarded), the launches it follows are known, the cores run its Worker's log level,
    ``alone``: the launches queued ahead of it ran, and the queue has room (a full queue
    blocks: back-pressure; a failure meanwhile discards it)."""
    ctx: LaunchContext = launch.ctx
    stream = launch.stream
    launches = ctx.launches
    if stream.failure is None and stream.waits() and launches.collecting is not None:
        # An event this stream waits for may follow a launch whose assert or bounds check
        # fails only when its logs are read: collect them first, so that the failure reaches
        # the waiters exactly as a fault's does.
        ctx.waits.settle()
    if stream.failure is None:
        stream.inherit()
    if stream.failure is not None:
        stream.discard()
        return False
    ctx.use_level(launch.options.log_level)  # waits for the queue only to change it
    if alone:
        ctx.waits.settle()
    queue = launches.queue
    if not queue.room():
        ctx.waits.wait_queue(queue.room)
        if stream.failure is not None:  # a launch failed during the wait
            stream.discard()
            return False
    return True


def stage_queued(launch: Launch) -> None:
    """Stage a stream launch: its queue entry, the full binding if a collector stages, the
    descriptor and argument words, between the collectors' ``before_stage`` and
    ``before_run``."""
    ctx: LaunchContext = launch.ctx
    collectors = launch.collectors
    queue = ctx.launches.queue
    seq = launch.seq = (queue.words.tail + 1) & SEQ_MASK
    entry = launch.entry = queue.entry(seq)
    launchable = launch.launchable
    if staging(collectors):
        launch.bound, _symbols = bind_args(launchable.meta, launch.args, ctx.arch, ctx.memory.gm)
    for c in collectors:
        c.before_stage(launch)
    entry.describe(launch.plan, launch.nblocks, launch.stream, launch.timeout,
                   profile(collectors))
    if collectors or launch.plan.alone:  # @mix, sync_all()
        entry.order(None)  # it runs alone (else ``enqueue`` orders it after its stream's)
    entry.write_args(launch.plan, launch.args)
    for c in reversed(collectors):
        c.before_run(launch)


def enqueue(launch: Launch) -> None:
    """Run a stream launch: publish it; one with collectors runs alone and is collected once
    complete (``waits.QueueWaits.collect_completed``), one without runs after the launch its
    stream follows."""
    ctx: LaunchContext = launch.ctx
    stream, entry, seq = launch.stream, launch.entry, launch.seq
    launches = ctx.launches
    queue = launches.queue
    if launch.collectors:
        entry.ordinal = launch.ordinal = stream.enqueued(seq)
        entry.observed = launch
        launches.collecting = launch
        queue.publish(seq)
        return
    entry.observed = None
    if launch.plan.alone:
        entry.ordinal = launch.ordinal = stream.enqueued(seq)
        queue.publish(seq)
        return
    waited, overlap = stream.enqueue(entry, seq, queue.words.completed)
    launch.ordinal = entry.ordinal
    queue.publish_native(seq, entry.after, waited, overlap)


def staging(collectors: tuple[Collector, ...]) -> bool:
    """Some collector needs the full binding and staging."""
    for c in collectors:
        if c.stage:
            return True
    return False


def profile(collectors: tuple[Collector, ...]) -> int:
    """The launch descriptor's profile flag: 1 if some collector asks the cores to time
    every block."""
    for c in collectors:
        if c.profile:
            return 1
    return 0

