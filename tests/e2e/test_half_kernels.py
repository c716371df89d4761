"""f16 and bf16 end to end: kernels compiled, run on a2a3sim and checked against numpy's
float16 and ml_dtypes' bfloat16 bit for bit (arithmetic rounds each result to its type;
conversions round once), plus the launch checks and the compile errors of the two types."""

from __future__ import annotations

import functools

import ml_dtypes
import numpy as np
import pytest

import incore
from incore.errors import CompileError

NP = {"f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16)}
HALF = ["f16", "bf16"]


@functools.cache
def build(src: str, opt: int = 2) -> incore.Module:
    return incore.compile(src, filename="half.ik", arch="a2a3", opt=opt)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=5, platform="a2a3sim")


def values(dtype: str, n: int, seed: int) -> np.ndarray:
    """``n`` values of ``dtype`` spread over its binades: subnormals, large values (whose
    products overflow), both signs, zeros, infinities and a nan."""
    rng = np.random.default_rng(seed)
    top = 15 if dtype == "f16" else 120
    low = -24 if dtype == "f16" else -130
    mags = 2.0 ** rng.uniform(low, top, n) * rng.choice([-1.0, 1.0], n)
    x = mags.astype(NP[dtype])
    x[:6] = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0]).astype(NP[dtype])
    return x


def same_bits(got: np.ndarray, want: np.ndarray) -> None:
    """Equal bit patterns, except that any nan matches any nan."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    nan = np.isnan(w)
    assert np.array_equal(np.isnan(g), nan)
    bad = np.flatnonzero(got.view(np.uint16)[~nan] != want.view(np.uint16)[~nan])
    assert bad.size == 0, f"{bad.size} differ, e.g. got {g[~nan][bad[:4]]}, want {w[~nan][bad[:4]]}"


ARITH = """
@aiv
kernel arith_@T@(a: Tensor[[N], @T@], b: Tensor[[N], @T@], add: Tensor[[N], @T@],
           sub: Tensor[[N], @T@], mul: Tensor[[N], @T@], div: Tensor[[N], @T@],
           fma: Tensor[[N], @T@], neg: Tensor[[N], @T@], lit: Tensor[[N], @T@]):
    for i in range(block_idx, N, block_num):
        x = a[i]
        y = b[i]
        add[i] = x + y
        sub[i] = x - y
        mul[i] = x * y
        div[i] = x / y
        fma[i] = x * y + x
        neg[i] = -x
        lit[i] = x * 0.1 + 3.0
"""


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("dtype", HALF)
def test_arithmetic_rounds_every_result_like_numpy(worker, dtype: str, opt: int) -> None:
    src = ARITH.replace("@T@", dtype)
    n = 4096
    a, b = values(dtype, n, 1), values(dtype, n, 2)
    outs = [np.zeros(n, NP[dtype]) for _ in range(7)]
    worker.launch(build(src, opt)[f"arith_{dtype}"], a, b, *outs, blocks=4)
    t = NP[dtype].type
    with np.errstate(all="ignore"):
        want = [a + b, a - b, a * b, a / b, a * b + a, -a, a * t(0.1) + t(3.0)]
    for got, w in zip(outs, want, strict=True):
        assert got.dtype == NP[dtype]
        same_bits(got, w)


FLOORDIV = """
@aiv
kernel floordiv_@T@(a: Tensor[[N], @T@], b: Tensor[[N], @T@], q: Tensor[[N], @T@],
              r: Tensor[[N], @T@], q32: Tensor[[N], f32], r32: Tensor[[N], f32]):
    for i in range(N):
        q[i] = a[i] // b[i]
        r[i] = a[i] % b[i]
        q32[i] = f32(a[i]) // f32(b[i])
        r32[i] = f32(a[i]) % f32(b[i])
