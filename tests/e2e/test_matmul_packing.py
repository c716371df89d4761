"""The matmul's packed right operands (lowering/packing.py, tile_matmul.pack): a tile
variable read only as the right operand of ``@`` is stored panel by panel, and a right
operand larger than an L1 data cache is packed per statement.  Neither changes a bit: on
tiles with tail panels (N not a multiple of 16, or of 8 for f64), K not a multiple of the
unrolling, windows past the tensors' edges and every operand type, compiled and interpreted
launches give the k-ordered result of ``test_matmul_blocking.k_ordered``.  Which variables
are packed is decided from the kernel's uses; any other use keeps a variable row-major."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import incore
from incore import frontend
from incore.lowering import packing, tile_matmul
from tests.e2e.test_matmul_blocking import (
    ACC,
    DTYPES,
    k_ordered,
    operands,
    padded,
)

ROOT = Path(__file__).resolve().parents[2]

# C = A @ B in the BLAS loop order: a [TK, TN] block of B staged once per (j, k) into the
# packed variable bt and used by every row panel; C is read back between k blocks.
BLOCKED = """
const TM = {tm}
const TN = {tn}
const TK = {tk}

@aic
kernel blocked(a: Tensor[[M, K], {dt}], b: Tensor[[K, N], {dt}], c: Tensor[[M, N], {acc}]):
    for j in range(0, N, TN):
        for k in range(0, K, TK):
            bt = b[k:k + TK, j:j + TN]
            for i in range(block_idx * TM, M, block_num * TM):
                if k == 0:
                    c[i:i + TM, j:j + TN] = a[i:i + TM, k:k + TK] @ bt
                else:
                    acc = load(c[i:i + TM, j:j + TN])
                    acc += a[i:i + TM, k:k + TK] @ bt
                    c[i:i + TM, j:j + TN] = acc

@aic
kernel large(a: Tensor[[M, K], {dt}], b: Tensor[[K, N], {dt}], c: Tensor[[M, N], {acc}]):
    c[0:TM, 0:TN] = a[0:TM, 0:TK] @ b[0:TK, 0:TN]
