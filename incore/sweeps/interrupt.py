"""A sweep's Ctrl-C, kept as a flag as well as raised.

Python raises ``KeyboardInterrupt`` at whatever the main thread runs when SIGINT arrives; if that
is a finaliser (a ``__del__``, a weakref callback run by the garbage collector) the exception
is printed as "ignored" and dropped, and a sweep would run its remaining runs to the end.  While
a sweep runs in the main thread with Python's default handler in place, :func:`watch` puts a
handler there that sets an event before it raises, and the executors stop when the event is set
(``LocalPool.run`` checks it at every poll, ``DaskPool.run`` between results): a Ctrl-C stops
the sweep even when its exception is lost.  Anywhere else (another thread, a handler of the
application's) the sweep leaves SIGINT alone and the event stays clear.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator


@contextlib.contextmanager
def watch() -> Iterator[threading.Event]:
    """The event a Ctrl-C sets while the block runs (SIGINT's handler restored after)."""
    stopped = threading.Event()
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield stopped
        return

    def on_sigint(signum: int, frame: object) -> None:
        stopped.set()
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, on_sigint)
    try:
        yield stopped
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
