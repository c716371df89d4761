"""An exact reference for the f32 fused multiply-add of the tile matmul: ``x * y + z``
computed in rationals and rounded once to the nearest f32 (ties to an even significand), for
finite operands.  Independent of ``lowering/fma.py`` and the interpreter's ``fma_f32``."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def fused_f32(x: float, y: float, z: float) -> np.float32:
    """``round_f32(x * y + z)``, the three operands f32 values (finite)."""
    x, y, z = np.float32(x), np.float32(y), np.float32(z)
    exact = Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z))
    if exact == 0:  # an exact zero: -0 only when the product and z are both -0 (IEEE 754 6.3)
        product_negative = math.copysign(1.0, float(x)) * math.copysign(1.0, float(y)) < 0
        negative = product_negative and math.copysign(1.0, float(z)) < 0
        return np.float32(-0.0 if negative else 0.0)
    guess = np.float32(float(exact))
    candidates = [np.nextafter(guess, np.float32(-np.inf)), guess,
                  np.nextafter(guess, np.float32(np.inf))]
    return min(candidates, key=lambda v: (abs(Fraction(float(v)) - exact),
                                          int(np.array(v).view(np.int32)) & 1))


def fused_matmul(a: np.ndarray, b: np.ndarray, start: np.ndarray) -> np.ndarray:
    """``start + a @ b`` with one fused step per k, k ascending, each element in f32."""
    a, b = a.astype(np.float32), b.astype(np.float32)
    out = start.astype(np.float32).copy()
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            acc = out[i, j]
            for k in range(a.shape[1]):
                acc = fused_f32(a[i, k], b[k, j], acc)
            out[i, j] = acc
    return out
