"""Runtime tests: launches, the L2 nocache-offset delivery chain, alias windows, faults, checks.

Payloads are hand-written LLVM IR (tests/support/payloads.py); no DSL compiler is involved.
"""

from __future__ import annotations

import logging
import os
import re
import time

import numpy as np
import pytest

from incore import DeviceFault, abi
from incore import log as ilog
from incore.runtime import DeviceBuffer, LaunchStats, SimDriver, Worker
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.memory.gm import GlobalMemory
from tests.support import payloads as P

pytestmark = pytest.mark.device

OFFSET_A = 0x80000000000
OFFSET_B = 0x100000000000
AIV_CORES = 4  # default: 2 clusters of 1 AIC + 2 AIV


@pytest.fixture(scope="module")
def kernels() -> dict:
    return {
        "probe": P.probe(),
        "probe_aic": P.probe(core_kind="aic"),
        "probe_a5": P.probe(arch="a5"),
        "mix": P.mix_probe(),
        "copy": P.bypass_copy(),
        "segv": P.segfault(fault_block=1),
        "div": P.divide(),
        "trap_aic": P.trap(core_kind="aic"),
        "spin": P.spin(),
        "empty": P.empty(),
    }


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=0, timeout=20.0)


@pytest.fixture(autouse=True)
def _clean_driver():
    yield
    for dev in range(8):
        SimDriver.clear_error(dev)


def run_probe(w: Worker, kernel, blocks: int | None, rows: int | None = None) -> np.ndarray:
    n = rows if rows is not None else (blocks or AIV_CORES)
    out = np.full((n, P.PROBE_COLS), -1, dtype=np.int64)
    stats = w.launch(kernel, out, blocks=blocks)
    assert isinstance(stats, LaunchStats)
    return out


def device_maps(pid: int) -> list[tuple[int, int, str]]:
    maps = []
    with open(f"/proc/{pid}/maps") as f:
        for line in f:
            rng, perms = line.split()[:2]
            lo, hi = (int(x, 16) for x in rng.split("-"))
            maps.append((lo, hi, perms))
    return maps


# ------------------------------------------------------------------ launches


@pytest.mark.parametrize("blocks", [1, 3, AIV_CORES, 11, None])
def test_every_block_runs_once(worker, kernels, blocks):
    out = run_probe(worker, kernels["probe"], blocks)
    n = blocks or AIV_CORES
    assert out[:, 0].tolist() == list(range(n))
    assert (out[:, 1] == n).all()
    topology = {cid: (kind, sub) for cid, kind, sub in worker.cores}
    for core_id, sub in zip(out[:, 3], out[:, 4], strict=True):
        assert topology[int(core_id)] == ("aiv", int(sub))


def test_aic_kernel_runs_on_aic_cores(worker, kernels):
    out = run_probe(worker, kernels["probe_aic"], None, rows=2)
    assert out[:, 0].tolist() == [0, 1]
    aic = {cid for cid, kind, _ in worker.cores if kind == "aic"}
    assert set(out[:, 3].tolist()) <= aic and (out[:, 4] == 0).all()


def test_mix_kernel_runs_one_cluster_per_block(worker, kernels):
    blocks = 5
    out = run_probe(worker, kernels["mix"], blocks, rows=3 * blocks)
    kinds = {cid: (kind, sub) for cid, kind, sub in worker.cores}
    for b in range(blocks):
        rows = out[3 * b: 3 * b + 3]
        assert (rows[:, 0] == b).all() and (rows[:, 1] == blocks).all()
        assert [kinds[int(c)] for c in rows[:, 3]] == [("aic", 0), ("aiv", 0), ("aiv", 1)]


def test_blocks_must_be_positive(worker, kernels):
    with pytest.raises(ValueError, match="blocks"):
        worker.launch(kernels["empty"], blocks=0)


def test_same_array_for_two_params_is_staged_once(worker, kernels):
    x = np.arange(16, dtype=np.float32)
    worker.launch(kernels["copy"], x, x)
    assert np.array_equal(x, np.arange(16, dtype=np.float32))


