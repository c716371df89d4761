"""DeviceBuffer as a Python object (docs/runtime.md, "Device buffers"): zero-copy exports
(numpy, memoryview, DLPack), views sharing the allocation, freeing, invalidation and the leak
report.

These tests use a GlobalMemory without a device process; tests/runtime/test_buffer_lifetimes.py
covers the same behaviour through Workers and launches."""

from __future__ import annotations

import copy
import ctypes
import gc
import pickle
import tracemalloc

import numpy as np
import pytest

from incore import abi
from incore.errors import ContextClosedError
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.memory.buffers import CTYPES_EXPORT, DeviceBuffer
from incore.runtime.host.memory.gm import GlobalMemory, leak_report

DEV_BUF = 60  # this module's GlobalMemory (other test modules use 0..49; test_pool 61..63)
DTYPES = sorted(set(abi.NUMPY_DTYPES.values()))
CLOSED = "the Worker that owned this buffer (device 60) is closed"


@pytest.fixture
def gm():
    gm = GlobalMemory(DeviceLayout(DEV_BUF, gm_size=4 << 20))
    yield gm
    gm.close()
    del gm
    gc.collect()


def filled(gm: GlobalMemory, shape: tuple[int, ...], dtype=np.float32) -> DeviceBuffer:
    if dtype == abi.NUMPY_DTYPES["bf16"]:
        abi.load_bfloat16()  # DeviceBuffer takes numpy dtypes; "bfloat16" needs ml_dtypes
    buf = DeviceBuffer(gm, shape, dtype)
    buf.numpy()[...] = np.arange(int(np.prod(shape))).reshape(shape).astype(dtype)
    return buf


# ------------------------------------------------------------------ zero-copy exports


@pytest.mark.parametrize("dtype", DTYPES)
def test_asarray_and_memoryview_share_memory_with_the_dtype_and_shape(gm, dtype):
    buf = filled(gm, (3, 5), dtype)
    arr = np.asarray(buf)
    assert arr.dtype == np.dtype(dtype) and arr.shape == (3, 5)
    assert np.shares_memory(arr, buf.numpy()) and arr.ctypes.data == buf.addr
    assert arr.flags.writeable and (arr == buf.numpy()).all()
    if dtype in ("float16", "bfloat16") and (CTYPES_EXPORT or dtype == "bfloat16"):
        # ctypes has no 16-bit float (3.11 has no buffer protocol for them) and numpy exports
        # no bfloat16 buffer: memoryview(buf) is a TypeError, np.asarray(buf) works
        with pytest.raises((TypeError, ValueError)):
            memoryview(buf)
        return
    mv = memoryview(buf) if CTYPES_EXPORT else buf.__buffer__(0)
    reference = memoryview(np.zeros((3, 5), dtype))
    assert (mv.shape, mv.itemsize, mv.nbytes, mv.readonly) == ((3, 5), reference.itemsize,
                                                               buf.nbytes, False)
    assert np.dtype(mv.format.lstrip("<")) == np.dtype(reference.format)
    one = np.ones((), dtype)
    np.asarray(mv)[1, 2] = one  # written through the memoryview, seen by the buffer
    assert buf.numpy()[1, 2] == one
    assert mv.tobytes() == buf.numpy().tobytes()


def test_array_interface_describes_the_buffer_and_its_strided_views(gm):
    buf = filled(gm, (4, 6))
    face = buf.__array_interface__
    assert face["data"] == (buf.addr, False) and face["shape"] == (4, 6)
    assert face["typestr"] == "<f4" and face["strides"] is None and face["version"] == 3
    column = buf[:, 1]
    assert column.__array_interface__["strides"] == (24,)
    col = np.asarray(column)  # through the interface: the strided view, not a copy
    assert (col == [1, 7, 13, 19]).all() and np.shares_memory(col, buf.numpy())
    col[0] = -1
    assert buf.numpy()[0, 1] == -1


