"""Loop marks (``incore/lowering/loopmeta.py``): a kernel's ``for`` and ``while`` loops carry
``llvm.loop.unroll.runtime.disable`` on their back edge, each with its own distinct loop ID;
the optimiser still vectorises them and no longer leaves a run-time-unrolled scalar copy
(whose addressing cost most of a compile's code generation)."""

from __future__ import annotations

import re

import pytest

import incore

ROWSCALE = """
@aiv
kernel rowscale(x: Tensor[[M, K], f32], scale: Tensor[[M], f32], bias: Tensor[[K], f32],
                out: Tensor[[M, K], f32]):
    for r in range(M):
        s = scale[r]
        for c in range(K):
            out[r, c] = x[r, c] * s + bias[c]
"""

LOOPS = """
@aiv
kernel loops(x: Tensor[[N], i32], y: Tensor[[N], i32]):
    i = 0
    while i < N:
        y[i] = x[i] + 1
        i += 1
    for j in range(0, N, 3):
        y[j] = y[j] * 2
"""


def _ir(source: str, name: str, opt: int = 2) -> tuple[str, str]:
    k = incore.compile(source, f"{name}.ik", opt=opt, cache=False)[name]
    return k.variants["aiv"].ir, k.variants["aiv"].llvm_ir


def test_each_loop_has_its_own_runtime_unroll_mark():
    lowered, _ = _ir(LOOPS, "loops")
    ids = re.findall(r"!llvm\.loop (!\d+)", lowered)
    assert len(ids) == 2 and len(set(ids)) == 2  # the while and the stepped for
    for ref in ids:
        node = re.search(rf"^{ref} = distinct !\{{ {ref}, (!\d+) \}}$", lowered, re.M)
        assert node, f"{ref} is not a self-referencing distinct loop ID"
        prop = re.search(rf"^{node.group(1)} = (.*)$", lowered, re.M).group(1)
        assert prop == '!{ !"llvm.loop.unroll.runtime.disable" }'


def test_the_vectorised_loop_leaves_no_run_time_unrolled_copy():
    lowered, optimised = _ir(ROWSCALE, "rowscale")
    assert lowered.count("!llvm.loop") == 2
    assert "vector.body" in optimised  # still vectorised
    assert ".prol" not in optimised and "unroll" not in optimised.replace(
        "llvm.loop.unroll.runtime.disable", "")


@pytest.mark.device
def test_marked_loops_compute_what_they_did():
    import numpy as np

    k = incore.compile(LOOPS, "loops.ik", cache=False)["loops"]
    x = np.arange(-50, 53, dtype=np.int32)
    y = np.zeros_like(x)
    want = x + 1
    want[::3] *= 2
    with incore.Worker(device_id=3) as w:
        w.launch(k, x, y, blocks=1)
    assert np.array_equal(y, want)
