"""Tiles end to end on a2a3sim: tile loads (masked, other=, BYPASS), stores, elementwise math
and broadcasting, reductions, element access and value semantics, matmul on the AIC (@aic and
@mix), at -O0 and -O2, with and without an L2 cache offset.  Expected values come from numpy
or from the documented reduction and matmul orders (docs/language.md, "Tiles")."""

from __future__ import annotations

import functools
import re

import numpy as np
import pytest

import incore

OFFSET = 0x80000000000
W = 8  # REDUCE_WIDTH of incore/lowering/tile_reductions.py, the order the docs define

SRC = """
const T = 16
const TM = 4
const TK = 8

func softmax_row(t: Tile[[T], f32], scale: f32) -> Tile[[T], f32]:
    e = exp((t - max(t)) * scale)
    return e / sum(e)

func total(t: Tile[[T], f32]) -> f32:
    return sum(t)

@aiv
kernel helpers(x: Tensor[[N], f32], y: Tensor[[N], f32], s: Tensor[[2], f32]):
    t = x[0:T]
    y[0:T] = softmax_row(t, 2.0) + 1.0
    s[0] = total(t) + total(softmax_row(x[T:T + T], 1.0))
    s[1] = total(2.0)

@aiv
kernel rows(x: Tensor[[N, M], f32], b: Tensor[[M], f32], y: Tensor[[N, M], f32]):
    # y = (x - rowmax) * b + column bias broadcast, one row per block, T-wide tiles
    r = block_idx
    for c in range(0, M, T):
        t = load(x[r, c:c + T], other=-1.0e30)
        y[r, c:c + T] = (t - max(t)) * b[c:c + T] + 0.5

@aiv
kernel grid(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32], s: Tensor[[N], f32],
            cs: Tensor[[M], f32]):
    # 2-D tiles with masked edges on both dims, [TM, T] with [TM, 1] and [T]
    i = block_idx * TM
    for j in range(0, M, T):
        t = x[i:i + TM, j:j + T]
        rs = sum(t, axis=1, keepdims=True)
        y[i:i + TM, j:j + T] = t * rs - max(t, axis=0)
        if j == 0:
            s[i:i + TM] = sum(t, axis=1)
            if block_idx == 0:
                cs[0:T] = sum(t, axis=0)

@aiv
kernel reduce(x: Tensor[[N], f32], out: Tensor[[4], f32]):
    t = x[0:100]
    out[0] = sum(t)
    out[1] = max(t)
    out[2] = min(t)
    out[3] = sum(t * t)

@aiv
kernel lanes(x: Tensor[[N], i32], y: Tensor[[N], i32], f: Tensor[[N], f32], m: Tensor[[N], bool]):
    t = x[0:T]
    a = arange(T)
    u = t
    t[0] = 100
    q = t // 3 + t % 5 - (t << 1) ^ i32(a)
    y[0:T] = select(t > 4 and not (t == 7), q, u)
    f[0:T] = sqrt(abs(f32(u))) + full([T], 0.25, f32)
    m[0:T] = (u & 1) == 1 or u < 0
    y[T] = u[0] + t[0]

@aiv
kernel bad_index(x: Tensor[[N], i32], k: i64):
    t = zeros([T], i32)
    x[0] = t[k]

@aiv
kernel bypass(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    c = block_idx * T
    t = load(x[c:c + T], cache=CachePolicy.BYPASS)
    y[c:c + T] = t + 1.0

@aiv
kernel add(x: Tensor[[N], f32], z: Tensor[[N], f32], y: Tensor[[N], f32]):
    for c in range(0, N, 256):
        y[c:c + 256] = x[c:c + 256] + z[c:c + 256]

@aic
kernel mm(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    i = block_idx * TM
    for j in range(0, N, T):
        acc = zeros([TM, T], f32)
        for k in range(0, K, TK):
            acc += a[i:i + TM, k:k + TK] @ b[k:k + TK, j:j + T]
        c[i:i + TM, j:j + T] = acc

@aiv
kernel half(x: Tensor[[N], f16], y: Tensor[[N], f16], b: Tensor[[N], bf16], z: Tensor[[N], bf16],
            s: Tensor[[2], f32]):
    t = x[0:T]
    y[0:T] = t * 3.0 + t / 7.0
    u = b[0:T]
    z[0:T] = u * u - 1.5
    s[0] = f32(sum(t))
    s[1] = f32(max(u))

@mix
kernel mixed(a: Tensor[[M, K], f32], b: Tensor[[K, T], f32], c: Tensor[[M, T], f32],
             s: Tensor[[M], f32]):
    i = block_idx * TM
    if core_type == AIC:
        c[i:i + TM, 0:T] = a[i:i + TM, 0:TK] @ b[0:TK, 0:T]
    elif sub_block_idx == 0:
        s[i:i + TM] = sum(a[i:i + TM, 0:TK], axis=1)
"""


@functools.cache
def module(opt: int) -> incore.Module:
    return incore.compile(SRC, filename="tiles.ik", opt=opt)


