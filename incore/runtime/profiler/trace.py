"""Chrome trace-event JSON: the events the profiler writes and the file around them.

The format is the Trace Event Format that Perfetto (ui.perfetto.dev) and ``chrome://tracing``
read: ``{"traceEvents": [...], "displayTimeUnit": "ms"}`` with

* ``ph: "X"`` complete events (a span): ``name``, ``cat``, ``pid``, ``tid``, ``ts``, ``dur``;
* ``ph: "C"`` counter events: ``name``, ``pid``, ``ts`` and numeric ``args``;
* ``ph: "M"`` metadata events naming processes and threads and ordering them.

``ts`` and ``dur`` are microseconds whatever ``displayTimeUnit`` says (it only picks the unit the
viewer shows).  Times enter here as CLOCK_MONOTONIC nanoseconds and leave relative to the
profiler's origin, so every value is a small decimal with at most three fractional digits that
both viewers turn back into the same whole nanoseconds.
"""

from __future__ import annotations

import json
from typing import IO, Any


def us(ns: int, origin_ns: int) -> float:
    """Nanoseconds since ``origin_ns`` as microseconds."""
    return (ns - origin_ns) / 1000


def span(
    name: str, cat: str, pid: int, tid: int, start_ns: int, end_ns: int, origin_ns: int,
    args: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A complete event (``ph: "X"``) from ``start_ns`` to ``end_ns``."""
    event = {
        "name": name, "cat": cat, "ph": "X", "pid": pid, "tid": tid,
        "ts": us(start_ns, origin_ns), "dur": (end_ns - start_ns) / 1000,
    }
    if args:
        event["args"] = args
    return event


def counter(
    name: str, pid: int, ts_ns: int, origin_ns: int, values: dict[str, int | float]
) -> dict[str, Any]:
    """A counter sample (``ph: "C"``): one track per key of ``values`` under ``name``."""
    return {"name": name, "ph": "C", "pid": pid, "ts": us(ts_ns, origin_ns), "args": values}


def process_name(pid: int, name: str) -> dict[str, Any]:
    """Metadata: the name the viewer shows for process ``pid``."""
    return {"name": "process_name", "ph": "M", "pid": pid, "args": {"name": name}}


def process_sort_index(pid: int, index: int) -> dict[str, Any]:
    """Metadata: processes are listed by ascending index."""
    return {"name": "process_sort_index", "ph": "M", "pid": pid, "args": {"sort_index": index}}


def thread_name(pid: int, tid: int, name: str) -> dict[str, Any]:
    """Metadata: the name the viewer shows for thread ``tid`` of ``pid``."""
    return {"name": "thread_name", "ph": "M", "pid": pid, "tid": tid, "args": {"name": name}}


def thread_sort_index(pid: int, tid: int, index: int) -> dict[str, Any]:
    """Metadata: the threads of a process are listed by ascending index."""
    return {
        "name": "thread_sort_index", "ph": "M", "pid": pid, "tid": tid,
        "args": {"sort_index": index},
    }


def _order(event: dict[str, Any]) -> tuple[float, float]:
    # By start, and of two spans starting together the longer (the parent) first: viewers that
    # nest spans in file order then see every parent before its children.
    return (event.get("ts", 0.0), -event.get("dur", 0.0))


def write(out: IO[str], metadata: list[dict[str, Any]], events: list[dict[str, Any]]) -> None:
    """Write the trace file: metadata first, then the events ordered by start time."""
    trace = {
        "traceEvents": metadata + sorted(events, key=_order),
        "displayTimeUnit": "ms",
    }
    out.write(json.dumps(trace, allow_nan=False))  # one C-encoded string: far faster than dump
    out.write("\n")
