"""Leaked device buffers: where a buffer was allocated, and the report a closing context warns.

A buffer's allocation site is recorded only while ``tracemalloc`` is tracing (the same switch
Python's own ResourceWarnings use for "Object allocated at"), so an allocation costs nothing
extra otherwise.  The site is the caller's stack outside ``incore/runtime`` (the user's code,
not the Worker's own frames), at most ``tracemalloc.get_traceback_limit()`` frames deep.
"""

from __future__ import annotations

import os
import sys
import traceback
import tracemalloc
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

_RUNTIME_DIR = str(Path(__file__).resolve().parents[2]) + os.sep  # incore/runtime
# A report lists this many buffers one by one, then says how many more there are.
REPORT_LIMIT = 5


class _Leak(Protocol):
    """What the report reads from an allocation (``gm.Allocation``)."""

    nbytes: int
    shape: tuple[int, ...]
    dtype: Any
    site: traceback.StackSummary | None


def allocation_site() -> traceback.StackSummary | None:
    """The caller's stack outside incore's runtime, or None when tracemalloc is not tracing."""
    if not tracemalloc.is_tracing():
        return None
    limit = max(1, tracemalloc.get_traceback_limit())
    frames = []
    frame = sys._getframe(1)
    while frame is not None and len(frames) < limit:
        if not frame.f_code.co_filename.startswith(_RUNTIME_DIR):
            frames.append((frame, frame.f_lineno))
        frame = frame.f_back
    frames.reverse()  # oldest first, as tracebacks print
    return traceback.StackSummary.extract(frames, lookup_lines=False)


def leak_report(gm: Any, device: int | None = None) -> str | None:
    """The ResourceWarning text for ``gm``'s buffers still alive, or None if there are none.

    Names how many buffers and bytes, lists the first ``REPORT_LIMIT`` with their dtype, shape
    and (when tracemalloc was tracing at allocation) where they were allocated.  ``device``
    names the device as the user knows it (the logical id); the default is GM's own id.
    """
    leaks = gm.live_allocations()
    if not leaks:
        return None
    if device is None:
        device = gm.layout.device_id
    total = sum(a.nbytes for a in leaks)
    noun = "DeviceBuffer was" if len(leaks) == 1 else "DeviceBuffers were"
    lines = [
        f"device {device}: {len(leaks)} {noun} still alive ({total} bytes) when the Worker "
        f"closed; using them now raises RuntimeError. Free them (buf.free()) or drop them "
        f"before closing the Worker; numpy views taken from them stay readable."
    ]
    lines.extend(_describe(leaks[:REPORT_LIMIT]))
    if len(leaks) > REPORT_LIMIT:
        lines.append(f"  ... and {len(leaks) - REPORT_LIMIT} more")
    if all(a.site is None for a in leaks):
        lines.append(
            "Enable tracemalloc (e.g. python -X tracemalloc=5) to see where they were allocated."
        )
    return "\n".join(lines)


def _describe(leaks: Iterable[_Leak]) -> list[str]:
    lines = []
    for a in leaks:
        what = f"  {a.dtype} buffer of shape {a.shape} ({a.nbytes} bytes)"
        if a.site is None:
            lines.append(what)
            continue
        lines.append(f"{what}, allocated at (most recent call last):")
        lines.extend(
            "    " + line for entry in a.site.format() for line in entry.rstrip("\n").split("\n")
        )
    return lines