@pytest.fixture(scope="module", params=[0, OFFSET], ids=["no-offset", "offset"])
def worker(request: pytest.FixtureRequest):
    with incore.Worker(l2_cache_offset=request.param) as w:
        yield w


def partial_sum(values: np.ndarray) -> np.float32:
    """The documented order: lane q into partial q % W, then the partials in order."""
    parts = [np.float32(0)] * W
    for q, v in enumerate(values.astype(np.float32)):
        parts[q % W] = np.float32(parts[q % W] + v)
    total = parts[0]
    for p in parts[1:]:
        total = np.float32(total + p)
    return total


OPTS = pytest.mark.parametrize("opt", [0, 2])


@OPTS
def test_masked_row_tiles_with_other_and_broadcast(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(1)
    x = rng.standard_normal((3, 40)).astype(np.float32)  # 40 = 2 full tiles + a tail of 8
    b = rng.standard_normal(40).astype(np.float32)
    y = np.full_like(x, 7.0)
    worker.launch(module(opt)["rows"], x, b, y, blocks=3)
    want = np.empty_like(x)
    for c in range(0, 40, 16):
        t = x[:, c:c + 16]
        m = t.max(axis=1, keepdims=True)  # masked lanes read -1e30, never the max
        want[:, c:c + 16] = (t - m) * b[c:c + 16] + np.float32(0.5)
    np.testing.assert_array_equal(y, want)


@OPTS
def test_2d_tiles_masked_on_both_dims_and_axis_reductions(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(2)
    n, m = 10, 37  # neither divides the tile shape [4, 16]
    x = rng.integers(-8, 8, (n, m)).astype(np.float32)  # small integers: every sum is exact
    y, s, cs = np.zeros_like(x), np.zeros(n, np.float32), np.zeros(m, np.float32)
    worker.launch(module(opt)["grid"], x, y, s, cs, blocks=3)
    pad = np.zeros((12, 48), np.float32)  # masked lanes read 0
    pad[:n, :m] = x
    want = np.zeros_like(x)
    for i in range(0, n, 4):
        for j in range(0, m, 16):
            t = pad[i:i + 4, j:j + 16]
            v = t * t.sum(axis=1, keepdims=True) - t.max(axis=0)
            want[i:i + 4, j:j + 16] = v[: min(4, n - i), : min(16, m - j)]
    np.testing.assert_array_equal(y, want)
    np.testing.assert_array_equal(s, pad[:n, :16].sum(axis=1))
    np.testing.assert_array_equal(cs[:16], pad[0:4, :16].sum(axis=0))
    np.testing.assert_array_equal(cs[16:], 0)


@OPTS
def test_reductions_follow_the_documented_order(worker: incore.Worker, opt: int) -> None:
    x = (np.random.default_rng(3).standard_normal(100) * 1000).astype(np.float32)
    out = np.zeros(4, np.float32)
    worker.launch(module(opt)["reduce"], x, out, blocks=1)
    assert out[0] == partial_sum(x)
    assert out[1] == x.max() and out[2] == x.min()
    assert out[3] == partial_sum(x * x)


@OPTS
def test_lane_math_element_access_and_value_semantics(worker: incore.Worker, opt: int) -> None:
    x = np.arange(-5, 13, dtype=np.int32)  # 18 elements; tiles use the first 16
    y = np.zeros(18, np.int32)
    f = np.zeros(18, np.float32)
    m = np.zeros(18, np.bool_)
    worker.launch(module(opt)["lanes"], x, y, f, m, blocks=1)
    u = x[:16].copy()
    t = u.copy()
    t[0] = 100
    a = np.arange(16, dtype=np.int32)
    q = (t // 3 + t % 5 - (t << 1)) ^ a
    np.testing.assert_array_equal(y[:16], np.where((t > 4) & ~(t == 7), q, u))
    assert y[16] == u[0] + 100 and y[17] == 0
    np.testing.assert_array_equal(f[:16], np.sqrt(np.abs(u).astype(np.float32)) + 0.25)
    np.testing.assert_array_equal(m[:16], ((u & 1) == 1) | (u < 0))


def test_tile_index_out_of_range_traps(worker: incore.Worker) -> None:
    x = np.zeros(4, np.int32)
    worker.launch(module(0)["bad_index"], x, 15, blocks=1)
    with pytest.raises(incore.DeviceFault, match="tile index out of range"):
        worker.launch(module(0)["bad_index"], x, 16, blocks=1)


def test_a_tile_index_fault_names_the_tile_the_index_its_extent_and_the_line(
    worker: incore.Worker,
) -> None:
    x = np.zeros(4, np.int32)
    with pytest.raises(incore.DeviceFault) as info:
        worker.launch(module(2)["bad_index"], x, -3, blocks=1)
    err = info.value
    line = next(n for n, text in enumerate(SRC.splitlines(), 1) if "x[0] = t[k]" in text)
    assert err.line == line and err.file == "tiles.ik"
    assert (f"tile index out of range: index -3 in t[k], dim 0 of tile 't' (Tile[[16], i32]) "
            f"has extent 16 at tiles.ik:{line}") in err.message
    assert err.hint == ("keep the index in 0..15: test it, or clamp it with min/max, before "
                        "indexing the tile")
    assert "divisor" not in err.hint


@OPTS
def test_bypass_tile_load(worker: incore.Worker, opt: int) -> None:
    x = np.arange(40, dtype=np.float32)
    y = np.zeros_like(x)
    worker.launch(module(opt)["bypass"], x, y, blocks=3)
    np.testing.assert_array_equal(y, x + 1)


def test_bypass_tile_load_ir_adds_the_entry_offset_per_lane() -> None:
    ir_text = incore.compile(SRC, filename="tiles.ik", link=False)["bypass"].ir
    entry = ir_text.split("body:")[0]
    assert entry.count("l2.offset") >= 1  # read once, in the entry block
    lanes = re.findall(r'getelementptr i8, ptr %"x\.lane\S*", i64 %"l2\.offset"', ir_text)
    # the unmasked lane loop, and the masked one's three parts (lowering/edge_rows.py): the
    # lanes inside the window, and those before and after it (outside: the address they
    # compute is never accessed)
    assert len(lanes) == 4
    assert "y.lane" in ir_text and not re.search(r'%"y\.lane\S*", i64 %"l2', ir_text)
    a5 = incore.compile(SRC, filename="tiles.ik", link=False, arch="a5")["bypass"].ir
    assert "!nontemporal" in a5 and "l2.offset" not in a5


def test_tile_add_vectorises_at_O2() -> None:  # noqa: N802
    asm = module(2)["add"].asm
    packed = re.findall(r"\bv?addps\s+[^\n]*%[xyz]mm", asm)
    assert packed, "the -O2 tile add has no packed adds"


@OPTS
def test_matmul_on_the_aic(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(4)
    a = rng.integers(-4, 4, (10, 24)).astype(np.float32)  # exact in f32: any order agrees
    b = rng.integers(-4, 4, (24, 20)).astype(np.float32)
    c = np.zeros((10, 20), np.float32)
    worker.launch(module(opt)["mm"], a, b, c, blocks=3)
    np.testing.assert_array_equal(c, a @ b)


@OPTS
def test_matmul_in_the_aic_part_of_a_mix_kernel(worker: incore.Worker, opt: int) -> None:
    rng = np.random.default_rng(5)
    a = rng.integers(-4, 4, (8, 8)).astype(np.float32)
    b = rng.integers(-4, 4, (8, 16)).astype(np.float32)
    c, s = np.zeros((8, 16), np.float32), np.zeros(8, np.float32)
    worker.launch(module(opt)["mixed"], a, b, c, s, blocks=2)
    np.testing.assert_array_equal(c, a @ b)
    np.testing.assert_array_equal(s, a.sum(axis=1))


def test_tiles_are_stack_storage_only() -> None:
    """A tile kernel links as a text-only payload: its tiles are allocas, not .data/.bss."""
    ir_text = module(2)["grid"].ir
    assert "alloca float, i64 64" in ir_text and "global" not in ir_text


@OPTS
def test_f16_and_bf16_tiles_round_every_lane_result(worker: incore.Worker, opt: int) -> None:
    import ml_dtypes

    rng = np.random.default_rng(6)
    x = (rng.standard_normal(16) * 10).astype(np.float16)
    b = (rng.standard_normal(16) * 10).astype(ml_dtypes.bfloat16)
    y, z = np.zeros_like(x), np.zeros_like(b)
    s = np.zeros(2, np.float32)
    worker.launch(module(opt)["half"], x, y, b, z, s, blocks=1)
    np.testing.assert_array_equal(y.view(np.uint16), (x * np.float16(3.0) + x / np.float16(7.0))
                                  .view(np.uint16))
    bf = ml_dtypes.bfloat16
    np.testing.assert_array_equal(z.view(np.uint16), (b * b - bf(1.5)).view(np.uint16))
    # the f16 sum accumulates in f32 in the documented order and rounds once to f16
    assert s[0] == np.float32(np.float16(partial_sum(x.astype(np.float32))))
    assert s[1] == np.float32(b.astype(np.float32).max())


@OPTS
def test_helpers_take_and_return_tiles(worker: incore.Worker, opt: int) -> None:
    x = np.random.default_rng(7).standard_normal(32).astype(np.float32)
    y, s = np.zeros(32, np.float32), np.zeros(2, np.float32)
    worker.launch(module(opt)["helpers"], x, y, s, blocks=1)

    def softmax_row(v: np.ndarray, scale: float) -> np.ndarray:
        e = np.exp((v - v.max()) * np.float32(scale))
        return e / e.sum()

    np.testing.assert_allclose(y[:16], softmax_row(x[:16], 2.0) + 1, rtol=1e-6)
    np.testing.assert_array_equal(y[16:], 0)
    assert s[0] == pytest.approx(partial_sum(x[:16]) + 1, rel=1e-6)
    assert s[1] == 32.0  # a scalar argument fills every lane of the tile parameter
