"""Device buffers through Workers (docs/runtime.md, "Device buffers"): the ResourceWarning at
close, buffers that outlive their Worker, launchable views, pooled allocation statistics."""

from __future__ import annotations

import gc
import threading
import time
import tracemalloc
import warnings

import numpy as np
import pytest

from incore import DeviceFault, Worker
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.gm import MemoryStats
from tests.support import payloads as P

pytestmark = pytest.mark.device

# Device ids of this module's Workers (other modules use 0..49; raw GlobalMemory 60..63).
DEV_LEAK = 56
DEV_LOOP = 57
DEV_VIEW = 58
DEV_STATS = 59


@pytest.fixture(scope="module")
def copy_kernel():
    return P.bypass_copy()  # y[i] = x[i], f32, both of shape [N]


def resource_warnings(record: list[warnings.WarningMessage]) -> list[str]:
    return [str(w.message) for w in record if issubclass(w.category, ResourceWarning)]


def test_closing_with_three_live_buffers_warns_once_naming_three():
    """Acceptance 6: one ResourceWarning naming 3 buffers; none once they are freed."""
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        w = Worker(device_id=DEV_LEAK, clusters=1).start()
        kept = [w.zeros(256, "f32"), w.empty((4, 4), "i64"), w.to_device(np.arange(10))]
        scratch = w.empty(1000, "u8")
        scratch.free()
        w.close()
    texts = resource_warnings(record)
    assert len(texts) == 1, texts
    nbytes = 256 * 4 + 16 * 8 + 10 * 8
    assert texts[0].startswith(
        f"device {DEV_LEAK}: 3 DeviceBuffers were still alive ({nbytes} bytes)"
    )
    assert record[0].filename == __file__  # attributed to the close() above
    with pytest.raises(RuntimeError, match=f"device {DEV_LEAK}'s context was closed"):
        kept[0].numpy()

    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        with Worker(device_id=DEV_LEAK, clusters=1) as w:
            bufs = [w.zeros(256, "f32") for _ in range(3)]
            view = bufs[0].numpy()
            for buf in bufs:
                buf.free()
            del view, buf
            w.launch(P.empty(), blocks=1)  # staging and log rings are not the user's buffers
    assert resource_warnings(record) == []


def test_the_warning_says_where_each_buffer_was_allocated_when_tracemalloc_traces():
    tracemalloc.start(3)
    try:
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            with Worker(device_id=DEV_LEAK, clusters=1) as w:
                leaked = w.empty(32, "f64")  # this line is named in the warning
    finally:
        tracemalloc.stop()
    (text,) = resource_warnings(record)
    assert "1 DeviceBuffer was still alive (256 bytes)" in text
    assert f'File "{__file__}"' in text and 'leaked = w.empty(32, "f64")' in text
    del leaked


def test_buffers_kept_from_closed_workers_do_not_block_the_next_worker(copy_kernel):
    kept = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        for i in range(3):
            with Worker(device_id=DEV_LOOP, clusters=1) as w:
                d = w.to_device(np.full(1024, i, np.float32))
                kept.append((d, d.numpy()))  # the buffer and a numpy view of it
                assert w.memory_stats().live_buffers == 1  # the old ones are not this Worker's
                if i:
                    with pytest.raises(RuntimeError, match="context was closed"):
                        w.launch(copy_kernel, kept[0][0], d)  # a buffer of a closed Worker
    for i, (buf, view) in enumerate(kept):  # views stay valid, never aliased by later buffers
        assert (view == i).all()
        with pytest.raises(RuntimeError, match="context was closed"):
            buf.numpy()
    with pytest.raises(RuntimeError, match="context was closed"):
        kept[0][0].reshape(32, 32)
    del kept, d
    gc.collect()


