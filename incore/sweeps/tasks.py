"""The run functions: what one run of a sweep does, in the process that runs it.

``execute(spec)`` writes the spec's example files into a directory named by their hash (so
runs of the same example share their compile-cache entries), runs it and returns its rows.  An
exception of the run becomes the error text of its rows: a run never raises.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import time
import traceback
from pathlib import Path

from incore.sweeps.grid import row_ids

OK, FAILED = "ok", "failed"


def materialize(spec: dict) -> Path:
    """The spec's example files in ``<tmp>/incore-sweep/<hash>/<name>``, written once."""
    files = spec["files"]
    digest = hashlib.sha256(repr(sorted(files.items())).encode()).hexdigest()[:16]
    root = Path(tempfile.gettempdir()) / "incore-sweep" / digest / Path(spec["example"]).name
    root.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        path = root / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            tmp = root / f".{name}.{os.getpid()}"
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, path)
    return root


def call_with_defines(fn, defines: dict, **kwargs):
    """``fn(**kwargs)`` with a row's ``-D`` values as ``consts={name: value}`` (over golden.py's
    ``CONSTS`` and the case's ``consts``, as ``incore run -D`` gives them): the one place const
    parameters reach the runner."""
    if defines:
        kwargs["consts"] = dict(defines)
    return fn(**kwargs)


def failed_rows(spec: dict, error: str, seconds: float | None = None) -> list[dict]:
    """The rows of a run that did not produce its own: each failed with ``error``."""
    return [{**base_row(spec, rid), "status": FAILED, "verdict": "FAIL", "error": error,
             "time_s": seconds} for rid in row_ids(spec)]


def base_row(spec: dict, rid: str) -> dict:
    """A row's identity: its id, example and every axis's value."""
    row = {"id": rid, "kind": spec["kind"], "example": spec["example"]}
    if spec["kind"] == "l2":
        row.update(preset=spec["preset"], l2_size=spec["l2_size"], case=spec["case"],
                   bypass=rid.rsplit("|", 1)[1], defines=spec["defines"])
    else:
        row.update(case=spec["case"], platform=spec["platform"], opt=spec["opt"],
                   sanitize=spec["sanitize"], cross_check=spec["cross_check"],
                   defines=spec["defines"])
    return row


def execute(spec: dict) -> list[dict]:
    """Run one spec and return its rows (failed rows carry the error text)."""
    t0 = time.perf_counter()
    root = None
    try:
        root = materialize(spec)
        rows = (_l2_rows if spec["kind"] == "l2" else _run_rows)(spec, root)
    except Exception as exc:  # the run's failure is its rows' error, never the sweep's
        text = _error_text(exc)
        if root is not None:
            text = text.replace(str(root), spec["example"])
        return failed_rows(spec, text, time.perf_counter() - t0)
    seconds = time.perf_counter() - t0
    for row in rows:
        row.setdefault("time_s", seconds)
    return rows


def _error_text(exc: BaseException) -> str:
    from incore.errors import IncoreError

    if isinstance(exc, (IncoreError, ValueError, TypeError, OSError, KeyError)):
        return f"{type(exc).__name__}: {exc}"
    last = traceback.extract_tb(exc.__traceback__)[-1:]  # a bug: say where
    where = f" at {Path(last[0].filename).name}:{last[0].lineno}" if last else ""
    return f"{type(exc).__name__}: {exc}{where}"


def _l2_config(spec: dict):
    import incore

    sizes = {"size": spec["l2_size"]} if spec["l2_size"] is not None else {}
    if spec["preset"]:
        return incore.L2Config.preset(spec["preset"], **sizes)
    return incore.L2Config(**sizes)