def test_from_dlpack_shares_memory_and_outlives_the_buffer(gm):
    buf = filled(gm, (64,))
    assert buf.__dlpack_device__() == (1, 0)
    x = np.from_dlpack(buf)
    assert np.shares_memory(x, buf.numpy()) and x.ctypes.data == buf.addr
    x[3] = 42
    assert buf.numpy()[3] == 42
    used = gm.bytes_in_use
    del buf
    gc.collect()
    assert gm.bytes_in_use == used  # the capsule's array holds the block
    again = DeviceBuffer(gm, (64,), np.float32)
    assert not np.shares_memory(again.numpy(), x)
    assert x[3] == 42 and x[4] == 4
    assert gm.bytes_in_use == 2 * used
    del x  # the last reference to the first block
    assert gm.bytes_in_use == used
    again.free()
    assert gm.bytes_in_use == 0


# ------------------------------------------------------------------ views


def test_slices_reshape_and_view_share_the_allocation(gm):
    buf = filled(gm, (4, 6))
    rows = buf[1:3]
    assert rows.shape == (2, 6) and rows.contiguous and rows.addr == buf.addr + 24
    assert (np.asarray(rows) == np.arange(6, 18).reshape(2, 6)).all()
    flat = buf.reshape(-1)
    assert flat.shape == (24,) and flat.addr == buf.addr
    assert buf.reshape(3, 8).shape == buf.reshape((3, 8)).shape == (3, 8)
    as_int = buf.view(np.int32)
    assert as_int.dtype == np.int32 and as_int[0, 1] == np.float32(1).view(np.int32)
    halves = flat[2:10].view(np.uint16)
    assert halves.shape == (16,) and halves.addr == buf.addr + 8
    for view in (rows, flat, as_int, halves):
        assert np.shares_memory(np.asarray(view), buf.numpy())
        assert view._gm is gm and isinstance(view, DeviceBuffer)
    assert gm.stats().live_buffers == 1  # views are the same buffer
    half = buf.view(np.float16)  # no ctypes type: read through __array_interface__
    assert np.asarray(half).dtype == np.float16 and np.asarray(half).shape == (4, 12)
    assert np.shares_memory(np.asarray(half), buf.numpy())


def test_a_0d_buffer_reads_and_writes_through_numpy(gm):
    scalar = DeviceBuffer(gm, (), np.float64)
    scalar[()] = 2.5
    assert scalar[()] == 2.5 and np.asarray(scalar).shape == () and scalar.nbytes == 8
    assert float(np.from_dlpack(scalar)) == 2.5 and scalar.strides == ()


def test_integer_indexing_reads_elements_and_reduces_dimensions(gm):
    buf = filled(gm, (4, 6))
    assert buf[2, 3] == 15.0 and isinstance(buf[2, 3], np.float32)
    row = buf[2]
    assert row.shape == (6,) and row.contiguous and row[5] == 17.0
    col = buf[..., 2]
    assert col.shape == (4,) and not col.contiguous and col.strides == (24,)
    rev = buf[::-1, ::2]
    assert (np.asarray(rev) == buf.numpy()[::-1, ::2]).all()
    assert buf[None, 1].shape == (1, 6)
    zero_d = buf[1, 1, ...]
    assert zero_d.shape == () and float(np.asarray(zero_d)) == 7.0
    assert [r.shape for r in buf] == [(6,)] * 4
    buf[0, :] = 5.0
    buf[1] = np.arange(6)
    assert (buf.numpy()[0] == 5).all() and buf[1, 4] == 4.0
    with pytest.raises(IndexError):
        buf[4]
    with pytest.raises(TypeError, match="basic indexing") as info:
        buf[[0, 1]]
    assert info.value.code == "BUFFER_INDEX"
    with pytest.raises(TypeError, match="basic indexing"):
        buf[buf.numpy() > 3]
    with pytest.raises(ValueError, match="strided view"):
        col.reshape(2, 2)
    with pytest.raises(ValueError, match="cannot reshape"):
        buf.reshape(5, 5)
    with pytest.raises(TypeError):
        len(zero_d)
    assert len(buf) == 4 and bool(buf[0:0]) is True


