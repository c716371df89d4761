"""The interpreter: runs a kernel as Python on numpy in the calling process.

Modules, one job each:

- ``mathlib.py``: the device math library on numpy (``call(name, *args)``), with the
  lowering's algorithms so results agree bit for bit; ``MATH_FUNCTIONS`` names them.
- ``mathlib_core.py``: the two float formats, the exp and log cores and the exact functions
  (floor, ceil, trunc, round, sign, rsqrt, hypot, fmod, Python's ``//`` and ``%``).
- ``mathlib_explog.py``: exp2, expm1, log2, log10, log1p, pow, sinh, cosh, sigmoid, tanh,
  erf, erfc.
- ``mathlib_trig.py``: sin, cos, tan (with the lowering's range reductions), asin, acos,
  atan, atan2.
"""
