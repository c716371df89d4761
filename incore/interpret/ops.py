"""The operations the generated Python calls where one numpy operator does not already have
the compiled code's semantics: saturating casts, integer division with its traps, Python's
float ``//``/``%`` on f16/bf16, ``min``/``max``, reductions in the compiled order of
summation, matmul in k order, tile windows masked at tensor edges, atomics, and bounds and
tile-index checks.

Every function works on numpy scalars and on whole tiles (numpy arrays) alike; none loops
over the lanes of a tile in Python.  The rules are those of docs/language.md ("Semantics the
lowering defines") as incore/lowering implements them (arith.py, conversions.py,
tile_reductions.py, tile_matmul.py, tile_ops.py, atomics.py).
"""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np

from incore.frontend.types import ScalarType
from incore.interpret import faults

REDUCE_WIDTH = 8  # lowering/tile_reductions.py: lane q folds into partial q % 8

DTYPES: dict[str, np.dtype] = {
    "bool": np.dtype(np.bool_), "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32), "i64": np.dtype(np.int64), "u8": np.dtype(np.uint8),
    "u16": np.dtype(np.uint16), "u32": np.dtype(np.uint32), "u64": np.dtype(np.uint64),
    "f32": np.dtype(np.float32), "f64": np.dtype(np.float64), "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16),
}
F32 = DTYPES["f32"]


def dtype(t: ScalarType) -> np.dtype:
    """The numpy dtype holding values of incore type ``t``."""
    return DTYPES[t.name]


def value(x: object, t: ScalarType) -> np.generic:
    """``x`` (a Python or numpy number) as a numpy scalar of type ``t``; integers wrap."""
    dt = DTYPES[t.name]
    if t.is_bool:
        return np.bool_(bool(x))
    if t.is_int:
        return np.array(int(x) & ((1 << t.bits) - 1), dtype=np.uint64).astype(dt)[()]
    return np.array(x).astype(dt)[()]


# ------------------------------------------------------------------ conversions


def converter(src: ScalarType, dst: ScalarType):
    """The function converting a ``src`` scalar or tile to ``dst`` as lowering/conversions.py
    does: float -> int saturates (nan -> 0), bool(x) is ``x != 0``, f16/bf16 round once."""
    sd, dd = DTYPES[src.name], DTYPES[dst.name]
    if src == dst:
        return lambda x: x
    if dst.is_bool:
        zero = np.zeros((), sd)[()]
        return lambda x: x != zero
    if src.is_float and dst.is_int:
        lo, hi = _int_range(dst)
        wide = F32 if src.is_half else None

        def saturate(x):
            if wide is not None:
                x = x.astype(wide)
            if isinstance(x, np.ndarray):
                bad = np.isnan(x)
                over, under = x >= hi, x <= lo - 1.0
                safe = np.where(bad | over | under, 0, x)
                out = safe.astype(dd)
                out[over] = dd.type(_max(dst))
                out[under] = dd.type(_min(dst))
                return out
            if x != x:
                return dd.type(0)
            if x >= hi:
                return dd.type(_max(dst))
            if x <= lo - 1.0:
                return dd.type(_min(dst))
            return dd.type(int(x))

        return saturate
    if src.is_half and dst.is_half:
        return lambda x: x.astype(F32).astype(dd)
    if dst.is_half and not src.is_float:
        return lambda x: _int_to_half(x, dd)
    return lambda x: x.astype(dd)


def _int_to_half(x, dd: np.dtype):
    """An integer scalar or tile rounded once to f16/bf16: its magnitude is first rounded to
    odd on 24 bits (exact in f32, and enough bits that the one rounding to the 16-bit type
    is the rounding of the exact value)."""
    neg = x < 0
    mag = np.where(neg, -(x.astype(np.int64)), x).astype(np.uint64) if x.dtype.kind == "i" \
        else np.asarray(x).astype(np.uint64)
    exp = np.frexp(mag.astype(np.float64))[1]
    shift = np.maximum(exp - 24, 0).astype(np.uint64)
    kept = mag >> shift
    sticky = (mag & ((np.uint64(1) << shift) - np.uint64(1))) != 0
    kept = kept | sticky.astype(np.uint64)
    f = np.ldexp(kept.astype(np.float64), shift.astype(np.int64)).astype(F32)
    out = np.where(neg, -f, f).astype(dd)
    return out if isinstance(x, np.ndarray) else out[()]


