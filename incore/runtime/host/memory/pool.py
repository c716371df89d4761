"""The GM allocator: size classes for small blocks, best fit with coalescing for large ones.

The memory pool of ``docs/runtime.md``, "Device buffers" (The pool), over one contiguous
address range (a device's GM heap):

* **Small requests** (up to ``SMALL_LIMIT``, 256 KiB) are rounded up to a size class: multiples
  of 64 bytes up to 1 KiB, then eight classes per power of two (at most 12.5 % waste).  A freed
  small block goes onto its class's free list (last in, first out) instead of back to the heap,
  so the next request of that class reuses it without searching: a *pool hit*.
* **Large requests** are rounded up to ``LARGE_GRANULE`` (4 KiB) and served by best fit from the
  heap's free blocks; a freed large block is merged with free neighbours at once.
* When the heap cannot serve a request, the cached small blocks are returned to the heap
  (merged with their neighbours) and the request is tried once more; a request whose rounded
  size (class or granule) does not fit then gets a block of exactly its 64-byte-rounded size,
  which goes back to the heap when freed.  Only then does allocation fail.

Blocks are cut from the bottom end of the chosen free extent, so the heap fills from its base
up and the block at the heap's top end is the last to be used (a kernel reading a little past
a buffer reads mapped GM).

Every block starts at a multiple of ``ALIGNMENT`` (64 bytes) relative to the pool's base, and
the base is 64 KiB aligned (``layout.GM_ALIGN``), so GM addresses are 64-byte aligned.  The
pool is not thread-safe: ``GlobalMemory`` calls it under its lock.
"""

from __future__ import annotations

import bisect
from typing import NamedTuple

from incore.errors import runtime_error
from incore.runtime.common.native import round_up

ALIGNMENT = 64
SMALL_LIMIT = 256 << 10
LARGE_GRANULE = 4096
# Sizes up to this are plain multiples of ALIGNMENT; above it, CLASSES_PER_OCTAVE per doubling.
_LINEAR_LIMIT = 1024
CLASSES_PER_OCTAVE = 8  # a power of two
_OCTAVE_SHIFT = CLASSES_PER_OCTAVE.bit_length() - 1


def size_class(nbytes: int) -> int:
    """The size class of a small request of ``nbytes`` (1 <= nbytes <= SMALL_LIMIT)."""
    if nbytes <= _LINEAR_LIMIT:
        return round_up(max(nbytes, 1), ALIGNMENT)
    octave = 1 << ((nbytes - 1).bit_length() - 1)  # the power of two just below nbytes
    return round_up(nbytes, octave >> _OCTAVE_SHIFT)


def block_size(nbytes: int) -> int:
    """The bytes a request of ``nbytes`` occupies: its size class, or the large granule."""
    nbytes = max(int(nbytes), 1)
    if nbytes <= SMALL_LIMIT:
        return size_class(nbytes)
    return round_up(nbytes, LARGE_GRANULE)


def is_class_size(size: int) -> bool:
    """True if ``size`` is a small size class (such a block is cached when freed).

    The classes are exactly the sizes up to ``SMALL_LIMIT`` that ``size_class`` keeps: a
    class is a multiple of its octave's step, and rounding a request up to that step never
    leaves the octave, so every class maps to itself and nothing else does.
    """
    return ALIGNMENT <= size <= SMALL_LIMIT and size_class(size) == size


class Grant(NamedTuple):
    """One successful allocation: the block's address and size, and whether a cached block of
    the size class served it (a pool hit)."""

    addr: int
    size: int
    hit: bool


