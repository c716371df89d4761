"""Atomics and MIX-cluster flags: a histogram by ``atomic_add`` against numpy's and numba's
``bincount``, and the round trip of a flag pair inside a cluster.

    python benchmarks/atomics.py [--n 4194304] [--bins 256] [--steps 20000] [--repeat 15]

histogram: ``atomic_add(h[x[i]], 1)`` over ``--n`` i32 values into ``--bins`` i64 bins, on 8
blocks; numpy is ``np.bincount(x, minlength=bins)`` and numba a jitted loop over the same
array, both in this process on the same data.  pingpong: an @mix kernel whose AIC and two
AIVs exchange ``--steps`` rounds of set_flag / wait_flag (each round: AIC -> both AIVs ->
AIC), reported per round.  Each figure is the median over ``--repeat`` runs (kernel time is
``LaunchStats.run_s``).  Prints a Markdown table (docs/benchmarks.md quotes it).
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
kernel histogram(x: Tensor[[N], i32], h: Tensor[[B], i64]):
    for i in range(block_idx, N, block_num):
        atomic_add(h[x[i]], 1)

@mix
kernel pingpong(y: Tensor[[C], i64], steps: i64):
    for s in range(steps):
        if core_type == AIC:
            set_flag(0)
            set_flag(1)
            wait_flag(2)
            wait_flag(2)
        else:
            if sub_block_idx == 0:
                wait_flag(0)
            else:
                wait_flag(1)
            set_flag(2)
    y[block_idx] = steps
"""


def wall_s(run, repeat: int) -> float:
    """The median wall time of ``run()`` in seconds."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        run()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def kernel_s(launch, repeat: int) -> float:
    """The median of the kernel run times (seconds) that ``launch()`` returns."""
    return statistics.median(launch() for _ in range(repeat))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1 << 22)
    ap.add_argument("--bins", type=int, default=256)
    ap.add_argument("--steps", type=int, default=20_000)
    ap.add_argument("--repeat", type=int, default=15)
    args = ap.parse_args()

    module = incore.compile(SOURCE, filename="atomics_bench.ik", opt=2)
    x = np.random.default_rng(0).integers(0, args.bins, args.n).astype(np.int32)
    want = np.bincount(x, minlength=args.bins)
    rows = []
    with incore.Worker(timeout=120) as w:
        xd = w.to_device(x)
        h = w.empty(args.bins, "i64")

        def device_hist() -> float:
            h.numpy()[:] = 0
            return w.launch(module["histogram"], xd, h, blocks=8).run_s

        t_dev = kernel_s(device_hist, args.repeat)
        assert np.array_equal(h.numpy(), want)
        t_np = wall_s(lambda: np.bincount(x, minlength=args.bins), args.repeat)
        rows.append(
            ("histogram, incore atomic_add (8 blocks)", t_dev, f"{t_np / t_dev:.2f}x numpy")
        )
        rows.append(("histogram, np.bincount", t_np, "1.00x"))
        try:
            import numba

            @numba.njit(cache=False)
            def nb_hist(values, bins):
                out = np.zeros(bins, np.int64)
                for v in values:
                    out[v] += 1
                return out

            nb_hist(x[:16], args.bins)
            t_nb = wall_s(lambda: nb_hist(x, args.bins), args.repeat)
            rows.append(("histogram, numba loop", t_nb, f"{t_np / t_nb:.2f}x numpy"))
        except ImportError:
            rows.append(("histogram, numba loop", float("nan"), "numba not installed"))

        y = np.zeros(w.clusters, np.int64)
        t_pp = kernel_s(
            lambda: w.launch(module["pingpong"], y, args.steps, blocks=w.clusters).run_s,
            args.repeat,
        )
        rows.append((f"flag round trip AIC -> 2 AIV -> AIC ({w.clusters} clusters at once)",
                     t_pp / args.steps, "per round"))

    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs; n = {args.n}, "
          f"bins = {args.bins}, steps = {args.steps}, median of {args.repeat}\n")
    print("| case | time | ratio |\n|---|---|---|")
    for name, t, ratio in rows:
        shown = f"{t * 1e6:.2f} us" if t < 1e-3 else f"{t * 1e3:.2f} ms"
        print(f"| {name} | {shown} | {ratio} |")


if __name__ == "__main__":
    main()
