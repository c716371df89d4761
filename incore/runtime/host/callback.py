"""The process's exception callback (CANN's ``SetExceptCallback``) and task-abort callback
(CANN's Task Abort), stated in ``docs/runtime.md``, "The Runtime, devices and contexts".

The exception callback is told about every device fault or timeout of a launch, with an
``ExceptionRecord``, just before the exception is raised.  The task-abort callback is told about
every launch that was aborted, with an ``AbortRecord`` naming the launch: by a fault or timeout
(when the fault is reported), or by ``close()`` or an interrupt (Ctrl-C) stopping it while it
ran.

``Runtime.set_exception_callback(fn)`` / ``Runtime.set_task_abort_callback(fn)`` install them;
contexts call :func:`report` and :func:`report_abort`.  A callback that raises is logged (ERROR
on the ``incore`` logger) and the fault is raised all the same.  With no callback installed,
each report costs one ``is None`` test.
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


# AbortRecord.reason
ABORT_FAULT, ABORT_TIMEOUT, ABORT_CLOSE, ABORT_INTERRUPT = "fault", "timeout", "close", "interrupt"


@dataclass(frozen=True)
class AbortRecord:
    """One aborted launch.

    ``device`` / ``physical_id``: its device (logical and driver id); ``kernel``: its kernel's
    name; ``stream``: the id of its stream (0 for a synchronous ``Worker.launch``); ``task``:
    its task number on the device (the launch queue's sequence number, as dumps name it);
    ``ordinal``: its launch number in its stream (1, 2, ..., as the stream's errors count it
    in ``.launch``; 1 for a synchronous launch); ``reason``: ``"fault"``, ``"timeout"``,
    ``"close"`` or ``"interrupt"``; ``discarded``: how many launches queued behind it were
    discarded with it; ``error``: the exception the launch ends with (None for an interrupt,
    which propagates as itself).
    """

    device: int
    physical_id: int
    kernel: str
    stream: int
    task: int
    ordinal: int
    reason: str
    discarded: int
    error: BaseException | None


_callback: Callable[[ExceptionRecord], object] | None = None
_abort_callback: Callable[[AbortRecord], object] | None = None


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


def set_abort_callback(fn: Callable[[AbortRecord], object] | None) -> None:
    """Install the task-abort callback ``fn`` (None removes it); TypeError unless callable or
    None."""
    global _abort_callback
    if fn is not None and not callable(fn):
        raise runtime_error(
            "PARAMETER_TYPE", param="the task abort callback",
            expected="a callable taking one AbortRecord, or None",
            given=f"{type(fn).__name__} {fn!r}",
        )
    _abort_callback = fn


def abort_callback() -> Callable[[AbortRecord], object] | None:
    """The installed task-abort callback (None when there is none)."""
    return _abort_callback


def report_abort(
    *, device: int, physical_id: int, kernel: str, stream: int, task: int, ordinal: int,
    reason: str, discarded: int = 0, error: BaseException | None = None,
) -> None:
    """Call the task-abort callback (if any) with the launch's ``AbortRecord`` (once per
    aborted launch).  An exception raised by the callback is logged and swallowed."""
    fn = _abort_callback
    if fn is None:
        return
    record = AbortRecord(device=device, physical_id=physical_id, kernel=kernel, stream=stream,
                         task=task, ordinal=ordinal, reason=reason, discarded=discarded,
                         error=error)
    try:
        fn(record)
    except Exception:  # noqa: BLE001 - the launch's own error is what the caller must see
        logger.error(
            "the task abort callback %r raised while reporting the abort (%s) of kernel %r on "
            "device %d; the launch ends all the same", fn, reason, kernel, device,
            exc_info=True,
        )
