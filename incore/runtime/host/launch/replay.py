"""Graph capture and replay on a context: a recorded sequence of stream launches bound once,
kept as ready descriptor images, and enqueued with one copy into the launch queue.

``check(ctx, kernel, args, blocks)`` is what a capture does per launch: the stream launch's
plan, block count and argument checks, without enqueueing (a kernel whose launches have
collectors, such as device logs, cannot be recorded).  ``replay(ctx, stream, launches)``
enqueues a graph's launches: it binds them (once, and again after ``update`` or when the
TensorDesc pool was cleared) into an array of ``LaunchDesc`` images, copies the images into
the ring slots of the next sequence numbers (one ``memmove``, two at the ring's end), stamps
each with its ``after`` and ``waited`` (for the first what the stream's next launch follows,
for the others the one before it), fills the host entries and publishes the last one (one
``tail`` store, one wake-up).
Launches that need the per-launch path (active collectors, a failed stream, a graph of more
than half the ring, an interpreting or cross-checking Worker's) go through
``pipeline.launch_queued`` one by one instead.
"""

from __future__ import annotations

import ctypes
from typing import Any

import numpy as np

from incore.errors import runtime_error
from incore.runtime.common.control import (
    LAUNCH_MIX,
    OVERLAP_AFTER,
    OVERLAP_ALONE,
    RING_SLOTS,
    LaunchDesc,
)
from incore.runtime.host.collector import ROOMS_ON, LaunchOptions
from incore.runtime.host.launch.launchqueue import SEQ_MASK, Entry
from incore.runtime.host.launch.phases import bind_planned, plan_for
from incore.runtime.host.launch.pipeline import launch_queued
from incore.runtime.host.launch.plan import KernelPlan
from incore.runtime.host.launch.protocol import LaunchContext
from incore.runtime.host.launch.staging import block_count

# The hint of a captured launch a graph cannot record (GRAPH_CAPTURE).
UNRECORDABLE = ("graphs record stream launches whose logs need no attending; launch the "
                "others with stream.launch outside the capture")
_DESC = ctypes.sizeof(LaunchDesc)
_AFTER = LaunchDesc.after.offset // 4  # u32 word indices in a descriptor
_WAITED = LaunchDesc.waited.offset // 4
_OVERLAP = LaunchDesc.overlap.offset // 4
_FINISHED = LaunchDesc.finished.offset // 4


def check(ctx: LaunchContext, kernel: Any, args: tuple, blocks: int | None) -> None:
    """Check one launch of a capture as ``stream.launch`` would (under the lock, started)."""
    plan = plan_for(ctx, kernel)
    if plan.collectors:
        raise runtime_error(
            "GRAPH_CAPTURE", where=f"graph capture (kernel {plan.launchable.name!r})",
            detail="the kernel has log, assert or bounds sites, whose records the host reads "
            "after each launch; a graph replays launches without the host",
            advice=UNRECORDABLE,
        )
    block_count(blocks, plan.default_blocks, mix=plan.launchable.kind == LAUNCH_MIX)
    bind_planned(ctx, plan, args, stream=True)


