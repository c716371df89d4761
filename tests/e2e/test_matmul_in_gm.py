"""Matmuls written into GM in place (lowering/matmul_gm.py) and the prefetches that feed them
(lowering/prefetch.py).  ``c[W] = a @ b`` and the triple ``acc = load(c[W])``,
``acc += a @ b``, ``c[W] = acc`` (``acc`` used nowhere else) run their register blocks on
``c``'s window when it lies inside ``c``; the bits are those of the staged statements (the
bounds-checked variant, which never fuses, is the reference here), also when an operand reads
the window being written or the tensors share memory.  Windows past the edges (staged path):
tests/e2e/test_matmul_packing.py, whose blocked kernel has tails in every dim."""

from __future__ import annotations

import re

import numpy as np
import pytest

import incore
from incore import frontend
from incore.lowering import matmul_gm
from tests.e2e.test_matmul_blocking import k_ordered
from tests.lowering.test_prefetch import BLOCKED

F32 = np.dtype(np.float32)


def _accumulators(src: str, name: str) -> set[str]:
    kernel = frontend.check(src, f"{name}.ik").kernels[name]
    return matmul_gm.accumulators(kernel.body, kernel.tiles)


def test_the_blocked_kernels_accumulator_is_fused() -> None:
    assert _accumulators(BLOCKED, "blocked") == {"acc"}
    kernel = incore.compile(BLOCKED, filename="blocked.ik")["blocked"]
    assert "mm.gm" in kernel.ir
    bounds = incore.compile(BLOCKED, filename="blocked.ik", bounds_check=True)["blocked"]
    for variant in (kernel.l2_variant(), kernel.sanitize_variant(), bounds):
        assert "mm.gm" not in variant.ir  # their GM accesses are the staged tiles'


TRIPLE = """
@aic
kernel t(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32],
         d: Tensor[[M, N], f32]):
    acc = load(c[0:8, 0:32]{load_kw})
{between}    acc += {left} @ {right}
    c[{store}]{store_kw} = acc
{after}"""

TRIPLES = {
    "fused": ({}, {"acc"}),
    "read again later": ({"after": "    d[0:8, 0:32] = acc\n"}, set()),
    "a masked load": ({"load_kw": ", mask=arange(32) < 8"}, set()),
    "not three in a row": ({"between": "    d[0:8, 0:32] = 1.0\n"}, set()),
    "another window stored": ({"store": "8:16, 0:32"}, set()),
    "the accumulator an operand": ({"left": "acc", "right": "b[0:32, 0:32]"}, set()),
}


@pytest.mark.parametrize("case", list(TRIPLES))
def test_only_an_accumulator_used_nowhere_else_is_fused(case) -> None:
    fields, want = TRIPLES[case]
    src = TRIPLE.format(**{"load_kw": "", "left": "a[0:8, 0:16]", "right": "b[0:16, 0:32]",
                           "store": "0:8, 0:32",
                           "store_kw": "", "after": "", "between": "", **fields})
    assert _accumulators(src, "t") == want


ALIASED = """
@aic
kernel triple(x: Tensor[[N, N], f32], b: Tensor[[N, N], f32], c: Tensor[[N, N], f32]):
    for i in range(0, N, 8):
        acc = load(c[i:i + 8, 0:32])
        acc += x[i:i + 8, 0:32] @ b[0:32, 0:32]
        c[i:i + 8, 0:32] = acc

@aic
kernel shifted(x: Tensor[[N, N], f32], b: Tensor[[N, N], f32], c: Tensor[[N, N], f32]):
    for i in range(8, N, 8):
        acc = load(c[i:i + 8, 0:32])
        acc += x[i - 4:i - 4 + 8, 0:32] @ b[0:32, 0:32]
        c[i:i + 8, 0:32] = acc

@aic
kernel store(x: Tensor[[N, N], f32], b: Tensor[[N, N], f32], c: Tensor[[N, N], f32]):
    for i in range(0, N, 8):
        c[i:i + 8, 0:32] = c[i:i + 8, 0:32] @ b[0:32, 0:32] + x[i:i + 8, 0:32] @ b[0:32, 0:32]
"""


