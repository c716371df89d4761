"""The Dask executor: each run is a task on a ``dask.distributed`` cluster, and each task runs
its spec in a process of its own on the worker (incore.sweeps.isolate), as the local pool does.

Tasks are submitted with ``pure=False`` (every run runs) and ``retries=1``; Dask itself moves
the tasks of a worker that dies to another one.  A task that still fails (a run lost with its
workers) is reported, not turned into a row: the sweep lists it as unfinished, for
``--resume``.  Dask's ``distributed`` is an optional extra: nothing here imports it until a
scheduler is asked for.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from incore.sweeps.isolate import run_isolated

ENV_SCHEDULER = "INCORE_DASK_SCHEDULER"
INSTALL = "pip install 'incore[dask]'"


def import_distributed():
    """The ``distributed`` module; ImportError saying what to install when it is missing."""
    try:
        import distributed
    except ImportError:
        raise ImportError(f"a Dask scheduler needs Dask's distributed package: {INSTALL}") \
            from None
    return distributed


def scheduler_from(scheduler: object) -> object:
    """The scheduler asked for: ``scheduler`` (an address or a Client), else
    ``$INCORE_DASK_SCHEDULER``, else None (the local pool)."""
    if scheduler is not None:
        return scheduler
    return os.environ.get(ENV_SCHEDULER) or None


class DaskPool:
    """Runs specs as tasks of a Dask cluster: ``scheduler`` is an address
    (``tcp://host:8786``), a ``distributed.Client`` or a cluster object (``LocalCluster``)."""

    name = "dask"

    def __init__(self, scheduler: object) -> None:
        distributed = import_distributed()
        if isinstance(scheduler, distributed.Client):
            self.client, self.owned = scheduler, False
        elif hasattr(scheduler, "scheduler_address"):  # a cluster object (LocalCluster, ...)
            self.client = distributed.Client(scheduler.scheduler_address, timeout="30s")
            self.owned = True
        else:
            self.client = distributed.Client(str(scheduler), timeout="30s")
            self.owned = True

    def describe(self) -> str:
        """``Dask cluster at ADDRESS (N workers)``."""
        workers = len(self.client.scheduler_info().get("workers", {}))
        return f"Dask cluster at {self.client.scheduler.address} ({workers} workers)"

    def close(self) -> None:
        """Close the client this pool opened (a Client passed in stays open)."""
        if self.owned:
            self.client.close()

    def run(self, specs: list[dict], timeout: float | None) -> Iterator[tuple[dict, list | None,
                                                                            str]]:
        """Yield ``(spec, rows, "")`` for each finished run, ``(spec, None, reason)`` for a
        run whose task failed (its workers lost)."""
        from distributed import as_completed

        futures = {self.client.submit(run_isolated, s, timeout, pure=False, retries=1,
                                      key=f"incore-sweep-{i}-{os.urandom(4).hex()}"): s
                   for i, s in enumerate(specs)}
        try:
            for f in as_completed(futures):
                spec = futures[f]
                try:
                    rows = f.result()
                except Exception as exc:  # noqa: BLE001 - the task is lost, the sweep goes on
                    yield spec, None, f"lost: {type(exc).__name__}: {exc}"
                    continue
                yield spec, rows, ""
        finally:
            self.client.cancel([f for f in futures if not f.done()])
