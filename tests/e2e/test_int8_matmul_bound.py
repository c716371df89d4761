"""docs/language.md's bound on an i8 x i8 matmul: the i32 sum of K products of -128 * -128
(2**14 each) is exact up to K = 131071 (2**31 - 2**14) and wraps at K = 131072 (2**31), on the
simulated device as numpy's i32 arithmetic does."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import incore

DOC = Path(__file__).resolve().parents[2] / "docs" / "language.md"

SRC = """
@aic
kernel dot(a: Tensor[[1, K], i8], b: Tensor[[K, 1], i8], c: Tensor[[1, 1], i32]):
    c[0:1, 0:1] = a[0:1, 0:K] @ b[0:K, 0:1]
"""


def test_the_documented_bound_is_131071() -> None:
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    bound = re.search(r"an i8 × i8 product of K ≤ (\d+) never overflows", text)
    assert bound is not None and int(bound.group(1)) == 131071


@pytest.mark.parametrize("k, expected", [(131071, 131071 * 2**14), (131072, -(2**31))])
def test_all_minus_128_is_exact_at_the_bound_and_wraps_past_it(k: int, expected: int) -> None:
    mod = incore.compile(f"const K = {k}\n" + SRC, filename="bound.ik", opt=2)
    a = np.full((1, k), -128, np.int8)
    b = np.full((k, 1), -128, np.int8)
    c = np.zeros((1, 1), np.int32)
    with incore.Worker() as w:
        w.launch(mod["dot"], a, b, c, blocks=1)
    assert int(c[0, 0]) == expected
    with np.errstate(over="ignore"):
        assert int((a.astype(np.int32) @ b.astype(np.int32))[0, 0]) == expected
