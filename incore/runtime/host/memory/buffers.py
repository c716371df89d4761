"""DeviceBuffer: a tensor in GM that follows Python lifetimes, with views and array protocols.

Zero-copy exports, all sharing the buffer's GM block:

* ``buf.numpy()``, ``np.asarray(buf)`` (``__array_interface__``, or the buffer protocol below),
  ``np.from_dlpack(buf)`` (``__dlpack__``/``__dlpack_device__``: host memory, kDLCPU);
* ``memoryview(buf)``: Python 3.11 has no ``__buffer__`` (PEP 688 is 3.12+), and a Python class
  exposes the buffer protocol only by inheriting a C type that has it.  So on 3.11 a
  C-contiguous buffer (of at least one dimension and a dtype ctypes can express, i.e. every
  dtype incore kernels take but f16 and bf16) *is* a ctypes array of its dtype and shape made with
  ``from_address``: the memoryview has the buffer's shape and itemsize and its dtype as a
  format with ctypes' explicit byte order (``'<f'``: numpy takes it; memoryview's own element
  access and ``cast()`` need a native format, ``memoryview(buf.numpy())``).  0-d buffers,
  strided views and f16/bf16 buffers have no buffer protocol on 3.11 (``np.asarray(buf)``
  still works; numpy itself exports no bfloat16 buffer).  On
  3.12+ ``__buffer__`` exports the numpy view instead.
* views: ``buf.reshape(...)``, ``buf.view(dtype)`` and basic indexing (integers, slices,
  ``...``, ``None``) give DeviceBuffers over the same allocation; indexing every dimension with
  an integer reads that element's value.  A view keeps the allocation alive after the buffer
  it came from is freed or dropped.  Views that are C-contiguous can be launched; strided ones
  are refused at launch (``launch.py``).

Freeing.  ``free()`` releases this handle's reference to the block; the block returns to the
pool when no view or exported array references it.  numpy views (``numpy()``) and DLPack
capsules reference the block itself.  Exports through the buffer protocol (``memoryview``,
``np.asarray`` on 3.11) and ``__array_interface__`` reference the DeviceBuffer object, and the
buffer protocol has no hook that would tell when one is made, so ``free()`` checks the object's
reference count (as numpy's ``ndarray.resize`` does): with nothing but the caller referring
to the buffer, the block goes now; otherwise (an export, a launch running on the buffer, or
simply another variable or a list holding it) it goes when the object does.  A freed 3.11
buffer is then retired (its class becomes a zero-length one and the ctypes size fields are
zeroed, at offsets verified at import), so a later ``memoryview``/``np.asarray`` of it sees
zero bytes instead of memory that may be reused.  A freed buffer is no longer the user's live
buffer (``live_buffers``, the leak report), even while its block waits for such references.

After the owning context closed (``GlobalMemory.invalidate``) every method and property that
touches memory raises ContextClosedError (a RuntimeError) naming the reason; the blocks stay
reserved until the buffers are gone, so exports made earlier stay valid and never alias.  The
3.11 buffer protocol cannot raise: ``memoryview(buf)`` of such a buffer still reads its
reserved block (memory-safe; 3.12's ``__buffer__`` raises like the rest).
"""

from __future__ import annotations

import ctypes
import functools
import itertools
import math
import operator
import sys
import weakref
from collections.abc import Iterator
from typing import Any

import numpy as np

from incore.errors import runtime_error
from incore.runtime.host.memory.gm import Allocation, GlobalMemory, checked_shape

__all__ = ["DeviceBuffer"]

# kDLCPU: GM is mapped in the host process at the device address.
DLPACK_CPU = 1
_CTYPES_OF = {
    np.dtype(np.bool_): ctypes.c_bool,
    np.dtype(np.int8): ctypes.c_int8, np.dtype(np.uint8): ctypes.c_uint8,
    np.dtype(np.int16): ctypes.c_int16, np.dtype(np.uint16): ctypes.c_uint16,
    np.dtype(np.int32): ctypes.c_int32, np.dtype(np.uint32): ctypes.c_uint32,
    np.dtype(np.int64): ctypes.c_int64, np.dtype(np.uint64): ctypes.c_uint64,
    np.dtype(np.float32): ctypes.c_float, np.dtype(np.float64): ctypes.c_double,
}
# Before PEP 688 the buffer protocol comes from a ctypes base class; from 3.12, __buffer__.
CTYPES_EXPORT = sys.version_info < (3, 12)
_BASIC_INDEX = (slice, type(Ellipsis), type(None))
# Serial numbers of free() calls; the cell holds the latest.  A holder of many buffers (a
# graph) rechecks them only when it changed since its last check (``free_serial``).
_free_serials = itertools.count(1)
_last_free = [0]


