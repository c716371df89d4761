"""Cost of bounds checks: the same kernels compiled with and without ``bounds_check``.

saxpy and a 2-D row scale index with loop counters (checks the optimiser can prove or hoist);
gather reads ``x[idx[i]]``, whose data-dependent index is checked on every element.

    python benchmarks/bounds_check.py [--n 4194304] [--rows 2048] [--cols 2048] [--repeat 30]

Both builds run in the same process on the same device buffers, their launches interleaved;
each figure is the median kernel run time (``LaunchStats.run_s``) over ``--repeat`` launches.
Prints a Markdown table (the numbers in docs/benchmarks.md come from this script).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics

import numpy as np

import incore

SOURCE = """
kernel saxpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    for i in range(lo, min(lo + span, N)):
        y[i] = a * x[i] + y[i]

kernel rowscale(x: Tensor[[M, K], f32], s: Tensor[[M], f32], b: Tensor[[K], f32],
                out: Tensor[[M, K], f32]):
    rows = ceil_div(M, block_num)
    first = block_idx * rows
    for r in range(first, min(first + rows, M)):
        sr = s[r]
        for c in range(K):
            out[r, c] = x[r, c] * sr + b[c]

kernel gather(x: Tensor[[N], f32], idx: Tensor[[N], i32], y: Tensor[[N], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    for i in range(lo, min(lo + span, N)):
        y[i] = x[idx[i]]
"""


def interleaved_medians(worker, kernels, args, blocks: int, repeat: int) -> list[float]:
    """Median ``run_s`` of each kernel, launching them in turn ``repeat`` times."""
    times: list[list[float]] = [[] for _ in kernels]
    for k in kernels:  # warm-up: payload load, page faults
        worker.launch(k, *args, blocks=blocks)
    for _ in range(repeat):
        for slot, k in enumerate(kernels):
            times[slot].append(worker.launch(k, *args, blocks=blocks).run_s)
    return [statistics.median(t) for t in times]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1 << 22)
    ap.add_argument("--rows", type=int, default=2048)
    ap.add_argument("--cols", type=int, default=2048)
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--opt", type=int, nargs="+", default=[2, 0])
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    rows = []
    with incore.Worker(device_id=29, gm_size=1 << 31) as w:
        blocks = sum(1 for _, kind, _ in w.cores if kind == "aiv")
        x = w.to_device(rng.standard_normal(args.n, dtype=np.float32))
        y = w.to_device(rng.standard_normal(args.n, dtype=np.float32))
        m = w.to_device(rng.standard_normal((args.rows, args.cols), dtype=np.float32))
        s = w.to_device(rng.standard_normal(args.rows, dtype=np.float32))
        b = w.to_device(rng.standard_normal(args.cols, dtype=np.float32))
        out = w.empty((args.rows, args.cols), np.float32)
        idx = w.to_device(rng.permutation(args.n).astype(np.int32))
        gathered = w.empty((args.n,), np.float32)
        cases = [
            ("saxpy", f"{args.n} f32", (x, y, np.float32(2.0)), 12 * args.n),
            ("rowscale", f"{args.rows} x {args.cols} f32", (m, s, b, out),
             8 * args.rows * args.cols),
            ("gather", f"{args.n} f32, random i32 indices", (x, idx, gathered), 12 * args.n),
        ]
        for opt in args.opt:
            plain = incore.compile(SOURCE, filename="bench.ik", opt=opt)
            checked = incore.compile(SOURCE, filename="bench.ik", opt=opt, bounds_check=True)
            for name, size, kargs, nbytes in cases:
                t_plain, t_checked = interleaved_medians(
                    w, [plain[name], checked[name]], kargs, blocks, args.repeat
                )
                rows.append((
                    f"{name} ({size}), -O{opt}", f"{t_plain * 1e3:.2f} ms",
                    f"{t_checked * 1e3:.2f} ms", f"{t_checked / t_plain:.2f}x",
                    f"{nbytes / t_plain / 1e9:.1f} / {nbytes / t_checked / 1e9:.1f}",
                ))
    print(f"machine: {platform.machine()}, {os.cpu_count()} cpus, {blocks} blocks "
          f"(one per AIV core), median of {args.repeat} launches each")
    print("| kernel | unchecked | bounds_check=True | cost | GB/s unchecked / checked |")
    print("|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
