
"""The cross-check catches a deliberately broken lowering, naming the tensor and the first
wrong index, and counts the launches it checked."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.lowering import arith
from tests.support.crosscheck import Recorder, cross_launch

pytestmark = pytest.mark.device  # launches kernels on a simulated device

SRC = """\
kernel addk(x: Tensor[[N], i32], y: Tensor[[N], i32], k: i32):
    for i in range(block_idx, N, block_num):
        if i >= 5:
            y[i] = x[i] + k
        else:
            y[i] = x[i] * 2
"""


def test_a_broken_operation_is_caught_at_its_first_index(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("INCORE_CACHE_DIR", str(tmp_path))
    good = arith.int_binary

    def broken(em, op, a, c, t):
        return good(em, "-" if op == "+" else op, a, c, t)

    monkeypatch.setattr(arith, "int_binary", broken)
    kernel = incore.compile(SRC, "addk.ik", opt=2)["addk"]
    rec = Recorder()
    x = np.arange(16, dtype=np.int32)
    y = np.zeros(16, np.int32)
    with incore.Worker() as w:
        launch = cross_launch(incore.Worker.launch, rec)
        launch(w, kernel, x, y, 3, blocks=4)
    assert rec.launches == 1
    assert rec.differences == [
        "addk (blocks=4): y[5]: compiled np.int32(2), interpreted np.int32(8) "
        "(11 element(s) differ)"]


def test_a_correct_lowering_agrees() -> None:
    kernel = incore.compile(SRC, "addk.ik")["addk"]
    rec = Recorder()
    x = np.arange(16, dtype=np.int32)
    y = np.zeros(16, np.int32)
    with incore.Worker() as w:
        cross_launch(incore.Worker.launch, rec)(w, kernel, x, y, 3, blocks=4)
    assert rec.launches == 1 and rec.differences == []
    assert y.tolist() == [0, 2, 4, 6, 8] + list(range(8, 19))
