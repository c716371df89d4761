"""The Worker's options checked and read: ``sanitize`` (or ``INCORE_SANITIZE``), ``l2_model``
with the L2 state its launches keep, ``interpret`` (or ``INCORE_INTERPRET`` and
``INCORE_INTERPRET_ORDER``) and ``cross_check``, buffer shapes and dtypes as the user spells
them."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from incore import abi
from incore.errors import runtime_error
from incore.runtime.collectors import COLLECTORS
from incore.runtime.host.collector import LaunchOptions
from incore.runtime.host.memory.gm import checked_shape
from incore.runtime.host.validate import check_worker_options

if TYPE_CHECKING:
    from incore.runtime.l2.config import L2Config
    from incore.runtime.l2.state import WorkerL2

SANITIZE_ENV = "INCORE_SANITIZE"
INTERPRET_ENV = "INCORE_INTERPRET"
INTERPRET_ORDER_ENV = "INCORE_INTERPRET_ORDER"


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


def _order(value: str, param: str) -> str:
    """An interpreted launch's block order as given: ``fixed`` or ``random:SEED``."""
    if value == "fixed" or (value.startswith("random:") and value[len("random:"):]):
        return value
    raise runtime_error("PARAMETER_VALUE", param=param, given=repr(value),
                        expected="'fixed' or 'random:SEED' (SEED any non-empty text)")


def check_interpret(value: bool | str | None) -> None:
    """``Worker(interpret=...)`` checked: None, a bool, or an order string."""
    if value is None or isinstance(value, bool):
        return
    if not isinstance(value, str):
        raise runtime_error("PARAMETER_TYPE", param="interpret",
                            expected="None, a bool or an order 'fixed' / 'random:SEED'",
                            given=f"{type(value).__name__} {value!r}")
    _order(value, "interpret")


def interpret_option(value: bool | str | None) -> str | None:
    """The block order an interpreted Worker runs its launches in (``"fixed"`` or
    ``"random:SEED"``), or None for compiled launches: ``value`` itself when it is an order,
    else ``INCORE_INTERPRET_ORDER`` (default ``fixed``) when ``value`` is True, or when it is
    None and ``INCORE_INTERPRET`` is ``1`` (read now: when the Worker starts)."""
    check_interpret(value)
    if isinstance(value, str):
        return value
    if value is None:
        env = os.environ.get(INTERPRET_ENV, "").strip()
        if env not in ("", "0", "1"):
            raise runtime_error("PARAMETER_VALUE", param=INTERPRET_ENV, given=repr(env),
                                expected="1 (interpret launches) or 0")
        if env != "1":
            return None
    elif not value:
        return None
    order = os.environ.get(INTERPRET_ORDER_ENV, "").strip()
    return _order(order, INTERPRET_ORDER_ENV) if order else "fixed"


def check_cross_check(cross_check: bool, interpret: bool | str | None, sanitize: bool,
                      l2_model: L2Config | None) -> None:
    """``Worker(cross_check=...)`` checked: a bool; neither it nor an explicit ``interpret``
    goes with ``sanitize`` or ``l2_model`` (those run instrumented compiled variants)."""
    if not isinstance(cross_check, bool):
        raise runtime_error("PARAMETER_TYPE", param="cross_check", expected="a bool",
                            given=f"{type(cross_check).__name__} {cross_check!r}")
    for name, on in (("interpret", interpret not in (None, False)),
                     ("cross_check", cross_check)):
        if on and (sanitize or l2_model is not None):
            other = "sanitize" if sanitize else "l2_model"
            raise runtime_error(
                "PARAMETER_VALUE", param=name, given=repr(cross_check if name ==
                                                          "cross_check" else interpret),
                expected=f"off when {other} is set (the {other} option runs an instrumented "
                "compiled variant, which the interpreter does not model; use two Workers)")


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


class WorkerLaunchOptions:
    """The Worker's options that change how its launches run, as properties, and the frozen
    ``LaunchOptions`` built from them (``launch_options``) whenever one is set.  A part of
    ``Worker``: it uses the Worker's device, platform, clusters and layout."""

    launch_options: LaunchOptions

    def _options_changed(self) -> None:
        """Build ``launch_options`` again from the Worker's options (one of them was set).
        An interpreting or cross-checking Worker's launches take the pipeline's observed
        path (``collect``), never its fast path."""
        options = LaunchOptions(self._timeout, self._log_level_snapshot, self._dump,
                                self._l2_model, self._l2_state, self._sanitize,
                                interpret=self._interpret, cross_check=self._cross_check)
        if COLLECTORS.wanted(options) or self._interpret is not None or self._cross_check:
            options = dataclasses.replace(options, collect=True)
        self.launch_options = options

    @property
    def timeout(self) -> float:
        """Seconds each launch of this Worker may run (and close() may drain) at most."""
        return self._timeout

    @timeout.setter
    def timeout(self, seconds: float) -> None:
        self._timeout = check_worker_options(self.device_id, self.platform, None,
                                             self.clusters, self._layout.gm_size,
                                             seconds).timeout
        self._options_changed()

    @property
    def log_level_snapshot(self) -> tuple[int, int] | None:
        """The ``(severity, info_v)`` taken when this Worker started (None before)."""
        return self._log_level_snapshot

    @log_level_snapshot.setter
    def log_level_snapshot(self, level: tuple[int, int] | None) -> None:
        self._log_level_snapshot = level
        self._options_changed()

    @property
    def l2_model(self) -> L2Config | None:
        """The ``incore.L2Config`` this Worker's launches are traced through, or None."""
        return self._l2_model

    @l2_model.setter
    def l2_model(self, config: L2Config | None) -> None:
        check_sanitize(self._sanitize, config)
        check_cross_check(self._cross_check, self._interpret, False, config)
        self._l2_model, self._l2_state = l2_option(config, self._layout.gm_size,
                                                    self.clusters)
        self._options_changed()

    @property
    def sanitize(self) -> bool:
        """This Worker's launches run checked (``incore.SanitizerError`` on a finding)."""
        return self._sanitize

    @sanitize.setter
    def sanitize(self, value: bool) -> None:
        value = sanitize_option(value)
        check_sanitize(value, self._l2_model)
        check_cross_check(self._cross_check, self._interpret, value, None)
        self._sanitize = value
        self._options_changed()

    @property
    def interpret(self) -> str | None:
        """The block order (``"fixed"`` or ``"random:SEED"``) this Worker's launches run
        interpreted in, in the user's process; None: they run compiled on the device.  An
        unset ``Worker(interpret=None)`` reads ``INCORE_INTERPRET`` when the Worker starts."""
        return self._interpret

    @property
    def cross_check(self) -> bool:
        """Each launch of this Worker runs compiled and interpreted, compared
        (``incore.CrossCheckError`` when they differ)."""
        return self._cross_check

    def _resolve_interpret(self) -> None:
        """At start: ``interpret`` from the argument given, or the environment (which leaves
        a Worker with ``sanitize`` or ``l2_model`` alone)."""
        given = self._interpret_given
        if given is None and (self._sanitize or self._l2_model is not None):
            return
        self._interpret = interpret_option(given)
        self._options_changed()
