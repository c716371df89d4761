"""Language conformance: every construct of SPEC §2 compiled, run on a2a3sim, checked with numpy.

Each section holds the kernel source(s) of one construct and the tests that launch them.  Every
expected value is computed in the test from the inputs (numpy, or plain Python for the
Python-semantics constructs).  Templates with ``@T@`` are instantiated once per scalar type.
"""

from __future__ import annotations

import functools
import math
import re

import numpy as np
import pytest

import incore
from incore import frontend

FILENAME = "lang.ik"
OFFSET = 0x80000000000
KERNELS: dict[str, str] = {}  # kernel name (templates keep "@T@") -> source

INT_TYPES = ["i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"]
FLOAT_TYPES = ["f32", "f64"]
ALL_TYPES = ["bool", *INT_TYPES, *FLOAT_TYPES]
NP = {
    "bool": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
    "f32": np.float32, "f64": np.float64,
}


def kernel_source(src: str) -> str:
    """Register the kernels of ``src`` (for the count test) and return it."""
    for name in re.findall(r"^kernel\s+([\w@]+)", src, flags=re.M):
        assert name not in KERNELS, f"duplicate kernel name {name}"
        KERNELS[name] = src
    return src


def typed(template: str, t: str) -> str:
    return template.replace("@T@", t)


@functools.cache
def build(src: str) -> incore.Module:
    return incore.compile(src, filename=FILENAME, arch="a2a3", opt=2)


def launch(worker: incore.Worker, src: str, name: str, *args, blocks: int) -> None:
    worker.launch(build(src)[name], *args, blocks=blocks)


def line_of(src: str, text: str) -> int:
    """1-based line of the first source line containing ``text`` (for file:line checks)."""
    return next(n for n, line in enumerate(src.splitlines(), 1) if text in line)


def rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


def random_values(t: str, n: int, seed: int = 0) -> np.ndarray:
    """``n`` values of DSL type ``t``: full range for ints (with the extremes), wide for floats."""
    g = rng(seed)
    if t == "bool":
        return g.integers(0, 2, n).astype(bool)
    if t in FLOAT_TYPES:
        return (g.standard_normal(n) * 1e3).astype(NP[t])
    info = np.iinfo(NP[t])
    v = g.integers(int(info.min), int(info.max), size=n, endpoint=True, dtype=NP[t])
    v[:3] = [info.min, info.max, 0]
    return v


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=7, platform="a2a3sim")


@pytest.fixture(scope="module")
def worker_off():
    with incore.Worker(device_id=6, platform="a2a3sim", l2_cache_offset=OFFSET) as w:
        yield w


# ----------------------------------------------------------------------------- scalar types

AFFINE = kernel_source("""
kernel affine_@T@(x: Tensor[[N], @T@], y: Tensor[[N], @T@], s: @T@, c: @T@):
    three: @T@ = 3
    for i in range(block_idx, N, block_num):
        v = x[i] * s + c
        y[i] = v - three + 2
""")


@pytest.mark.parametrize("t", INT_TYPES + FLOAT_TYPES)
def test_every_type_as_tensor_and_scalar_parameter(worker, t):
    x = random_values(t, 301, seed=1)
    y = np.zeros_like(x)
    s, c = (1.5, -0.25) if t in FLOAT_TYPES else (3, 5)
    launch(worker, typed(AFFINE, t), f"affine_{t}", x, y, s, c, blocks=4)
    T = NP[t]
    with np.errstate(over="ignore"):
        want = x * T(s) + T(c) - T(3) + T(2)  # wraps like the device for ints
    np.testing.assert_array_equal(y, want)


BOOL_OPS = kernel_source("""
kernel bool_ops(x: Tensor[[N], bool], y: Tensor[[N], bool], out: Tensor[[N, 6], bool], flag: bool):
    for i in range(block_idx, N, block_num):
        a = x[i]
        b: bool = y[i]
        out[i, 0] = a and b
        out[i, 1] = a or not b
        out[i, 2] = (a & b) | (a ^ flag)
        out[i, 3] = a == b
        out[i, 4] = a != flag
        out[i, 5] = select(a, b, flag)
""")


@pytest.mark.parametrize("flag", [True, False])
def test_bool_tensors_and_scalars(worker, flag):
    x, y = random_values("bool", 64, 2), random_values("bool", 64, 3)
    out = np.zeros((64, 6), dtype=bool)
    launch(worker, BOOL_OPS, "bool_ops", x, y, out, flag, blocks=3)
    want = np.stack([x & y, x | ~y, (x & y) | (x ^ flag), x == y, x != flag,
                     np.where(x, y, flag)], axis=1)
    np.testing.assert_array_equal(out, want)


LITERALS = kernel_source("""
kernel literals(o8: Tensor[[3], u8], oi: Tensor[[9], i64], ou: Tensor[[2], u64],
                of: Tensor[[5], f32], od: Tensor[[3], f64], os: Tensor[[2], i16]):
    a: u8 = 255
    o8[0] = a
    o8[1] = 0x7F + 1
    o8[2] = a - 254 + 0
    oi[0] = -7 // 2
    oi[1] = -7 % 2
    oi[2] = 7 // -2
    oi[3] = 7 % -2
    oi[4] = 0b1010 + 0o17 + 0x1F + 1_000
    oi[5] = 1 << 40
    oi[6] = ~5
    small: i16 = -300
    oi[7] = i64(small) * 3
    oi[8] = 2 * 3 - 40
    ou[0] = u64(0xFFFF_FFFF_FFFF_FFFF)
    big: u64 = 0xFFFF_FFFF_FFFF_FFFF
    ou[1] = big - 1
    f: f32 = 2 * 3 - 40
    of[0] = f
    of[1] = 1e-3
    of[2] = .5 + 2.
    of[3] = 1.5E+3
    of[4] = 7.5 % 2.0
    d: f64 = 1
    od[0] = d / 3
    od[1] = 0.1
    od[2] = -7.5 // 2.0
    os[0] = small + 1
    os[1] = small * 2 // 7
""")


