"""The ``incore sweep l2|run`` subcommand: its options (``add_parser``) and what it does
(``command``)."""

from __future__ import annotations

import argparse
from typing import TextIO


def _jobs(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"-j must be at least 1, got {value}")
    return value


def _seconds(text: str) -> float:
    from incore.golden.options import parse_timeout

    return parse_timeout(text)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("-D", dest="defines", action="append", metavar="NAME=v1,v2",
                   help="const parameter values, an axis of the grid (repeatable)")
    p.add_argument("-j", "--jobs", type=_jobs, metavar="N",
                   help="local processes running at a time (default: the CPU count)")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="run on this Dask scheduler (tcp://host:8786) instead of local "
                   "processes (default: $INCORE_DASK_SCHEDULER; needs pip install "
                   "'incore[dask]')")
    p.add_argument("--timeout", type=_seconds, metavar="S",
                   help="a run's process is killed S + 20 s after it starts (a failed row); "
                   "in `sweep run`, also each launch's bound (incore run --timeout)")
    p.add_argument("--json", metavar="FILE", help="write every row (and the unfinished runs)")
    p.add_argument("--csv", metavar="FILE", help="write one CSV line per row")
    p.add_argument("--resume", metavar="FILE",
                   help="a previous --json of this same sweep: keep its rows, run only the "
                   "runs it lacks")


def add_parser(sub) -> argparse.ArgumentParser:
    """Add ``sweep`` (with ``l2`` and ``run``) to the ``incore`` subcommands."""
    sweep = sub.add_parser("sweep", help="a grid of runs, one row per run, on local processes "
                           "or a Dask cluster")
    kinds = sweep.add_subparsers(dest="sweep_kind", required=True, metavar="{l2,run}")
    l2 = kinds.add_parser("l2", help="L2 studies: examples across presets, L2 sizes, cases, "
                          "bypass choices and const values")
    l2.add_argument("examples", nargs="+", metavar="EXAMPLE", help="example directories")
    l2.add_argument("--preset", action="append", metavar="P,...",
                    help="chip L2 presets: 910B3 (on a2a3sim), 950 or a5 (on a5sim)")
    l2.add_argument("--l2-size", action="append", metavar="S,...",
                    help="L2 sizes (64MiB, 192MiB, bytes); default: the preset's")
    l2.add_argument("--case", action="append", metavar="C,...",
                    help="cases of golden.py's CASES (default: the first)")
    l2.add_argument("--bypass", action="append", metavar="B,...",
                    help="as-compiled, none (every BYPASS as DEFAULT), advised (the "
                    "advisor's choice); default: as-compiled,none")
    l2.add_argument("--plot", metavar="FILE.png", help="main-memory bytes and estimated time "
                    "across the axes (needs pip install 'incore[plot]')")
    _common(l2)
    run = kinds.add_parser("run", help="golden campaigns: every case of every example under "
                           "DIR across platforms and -O levels")
    run.add_argument("dir", metavar="DIR", help="a directory of examples (or one example)")
    run.add_argument("--platform", action="append", metavar="P,...",
                     help="a2a3sim, a5sim (default: a2a3sim)")
    run.add_argument("-O", dest="levels", action="append", metavar="LEVEL",
                     help="optimisation levels: -O0,-O3 or -O0 -O3 (default: -O2)")
    run.add_argument("--sanitize", action="store_true", help="run every case sanitized")
    run.add_argument("--cross-check", action="store_true",
                     help="run every case compiled and interpreted, compared")
    run.add_argument("--quick", action="store_true",
                     help="only each golden.py's QUICK_CASES, when it names some")
    run.add_argument("--junit", metavar="FILE", help="write JUnit XML, one testcase per row")
    _common(run)
    return sweep


def command(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``incore sweep`` with parsed ``args``: 0 when every run finished and passed, 1 when
    some failed or did not finish, 130 when interrupted."""
    from incore.sweeps.driver import sweep

    common = {"defines": args.defines or [], "jobs": args.jobs, "scheduler": args.scheduler,
              "timeout": args.timeout, "json": args.json, "csv": args.csv,
              "resume": args.resume, "out": out}
    try:
        if args.sweep_kind == "l2":
            result = sweep("l2", args.examples, preset=args.preset, l2_size=args.l2_size,
                           case=args.case, bypass=args.bypass, plot=args.plot, **common)
        else:
            result = sweep("run", args.dir, platform=args.platform, opt=args.levels,
                           sanitize=args.sanitize, cross_check=args.cross_check,
                           quick=args.quick, junit=args.junit, **common)
    except ImportError as exc:  # a missing extra (distributed, matplotlib)
        raise ValueError(str(exc)) from None
    nrows, nfailed = len(result.rows), len(result.failed)
    out.write(f"sweep: {nrows} row{'s' * (nrows != 1)}, {nfailed} failed, "
              f"{len(result.unfinished)} run{'s' * (len(result.unfinished) != 1)} not finished "
              f"({result.executor})\n")
    for item in result.unfinished[:20]:
        out.write(f"  not finished: {item['id']} ({item['reason']})\n")
    for flag in ("json", "csv", "junit", "plot"):
        path = getattr(args, flag, None)
        if path is not None:
            out.write(f"wrote {path}\n")
    if result.unfinished:
        hint = f"--resume {args.json}" if args.json else "--json FILE, then --resume FILE"
        out.write(f"run the same command with {hint} to run only the unfinished runs\n")
    if result.interrupted:
        return 130
    return 0 if result.ok else 1
