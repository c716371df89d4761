"""The local executor: ``jobs`` runs at a time, each in its own process (incore.sweeps.isolate).

Threads only wait for the run processes, so a crash or hang stays in its run.  Closing the
iterator (the sweep interrupted) kills every running process group and leaves the runs that
did not finish unreported.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait

from incore.sweeps.isolate import kill_group, run_isolated


class LocalPool:
    """Runs specs on this machine, ``jobs`` processes at a time (default: the CPU count)."""

    name = "local"

    def __init__(self, jobs: int | None = None) -> None:
        if jobs is not None and (isinstance(jobs, bool) or not isinstance(jobs, int)
                                 or jobs < 1):
            raise ValueError(f"-j must be a positive number of processes, got {jobs!r}")
        self.jobs = jobs or os.cpu_count() or 1

    def describe(self) -> str:
        """``local pool of N processes``."""
        return f"local pool of {self.jobs} process{'es' if self.jobs != 1 else ''}"

    def run(self, specs: list[dict], timeout: float | None) -> Iterator[tuple[dict, list | None,
                                                                            str]]:
        """Yield ``(spec, rows, "")`` for each finished run, in the order they finish."""
        stop = threading.Event()
        live: set = set()
        pool = ThreadPoolExecutor(max_workers=self.jobs, thread_name_prefix="incore-sweep")
        futures = {pool.submit(run_isolated, s, timeout, stop, live): s for s in specs}
        pending = set(futures)
        try:
            while pending:
                done, pending = wait(pending, timeout=0.5, return_when=FIRST_COMPLETED)
                for f in done:
                    exc = f.exception()
                    if exc is not None:  # the isolation itself failed (no process could start)
                        yield futures[f], None, f"{type(exc).__name__}: {exc}"
                    elif f.result() is not None:
                        yield futures[f], f.result(), ""
        finally:
            stop.set()
            for f in pending:
                f.cancel()
            for proc in list(live):
                kill_group(proc)
            pool.shutdown(wait=True, cancel_futures=True)
