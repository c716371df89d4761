"""Cost of the sanitizer: the same launches on a plain Worker and on a ``sanitize=True`` one.

saxpy over contiguous chunks (each block's accesses coalesce into one interval per access
site) is the issue's measure: a sanitized saxpy of 1M elements must cost at most 50x the
plain launch.  The grid-stride saxpy (each block touches every ``block_num``-th element) is
one strided run per access site and block, which the host drops before the checks: it must
cost at most 50x too (issue 31).

    python benchmarks/sanitizer.py [--n 1048576] [--repeat 15]

Both Workers share one device; their launches are interleaved; each figure is the median
wall time of ``Worker.launch`` (staging, run, copy back and, sanitized, the record drain and
the checks) over ``--repeat`` launches.  Prints a Markdown table (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

import numpy as np

import incore

SOURCE = """
kernel saxpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    for i in range(lo, min(lo + span, N)):
        y[i] = a * x[i] + y[i]

kernel saxpy_stride(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = a * x[i] + y[i]
"""


def wall(worker, kernel, args, blocks: int) -> float:
    t0 = time.perf_counter()
    worker.launch(kernel, *args, blocks=blocks)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1 << 20)
    ap.add_argument("--repeat", type=int, default=15)
    args = ap.parse_args()
    mod = incore.compile(SOURCE, filename="bench.ik")
    rng = np.random.default_rng(0)
    x = rng.standard_normal(args.n, dtype=np.float32)
    y = rng.standard_normal(args.n, dtype=np.float32)
    rows = []
    ratios: dict[tuple[str, str], float] = {}
    with incore.Worker(device_id=28) as plain, incore.Worker(device_id=28,
                                                             sanitize=True) as checked:
        blocks = sum(1 for _, kind, _ in plain.cores if kind == "aiv")
        dx, dy = checked.to_device(x), checked.to_device(y)
        cases = [
            ("saxpy", "numpy arrays", mod.saxpy, (x, y.copy(), np.float32(2.0))),
            ("saxpy", "device buffers", mod.saxpy, (dx, dy, np.float32(2.0))),
            ("saxpy_stride", "device buffers", mod.saxpy_stride, (dx, dy, np.float32(2.0))),
        ]
        for name, kind, kernel, kargs in cases:
            times: dict[str, list[float]] = {"plain": [], "sanitized": []}
            for w in (plain, checked):  # warm-up: the checked variant compiles here
                w.launch(kernel, *kargs, blocks=blocks)
            for _ in range(args.repeat):
                times["plain"].append(wall(plain, kernel, kargs, blocks))
                times["sanitized"].append(wall(checked, kernel, kargs, blocks))
            t_plain = statistics.median(times["plain"])
            t_san = statistics.median(times["sanitized"])
            rows.append((f"{name} ({args.n} f32, {kind})", f"{t_plain * 1e3:.2f} ms",
                         f"{t_san * 1e3:.2f} ms", f"{t_san / t_plain:.1f}x"))
            ratios[(name, kind)] = t_san / t_plain
    print(f"machine: {platform.machine()}, {os.cpu_count()} cpus, load average "
          f"{os.getloadavg()[0]:.1f}, {blocks} blocks, median of {args.repeat} launches")
    print("| launch | plain | sanitize=True | cost |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    for name, label in (("saxpy", "contiguous"), ("saxpy_stride", "grid-stride")):
        r = ratios[(name, "device buffers")]
        print(f"{label} saxpy sanitized / plain: {r:.1f}x (target <= 50x: "
              f"{'met' if r <= 50 else 'missed'})")


if __name__ == "__main__":
    main()
