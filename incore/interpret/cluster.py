"""The cores of one ``@mix`` cluster as threads that pass a baton.

Exactly one core thread runs at a time.  A core gives the baton up only at ``set_flag``,
``wait_flag``, ``cluster_barrier`` and the end of its block; the next core is the first
runnable one after it in the order AIC, AIV 0, AIV 1 (or, with a random order, one drawn
from the launch's seeded generator), so a run is deterministic.  A core waiting in
``wait_flag(f)`` is runnable once flag ``f`` is non-zero (it then takes one count); one in
``cluster_barrier()`` once all three cores have reached a barrier.  When no unfinished core
is runnable, the cluster is deadlocked: the core that gave the baton up last raises
:class:`~incore.interpret.faults.InterpretDeadlock` at its ``.ik`` line, naming every waiting
core, its block, the flag and the line.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from incore import abi
from incore.interpret import faults

ORDER = ("aic", 0), ("aiv", 0), ("aiv", 1)


class _Abort(BaseException):
    """Ends a core thread whose cluster failed elsewhere."""


class Cluster:
    """The flags of one cluster (they persist across the blocks it runs in a launch)."""

    def __init__(self) -> None:
        self.flags = [0] * abi.FLAG_COUNT


class CoreSync:
    """What the generated code of one core calls: ``set_flag``, ``wait_flag``,
    ``cluster_barrier`` (the ``_ik_core`` parameter)."""

    def __init__(self, run: BlockRun, index: int) -> None:
        self.run = run
        self.index = index
        self.wait: tuple | None = None  # ("flag", f, line) or ("barrier", generation, line)
        self.done = False
        self.where: faults.Where | None = None

    def set_flag(self, flag: int, line: int) -> None:
        r = self.run
        with r.cv:
            r.cluster.flags[flag] += 1
            r.switch(self)

    def wait_flag(self, flag: int, line: int) -> None:
        r = self.run
        with r.cv:
            self.wait = ("flag", flag, line)
            r.switch(self)
            r.cluster.flags[flag] -= 1
            self.wait = None

    def cluster_barrier(self, line: int) -> None:
        r = self.run
        with r.cv:
            self.wait = ("barrier", r.generation, line)
            r.arrived += 1
            if r.arrived == len(r.cores):
                r.arrived = 0
                r.generation += 1
            r.switch(self)
            self.wait = None


class BlockRun:
    """One block of a ``@mix`` kernel on one cluster: three threads, one baton."""

    def __init__(self, cluster: Cluster, cluster_id: int, rng: random.Random | None,
                 body: Callable[[CoreSync, str, int], None], kernel: str) -> None:
        self.cluster = cluster
        self.cluster_id = cluster_id
        self.rng = rng
        self.body = body
        self.kernel = kernel
        self.cv = threading.Condition()
        self.cores = [CoreSync(self, i) for i in range(len(ORDER))]
        self.turn: int | None = None
        self.generation = 0
        self.arrived = 0
        self.error: BaseException | None = None
        self.aborted = False
        self.deadlock: faults.InterpretDeadlock | None = None
        self.deadlock_core: int | None = None

    def runnable(self, c: CoreSync) -> bool:
        if c.done:
            return False
        if c.wait is None:
            return True
        if c.wait[0] == "flag":
            return self.cluster.flags[c.wait[1]] > 0
        return self.generation > c.wait[1]

    def _next(self, after: int) -> int | None:
        n = len(self.cores)
        ready = [(after + k) % n for k in range(1, n + 1)
                 if self.runnable(self.cores[(after + k) % n])]
        if not ready:
            return None
        if self.rng is not None:
            return self.rng.choice(sorted(ready))
        return ready[0]

    def switch(self, me: CoreSync) -> None:
        """Give the baton to the next runnable core and wait until it comes back (the caller
        holds ``cv``); a finished core only gives it away."""
        nxt = self._next(me.index)
        if nxt is None:
            if all(c.done for c in self.cores):
                self.turn = None
                self.cv.notify_all()
                return
            # the first waiting core raises the deadlock, from its wait at its .ik line
            self.deadlock, self.deadlock_core = self._deadlock()
            self.cv.notify_all()
            if self.deadlock_core == me.index:
                raise self.deadlock
            if me.done:
                return
            raise _Abort
        self.turn = nxt
        self.cv.notify_all()
        if me.done:
            return
        while True:
            if self.deadlock is not None and self.deadlock_core == me.index:
                raise self.deadlock
            if self.aborted:
                raise _Abort
            if self.turn == me.index:
                return
            self.cv.wait()

    def _deadlock(self) -> tuple[faults.InterpretDeadlock, int]:
        self.aborted = True
        self.cv.notify_all()
        waiting = [c for c in self.cores if not c.done and c.wait is not None]
        parts, first = [], waiting[0] if waiting else None
        for c in waiting:
            w = c.where
            kind, line = c.wait[0], c.wait[2]
            what = (f"waiting for flag {c.wait[1]} (wait_flag({c.wait[1]}) in cluster "
                    f"{self.cluster_id})" if kind == "flag" else
                    f"waiting at cluster_barrier() (in cluster {self.cluster_id})")
            parts.append(f"core {w.core} ({w.kind}) block {w.block} {what} at {w.file}:{line}")
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

    def _thread(self, c: CoreSync) -> None:
        kind, sub = ORDER[c.index]
        try:
            with self.cv:
                while self.turn != c.index:
                    if self.aborted:
                        return
                    self.cv.wait()
                if self.aborted:
                    return
            self.body(c, kind, sub)
        except _Abort:
            return
        except BaseException as exc:  # noqa: BLE001 - handed to the launching thread
            with self.cv:
                if self.error is None:
                    self.error = exc
                self.aborted = True
                self.cv.notify_all()
            return
        with self.cv:
            c.done = True
            c.wait = None
            if not self.aborted:
                try:
                    self.switch(c)
                except (faults.InterpretDeadlock, _Abort):
                    pass
            self.cv.notify_all()

    def run(self) -> None:
        """Run the block's three cores to their ends; re-raise the first error of any."""
        threads = [threading.Thread(target=self._thread, args=(c,), daemon=True,
                                    name=f"incore-interpret-{ORDER[c.index][0]}{c.index}")
                   for c in self.cores]
        for t in threads:
            t.start()
        with self.cv:
            first = self.rng.choice(range(len(self.cores))) if self.rng is not None else 0
            self.turn = first
            self.cv.notify_all()
        for t in threads:
            t.join()
        if self.error is not None:
            raise self.error
