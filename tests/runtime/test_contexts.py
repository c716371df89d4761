"""Primary contexts (docs/runtime.md, "The Runtime, devices and contexts"): Workers on one
device share its device process, GM and code memory; the last close stops the device;
conflicting options are refused by name; per-Worker state stays per Worker; buffers that outlive
their Worker never block the next one.

Device ids 30-39, as in test_runtime_core.py.
"""

from __future__ import annotations

import gc
import threading
import time
import warnings

import numpy as np
import pytest

from incore import DeviceFault
from incore.runtime import Runtime, SimDriver, Worker
from tests.support import payloads as P
from tests.support.proc_util import process_alive

pytestmark = pytest.mark.device

OFFSET = 0x80000000000


@pytest.fixture(scope="module")
def kernels() -> dict:
    return {"probe": P.probe(), "copy": P.bypass_copy(), "spin": P.spin(), "trap": P.trap()}


def _probe(w: Worker, kernel, blocks: int) -> np.ndarray:
    out = np.full((blocks, P.PROBE_COLS), -1, np.int64)
    w.launch(kernel, out, blocks=blocks)
    return out


def test_two_workers_share_one_device_process_until_the_last_closes(kernels):
    """Acceptance 3: same pid, GM and code memory; the device stops with the second close."""
    a = Worker(device_id=30, clusters=1)
    b = Worker(device_id=30, clusters=1)
    try:
        pid = a.device_pid
        assert b.device_pid == pid and a._ctx is b._ctx
        assert a._gm is b._gm and a._code is b._code
        assert Runtime.instance().context(30) is a._ctx
        x = a.to_device(np.arange(64, dtype=np.float32))  # a buffer of a, used by b
        y = b.zeros(64, np.float32)
        b.launch(kernels["copy"], x, y, blocks=2)
        assert np.array_equal(y.numpy(), np.arange(64, dtype=np.float32))
        del x, y
        a.close()
        assert process_alive(pid) and b.device_pid == pid  # b still holds the context
        assert _probe(b, kernels["probe"], 2)[:, 0].tolist() == [0, 1]
        with pytest.raises(RuntimeError, match="closed"):
            a.launch(kernels["probe"], np.zeros((1, P.PROBE_COLS), np.int64))
    finally:
        a.close()
        b.close()
    assert not process_alive(pid)
    assert Runtime.instance().context(30) is None


@pytest.mark.parametrize("option, first, second, shown", [
    ("clusters", 1, 2, r"clusters=1, but this Worker asks for clusters=2"),
    ("gm_size", 1 << 24, 1 << 25, r"gm_size=16777216, but this Worker asks for gm_size=33554432"),
    ("platform", "a2a3sim", "a5sim", r"platform='a2a3sim', .* platform='a5sim'"),
    ("l2_cache_offset", OFFSET, 2 * OFFSET,
     r"l2_cache_offset=0x80000000000, but this Worker asks for l2_cache_offset=0x100000000000"),
])
def test_a_conflicting_second_worker_names_the_field(option, first, second, shown):
    base = {"clusters": 1, "gm_size": 1 << 24}
    early = Worker(device_id=31, **{**base, option: second})  # constructed before the context
    with Worker(device_id=31, **{**base, option: first}) as w:
        w.start()
        with pytest.raises(ValueError, match=rf"device 31's primary context runs with {shown}"):
            Worker(device_id=31, **{**base, option: second})  # refused at construction
        with pytest.raises(ValueError, match=shown):
            early.start()  # and at retain, for a Worker built before the context existed
        assert w.device_pid  # the live context is untouched
    early.close()


