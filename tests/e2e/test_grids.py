"""Grids (issue 30, acceptance 3): ``blocks=`` as a tuple of up to three extents, a 2-D tile
transpose launched with ``blocks=(cols, rows)`` and a 3-D kernel give correct results on both
platforms, compiled, interpreted and cross-checked; ``grid_idx``/``grid_dim`` agree with the
linear index rule ``block_idx == g0 + d0 * (g1 + d1 * g2)``."""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest

import incore

SRC = """
const T = 8

@aiv
kernel transpose(x: Tensor[[M, N], f32], y: Tensor[[N, M], f32]):
    r = grid_idx(1) * T
    c = grid_idx(0) * T
    y[c:c + T, r:r + T] = x[r:r + T, c:c + T].T

# every block records its position, the grid's extents, block_idx and block_num
@aiv
kernel where(out: Tensor[[B, 8], i64]):
    out[block_idx, 0] = grid_idx(0)
    out[block_idx, 1] = grid_idx(1)
    out[block_idx, 2] = grid_idx(2)
    out[block_idx, 3] = grid_dim(0)
    out[block_idx, 4] = grid_dim(1)
    out[block_idx, 5] = grid_dim(2)
    out[block_idx, 6] = block_idx
    out[block_idx, 7] = block_num

# a 3-D grid: x[b, r, c] += b * 100 + r * 10 + c, one element per block
@aic
kernel cube(x: Tensor[[D2, D1, D0], i64]):
    x[grid_idx(2), grid_idx(1), grid_idx(0)] += grid_idx(2) * 100 + grid_idx(1) * 10 + grid_idx(0)

# no grid builtin: a tuple is just the product of blocks
@aiv
kernel linear(out: Tensor[[B], i64]):
    out[block_idx] = block_num

@mix
kernel mixgrid(out: Tensor[[B, 3], i64]):
    slot = 0 if core_type == AIC else 1 + sub_block_idx
    out[block_idx, slot] = grid_idx(0) * 10 + grid_idx(1)
"""


@functools.cache
def module(arch: str) -> incore.Module:
    return incore.compile(SRC, filename="grids.ik", arch=arch)


MODES = [("a2a3sim", {}), ("a5sim", {}), ("a2a3sim", {"interpret": True}),
         ("a5sim", {"cross_check": True})]


@pytest.fixture(scope="module", params=MODES, ids=lambda m: "-".join([m[0], *m[1]]))
def worker(request):
    platform, options = request.param
    with incore.Worker(platform=platform, **options) as w:
        w.arch = "a5" if platform == "a5sim" else "a2a3"
        yield w


def expected_where(dims: tuple[int, ...]) -> np.ndarray:
    full = (*dims, *([1] * (3 - len(dims))))
    rows = []
    for b in range(math.prod(full)):
        g0, g1, g2 = b % full[0], b // full[0] % full[1], b // (full[0] * full[1])
        assert b == g0 + full[0] * (g1 + full[1] * g2)  # the linear index rule
        rows.append([g0, g1, g2, *full, b, math.prod(full)])
    return np.array(rows, dtype=np.int64)


@pytest.mark.parametrize("dims", [(6,), (3, 4), (2, 3, 4), (1, 1, 5), (5, 1)])
def test_grid_idx_and_grid_dim_follow_the_linear_index_rule(worker, dims):
    out = np.full((math.prod(dims), 8), -1, dtype=np.int64)
    stats = worker.launch(module(worker.arch)["where"], out, blocks=dims)
    assert stats.blocks == math.prod(dims)
    np.testing.assert_array_equal(out, expected_where(dims))


def test_an_int_or_default_block_count_is_a_one_axis_grid(worker):
    k = module(worker.arch)["where"]
    out = np.full((7, 8), -1, dtype=np.int64)
    worker.launch(k, out, blocks=7)
    np.testing.assert_array_equal(out, expected_where((7,)))
    n = worker.launch(k, np.zeros((64, 8), np.int64)).blocks  # blocks=None: one per core
    out = np.full((n, 8), -1, dtype=np.int64)
    worker.launch(k, out)
    np.testing.assert_array_equal(out, expected_where((n,)))


