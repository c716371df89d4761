"""Global memory (GM): one memfd mapped at the device's fixed address, its pool and allocations.

The host maps GM at the same address as the device does, so a GM address is a pointer on both
sides and a buffer's numpy view is zero-copy.  Blocks come from the pooled allocator of
``pool.py`` (size classes for small blocks, best fit for large ones; 64-byte aligned).

Lifetimes (the deferred free of ``docs/runtime.md``, "Device buffers"): a block belongs to an
:class:`Allocation`, which its DeviceBuffer, every view of it and every numpy array exported
from it reference.  The block returns to the pool only when the last of them is gone, so a
view never aliases a later allocation.  An Allocation references its GlobalMemory, which
references the device's :class:`_Mapping` (memfd, fixed mapping and pool): GM stays mapped
while any of them is alive.

One GlobalMemory serves one context (a started device).  When the context closes, it
``invalidate()``\\ s its GlobalMemory (its buffers then raise RuntimeError instead of touching
memory) and ``close()``\\ s it.  Blocks its leaked buffers still hold stay reserved, and a new
context on the same device adopts the mapping with those blocks still in use, so a buffer kept
alive from a closed Worker never blocks the next Worker on that device (unless that one asks
for another ``gm_size``, which cannot be mapped at the same address while the old one is).

Finalizers never take the allocator's lock: the cycle collector can run an Allocation's
``__del__`` on a thread that is inside :meth:`GlobalMemory.alloc` (holding the lock), so a
finalizer only appends the address to the mapping's pending-frees deque (an atomic append),
and every locked entry point returns pending blocks first.
"""

from __future__ import annotations

import collections
import errno
import gc
import itertools
import operator
import os
import threading
import time
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from incore.errors import runtime_error
from incore.runtime.common import native
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.memory.leaks import allocation_site, leak_report
from incore.runtime.host.memory.pool import ALIGNMENT, Grant, Pool

__all__ = [
    "GM_ALIGNMENT", "Allocation", "GlobalMemory", "MemoryStats", "checked_shape", "leak_report",
]

GM_ALIGNMENT = ALIGNMENT
# A TensorDesc dimension is an int64.
MAX_DIM = (1 << 63) - 1
# Adopting a mapping whose finalizer is unmapping it right now: retry this often, 1 ms apart.
_ATTACH_RETRIES = 50

_maps_lock = threading.Lock()
_mappings: dict[int, weakref.ref] = {}  # gm_base -> the device's _Mapping
_all_mappings: weakref.WeakSet = weakref.WeakSet()


@dataclass(frozen=True)
class MemoryStats:
    """A snapshot of one context's GM use.

    ``bytes_in_use`` and ``peak_bytes`` count blocks as allocated (rounded to their size
    class or granule, staging copies and log rings included).  ``pool_hits`` counts
    allocations a cached block of their size class served; ``pool_misses`` every other one
    (a small block cut from the heap, or any large block).  ``live_buffers`` counts the user's
    buffers still holding GM (a buffer with its views is one).  ``bytes_cached`` is the GM
    held on the class free lists, ``heap_bytes`` the allocatable part of GM.
    """

    bytes_in_use: int
    peak_bytes: int
    pool_hits: int
    pool_misses: int
    live_buffers: int
    bytes_cached: int
    heap_bytes: int


class _Mapping:
    """One device's GM in this process: memfd, fixed mapping, pool, lock and pending frees.

    Shared by the successive GlobalMemory objects of the device while any of them (or any of
    their allocations) is alive; unmapped by a weakref finalizer once none is.
    """

    def __init__(self, layout: DeviceLayout) -> None:
        self.gm_size = layout.gm_size
        self.pid = os.getpid()
        self.fd = native.shared_memfd(f"incore-gm{layout.device_id}", layout.gm_base,
                                      layout.gm_size)
        self.pool = Pool(layout.heap_base, layout.heap_size)
        self.lock = threading.Lock()
        # (GlobalMemory, address) pairs queued by finalizers, returned under the lock later.
        self.pending: collections.deque[tuple[GlobalMemory, int]] = collections.deque()
        self.owner: weakref.ref | None = None
        finalizer = weakref.finalize(self, _unmap, layout.gm_base, layout.gm_size, self.fd)
        # At exit, module teardown may still read numpy views of GM: leave it mapped.
        finalizer.atexit = False
        _all_mappings.add(self)

    def drain(self) -> None:
        """Return queued frees to the pool (under the lock; finalizers append concurrently)."""
        pending = self.pending
        while pending:
            gm, addr = pending.popleft()
            gm._in_use -= self.pool.free(addr)