def free_serial() -> int:
    """A number that changes whenever a DeviceBuffer is freed (``free()``).  A buffer is marked
    freed before the number changes, so a holder that reads it, then finds its buffers live,
    may skip the check until the number changes again."""
    return _last_free[0]


class DeviceBuffer:
    """A tensor in GM: ``addr``, ``nbytes``, ``shape`` and numpy ``dtype``.

    ``numpy()`` returns a zero-copy view; ``np.asarray(buf)``, ``memoryview(buf)`` and
    ``np.from_dlpack(buf)`` are zero-copy too.  ``reshape``, ``view`` and basic indexing give
    DeviceBuffer views of the same allocation.  ``free()`` (or garbage collection) releases
    the buffer; its block returns to the pool once no view or exported array uses it.
    """

    # ctypes objects are unhashable; a buffer is hashed (and compared) by identity.
    __hash__ = object.__hash__

    def __new__(
        cls, gm: GlobalMemory, shape: tuple[int, ...], dtype: Any, *, internal: bool = False
    ) -> DeviceBuffer:
        """Allocate a buffer of ``shape`` and ``dtype`` in ``gm``.

        ``internal`` buffers (staging copies, log rings) are not the user's: they are not
        listed by ``gm.live_buffers()``, not reported as leaks and export no buffer protocol.
        """
        shape = checked_shape(shape)
        dtype = np.dtype(dtype)
        nbytes = math.prod(shape) * dtype.itemsize  # Python ints: no overflow
        heap = gm.layout.heap_size
        if nbytes > heap:
            raise runtime_error(
                "BUFFER_TOO_LARGE", dtype=dtype, shape=shape, nbytes=nbytes,
                device=gm.layout.device_id, heap=heap,
            )
        alloc = Allocation(gm, nbytes, shape, dtype, internal)
        buf = _wrap(alloc, 0, shape, dtype, None, exporting=not internal)
        if not internal:
            alloc.handle = weakref.ref(buf)
        return buf

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """Nothing to do: ``__new__`` made the buffer (ctypes bases must not be re-initialised)."""

    # ------------------------------------------------------------------ state

    def _live(self) -> Allocation:
        """The allocation, or ValueError (freed) / ContextClosedError (context closed)."""
        alloc = self._alloc
        if alloc is None:
            raise runtime_error("BUFFER_FREED", dtype=self.dtype, shape=self.shape)
        reason = alloc.gm._invalid
        if reason is not None:
            raise runtime_error(
                "CONTEXT_CLOSED",
                detail=f"{reason}: its {self.dtype} DeviceBuffer of shape {self.shape} can no "
                f"longer be used",
            )
        return alloc

    @property
    def freed(self) -> bool:
        """True once ``free()`` released this buffer."""
        return self._alloc is None

    @property
    def _gm(self) -> GlobalMemory | None:
        """The GlobalMemory the buffer lives in (None once freed)."""
        alloc = self._alloc
        return None if alloc is None else alloc.gm

    @property
    def addr(self) -> int:
        """GM address of the first element (the device and the host use the same address)."""
        return self._live().addr + self._offset

    @property
    def device_id(self) -> int:
        """The device whose GM holds this buffer."""
        return self._live().gm.layout.device_id

    @property
    def ndim(self) -> int:
        """Number of dimensions."""
        return len(self.shape)

    @property
    def itemsize(self) -> int:
        """Bytes per element."""
        return self.dtype.itemsize

    @property
    def contiguous(self) -> bool:
        """True for a C-contiguous buffer or view (launchable); False for a strided view."""
        return self._strides is None

    @property
    def strides(self) -> tuple[int, ...]:
        """Byte strides per dimension, as numpy reports them."""
        if self._strides is not None:
            return self._strides
        strides, step = [], self.dtype.itemsize
        for extent in reversed(self.shape):
            strides.append(step)
            step *= extent
        return tuple(reversed(strides))

    # ------------------------------------------------------------------ host views

    def numpy(self) -> np.ndarray:
        """A zero-copy numpy view of the buffer.

        The view keeps the block allocated and GM mapped for as long as it lives, even past
        ``free()`` or the Worker's ``close()``.  The sanitizer counts the buffer as written
        by the host from then on (the view can write it).
        """
        alloc = self._live()
        alloc.written = None
        return self._host(alloc)

    @property
    def __array_interface__(self) -> dict[str, Any]:
        """numpy's array interface (version 3) over the buffer's GM, writable.  A dtype that
        its typestr cannot spell (ml_dtypes' bfloat16 reads as ``V2``) has none, so numpy
        takes ``__array__`` instead."""
        if self.dtype.kind == "V" and self.dtype.fields is None:
            raise AttributeError("__array_interface__")
        alloc = self._live()
        alloc.written = None  # a writable host view: the sanitizer counts it as written
        return {
            "version": 3, "shape": self.shape, "typestr": self.dtype.str,
            "descr": self.dtype.descr, "data": (alloc.addr + self._offset, False),
            "strides": self._strides,
        }

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        """The zero-copy numpy view (``numpy()``), or a converted copy when ``dtype`` differs."""
        view = self.numpy()
        if dtype is not None and np.dtype(dtype) != view.dtype:
            return view.astype(dtype)
        return view.copy() if copy else view

    def __buffer__(self, flags: int) -> memoryview:
        """The buffer protocol on Python 3.12+ (PEP 688): a memoryview of the numpy view."""
        return memoryview(self.numpy())

    def __dlpack__(
        self, *, stream: Any = None, max_version: tuple[int, int] | None = None,
        dl_device: tuple[int, int] | None = None, copy: bool | None = None,
    ) -> Any:
        """A DLPack capsule of the numpy view (which keeps the allocation alive)."""
        kwargs: dict[str, Any] = {"stream": stream}
        for name, value in (("max_version", max_version), ("dl_device", dl_device),
                            ("copy", copy)):
            if value is not None:
                kwargs[name] = value
        return self.numpy().__dlpack__(**kwargs)

    def __dlpack_device__(self) -> tuple[int, int]:
        """``(kDLCPU, 0)``: GM is host memory at the device address."""
        self._live()
        return (DLPACK_CPU, 0)

    # ------------------------------------------------------------------ views

    def reshape(self, *shape: Any) -> DeviceBuffer:
        """A view of the buffer with another shape (numpy's rules, -1 included).

        Only C-contiguous buffers reshape in place; ValueError for a strided view.
        """
        alloc = self._live()
        if len(shape) == 1 and not isinstance(shape[0], (int, np.integer)):
            shape = tuple(shape[0])
        if not self.contiguous:
            raise runtime_error(
                "BUFFER_NOT_CONTIGUOUS", where="DeviceBuffer.reshape",
                detail=f"a strided view (shape {self.shape}, strides {self.strides}) cannot be "
                f"reshaped without copying; reshape the contiguous buffer it came from",
            )
        return self._view_of(alloc, self._host(alloc).reshape(shape))

    def view(self, dtype: Any) -> DeviceBuffer:
        """A view of the same bytes as ``dtype`` (numpy's rules for the last dimension)."""
        alloc = self._live()
        return self._view_of(alloc, self._host(alloc).view(np.dtype(dtype)))

    def __getitem__(self, key: Any) -> Any:
        """Basic indexing: a DeviceBuffer view, or an element's value if every dimension is
        indexed by an integer.  TypeError (BUFFER_INDEX) for advanced (array or boolean)
        indices; numpy's IndexError for an index out of range."""
        alloc = self._live()
        parts = _basic_key(key)
        host = self._host(alloc)
        ints = sum(1 for part in parts if not isinstance(part, _BASIC_INDEX))
        if ints == len(parts) == self.ndim:
            return host[parts]
        if not any(part is Ellipsis for part in parts):
            parts += (Ellipsis,)  # keeps numpy returning a view, never a scalar
        return self._view_of(alloc, host[parts])

    def __setitem__(self, key: Any, value: Any) -> None:
        """Write through the numpy view (any numpy index)."""
        alloc = self._live()
        alloc.written = None  # host-written, for the sanitizer (conservatively: all of it)
        self._host(alloc)[key] = value

    def __len__(self) -> int:
        if not self.shape:
            return len(self.numpy())  # numpy's TypeError: len() of unsized object
        return self.shape[0]

    def __iter__(self) -> Iterator[Any]:
        for i in range(len(self)):
            yield self[i]

    def __bool__(self) -> bool:
        return True  # an object, not a truth value of its elements

    def _host(self, alloc: Allocation) -> np.ndarray:
        return _host_array(alloc, self._offset, self.shape, self.dtype, self._strides)

    def _view_of(self, alloc: Allocation, view: np.ndarray) -> DeviceBuffer:
        offset = view.__array_interface__["data"][0] - alloc.addr
        strides = None if view.flags.c_contiguous else tuple(view.strides)
        _check_aligned(alloc, offset, view.dtype, strides)
        buf = _wrap(alloc, offset, tuple(view.shape), view.dtype, strides, exporting=True)
        alloc.add_view(buf)
        return buf

    # ------------------------------------------------------------------ release

    def free(self) -> None:
        """Release the buffer (idempotent).

        Its GM block returns to the pool now, or, while views of it or arrays exported from
        it are alive, when the last of them is gone.
        """
        refs = sys.getrefcount(self)
        alloc = self._alloc
        if alloc is None:
            return
        self._alloc = None
        _last_free[0] = next(_free_serials)
        # Something besides the caller refers to this object: an export, or a launch running
        # on it, perhaps (buffer-protocol exports are invisible, so any reference counts).
        referenced = refs > _FREE_BASELINE
        retired = _retire(self, referenced) if isinstance(self, ctypes.Array) else True
        if referenced or not retired:
            self._held = alloc  # the block goes with this object

    def __reduce_ex__(self, protocol: Any) -> Any:
        raise runtime_error("BUFFER_NOT_COPYABLE")

    def __repr__(self) -> str:
        alloc = self._alloc
        if alloc is None:
            state = "freed"
        elif alloc.gm._invalid is not None:
            state = "context closed"
        else:
            state = f"addr={alloc.addr + self._offset:#x}"
        view = "" if self._strides is None else f", strides={self._strides}"
        return f"DeviceBuffer(shape={self.shape}, dtype={self.dtype}{view}, {state})"


