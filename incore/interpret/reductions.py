"""Tile reductions, scans and matmul for interpreted launches, in the compiled code's order of
evaluation, each a few numpy operations on whole tiles.

The compiled orders (incore/lowering/tile_reductions.py, tile_ops.py, tile_matmul.py):

- a reduction over a tile's last extent (or over every lane, or over an axis after which only
  extents of 1 follow) folds lane ``q`` into partial ``q % 8`` in lane order, a sum's partials
  starting from +0, a max/min's from lane 0, then combines partials 0..7 in order;
- a reduction over another axis folds along it in index order, from +0 or from index 0;
- ``cumsum``/``cumprod`` accumulate in index order;
- ``a @ b`` adds ``a[i, k] * b[k, j]`` to ``out[i, j]`` (0 or the accumulator) in k order,
  fused (one rounding per k) in f32.

How numpy is made to follow them: ``ufunc.reduce`` over an axis of a C-contiguous array that
has a contiguous axis of at least 2 lanes after it folds the reduced axis's rows one after
another into the output, row 0 first (elementwise loops over the inner lanes); over the
innermost iterated axis it would sum pairwise, so :func:`fold_axis` never reduces that way
(it transposes, or accumulates, which is sequential by definition).  A fold that starts from
the first row instead of +0 differs from the compiled one only in the sign of an all-(-0.0)
sum, which adding +0 afterwards restores.  A max/min is the exact ``fmax``/``fmin`` of the
lanes, with the bits of the first lane in fold order holding that value (the compiled select
keeps the current value unless a lane is strictly better: that picks between +0 and -0), or
the first lane's nan when the fold starts from one (a nan lane is never selected).
Integer sums and extremes do not depend on the order (they wrap), so numpy reduces them at
once.
"""

from __future__ import annotations

import math

import numpy as np

REDUCE_WIDTH = 8  # lowering/tile_reductions.py: lane q folds into partial q % 8
F32 = np.dtype(np.float32)
F64 = np.dtype(np.float64)


def _is_float(dt: np.dtype) -> bool:
    """f16/f32/f64 and ml_dtypes' bfloat16 (whose kind is 'V')."""
    return dt.kind == "f" or dt.kind == "V"


def _is_half(dt: np.dtype) -> bool:
    return dt.itemsize == 2 and _is_float(dt)