"""


@pytest.mark.parametrize("dtype", HALF)
def test_floor_division_is_the_f32_operation_rounded(worker, dtype: str) -> None:
    """``a // b`` and ``a % b`` are the f32 operations on the (exact) f32 values, rounded once
    to the type, as docs/language.md states."""
    src = FLOORDIV.replace("@T@", dtype)
    rng = np.random.default_rng(3)
    a = rng.uniform(-300, 300, 2000).astype(NP[dtype])
    b = rng.uniform(0.25, 20, 2000).astype(NP[dtype]) * rng.choice([-1, 1], 2000).astype(
        NP[dtype])
    a[:3], b[:3] = np.array([0.0, 5.0, -7.0]).astype(NP[dtype]), np.array(
        [np.inf, np.inf, 0.1]).astype(NP[dtype])
    q, r = np.zeros_like(a), np.zeros_like(a)
    q32, r32 = np.zeros(a.size, np.float32), np.zeros(a.size, np.float32)
    worker.launch(build(src)[f"floordiv_{dtype}"], a, b, q, r, q32, r32, blocks=1)
    assert np.count_nonzero(r32) > 1000  # the f32 results are real remainders
    same_bits(q, q32.astype(NP[dtype]))
    same_bits(r, r32.astype(NP[dtype]))


CASTS = """
@aiv
kernel casts_@T@(h: Tensor[[N], @T@], f: Tensor[[N], f32], d: Tensor[[N], f64],
           i: Tensor[[N], i64], u: Tensor[[N], u64], i3: Tensor[[N], i32],
           to_f32: Tensor[[N], f32], to_f64: Tensor[[N], f64], to_i32: Tensor[[N], i32],
           to_other: Tensor[[N], @O@], from_f32: Tensor[[N], @T@], from_f64: Tensor[[N], @T@],
           from_i64: Tensor[[N], @T@], from_u64: Tensor[[N], @T@], from_i32: Tensor[[N], @T@],
           nonzero: Tensor[[N], bool]):
    for k in range(N):
        x = h[k]
        to_f32[k] = f32(x)
        to_f64[k] = f64(x)
        to_i32[k] = i32(x)
        to_other[k] = @O@(x)
        from_f32[k] = @T@(f[k])
        from_f64[k] = @T@(d[k])
        from_i64[k] = @T@(i[k])
        from_u64[k] = @T@(u[k])
        from_i32[k] = @T@(i3[k])
        nonzero[k] = bool(x)
"""


@pytest.mark.parametrize("dtype", HALF)
def test_casts_match_numpy_astype(worker, dtype: str) -> None:
    other = "bf16" if dtype == "f16" else "f16"
    src = CASTS.replace("@T@", dtype).replace("@O@", other)
    n = 3000
    rng = np.random.default_rng(4)
    h = values(dtype, n, 5)
    h[6] = np.array([70000.0]).astype(NP[dtype])[0] if dtype == "bf16" else h[6]
    f = (rng.standard_normal(n) * 2.0 ** rng.integers(-30, 30, n)).astype(np.float32)
    f[:4] = [65519.0, 65520.0, 3.4e38, 2.0**-25]
    d = rng.standard_normal(n) * 2.0 ** rng.integers(-30, 30, n)
    d[:2] = [1 + 2.0**-11 + 2.0**-40, 1 + 2.0**-8 + 2.0**-40]  # a second rounding would tie
    i = rng.integers(-(2**62), 2**62, n, dtype=np.int64)
    i[:3] = [2**62 + 2**54 + 1, 65519, -65520]
    u = rng.integers(0, 2**64, n, dtype=np.uint64)
    i3 = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    outs = [np.zeros(n, t) for t in (np.float32, np.float64, np.int32)]
    outs += [np.zeros(n, NP[other])] + [np.zeros(n, NP[dtype]) for _ in range(5)]
    outs += [np.zeros(n, np.bool_)]
    worker.launch(build(src)[f"casts_{dtype}"], h, f, d, i, u, i3, *outs, blocks=1)
    with np.errstate(all="ignore"):
        assert np.array_equal(outs[0], h.astype(np.float32), equal_nan=True)
        assert np.array_equal(outs[1], h.astype(np.float64), equal_nan=True)
        finite = np.isfinite(h.astype(np.float32)) & (np.abs(h.astype(np.float64)) < 2**31)
        assert np.array_equal(outs[2][finite], h.astype(np.float64)[finite].astype(np.int32))
        same_bits(outs[3], h.astype(NP[other]))
        for got, src_values in zip(outs[4:9], (f, d, i, u, i3), strict=True):
            same_bits(got, src_values.astype(NP[dtype]))
    assert np.array_equal(outs[9], h.astype(np.float32) != 0)


COMPARE = """
@aiv
kernel compare_@T@(a: Tensor[[N], @T@], b: Tensor[[N], @T@], lt: Tensor[[N], bool],
             ne: Tensor[[N], bool], mx: Tensor[[N], @T@], sel: Tensor[[N], @T@]):
    for i in range(N):
        lt[i] = a[i] < b[i]
        ne[i] = a[i] != b[i]
        mx[i] = max(a[i], b[i])
        sel[i] = select(a[i] >= 1.5, a[i], -b[i])
