"""The host side of the launch queue: the ring of launch descriptors in the control block that
the device's scheduler (``scheduler.py``) drains in order.

Launch ``n`` (a 32-bit sequence number) is described by ``ring[n % RING_SLOTS]``; the host
writes the descriptor, then ``tail = n``; the scheduler dispatches launches one after another
and stores ``completed`` after each.  A slot is rewritten only once the launch that used it
completed, so at most ``RING_SLOTS`` launches are queued: :meth:`LaunchQueue.room` tells the
caller when it must wait (back-pressure).  Each slot has a host-side :class:`Entry` with what
the host needs about the launch while it is queued (the kernel for fault messages, its
stream, the GM it uses) and the argument words last written into the slot, so a launch writes
only the words that changed.
"""

from __future__ import annotations

import ctypes
import threading
from typing import Any

from incore.runtime.common.control import (
    CHAIN_CLOSED,
    LAUNCH_MIX,
    OVERLAP_AFTER,
    OVERLAP_ALONE,
    RING_SLOTS,
    field_address,
)
from incore.runtime.host.launch.publish import ORDER_KEPT, after_publisher, publisher

SEQ_MASK = 0xFFFFFFFF


def seq_before(a: int, b: int) -> bool:
    """Sequence number ``a`` comes before ``b`` (32-bit wrap-around arithmetic)."""
    return a != b and ((b - a) & SEQ_MASK) < 0x80000000


class Entry:
    """The host's record of one ring slot (reused for every launch that uses the slot)."""

    __slots__ = ("desc", "addr", "args", "launchable", "stream", "ordinal", "timeout", "keep",
                 "words", "plan", "nblocks", "profile", "observed", "after", "wrote",
                 "wrote_version")

    def __init__(self, desc: Any) -> None:
        self.desc = desc  # the slot's LaunchDesc (a ctypes view, made once)
        self.addr = ctypes.addressof(desc)
        self.after: int | None = None  # what the descriptor's overlap/after say (None: alone)
        self.args = desc.args
        self.launchable: Any = None  # the Launchable (fault messages name it)
        self.stream: Any = None  # the Stream, or None for a synchronous launch
        self.ordinal = 0  # the launch's number within its stream (1, 2, ...)
        self.timeout = 0.0
        self.keep: list = []  # GM allocations the launch uses (kept alive until it completes)
        self.words: dict[int, int] = {}  # args slot -> word last written into the descriptor
        # the plan (and its ``version``) whose words the descriptor holds, if one does
        self.wrote: Any = None
        self.wrote_version = 0
        self.plan: Any = None  # the KernelPlan whose kernel fields the descriptor holds
        self.nblocks = 0
        self.profile = 0  # the descriptor's profile flag
        self.observed: Any = None  # the collector.Launch of a launch with collectors

    def order(self, after: int | None) -> None:
        """Write the launch's order into the descriptor: ``after`` None makes the launch
        exclusive (``LaunchDesc.overlap`` 0: it runs alone, after every earlier launch),
        written only if the descriptor says otherwise; else it may run beside other launches
        once launch ``after`` is done (``overlap`` 1, ``after`` and ``waited`` both ``after``).
        (A plain stream launch's publish writes them in machine code instead: ``publish.py``.)"""
        if after is None:
            if self.after is not None:
                self.desc.overlap = OVERLAP_ALONE
                self.after = None
            return
        desc = self.desc
        desc.overlap = OVERLAP_AFTER
        desc.after = desc.waited = after
        self.after = after

    def describe(self, plan: Any, nblocks: int, stream: Any, timeout: float,
                 profile: int) -> None:
        """Write a launch's kernel fields (of ``plan``, a KernelPlan) into the descriptor,
        only those that differ from what it holds, and the launch into this entry (its order:
        :meth:`order`)."""
        desc = self.desc
        if self.plan is not plan or self.nblocks != nblocks:
            kind = plan.launchable.kind
            desc.core_kind = kind
            desc.nblocks = nblocks
            desc.units = nblocks * 3 if kind == LAUNCH_MIX else nblocks
            desc.payload = plan.payload
            desc.payload_aic = plan.payload_aic
            self.plan = plan
            self.nblocks = nblocks
        if self.profile != profile:
            desc.profile = self.profile = profile
        self.launchable = plan.launchable
        self.stream = stream
        self.timeout = timeout

    def write_args(self, plan: Any, keep: tuple | None) -> None:
        """Write the plan's argument words into the descriptor, only those that differ from
        what it holds (nothing if it holds this plan's words of this version); the entry holds
        the GM of the tensors of ``keep`` (a queued launch's arguments) until the launch
        completed."""
        held = self.keep
        held.clear()
        if keep is not None:
            for i in plan.tensor_index:
                held.append(keep[i]._alloc)
        if self.wrote is plan and self.wrote_version == plan.version:
            return
        desc_args = self.args
        written = self.words
        words = plan.words
        for i, slot, _ in plan.tensors:
            w = words[i]
            if written.get(slot) != w:
                desc_args[slot] = written[slot] = w
        for i, slot, _ in plan.scalars:
            w = words[i]
            if written.get(slot) != w:
                desc_args[slot] = written[slot] = w
        self.wrote = plan
        self.wrote_version = plan.version

    def rewritten(self) -> None:
        """Every args word of the descriptor was written by someone else (staging, a graph
        replay's image): forget what the entry knew of them."""
        self.words.clear()
        self.wrote = None