def _check_aligned(alloc: Allocation, offset: int, dtype: np.dtype,
                   strides: tuple[int, ...] | None) -> None:
    """ValueError (BUFFER_MISALIGNED) for a view whose elements would not be aligned to their
    dtype's size: kernels' loads, stores and atomics assume natural alignment (a misaligned
    atomic straddles cache lines and runs thousands of times slower)."""
    size = dtype.itemsize
    if size <= 1:
        return
    if (alloc.addr + offset) % size:
        raise runtime_error(
            "BUFFER_MISALIGNED", dtype=dtype, offset=offset, itemsize=size,
            detail=f"starts at byte offset {offset} of its buffer",
        )
    for axis, stride in enumerate(strides or ()):
        if stride % size:
            raise runtime_error(
                "BUFFER_MISALIGNED", dtype=dtype, offset=offset, itemsize=size,
                detail=f"steps {stride} bytes along axis {axis} (from byte offset {offset})",
            )


def _basic_key(key: Any) -> tuple[Any, ...]:
    parts = key if isinstance(key, tuple) else (key,)
    for part in parts:
        if isinstance(part, _BASIC_INDEX):
            continue
        if not isinstance(part, (bool, np.bool_)):
            try:
                operator.index(part)
                continue
            except TypeError:
                pass
        raise runtime_error("BUFFER_INDEX", given=f"a {type(part).__name__}")
    return parts


