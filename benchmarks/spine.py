"""Spine benchmarks: compile time, empty-launch round trip, saxpy throughput beside numpy/numba.

    python benchmarks/spine.py [--n 16777216] [--repeat 20]

Prints a Markdown table (the numbers in docs/benchmarks.md come from this script).  Throughput
counts 12 bytes per element (read x, read y, write y) for every contender.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from pathlib import Path

import numpy as np

import incore

ROOT = Path(__file__).resolve().parents[1]
EMPTY = """
kernel empty(x: Tensor[[N], f32]):
    pass
"""


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def bench_compile(repeat: int) -> float:
    source = (ROOT / "examples" / "saxpy" / "kernel.ik").read_text()
    incore.compile(source, filename="kernel.ik", cache=False)  # warm target machine and parser
    return median_time(lambda: incore.compile(source, filename="kernel.ik", cache=False), repeat)


def bench_cold_compile(repeat: int) -> float:
    """Source -> payload in a fresh process (grammar construction and LLVM start-up included)."""
    import subprocess
    import sys

    code = (
        "import time; t0 = time.perf_counter(); import incore; "
        f"incore.compile_file({str(ROOT / 'examples' / 'saxpy' / 'kernel.ik')!r}, cache=False); "
        "print(time.perf_counter() - t0)"
    )
    runs = [
        float(
            subprocess.run(
                [sys.executable, "-c", code], capture_output=True, text=True, check=True
            ).stdout
        )
        for _ in range(repeat)
    ]
    return statistics.median(runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1 << 24)
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--launches", type=int, default=2000)
    args = ap.parse_args()
    n, gb = args.n, 12 * args.n / 1e9
    rows = []

    warm = bench_compile(args.repeat)
    rows.append(("compile saxpy, warm (source -> payload, -O2)", f"{warm * 1e3:.1f} ms"))
    cold = bench_cold_compile(5)
    rows.append(("compile saxpy, cold process (import + first compile)", f"{cold * 1e3:.0f} ms"))

    empty = incore.compile(EMPTY)["empty"]
    saxpy = incore.compile_file(ROOT / "examples" / "saxpy" / "kernel.ik")["saxpy"]
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n, dtype=np.float32)
    y = rng.standard_normal(n, dtype=np.float32)
    alpha = np.float32(2.5)

    with incore.Worker(device_id=0, gm_size=1 << 31) as w:
        cores = sum(1 for _, kind, _ in w.cores if kind == "aiv")
        d1 = w.empty((1,), np.float32)
        for _ in range(50):
            w.launch(empty, d1, blocks=1)
        lat = median_time(lambda: w.launch(empty, d1, blocks=1), args.launches)
        rows.append(("empty launch round trip (1 block, device buffer)", f"{lat * 1e6:.0f} us"))
        dx, dy = w.to_device(x), w.to_device(y)
        w.launch(saxpy, dx, dy, alpha, blocks=cores)
        t_dev = median_time(lambda: w.launch(saxpy, dx, dy, alpha, blocks=cores), args.repeat)
        rows.append((f"incore saxpy, device buffers ({cores} AIV cores)", f"{gb / t_dev:.2f} GB/s"))
        xs, ys = x.copy(), y.copy()
        t_host = median_time(
            lambda: w.launch(saxpy, xs, ys, alpha, blocks=cores), max(3, args.repeat // 4)
        )
        rows.append(("incore saxpy, numpy arrays (copy in + out)", f"{gb / t_host:.2f} GB/s"))

    yn = y.copy()

    def numpy_saxpy() -> None:
        nonlocal yn
        yn += alpha * x

    t_np = median_time(numpy_saxpy, args.repeat)
    rows.append(("numpy `y += a * x`", f"{gb / t_np:.2f} GB/s"))
    ratio = f"{t_np / t_dev:.2f}x numpy"
    try:
        import numba

        @numba.njit(fastmath=False, cache=False)
        def nb_saxpy(a, xv, yv):
            for i in range(xv.shape[0]):
                yv[i] = a * xv[i] + yv[i]

        yb = y.copy()
        nb_saxpy(alpha, x, yb)
        t_nb = median_time(lambda: nb_saxpy(alpha, x, yb), args.repeat)
        rows.append((f"numba {numba.__version__} njit loop", f"{gb / t_nb:.2f} GB/s"))
        ratio += f", {t_nb / t_dev:.2f}x numba"
    except ImportError:
        rows.append(("numba", "not installed (pip install '.[bench]')"))
    rows.append(("incore device-buffer saxpy relative speed", ratio))

    print(f"machine: {platform.machine()}, {os.cpu_count()} cpus, numpy {np.__version__}, n = {n}")
    print("| measurement | result |\n|---|---|")
    for name, value in rows:
        print(f"| {name} | {value} |")


if __name__ == "__main__":
    main()