@pytest.mark.parametrize("name", ["triple", "shifted", "store"])
def test_operands_that_share_memory_with_the_result_give_the_staged_bits(name) -> None:
    """With x also c, the left operand overlaps the result (a block of rows written before
    a later block reads them, in "shifted"): the blocks must not read it from GM as they
    go (matmul_operands: it is staged first when the windows meet)."""
    rng = np.random.default_rng(5)
    x = rng.standard_normal((32, 32)).astype(np.float32)
    b = rng.standard_normal((32, 32)).astype(np.float32)
    fused = incore.compile(ALIASED, filename="aliased.ik")[name]
    staged = incore.compile(ALIASED, filename="aliased.ik", bounds_check=True)[name]
    assert ("mm.gm" in fused.ir) == (name != "store")
    assert "mm.a.gm" in fused.ir and "mm.a.gm" not in staged.ir
    results = []
    with incore.Worker() as w:
        for kernel in (fused, staged):
            dx, db = w.to_device(x), w.to_device(b)
            w.launch(kernel, dx, db, dx, blocks=1)  # x is also c: each statement reads it
            results.append(dx.numpy())
    assert results[0].tobytes() == results[1].tobytes()
    want = x.copy()  # rows 8 at a time: each block of rows is read before it is written
    for i in range(0, 32, 8):
        if name == "triple":
            want[i:i + 8] = k_ordered(x[i:i + 8], b, x[i:i + 8], F32)
    if name == "triple":
        assert results[0].tobytes() == want.tobytes()


FAR = """
@aic
kernel far(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32], step: i64):
    acc = zeros([8, 32], f32)
    for k in range(0, K, step):
        acc += a[0:8, k:k + 16] @ b[k:k + 16, 0:32]
    c[0:8, 0:32] = acc
"""


@pytest.mark.parametrize("step", [16, 1 << 20, 1 << 44, 1 << 45, 1 << 61])
def test_prefetches_past_every_tensor_change_nothing_and_fault_nowhere(step) -> None:
    """The next window of the last iteration lies past the tensors, here up to far outside
    the address space; the CPU drops a prefetch there."""
    kernel = incore.compile(FAR, filename="far.ik")["far"]
    assert "a.next" in kernel.ir
    rng = np.random.default_rng(3)
    a = rng.standard_normal((8, 16 if step > 16 else 64)).astype(np.float32)
    b = rng.standard_normal((a.shape[1], 32)).astype(np.float32)
    want = np.zeros((8, 32), np.float32)
    for k in range(0, a.shape[1], step):
        want = k_ordered(a[:, k:k + 16], b[k:k + 16], want, F32)
    with incore.Worker() as w:
        c = np.full((8, 32), np.nan, np.float32)
        w.launch(kernel, a, b, c, step, blocks=1)
    assert c.tobytes() == want.tobytes()


LARGE_RIGHT = """
@aic
kernel big(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    for i in range(0, M, 16):
        acc = load(c[i:i + 16, 0:256])
        acc += a[i:i + 16, 0:256] @ b[0:256, 0:256]
        c[i:i + 16, 0:256] = acc
"""


def _stack_bytes(ir_text: str) -> int:
    """The bytes of the tile buffers (f32 allocas) a variant's IR allocates."""
    return 4 * sum(int(n) for n in re.findall(r"alloca float, i64 (\d+)", ir_text))


def test_the_fast_paths_take_at_most_twice_the_stack_of_the_statement_as_written() -> None:
    """The in-place result and the copying blocks add ways to run a statement, each in its
    own branch; they share the left operand's buffer and the right operand's staging, so a
    256 x 256 right operand (staged and packed, 512 KiB) is not held four times."""
    plain = incore.compile(LARGE_RIGHT, filename="big.ik")["big"]
    written = incore.compile(LARGE_RIGHT, filename="big.ik", bounds_check=True)["big"]
    assert "mm.gm" in plain.ir and "mm.a.gm" in plain.ir
    assert _stack_bytes(plain.ir) <= 2 * _stack_bytes(written.ir)
    rng = np.random.default_rng(11)
    a = rng.standard_normal((64, 256)).astype(np.float32)
    b = rng.standard_normal((256, 256)).astype(np.float32)
    c0 = rng.standard_normal((64, 256)).astype(np.float32)
    with incore.Worker() as w:
        results = []
        for kernel in (plain, written):
            c = c0.copy()
            w.launch(kernel, a, b, c, blocks=1)
            results.append(c)
    assert results[0].tobytes() == results[1].tobytes()