def test_views_keep_the_allocation_alive_after_the_base_is_dropped_or_freed(gm):
    base = filled(gm, (256,))
    window = base[16:32]
    column = base.reshape(16, 16)[:, 3]
    addr, used = window.addr, gm.bytes_in_use
    base.free()
    assert base.freed and not window.freed
    del base
    gc.collect()
    assert gm.bytes_in_use == used and window.addr == addr
    assert (np.asarray(window) == np.arange(16, 32)).all()
    assert (np.asarray(column) == np.arange(3, 256, 16)).all()
    other = DeviceBuffer(gm, (256,), np.float32)  # must not land on the viewed block
    assert not np.shares_memory(other.numpy(), np.asarray(window))
    del window, column
    assert gm.bytes_in_use == used  # `other` is the only one now
    other.free()
    assert gm.bytes_in_use == 0


# ------------------------------------------------------------------ freeing


def test_free_returns_the_block_at_once_and_retires_the_handle(gm):
    buf = filled(gm, (100,))
    addr = buf.addr
    buf.free()
    assert gm.bytes_in_use == 0
    again = DeviceBuffer(gm, (100,), np.float32)
    assert again.addr == addr  # the block was reused
    with pytest.raises(ValueError, match="was freed") as info:
        buf.numpy()
    assert info.value.code == "BUFFER_FREED"
    for use in (lambda: buf.addr, lambda: buf[0], lambda: buf.reshape(10, 10),
                lambda: buf.__array_interface__, lambda: buf.__dlpack__()):
        with pytest.raises(ValueError, match="was freed"):
            use()
    if CTYPES_EXPORT:  # the retired ctypes handle exports no bytes, never the reused block
        assert memoryview(buf).nbytes == 0 and bytes(buf) == b""
        assert np.asarray(buf).size == 0
    buf.free()  # idempotent
    assert "freed" in repr(buf)


def test_free_waits_for_exports_that_reference_the_buffer(gm):
    buf = filled(gm, (100,))
    exported = np.asarray(buf)  # references the buffer object itself
    mv = memoryview(buf) if CTYPES_EXPORT else None
    block = gm.bytes_in_use
    buf.free()
    assert buf.freed and gm.bytes_in_use == block  # still exported: the block stays
    other = DeviceBuffer(gm, (100,), np.float32)
    assert not np.shares_memory(other.numpy(), exported)
    assert exported[7] == 7.0 and (mv is None or np.asarray(mv)[7] == 7.0)
    del exported, mv
    gc.collect()
    assert gm.bytes_in_use == 2 * block  # the freed handle itself still exists
    del buf  # the block goes with it
    assert gm.bytes_in_use == block
    other.free()


def test_buffers_cannot_be_pickled_or_copied(gm):
    buf = filled(gm, (8,))
    for attempt in (pickle.dumps, copy.copy, copy.deepcopy):
        with pytest.raises(TypeError, match="cannot be pickled or copied") as info:
            attempt(buf)
        assert info.value.code == "BUFFER_NOT_COPYABLE"


def test_buffers_hash_by_identity(gm):
    a, b = filled(gm, (4,)), filled(gm, (4,))
    assert len({a, b, a}) == 2 and a != b and a == a


# ------------------------------------------------------------------ invalidation and leaks


def test_after_invalidate_every_memory_access_raises_naming_the_reason(gm):
    buf = filled(gm, (4, 4))
    earlier = buf.numpy()
    gm.invalidate(CLOSED)
    uses = {
        "numpy": buf.numpy, "addr": lambda: buf.addr, "device_id": lambda: buf.device_id,
        "interface": lambda: buf.__array_interface__, "dlpack": buf.__dlpack__,
        "dlpack_device": buf.__dlpack_device__, "buffer": lambda: buf.__buffer__(0),
        "reshape": lambda: buf.reshape(16), "view": lambda: buf.view(np.int32),
        "getitem": lambda: buf[0], "setitem": lambda: buf.__setitem__(0, 1.0),
        "from_dlpack": lambda: np.from_dlpack(buf), "alloc": lambda: DeviceBuffer(gm, (4,), "f4"),
    }
    for name, use in uses.items():
        with pytest.raises(RuntimeError, match=r"\(device 60\) is closed") as info:
            use()
        assert isinstance(info.value, ContextClosedError), name
        assert info.value.code == "CONTEXT_CLOSED", name
    assert buf.shape == (4, 4) and buf.nbytes == 64 and "context closed" in repr(buf)
    assert (earlier == np.arange(16).reshape(4, 4)).all()  # exports made before stay valid
    buf.free()


