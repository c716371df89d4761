"""The pooled GM allocator (docs/runtime.md, "Device buffers"): size classes, best fit,
coalescing, statistics, exhaustion, and a device's GM mapping outliving its context for the next
one to adopt."""

from __future__ import annotations

import gc
import random
import threading

import numpy as np
import pytest

from incore.errors import DeviceMemoryError, DeviceStartError
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.gm import GM_ALIGNMENT, GlobalMemory, MemoryStats
from incore.runtime.host.memory.pool import (
    ALIGNMENT,
    LARGE_GRANULE,
    SMALL_LIMIT,
    Pool,
    block_size,
    is_class_size,
    size_class,
)

BASE = 0x7000_0000_0000  # pools are address arithmetic: nothing is mapped here
KiB = 1024

# Device ids of this module's raw GlobalMemory objects (other test modules use 0..49).
DEV_STATS = 61
DEV_ADOPT = 62
DEV_CYCLE = 63


@pytest.fixture
def gm_on():
    """``gm_on(device, gm_size)``: a GlobalMemory closed and dropped after the test."""
    made = []

    def make(device: int, gm_size: int = 4 << 20) -> GlobalMemory:
        gm = GlobalMemory(DeviceLayout(device, gm_size=gm_size))
        made.append(gm)
        return gm

    yield make
    for gm in made:
        gm.close()
    made.clear()
    gc.collect()


# ------------------------------------------------------------------ size classes


def test_size_classes_are_aligned_increasing_and_waste_at_most_an_eighth():
    classes = sorted({size_class(n) for n in range(1, SMALL_LIMIT + 1)})
    assert classes[0] == ALIGNMENT and classes[-1] == SMALL_LIMIT
    assert all(c % ALIGNMENT == 0 for c in classes)
    assert all(is_class_size(c) for c in classes)
    for n in range(1, SMALL_LIMIT + 1, 97):
        c = size_class(n)
        assert c >= n and size_class(c) == c
        assert c - n < ALIGNMENT or (c - n) / n <= 0.125
    assert block_size(SMALL_LIMIT + 1) == SMALL_LIMIT + LARGE_GRANULE
    assert block_size(0) == ALIGNMENT  # a zero-byte buffer still gets one aligned unit
    assert not is_class_size(SMALL_LIMIT + LARGE_GRANULE)


# ------------------------------------------------------------------ the pool itself


def test_same_size_requests_reuse_the_last_freed_block():
    pool = Pool(BASE, 1 << 20)
    first = pool.alloc(1000)
    assert first is not None and not first.hit and first.size == 1024
    pool.free(first.addr)
    assert pool.cached_bytes == 1024 and pool.in_use == 0
    again = pool.alloc(1000)
    assert again.hit and again.addr == first.addr
    other = pool.alloc(1000)  # the class list is empty again: cut from the heap
    assert not other.hit and other.addr != first.addr


def test_large_requests_take_the_smallest_hole_that_fits():
    pool = Pool(BASE, 8 << 20)
    sizes = [600 * KiB, 300 * KiB, 400 * KiB]
    holes, fences = [], []
    for size in sizes:
        holes.append(pool.alloc(size).addr)
        fences.append(pool.alloc(300 * KiB).addr)  # keeps the holes apart
    for addr in holes:
        pool.free(addr)
    got = pool.alloc(350 * KiB)
    assert got.addr == holes[2]  # the 400 KiB hole, not the first (600 KiB) one
    assert pool.alloc(300 * KiB).addr == holes[1]  # exact fit


def test_freed_large_neighbours_merge_into_one_extent():
    pool = Pool(BASE, 4 << 20)
    blocks = [pool.alloc(512 * KiB).addr for _ in range(8)]
    assert pool.largest_extent == 0
    for addr in blocks[::2] + blocks[1::2]:  # every other one first: no neighbour is free yet
        pool.free(addr)
    assert pool.largest_extent == 4 << 20 and pool.cached_bytes == 0
    assert pool.alloc(4 << 20).addr == BASE


def test_the_heap_fills_from_its_base_up():
    pool = Pool(BASE, 2 << 20)
    small = pool.alloc(64)
    large = pool.alloc(512 * KiB)
    assert small.addr == BASE and large.addr == BASE + 64