def _unmap(base: int, size: int, fd: int) -> None:
    try:
        native.unmap(base, size)
        os.close(fd)
    except Exception:  # noqa: BLE001 - a finalizer must not raise
        pass


def _attach(layout: DeviceLayout, gm: GlobalMemory) -> _Mapping:
    """The device's mapping for ``gm``: a new one, or the one a closed context left behind.

    DeviceStartError (GM_STILL_MAPPED) if a live context maps the device's GM, or if buffers
    of a closed one keep it mapped with another gm_size (the address range cannot hold both)
    even after a garbage collection.
    """
    for attempt in range(_ATTACH_RETRIES):
        with _maps_lock:
            ref = _mappings.get(layout.gm_base)
            mapping = ref() if ref is not None else None
            if mapping is not None:
                conflict = _conflict(mapping, layout)
                if conflict is None:
                    mapping.owner = weakref.ref(gm)
                    return mapping
            else:
                try:
                    mapping = _Mapping(layout)
                except OSError as e:
                    if e.errno != errno.EEXIST or ref is None or attempt == _ATTACH_RETRIES - 1:
                        raise
                    # The previous mapping died but its finalizer has not unmapped it yet.
                else:
                    _mappings[layout.gm_base] = weakref.ref(mapping)
                    mapping.owner = weakref.ref(gm)
                    return mapping
        if mapping is not None:
            del mapping
            if attempt > 0:
                raise runtime_error("GM_STILL_MAPPED", device=layout.device_id, detail=conflict)
            gc.collect()  # the conflicting buffers or context may only wait for the collector
        else:
            time.sleep(0.001)
    raise runtime_error(  # unreachable: the last attempt returns or raises
        "INTERNAL", detail=f"attaching device {layout.device_id}'s GM did not finish"
    )


def _conflict(mapping: _Mapping, layout: DeviceLayout) -> str | None:
    """Why a new context cannot adopt ``mapping``, or None if it can."""
    owner = mapping.owner() if mapping.owner is not None else None
    if mapping.pid != os.getpid():
        return "it is the parent process's (inherited at fork); use another device_id here"
    if owner is not None and not owner.closed and owner.invalid_reason is None:
        return "a live context (another Worker) in this process uses it"
    if mapping.gm_size != layout.gm_size:
        return (
            f"DeviceBuffers (or numpy views of them) of a closed Worker keep it mapped with "
            f"gm_size {mapping.gm_size:#x}, so a Worker with gm_size {layout.gm_size:#x} cannot "
            f"map it while they are alive"
        )
    return None


