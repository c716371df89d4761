"""Masks chosen by the kernel on tile loads and stores (docs/language.md, "Tile loads and
stores"): ``load(x[w], mask=m, other=v)`` reads ``v`` where ``m`` is false and
``store(y[w], t, mask=m)`` leaves those lanes untouched; masked-off lanes make no GM access
(the L2 model sees only the kept lanes); the mask combines with the tensor-end mask."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore

OFFSET = 0x80000000000

SRC = """
const T = 64

@aiv
kernel even(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    c = block_idx * T
    m = arange(T) % 2 == 0
    store(y[c:c + T], x[c:c + T] * 2.0, mask=m)

@aiv
kernel even_bypass(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    set_cache_policy(x, CachePolicy.BYPASS)
    c = block_idx * T
    m = arange(T) % 2 == 0
    t = load(x[c:c + T], mask=m, other=-5.0)
    store(y[c:c + T], t * 2.0, mask=m)

@aiv
kernel first_half(x: Tensor[[N], f32], y: Tensor[[N], f32], half: i32):
    # half == 0: every lane; else the lanes below T / 2 only
    c = block_idx * T
    m = (arange(T) < T // 2) | (half == 0)
    t = load(x[c:c + T], mask=m, other=-5.0)
    store(y[c:c + T], t * 2.0, mask=m)

@aiv
kernel masked_load(x: Tensor[[N], f32], y: Tensor[[N], f32], lim: f32):
    # lanes where x > lim read other; combined with the tensor-end mask of the last block
    c = block_idx * T
    t = load(x[c:c + T], mask=x[c:c + T] > lim, other=-1.0)
    y[c:c + T] = t

@aiv
kernel rows(x: Tensor[[R, C], f32], y: Tensor[[R, C], f32], keep: Tensor[[C], i32]):
    # a [1, T] mask broadcast over a [4, T] window
    r = block_idx * 4
    k = load(keep[0:T]) != 0
    store(y[r:r + 4, 0:T], x[r:r + 4, 0:T] + 1.0, mask=k)
"""


@functools.cache
def module(opt: int) -> incore.Module:
    return incore.compile(SRC, filename="masks.ik", opt=opt)


@pytest.fixture(scope="module", params=[0, OFFSET], ids=["no-offset", "offset"])
def worker(request: pytest.FixtureRequest):
    with incore.Worker(l2_cache_offset=request.param) as w:
        yield w


OPTS = pytest.mark.parametrize("opt", [0, 2])


@OPTS
@pytest.mark.parametrize("kernel", ["even", "even_bypass"])
def test_storing_the_even_lanes_leaves_the_odd_ones_untouched(
    worker: incore.Worker, opt: int, kernel: str
) -> None:
    x = np.arange(256, dtype=np.float32)
    y = np.full(256, 7.0, np.float32)
    worker.launch(module(opt)[kernel], x, y, blocks=4)
    want = np.where(np.arange(256) % 2 == 0, x * 2, np.float32(7.0))
    np.testing.assert_array_equal(y, want)


@OPTS
def test_a_masked_load_reads_other_and_combines_with_the_tensor_end(
    worker: incore.Worker, opt: int
) -> None:
    x = np.random.default_rng(0).standard_normal(150).astype(np.float32)  # 150 = 2 * 64 + 22
    y = np.full(150, 9.0, np.float32)
    worker.launch(module(opt)["masked_load"], x, y, np.float32(0.5), blocks=3)
    np.testing.assert_array_equal(y, np.where(x > 0.5, x, np.float32(-1.0)))


@OPTS
def test_a_broadcast_mask_selects_columns_of_every_row(worker: incore.Worker, opt: int) -> None:
    x = np.arange(8 * 64, dtype=np.float32).reshape(8, 64)
    y = np.zeros_like(x)
    keep = (np.arange(64) % 3 == 0).astype(np.int32)
    worker.launch(module(opt)["rows"], x, y, keep, blocks=2)
    np.testing.assert_array_equal(y, np.where(keep != 0, x + 1, np.float32(0)))


def test_masked_off_lanes_make_no_gm_access() -> None:
    """The L2 model counts the line requests of the traced variant: a row of 64 f32 covers
    two 128 B lines; with the upper half of every row masked off, no lane of the second line
    is accessed, so each block's load and store make one request each instead of two."""
    config = incore.L2Config(size=64 << 10, line=128, trace_records=1 << 12)
    k = module(2)["first_half"]
    x = np.arange(256, dtype=np.float32)
    requests = {}
    with incore.Worker(device_id=4, l2_cache_offset=OFFSET, l2_model=config) as w:
        for half in (0, 1):
            y = np.full(256, 7.0, np.float32)
            w.l2_flush()
            stats = w.launch(k, x, y, np.int32(half), blocks=4)
            requests[half] = (stats.l2.per_tensor["x"].requests,
                              stats.l2.per_tensor["y"].requests)
            kept = (np.arange(256) % 64 < 32) | (half == 0)
            np.testing.assert_array_equal(y, np.where(kept, x * 2, np.float32(7.0)))
    lines_per_row = 64 * 4 // 128
    assert requests[0] == (4 * lines_per_row, 4 * lines_per_row)
    assert requests[1] == (4 * (lines_per_row - 1), 4 * (lines_per_row - 1))
