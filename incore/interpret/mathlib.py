"""PLACEHOLDER device math of the interpreter: numpy's functions, not the device algorithms.

This file is the interface only; the interpreter's real math library (the algorithms of
incore/lowering/math_*.py, so results agree with the compiled code bit for bit or within the
ulp bounds of docs/math.md) replaces it.  ``call(name, *args)`` applies the device math
function ``name`` elementwise to numpy scalars or arrays already of the computing dtype
(f32 or f64; the interpreter widens f16/bf16 to f32 and rounds the result itself) and
returns a value of that dtype.  The exact functions (``floor ceil trunc round sign abs
sqrt fmod``) agree with the compiled code; the others follow numpy.
"""

from __future__ import annotations

import math

import numpy as np


def _erf(x):
    f = np.vectorize(math.erf, otypes=[np.float64])
    return np.asarray(f(np.asarray(x, np.float64))).astype(np.asarray(x).dtype)[()]


def _erfc(x):
    f = np.vectorize(math.erfc, otypes=[np.float64])
    return np.asarray(f(np.asarray(x, np.float64))).astype(np.asarray(x).dtype)[()]


_ONE_ARG = {
    "sqrt": np.sqrt, "exp": np.exp, "log": np.log, "tanh": np.tanh, "floor": np.floor,
    "ceil": np.ceil, "sin": np.sin, "cos": np.cos, "tan": np.tan, "asin": np.arcsin,
    "acos": np.arccos, "atan": np.arctan, "sinh": np.sinh, "cosh": np.cosh, "erf": _erf,
    "erfc": _erfc, "exp2": np.exp2, "expm1": np.expm1, "log2": np.log2, "log10": np.log10,
    "log1p": np.log1p, "round": np.rint, "trunc": np.trunc, "sign": np.sign, "abs": np.absolute,
}
_TWO_ARGS = {"atan2": np.arctan2, "pow": np.power, "fmod": np.fmod, "hypot": np.hypot}


def call(name: str, *args):
    """The device math function ``name`` of ``args`` (numpy scalars or arrays of one float
    dtype), elementwise, in that dtype."""
    if name in _ONE_ARG:
        return _ONE_ARG[name](args[0])
    if name in _TWO_ARGS:
        return _TWO_ARGS[name](args[0], args[1])
    x = args[0]
    one = np.asarray(x).dtype.type(1)
    if name == "rsqrt":
        return one / np.sqrt(x)
    if name == "sigmoid":
        return one / (one + np.exp(-x))
    raise ValueError(f"unknown device math function {name!r}")
