"""incore's log levels, the (severity, info_v) split the device sees, and the host log format.

One Python knob controls everything: ``logging.getLogger("incore").setLevel(level)``.

    DEBUG = 10   V0..V4 = 15..19   V5 = 20 (= INFO, the default)   V6..V9 = 21..24
    WARN  = 30   ERROR  = 40       NUL = 60 (nothing)

A Worker snapshots the effective level once and splits it into two integers, as simpler's
C++ side stores them: a CANN-aligned severity (``SEV_DEBUG=0``, ``SEV_INFO=1``,
``SEV_WARN=2``, ``SEV_ERROR=3``, ``SEV_NUL=4``) and ``info_v``, the lowest INFO tier still
shown (0..9).  At DEBUG every tier shows (info_v 0); above INFO no tier shows and info_v is 9.
"""

from __future__ import annotations

import datetime
import logging

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
    """The level's tag in log lines: ``DEBUG``, ``INFO_V<n>``, ``WARN``, ``ERROR`` or ``NUL``."""
    if level <= DEBUG:
        return "DEBUG"
    if level <= V9:
        return f"INFO_V{min(max(level - V0, 0), 9)}"
    if level <= WARN:
        return "WARN"
    if level <= ERROR:
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
        if device is not None:  # a kernel's record: formatted by the host, no time or thread
            return f"[{level_name(record.levelno)}] {device}: {record.getMessage()}"
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


def _register() -> None:
    logging.addLevelName(DEBUG, "DEBUG")
    for v, level in enumerate(_V_LEVELS):
        logging.addLevelName(level, f"INFO_V{v}")
    logging.addLevelName(WARN, "WARN")
    logging.addLevelName(ERROR, "ERROR")
    logging.addLevelName(NUL, "NUL")
    logger = get_logger()
    if logger.level == logging.NOTSET:
        logger.setLevel(V5)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(HostFormatter())
        logger.addHandler(handler)


_register()
