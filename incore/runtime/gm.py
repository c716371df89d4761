"""Global memory (GM): one memfd mapped at the device's fixed address, its allocator and buffers.

The host maps GM at the same address as the device does, so a GM address is a pointer on both
sides and :meth:`DeviceBuffer.numpy` is a zero-copy view.

Lifetimes (seed 003's deferred free): a buffer's block belongs to an :class:`Allocation`, which
the DeviceBuffer and every numpy view exported from it reference.  ``DeviceBuffer.free()`` drops
the buffer's reference; the block goes back to the allocator only when the last view is gone
too, so a view never aliases a later allocation.  An Allocation references its GlobalMemory, so
GM stays mapped while any buffer or view is alive, even after its Worker closed.

Finalizers never take the allocator's lock: the cycle collector can run an Allocation's
``__del__`` on a thread that is inside :meth:`GlobalMemory.alloc` (holding the lock), so a
finalizer only appends the address to a pending-frees deque (an atomic append), and every
locked entry point (``alloc``, ``free``, ``bytes_in_use``) returns pending blocks first.
"""

from __future__ import annotations

import bisect
import collections
import ctypes
import math
import operator
import os
import threading
import weakref
from collections.abc import Sequence

import numpy as np

from incore.runtime import native
from incore.runtime.layout import DeviceLayout

GM_ALIGNMENT = 64
# A TensorDesc dimension is an int64.
MAX_DIM = (1 << 63) - 1

_instances: weakref.WeakSet = weakref.WeakSet()


class GlobalMemory:
    """The host side of one device's GM: memfd, fixed mapping and first-fit allocator.

    The allocator hands out 64-byte aligned blocks of the non-reserved part of GM (the low
    64 KiB hold launch descriptors) and coalesces freed neighbours.
    """

    def __init__(self, layout: DeviceLayout) -> None:
        self.layout = layout
        name = f"incore-gm{layout.device_id}"
        self.fd = native.shared_memfd(name, layout.gm_base, layout.gm_size)
        self._mapped = True
        self._lock = threading.Lock()
        # Addresses released by finalizers, returned to the free list under the lock later.
        self._pending_frees: collections.deque[int] = collections.deque()
        # Free blocks as parallel sorted lists of start addresses and sizes.
        self._free_starts: list[int] = [layout.heap_base]
        self._free_sizes: list[int] = [layout.heap_size]
        self._used: dict[int, int] = {}
        _instances.add(self)

    @property
    def base(self) -> int:
        """GM base address."""
        return self.layout.gm_base

    @property
    def bytes_in_use(self) -> int:
        """Bytes currently allocated (after rounding to the alignment)."""
        with self._lock:
            self._drain_pending()
            return sum(self._used.values())

    def alloc(self, nbytes: int) -> int:
        """Allocate ``nbytes`` (at least one aligned unit) and return the GM address."""
        size = native.round_up(max(int(nbytes), 1), GM_ALIGNMENT)
        with self._lock:
            self._drain_pending()
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
        raise MemoryError(
            f"device {self.layout.device_id}: GM exhausted allocating {nbytes} bytes "
            f"(gm_size {self.layout.gm_size:#x}, {self.bytes_in_use} bytes in use)"
        )

    def free(self, addr: int) -> None:
        """Return the block at ``addr`` to the free list, merging it with free neighbours."""
        with self._lock:
            self._drain_pending()
            self._free_locked(addr)

    def free_later(self, addr: int) -> None:
        """Queue the block at ``addr`` for freeing without taking the lock (for finalizers).

        ``deque.append`` is atomic, so this is safe from a finalizer the cycle collector runs
        inside ``alloc`` on the same thread; the next locked call returns the block.
        """
        self._pending_frees.append(addr)

    def _drain_pending(self) -> None:
        # Under the lock.  popleft() is atomic, so finalizers may append concurrently.
        pending = self._pending_frees
        while pending:
            self._free_locked(pending.popleft())

    def _free_locked(self, addr: int) -> None:
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

    def close_fd(self) -> None:
        """Close the memfd; the mapping itself lives until the last reference is gone."""
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def __del__(self) -> None:
        try:
            if getattr(self, "_mapped", False):
                self._mapped = False
                native.unmap(self.layout.gm_base, self.layout.gm_size)
            if getattr(self, "fd", -1) >= 0:
                self.close_fd()
        except Exception:  # noqa: BLE001 - finalizers must not raise during shutdown
            pass