def _int_range(t: ScalarType) -> tuple[float, float]:
    """``(lo, hi)``: a value ``< lo`` ... saturates low, ``>= hi`` high (both powers of 2)."""
    if t.is_signed:
        return -float(2 ** (t.bits - 1)), float(2 ** (t.bits - 1))
    return 0.0, float(2 ** t.bits)


def _max(t: ScalarType) -> int:
    return 2 ** (t.bits - 1) - 1 if t.is_signed else 2 ** t.bits - 1


def _min(t: ScalarType) -> int:
    return -(2 ** (t.bits - 1)) if t.is_signed else 0


def bitcaster(src: ScalarType, dst: ScalarType):
    """The function reading a ``src`` scalar or tile's bits as ``dst`` (same width)."""
    dd = DTYPES[dst.name]

    def cast(x):
        if isinstance(x, np.ndarray):
            return x.view(dd)
        return np.asarray(x).view(dd)[()]

    return cast


# ------------------------------------------------------------------ arithmetic


def int_floordiv(a, b, t: ScalarType, line: int):
    """Python's ``a // b`` on integers of ``t``; traps on a zero divisor and INT_MIN // -1."""
    _guard(a, b, t, "//", line)
    return np.floor_divide(a, b)


def int_mod(a, b, t: ScalarType, line: int):
    """Python's ``a % b`` on integers of ``t`` (the sign of the divisor), with the traps."""
    _guard(a, b, t, "%", line)
    return np.remainder(a, b)


def ceil_div(a, b, t: ScalarType, line: int):
    """``ceil(a / b)`` as lowering computes it: ``floor(a / b) + (a % b != 0)``."""
    _guard(a, b, t, "ceil_div", line)
    q, r = np.floor_divide(a, b), np.remainder(a, b)
    return q + (r != 0).astype(DTYPES[t.name])


def _guard(a, b, t: ScalarType, op: str, line: int) -> None:
    if np.any(b == 0):
        raise faults.trap(faults.DIVISION_BY_ZERO, line)
    if t.is_signed:
        dt = DTYPES[t.name]
        if np.any((a == dt.type(_min(t))) & (b == dt.type(-1))):
            raise faults.trap(faults.OVERFLOW[op], line)


def py_divmod(a, c):
    """``(a // c, a % c)`` on floats of one dtype as lowering/math_basic.py's
    ``python_divmod`` computes them from the exact fmod (a nan fmod is the positive quiet
    nan); ``c == 0`` gives ``a / c`` and the fmod's nan."""
    a, c = np.asarray(a), np.asarray(c)
    one, zero = a.dtype.type(1), a.dtype.type(0)
    fm = np.fmod(a, c)
    fm = np.where(np.isnan(fm), a.dtype.type(np.nan), fm)
    mod = fm
    div = (a - mod) / c
    nz = mod != zero
    adjust = nz & ((c < zero) ^ (mod < zero))
    mod = np.where(adjust, mod + c, mod)
    div = np.where(adjust, div - one, div)
    mod = np.where(nz, mod, np.copysign(zero, c))
    fl = np.floor(div)
    fl = np.where(div - fl > a.dtype.type(0.5), fl + one, fl)
    quotient = a / c
    floordiv = np.where(div != zero, fl, np.copysign(zero, quotient))
    by_zero = c == zero
    q, r = np.where(by_zero, quotient, floordiv), np.where(by_zero, fm, mod)
    return q.astype(a.dtype)[()], r.astype(a.dtype)[()]


def float_floordiv(a, b):
    """Python's float ``a // b`` (see :func:`py_divmod`)."""
    return _keep(py_divmod(a, b)[0], a, b)


def float_mod(a, b):
    """Python's float ``a % b`` (see :func:`py_divmod`)."""
    return _keep(py_divmod(a, b)[1], a, b)


def _keep(r, a, b):
    """``r`` as a tile when an operand is one (numpy returns 0-d results for scalars)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.asarray(r)
    return r


def half_floordiv(a, b, dt: np.dtype):
    """f16/bf16 ``//``: computed in f32 and rounded once."""
    return np.asarray(float_floordiv(a.astype(F32), b.astype(F32))).astype(dt)[()] \
        if not isinstance(a, np.ndarray) and not isinstance(b, np.ndarray) else \
        float_floordiv(a.astype(F32), b.astype(F32)).astype(dt)