EDGES = """
@aic
kernel triple(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32],
              i0: i64, j0: i64):
    acc = load(c[i0:i0 + 16, j0:j0 + 56])
    acc += a[i0:i0 + 16, 0:32] @ b[0:32, j0:j0 + 56]
    c[i0:i0 + 16, j0:j0 + 56] = acc

@aic
kernel store(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32],
             i0: i64, j0: i64):
    c[i0:i0 + 16, j0:j0 + 56] = a[i0:i0 + 16, 0:32] @ b[0:32, j0:j0 + 56]
"""


def launch_each(kernels, a: np.ndarray, b: np.ndarray, c0: np.ndarray,
                start: tuple[int, ...]) -> list[np.ndarray]:
    """C after each kernel's launch on ``a``, ``b``, a copy of ``c0`` and the scalars
    ``start`` (one block)."""
    results = []
    with incore.Worker() as w:
        for kernel in kernels:
            c = c0.copy()
            w.launch(kernel, a, b, c, *start, blocks=1)
            results.append(c)
    return results


@pytest.mark.parametrize("name", ["triple", "store"])
@pytest.mark.parametrize("start", [(0, 0), (15, 34), (19, 62), (-6, -20), (-14, 40), (23, 0),
                                   (0, 70)])
def test_a_result_window_past_an_edge_runs_only_the_blocks_it_stores(name, start) -> None:
    """A result window partly outside c runs staged, with the register blocks (4 x 24 of a
    16 x 56 result) wholly at or past c's last row or column skipped (matmul_gm._stored);
    with a start below 0 the blocks before c's first row still run, their lanes unstored;
    a window wholly past c's end runs none.  The bits are those of the statements as
    written (the bounds-checked variant never fuses)."""
    plain = incore.compile(EDGES, filename="edges.ik")[name]
    written = incore.compile(EDGES, filename="edges.ik", bounds_check=True)[name]
    assert "mm.stored" in plain.ir and "mm.stored" not in written.ir
    rng = np.random.default_rng(sum(start) + 40)
    a = rng.standard_normal((20, 32)).astype(np.float32)
    b = rng.standard_normal((32, 64)).astype(np.float32)
    c0 = rng.standard_normal((20, 64)).astype(np.float32)
    results = launch_each((plain, written), a, b, c0, start)
    assert results[0].tobytes() == results[1].tobytes()
    i0, j0 = start
    rows, cols = slice(max(i0, 0), max(i0 + 16, 0)), slice(max(j0, 0), max(j0 + 56, 0))
    assert not np.array_equal(results[0][rows, cols], c0[rows, cols]) or c0[rows, cols].size == 0
    outside = np.ones(c0.shape, bool)
    outside[rows, cols] = False
    assert np.array_equal(results[0][outside], c0[outside])


BATCHED = """
@aic
kernel batched(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[B, M, N], f32],
               p: i64, i0: i64, j0: i64):
    bt = b[0:32, 0:56]
    c[p, i0:i0 + 16, j0:j0 + 56] = a[i0:i0 + 16, 0:32] @ bt
"""


@pytest.mark.parametrize("start", [(1, 0, 0), (0, 10, 30), (2, -6, 8), (1, 4, 60)])
def test_a_result_window_indexed_in_a_leading_dim_stores_its_rows_and_columns(start) -> None:
    """``c[p, i:i + 16, j:j + 56]`` of a 3-D tensor partly outside it: the rows and columns
    it stores are those of its sliced dims (the indexed dim has no extent), the bits those
    of the statement as written."""
    plain = incore.compile(BATCHED, filename="batched.ik")["batched"]
    written = incore.compile(BATCHED, filename="batched.ik", bounds_check=True)["batched"]
    rng = np.random.default_rng(sum(start) + 7)
    a = rng.standard_normal((20, 32)).astype(np.float32)
    b = rng.standard_normal((32, 64)).astype(np.float32)
    c0 = rng.standard_normal((3, 20, 64)).astype(np.float32)
    results = launch_each((plain, written), a, b, c0, start)
    assert results[0].tobytes() == results[1].tobytes()
    p, i0, j0 = start
    want = c0.copy()
    rows = slice(max(i0, 0), min(i0 + 16, 20))
    cols = slice(max(j0, 0), min(j0 + 56, 64))
    full = np.zeros((16, 56), np.float32)
    ai = np.zeros((16, 32), np.float32)
    ai[rows.start - i0:rows.stop - i0] = a[rows]
    full[:, :] = ai @ b[:, 0:56]
    want[p, rows, cols] = full[rows.start - i0:rows.stop - i0, cols.start - j0:cols.stop - j0]
    np.testing.assert_allclose(results[0], want, rtol=1e-5, atol=1e-5)
