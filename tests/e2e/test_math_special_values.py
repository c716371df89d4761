"""The special values of every device math function (docs/math.md), f32 and f64, through a
Worker: compiled (scalar loops at -O2 and tile loops at -O0) and interpreted (the tile loops),
on the grid ±0, ±1, ±0.5, ±2, ±3, ±2.5, ±inf, nan, ±1e-40 (subnormal in f32), ±1e-300, ±1e30,
the largest, smallest normal and smallest subnormal magnitudes and the float neighbours of the
overflow and underflow thresholds of exp, exp2, sinh and cosh; two-argument functions (and
the float ``//`` and ``%``) on its cross product.

Bit for bit (equal bits, zeros by sign; nan equal to nan) with numpy in the argument's type
where C99 Annex F defines the result: every argument ±0, ±inf or nan (exp(-inf) = +0,
log(±0) = -inf, atan2(±y, ±0) = ±π/2, atan2(±0, -0) = ±π, atan2(±inf, ±inf) = ±π/4, ±3π/4,
pow(-0, odd) = -0, hypot(±inf, nan) = inf, ...), log of 1 and of negatives, log1p(x ≤ -1),
asin/acos beyond ±1, acos(1), pow(1, y) and pow(x < 0, non-integer y); likewise the results
docs/math.md states exactly (exp2 at integers, log2 at powers of two, sigmoid, rsqrt, sign and
the float operators at their special arguments) and the functions that are exact everywhere
(floor ceil trunc round sign abs sqrt fmod // %). numpy's libm follows Annex F on these
(sigmoid, rsqrt: their formulas in the argument's type; erf, erfc: Python's math module).

Every other grid point is compared within the documented ulp bound against the wide reference
of tests/support/math_harness.py, not bitwise: the f64 bodies are not correctly rounded, and
numpy's own f32 functions are not either (its float32 arctan2(1, -1e-40) is 0x3FC90FDA, one ulp
below the float nearest π/2, which the library returns).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from fractions import Fraction

import numpy as np
import pytest

import incore
from incore.frontend.scope import FLOAT_MATH, FLOAT_MATH2
from tests.support.math_harness import call_text, reference, ulp_bound, ulp_error

NP = {"f32": np.float32, "f64": np.float64}
UNARY = [*FLOAT_MATH, "abs"]
BINARY = [*FLOAT_MATH2, "floordiv", "mod"]
EXACT = {"floor", "ceil", "trunc", "round", "sign", "abs", "sqrt", "fmod", "floordiv", "mod"}
NUMPY = {"abs": np.fabs, "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan,
         "atan2": np.arctan2, "pow": np.power, "floordiv": np.floor_divide,
         "mod": np.remainder}

WORKER_OPTIONS = dict(device_id=5, platform="a2a3sim")  # the shared ``worker`` fixture's


def scalar_source(t: str) -> str:
    ones = "\n".join(f"        u[{k}, i] = {call_text(n, 'v')}" for k, n in enumerate(UNARY))
    twos = "\n".join(f"        o[{k}, i] = {call_text(n, 'v', 'w')}"
                     for k, n in enumerate(BINARY))
    return f"""
kernel unary(x: Tensor[[N], {t}], u: Tensor[[K, N], {t}]):
    for i in range(block_idx, N, block_num):
        v = x[i]
{ones}

kernel binary(x: Tensor[[N], {t}], y: Tensor[[N], {t}], o: Tensor[[K, N], {t}]):
    for i in range(block_idx, N, block_num):
        v = x[i]
        w = y[i]
{twos}
"""


def tile_source(t: str) -> str:
    ones = "\n".join(f"        u[{k}, c:c + T] = {call_text(n, 'v')}"
                     for k, n in enumerate(UNARY))
    twos = "\n".join(f"        o[{k}, c:c + T] = {call_text(n, 'v', 'w')}"
                     for k, n in enumerate(BINARY))
    return f"""
const T = 256

