"""Throughput of the device math library: ``y[i] = f(x[i])`` on one core against numpy's
ufunc and a numba ``@njit`` loop (both single-threaded) on the same data.

    python benchmarks/device_math.py [--n 1048576] [--repeat 15] [--only sin atan]
                                     [--types f32] [--stat min]

Each incore figure is the median (``--stat min``: the fastest) kernel run time
(``LaunchStats.run_s``) of a one-block launch over device buffers, so neither staging nor the
launch path is counted; numpy and numba are timed on host arrays of the same size (median or
fastest of as many calls). On a machine shared with other jobs the fastest run is the steadier
figure. The ratio is incore's time over numpy's (below 1: faster). Prints a Markdown table
(docs/benchmarks.md "Device math").
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import time

import numpy as np

import incore

# (builtin, argument range, numpy callable, math function for numba)
FUNCTIONS = [
    ("exp", (-20.0, 20.0), np.exp, math.exp),
    ("log", (1e-3, 1e3), np.log, math.log),
    ("sin", (-100.0, 100.0), np.sin, math.sin),
    ("cos", (-100.0, 100.0), np.cos, math.cos),
    ("tan", (-100.0, 100.0), np.tan, math.tan),
    ("atan", (-10.0, 10.0), np.arctan, math.atan),
    ("erf", (-4.0, 4.0), None, math.erf),
    ("pow", (0.1, 10.0), None, None),  # pow(x, 2.5)
    ("fmod", (-1e4, 1e4), None, None),  # fmod(x, 3.7)
    ("floordiv", (-1e4, 1e4), None, None),  # x // 3.7
]


def expression(name: str) -> str:
    if name == "pow":
        return "pow(x[i], 2.5)"
    if name == "fmod":
        return "fmod(x[i], 3.7)"
    if name == "floordiv":
        return "x[i] // 3.7"
    return f"{name}(x[i])"


def numpy_call(name: str, fn, x: np.ndarray) -> np.ndarray:
    if name == "pow":
        return np.power(x, 2.5)
    if name == "fmod":
        return np.fmod(x, 3.7)
    if name == "floordiv":
        return np.floor_divide(x, 3.7)
    if fn is None:  # erf: numpy has none; vectorize math.erf (slow, shown for reference)
        return np.vectorize(math.erf, otypes=[x.dtype])(x)
    return fn(x)


def numba_kernel(name: str, fn):
    try:
        import numba
    except ImportError:
        return None
    if name == "pow":
        def body(x, y):
            for i in range(x.size):
                y[i] = x[i] ** 2.5
    elif name == "fmod":
        def body(x, y):
            for i in range(x.size):
                y[i] = np.fmod(x[i], 3.7)
    elif name == "floordiv":
        def body(x, y):
            for i in range(x.size):
                y[i] = x[i] // 3.7
    else:
        f = fn

        def body(x, y):
            for i in range(x.size):
                y[i] = f(x[i])
    return numba.njit(cache=False)(body)


def timed(call, repeat: int, stat=statistics.median) -> float:
    call()
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        call()
        samples.append(time.perf_counter() - t0)
    return stat(samples)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1 << 20)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--only", nargs="*", default=None,
                    help="measure only these functions (e.g. --only sin)")
    ap.add_argument("--types", nargs="*", default=["f32", "f64"], choices=["f32", "f64"],
                    help="element types to measure (default: both)")
    ap.add_argument("--stat", choices=["median", "min"], default="median",
                    help="figure of the repeated runs (default: median)")
    opts = ap.parse_args()
    stat = statistics.median if opts.stat == "median" else min
    functions = [f for f in FUNCTIONS if opts.only is None or f[0] in opts.only]
    ratios: dict[tuple[str, str], float] = {}
    print(f"host: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs; "
          f"n = {opts.n}, {opts.stat} of {opts.repeat}")
    print()
    print("| function | type | incore 1 core (ms) | numpy (ms) | numba njit (ms) "
          "| incore / numpy |")
    print("|---|---|---|---|---|---|")
    rng = np.random.default_rng(0)
    with incore.Worker(device_id=3, platform="a2a3sim") as w:
        for t, dt in (("f32", np.float32), ("f64", np.float64)):
            if t not in opts.types:
                continue
            for name, (lo, hi), np_fn, math_fn in functions:
                src = (f"kernel k(x: Tensor[[N], {t}], y: Tensor[[N], {t}]):\n"
                       f"    for i in range(N):\n        y[i] = {expression(name)}\n")
                kernel = incore.compile(src, filename="bench.ik", opt=2)["k"]
                x_host = rng.uniform(lo, hi, opts.n).astype(dt)
                x = w.to_device(x_host)
                y = np.empty_like(x_host)
                y_dev = w.empty(x_host.shape, dt)
                runs = []
                w.launch(kernel, x, y_dev, blocks=1)
                for _ in range(opts.repeat):
                    runs.append(w.launch(kernel, x, y_dev, blocks=1).run_s)
                dev = stat(runs)
                host = timed(lambda: numpy_call(name, np_fn, x_host), opts.repeat,  # noqa: B023
                             stat)
                nb = numba_kernel(name, math_fn)
                nb_s = float("nan")
                if nb is not None:
                    nb_s = timed(lambda: nb(x_host, y), opts.repeat, stat)  # noqa: B023
                label = expression(name).replace("x[i]", "x")
                np_label = " (np.vectorize(math.erf))" if name == "erf" else ""
                print(f"| `{label}` | {t} | {dev * 1e3:.2f} | {host * 1e3:.2f}{np_label} | "
                      f"{nb_s * 1e3:.2f} | {dev / host:.2f} |")
                ratios[(name, t)] = dev / host
    if ("sin", "f32") in ratios:
        r = ratios[("sin", "f32")]
        print()
        print(f"f32 sin, {opts.n} elements: incore / numpy = {r:.2f} (target <= 2: "
              f"{'met' if r <= 2 else 'not met'})")


if __name__ == "__main__":
    main()
