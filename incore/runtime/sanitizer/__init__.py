"""The sanitizer, a collector package (``Worker(sanitize=True)``, ``INCORE_SANITIZE=1``): races
between blocks and between the cores of a cluster, reads of GM nothing wrote, unpaired flags
and accesses outside their tensor, found from the checked variant's records of each launch
(docs/runtime.md, "Sanitizer").

Modules, one job each:

- ``capture.py``: the launch's part: buffers, session, raising ``SanitizerError``.
- ``records.py``: the records decoded into runs, segments, intervals and ``SyncEvent``s.
- ``strided.py``: strided runs dropped where they change no finding, expanded elsewhere.
- ``order.py``: happens-before: flag matching, vector clocks per segment.
- ``checks.py``: the race, out-of-bounds, index-overflow and unpaired-flag checks of a
  ``LaunchTrace``.
- ``initstate.py``: which GM bytes are initialised, and the ``uninitialized`` check.
- ``findings.py``: the findings, the accesses they name, and their reports.
- ``collector.py``: the sanitizer's collector and its source (what the launch pipeline calls).

The findings' names load on first use: a Worker that does not sanitize never imports them.

May import ``incore.errors``, ``incore.log``, ``incore.abi``, ``incore.runtime.common``,
``incore.runtime.host.collector`` and the L2 model's trace buffers and drainer
(``incore.runtime.l2.trace``); never the launch pipeline or the context.
"""

from typing import Any

__all__ = ["KINDS", "Access", "Finding", "Report"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from incore.runtime.sanitizer import findings

        return getattr(findings, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
