"""The Worker's options checked and read: ``sanitize`` (or ``INCORE_SANITIZE``), ``l2_model``
with the L2 state its launches keep, buffer shapes and dtypes as the user spells them."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from incore import abi
from incore.errors import runtime_error
from incore.runtime.host.memory.gm import checked_shape

if TYPE_CHECKING:
    from incore.runtime.l2.config import L2Config
    from incore.runtime.l2.state import WorkerL2

SANITIZE_ENV = "INCORE_SANITIZE"


def sanitize_option(value: bool | None) -> bool:
    """``Worker(sanitize=...)``: a bool, or None for ``INCORE_SANITIZE`` (``1``/``0``)."""
    if value is None:
        env = os.environ.get(SANITIZE_ENV, "").strip()
        if env not in ("", "0", "1"):
            raise runtime_error("PARAMETER_VALUE", param=SANITIZE_ENV, given=repr(env),
                                expected="1 (sanitize launches) or 0")
        return env == "1"
    if not isinstance(value, bool):
        raise runtime_error("PARAMETER_TYPE", param="sanitize", expected="a bool or None",
                            given=f"{type(value).__name__} {value!r}")
    return value


def l2_option(l2_model: L2Config | None, gm_size: int,
               clusters: int) -> tuple[L2Config | None, WorkerL2 | None]:
    """``Worker(l2_model=...)`` checked, with the L2 state its launches keep (None, None
    without a model)."""
    if l2_model is None:
        return None, None
    # the L2 model (and its simulator) loads with the first Worker that has one
    from incore.runtime.l2.config import L2Config
    from incore.runtime.l2.state import WorkerL2

    if not isinstance(l2_model, L2Config):
        raise runtime_error("PARAMETER_TYPE", param="l2_model",
                            expected="None or an incore.L2Config",
                            given=f"{type(l2_model).__name__} {l2_model!r}")
    l2_model.check_fits(gm_size, 3 * clusters)  # names trace_records, not a GM buffer
    return l2_model, WorkerL2(l2_model)


def check_sanitize(sanitize: bool, l2_model: L2Config | None) -> None:
    """ValueError if ``sanitize`` is asked together with an L2 model."""
    if sanitize and l2_model is not None:
        raise runtime_error(
            "PARAMETER_VALUE", param="sanitize", given="True",
            expected="False when l2_model is set (both record through the same per-core "
                     "buffers; use two Workers)")


def buffer_shape(shape: int | Sequence[int]) -> tuple[int, ...]:
    """A buffer's shape as the user gave it (an int or a sequence), checked."""
    if isinstance(shape, Sequence) or (isinstance(shape, np.ndarray) and shape.ndim == 1):
        return checked_shape(tuple(shape))
    return checked_shape((shape,))  # one dimension (TypeError unless an integer)


def buffer_dtype(dtype: Any) -> np.dtype:
    """A buffer's dtype in numpy or DSL spelling, checked against the supported ones."""
    if isinstance(dtype, str) and dtype in abi.NUMPY_DTYPES:
        dtype = abi.NUMPY_DTYPES[dtype]
    if isinstance(dtype, str) and dtype == abi.NUMPY_DTYPES["bf16"]:
        abi.load_bfloat16()  # the spelling "bfloat16" is known to numpy once ml_dtypes is
    supported = ", ".join(abi.NUMPY_DTYPES.values())
    try:
        dt = np.dtype(dtype)
    except TypeError:
        raise runtime_error(
            "DTYPE_UNSUPPORTED", dtype=repr(dtype), supported=supported
        ) from None
    if dt.name not in abi.NUMPY_DTYPES.values() or not dt.isnative:
        raise runtime_error("DTYPE_UNSUPPORTED", dtype=dt, supported=supported)
    return dt