@aiv
kernel unary(x: Tensor[[N], {t}], u: Tensor[[K, N], {t}]):
    for c in range(block_idx * T, N, block_num * T):
        v = load(x[c:c + T], other=0.0)
{ones}

@aiv
kernel binary(x: Tensor[[N], {t}], y: Tensor[[N], {t}], o: Tensor[[K, N], {t}]):
    for c in range(block_idx * T, N, block_num * T):
        v = load(x[c:c + T], other=0.0)
        w = load(y[c:c + T], other=1.0)
{twos}
"""


@functools.cache
def build(t: str, tiles: bool) -> incore.Module:
    """Scalar loops at -O2 (what a kernel gets by default), tile loops at -O0 (they compile
    in a quarter of the time; the bits are the same at every level, docs/math.md)."""
    src = tile_source(t) if tiles else scalar_source(t)
    return incore.compile(src, filename="special_values.ik", arch="a2a3", opt=0 if tiles else 2)


def grid(t: str) -> np.ndarray:
    dt = NP[t]
    fi = np.finfo(dt)
    big, tiny, sub = float(fi.max), float(fi.tiny), float(fi.smallest_subnormal)
    # exp: overflow, first subnormal result, the smallest subnormal, underflow to 0 (below
    # half of it); sinh/cosh: overflow; exp2: the same in powers of two
    ln2 = math.log(2)
    edges = np.array([math.log(big), math.log(tiny), math.log(sub), math.log(sub) - ln2,
                      math.log(big) + ln2, fi.maxexp, fi.minexp, fi.minexp - fi.nmant,
                      fi.minexp - fi.nmant - 1], dtype=dt)
    neighbours = [np.nextafter(edges, dt(np.inf)), edges, np.nextafter(edges, dt(-np.inf))]
    with np.errstate(over="ignore", under="ignore"):
        mags = np.concatenate([
            np.array([0.0, 1.0, 0.5, 2.0, 3.0, 2.5, np.inf, 1e-40, 1e-300, 1e30, big, tiny, sub],
                     dtype=dt), *neighbours])
    return np.concatenate([mags, -mags, np.array([np.nan], dtype=dt)])


def edge(a: np.ndarray) -> np.ndarray:
    return ~np.isfinite(a) | (a == 0)


def power_of_two(a: np.ndarray) -> np.ndarray:
    return (a > 0) & np.isfinite(a) & (np.frexp(a)[0] == 0.5)


# finite arguments whose result Annex F (or docs/math.md) defines exactly
DEFINED = {
    "log": lambda x: (x < 0) | (x == 1), "log10": lambda x: (x < 0) | (x == 1),
    "log2": lambda x: (x < 0) | power_of_two(x), "log1p": lambda x: x <= -1,
    "exp2": lambda x: x == np.trunc(x), "rsqrt": lambda x: x < 0,
    "asin": lambda x: np.abs(x) > 1, "acos": lambda x: (np.abs(x) > 1) | (x == 1),
}


def defined(name: str, *args: np.ndarray) -> np.ndarray:
    """Where the result is defined exactly (compared bit for bit), for the arguments ``args``."""
    if name in EXACT:
        return np.ones(args[0].shape, dtype=bool)
    where = edge(args[0])
    if len(args) == 2:
        x, y = args
        where |= edge(y)
        if name == "pow":
            where |= (x == 1) | ((x < 0) & (y != np.trunc(y)))
        return where
    if name in DEFINED:
        where |= DEFINED[name](args[0])
    return where


def expected(name: str, *args: np.ndarray) -> np.ndarray:
    """numpy's result (Python's math for erf/erfc) in the arguments' type."""
    dt = args[0].dtype
    with np.errstate(all="ignore"):
        if name in ("erf", "erfc"):
            f = getattr(math, name)
            return np.array([f(float(v)) for v in args[0]]).astype(dt)
        if name == "rsqrt":
            return dt.type(1) / np.sqrt(args[0])
        if name == "sigmoid":
            x = args[0]
            e = np.exp(-np.abs(x))
            return np.where(x < 0, e / (1 + e), 1 / (1 + e)).astype(dt)
        return NUMPY.get(name, getattr(np, name, None))(*args)


