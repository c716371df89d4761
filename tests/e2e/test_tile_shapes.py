"""Reshapes and new axes end to end against numpy, on a2a3sim and a5sim at -O0 and -O2:
``x[:, None] * y[None, :]`` is the outer product, ``t.reshape`` round-trips, ``broadcast_to``
and ``expand_dims`` broadcast as numpy's, new axes compose with ``keepdims=True`` reductions,
masks and helpers, a reshape copies (tiles are values), and a reshaped operand feeds ``@``."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

import incore

SRC = """
const T = 8
const C = 16

func column(v: Tile[[T], f32]) -> Tile[[T, 1], f32]:
    return v[:, None]

@aiv
kernel outer(x: Tensor[[T], f32], y: Tensor[[C], f32], o: Tensor[[T, C], f32],
             back: Tensor[[T, C], f32], flat: Tensor[[C, T], f32], e: Tensor[[T, C], f32],
             b: Tensor[[T, C], f32], cube: Tensor[[T, 2, C], f32], k: Tensor[[T, C], f32]):
    a = x[0:T]
    c = y[0:C]
    o[0:T, 0:C] = a[:, None] * c[None, :]
    m = o[0:T, 0:C]
    back[0:T, 0:C] = m.reshape([-1]).reshape((T, C))
    flat[0:C, 0:T] = m.reshape(C, T)
    e[0:T, 0:C] = expand_dims(a, 1) - expand_dims(c, axis=-2)
    b[0:T, 0:C] = broadcast_to(a[:, None], [T, C]) + c.broadcast_to([T, C]) * 0.5
    cube[0:T, 0:2, 0:C] = m[:, None, :] + broadcast_to(x[0:2][None, :, None], [T, 2, C])
    k[0:T, 0:C] = (m - max(m, axis=1)[:, None]) / sum(m, axis=1, keepdims=True) + column(a)

@aiv
kernel rowscale(x: Tensor[[M, K], f32], s: Tensor[[M], f32], out: Tensor[[M, K], f32]):
    # each row of a [T, C] tile scaled by its lane of a [T] tile; ragged at both ends
    for r in range(block_idx * T, M, block_num * T):
        for c0 in range(0, K, C):
            w = s[r:r + T]
            out[r:r + T, c0:c0 + C] = x[r:r + T, c0:c0 + C] * w[:, None]

@aiv
kernel masked(x: Tensor[[T, C], i32], y: Tensor[[T, C], i32], n: i64):
    cols = (arange(C) < n)[None, :]
    t = load(x[0:T, 0:C], mask=cols, other=-1)
    store(y[0:T, 0:C], t * 2, mask=(arange(T) % 2 == 0)[:, None])

@aiv
kernel fills(x: Tensor[[R, W], f32], f: Tensor[[C], f32], g: Tensor[[T], f32],
             y: Tensor[[T, C], f32], z: Tensor[[T, C], f32]):
    # lanes outside x read a row of f or a column of g
    y[0:T, 0:C] = load(x[0:T, 0:C], other=f[0:C][None, :])
    z[0:T, 0:C] = load(x[0:T, 0:C], mask=(arange(C) % 3 != 0)[None, :], other=g[0:T][:, None])

@aiv
kernel values(x: Tensor[[C], f16], y: Tensor[[4, 4], f16], z: Tensor[[C], f16],
              bits: Tensor[[2, 8], u8], flags: Tensor[[C], u8]):
    t = x[0:C]
    u = t.reshape([4, 4])
    t = t * 2.0
    y[0:4, 0:4] = u
    z[0:C] = t + u.reshape([C])
    g = flags[0:C] > u8(0)
    bits[0:2, 0:8] = u8(g.reshape([2, 8]))
    u = u.reshape([C]).reshape([4, 4]) + 1.0
    y[0:4, 0:4] = y[0:4, 0:4] + u - u

@aiv
kernel inplace(y: Tensor[[4, 8], f32], v: Tensor[[4], f32], z: Tensor[[4, 4], f32]):
    y[0:2, 0:8] = y[0:4, 0:4].reshape([2, 8])         # reads the window it overwrites
    acc = zeros([4, 4], f32)
    acc += v[0:4][:, None]
    acc -= v[0:4][None]
    u = acc[:, None, :]
    acc = acc * 2.0
    z[0:4, 0:4] = acc + u.reshape(4, 4)

