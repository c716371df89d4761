"""The interpreter's speed: an element saxpy of 1M (element iterations per second) and two
tile kernels, softmax 1024 x 1024 and matmul 256^3, interpreted against their compiled
launches on the simulated device.

    python benchmarks/interpret.py [--repeat 5]

Each figure is the median over ``--repeat`` runs; the compiled time is
``LaunchStats.run_s`` of a launch on the same inputs (after a warm-up launch), the
interpreted one the wall time of ``InterpretedKernel.run``.  Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import numpy as np

import incore
from incore import interpret

ROOT = Path(__file__).resolve().parents[1]


def _median(f, repeat: int) -> float:
    return statistics.median(f() for _ in range(repeat))


def _interpreted(module, name: str, args: list, blocks: int, repeat: int) -> float:
    k = interpret.build(module.program, name)
    env = interpret.LaunchEnv(on_log=lambda *a: None)

    def once() -> float:
        copies = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        start = time.perf_counter()
        k.run(copies, blocks, env)
        return time.perf_counter() - start

    return _median(once, repeat)


def _compiled(w: incore.Worker, kernel, args: list, blocks: int, repeat: int) -> float:
    w.launch(kernel, *args, blocks=blocks)
    return _median(lambda: w.launch(kernel, *args, blocks=blocks).run_s, repeat)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    opts = ap.parse_args()
    rng = np.random.default_rng(0)
    saxpy = incore.compile_file(ROOT / "examples/saxpy/kernel.ik")
    softmax = incore.compile_file(ROOT / "examples/softmax/kernel.ik")
    matmul = incore.compile_file(ROOT / "examples/matmul/kernel.ik")
    n = 1 << 20
    cases = [
        ("saxpy 1M (element loop)", saxpy, "saxpy",
         [rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32),
          2.5], 8, n),
        ("softmax 1024x1024", softmax, "softmax",
         [rng.standard_normal((1024, 1024), dtype=np.float32),
          np.zeros((1024, 1024), np.float32)], 8, None),
        ("matmul 256^3", matmul, "matmul",
         [rng.standard_normal((256, 256), dtype=np.float32),
          rng.standard_normal((256, 256), dtype=np.float32),
          np.zeros((256, 256), np.float32)], 8, None),
    ]
    print("| kernel | interpreted | compiled | interpreted / compiled | element iterations/s |")
    print("|---|---|---|---|---|")
    with incore.Worker() as w:
        for label, module, name, args, blocks, elements in cases:
            ti = _interpreted(module, name, args, blocks, opts.repeat)
            tc = _compiled(w, module[name], args, blocks, opts.repeat)
            rate = f"{elements / ti / 1e6:.2f} M" if elements else "-"
            print(f"| {label} | {ti * 1e3:.1f} ms | {tc * 1e3:.2f} ms | {ti / tc:.1f}x | {rate} |")


if __name__ == "__main__":
    main()
