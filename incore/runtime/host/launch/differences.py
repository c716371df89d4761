"""Comparing a compiled launch with its interpreted twin: tensors element by element, and the
errors either raised (the cross-check's rules, ``docs/runtime.md`` "Debugging a kernel").

- Integers, bools and every exactly rounded float result agree bit for bit; any nan agrees
  with any nan (LLVM leaves a nan's sign and payload unspecified: an operand's, or the default
  quiet nan, by the instruction the optimiser picks).
- A tensor written through the device math library agrees within ``ulps`` units in the last
  place, the library's documented bound between the two runs (``docs/math.md``, "The
  interpreter's math": 0, every function is transcribed bit for bit).
- Two errors agree when they say the same but for what only the device decides (core
  numbers, trap ids, the restart it reports); a wild access is a SIGSEGV (or SIGBUS) on
  both sides; a ``@mix`` wait no set satisfies is a deadlock interpreted and a
  ``SYNC_TIMEOUT`` compiled.

:func:`first_difference` names the first element (row-major) of a tensor that differs, as a
:class:`Difference`; :func:`same_fault` compares two errors.  Plain numpy: the tests' own
cross-check harness (``tests/support/crosscheck.py``) uses these functions too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Difference:
    """The first element of tensor ``tensor`` where the two runs differ: its ``index``, both
    values (numpy scalars), their distance in ``ulps`` (for integers: their difference) and
    how many of the ``size`` elements differ (``count``)."""

    tensor: str
    index: tuple[int, ...]
    compiled: object
    interpreted: object
    ulps: int
    count: int
    size: int
    is_float: bool = True

    def __str__(self) -> str:
        distance = f"{self.ulps} ulps" if self.is_float else f"difference {self.ulps}"
        where = ", ".join(str(i) for i in self.index)
        return (f"{self.tensor}[{where}]: compiled {_shown(self.compiled)}, interpreted "
                f"{_shown(self.interpreted)} ({distance}; {self.count} of {self.size} "
                f"element{'s' if self.size != 1 else ''} differ)")


def _shown(value: object) -> str:
    """A value as a difference shows it: numpy's shortest text of its type."""
    if isinstance(value, (np.bool_, bool)):
        return str(bool(value))
    return str(value)


def is_float(dtype: np.dtype) -> bool:
    """numpy floats and ml_dtypes' bfloat16 (a ``V``-kind dtype to numpy)."""
    return dtype.kind == "f" or dtype.name == "bfloat16"


def _order_key(bits: int, width: int) -> int:
    """A float's bit pattern (``width`` bits) as a position on one line of all floats, so that
    neighbours are 1 apart and -0 and +0 are the same place."""
    top = 1 << (width - 1)
    return -(bits & (top - 1)) if bits & top else bits


def ulps_between(a: object, b: object) -> int:
    """The distance of two floats of one dtype in units in the last place (0 for two nans;
    the position of a nan is that of its bit pattern otherwise)."""
    a, b = np.asarray(a), np.asarray(b)
    if np.isnan(a.astype(np.float32)) and np.isnan(b.astype(np.float32)):
        return 0
    width = 8 * a.dtype.itemsize
    view = np.dtype(f"u{a.dtype.itemsize}")
    ka = _order_key(int(a.view(view)), width)
    kb = _order_key(int(b.view(view)), width)
    return abs(ka - kb)


def _keys(x: np.ndarray) -> np.ndarray:
    """Every element's :func:`_order_key`, as float64 (exact up to 2**53 ulps apart)."""
    width = 8 * x.dtype.itemsize
    bits = x.view(np.dtype(f"u{x.dtype.itemsize}")).astype(np.uint64)
    top = np.uint64(1 << (width - 1))
    mag = (bits & (top - np.uint64(1))).astype(np.float64)
    return np.where((bits & top) != 0, -mag, mag)


def first_difference(name: str, compiled: np.ndarray, interpreted: np.ndarray,
                     ulps: int = 0) -> Difference | None:
    """None when the two arrays agree (see the module docstring; floats within ``ulps``),
    else their first differing element."""
    assert compiled.shape == interpreted.shape and compiled.dtype == interpreted.dtype, \
        f"{name}: a copy has its original's shape and dtype"
    a = np.ascontiguousarray(compiled).reshape(-1)
    b = np.ascontiguousarray(interpreted).reshape(-1)
    floating = is_float(compiled.dtype)
    if floating:
        if compiled.dtype.itemsize < 8:  # f16 and bf16 widen exactly; numpy tests f32 and f64
            wide_a, wide_b = a.astype(np.float32), b.astype(np.float32)
        else:
            wide_a, wide_b = a, b
        nans = np.isnan(wide_a) & np.isnan(wide_b)
        if ulps:
            differs = np.abs(_keys(a) - _keys(b)) > ulps
        else:
            view = np.dtype(f"u{compiled.dtype.itemsize}")
            differs = a.view(view) != b.view(view)
        differs &= ~nans
    elif compiled.dtype.kind == "b":
        differs = a != b
    else:
        differs = a.view(np.dtype(f"u{compiled.dtype.itemsize}")) != \
            b.view(np.dtype(f"u{compiled.dtype.itemsize}"))
    where = np.flatnonzero(differs)
    if not where.size:
        return None
    k = int(where[0])
    index = tuple(int(i) for i in np.unravel_index(k, compiled.shape))
    if floating:
        distance = ulps_between(a[k], b[k])
    elif compiled.dtype.kind == "b":
        distance = 1
    else:
        distance = abs(int(a[k]) - int(b[k]))
    return Difference(name, index, a[k], b[k], distance, int(where.size), int(a.size),
                      floating)


def normalise(text: str) -> str:
    """An error's first line without what only the device decides: core numbers, trap ids
    and what happened to the device after it."""
    text = text.split("\n")[0]
    text = re.sub(r"core \d+", "core N", text).replace("; the device was restarted", "")
    return re.sub(r"incore trap \d+", "incore trap N", text)


def same_fault(interpreted: BaseException, compiled: BaseException | None,
               deadlock: type | None = None) -> bool:
    """Whether the interpreted run raised what the compiled launch raised (module
    docstring); ``deadlock`` is the interpreter's deadlock error type."""
    if compiled is None:
        return False
    if deadlock is not None and isinstance(interpreted, deadlock):
        return getattr(compiled, "code", None) == "SYNC_TIMEOUT"
    if type(interpreted) is not type(compiled):
        return False
    if getattr(compiled, "code", None) == "DEVICE_FAULT":
        return compiled.signal in ("SIGSEGV", "SIGBUS") and interpreted.signal == "SIGSEGV"
    text = getattr(compiled, "message", None) or str(compiled)
    return normalise(getattr(interpreted, "message", None) or str(interpreted)) == \
        normalise(text)
