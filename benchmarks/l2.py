"""The L2 model: simulated accesses per second and what tracing costs a launch, in one run.

Figures:

- the native simulator (``incore.runtime.l2.model``) on a random trace (reads and writes
  spread over 64 MiB, 30% writes, 30% of the reads no-allocate) and on a sequential stream,
  in accesses per second, beside the same algorithm compiled by numba (``@njit``) and the
  Python reference model of the tests (on a 100x shorter trace), with the ratios;
- a tile saxpy (``y[i:i+T] = a * x[i:i+T] + y[i:i+T]``, x BYPASS) on 4M f32 device buffers, 8
  blocks: a plain launch and a launch on a Worker with ``l2_model = L2Config()`` (traced
  variant, drained request trace, native gather and simulation), with the traced/untraced
  ratio (target <= 30x) and the requests simulated per second from the end of the kernel run
  to the counters (target >= 20 M/s), beside numpy ``y += a * x``;
- the element saxpy of ``examples/saxpy`` (``y[i] = a * x[i] + y[i]``: each element access a
  request) on the same arrays: plain, traced exactly (each access site's requests to a line
  are one counted-run record; target <= 30x) and traced with ``L2Config(set_sampling=16)``
  (one set in 16 simulated; target <= 10x), with the sampled run's error on main-memory
  bytes against the exact one (target <= 1%).

Each figure is the median of ``--repeat`` runs (alternating plain and traced launches).

    python benchmarks/l2.py [--quick] [--saxpy N] [--json FILE]

``--quick``: 1M-record traces, saxpy on 1M elements, 3 repeats, no numba row.  ``--saxpy N``
sets the saxpy's length (the suite's smoke test runs a small one).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402

import incore  # noqa: E402
from incore.runtime.l2.model import CacheState  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
BASE = 0x1000_0000_0000
GEOMETRY = (512, 16, 128)  # 1 MiB, 16-way, 128 B lines
OFFSET = 0x80000000000


def random_trace(n: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    addr = (BASE + rng.integers(0, 64 << 20, n)).astype(np.uint64) & ~np.uint64(3)
    write = rng.random(n) < 0.3
    no_alloc = (rng.random(n) < 0.3) & ~write
    return (addr | (np.uint64(4) << np.uint64(48)) | (write.astype(np.uint64) << np.uint64(62))
            | (no_alloc.astype(np.uint64) << np.uint64(63)))


def stream_trace(n: int) -> np.ndarray:
    return (BASE + np.arange(n, dtype=np.uint64) * np.uint64(4)) | (np.uint64(4) << np.uint64(48))


def time_native(words: np.ndarray, repeat: int) -> float:
    groups = np.zeros(len(words), np.uint32)
    times = []
    for _ in range(repeat):
        st = CacheState(*GEOMETRY)
        t0 = time.perf_counter()
        st.simulate(words, groups, 1)
        times.append(time.perf_counter() - t0)
    return len(words) / statistics.median(times)


def numba_simulator():
    """The simulator's algorithm (LRU stamps, write-back, no-allocate reads) under numba."""
    from numba import njit

    @njit(cache=False)
    def simulate(words, sets, ways, shift, tags, stamps, dirty, counters):
        clock = 0
        for r in range(words.shape[0]):
            w = words[r]
            addr = w & 0xFFFFFFFFFFFF
            size = (w >> 48) & 0x3FFF
            write = (w >> 62) & 1
            no_alloc = w >> 63
            first = addr >> shift
            last = (addr + size - 1) >> shift
            for line in range(first, last + 1):
                clock += 1
                base = (line % sets) * ways
                tag = line + 1
                victim = 0
                oldest = np.uint64(0xFFFFFFFFFFFFFFFF)
                found = -1
                for k in range(ways):
                    if tags[base + k] == tag:
                        found = k
                        break
                    if stamps[base + k] < oldest:
                        oldest = stamps[base + k]
                        victim = k
                if found >= 0:
                    stamps[base + found] = clock
                    if write:
                        dirty[base + found] = 1
                        counters[3] += 1
                    else:
                        counters[0] += 1
                elif no_alloc and not write:
                    counters[2] += 1
                else:
                    v = base + victim
                    if tags[v] != 0:
                        counters[5] += 1
                        if dirty[v]:
                            counters[6] += 1
                    tags[v] = tag
                    stamps[v] = clock
                    dirty[v] = write
                    counters[4 if write else 1] += 1

    return simulate


