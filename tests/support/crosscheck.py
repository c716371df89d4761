"""Cross-checking the launches of the interpreter's corpora: a ``Worker.launch`` replacement
that runs every launch of a compiled kernel through the Worker's own cross-check
(``LaunchOptions.cross_check``, ``incore/runtime/host/launch/crosscheck.py``: compiled, then
interpreted on copies of the same inputs, compared by ``launch/differences.py``), so the
tests and ``Worker(cross_check=True)`` share one implementation."""

from __future__ import annotations

import dataclasses

import incore
from incore.runtime.host.launch.pipeline import launch_sync
from incore.runtime.host.operations import launching


class Recorder:
    """Counts the cross-checked launches and keeps the differences they raised."""

    def __init__(self) -> None:
        self.launches = 0
        self.differences: list[str] = []


def cross_launch(original, recorder: Recorder):
    """A ``Worker.launch`` replacement: each launch of a kernel built by ``incore.compile``
    is cross-checked and counted in ``recorder``; a ``CrossCheckError`` is recorded and
    raised.  Other kernel objects launch as ``original`` does."""

    def launch(self, kernel, *args, blocks=None):
        if not hasattr(kernel, "interpreted"):
            return original(self, kernel, *args, blocks=blocks)
        if self.start_seconds is None:
            self.start()  # its log level snapshot goes into the options
        options = dataclasses.replace(self.launch_options, cross_check=True, collect=True)
        recorder.launches += 1
        try:
            return launching(self, "Worker.launch", launch_sync, None, kernel, args, blocks,
                             options)
        except incore.CrossCheckError as exc:
            recorder.differences.append(str(exc).split("\nhint:")[0])
            raise

    return launch
