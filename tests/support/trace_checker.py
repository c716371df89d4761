"""A structural checker for Chrome trace-event JSON files (what Perfetto and chrome://tracing
load), used by the profiler tests instead of a viewer.

``problems(text)`` returns every problem found, as sentences; ``check(path)`` raises
AssertionError listing them and otherwise returns the parsed trace.  Checked:

* the text is JSON (no NaN/Infinity) holding ``{"traceEvents": [...]}`` with a
  ``displayTimeUnit`` of "ms" or "ns" when present;
* every event has the fields its ``ph`` needs (X: name, ts, dur, pid, tid; C: name, ts, pid and
  numeric args; M: a known name, pid, tid for thread metadata, and its args), with finite,
  non-negative times;
* the X spans of each (pid, tid) nest perfectly: two spans are disjoint or one contains the
  other (touching ends allowed);
* every pid used by an X or C event has a ``process_name`` and every (pid, tid) of an X event a
  ``thread_name``;
* every device span (``cat`` "device") lies inside the host ``run`` span (``cat`` "host") whose
  ``args.launch`` is its own.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from pathlib import Path
from typing import Any

# Float slack when comparing span ends given in microseconds (far below one nanosecond).
EPS_US = 1e-6
METADATA_NAMES = {"process_name", "thread_name", "process_sort_index", "thread_sort_index"}


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON (viewers reject it)")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_time(value: Any) -> bool:
    return (
        isinstance(value, (int, float)) and not isinstance(value, bool)
        and math.isfinite(value) and value >= 0
    )


def _event_problems(i: int, ev: Any) -> list[str]:
    where = f"event {i}"
    if not isinstance(ev, dict):
        return [f"{where} is not an object"]
    ph = ev.get("ph")
    out = []
    if ph not in ("X", "C", "M"):
        return [f"{where}: ph {ph!r} is not one of X, C, M"]
    if not isinstance(ev.get("name"), str):
        out.append(f"{where} ({ph}): name missing or not a string")
    if not _is_int(ev.get("pid")):
        out.append(f"{where} ({ph}): pid missing or not an integer")
    args = ev.get("args")
    if "args" in ev and not isinstance(args, dict):
        out.append(f"{where} ({ph}): args is not an object")
        args = None
    if ph == "X":
        if not _is_int(ev.get("tid")):
            out.append(f"{where} (X): tid missing or not an integer")
        for key in ("ts", "dur"):
            if not _is_time(ev.get(key)):
                out.append(f"{where} (X): {key} missing, negative or not a finite number")
    elif ph == "C":
        if not _is_time(ev.get("ts")):
            out.append(f"{where} (C): ts missing, negative or not a finite number")
        if not args or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in args.values()
        ):
            out.append(f"{where} (C): args must be a non-empty object of numbers")
    else:
        name = ev.get("name")
        if name not in METADATA_NAMES:
            out.append(f"{where} (M): unknown metadata name {name!r}")
        elif name.startswith("thread_") and not _is_int(ev.get("tid")):
            out.append(f"{where} (M {name}): tid missing or not an integer")
        elif name.endswith("_name") and not (args and isinstance(args.get("name"), str)):
            out.append(f"{where} (M {name}): args.name missing or not a string")
        elif name.endswith("_sort_index") and not (args and _is_int(args.get("sort_index"))):
            out.append(f"{where} (M {name}): args.sort_index missing or not an integer")
    return out


def _nesting_problems(spans: list[dict]) -> list[str]:
    """Spans of one thread must nest: disjoint, or one inside the other."""
    out = []
    stack: list[dict] = []
    for ev in sorted(spans, key=lambda e: (e["ts"], -e["dur"])):
        end = ev["ts"] + ev["dur"]
        while stack and stack[-1]["ts"] + stack[-1]["dur"] <= ev["ts"] + EPS_US:
            stack.pop()
        if stack:
            parent = stack[-1]
            parent_end = parent["ts"] + parent["dur"]
            if end > parent_end + EPS_US:
                out.append(
                    f"pid {ev['pid']} tid {ev['tid']}: span {ev['name']!r} [{ev['ts']}, {end}] "
                    f"overlaps {parent['name']!r} [{parent['ts']}, {parent_end}] partially"
                )
                continue
        stack.append(ev)
    return out


def problems(text: str) -> list[str]:
    """Every structural problem of the trace-event JSON ``text``."""
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except ValueError as e:
        return [f"not valid JSON: {e}"]
    if not isinstance(data, dict) or not isinstance(data.get("traceEvents"), list):
        return ['the top level must be an object with a "traceEvents" list']
    out = []
    if data.get("displayTimeUnit", "ms") not in ("ms", "ns"):
        out.append(f"displayTimeUnit {data['displayTimeUnit']!r} is not 'ms' or 'ns'")
    events = data["traceEvents"]
    for i, ev in enumerate(events):
        out.extend(_event_problems(i, ev))
    if out:
        return out  # the checks below need well-formed events

    process_names = {ev["pid"] for ev in events if ev["ph"] == "M" and ev["name"] == "process_name"}
    thread_names = {
        (ev["pid"], ev["tid"]) for ev in events if ev["ph"] == "M" and ev["name"] == "thread_name"
    }
    per_thread: dict[tuple[int, int], list[dict]] = defaultdict(list)
    for ev in events:
        if ev["ph"] in ("X", "C") and ev["pid"] not in process_names:
            out.append(f"pid {ev['pid']} (of {ev['ph']} event {ev['name']!r}) has no process_name")
            process_names.add(ev["pid"])  # report each pid once
        if ev["ph"] == "X":
            key = (ev["pid"], ev["tid"])
            if key not in thread_names:
                out.append(f"pid {key[0]} tid {key[1]} (of span {ev['name']!r}) has no thread_name")
                thread_names.add(key)
            per_thread[key].append(ev)
    for spans in per_thread.values():
        out.extend(_nesting_problems(spans))

    runs: dict[Any, list[dict]] = defaultdict(list)
    for ev in events:
        if ev["ph"] == "X" and ev.get("cat") == "host" and ev["name"] == "run":
            runs[(ev.get("args") or {}).get("launch")].append(ev)
    for ev in events:
        if ev["ph"] != "X" or ev.get("cat") != "device":
            continue
        launch = (ev.get("args") or {}).get("launch")
        if launch is None or len(runs.get(launch, ())) != 1:
            out.append(f"device span {ev['name']!r} names launch {launch!r}, which has "
                       f"{len(runs.get(launch, ()))} host run spans (expected one)")
            continue
        run = runs[launch][0]
        if ev["ts"] + EPS_US < run["ts"] or ev["ts"] + ev["dur"] > run["ts"] + run["dur"] + EPS_US:
            out.append(
                f"device span {ev['name']!r} of launch {launch} [{ev['ts']}, "
                f"{ev['ts'] + ev['dur']}] is outside its host run span "
                f"[{run['ts']}, {run['ts'] + run['dur']}]"
            )
    return out


def check(path: str | Path) -> dict:
    """The parsed trace at ``path``; AssertionError listing its problems if it has any."""
    text = Path(path).read_text(encoding="utf-8")
    found = problems(text)
    assert not found, f"{path}: {len(found)} trace problem(s):\n" + "\n".join(found)
    return json.loads(text)
