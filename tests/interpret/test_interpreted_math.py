"""The interpreter's device math (``incore.interpret.mathlib.call``) against the compiled
code: one kernel per float type applies every math builtin (and the float ``//``, ``%`` and
``abs``) to tensors on an a2a3sim device, and every result must be the same bits as ``call``
gives (nan equal to nan, zeros by sign).

The inputs: special values, the float neighbours of every branch threshold of the lowering's
bodies (range-reduction limits, interval switches, clamps, overflow and subnormal edges),
multiples of pi/2, random bit patterns over the whole range and uniform values where the
functions are interesting; two-argument functions also get the grid of special values and
pairs picked for each (bases near 1 for pow, exponent gaps for fmod, ...).
``INCORE_MATH_SWEEP=<n>`` runs n random values per kind instead of the suite's 6,000 (and
the -O0/-O3 and tile checks on all of them), and adds f64 tiles and bf16.
"""

from __future__ import annotations

import functools
import math
import os
import re

import ml_dtypes
import numpy as np
import pytest

import incore
from incore.interpret.mathlib import MATH_ARITY, MATH_FUNCTIONS, call
from tests.support.math_harness import call_text

NP = {"f32": np.float32, "f64": np.float64}
HALF = {"f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16)}
UNSIGNED = {"f32": np.uint32, "f64": np.uint64}
SWEEP = int(os.environ.get("INCORE_MATH_SWEEP", "0"))
N_RANDOM = SWEEP or 6000
NAMES = list(MATH_FUNCTIONS)


def expression(name: str, v: str = "v", w: str = "w") -> str:
    return call_text(name, v, w if MATH_ARITY[name] == 2 else "")


def source(t: str) -> str:
    rows = "\n".join(f"        out[{k}, i] = {expression(n)}" for k, n in enumerate(NAMES))
    return f"""
kernel every_math(x: Tensor[[N], {t}], y: Tensor[[N], {t}], out: Tensor[[K, N], {t}]):
    for i in range(block_idx, N, block_num):
        v = x[i]
        w = y[i]
{rows}
"""


def tile_source(t: str) -> str:
    """The same as whole tiles of 256 lanes: the lane loops vectorise (the f32 trig vector
    path and its masked calls of the full body), and must give the same bits."""
    rows = "\n".join(f"        out[{k}, c:c + T] = {expression(n, 'a', 'b')}"
                     for k, n in enumerate(NAMES))
    return f"""
const T = 256

@aiv
kernel every_math_tiles(x: Tensor[[N], {t}], y: Tensor[[N], {t}], out: Tensor[[K, N], {t}]):
    for c in range(block_idx * T, N, block_num * T):
        a = load(x[c:c + T], other=0.0)
        b = load(y[c:c + T], other=1.0)
{rows}
"""


@functools.cache
def build(t: str, opt: int, tiles: bool = False) -> incore.Module:
    src = tile_source(t) if tiles else source(t)
    return incore.compile(src, filename="every_math.ik", arch="a2a3", opt=opt)


@pytest.fixture(scope="module")
def worker():
    with incore.Worker(device_id=6, platform="a2a3sim") as w:
        yield w


PIO2 = math.pi / 2
# thresholds of the lowering's bodies (docs/math.md, incore/lowering/math_*.py)
THRESHOLDS = [
    0.0, 1.0, 0.5, 2.0, 3.0, 0.25, 1.5, 2.5, 2.0**-12, 2.0**-16, 2.0**-26, 2.0**-27, 2.0**-28,
    2.0**-54, 2.0**-500, 2.0**500, 2.0**23, 2.0**52, 2.0**64, 0.4375, 0.6875, 1.1875, 2.4375,
    0.84375, 1.25, 1 / 0.35, 6.0, 28.0, 27.3, 0.625, 0.6744, math.log(2), 0.6931471805599453,
    709.0, 709.78, 710.0, 710.48, 88.72, 89.0, 103.97, 104.0, 745.13, 746.0, 40.0, 1030.0,
    1080.0, 1024.0, 1074.0, 126.0, 149.0, 128.0, 20 * math.log(2), 56 * math.log(2),
    2.0**20 * PIO2, 2.0**19 * PIO2, 1e22, 2.0**1023, 1.7976931348623157e308, 3.4028235e38,
    2.0**-126, 2.0**-1022, 2.0**-149, 5e-324, 1e-40, 1e-300, 1e30, 1e38, math.pi, math.e,
    10.0, 100.0, 1e10, 1e-10, 1e15, 1e16,
]
SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0,
            2.5, -2.5, 1e-40, 1e-300, 1e30, -1e30, 5e-324, 1.7976931348623157e308]