def time_numba(words: np.ndarray, repeat: int) -> float:
    sim = numba_simulator()
    sets, ways, line = GEOMETRY
    shift = np.uint64(line.bit_length() - 1)

    def once(w):
        tags = np.zeros(sets * ways, np.uint64)
        stamps = np.zeros(sets * ways, np.uint64)
        dirty = np.zeros(sets * ways, np.uint64)
        counters = np.zeros(9, np.uint64)
        sim(w, np.uint64(sets), ways, shift, tags, stamps, dirty, counters)

    once(words[:1000])  # the JIT compile, not timed
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        once(words)
        times.append(time.perf_counter() - t0)
    return len(words) / statistics.median(times)


def time_reference(words: np.ndarray) -> float:
    sys.path.insert(0, str(ROOT))
    from tests.support.l2_reference import reference_counters

    sets, ways, line = GEOMETRY
    t0 = time.perf_counter()
    reference_counters([int(w) for w in words], [0] * len(words), 1, sets, ways, line)
    return len(words) / (time.perf_counter() - t0)


SAXPY_TILE = """
const T = 1024

@aiv
kernel saxpy_tile(x: Tensor[[N], f32], y: Tensor[[N], f32], alpha: f32):
    span = ceil_div(N, block_num * T) * T
    lo = block_idx * span
    for i in range(lo, min(lo + span, N), T):
        y[i:i + T] = alpha * load(x[i:i + T], cache=CachePolicy.BYPASS, other=0.0) \\
            + load(y[i:i + T], other=0.0)
"""


SAMPLING = 16


def time_saxpy(n: int, repeat: int, element: bool = False, sampling: int = 1) -> dict:
    if element:  # examples/saxpy: x[i], y[i], y[i] alternate lines, each access a request
        k = incore.compile((ROOT / "examples" / "saxpy" / "kernel.ik").read_text(),
                           "saxpy.ik")["saxpy"]
    else:
        k = incore.compile(SAXPY_TILE, "saxpy_tile.ik")["saxpy_tile"]
    k.l2_variant(incore.L2Config().line)  # the traced variant's compile, not timed
    rng = np.random.default_rng(1)
    x = rng.standard_normal(n, dtype=np.float32)
    y = rng.standard_normal(n, dtype=np.float32)
    plain_w = incore.Worker(device_id=0, l2_cache_offset=OFFSET)
    traced_w = incore.Worker(device_id=0, l2_cache_offset=OFFSET,
                             l2_model=incore.L2Config(set_sampling=sampling))
    plain, traced, run_s, sim_s, accesses, mm_bytes = [], [], [], [], 0, []
    with plain_w, traced_w:
        dx, dy = plain_w.to_device(x), plain_w.to_device(y)
        plain_w.launch(k, dx, dy, 2.0, blocks=8)
        traced_w.launch(k, dx, dy, 2.0, blocks=8)
        for _ in range(repeat):
            t0 = time.perf_counter()
            plain_w.launch(k, dx, dy, 2.0, blocks=8)
            plain.append(time.perf_counter() - t0)
            if element:  # every traced launch from a cold L2: comparable bytes
                traced_w.l2_flush()
            t0 = time.perf_counter()
            st = traced_w.launch(k, dx, dy, 2.0, blocks=8)
            traced.append(time.perf_counter() - t0)
            run_s.append(st.run_s)
            sim_s.append(st.l2.simulate_s)
            accesses = st.l2.requests
            mm_bytes.append(st.l2.main_memory_bytes)
        dx.free()
        dy.free()
    npy = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        y += np.float32(2.0) * x
        npy.append(time.perf_counter() - t0)
    med = statistics.median
    return {"n": n, "plain_s": med(plain), "traced_s": med(traced), "traced_run_s": med(run_s),
            "simulate_s": med(sim_s), "accesses": accesses, "numpy_s": med(npy),
            "main_memory_bytes": mm_bytes[-1], "sampling": sampling}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--json", metavar="FILE")
    ap.add_argument("--repeat", type=int)
    ap.add_argument("--saxpy", type=int, metavar="N", help="saxpy length (default 4M; 1M "
                    "with --quick)")
    ap.add_argument("--skip-simulator", action="store_true",
                    help="only the saxpy figures (the suite's smoke test)")
    args = ap.parse_args(argv)
    n = 1 << 20 if args.quick else 8 << 20
    repeat = args.repeat or (3 if args.quick else 5)
    print(f"L2 model benchmark ({platform.machine()}, {os.cpu_count()} cpus, load average "
          f"{os.getloadavg()[0]:.1f}); geometry 1 MiB, 16-way, 128 B lines")
    results: dict = {"records": n}
    mps = lambda v: f"{v / 1e6:.1f} M requests/s"  # noqa: E731
    if not args.skip_simulator:
        simulator_figures(args, n, repeat, results, mps)
    sax = time_saxpy(args.saxpy or (1 << 20 if args.quick else 4 << 20), repeat)
    results["saxpy"] = sax
    ratio = sax["traced_s"] / sax["plain_s"]
    rate = sax["accesses"] / sax["simulate_s"] if sax["simulate_s"] else float("inf")
    results["saxpy"].update(traced_over_plain=ratio, requests_per_s=rate)
    ms = lambda s: f"{1e3 * s:.1f} ms"  # noqa: E731
    print(f"tile saxpy {sax['n']} f32, 8 blocks, device buffers: plain launch "
          f"{ms(sax['plain_s'])}, traced launch {ms(sax['traced_s'])}")
    print(f"  traced / untraced: {ratio:.1f}x (target <= 30x: "
          f"{'met' if ratio <= 30 else 'missed'}); kernel run with tracing "
          f"{ms(sax['traced_run_s'])}")
    print(f"  end to end: {sax['accesses']} requests gathered, simulated and counted in "
          f"{ms(sax['simulate_s'])} = {mps(rate)} (target >= 20 M/s: "
          f"{'met' if rate >= 20e6 else 'missed'})")
    print(f"numpy `y += a * x` on the same arrays: {ms(sax['numpy_s'])} "
          f"(plain incore launch / numpy {sax['plain_s'] / sax['numpy_s']:.1f}x)")
    element_figures(sax["n"], repeat, results, ms)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    return 0


