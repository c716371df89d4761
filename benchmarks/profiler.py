"""Profiler cost: launch round trips with the profiler off and on, interleaved in one run.

Two launches are timed: an empty payload (the x86-64 ``ret``; the runtime's own overhead) and
saxpy on device buffers.  Each round runs a batch with the profiler off, a second batch off
(the noise floor: the same path measured twice), then a batch on (``incore.profile`` to a
temporary file).  The off path's own cost is also measured directly, since a launch without
hooks cannot run beside it: the hooks' call path with the profiler off (``profiler.active()``,
the call into the launch body with ``rec=None`` and its five ``is None`` tests) against a
direct call of a body without them.

    python benchmarks/profiler.py [--rounds 20] [--batch 100] [--n 1048576]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import timeit
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402

import incore  # noqa: E402
from incore.loader import complete_meta  # noqa: E402
from incore.runtime import Worker, profiler  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RET = bytes([0xC3])  # x86-64 `ret`: an entry that returns at once


class EmptyKernel:
    name = "empty"
    text = RET
    meta = complete_meta({"format": 1, "kernel": "empty", "entry": "kernel_entry",
                          "arch": "a2a3", "core_kind": "aiv", "variant": "aiv", "params": [],
                          "sites": []}, RET)  # launched kernel objects carry sealed metas


def _batch(launch, count: int) -> list[float]:
    samples = []
    for _ in range(count):
        t0 = time.perf_counter()
        launch()
        samples.append(time.perf_counter() - t0)
    return samples


def measure(
    launch, rounds: int, batch: int, trace_prefix: str
) -> dict[str, list[float]]:
    """Per-launch seconds of ``launch`` in three interleaved modes: off, off again, on."""
    times: dict[str, list[float]] = {"off": [], "off (again)": [], "on": []}
    for _ in range(batch):
        launch()  # warm up
    for r in range(rounds):
        times["off"] += _batch(launch, batch)
        times["off (again)"] += _batch(launch, batch)
        with incore.profile(f"{trace_prefix}{r}.json"):
            times["on"] += _batch(launch, batch)
    return times


def _body_with_hooks(rec) -> None:
    # DeviceContext._launch's four phase hooks with the profiler off.
    if rec is not None:
        rec.enter(profiler.STAGE)
    if rec is not None:
        rec.enter(profiler.RUN)
    if rec is not None:
        rec.enter(profiler.COPY_BACK)
    if rec is not None:
        rec.enter(profiler.LOG_DRAIN)


def _launch_with_hooks() -> None:
    # DeviceContext.launch: one active() call and one test before the body.
    prof = profiler.active()
    if prof is None:
        return _body_with_hooks(None)
    return None


def _body_without_hooks() -> None:
    return None


def hook_cost_ns() -> float:
    """Nanoseconds the profiler-off hooks add to one launch: the hooked call path minus a
    direct call of a body without hooks (best of 5 repeats of 200,000 calls each)."""
    n = 200_000
    bare = min(timeit.repeat(_body_without_hooks, number=n, repeat=5))
    hooked = min(timeit.repeat(_launch_with_hooks, number=n, repeat=5))
    return (hooked - bare) / n * 1e9


def report(label: str, times: dict[str, list[float]]) -> None:
    off = statistics.median(times["off"])
    again = statistics.median(times["off (again)"])
    on = statistics.median(times["on"])
    print(f"{label}: median off {off * 1e6:.1f} us, off again {again * 1e6:.1f} us "
          f"(ratio {again / off:.3f}), on {on * 1e6:.1f} us (ratio on/off {on / off:.3f}, "
          f"+{(on - off) * 1e6:.1f} us); {len(times['on'])} launches per mode")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--n", type=int, default=1 << 20, help="saxpy elements (f32)")
    opts = parser.parse_args()

    saxpy = incore.compile_file(ROOT / "examples" / "saxpy" / "kernel.ik")["saxpy"]
    empty = EmptyKernel()
    with Worker(device_id=0) as w, tempfile.TemporaryDirectory() as trace_dir:
        x = w.to_device(np.arange(opts.n, dtype=np.float32))
        y = w.zeros(opts.n, np.float32)
        alpha = np.float32(2.0)
        empty_prefix = os.path.join(trace_dir, "empty")
        empty_times = measure(lambda: w.launch(empty, blocks=1), opts.rounds, opts.batch,
                              empty_prefix)
        saxpy_times = measure(lambda: w.launch(saxpy, x, y, alpha, blocks=4),
                              opts.rounds, max(opts.batch // 5, 1),
                              os.path.join(trace_dir, "saxpy"))
        size = os.path.getsize(f"{empty_prefix}0.json")
    hook_ns = hook_cost_ns()
    report("empty launch, 1 block", empty_times)
    report(f"saxpy, {opts.n} f32, 4 blocks, device buffers", saxpy_times)
    off = statistics.median(empty_times["off"])
    print(f"profiler-off hooks of one launch, alone: {hook_ns:.0f} ns "
          f"({hook_ns / (off * 1e9) * 100:.2f}% of the empty round trip)")
    print(f"trace file of one round of {opts.batch} empty launches: {size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