def test_offsets_agree_with_what_the_driver_reports():
    SimDriver.set_l2_cache_offset(32, OFFSET)
    try:
        with Worker(device_id=32, clusters=1) as a:  # None: the driver's setting
            assert a.l2_cache_offset == OFFSET
            with Worker(device_id=32, clusters=1, l2_cache_offset=OFFSET) as b:
                assert b.device_pid == a.device_pid  # asks for what the context has
            with pytest.raises(ValueError, match=r"l2_cache_offset=None \(driver setting, "
                                                 r"0x80000000000\).*l2_cache_offset=0x0"):
                Worker(device_id=32, clusters=1, l2_cache_offset=0)
    finally:
        SimDriver.clear_l2_cache_offset(32)
    with Worker(device_id=32, clusters=1, l2_cache_offset=OFFSET) as a:
        with Worker(device_id=32, clusters=1) as b:  # None asks for nothing: shares
            assert b.l2_cache_offset == OFFSET and b.device_pid == a.device_pid


def test_timeouts_are_per_worker(kernels):
    with Worker(device_id=33, clusters=1, timeout=0.3) as quick, \
            Worker(device_id=33, clusters=1, timeout=60) as patient:
        t0 = time.monotonic()
        with pytest.raises(DeviceFault, match="timed out after 0.3 s"):
            quick.launch(kernels["spin"], blocks=1)
        assert time.monotonic() - t0 < 5
        assert patient.timeout == 60.0 and quick.timeout == 0.3
        assert _probe(patient, kernels["probe"], 1)[0, 0] == 0  # restarted for both
        assert quick.device_pid == patient.device_pid


def test_closing_a_worker_stops_only_its_own_launch(kernels):
    a = Worker(device_id=34, clusters=1, timeout=30).start()
    b = Worker(device_id=34, clusters=1).start()
    box: dict = {}

    def run():
        try:
            a.launch(kernels["spin"], blocks=1)
        except BaseException as e:  # noqa: BLE001
            box["error"] = e

    t = threading.Thread(target=run)
    t.start()
    time.sleep(0.3)
    a.close()  # from another thread while a's launch spins
    t.join(5)
    assert not t.is_alive()
    assert "closed during the launch" in str(box["error"])
    assert a._torn_down and not b._ctx.closed
    assert _probe(b, kernels["probe"], 2)[:, 0].tolist() == [0, 1]  # restarted on next use
    pid = b.device_pid
    b.close()
    assert not process_alive(pid)


def test_buffers_kept_from_closed_workers_never_block_the_next_one():
    """``for ...: with Worker() as w: d = w.zeros(...)`` works on every iteration; the old
    buffers raise RuntimeError, their numpy views stay readable and are never aliased."""
    kept, views = [], []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        for i in range(3):
            with Worker(device_id=35, clusters=1) as w:
                d = w.zeros(256, np.float32)
                view = d.numpy()
                view[:] = i + 1
                kept.append(d)
                views.append(view)
                assert all(v[0] == j + 1 for j, v in enumerate(views))  # no aliasing
    for d in kept:
        with pytest.raises(RuntimeError, match="closed"):
            d.numpy()
    assert [float(v.sum()) for v in views] == [256.0, 512.0, 768.0]  # still mapped
    other = Worker(device_id=35, clusters=1, gm_size=1 << 25)  # another gm_size cannot map
    with pytest.raises(RuntimeError, match="gm_size 0x40000000"):  # over the old GM ...
        other.start()
    other.close()  # ... while its views live
    del kept, views, d, view
    gc.collect()
    with Worker(device_id=35, clusters=1, gm_size=1 << 25) as w:
        assert w.zeros(4, np.float32).numpy().tolist() == [0.0] * 4


def test_closing_with_live_buffers_warns_once_per_context():
    a = Worker(device_id=36, clusters=1).start()
    b = Worker(device_id=36, clusters=1).start()
    bufs = [a.zeros(16, np.float32) for _ in range(3)]
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always", ResourceWarning)
        a.close()  # b still uses the context: the buffers stay valid, no warning
        assert bufs[0].numpy().tolist() == [0.0] * 16
        b.close()
    (w,) = [x for x in seen if issubclass(x.category, ResourceWarning)]
    assert "3 DeviceBuffers were still alive" in str(w.message)
    assert w.filename == __file__  # attributed to the user's close()
