"""Atomics on GM elements at run time (issue 11, acceptance 1): exact counts under contention,
a histogram equal to np.bincount, a one-launch global sum, every op and type against numpy,
the previous value each op returns, float totals within the documented reordering tolerance
(docs/language.md "Atomics"), and bounds checks covering atomics."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore

BLOCKS = 8
INCREMENTS = 100_000
OPTS = (0, 2)

SRC = """
kernel count(c: Tensor[[1], u64], n: i64):
    for i in range(n):
        atomic_add(c[0], 1)

kernel count_f32(c: Tensor[[1], f32], n: i64):
    for i in range(n):
        atomic_add(c[0], 1.0)

kernel histogram(x: Tensor[[N], i32], h: Tensor[[B], i64]):
    for i in range(block_idx, N, block_num):
        atomic_add(h[x[i]], 1)

kernel total_f32(x: Tensor[[N], f32], s: Tensor[[1], f32]):
    for i in range(block_idx, N, block_num):
        atomic_add(s[0], x[i])

kernel total_f64(x: Tensor[[N], f64], s: Tensor[[1], f64]):
    acc: f64 = 0.0
    for i in range(block_idx, N, block_num):
        acc += x[i]
    atomic_add(s[0], acc)

kernel tickets(c: Tensor[[1], i32], order: Tensor[[T], i64], n: i64):
    for i in range(n):
        t = atomic_add(c[0], 1)
        order[i64(t)] = block_idx

kernel extremes(x: Tensor[[N], i64], lo: Tensor[[1], i64], hi: Tensor[[1], i64]):
    for i in range(block_idx, N, block_num):
        atomic_min(lo[0], x[i])
        atomic_max(hi[0], x[i])
"""

ELEMENTWISE = """
kernel ew_{op}_{t}(t: Tensor[[N], {t}], v: Tensor[[N], {t}], old: Tensor[[N], {t}]):
    for i in range(block_idx, N, block_num):
        old[i] = atomic_{op}(t[i], v[i])

kernel cas_{t}(t: Tensor[[N], {t}], e: Tensor[[N], {t}], v: Tensor[[N], {t}],
               old: Tensor[[N], {t}]):
    for i in range(block_idx, N, block_num):
        old[i] = atomic_cas(t[i], e[i], v[i])
"""

INT_TYPES = ("i32", "i64", "u32", "u64")
FLOAT_TYPES = ("f32", "f64")
INT_OPS = ("add", "min", "max", "and", "or", "xor", "exchange")
FLOAT_OPS = ("add", "min", "max", "exchange")


@functools.cache
def module(opt: int) -> incore.Module:
    return incore.compile(SRC, filename="atomics.ik", opt=opt)


@functools.cache
def elementwise(op: str, t: str, bounds_check: bool = False) -> incore.Module:
    return incore.compile(
        ELEMENTWISE.format(op=op, t=t), filename="ew.ik", opt=2, bounds_check=bounds_check
    )


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=3, platform="a2a3sim", timeout=60)


@pytest.mark.parametrize("opt", OPTS)
def test_eight_blocks_of_a_hundred_thousand_increments_count_exactly(worker, opt):
    c = np.zeros(1, np.uint64)
    worker.launch(module(opt)["count"], c, INCREMENTS, blocks=BLOCKS)
    assert int(c[0]) == BLOCKS * INCREMENTS
    # f32 counts up to 2**24 are exact, so float atomic_add loses no update either
    f = np.zeros(1, np.float32)
    worker.launch(module(opt)["count_f32"], f, INCREMENTS, blocks=BLOCKS)
    assert float(f[0]) == BLOCKS * INCREMENTS


@pytest.mark.parametrize("opt", OPTS)
def test_histogram_matches_bincount(worker, opt):
    rng = np.random.default_rng(opt)
    x = rng.integers(0, 37, 50_000).astype(np.int32)
    x[:5000] = 3  # one hot bin: many blocks hit the same element at once
    h = np.zeros(37, np.int64)
    worker.launch(module(opt)["histogram"], x, h, blocks=BLOCKS)
    np.testing.assert_array_equal(h, np.bincount(x, minlength=37))


def summation_bound(x: np.ndarray, additions: int) -> float:
    """The documented tolerance of a float total built by ``additions`` roundings in any order:
    (additions - 1) * u * sum(|x|), u the unit roundoff of x's type."""
    u = np.finfo(x.dtype).eps / 2
    return (additions - 1) * float(u) * float(np.abs(x.astype(np.float64)).sum())


@pytest.mark.parametrize("opt", OPTS)
def test_one_launch_global_sum_is_within_the_reordering_tolerance(worker, opt):
    rng = np.random.default_rng(10 + opt)
    x = rng.standard_normal(40_000).astype(np.float32)
    exact = float(np.sum(x.astype(np.float64)))
    s = np.zeros(1, np.float32)
    worker.launch(module(opt)["total_f32"], x, s, blocks=BLOCKS)
    assert abs(float(s[0]) - exact) <= summation_bound(x, x.size)
    # f64: one partial sum per block, combined by BLOCKS atomic adds
    x64 = rng.standard_normal(40_000)
    s64 = np.zeros(1)
    worker.launch(module(opt)["total_f64"], x64, s64, blocks=BLOCKS)
    assert abs(float(s64[0]) - float(np.sum(x64))) <= summation_bound(x64, x64.size)


