"""Tile copies at tensor edges (lowering/edge_rows.py): the masked lane loop of a copy runs the
lanes inside every window unmasked and the edge lanes masked, row by row.  Every placement of
the windows (before, across and past each edge, wholly outside, in 1, 2 and 3 dims, with a
mask chosen by the kernel) must give what numpy gives, at -O0 and -O2, and the same as the
bounds-checked variant, which keeps one masked loop."""

from __future__ import annotations

import functools
import itertools
import re

import numpy as np
import pytest

import incore

SRC = """
const R = 4
const C = 12

@aiv
kernel copy2d(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32], pos: Tensor[[4], i64]):
    t = load(x[pos[0]:pos[0] + R, pos[1]:pos[1] + C], other=-7.0)
    y[pos[2]:pos[2] + R, pos[3]:pos[3] + C] = t

@aiv
kernel copy1d(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32], pos: Tensor[[4], i64]):
    t = load(x[pos[0], pos[1]:pos[1] + C], other=3.0)
    y[pos[2], pos[3]:pos[3] + C] = t

@aiv
kernel copy3d(x: Tensor[[B, N, M], f32], y: Tensor[[B, N, M], f32], pos: Tensor[[6], i64]):
    t = load(x[pos[0]:pos[0] + 2, pos[1]:pos[1] + R, pos[2]:pos[2] + C], other=0.5)
    y[pos[3]:pos[3] + 2, pos[4]:pos[4] + R, pos[5]:pos[5] + C] = t

@aiv
kernel masked(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32], pos: Tensor[[4], i64]):
    m = (arange(C) % 3 != 1)[None, :]
    t = load(x[pos[0]:pos[0] + R, pos[1]:pos[1] + C], mask=m, other=-1.0)
    store(y[pos[2]:pos[2] + R, pos[3]:pos[3] + C], t, mask=m)
"""

R, C = 4, 12
N, M, B = 6, 20, 3
# window starts along a dim of extent n for a window of w lanes: wholly before, across the
# start, inside, across the end, wholly past
STARTS = {
    "rows": (-R - 2, -2, 0, 1, N - R, N - 1, N + 3),
    "cols": (-C - 1, -5, 0, 3, M - C, M - 4, M),
}


@functools.cache
def module(opt: int, bounds_check: bool = False) -> incore.Module:
    return incore.compile(SRC, filename="edge_rows.ik", opt=opt, bounds_check=bounds_check)


def index(starts: tuple[int, ...], extents: tuple[int | None, ...],
          lane: tuple[int, ...]) -> tuple[int, ...]:
    """The tensor index of a window's ``lane``."""
    it = iter(lane)
    return tuple(s if e is None else s + next(it) for s, e in zip(starts, extents, strict=True))


def inside(idx: tuple[int, ...], shape: tuple[int, ...]) -> bool:
    return all(0 <= i < n for i, n in zip(idx, shape, strict=True))


def window(a: np.ndarray, starts: tuple[int, ...], extents: tuple[int | None, ...],
           other: float) -> np.ndarray:
    """``a``'s window at ``starts`` (an extent None: that dim indexed by its start), lanes
    outside ``a`` reading ``other``."""
    shape = tuple(e for e in extents if e is not None)
    out = np.full(shape, other, np.float32)
    for lane in itertools.product(*(range(e) for e in shape)):
        idx = index(starts, extents, lane)
        if inside(idx, a.shape):
            out[lane] = a[idx]
    return out


def put(y: np.ndarray, starts: tuple[int, ...], extents: tuple[int | None, ...],
        t: np.ndarray, mask: np.ndarray | None = None) -> None:
    """Stores tile ``t`` into ``y``'s window at ``starts``: lanes outside ``y`` (or off
    ``mask``) write nothing."""
    for lane in itertools.product(*(range(e) for e in t.shape)):
        if mask is not None and not mask[lane]:
            continue
        idx = index(starts, extents, lane)
        if inside(idx, y.shape):
            y[idx] = t[lane]


def placements() -> list[tuple[int, int, int, int]]:
    rows, cols = STARTS["rows"], STARTS["cols"]
    out = [(r, c, r, c) for r in rows for c in cols]  # load and store at the same place
    out += [(r, c, 1, 4) for r in rows for c in cols]  # load at an edge, store inside
    out += [(1, 4, r, c) for r in rows for c in cols]  # load inside, store at an edge
    return out


def run(worker: incore.Worker, kernel, x: np.ndarray, pos: tuple[int, ...]) -> np.ndarray:
    y = np.full_like(x, 99.0)
    worker.launch(kernel, x, y, np.array(pos, np.int64), blocks=1)
    return y


@pytest.mark.parametrize("opt", [0, 2])
def test_2d_windows_at_every_edge(worker: incore.Worker, opt: int) -> None:
    x = np.arange(N * M, dtype=np.float32).reshape(N, M) + 1
    for pos in placements():
        t = window(x, pos[:2], (R, C), -7.0)
        want = np.full_like(x, 99.0)
        put(want, pos[2:], (R, C), t)
        np.testing.assert_array_equal(run(worker, module(opt)["copy2d"], x, pos), want,
                                      err_msg=f"windows at {pos}")


