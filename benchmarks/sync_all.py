"""sync_all(): a two-phase normalisation in one launch against the same work in two launches
and against numpy, and the cost of one sync_all() barrier.

    python benchmarks/sync_all.py [--n 4194304] [--rounds 2000] [--repeat 9]

normalise: ``y = x / sum(x)`` over ``--n`` f32 on every AIV core of the device: each block
sums its chunk into ``partial``, then (after ``sync_all()``, or in a second launch) every block
adds up the partials and scales its chunk.  Times are whole ``Worker.launch`` calls on
DeviceBuffers (no copies), numpy's is ``x / x.sum()`` in this process on the same data.
barrier: a kernel running ``--rounds`` ``sync_all()`` in a loop on every AIV core, reported
per barrier (``LaunchStats.run_s`` / rounds).  Each figure is the median over ``--repeat``
runs.  Prints a Markdown table (docs/benchmarks.md quotes it).
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import incore

SOURCE = """
@aiv
kernel one_launch(x: Tensor[[N], f32], partial: Tensor[[P], f32], y: Tensor[[N], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    hi = min(lo + span, N)
    s = 0.0
    for i in range(lo, hi):
        s += x[i]
    partial[block_idx] = s
    sync_all()
    total = 0.0
    for b in range(block_num):
        total += partial[b]
    for i in range(lo, hi):
        y[i] = x[i] / total

@aiv
kernel sums(x: Tensor[[N], f32], partial: Tensor[[P], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    hi = min(lo + span, N)
    s = 0.0
    for i in range(lo, hi):
        s += x[i]
    partial[block_idx] = s

@aiv
kernel scale(x: Tensor[[N], f32], partial: Tensor[[P], f32], y: Tensor[[N], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    hi = min(lo + span, N)
    total = 0.0
    for b in range(block_num):
        total += partial[b]
    for i in range(lo, hi):
        y[i] = x[i] / total

@aiv
kernel barriers(out: Tensor[[P], i64], rounds: i64):
    for r in range(rounds):
        sync_all()
    out[block_idx] = rounds
"""


def median_s(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1 << 22)
    ap.add_argument("--rounds", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=9)
    a = ap.parse_args()
    mod = incore.compile(SOURCE, filename="sync_all_bench.ik")
    x = np.random.default_rng(0).random(a.n, dtype=np.float32)
    with incore.Worker() as w:
        blocks = w.launch(mod["barriers"], np.zeros(64, np.int64), 1).blocks  # one per core
        dx, dy = w.to_device(x), w.empty(x.shape, np.float32)
        part = w.empty((blocks,), np.float32)
        one = median_s(lambda: w.launch(mod["one_launch"], dx, part, dy, blocks=blocks),
                       a.repeat)
        want = x / np.float32(part.numpy().astype(np.float64).sum())
        assert np.allclose(dy.numpy(), want, rtol=1e-5)

        def two() -> None:
            w.launch(mod["sums"], dx, part, blocks=blocks)
            w.launch(mod["scale"], dx, part, dy, blocks=blocks)

        two_s = median_s(two, a.repeat)
        numpy_s = median_s(lambda: x / x.sum(), a.repeat)
        out = w.empty((blocks,), np.int64)
        w.launch(mod["barriers"], out, a.rounds, blocks=blocks)
        per = statistics.median(
            w.launch(mod["barriers"], out, a.rounds, blocks=blocks).run_s
            for _ in range(a.repeat)) / a.rounds
    print("| case | time | ratio |\n|---|---|---|")
    print(f"| one launch with sync_all(), {blocks} blocks, n={a.n} | {one * 1e3:.2f} ms | 1.00 |")
    print(f"| two launches | {two_s * 1e3:.2f} ms | {two_s / one:.2f} |")
    print(f"| numpy x / x.sum() | {numpy_s * 1e3:.2f} ms | {numpy_s / one:.2f} |")
    print(f"| one sync_all() barrier, {blocks} blocks | {per * 1e6:.2f} us | |")


if __name__ == "__main__":
    main()
