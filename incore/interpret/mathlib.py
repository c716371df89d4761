"""The device math library on numpy, for interpreted launches: :func:`call` computes a math
builtin of the language elementwise with the same algorithms as the compiled code
(``incore/lowering/mathlib.py`` and its ``math_*`` modules, ``docs/math.md``), so its results
are the same bits.

Each function is a transcription of the lowering's IR body: the same constants, range
reductions and polynomials, the same operations in the same order, every ``fadd``/``fmul``/
``fdiv``/``sqrt`` one numpy operation in the IR's format (rounded once; the lowering emits no
fma and no fast-math flag, so LLVM contracts nothing at any ``-O`` level), every ``select`` an
``np.where``. As in the lowering:

* ``exp log tanh sqrt floor ceil abs trunc round sign atan`` have native f32 bodies,
  computed in float32;
* every other f32 function widens its arguments to float64 (exactly), runs the f64 body (for
  ``pow`` its own cheaper f64 body, ``explog.pow_f32``) and rounds the result to float32 once;
  ``fmod``, ``floordiv`` and ``mod`` use the exact f64 fmod (narrowed exactly) and do the rest
  of Python's ``//``/``%`` in float32;
* f32 ``sin cos tan`` run the f32 common path (one Cody-Waite step in double; Cephes' float
  kernels in float32 for sin and cos, musl's float kernels in double for tan) for
  |x| < 2**20*pi/2 and the whole widened body for the other elements.

Arguments are numpy arrays or scalars of one dtype, ``float32`` or ``float64`` (they
broadcast against each other); the result has that dtype, the broadcast shape, and is a numpy
scalar when every argument is a scalar or 0-d. **f16 and bf16** are not accepted: the compiled
code holds such values as f32, calls the f32 function and rounds its result once to the
16-bit type (``halfconv.round_f32``). An interpreter does the same: ``call(name,
x.astype(np.float32))`` and then ``.astype(np.float16)`` (or ml_dtypes' ``bfloat16``), which
round to nearest even, overflow to inf and keep subnormals as the compiled code does (nan
payloads: see ``incore/lowering/halfconv.py``).

``floordiv`` and ``mod`` are the float operators ``a // b`` and ``a % b`` (Python's semantics
from the exact fmod, numpy's results for ``b == 0``); ``abs`` is the float ``abs``. The float
tests ``isnan isinf isfinite`` and ``min``/``max`` are not library functions (one compare or
select each) and are not here.

NaN payloads: a nan result has the bits the compiled code gives at -O0. At -O1 and above LLVM
folds ``fptrunc(fpext x)`` to ``x``, so there a *signalling* nan argument of a widened f32
function that returns its nan argument (``sinh cosh erf erfc exp2 expm1 log2 log10 log1p
sigmoid``) comes back without the quiet bit set, where -O0 and this module quiet it (the
widening does); both are nan, and nan compares equal to nan in the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from incore import mathconsts as mc
from incore.interpret import mathlib_core as core
from incore.interpret import mathlib_explog as explog
from incore.interpret import mathlib_trig as trig
from incore.interpret.mathlib_core import F32, F64, Arr, Fmt

__all__ = ["MATH_ARITY", "MATH_FUNCTIONS", "call", "kernel_function"]


@dataclass(frozen=True)
class _MathEntry:
    body: Callable[..., Arr]
    arity: int = 1
    native: bool = False  # body takes the format first and runs in it; else an f64 body
    f32_wide: Callable[..., Arr] | None = None  # the f64 body f32 widens to, if not ``body``


def _floordiv(f: Fmt, a: Arr, c: Arr) -> Arr:
    return core.python_divmod(f, a, c, core.fmod_fmt(f, a, c))[0]


def _mod(f: Fmt, a: Arr, c: Arr) -> Arr:
    return core.python_divmod(f, a, c, core.fmod_fmt(f, a, c))[1]


_TABLE: dict[str, _MathEntry] = {
    # native in both formats
    "exp": _MathEntry(core.exp, native=True),
    "log": _MathEntry(core.log, native=True),
    "tanh": _MathEntry(explog.tanh, native=True),
    "sqrt": _MathEntry(lambda f, x: np.sqrt(x), native=True),
    "floor": _MathEntry(core.floor, native=True),
    "ceil": _MathEntry(core.ceil, native=True),
    "abs": _MathEntry(lambda f, x: np.abs(x), native=True),
    "trunc": _MathEntry(core.trunc, native=True),
    "round": _MathEntry(core.round_, native=True),
    "sign": _MathEntry(core.sign, native=True),
    "fmod": _MathEntry(core.fmod_fmt, arity=2, native=True),
    "atan": _MathEntry(trig.atan_fmt, native=True),
    # f64 bodies, widened for f32
    "sin": _MathEntry(trig.sin),
    "cos": _MathEntry(trig.cos),
    "tan": _MathEntry(trig.tan),
    "asin": _MathEntry(trig.asin),
    "acos": _MathEntry(trig.acos),
    "atan2": _MathEntry(trig.atan2, arity=2),
    "sinh": _MathEntry(explog.sinh),
    "cosh": _MathEntry(explog.cosh),
    "erf": _MathEntry(explog.erf),
    "erfc": _MathEntry(explog.erfc),
    "exp2": _MathEntry(explog.exp2),
    "expm1": _MathEntry(explog.expm1),
    "log2": _MathEntry(explog.log2),
    "log10": _MathEntry(explog.log10),
    "log1p": _MathEntry(explog.log1p),
    "pow": _MathEntry(explog.pow_, arity=2, f32_wide=explog.pow_f32),
    "rsqrt": _MathEntry(core.rsqrt),
    "hypot": _MathEntry(core.hypot, arity=2),
    "sigmoid": _MathEntry(explog.sigmoid),
    # Python's float `a // b` and `a % b` (operators, not builtins)
    "floordiv": _MathEntry(_floordiv, arity=2, native=True),
    "mod": _MathEntry(_mod, arity=2, native=True),
}

#: The names :func:`call` accepts (those of ``incore.lowering.mathlib.MATH_FUNCTIONS``).
MATH_FUNCTIONS: tuple[str, ...] = tuple(_TABLE)
#: How many arguments each function takes.
MATH_ARITY: dict[str, int] = {name: entry.arity for name, entry in _TABLE.items()}

# f32 functions with a common path for |x| < 2**20*pi/2 (the lowering's _F32_SPLIT)
_F32_SPLIT: dict[str, Callable[[Arr], Arr]] = {
    "sin": trig.sin_medium, "cos": trig.cos_medium, "tan": trig.tan_medium,
}
_CHUNK = 16384  # elements per evaluation of a body
_FORMATS = {np.dtype(np.float32): F32, np.dtype(np.float64): F64}


def _f32_split(name: str, x: Arr) -> Arr:
    xd = x.astype(np.float64)
    inside = np.abs(xd) < mc.MEDIUM_LIMIT
    out = _F32_SPLIT[name](np.where(inside, xd, 0.0)).astype(np.float32)
    rare = ~inside
    if rare.any():
        out[rare] = _TABLE[name].body(xd[rare]).astype(np.float32)
    return out


def _compute(name: str, entry: _MathEntry, f: Fmt, args: list[Arr]) -> Arr:
    if entry.native:
        return entry.body(f, *args)
    if f is F64:
        return entry.body(*args)
    if name in _F32_SPLIT:
        return _f32_split(name, args[0])
    body = entry.f32_wide or entry.body
    return body(*(a.astype(np.float64) for a in args)).astype(np.float32)


def call(name: str, *args: np.ndarray | np.generic) -> np.ndarray | np.generic:
    """``name`` (one of :data:`MATH_FUNCTIONS`) applied elementwise to ``args``, float32 or
    float64 arrays/scalars of one dtype, as the compiled code computes it (same bits).

    Raises ``ValueError`` for an unknown name or a wrong number of arguments and
    ``TypeError`` for arguments that are not all float32 or all float64 (f16/bf16 compute in
    f32: see the module docstring)."""
    entry = _TABLE.get(name)
    if entry is None:
        raise ValueError(f"unknown device math function {name!r}; known: "
                         f"{', '.join(MATH_FUNCTIONS)}")
    if len(args) != entry.arity:
        raise ValueError(f"device math function {name!r} takes {entry.arity} argument(s), "
                         f"got {len(args)}")
    arrays = [np.asarray(a) for a in args]
    first = arrays[0]
    f = _FORMATS.get(first.dtype)
    if f is None or any(a.dtype != first.dtype for a in arrays):
        names = ", ".join(str(a.dtype) for a in arrays)
        raise TypeError(f"device math function {name!r} takes float32 or float64 arguments of "
                        f"one dtype, got {names} (f16/bf16 compute in float32)")
    shape = first.shape
    if all(a.shape == shape for a in arrays) and first.size <= _CHUNK:
        with np.errstate(all="ignore"):  # a tile: one evaluation of the body, no copies
            out = np.asarray(_compute(name, entry, f, [a.reshape(-1) for a in arrays]),
                             dtype=f.ft)
        if out.size == first.size:
            out = out.reshape(shape)
            return out[()] if out.ndim == 0 else out
    shape = np.broadcast_shapes(*(a.shape for a in arrays))
    flat = [np.ascontiguousarray(np.broadcast_to(a, shape)).reshape(-1) for a in arrays]
    out = np.empty(flat[0].size, dtype=f.ft)
    with np.errstate(all="ignore"):
        # chunks keep the bodies' temporaries in cache (5-10x faster than whole large arrays)
        for start in range(0, out.size, _CHUNK):
            part = [a[start:start + _CHUNK] for a in flat]
            out[start:start + _CHUNK] = _compute(name, entry, f, part)
    out = out.reshape(shape)
    return out[()] if out.ndim == 0 else out


def kernel_function(name: str) -> Callable[..., np.ndarray | np.generic]:
    """The function interpreted kernels call for math builtin ``name``: :func:`call`, but a
    tile (every argument an array of one shape and dtype, float32 or float64, as the checked
    kernel passes them) goes straight to the body, without :func:`call`'s checks and without
    setting numpy's error state (an interpreted launch runs with floating-point errors
    ignored).  Raises ``ValueError`` for an unknown name."""
    entry = _TABLE.get(name)
    if entry is None:
        raise ValueError(f"unknown device math function {name!r}; known: "
                         f"{', '.join(MATH_FUNCTIONS)}")

    if entry.arity == 1 and entry.native:
        body = entry.body

        def unary(x: np.ndarray | np.generic) -> np.ndarray | np.generic:
            if type(x) is np.ndarray and 0 < x.size <= _CHUNK:
                f = _FORMATS.get(x.dtype)
                if f is not None:
                    out = body(f, x.reshape(-1))
                    if type(out) is np.ndarray and out.dtype == x.dtype and out.size == x.size:
                        return out.reshape(x.shape)
            return call(name, x)

        unary.__name__ = unary.__qualname__ = f"device_{name}"
        return unary

    def function(*args: np.ndarray | np.generic) -> np.ndarray | np.generic:
        first = args[0]
        if (type(first) is np.ndarray and len(args) == entry.arity and 0 < first.size <= _CHUNK
                and all(type(a) is np.ndarray and a.shape == first.shape
                        and a.dtype == first.dtype for a in args)):
            f = _FORMATS.get(first.dtype)
            if f is not None:
                out = _compute(name, entry, f, [a.reshape(-1) for a in args])
                if type(out) is np.ndarray and out.dtype == first.dtype \
                        and out.size == first.size:
                    return out.reshape(first.shape)
        return call(name, *args)

    function.__name__ = function.__qualname__ = f"device_{name}"
    return function