class GlobalMemory:
    """One context's view of a device's GM: allocation, statistics, live buffers, invalidation.

    Blocks are 64-byte aligned (``GM_ALIGNMENT``) and come from the device's pool; the low
    64 KiB of GM (launch descriptors) are never allocated.
    """

    def __init__(self, layout: DeviceLayout) -> None:
        self.layout = layout
        self._in_use = 0
        self._peak = 0
        self._hits = 0
        self._misses = 0
        self._live = WeakRegistry()  # the user's allocations, oldest first
        self._invalid: str | None = None
        self.closed = False
        self._map = _attach(layout, self)

    @property
    def base(self) -> int:
        """GM base address."""
        return self.layout.gm_base

    @property
    def fd(self) -> int:
        """The GM memfd (for the device process), or -1 once this GlobalMemory is closed."""
        return -1 if self.closed else self._map.fd

    @property
    def _lock(self) -> threading.Lock:
        return self._map.lock

    @property
    def invalid_reason(self) -> str | None:
        """Why this GM's buffers can no longer be used (set by :meth:`invalidate`), or None."""
        return self._invalid

    @property
    def bytes_in_use(self) -> int:
        """Bytes this context holds (blocks as allocated, rounded to their size class)."""
        with self._map.lock:
            self._map.drain()
            return self._in_use

    # ------------------------------------------------------------------ allocation

    def alloc(self, nbytes: int) -> int:
        """Allocate a block for ``nbytes`` and return its GM address (64-byte aligned).

        DeviceMemoryError (a MemoryError, code GM_EXHAUSTED) naming the bytes asked, in use
        and free when GM cannot hold it, after giving garbage buffers a chance to go.
        """
        return self._grant(nbytes).addr

    def _grant(self, nbytes: int) -> Grant:
        mapping = self._map
        for collected in (False, True):
            if self._invalid is not None:
                raise runtime_error("CONTEXT_CLOSED", detail=f"{self._invalid}: GM is closed")
            with mapping.lock:
                mapping.drain()
                grant = mapping.pool.alloc(nbytes)
                if grant is not None:
                    self._in_use += grant.size
                    self._peak = max(self._peak, self._in_use)
                    if grant.hit:
                        self._hits += 1
                    else:
                        self._misses += 1
                    return grant
                in_use, free = mapping.pool.in_use, mapping.pool.free_bytes
            if not collected:
                gc.collect()  # buffers in garbage cycles queue their frees when collected
        raise runtime_error(
            "GM_EXHAUSTED", device=self.layout.device_id, nbytes=nbytes, in_use=in_use,
            free=free, gm_size=self.layout.gm_size,
        )

    def free(self, addr: int) -> None:
        """Return the block at ``addr`` to the pool (ValueError if it is not allocated)."""
        with self._map.lock:
            self._map.drain()
            self._in_use -= self._map.pool.free(addr)

    def free_later(self, addr: int) -> None:
        """Queue the block at ``addr`` for freeing without taking the lock (for finalizers).

        ``deque.append`` is atomic, so this is safe from a finalizer the cycle collector runs
        inside ``alloc`` on the same thread; the next locked call returns the block.
        """
        self._map.pending.append((self, addr))

    # ------------------------------------------------------------------ lifetimes

    def stats(self) -> MemoryStats:
        """This context's GM use: bytes in use and peak, pool hits and misses, live buffers."""
        with self._map.lock:
            self._map.drain()
            return MemoryStats(
                bytes_in_use=self._in_use, peak_bytes=self._peak, pool_hits=self._hits,
                pool_misses=self._misses, live_buffers=len(self.live_allocations()),
                bytes_cached=self._map.pool.cached_bytes, heap_bytes=self.layout.heap_size,
            )

    def live_allocations(self) -> list[Allocation]:
        """The user's live buffers' allocations, oldest first: those a DeviceBuffer (or a
        DeviceBuffer view) that was not freed still holds.  Staging copies, log rings and
        blocks held only by numpy arrays or other exports of freed buffers are not counted."""
        return [a for a in self._live.alive() if a.user_handle() is not None]

    def live_buffers(self) -> list[Any]:
        """One DeviceBuffer per live user allocation, oldest first: the buffer that allocated
        it while it is alive and not freed, else a view of it."""
        return [a.user_handle() for a in self.live_allocations()]

    def invalidate(self, reason: str) -> None:
        """Retire this GM's buffers: afterwards every DeviceBuffer method or property that
        touches memory raises RuntimeError (ContextClosedError) naming ``reason``, and GM
        allocates nothing more.  Blocks stay reserved until their buffers are gone."""
        self._invalid = str(reason)

    def close(self) -> None:
        """End this context's use of GM (idempotent).

        The mapping stays while blocks of it are alive; a later context on the device then
        adopts it.  With nothing alive it is unmapped once this object is gone.
        """
        self.closed = True
        # Queued frees refer to their GlobalMemory: settle them now, unless the lock is busy
        # (a finalizer closing a context while this thread allocates); the next call will.
        lock = self._map.lock
        if lock.acquire(blocking=False):
            try:
                self._map.drain()
            finally:
                lock.release()