def checked_shape(shape: Sequence[int]) -> tuple[int, ...]:
    """``shape`` as a tuple of Python ints; TypeError for non-integer dimensions (no silent
    truncation of floats), ValueError for negative ones or ones beyond an int64."""
    dims = []
    for d in shape:
        if isinstance(d, bool):
            raise TypeError(f"dimensions must be integers, got {d!r} in shape {tuple(shape)}")
        try:
            dims.append(operator.index(d))
        except TypeError:
            raise TypeError(
                f"dimensions must be integers, got {d!r} in shape {tuple(shape)}"
            ) from None
    if any(d < 0 for d in dims):
        raise ValueError(f"negative dimension in shape {tuple(dims)}")
    if any(d > MAX_DIM for d in dims):
        raise ValueError(f"dimension beyond 2**63 - 1 in shape {tuple(dims)}")
    return tuple(dims)


def _reset_locks_in_child() -> None:
    # A parent thread may have held an allocator lock at fork(); it never releases it here.
    for gm in list(_instances):
        gm._lock = threading.Lock()


os.register_at_fork(after_in_child=_reset_locks_in_child)


def gm_array(addr: int, shape: Sequence[int], dtype: np.dtype, owner: object) -> np.ndarray:
    """A C-contiguous numpy array over mapped memory at ``addr`` that keeps ``owner`` alive."""
    dtype = np.dtype(dtype)
    count = 1
    for d in shape:
        count *= int(d)
    cbuf = (ctypes.c_char * (count * dtype.itemsize)).from_address(addr)
    cbuf._owner = owner
    return np.frombuffer(cbuf, dtype=dtype, count=count).reshape(tuple(shape))


class Allocation:
    """One allocated GM block; returned to the allocator when the last reference is gone.

    Referenced by its DeviceBuffer and by every numpy view of it (through the view's base
    object), and itself references the GlobalMemory, which keeps GM mapped.
    """

    __slots__ = ("addr", "gm", "__weakref__")

    def __init__(self, gm: GlobalMemory, nbytes: int) -> None:
        self.gm = gm
        self.addr = gm.alloc(nbytes)

    def __del__(self) -> None:
        try:
            self.gm.free_later(self.addr)  # never the lock: see the module docstring
        except Exception:  # noqa: BLE001 - finalizers must not raise during shutdown
            pass


class DeviceBuffer:
    """A tensor in GM: ``addr``, ``nbytes``, ``shape`` and numpy ``dtype``.

    ``numpy()`` returns a zero-copy view.  ``free()`` (or garbage collection of the buffer)
    releases the buffer; its GM block returns to the allocator once no numpy view of it is
    alive either (deferred free), so a live view never aliases a later allocation.
    """

    def __init__(self, gm: GlobalMemory, shape: Sequence[int], dtype: np.dtype) -> None:
        self.shape: tuple[int, ...] = checked_shape(shape)
        self.dtype: np.dtype = np.dtype(dtype)
        self.size: int = math.prod(self.shape)  # Python ints: no overflow
        self.nbytes: int = self.size * self.dtype.itemsize
        heap = gm.layout.heap_size
        if self.nbytes > heap:
            raise ValueError(
                f"a {self.dtype} buffer of shape {self.shape} needs {self.nbytes} bytes, more "
                f"than device {gm.layout.device_id}'s GM heap of {heap} bytes"
            )
        self._alloc: Allocation | None = Allocation(gm, self.nbytes)
        self._gm: GlobalMemory | None = gm
        self.addr: int = self._alloc.addr

    @property
    def ndim(self) -> int:
        """Number of dimensions."""
        return len(self.shape)

    @property
    def device_id(self) -> int:
        """The device whose GM holds this buffer."""
        if self._gm is None:
            raise ValueError("buffer was freed")
        return self._gm.layout.device_id

    @property
    def freed(self) -> bool:
        """True once the buffer's memory went back to the allocator."""
        return self._gm is None

    def numpy(self) -> np.ndarray:
        """A zero-copy numpy view of the buffer (only while the buffer is not freed).

        The view keeps the block allocated and GM mapped for as long as it lives, even past
        ``free()`` or the Worker's ``close()``.
        """
        if self._alloc is None:
            raise ValueError("buffer was freed")
        return gm_array(self.addr, self.shape, self.dtype, self._alloc)

    def free(self) -> None:
        """Release the buffer (idempotent).

        Its GM block returns to the allocator now, or, while numpy views of it are alive,
        when the last of them is gone.
        """
        self._gm = None
        self._alloc = None  # the Allocation frees the block when its last reference goes

    def __del__(self) -> None:
        try:
            self.free()
        except Exception:  # noqa: BLE001 - finalizers must not raise during shutdown
            pass

    def __repr__(self) -> str:
        state = "freed" if self._gm is None else f"addr={self.addr:#x}"
        return f"DeviceBuffer(shape={self.shape}, dtype={self.dtype}, {state})"