def test_literals_adapt_and_fold_with_python_semantics(worker):
    o8, oi, ou = np.zeros(3, np.uint8), np.zeros(9, np.int64), np.zeros(2, np.uint64)
    of, od, os_ = np.zeros(5, np.float32), np.zeros(3, np.float64), np.zeros(2, np.int16)
    launch(worker, LITERALS, "literals", o8, oi, ou, of, od, os_, blocks=1)
    np.testing.assert_array_equal(o8, [255, 0x7F + 1, 255 - 254])
    np.testing.assert_array_equal(
        oi, [-7 // 2, -7 % 2, 7 // -2, 7 % -2, 0b1010 + 0o17 + 0x1F + 1_000, 1 << 40, ~5,
             -300 * 3, 2 * 3 - 40])
    np.testing.assert_array_equal(ou, [2**64 - 1, 2**64 - 2])
    np.testing.assert_array_equal(of, np.array([2 * 3 - 40, 1e-3, 0.5 + 2.0, 1.5e3, 7.5 % 2.0],
                                               dtype=np.float32))
    assert od.tolist() == [1 / 3, 0.1, -7.5 // 2.0]  # f64 context keeps the f64 value of 0.1
    small = np.int16(-300)
    np.testing.assert_array_equal(os_, [small + np.int16(1), (small * np.int16(2)) // np.int16(7)])


# ------------------------------------------------------------------------ integer operators

INT_OPS = kernel_source("""
kernel int_ops_@T@(a: Tensor[[N], @T@], b: Tensor[[N], @T@], s: Tensor[[N], @T@],
                   out: Tensor[[12, N], @T@]):
    for i in range(block_idx, N, block_num):
        x = a[i]
        y = b[i]
        out[0, i] = x + y
        out[1, i] = x - y
        out[2, i] = x * y
        out[3, i] = x // y
        out[4, i] = x % y
        out[5, i] = x & y
        out[6, i] = x | y
        out[7, i] = x ^ y
        out[8, i] = x << s[i]
        out[9, i] = x >> s[i]
        out[10, i] = ~x
        out[11, i] = -x
""")


def int_op_inputs(t: str, n: int = 512):
    T, bits = NP[t], np.dtype(NP[t]).itemsize * 8
    a, b = random_values(t, n, 4), random_values(t, n, 5)
    small = rng(6).integers(-20, 21, n)  # many small and negative operands, too
    if np.issubdtype(T, np.signedinteger):
        a[n // 2:] = small[n // 2:]
        b[n // 4:] = rng(7).integers(-9, 10, n - n // 4)
    else:
        b[n // 4:] = rng(7).integers(1, 10, n - n // 4)
    b[b == 0] = 3
    lo = -bits if np.issubdtype(T, np.signedinteger) else 0
    s = rng(8).integers(lo, 2 * bits, n).astype(T)  # counts >= width and negative ones
    return a, b, s, bits


@pytest.mark.parametrize("t", INT_TYPES)
def test_integer_operators_follow_python_and_wrap(worker, t):
    a, b, s, bits = int_op_inputs(t)
    out = np.zeros((12, a.size), dtype=a.dtype)
    launch(worker, typed(INT_OPS, t), f"int_ops_{t}", a, b, s, out, blocks=5)
    count = np.mod(s, bits).astype(a.dtype)  # shift counts are taken modulo the bit width
    with np.errstate(all="ignore"):
        want = [a + b, a - b, a * b, np.floor_divide(a, b), np.mod(a, b), a & b, a | b, a ^ b,
                np.left_shift(a, count), np.right_shift(a, count), ~a, -a]
    for row, w in enumerate(want):
        np.testing.assert_array_equal(out[row], w, err_msg=f"{t} row {row}")


@pytest.mark.parametrize("num,den", [(-2**31, -1), (5, 0)])
def test_integer_division_traps_are_documented_faults(worker, num, den):
    """docs/language.md: division by zero and INT_MIN // -1 trap the core (SIGILL) at every
    optimisation level (LLVM leaves both undefined, so the lowering checks explicitly)."""
    a, b = np.array([7, num], dtype=np.int32), np.array([2, den], dtype=np.int32)
    out = np.zeros((12, 2), dtype=np.int32)
    with pytest.raises(incore.DeviceFault, match="SIGILL"):
        launch(worker, typed(INT_OPS, "i32"), "int_ops_i32", a, b, np.zeros_like(a), out,
               blocks=1)
    # the device was restarted and runs the next launch normally
    a[1], b[1] = num, 1
    launch(worker, typed(INT_OPS, "i32"), "int_ops_i32", a, b, np.zeros_like(a), out, blocks=1)
    np.testing.assert_array_equal(out[3], np.floor_divide(a, b))


UNSIGNED_DIV = kernel_source("""
kernel unsigned_div(a: Tensor[[N], u64], b: Tensor[[N], u64], c: Tensor[[N], u8],
                    q: Tensor[[N], u64], r: Tensor[[N], u64], up: Tensor[[N], u64],
                    up8: Tensor[[N], u8]):
    for i in range(block_idx, N, block_num):
        q[i] = a[i] // b[i]
        r[i] = a[i] % b[i]
        up[i] = ceil_div(a[i], b[i])
        up8[i] = ceil_div(c[i], u8(b[i] % 16 + 1))
""")


def test_unsigned_division_and_ceil_div_near_the_maximum(worker):
    a = random_values("u64", 300, 40)
    a[3:10] = [2**64 - 1, 2**64 - 2, 2**63, 2**63 + 1, 7, 0, 1]
    b = random_values("u64", 300, 41) >> rng(42).integers(0, 64, 300).astype(np.uint64)
    b[3:10] = [3, 2**64 - 1, 2**63 - 1, 2, 7, 5, 2**64 - 1]
    b[b == 0] = 1
    c = random_values("u8", 300, 43)
    q, r, up = (np.zeros_like(a) for _ in range(3))
    up8 = np.zeros_like(c)
    launch(worker, UNSIGNED_DIV, "unsigned_div", a, b, c, q, r, up, up8, blocks=3)
    A, B, C = a.tolist(), b.tolist(), c.tolist()
    assert q.tolist() == [x // y for x, y in zip(A, B, strict=True)]
    assert r.tolist() == [x % y for x, y in zip(A, B, strict=True)]
    assert up.tolist() == [-(-x // y) for x, y in zip(A, B, strict=True)]  # no wrap of a + b - 1
    assert up8.tolist() == [-(-x // (y % 16 + 1)) for x, y in zip(C, B, strict=True)]


# -------------------------------------------------------------------------- float operators

FLOAT_OPS = kernel_source("""
kernel float_ops_@T@(a: Tensor[[N], @T@], b: Tensor[[N], @T@], out: Tensor[[7, N], @T@]):
    for i in range(block_idx, N, block_num):
        x = a[i]
        y = b[i]
        out[0, i] = x + y
        out[1, i] = x - y
        out[2, i] = x * y
        out[3, i] = x / y
        out[4, i] = x // y
        out[5, i] = x % y
        out[6, i] = -x
""")


def assert_same_floats(got, want, msg=""):
    """Bitwise-equal up to nan payloads (so -0.0 != 0.0)."""
    both_nan = np.isnan(got) & np.isnan(want)
    same = (got == want) & (np.signbit(got) == np.signbit(want))
    bad = ~(both_nan | same)
    assert not bad.any(), f"{msg}: got {got[bad][:8]}, want {want[bad][:8]}"


@pytest.mark.parametrize("t", FLOAT_TYPES)
def test_float_operators(worker, t):
    T = NP[t]
    g = rng(9)
    specials = [0.0, -0.0, 1.0, -1.0, 1e10, np.inf, -np.inf, np.nan, 7.5, -7.5]
    a = np.concatenate([g.standard_normal(400) * 1e3, np.arange(-400, 400) * 0.25,
                        specials, specials[::-1]]).astype(T)
    b = np.concatenate([g.standard_normal(400) * 10,
                        g.choice([0.5, -0.5, 0.75, -0.75, 1.25, -1.25, 3.0, -3.0], 800),
                        [0.1, 0.3, -0.0, np.inf, 2.0, -3.0, 0.0, 1.0, -np.inf, 2.0] * 2]).astype(T)
    out = np.zeros((7, a.size), dtype=T)
    launch(worker, typed(FLOAT_OPS, t), f"float_ops_{t}", a, b, out, blocks=3)
    with np.errstate(all="ignore"):
        # docs/language.md: float // and % follow Python, computed in the operands' precision
        # like numpy's floor_divide and remainder
        want = [a + b, a - b, a * b, a / b, np.floor_divide(a, b), np.remainder(a, b), -a]
        for row, w in enumerate(want):
            assert_same_floats(out[row], w, f"{t} row {row}")


def test_float_floor_division_follows_python(worker):
    """// and % give Python's results (from an exact fmod) also where a / b rounds."""
    a, b = np.array([1.0, 5.0, -1.0]), np.array([0.1, np.inf, -0.5])
    out = np.zeros((7, 3))
    launch(worker, typed(FLOAT_OPS, "f64"), "float_ops_f64", a, b, out, blocks=1)
    pairs = list(zip(a.tolist(), b.tolist(), strict=True))
    assert_same_floats(out[4], np.array([x // y for x, y in pairs]), "//")
    assert_same_floats(out[5], np.array([x % y for x, y in pairs]), "%")
    assert out[4, 0] == 1.0 // 0.1 == 9.0
    assert out[5, 1] == 5.0 % math.inf == 5.0
    assert str(out[5, 2]) == str(-1.0 % -0.5) == "-0.0"


# ------------------------------------------------------------------------------ comparisons

COMPARES = kernel_source("""
kernel compares(f: Tensor[[N], f32], g: Tensor[[N], f32], u: Tensor[[N], u32],
                v: Tensor[[N], u32], s: Tensor[[N], i16], t: Tensor[[N], i16],
                out: Tensor[[18, N], bool]):
    for i in range(block_idx, N, block_num):
        out[0, i] = f[i] == g[i]
        out[1, i] = f[i] != g[i]
        out[2, i] = f[i] < g[i]
        out[3, i] = f[i] <= g[i]
        out[4, i] = f[i] > g[i]
        out[5, i] = f[i] >= g[i]
        out[6, i] = u[i] == v[i]
        out[7, i] = u[i] != v[i]
        out[8, i] = u[i] < v[i]
        out[9, i] = u[i] <= v[i]
        out[10, i] = u[i] > v[i]
        out[11, i] = u[i] >= v[i]
        out[12, i] = s[i] == t[i]
        out[13, i] = s[i] != t[i]
        out[14, i] = s[i] < t[i]
        out[15, i] = s[i] <= t[i]
        out[16, i] = s[i] > t[i]
        out[17, i] = s[i] >= t[i]
""")


def test_comparisons_signed_unsigned_and_nan(worker):
    n = 200
    specials = np.array([np.nan, 0.0, -0.0, np.inf, -np.inf, 1.0], dtype=np.float32)
    f = np.concatenate([specials, specials[::-1], rng(10).integers(-3, 4, n - 12)]).astype(
        np.float32)
    g = np.concatenate([specials[::-1], specials, rng(11).integers(-3, 4, n - 12)]).astype(
        np.float32)
    u, v = random_values("u32", n, 12), random_values("u32", n, 13)
    v[::3] = u[::3]
    s, t = random_values("i16", n, 14), random_values("i16", n, 15)
    t[::4] = s[::4]
    out = np.zeros((18, n), dtype=bool)
    launch(worker, COMPARES, "compares", f, g, u, v, s, t, out, blocks=4)
    ops = [np.equal, np.not_equal, np.less, np.less_equal, np.greater, np.greater_equal]
    for k, (p, q) in enumerate([(f, g), (u, v), (s, t)]):
        for j, op in enumerate(ops):
            np.testing.assert_array_equal(out[6 * k + j], op(p, q), err_msg=f"{k} {op.__name__}")


# ------------------------------------------------- and / or / not / if-else: short-circuiting

SHORT_CIRCUIT = kernel_source("""
const FAR = 4_000_000_000_000_000

kernel short_circuit(x: Tensor[[N], f32], out: Tensor[[M, 5], i64]):
    for i in range(block_idx, M, block_num):
        j = i if i < N else FAR
        r = 0
        if j < N and x[j] > 0.0:
            r = 1
        out[i, 0] = r
        out[i, 1] = 1 if j >= N or x[j] > 0.0 else 0
        out[i, 2] = 1 if not (j < N and x[j] < 0.0) else 0
        v = x[j] if j < N else -1.0
        out[i, 3] = i64(-v * 2.0)
        out[i, 4] = -(i if j < N else -i)

kernel unguarded(x: Tensor[[N], f32], out: Tensor[[N], f32]):
    out[0] = x[FAR]
""")


def test_and_or_conditional_short_circuit(worker):
    x = np.array([1.5, -2.0, 0.0, 3.0, -0.5, 7.0], dtype=np.float32)
    m = x.size + 7
    out = np.zeros((m, 5), dtype=np.int64)
    launch(worker, SHORT_CIRCUIT, "short_circuit", x, out, blocks=3)
    n = x.size
    want = []
    for i in range(m):
        inb = i < n
        v = float(x[i]) if inb else -1.0
        want.append([int(inb and v > 0), int(not inb or v > 0), int(not (inb and v < 0)),
                     int(-v * 2.0), -(i if inb else -i)])
    np.testing.assert_array_equal(out, want)


def test_the_guard_is_needed(worker):
    """Reading x[FAR] really faults, so the short-circuit test above proves something."""
    x = np.ones(4, dtype=np.float32)
    with pytest.raises(incore.DeviceFault):
        launch(worker, SHORT_CIRCUIT, "unguarded", x, np.zeros_like(x), blocks=1)


# ------------------------------------------------------------------------------------ casts

CASTS = kernel_source("""
kernel cast_from_@T@(x: Tensor[[N], @T@], ob: Tensor[[N], bool], o1: Tensor[[N], i8],
                     o2: Tensor[[N], i16], o3: Tensor[[N], i32], o4: Tensor[[N], i64],
                     o5: Tensor[[N], u8], o6: Tensor[[N], u16], o7: Tensor[[N], u32],
                     o8: Tensor[[N], u64], o9: Tensor[[N], f32], o10: Tensor[[N], f64]):
    for i in range(block_idx, N, block_num):
        v = x[i]
        ob[i] = bool(v)
        o1[i] = i8(v)
        o2[i] = i16(v)
        o3[i] = i32(v)
        o4[i] = i64(v)
        o5[i] = u8(v)
        o6[i] = u16(v)
        o7[i] = u32(v)
        o8[i] = u64(v)
        o9[i] = f32(v)
        o10[i] = f64(v)
""")

FLOAT_CAST_INPUTS = [
    0.0, -0.0, 0.5, -0.5, 1.7, -1.7, 127.9, 128.5, -128.9, -129.0, 255.9, 256.0, 32767.5, -32769.0,
    65535.9, 65536.2, 2.0**31 - 1, 2.0**31, -2.0**31, -2.0**31 - 1000, 2.0**32 + 5, 2.0**53,
    2.0**63, -2.0**63, 2.0**64, 1e30, -1e30, 3e38, 1e39, -1e300, math.inf, -math.inf, math.nan,
    1e-40, -1e-310, 5e-324,
]


def cast_reference(x: np.ndarray, src: str, dst: str) -> np.ndarray:
    """C conversions as documented: ints wrap, float -> int saturates and nan -> 0."""
    D = NP[dst]
    if dst == "bool":
        return x != 0
    if src in FLOAT_TYPES and dst in INT_TYPES:
        info = np.iinfo(D)
        vals = [0 if math.isnan(v) else int(min(max(v, info.min), info.max)) if math.isinf(v)
                else min(max(math.trunc(v), int(info.min)), int(info.max)) for v in x.tolist()]
        return np.array(vals, dtype=D)
    with np.errstate(over="ignore"):
        return x.astype(D)


@pytest.mark.parametrize("src", ALL_TYPES)
def test_casts_between_all_types(worker, src):
    if src in FLOAT_TYPES:
        extra = np.logspace(-3, 25, 60) * np.where(np.arange(60) % 2, 1, -1)
        with np.errstate(over="ignore"):
            x = np.concatenate([FLOAT_CAST_INPUTS, extra]).astype(NP[src])
    else:
        x = random_values(src, 97, seed=16)
    outs = [np.zeros(x.size, dtype=NP[t]) for t in ALL_TYPES]
    launch(worker, typed(CASTS, src), f"cast_from_{src}", x, *outs, blocks=2)
    for dst, got in zip(ALL_TYPES, outs, strict=True):
        want = cast_reference(x, src, dst)
        if dst in FLOAT_TYPES:
            assert_same_floats(got, want, f"{src} -> {dst}")
        else:
            np.testing.assert_array_equal(got, want, err_msg=f"{src} -> {dst}")


# ------------------------------------------------------------------------------ if/elif/else

CLASSIFY = kernel_source("""
kernel classify(x: Tensor[[N], i32], out: Tensor[[N], i32]):
    for i in range(block_idx, N, block_num):
        v = x[i]
        if v < -10:
            out[i] = -2
        elif v < 0:
            out[i] = -1
        elif v == 0:
            pass
        elif v < 10:
            out[i] = 1
        else:
            out[i] = 2
""")


def test_if_elif_else_and_pass(worker):
    x = np.arange(-25, 26, dtype=np.int32)
    out = np.full(x.size, 99, dtype=np.int32)
    launch(worker, CLASSIFY, "classify", x, out, blocks=4)
    want = [-2 if v < -10 else -1 if v < 0 else 99 if v == 0 else 1 if v < 10 else 2 for v in x]
    np.testing.assert_array_equal(out, want)


# -------------------------------------------------------------------------------- for/range

RANGES = kernel_source("""
kernel ranges(out: Tensor[[8], i64], lo: i64, hi: i64, step: i64):
    acc = 0
    for i in range(10):
        acc += i
    out[0] = acc
    acc = 0
    for i in range(3, 17):
        acc = acc * 3 + i
    out[1] = acc
    acc = 0
    for i in range(20, 3, -3):
        acc = acc * 7 + i
    out[2] = acc
    acc = 0
    n = 0
    for i in range(lo, hi, step):
        acc = acc * 5 + i
        n += 1
    out[3] = acc
    out[4] = n
    acc = 0
    for i in range(5, 5):
        acc += 1
    for i in range(4):
        i = i * 10
        acc += i
    out[5] = acc
    k: u8 = 0
    total: u64 = 0
    for k in range(250, 255):
        total += u64(k)
    out[6] = i64(total) + i64(k)
    for i in range(hi, lo, -step):
        acc = acc * 3 + i
    out[7] = acc
""")


@pytest.mark.parametrize("lo,hi,step", [(0, 10, 3), (-5, 20, 4), (10, -10, -3), (7, 7, 1),
                                        (5, 0, 2), (-3, 9, 1), (9, -4, -1)])
def test_range_forms(worker, lo, hi, step):
    out = np.zeros(8, dtype=np.int64)
    launch(worker, RANGES, "ranges", out, lo, hi, step, blocks=1)

    def fold(seq, mul, acc=0):
        for i in seq:
            acc = acc * mul + i
        return acc

    a5 = sum(range(4)) * 10
    want = [sum(range(10)), fold(range(3, 17), 3), fold(range(20, 3, -3), 7),
            fold(range(lo, hi, step), 5), len(range(lo, hi, step)), a5,
            sum(range(250, 255)) + 254, fold(range(hi, lo, -step), 3, a5)]
    assert out.tolist() == want


# ----------------------------------------------------------------- while / break / continue

COLLATZ = kernel_source("""
const LIMIT = 60

kernel collatz(x: Tensor[[N], i64], steps: Tensor[[N], i64], odd: Tensor[[N], i64]):
    for i in range(block_idx, N, block_num):
        n = x[i]
        c = 0
        o = 0
        while n != 1:
            if c >= LIMIT:
                break
            c += 1
            if n % 2 == 0:
                n //= 2
                continue
            o += 1
            n = 3 * n + 1
        steps[i] = c
        odd[i] = o
""")


def test_while_break_continue(worker):
    x = np.arange(1, 120, dtype=np.int64)
    steps, odd = np.zeros_like(x), np.zeros_like(x)
    launch(worker, COLLATZ, "collatz", x, steps, odd, blocks=6)
    want_s, want_o = [], []
    for n in x.tolist():
        c = o = 0
        while n != 1 and c < 60:
            c += 1
            if n % 2 == 0:
                n //= 2
                continue
            o += 1
            n = 3 * n + 1
        want_s.append(c)
        want_o.append(o)
    assert steps.tolist() == want_s and odd.tolist() == want_o


# ----------------------------------------------------------------------- early kernel return

EARLY_RETURN = kernel_source("""
kernel early_return(x: Tensor[[N], f32], out: Tensor[[N], f32], active: i64):
    if block_idx >= active:
        return
    for i in range(block_idx, N, block_num):
        if x[i] < 0.0:
            return
        out[i] = x[i] * 2.0
""")


def test_early_kernel_return(worker):
    x = rng(17).standard_normal(60).astype(np.float32)
    x[x < 0] *= 0.1
    x[:8] = np.abs(x[:8])
    out = np.full_like(x, 7.0)
    blocks, active = 5, 3
    launch(worker, EARLY_RETURN, "early_return", x, out, active, blocks=blocks)
    want = np.full_like(x, 7.0)
    for b in range(active):
        for i in range(b, x.size, blocks):
            if x[i] < 0:
                break
            want[i] = x[i] * np.float32(2)
    np.testing.assert_array_equal(out, want)


# --------------------------------------------------------------------- augmented assignment

AUG_ASSIGN = kernel_source("""
kernel aug_assign(x: Tensor[[N], i32], acc: Tensor[[N], i64], f: Tensor[[R, N], f64], s: i32):
    for i in range(block_idx, N, block_num):
        v = x[i]
        v += s
        v -= 3
        v *= 2
        v //= 3
        v %= 1000
        v &= 0xFFF
        v |= 1
        v ^= 5
        v <<= 2
        v >>= 1
        x[i] = v
        acc[i] += i64(v)
        acc[i] -= 1
        acc[i] *= 2
        acc[i] //= 3
        acc[i] %= 1000
        acc[i] <<= 3
        acc[i] |= 3
        for r in range(R):
            f[r, i] *= 2.0
            f[r, i] -= 0.25
            f[r, i] /= 4.0
            f[r, i] += f64(r)
""")


def test_augmented_assignment_locals_and_elements(worker):
    x = rng(18).integers(-5000, 5000, 50).astype(np.int32)
    acc = rng(19).integers(-100, 100, 50).astype(np.int64)
    f = rng(20).standard_normal((3, 50))
    s = -17
    x0, acc0, f0 = x.copy(), acc.copy(), f.copy()
    launch(worker, AUG_ASSIGN, "aug_assign", x, acc, f, s, blocks=4)
    want_x, want_acc = [], []
    for v, a in zip(x0.tolist(), acc0.tolist(), strict=True):
        v = (((((((v + s - 3) * 2) // 3) % 1000) & 0xFFF) | 1) ^ 5) << 2 >> 1
        want_x.append(v)
        want_acc.append(((((a + v - 1) * 2) // 3) % 1000) << 3 | 3)
    assert x.tolist() == want_x and acc.tolist() == want_acc
    want_f = (f0 * 2.0 - 0.25) / 4.0 + np.arange(3)[:, None]
    np.testing.assert_array_equal(f, want_f)


# --------------------------------------------------------- shapes: symbols, x.shape, 2-D, 3-D

SHAPES = kernel_source("""
const WIDTH = 4

kernel matmul(a: Tensor[[M, K], f32], b: Tensor[[K, P], f32], c: Tensor[[M, P], f32]):
    for r in range(block_idx, M, block_num):
        for j in range(b.shape[1]):
            acc: f32 = 0
            for k in range(a.shape[1]):
                acc += a[r, k] * b[k, j]
            c[r, j] = acc

kernel transpose3(x: Tensor[[A, B, C], i32], y: Tensor[[C, B, A], i32],
                  dims: Tensor[[A, WIDTH], i64]):
    for i in range(block_idx, A, block_num):
        for j in range(B):
            for k in range(x.shape[2]):
                y[k, j, i] = x[i, j, k]
        for w in range(WIDTH):
            dims[i, w] = A * 1000000 + B * 10000 + C * 100 + y.shape[0] + w
""")


def test_symbolic_dims_2d(worker):
    a = rng(21).integers(-4, 5, (7, 5)).astype(np.float32)
    b = rng(22).integers(-4, 5, (5, 3)).astype(np.float32)
    c = np.zeros((7, 3), dtype=np.float32)
    launch(worker, SHAPES, "matmul", a, b, c, blocks=3)
    np.testing.assert_array_equal(c, a @ b)  # small integers: exact in any order


def test_symbolic_dims_3d_and_shape_attribute(worker):
    x = np.arange(4 * 3 * 5, dtype=np.int32).reshape(4, 3, 5) - 30
    y = np.zeros((5, 3, 4), dtype=np.int32)
    dims = np.zeros((4, 4), dtype=np.int64)
    launch(worker, SHAPES, "transpose3", x, y, dims, blocks=3)
    np.testing.assert_array_equal(y, x.transpose(2, 1, 0))
    A, B, C = x.shape
    np.testing.assert_array_equal(dims, [[A * 10**6 + B * 10**4 + C * 100 + C + w
                                          for w in range(4)] for _ in range(A)])


def test_mismatched_symbol_is_rejected_before_launch(worker):
    with pytest.raises(ValueError, match="K is 5"):
        launch(worker, SHAPES, "matmul", np.zeros((7, 5), np.float32),
               np.zeros((4, 3), np.float32), np.zeros((7, 3), np.float32), blocks=1)


RANK4 = kernel_source("""
kernel rank4(x: Tensor[[2, H, 3, W], i16], y: Tensor[[H, W], i64]):
    for h in range(block_idx, H, block_num):
        for w in range(x.shape[3]):
            acc = 0
            for a in range(2):
                for c in range(3):
                    acc += +i64(x[a, h, c, w]) * (a * 3 + c + 1)
            y[h, w] = acc
""")


def test_rank4_tensor_with_literal_and_symbolic_dims(worker):
    x = rng(44).integers(-1000, 1000, (2, 5, 3, 7)).astype(np.int16)
    y = np.zeros((5, 7), dtype=np.int64)
    launch(worker, RANK4, "rank4", x, y, blocks=2)
    weights = (np.arange(6) + 1).reshape(2, 1, 3, 1)
    np.testing.assert_array_equal(y, (x.astype(np.int64) * weights).sum(axis=(0, 2)))


# ----------------------------------------------------------------------------------- consts

CONSTS = kernel_source("""
const SCALE = 2.5
const NEG = -3
const ON = True
const BIG = 0x7FFF_FFFF
const LEN = 6

kernel consts(x: Tensor[[LEN], f64], y: Tensor[[LEN], f64], z: Tensor[[LEN], i32]):
    for i in range(LEN):
        if ON:
            y[i] = x[i] * SCALE + NEG
        z[i] = BIG - i32(i) * NEG
""")


def test_consts(worker):
    x = np.linspace(-1, 1, 6)
    y, z = np.zeros(6), np.zeros(6, dtype=np.int32)
    launch(worker, CONSTS, "consts", x, y, z, blocks=1)
    np.testing.assert_array_equal(y, x * 2.5 + -3)
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(z, np.int32(0x7FFFFFFF) - np.arange(6, dtype=np.int32) * -3)


# ---------------------------------------------------------------------------------- helpers

HELPERS = kernel_source("""
func clamp(v: f32, lo: f32, hi: f32) -> f32:
    if v < lo:
        return lo
    return min(v, hi)

func sq(v: f32) -> f32:
    return v * v

func norm2(a: f32, b: f32) -> f32:
    return sqrt(sq(a) + sq(b))

func first_multiple(n: i64, k: i64) -> i64:
    for j in range(1, 100):
        if (n * j) % k == 0:
            return n * j
    return -1

func scramble(v: i64):
    v += 100
    if v > 0:
        return
    v = 0

kernel helpers(x: Tensor[[N], f32], y: Tensor[[N], f32], out: Tensor[[N, 2], f32],
               m: Tensor[[N], i64], k: i64):
    for i in range(block_idx, N, block_num):
        out[i, 0] = clamp(x[i], -1.0, 1.0)
        out[i, 1] = norm2(x[i], y[i])
        t = i
        scramble(t)
        m[i] = twice(first_multiple(t + 1, k)) + t

func twice(v: i64) -> i64:
    return v * 2
""")


def test_helpers(worker):
    x = rng(23).uniform(-3, 3, 40).astype(np.float32)
    y = rng(24).uniform(-3, 3, 40).astype(np.float32)
    out, m = np.zeros((40, 2), np.float32), np.zeros(40, np.int64)
    k = 6
    launch(worker, HELPERS, "helpers", x, y, out, m, k, blocks=3)
    np.testing.assert_array_equal(out[:, 0], np.minimum(np.maximum(x, -1), 1))
    np.testing.assert_array_equal(out[:, 1], np.sqrt(x * x + y * y))

    def first_multiple(n):
        return next((n * j for j in range(1, 100) if (n * j) % k == 0), -1)

    assert m.tolist() == [2 * first_multiple(i + 1) + i for i in range(40)]


LOOP_HELPERS = kernel_source("""
func isqrt(n: i64) -> i64:
    r = 0
    while True:
        if (r + 1) * (r + 1) > n:
            return r
        r += 1

func digits(n: u32) -> i32:
    count: i32 = 0  # a comment after code
    while n > 0:
        n //= 10    # helper parameters are locals
        count += 1
    return max(count, 1)

kernel loop_helpers(x: Tensor[[N], i64], out: Tensor[[N, 2], i32]):
    # comments, explicit and implicit line joining
    for i in range(block_idx,
                   N,
                   block_num):
        out[i, 0] = i32(isqrt(x[i])) \
            + 0
        out[i, 1] = digits(u32(x[i]))
""")


def test_helpers_with_while_true_and_lexical_structure(worker):
    x = np.concatenate([np.arange(0, 50), [99, 100, 101, 12345, 99999]]).astype(np.int64)
    out = np.zeros((x.size, 2), dtype=np.int32)
    launch(worker, LOOP_HELPERS, "loop_helpers", x, out, blocks=4)
    assert out.tolist() == [[math.isqrt(v), len(str(v))] for v in x.tolist()]


# --------------------------------------------------------------- block_idx / block_num / @aiv

BLOCK_INFO = kernel_source("""
@aiv
kernel block_info(out: Tensor[[B, 2], i64]):
    out[block_idx, 0] = block_idx
    out[block_idx, 1] = block_num
""")


@pytest.mark.parametrize("blocks", [1, 4, 13, 200])  # 4 AIV cores: blocks > cores re-use them
def test_block_idx_and_block_num(worker, blocks):
    out = np.full((blocks, 2), -1, dtype=np.int64)
    launch(worker, BLOCK_INFO, "block_info", out, blocks=blocks)
    np.testing.assert_array_equal(out, np.stack([np.arange(blocks), np.full(blocks, blocks)], 1))


# ----------------------------------------------------------- min / max / abs / ceil_div / select

MINMAX = kernel_source("""
kernel minmax(a: Tensor[[N], i32], b: Tensor[[N], i32], c: Tensor[[N], i32],
              u: Tensor[[N], u16], f: Tensor[[N], f64], g: Tensor[[N], f64],
              oi: Tensor[[7, N], i32], ou: Tensor[[2, N], u16], of: Tensor[[5, N], f64]):
    for i in range(block_idx, N, block_num):
        x = a[i]
        y = b[i]
        oi[0, i] = min(x, y)
        oi[1, i] = max(x, y, c[i])
        oi[2, i] = min(x, y, c[i], 3)
        oi[3, i] = abs(x)
        oi[4, i] = ceil_div(x, y)
        oi[5, i] = select(x < y, x * 2, y)
        oi[6, i] = max(abs(x), -5, abs(y))
        ou[0, i] = ceil_div(u[i], 7)
        ou[1, i] = max(u[i], 1000)
        of[0, i] = min(f[i], g[i])
        of[1, i] = max(f[i], g[i], 0.5)
        of[2, i] = abs(f[i])
        of[3, i] = select(f[i] > g[i], f[i], -g[i])
        of[4, i] = min(f[i], g[i], -1.0, 2)
""")


def test_min_max_abs_ceil_div_select(worker):
    n = 120
    a = rng(25).integers(-50, 50, n).astype(np.int32)
    b = rng(26).integers(-9, 10, n).astype(np.int32)
    b[b == 0] = 4
    c = rng(27).integers(-50, 50, n).astype(np.int32)
    u = random_values("u16", n, 28)
    u[-1] = 65535  # ceil_div must not overflow: (a + b - 1) would wrap for u16
    f = rng(29).standard_normal(n) * 3
    g = rng(30).standard_normal(n) * 3
    f[:4] = [np.nan, 1.0, -0.0, np.inf]
    g[:4] = [1.0, np.nan, 0.0, -np.inf]
    oi, ou, of = np.zeros((7, n), np.int32), np.zeros((2, n), np.uint16), np.zeros((5, n))
    launch(worker, MINMAX, "minmax", a, b, c, u, f, g, oi, ou, of, blocks=4)
    ab = list(zip(a.tolist(), b.tolist(), c.tolist(), strict=True))
    want_i = [[min(x, y) for x, y, _ in ab], [max(x, y, z) for x, y, z in ab],
              [min(x, y, z, 3) for x, y, z in ab], [abs(x) for x, _, _ in ab],
              [-(-x // y) for x, y, _ in ab], [x * 2 if x < y else y for x, y, _ in ab],
              [max(abs(x), -5, abs(y)) for x, y, _ in ab]]
    assert oi.tolist() == want_i
    U = u.tolist()
    assert ou.tolist() == [[-(-x // 7) for x in U], [max(x, 1000) for x in U]]
    # Python's min/max: keep the first argument unless a later one is smaller (nan included)
    fg = list(zip(f.tolist(), g.tolist(), strict=True))
    want_f = np.array([[min(x, y) for x, y in fg], [max(x, y, 0.5) for x, y in fg],
                       [abs(x) for x, _ in fg], [x if x > y else -y for x, y in fg],
                       [min(x, y, -1.0, 2) for x, y in fg]])
    for row in range(5):
        assert_same_floats(of[row], want_f[row], f"float row {row}")


# ------------------------------------------------- math: sqrt exp log tanh floor ceil (ulps)

MATH = kernel_source("""
kernel math_@T@(x: Tensor[[N], @T@], out: Tensor[[7, N], @T@]):
    for i in range(block_idx, N, block_num):
        v = x[i]
        out[0, i] = sqrt(v)
        out[1, i] = exp(v)
        out[2, i] = log(v)
        out[3, i] = tanh(v)
        out[4, i] = floor(v)
        out[5, i] = ceil(v)
        out[6, i] = abs(v)
""")
ULP_BOUND = {"exp": 1.0, "log": 1.0, "tanh": 1.5}


def math_inputs(t: str, stride: int = 1) -> np.ndarray:
    """The special values, then every ``stride``-th of the swept and random values (the
    interpreter's corpus, tests/interpret/test_corpus_language_kernels.py, takes a sample)."""
    T = NP[t]
    fi = np.finfo(T)
    bits = 32 if t == "f32" else 64
    g = rng(31)
    raw = g.integers(0, 2**bits, 60_000, dtype=np.uint64, endpoint=False)
    random_bits = raw.astype(np.uint32 if bits == 32 else np.uint64).view(T)
    with np.errstate(over="ignore"):
        mag = np.geomspace(float(fi.smallest_subnormal), float(fi.max), 20_000)
    mag = mag[np.isfinite(mag)]
    specials = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 0.625, -0.625,
                float(fi.smallest_subnormal), -float(fi.smallest_subnormal),
                float(fi.smallest_normal), float(fi.smallest_normal) / 3, float(fi.max),
                -float(fi.max), 88.72, -103.9, 709.78, -745.1, 2.0**23 + 0.5, 2.0**52]
    with np.errstate(over="ignore", invalid="ignore"):
        swept = np.concatenate([np.linspace(-30, 30, 20_001), np.linspace(-800, 800, 4001),
                                mag, -mag, random_bits.astype(np.float64)])
        return np.concatenate([specials, swept[::stride]]).astype(T)


def ulp_error(got: np.ndarray, ref_hp: np.ndarray, t: str) -> np.ndarray:
    """|got - ref| in ulps of ``t`` (docs/math.md: overflow counts as 2^128 / 2^1024)."""
    T, hp = NP[t], (np.float64 if t == "f32" else np.longdouble)
    cap = hp(2.0) ** (128 if t == "f32" else 1024)
    g = np.clip(got.astype(hp), -cap, cap)
    r = np.clip(ref_hp.astype(hp), -cap, cap)
    with np.errstate(over="ignore"):
        unit = np.spacing(np.minimum(np.abs(r), hp(np.finfo(T).max)).astype(T)).astype(hp)
    err = np.abs(g - r) / unit
    return np.where(np.isnan(r) & np.isnan(g), 0.0, err)


@pytest.mark.parametrize("t", FLOAT_TYPES)
def test_math_functions_in_ulps_and_special_values(worker, t):
    x = math_inputs(t)
    out = np.zeros((7, x.size), dtype=x.dtype)
    launch(worker, typed(MATH, t), f"math_{t}", x, out, blocks=4)
    hp = np.float64 if t == "f32" else np.longdouble
    with np.errstate(all="ignore"):
        xh = x.astype(hp)
        # sqrt is correctly rounded; floor, ceil and abs are exact: bitwise as numpy
        for row, fn in ((0, np.sqrt), (4, np.floor), (5, np.ceil), (6, np.abs)):
            assert_same_floats(out[row], fn(x), f"{t} {fn.__name__}")
        for row, name in ((1, "exp"), (2, "log"), (3, "tanh")):
            ref = getattr(np, name)(xh)
            err = ulp_error(out[row], ref, t)
            worst = int(np.nanargmax(err))
            assert err[worst] <= ULP_BOUND[name], (
                f"{t} {name}({x[worst]!r}) = {out[row][worst]!r}, want {ref[worst]!r}: "
                f"{err[worst]:.3f} ulp")
            assert (np.isnan(out[row]) == np.isnan(ref)).all(), f"{t} {name} nan"
            zero = ref == 0
            assert (np.signbit(out[row][zero]) == np.signbit(ref[zero])).all(), f"{name} -0"
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan], dtype=x.dtype)
    spec = out[:, :5]
    with np.errstate(all="ignore"):
        for row, fn in enumerate([np.sqrt, np.exp, np.log, np.tanh, np.floor, np.ceil, np.abs]):
            assert_same_floats(spec[row], fn(specials), f"{t} {fn.__name__} specials")


# ------------------------------------------------------------------------------ cache policy

POLICIES = kernel_source("""
kernel policy_explicit(x: Tensor[[N], f32], w: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = load(x[i], cache=CachePolicy.BYPASS) * 2.0 + load(w[i], cache=CachePolicy.DEFAULT) \\
            + load(x[i])

kernel policy_scoped(x: Tensor[[N], f32], w: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i] + load(x[i], cache=CachePolicy.DEFAULT) * w[i] \\
            + load(y[i], cache=CachePolicy.DEFAULT)
    set_cache_policy(x, CachePolicy.BYPASS)
    set_cache_policy(y, CachePolicy.BYPASS)
    set_cache_policy(w, CachePolicy.DEFAULT)
""")


@pytest.mark.parametrize("name", ["policy_explicit", "policy_scoped"])
def test_cache_policies_with_and_without_offset(worker, worker_off, name):
    x = rng(32).standard_normal(1000).astype(np.float32)
    w = rng(33).standard_normal(1000).astype(np.float32)
    y0 = rng(34).standard_normal(1000).astype(np.float32)
    results = []
    for wk in (worker, worker_off):
        y = y0.copy()
        launch(wk, POLICIES, name, x, w, y, blocks=7)
        results.append(y)
    assert worker.l2_cache_offset == 0 and worker_off.l2_cache_offset == OFFSET
    want = x * np.float32(2) + w + x if name == "policy_explicit" else x + x * w + y0
    np.testing.assert_array_equal(results[0], want)
    np.testing.assert_array_equal(results[1], results[0])
    ir = build(POLICIES)[name].ir
    assert "x.nocache" in ir and "w.nocache" not in ir and "y.nocache" not in ir


def test_bypass_read_of_written_tensor_is_a_compile_error():
    src = """
kernel bad(y: Tensor[[N], f32]):
    y[0] = 1.0
    y[1] = load(y[0], cache=CachePolicy.BYPASS)
"""
    with pytest.raises(incore.CompileError, match="conflicts with the write to 'y'"):
        incore.compile(src, filename=FILENAME)


# ---------------------------------------------------------------------------------- asserts

ASSERTS = kernel_source("""
kernel checked(x: Tensor[[N], i64], y: Tensor[[N], i64], d: i64):
    assert d != 0, "divisor {} must be non-zero (n={:x})", d, N
    assert d < 1000
    for i in range(block_idx, N, block_num):
        assert x[i] >= 0, "negative x[{}] = {}", i, x[i]
        y[i] = x[i] // d
""")


def test_passing_asserts_do_nothing(worker):
    x = np.arange(40, dtype=np.int64)
    y = np.zeros_like(x)
    launch(worker, ASSERTS, "checked", x, y, 3, blocks=3)
    np.testing.assert_array_equal(y, x // 3)


@pytest.mark.parametrize("blocks", [1, 3])
def test_failed_assert_raises_with_kernel_block_location_and_message(worker, blocks):
    x = np.arange(40, dtype=np.int64)
    x[37] = -5
    y = np.full_like(x, -1)
    with pytest.raises(incore.KernelAssertionError) as info:
        launch(worker, ASSERTS, "checked", x, y, 3, blocks=blocks)
    msg = str(info.value)
    where = f"{FILENAME}:{line_of(ASSERTS, 'assert x[i] >= 0')}"
    assert "'checked'" in msg and f"block {37 % blocks}" in msg
    assert where in msg and "negative x[37] = -5" in msg
    # the failing block stops at the assert; the other blocks run to completion
    done = [i for i in range(40) if i % blocks != 37 % blocks or i < 37]
    np.testing.assert_array_equal(y[done], x[done] // 3)
    assert (y[[i for i in range(40) if i not in done]] == -1).all()


@pytest.mark.parametrize("d,text,fmt", [
    (0, "assert d != 0", "divisor 0 must be non-zero (n={:x})"),
    (5000, "assert d < 1000", "assertion failed: d < 1000"),
])
def test_failed_assert_formats(worker, d, text, fmt):
    x = np.arange(300, dtype=np.int64)
    with pytest.raises(incore.KernelAssertionError) as info:
        launch(worker, ASSERTS, "checked", x, np.zeros_like(x), d, blocks=2)
    msg = str(info.value)
    assert f"{FILENAME}:{line_of(ASSERTS, text)}" in msg and fmt.format(x.size) in msg


# ------------------------------------------------------------------------------------- logs

LOGS = kernel_source("""
const FAR_AWAY = 4_000_000_000_000_000

kernel logs(x: Tensor[[N], f32], n: i64, u: u32, flag: bool):
    if block_idx == 0:
        log.debug("debug n={}", n)
        log.info_v0("v0 hidden {}", x[FAR_AWAY])
        log.info_v2("v2 hidden")
        log.info_v3("v3 n={:x} u={:>8}", n, u)
        log.info_v5("v5 x0={:.3f}", x[0])
        log.info_v9("v9 flag={}", flag)
        log.warn("warn {} {}", x[1] > 0.0, -n)
        log.error("error {:.2e}", f64(x[0]) * 1000.0)
""")


def test_device_logs_reach_the_incore_logger(caplog):
    caplog.set_level(incore.log.V3, logger="incore")
    x = np.array([3.14159, -1.0], dtype=np.float32)
    n, u = 48879, 77
    with incore.Worker(device_id=8, platform="a2a3sim") as w:
        caplog.clear()
        launch(w, LOGS, "logs", x, n, u, True, blocks=2)
    recs = [(r.levelno, r.getMessage().removeprefix(f"{r.incore_device}: "))
            for r in caplog.records if getattr(r, "incore_device", "").startswith("logs/")]
    msgs = [m for _, m in recs]

    def site(text):
        return f"[{FILENAME}:{line_of(LOGS, text)}]"

    x0 = float(x[0])
    want = [
        (incore.log.V3, f"{site('v3 n=')} v3 n={n:x} u={u:>8}"),
        (incore.log.V5, f"{site('v5 x0')} v5 x0={x0:.3f}"),
        (incore.log.V9, f"{site('v9 flag')} v9 flag=True"),
        (incore.log.WARN, f"{site('warn {}')} warn False {-n}"),
        (incore.log.ERROR, f"{site('error {')} error {x0 * 1000.0:.2e}"),
    ]
    assert recs == want, msgs  # disabled levels are absent (and their x[FAR_AWAY] never read)
    assert not any("hidden" in m or "debug" in m for m in msgs)


# ------------------------------------------------------------------------------- @mix / @aic

MIX = kernel_source("""
@mix
kernel mix_probe(out: Tensor[[48], f32]):
    line = 0
    if core_type == AIV:
        line = 1 + sub_block_idx
    base = line * 16
    out[base] = f32(block_idx)
    out[base + 1] = f32(block_num)
    out[base + 2] = f32(sub_block_idx)
    out[base + 3] = 1.0 if get_l2_cache_offset() != 0 else 0.0
    out[base + 4] = f32(core_type)

@mix
kernel mix_blocks(x: Tensor[[B, 3], i64], out: Tensor[[B, 3], i64]):
    col = 0
    if core_type == AIV:
        col = 1 + sub_block_idx
    out[block_idx, col] = x[block_idx, col] * 10 + block_num * 1000 + col
""")


@pytest.mark.parametrize("offset", [False, True])
def test_mix_probe(worker, worker_off, offset):
    wk = worker_off if offset else worker
    out = np.full(48, -1.0, dtype=np.float32)
    launch(wk, MIX, "mix_probe", out, blocks=1)
    nonzero = float(wk.l2_cache_offset != 0)
    assert nonzero == float(offset)
    want = np.full((3, 16), -1.0, dtype=np.float32)
    # line 0: the AIC core (core_type AIC = 0); line 1 + sub_block_idx: the AIV pair
    for line, (sub, kind) in enumerate([(0, 0), (0, 1), (1, 1)]):
        want[line, :5] = [0, 1, sub, nonzero, kind]
    np.testing.assert_array_equal(out.reshape(3, 16), want)


@pytest.mark.parametrize("blocks", [1, 2, 7])
def test_mix_kernel_with_several_blocks(worker, blocks):
    x = rng(35).integers(-100, 100, (blocks, 3))
    out = np.zeros_like(x)
    launch(worker, MIX, "mix_blocks", x, out, blocks=blocks)
    np.testing.assert_array_equal(out, x * 10 + blocks * 1000 + np.arange(3))


AIC = kernel_source("""
@aic
kernel aic_rows(x: Tensor[[R, C], f32], y: Tensor[[R], f32]):
    for r in range(block_idx, R, block_num):
        acc: f64 = 0
        for c in range(C):
            acc += f64(x[r, c])
        y[r] = f32(acc)
""")


OFFSET_VALUE = kernel_source("""
@aic
kernel offset_value(out: Tensor[[B], u64]):
    out[block_idx] = get_l2_cache_offset() + u64(block_idx)
""")


@pytest.mark.parametrize("offset", [False, True])
def test_get_l2_cache_offset_on_aic(worker, worker_off, offset):
    wk = worker_off if offset else worker
    out = np.zeros(5, dtype=np.uint64)
    launch(wk, OFFSET_VALUE, "offset_value", out, blocks=5)
    np.testing.assert_array_equal(out, np.uint64(OFFSET if offset else 0) + np.arange(5,
                                  dtype=np.uint64))


@pytest.mark.parametrize("blocks", [1, 2, 9])  # 2 AIC cores: 9 blocks re-use them
def test_aic_kernel(worker, blocks):
    x = rng(36).standard_normal((23, 17)).astype(np.float32)
    y = np.zeros(23, dtype=np.float32)
    launch(worker, AIC, "aic_rows", x, y, blocks=blocks)
    want = np.array([math.fsum(row) for row in x.astype(np.float64).tolist()])
    np.testing.assert_allclose(y, want.astype(np.float32), rtol=1e-6)
    assert build(AIC)["aic_rows"].core_kind == "aic"


# --------------------------------------------------------------------------------- coverage

def test_the_suite_keeps_its_kernels():
    """At least 30 distinct kernels (a template counts once), each checking and compiling."""
    assert len(KERNELS) >= 30, sorted(KERNELS)
    for src in set(KERNELS.values()):
        if "@T@" not in src:
            assert set(frontend.check(src, FILENAME).kernels) <= set(KERNELS)
