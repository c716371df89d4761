"""The math builtins through the whole chain (DSL -> payload -> a2a3sim device), checked with
numpy/math: one kernel per float type evaluates every function over an array; inf/nan and
isnan/isinf/isfinite; exact GELU with erf; float // and % against Python on 10**6 pairs.

Accuracy is measured in depth by tests/lowering/test_math_accuracy.py; here the bounds are the
ones docs/math.md states, applied to what the device computed.
"""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest

import incore
from incore.frontend.scope import FLOAT_MATH, FLOAT_MATH2
from tests.support.math_harness import reference, ulp_error

NP = {"f32": np.float32, "f64": np.float64}
UNARY = [n for n in FLOAT_MATH if n not in ("sqrt", "exp", "log", "tanh", "floor", "ceil")]
BINARY = list(FLOAT_MATH2)
EXACT = {"round", "trunc", "sign", "fmod"}
# docs/math.md: asserted bounds of the device functions (f32, f64)
BOUND = {"f32": 1.0, "f64": 3.5}
# How many random inputs the tests draw (the interpreter's corpus,
# tests/interpret/test_corpus_math_kernels.py, draws fewer: it interprets every element)
SIZES = {"math": 4000, "divmod_f64": 10**6, "divmod_f32": 200_000}


def all_functions_source(t: str) -> str:
    rows = [f"        out[{k}, i] = {name}(v)" for k, name in enumerate(UNARY)]
    rows += [f"        out[{len(UNARY) + k}, i] = {name}(v, w)" for k, name in enumerate(BINARY)]
    body = "\n".join(rows)
    return f"""
kernel all_math(x: Tensor[[N], {t}], y: Tensor[[N], {t}], out: Tensor[[K, N], {t}]):
    for i in range(block_idx, N, block_num):
        v = x[i]
        w = y[i]
{body}
"""


@functools.cache
def build(src: str, opt: int = 2) -> incore.Module:
    return incore.compile(src, filename="math.ik", arch="a2a3", opt=opt)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=5, platform="a2a3sim")


def inputs(t: str, n: int) -> tuple[np.ndarray, np.ndarray]:
    dt = NP[t]
    rng = np.random.default_rng(3)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, 1e-30, 1e30],
                        dtype=dt)
    x = np.concatenate([specials, rng.uniform(-4, 4, n).astype(dt),
                        (10.0 ** rng.uniform(-20, 20, n)).astype(dt)])
    y = np.concatenate([specials[::-1], rng.uniform(-4, 4, n).astype(dt),
                        rng.uniform(-30, 30, n).astype(dt)])
    return x, y


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_every_math_function_on_the_device(worker: incore.Worker, t: str) -> None:
    x, y = inputs(t, SIZES["math"])
    names = UNARY + BINARY
    out = np.zeros((len(names), x.size), dtype=NP[t])
    worker.launch(build(all_functions_source(t))["all_math"], x, y, out, blocks=4)
    for k, name in enumerate(names):
        args = (x,) if name in UNARY else (x, y)
        with np.errstate(all="ignore"):
            if name in EXACT:
                want = {"round": np.round, "trunc": np.trunc, "sign": np.sign,
                        "fmod": np.fmod}[name](*args)
                same = (out[k] == want) | (np.isnan(out[k]) & np.isnan(want))
                assert same.all(), (name, args[0][~same][:4], out[k][~same][:4])
                continue
            err = ulp_error(out[k], reference(name, t, *args), t)
        worst = int(np.argmax(err))
        assert err[worst] <= BOUND[t], (name, [a[worst] for a in args], out[k][worst])


