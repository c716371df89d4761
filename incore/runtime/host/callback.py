"""The process's exception callback (seed 002 ``SetExceptCallback``): told about every device
fault or timeout of a launch, with an ``ExceptionRecord``, just before the exception is raised.

``Runtime.set_exception_callback(fn)`` installs ``fn``; contexts call :func:`report`.  A callback
that raises is logged (ERROR on the ``incore`` logger) and the fault is raised all the same.
With no callback installed, :func:`report` costs one ``is None`` test.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from incore.errors import DeviceFault, runtime_error
from incore.log import LOGGER_NAME

logger = logging.getLogger(LOGGER_NAME)


@dataclass(frozen=True)
class ExceptionRecord:
    """What is known about one device fault or timeout (None where unknown).

    ``device`` is the logical device id, ``physical_id`` the driver's; ``error`` is the
    exception about to be raised (a ``DeviceFault``), ``message`` its text.
    """

    device: int
    physical_id: int
    kernel: str | None
    core: int | None
    block: int | None
    signal: str | None
    address: int | None
    file: str | None
    line: int | None
    cause: str | None
    timeout: bool
    message: str
    error: DeviceFault


_callback: Callable[[ExceptionRecord], object] | None = None


def set_callback(fn: Callable[[ExceptionRecord], object] | None) -> None:
    """Install ``fn`` (None removes the callback); TypeError unless callable or None."""
    global _callback
    if fn is not None and not callable(fn):
        raise runtime_error(
            "PARAMETER_TYPE", param="the exception callback",
            expected="a callable taking one ExceptionRecord, or None",
            given=f"{type(fn).__name__} {fn!r}",
        )
    _callback = fn


def report(
    error: DeviceFault, device: int, physical_id: int, timeout: bool = False
) -> None:
    """Call the installed callback with the record of ``error`` (once per fault).

    An exception raised by the callback is logged and swallowed: the caller raises ``error``.
    """
    fn = _callback
    if fn is None:
        return
    record = ExceptionRecord(
        device=device, physical_id=physical_id, kernel=error.kernel, core=error.core,
        block=error.block, signal=error.signal, address=error.address, file=error.file,
        line=error.line, cause=error.cause, timeout=timeout, message=str(error), error=error,
    )
    try:
        fn(record)
    except Exception:  # noqa: BLE001 - the fault is what the caller must see
        logger.error(
            "the exception callback %r raised while reporting a fault of kernel %r on "
            "device %d; the fault is raised all the same", fn, error.kernel, device,
            exc_info=True,
        )