def test_written_tensor_copied_back_in_place(worker, kernels):
    x = np.arange(1000, dtype=np.float32)
    y = np.zeros_like(x)
    y_id = id(y)
    stats = worker.launch(kernels["copy"], x, y, blocks=3)
    assert id(y) == y_id and np.array_equal(x, y)
    assert stats.blocks == 3 and stats.run_s > 0 and stats.total_s >= stats.run_s


def test_device_buffer_is_zero_copy(worker, kernels):
    x = np.arange(256, dtype=np.float32)
    dx = worker.to_device(x)
    dy = worker.zeros(x.shape, "f32")
    assert isinstance(dx, DeviceBuffer)
    assert dy.numpy().ctypes.data == dy.addr
    worker.launch(kernels["copy"], dx, dy)
    assert np.array_equal(dy.numpy(), x)
    dx.numpy()[:] = 7.0  # written through the view, seen by the kernel without a copy
    worker.launch(kernels["copy"], dx, dy)
    assert (dy.numpy() == 7.0).all()
    view = dy.numpy()
    del dy  # the view keeps the buffer alive
    assert (view == 7.0).all()


def test_gm_allocator_best_fit_and_coalescing_for_large_blocks():
    gm = GlobalMemory(DeviceLayout(9, gm_size=4 << 20))  # large: above the 256 KiB classes
    try:
        a, b, c = gm.alloc(300 << 10), gm.alloc(400 << 10), gm.alloc(300 << 10)
        assert a == gm.layout.heap_base and b == a + (300 << 10) and c == b + (400 << 10)
        assert all(addr % 64 == 0 for addr in (a, b, c))
        gm.free(a)
        gm.free(b)
        assert gm.alloc(700 << 10) == a  # a and b merged
        with pytest.raises(MemoryError):
            gm.alloc(4 << 20)
    finally:
        gm.close()
        del gm


# ------------------------------------------------------------------ L2 offset delivery chain


def test_default_offset_is_zero_everywhere(worker, kernels):
    assert worker.l2_cache_offset == 0
    assert all(worker.global_context(c)["l2_cache_offset"] == 0 for c, _, _ in worker.cores)
    out = run_probe(worker, kernels["mix"], 2, rows=6)
    assert (out[:, 2] == 0).all()
    # Without an offset GM is mapped once: no alias window.
    gm_sized = [lo for lo, hi, _ in device_maps(worker.device_pid) if hi - lo == 1 << 30]
    assert gm_sized == [0x100000000000]


def test_offset_reaches_every_core(kernels):
    before = SimDriver.query_count(1)
    with Worker(device_id=1, l2_cache_offset=OFFSET_A) as w:
        assert w.l2_cache_offset == OFFSET_A
        for core_id, _, sub in w.cores:
            ctx = w.global_context(core_id)
            assert ctx["l2_cache_offset"] == OFFSET_A
            assert ctx["core_id"] == core_id and ctx["sub_block_id"] == sub
        # A mix launch of `clusters` blocks runs on every core, AIC and AIV alike.
        out = run_probe(w, kernels["mix"], 2, rows=6)
        assert sorted(out[:, 3].tolist()) == sorted(c for c, _, _ in w.cores)
        assert (out[:, 2] == OFFSET_A).all()
        run_probe(w, kernels["probe"], 8)
        assert SimDriver.query_count(1) == before + 1  # queried once, at start
    assert SimDriver.configured_l2_cache_offset(1) is None  # the Worker's setting is undone


