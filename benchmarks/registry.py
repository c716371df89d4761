"""Cost of program registration (schema, seal and payload digest) and of launching a
registered kernel instead of the compiled one.

    python benchmarks/registry.py [--repeat 2000] [--launches 300]

Registration is timed against its peer, the loader work alone (``extract_text_section`` +
``read_meta`` of the same ELF), so the difference is what validation adds.  Launches of the
compiled kernel and of its registered copy are interleaved on one Worker; each figure is the
median wall time of one ``Worker.launch`` (a 4-block saxpy on 4096 elements).  Prints a
Markdown table (the numbers in docs/benchmarks.md come from this script).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from collections.abc import Callable

import numpy as np

import incore
from incore.loader import extract_text_section, read_meta, validate_meta
from incore.runtime.host.registry import ProgramRegistry

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "examples", "saxpy", "kernel.ik")


def per_call_us(fn: Callable[[], object], repeat: int) -> float:
    """Median microseconds of ``fn()`` over ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=2000)
    parser.add_argument("--launches", type=int, default=300)
    opts = parser.parse_args()
    with open(EXAMPLE) as f:
        k = incore.compile(f.read(), "saxpy.ik")["saxpy"]
    reg = ProgramRegistry()

    def register_elf():
        reg.unregister(reg.register(k.elf))

    def register_text():
        reg.unregister(reg.register(k.text, meta=k.meta))

    rows = [
        ("loader only: extract_text_section + read_meta (peer)",
         per_call_us(lambda: (extract_text_section(k.elf), read_meta(k.elf)), opts.repeat)),
        ("validate_meta", per_call_us(lambda: validate_meta(k.meta, "m"), opts.repeat)),
        ("register(k.elf) + unregister", per_call_us(register_elf, opts.repeat)),
        ("register(k.text, meta=k.meta) + unregister", per_call_us(register_text, opts.repeat)),
    ]
    rk = reg.register(k.elf).kernels["saxpy"]
    x = np.arange(4096, dtype=np.float32)
    y = np.ones_like(x)
    launch_times: dict[str, list[float]] = {"compiled Kernel (peer)": [], "RegisteredKernel": []}
    with incore.Worker() as w:
        for _ in range(opts.launches):
            for label, kernel in (("compiled Kernel (peer)", k), ("RegisteredKernel", rk)):
                t0 = time.perf_counter()
                w.launch(kernel, x, y, 2.0, blocks=4)
                launch_times[label].append(time.perf_counter() - t0)
    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"saxpy payload {len(k.text)} bytes, meta {len(str(k.meta))} characters\n")
    print("| operation | median µs |\n|---|---:|")
    for label, us in rows:
        print(f"| {label} | {us:.1f} |")
    for label, times in launch_times.items():
        print(f"| launch, {label} | {statistics.median(times) * 1e6:.1f} |")


if __name__ == "__main__":
    main()