class WeakRegistry:
    """Weak references to objects, oldest first, safe to list from any thread.

    A WeakSet is iterated by Python code, which another thread adding to it (or a referent
    dying) can interrupt with "changed size during iteration"; copying a dict is one C call
    under the GIL, and each reference removes itself from the dict when its object dies.
    """

    __slots__ = ("_refs", "_keys")

    def __init__(self) -> None:
        self._refs: dict[int, weakref.ref] = {}
        self._keys = itertools.count()

    def add(self, obj: Any) -> None:
        """Register ``obj`` (held weakly)."""
        key, refs = next(self._keys), self._refs
        refs[key] = weakref.ref(obj, lambda _, key=key: refs.pop(key, None))

    def alive(self) -> list[Any]:
        """The registered objects still alive, in the order they were added."""
        objs = [ref() for ref in self._refs.copy().values()]  # the copy is one C call
        return [obj for obj in objs if obj is not None]


def checked_shape(shape: Sequence[int]) -> tuple[int, ...]:
    """``shape`` as a tuple of Python ints; TypeError for non-integer dimensions (no silent
    truncation of floats), ValueError for negative ones or ones beyond an int64."""
    dims = []
    for d in shape:
        dim = _as_index(d)
        if dim is None:
            raise runtime_error(
                "PARAMETER_TYPE", param="shape", expected="a sequence of integers",
                given=f"{d!r} in {tuple(shape)}",
            )
        dims.append(dim)
    if dims and min(dims) < 0:
        raise runtime_error(
            "PARAMETER_VALUE", param="shape", expected="free of negative dimensions",
            given=tuple(dims),
        )
    if dims and max(dims) > MAX_DIM:
        raise runtime_error(
            "PARAMETER_VALUE", param="shape", expected="made of dimensions below 2**63",
            given=tuple(dims),
        )
    return tuple(dims)


def _as_index(d: Any) -> int | None:
    """``d`` as a Python int if it is an integer (not a bool), else None."""
    if isinstance(d, (bool, np.bool_)):
        return None
    try:
        return operator.index(d)
    except TypeError:
        return None


def _reset_locks_in_child() -> None:
    # A parent thread may have held an allocator lock at fork(); it never releases it here.
    global _maps_lock
    _maps_lock = threading.Lock()
    for mapping in list(_all_mappings):
        mapping.lock = threading.Lock()


os.register_at_fork(after_in_child=_reset_locks_in_child)


class Allocation:
    """One allocated GM block; returned to the pool when the last reference is gone.

    Referenced by its DeviceBuffer, its views and every numpy array exported from them, and
    itself references the GlobalMemory (which keeps GM mapped).  ``shape``/``dtype`` are the
    allocating buffer's, ``nbytes`` the bytes it asked for, ``size`` the block's size;
    ``site`` where it was allocated (tracemalloc on), ``handle`` a weak reference to the
    allocating DeviceBuffer.  Internal allocations (staging copies, log rings) are not listed
    by ``live_buffers`` nor reported as leaks.
    """

    __slots__ = (
        "addr", "size", "nbytes", "gm", "shape", "dtype", "site", "handle", "views", "written",
        "__weakref__",
    )

    def __init__(
        self, gm: GlobalMemory, nbytes: int, shape: tuple[int, ...], dtype: np.dtype,
        internal: bool = False,
    ) -> None:
        grant = gm._grant(nbytes)
        self.gm = gm
        self.addr = grant.addr
        self.size = grant.size
        self.nbytes = nbytes
        self.shape = shape
        self.dtype = dtype
        self.handle: weakref.ref | None = None
        self.views: WeakRegistry | None = None  # DeviceBuffer views, once one is made
        self.written = None  # the sanitizer's initialised bytes (None: all; sanitizer/initstate)
        self.site = None
        if not internal:
            self.site = allocation_site()
            gm._live.add(self)

    def add_view(self, view: Any) -> None:
        """Track a DeviceBuffer view of this block (it counts as the user's buffer)."""
        if self.views is None:
            self.views = WeakRegistry()
        self.views.add(view)

    def user_handle(self) -> Any:
        """A DeviceBuffer of the user's that still holds this block and was not freed: the
        allocating buffer, else a view of it; None if only freed handles, numpy arrays or
        other exports hold the block."""
        buf = self.handle() if self.handle is not None else None
        if buf is not None and buf._alloc is self:
            return buf
        for view in self.views.alive() if self.views is not None else ():
            if view._alloc is self:
                return view
        return None

    def __del__(self) -> None:
        try:
            self.gm.free_later(self.addr)  # never the lock: see the module docstring
        except Exception:  # noqa: BLE001 - finalizers must not raise during shutdown
            pass

