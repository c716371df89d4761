"""Tile operations end to end on a2a3sim against numpy: ``t.T``, ``argmax``/``argmin`` (first
occurrence, nan as numpy treats it), ``cumsum``/``cumprod``, ``bitcast``, integer ``@`` on
the AIC, and ``atomic_add/min/max`` on tile windows, at -O0 and -O2."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore

SRC = """
const M = 8
const N = 16
const B = 8
const R = 64
const MN = 128

@aiv
kernel ops(x: Tensor[[M, N], f32], tr: Tensor[[N, M], f32], am: Tensor[[M], i32],
           an: Tensor[[N], i32], cs: Tensor[[M, N], f32], cp: Tensor[[M, N], f32],
           bits: Tensor[[M, N], u32], flat: Tensor[[3], i32], kd: Tensor[[M, 1], i32]):
    a = x[0:M, 0:N]
    tr[0:N, 0:M] = a.T
    am[0:M] = argmax(a, axis=1)
    an[0:N] = argmin(a, axis=0)
    cs[0:M, 0:N] = cumsum(a, axis=1)
    cp[0:M, 0:N] = cumprod(a, axis=0)
    bits[0:M, 0:N] = bitcast(a, u32)
    flat[0] = argmax(a)
    flat[1] = argmin(a)
    flat[2] = bitcast(1.0, i32)
    kd[0:M, 0:1] = argmin(a, axis=1, keepdims=True)

@aiv
kernel ints(x: Tensor[[M, N], i32], am: Tensor[[M], i32], cs: Tensor[[MN], i32],
            back: Tensor[[M, N], f32], tt: Tensor[[N, M], i32]):
    a = x[0:M, 0:N]
    am[0:M] = argmax(a, axis=1)
    cs[0:MN] = cumsum(a)
    back[0:M, 0:N] = bitcast(a, f32)
    tt[0:N, 0:M] = (a * 2 + 1).T

@aic
kernel imm(a: Tensor[[32, 64], i8], b: Tensor[[64, 32], i8], c: Tensor[[32, 32], i32]):
    c[0:32, 0:32] = a[0:32, 0:64] @ b[0:64, 0:32]

@aic
kernel umm(a: Tensor[[16, 32], u8], b: Tensor[[32, 8], u8], c: Tensor[[16, 8], i32],
           p: Tensor[[16, 32], i16], q: Tensor[[32, 8], i16], d: Tensor[[16, 8], i32],
           s: Tensor[[16, 32], i32], t: Tensor[[32, 8], i32], e: Tensor[[16, 8], i32]):
    c[0:16, 0:8] = a[0:16, 0:32] @ b[0:32, 0:8]
    acc = p[0:16, 0:32] @ q[0:32, 0:8]
    acc += p[0:16, 0:32] @ q[0:32, 0:8]
    d[0:16, 0:8] = acc
    e[0:16, 0:8] = s[0:16, 0:32] @ t[0:32, 0:8]

@aiv
kernel hist(x: Tensor[[L, 1], i32], h: Tensor[[B], i32]):
    # each block counts its R values per bin, then adds its counts to h lane by lane
    r = block_idx * R
    v = load(x[r:r + R, 0:1], other=-1)
    atomic_add(h[0:B], sum(i32(v == i32(arange(B))), axis=0))

@aiv
kernel extremes(x: Tensor[[L], f32], lo: Tensor[[W], f32], hi: Tensor[[W], f32]):
    c = block_idx * 32
    t = load(x[c:c + 32], other=0.0)
    atomic_min(lo[0:32], t)
    atomic_max(hi[0:32], t)
