"""Tile kernels against numpy and numba: softmax and layernorm (4096 x 1024 f32), matmul
(512^3 and 2048^3 f32, 512^3 f16 and int8 inputs) and, for matmul, a scalar incore kernel.

    python benchmarks/kernels.py [--rows 4096] [--cols 1024] [--size 512] [--large 2048]
                                 [--repeat 10] [--rounds 5] [--only softmax,layernorm,matmul]

The incore kernels are the examples' (examples/softmax, examples/layernorm, examples/matmul;
the f32 matmul rows run ``matmul_blocked``, the example's kernel in BLAS's loop order, and
the per-tile ``matmul`` beside it; the int8 matmul is ``matmul``'s loop nest on i8 tiles,
below), compiled at -O2, launched on device
buffers (no staging copies) with one block per core of the kernel's kind.  A softmax or
layernorm figure is the median kernel run time (``LaunchStats.run_s``); a matmul figure is the
median wall time of the whole ``Worker.launch`` call; the f32 matmul rows alternate incore and
BLAS for ``--rounds`` rounds and give the median of the rounds' medians, each round's ratio
printed below the table (this machine has epochs of about a second in which a launch runs
20-90% slower; one snapshot of each side can land in one).  numpy runs its vectorised expression
(matmul: BLAS for f32; numpy has no f16 BLAS, so the f16 row converts to f32 first, as the
kernel widens each element; int8: numpy's own integer matmul of i32 copies, as the kernel
accumulates in i32); numba runs ``parallel=True`` loops (``prange`` over rows) compiled before
timing (numba has no float16: its f16 matmul row converts to f32 first too; the 2048^3 and
int8 rows have no numba figure).  numpy, numba and incore share the machine's cores; each
incore measurement waits until the peers' thread pools have stopped spinning (``settle``).  Prints
a Markdown table of times and ratios (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from pathlib import Path

import numba
import numpy as np

import incore

ROOT = Path(__file__).resolve().parent.parent

SCALAR_MATMUL = """
@aic
kernel matmul_scalar(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    for i in range(block_idx, M, block_num):
        for j in range(N):
            acc: f32 = 0.0
            for k in range(K):
                acc += a[i, k] * b[k, j]
            c[i, j] = acc
"""

INT8_MATMUL = """
const TM = 32
const TN = 64
const TK = 64

@aic
kernel matmul_i8(a: Tensor[[M, K], i8], b: Tensor[[K, N], i8], c: Tensor[[M, N], i32]):
    for i in range(block_idx * TM, M, block_num * TM):
        for j in range(0, N, TN):
            acc = zeros([TM, TN], i32)
            for k in range(0, K, TK):
                acc += a[i:i + TM, k:k + TK] @ b[k:k + TK, j:j + TN]
            c[i:i + TM, j:j + TN] = acc
"""


@numba.njit(parallel=True, cache=False)
def nb_softmax(x: np.ndarray, y: np.ndarray) -> None:  # pragma: no cover - numba
    for r in numba.prange(x.shape[0]):
        m = x[r, 0]
        for c in range(x.shape[1]):
            m = max(m, x[r, c])
        s = np.float32(0.0)
        for c in range(x.shape[1]):
            e = np.exp(x[r, c] - m)
            y[r, c] = e
            s += e
        for c in range(x.shape[1]):
            y[r, c] = y[r, c] / s


@numba.njit(parallel=True, cache=False)
def nb_layernorm(x, gamma, beta, y, eps) -> None:  # pragma: no cover - numba
    n = x.shape[1]
    for r in numba.prange(x.shape[0]):
        s = np.float32(0.0)
        for c in range(n):
            s += x[r, c]
        mean = s / n
        v = np.float32(0.0)
        for c in range(n):
            d = x[r, c] - mean
            v += d * d
        rstd = np.float32(1.0) / np.sqrt(v / n + eps)
        for c in range(n):
            y[r, c] = (x[r, c] - mean) * rstd * gamma[c] + beta[c]


@numba.njit(parallel=True, cache=False)
def nb_matmul(a, b, c) -> None:  # pragma: no cover - numba
    m, k = a.shape
    n = b.shape[1]
    for i in numba.prange(m):
        for j in range(n):
            c[i, j] = 0.0
        for kk in range(k):
            aik = np.float32(a[i, kk])
            for j in range(n):
                c[i, j] += aik * np.float32(b[kk, j])


def warm_up(fn, warm_s: float = 0.1) -> None:
    """Calls ``fn`` for at least ``warm_s`` seconds (at least once): a machine whose CPUs
    idled (the peers' waits, ``settle``) runs the first milliseconds slower, for incore and
    its peers alike (a 512^3 matmul launch by up to 1.1 ms)."""
    start = time.perf_counter()
    fn()
    while time.perf_counter() - start < warm_s:
        fn()


def median_time(fn, repeat: int) -> float:
    """The median of ``repeat`` timed calls of ``fn``, after ``warm_up``."""
    warm_up(fn)
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def settle(quiet_s: float = 0.05, limit_s: float = 5.0) -> float:
    """Waits until this process's own threads are idle: a ``quiet_s`` sleep during which
    they used under a tenth of it in CPU time (at most ``limit_s``); returns the wait.

    The peers' thread pools keep spinning after a call (OpenBLAS's workers for ~0.15 s
    here), on a machine of 2 vCPUs taking one from the device's cores: an incore launch of
    the 512^3 matmul measured 3.0 ms right after one ``a @ a`` and 1.6 ms before it.  Every
    incore measurement starts after this wait; the device's threads, in their own process,
    do not spin after a launch (numpy's matmul measured the same right after 30 launches)."""
    start = time.perf_counter()
    while time.perf_counter() - start < limit_s:
        cpu = time.process_time()
        time.sleep(quiet_s)
        if time.process_time() - cpu < quiet_s / 10:
            break
    return time.perf_counter() - start


def median_run(worker: incore.Worker, kernel, args: tuple, blocks: int, repeat: int) -> float:
    settle()
    warm_up(lambda: worker.launch(kernel, *args, blocks=blocks))  # also payload load, faults
    return statistics.median(worker.launch(kernel, *args, blocks=blocks).run_s
                             for _ in range(repeat))


def median_launch(worker: incore.Worker, kernel, args: tuple, blocks: int,
                  repeat: int) -> float:
    """The median wall time of the whole ``worker.launch`` call (after warm-up launches)."""
    settle()
    return median_time(lambda: worker.launch(kernel, *args, blocks=blocks), repeat)


Row = tuple[str, float, float, float | None, str]


def bench_softmax_layernorm(w: incore.Worker, args, rng, softmax, layernorm, only) -> list[Row]:
    """The softmax and layernorm rows (4 AIV blocks; kernel run time)."""
    rows: list[Row] = []
    n, m = args.rows, args.cols
    aiv = sum(1 for _, kind, _ in w.cores if kind == "aiv")
    x = rng.standard_normal((n, m)).astype(np.float32)
    y = np.empty_like(x)
    dx, dy = w.to_device(x), w.empty((n, m), np.float32)
    if "softmax" in only:
        t_in = median_run(w, softmax["softmax"], (dx, dy), aiv, args.repeat)

        def np_softmax() -> np.ndarray:
            e = np.exp(x - x.max(1, keepdims=True))
            return e / e.sum(1, keepdims=True)

        t_np = median_time(np_softmax, args.repeat)
        t_nb = median_time(lambda: nb_softmax(x, y), args.repeat)
        ref = np.exp(x - x.max(1, keepdims=True))
        ref /= ref.sum(1, keepdims=True)
        assert np.allclose(dy.numpy(), ref, rtol=1e-5, atol=1e-7)
        rows.append((f"softmax {n}x{m} f32", t_in, t_np, t_nb, ">= 0.8x numba, >= 1x numpy"))
    if "layernorm" in only:
        gamma = rng.standard_normal(m).astype(np.float32)
        beta = rng.standard_normal(m).astype(np.float32)
        dg, db = w.to_device(gamma), w.to_device(beta)
        eps = np.float32(1e-5)
        t_in = median_run(w, layernorm["layernorm"], (dx, dg, db, dy, eps), aiv, args.repeat)

        def np_layernorm() -> np.ndarray:
            mean = x.mean(1, keepdims=True)
            d = x - mean
            return d / np.sqrt((d * d).mean(1, keepdims=True) + eps) * gamma + beta

        t_np = median_time(np_layernorm, args.repeat)
        t_nb = median_time(lambda: nb_layernorm(x, gamma, beta, y, eps), args.repeat)
        assert np.allclose(dy.numpy(), np_layernorm(), rtol=1e-4, atol=1e-4)
        rows.append((f"layernorm {n}x{m} f32", t_in, t_np, t_nb, ">= 0.8x numba, >= 1x numpy"))
    return rows


def bench_matmul(w: incore.Worker, args, rng, matmul, int8, scalar
                 ) -> tuple[list[Row], float, dict[str, list[float]]]:
    """The matmul rows (one block per AIC; whole-launch wall time), the scalar kernel's
    time over the tile kernel's (f32, ``args.size``) and each f32 row's per-round ratios."""
    rows: list[Row] = []
    rounds: dict[str, list[float]] = {}
    aic = sum(1 for _, kind, _ in w.cores if kind == "aic")
    cases = [(args.size, "float32"), (args.large, "float32"), (args.size, "float16"),
             (args.size, "int8")]
    speedup = 0.0
    for s, dtype in cases:
        repeat = args.repeat if s <= 1024 else max(3, args.repeat // 3)
        if dtype == "int8":
            a = rng.integers(-128, 128, (s, s), dtype=np.int8)
            b = rng.integers(-128, 128, (s, s), dtype=np.int8)
            out_dt, kernel = np.int32, int8["matmul_i8"]
        else:
            a = rng.standard_normal((s, s)).astype(dtype)
            b = rng.standard_normal((s, s)).astype(dtype)
            out_dt = np.float32
            kernel = matmul["matmul_blocked" if dtype == "float32" else "matmul_f16"]
        da, dbm, dc = w.to_device(a), w.to_device(b), w.empty((s, s), out_dt)
        short = {"float32": "f32", "float16": "f16", "int8": "int8"}[dtype]
        if dtype == "float32":  # rounds of incore then BLAS, each side a median of repeat
            pairs = [(median_launch(w, kernel, (da, dbm, dc), aic, repeat),
                      median_time(lambda a=a, b=b: a @ b, repeat))
                     for _ in range(max(1, args.rounds))]
            t_in = statistics.median(p[0] for p in pairs)
            t_np = statistics.median(p[1] for p in pairs)
            rounds[f"matmul {s}^3 {short}"] = [t_b / t_i for t_i, t_b in pairs]
        else:
            t_in = median_launch(w, kernel, (da, dbm, dc), aic, repeat)
        t_tiles = (median_launch(w, matmul["matmul"], (da, dbm, w.empty((s, s), out_dt)), aic,
                                 repeat) if dtype == "float32" else None)
        c = np.empty((s, s), np.float32)
        t_nb = None
        if dtype == "float32":
            if s == args.size:
                t_nb = median_time(lambda a=a, b=b, c=c: nb_matmul(a, b, c),
                                   max(3, args.repeat // 3))
        elif dtype == "float16":  # numpy and numba have no f16 matmul: f32 copies, timed
            t_np = median_time(
                lambda a=a, b=b: a.astype(np.float32) @ b.astype(np.float32), repeat)
            t_nb = median_time(
                lambda a=a, b=b, c=c: nb_matmul(a.astype(np.float32), b.astype(np.float32), c),
                max(3, args.repeat // 3),
            )
        else:  # numpy's own integer matmul, accumulating in i32 like the kernel
            t_np = median_time(lambda a=a, b=b: a.astype(np.int32) @ b.astype(np.int32),
                               max(3, args.repeat // 3))
        if dtype == "int8":
            assert np.array_equal(dc.numpy(), a.astype(np.int32) @ b.astype(np.int32))
        else:
            want = a.astype(np.float64) @ b.astype(np.float64)
            assert np.allclose(dc.numpy(), want, rtol=1e-3, atol=1e-3 * np.sqrt(s / 512))
        target = ">= 1x numpy (BLAS), >= 5x scalar incore" if dtype == "float32" else "-"
        rows.append((f"matmul {s}^3 {short}", t_in, t_np, t_nb, target))
        if t_tiles is not None:
            rows.append((f"matmul {s}^3 f32, per-tile kernel", t_tiles, t_np, None, "-"))
        if dtype == "float32" and s == args.size:
            t_sc = median_launch(w, scalar["matmul_scalar"], (da, dbm, dc), aic, 3)
            rows.append((f"matmul {s}^3 f32, scalar incore kernel", t_sc, t_np, None, "-"))
            speedup = t_sc / t_in
    return rows, speedup, rounds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=4096)
    ap.add_argument("--cols", type=int, default=1024)
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--large", type=int, default=2048, help="the large f32 matmul's size")
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=5,
                    help="rounds of incore then BLAS for the f32 matmul rows")
    ap.add_argument("--only", default="softmax,layernorm,matmul",
                    help="comma-separated kernels to run (softmax, layernorm, matmul)")
    args = ap.parse_args()
    only = set(args.only.split(","))
    rng = np.random.default_rng(0)
    compile_ = lambda name, **kw: incore.compile(  # noqa: E731
        (ROOT / "examples" / name / "kernel.ik").read_text(), filename=f"{name}.ik", opt=2, **kw
    )
    rows: list[Row] = []
    speedup = None
    rounds: dict[str, list[float]] = {}
    with incore.Worker(device_id=30, gm_size=1 << 31) as w:
        aiv = sum(1 for _, kind, _ in w.cores if kind == "aiv")
        aic = sum(1 for _, kind, _ in w.cores if kind == "aic")
        if only & {"softmax", "layernorm"}:
            rows += bench_softmax_layernorm(w, args, rng, compile_("softmax"),
                                            compile_("layernorm"), only)
        if "matmul" in only:
            more, speedup, rounds = bench_matmul(
                w, args, rng, compile_("matmul"),
                incore.compile(INT8_MATMUL, filename="matmul_i8.ik", opt=2),
                incore.compile(SCALAR_MATMUL, filename="matmul_scalar.ik", opt=2))
            rows += more
    print(f"host: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs; "
          f"{aiv} AIV + {aic} AIC cores; numpy {np.__version__}, numba {numba.__version__}; "
          f"load average {os.getloadavg()[0]:.1f}")
    print()
    print("| kernel | incore | numpy | numba parallel | incore vs numpy | incore vs numba | "
          "target |")
    print("|---|---|---|---|---|---|---|")
    for name, t_in, t_np, t_nb, target in rows:
        nb = f"{t_nb * 1e3:.2f} ms" if t_nb is not None else "-"
        vs_nb = f"{t_nb / t_in:.2f}x" if t_nb is not None else "-"
        print(f"| {name} | {t_in * 1e3:.2f} ms | {t_np * 1e3:.2f} ms | {nb} | "
              f"{t_np / t_in:.2f}x | {vs_nb} | {target} |")
    if rounds:
        print()
    for name, ratios in rounds.items():
        print(f"{name}, incore vs numpy by round: "
              + " ".join(f"{r:.2f}x" for r in ratios))
    if speedup is not None:
        print()
        print(f"tile matmul vs scalar incore matmul (f32): {speedup:.1f}x")


if __name__ == "__main__":
    main()
