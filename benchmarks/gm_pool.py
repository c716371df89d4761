"""GM allocation: the pooled allocator vs the first-fit one it replaced, and vs ``np.empty``.

Three workloads, each over a heap that already holds a fragmented working set (live blocks
with free holes between them, as a program that has run for a while leaves it):

* ``small``: alloc/free cycles of one small size (4 KiB), the size-class fast path;
* ``mixed``: random sizes from 64 B to 256 KiB, a random live block freed per allocation;
* ``large``: alloc/free cycles of 1..8 MiB blocks (best fit in the pool).

The allocators are timed on their own (``Pool`` and a copy of the old first-fit list, both
pure address arithmetic), then whole buffers are timed: ``DeviceBuffer(gm, shape, dtype)``
created and dropped (allocation, handle, deferred free) against the peer ``np.empty`` of the
same shape and dtype.

    python benchmarks/gm_pool.py [--ops 20000] [--fragments 2000]
"""

from __future__ import annotations

import argparse
import bisect
import os
import random
import sys
import time
from collections.abc import Callable

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402

from incore.runtime.common.layout import DeviceLayout  # noqa: E402
from incore.runtime.host.memory.buffers import DeviceBuffer  # noqa: E402
from incore.runtime.host.memory.gm import GlobalMemory  # noqa: E402
from incore.runtime.host.memory.pool import Pool  # noqa: E402

BASE = 0x7000_0000_0000
HEAP = 1 << 30
DEVICE = 63  # the benchmark's GM (a device id no Worker of the benchmark uses)


class FirstFit:
    """The allocator before the pool (incore/runtime/gm.py until issue 7), verbatim in
    substance: sorted parallel lists of free starts and sizes, first fit, coalescing."""

    def __init__(self, base: int, size: int) -> None:
        self._free_starts = [base]
        self._free_sizes = [size]
        self._used: dict[int, int] = {}

    def alloc(self, nbytes: int) -> int | None:
        size = (max(nbytes, 1) + 63) // 64 * 64
        for i, free in enumerate(self._free_sizes):
            if free >= size:
                addr = self._free_starts[i]
                if free == size:
                    del self._free_starts[i]
                    del self._free_sizes[i]
                else:
                    self._free_starts[i] = addr + size
                    self._free_sizes[i] = free - size
                self._used[addr] = size
                return addr
        return None

    def free(self, addr: int) -> None:
        size = self._used.pop(addr)
        i = bisect.bisect_left(self._free_starts, addr)
        if i < len(self._free_starts) and addr + size == self._free_starts[i]:
            size += self._free_sizes[i]
            del self._free_starts[i]
            del self._free_sizes[i]
        if i > 0 and self._free_starts[i - 1] + self._free_sizes[i - 1] == addr:
            self._free_sizes[i - 1] += size
        else:
            self._free_starts.insert(i, addr)
            self._free_sizes.insert(i, size)


class PoolAllocator:
    """``Pool`` with the same alloc -> address interface as ``FirstFit``."""

    def __init__(self, base: int, size: int) -> None:
        self.pool = Pool(base, size)

    def alloc(self, nbytes: int) -> int | None:
        grant = self.pool.alloc(nbytes)
        return None if grant is None else grant.addr

    def free(self, addr: int) -> None:
        self.pool.free(addr)


def fragment(alloc: FirstFit | PoolAllocator, count: int, rng: random.Random) -> list[int]:
    """Fill the heap's front with ``count`` live blocks of 64 B..2 KiB, freeing every other
    one: holes too small for the workloads' requests, which first fit walks past."""
    addrs = [alloc.alloc(rng.randint(64, 2048)) for _ in range(2 * count)]
    for addr in addrs[::2]:
        alloc.free(addr)
    return addrs[1::2]


def run_cycles(alloc: FirstFit | PoolAllocator, sizes: list[int]) -> float:
    """Seconds per alloc+free pair for ``sizes`` (each allocated, then freed at once)."""
    t0 = time.perf_counter()
    for nbytes in sizes:
        alloc.free(alloc.alloc(nbytes))
    return (time.perf_counter() - t0) / len(sizes)


