"""A launch whose kernel calls ``sync_all()``: every core of every block as a thread, one baton.

All blocks of such a launch are resident at once (the runtime refuses more blocks than
cores), so the interpreter runs them together: one thread per core (per block on @aiv/@aic,
three per block on @mix), exactly one running at a time.  A core gives the baton up at
``sync_all()``, at the @mix cluster operations (``set_flag``, ``wait_flag``,
``cluster_barrier``, as ``cluster.py`` runs them) and at the end of its block; the next is
the first runnable one after it in launch order (or one drawn from the launch's seeded
generator).  A core in ``sync_all()`` is runnable once every core has reached it.

When no unfinished core is runnable the launch cannot go on.  If a core ended its block
while others wait in ``sync_all()``, the launch faults as the compiled one does: an
:class:`~incore.interpret.faults.InterpretDeadlock` (a ``DeviceFault``) naming the block that
ended and the line of the ``sync_all()``; otherwise the @mix cluster deadlock is reported.
The baton itself is :mod:`incore.interpret.baton`'s; this module supplies the launch's cores,
the ``sync_all()`` wait and the launch's deadlock message.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from incore import abi
from incore.interpret import faults
from incore.interpret.baton import Barrier, BatonRun
from incore.interpret.cluster import ORDER, Cluster, CoreSync


class LaunchCore(CoreSync):
    """What the generated code of one core calls (the ``_ik_core`` parameter): the cluster
    operations of :class:`~incore.interpret.cluster.CoreSync` and ``sync_all`` (whose wait is
    ``("sync", generation, line)``)."""

    def __init__(self, run: LaunchRun, index: int, block: int, kind: str, sub: int,
                 cluster: Cluster, cluster_id: int, barrier: Barrier) -> None:
        super().__init__(run, index, cluster, cluster_id, barrier)
        self.block = block
        self.kind = kind
        self.sub = sub

    def ready(self) -> bool:
        """Whether the wait is satisfied (``sync``: the launch's generation has passed)."""
        if self.wait[0] == "sync":
            return self.run.sync.passed(self.wait[1])
        return super().ready()

    def describe_wait(self) -> str:
        """The wait in a deadlock message (``waiting at sync_all()`` for ``sync``)."""
        if self.wait[0] == "sync":
            return "waiting at sync_all()"
        return super().describe_wait()

    def sync_all(self, line: int) -> None:
        """Wait until every core of the launch has reached a ``sync_all()``."""
        with self.run.cv:
            self.wait_for(("sync", self.run.sync.arrive(), line))


class LaunchRun(BatonRun):
    """Every block of a launch (``order``: the blocks in launch order), all cores at once."""

    def __init__(self, order: list[int], mix: bool, clusters: int, rng: random.Random | None,
                 body: Callable[[LaunchCore], None], kernel: str) -> None:
        super().__init__(rng, kernel)
        self.body = body
        shapes = ORDER if mix else ((None, 0),)
        self.clusters: dict[int, Cluster] = {}
        for b in order:
            cid = b % clusters if clusters else b
            cl = self.clusters.setdefault(cid, Cluster())
            barrier = Barrier(len(shapes))
            for kind, sub in shapes:
                self.cores.append(LaunchCore(self, len(self.cores), b, kind or "", sub, cl, cid,
                                             barrier))
        self.sync = Barrier(len(self.cores))

    def enter(self, c: LaunchCore) -> None:
        """Run core ``c``'s part of its block."""
        self.body(c)

    def thread_name(self, c: LaunchCore) -> str:
        """``incore-interpret-blockB-I``: the core's block and its index in the launch."""
        return f"incore-interpret-block{c.block}-{c.index}"

    def deadlock_fault(self) -> tuple[faults.InterpretDeadlock, int]:
        """A block that ended before a ``sync_all()`` others wait in (the compiled launch's
        fault), or else the cluster deadlock; the first core waiting in ``sync_all()`` (or
        the first waiting one) raises it."""
        waiting, parts = self.wait_parts()
        first = next((c for c in waiting if c.wait[0] == "sync"), waiting[0])
        ended = [c for c in self.cores if c.done]
        w, line = first.where, first.wait[2]
        if first.wait[0] == "sync" and ended:
            cause = abi.SYNC_ALL_CAUSE
            message = (f"kernel {self.kernel!r} stopped: {cause} at {w.file}:{line}: block "
                       f"{ended[0].block} ended without reaching it, so the blocks waiting there "
                       f"would wait forever (core {w.core} {w.kind}, block {w.block} waited)"
                       "\nhint: every block must call sync_all() as many times as the others: "
                       "do not return (or fail an assert) before it in some blocks only")
            flag = None
        else:
            cause = parts[0].split(f"block {w.block} ", 1)[1].rsplit(" at ", 1)[0]
            flag = first.wait[1] if first.wait[0] == "flag" else None
            message = (f"kernel {self.kernel!r} deadlocked in synchronisation: "
                       + "; ".join(parts) + "\nhint: every wait_flag needs a set_flag of "
                       "another core, and every core must reach each barrier")
        return faults.InterpretDeadlock(
            message, flag=flag, kernel=self.kernel, core=w.core, block=w.block,
            file=w.file, line=line, cause=cause,
        ), first.index
