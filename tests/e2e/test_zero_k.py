"""The trailing k steps of +0 * +0 that the register blocks skip (lowering/zero_k.py): a
blocked matmul whose last k block lies partly past K gives the bits of the whole sum, which
the interpreter computes step by step, zeros included: -0 accumulators turn +0 exactly where
a skipped step would have turned them, and stay -0 where no step is skipped."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore

# the blocked loop: bt staged per k block, C read back, accumulated and stored (matmul_gm)
BLOCKED = """
@aic
kernel {name}(a: Tensor[[M, K], {t}], b: Tensor[[K, N], {t}], c: Tensor[[M, N], {acc}]):
    for k in range(0, K, BK):
        bt = b[k:k + BK, 0:BN]
        acc = load(c[0:BM, 0:BN])
        acc += {left} @ bt
        c[0:BM, 0:BN] = acc
"""
SRC = """
const BM = 8
const BN = 16
const BK = 32

@aic
kernel local(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    acc = load(c[0:BM, 0:BN])
    for k in range(0, K, BK):
        bt = b[k:k + BK, 0:BN]
        acc += a[0:BM, k:k + BK] @ bt
    c[0:BM, 0:BN] = acc + 0.0 * acc
""" + "".join(BLOCKED.format(name=name, t=t, acc=acc, left=left) for name, t, acc, left in [
    ("edge", "f32", "f32", "a[0:BM, k:k + BK]"),
    ("other_one", "f32", "f32", "load(a[0:BM, k:k + BK], other=1.0)"),
    ("shifted", "f32", "f32", "a[0:BM, k + 1:k + 1 + BK]"),
    ("halves", "f16", "f32", "a[0:BM, k:k + BK]"),
    ("ints", "i8", "i32", "a[0:BM, k:k + BK]"),
])

BM, BN = 8, 16


@functools.cache
def module(opt: int) -> incore.Module:
    return incore.compile(SRC, filename="zero_k.ik", opt=opt)


def inputs(k: int, dtype=np.float32) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``a`` with rows 0-3 of -0 (their products with a positive ``b`` are -0: an accumulator
    starting at -0 stays -0 over the steps inside K), the rest random; ``c`` all -0."""
    rng = np.random.default_rng(k)
    a = rng.standard_normal((BM, k)).astype(dtype)
    a[:4] = -0.0
    b = (np.abs(rng.standard_normal((k, BN))) + 0.5).astype(dtype)
    c = np.full((BM, BN), -0.0, np.float32)
    return a, b, c


def launch(worker: incore.Worker, kernel, a, b, c) -> np.ndarray:
    out = c.copy()
    worker.launch(kernel, a, b, out, blocks=1)
    return out


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("k", [32, 40, 64, 65, 95, 7])
@pytest.mark.parametrize("name", ["edge", "local", "other_one"])
def test_the_bits_of_the_whole_sum(workers, opt: int, k: int, name: str) -> None:
    compiled, interpreted = workers
    a, b, c = inputs(k)
    got = launch(compiled, module(opt)[name], a, b, c)
    want = launch(interpreted, module(opt)[name], a, b, c)
    assert got.tobytes() == want.tobytes()


@pytest.mark.parametrize("k", [32, 40, 7])
def test_minus_zero_turns_plus_zero_only_where_steps_were_skipped(workers, k: int) -> None:
    compiled, _ = workers
    a, b, c = inputs(k)
    got = launch(compiled, module(2)["edge"], a, b, c)
    # rows 0-3: -0 over the steps inside K; a last block past K adds +0 * +0, making +0
    past = k % 32 != 0
    assert np.all(got[:4] == 0) and np.all(np.signbit(got[:4]) != past)


def test_halves_and_integers(workers) -> None:
    compiled, interpreted = workers
    a, b, c = inputs(40, np.float16)
    got = launch(compiled, module(2)["halves"], a, b, c)
    assert got.tobytes() == launch(interpreted, module(2)["halves"], a, b, c).tobytes()
    rng = np.random.default_rng(1)
    ai = rng.integers(-128, 128, (BM, 45), dtype=np.int8)
    bi = rng.integers(-128, 128, (45, BN), dtype=np.int8)
    ci = rng.integers(-1000, 1000, (BM, BN), dtype=np.int32)
    got = launch(compiled, module(2)["ints"], ai, bi, ci)
    assert np.array_equal(got, ci + ai.astype(np.int32) @ bi.astype(np.int32))


def test_a_step_where_only_one_operand_is_zero_runs(workers) -> None:
    """``a``'s window one column further on: at its first lane past K, ``bt``'s row is still
    inside (here inf, so the step gives NaN): only steps past both are skipped."""
    compiled, interpreted = workers
    a, b, c = inputs(41)  # last block: a is +0 from lane 8 on, bt from lane 9
    b[40] = np.inf
    got = launch(compiled, module(2)["shifted"], a, b, c)
    assert np.isnan(got).all()
    assert got.tobytes() == launch(interpreted, module(2)["shifted"], a, b, c).tobytes()


@pytest.mark.parametrize("rows", [6, 8])
def test_minus_zero_stays_where_no_step_is_skipped(workers, rows: int) -> None:
    """Windows past the rows' end (6 rows) but not past K: every step runs, and the rows that
    sum -0 products keep -0."""
    compiled, interpreted = workers
    a, b, c = inputs(64)
    a, c = a[:rows].copy(), c[:rows].copy()
    got = launch(compiled, module(2)["edge"], a, b, c)
    assert np.all(got[:4] == 0) and np.all(np.signbit(got[:4]))
    assert got.tobytes() == launch(interpreted, module(2)["edge"], a, b, c).tobytes()
