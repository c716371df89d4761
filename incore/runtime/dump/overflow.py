"""Overflow detection: NaN and Inf in a launch's float outputs (docs/runtime.md, "What is written").

``scan`` finds them; ``report`` logs the WARNING naming kernel, tensor and count.  Overflow
dumps are written for every kernel with ``overflow`` on, whether or not it is in ``kernels``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import numpy as np

from incore.log import LOGGER_NAME

logger = logging.getLogger(LOGGER_NAME)

FIRST_INDICES = 8  # indices of the first non-finite elements kept in the sidecar


@dataclass(frozen=True)
class Overflow:
    """The non-finite elements of one tensor: counts and the first indices (C order)."""

    tensor: str
    nan: int
    inf: int
    first_indices: list[list[int]]

    @property
    def count(self) -> int:
        """NaN plus Inf elements."""
        return self.nan + self.inf

    def as_json(self) -> dict:
        """The sidecar entry."""
        return {"tensor": self.tensor, "count": self.count, "nan": self.nan, "inf": self.inf,
                "first_indices": self.first_indices}


def floating(array: np.ndarray) -> np.ndarray | None:
    """``array`` as a numpy float array (ml_dtypes' bfloat16, numpy kind "V", widened exactly
    to f32), or None when it is not a float tensor."""
    if array.dtype.kind == "f":
        return array
    if array.dtype.name == "bfloat16":
        return array.astype(np.float32)
    return None


def scan(name: str, array: np.ndarray) -> Overflow | None:
    """The overflow of ``array`` (None when it is not float or every element is finite)."""
    array = floating(array)
    if array is None:
        return None
    finite = np.isfinite(array)
    if finite.all():
        return None
    nan = int(np.count_nonzero(np.isnan(array)))
    bad = np.flatnonzero(~finite.ravel())
    first = [[int(i) for i in np.unravel_index(int(flat), array.shape)]
             for flat in bad[:FIRST_INDICES]]
    return Overflow(name, nan, int(bad.size) - nan, first)


def report(kernel: str, device: int, task: int, found: Overflow) -> None:
    """The WARNING for one overflowing tensor."""
    first = tuple(found.first_indices[0]) if found.first_indices else ()
    logger.warning(
        "dumper: overflow in kernel %r (device %d, task %d): tensor %r has %d non-finite "
        "values (%d NaN, %d Inf), the first at index %s",
        kernel, device, task, found.tensor, found.count, found.nan, found.inf, first,
    )
