"""A sweep of L2 runs on 1 process and on 2: the local pool, then a Dask LocalCluster of 2
worker processes, beside the shell loop a sweep replaces (``incore l2`` once per run).

The grid: examples weights_stream, l2_reuse, saxpy and rowscale (first cases) x presets
910B3 and 950 x eight L2 sizes (1 MiB .. 192 MiB) = 64 runs; ``--runs N`` takes the first N
(the shell loop runs ``--loop`` of them and is scaled to N).  Every run is a process of its
own that compiles (the compile cache is warmed first, untimed), starts a device and runs the
example twice through the L2 model, so the figures are dominated by process, import and
device start, as a real sweep of small cases is.  The speed-up is the 1-process time over the
2-process time; on a machine shared with other work it is below 2 by the load, which the
output states (os.getloadavg before and after).

    python benchmarks/sweep.py [--runs N] [--loop N] [--no-dask] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from incore.sweeps.driver import build_specs  # noqa: E402
from incore.sweeps.local import LocalPool  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = [str(ROOT / "examples" / e) for e in ("weights_stream", "l2_reuse", "saxpy",
                                                  "rowscale")]
SIZES = "1MiB,2MiB,4MiB,8MiB,16MiB,32MiB,64MiB,192MiB"


def grid(runs: int) -> list[dict]:
    """The first ``runs`` specs of the 64-run grid."""
    specs = build_specs("l2", EXAMPLES, preset="910B3,950", l2_size=SIZES,
                        bypass="as-compiled,none")
    return specs[:runs]


def timed(pool, specs: list[dict]) -> tuple[float, int, int]:
    """Seconds to run ``specs`` on ``pool``, the rows and the failed rows."""
    t0 = time.perf_counter()
    rows = [r for _, got, _ in pool.run(specs, None) for r in (got or [])]
    return time.perf_counter() - t0, len(rows), sum(r["status"] != "ok" for r in rows)


def shell_loop(specs: list[dict]) -> float:
    """Seconds for ``python -m incore l2`` once per spec, one after another."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    t0 = time.perf_counter()
    for s in specs:
        cmd = [sys.executable, "-m", "incore", "l2", s["example"], "--preset", s["preset"],
               "--l2-size", str(s["l2_size"]), "--platform", s["platform"]]
        subprocess.run(cmd, check=True, capture_output=True, env=env)
    return time.perf_counter() - t0


def main() -> int:
    """Run the benchmark and print (and optionally write) its figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=64, help="runs of the grid (default 64)")
    ap.add_argument("--loop", type=int, default=4, help="runs of the shell loop (default 4)")
    ap.add_argument("--no-dask", action="store_true", help="skip the LocalCluster row")
    ap.add_argument("--json", metavar="FILE")
    args = ap.parse_args()
    specs = grid(args.runs)
    load0 = os.getloadavg()
    timed(LocalPool(2), grid(64)[::16])  # warm the compile cache: one run per example
    results: dict[str, dict] = {}
    loop_s = shell_loop(specs[:args.loop]) * len(specs) / max(1, args.loop)
    results["shell loop (incore l2 per run, scaled)"] = {"seconds": loop_s}
    for label, pool in (("local pool, 1 process", LocalPool(1)),
                        ("local pool, 2 processes", LocalPool(2))):
        seconds, nrows, failed = timed(pool, specs)
        results[label] = {"seconds": seconds, "rows": nrows, "failed": failed}
    if not args.no_dask:
        from distributed import Client, LocalCluster

        from incore.sweeps.cluster import DaskPool

        with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, host="127.0.0.1",
                          dashboard_address=None) as cluster, Client(cluster) as client:
            seconds, nrows, failed = timed(DaskPool(client), specs)
        results["LocalCluster, 2 workers"] = {"seconds": seconds, "rows": nrows,
                                              "failed": failed}
    load1 = os.getloadavg()
    base = results["local pool, 1 process"]["seconds"]
    print(f"incore sweep l2: {len(specs)} runs ({platform.machine()}, {os.cpu_count()} CPUs, "
          f"load average {load0[0]:.1f} before, {load1[0]:.1f} after)")
    print(f"{'executor':<40} {'seconds':>8} {'s/run':>6} {'speed-up':>8}")
    for label, r in results.items():
        r["speedup_vs_1_process"] = base / r["seconds"]
        print(f"{label:<40} {r['seconds']:>8.1f} {r['seconds'] / len(specs):>6.2f} "
              f"{r['speedup_vs_1_process']:>7.2f}x" + (f"  ({r['failed']} failed rows)"
                                                      if r.get("failed") else ""))
    if args.json:
        Path(args.json).write_text(json.dumps({"runs": len(specs), "load": [load0, load1],
                                               "results": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