def fold_axis(ufunc: np.ufunc, a: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """``ufunc`` folded over axis 1 of the 3-D ``a`` (``[P, R, Q]``), row 0 first, then rows
    1, 2, ... in order, computed in ``dtype``: a ``[P, Q]`` array."""
    p, r, q = a.shape
    if r == 1:
        return a[:, 0, :].astype(dtype)
    if q >= 2:
        return ufunc.reduce(np.ascontiguousarray(a), axis=1, dtype=dtype)
    if p >= 2:
        rows = np.ascontiguousarray(a[:, :, 0].T)  # [R, P]: P lanes folded row after row
        return ufunc.reduce(rows, axis=0, dtype=dtype)[:, None]
    return ufunc.accumulate(a.reshape(r), dtype=dtype)[-1:].reshape(1, 1)


def _partial_order(n: int) -> np.ndarray:
    """The lanes of a row of ``n`` in the order the partials fold them: partial 0's lanes
    (0, 8, 16, ...), then partial 1's, ... (each partial starts from lane 0)."""
    q = np.arange(n)
    return np.lexsort((q // REDUCE_WIDTH, q % REDUCE_WIDTH))


def _sum_rows(a: np.ndarray, acc: np.dtype) -> np.ndarray:
    """The float sum of each row of ``a`` (``[L, n]``) in the partials order, in ``acc``."""
    lead, n = a.shape
    w = REDUCE_WIDTH
    nfull = n // w
    if nfull:
        part = fold_axis(np.add, a[:, : nfull * w].reshape(lead, nfull, w), acc) + acc.type(0)
    else:
        part = np.zeros((lead, w), acc)
    for q in range(nfull * w, n):
        part[:, q % w] += a[:, q]
    return fold_axis(np.add, part[:, :, None], acc)[:, 0]


def _extreme(op: str, a: np.ndarray, partials: bool) -> np.ndarray:
    """max/min over axis 1 of the float ``a`` (``[P, R, Q]``), folded from row 0 in row order,
    or (``partials``, with Q = 1) in the partials order: a ``[P, Q]`` array of ``a``'s
    dtype."""
    wide = a if a.dtype in (F32, F64) else a.astype(F32)  # exact for f16/bf16
    r = (np.fmax if op == "max" else np.fmin).reduce(wide, axis=1)
    out = r if wide is a else r.astype(a.dtype)
    zero = r == 0
    if zero.any():  # which of +0 and -0: the first zero lane in fold order
        pi, qi = np.nonzero(zero)
        lanes = wide[pi, :, qi]
        order = _partial_order(a.shape[1]) if partials else None
        if order is not None:
            lanes = lanes[:, order]
        first = np.argmax(lanes == 0, axis=1)
        if order is not None:
            first = order[first]
        out[pi, qi] = a[pi, first, qi]
    start = wide[:, 0, :]
    nan = start != start
    if nan.any():  # the fold starts from a nan and keeps it
        out = np.where(nan, a[:, 0, :], out)
    return out


def _reduce_rows(op: str, a: np.ndarray, acc: np.dtype) -> np.ndarray:
    """``op`` over each row of ``a`` (``[L, n]``) in the partials order: ``[L]``."""
    if not _is_float(a.dtype):
        fn = {"sum": np.add, "max": np.maximum, "min": np.minimum}[op]
        return fn.reduce(a, axis=1, dtype=a.dtype if op == "sum" else None)
    if op == "sum":
        return _sum_rows(a if a.dtype == acc else a.astype(acc), acc)
    return _extreme(op, a[:, :, None], True)[:, 0]


def _reduce_middle(op: str, a: np.ndarray, acc: np.dtype) -> np.ndarray:
    """``op`` over axis 1 of ``a`` (``[P, R, Q]``) in index order: ``[P, Q]``."""
    if not _is_float(a.dtype):
        fn = {"sum": np.add, "max": np.maximum, "min": np.minimum}[op]
        return fn.reduce(a, axis=1, dtype=a.dtype if op == "sum" else None)
    if op == "sum":
        return fold_axis(np.add, a if a.dtype == acc else a.astype(acc), acc) + acc.type(0)
    return _extreme(op, a, False)


def _reduce_all(op: str, v: np.ndarray):
    """``op`` over the f32/f64 lanes ``v`` (1-D, contiguous) in the partials order, as a
    numpy scalar (:func:`_reduce_rows` for one row, with fewer numpy calls)."""
    if op != "sum":
        r = (np.fmax if op == "max" else np.fmin).reduce(v)
        if v[0] != v[0]:
            return v[0]
        if r == 0:
            return _extreme(op, v.reshape(1, -1, 1), True)[0, 0]
        return r
    n = v.size
    w = REDUCE_WIDTH
    nfull = n // w
    if nfull:
        part = np.add.reduce(v[: nfull * w].reshape(nfull, w), axis=0)  # rows in order
        part += v.dtype.type(0)
    else:
        part = np.zeros(w, v.dtype)
    for q in range(nfull * w, n):
        part[q % w] += v[q]
    return np.add.accumulate(part)[-1]


def reduce(op: str, a: np.ndarray, axis: int | None, keepdims: bool):
    """``sum/max/min(a[, axis=, keepdims=])`` in the order of lowering/tile_reductions.py;
    f16/bf16 sums accumulate in f32 and round once."""
    dt = a.dtype
    if axis is None and not keepdims and (dt == F32 or dt == F64):
        return _reduce_all(op, a.reshape(-1))  # (a C-order copy when a is not contiguous)
    acc = F32 if op == "sum" and _is_half(dt) else dt
    a = np.ascontiguousarray(a)
    shape = a.shape
    if axis is None:
        r = _reduce_rows(op, a.reshape(1, -1), acc).astype(dt, copy=False)
        return r.reshape((1,) * a.ndim) if keepdims else r[0]
    outer, n, inner = math.prod(shape[:axis]), shape[axis], math.prod(shape[axis + 1:])
    if inner == 1:
        r = _reduce_rows(op, a.reshape(outer, n), acc)
    else:
        r = _reduce_middle(op, a.reshape(outer, n, inner), acc)
    r = r.astype(dt, copy=False).reshape(shape[:axis] + shape[axis + 1:])
    return np.expand_dims(r, axis) if keepdims else r


def arg_reduce(op: str, a: np.ndarray, axis: int | None, keepdims: bool):
    """``argmax/argmin``: i32 index of the first extreme; a nan is the extreme (numpy's)."""
    fn = np.argmax if op == "argmax" else np.argmin
    if axis is None:
        r = np.int32(fn(a.astype(F32) if _is_half(a.dtype) else a))
        return np.full((1,) * a.ndim, r, np.int32) if keepdims else r
    r = fn(a.astype(F32) if _is_half(a.dtype) else a, axis=axis).astype(np.int32)
    return np.expand_dims(r, axis) if keepdims else r


def scan(op: str, a: np.ndarray, axis: int | None) -> np.ndarray:
    """``cumsum/cumprod`` in index order, each partial result rounded to the element type
    (integers wrap in their own type, unlike numpy's widening)."""
    if axis is None:
        a, axis = a.reshape(-1), 0
    ufunc = np.add if op == "cumsum" else np.multiply
    if a.dtype.kind != "V":
        return np.ascontiguousarray(ufunc.accumulate(a, axis=axis, dtype=a.dtype))
    moved = np.moveaxis(a, axis, 0)  # bfloat16: one numpy operation per index
    out = np.empty_like(moved)
    acc = moved[0].copy()
    out[0] = acc
    for i in range(1, moved.shape[0]):
        acc = ufunc(acc, moved[i])
        out[i] = acc
    return np.ascontiguousarray(np.moveaxis(out, 0, axis))


def fma_f32(p: np.ndarray, z: np.ndarray) -> np.ndarray:
    """``p + z`` rounded once to f32, for ``p`` an exact f64 product of two f32 values and
    ``z`` f32: the compiled ``@``'s fused step (lowering/fma.py), as its ``fmaf`` computes it
    (the f64 sum rounded to odd by its TwoSum error, then to nearest even at f32)."""
    c = z.astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        s = p + c
        bb = s - p
        e = (p - (s - bb)) + (c - bb)
    bits = s.view(np.int64)
    adjust = (e != 0) & ~np.isnan(e) & ((bits & 1) == 0)
    step = np.where((s < 0) == (e < 0), 1, -1)
    return (bits + np.where(adjust, step, 0)).view(np.float64).astype(np.float32)


def matmul(a: np.ndarray, b: np.ndarray, acc_dt: np.dtype, out: np.ndarray | None = None):
    """``a @ b`` (or ``out + a @ b``): ``out[i, j]`` takes ``a[i, k] * b[k, j]`` in k order,
    in f32 one fused multiply-add per k (rounded once), in f64 and i32 a product and a sum
    each rounded (lowering/tile_matmul.py)."""
    (m, k), n = a.shape, b.shape[1]
    if np.dtype(acc_dt) == np.float32:
        acc = np.zeros((m, n), np.float32) if out is None else out.astype(np.float32)
        a64, b64 = a.astype(np.float64), b.astype(np.float64)  # f32 products are exact in f64
        with np.errstate(invalid="ignore", over="ignore"):
            for kk in range(k):
                acc = fma_f32(a64[:, kk:kk + 1] * b64[kk:kk + 1, :], acc)
        return acc
    a = a.astype(acc_dt, copy=False)
    b = b.astype(acc_dt, copy=False)
    terms = np.empty((k + 1, m, n), acc_dt)  # the start value, then the products in k order
    terms[0] = 0 if out is None else out
    np.multiply(a.T[:, :, None], b[:, None, :], out=terms[1:])
    return fold_axis(np.add, terms.reshape(1, k + 1, m * n), acc_dt).reshape(m, n)