def test_alias_window_is_real(kernels):
    with Worker(device_id=2, l2_cache_offset=OFFSET_A) as w:
        base = 0x100000000000 + 2 * 0x1000000000
        maps = device_maps(w.device_pid)
        assert any(lo == base + OFFSET_A for lo, _, _ in maps)  # mapped in the device ...
        assert not any(lo == base + OFFSET_A for lo, _, _ in device_maps(os.getpid()))  # only
        x = np.random.default_rng(0).standard_normal(4099).astype(np.float32)
        y = np.zeros_like(x)
        w.launch(kernels["copy"], x, y, blocks=5)
        assert np.array_equal(x, y)
        dx = w.to_device(x)
        dy = w.zeros(x.shape, np.float32)
        w.launch(kernels["copy"], dx, dy)
        dx.numpy()[::2] = -1.5  # host writes after the first launch ...
        w.launch(kernels["copy"], dx, dy)  # ... and the kernel reads them through the alias
        expect = x.copy()
        expect[::2] = -1.5
        assert np.array_equal(dy.numpy(), expect)


def test_two_devices_each_deliver_their_own_offset(kernels):
    with Worker(device_id=3, l2_cache_offset=OFFSET_A) as w0, \
            Worker(device_id=4, l2_cache_offset=OFFSET_B) as w1:
        out0 = run_probe(w0, kernels["probe"], 6)
        out1 = run_probe(w1, kernels["probe"], 6)
        x = np.arange(100, dtype=np.float32)
        y0, y1 = np.zeros_like(x), np.zeros_like(x)
        w0.launch(kernels["copy"], x, y0)
        w1.launch(kernels["copy"], x, y1)
    assert (out0[:, 2] == OFFSET_A).all() and (out1[:, 2] == OFFSET_B).all()
    assert np.array_equal(y0, x) and np.array_equal(y1, x)


def test_failing_query_logs_and_yields_zero(kernels, caplog):
    SimDriver.inject_error(5, 507899)
    with caplog.at_level(logging.WARNING, logger="incore"):
        with Worker(device_id=5, l2_cache_offset=OFFSET_A) as w:
            assert w.l2_cache_offset == 0
            out = run_probe(w, kernels["probe"], 4)
    assert (out[:, 2] == 0).all()
    assert any("rtGetL2CacheOffset" in r.getMessage() and "507899" in r.getMessage()
               for r in caplog.records)


@pytest.mark.parametrize("offset, message", [
    (OFFSET_A + 1, "page-aligned"),
    (1 << 20, "overlap GM"),
    (0x700000000000, "2\\*\\*47"),
    (-4096, "non-negative"),
])
def test_bad_offsets_are_rejected(offset, message):
    with pytest.raises(ValueError, match=message):
        Worker(device_id=6, l2_cache_offset=offset)
    with pytest.raises(ValueError, match=message):
        SimDriver.set_l2_cache_offset(6, offset)


def test_a5_has_no_offset(kernels):
    with pytest.raises(ValueError, match="A5 carries the L2 cache policy in the load"):
        Worker(device_id=6, platform="a5sim", l2_cache_offset=OFFSET_A)
    before = SimDriver.query_count(6)
    with Worker(device_id=6, platform="a5sim") as w:
        assert w.l2_cache_offset == 0
        assert "l2_cache_offset" not in w.global_context(0)
        out = run_probe(w, kernels["probe_a5"], 3)
        assert out[:, 0].tolist() == [0, 1, 2]
        with pytest.raises(ValueError, match="arch 'a2a3'"):
            w.launch(kernels["probe"], out)
    assert SimDriver.query_count(6) == before  # no query on A5


# ------------------------------------------------------------------ faults


def test_segfault_raises_and_device_recovers(kernels):
    with Worker(device_id=7) as w:
        keep = w.to_device(np.arange(10, dtype=np.float32))
        pid = w.device_pid
        with pytest.raises(DeviceFault) as info:
            w.launch(kernels["segv"], blocks=4)
        err = info.value
        text = str(err)
        assert "segfault" in text and "SIGSEGV" in text and "block 1" in text
        assert "(aiv)" in text and "0x10" in text
        assert err.kernel == "segfault" and err.block == 1 and err.signal == "SIGSEGV"
        assert err.address == 0x10 and w.cores[err.core][1] == "aiv"
        assert f"core {err.core}" in text
        assert w.device_pid != pid  # restarted
        out = run_probe(w, kernels["probe"], 5)  # the next launch is correct
        assert out[:, 0].tolist() == list(range(5))
        assert np.array_equal(keep.numpy(), np.arange(10, dtype=np.float32))  # GM survived