def half_mod(a, b, dt: np.dtype):
    """f16/bf16 ``%``: computed in f32 and rounded once."""
    return np.asarray(float_mod(a.astype(F32), b.astype(F32))).astype(dt)[()] \
        if not isinstance(a, np.ndarray) and not isinstance(b, np.ndarray) else \
        float_mod(a.astype(F32), b.astype(F32)).astype(dt)


def shift_left(a, b, mask):
    """``a << b`` with the count taken modulo the width (``mask`` = width - 1, typed)."""
    return np.left_shift(a, b & mask)


def shift_right(a, b, mask):
    """``a >> b``: arithmetic on signed types, logical on unsigned, count modulo the width."""
    return np.right_shift(a, b & mask)


def minimum(*args):
    """The DSL's ``min`` of tiles and scalars: keep the first unless a later one is strictly
    smaller (a nan operand never replaces a value; a nan first argument stays)."""
    acc = args[0]
    for x in args[1:]:
        acc = np.where(x < acc, x, acc)
    return acc


def maximum(*args):
    """The DSL's ``max`` of tiles and scalars (see :func:`minimum`)."""
    acc = args[0]
    for x in args[1:]:
        acc = np.where(acc < x, x, acc)
    return acc


def select(c, a, b):
    """``select(c, a, b)``: both arms are evaluated (by the caller), one is picked."""
    if isinstance(c, np.ndarray) or isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.where(c, a, b)
    return a if c else b


def fit(x, shape: tuple[int, ...], dt: np.dtype) -> np.ndarray:
    """A fresh tile of ``shape`` and ``dt`` holding ``x`` broadcast (a scalar fills it)."""
    out = np.empty(shape, dt)
    out[...] = x
    return out


# ------------------------------------------------------------------ reductions


def _fold(op: str, acc, x):
    if op == "sum":
        return acc + x
    if op == "max":
        return np.where(acc < x, x, acc)
    return np.where(x < acc, x, acc)


def _fold_rows(op: str, part: np.ndarray, chunks: np.ndarray) -> np.ndarray:
    """``part`` folded with the rows ``chunks[..., r, :]`` in order.  numpy reduces a
    non-innermost axis row after row, so one ``reduce`` call is that order: a sum from 0
    differs from it only in the sign of an all-(-0.0) sum, which ``+ 0`` restores; max/min
    without nan keep the first extreme either way (nan lanes fold one by one)."""
    if op == "sum":
        return part + np.add.reduce(chunks, axis=-2, dtype=part.dtype)
    if chunks.dtype.kind == "f" and np.isnan(chunks).any() or chunks.dtype.kind not in "fiub":
        for r in range(chunks.shape[-2]):
            part = _fold(op, part, chunks[..., r, :])
        return part
    fn = np.maximum if op == "max" else np.minimum
    return _fold(op, part, fn.reduce(chunks, axis=-2))


def _reduce_last(op: str, a: np.ndarray, acc_dt: np.dtype) -> np.ndarray:
    """Reduce the last axis of ``a`` (shape ``[..., n]``) in the compiled order: lane ``q``
    folds into partial ``q % 8`` (starting from 0 for a sum, from lane 0 for max/min), then
    the partials combine in order."""
    n = a.shape[-1]
    w = REDUCE_WIDTH
    lead = a.shape[:-1]
    if op == "sum":
        part = np.zeros(lead + (w,), acc_dt)
    else:
        part = np.repeat(a[..., :1], w, axis=-1)
    if acc_dt != a.dtype:
        a = a.astype(acc_dt)
    nfull = n // w
    if nfull:
        chunks = a[..., : nfull * w].reshape(lead + (nfull, w))
        part = _fold_rows(op, part, chunks)
    for q in range(nfull * w, n):
        k = q % w
        part[..., k] = _fold(op, part[..., k], a[..., q])
    result = part[..., 0]
    for k in range(1, w):
        result = _fold(op, result, part[..., k])
    return result


