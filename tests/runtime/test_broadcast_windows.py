"""A GM window broadcast inside a tile expression is loaded once per statement (issue 31):
``acc += sum(blk * x[j:j + TN], axis=1)`` requests x's lines as often as the same kernel with
``xv = x[j:j + TN]`` as its own statement, with the same results, masked edges included, and
the sanitizer finds the same accesses in both forms."""

from __future__ import annotations

import numpy as np
import pytest

import incore

pytestmark = pytest.mark.device

FILE = "gemv.ik"
KERNELS = """
const TM = 16
const TN = 64

@aiv
kernel inline(a: Tensor[[M, N], f32], x: Tensor[[N], f32], y: Tensor[[M], f32]):
    for i in range(block_idx * TM, M, block_num * TM):
        acc = zeros([TM], f32)
        for j in range(0, N, TN):
            blk = load(a[i:i + TM, j:j + TN], other=0.0)
            acc += sum(blk * x[j:j + TN], axis=1)
        y[i:i + TM] = acc

@aiv
kernel separate(a: Tensor[[M, N], f32], x: Tensor[[N], f32], y: Tensor[[M], f32]):
    for i in range(block_idx * TM, M, block_num * TM):
        acc = zeros([TM], f32)
        for j in range(0, N, TN):
            blk = load(a[i:i + TM, j:j + TN], other=0.0)
            xv = x[j:j + TN]
            acc += sum(blk * xv, axis=1)
        y[i:i + TM] = acc

@aiv
kernel inline_other(a: Tensor[[M, N], f32], x: Tensor[[N], f32], y: Tensor[[M, N], f32]):
    y[0:TM, 0:TN] = load(a[0:TM, 0:TN], other=1.0) * load(x[0:TN], other=-2.0)

@aiv
kernel separate_other(a: Tensor[[M, N], f32], x: Tensor[[N], f32], y: Tensor[[M, N], f32]):
    xv = load(x[0:TN], other=-2.0)
    y[0:TM, 0:TN] = load(a[0:TM, 0:TN], other=1.0) * xv

@aiv
kernel race_inline(a: Tensor[[M, N], f32], x: Tensor[[N], f32], y: Tensor[[M], f32]):
    if block_idx == 0:
        x[0:TN] = zeros([TN], f32)
    y[0:TM] = sum(load(a[0:TM, 0:TN]) * x[0:TN], axis=1)

@aiv
kernel race_separate(a: Tensor[[M, N], f32], x: Tensor[[N], f32], y: Tensor[[M], f32]):
    if block_idx == 0:
        x[0:TN] = zeros([TN], f32)
    xv = x[0:TN]
    y[0:TM] = sum(load(a[0:TM, 0:TN]) * xv, axis=1)
"""


@pytest.fixture(scope="module")
def mod() -> incore.Module:
    return incore.compile(KERNELS, filename=FILE)


@pytest.mark.parametrize("m, n", [(256, 1024), (250, 1000)])
def test_the_gemv_requests_x_once_per_statement(mod, m, n):
    rng = np.random.default_rng(m)
    a = rng.standard_normal((m, n)).astype(np.float32)
    x = rng.standard_normal(n).astype(np.float32)
    with incore.Worker(device_id=62, l2_model=incore.L2Config.preset("910B3")) as w:
        da, dx = w.to_device(a), w.to_device(x)
        got, requests = {}, {}
        for name in ("inline", "separate"):
            dy = w.zeros(m, np.float32)
            w.l2_flush()
            l2 = w.launch(mod[name], da, dx, dy, blocks=1).l2
            got[name], requests[name] = dy.numpy(), l2.per_tensor["x"].requests
    assert np.array_equal(got["inline"], got["separate"])
    np.testing.assert_allclose(got["inline"], a.astype(np.float64) @ x, rtol=1e-4, atol=1e-4)
    assert requests["inline"] == requests["separate"]
    # one request per line of x per row panel: (m / 16) panels, not one per tile row
    line = incore.L2Config.preset("910B3").line
    panels = -(-m // 16)
    assert requests["inline"] <= panels * (-(-n * 4 // line) + n // 64)


def test_a_masked_broadcast_window_reads_other_past_the_tensor_edge(mod):
    a = np.arange(10 * 40, dtype=np.float32).reshape(10, 40)
    x = np.arange(40, dtype=np.float32) + 1
    with incore.Worker(device_id=62, l2_model=incore.L2Config.preset("910B3")) as w:
        out, da, dx = {}, w.to_device(a), w.to_device(x)
        for name in ("inline_other", "separate_other"):
            y = w.zeros((10, 40), np.float32)
            w.l2_flush()
            l2 = w.launch(mod[name], da, dx, y, blocks=1).l2
            out[name] = (y.numpy(), l2.per_tensor["x"].requests)
    assert np.array_equal(out["inline_other"][0], out["separate_other"][0])
    assert out["inline_other"][1] == out["separate_other"][1]
    np.testing.assert_array_equal(out["inline_other"][0], a * x)


def test_the_sanitizer_finds_the_same_race_on_a_broadcast_window(mod):
    a = np.ones((16, 64), np.float32)
    found = {}
    with incore.Worker(device_id=63, sanitize=True, timeout=20) as w:
        for name in ("race_inline", "race_separate"):
            x, y = np.ones(64, np.float32), np.zeros(16, np.float32)
            with pytest.raises(incore.SanitizerError) as info:
                w.launch(mod[name], a, x, y, blocks=2)
            found[name] = sorted((f.kind, f.tensor, f.index, tuple(sorted(
                acc.kind for acc in f.accesses))) for f in info.value.findings)
    assert found["race_inline"] == found["race_separate"]
    # the blocks' read of x races block 0's write (and both blocks write y[0:16])
    assert ("race", "x", (0,), ("read", "write")) in found["race_inline"]
