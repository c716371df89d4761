"""The cores of one ``@mix`` cluster as threads that pass a baton.

Exactly one core thread runs at a time.  A core gives the baton up only at ``set_flag``,
``wait_flag``, ``cluster_barrier`` and the end of its block; the next core is the first
runnable one after it in the order AIC, AIV 0, AIV 1 (or, with a random order, one drawn
from the launch's seeded generator), so a run is deterministic.  A core waiting in
``wait_flag(f)`` is runnable once flag ``f`` is non-zero (it then takes one count); one in
``cluster_barrier()`` once all three cores have reached a barrier.  When no unfinished core
is runnable, the cluster is deadlocked: the first waiting core raises
:class:`~incore.interpret.faults.InterpretDeadlock` at its ``.ik`` line, naming every waiting
core, its block, the flag and the line.  The baton itself (the order, giving it up, deadlock
detection, ending the other threads) is :mod:`incore.interpret.baton`'s; this module supplies
the cluster's waits, its three cores and its deadlock message.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from incore import abi
from incore.interpret import faults
from incore.interpret.baton import Barrier, BatonCore, BatonRun

ORDER = ("aic", 0), ("aiv", 0), ("aiv", 1)


class Cluster:
    """The flags of one cluster (they persist across the blocks it runs in a launch)."""

    def __init__(self) -> None:
        self.flags = [0] * abi.FLAG_COUNT


class CoreSync(BatonCore):
    """What the generated code of one core calls: ``set_flag``, ``wait_flag``,
    ``cluster_barrier`` (the ``_ik_core`` parameter); ``barrier`` is its block's.  Its waits:
    ``("flag", f, line)`` and ``("barrier", generation, line)``."""

    def __init__(self, run: BatonRun, index: int, cluster: Cluster, cluster_id: int,
                 barrier: Barrier) -> None:
        super().__init__(run, index)
        self.cluster = cluster
        self.cluster_id = cluster_id
        self.barrier = barrier

    def ready(self) -> bool:
        """Whether the flag waited for is non-zero, or the barrier's generation has passed."""
        if self.wait[0] == "flag":
            return self.cluster.flags[self.wait[1]] > 0
        return self.barrier.passed(self.wait[1])

    def describe_wait(self) -> str:
        """``waiting for flag F (...)`` or ``waiting at cluster_barrier() (...)``."""
        if self.wait[0] == "flag":
            return (f"waiting for flag {self.wait[1]} (wait_flag({self.wait[1]}) in cluster "
                    f"{self.cluster_id})")
        return f"waiting at cluster_barrier() (in cluster {self.cluster_id})"

    def set_flag(self, flag: int, line: int) -> None:
        """Raise ``flag`` by one and give the baton up."""
        with self.run.cv:
            self.cluster.flags[flag] += 1
            self.run.switch(self)

    def wait_flag(self, flag: int, line: int) -> None:
        """Wait until ``flag`` is non-zero, then take one count of it."""
        with self.run.cv:
            self.wait_for(("flag", flag, line))
            self.cluster.flags[flag] -= 1

    def cluster_barrier(self, line: int) -> None:
        """Wait until every core of the block has reached a barrier."""
        with self.run.cv:
            self.wait_for(("barrier", self.barrier.arrive(), line))


class BlockRun(BatonRun):
    """One block of a ``@mix`` kernel on one cluster: three threads, one baton."""

    def __init__(self, cluster: Cluster, cluster_id: int, rng: random.Random | None,
                 body: Callable[[CoreSync, str, int], None], kernel: str) -> None:
        super().__init__(rng, kernel)
        self.body = body
        barrier = Barrier(len(ORDER))
        self.cores = [CoreSync(self, i, cluster, cluster_id, barrier) for i in range(len(ORDER))]

    def enter(self, c: CoreSync) -> None:
        """Run core ``c``'s part of the block."""
        kind, sub = ORDER[c.index]
        self.body(c, kind, sub)

    def thread_name(self, c: CoreSync) -> str:
        """``incore-interpret-aic0``, ``incore-interpret-aiv1``, ``incore-interpret-aiv2``."""
        return f"incore-interpret-{ORDER[c.index][0]}{c.index}"

    def deadlock_fault(self) -> tuple[faults.InterpretDeadlock, int]:
        """The cluster's deadlock: every waiting core, the first one raises it."""
        waiting, parts = self.wait_parts()
        first = waiting[0]
        w = first.where
        flag = first.wait[1] if first.wait[0] == "flag" else None
        cause = parts[0].split(f"block {w.block} ", 1)[1].rsplit(" at ", 1)[0]
        finished = [c for c in self.cores if c.done]
        hint = (f"no set_flag({flag}) is left to run for this wait_flag({flag}): pair every "
                f"wait_flag({flag}) with a set_flag({flag}) of another core"
                if flag is not None else "all three cores of the cluster must reach each "
                "cluster_barrier()")
        if finished:
            hint += "; finished: " + ", ".join(
                f"core {c.where.core} ({c.where.kind})" for c in finished)
        message = (f"kernel {self.kernel!r} deadlocked in MIX-cluster synchronisation: "
                   + "; ".join(parts) + f"\nhint: {hint}")
        return faults.InterpretDeadlock(
            message, flag=flag, kernel=self.kernel, core=w.core, block=w.block,
            file=w.file, line=first.wait[2], cause=cause,
        ), first.index
