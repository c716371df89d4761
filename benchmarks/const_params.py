"""What const parameters and the autotuner cost at launch, and what the tile shape they
choose buys: ``examples/tiled_matmul`` against numpy's ``a @ b``.

    python benchmarks/const_params.py [--launches 300] [--size 256]

Launch overhead: a 4-block launch of the matmul specialised ahead (``mm.specialize(TM=32)``,
the peer) interleaved with the same launch given ``TM=32`` as a keyword (a dictionary lookup
of the compiled specialisation) and through an ``incore.autotune`` launcher whose choice is
made (a key lookup), in an order that rotates each round; each figure is the median wall
time of one ``Worker.launch``.
Tile shapes: the median kernel run time (``LaunchStats.run_s``) of each TM x TN on an
f16 ``size`` x ``size`` x ``size`` matmul, against numpy's f32 matmul of the same arrays in
the same run (ratio: incore / numpy).  Prints Markdown tables (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

import numpy as np

import incore

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "examples", "tiled_matmul", "kernel.ik")


def per_call_us(fn, repeat: int) -> float:
    """Median microseconds of ``fn()`` over ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--launches", type=int, default=300)
    parser.add_argument("--size", type=int, default=256)
    parser.add_argument("--reps", type=int, default=7)
    opts = parser.parse_args()
    mm = incore.compile_file(EXAMPLE)["mm"]
    small = np.ones((64, 32), np.float16), np.ones((32, 64), np.float16)
    c_small = np.zeros((64, 64), np.float32)
    ahead = mm.specialize(TM=32)
    tuned = incore.autotune(mm, configs=[{"TM": 32}, {"TM": 64}], key=("M",), reps=1)
    n = opts.size
    rng = np.random.default_rng(0)
    a = rng.standard_normal((n, n)).astype(np.float16)
    b = rng.standard_normal((n, n)).astype(np.float16)
    a32, b32 = a.astype(np.float32), b.astype(np.float32)
    shapes = [(16, 32), (32, 64), (64, 64), (128, 64), (64, 128)]
    launch_times: dict[str, list[float]] = {
        "mm.specialize(TM=32), launched (peer)": [],
        "mm launched with TM=32": [], "autotune launcher (choice made)": []}
    runs: dict[tuple[int, int], list[float]] = {s: [] for s in shapes}
    numpy_s: list[float] = []
    with incore.Worker() as w:
        w.launch(tuned, *small, c_small, blocks=4)  # tunes once; later launches look it up
        calls = (("mm.specialize(TM=32), launched (peer)", ahead, {}),
                 ("mm launched with TM=32", mm, {"TM": 32}),
                 ("autotune launcher (choice made)", tuned, {}))
        for i in range(opts.launches):
            # the order rotates: a launch right after another waits on a busier device
            for label, kernel, consts in calls[i % 3:] + calls[:i % 3]:
                t0 = time.perf_counter()
                w.launch(kernel, *small, c_small, blocks=4, **consts)
                launch_times[label].append(time.perf_counter() - t0)
        lookups = {
            "`mm.specialize(TM=32)` (what the keyword adds)":
                per_call_us(lambda: mm.specialize(TM=32), opts.launches * 10),
            "the autotune launcher's choice (what it adds)":
                per_call_us(lambda: tuned._launch_form(w, (*small, c_small), 4, {}),
                            opts.launches * 10),
        }
        for tm, tn in shapes:
            w.launch(mm, a, b, np.zeros((n, n), np.float32), TM=tm, TN=tn, blocks=8)  # compile
        for _ in range(opts.reps):
            for tm, tn in shapes:
                stats = w.launch(mm, a, b, np.zeros((n, n), np.float32), TM=tm, TN=tn,
                                 blocks=8)
                runs[(tm, tn)].append(stats.run_s)
            t0 = time.perf_counter()
            np.matmul(a32, b32)
            numpy_s.append(time.perf_counter() - t0)
    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs\n")
    peer = statistics.median(launch_times["mm.specialize(TM=32), launched (peer)"])
    print("| launch (64x32 @ 32x64, 4 blocks) | median µs | ratio to peer |\n|---|---:|---:|")
    for label, times in launch_times.items():
        med = statistics.median(times)
        print(f"| {label} | {med * 1e6:.1f} | {med / peer:.2f} |")
    for label, us in lookups.items():
        print(f"| host only: {label} | {us:.2f} | {us * 1e-6 / peer:.4f} |")
    np_med = statistics.median(numpy_s)
    print(f"\n| {n}x{n}x{n} f16 matmul, 8 blocks | kernel run ms | ratio to numpy f32 |"
          "\n|---|---:|---:|")
    print(f"| numpy `a @ b` (f32, peer) | {np_med * 1e3:.3f} | 1.00 |")
    for (tm, tn), times in runs.items():
        med = statistics.median(times)
        print(f"| TM={tm}, TN={tn} | {med * 1e3:.3f} | {med / np_med:.1f} |")


if __name__ == "__main__":
    main()