@pytest.mark.parametrize("shape", [(24, 40), (13, 29)])
def test_a_tile_transpose_on_a_two_dimensional_grid(worker, shape):
    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape, dtype=np.float32)
    y = np.zeros(shape[::-1], dtype=np.float32)
    rows, cols = -(-shape[0] // 8), -(-shape[1] // 8)
    worker.launch(module(worker.arch)["transpose"], x, y, blocks=(cols, rows))
    np.testing.assert_array_equal(y, x.T)


def test_a_three_dimensional_grid(worker):
    x = np.zeros((3, 4, 5), dtype=np.int64)
    worker.launch(module(worker.arch)["cube"], x, blocks=(5, 4, 3))
    b, r, c = np.indices(x.shape)
    np.testing.assert_array_equal(x, b * 100 + r * 10 + c)


def test_a_mix_kernel_on_a_grid(worker):
    out = np.zeros((6, 3), dtype=np.int64)
    worker.launch(module(worker.arch)["mixgrid"], out, blocks=(3, 2))
    blocks = np.arange(6)
    want = (blocks % 3) * 10 + blocks // 3
    np.testing.assert_array_equal(out, np.repeat(want[:, None], 3, axis=1))


def test_a_stream_launch_takes_a_grid(worker):
    if worker.launch_options.interpret:
        pytest.skip("covered by the synchronous launch")
    k = module(worker.arch)["where"]
    buf = worker.to_device(np.full((12, 8), -1, dtype=np.int64))
    s = worker.stream()
    s.launch(k, buf, blocks=(2, 3, 2))
    s.synchronize()
    np.testing.assert_array_equal(buf.numpy(), expected_where((2, 3, 2)))


@pytest.mark.parametrize("blocks, error, text", [
    ((), ValueError, "a tuple of 0"),
    ((1, 2, 3, 4), ValueError, "a tuple of 4"),
    ((2, 0), ValueError, "positive extents"),
    ((2, 1.5), TypeError, "an int or a tuple of 1 to 3 ints"),
    ((True, 2), TypeError, "an int or a tuple of 1 to 3 ints"),
])
def test_bad_grids_are_refused_naming_blocks(worker, blocks, error, text):
    with pytest.raises(error, match="blocks") as info:
        worker.launch(module(worker.arch)["where"], np.zeros((4, 8), np.int64), blocks=blocks)
    assert text in str(info.value)


def test_the_kernels_own_arguments_are_counted_without_the_launch_parameters(worker):
    with pytest.raises(TypeError) as info:
        worker.launch(module(worker.arch)["where"], blocks=(2, 2))
    assert "takes 1" in str(info.value) and "__grid" not in str(info.value)


def test_a_graph_launch_updated_to_a_new_grid_gets_its_extents(worker):
    if worker.launch_options.interpret or worker.launch_options.cross_check:
        pytest.skip("graphs replay compiled launches")
    k = module(worker.arch)["where"]
    buf = worker.to_device(np.full((12, 8), -1, dtype=np.int64))
    s = worker.stream()
    with s.capture() as g:
        s.launch(k, buf, blocks=(3, 4))
    g.replay(s)
    s.synchronize()
    np.testing.assert_array_equal(buf.numpy(), expected_where((3, 4)))
    g.update(0, blocks=(2, 3, 2))
    g.replay(s)
    s.synchronize()
    np.testing.assert_array_equal(buf.numpy(), expected_where((2, 3, 2)))
    g.update(0, blocks=12)
    g.replay(s)
    s.synchronize()
    np.testing.assert_array_equal(buf.numpy(), expected_where((12,)))


def test_a_kernel_without_grid_builtins_runs_the_product_of_a_tuple(worker):
    out = np.zeros(6, dtype=np.int64)
    assert worker.launch(module(worker.arch)["linear"], out, blocks=(2, 3)).blocks == 6
    np.testing.assert_array_equal(out, np.full(6, 6))