def _numbers(stats, bandwidths) -> dict:
    per_tensor = {
        name: {"main_memory_bytes": c.bytes_from_main_memory + c.bytes_to_main_memory,
               "read_hit_rate": c.read_hit_rate}
        for name, c in stats.per_tensor.items()}
    return {"main_memory_bytes": stats.main_memory_bytes,
            "read_hit_rate": stats.total.read_hit_rate,
            "estimated_memory_time_s": bandwidths.of(stats), "per_tensor": per_tensor}


def _l2_rows(spec: dict, root: Path) -> list[dict]:
    from incore.golden import l2run
    from incore.runtime.l2.memtime import Bandwidths
    from incore.sweeps import advised

    config = _l2_config(spec)
    kwargs = {"example": root, "config": config, "platform": spec["platform"],
              "case": spec["case"], "opt": spec["opt"]}
    cmp = call_with_defines(l2run.compare_policies, spec["defines"], **kwargs)
    compiled, none = cmp.runs[0].stats, cmp.runs[1].stats
    builds = {"as-compiled": (compiled, advised.compiled_bypass(compiled)),
              "none": (none, set())}
    if "advised" in spec["bypass"]:
        chosen = advised.advised_bypass(compiled, none)
        if chosen == builds["as-compiled"][1]:
            builds["advised"] = (compiled, chosen)
        elif not chosen:
            builds["advised"] = (none, chosen)
        else:  # a build of its own: the source with the advisor's BYPASS marks
            source = (root / "kernel.ik").read_text(encoding="utf-8")
            files = {**spec["files"], "kernel.ik": advised.rewrite_source(
                source, cmp.runs[0].kernel, chosen)}
            other = materialize({**spec, "files": files})
            rerun = call_with_defines(l2run.compare_policies, spec["defines"],
                                      **{**kwargs, "example": other})
            builds["advised"] = (rerun.runs[0].stats, chosen)
    bandwidths = Bandwidths()
    base = _numbers(none, bandwidths)
    rows = []
    for rid in row_ids(spec):
        row = base_row(spec, rid)
        stats, bypassed = builds[row["bypass"]]
        numbers = _numbers(stats, bandwidths)
        mm, t = numbers["main_memory_bytes"], numbers["estimated_memory_time_s"]
        row.update(status=OK if cmp.golden_ok else FAILED,
                   verdict="PASS" if cmp.golden_ok else "FAIL", error="",
                   kernel=cmp.runs[0].kernel, platform=spec["platform"],
                   l2=config.describe(), l2_bytes=config.size, launches=cmp.launches,
                   bypassed=sorted(bypassed), **numbers,
                   delta_main_memory_bytes=mm - base["main_memory_bytes"],
                   delta_main_memory_pct=_pct(mm, base["main_memory_bytes"]),
                   delta_memory_time_pct=_pct(t, base["estimated_memory_time_s"]))
        if not cmp.golden_ok:
            row["error"] = "the outputs do not match compute_golden() (see incore run)"
        rows.append(row)
    return rows


def _pct(value: float, base: float) -> float:
    return 100.0 * (value - base) / base if base else 0.0


def _run_rows(spec: dict, root: Path) -> list[dict]:
    from incore.golden import run_example

    report = call_with_defines(
        run_example, spec["defines"], example=root, case=spec["case"],
        platform=spec["platform"], opt=spec["opt"], sanitize=spec["sanitize"],
        cross_check=spec["cross_check"], timeout=spec["timeout"])
    case = report.cases[0]
    # a mismatch against the golden is said by the outputs that failed (incore run's lines)
    problems = list(case.problems) + [o.render() for o in case.outputs if not o.ok]
    verdict = case.verdict
    if case.findings:
        from incore.runtime.sanitizer import Report

        found = Report()
        found.add(case.findings)
        problems += found.lines()
        verdict = "FAIL"
    text = "\n".join(problems).replace(str(root), spec["example"])
    row = base_row(spec, spec["id"])
    row.update(status=OK if verdict != "FAIL" else FAILED, verdict=verdict, error=text,
               kernel=case.kernel, timings=dict(case.timings), note=case.note or "")
    return [row]
