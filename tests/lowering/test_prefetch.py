"""The next iteration's GM windows, prefetched by the ``@`` of a loop body
(lowering/prefetch.py): which loops and windows get prefetches, in which variants, and that
a window's prefetches cover its rows' lines.  Launches with prefetches past every tensor:
tests/e2e/test_matmul_in_gm.py."""

from __future__ import annotations

import re

import pytest

import incore
from incore import frontend
from incore.lowering import prefetch
from tests.e2e.test_matmul_packing import BLOCKED as BLOCKED_TEMPLATE

# The BLAS-order loop nest: the i loop's body multiplies and reads a's and c's windows at i.
BLOCKED = BLOCKED_TEMPLATE.format(tm=8, tn=32, tk=16, dt="f32", acc="f32")

PER_TILE = """
@aic
kernel per_tile(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    acc = zeros([8, 32], f32)
    for k in range(0, K, 16):
        acc += a[0:8, k:k + 16] @ b[k:k + 16, 0:32]
    c[0:8, 0:32] = acc
"""


def _ir(src: str, name: str, **options) -> str:
    return incore.compile(src, filename=f"{name}.ik", **options)[name].ir


def test_the_blocked_loop_prefetches_its_next_row_windows() -> None:
    text = _ir(BLOCKED, "blocked")
    assert "llvm.prefetch" in text
    assert "a.next" in text and "c.next" in text
    # bt's window is read by the k loop's body, which does not multiply: no prefetch for it
    assert "b.next" not in text


def test_a_k_loop_prefetches_both_operands() -> None:
    text = _ir(PER_TILE, "per_tile")
    assert "a.next" in text and "b.next" in text and "c.next" not in text


def test_variants_that_record_or_check_accesses_have_no_prefetches() -> None:
    kernel = incore.compile(BLOCKED, filename="blocked.ik")["blocked"]
    bounds = incore.compile(BLOCKED, filename="blocked.ik", bounds_check=True)["blocked"]
    for variant in (kernel.l2_variant(), kernel.sanitize_variant(), bounds):
        assert "llvm.prefetch" not in variant.ir


NO_PLAN = """
@aiv
kernel scale(x: Tensor[[N, 64], f32], y: Tensor[[N, 64], f32]):
    for i in range(0, N, 8):
        y[i:i + 8, 0:64] = x[i:i + 8, 0:64] * 2.0

@aic
kernel moved(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    acc = zeros([8, 32], f32)
    r = 0
    for k in range(0, K, 16):
        r = k // 16 * 8
        acc += a[r:r + 8, k:k + 16] @ b[0:16, 0:32]
    c[0:8, 0:32] = acc

@aic
kernel bypassed(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    acc = zeros([8, 32], f32)
    for k in range(0, K, 16):
        acc += load(a[0:8, k:k + 16], cache=CachePolicy.BYPASS) @ b[0:16, 0:32]
    c[0:8, 0:32] = acc
"""


def test_no_prefetch_without_a_matmul_or_a_window_that_moves_predictably() -> None:
    mod = incore.compile(NO_PLAN, filename="no_plan.ik")
    assert "llvm.prefetch" not in mod["scale"].ir  # nothing to hide the fetches behind
    moved = mod["moved"].ir
    # a's start reads r, which the body assigns: the next window is not known at the top;
    # b's window is the same every iteration (its lines are cached already)
    assert "a.next" not in moved and "b.next" not in moved
    bypassed = mod["bypassed"].ir
    assert "a.next" not in bypassed  # BYPASS lines are meant to stay out of L2
    assert "llvm.prefetch" not in bypassed


def test_the_plan_reads_only_the_body_of_its_own_loop() -> None:
    kernel = frontend.check(BLOCKED, "blocked.ik").kernels["blocked"]
    j_loop = kernel.body[0]
    k_loop = j_loop.body[0]
    i_loop = k_loop.body[1]
    assert not prefetch.multiplies(j_loop.body) and not prefetch.multiplies(k_loop.body)
    assert prefetch.multiplies(i_loop.body)  # through both arms of the if


@pytest.mark.parametrize("rows", [1, 7, 8, 40])
def test_a_stream_covers_every_line_of_a_row_whatever_its_alignment(rows) -> None:
    for row_bytes in (1, 4, 63, 64, 65, 128, 1000, 1024):
        stream = prefetch.WindowRows(None, None, rows, row_bytes, False)
        for start in range(64):  # the row's offset in its first line
            first, last = start // 64, (start + row_bytes - 1) // 64
            fetched = {(start + min(c * 64, row_bytes - 1)) // 64 for c in range(stream.lines)}
            assert fetched == set(range(first, last + 1))


MANY = """
@aic
kernel many(x: Tensor[[N, 4096], f32], w: Tensor[[4096, 16], f32], y: Tensor[[N, 16], f32]):
    for i in range(0, N, 2):
        y[i:i + 2, 0:16] = x[i:i + 2, 0:4096] @ w[0:4096, 0:16]
"""


def test_a_long_row_has_its_first_lines_prefetched() -> None:
    """x's rows are 16 KiB (257 lines at most): each row gets ROW_LINES prefetches."""
    text = _ir(MANY, "many")
    assert "x.next" in text and "y.next" in text
    calls = len(re.findall(r'call void @"llvm.prefetch.p0"\(.*, i32 2, i32 1\)', text))
    # each emission of the statement (result in GM or staged, left operand copied by the
    # blocks or staged) fetches ROW_LINES lines of one x row and both y rows' 2 lines
    assert calls > 0 and calls % (prefetch.ROW_LINES + 4) == 0
    assert prefetch.WindowRows(None, None, 2, 4096 * 4, False).fetched == prefetch.ROW_LINES


def test_the_blocks_that_copy_a_fetch_its_rows_into_l1_ahead_of_the_copy() -> None:
    """The first column panel's blocks copy a's GM rows as they read them (tile_matmul):
    each row's copy fetches the line COPY_AHEAD_BYTES on into L1 (prefetcht0, locality 3);
    the plan's fetches of the next iteration's windows go to L2 (locality 2)."""
    text = _ir(BLOCKED, "blocked")
    ahead = [p for p in _l1_fetches(text) if not p.startswith("pack.next")]
    plan = re.findall(r'call void @"llvm.prefetch.p0"\(.*, i32 [01], i32 2, i32 1\)', text)
    assert ahead and plan
    # f16 operands are widened into f32 before the blocks run: nothing is copied as read;
    # the L1 fetches left are the packing's, of bt's next rows (tile_matmul.pack)
    f16 = _ir(BLOCKED_TEMPLATE.format(tm=8, tn=32, tk=16, dt="f16", acc="f32"), "blocked")
    assert _l1_fetches(f16) and all(p.startswith("pack.next") for p in _l1_fetches(f16))
    assert re.findall(r'llvm.prefetch.p0"\(.*, i32 2, i32 1\)', f16)


def _l1_fetches(text: str) -> list[str]:
    """The pointers' names of the IR's L1 read prefetches (``prefetch.to_l1``)."""
    return re.findall(r'call void @"llvm.prefetch.p0"\(ptr %"([^"]*)", i32 0, i32 3, i32 1\)',
                      text)