def element_figures(n: int, repeat: int, results: dict, ms) -> None:
    """The element saxpy traced exactly and with set sampling, against its plain launch."""
    el = time_saxpy(n, repeat, element=True)
    sampled = time_saxpy(n, repeat, element=True, sampling=SAMPLING)
    ratio = el["traced_s"] / el["plain_s"]
    s_ratio = sampled["traced_s"] / sampled["plain_s"]
    error = abs(sampled["main_memory_bytes"] - el["main_memory_bytes"]) / max(
        el["main_memory_bytes"], 1)
    el.update(traced_over_plain=ratio)
    sampled.update(traced_over_plain=s_ratio, main_memory_error=error)
    results["saxpy_element"], results["saxpy_element_sampled"] = el, sampled
    print(f"element saxpy (examples/saxpy) {el['n']} f32, 8 blocks, device buffers: "
          f"{el['accesses']} requests (x[i], y[i], y[i]: each a request; one counted-run "
          f"record per access site and line)")
    print(f"  exact: plain launch {ms(el['plain_s'])}, traced {ms(el['traced_s'])}, traced / "
          f"untraced: {ratio:.1f}x (target <= 30x: {'met' if ratio <= 30 else 'missed'}); "
          f"kernel run with tracing {ms(el['traced_run_s'])}, simulated in "
          f"{ms(el['simulate_s'])}")
    print(f"  set_sampling={SAMPLING}: plain launch {ms(sampled['plain_s'])}, traced "
          f"{ms(sampled['traced_s'])}, traced / untraced: {s_ratio:.1f}x (target <= 10x: "
          f"{'met' if s_ratio <= 10 else 'missed'}); main-memory bytes "
          f"{sampled['main_memory_bytes']} against {el['main_memory_bytes']} exact: error "
          f"{100 * error:.2f}% (target <= 1%: {'met' if error <= 0.01 else 'missed'})")


def simulator_figures(args, n: int, repeat: int, results: dict, mps) -> None:
    """The native simulator on random and sequential traces, numba and the reference."""
    rnd, seq = random_trace(n), stream_trace(n)
    results["native_random"] = time_native(rnd, repeat)
    results["native_stream"] = time_native(seq, repeat)
    results["reference_random"] = time_reference(rnd[: n // 100])
    if not args.quick:
        try:
            results["numba_random"] = time_numba(rnd, repeat)
            results["numba_stream"] = time_numba(seq, repeat)
        except ImportError:
            print("numba is not installed: pip install 'incore[bench]' for its row")
    print(f"native simulator, random trace of {n} records: {mps(results['native_random'])} "
          f"(target >= 20 M/s: {'met' if results['native_random'] >= 20e6 else 'missed'})")
    print(f"native simulator, sequential stream of {n} records: {mps(results['native_stream'])}")
    if "numba_random" in results:
        print(f"numba @njit, same algorithm, random: {mps(results['numba_random'])} "
              f"(native / numba {results['native_random'] / results['numba_random']:.2f}x); "
              f"stream: {mps(results['numba_stream'])} "
              f"({results['native_stream'] / results['numba_stream']:.2f}x)")
    print(f"Python reference model, random: {mps(results['reference_random'])} "
          f"(native / reference {results['native_random'] / results['reference_random']:.0f}x)")


if __name__ == "__main__":
    sys.exit(main())