ACCEPTANCE = """
kernel nan_to_zero(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = select(isnan(x[i]), 0.0, x[i])

kernel row_max(x: Tensor[[R, C], f32], m_out: Tensor[[R], f32]):
    for r in range(block_idx, R, block_num):
        m = -inf
        for c in range(C):
            m = max(m, x[r, c])
        m_out[r] = m

func gelu(v: f64) -> f64:
    return 0.5 * v * (1.0 + erf(v * 0.7071067811865476))

kernel gelu_exact(x: Tensor[[N], f64], y: Tensor[[N], f64]):
    for i in range(block_idx, N, block_num):
        y[i] = gelu(x[i])

kernel gelu_exact32(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        v = x[i]
        y[i] = 0.5 * v * (1.0 + erf(v * 0.70710677))

kernel classify(x: Tensor[[N], f64], kinds: Tensor[[N, 3], bool], c: Tensor[[4], f32]):
    for i in range(block_idx, N, block_num):
        kinds[i, 0] = isnan(x[i])
        kinds[i, 1] = isinf(x[i])
        kinds[i, 2] = isfinite(x[i])
    if block_idx == 0:
        c[0] = inf
        c[1] = -inf
        c[2] = nan
        c[3] = inf * 0.0
"""


@pytest.mark.parametrize("opt", [0, 2])
def test_acceptance_nan_select_neg_inf_and_gelu(worker: incore.Worker, opt: int) -> None:
    mod = build(ACCEPTANCE, opt)
    rng = np.random.default_rng(1)
    x = rng.normal(size=1000).astype(np.float32)
    x[::7] = np.nan
    y = np.empty_like(x)
    worker.launch(mod["nan_to_zero"], x, y, blocks=4)
    np.testing.assert_array_equal(y, np.where(np.isnan(x), np.float32(0), x))

    grid = -np.abs(rng.normal(size=(16, 9))).astype(np.float32) * 1e38
    grid[3] = -np.inf  # a row of -inf keeps -inf
    m = np.zeros(16, dtype=np.float32)
    worker.launch(mod["row_max"], grid, m, blocks=4)
    np.testing.assert_array_equal(m, grid.max(axis=1))

    v = np.concatenate([rng.normal(scale=3, size=2000), [0.0, -0.0, 8.0, -8.0, 40.0, -40.0]])
    want = np.array([0.5 * a * (1.0 + math.erf(a * 0.7071067811865476)) for a in v])
    got = np.empty_like(v)
    worker.launch(mod["gelu_exact"], v, got, blocks=4)
    # erf within a few ulp of math.erf: after 1 + erf(...) that is a few ulp of 1, times v/2
    assert (np.abs(got - want) <= 4.5e-16 * np.abs(v) + 2.3e-16 * np.abs(want)).all()
    v32 = v.astype(np.float32)
    got32 = np.empty_like(v32)
    worker.launch(mod["gelu_exact32"], v32, got32, blocks=4)
    c32 = float(np.float32(0.70710677))
    x32 = v32.astype(np.float64)
    want32 = np.array([0.5 * a * (1.0 + math.erf(float(np.float32(a * c32)))) for a in x32])
    assert (np.abs(got32 - want32) <= 2.4e-7 * np.abs(x32) + 1.2e-7 * np.abs(want32)).all()


def test_inf_nan_constants_and_classification(worker: incore.Worker) -> None:
    x = np.array([0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 5e-324, 1.7976931348623157e308])
    kinds = np.zeros((x.size, 3), dtype=np.bool_)
    c = np.zeros(4, dtype=np.float32)
    worker.launch(build(ACCEPTANCE)["classify"], x, kinds, c, blocks=2)
    np.testing.assert_array_equal(kinds, np.stack([np.isnan(x), np.isinf(x), np.isfinite(x)], 1))
    assert c[0] == np.inf and c[1] == -np.inf and np.isnan(c[2]) and np.isnan(c[3])


DIVMOD = """
kernel divmod_@T@(a: Tensor[[N], @T@], b: Tensor[[N], @T@], q: Tensor[[N], @T@],
                  r: Tensor[[N], @T@]):
    for i in range(block_idx, N, block_num):
        q[i] = a[i] // b[i]
        r[i] = a[i] % b[i]
"""


