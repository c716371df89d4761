"""Running a test's body in several threads at once and collecting what they raised."""

from __future__ import annotations

import threading
from collections.abc import Callable


def in_threads(body: Callable[[int], None], count: int) -> list[BaseException]:
    """Run ``body(k)`` for k in 0..count-1, each in its own thread, all started before any is
    joined; the exceptions they raised (none: an empty list)."""
    errors: list[BaseException] = []

    def run(k: int) -> None:
        try:
            body(k)
        except BaseException as exc:  # noqa: BLE001 - the caller asserts on them
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors
