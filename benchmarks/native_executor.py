"""The device executor, Python vs native, side by side in one run.

For each executor (``INCORE_EXECUTOR=python`` and ``native``, one device each, started in
turn in this process): the empty 1-block launch round trip (median, p10, p90 of ``--launches``
launches of a ``ret`` payload), the per-block overhead of an empty kernel at 10^5 and 10^6
blocks (one launch each: its wall time over the block count), and the device's CPU time while
idle for ``--idle`` seconds after the spin window.

    python benchmarks/native_executor.py [--launches 2000] [--idle 1.5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from incore.runtime import Worker  # noqa: E402
from incore.runtime.device.executor import EXECUTOR_ENV  # noqa: E402

RET = bytes([0xC3])  # x86-64 `ret`


class EmptyKernel:
    """An AIV kernel without parameters whose payload returns at once."""

    name = "empty"
    text = RET
    meta = {"format": 1, "kernel": "empty", "entry": "kernel_entry", "arch": "a2a3",
            "core_kind": "aiv", "params": [], "sites": []}


def _cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(") ", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(executor: str, launches: int, idle: float) -> dict[str, float]:
    """Round trip, per-block overhead and idle CPU of a device running ``executor``."""
    os.environ[EXECUTOR_ENV] = executor
    kernel = EmptyKernel()
    result: dict[str, float] = {}
    with Worker(device_id=0) as w:
        for _ in range(200):
            w.launch(kernel, blocks=1)
        times = []
        for _ in range(launches):
            t0 = time.perf_counter()
            w.launch(kernel, blocks=1)
            times.append(time.perf_counter() - t0)
        times.sort()
        result["median_us"] = statistics.median(times) * 1e6
        result["p10_us"] = times[len(times) // 10] * 1e6
        result["p90_us"] = times[len(times) * 9 // 10] * 1e6
        for n in (10**5, 10**6):
            t0 = time.perf_counter()
            w.launch(kernel, blocks=n)
            result[f"per_block_{n}_us"] = (time.perf_counter() - t0) / n * 1e6
        time.sleep(0.2)
        pid = w.device_pid
        before = _cpu_seconds(pid)
        time.sleep(idle)
        result["idle_cpu_s"] = _cpu_seconds(pid) - before
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--launches", type=int, default=2000)
    parser.add_argument("--idle", type=float, default=1.5)
    opts = parser.parse_args()
    runs = {name: measure(name, opts.launches, opts.idle) for name in ("python", "native")}
    py, nat = runs["python"], runs["native"]
    rows = [
        ("empty 1-block launch, median (us)", "median_us"),
        ("empty 1-block launch, p10 (us)", "p10_us"),
        ("empty 1-block launch, p90 (us)", "p90_us"),
        ("per-block overhead, 10^5 blocks (us)", "per_block_100000_us"),
        ("per-block overhead, 10^6 blocks (us)", "per_block_1000000_us"),
        (f"device CPU while idle {opts.idle:g} s (s)", "idle_cpu_s"),
    ]
    print("| measurement | python executor | native executor | python / native |")
    print("|---|---|---|---|")
    for label, key in rows:
        ratio = f"{py[key] / nat[key]:.1f}x" if nat[key] > 0 else "-"
        print(f"| {label} | {py[key]:.3f} | {nat[key]:.3f} | {ratio} |")


if __name__ == "__main__":
    main()
