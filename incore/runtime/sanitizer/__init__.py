"""The sanitizer (``Worker(sanitize=True)``, ``INCORE_SANITIZE=1``): races between blocks and
between the cores of a cluster, reads of GM nothing wrote, unpaired flags and accesses outside
their tensor, found from the checked variant's records of each launch (docs/runtime.md,
"Sanitizer").

``capture.py`` runs the launch's part (buffers, session, raising ``SanitizerError``);
``records.py`` decodes the records; ``order.py`` computes the happens-before; ``checks.py``
and ``initstate.py`` hold the checks; ``findings.py`` the findings and their reports.

The findings' names load on first use: a Worker that does not sanitize never imports them.

A collector room: may import ``incore.errors``, ``incore.log``, ``incore.abi``,
``incore.runtime.common``, ``incore.runtime.host.collector`` and the L2 room's trace buffers
and drainer (``incore.runtime.l2.trace``); never the launch pipeline or the context.
"""

from typing import Any

__all__ = ["KINDS", "Access", "Finding", "Report"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from incore.runtime.sanitizer import findings

        return getattr(findings, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