@aic
kernel mm(a: Tensor[[T], f32], b: Tensor[[C], f32], c: Tensor[[T, C], f32]):
    c[0:T, 0:C] = a[0:T][:, None] @ b[0:C].reshape([1, C])
"""

PLATFORMS = {"a2a3sim": "a2a3", "a5sim": "a5"}


@functools.cache
def module(arch: str, opt: int) -> incore.Module:
    return incore.compile(SRC, filename="tile_shapes.ik", opt=opt, arch=arch)


@pytest.fixture(scope="module", params=list(PLATFORMS))
def worker(request: pytest.FixtureRequest) -> Iterator[incore.Worker]:
    # a5sim on its own device: a device's context keeps the platform it started with
    with incore.Worker(platform=request.param, device_id=list(PLATFORMS).index(request.param)) as w:
        yield w


def _mod(worker: incore.Worker, opt: int) -> incore.Module:
    return module(PLATFORMS[worker.platform], opt)


OPTS = pytest.mark.parametrize("opt", [0, 2])


@OPTS
def test_outer_product_reshape_broadcast_expand_dims(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(1)
    x = rng.standard_normal(8).astype(np.float32)
    y = rng.standard_normal(16).astype(np.float32)
    o, back, e, b, k = (np.zeros((8, 16), np.float32) for _ in range(5))
    flat, cube = np.zeros((16, 8), np.float32), np.zeros((8, 2, 16), np.float32)
    worker.launch(_mod(worker, opt)["outer"], x, y, o, back, flat, e, b, cube, k, blocks=1)
    outer = x[:, None] * y[None, :]
    np.testing.assert_array_equal(o, np.outer(x, y))
    np.testing.assert_array_equal(o, outer)
    np.testing.assert_array_equal(back, outer)
    np.testing.assert_array_equal(flat, outer.reshape(16, 8))
    np.testing.assert_array_equal(e, np.expand_dims(x, 1) - np.expand_dims(y, -2))
    np.testing.assert_array_equal(b, np.broadcast_to(x[:, None], (8, 16)) + y * np.float32(0.5))
    np.testing.assert_array_equal(cube, outer[:, None, :] + x[:2][None, :, None])
    # the row sums fold in the language's fixed order, so compare them to a tolerance
    want = (outer - outer.max(1)[:, None]) / outer.sum(1, keepdims=True) + x[:, None]
    np.testing.assert_allclose(k, want, rtol=1e-5, atol=1e-5)


@OPTS
def test_a_column_scales_each_row_of_a_ragged_matrix(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(2)
    x = rng.standard_normal((37, 40)).astype(np.float32)  # 37 = 4 * 8 + 5, 40 = 2 * 16 + 8
    s = rng.standard_normal(37).astype(np.float32)
    out = np.full((37, 40), 7.0, np.float32)
    worker.launch(_mod(worker, opt)["rowscale"], x, s, out, blocks=3)
    np.testing.assert_array_equal(out, x * s[:, None])


@OPTS
def test_a_row_mask_and_a_column_mask(worker: incore.Worker, opt: int) -> None:
    x = np.arange(128, dtype=np.int32).reshape(8, 16)
    y = np.full((8, 16), -5, np.int32)
    worker.launch(_mod(worker, opt)["masked"], x, y, 11, blocks=1)
    loaded = np.where(np.arange(16)[None, :] < 11, x, -1)
    want = np.where((np.arange(8) % 2 == 0)[:, None], loaded * 2, -5)
    np.testing.assert_array_equal(y, want)


@OPTS
def test_a_tile_other_fills_the_lanes_outside_the_tensor_and_the_mask(
    worker: incore.Worker, opt: int
) -> None:
    rng = np.random.default_rng(6)
    x = rng.standard_normal((5, 11)).astype(np.float32)  # a corner of the [8, 16] window
    f = rng.standard_normal(16).astype(np.float32)
    g = rng.standard_normal(8).astype(np.float32)
    y, z = np.zeros((8, 16), np.float32), np.zeros((8, 16), np.float32)
    worker.launch(_mod(worker, opt)["fills"], x, f, g, y, z, blocks=1)
    padded = np.full((8, 16), np.nan, np.float32)
    padded[:5, :11] = x
    inside = ~np.isnan(padded)
    np.testing.assert_array_equal(y, np.where(inside, padded, np.broadcast_to(f, (8, 16))))
    keep = inside & (np.arange(16) % 3 != 0)[None, :]
    np.testing.assert_array_equal(z, np.where(keep, padded, np.broadcast_to(g[:, None], (8, 16))))


@OPTS
def test_a_reshape_is_a_copy_of_the_lanes(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(3)
    x = rng.standard_normal(16).astype(np.float16)
    flags = rng.integers(0, 3, 16).astype(np.uint8)
    y, z = np.zeros((4, 4), np.float16), np.zeros(16, np.float16)
    bits = np.zeros((2, 8), np.uint8)
    worker.launch(_mod(worker, opt)["values"], x, y, z, bits, flags, blocks=1)
    u = x.reshape(4, 4)
    np.testing.assert_array_equal(y, u + (u + np.float16(1)) - (u + np.float16(1)))
    np.testing.assert_array_equal(z, x * np.float16(2) + x)
    np.testing.assert_array_equal(bits, (flags > 0).astype(np.uint8).reshape(2, 8))


@OPTS
def test_a_reshape_of_the_stored_window_and_new_axes_in_place(
    worker: incore.Worker, opt: int
) -> None:
    y = np.arange(32, dtype=np.float32).reshape(4, 8)
    v = np.array([1, 2, 3, 4], np.float32)
    z = np.zeros((4, 4), np.float32)
    want = y.copy()
    want[0:2, 0:8] = y[0:4, 0:4].reshape(2, 8)
    worker.launch(_mod(worker, opt)["inplace"], y, v, z, blocks=1)
    np.testing.assert_array_equal(y, want)
    acc = v[:, None] - v[None, :]
    np.testing.assert_array_equal(z, acc * 2 + acc)


@OPTS
def test_a_reshaped_operand_feeds_the_cube_unit(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(4)
    a = rng.standard_normal(8).astype(np.float32)
    b = rng.standard_normal(16).astype(np.float32)
    c = np.zeros((8, 16), np.float32)
    worker.launch(_mod(worker, opt)["mm"], a, b, c, blocks=1)
    np.testing.assert_array_equal(c, a[:, None] @ b[None, :])


def test_an_interpreted_worker_runs_the_outer_product() -> None:
    x = np.arange(8, dtype=np.float32) - 3.5
    y = np.linspace(-1, 1, 16, dtype=np.float32)
    o, back, e, b, k = (np.zeros((8, 16), np.float32) for _ in range(5))
    flat, cube = np.zeros((16, 8), np.float32), np.zeros((8, 2, 16), np.float32)
    with incore.Worker(interpret=True) as w:
        w.launch(module("a2a3", 0)["outer"], x, y, o, back, flat, e, b, cube, k, blocks=1)
    np.testing.assert_array_equal(o, np.outer(x, y))
    np.testing.assert_array_equal(flat, np.outer(x, y).reshape(16, 8))


def _docs_kernels() -> str:
    """The example kernels of docs/language.md, "Reshapes and new axes"."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text()
    section = text[text.index("### Reshapes and new axes"):].split("\n### ")[0]
    (block,) = re.findall(r"```\n(.*?)```", section, flags=re.S)
    return block


def test_the_docs_kernels_compute_what_they_say(worker: incore.Worker) -> None:
    arch = PLATFORMS[worker.platform]
    mod = incore.compile(_docs_kernels(), filename="docs.ik", arch=arch)
    rng = np.random.default_rng(7)
    x = rng.standard_normal((37, 64)).astype(np.float32)
    s = rng.standard_normal(37).astype(np.float32)
    y = np.zeros_like(x)
    worker.launch(mod["rowscale"], x, s, y, blocks=3)
    np.testing.assert_array_equal(y, x * s[:, None])
    a = rng.standard_normal(8).astype(np.float32)
    b = rng.standard_normal(64).astype(np.float32)
    o, f = np.zeros((8, 64), np.float32), np.zeros((64, 8), np.float32)
    worker.launch(mod["outer"], a, b, o, f, blocks=1)
    np.testing.assert_array_equal(o, np.outer(a, b) - b[None, :])
    np.testing.assert_array_equal(f, np.outer(a, b).reshape(64, 8))