def test_1d_rows_of_a_2d_tensor(worker: incore.Worker) -> None:
    x = np.arange(N * M, dtype=np.float32).reshape(N, M) - 50
    for r, c in itertools.product((-1, 0, N - 1, N), STARTS["cols"]):
        pos = (r, c, N - 1 - r, c)
        t = window(x, (r, c), (None, C), 3.0)
        want = np.full_like(x, 99.0)
        put(want, pos[2:], (None, C), t)
        np.testing.assert_array_equal(run(worker, module(2)["copy1d"], x, pos), want,
                                      err_msg=f"windows at {pos}")


def test_3d_windows(worker: incore.Worker) -> None:
    x = np.arange(B * N * M, dtype=np.float32).reshape(B, N, M) * 0.25
    for p, r, c in itertools.product((-1, 0, B - 1), (-2, 0, N - 2), (-5, 0, M - 4)):
        pos = (p, r, c, B - 2 - p, r, M - C - c)
        t = window(x, pos[:3], (2, R, C), 0.5)
        want = np.full_like(x, 99.0)
        put(want, pos[3:], (2, R, C), t)
        y = np.full_like(x, 99.0)
        worker.launch(module(2)["copy3d"], x, y, np.array(pos, np.int64), blocks=1)
        np.testing.assert_array_equal(y, want, err_msg=f"windows at {pos}")


def test_masks_chosen_by_the_kernel_still_apply(worker: incore.Worker) -> None:
    x = np.arange(N * M, dtype=np.float32).reshape(N, M)
    m = np.broadcast_to(np.arange(C) % 3 != 1, (R, C))
    for pos in placements()[::3]:
        t = np.where(m, window(x, pos[:2], (R, C), -1.0), -1.0).astype(np.float32)
        want = np.full_like(x, 99.0)
        put(want, pos[2:], (R, C), t, m)
        np.testing.assert_array_equal(run(worker, module(2)["masked"], x, pos), want,
                                      err_msg=f"windows at {pos}")


def test_the_bounds_checked_variant_agrees(worker: incore.Worker) -> None:
    """The bounds-checked variant keeps one masked loop (it checks each lane as it is): both
    give the same bits for windows partly outside (none wholly outside: that is no fault
    either, but lanes it checks are the ones inside)."""
    x = np.random.default_rng(3).standard_normal((N, M)).astype(np.float32)
    for pos in placements()[::4]:
        plain = run(worker, module(2)["copy2d"], x, pos)
        checked = run(worker, module(2, bounds_check=True)["copy2d"], x, pos)
        np.testing.assert_array_equal(plain, checked, err_msg=f"windows at {pos}")


def test_only_copies_are_split() -> None:
    """A copy's masked loop is split: the span inside, then, with one window, a load's lanes
    before and after it (outside it, vectorised; a store's need nothing), with two, one
    scalar loop of the rest; a statement that computes (``x[w] * 2.0``) keeps one masked
    loop."""
    src = """
const T = 16
@aiv
kernel k(x: Tensor[[N], f32], y: Tensor[[N], f32], z: Tensor[[N], f32], u: Tensor[[N], f32]):
    t = x[block_idx * T:block_idx * T + T]
    y[block_idx * T:block_idx * T + T] = t
    z[block_idx * T + 1:block_idx * T + 1 + T] = x[block_idx * T:block_idx * T + T]
    u[block_idx * T:block_idx * T + T] = x[block_idx * T:block_idx * T + T] * 2.0
"""
    ir_text = incore.compile(src, filename="split.ik", opt=2, link=False)["k"].ir
    loops = re.findall(r"^edge\.loop[.0-9]*:", ir_text, re.M)
    masked = re.findall(r"^tile\.masked[.0-9]*:", ir_text, re.M)
    assert len(masked) == 4  # each statement has its masked loop
    # t: the span, the lanes before and after it; y: the span (outside, a store does nothing);
    # z: the span and the scalar loop of the rest
    assert len(loops) == 3 + 1 + 2
    assert ir_text.count('!"llvm.loop.vectorize.enable"') == 1
    traced = incore.compile(src, filename="split.ik", opt=2, link=False,
                            bounds_check=True)["k"].ir
    assert "edge.loop" not in traced


def test_two_window_copies_at_every_edge(worker: incore.Worker) -> None:
    """``y[w2] = x[w1]``: the lanes outside one window may lie inside the other (the scalar
    loop of the rest)."""
    src = """
const R = 4
const C = 12
@aiv
kernel move(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32], pos: Tensor[[4], i64]):
    y[pos[2]:pos[2] + R, pos[3]:pos[3] + C] = load(x[pos[0]:pos[0] + R, pos[1]:pos[1] + C],
                                                   other=-3.0)
"""
    kernel = incore.compile(src, filename="move.ik", opt=2)["move"]
    x = np.arange(N * M, dtype=np.float32).reshape(N, M) + 0.5
    for pos in placements():
        want = np.full_like(x, 99.0)
        put(want, pos[2:], (R, C), window(x, pos[:2], (R, C), -3.0))
        np.testing.assert_array_equal(run(worker, kernel, x, pos), want,
                                      err_msg=f"windows at {pos}")
