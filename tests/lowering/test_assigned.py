"""Which tile variables start zero-filled (lowering/assigned.py): a variable that every path
assigns whole before any statement mentions it gets no fill; one that some statement may
mention first keeps it.  The e2e tests run each kernel on many blocks of one core, whose
stack still holds the previous block's tiles: a fill left out where it shows reads them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import incore
from incore import frontend
from incore.lowering.assigned import filled

HEAD = """
@aiv
kernel k(x: Tensor[[N], f32], y: Tensor[[N], f32]):
"""


def fill_of(body: str) -> set[str]:
    kernel = frontend.check(HEAD + body, "assigned.ik").kernels["k"]
    return filled(kernel.body, kernel.tiles)


@pytest.mark.parametrize("body, want", [
    # assigned before every mention
    ("    t = x[0:8]\n    y[0:8] = t\n", set()),
    ("    t = x[0:8]\n    t = t + 1.0\n    y[0:8] = t\n", set()),
    # both branches assign: assigned after the if
    ("    if block_idx == 0:\n        t = x[0:8]\n    else:\n        t = x[8:16]\n"
     "    y[0:8] = t\n", set()),
    # a loop body that assigns before it reads
    ("    for i in range(0, N, 8):\n        t = x[i:i + 8]\n        y[i:i + 8] = t * 2.0\n",
     set()),
    # one branch only: the other path reads the zeros
    ("    if block_idx == 0:\n        t = x[0:8]\n    y[0:8] = t\n", {"t"}),
    ("    if block_idx == 0:\n        pass\n    else:\n        t = x[0:8]\n    y[0:8] = t\n",
     {"t"}),
    # a loop may not run: after it, nothing it assigned counts
    ("    for i in range(0, N, 8):\n        t = x[i:i + 8]\n    y[0:8] = t\n", {"t"}),
    ("    while block_idx > 100:\n        t = x[0:8]\n    y[0:8] = t\n", {"t"}),
    # assigned in some iterations only: the others read the zeros, or the last value
    ("    for i in range(0, N, 8):\n        if i == 8:\n            t = x[i:i + 8]\n"
     "        y[i:i + 8] = t\n", {"t"}),
    # accumulating into it reads it: assigned in one branch, accumulated after
    ("    if block_idx == 0:\n        t = x[0:8]\n    t += x[8:16]\n    y[0:8] = t\n", {"t"}),
    # an element store leaves the other lanes: zeros unless assigned whole first
    ("    t = zeros([8], f32)\n    t[0] = 1.0\n    y[0:8] = t\n", set()),
    ("    if block_idx == 0:\n        t = x[0:8]\n    t[0] = 1.0\n    y[0:8] = t\n", {"t"}),
    # a helper's tile argument and a print mention it
    ("    if block_idx == 0:\n        t = x[0:8]\n    print(t)\n", {"t"}),
    # a variable never mentioned needs no fill either
    ("    t = x[0:8]\n    u = t * 2.0\n    y[0:8] = u\n", set()),
])
def test_a_fill_is_kept_exactly_where_a_mention_may_come_first(body, want):
    assert fill_of(body) == want


def test_the_examples_blocked_matmul_fills_nothing():
    src = (Path(__file__).resolve().parents[2] / "examples/matmul/kernel.ik").read_text()
    kernel = frontend.check(src, "kernel.ik").kernels["matmul_blocked"]
    assert set(kernel.tiles) >= {"bt", "acc"}
    assert filled(kernel.body, kernel.tiles) == set()


SRC = """
@aiv
kernel branchy(x: Tensor[[B, 8], f32], y: Tensor[[B, 8], f32]):
    i = block_idx
    if i % 2 == 0:
        t = x[i, 0:8]
    y[i, 0:8] = t

@aiv
kernel looped(x: Tensor[[B, 8], f32], y: Tensor[[B, 8], f32], n: i32):
    i = block_idx
    for r in range(n):
        t = x[i, 0:8]
    y[i, 0:8] = t

@aiv
kernel partial(x: Tensor[[B, 8], f32], y: Tensor[[B, 8], f32]):
    i = block_idx
    if i % 2 == 0:
        t = x[i, 0:8]
    t[i % 8] = 0.5
    y[i, 0:8] = t

@aiv
kernel helped(x: Tensor[[B, 8], f32], y: Tensor[[B, 8], f32]):
    i = block_idx
    y[i, 0:8] = pick(x[i, 0:8], i % 2 == 0)

func pick(v: Tile[[8], f32], keep: bool) -> Tile[[8], f32]:
    if keep:
        t = v
    return t
"""


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("name", ["branchy", "looped", "partial", "helped"])
def test_a_variable_that_may_be_read_first_reads_zeros_after_other_blocks_wrote_it(
        worker, opt, name):
    m = incore.compile(SRC, filename="assigned.ik", opt=opt)
    blocks = 16
    x = np.arange(1, blocks * 8 + 1, dtype=np.float32).reshape(blocks, 8)
    y = np.full((blocks, 8), -1.0, np.float32)
    args = (x, y, np.int32(0)) if name == "looped" else (x, y)
    worker.launch(m[name], *args, blocks=blocks)
    rows = np.arange(blocks)
    want = np.zeros_like(x)
    if name == "branchy" or name == "helped":
        want[rows % 2 == 0] = x[rows % 2 == 0]
    elif name == "partial":
        want[rows % 2 == 0] = x[rows % 2 == 0]
        want[rows, rows % 8] = 0.5
    np.testing.assert_array_equal(y, want)