def test_contiguous_views_launch_and_strided_ones_are_refused(copy_kernel):
    with Worker(device_id=DEV_VIEW, clusters=1) as w:
        big = w.to_device(np.arange(64, dtype=np.float32))
        out = w.zeros(32, "f32")
        w.launch(copy_kernel, big[8:24], out[16:])  # slices in, slice out
        assert (out.numpy()[16:] == np.arange(8, 24)).all() and (out.numpy()[:16] == 0).all()
        grid = big.reshape(8, 8)
        w.launch(copy_kernel, grid[2], out[:8])  # a row of a reshaped view
        assert (out.numpy()[:8] == np.arange(16, 24)).all()
        as_float = w.to_device(np.arange(8, dtype=np.int32)).view(np.float32)
        w.launch(copy_kernel, as_float, out[:8])  # a dtype view: the same bits are copied
        assert (out.numpy()[:8].view(np.int32) == np.arange(8)).all()
        with pytest.raises(ValueError, match=r"parameter 'x'.*strided view") as info:
            w.launch(copy_kernel, grid[:, 1], out[:8])
        assert info.value.code == "BUFFER_NOT_CONTIGUOUS"
        window = big[40:48]
        del big, grid
        gc.collect()
        w.launch(copy_kernel, window, out[:8])  # the view alone keeps the block alive
        assert (out.numpy()[:8] == np.arange(40, 48)).all()


def test_memory_stats_count_pool_hits_for_repeated_same_size_allocations(copy_kernel):
    with Worker(device_id=DEV_STATS, clusters=1) as w:
        first = w.memory_stats()
        assert isinstance(first, MemoryStats) and first.live_buffers == 0
        for _ in range(10):
            buf = w.empty(300, "f32")
            buf.free()
        stats = w.memory_stats()
        assert stats.pool_hits - first.pool_hits == 9
        assert stats.pool_misses - first.pool_misses == 1
        x = np.arange(100, dtype=np.float32)
        y = np.zeros_like(x)
        w.launch(copy_kernel, x, y)  # staging copies come from the pool too
        w.launch(copy_kernel, x, y)
        after = w.memory_stats()
        assert after.pool_hits - stats.pool_hits >= 2 and (y == x).all()
        assert after.bytes_in_use == first.bytes_in_use and after.live_buffers == 0
        assert after.peak_bytes >= first.bytes_in_use + 2 * 448


def test_a_buffer_freed_while_a_launch_writes_it_keeps_its_block_until_the_launch_ends():
    """Memory the device still uses goes to the deferred-free path (docs/runtime.md, "Device
    buffers")."""
    scribble = P.scribble()  # stores to out[0] until the launch times out
    with Worker(device_id=DEV_STATS, clusters=1, timeout=1.5) as w:
        out = w.zeros(1, "i64")
        gm, view, addr = out._gm, out.numpy(), out.addr  # the view watches the kernel's stores
        used = w.memory_stats().bytes_in_use
        box: dict = {}

        def run(buf: DeviceBuffer) -> None:
            try:
                w.launch(scribble, buf, blocks=1)
            except DeviceFault as e:
                box["fault"] = e

        t = threading.Thread(target=run, args=(out,))
        t.start()
        deadline = time.monotonic() + 5
        while view[0] == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert view[0] > 0, "the kernel did not start"
        del view
        out.free()  # the launch still refers to the buffer: its block must stay
        # The launch holds the Worker's lock: allocate from its GM directly, same size class.
        others = [DeviceBuffer(gm, (1,), np.int64) for _ in range(4)]
        for b in others:
            b.numpy()[0] = 0
        assert addr not in {b.addr for b in others}
        time.sleep(0.1)  # the kernel keeps storing meanwhile
        assert t.is_alive() and all(b.numpy()[0] == 0 for b in others)
        t.join(10)
        assert "timed out" in str(box.pop("fault"))  # its traceback refers to the buffer
        assert w.memory_stats().bytes_in_use == used + 4 * 64
        del out, others, b
        assert w.memory_stats().bytes_in_use == used - 64
