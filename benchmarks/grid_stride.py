"""Contiguous chunks vs grid-stride loops: saxpy per block count, beside numpy.

    python benchmarks/grid_stride.py [--n 4194304] [--repeat 9] [--blocks 1,2,4,8,16,32,64]

Two kernels compute ``y = alpha * x + y`` over device buffers (no copies): ``chunks`` gives
each block one contiguous range (as examples/saxpy does), ``stride`` lets block ``b`` take
elements ``b, b + block_num, b + 2 * block_num, ...`` (a grid-stride loop).  Every time is the
median kernel run time (``LaunchStats.run_s``) of ``--repeat`` launches after one warm-up; the
numpy peer is ``y += alpha * x``.  The three are interleaved (one launch of each kernel, then
one numpy saxpy, ``--repeat`` times per block count), so that each row's ratios compare runs
that saw the same load on a shared machine.  Prints a Markdown table (the numbers in
docs/benchmarks.md come from this script).
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
@aiv
kernel chunks(x: Tensor[[N], f32], y: Tensor[[N], f32], alpha: f32):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    hi = min(lo + span, N)
    for i in range(lo, hi):
        y[i] = alpha * x[i] + y[i]

@aiv
kernel stride(x: Tensor[[N], f32], y: Tensor[[N], f32], alpha: f32):
    for i in range(block_idx, N, block_num):
        y[i] = alpha * x[i] + y[i]
"""
ALPHA = 0.5


def measure_row(
    worker: incore.Worker, kernels: tuple, args: tuple, host: tuple, blocks: int, repeat: int
) -> tuple[float, float, float]:
    """Median seconds of (chunks, stride, numpy), interleaved, after one warm-up of each."""
    times: list[list[float]] = [[], [], []]
    x, y = host
    for r in range(repeat + 1):
        runs = [worker.launch(k, *args, blocks=blocks).run_s for k in kernels]
        t0 = time.perf_counter()
        y += ALPHA * x
        runs.append(time.perf_counter() - t0)
        if r > 0:  # the first round warms up
            for column, value in zip(times, runs, strict=True):
                column.append(value)
    return tuple(statistics.median(column) for column in times)


def check(worker: incore.Worker, kernel, x: np.ndarray, blocks: int) -> None:
    """One launch on fresh buffers must equal numpy's saxpy."""
    y0 = np.linspace(-1.0, 1.0, x.size, dtype=np.float32)
    dx, dy = worker.to_device(x), worker.to_device(y0)
    worker.launch(kernel, dx, dy, ALPHA, blocks=blocks)
    want = np.float32(ALPHA) * x + y0
    if not np.array_equal(dy.numpy(), want):
        raise SystemExit(f"{kernel.name} with {blocks} blocks computed a wrong result")
    dx.free()
    dy.free()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1 << 22, help="elements (default 4M)")
    ap.add_argument("--repeat", type=int, default=9, help="timed launches per point")
    ap.add_argument("--blocks", default="1,2,4,8,16,32,64", help="block counts to measure")
    ap.add_argument("--device", type=int, default=0, help="simulated device id")
    args = ap.parse_args()
    block_counts = [int(b) for b in args.blocks.split(",")]

    module = incore.compile(SOURCE, filename="grid_stride.ik")
    chunks, stride = module["chunks"], module["stride"]
    rng = np.random.default_rng(0)
    x = rng.standard_normal(args.n, dtype=np.float32)
    y = rng.standard_normal(args.n, dtype=np.float32)

    with incore.Worker(device_id=args.device, platform="a2a3sim") as w:
        aiv_cores = sum(1 for _, kind, _ in w.cores if kind == "aiv")
        for kernel in (chunks, stride):
            check(w, kernel, x, 3)
        dx, dy = w.to_device(x), w.to_device(y)
        host = (x, y.copy())
        rows = [
            (blocks, *measure_row(w, (chunks, stride), (dx, dy, ALPHA), host, blocks, args.repeat))
            for blocks in block_counts
        ]

    print(
        f"{platform.machine()}, {os.cpu_count()} cpus, numpy {np.__version__}, "
        f"n = {args.n} f32, {aiv_cores} AIV cores, median of {args.repeat} launches"
    )
    print()
    print("| blocks | contiguous chunks | grid-stride | numpy `y += a * x` | stride / chunks | "
          "numpy / chunks | numpy / stride |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for blocks, t_chunks, t_stride, t_numpy in rows:
        print(
            f"| {blocks} | {t_chunks * 1e3:.2f} ms | {t_stride * 1e3:.2f} ms | "
            f"{t_numpy * 1e3:.2f} ms | {t_stride / t_chunks:.1f}x | {t_numpy / t_chunks:.1f}x | "
            f"{t_numpy / t_stride:.2f}x |"
        )


if __name__ == "__main__":
    main()