def neighbours(values: list[float], dt: type, steps: int = 3) -> np.ndarray:
    """``values`` in ``dt`` with both signs and their ``steps`` float neighbours each way."""
    with np.errstate(over="ignore"):
        base = np.array(values, dtype=np.float64).astype(dt)
    base = np.concatenate([base, -base])
    out = [base]
    up, down = base.copy(), base.copy()
    for _ in range(steps):
        up = np.nextafter(up, dt(np.inf))
        down = np.nextafter(down, dt(-np.inf))
        out += [up, down]
    return np.concatenate(out)


def unary_inputs(t: str, n: int) -> np.ndarray:
    dt, ut = NP[t], UNSIGNED[t]
    rng = np.random.default_rng(29)
    bits = rng.integers(0, np.iinfo(ut).max, n, dtype=ut, endpoint=True).view(dt)
    with np.errstate(over="ignore"):
        parts = [
            np.array(SPECIALS, dtype=np.float64).astype(dt),
            neighbours(THRESHOLDS, dt),
            neighbours([k * PIO2 for k in range(1, 64)] + [k * PIO2 for k in (1e5, 6e5, 1e6)],
                       dt, 1),
            bits,
            rng.uniform(-8, 8, n).astype(dt),
            rng.uniform(-1.2, 1.2, n).astype(dt),
            (rng.choice([-1.0, 1.0], n) * 10.0 ** rng.uniform(-45, 40, n)).astype(dt),
        ]
        if t == "f64":
            parts.append(rng.choice([-1.0, 1.0], n) * 10.0 ** rng.uniform(-320, 308, n))
    return np.concatenate(parts).astype(dt)


def pair_inputs(t: str, x: np.ndarray) -> np.ndarray:
    """A second argument for each x: the special grid, pow/fmod/hypot/atan2 pairs, random."""
    dt = NP[t]
    rng = np.random.default_rng(33)
    y = rng.permutation(x)
    with np.errstate(over="ignore"):
        sp = np.array(SPECIALS, dtype=np.float64).astype(dt)
    g = sp.size
    # the special-value grid: x = sp[i], y = sp[j]
    x[: g * g] = np.repeat(sp, g)
    y[: g * g] = np.tile(sp, g)
    k = (x.size - g * g) // 6
    lo = g * g
    with np.errstate(over="ignore"):
        # pow: bases near 1, moderate and integer exponents
        x[lo:lo + k] = (1.0 + rng.normal(scale=1e-3, size=k)).astype(dt)
        y[lo:lo + k] = rng.uniform(-3e4, 3e4, k).astype(dt)
        lo += k
        x[lo:lo + k] = rng.uniform(-20, 20, k).astype(dt)
        y[lo:lo + k] = np.round(rng.uniform(-40, 40, k)).astype(dt)
        lo += k
        # fmod and //, %: exact and near multiples, wide exponent gaps
        y[lo:lo + k] = (rng.choice([-1.0, 1.0], k) * 10.0 ** rng.uniform(-6, 6, k)).astype(dt)
        x[lo:lo + k] = (np.round(rng.uniform(-1e6, 1e6, k)) * y[lo:lo + k]).astype(dt)
        lo += k
        x[lo:lo + k] = (rng.integers(-1000, 1000, k) * 0.1).astype(dt)
        y[lo:lo + k] = rng.choice(np.array([0.1, -0.1, 0.3, 0.7, 1.1, -2.5], dtype=dt), k)
        lo += k
        # hypot, atan2: magnitudes far apart, uniform pairs
        x[lo:lo + k] = rng.uniform(-4, 4, k).astype(dt)
        y[lo:lo + k] = (x[lo:lo + k] * 10.0 ** rng.uniform(-30, 30, k)).astype(dt)
    return y


