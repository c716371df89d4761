"""Launch round trip of an empty payload: host doorbell -> core thread -> payload -> host wake.

The payload is the single x86-64 instruction ``ret``, so the time measured is the runtime's own
overhead: validation, args template, futex doorbell, block claim, ctypes call, blocks_done wake.

    python benchmarks/launch_roundtrip.py [--launches 2000] [--blocks 1]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from incore.loader import complete_meta  # noqa: E402
from incore.runtime import Worker  # noqa: E402

RET = bytes([0xC3])  # x86-64 `ret`: an entry that returns at once


@dataclass
class EmptyKernel:
    name: str = "empty"
    text: bytes = RET
    meta: dict | None = None

    def __post_init__(self) -> None:
        # a launched kernel object carries a complete, sealed meta
        self.meta = complete_meta({"format": 1, "kernel": self.name, "entry": "kernel_entry",
                                   "arch": "a2a3", "core_kind": "aiv", "variant": "aiv",
                                   "params": [], "sites": []}, self.text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--launches", type=int, default=2000)
    parser.add_argument("--warmup", type=int, default=200)
    parser.add_argument("--blocks", type=int, default=1)
    opts = parser.parse_args()

    kernel = EmptyKernel()
    starts = []
    for _ in range(3):
        with Worker(device_id=0) as w:
            starts.append(w.start_seconds)
    with Worker(device_id=0) as w:
        for _ in range(opts.warmup):
            w.launch(kernel, blocks=opts.blocks)
        samples = []
        for _ in range(opts.launches):
            t0 = time.perf_counter()
            w.launch(kernel, blocks=opts.blocks)
            samples.append(time.perf_counter() - t0)
    samples.sort()
    median = statistics.median(samples)
    print(f"device start (median of 3): {statistics.median(starts) * 1e3:.1f} ms")
    print(f"empty launch round trip, blocks={opts.blocks}, {opts.launches} launches: "
          f"median {median * 1e6:.1f} us, p10 {samples[len(samples) // 10] * 1e6:.1f} us, "
          f"p90 {samples[len(samples) * 9 // 10] * 1e6:.1f} us")


if __name__ == "__main__":
    main()
