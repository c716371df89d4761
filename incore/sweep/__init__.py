"""Sweeps: a grid of runs, one row per run (``incore sweep l2|run``, ``incore.sweep(...)``).

Modules, one job each (docs/runtime.md, "Sweeps"):

- ``axes.py``: the axis values as given (comma lists, sizes, ``-O`` levels, ``-D`` values).
- ``grid.py``: the product of the axes, one spec per run (the example's files travel in it).
- ``tasks.py``: the run functions, executed in the run's own process.
- ``advised.py``: ``--bypass advised``: the advisor's BYPASS tensors and the source that makes it.
- ``child.py``: ``python -m incore.sweep.child``, the process of one run.
- ``isolate.py``: one run in its own process group, bounded by the timeout.
- ``local.py``: the executor of local processes (``-j N``).
- ``cluster.py``: the Dask executor (``--scheduler``, ``$INCORE_DASK_SCHEDULER``).
- ``progress.py``: the table and progress bar printed as runs finish.
- ``writers.py``: ``--json`` (read back by ``--resume``), ``--csv``, ``--junit``.
- ``plot.py``: ``--plot`` of an L2 sweep.
- ``driver.py``: ``incore.sweep(...)``.
- ``command.py``: the ``incore sweep`` subcommand.
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from incore.sweep.driver import SweepResult

__all__ = ["SweepResult", "sweep"]


def sweep(*args: Any, **kwargs: Any) -> SweepResult:
    """Run a grid of runs and collect one row per run: ``incore.sweep.driver.sweep``, whose
    docstring lists the axes and options (loaded on first call, so ``incore``'s command line
    does not import the executors)."""
    from incore.sweep.driver import sweep as run

    return run(*args, **kwargs)


def __getattr__(name: str) -> Any:
    if name == "SweepResult":
        from incore.sweep.driver import SweepResult

        return SweepResult
    raise AttributeError(f"module 'incore.sweep' has no attribute {name!r}")


class _SweepModule(types.ModuleType):
    """This package, callable: ``incore.sweep(...)`` is ``incore.sweep.sweep(...)`` whether
    ``incore.sweep`` names the function or, once imported, the package."""

    def __call__(self, *args: Any, **kwargs: Any) -> SweepResult:
        return sweep(*args, **kwargs)


sys.modules[__name__].__class__ = _SweepModule