"""


@functools.cache
def module(opt: int) -> incore.Module:
    return incore.compile(SRC, filename="tile_ops.ik", opt=opt)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS: dict = {}


OPTS = pytest.mark.parametrize("opt", [0, 2])


@OPTS
def test_transpose_argmax_cumsum_bitcast_match_numpy(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(1)
    x = rng.standard_normal((8, 16)).astype(np.float32)
    x[2, 3] = x[2, 9] = x[2].max() + 1  # a tie: the first occurrence wins
    x[5, 7] = x[5, 1] = np.nan  # numpy: the first nan is the arg-extreme of its row
    tr, am, an = np.zeros((16, 8), np.float32), np.zeros(8, np.int32), np.zeros(16, np.int32)
    cs, cp = np.zeros((8, 16), np.float32), np.zeros((8, 16), np.float32)
    bits, flat, kd = np.zeros((8, 16), np.uint32), np.zeros(3, np.int32), np.zeros((8, 1), np.int32)
    worker.launch(module(opt)["ops"], x, tr, am, an, cs, cp, bits, flat, kd, blocks=1)
    np.testing.assert_array_equal(tr, x.T)
    np.testing.assert_array_equal(am, x.argmax(1))
    np.testing.assert_array_equal(an, x.argmin(0))
    np.testing.assert_array_equal(cs, np.cumsum(x, axis=1))
    np.testing.assert_array_equal(cp, np.cumprod(x, axis=0))
    np.testing.assert_array_equal(bits, x.view(np.uint32))
    np.testing.assert_array_equal(flat, [x.argmax(), x.argmin(), np.float32(1).view(np.int32)])
    np.testing.assert_array_equal(kd, x.argmin(axis=1, keepdims=True))


@OPTS
def test_integer_tiles_argmax_flat_cumsum_bitcast_and_transpose(
    worker: incore.Worker, opt: int
) -> None:
    rng = np.random.default_rng(2)
    x = rng.integers(-5, 5, (8, 16)).astype(np.int32)  # many ties
    am, cs = np.zeros(8, np.int32), np.zeros(128, np.int32)
    back, tt = np.zeros((8, 16), np.float32), np.zeros((16, 8), np.int32)
    worker.launch(module(opt)["ints"], x, am, cs, back, tt, blocks=1)
    np.testing.assert_array_equal(am, x.argmax(1))
    np.testing.assert_array_equal(cs, np.cumsum(x).astype(np.int32))
    np.testing.assert_array_equal(back.view(np.int32), x)
    np.testing.assert_array_equal(tt, (x * 2 + 1).T)


@OPTS
def test_int8_matmul_accumulates_in_i32_exactly(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(3)
    a = rng.integers(-128, 128, (32, 64)).astype(np.int8)
    b = rng.integers(-128, 128, (64, 32)).astype(np.int8)
    c = np.zeros((32, 32), np.int32)
    worker.launch(module(opt)["imm"], a, b, c, blocks=1)
    np.testing.assert_array_equal(c, a.astype(np.int32) @ b.astype(np.int32))


@OPTS
def test_u8_i16_and_i32_matmul(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(4)
    a, b = (rng.integers(0, 256, s).astype(np.uint8) for s in ((16, 32), (32, 8)))
    p, q = (rng.integers(-30000, 30000, s).astype(np.int16) for s in ((16, 32), (32, 8)))
    s_, t = (rng.integers(-1000, 1000, s).astype(np.int32) for s in ((16, 32), (32, 8)))
    c, d, e = (np.zeros((16, 8), np.int32) for _ in range(3))
    worker.launch(module(opt)["umm"], a, b, c, p, q, d, s_, t, e, blocks=1)
    np.testing.assert_array_equal(c, a.astype(np.int32) @ b.astype(np.int32))
    with np.errstate(over="ignore"):  # i32 accumulation wraps, as numpy's int32 matmul does
        pq = p.astype(np.int32) @ q.astype(np.int32)
        np.testing.assert_array_equal(d, pq + pq)
    np.testing.assert_array_equal(e, s_ @ t)


@OPTS
def test_a_tile_window_atomic_add_histogram_matches_bincount(
    worker: incore.Worker, opt: int
) -> None:
    x = np.random.default_rng(5).integers(0, 8, (300, 1)).astype(np.int32)  # 300 = 4 * 64 + 44
    h = np.zeros(8, np.int32)
    worker.launch(module(opt)["hist"], x, h, blocks=5)
    np.testing.assert_array_equal(h, np.bincount(x[:, 0], minlength=8))


@OPTS
def test_tile_window_atomic_min_and_max_per_lane(worker: incore.Worker, opt: int) -> None:
    x = np.random.default_rng(6).standard_normal(32 * 6).astype(np.float32)
    lo, hi = np.full(40, 100.0, np.float32), np.full(40, -100.0, np.float32)
    worker.launch(module(opt)["extremes"], x, lo, hi, blocks=6)
    np.testing.assert_array_equal(lo[:32], x.reshape(6, 32).min(0))
    np.testing.assert_array_equal(hi[:32], x.reshape(6, 32).max(0))
    assert (lo[32:] == 100.0).all() and (hi[32:] == -100.0).all()  # outside the window
