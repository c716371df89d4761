"""Bounds checks at run time (``incore.compile(..., bounds_check=True)``): an out-of-range index
raises KernelIndexError naming kernel, tensor, index, shape, file:line, core and block, at -O0
and -O2; in-range kernels compute what they compute unchecked; the Worker and its device carry
on (no signal happened, so nothing restarts)."""

from __future__ import annotations

import logging

import numpy as np
import pytest

import incore
from incore.log import LOGGER_NAME, NUL

pytestmark = pytest.mark.device

FILENAME = "bc.ik"

SOURCE = """
kernel shifted_read(x: Tensor[[N], f32], y: Tensor[[N], f32], off: i64):
    for i in range(block_idx, N, block_num):
        y[i] = x[i + off] * 2.0

kernel bypass_read(x: Tensor[[N], f32], y: Tensor[[N], f32], off: i64):
    for i in range(block_idx, N, block_num):
        y[i] = load(x[i + off], cache=CachePolicy.BYPASS)

kernel counted_store(y: Tensor[[N], i64], n: i64):
    for i in range(block_idx, n, block_num):
        y[i] = i

kernel fixed_store(y: Tensor[[16], i64], n: i64):
    for i in range(block_idx, n, block_num):
        y[i] = i * 3

kernel column(x: Tensor[[R, 4], f32], y: Tensor[[R], f32], c: i64, dr: i64):
    for r in range(block_idx, R, block_num):
        y[r] = x[r + dr, c]

kernel unsigned_read(x: Tensor[[N], f32], y: Tensor[[1], f32], k: u64):
    y[0] = x[k]

kernel bump(x: Tensor[[N], i32], off: i64):
    for i in range(block_idx, N, block_num):
        x[i + off] += 1

kernel first_failure(x: Tensor[[N], f32], bad_assert: i64, bad_index: i64):
    assert block_idx != bad_assert, "block {} asserts", block_idx
    if block_idx == bad_index:
        x[N] = 1.0

kernel rowscale(x: Tensor[[M, K], f32], s: Tensor[[M], f32], out: Tensor[[M, K], f32]):
    rows = ceil_div(M, block_num)
    first = block_idx * rows
    for r in range(first, min(first + rows, M)):
        for c in range(K):
            out[r, c] = x[r, c] * s[r] + 1.0

kernel saxpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    for i in range(lo, min(lo + span, N)):
        y[i] = a * load(x[i], cache=CachePolicy.BYPASS) + y[i]

kernel rank8(t: Tensor[[A, B, C, D, E, 3, G, H], f32], i: i64):
    t[0, 0, 0, 0, 0, i, 0, 0] = 1.0

@mix
kernel mix_store(y: Tensor[[B, 3], i64], off: i64):
    col = 0
    if core_type == AIV:
        col = 1 + sub_block_idx
    if core_type == AIC:
        y[block_idx + off, col] = 7
    else:
        y[block_idx, col] = 5
"""

OPTS = [0, 2]


def line_of(text: str) -> int:
    return next(n for n, line in enumerate(SOURCE.splitlines(), 1) if text in line)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=27)


def build(opt: int, bounds_check: bool = True) -> incore.Module:
    return incore.compile(SOURCE, filename=FILENAME, opt=opt, bounds_check=bounds_check)


_MODULES: dict[tuple[int, bool], incore.Module] = {}


def kernel(name: str, opt: int, bounds_check: bool = True):
    key = (opt, bounds_check)
    if key not in _MODULES:
        _MODULES[key] = build(opt, bounds_check)
    return _MODULES[key][name]


def raises_index_error(worker, k, *args, blocks: int) -> incore.KernelIndexError:
    with pytest.raises(incore.KernelIndexError) as info:
        worker.launch(k, *args, blocks=blocks)
    return info.value


@pytest.mark.parametrize("opt", OPTS)
def test_read_one_past_the_end(worker, opt):
    x = np.arange(64, dtype=np.float32)
    y = np.full(64, -1.0, dtype=np.float32)
    err = raises_index_error(worker, kernel("shifted_read", opt), x, y, 1, blocks=4)
    line = line_of("y[i] = x[i + off] * 2.0")
    assert (err.kernel, err.tensor, err.index, err.shape) == ("shifted_read", "x", (64,), (64,))
    assert (err.file, err.line, err.block, err.cause) == (FILENAME, line, 3, "index out of range")
    assert err.core is not None
    assert err.message == (
        f"kernel 'shifted_read' indexed x[64] out of range for shape (64,) at {FILENAME}:{line} "
        f"(core {err.core} aiv, block 3)"
    )
    assert (err.code, str(err)) == ("KERNEL_INDEX", f"{err.message}\nhint: {err.hint}")
    # block 3 stopped before the bad read (its last element); every other element was written
    np.testing.assert_array_equal(y[:63], 2 * x[1:])
    assert y[63] == -1.0