def _host_array(
    alloc: Allocation, offset: int, shape: tuple[int, ...], dtype: np.dtype,
    strides: tuple[int, ...] | None,
) -> np.ndarray:
    """A numpy array over part of ``alloc``'s block that keeps ``alloc`` alive."""
    holder = (ctypes.c_char * alloc.size).from_address(alloc.addr)
    holder._owner = alloc
    return np.ndarray(shape, dtype, buffer=holder, offset=offset, strides=strides)


@functools.lru_cache(maxsize=256)
def _exporting_type(dtype: np.dtype, shape: tuple[int, ...]) -> type | None:
    """The DeviceBuffer class that is also a ctypes array of ``dtype`` and ``shape``."""
    ctype = _CTYPES_OF.get(dtype)
    if ctype is None:
        return None
    for extent in reversed(shape):
        ctype = ctype * extent
    return type("DeviceBuffer", (DeviceBuffer, ctype), _CLASS_NAMESPACE)


_CLASS_NAMESPACE = {
    "__module__": __name__, "__qualname__": "DeviceBuffer", "__doc__": DeviceBuffer.__doc__,
}


class _HostBuffer(DeviceBuffer):
    """A DeviceBuffer without a ctypes base (0-d, strided, internal, or Python 3.12+)."""


_HostBuffer.__name__ = _HostBuffer.__qualname__ = "DeviceBuffer"
# A freed 3.11 buffer becomes this: a ctypes array of zero bytes.
_Retired = type("DeviceBuffer", (DeviceBuffer, ctypes.c_char * 0), _CLASS_NAMESPACE)


