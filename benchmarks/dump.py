"""Dump cost: 1M-element saxpy launches with dumps off and on (mode all), interleaved in one run.

Each round times a batch of launches with dumping off, a second batch off (the noise floor),
then a batch with ``set_dump_config(path=..., mode="all")``; the arguments are numpy arrays,
as ``incore run`` passes them, so a dumped launch copies y's input before the run (its run
overwrites it) and hands the writer views of the staged x and of y after its copy back
(``dump/holds.py``).  The ratio on/off is against the median of both off batches.  The peer is
numpy itself: ``np.save`` of the same three arrays into the same directory, timed in the same
rounds, so the ratio says what the dump adds to a launch compared with writing its bytes
directly.  After each on-batch the writer is flushed (timed separately: the bytes per second
the writer sustains) and the files are removed.  The off path's own cost is measured
directly as well: the two hook calls a launch makes with dumping off against no call.

A second part launches on DeviceBuffers (``w.to_device``) in the same way, in mode ``output``
(nothing is copied: the dump holds the buffer) and ``all``: each launch rewrites y, so the
dump of a launch whose y the next launch wrote before the writer read it is dropped
(docs/runtime.md "Dumps"); the written and dropped dumps are counted.

    python benchmarks/dump.py [--rounds 6] [--batch 4] [--n 1048576]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
import timeit
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402

import incore  # noqa: E402
from incore.runtime.dump import holds, hooks  # noqa: E402
from incore.runtime.dump.writer import writer  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _timed(fn, count: int) -> list[float]:
    out = []
    for _ in range(count):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def _empty_before_run(ctx, k, bound, temps, nblocks, *, stream, task) -> None:
    return None


def _empty_after_launch(ctx, k, times) -> None:
    return None


def off_hook_ns() -> tuple[float, float]:
    """Nanoseconds the two dump hooks add to a launch with dumping off, and the part of it
    that is Python's calls of two empty functions of the same signatures (best of 5 x
    200,000)."""
    n = 200_000
    ctx, k, bound, temps, nblocks = object(), object(), [], [], 1
    t0 = t1 = t2 = t3 = 0.0

    # ``hooks`` the module: ``dump.before_run`` would be looked up by the package's
    # ``__getattr__`` at every call, which launches never do
    def hooked() -> None:  # the two calls as the dump's collector makes them
        hooks.before_run(ctx, k, bound, temps, nblocks, stream=0, task=1)
        hooks.after_launch(ctx, k, (t1 - t0, t2 - t1, t3 - t2))

    def empty_calls() -> None:
        _empty_before_run(ctx, k, bound, temps, nblocks, stream=0, task=1)
        _empty_after_launch(ctx, k, (t1 - t0, t2 - t1, t3 - t2))

    def bare() -> None:
        return None

    def best(fn) -> float:
        return min(timeit.repeat(fn, number=n, repeat=5)) / n * 1e9

    floor = best(bare)
    return best(hooked) - floor, best(empty_calls) - floor


def _device_buffer_rounds(w, saxpy, x, y, opts, tmp: Path) -> dict:
    """Off and on batches of saxpy on DeviceBuffers: label -> (seconds, written, dropped)."""
    dx, dy = w.to_device(x), w.to_device(y)
    out: dict[str, tuple[list[float], int, int]] = {}

    def launch() -> None:
        w.launch(saxpy, dx, dy, 0.5, blocks=8)

    for label, mode in (("device buffers, off", None), ("device buffers, on (output)", "output"),
                        ("device buffers, on (all)", "all")):
        samples: list[float] = []
        written = dropped = 0
        for r in range(opts.rounds):
            target = tmp / f"dev-{mode}-{r}"
            if mode is not None:
                incore.set_dump_config(path=target, mode=mode)
            stats = writer().stats
            before = (stats.dumps, stats.dropped)
            samples += _timed(launch, opts.batch)
            incore.set_dump_config()
            incore.flush_dumps()
            written += stats.dumps - before[0]
            dropped += stats.dropped - before[1]
            shutil.rmtree(target, ignore_errors=True)
        out[label] = (samples, written, dropped)
    dx.free()
    dy.free()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--batch", type=int, default=4)
    parser.add_argument("--n", type=int, default=1 << 20, help="saxpy elements (f32)")
    opts = parser.parse_args()

    incore.set_dump_config()
    saxpy = incore.compile_file(ROOT / "examples" / "saxpy" / "kernel.ik")["saxpy"]
    rng = np.random.default_rng(0)
    x = rng.standard_normal(opts.n, dtype=np.float32)
    y = rng.standard_normal(opts.n, dtype=np.float32)
    times: dict[str, list[float]] = {"off": [], "off (again)": [], "on": [], "np.save": []}
    flush_s: list[float] = []
    bytes_on = 0
    launches_on = 0
    with incore.Worker(device_id=0) as w, tempfile.TemporaryDirectory() as tmp:
        def launch() -> None:
            w.launch(saxpy, x, y, 0.5, blocks=8)

        def save() -> None:
            for i, a in enumerate((x, y, y)):
                np.save(Path(tmp) / "peer" / f"a{i}.npy", a)

        (Path(tmp) / "peer").mkdir()
        for _ in range(opts.batch):
            launch()
        for r in range(opts.rounds):
            times["off"] += _timed(launch, opts.batch)
            times["off (again)"] += _timed(launch, opts.batch)
            target = Path(tmp) / f"round{r}"
            incore.set_dump_config(path=target, mode="all")
            before = writer().stats.bytes
            times["on"] += _timed(launch, opts.batch)
            incore.set_dump_config()
            t0 = time.perf_counter()
            incore.flush_dumps()
            flush_s.append(time.perf_counter() - t0)
            bytes_on += writer().stats.bytes - before
            launches_on += opts.batch
            shutil.rmtree(target)
            times["np.save"] += _timed(save, opts.batch)
        dev = _device_buffer_rounds(w, saxpy, x, y, opts, Path(tmp))
    off = statistics.median(times["off"] + times["off (again)"])
    for label, samples in times.items():
        med = statistics.median(samples)
        print(f"{label:12s} median {med * 1e3:8.3f} ms  p10 "
              f"{np.percentile(samples, 10) * 1e3:8.3f}  p90 "
              f"{np.percentile(samples, 90) * 1e3:8.3f}  ({len(samples)} samples; "
              f"{med / off:.2f}x off, both off batches)")
    on, peer = statistics.median(times["on"]), statistics.median(times["np.save"])
    print(f"dump on adds {(on - off) * 1e3:.3f} ms per launch; np.save of the same bytes "
          f"takes {peer * 1e3:.3f} ms (added / np.save = {(on - off) / peer:.2f})")
    per_launch = bytes_on / max(launches_on, 1)
    print(f"bytes written per dumped launch: {per_launch:,.0f} "
          f"({per_launch / (3 * 4 * opts.n):.4f}x the three tensors' bytes)")
    print(f"writer flush after each batch: median {statistics.median(flush_s) * 1e3:.1f} ms "
          f"for {opts.batch} launches")
    for label, (samples, written, dropped) in dev.items():
        med = statistics.median(samples)
        dev_off = statistics.median(dev["device buffers, off"][0])
        print(f"{label:28s} median {med * 1e3:8.3f} ms  p10 "
              f"{np.percentile(samples, 10) * 1e3:8.3f}  ({med / dev_off:.2f}x off; "
              f"{written} dumps written, {dropped} dropped)")
    st = getattr(holds, "STATS", None)  # absent before issue 27 (for runs of older trees)
    if st is not None:
        print(f"copies made for dumps: {st.copies} ({st.copied_bytes:,} bytes); references: "
              f"{st.staged_refs} staging views, {st.buffer_refs} DeviceBuffers")
    hooks_ns, calls_ns = off_hook_ns()
    print(f"dump-off hooks of one launch: {hooks_ns:.0f} ns, of which {calls_ns:.0f} ns are "
          f"the two calls themselves (empty functions of the same signatures)")


if __name__ == "__main__":
    main()