def test_cached_small_blocks_go_back_to_the_heap_when_a_request_needs_them():
    pool = Pool(BASE, 1 << 20)
    smalls = [pool.alloc(4 * KiB).addr for _ in range(256)]  # the whole pool
    assert pool.alloc(64) is None
    for addr in smalls:
        pool.free(addr)
    assert pool.cached_bytes == 1 << 20 and pool.largest_extent == 0
    whole = pool.alloc(1 << 20)  # trims the caches and merges them into one extent
    assert whole is not None and whole.addr == BASE and pool.cached_bytes == 0


def test_a_small_request_whose_class_does_not_fit_gets_its_exact_size():
    pool = Pool(BASE, 200 * KiB)
    got = pool.alloc(197_000)  # class 208 KiB > 200 KiB; 197,056 bytes (64-aligned) fit
    assert got is not None and got.size == 197_056
    pool.free(got.addr)
    assert pool.cached_bytes == 0 and pool.largest_extent == 200 * KiB  # not a class: merged


def test_double_free_names_the_address():
    pool = Pool(BASE, 1 << 20)
    addr = pool.alloc(64).addr
    pool.free(addr)
    with pytest.raises(ValueError, match=rf"addr must be the address .*{addr:#x}") as info:
        pool.free(addr)
    assert info.value.code == "PARAMETER_VALUE"


def test_random_traffic_keeps_blocks_aligned_disjoint_and_accounted():
    rng = random.Random(7)
    size = 16 << 20
    pool = Pool(BASE, size)
    live: dict[int, int] = {}
    for _ in range(3000):
        if live and rng.random() < 0.45:
            addr = rng.choice(list(live))
            assert pool.free(addr) == live.pop(addr)
            continue
        nbytes = rng.choice([rng.randint(1, 2048), rng.randint(1, SMALL_LIMIT),
                             rng.randint(SMALL_LIMIT, 2 << 20)])
        got = pool.alloc(nbytes)
        if got is None:
            assert pool.cached_bytes == 0  # trimmed before giving up
            assert pool.largest_extent < (nbytes + ALIGNMENT - 1) // ALIGNMENT * ALIGNMENT
            continue
        assert got.addr % ALIGNMENT == 0 and got.size >= nbytes
        assert BASE <= got.addr and got.addr + got.size <= BASE + size
        live[got.addr] = got.size
    spans = sorted(live.items())
    assert all(a + s <= b for (a, s), (b, _) in zip(spans, spans[1:], strict=False))
    assert pool.in_use == sum(live.values())
    for addr in list(live):
        pool.free(addr)
    pool.trim()
    assert pool.largest_extent == size  # everything merged back into one extent


# ------------------------------------------------------------------ GlobalMemory statistics


def test_stats_count_hits_for_repeated_same_size_buffers(gm_on):
    gm = gm_on(DEV_STATS)
    before = gm.stats()
    assert before == MemoryStats(0, 0, 0, 0, 0, 0, gm.layout.heap_size)
    for _ in range(20):
        buf = DeviceBuffer(gm, (250,), np.float32)  # 1000 bytes: the 1 KiB class
        assert buf.addr % GM_ALIGNMENT == 0
        del buf  # returns the block to its class list
    stats = gm.stats()
    assert (stats.pool_hits, stats.pool_misses) == (19, 1)
    assert stats.bytes_in_use == 0 and stats.peak_bytes == 1024 and stats.bytes_cached == 1024
    keep = [DeviceBuffer(gm, (300 << 10,), np.uint8) for _ in range(3)]  # large: best fit
    stats = gm.stats()
    assert stats.pool_misses == 4 and stats.live_buffers == 3
    assert stats.bytes_in_use == stats.peak_bytes == 3 * (300 << 10)
    del keep


