"""The interpreter's speed: an element saxpy of 1M (element iterations per second) and two
tile kernels, softmax 1024 x 1024 and matmul 256^3, interpreted against their compiled
launches on the simulated device, in one run.

    python benchmarks/interpret.py [--repeat 7]

Each figure is the best of ``--repeat`` runs (the least disturbed by the machine's other
work, for both peers alike).  The compiled peer is the kernel's run time on the device
(``LaunchStats.run_s``, after a warm-up launch, on device buffers) and, for reference, the
host wall time of the whole synchronous launch of numpy arrays (staging and copy-back
included); the interpreted figure is the wall time of ``InterpretedKernel.run`` on the same
inputs.  Targets (issue 29): saxpy >= 1M element iterations/s, each tile kernel at most 50x
its compiled run time.  Both results are checked bit for bit against each other.  Prints a
Markdown table.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

import incore
from incore import interpret

ROOT = Path(__file__).resolve().parents[1]


def _interpreted(module, name: str, args: list, blocks: int, repeat: int):
    """(best wall time, the outputs of the last run)."""
    k = interpret.build(module.program, name)
    env = interpret.LaunchEnv(on_log=lambda *a: None)
    best, copies = float("inf"), args
    for _ in range(repeat):
        copies = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        start = time.perf_counter()
        k.run(copies, blocks, env)
        best = min(best, time.perf_counter() - start)
    return best, copies


def _compiled(w: incore.Worker, kernel, args: list, blocks: int, repeat: int):
    """(best device run time, best wall time of a launch of numpy arrays, the outputs)."""
    host = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    wall = float("inf")
    w.launch(kernel, *host, blocks=blocks)
    for _ in range(repeat):
        host = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        start = time.perf_counter()
        w.launch(kernel, *host, blocks=blocks)
        wall = min(wall, time.perf_counter() - start)
    dev = [w.to_device(a) if isinstance(a, np.ndarray) else a for a in args]
    w.launch(kernel, *dev, blocks=blocks)
    run = min(w.launch(kernel, *dev, blocks=blocks).run_s for _ in range(repeat))
    return run, wall, host


def _same(compiled: list, interpreted: list) -> bool:
    return all(np.array_equal(c.view(f"u{c.itemsize}"), i.view(f"u{i.itemsize}"))
               for c, i in zip(compiled, interpreted, strict=True) if isinstance(c, np.ndarray))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
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
    print("| kernel | interpreted | compiled run | interpreted / compiled run "
          "| compiled launch (wall) | interpreted / launch | element iterations/s "
          "| same bits |")
    print("|---|---|---|---|---|---|---|---|")
    with incore.Worker() as w:
        for label, module, name, args, blocks, elements in cases:
            ti, out_i = _interpreted(module, name, args, blocks, opts.repeat)
            tc, tw, out_c = _compiled(w, module[name], args, blocks, opts.repeat)
            rate = f"{elements / ti / 1e6:.2f} M" if elements else "-"
            same = "yes" if _same(out_c, out_i) else "NO"
            print(f"| {label} | {ti * 1e3:.1f} ms | {tc * 1e3:.2f} ms | {ti / tc:.1f}x "
                  f"| {tw * 1e3:.2f} ms | {ti / tw:.1f}x | {rate} | {same} |")


if __name__ == "__main__":
    main()
