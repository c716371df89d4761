"""Regression tests for the bugs the fault-injection campaign found in the runtime: events after
a failed assertion, streams of a closed Worker, a stopped device process, hand-built kernel
objects with mutated metas, misaligned views, buffers of closed contexts and oversized L2
trace buffers."""

from __future__ import annotations

import copy
import os
import signal
import time

import numpy as np
import pytest

import incore
from incore.errors import ContextClosedError, LoaderError
from incore.loader.seal import seal_meta
from incore.runtime import Worker
from tests.support import payloads as P

pytestmark = pytest.mark.device

DEV = 60
DEV_STOP = 61
DEV_OTHER = 62

SOURCE = """
@aiv
kernel bump(c: Tensor[[1], i64]):
    if block_idx == 0:
        c[0] = c[0] + 1

@aiv
kernel checked(c: Tensor[[1], i64], i: i64):
    assert i != 3, "i is {}", i
    if block_idx == 0:
        c[0] = c[0] + 1

@aiv
kernel spin(c: Tensor[[1], i64], n: i64):
    if block_idx == 0:
        s = 0
        for j in range(n):
            s = s + c[0] % 7 + j
        c[0] = c[0] + s * 0
"""

BOUNDS = """
@aiv
kernel poke(c: Tensor[[4], i64], i: i64):
    if block_idx == 0:
        c[i] = 7
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SOURCE, filename="campaign.ik", opt=0)


@pytest.fixture(scope="module")
def bounded():
    return incore.compile(BOUNDS, filename="campaign_bounds.ik", bounds_check=True)["poke"]


@pytest.fixture
def worker():
    with Worker(device_id=DEV, clusters=1, timeout=20) as w:
        yield w


# ------------------------------------------------------------------ events after a failed check


def test_an_event_after_a_failed_assertion_fails_its_waiters(worker, mod):
    c = worker.to_device(np.zeros(1, np.int64))
    d = worker.to_device(np.zeros(1, np.int64))
    s1, s2 = worker.stream(), worker.stream()
    s1.launch(mod["spin"], c, 20000, blocks=1)  # still running when s2 waits
    s1.launch(mod["checked"], c, 3, blocks=1)
    e = s1.record()
    s2.wait(e)
    s2.launch(mod["bump"], d, blocks=1)
    s2.launch(mod["bump"], d, blocks=1)
    with pytest.raises(incore.KernelAssertionError, match="waited for an event"):
        s2.synchronize()
    assert int(d.numpy()[0]) == 0  # none of the waiter's launches ran
    with pytest.raises(incore.KernelAssertionError, match="i is 3"):
        e.synchronize()  # the event fails with the launch before it
    s2.launch(mod["bump"], d, blocks=1)  # reported: the stream runs again
    s2.synchronize()
    assert int(d.numpy()[0]) == 1


def test_an_event_after_a_failed_bounds_check_fails_its_waiters(worker, mod, bounded):
    c = worker.to_device(np.zeros(4, np.int64))
    d = worker.to_device(np.zeros(1, np.int64))
    s1, s2 = worker.stream(), worker.stream()
    s1.launch(mod["spin"], d, 20000, blocks=1)
    s1.launch(bounded, c, 9, blocks=1)
    e = s1.record()
    s2.wait(e)
    s2.launch(mod["bump"], d, blocks=1)
    with pytest.raises(incore.KernelIndexError, match="waited for an event"):
        s2.synchronize()
    assert int(d.numpy()[0]) == 0
    with pytest.raises(incore.KernelIndexError):
        e.query()


# ------------------------------------------------------------------ streams of a closed Worker


def test_record_and_wait_after_close_raise_the_closed_context_error(mod):
    w = Worker(device_id=DEV, clusters=1).start()
    s1, s2 = w.stream(), w.stream()
    e = s1.record()
    w.close()
    with pytest.raises(ContextClosedError, match="closed") as info:
        s1.record()
    assert info.value.code == "CONTEXT_CLOSED"
    with pytest.raises(ContextClosedError, match="closed"):
        s2.wait(e)
    with pytest.raises(ContextClosedError):
        s1.launch(mod["bump"], np.zeros(1, np.int64), blocks=1)
    with pytest.raises(ContextClosedError):
        s2.synchronize()  # nothing was launched on it: still the closed error
    with pytest.raises(ContextClosedError):
        e.query()


# ------------------------------------------------------------------ a stopped device process


def stop(pid: int) -> None:
    """SIGSTOP ``pid`` and wait until it is stopped (delivery is asynchronous)."""
    os.kill(pid, signal.SIGSTOP)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        with open(f"/proc/{pid}/stat") as f:
            if f.read().rpartition(")")[2].split()[0] == "T":
                return
        time.sleep(0.01)


def test_a_stopped_device_ends_in_the_workers_timeout_and_is_restarted(mod):
    with Worker(device_id=DEV_STOP, clusters=1, timeout=1.0) as w:
        c = w.to_device(np.zeros(1, np.int64))
        pid = w.device_pid
        stop(pid)
        try:
            t0 = time.monotonic()
            with pytest.raises(incore.LaunchTimeout) as info:
                w.launch(mod["bump"], c, blocks=1)
            elapsed = time.monotonic() - t0
        finally:
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
        assert elapsed < 15.0  # a few times the timeout, not forever
        err = info.value
        assert f"device {DEV_STOP}" in str(err) and "made no progress" in str(err)
        assert w.device_pid != pid  # restarted
        w.launch(mod["bump"], c, blocks=1)
        assert int(c.numpy()[0]) == 1


def test_a_stopped_device_fails_a_stream_in_the_timeout(mod):
    with Worker(device_id=DEV_STOP, clusters=1, timeout=1.0) as w:
        c = w.to_device(np.zeros(1, np.int64))
        pid = w.device_pid
        stop(pid)
        try:
            s = w.stream()
            s.launch(mod["bump"], c, blocks=1)
            s.launch(mod["bump"], c, blocks=1)
            with pytest.raises(incore.LaunchTimeout, match="made no progress"):
                s.synchronize()
        finally:
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
        s.launch(mod["bump"], c, blocks=1)
        s.synchronize()
        assert int(c.numpy()[0]) == 1


# ------------------------------------------------------------------ hand-built kernel objects


def sealed(kernel: P.Kernel) -> P.Kernel:
    """``kernel`` with a complete, sealed meta (what register_program accepts)."""
    meta = {"loads": {"default": 0, "bypass": 0}, **kernel.meta}
    return P.Kernel(kernel.name, kernel.text, seal_meta(meta, kernel.text))


def test_a_sealed_hand_built_kernel_launches(worker):
    k = sealed(P.probe())
    out = np.full((2, P.PROBE_COLS), -1, np.int64)
    worker.launch(k, out, blocks=2)
    assert out[:, 0].tolist() == [0, 1]


def test_a_mutated_meta_on_a_hand_built_kernel_is_a_loader_error(worker):
    k = sealed(P.probe())
    bad = copy.deepcopy(k.meta)
    bad["params"][0]["written"] = False  # the seal no longer matches
    with pytest.raises(LoaderError, match="meta_sha256") as info:
        worker.launch(P.Kernel("probe", k.text, bad), np.zeros((1, P.PROBE_COLS), np.int64),
                      blocks=1)
    assert info.value.code == "KERNEL_META_INVALID" and "kernel 'probe'" in str(info.value)
    other = sealed(P.empty())
    with pytest.raises(LoaderError, match="text_sha256"):
        worker.launch(P.Kernel("probe", other.text, k.meta),
                      np.zeros((1, P.PROBE_COLS), np.int64), blocks=1)


class Bare:
    """A hand-built kernel object that is not the test helper (whose metas are sealed)."""

    def __init__(self, name: str, text: bytes, meta: dict) -> None:
        self.name, self.text, self.meta = name, text, meta


def test_an_unsealed_hand_built_kernel_is_a_loader_error(worker):
    raw = P.probe()
    stripped = {key: v for key, v in raw.meta.items() if key != "meta_sha256"}
    with pytest.raises(LoaderError, match="missing key 'meta_sha256'"):
        worker.launch(Bare("probe", raw.text, stripped),
                      np.zeros((1, P.PROBE_COLS), np.int64), blocks=1)
    bare = P.make_meta("probe", raw.meta["params"])  # docs/abi.md's fields only
    with pytest.raises(LoaderError, match="missing key"):
        worker.launch(Bare("probe", raw.text, bare), np.zeros((1, P.PROBE_COLS), np.int64),
                      blocks=1)


def test_a_hand_built_kernel_is_validated_once_per_object(worker, monkeypatch):
    from incore.runtime.host import registry

    calls = []
    real = registry.checked_meta
    monkeypatch.setattr(registry, "checked_meta",
                        lambda *a: calls.append(a[2]) or real(*a))
    k = sealed(P.probe())
    out = np.zeros((1, P.PROBE_COLS), np.int64)
    with Worker(device_id=DEV_OTHER, clusters=1) as other:
        for w in (worker, worker, other):  # two contexts, three launches
            w.launch(k, out, blocks=1)
    assert calls == ["aiv payload .meta"]  # once per object
    assert (out[0, 0], out[0, 1]) == (0, 1)
    k2 = sealed(P.probe())
    worker.launch(k2, out, blocks=1)  # another object: checked again
    assert len(calls) == 2


# ------------------------------------------------------------------ misaligned views


@pytest.mark.parametrize("dtype", [np.int32, np.float32, np.float64, np.int16])
def test_a_view_at_a_misaligned_byte_offset_is_rejected(worker, dtype):
    size = np.dtype(dtype).itemsize
    raw = worker.empty(8 * size + 1, np.uint8)
    expected = rf"itemsize of {size} bytes, but it starts at byte offset 1"
    with pytest.raises(ValueError, match=expected) as info:
        raw[1:1 + 4 * size].view(dtype)
    assert info.value.code == "BUFFER_MISALIGNED"
    ok = raw[size:5 * size].view(dtype)  # an element boundary is fine
    assert ok.shape == (4,)


def test_a_view_with_a_misaligned_stride_is_rejected(worker):
    raw = worker.empty((3, 5), np.uint8)
    with pytest.raises(ValueError, match=r"steps 5 bytes along axis 0") as info:
        raw[:, 0:4].view(np.float32)
    assert info.value.code == "BUFFER_MISALIGNED"


# ------------------------------------------------------------------ buffers of closed contexts


def test_a_buffer_of_a_closed_context_names_the_parameter():
    k = P.probe()
    old = Worker(device_id=DEV_OTHER, clusters=1).start()
    buf = old.empty((1, P.PROBE_COLS), np.int64)
    old.close()
    with Worker(device_id=DEV, clusters=1) as w:
        with pytest.raises(ContextClosedError, match=r"parameter 'out'") as info:
            w.launch(k, buf, blocks=1)
        assert "kernel 'probe'" in str(info.value) and "closed" in str(info.value)
        s = w.stream()
        with pytest.raises(ContextClosedError, match=r"parameter 'out'"):
            s.launch(k, buf, blocks=1)
    del buf


# ------------------------------------------------------------------ oversized L2 trace buffers


def test_an_oversized_trace_records_is_named():
    config = incore.L2Config(trace_records=1 << 24)  # within the field's own range
    with pytest.raises(ValueError, match=r"L2Config.trace_records must be at most") as info:
        Worker(device_id=DEV, clusters=1, gm_size=64 << 20, l2_model=config)
    assert "gm_size" in info.value.message and "GM" in info.value.message
    Worker(device_id=DEV, clusters=1, gm_size=64 << 20,
           l2_model=incore.L2Config(trace_records=1 << 16)).close()