def same_bits(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    return ((got == want) & (np.signbit(got) == np.signbit(want))) | (
        np.isnan(got) & np.isnan(want))


def mismatches(t: str, results: dict[str, np.ndarray], args: dict[str, tuple]) -> dict[str, str]:
    """Per function: the grid points that break the rule (bits or the ulp bound)."""
    bad = {}
    for name, got in results.items():
        a = args[name]
        exact = defined(name, *a)
        wrong = exact & ~same_bits(got, expected(name, *a))
        notes = []
        if wrong.any():
            i = np.flatnonzero(wrong)
            notes.append(f"{i.size} not C99: " + ", ".join(
                f"{tuple(float(v[k]) for v in a)} -> {got[k]!r}" for k in i[:4]))
        rest = ~exact
        if rest.any():
            err = ulp_error(got[rest], reference(name, t, *(v[rest] for v in a)), t)
            k = int(np.argmax(err))
            if err[k] > ulp_bound(name, t):
                notes.append(f"{err[k]:.2f} ulp at {tuple(float(v[rest][k]) for v in a)}")
        if notes:
            bad[name] = "; ".join(notes)
    return bad


def run_grid(worker: incore.Worker, t: str, tiles: bool) -> dict[str, str]:
    mod = build(t, tiles)
    x = grid(t)
    u = np.zeros((len(UNARY), x.size), dtype=x.dtype)
    worker.launch(mod["unary"], x, u, blocks=2)
    px, py = (g.ravel().copy() for g in np.meshgrid(x, x, indexing="ij"))
    o = np.zeros((len(BINARY), px.size), dtype=x.dtype)
    worker.launch(mod["binary"], px, py, o, blocks=2)
    results = {n: u[k] for k, n in enumerate(UNARY)} | {n: o[k] for k, n in enumerate(BINARY)}
    args = {n: (x,) for n in UNARY} | {n: (px, py) for n in BINARY}
    return mismatches(t, results, args)


@pytest.fixture(scope="module")
def interpreted() -> Iterator[incore.Worker]:
    with incore.Worker(interpret=True, **WORKER_OPTIONS) as w:
        yield w


def test_the_grid_covers_the_tables_cases() -> None:
    x = grid("f32")
    wanted = np.array([0.0, 1.0, 0.5, 2.0, 3.0, 2.5, np.inf, 1e-40, 1e30], dtype=np.float32)
    assert np.isin(wanted, x).all() and np.isin(-wanted, x).all()
    assert set(np.signbit(x[x == 0]).tolist()) == {False, True} and np.isnan(x).sum() == 1
    assert np.isin(np.float32([88.72283, 88.72284]), x).all()  # the last finite exp, inf
    assert np.isin([709.782712893384, -745.1332191019412], grid("f64")).all()


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_special_values_compiled(worker: incore.Worker, t: str) -> None:
    assert run_grid(worker, t, tiles=False) == {}
    assert run_grid(worker, t, tiles=True) == {}


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_special_values_interpreted(interpreted: incore.Worker, t: str) -> None:
    assert run_grid(interpreted, t, tiles=True) == {}


# pi to 50 decimals: Fraction -> float rounds correctly
PI = Fraction("3.14159265358979323846264338327950288419716939937510")


def test_pi_fractions_are_the_nearest_float() -> None:
    """The values the bitwise rule holds the library to: numpy's atan2 on the table's cases is
    π/2, π, π/4 and 3π/4 rounded to the type (so the grid checks the last bit)."""
    for dt in (np.float32, np.float64):
        y = np.array([1.0, 0.0, np.inf, np.inf], dtype=dt)
        x = np.array([-0.0, -0.0, np.inf, -np.inf], dtype=dt)
        want = np.array([float(PI / 2), float(PI), float(PI / 4), float(PI * 3 / 4)]).astype(dt)
        assert (np.arctan2(y, x) == want).all()