@pytest.mark.parametrize("opt", OPTS)
def test_negative_index_is_out_of_range(worker, opt):
    x = np.arange(8, dtype=np.float32)
    err = raises_index_error(worker, kernel("shifted_read", opt), x, np.zeros_like(x), -1,
                             blocks=2)
    assert (err.tensor, err.index, err.shape, err.block) == ("x", (-1,), (8,), 0)
    assert "indexed x[-1] out of range for shape (8,)" in str(err)


@pytest.mark.parametrize("opt", OPTS)
def test_bypass_load_is_checked(worker, opt):
    x = np.arange(10, dtype=np.float32)
    err = raises_index_error(worker, kernel("bypass_read", opt), x, np.zeros_like(x), 3,
                             blocks=1)
    assert (err.tensor, err.index, err.shape, err.block) == ("x", (10,), (10,), 0)
    assert err.line == line_of("load(x[i + off]")


@pytest.mark.parametrize("opt", OPTS)
def test_store_one_past_the_end(worker, opt):
    y = np.full(12, -1, dtype=np.int64)
    err = raises_index_error(worker, kernel("counted_store", opt), y, 13, blocks=1)
    assert (err.tensor, err.index, err.shape, err.block) == ("y", (12,), (12,), 0)
    assert err.line == line_of("y[i] = i")
    np.testing.assert_array_equal(y, np.arange(12))  # every in-range store happened


@pytest.mark.parametrize("opt", OPTS)
def test_literal_dimension_and_the_lowest_failing_block(worker, opt):
    y = np.zeros(16, dtype=np.int64)
    # every block reaches one index past 15: block b stores y[16 + b] first
    err = raises_index_error(worker, kernel("fixed_store", opt), y, 20, blocks=4)
    assert (err.tensor, err.index, err.shape, err.block) == ("y", (16,), (16,), 0)
    assert err.message.endswith("; 3 more failed check(s) in this launch")
    np.testing.assert_array_equal(y, np.arange(16) * 3)


@pytest.mark.parametrize("opt", OPTS)
def test_two_dimensional_tensor(worker, opt):
    x = np.arange(24, dtype=np.float32).reshape(6, 4)
    y = np.zeros(6, dtype=np.float32)
    k = kernel("column", opt)
    err = raises_index_error(worker, k, x, y, 4, 0, blocks=2)  # the literal dim
    assert (err.tensor, err.index, err.shape, err.block) == ("x", (0, 4), (6, 4), 0)
    assert "indexed x[0, 4] out of range for shape (6, 4)" in str(err)
    err = raises_index_error(worker, k, x, y, 1, 1, blocks=2)  # the symbolic dim
    assert (err.tensor, err.index, err.shape, err.block) == ("x", (6, 1), (6, 4), 1)
    assert err.line == line_of("y[r] = x[r + dr, c]")
    worker.launch(k, x, y, 2, 0, blocks=2)
    np.testing.assert_array_equal(y, x[:, 2])


@pytest.mark.parametrize("opt", OPTS)
def test_unsigned_index_reports_its_value(worker, opt):
    x = np.arange(5, dtype=np.float32)
    y = np.zeros(1, dtype=np.float32)
    k = kernel("unsigned_read", opt)
    err = raises_index_error(worker, k, x, y, 2**64 - 1, blocks=1)
    assert (err.index, err.shape) == ((2**64 - 1,), (5,))
    worker.launch(k, x, y, 4, blocks=1)
    assert y[0] == 4.0


@pytest.mark.parametrize("opt", OPTS)
def test_augmented_store_is_checked(worker, opt):
    x = np.zeros(9, dtype=np.int32)
    err = raises_index_error(worker, kernel("bump", opt), x, 1, blocks=1)
    assert (err.tensor, err.index, err.shape) == ("x", (9,), (9,))
    np.testing.assert_array_equal(x, [0] + [1] * 8)