def reduce(op: str, a: np.ndarray, axis: int | None, keepdims: bool):
    """``sum/max/min(a[, axis=, keepdims=])`` in the order of lowering/tile_reductions.py;
    f16/bf16 sums accumulate in f32 and round once."""
    dt = a.dtype
    acc_dt = F32 if (op == "sum" and dt.itemsize == 2 and dt.kind not in "iu") else dt
    if axis is None:
        r = _reduce_last(op, a.reshape(-1), acc_dt)
        r = np.asarray(r).astype(dt)
        return r.reshape((1,) * a.ndim) if keepdims else r[()]
    if axis == a.ndim - 1:
        r = _reduce_last(op, a, acc_dt).astype(dt)
    else:
        moved = np.moveaxis(a, axis, 0)
        if op == "sum":
            acc = np.zeros(moved.shape[1:], acc_dt)
        else:
            acc = moved[0].copy()
        src = moved.astype(acc_dt) if acc_dt != dt else moved
        for i in range(moved.shape[0]):
            acc = _fold(op, acc, src[i])
        r = np.asarray(acc).astype(dt)
    return np.expand_dims(r, axis) if keepdims else r


def arg_reduce(op: str, a: np.ndarray, axis: int | None, keepdims: bool):
    """``argmax/argmin``: i32 index of the first extreme; a nan is the extreme (numpy's)."""
    fn = np.argmax if op == "argmax" else np.argmin
    if axis is None:
        r = np.int32(fn(a.astype(F32) if _is_half(a) else a))
        return np.full((1,) * a.ndim, r, np.int32) if keepdims else r
    r = fn(a.astype(F32) if _is_half(a) else a, axis=axis).astype(np.int32)
    return np.expand_dims(r, axis) if keepdims else r


def _is_half(a: np.ndarray) -> bool:
    return a.dtype.itemsize == 2 and a.dtype.kind not in "iub"


def scan(op: str, a: np.ndarray, axis: int | None) -> np.ndarray:
    """``cumsum/cumprod`` in index order, each partial result rounded to the element type
    (integers wrap in their own type, unlike numpy's widening)."""
    if axis is None:
        a, axis = a.reshape(-1), 0
    moved = np.moveaxis(a, axis, 0)
    out = np.empty_like(moved)
    acc = moved[0].copy()
    out[0] = acc
    for i in range(1, moved.shape[0]):
        acc = acc + moved[i] if op == "cumsum" else acc * moved[i]
        out[i] = acc
    return np.ascontiguousarray(np.moveaxis(out, 0, axis))


def matmul(a: np.ndarray, b: np.ndarray, acc_dt: np.dtype, out: np.ndarray | None = None):
    """``a @ b`` (or ``out += a @ b``): ``out[i, j]`` sums ``a[i, k] * b[k, j]`` in k order,
    each product and sum rounded to the accumulator type (lowering/tile_matmul.py)."""
    a = a.astype(acc_dt)
    b = b.astype(acc_dt)
    products = a[:, :, None] * b[None, :, :]  # [M, K, N], each product rounded
    # numpy sums a middle axis k after k: the compiled order
    total = np.add.reduce(products, axis=1, dtype=acc_dt)
    if out is None:
        return total + acc_dt.type(0)  # the compiled sum starts from +0 (see _fold_rows)
    return _ordered_sum(out, products)


def _ordered_sum(acc: np.ndarray, products: np.ndarray) -> np.ndarray:
    """``acc + products[:, 0] + products[:, 1] + ...`` in that order."""
    return np.add.reduce(np.concatenate([acc[:, None, :], products], axis=1), axis=1,
                         dtype=acc.dtype)


# ------------------------------------------------------------------ GM windows


def _window(x: np.ndarray, starts, extents):
    """``(src, dst)`` index tuples of the part of a window inside tensor ``x``, or None when
    no lane is inside; ``dst`` indexes the window with every dim kept (extent 1 for an
    integer index)."""
    src, dst = [], []
    for s, e, n in zip(starts, extents, x.shape, strict=True):
        s = int(s)
        e = 1 if e is None else e
        lo, hi = max(s, 0), min(s + e, n)
        if lo >= hi:
            return None
        src.append(slice(lo, hi))
        dst.append(slice(lo - s, hi - s))
    return tuple(src), tuple(dst)


def _full_shape(extents) -> tuple[int, ...]:
    return tuple(1 if e is None else e for e in extents)


def tile_load(x: np.ndarray, starts, extents, other, mask=None) -> np.ndarray:
    """The tile load of window ``starts``/``extents`` of ``x``: lanes outside the tensor, and
    lanes where ``mask`` is false, read ``other``."""
    shape = tuple(e for e in extents if e is not None)
    full = _full_shape(extents)
    win = _window(x, starts, extents)
    if win is not None and mask is None:
        src, dst = win
        if all(d.stop - d.start == n for d, n in zip(dst, full, strict=True)):
            return np.array(x[src]).reshape(shape)
    out = np.full(full, other, x.dtype)
    if win is not None:
        src, dst = win
        out[dst] = x[src]
    out = out.reshape(shape)
    if mask is not None:
        out = np.where(mask, out, x.dtype.type(other)).astype(x.dtype)
    return out


