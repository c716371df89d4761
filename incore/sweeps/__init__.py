"""Sweeps: a grid of runs, one row per run (``incore sweep l2|run``, ``incore.sweep(...)``, which
is ``incore.sweeps.driver.sweep``).

Modules, one job each (docs/runtime.md, "Sweeps"):

- ``axes.py``: the axis values as given (comma lists, sizes, ``-O`` levels, ``-D`` values).
- ``grid.py``: the product of the axes, one spec per run (the example's files travel in it).
- ``tasks.py``: the run functions, executed in the run's own process.
- ``advised.py``: ``--bypass advised``: the advisor's BYPASS tensors and the source that makes it.
- ``child.py``: ``python -m incore.sweeps.child``, the process of one run.
- ``isolate.py``: one run in its own process group, bounded by the timeout.
- ``local.py``: the executor of local processes (``-j N``).
- ``cluster.py``: the Dask executor (``--scheduler``, ``$INCORE_DASK_SCHEDULER``).
- ``progress.py``: the table and progress bar printed as runs finish.
- ``writers.py``: ``--json`` (read back by ``--resume``), ``--csv``, ``--junit``.
- ``plot.py``: ``--plot`` of an L2 sweep.
- ``driver.py``: ``incore.sweep(...)``.
- ``command.py``: the ``incore sweep`` subcommand.
"""
