"""The cross-check catches a deliberately broken lowering (one operation's codegen patched),
through ``Worker(cross_check=True)``, ``incore run --cross-check`` and the corpora's harness,
naming the tensor and the first wrong index; a correct lowering agrees."""

from __future__ import annotations

import textwrap

import numpy as np
import pytest

import incore
from incore import cli
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

GOLDEN = """\
import numpy as np

LAUNCH = {"kernel": "addk", "blocks": 4}

def generate_inputs():
    return {"x": np.arange(16, dtype=np.int32), "y": np.zeros(16, np.int32), "k": 3}

def compute_golden(inputs):
    x = inputs["x"]
    return {"y": np.where(np.arange(16) >= 5, x + 3, x * 2).astype(np.int32)}
"""


@pytest.fixture
def broken(monkeypatch, tmp_path):
    """The lowering with integer ``+`` emitted as ``-`` (a fresh compile cache)."""
    monkeypatch.setenv("INCORE_CACHE_DIR", str(tmp_path / "cache"))
    good = arith.int_binary

    def int_binary(em, op, a, c, t):
        return good(em, "-" if op == "+" else op, a, c, t)

    monkeypatch.setattr(arith, "int_binary", int_binary)


def _args():
    return np.arange(16, dtype=np.int32), np.zeros(16, np.int32), 3


def test_worker_cross_check_names_the_tensor_and_the_first_wrong_index(broken) -> None:
    kernel = incore.compile(SRC, "addk.ik", opt=2)["addk"]
    x, y, k = _args()
    with incore.Worker(cross_check=True) as w, pytest.raises(incore.CrossCheckError) as info:
        w.launch(kernel, x, y, k, blocks=4)
    err = info.value
    assert err.code == "CROSS_CHECK_MISMATCH" and err.kernel == "addk" and err.opt == 2
    (d,) = err.differences
    assert (d.tensor, d.index, int(d.compiled), int(d.interpreted), d.ulps, d.count) == \
        ("y", (5,), 2, 8, 6, 11)
    assert err.message == (
        "kernel 'addk' (-O2, 4 block(s)): the compiled and the interpreted launch disagree: "
        "y[5]: compiled 2, interpreted 8 (difference 6; 11 of 16 elements differ)")
    assert y.tolist()[:6] == [0, 2, 4, 6, 8, 2]  # the compiled run's results, copied back


def test_a_stream_launch_that_differs_fails_its_stream(broken) -> None:
    kernel = incore.compile(SRC, "addk.ik", opt=1)["addk"]
    x, y, k = _args()
    with incore.Worker(cross_check=True) as w:
        dx, dy = w.to_device(x), w.zeros(16, np.int32)
        s = w.stream()
        s.launch(kernel, dx, dy, k, blocks=2)
        with pytest.raises(incore.CrossCheckError, match=r"y\[5\]: compiled 2") as info:
            s.synchronize()
        assert info.value.launch == 1 and info.value.differences[0].index == (5,)
        with s.capture() as g:
            s.launch(kernel, dx, dy, 0, blocks=2)  # + 0 is right even as - 0
        g.replay(s)
        s.synchronize()
        assert dy.numpy().tolist() == [0, 2, 4, 6, 8] + list(range(5, 16))


def test_incore_run_cross_check_fails_the_case_naming_the_element(broken, tmp_path,
                                                                  capsys) -> None:
    example = tmp_path / "addk"
    example.mkdir()
    (example / "kernel.ik").write_text(SRC)
    (example / "golden.py").write_text(textwrap.dedent(GOLDEN))
    assert cli.main(["run", str(example), "--cross-check", "-O3"]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "CrossCheckError" in out
    assert "kernel 'addk' (-O3, 4 block(s))" in out and "y[5]: compiled 2, interpreted 8" in out


def test_the_corpus_harness_records_the_difference(broken) -> None:
    kernel = incore.compile(SRC, "addk.ik", opt=0)["addk"]
    rec = Recorder()
    with incore.Worker() as w, pytest.raises(incore.CrossCheckError):
        cross_launch(incore.Worker.launch, rec)(w, kernel, *_args(), blocks=4)
    assert rec.launches == 1
    assert rec.differences == [
        "kernel 'addk' (-O0, 4 block(s)): the compiled and the interpreted launch disagree: "
        "y[5]: compiled 2, interpreted 8 (difference 6; 11 of 16 elements differ)"]


def test_a_correct_lowering_agrees() -> None:
    kernel = incore.compile(SRC, "addk.ik")["addk"]
    x, y, k = _args()
    with incore.Worker(cross_check=True) as w:
        stats = w.launch(kernel, x, y, k, blocks=4)
        dx, dy = w.to_device(x), w.zeros(16, np.int32)
        w.launch(kernel, dx, dy, k, blocks=3)
        assert dy.numpy().tolist() == y.tolist()
    assert stats.blocks == 4
    assert y.tolist() == [0, 2, 4, 6, 8] + list(range(8, 19))
