"""A matmul's GM window operands (lowering/matmul_operands.py): windows of 2-D and 3-D
tensors (an indexed dim first, or between the two sliced ones), inside the tensor and past
its edges (the lanes outside read 0), give the k-ordered result compiled and interpreted, for
f32, f64, i32 and f16 (staged straight into f32)."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from tests.e2e.test_matmul_blocking import (
    ACC,
    DTYPES,
    k_ordered,
    operands,
    padded,
)

SRC = """
const TM = 12
const TN = 20
const TK = 9

@aic
kernel flat(a: Tensor[[M, K], {dt}], b: Tensor[[KB, N], {dt}], c: Tensor[[MC, N], {acc}],
            i: i32, k: i32):
    acc = load(c[0:TM, 0:TN])
    acc += a[i:i + TM, k:k + TK] @ b[0:TK, 0:TN]
    c[0:TM, 0:TN] = acc

@aic
kernel batch(a: Tensor[[B, M, K], {dt}], b: Tensor[[KB, N], {dt}], c: Tensor[[MC, N], {acc}],
             p: i32, i: i32):
    c[0:TM, 0:TN] = a[p, i:i + TM, 1:1 + TK] @ b[0:TK, 0:TN]

@aic
kernel middle(a: Tensor[[M, B, K], {dt}], b: Tensor[[KB, N], {dt}], c: Tensor[[MC, N], {acc}],
              p: i32, i: i32):
    c[0:TM, 0:TN] = a[i:i + TM, p, 0:TK] @ b[0:TK, 0:TN]
"""


def window(x: np.ndarray, starts: tuple[int, int], shape: tuple[int, int]) -> np.ndarray:
    """``x[r:r + h, c:c + w]`` with the lanes past the edges read as 0."""
    (r, c), (h, w) = starts, shape
    out = np.zeros(shape, x.dtype)
    part = x[r:r + h, c:c + w]
    out[:part.shape[0], :part.shape[1]] = part
    return out


@pytest.mark.parametrize("dt", ["f32", "f64", "i32", "f16"])
@pytest.mark.parametrize("i, k", [(0, 0), (5, 3), (20, 3), (5, 25), (28, 30)])
def test_flat_windows_inside_and_at_the_edges(workers, dt, i, k):
    acc = np.dtype(DTYPES[ACC[dt]])
    mod = incore.compile(SRC.format(dt=dt, acc=ACC[dt]), filename="operands.ik")
    rng = np.random.default_rng(i * 100 + k)
    a, b = operands(rng, dt, (40, 33)), operands(rng, dt, (9, 20))
    start = operands(rng, ACC[dt], (12, 20))
    want = k_ordered(window(a, (i, k), (12, 9)), padded(b, (9, 20)), start, acc)
    for w in workers:
        c = start.copy()
        w.launch(mod["flat"], a, b, c, i, k, blocks=1)
        assert c.tobytes() == want.tobytes()


@pytest.mark.parametrize("dt", ["f32", "i32"])
def test_windows_of_three_dimensional_tensors(workers, dt):
    acc = np.dtype(DTYPES[ACC[dt]])
    mod = incore.compile(SRC.format(dt=dt, acc=ACC[dt]), filename="operands.ik")
    rng = np.random.default_rng(3)
    b = operands(rng, dt, (9, 20))
    zero = np.zeros((12, 20), acc)
    lead = operands(rng, dt, (3, 30, 11))  # [B, M, K]
    mid = operands(rng, dt, (30, 4, 9))  # [M, B, K]
    for w in workers:
        for p, i in ((0, 0), (2, 7), (1, 25)):
            c = np.zeros((12, 20), acc)
            w.launch(mod["batch"], lead, b, c, p, i, blocks=1)
            assert c.tobytes() == k_ordered(window(lead[p], (i, 1), (12, 9)), b, zero,
                                            acc).tobytes()
            c = np.zeros((12, 20), acc)
            w.launch(mod["middle"], mid, b, c, p, i, blocks=1)
            assert c.tobytes() == k_ordered(window(mid[:, p, :], (i, 0), (12, 9)), b, zero,
                                            acc).tobytes()