"""

# (TM, TN, TK) and the tensors' (M, N, K): tails, edges, several k blocks; TK of every
# remainder modulo tile_matmul.PACK_GROUP (the rows packed after the last whole group), with
# windows inside the tensors (packed straight from GM) and past their edges
SHAPES = [((8, 40, 13), (19, 77, 30)), ((16, 24, 8), (16, 24, 8)), ((9, 17, 5), (30, 50, 21)),
          ((8, 24, 6), (16, 48, 12)), ((8, 40, 7), (19, 77, 30)), ((4, 30, 3), (8, 60, 6))]
# right operands above tile_matmul.PACK_MIN_BYTES, packed per statement
LARGE = [((8, 72, 160), (8, 72, 160)), ((12, 150, 100), (10, 140, 90))]


def reference(a: np.ndarray, b: np.ndarray, tile: tuple[int, int, int], acc: np.dtype):
    """What the blocked kernel computes: each k block's products added in k order from +0
    (lanes past the tensors read 0 and add their +0 products), cut to the tensor."""
    (tm, tn, tk), (m, k), n = tile, a.shape, b.shape[1]
    steps = -(-k // tk) * tk
    rows, cols = -(-m // tm) * tm, -(-n // tn) * tn
    full = k_ordered(padded(a, (rows, steps)), padded(b, (steps, cols)),
                     np.zeros((rows, cols), acc), acc)
    return full[:m, :n]


@pytest.mark.parametrize("dt", list(DTYPES))
@pytest.mark.parametrize("tile, tensor", SHAPES)
def test_a_packed_variable_gives_the_row_major_bits(workers, dt, tile, tensor):
    (tm, tn, tk), (m, n, k) = tile, tensor
    src = BLOCKED.format(tm=tm, tn=tn, tk=tk, dt=dt, acc=ACC[dt])
    kernel = frontend.check(src, "blocked.ik").kernels["blocked"]
    assert packing.packed_variables(kernel.body, kernel.tiles) == {"bt"}
    acc = np.dtype(DTYPES[ACC[dt]])
    rng = np.random.default_rng(m * 100 + n + k)
    a, b = operands(rng, dt, (m, k)), operands(rng, dt, (k, n))
    want = reference(a, b, (tm, tn, tk), acc)
    mod = incore.compile(src, filename="blocked.ik")
    for w in workers:
        for blocks in (1, 2):
            c = np.full((m, n), 7, acc)
            w.launch(mod["blocked"], a, b, c, blocks=blocks)
            assert c.tobytes() == want.tobytes()


@pytest.mark.parametrize("dt", ["f32", "f64", "bf16", "i8"])
@pytest.mark.parametrize("tile, tensor", LARGE)
def test_a_large_right_operand_packed_per_statement_gives_the_same_bits(workers, dt, tile,
                                                                         tensor):
    (tm, tn, tk), (m, n, k) = tile, tensor
    assert tk * tn * 4 > tile_matmul.PACK_MIN_BYTES and tm >= tile_matmul.PACK_MIN_ROWS
    mod = incore.compile(BLOCKED.format(tm=tm, tn=tn, tk=tk, dt=dt, acc=ACC[dt]),
                         filename="large.ik")
    acc = np.dtype(DTYPES[ACC[dt]])
    rng = np.random.default_rng(tm + tn + tk)
    a, b = operands(rng, dt, (m, k)), operands(rng, dt, (k, n))
    want = k_ordered(padded(a, (tm, tk)), padded(b, (tk, tn)), np.zeros((tm, tn), acc),
                     acc)[:m, :n]
    for w in workers:
        c = np.zeros((m, n), acc)
        w.launch(mod["large"], a, b, c, blocks=1)
        assert c.tobytes() == want.tobytes()


USES = """
@aic
kernel uses(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    packed = b[0:16, 0:16]
    again = b[0:16, 0:16]
    read = b[0:16, 0:16]
    element = b[0:16, 0:16]
    stored = b[0:16, 0:16]
    passed = b[0:16, 0:16]
    left = b[0:16, 0:16]
    unused = b[0:16, 0:16]
    row = b[0:1, 0:16]
    acc = zeros([16, 16], f32)
    acc += a[0:16, 0:16] @ packed
    again = b[16:32, 0:16] * 2.0
    acc += a[0:16, 0:16] @ again
    acc += a[0:16, 0:16] @ read
    acc += read
    acc += a[0:16, 0:16] @ element
    acc[0, 0] = element[1, 1]
    acc += a[0:16, 0:16] @ stored
    stored[2, 2] = 1.0
    acc += a[0:16, 0:16] @ passed
    acc += twice(passed)
    acc += left @ a[0:16, 0:16]
    acc += a[0:16, 0:16] @ row.reshape([16, 1]) * 0.0 + 0.0
    c[0:16, 0:16] = acc

func twice(t: Tile[[16, 16], f32]) -> Tile[[16, 16], f32]:
    return t * 2.0
"""


def test_only_variables_read_as_right_operands_and_written_whole_are_packed() -> None:
    kernel = frontend.check(USES, "uses.ik").kernels["uses"]
    assert packing.packed_variables(kernel.body, kernel.tiles) == {"packed", "again"}


@pytest.mark.parametrize("mkn", [(100, 300, 270), (64, 512, 256), (33, 17, 300)])
def test_the_examples_blocked_matmul_gives_matmuls_bits(workers, mkn):
    m, k, n = mkn
    mod = incore.compile_file(ROOT / "examples" / "matmul" / "kernel.ik")
    rng = np.random.default_rng(k)
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    compiled, _ = workers
    want = np.zeros((m, n), np.float32)
    compiled.launch(mod["matmul"], a, b, want, blocks=2)
    for blocks in (1, 2, 3, 4):  # 3 and 4 with fewer column blocks than blocks: rows shared
        c = np.full((m, n), np.nan, np.float32)
        compiled.launch(mod["matmul_blocked"], a, b, c, blocks=blocks)
        assert c.tobytes() == want.tobytes()


STAGED = """
@aic
kernel strided(a: Tensor[[M, K], f32], x: Tensor[[K, N, P], f32], c: Tensor[[M, N], f32]):
    bt = x[0:16, 0:24, 1]
    c[0:8, 0:24] = a[0:8, 0:16] @ bt
"""


def test_a_packed_variable_is_copied_from_gm_only_in_the_plain_variant() -> None:
    blocked = incore.compile(BLOCKED.format(tm=8, tn=40, tk=13, dt="f32", acc="f32"),
                             filename="blocked.ik")["blocked"]
    assert "b.rows" in blocked.ir  # rows copied straight into the panels (packing.assign)
    bounds = incore.compile(BLOCKED.format(tm=8, tn=40, tk=13, dt="f32", acc="f32"),
                            filename="blocked.ik", bounds_check=True)["blocked"]
    for variant in (blocked.l2_variant(), blocked.sanitize_variant(), bounds):
        assert "b.rows" not in variant.ir  # their GM reads are recorded or checked per lane


def test_a_window_with_strided_columns_is_staged_then_packed(workers) -> None:
    kernel = incore.compile(STAGED, filename="staged.ik")["strided"]
    assert "x.rows" not in kernel.ir
    rng = np.random.default_rng(9)
    a = operands(rng, "f32", (8, 16))
    x = operands(rng, "f32", (16, 24, 3))
    want = k_ordered(a, x[:, :, 1], np.zeros((8, 24), np.float32), np.dtype(np.float32))
    for w in workers:
        c = np.zeros((8, 24), np.float32)
        w.launch(kernel, a, x, c, blocks=1)
        assert c.tobytes() == want.tobytes()
