"""Kernels whose names shadow library names run like any other kernel: the trial's helper
``rsqrt`` (written before the library had one), a scalar parameter named ``fmod``, and a
helper ``reshape`` beside the method ``t.reshape``, at -O0 and -O2 on a2a3sim, against
numpy."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore

SRC = """
const EPS = 1.0e-6

func rsqrt(v: f32) -> f32:
    # the kernel's own reciprocal square root, with an epsilon the library's has not
    return 1.0 / sqrt(v + EPS)

@aiv
kernel normalise(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    s = 0.0
    for i in range(N):
        s += x[i] * x[i]
    r = rsqrt(s / f32(N))
    for i in range(block_idx, N, block_num):
        y[i] = x[i] * r

@aiv
kernel wrap(x: Tensor[[N], f32], y: Tensor[[N], f32], fmod: f32, sum: f32):
    for i in range(block_idx, N, block_num):
        v = x[i]
        y[i] = v - fmod * floor(v / fmod) + sum

func reshape(v: f32, k: f32) -> f32:
    # a helper named like the library's reshape: calls are its, t.reshape(...) is the method
    return v * k

@aiv
kernel shapes(x: Tensor[[8], f32], y: Tensor[[2, 4], f32], broadcast_to: f32):
    expand_dims = x[0:8].reshape([2, 4])
    y[0:2, 0:4] = expand_dims * reshape(broadcast_to, 2.0)
"""


@functools.cache
def module(opt: int) -> incore.Module:
    return incore.compile(SRC, filename="names.ik", opt=opt)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS: dict = {}


@pytest.mark.parametrize("opt", [0, 2])
def test_a_helper_named_rsqrt_is_the_kernels_own(worker: incore.Worker, opt: int) -> None:
    x = np.random.default_rng(3).standard_normal(100).astype(np.float32)
    y = np.zeros_like(x)
    worker.launch(module(opt)["normalise"], x, y, blocks=4)
    s = np.float32(0)
    for v in x:
        s = np.float32(s + v * v)
    r = np.float32(1) / np.sqrt(np.float32(s / np.float32(100)) + np.float32(1e-6))
    np.testing.assert_allclose(y, x * r, rtol=2e-6)


@pytest.mark.parametrize("opt", [0, 2])
def test_parameters_named_fmod_and_sum_are_plain_scalars(worker: incore.Worker, opt: int) -> None:
    x = np.random.default_rng(4).uniform(-50, 50, 64).astype(np.float32)
    y = np.zeros_like(x)
    worker.launch(module(opt)["wrap"], x, y, np.float32(7.5), np.float32(0.25), blocks=3)
    m = np.float32(7.5)
    want = x - m * np.floor(x / m) + np.float32(0.25)
    np.testing.assert_allclose(y, want, rtol=1e-6, atol=1e-5)


@pytest.mark.parametrize("opt", [0, 2])
def test_user_names_shadow_the_shape_functions_and_the_method_stays(
    worker: incore.Worker, opt: int
) -> None:
    x = np.arange(8, dtype=np.float32)
    y = np.zeros((2, 4), np.float32)
    worker.launch(module(opt)["shapes"], x, y, np.float32(1.5), blocks=1)
    np.testing.assert_array_equal(y, x.reshape(2, 4) * np.float32(3.0))
