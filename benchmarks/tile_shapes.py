"""What a new axis costs: ``out = x * scale[:, None] + bias[None, :]`` (2048 x 2048 f32) as
examples/rowscale_tiles writes it (``scale[r:r + T][:, None]``, a reshape of a tile load,
computed into a [T] temporary per row block), the same kernel reading ``scale`` as a
``[T, 1]`` window of an ``[M, 1]`` tensor (no reshape at all), the scalar examples/rowscale
and numpy's expression, in one process.

    python benchmarks/tile_shapes.py [--rows 2048] [--cols 2048] [--repeat 10]

incore kernels are compiled at -O2 and launched on device buffers with one block per AIV
core; an incore figure is the median kernel run time (``LaunchStats.run_s``), numpy's the
median wall time of its expression.  Every result is checked against numpy in the run.
Prints a Markdown table (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

import numpy as np

import incore

ROOT = Path(__file__).resolve().parent.parent

WINDOW = """
const T = 16
const C = 64

@aiv
kernel rowscale_window(x: Tensor[[M, K], f32], scale: Tensor[[M, 1], f32],
                       bias: Tensor[[K], f32], out: Tensor[[M, K], f32]):
    set_cache_policy(x, CachePolicy.BYPASS)
    for r in range(block_idx * T, M, block_num * T):
        s = scale[r:r + T, 0:1]
        for c in range(0, K, C):
            out[r:r + T, c:c + C] = x[r:r + T, c:c + C] * s + bias[c:c + C][None, :]
"""


def median_run(worker: incore.Worker, kernel, args: tuple, blocks: int, repeat: int) -> float:
    """The median kernel run time of ``repeat`` launches after a warm-up launch."""
    worker.launch(kernel, *args, blocks=blocks)  # warm-up: payload load, page faults
    return statistics.median(worker.launch(kernel, *args, blocks=blocks).run_s
                             for _ in range(repeat))


def median_time(fn, repeat: int) -> float:
    """The median wall time of ``repeat`` calls of ``fn`` after a warm-up call."""
    fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    """Runs the four variants and prints the table; returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=2048)
    ap.add_argument("--cols", type=int, default=2048)
    ap.add_argument("--repeat", type=int, default=10)
    args = ap.parse_args(argv)
    m, k = args.rows, args.cols
    tiles = incore.compile_file(ROOT / "examples" / "rowscale_tiles" / "kernel.ik", opt=2)
    scalar = incore.compile_file(ROOT / "examples" / "rowscale" / "kernel.ik", opt=2)
    window = incore.compile(WINDOW, filename="rowscale_window.ik", opt=2)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((m, k), dtype=np.float32)
    scale = rng.standard_normal(m, dtype=np.float32)
    bias = rng.standard_normal(k, dtype=np.float32)
    want = x * scale[:, None] + bias[None, :]
    t_np = median_time(lambda: x * scale[:, None] + bias[None, :], args.repeat)
    rows = []
    with incore.Worker(device_id=31, gm_size=1 << 30) as w:
        aiv = sum(1 for _, kind, _ in w.cores if kind == "aiv")
        dx, ds, db = w.to_device(x), w.to_device(scale), w.to_device(bias)
        ds2 = w.to_device(scale[:, None].copy())
        for name, kernel, s in (
            ("rowscale_tiles, scale[r:r + T][:, None]", tiles["rowscale_tiles"], ds),
            ("the same reading a [T, 1] window", window["rowscale_window"], ds2),
            ("examples/rowscale (scalar loops)", scalar["rowscale"], ds),
        ):
            out = w.empty((m, k), np.float32)
            t = median_run(w, kernel, (dx, s, db, out), aiv, args.repeat)
            np.testing.assert_array_equal(out.numpy(), want)
            rows.append((name, t))
    print(f"machine: {os.uname().machine}, {os.cpu_count()} CPUs, load average "
          f"{os.getloadavg()[0]:.1f}; {m} x {k} f32, {aiv} AIV blocks\n")
    print("| kernel | incore | numpy | incore vs numpy |")
    print("|---|---|---|---|")
    for name, t in rows:
        print(f"| {name} | {t * 1e3:.2f} ms | {t_np * 1e3:.2f} ms | {t_np / t:.2f}x |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
