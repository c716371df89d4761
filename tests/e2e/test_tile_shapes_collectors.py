"""The sanitizer and the L2 model see the GM accesses of a kernel written with new axes as
they see any tile access: a race through ``t[:, None]`` is reported at its line, and the
line requests of ``x * s[:, None]`` are those of the same kernel reading ``s`` as a
``[T, 1]`` window."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore

SRC = """
const T = 8
const C = 16

@aiv
kernel rowscale(x: Tensor[[M, K], f32], s: Tensor[[M], f32], out: Tensor[[M, K], f32]):
    for r in range(block_idx * T, M, block_num * T):
        for c0 in range(0, K, C):
            out[r:r + T, c0:c0 + C] = x[r:r + T, c0:c0 + C] * s[r:r + T][:, None]

@aiv
kernel rowscale_window(x: Tensor[[M, K], f32], s: Tensor[[M, 1], f32],
                       out: Tensor[[M, K], f32]):
    for r in range(block_idx * T, M, block_num * T):
        for c0 in range(0, K, C):
            out[r:r + T, c0:c0 + C] = x[r:r + T, c0:c0 + C] * s[r:r + T, 0:1]

@aiv
kernel racy(s: Tensor[[T], f32], out: Tensor[[T, C], f32]):
    out[0:T, 0:C] = broadcast_to(s[0:T][:, None], [T, C]) + f32(block_idx)
"""


@functools.cache
def module() -> incore.Module:
    return incore.compile(SRC, filename="shapes_collected.ik", opt=2)


def _inputs() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(5)
    return (rng.standard_normal((37, 40)).astype(np.float32),
            rng.standard_normal(37).astype(np.float32))


def test_the_sanitizer_passes_a_clean_kernel_and_names_a_race_through_a_new_axis() -> None:
    x, s = _inputs()
    out = np.zeros_like(x)
    with incore.Worker(device_id=2, sanitize=True) as w:
        w.launch(module()["rowscale"], x, s, out, blocks=3)
        np.testing.assert_array_equal(out, x * s[:, None])
        with pytest.raises(incore.SanitizerError) as info:
            w.launch(module()["racy"], s[:8].copy(), np.zeros((8, 16), np.float32), blocks=2)
    line = next(k for k, text in enumerate(SRC.splitlines(), 1) if "broadcast_to(s" in text)
    races = [f for f in info.value.findings if f.tensor == "out"]
    assert races and all(f.kind == "race" for f in races)
    assert all(a.line == line for f in races for a in f.accesses)


def test_the_l2_model_counts_the_requests_of_a_window_read_as_a_column() -> None:
    x, s = _inputs()
    config = incore.L2Config(size=64 << 10, line=128, trace_records=1 << 14)
    requests = {}
    with incore.Worker(device_id=3, l2_model=config) as w:
        for name, scale in (("rowscale", s), ("rowscale_window", s[:, None].copy())):
            out = np.zeros_like(x)
            w.l2_flush()
            stats = w.launch(module()[name], x, scale, out, blocks=3)
            np.testing.assert_array_equal(out, x * s[:, None])
            requests[name] = (stats.l2.per_tensor["x"].requests,
                              stats.l2.per_tensor["out"].requests)
    assert requests["rowscale"] == requests["rowscale_window"]
    assert requests["rowscale"][0] > 0