def test_live_buffers_list_the_unfreed_buffers_one_per_allocation(gm):
    a, b, c = filled(gm, (8,)), filled(gm, (16,)), filled(gm, (32,))
    view_of_b = b[2:4]
    only_numpy = c.numpy()
    c.free()  # its block stays for the numpy view, but it is no longer the user's buffer
    assert gm.live_buffers() == [a, b] and gm.stats().live_buffers == 2
    del b
    assert gm.live_buffers() == [a, view_of_b]  # the view holds it now
    view_of_b.free()
    a.free()
    assert gm.live_buffers() == [] and gm.stats().live_buffers == 0
    assert gm.stats().bytes_in_use == 128  # c's block, for `only_numpy`
    del only_numpy
    internal = DeviceBuffer(gm, (64,), np.uint8, internal=True)
    assert gm.live_buffers() == [] and internal.nbytes == 64


def test_freeing_buffers_held_in_a_list_keeps_their_blocks_until_the_list_goes(gm):
    bufs = [filled(gm, (256,)) for _ in range(4)]
    for buf in bufs:
        buf.free()  # the list refers to each: perhaps an export, so the block waits
    assert gm.live_buffers() == [] and gm.stats().bytes_in_use == 4 * 1024
    del bufs, buf
    assert gm.stats().bytes_in_use == 0


def test_leak_report_names_buffers_bytes_and_where_they_were_allocated(gm):
    assert leak_report(gm) is None
    keep = [filled(gm, (100,)), filled(gm, (10, 10), np.int64), filled(gm, (3,), np.uint8)]
    text = leak_report(gm, device=0)
    assert text.startswith("device 0: 3 DeviceBuffers were still alive (1203 bytes)")
    assert "int64 buffer of shape (10, 10) (800 bytes)" in text
    assert "Enable tracemalloc" in text
    keep.clear()
    assert leak_report(gm) is None
    tracemalloc.start(4)
    try:
        keep = [DeviceBuffer(gm, (7,), np.float64) for _ in range(8)]
    finally:
        tracemalloc.stop()
    text = leak_report(gm)
    assert text.startswith(f"device {DEV_BUF}: 8 DeviceBuffers were still alive (448 bytes)")
    assert text.count("allocated at (most recent call last):") == 5 and "... and 3 more" in text
    assert __file__ in text and "keep = [DeviceBuffer(gm, (7,), np.float64)" in text
    assert "incore/runtime" not in text  # the user's frames, not the Worker's own
    assert "Enable tracemalloc" not in text


def test_ctypes_size_fields_were_located():
    from incore.runtime.host.memory import buffers

    if CTYPES_EXPORT:  # the retiring of freed 3.11 handles relies on them
        assert buffers._SIZE_FIELDS is not None
        probe = (ctypes.c_int32 * 7)()
        size_at, length_at = buffers._SIZE_FIELDS
        assert ctypes.c_ssize_t.from_address(id(probe) + size_at).value == 28
        assert ctypes.c_ssize_t.from_address(id(probe) + length_at).value == 7


def test_the_312_layout_exports_through_buffer_dunder_and_the_interface(gm, monkeypatch):
    """Python 3.12+ has no ctypes base (``__buffer__`` instead): the same exports, checked
    here by building buffers that way on this interpreter."""
    from incore.runtime.host.memory import buffers

    monkeypatch.setattr(buffers, "CTYPES_EXPORT", False)
    buf = filled(gm, (4, 6))
    assert type(buf) is buffers._HostBuffer and isinstance(buf, DeviceBuffer)
    mv = buf.__buffer__(0)  # what memoryview(buf) calls on 3.12+
    assert (mv.format, mv.shape, mv.readonly) == ("f", (4, 6), False)
    arr = np.asarray(buf)
    assert arr.dtype == np.float32 and np.shares_memory(arr, buf.numpy())
    assert np.shares_memory(np.from_dlpack(buf), arr)
    rows = buf[1:3]
    del mv, arr
    buf.free()
    assert (np.asarray(rows) == np.arange(6, 18).reshape(2, 6)).all()
    gm.invalidate(CLOSED)
    with pytest.raises(RuntimeError, match="is closed"):
        rows.__buffer__(0)