def same_bits(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Equal values with equal sign of zero (so equal bits, nan payloads aside), or both nan."""
    return ((got == want) & (np.signbit(got) == np.signbit(want))) | (
        np.isnan(got) & np.isnan(want))


def run(worker: incore.Worker, t: str, opt: int, x: np.ndarray, y: np.ndarray,
        tiles: bool = False) -> np.ndarray:
    out = np.zeros((len(NAMES), x.size), dtype=x.dtype)
    kernel = build(t, opt, tiles)["every_math_tiles" if tiles else "every_math"]
    worker.launch(kernel, x, y, out, blocks=4)
    return out


def mismatches(t: str, got: np.ndarray, x: np.ndarray, y: np.ndarray) -> dict[str, str]:
    bad = {}
    for k, name in enumerate(NAMES):
        args = (x,) if MATH_ARITY[name] == 1 else (x, y)
        want = call(name, *args)
        ok = same_bits(got[k], want)
        if not ok.all():
            i = int(np.flatnonzero(~ok)[0])
            bad[name] = (f"{(~ok).sum()} of {ok.size}, first at "
                         f"{[a[i] for a in args]}: compiled {got[k][i]!r}, call {want[i]!r}")
    return bad


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_call_agrees_bitwise_with_the_compiled_math(worker: incore.Worker, t: str) -> None:
    x = unary_inputs(t, N_RANDOM)
    y = pair_inputs(t, x.copy())
    got = run(worker, t, 2, x, y)
    assert mismatches(t, got, x, y) == {}


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_compiled_math_is_the_same_at_every_opt_level(worker: incore.Worker, t: str) -> None:
    """-O0 and -O3 give the bits -O2 gives (no contraction into fma, no reassociation), so
    one interpretation serves every level; the host CPU has FMA, and no fused multiply-add
    appears in the optimised code (the IR has no fast-math or ``contract`` flag)."""
    assert not re.search(r"\bv?f(n)?m(add|sub)\d", build(t, 3)["every_math"].asm)
    x = unary_inputs(t, SWEEP or 500)
    y = pair_inputs(t, x.copy())
    o0, o3 = run(worker, t, 0, x, y), run(worker, t, 3, x, y)
    assert mismatches(t, o0, x, y) == {}
    assert mismatches(t, o3, x, y) == {}
    # -O0 agrees in the nan payloads too (from -O1 on, LLVM folds fptrunc(fpext x) to x and a
    # signalling nan passed to a widened f32 function may stay unquieted: mathlib's docstring)
    ut = UNSIGNED[t]
    for k, name in enumerate(NAMES):
        want = call(name, *((x,) if MATH_ARITY[name] == 1 else (x, y)))
        assert (o0[k].view(ut) == want.view(ut)).all(), name


# the suite runs the f32 tile loops (their trig vector path is f32's own) and f16; the sweep
# adds f64 tiles and bf16 (each a few seconds of compiling)
FULL = pytest.mark.skipif(not SWEEP, reason="INCORE_MATH_SWEEP runs it")


@pytest.mark.parametrize("t", ["f32", pytest.param("f64", marks=FULL)])
def test_tile_math_agrees_bitwise(worker: incore.Worker, t: str) -> None:
    x = unary_inputs(t, SWEEP or 2000)
    y = pair_inputs(t, x.copy())
    assert mismatches(t, run(worker, t, 2, x, y, tiles=True), x, y) == {}


@pytest.mark.parametrize("t", ["f16", pytest.param("bf16", marks=FULL)])
def test_half_math_is_the_f32_call_rounded_once(worker: incore.Worker, t: str) -> None:
    """f16/bf16 math, all 2**16 patterns: call on the f32 value, then one rounding (numpy's
    float16 / ml_dtypes' bfloat16), as mathlib's docstring tells an interpreter to do."""
    dt = HALF[t]
    x = np.arange(2**16, dtype=np.uint16).view(dt)
    y = np.random.default_rng(16).permutation(x)
    got = run(worker, t, 2, x, y).astype(np.float32)
    bad = {}
    for k, name in enumerate(NAMES):
        args = (x,) if MATH_ARITY[name] == 1 else (x, y)
        with np.errstate(all="ignore"):
            want = call(name, *(a.astype(np.float32) for a in args)).astype(dt)
        ok = same_bits(got[k], want.astype(np.float32))
        if not ok.all():
            bad[name] = int((~ok).sum())
    assert bad == {}


def test_scalars_shapes_and_errors() -> None:
    r = call("pow", np.float32(2.0), np.float32(10.0))
    assert isinstance(r, np.float32) and r == 1024.0
    grid = call("atan2", np.ones((2, 3)), np.array([1.0, -1.0, 0.0]))
    assert grid.shape == (2, 3) and grid.dtype == np.float64
    assert np.signbit(call("sin", np.float64(-0.0)))
    with pytest.raises(ValueError, match="unknown device math function 'asinh'"):
        call("asinh", np.float64(1.0))
    with pytest.raises(ValueError, match="takes 2 argument"):
        call("pow", np.float64(1.0))
    with pytest.raises(TypeError, match="float32 or float64"):
        call("exp", np.float16(1.0))
    with pytest.raises(TypeError, match="one dtype"):
        call("hypot", np.float32(1.0), np.float64(1.0))


def test_pi_over_2_is_the_nearest_double() -> None:
    """f64 atan2(y, -0.0), atan2(inf, x < 0) and acos(-0.0) give the double nearest pi/2 (C99),
    as atan2(y, +0.0) does; f32 the float nearest pi/2."""
    assert call("atan2", np.float64(1.0), np.float64(-0.0)) == math.pi / 2
    assert call("atan2", np.float64(-np.inf), np.float64(-3.0)) == -math.pi / 2
    assert call("acos", np.float64(-0.0)) == math.pi / 2
    assert call("atan2", np.float64(1.0), np.float64(0.0)) == math.pi / 2
    assert call("atan2", np.float32(1.0), np.float32(-0.0)) == np.float32(math.pi / 2)