"""


@pytest.mark.parametrize("dtype", HALF)
def test_comparisons_min_max_select(worker, dtype: str) -> None:
    src = COMPARE.replace("@T@", dtype)
    n = 2000
    a, b = values(dtype, n, 6), values(dtype, n, 7)
    b[100:200] = a[100:200]
    lt, ne = np.zeros(n, np.bool_), np.zeros(n, np.bool_)
    mx, sel = np.zeros_like(a), np.zeros_like(a)
    worker.launch(build(src)[f"compare_{dtype}"], a, b, lt, ne, mx, sel, blocks=1)
    fa, fb = a.astype(np.float32), b.astype(np.float32)
    with np.errstate(invalid="ignore"):
        assert np.array_equal(lt, fa < fb)
        assert np.array_equal(ne, fa != fb)
        same_bits(mx, np.where(fa < fb, b, a))  # Python's max: the first unless b is larger
        same_bits(sel, np.where(fa >= 1.5, a, -b))


MATH = """
@aiv
kernel math_@T@(a: Tensor[[N], @T@], root: Tensor[[N], @T@], e: Tensor[[N], @T@],
          fl: Tensor[[N], @T@], ab: Tensor[[N], @T@]):
    for i in range(N):
        root[i] = sqrt(a[i])
        e[i] = exp(a[i])
        fl[i] = floor(a[i])
        ab[i] = abs(a[i])
"""


@pytest.mark.parametrize("dtype", HALF)
def test_math_builtins_compute_in_f32_and_round(worker, dtype: str) -> None:
    src = MATH.replace("@T@", dtype)
    rng = np.random.default_rng(8)
    a = rng.uniform(-12, 12, 3000).astype(NP[dtype])
    root, e, fl, ab = (np.zeros_like(a) for _ in range(4))
    worker.launch(build(src)[f"math_{dtype}"], a, root, e, fl, ab, blocks=1)
    fa = a.astype(np.float32)
    with np.errstate(invalid="ignore"):
        same_bits(root, np.sqrt(fa).astype(NP[dtype]))  # sqrt is exact: so is its rounding
    same_bits(fl, np.floor(a))
    same_bits(ab, np.abs(a))
    # exp is within 1 f32 ulp on the device: after rounding, within 1 ulp of the type
    with np.errstate(over="ignore"):
        want = np.exp(fa.astype(np.float64)).astype(NP[dtype])
    steps = np.abs(e.view(np.int16).astype(np.int32) - want.view(np.int16).astype(np.int32))
    assert steps.max() <= 1


SCALARS = """
@aiv
kernel scale_@T@(x: Tensor[[N], @T@], out: Tensor[[N], @T@], alpha: @T@, beta: f32):
    for i in range(N):
        acc: @T@ = 0.5
        acc += alpha * x[i]
        out[i] = twice(acc) + @T@(beta)

func twice(v: @T@) -> @T@:
    return v + v
"""


@pytest.mark.parametrize("dtype", HALF)
def test_scalar_params_locals_and_helpers(worker, dtype: str) -> None:
    src = SCALARS.replace("@T@", dtype)
    t = NP[dtype].type
    x = values(dtype, 1000, 9)
    out = np.zeros_like(x)
    worker.launch(build(src)[f"scale_{dtype}"], x, out, 1.3, 0.7, blocks=1)
    with np.errstate(all="ignore"):
        acc = t(0.5) + t(1.3) * x
        same_bits(out, (acc + acc) + t(np.float32(0.7)))


@pytest.mark.parametrize("dtype", HALF)
def test_a_numpy_scalar_of_the_type_is_accepted(worker, dtype: str) -> None:
    src = SCALARS.replace("@T@", dtype)
    x = np.ones(8, NP[dtype])
    out = np.zeros_like(x)
    worker.launch(build(src)[f"scale_{dtype}"], x, out, NP[dtype].type(2.0), 0.0, blocks=1)
    assert np.array_equal(out.astype(np.float32), np.full(8, 5.0, np.float32))


@pytest.mark.parametrize(("dtype", "value"), [("f16", 65520.0), ("bf16", 3.4e38)])
def test_a_scalar_beyond_the_type_is_rejected(worker, dtype: str, value: float) -> None:
    src = SCALARS.replace("@T@", dtype)
    x = np.ones(8, NP[dtype])
    with pytest.raises(ValueError, match=rf"parameter 'alpha' \({dtype}\).*out of range"):
        worker.launch(build(src)[f"scale_{dtype}"], x, np.zeros_like(x), value, 0.0, blocks=1)


@pytest.mark.parametrize("dtype", HALF)
def test_a_wrong_array_dtype_names_the_expected_one(worker, dtype: str) -> None:
    src = SCALARS.replace("@T@", dtype)
    x = np.ones(8, np.float32)
    with pytest.raises(TypeError, match=f"expected dtype {NP[dtype].name}, got float32"):
        worker.launch(build(src)[f"scale_{dtype}"], x, np.zeros(8, NP[dtype]), 1.0, 0.0,
                      blocks=1)


@pytest.mark.parametrize("dtype", HALF)
def test_device_buffers_of_half_types(worker, dtype: str) -> None:
    src = SCALARS.replace("@T@", dtype)
    x = values(dtype, 256, 10)
    xb = worker.to_device(x)
    ob = worker.empty(256, dtype)
    assert xb.dtype == NP[dtype] and ob.dtype == NP[dtype]
    worker.launch(build(src)[f"scale_{dtype}"], xb, ob, 1.0, 0.0, blocks=1)
    t = NP[dtype].type
    with np.errstate(all="ignore"):
        acc = t(0.5) + x
        same_bits(ob.numpy(), acc + acc)
    assert np.asarray(ob).dtype == NP[dtype]


# --- compile errors ---------------------------------------------------------------------------


def compile_error(src: str) -> CompileError:
    with pytest.raises(CompileError) as info:
        incore.compile(src, filename="bad.ik", link=False)
    return info.value


@pytest.mark.parametrize(("dtype", "literal", "largest"),
                         [("f16", "65520.0", "65504.0"), ("bf16", "3.4e38", "3.3895")])
def test_a_literal_beyond_the_type_is_a_compile_error(dtype: str, literal: str,
                                                      largest: str) -> None:
    src = f"kernel k(x: Tensor[[N], {dtype}]):\n    x[0] = {literal}\n"
    err = compile_error(src)
    text = str(err)
    assert f"literal {literal} is out of range for {dtype}" in text
    assert f"the largest {dtype} is {largest}" in text
    assert "bad.ik:2:12" in text and "^" in text


def test_mixing_f16_and_f32_needs_a_cast() -> None:
    src = "kernel k(x: Tensor[[N], f16], y: Tensor[[N], f32]):\n    x[0] = x[0] + y[0]\n"
    text = str(compile_error(src))
    assert "mismatched types in '+': f16 and f32" in text or "f16 and f32" in text
    assert "cast with" in text


def test_bitwise_operators_are_not_defined_for_half_types() -> None:
    src = "kernel k(x: Tensor[[N], bf16]):\n    x[0] = x[0] & x[1]\n"
    assert "operator '&' is not defined for bf16" in str(compile_error(src))


LOGS = """
@aiv
kernel logs(x: Tensor[[N], f16], y: Tensor[[N], bf16]):
    log.info_v5("h={} b={:.3f}", x[0], y[0])
    assert x[1] < 0.0, "x1 is {}", x[1]
