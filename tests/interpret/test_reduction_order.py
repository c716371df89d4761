"""The interpreter's reductions, scans and matmuls follow the compiled order of summation
on inputs chosen so that any other order gives other bits: values of mixed magnitudes (each
partial sum rounds), shapes whose inner extent is 1 (where numpy's own reductions switch to
pairwise summation), signed zeros and nans in the max/min lanes.  Each launch runs compiled
and interpreted on copies of the same inputs and must agree bit for bit."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore
from tests.support.crosscheck import Recorder, cross_launch

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

SRC = """
const R = {r}
const C = {c}
const M = {m}
const K = {k}
const N = {n}

@aiv
kernel reduce_rows(x: Tensor[[R, C], f32], s: Tensor[[R], f32], hi: Tensor[[R], f32],
                   lo: Tensor[[R], f32], total: Tensor[[3], f32]):
    t = x[0:R, 0:C]
    s[0:R] = sum(t, axis=1)
    hi[0:R] = max(t, axis=1)
    lo[0:R] = min(t, axis=1)
    total[0] = sum(t)
    total[1] = max(t)
    total[2] = min(t)

@aiv
kernel reduce_cols(x: Tensor[[R, C], f32], s: Tensor[[C], f32], hi: Tensor[[C], f32],
                   lo: Tensor[[C], f32], cs: Tensor[[R, C], f32], cp: Tensor[[R, C], f32]):
    t = x[0:R, 0:C]
    s[0:C] = sum(t, axis=0)
    hi[0:C] = max(t, axis=0)
    lo[0:C] = min(t, axis=0)
    cs[0:R, 0:C] = cumsum(t, axis=0)
    cp[0:R, 0:C] = cumprod(t, axis=1)

@aiv
kernel reduce_ints(x: Tensor[[R, C], i32], s: Tensor[[C], i32], hi: Tensor[[R], i32],
                   total: Tensor[[2], i32]):
    t = x[0:R, 0:C]
    s[0:C] = sum(t, axis=0)
    hi[0:R] = max(t, axis=1)
    total[0] = sum(t)
    total[1] = min(t)

@aiv
kernel reduce_half(x: Tensor[[R, C], f16], s: Tensor[[R], f16], hi: Tensor[[C], f16],
                   total: Tensor[[2], f16]):
    t = x[0:R, 0:C]
    s[0:R] = sum(t, axis=1)
    hi[0:C] = max(t, axis=0)
    total[0] = sum(t)
    total[1] = min(t)

@aic
kernel mm(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32],
          d: Tensor[[M, N], f32]):
    c[0:M, 0:N] = a[0:M, 0:K] @ b[0:K, 0:N]
    acc = d[0:M, 0:N]
    acc += a[0:M, 0:K] @ b[0:K, 0:N]
    d[0:M, 0:N] = acc
"""


@functools.cache
def module(opt: int, r: int = 1, c: int = 1, m: int = 1, k: int = 1, n: int = 1) -> incore.Module:
    """The kernels with the tiles of these extents ([R, C] reduced, [M, K] @ [K, N])."""
    return incore.compile(SRC.format(r=r, c=c, m=m, k=k, n=n), filename="reduction_order.ik",
                          opt=opt)


def _values(rng: np.random.Generator, shape: tuple[int, ...], dtype=np.float32) -> np.ndarray:
    """Mixed magnitudes: sums of them round at almost every step, in every order differently."""
    mag = rng.choice(np.array([1e-8, 1e-3, 1.0, 3.0e3, 1e7], np.float64), size=shape)
    return (rng.standard_normal(shape) * mag).astype(dtype)


def _run(w: incore.Worker, kernel, *args) -> None:
    rec = Recorder()
    cross_launch(incore.Worker.launch, rec)(w, kernel, *args, blocks=1)
    assert rec.launches == 1
    assert rec.differences == []


SHAPES = [(1, 1), (1, 7), (1, 8), (1, 29), (5, 1), (24, 1), (3, 64), (40, 3), (2, 1000)]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("opt", [0, 2])
def test_float_reductions_and_scans_agree(shape: tuple[int, int], opt: int) -> None:
    rng = np.random.default_rng(sum(shape))
    r, c = shape
    with incore.Worker() as w:
        for _ in range(4):
            x = _values(rng, shape)
            _run(w, module(opt, r, c)["reduce_rows"], x,
                 *(np.zeros(r, np.float32) for _ in range(3)), np.zeros(3, np.float32))
            _run(w, module(opt, r, c)["reduce_cols"], x,
                 *(np.zeros(c, np.float32) for _ in range(3)), np.zeros(shape, np.float32),
                 np.zeros(shape, np.float32))


@pytest.mark.parametrize("shape", [(4, 16), (9, 1), (1, 17), (33, 5)])
def test_signed_zeros_and_nans_pick_the_compiled_lane(shape: tuple[int, int]) -> None:
    rng = np.random.default_rng(3)
    r, c = shape
    with incore.Worker() as w:
        for fill in ("zeros", "nan_first", "nan_inside", "all_negative_zero"):
            x = rng.choice(np.array([0.0, -0.0, -1.0, -2.0], np.float32), size=shape)
            if fill == "nan_first":
                x.reshape(-1)[0] = np.nan
            elif fill == "nan_inside":
                x.reshape(-1)[x.size // 2] = np.nan
            elif fill == "all_negative_zero":
                x[...] = -0.0
            _run(w, module(0, r, c)["reduce_rows"], x,
                 *(np.zeros(r, np.float32) for _ in range(3)), np.zeros(3, np.float32))
            _run(w, module(0, r, c)["reduce_cols"], x,
                 *(np.zeros(c, np.float32) for _ in range(3)), np.zeros(shape, np.float32),
                 np.zeros(shape, np.float32))


@pytest.mark.parametrize("shape", [(1, 1), (6, 9), (17, 1), (2, 40)])
def test_integer_and_half_reductions_agree(shape: tuple[int, int]) -> None:
    rng = np.random.default_rng(5)
    r, c = shape
    with incore.Worker() as w:
        for _ in range(3):
            x = rng.integers(-(2 ** 31), 2 ** 31, size=shape, dtype=np.int64).astype(np.int32)
            _run(w, module(2, r, c)["reduce_ints"], x, np.zeros(c, np.int32),
                 np.zeros(r, np.int32), np.zeros(2, np.int32))
            h = (rng.standard_normal(shape) * 100).astype(np.float16)
            h.reshape(-1)[-1] = -0.0
            _run(w, module(2, r, c)["reduce_half"], h, np.zeros(r, np.float16),
                 np.zeros(c, np.float16), np.zeros(2, np.float16))


@pytest.mark.parametrize("mkn", [(1, 1, 1), (1, 40, 1), (7, 33, 1), (1, 12, 9), (16, 64, 32)])
@pytest.mark.parametrize("opt", [0, 2])
def test_matmul_sums_in_k_order(mkn: tuple[int, int, int], opt: int) -> None:
    rng = np.random.default_rng(sum(mkn))
    m, k, n = mkn
    with incore.Worker() as w:
        for _ in range(4):
            a, b = _values(rng, (m, k)), _values(rng, (k, n))
            d = _values(rng, (m, n))
            _run(w, module(opt, m=m, k=k, n=n)["mm"], a, b, np.zeros((m, n), np.float32), d)