class LaunchQueue:
    """The ring, its words and the host's per-slot entries of one device context."""

    def __init__(self, cb: Any, base: int, cb_type: type) -> None:
        self.words = cb.queue
        self.ring = cb.ring
        self.header = cb.header
        self.lanes = cb.lanes
        self.executor = cb.executor
        self.base, self.cb_type = base, cb_type  # the control block's address and type
        self.tail_addr = field_address(base, cb_type, "queue", "tail")
        self.completed_addr = field_address(base, cb_type, "queue", "completed")
        self.completions_addr = field_address(base, cb_type, "queue", "completions")
        self.entries: list[Entry | None] = [None] * RING_SLOTS
        self._fence_lock = threading.Lock()
        # publish(seq, after, waited, order) in machine code (``publish.py``); an ``order``
        # other than ORDER_KEPT also writes it as the descriptor's overlap, with ``after`` and
        # ``waited`` (its Entry.after is the caller's)
        self.publish_native = publisher(base, cb_type)
        # publish_after(seq, after): publish_native(seq, after, after, ORDER_AFTER), the plain
        # stream launch's, with two arguments to convert
        self.publish_after = after_publisher(base, cb_type)
        self.reaped = 0  # launches up to this one have released their references

    def reset(self, seq: int) -> None:
        """Empty the queue at ``seq`` before a device starts: nothing queued, ``seq`` complete.

        Entries keep their words (the descriptors keep their contents) but release what they
        held."""
        w = self.words
        w.tail = w.completed = seq
        w.sched_sleeping = w.host_waiting = w.sched_blocked = w.completions = w.refills = 0
        # Every lane empty: no blocks to claim (nblocks 0), its launch complete (blocks_done
        # == units), claim tag and launch equal to a launch that is complete.
        h = self.header
        h.launch, h.nblocks, h.units, h.blocks_done = seq, 0, 0, 0
        self.executor.claim = seq << 32
        self.executor.chain = seq | CHAIN_CLOSED
        for lane in self.lanes:
            lane.launch, lane.nblocks, lane.units, lane.blocks_done = seq, 0, 0, 0
            lane.claim = seq << 32
            lane.chain = seq | CHAIN_CLOSED
        for kind in range(2):  # the device's threads start neither asleep nor spinning
            w.sleepers[kind] = w.spinning[kind] = 0
        w.started_ns = 0
        self.reaped = seq
        for e in self.entries:
            if e is not None:
                e.launchable = e.stream = e.observed = None
                e.keep.clear()

    @property
    def tail(self) -> int:
        """The last enqueued launch."""
        return int(self.words.tail)

    @property
    def completed(self) -> int:
        """The last completed launch."""
        return int(self.words.completed)

    def queued(self) -> int:
        """Launches enqueued and not completed (including a running one)."""
        return (self.words.tail - self.words.completed) & SEQ_MASK

    def idle(self) -> bool:
        """Every enqueued launch completed and the scheduler has published the last one
        (``header.seq == tail``: it writes nothing of a launch after that store), so the host
        may dispatch the next launch itself (``direct.py``)."""
        w = self.words
        tail = w.tail
        return w.completed == tail and self.header.seq == tail

    def room(self) -> bool:
        """A launch can be enqueued without overwriting a queued one."""
        return self.queued() < RING_SLOTS

    def is_complete(self, seq: int) -> bool:
        """Launch ``seq`` completed (or was discarded by a reset past it): ``completed`` covers
        it, or it completed ahead of ``completed`` (out of order, beside an older launch of
        another stream) and its descriptor is marked finished.  A launch is dispatched only once
        the launches it follows are done (``control.LaunchDesc``), so a stream's last launch
        complete means all of them, and those before the events they waited for, are."""
        if not seq_before(int(self.words.completed), seq):
            return True
        return int(self.ring[seq % RING_SLOTS].finished) == seq

    def running(self) -> int | None:
        """The oldest launch dispatched into a lane and not completed, if any (launches of
        different streams may run side by side, one per lane)."""
        found = self.in_flight()
        return min(found, key=lambda f: (f[0] - self.completed) & SEQ_MASK)[0] if found else None

    def in_flight(self) -> list[tuple[int, int]]:
        """``(seq, started_ns)`` of every launch dispatched into a lane that has not
        completed (lane 0 is the header's fields, its dispatch time ``queue.started_ns``)."""
        h = self.header
        lanes = [(int(h.launch), int(h.blocks_done), int(h.units),
                  int(self.words.started_ns))]
        lanes += [(int(ln.launch), int(ln.blocks_done), int(ln.units), int(ln.started_ns))
                  for ln in self.lanes]
        return [(seq, started) for seq, done, units, started in lanes
                if done != units and not self.is_complete(seq)]

    def unfinished(self, skip: int | None = None) -> dict[Any, int]:
        """Launches enqueued and not finished (but ``skip``), per stream (None: synchronous):
        what a device restart discards."""
        lost: dict[Any, int] = {}
        n, tail = int(self.words.completed), int(self.words.tail)
        while n != tail:
            n = (n + 1) & SEQ_MASK
            if n != skip and not self.is_complete(n):
                stream = self.entry(n).stream
                lost[stream] = lost.get(stream, 0) + 1
        return lost

    def entry(self, seq: int) -> Entry:
        """The host entry of launch ``seq``'s slot (created on the slot's first use)."""
        i = seq % RING_SLOTS
        e = self.entries[i]
        if e is None:
            e = self.entries[i] = Entry(self.ring[i])
        return e

    def publish(self, seq: int) -> None:
        """Make launch ``seq`` (its descriptor written, overlap and after included) visible
        to the scheduler and wake it if it sleeps (``publish.py``)."""
        self.publish_native(seq, 0, 0, ORDER_KEPT)

    def fence(self) -> None:
        """A full memory barrier (store-load) on the host side."""
        lock = self._fence_lock
        lock.acquire()
        lock.release()

    def reap(self) -> None:
        """Release the GM references of every launch that completed since the last call, so
        that buffers freed by the user go back to the allocator."""
        done = int(self.words.completed)
        count = (done - self.reaped) & SEQ_MASK  # launches reaped + 1 .. done
        if count > RING_SLOTS:  # each slot's latest launch is all it holds
            count = RING_SLOTS
        if count:
            # their slots, in one or two runs of the entry list (a loop over list slices:
            # a wait after a long run of launches reaps up to RING_SLOTS of them)
            first = (done - count + 1) % RING_SLOTS
            end = first + count
            entries = self.entries
            for run in (entries[first:end], entries[:max(end - RING_SLOTS, 0)]):
                for e in run:
                    if e is not None:
                        e.keep.clear()
                        e.launchable = e.stream = e.observed = None
        self.reaped = done
