"""What a pending dump holds instead of copying, and the rule that keeps what it holds true.

A tensor dump needs the bytes of a launch's tensor at one moment: an input as it was before
the run, a written tensor after it.  The launch hands the writer references, not copies:

* a numpy argument's **staging buffer** (a read-only input the kernel never writes, and a
  written tensor after the copy back: the buffer then holds what the caller received).  Only
  the launch ever writes a staging buffer, and a numpy view of it keeps its GM block allocated
  and mapped while the view lives (``DeviceBuffer``'s deferred free), even after the launch
  frees the buffer or the Worker closes, so no later allocation reuses the block under the
  writer.  Held staging GM is GM later launches cannot stage into, so each context's held
  staging bytes are bounded by ``1 / HOLD_FRACTION`` of its GM heap (``hold``); a dump that
  would pass it is dropped and counted, never copied.
* a **DeviceBuffer** argument itself (a view of its block: freeing the buffer does not free
  the block under the writer).  Its owner may write it again, so each such reference is
  *tracked*: every launch on the context while one is pending (a dumped launch, and any
  other: the dump's collector stays switched on while references are pending, ``pending``)
  calls ``overwrite`` with the buffers it may write before it runs, which marks each pending
  dump holding an overlapping range.  The writer writes a dump's files under temporary names,
  then ``seal``\\ s it: a dump marked before it was sealed is dropped (its files removed) and
  counted with a WARNING, never written with bytes of a later launch.  Sealed, its references
  are no longer tracked.  A host write through the buffer's numpy view is not a launch and is
  not seen: write a buffer whose dump may be pending only after ``incore.flush_dumps()``.

The one copy left is the input of a tensor the launch itself writes (mode ``input``/``all``):
the run overwrites those bytes before any writer could read them unless the launch waited, so
they are copied before the run (``input_snapshot``; ``STATS`` counts every copy), into a host
buffer a written copy of the same size left (``_Spares``: a fresh one is page faults).
"""

from __future__ import annotations

import os
import threading
import weakref
from collections import deque
from dataclasses import dataclass
from typing import Any

import numpy as np

from incore.runtime.host.collector import CollectorContext, Launch, switch
from incore.runtime.host.memory.buffers import DeviceBuffer

HOLD_FRACTION = 8
ROOM = "dump"  # the dump's name in ``host.collector.ROOMS_ON`` while it may apply


@dataclass
class HoldStats:
    """What the launches handed the writer since the process started: references to staging
    GM and to DeviceBuffers, and copies (the inputs of tensors their launch writes)."""

    staged_refs: int = 0
    buffer_refs: int = 0
    copies: int = 0
    copied_bytes: int = 0


STATS = HoldStats()


class _Budget:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.held = 0
        self.returned: deque[int] = deque()

    def drain(self) -> None:
        while self.returned:
            self.held -= self.returned.popleft()


