"""``incore.sweep(...)``: build a sweep's runs, send them to an executor, collect the rows as
the runs finish, and write the result files."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TextIO

from incore.sweeps import axes, grid, writers
from incore.sweeps.cluster import DaskPool, scheduler_from
from incore.sweeps.local import LocalPool
from incore.sweeps.progress import Progress

KINDS = ("l2", "run")


@dataclass
class SweepResult:
    """A sweep's rows (in grid order), the runs that did not finish (``{"id", "reason"}``),
    whether it was interrupted, and the executor it ran on."""

    kind: str
    rows: list[dict] = field(default_factory=list)
    unfinished: list[dict] = field(default_factory=list)
    interrupted: bool = False
    executor: str = ""

    @property
    def failed(self) -> list[dict]:
        """The rows whose run failed."""
        return [r for r in self.rows if r.get("status") != "ok"]

    @property
    def ok(self) -> bool:
        """Every run finished and none failed."""
        return not self.failed and not self.unfinished


def build_specs(kind: str, targets: str | Iterable[str], *, preset=None, l2_size=None,
                case=None, bypass=None, defines=None, platform=None, opt=None,
                sanitize: bool = False, cross_check: bool = False, quick: bool = False,
                timeout: float | None = None) -> list[dict]:
    """The runs of a sweep, as specs (incore.sweeps.grid); ValueError on a bad axis value."""
    if kind not in KINDS:
        raise ValueError(f"a sweep is `l2` or `run`, not {kind!r}")
    defines = axes.parse_defines(defines)
    if kind == "l2":
        examples = [targets] if isinstance(targets, str) else list(targets)
        if not examples:
            raise ValueError("incore sweep l2 needs at least one EXAMPLE")
        presets = axes.check_choices("--preset", axes.split_list(preset),
                                     tuple(axes.PRESET_PLATFORM))
        bypass = axes.check_choices("--bypass", axes.split_list(bypass)
                                    or ["as-compiled", "none"], axes.BYPASS_CHOICES)
        return grid.l2_specs([str(e) for e in examples], presets=presets,
                             sizes=[axes.parse_size(s) for s in axes.split_list(l2_size)],
                             cases=axes.split_list(case), bypass=bypass, defines=defines)
    if not isinstance(targets, (str, bytes)) and not hasattr(targets, "__fspath__"):
        targets = list(targets)
        if len(targets) != 1:
            raise ValueError("incore sweep run takes one DIR")
        targets = targets[0]
    platforms = axes.check_choices("--platform", axes.split_list(platform) or ["a2a3sim"],
                                   axes.PLATFORMS)
    levels = axes.parse_levels(opt if not isinstance(opt, int) else [str(opt)]) or [2]
    return grid.run_specs(targets, platforms=platforms, levels=levels, sanitize=sanitize,
                          cross_check=cross_check, quick=quick, timeout=timeout,
                          defines=defines)


def sweep(kind: str, targets: str | Iterable[str] | None = None, *, examples=None,
          directory=None, preset=None, l2_size=None, case=None,
          bypass=None, defines=None, platform=None, opt=None, sanitize: bool = False,
          cross_check: bool = False, quick: bool = False, jobs: int | None = None,
          scheduler: object = None, timeout: float | None = None, json: str | None = None,
          csv: str | None = None, junit: str | None = None, plot: str | None = None,
          resume: str | None = None, out: TextIO | None = None) -> SweepResult:
    """Run a grid of runs and collect one row per run.

    ``kind="l2"``: ``targets`` (or ``examples``) are example directories; the axes are
    ``preset`` (910B3, 950), ``l2_size`` (``"64MiB"`` or bytes), ``case``, ``bypass``
    (as-compiled, none, advised) and ``defines`` (``{"T": [64, 128]}`` or ``["T=64,128"]``,
    const parameters).  ``kind="run"``: ``targets`` (or ``directory``) is a directory of
    examples; the axes are its cases, ``platform``, ``opt`` (``[0, 3]`` or ``"-O0,-O3"``) and
    ``defines``; ``sanitize``/``cross_check`` run every case so.  Each axis takes a list or a
    comma text.

    The runs go to ``jobs`` local processes (default: the CPU count), or to a Dask cluster:
    ``scheduler`` an address or a ``distributed.Client``, or ``$INCORE_DASK_SCHEDULER``.
    ``timeout`` bounds each launch (and each run, with a start allowance).  ``json``, ``csv``,
    ``junit`` and ``plot`` name result files; ``resume`` names a previous ``json``: its rows
    are kept and only the runs it lacks run.  ``out`` receives the table (None: silent).
    A Ctrl-C stops the sweep: the finished rows are kept and written, the others listed in
    ``unfinished``.
    """
    targets = next((t for t in (targets, examples, directory) if t is not None), None)
    if targets is None:
        raise ValueError("incore.sweep needs its targets: example directories (l2) or a "
                         "directory of examples (run)")
    if plot is not None:
        from incore.sweeps.plot import check_matplotlib

        check_matplotlib()
    specs = build_specs(kind, targets, preset=preset, l2_size=l2_size, case=case,
                        bypass=bypass, defines=defines, platform=platform, opt=opt,
                        sanitize=sanitize, cross_check=cross_check, quick=quick,
                        timeout=timeout)
    order = {rid: i for i, s in enumerate(specs) for rid in grid.row_ids(s)}
    kept = [r for r in writers.read_finished(resume, kind) if r.get("id") in order] \
        if resume else []
    finished = {r["id"] for r in kept}
    todo = [s for s in specs if not set(grid.row_ids(s)) <= finished]
    scheduler = scheduler_from(scheduler)
    pool = DaskPool(scheduler) if scheduler is not None else LocalPool(jobs)
    result = SweepResult(kind, rows=list(kept), executor=pool.describe())
    progress = Progress(out or _Null(), len(todo), kind)
    done: set[str] = set()
    try:
        with contextlib.closing(pool.run(todo, timeout)) as runs:
            for spec, rows, reason in runs:
                done.add(spec["id"])
                if rows is None:
                    result.unfinished.append({"id": spec["id"], "reason": reason})
                    continue
                result.rows.extend(rows)
                progress.add(rows)
    except KeyboardInterrupt:
        result.interrupted = True
    finally:
        progress.finish()
        if isinstance(pool, DaskPool):
            pool.close()
    reason = "interrupted" if result.interrupted else "not run"
    result.unfinished += [{"id": s["id"], "reason": reason} for s in todo if s["id"] not in done]
    result.rows.sort(key=lambda r: order.get(r["id"], len(order)))
    _write(result, json=json, csv=csv, junit=junit, plot=plot)
    return result


class _Null:
    def write(self, text: str) -> None:
        pass

    def flush(self) -> None:
        pass


def _write(result: SweepResult, *, json, csv, junit, plot) -> None:
    if json is not None:
        writers.write_json(json, result.kind, result.rows, result.unfinished)
    if csv is not None:
        writers.write_csv(csv, result.rows)
    if junit is not None:
        writers.write_junit(junit, result.rows, result.unfinished)
    if plot is not None:
        from incore.sweeps.plot import write_plot

        write_plot(plot, result.rows)