def test_buffers_held_only_by_garbage_cycles_are_collected_before_gm_gives_up(gm_on):
    gm = gm_on(DEV_CYCLE, gm_size=1 << 20)

    class Holder:
        pass

    for _ in range(8):  # 8 x 120 KiB: the heap (960 KiB) is full of garbage
        h = Holder()
        h.me, h.buf = h, DeviceBuffer(gm, (120 << 10,), np.uint8)
        del h
    gc.disable()
    try:
        big = DeviceBuffer(gm, (900 << 10,), np.uint8)  # collects the cycles, then fits
    finally:
        gc.enable()
    assert big.nbytes == 900 << 10
    with pytest.raises(DeviceMemoryError) as info:
        DeviceBuffer(gm, (100 << 10,), np.uint8)
    err = info.value
    assert isinstance(err, MemoryError) and err.code == "GM_EXHAUSTED"
    assert f"allocating {100 << 10} bytes ({900 << 10} bytes in use" in err.message
    assert err.hint == "free buffers or start the Worker with a larger gm_size"


# ------------------------------------------------------------------ the mapping outlives a context


def test_a_new_gm_adopts_the_mapping_a_closed_one_left_with_live_buffers():
    old = GlobalMemory(DeviceLayout(DEV_ADOPT, gm_size=4 << 20))
    kept = DeviceBuffer(old, (1024,), np.int32)
    kept.numpy()[:] = np.arange(1024)
    view = kept.numpy()
    old.invalidate("the Worker that owned this buffer (device 62) is closed")
    old.close()
    with pytest.raises(DeviceStartError, match="gm_size 0x400000") as info:
        GlobalMemory(DeviceLayout(DEV_ADOPT, gm_size=8 << 20))  # cannot share the range
    assert info.value.code == "GM_STILL_MAPPED"
    new = GlobalMemory(DeviceLayout(DEV_ADOPT, gm_size=4 << 20))
    assert new.fd == old._map.fd and old.fd == -1
    fresh = [DeviceBuffer(new, (1024,), np.int32) for _ in range(4)]
    for buf in fresh:  # never the block the old buffer still holds
        assert not np.shares_memory(buf.numpy(), view)
        buf.numpy()[:] = -1
    assert (view == np.arange(1024)).all()
    assert new.stats().bytes_in_use == 4 * 4096 and old.stats().bytes_in_use == 4096
    with pytest.raises(RuntimeError, match=r"\(device 62\) is closed"):
        kept.numpy()
    assert fresh[0].numpy().sum() == -1024  # the new GM's buffers are not invalidated
    with pytest.raises(DeviceStartError, match="live context"):
        GlobalMemory(DeviceLayout(DEV_ADOPT, gm_size=4 << 20))  # new is open
    new.close()
    del kept, view, fresh, buf, old, new, info
    gc.collect()
    resized = GlobalMemory(DeviceLayout(DEV_ADOPT, gm_size=8 << 20))  # nothing holds the old
    assert resized.layout.heap_size == (8 << 20) - (64 << 10)
    resized.close()


def test_threads_allocating_freeing_and_listing_at_once_keep_the_books(gm_on):
    # A thread's gm.live_buffers() list holds the other threads' buffers alive while they
    # allocate their next ones: up to 16 live buffers of <= 72 KiB plus 16 per thread pinned
    # by such a list, 80 blocks, 5.8 MiB; 4 MiB ran out in one CI run of many
    gm = gm_on(DEV_STATS, 8 << 20)
    errors: list[BaseException] = []

    def work(seed: int) -> None:
        rng = random.Random(seed)
        try:
            for _ in range(200):
                bufs = [DeviceBuffer(gm, (rng.randint(1, 70_000),), np.uint8) for _ in range(4)]
                views = [b[1:] for b in bufs[:2]]
                assert len(gm.live_buffers()) >= 4 and gm.stats().bytes_in_use > 0
                bufs[0].free()
                del bufs, views
        except BaseException as e:  # noqa: BLE001 - reported by the main thread
            errors.append(e)

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors
    stats = gm.stats()
    assert stats.bytes_in_use == 0 and stats.live_buffers == 0 and gm.live_buffers() == []
    assert stats.pool_hits + stats.pool_misses == 4 * 200 * 4


def test_the_class_sizes_are_exactly_the_sizes_size_class_returns():
    classes = {size_class(n) for n in range(1, SMALL_LIMIT + 1)}
    assert {n for n in range(SMALL_LIMIT + 2 * LARGE_GRANULE) if is_class_size(n)} == classes