def test_illegal_instruction_raises_sigill(worker, kernels):
    with pytest.raises(DeviceFault, match=r"'trap' raised SIGILL on core \d+ \(aic\), block 0"):
        worker.launch(kernels["trap_aic"], blocks=1)
    run_probe(worker, kernels["probe"], 2)


def test_division_by_zero_raises_sigfpe(worker, kernels):
    out = np.zeros(4, dtype=np.int64)
    with pytest.raises(DeviceFault, match="SIGFPE") as info:
        worker.launch(kernels["div"], out, 0, blocks=4)
    assert info.value.block in range(4) and info.value.kernel == "divide"
    worker.launch(kernels["div"], out, 7, blocks=4)
    assert out.tolist() == [(b + 100) // 7 for b in range(4)]


def test_timeout_kills_and_restarts(kernels):
    with Worker(device_id=7, timeout=1.0) as w:
        t0 = time.monotonic()
        with pytest.raises(DeviceFault, match="timed out") as info:
            w.launch(kernels["spin"], blocks=2)
        assert time.monotonic() - t0 < 5
        assert info.value.kernel == "spin" and info.value.block in (0, 1)
        out = run_probe(w, kernels["probe"], 3)
        assert out[:, 0].tolist() == [0, 1, 2]


def test_code_memory_is_never_writable_in_the_device(worker, kernels):
    worker.launch(kernels["empty"])
    code_base = 0x100000000000 + (48 << 30)
    maps = device_maps(worker.device_pid)
    code = [perms for lo, _, perms in maps if lo == code_base]
    assert code == ["r-xs"]
    assert not [m for m in maps if "w" in m[2] and "x" in m[2]]


# ------------------------------------------------------------------ validation


def _sig(*params):
    return P.signature(list(params))


X = P.tensor("x", 0, "f32", ["N"])
Y = P.tensor("y", 1, "f32", ["N"], written=True)
M = P.tensor("m", 0, "i32", [4, "K"])
S = P.scalar("s", abi.SCALAR_SLOT_BASE, "i8")
F = P.scalar("f", abi.SCALAR_SLOT_BASE, "f32")


@pytest.mark.parametrize("params, args, exc, pattern", [
    ((X, Y), (np.zeros(4, np.float32),), TypeError, r"takes 2 argument.*x: Tensor\[\[N\], f32\]"),
    ((X,), (np.zeros(4, np.float64),), TypeError, r"'x'.*float32.*float64"),
    ((X,), ([1.0, 2.0],), TypeError, r"'x'.*numpy array or DeviceBuffer"),
    ((X,), (np.zeros((2, 2), np.float32),), ValueError, r"'x'.*rank 1"),
    ((X, Y), (np.zeros(8, np.float32), np.zeros(4, np.float32)), ValueError,
     r"N is 8 from x but 4 from y"),
    ((X,), (np.zeros(8, np.float32)[::2],), ValueError, r"'x'.*C-contiguous"),
    ((M,), (np.zeros((3, 5), np.int32),), ValueError, r"'m'.*dimension 0 must be 4"),
    ((S,), (200,), ValueError, r"'s'.*out of range"),
    ((S,), (1.5,), TypeError, r"'s'.*integer"),
    ((F,), ("x",), TypeError, r"'f'.*float"),
    ((F,), (1e39,), ValueError, r"'f'.*f32"),
])
def test_validation(worker, params, args, exc, pattern):
    with pytest.raises(exc, match=pattern):
        worker.launch(_sig(*params), *args)


def test_valid_arguments_pass(worker):
    worker.launch(_sig(X, Y), np.zeros(4, np.float32), np.zeros(4, np.float32))
    worker.launch(_sig(M, S), np.zeros((4, 3), np.int32), np.int8(-128))
    worker.launch(_sig(F), 3)


def test_read_only_written_tensor_rejected(worker):
    y = np.zeros(4, np.float32)
    y.setflags(write=False)
    with pytest.raises(ValueError, match="'y'.*read-only"):
        worker.launch(_sig(X, Y), np.zeros(4, np.float32), y)


def test_too_many_tensors(worker):
    params = [P.tensor(f"t{i}", i % 32, "f32", [1]) for i in range(33)]
    with pytest.raises(ValueError, match="at most 32"):
        worker.launch(_sig(*params), *[np.zeros(1, np.float32)] * 33)


def test_buffer_of_another_device_rejected(worker, kernels):
    with Worker(device_id=6) as other:
        foreign = other.zeros(4, np.float32)
        with pytest.raises(ValueError, match="'x'.*device 6"):
            worker.launch(kernels["copy"], foreign, np.zeros(4, np.float32))
        foreign.free()


# ------------------------------------------------------------------ lifecycle and logging


def test_same_device_twice_shares_its_context(worker, kernels):
    # Two Workers on one device share its primary context (test_contexts.py has the rest).
    with Worker(device_id=0) as again:
        assert again.device_pid == worker.device_pid
    assert run_probe(worker, kernels["probe"], 2)[:, 0].tolist() == [0, 1]


def test_close_is_idempotent_and_final(kernels):
    w = Worker(device_id=6).start()
    proc = w._proc
    w.close()
    w.close()
    assert proc.poll() is not None
    with pytest.raises(RuntimeError, match="closed"):
        w.launch(kernels["empty"])
    with Worker(device_id=6) as again:  # the device id is free again
        again.launch(kernels["empty"])


def test_start_is_fast():
    with Worker(device_id=6) as w:
        assert w.start_seconds < 2.0


def test_log_level_snapshot(kernels):
    logger = logging.getLogger("incore")
    saved = logger.level
    try:
        logger.setLevel(ilog.V2)
        with Worker(device_id=6) as w:
            logger.setLevel(ilog.ERROR)  # no effect on a live Worker
            assert w.log_level == (ilog.SEV_INFO, 2)
            ctx = w.global_context(0)
            assert (ctx["log_level"], ctx["log_info_v"]) == (ilog.SEV_INFO, 2)
            out = run_probe(w, kernels["probe"], 2)
            assert (out[:, 5] == 2).all()
    finally:
        logger.setLevel(saved)


@pytest.mark.parametrize("level, split", [
    (ilog.DEBUG, (ilog.SEV_DEBUG, 0)), (ilog.V0, (ilog.SEV_INFO, 0)),
    (ilog.V5, (ilog.SEV_INFO, 5)), (ilog.V9, (ilog.SEV_INFO, 9)),
    (ilog.WARN, (ilog.SEV_WARN, 9)), (ilog.ERROR, (ilog.SEV_ERROR, 9)),
    (ilog.NUL, (ilog.SEV_NUL, 9)),
])
def test_split_and_join_level(level, split):
    assert ilog.split_level(level) == split
    assert ilog.join_level(*split) == level


def test_level_names_and_format():
    assert logging.getLevelName(ilog.V3) == "INFO_V3"
    assert logging.getLevelName(ilog.NUL) == "NUL"
    assert logging.getLevelName(ilog.WARN) == "WARNING"  # standard names stay (SPEC §6)
    assert ilog.level_name(ilog.WARN) == "WARN"
    assert ilog.split_level(12) == (ilog.SEV_INFO, 0)
    record = logging.LogRecord("incore", ilog.V7, "/x/worker.py", 42, "hello %d", (5,), None,
                               func="start")
    line = ilog.HostFormatter().format(record)
    assert re.fullmatch(
        r"\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}\]\[T0x[0-9a-f]+\]\[INFO_V7\] "
        r"start: \[worker\.py:42\] hello 5", line), line
