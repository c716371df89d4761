"""The device process's messages to the host: its configuration errors and internal failures.

The host passes the write end of a pipe as ``--report-fd``; the device writes each message to
it as one NUL-terminated UTF-8 record (:func:`report`) instead of printing to its stderr, and
the host reads the records once the device has ended (:func:`read_reports`) and logs them
through the ``incore`` logger at ERROR, in the host format and under the application's
level filter and handlers (``process.DeviceProcess``).  A device started without a report pipe
(by hand, from a shell) writes the same text to its stderr, one line per message.

Imports only os and sys, so the device process can use it before anything else.
``traceback`` is imported only to report a failure.
"""

from __future__ import annotations

import os
import sys

MAX_REPORT_BYTES = 64 * 1024  # what the host reads of one device's reports
_fd = -1


def set_report_fd(fd: int) -> None:
    """Device side: send later messages to ``fd`` (the host's report pipe)."""
    global _fd
    _fd = fd


def report(text: str) -> None:
    """Device side: hand ``text`` to the host (or to stderr without a report pipe)."""
    data = text.rstrip("\n")
    if _fd >= 0:
        try:
            os.write(_fd, data.encode("utf-8", "replace") + b"\0")
            return
        except OSError:
            pass  # the host is gone or closed its end: stderr is all that is left
    sys.stderr.write(data + "\n")
    sys.stderr.flush()


def report_exception(text: str) -> None:
    """Device side: ``report`` ``text`` followed by the traceback of the exception being
    handled (``traceback`` is imported here, by a device that is failing, not at its start)."""
    import traceback

    report(text + traceback.format_exc())


def read_reports(fd: int) -> list[str]:
    """Host side: the messages waiting in the non-blocking read end ``fd`` (at most
    ``MAX_REPORT_BYTES`` in all)."""
    chunks: list[bytes] = []
    size = 0
    while size < MAX_REPORT_BYTES:
        try:
            chunk = os.read(fd, MAX_REPORT_BYTES - size)
        except (BlockingIOError, InterruptedError):
            break
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    text = b"".join(chunks).decode("utf-8", "replace")
    return [part for part in text.split("\0") if part.strip()]