def run_mixed(alloc: FirstFit | PoolAllocator, sizes: list[int], seed: int) -> float:
    """Seconds per operation pair: allocate one, free a random live one (working set 500)."""
    rng = random.Random(seed)
    live = [alloc.alloc(n) for n in sizes[:500]]
    t0 = time.perf_counter()
    for nbytes in sizes[500:]:
        live.append(alloc.alloc(nbytes))
        alloc.free(live.pop(rng.randrange(len(live))))
    elapsed = time.perf_counter() - t0
    for addr in live:
        alloc.free(addr)
    return elapsed / (len(sizes) - 500)


def best_of(repeats: int, measure: Callable[[], float]) -> float:
    return min(measure() for _ in range(repeats))


def allocator_table(ops: int, fragments: int) -> list[tuple[str, float, float]]:
    rng = random.Random(1)
    workloads = {
        "small (4 KiB cycles)": [4096] * ops,
        "mixed (64 B..256 KiB)": [rng.randint(64, 256 << 10) for _ in range(ops)],
        "large (1..8 MiB cycles)": [rng.randint(1 << 20, 8 << 20) for _ in range(ops // 10)],
    }
    rows = []
    for name, sizes in workloads.items():
        times = []
        mixed = name.startswith("mixed")
        for make in (FirstFit, PoolAllocator):
            def measure(make=make, sizes=sizes, mixed=mixed) -> float:
                alloc = make(BASE, HEAP)
                fragment(alloc, fragments, random.Random(2))
                if mixed:
                    return run_mixed(alloc, sizes, seed=3)
                return run_cycles(alloc, sizes)
            times.append(best_of(3, measure))
        rows.append((name, times[0], times[1]))
    return rows


def buffer_table(ops: int) -> list[tuple[str, float, float]]:
    gm = GlobalMemory(DeviceLayout(DEVICE))
    rows = []
    try:
        for shape, dtype in (((1024,), np.float32), ((256, 256), np.float32),
                             ((4 << 20,), np.uint8)):
            def with_gm(shape=shape, dtype=dtype) -> float:
                t0 = time.perf_counter()
                for _ in range(ops):
                    DeviceBuffer(gm, shape, dtype)  # created and dropped: freed at once
                return (time.perf_counter() - t0) / ops

            def with_numpy(shape=shape, dtype=dtype) -> float:
                t0 = time.perf_counter()
                for _ in range(ops):
                    np.empty(shape, dtype)
                return (time.perf_counter() - t0) / ops

            nbytes = int(np.prod(shape)) * np.dtype(dtype).itemsize
            label = f"{np.dtype(dtype)} {shape} ({nbytes} B)"
            rows.append((label, best_of(3, with_gm), best_of(3, with_numpy)))
        stats = gm.stats()
        assert stats.bytes_in_use == 0 and stats.pool_hits > 0
    finally:
        gm.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=20000)
    parser.add_argument("--fragments", type=int, default=2000,
                        help="live blocks (with as many holes) in the heap before timing")
    opts = parser.parse_args()

    print(f"allocator alone, {opts.fragments} live fragments + holes, best of 3:")
    print(f"  {'workload':26} {'first fit':>12} {'pool':>12} {'speed-up':>9}")
    for name, old, new in allocator_table(opts.ops, opts.fragments):
        print(f"  {name:26} {old * 1e6:9.2f} us {new * 1e6:9.2f} us {old / new:8.1f}x")
    print("DeviceBuffer created and dropped vs np.empty (the peer), best of 3:")
    print(f"  {'buffer':32} {'DeviceBuffer':>12} {'np.empty':>12} {'ratio':>7}")
    for name, gm_time, np_time in buffer_table(opts.ops):
        print(f"  {name:32} {gm_time * 1e6:9.2f} us {np_time * 1e6:9.2f} us "
              f"{gm_time / np_time:6.1f}x")


if __name__ == "__main__":
    main()
