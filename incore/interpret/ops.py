"""The operations the generated Python calls where one numpy operator does not already have
the compiled code's semantics: saturating casts, integer division with its traps, Python's
float ``//``/``%`` on f16/bf16, ``min``/``max``, tile windows masked at tensor edges,
atomics, and bounds and tile-index checks; the reductions, scans and matmul (in the compiled
order of summation) are :mod:`incore.interpret.reductions`'s.

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
from incore.interpret.reductions import (  # noqa: F401 - the generated code's operations
    arg_reduce,
    matmul,
    reduce,
    scan,
)

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


def _inside(x: np.ndarray, starts, extents) -> tuple | None:
    """The index of a window that lies wholly inside tensor ``x`` (an integer for an integer
    index, a slice for an extent: ``x[index]`` has the tile's shape), or None."""
    index = []
    for s, e, n in zip(starts, extents, x.shape, strict=True):
        s = int(s)
        if e is None:
            if not 0 <= s < n:
                return None
            index.append(s)
        else:
            if s < 0 or s + e > n:
                return None
            index.append(slice(s, s + e))
    return tuple(index)


def _full_shape(extents) -> tuple[int, ...]:
    return tuple(1 if e is None else e for e in extents)


def tile_load(x: np.ndarray, starts, extents, other, mask=None) -> np.ndarray:
    """The tile load of window ``starts``/``extents`` of ``x``: lanes outside the tensor, and
    lanes where ``mask`` is false, read ``other`` (a scalar, or a tile broadcast to the
    window's shape)."""
    if mask is None:
        index = _inside(x, starts, extents)
        if index is not None:
            return x[index].copy()
    shape = tuple(e for e in extents if e is not None)
    full = _full_shape(extents)
    win = _window(x, starts, extents)
    tile_other = np.ndim(other) > 0  # a tile `other` broadcasts to the window's shape
    out = np.full(full, np.broadcast_to(other, shape).reshape(full) if tile_other else other,
                  x.dtype)
    if win is not None:
        src, dst = win
        out[dst] = x[src]
    out = out.reshape(shape)
    if mask is not None:
        out = np.where(mask, out, other if tile_other else x.dtype.type(other)).astype(x.dtype)
    return out


def tile_store(x: np.ndarray, starts, extents, value, mask=None) -> None:
    """Store ``value`` (broadcast to the window) into the lanes of the window inside ``x``
    where ``mask`` (broadcast likewise) is true."""
    if mask is None:
        index = _inside(x, starts, extents)
        if index is not None:
            if np.shape(value) != x[index].shape:
                value = np.broadcast_to(value, tuple(e for e in extents if e is not None))
            x[index] = value
            return
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
