"""The sanitizer (``Worker(sanitize=True)``, ``INCORE_SANITIZE=1``): races between blocks and
between the cores of a cluster, reads of GM nothing wrote, unpaired flags and accesses outside
their tensor, found from the checked variant's records of each launch (docs/runtime.md,
"Sanitizer").

``capture.py`` runs the launch's part (buffers, session, raising ``SanitizerError``);
``records.py`` decodes the records; ``order.py`` computes the happens-before; ``checks.py``
and ``initstate.py`` hold the checks; ``findings.py`` the findings and their reports.

A collector room: may import ``incore.errors``, ``incore.log``, ``incore.abi``,
``incore.runtime.common``, ``incore.runtime.host.collector`` and the L2 room's trace buffers
and drainer (``incore.runtime.l2.trace``); never the launch pipeline or the context.
"""

from incore.runtime.sanitizer.findings import KINDS, Access, Finding, Report

__all__ = ["KINDS", "Access", "Finding", "Report"]