def divmod_pairs(dt: type, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Random pairs over many magnitudes and both signs, plus near-multiples and specials."""
    rng = np.random.default_rng(11)
    a = rng.choice([-1.0, 1.0], n) * 10.0 ** rng.uniform(-8, 12, n)
    b = rng.choice([-1.0, 1.0], n) * 10.0 ** rng.uniform(-6, 6, n)
    k = n // 10
    a[:k] = np.round(rng.uniform(-1e6, 1e6, k)) * b[:k]  # exact and near multiples
    a[k:2 * k] = rng.integers(-1000, 1000, k) * 0.1
    b[k:2 * k] = rng.choice([0.1, -0.1, 0.3, 0.7, 1.1, -2.5], k)
    sp = np.array([1.0, 0.1, -0.1, np.inf, -np.inf, np.nan, 0.0, -0.0, 1e300, 3.0])
    a[2 * k:2 * k + 100] = rng.choice(sp, 100)
    b[2 * k:2 * k + 100] = rng.choice(sp[[0, 1, 2, 3, 4, 5, 8, 9]], 100)
    with np.errstate(over="ignore"):
        return a.astype(dt), b.astype(dt)


def same(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Equal values with equal sign of zero, or both nan."""
    return ((got == want) & (np.signbit(got) == np.signbit(want))) | (
        np.isnan(got) & np.isnan(want))


def test_float_floordiv_and_mod_match_python_on_a_million_pairs(worker: incore.Worker) -> None:
    a, b = divmod_pairs(np.float64, SIZES["divmod_f64"])
    q, r = np.empty_like(a), np.empty_like(a)
    worker.launch(build(DIVMOD.replace("@T@", "f64"))["divmod_f64"], a, b, q, r, blocks=8)
    al, bl = a.tolist(), b.tolist()
    want_q = np.array([x // y for x, y in zip(al, bl, strict=True)])
    want_r = np.array([x % y for x, y in zip(al, bl, strict=True)])
    ok = same(q, want_q) & same(r, want_r)
    assert ok.all(), list(zip(a[~ok][:3], b[~ok][:3], q[~ok][:3], r[~ok][:3], strict=True))
    assert math.isclose(1.0 // 0.1, 9.0) and q[0] == want_q[0]


def test_float32_floordiv_and_mod_match_numpy(worker: incore.Worker) -> None:
    a, b = divmod_pairs(np.float32, SIZES["divmod_f32"])
    q, r = np.empty_like(a), np.empty_like(a)
    worker.launch(build(DIVMOD.replace("@T@", "f32"))["divmod_f32"], a, b, q, r, blocks=4)
    with np.errstate(all="ignore"):
        ok = same(q, np.floor_divide(a, b)) & same(r, np.remainder(a, b))
    assert ok.all(), list(zip(a[~ok][:3], b[~ok][:3], q[~ok][:3], r[~ok][:3], strict=True))


def test_division_by_zero_follows_numpy(worker: incore.Worker) -> None:
    a = np.array([1.0, -1.0, 0.0, np.inf, np.nan])
    b = np.zeros_like(a)
    q, r = np.empty_like(a), np.empty_like(a)
    worker.launch(build(DIVMOD.replace("@T@", "f64"))["divmod_f64"], a, b, q, r, blocks=1)
    with np.errstate(all="ignore"):
        assert same(q, np.floor_divide(a, b)).all() and same(r, np.remainder(a, b)).all()


def test_one_floordiv_point_one_is_nine(worker: incore.Worker) -> None:
    """The issue's example: 1.0 // 0.1 is 9 in Python (0.1 is slightly above 1/10)."""
    a, b = np.array([1.0]), np.array([0.1])
    q, r = np.empty_like(a), np.empty_like(a)
    worker.launch(build(DIVMOD.replace("@T@", "f64"))["divmod_f64"], a, b, q, r, blocks=1)
    assert (q[0], r[0]) == divmod(1.0, 0.1) == (9.0, 0.09999999999999995)