@pytest.mark.parametrize("opt", OPTS)
def test_mix_kernel_names_the_aic_access(worker, opt):
    y = np.zeros((2, 3), dtype=np.int64)
    k = kernel("mix_store", opt)
    err = raises_index_error(worker, k, y, 1, blocks=2)
    assert (err.tensor, err.index, err.shape, err.block) == ("y", (2, 0), (2, 3), 1)
    assert "aic" in str(err)
    worker.launch(k, y, 0, blocks=2)
    np.testing.assert_array_equal(y, [[7, 5, 5], [7, 5, 5]])


@pytest.mark.parametrize(("bad_assert", "bad_index", "error"), [
    (1, 2, incore.KernelAssertionError),
    (2, 1, incore.KernelIndexError),
])
def test_the_lowest_failing_block_decides_between_assert_and_bounds(
    worker, bad_assert, bad_index, error
):
    x = np.zeros(4, dtype=np.float32)
    with pytest.raises(error) as info:
        worker.launch(kernel("first_failure", 2), x, bad_assert, bad_index, blocks=4)
    assert info.value.block == 1


@pytest.mark.parametrize("opt", OPTS)
def test_in_range_kernels_compute_the_same_with_checks(worker, opt):
    rng = np.random.default_rng(6)
    x = rng.standard_normal((37, 19)).astype(np.float32)
    s = rng.standard_normal(37).astype(np.float32)
    results = []
    for checked in (True, False):
        out = np.zeros_like(x)
        worker.launch(kernel("rowscale", opt, checked), x, s, out, blocks=5)
        results.append(out)
    np.testing.assert_array_equal(results[0], results[1])
    np.testing.assert_array_equal(results[0], x * s[:, None] + np.float32(1.0))
    v = rng.standard_normal(1000).astype(np.float32)
    ys = []
    for checked in (True, False):
        y = np.ones(1000, dtype=np.float32)
        worker.launch(kernel("saxpy", opt, checked), v, y, 0.5, blocks=7)
        ys.append(y)
    np.testing.assert_array_equal(ys[0], ys[1])
    np.testing.assert_array_equal(ys[0], np.float32(0.5) * v + np.float32(1.0))


@pytest.mark.parametrize("opt", OPTS)
def test_without_bounds_check_nothing_is_checked(worker, opt):
    x = np.arange(64, dtype=np.float32)
    y = np.full(64, -1.0, dtype=np.float32)
    worker.launch(kernel("shifted_read", opt, False), x, y, 1, blocks=4)  # reads x[64]
    np.testing.assert_array_equal(y[:63], 2 * x[1:])  # y[63] is whatever lies past x
    meta = kernel("shifted_read", opt, False).meta
    assert meta["sites"] == [] and meta["options"]["bounds_check"] is False


def test_index_error_is_a_device_fault_and_the_worker_carries_on(worker):
    pid = worker.device_pid
    x = np.arange(8, dtype=np.float32)
    y = np.zeros_like(x)
    with pytest.raises(incore.DeviceFault) as info:
        worker.launch(kernel("shifted_read", 2), x, y, 1, blocks=2)
    assert isinstance(info.value, incore.KernelIndexError)
    worker.launch(kernel("shifted_read", 2), x, y, 0, blocks=2)
    np.testing.assert_array_equal(y, 2 * x)
    assert worker.device_pid == pid  # no signal, no restart


def test_checks_report_at_log_level_null():
    logger = logging.getLogger(LOGGER_NAME)
    previous = logger.level
    logger.setLevel(NUL)  # the Worker snapshots the level at start
    try:
        with incore.Worker(device_id=28) as w:
            x = np.arange(8, dtype=np.float32)
            err = raises_index_error(w, kernel("shifted_read", 2), x, np.zeros_like(x), 1,
                                     blocks=1)
    finally:
        logger.setLevel(previous)
    assert (err.tensor, err.index, err.shape) == ("x", (8,), (8,))


def test_rank_8_record_keeps_the_indices_and_names_the_dims_it_could_not_hold(worker):
    # 8 index words fill the record: the symbolic dims are shown by their names
    t = np.zeros((1, 1, 1, 1, 1, 3, 1, 1), dtype=np.float32)
    err = raises_index_error(worker, kernel("rank8", 2), t, 3, blocks=1)
    assert err.index == (0, 0, 0, 0, 0, 3, 0, 0)
    assert err.shape == ("A", "B", "C", "D", "E", 3, "G", "H")
    assert "indexed t[0, 0, 0, 0, 0, 3, 0, 0] out of range for shape (A, B, C, D, E, 3, G, H)" in (
        str(err)
    )