"""


def test_logs_and_asserts_show_half_values(worker, caplog) -> None:
    caplog.set_level("INFO", logger="incore")
    x = np.array([1.5, 2.0], np.float16)
    y = np.array([0.1, 2.0], ml_dtypes.bfloat16)
    with pytest.raises(incore.KernelAssertionError, match=r"\[half.ik:5\] x1 is 2.0"):
        worker.launch(build(LOGS)["logs"], x, y, blocks=1)
    assert any("h=1.5 b=0.100" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize(("spelling", "name"), [("float16", "f16"), ("half", "f16"),
                                                ("bfloat16", "bf16")])
def test_numpy_spellings_of_the_types_suggest_the_incore_name(spelling: str, name: str) -> None:
    err = compile_error(f"kernel k(x: Tensor[[N], {spelling}]):\n    x[0] = 1.0\n")
    assert f"unknown type '{spelling}'" in str(err) and f"did you mean '{name}'?" in str(err)


BYPASS = """
@aiv
kernel bypass_half(x: Tensor[[N], bf16], y: Tensor[[N], f16]):
    for i in range(block_idx, N, block_num):
        y[i] = f16(load(x[i], cache=CachePolicy.BYPASS))
"""


def test_bypass_loads_of_half_elements_read_through_the_nocache_alias() -> None:
    """A BYPASS load of 2-byte elements adds the entry-read offset to the element address."""
    x = values("bf16", 5000, 11)
    y = np.zeros(5000, np.float16)
    with incore.Worker(device_id=4, platform="a2a3sim", l2_cache_offset=0x80000000000) as w:
        w.launch(build(BYPASS)["bypass_half"], x, y, blocks=3)
    with np.errstate(over="ignore"):
        same_bits(y, x.astype(np.float16))


@pytest.mark.parametrize("dtype", HALF)
def test_scalar_slot_pattern_is_numpys_rounding(dtype: str) -> None:
    """abi.pack_scalar puts the pattern numpy/ml_dtypes round to in the low 16 bits."""
    from incore import abi

    rng = np.random.default_rng(12)
    xs = list(rng.standard_normal(2000) * 2.0 ** rng.integers(-140, 130, 2000))
    xs += [0.1, -0.0, 65519.9, 65520.0, 1e-8, float("inf"), float("nan"), -float("nan")]
    with np.errstate(all="ignore"):
        want = np.array(xs).astype(NP[dtype]).view(np.uint16)
    got = [abi.pack_scalar(dtype, x) for x in xs]
    assert got == [int(w) for w in want]