_budgets: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _budget(ctx: CollectorContext) -> _Budget | None:
    budget = _budgets.get(ctx)
    if budget is None:
        heap = ctx.layout.heap_size
        if not heap:
            return None
        budget = _budgets[ctx] = _Budget(int(heap) // HOLD_FRACTION)
    return budget


def hold(ctx: CollectorContext, staged: np.ndarray) -> np.ndarray | None:
    """A new view of the staged array ``staged`` for a dump to keep, if ``ctx``'s budget admits
    its bytes (they return when the view is gone); None: the budget is full."""
    budget = _budget(ctx)
    if budget is None:
        return None
    budget.drain()
    n = int(staged.nbytes)
    if budget.held + n > budget.limit:
        return None
    view = staged.view()
    budget.held += n
    weakref.finalize(view, budget.returned.append, n)
    STATS.staged_refs += 1
    return view


def held_bytes(ctx: CollectorContext) -> int:
    """Staging GM bytes of ``ctx`` that pending dumps hold now."""
    budget = _budgets.get(ctx)
    if budget is None:
        return 0
    budget.drain()
    return budget.held


# ------------------------------------------------------------------ tracked references


class Token:
    """The validity of one pending dump's DeviceBuffer references: ``dropped`` says why the
    dump must not be written (a launch may have written what it holds), ``sealed`` that the
    writer read everything (later writes no longer matter)."""

    __slots__ = ("ctx", "ranges", "dropped", "sealed", "__weakref__")

    def __init__(self, ctx: CollectorContext) -> None:
        self.ctx = weakref.ref(ctx)
        self.ranges: list[tuple[int, int]] = []
        self.dropped: str | None = None
        self.sealed = False


_lock = threading.Lock()
_tracked: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # ctx -> {Token: None}
_count = 0  # tokens tracked (all contexts): the launch path tests it
_idle: list[Any] = []  # called (under no lock) when the last tracked token goes


def on_idle(fn: Any) -> None:
    """Call ``fn()`` whenever no reference is tracked any more (the configuration then decides
    whether the dump's collector stays switched on)."""
    _idle.append(fn)


def track(token: Token, buf_view: np.ndarray) -> None:
    """``token``'s dump holds ``buf_view``, a view of a DeviceBuffer: launches that may write
    its range mark the token until it is sealed."""
    global _count
    ctx = token.ctx()
    if ctx is None:
        return
    addr = buf_view.__array_interface__["data"][0]
    with _lock:
        token.ranges.append((addr, addr + max(int(buf_view.nbytes), 1)))
        tokens = _tracked.get(ctx)
        if tokens is None:
            tokens = _tracked[ctx] = {}
        if token not in tokens:
            tokens[token] = None
            _count += 1
            switch(ROOM, True)
    STATS.buffer_refs += 1


def switch_off_unless_pending() -> None:
    """Switch the dump's collector off unless a reference is tracked (no entry applies any more)."""
    with _lock:
        if not _count:
            switch(ROOM, False)


def pending_any() -> bool:
    """Some dump holds a tracked reference (any context)."""
    return bool(_count)


def pending(ctx: CollectorContext) -> bool:
    """Some dump holds a tracked reference into ``ctx``'s memory."""
    return bool(_count) and bool(_tracked.get(ctx))


def overwrite(ctx: CollectorContext, buffers: list[DeviceBuffer], by: str) -> None:
    """A launch (``by`` names it) is about to write ``buffers`` on ``ctx``: every unsealed
    dump holding an overlapping range is dropped."""
    if not _count or not buffers:
        return
    with _lock:
        tokens = _tracked.get(ctx)
        if not tokens:
            return
        spans = []
        for b in buffers:
            try:
                start = b.addr
                spans.append((start, start + max(int(b.nbytes), 1)))
            except Exception:  # noqa: BLE001 - a freed or closed buffer writes nothing
                continue
        for token in tokens:
            if token.dropped is None and any(
                    lo < e and s < hi for lo, hi in token.ranges for s, e in spans):
                token.dropped = f"{by} wrote a buffer it holds before the writer read it"


def seal(token: Token | None) -> str | None:
    """The writer read everything ``token``'s dump holds: None if the dump may be written,
    else why it must be dropped.  Either way its references are no longer tracked."""
    if token is None:
        return None
    with _lock:
        reason = token.dropped
        token.sealed = True
        idle = _untrack(token)
    if idle:
        for fn in _idle:
            fn()
    return reason


def release(token: Token | None) -> None:
    """The dump of ``token`` is dropped unwritten: stop tracking its references."""
    if token is None:
        return
    with _lock:
        idle = _untrack(token)
    if idle:
        for fn in _idle:
            fn()


def _untrack(token: Token) -> bool:
    global _count
    ctx = token.ctx()
    tokens = _tracked.get(ctx) if ctx is not None else None
    if tokens is not None and token in tokens:
        del tokens[token]
        _count -= 1
        if not tokens:
            del _tracked[ctx]
    return _count == 0


def _reset_in_child() -> None:
    """After ``fork()``, in the child: the parent's pending dumps are not the child's."""
    global _lock, _count
    _lock = threading.Lock()
    _tracked.clear()
    _count = 0


os.register_at_fork(after_in_child=_reset_in_child)


def written_buffers(launch: Launch) -> list[DeviceBuffer]:
    """The DeviceBuffers ``launch`` may write: its written parameters' (from the binding, else
    the kernel's meta); every DeviceBuffer argument when neither says."""
    bound = getattr(launch, "bound", None)
    if bound is not None:
        return [a.value for a in bound if a.kind == "tensor" and a.written
                and isinstance(a.value, DeviceBuffer)]
    args = launch.args
    launchable = getattr(launch, "launchable", None)  # set once the launch is planned
    params = launchable.meta.get("params", []) if launchable is not None else []
    if len(params) == len(args):
        return [a for p, a in zip(params, args, strict=True)
                if isinstance(a, DeviceBuffer) and p.get("written", True)]
    return [a for a in args if isinstance(a, DeviceBuffer)]


# ------------------------------------------------------------------ what a dump keeps


class _Spares:
    """Host buffers of copies the writer is done with, kept for the next copy of their size:
    a fresh allocation of a few MiB is page faults on every launch, a reused one is not.
    At most ``MAX_PER_SIZE`` per size and ``MAX_BYTES`` in all; finalizers append (never
    lock), ``take`` trims."""

    MAX_PER_SIZE = 8
    MAX_BYTES = 64 << 20

    def __init__(self) -> None:
        self.returned: deque[np.ndarray] = deque()
        self.free: dict[int, list[np.ndarray]] = {}
        self.nbytes = 0

    def take(self, nbytes: int) -> np.ndarray:
        while self.returned:
            base = self.returned.popleft()
            same = self.free.setdefault(base.nbytes, [])
            if len(same) < self.MAX_PER_SIZE and self.nbytes + base.nbytes <= self.MAX_BYTES:
                same.append(base)
                self.nbytes += base.nbytes
        same = self.free.get(nbytes)
        if same:
            self.nbytes -= nbytes
            return same.pop()
        return np.empty(nbytes, np.uint8)


_spares = _Spares()


def _copy(array: np.ndarray) -> np.ndarray:
    """A copy of ``array`` in a host buffer that returns to ``_spares`` when it is gone."""
    STATS.copies += 1
    STATS.copied_bytes += int(array.nbytes)
    if not array.nbytes or array.dtype.hasobject:
        return np.array(array, copy=True)
    base = _spares.take(int(array.nbytes))
    copy = base.view(array.dtype).reshape(array.shape)
    np.copyto(copy, array)
    weakref.finalize(copy, _spares.returned.append, base)
    return copy


def _overlaps(a: np.ndarray, others: list[np.ndarray]) -> bool:
    return any(np.may_share_memory(a, o) for o in others)


def input_snapshot(ctx: CollectorContext, token: Token, ref: Any,
                   written_views: list[np.ndarray]) -> np.ndarray | None:
    """What the input dump keeps of tensor ``ref`` before the run: a reference when the run
    cannot change it (a read-only input sharing no memory with a written tensor) - its staging
    buffer's view (None: the staging budget is full) or its DeviceBuffer's view (tracked) -
    and a copy of the input of a tensor the launch writes."""
    if ref.written or _overlaps(ref.source, written_views):
        return _copy(ref.source)
    if ref.staged is not None:
        return hold(ctx, ref.staged)
    track(token, ref.source)
    return ref.source


def output_snapshot(ctx: CollectorContext, token: Token, ref: Any,
                    written: list[Any]) -> np.ndarray | None:
    """What the output dump keeps of written tensor ``ref`` after the copy back: a view of its
    staging buffer (the bytes the caller received; None: the staging budget is full), of its
    DeviceBuffer (tracked), or, when another written tensor's host array overlaps this one's
    (the copy backs overwrote each other there, "Aliasing of host arrays"), a copy of the
    caller's array."""
    if ref.staged is None:
        view = ref.arg.value.numpy()
        track(token, view)
        return view
    if any(other is not ref and other.staged is not None
           and np.may_share_memory(ref.source, other.source) for other in written):
        return _copy(ref.source)
    return hold(ctx, ref.staged)
