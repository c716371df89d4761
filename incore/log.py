"""incore's log levels, the (severity, info_v) split the device sees, and the host log format.

One Python knob controls everything: ``logging.getLogger("incore").setLevel(level)``.

    DEBUG = 10   V0..V4 = 15..19   V5 = 20 (= INFO, the default)   V6..V9 = 21..24
    WARN  = 30   ERROR  = 40       NUL = 60 (nothing)

A Worker snapshots the effective level once and splits it into two integers, as simpler's
C++ side stores them: a CANN-aligned severity (``SEV_DEBUG=0``, ``SEV_INFO=1``,
``SEV_WARN=2``, ``SEV_ERROR=3``, ``SEV_NUL=4``) and ``info_v``, the lowest INFO tier still
shown (0..9).  At DEBUG every tier shows (info_v 0); above INFO no tier shows and info_v is 9.

Level names.  Importing incore registers names for its own tiers only (``INFO_V0``..``INFO_V4``,
``INFO_V6``..``INFO_V9``, ``NUL``) with :func:`logging.addLevelName`; 10/20/30/40 keep their
standard names ``DEBUG``/``INFO``/``WARNING``/``ERROR`` for every logger, and
:class:`HostFormatter` prints ``INFO_V5`` and ``WARN`` for them in incore's lines; ``INFO_V5``
is accepted as a name of 20 (``setLevel("INFO_V5")``), so every tier ``INFO_V0``..``INFO_V9``
can be set by name right after ``import incore``.

Device lines.  A kernel's log record carries ``<kernel>/<core>: `` at the start of its message
(and the same text in the record attribute ``incore_device``), so an application's own
handler and format show where the line ran; a kernel's ``print(...)`` record (attribute
``incore_print`` true) carries its own prefix, ``[<kernel> block <b> core <c> <kind>]``
(``incore.printing``).

Handlers.  Importing incore registers the level names above and, when neither the ``incore``
logger nor the root logger has a handler, adds one :class:`DefaultHandler` (what
:func:`ensure_default_handler` does; a Worker start and the ``incore`` CLI call it again), so
host records logged before any Worker starts (a failing ``Runtime.kernel``, a bad
``set_dump_config``) already print in the host format below, INFO included, instead of
Python's bare ``lastResort`` line.  The handler prints to ``sys.stderr`` and steps aside by
itself as soon as the application configures logging (a handler on the root logger, e.g.
``logging.basicConfig()``, before or after ``import incore``, or another handler on
``incore``), so a record is never printed twice; records always propagate to the
application's handlers.  Importing incore sets the ``incore`` logger's level to INFO (V5)
only if the application has not set one.
"""

from __future__ import annotations

import datetime
import logging
import os
import sys
import threading

from incore import abi

LOGGER_NAME = "incore"

DEBUG = 10
V0, V1, V2, V3, V4 = 15, 16, 17, 18, 19
V5 = 20
V6, V7, V8, V9 = 21, 22, 23, 24
INFO = V5
WARN = 30
ERROR = 40
NUL = 60

# CANN-aligned severities; the same numbers the kernel ABI uses (GlobalContext.log_level).
SEV_DEBUG = abi.LOG_DEBUG
SEV_INFO = abi.LOG_INFO
SEV_WARN = abi.LOG_WARN
SEV_ERROR = abi.LOG_ERROR
SEV_NUL = abi.LOG_NUL

_V_LEVELS = (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9)


def level_name(level: int) -> str:
    """The level's tag in log lines: ``DEBUG``, ``INFO_V<n>``, ``WARN``, ``ERROR`` or ``NUL``.

    Levels between the named ones take the next one up, except that everything from ERROR up
    to (not including) NUL, e.g. ``logging.CRITICAL`` (50), is ``ERROR``.
    """
    if level <= DEBUG:
        return "DEBUG"
    if level <= V9:
        return f"INFO_V{min(max(level - V0, 0), 9)}"
    if level <= WARN:
        return "WARN"
    if level < NUL:
        return "ERROR"
    return "NUL"


def split_level(level: int) -> tuple[int, int]:
    """Split a Python level into ``(severity, info_v)`` (see the module docstring)."""
    if level <= DEBUG:
        return SEV_DEBUG, 0
    if level <= V9:
        return SEV_INFO, min(max(level - V0, 0), 9)
    if level <= WARN:
        return SEV_WARN, 9
    if level <= ERROR:
        return SEV_ERROR, 9
    return SEV_NUL, 9


def join_level(severity: int, info_v: int) -> int:
    """The Python level of ``(severity, info_v)``: the inverse of :func:`split_level`."""
    if severity == SEV_DEBUG:
        return DEBUG
    if severity == SEV_INFO:
        if not 0 <= info_v <= 9:
            raise ValueError(f"info_v must be in 0..9, got {info_v}")
        return _V_LEVELS[info_v]
    levels = {SEV_WARN: WARN, SEV_ERROR: ERROR, SEV_NUL: NUL}
    if severity not in levels:
        raise ValueError(f"unknown severity {severity}")
    return levels[severity]


