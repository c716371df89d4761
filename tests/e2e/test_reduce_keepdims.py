"""``sum/max/min(t, keepdims=True)`` without ``axis=`` is numpy's rank-preserving result: a
``[1, 1]`` tile for a 2-D tile (``[1]`` for 1-D, ``[1, 1, 1]`` for 3-D), stored and broadcast
like any tile, at -O0 and -O2."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore

SRC = """
const M = 4
const N = 24

@aiv
kernel keep(x: Tensor[[M, N], f32], s: Tensor[[1, 1], f32], hi: Tensor[[1, 1], f32],
            lo: Tensor[[1, 1], f32], centred: Tensor[[M, N], f32], v: Tensor[[1], i32],
            cube: Tensor[[2, 3, 4], i32], c: Tensor[[1, 1, 1], i32]):
    t = x[0:M, 0:N]
    s[0:1, 0:1] = sum(t, keepdims=True)
    hi[0:1, 0:1] = max(t, keepdims=True)
    lo[0:1, 0:1] = min(t, keepdims=True)
    centred[0:M, 0:N] = t - max(t, keepdims=True)
    v[0:1] = sum(i32(x[0, 0:N]), keepdims=True)
    c[0:1, 0:1, 0:1] = max(cube[0:2, 0:3, 0:4], keepdims=True) + sum(cube[0:2, 0:3, 0:4],
                                                                      keepdims=True)
"""


@functools.cache
def module(opt: int) -> incore.Module:
    return incore.compile(SRC, filename="keepdims.ik", opt=opt)


@pytest.mark.parametrize("opt", [0, 2])
def test_keepdims_without_axis_reduces_every_axis_to_one(opt: int) -> None:
    rng = np.random.default_rng(7)
    x = rng.integers(-50, 50, (4, 24)).astype(np.float32)
    cube = rng.integers(-9, 9, (2, 3, 4)).astype(np.int32)
    s, hi, lo = (np.zeros((1, 1), np.float32) for _ in range(3))
    centred, v, c = np.zeros((4, 24), np.float32), np.zeros(1, np.int32), np.zeros((1, 1, 1),
                                                                                     np.int32)
    with incore.Worker() as w:
        w.launch(module(opt)["keep"], x, s, hi, lo, centred, v, cube, c, blocks=1)
    np.testing.assert_array_equal(s, x.sum(keepdims=True))
    np.testing.assert_array_equal(hi, x.max(keepdims=True))
    np.testing.assert_array_equal(lo, x.min(keepdims=True))
    np.testing.assert_array_equal(centred, x - x.max(keepdims=True))
    np.testing.assert_array_equal(v, x[0].astype(np.int32).sum(keepdims=True))
    np.testing.assert_array_equal(c, cube.max(keepdims=True) + cube.sum(keepdims=True))

