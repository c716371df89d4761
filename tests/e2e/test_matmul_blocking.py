"""The register-blocked tile matmul (issue 31): shapes that are not multiples of the register
block (4 x 24 with a float accumulator, 4 x 16 with i32) or of the k loop's unroll (8 steps,
4 for i32) (1 x K, K x 1, odd sizes, several panels and a tail, masked windows past the
tensors' edges) give, bit
for bit, the k-ordered sum of the products in the accumulator type (the start value, then per
k, ascending, one fused multiply-add in f32, a multiply and an add in f64 and i32), compiled
and interpreted alike, for f32, f64, f16/bf16 (f32 accumulation) and integer (i32
accumulation) operands.  The f32 reference rounds each exact rational step once."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import incore
from tests.support.fused import fused_matmul

DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16,
          "bf16": ml_dtypes.bfloat16, "i8": np.int8, "u8": np.uint8, "i16": np.int16,
          "i32": np.int32}
ACC = {"f32": "f32", "f64": "f64", "f16": "f32", "bf16": "f32", "i8": "i32", "u8": "i32",
       "i16": "i32", "i32": "i32"}

SRC = """
const TM = {tm}
const TN = {tn}
const TK = {tk}

@aic
kernel mm(a: Tensor[[M, K], {dt}], b: Tensor[[K, N], {dt}], c: Tensor[[M, N], {acc}]):
    c[0:TM, 0:TN] = a[0:TM, 0:TK] @ b[0:TK, 0:TN]

@aic
kernel mm_acc(a: Tensor[[M, K], {dt}], b: Tensor[[K, N], {dt}], c: Tensor[[M, N], {acc}]):
    acc = load(c[0:TM, 0:TN])
    for k in range(0, K, TK):
        acc += a[0:TM, k:k + TK] @ b[k:k + TK, 0:TN]
    c[0:TM, 0:TN] = acc

@aic
kernel mm_expr(a: Tensor[[M, K], {dt}], b: Tensor[[K, N], {dt}], c: Tensor[[M, N], {acc}]):
    c[0:TM, 0:TN] = (a[0:TM, 0:TK] * {dt}(3)) @ b[0:TK, 0:TN]
"""


def k_ordered(a: np.ndarray, b: np.ndarray, start: np.ndarray, acc: np.dtype) -> np.ndarray:
    """``start + a @ b`` summed one k at a time in ``acc`` (fused in f32; integers wrap like
    i32)."""
    if acc == np.float32:
        return fused_matmul(a, b, start)
    out = start.astype(acc)
    a, b = a.astype(acc), b.astype(acc)
    with np.errstate(over="ignore"):
        for k in range(a.shape[1]):
            out = (out + (a[:, k:k + 1] * b[k:k + 1, :]).astype(acc)).astype(acc)
    return out


def operands(rng: np.random.Generator, dt: str, shape: tuple[int, ...]) -> np.ndarray:
    if dt.startswith(("i", "u")):
        info = np.iinfo(DTYPES[dt])
        return rng.integers(max(info.min, -300), min(info.max, 300), shape, endpoint=True,
                            dtype=DTYPES[dt])
    x = rng.standard_normal(shape) * 4
    x[rng.random(shape) < 0.1] = -0.0  # signed zeros: +0 start values must stay visible
    return x.astype(DTYPES[dt])


def padded(x: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
    """``x`` cut to ``shape`` and padded with zeros to it (what a window of ``shape`` at 0, 0
    reads: lanes past the tensor read 0)."""
    out = np.zeros(shape, x.dtype)
    part = x[:shape[0], :shape[1]]
    out[:part.shape[0], :part.shape[1]] = part
    return out


# (tile M, N, K) and the tensors' (M, N, K): whole tiles, then windows past the edges
SHAPES = [((1, 16, 7), (1, 16, 7)), ((9, 1, 5), (9, 1, 5)), ((5, 19, 7), (5, 19, 7)),
          ((13, 33, 3), (13, 33, 3)), ((4, 16, 16), (4, 16, 16)), ((6, 17, 1), (6, 17, 1)),
          ((8, 32, 8), (7, 29, 13)), ((16, 24, 4), (11, 5, 9)),
          ((9, 50, 21), (9, 50, 21)), ((5, 75, 13), (4, 70, 12))]


@pytest.mark.parametrize("dt", list(DTYPES))
@pytest.mark.parametrize("tile, tensor", SHAPES)
def test_blocked_matmul_is_the_k_ordered_sum_compiled_and_interpreted(workers, dt, tile,
                                                                      tensor):
    (tm, tn, tk), (m, n, k) = tile, tensor
    acc = ACC[dt]
    acc_np = np.dtype(DTYPES[acc])
    mod = incore.compile(SRC.format(tm=tm, tn=tn, tk=tk, dt=dt, acc=acc), filename="mm.ik")
    rng = np.random.default_rng(tm * 1000 + tn * 10 + k)
    a, b = operands(rng, dt, (m, k)), operands(rng, dt, (k, n))
    start = operands(rng, acc, (m, n))
    steps = -(-k // tk) * tk  # the masked k lanes read 0 and still add their +0 products
    want_mm = k_ordered(padded(a, (m, tk)), padded(b, (tk, n)), np.zeros((m, n), acc_np),
                        acc_np)
    want_acc = k_ordered(padded(a, (m, steps)), padded(b, (steps, n)), start, acc_np)
    with np.errstate(over="ignore"):  # the operand an expression: rounded (or wrapped) to dt
        tripled = (padded(a, (m, tk)) * DTYPES[dt](3)).astype(DTYPES[dt])
    want_expr = k_ordered(tripled, padded(b, (tk, n)), np.zeros((m, n), acc_np), acc_np)
    for w in workers:
        c = np.zeros((m, n), acc_np)
        w.launch(mod["mm"], a, b, c, blocks=1)
        c2 = start.copy()
        w.launch(mod["mm_acc"], a, b, c2, blocks=1)
        c3 = np.zeros((m, n), acc_np)
        w.launch(mod["mm_expr"], a, b, c3, blocks=1)
        assert c.tobytes() == want_mm.tobytes()
        assert c2.tobytes() == want_acc.tobytes()
        assert c3.tobytes() == want_expr.tobytes()
