"""Compile cache: cold compile vs cache-hit compile, in-process and in a new process.

    python benchmarks/compile_cache.py [--repeat 20] [--processes 7]

Every measurement uses a temporary ``INCORE_CACHE_DIR``, never the user's cache.  In-process
times are medians of ``incore.compile_file`` calls in a warm process (cold: ``cache=False``;
hit: the entry exists).  New-process times are medians over fresh interpreters of the time
from the first line of the script (before ``import incore``) until ``compile_file`` returns
(cold: empty cache; hit: the entry exists).  The last column reads ``module.program`` after
the hit, which runs the frontend a hit otherwise skips.  Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import incore
from incore import cache

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ("saxpy", "rowscale")
CHILD = """
import time
t0 = time.perf_counter()
import sys, incore
module = incore.compile_file(sys.argv[1])
if sys.argv[2] == "program":
    module.program
print(time.perf_counter() - t0)
"""


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def in_process(path: Path, repeat: int) -> tuple[float, float, float]:
    """(cold, hit, hit + frontend) medians of compile_file in this process."""
    incore.compile_file(path, cache=False)  # warm the parser tables and the target machine
    cold = median_time(lambda: incore.compile_file(path, cache=False), repeat)
    cache.clear()
    incore.compile_file(path)  # stores the entry
    hit = median_time(lambda: incore.compile_file(path), repeat)
    checked = median_time(lambda: incore.compile_file(path).program, repeat)
    return cold, hit, checked


def child(path: Path, mode: str) -> float:
    proc = subprocess.run([sys.executable, "-c", CHILD, str(path), mode], capture_output=True,
                          text=True, env=os.environ.copy())
    if proc.returncode != 0:
        raise SystemExit(f"compiling {path} in a new process failed:\n{proc.stderr}")
    return float(proc.stdout)


def new_process(path: Path, runs: int) -> tuple[float, float, float]:
    """(cold, hit, hit + frontend) medians over fresh interpreters."""
    colds, hits, checked = [], [], []
    for _ in range(runs):
        cache.clear()
        colds.append(child(path, "compile"))  # empty cache: compiles and stores
        hits.append(child(path, "compile"))
        checked.append(child(path, "program"))
    return statistics.median(colds), statistics.median(hits), statistics.median(checked)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=20, help="in-process compiles per median")
    ap.add_argument("--processes", type=int, default=7, help="new processes per median")
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="incore-bench-cache-") as tmp:
        os.environ[cache.ENV_DIR] = tmp
        for name in EXAMPLES:
            path = ROOT / "examples" / name / "kernel.ik"
            rows.append((f"{name}, in-process", *in_process(path, args.repeat)))
            p_cold, p_hit, p_checked = new_process(path, args.processes)
            rows.append((f"{name}, new process (import + compile)", p_cold, p_hit, p_checked))
        size = cache.info().total_bytes
    print(f"machine: {platform.machine()}, {os.cpu_count()} cpus, python "
          f"{platform.python_version()}, in-process median of {args.repeat}, new-process "
          f"median of {args.processes}; rowscale entry {size} bytes")
    print("| compile | cold | cache hit | cold / hit | hit + `module.program` |")
    print("|---|---|---|---|---|")
    for what, cold, hit, checked in rows:
        digits = 2 if hit < 0.01 else 0
        print(f"| {what} | {cold * 1e3:.{1 if digits else 0}f} ms | {hit * 1e3:.{digits}f} ms "
              f"| {cold / hit:.1f}x | {checked * 1e3:.{digits}f} ms |")


if __name__ == "__main__":
    main()
