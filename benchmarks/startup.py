"""Worker start: a fresh process that imports incore, starts a Worker and allocates, beside
``python -c pass`` and ``python -c "import numpy"`` in one run.

    python benchmarks/startup.py [--runs N] [--json FILE]

The figure is ``(t(incore) - t(numpy)) / t(pass)``: what incore adds beyond numpy's import, in
units of a bare interpreter start; the target is <= 5.  The three commands run in alternating
rounds (a burst of load on a shared machine hits all alike); each figure is the median and p10
of its runs.

incore's bytecode is compiled first (``python -m compileall incore``, into the package's own
``__pycache__`` as ``pip install`` does), so the figure is what an installed incore costs, not
the compile of its sources; under ``PYTHONDONTWRITEBYTECODE=1`` without that step every start
also compiles every incore module it imports, in the host and in the device process.

The device's own machine code is cached on disk (``incore/runtime/common/nativecache.py``); the
first, untimed run of each configuration fills that cache, as any earlier Worker would have.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = {
    "pass": "pass",
    "numpy": "import numpy",
    "incore": "import numpy, incore; w = incore.Worker(); w.zeros(4)",
}
TARGET = 5.0


def run_once(code: str, env: dict) -> float:
    """Wall seconds of one ``python -c code`` in a fresh process."""
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - t0


def measure(env: dict, runs: int) -> dict[str, list[float]]:
    """``runs`` timings of every command, taken in alternating rounds after one warm-up each."""
    for code in COMMANDS.values():
        run_once(code, env)
    samples: dict[str, list[float]] = {name: [] for name in COMMANDS}
    for _ in range(runs):
        for name, code in COMMANDS.items():
            samples[name].append(run_once(code, env))
    return samples


def p10(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * 0.1) - (len(ordered) >= 10))]


def summarise(samples: dict[str, list[float]]) -> dict:
    med = {name: statistics.median(v) for name, v in samples.items()}
    low = {name: p10(v) for name, v in samples.items()}
    return {
        "median_s": med, "p10_s": low,
        "ratio_median": (med["incore"] - med["numpy"]) / med["pass"],
        "ratio_p10": (low["incore"] - low["numpy"]) / low["pass"],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15, help="timed runs of each command")
    ap.add_argument("--json", metavar="FILE", help="also save the figures as JSON")
    args = ap.parse_args()
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "incore")],
                   env={**os.environ, "PYTHONDONTWRITEBYTECODE": ""}, check=True,
                   stdout=subprocess.DEVNULL)
    results = {"bytecode cached": summarise(measure(dict(os.environ), args.runs))}
    load = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    print(f"machine: {os.cpu_count()} cpus, python {sys.version.split()[0]}, load average {load}")
    print("| configuration | python -c pass | import numpy | numpy + incore Worker + zeros(4) "
          "| (incore - numpy) / pass | target | status |\n|---|---|---|---|---|---|---|")
    for name, r in results.items():
        med, low = r["median_s"], r["p10_s"]
        cells = " | ".join(f"{med[c] * 1e3:.0f} ms (p10 {low[c] * 1e3:.0f})" for c in COMMANDS)
        status = "met" if r["ratio_median"] <= TARGET else "missed"
        print(f"| {name} | {cells} | {r['ratio_median']:.2f}x (p10 {r['ratio_p10']:.2f}x) "
              f"| <= {TARGET:g}x | {status} |")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