class HostFormatter(logging.Formatter):
    """``[YYYY-MM-DD HH:MM:SS.uuuuuu][T0x<tid>][LEVEL] func: [file:line] message``."""

    def format(self, record: logging.LogRecord) -> str:
        device = getattr(record, "incore_device", None)
        if device is not None:
            # A kernel's record, formatted by the host with no time or thread; its message
            # starts with "<kernel>/<core>: " so that any handler shows where it ran.
            message = record.getMessage()
            if not getattr(record, "incore_print", False) and not message.startswith(
                f"{device}: "
            ):  # a kernel's print(...) line carries its own prefix (incore.printing)
                message = f"{device}: {message}"
            return f"[{level_name(record.levelno)}] {message}"
        stamp = datetime.datetime.fromtimestamp(record.created).strftime("%Y-%m-%d %H:%M:%S.%f")
        text = (
            f"[{stamp}][T{record.thread or 0:#x}][{level_name(record.levelno)}] "
            f"{record.funcName}: [{record.filename}:{record.lineno}] {record.getMessage()}"
        )
        if record.exc_info:
            text += "\n" + self.formatException(record.exc_info)
        return text


_NAMED_LEVELS = {
    "debug": DEBUG, "info": INFO, "warn": WARN, "error": ERROR, "null": NUL,
    **{f"v{i}": level for i, level in enumerate(_V_LEVELS)},
}
DEVICE_LEVELS = {
    "debug": DEBUG, "warn": WARN, "error": ERROR,
    **{f"info_v{i}": level for i, level in enumerate(_V_LEVELS)},
}


def level_from_name(name: str) -> int:
    """The level of a CLI spelling: ``debug``, ``v0``..``v9``, ``info``, ``warn``, ``error``..."""
    try:
        return _NAMED_LEVELS[name.lower()]
    except KeyError:
        raise ValueError(
            f"unknown log level {name!r}; expected one of {', '.join(_NAMED_LEVELS)}"
        ) from None


def get_logger() -> logging.Logger:
    """The ``incore`` logger."""
    return logging.getLogger(LOGGER_NAME)


def device_level_enabled(level: str, severity: int, info_v: int) -> bool:
    """Whether a kernel's log site of ``level`` (a ``DEVICE_LEVELS`` name) writes a record
    under the ``(severity, info_v)`` its launch runs with: the test the compiled kernel makes
    at its entry (``incore/lowering/device_log.py``) and an interpreted launch makes too."""
    if level.startswith("info_v"):
        return severity <= SEV_INFO and info_v <= int(level[6:])
    return severity <= {"debug": SEV_DEBUG, "warn": SEV_WARN, "error": SEV_ERROR}[level]


def emit_device_record(level: int, where: str, message: str, printed: bool = False) -> None:
    """Log one record of a kernel that ran at ``where`` (``<kernel>/<core>``) at ``level``:
    a log line's ``[file:line] message``, or (``printed``) a ``print(...)`` line, which
    carries its own prefix (``incore.printing``).  The device-log drain and an interpreted
    launch both log through here.  The kernel already filtered by its launch's level, so the
    logger's current level does not filter the record again."""
    logger = get_logger()
    text = message if printed else f"{where}: {message}"
    record = logger.makeRecord(LOGGER_NAME, level, "device", 0, text, (), None)
    record.incore_device = where
    record.incore_print = printed
    logger.handle(record)


class DefaultHandler(logging.Handler):
    """incore's fallback handler: the host format on ``sys.stderr``, while nothing else handles.

    It emits nothing once the root logger or the ``incore`` logger has another handler, so an
    application that configures logging after the first Worker started sees each line once.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(HostFormatter())

    def handle(self, record: logging.LogRecord) -> bool:
        if logging.getLogger().handlers or any(h is not self for h in get_logger().handlers):
            return False
        return bool(super().handle(record))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            stream = sys.stderr  # looked up per record, like logging.lastResort
            stream.write(self.format(record) + "\n")
            stream.flush()
        except Exception:  # noqa: BLE001 - logging must not raise; report like logging does
            self.handleError(record)


_handler_lock = threading.Lock()


def ensure_default_handler() -> None:
    """Add a :class:`DefaultHandler` to ``incore`` if neither it nor the root logger has one.

    Called by ``import incore``, when a Worker starts and when the CLI runs; does nothing once
    logging is configured.
    """
    logger = get_logger()
    with _handler_lock:
        if logger.handlers or logging.getLogger().handlers:
            return
        logger.addHandler(DefaultHandler())


def _reset_lock_in_child() -> None:
    # A parent thread may have held the handler lock at fork(); it never releases it here.
    global _handler_lock
    _handler_lock = threading.Lock()


def _register() -> None:
    # Only incore's own tiers get names: the standard 10/20/30/40 keep theirs (DEBUG, INFO,
    # WARNING, ERROR) for every logger of the process; HostFormatter prints INFO_V5 and WARN.
    for v, level in enumerate(_V_LEVELS):
        if level != INFO:
            logging.addLevelName(level, f"INFO_V{v}")
    logging.addLevelName(NUL, "NUL")
    # "INFO_V5" is accepted as a spelling of 20 (setLevel("INFO_V5"), like the other tiers)
    # without renaming 20, which addLevelName would do: the name table alone learns it.
    logging._nameToLevel.setdefault("INFO_V5", V5)
    logger = get_logger()
    if logger.level == logging.NOTSET:
        logger.setLevel(V5)
    ensure_default_handler()


_register()
os.register_at_fork(after_in_child=_reset_lock_in_child)