class Bound:
    """A graph's launches bound on one context: descriptor images and what each holds."""

    __slots__ = ("images", "words", "steps", "plans", "keeps", "nblocks", "overlaps", "epoch",
                 "version")

    def __init__(self, n: int) -> None:
        self.images = (LaunchDesc * n)()
        # the images as u32 words, to stamp ``after``, ``waited`` and ``finished`` (and the
        # first launch's ``overlap``) of a replay at once
        self.words = np.frombuffer(self.images, dtype=np.uint32).reshape(n, _DESC // 4)
        self.steps = np.arange(n, dtype=np.uint32)
        self.plans: list[KernelPlan | None] = [None] * n
        self.keeps: list[list] = [[] for _ in range(n)]
        self.nblocks = [0] * n
        self.overlaps = [False] * n
        self.epoch = -1
        self.version = -1


def _bind(ctx: LaunchContext, launches: list, bound: Bound) -> None:
    """(Re)write every image from the recorded launches' plans and bindings."""
    for i, rec in enumerate(launches):
        plan = plan_for(ctx, rec.kernel)
        args = tuple(rec.args)
        mix = plan.launchable.kind == LAUNCH_MIX
        nblocks = block_count(rec.blocks, plan.default_blocks, mix=mix)
        bind_planned(ctx, plan, args, stream=True)
        img = bound.images[i]
        img.core_kind = plan.launchable.kind
        img.nblocks = nblocks
        img.units = nblocks * 3 if mix else nblocks
        img.profile = 0
        img.overlap = OVERLAP_ALONE if plan.alone else OVERLAP_AFTER
        img.payload = plan.payload
        img.payload_aic = plan.payload_aic
        words = plan.words
        for j, slot, _ in plan.tensors:
            img.args[slot] = words[j]
        for j, slot, _ in plan.scalars:
            img.args[slot] = words[j]
        bound.plans[i] = plan
        bound.keeps[i] = [args[j]._alloc for j, _, _ in plan.tensors]
        bound.nblocks[i] = nblocks
        bound.overlaps[i] = bool(img.overlap)
    bound.epoch = ctx.launches.pool.epoch


def replay(ctx: LaunchContext, stream: Any, graph: Any, options: LaunchOptions) -> None:
    """Enqueue ``graph``'s launches on ``stream`` with the replaying Worker's ``options``
    (under the lock, started)."""
    launches = graph._launches
    n = len(launches)
    if not n:
        return
    ctx.waits.poll_queue()
    if stream.failure is None:
        stream.inherit()
    queue = ctx.launches.queue
    if stream.failure is not None or n > RING_SLOTS // 2 or (
            (ROOMS_ON or options.collect) and (
                options.interpret is not None or options.cross_check
                or ctx.collectors.launch_collectors(ctx, options))):
        for rec in launches:
            launch_queued(ctx, stream, rec.kernel, tuple(rec.args), rec.blocks, options)
        return
    bound = graph._bound.get(id(ctx))
    if bound is None or len(bound.plans) != n:
        bound = graph._bound[id(ctx)] = Bound(n)
    if bound.version != graph._version or bound.epoch != ctx.launches.pool.epoch:
        _bind(ctx, launches, bound)
        bound.version = graph._version
    if RING_SLOTS - queue.queued() < n:
        ctx.waits.wait_queue(lambda: RING_SLOTS - queue.queued() >= n)
        if stream.failure is not None:  # a launch failed during the wait: discard the graph
            for rec in launches:
                launch_queued(ctx, stream, rec.kernel, tuple(rec.args), rec.blocks, options)
            return
        if bound.epoch != ctx.launches.pool.epoch:
            _bind(ctx, launches, bound)
    timeout = options.timeout
    first = (queue.tail + 1) & SEQ_MASK
    after, waited, overlap = stream.order_next(queue.words.completed)
    # each launch follows the one before it (the first: what the stream's next launch
    # follows); each slot's finished mark is an earlier launch's, never this one's
    seqs = bound.steps + np.uint32(first)  # u32 arithmetic wraps like sequence numbers
    words = bound.words
    words[0, _AFTER] = after
    words[0, _WAITED] = waited
    words[0, _OVERLAP] = overlap if bound.overlaps[0] else OVERLAP_ALONE
    words[1:, _AFTER] = words[1:, _WAITED] = seqs[:-1]
    words[:, _FINISHED] = seqs - np.uint32(RING_SLOTS)
    # one copy of the images into the ring slots first .. first + n - 1 (two at the wrap)
    ring_addr = ctypes.addressof(queue.ring)
    images = ctypes.addressof(bound.images)
    start = first % RING_SLOTS
    head = min(n, RING_SLOTS - start)
    ctypes.memmove(ring_addr + start * _DESC, images, head * _DESC)
    if head < n:
        ctypes.memmove(ring_addr, images + head * _DESC, (n - head) * _DESC)
    entries, ring = queue.entries, queue.ring
    plans, keeps, nblocks, overlaps = bound.plans, bound.keeps, bound.nblocks, bound.overlaps
    ordinal = stream._count
    seq = first
    for i in range(n):
        slot = seq % RING_SLOTS
        e = entries[slot]
        if e is None:
            e = entries[slot] = Entry(ring[slot])
        plan = plans[i]
        e.plan, e.nblocks, e.profile = plan, nblocks[i], 0
        e.launchable, e.stream, e.timeout, e.observed = plan.launchable, stream, timeout, None
        e.after = after if overlaps[i] else None
        e.keep = list(keeps[i])
        e.rewritten()  # the image rewrote the descriptor's words
        ordinal += 1
        e.ordinal = ordinal
        after = seq
        seq = (seq + 1) & SEQ_MASK
    stream.enqueued_many(n, after)
    queue.publish(after)