class Pool:
    """Blocks of ``[base, base + size)``: class free lists, plus best fit over free extents.

    Free extents (not cached) are indexed three ways: by start and by end (merging a freed
    block with its neighbours is two dict lookups) and in a list sorted by ``(size, start)``
    (best fit is one bisection).
    """

    def __init__(self, base: int, size: int) -> None:
        if base % ALIGNMENT or size % ALIGNMENT or size <= 0:
            raise runtime_error(
                "INTERNAL", detail=f"pool range {base:#x} (+{size:#x}) is not {ALIGNMENT}-byte "
                f"aligned",
            )
        self.base = base
        self.size = size
        self._start_size: dict[int, int] = {base: size}
        self._end_start: dict[int, int] = {base + size: base}
        self._by_size: list[tuple[int, int]] = [(size, base)]
        self._cached: dict[int, list[int]] = {}
        self.cached_bytes = 0
        self._used: dict[int, int] = {}
        self.in_use = 0

    # ------------------------------------------------------------------ queries

    @property
    def free_bytes(self) -> int:
        """Bytes not allocated (free extents and cached blocks)."""
        return self.size - self.in_use

    @property
    def largest_extent(self) -> int:
        """The largest free extent (cached blocks not counted)."""
        return self._by_size[-1][0] if self._by_size else 0

    # ------------------------------------------------------------------ alloc / free

    def alloc(self, nbytes: int) -> Grant | None:
        """A block for ``nbytes``, or None if neither the caches nor the heap can hold it."""
        size = block_size(nbytes)
        if size <= SMALL_LIMIT:
            cached = self._cached.get(size)
            if cached:
                addr = cached.pop()
                self.cached_bytes -= size
                return self._grant(addr, size, hit=True)
        addr = self._carve(size)
        if addr is None and self.cached_bytes:
            self.trim()
            addr = self._carve(size)
        exact = round_up(max(int(nbytes), 1), ALIGNMENT)
        if addr is None and exact < size:
            size = exact
            addr = self._carve(size)
        if addr is None:
            return None
        return self._grant(addr, size, hit=False)

    def free(self, addr: int) -> int:
        """Release the block at ``addr`` and return its size (ValueError if not allocated)."""
        try:
            size = self._used.pop(addr)
        except KeyError:
            raise runtime_error(
                "PARAMETER_VALUE", param="addr", expected="the address of an allocated GM block",
                given=hex(addr) if isinstance(addr, int) else repr(addr),
            ) from None
        self.in_use -= size
        if is_class_size(size):
            self._cached.setdefault(size, []).append(addr)
            self.cached_bytes += size
        else:
            self._release(addr, size)
        return size

    def trim(self) -> int:
        """Return every cached small block to the heap (merging neighbours); the bytes moved."""
        moved = self.cached_bytes
        for size, addrs in self._cached.items():
            for addr in addrs:
                self._release(addr, size)
        self._cached.clear()
        self.cached_bytes = 0
        return moved

    # ------------------------------------------------------------------ extents

    def _grant(self, addr: int, size: int, hit: bool) -> Grant:
        self._used[addr] = size
        self.in_use += size
        return Grant(addr, size, hit)

    def _carve(self, size: int) -> int | None:
        """Best fit: the smallest free extent that holds ``size``, split if larger."""
        i = bisect.bisect_left(self._by_size, (size, -1))
        if i == len(self._by_size):
            return None
        extent, start = self._by_size.pop(i)
        del self._start_size[start]
        del self._end_start[start + extent]
        if extent > size:
            self._insert(start + size, extent - size)
        return start

    def _release(self, addr: int, size: int) -> None:
        """Make ``[addr, addr + size)`` a free extent, merged with free neighbours."""
        before = self._end_start.get(addr)
        if before is not None:
            self._remove(before)
            size += addr - before
            addr = before
        after = self._start_size.get(addr + size)
        if after is not None:
            self._remove(addr + size)
            size += after
        self._insert(addr, size)

    def _insert(self, start: int, size: int) -> None:
        self._start_size[start] = size
        self._end_start[start + size] = start
        bisect.insort(self._by_size, (size, start))

    def _remove(self, start: int) -> None:
        size = self._start_size.pop(start)
        del self._end_start[start + size]
        i = bisect.bisect_left(self._by_size, (size, start))
        del self._by_size[i]