def test_each_increment_returns_a_distinct_previous_value(worker):
    n = 5000
    c = np.zeros(1, np.int32)
    order = np.full(BLOCKS * n, -1, np.int64)
    worker.launch(module(2)["tickets"], c, order, n, blocks=BLOCKS)
    assert int(c[0]) == BLOCKS * n
    # every ticket 0 .. 8n-1 was handed out exactly once: each block got n of them
    np.testing.assert_array_equal(np.bincount(order, minlength=BLOCKS), [n] * BLOCKS)


def test_min_and_max_under_contention(worker):
    x = np.random.default_rng(3).integers(-(2**62), 2**62, 30_000)
    lo = np.array([np.iinfo(np.int64).max])
    hi = np.array([np.iinfo(np.int64).min])
    worker.launch(module(2)["extremes"], x, lo, hi, blocks=BLOCKS)
    assert (lo[0], hi[0]) == (x.min(), x.max())


def reference(op: str, cur: np.ndarray, v: np.ndarray) -> np.ndarray:
    """The value the element holds after ``atomic_<op>(t[i], v[i])`` (DSL min/max: keep the
    current value unless v is strictly smaller/larger; so a nan v never replaces it)."""
    if op == "add":
        return cur + v
    if op == "min":
        return np.where(v < cur, v, cur)
    if op == "max":
        return np.where(v > cur, v, cur)
    if op == "exchange":
        return v.copy()
    return {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op](cur, v)


def values(t: str, n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    dt = np.dtype({"i32": "int32", "i64": "int64", "u32": "uint32", "u64": "uint64",
                   "f32": "float32", "f64": "float64"}[t])
    if dt.kind == "f":
        x = (rng.standard_normal(n) * 100).astype(dt)
        x[:4] = [np.nan, -0.0, np.inf, -np.inf]
        return x
    info = np.iinfo(dt)
    return rng.integers(info.min, info.max, n, dtype=dt, endpoint=True)


@pytest.mark.parametrize(
    ("op", "t"),
    [(op, t) for t in INT_TYPES for op in INT_OPS] + [(op, t) for t in FLOAT_TYPES
                                                      for op in FLOAT_OPS],
)
def test_every_op_and_type_returns_the_old_value_and_stores_the_result(worker, op, t):
    n = 257
    cur, v = values(t, n, 1), values(t, n, 2)
    v[4:8] = cur[4:8]  # equal operands
    if t in FLOAT_TYPES:
        v[8:12] = np.nan  # a nan operand
    tensor, old = cur.copy(), np.zeros_like(cur)
    with np.errstate(over="ignore", invalid="ignore"):
        want = reference(op, cur, v)
    worker.launch(elementwise(op, t)[f"ew_{op}_{t}"], tensor, v, old, blocks=BLOCKS)
    np.testing.assert_array_equal(old.view(f"u{cur.itemsize}"), cur.view(f"u{cur.itemsize}"))
    if t in FLOAT_TYPES and op != "add":  # bit-exact, nan and -0.0 included
        np.testing.assert_array_equal(tensor.view(f"u{cur.itemsize}"),
                                      want.view(f"u{cur.itemsize}"))
    else:
        np.testing.assert_array_equal(tensor, want)


@pytest.mark.parametrize("t", INT_TYPES + FLOAT_TYPES)
def test_cas_swaps_only_when_the_element_equals_expected(worker, t):
    n = 200
    cur, new = values(t, n, 4), values(t, n, 5)
    expected = cur.copy()
    expected[::2] = values(t, n, 6)[::2]  # even elements: another value, so no swap
    if t in FLOAT_TYPES:  # bit patterns are compared: -0.0 is not 0.0, nan matches itself
        cur[10], expected[10] = -0.0, 0.0
        cur[11], expected[11] = np.nan, np.nan
        expected[0] = 1.5  # cur[0] is nan (see values)
    tensor, old = cur.copy(), np.zeros_like(cur)
    worker.launch(elementwise("add", t)[f"cas_{t}"], tensor, expected, new, old, blocks=BLOCKS)
    bits = f"u{cur.itemsize}"
    np.testing.assert_array_equal(old.view(bits), cur.view(bits))
    swapped = cur.view(bits) == expected.view(bits)
    assert swapped[1] and not swapped[0]
    assert t in INT_TYPES or (swapped[11] and not swapped[10])
    want = np.where(swapped, new, cur)
    np.testing.assert_array_equal(tensor.view(bits), want.view(bits))


OOB = """
kernel oob_hist(x: Tensor[[N], i32], h: Tensor[[B], i32]):
    for i in range(N):
        atomic_add(h[x[i]], 1)
"""


@pytest.mark.parametrize("opt", OPTS)
def test_bounds_checks_cover_atomics(worker, opt):
    k = incore.compile(OOB, filename="oob.ik", opt=opt, bounds_check=True)["oob_hist"]
    x = np.array([0, 1, 1, 4, 2], np.int32)
    h = np.zeros(4, np.int32)
    with pytest.raises(incore.KernelIndexError) as info:
        worker.launch(k, x, h, blocks=1)
    err = info.value
    assert (err.kernel, err.tensor, err.index, err.shape) == ("oob_hist", "h", (4,), (4,))
    assert (err.file, err.line) == ("oob.ik", 4)
    np.testing.assert_array_equal(h, [1, 2, 0, 0])  # the updates before the bad index happened
