"""Staged GM that pending dumps reference instead of copying, within a per-context budget.

A tensor dump needs the bytes of a launch's tensor at one moment: a staged input as it was
before the run, a written tensor after it.  When the launch staged the tensor (a numpy
argument) and nothing can change those staged bytes any more, the writer may read them from
the staging buffer itself instead of a copy: a read-only input the kernel never writes (and no
written parameter shares its GM), and a written tensor after the copy back (the staging buffer
then holds exactly what was copied to the caller's array).  A numpy view of a staging buffer
keeps its GM block allocated and mapped while the view lives (``DeviceBuffer``'s deferred
free), even after the launch frees the buffer or the Worker closes, so no later allocation can
reuse the block under the writer.  A DeviceBuffer argument is always copied: its owner may
write it as soon as the launch returns.

Held GM is GM later launches cannot stage into, so each context's held bytes are bounded by
``1 / HOLD_FRACTION`` of its GM heap; beyond that a dump copies as before.  A view's bytes
return to the budget when the view is gone (a ``weakref.finalize`` appends them to a deque:
finalizers never lock).
"""

from __future__ import annotations

import weakref
from collections import deque
from typing import Any

import numpy as np

HOLD_FRACTION = 8


class _Budget:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.held = 0
        self.returned: deque[int] = deque()

    def drain(self) -> None:
        while self.returned:
            self.held -= self.returned.popleft()


_budgets: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _budget(ctx: Any) -> _Budget | None:
    budget = _budgets.get(ctx)
    if budget is None:
        layout = getattr(getattr(ctx, "_gm", None), "layout", None)
        heap = getattr(layout, "heap_size", 0)
        if not heap:
            return None
        budget = _budgets[ctx] = _Budget(int(heap) // HOLD_FRACTION)
    return budget


def hold(ctx: Any, staged: np.ndarray) -> np.ndarray | None:
    """A new view of the staged array ``staged`` for a dump to keep, if ``ctx``'s budget admits
    its bytes (they return when the view is gone); None: copy instead."""
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
    return view


def held_bytes(ctx: Any) -> int:
    """GM bytes of ``ctx`` that pending dumps hold now."""
    budget = _budgets.get(ctx)
    if budget is None:
        return 0
    budget.drain()
    return budget.held


def input_snapshot(ctx: Any, ref: Any, written_views: list[np.ndarray]) -> np.ndarray:
    """What the input dump keeps of tensor ``ref`` before the run: a held view of its staging
    buffer when the kernel cannot change it (read-only, sharing no GM with a written staged
    tensor), else a copy."""
    staged = ref.staged
    if staged is not None and not ref.written and not any(
            np.may_share_memory(staged, w) for w in written_views):
        view = hold(ctx, staged)
        if view is not None:
            return view
    return np.array(ref.source, copy=True)


def output_snapshot(ctx: Any, ref: Any, written: list[Any]) -> np.ndarray:
    """What the output dump keeps of written tensor ``ref`` after the copy back: a held view of
    its staging buffer (the bytes the caller received), else a copy of the caller's array.

    ``written`` are the launch's written tensors: when another one's host array overlaps this
    one's, the copy backs overwrote each other in the overlap ("Aliasing of host arrays"), so
    the caller's array is what is dumped, copied.
    """
    if ref.staged is not None and not any(
            other is not ref and np.may_share_memory(ref.source, other.source)
            for other in written):
        view = hold(ctx, ref.staged)
        if view is not None:
            return view
    return np.array(ref.source, copy=True)