def _wrap(
    alloc: Allocation, offset: int, shape: tuple[int, ...], dtype: np.dtype,
    strides: tuple[int, ...] | None, exporting: bool,
) -> DeviceBuffer:
    """A DeviceBuffer handle over ``alloc`` at ``offset`` (a new reference to the block)."""
    cls = None
    if exporting and CTYPES_EXPORT and strides is None and shape:
        cls = _exporting_type(dtype, shape)
    buf = object.__new__(_HostBuffer) if cls is None else cls.from_address(alloc.addr + offset)
    buf.__dict__.update(
        _alloc=alloc, _offset=offset, _strides=strides, _held=None, shape=shape, dtype=dtype,
        size=math.prod(shape), nbytes=math.prod(shape) * dtype.itemsize,
    )
    return buf


# ---------------------------------------------------------------------- retiring (3.11)


def _size_field_offsets() -> tuple[int, int] | None:
    """Offsets of ``b_size`` and ``b_length`` in a ctypes object (CPython's CDataObject:
    head, b_ptr, b_needsfree, b_base, b_size, b_length), verified on two probes."""
    word = ctypes.sizeof(ctypes.c_void_p)
    ptr_at = object.__basicsize__
    size_at = ptr_at + 3 * word
    length_at = size_at + ctypes.sizeof(ctypes.c_ssize_t)
    backing = (ctypes.c_char * 64)()
    for ctype, n in ((ctypes.c_char, 3), (ctypes.c_int16, 5)):
        probe = (ctype * n).from_address(ctypes.addressof(backing))
        if type(probe).__basicsize__ < length_at + word:
            return None
        fields = (
            ctypes.c_void_p.from_address(id(probe) + ptr_at).value,
            ctypes.c_ssize_t.from_address(id(probe) + size_at).value,
            ctypes.c_ssize_t.from_address(id(probe) + length_at).value,
        )
        if fields != (ctypes.addressof(backing), ctypes.sizeof(probe), n):
            return None
    return size_at, length_at


_SIZE_FIELDS = _size_field_offsets()


def _retire(buf: DeviceBuffer, exported: bool) -> bool:
    """Make a freed ctypes-based buffer export zero bytes from now on.

    Returns False if the ctypes size fields could not be located (then the caller keeps the
    block for as long as the object lives).  Exports made earlier keep their own copy of the
    size and point at the old class's format and shape, so that class stays referenced.
    """
    if exported:
        buf._export_type = type(buf)
    buf.__class__ = _Retired
    if _SIZE_FIELDS is None:
        return False
    for at in _SIZE_FIELDS:
        ctypes.c_ssize_t.from_address(id(buf) + at).value = 0
    return True


class _RefProbe:
    def free(self) -> int:
        return sys.getrefcount(self)


def _free_baseline() -> int:
    probe = _RefProbe()  # one reference, as a caller's variable holds a buffer
    return probe.free()


# sys.getrefcount(self) inside free() when only the caller refers to the buffer.
_FREE_BASELINE = _free_baseline()