def tile_store(x: np.ndarray, starts, extents, value, mask=None) -> None:
    """Store ``value`` (broadcast to the window) into the lanes of the window inside ``x``
    where ``mask`` (broadcast likewise) is true."""
    win = _window(x, starts, extents)
    if win is None:
        return
    src, dst = win
    shape = tuple(e for e in extents if e is not None)
    full = _full_shape(extents)
    v = np.broadcast_to(value, shape).reshape(full)[dst]
    if mask is None:
        x[src] = v
        return
    m = np.broadcast_to(mask, shape).reshape(full)[dst]
    region = x[src]
    region[m] = v[m]
    x[src] = region


def tile_atomic(op: str, x: np.ndarray, starts, extents, value) -> None:
    """A tile-window ``atomic_add/min/max``: each lane inside ``x`` updated with the element
    op (float min/max keep the current value unless the operand is strictly smaller/larger)."""
    win = _window(x, starts, extents)
    if win is None:
        return
    src, dst = win
    shape = tuple(e for e in extents if e is not None)
    v = np.broadcast_to(value, shape).reshape(_full_shape(extents))[dst]
    cur = x[src]
    if op == "add":
        x[src] = cur + v
    elif op == "min":
        x[src] = np.where(v < cur, v, cur)
    else:
        x[src] = np.where(cur < v, v, cur)


def atomic(op: str, x: np.ndarray, index: tuple, args: tuple, t: ScalarType):
    """An element atomic on ``x[index]``: stores the op's result, returns the previous value
    (cas and exchange work on the bits for floats)."""
    old = x[index]
    v = args[0]
    if op == "add":
        new = old + v
    elif op == "min":
        new = v if v < old else old
    elif op == "max":
        new = v if old < v else old
    elif op == "and":
        new = old & v
    elif op == "or":
        new = old | v
    elif op == "xor":
        new = old ^ v
    elif op == "exchange":
        new = v
    else:  # cas: compare bit patterns
        if t.is_float:
            bits = np.dtype(f"u{t.bits // 8}")
            same = np.asarray(old).view(bits) == np.asarray(v).view(bits)
        else:
            same = old == v
        new = args[1] if same else old
    x[index] = new
    return old


# ------------------------------------------------------------------ checks


def check_index(site, indices: tuple, x: np.ndarray) -> tuple:
    """``indices`` when every one is inside its dim of ``x``; else the bounds fault of
    ``site`` (``(tensor, line, declared dims)``)."""
    for i, n in zip(indices, x.shape, strict=True):
        if not 0 <= i < n:
            raise faults.index_fault(site[0], site[1], tuple(int(k) for k in indices), x.shape,
                                     site[2])
    return indices


def tile_index(site, indices: tuple, shape: tuple[int, ...]) -> tuple:
    """``indices`` when inside the tile's ``shape``; else the tile-index trap of ``site``
    (``(name, access text, tile type text, line)``)."""
    for k, (i, n) in enumerate(zip(indices, shape, strict=True)):
        if not 0 <= i < n:
            name, access, tt, line = site
            cause = (f"tile index out of range: {access}, dim {k} of tile '{name}' ({tt}) "
                     f"has extent {n}")
            raise faults.trap(cause, line, index=int(i))
    return indices


ARANGE_LIMIT = 1 << 20  # longer loops iterate lazily (a loop may break early)


def iterate(ty: type, start, stop, step, line: int):
    """The values of ``for v in range(start, stop, step)`` as numpy scalars of loop type
    ``ty`` (Python's iteration count, never wrapping); a step of 0 is the trap of ``line``.
    The iterator is a C one (an array or a ``map``), so pdb never steps into it."""
    if step == 0:
        raise faults.trap(faults.ZERO_STEP, line)
    r = range(start, stop, step)
    try:
        short = len(r) <= ARANGE_LIMIT
    except OverflowError:
        short = False
    if short and ty is not np.uint64:
        return np.arange(r.start, r.stop, r.step, dtype=ty)
    return map(ty, r)


def prod(shape: tuple[int, ...]) -> int:
    return math.prod(shape)
