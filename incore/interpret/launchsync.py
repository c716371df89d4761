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
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from incore import abi
from incore.interpret import faults
from incore.interpret.cluster import ORDER, Cluster


class _LaunchAbort(BaseException):
    """Ends a core thread whose launch failed elsewhere."""


class LaunchCore:
    """What the generated code of one core calls (the ``_ik_core`` parameter)."""

    def __init__(self, run: LaunchRun, index: int, block: int, kind: str, sub: int,
                 cluster_id: int) -> None:
        self.run = run
        self.index = index
        self.block = block
        self.kind = kind
        self.sub = sub
        self.cluster_id = cluster_id
        self.wait: tuple | None = None  # ("flag", f, line), ("barrier" | "sync", gen, line)
        self.done = False
        self.where: faults.Where | None = None

    def set_flag(self, flag: int, line: int) -> None:
        r = self.run
        with r.cv:
            r.clusters[self.cluster_id].flags[flag] += 1
            r.switch(self)

    def wait_flag(self, flag: int, line: int) -> None:
        r = self.run
        with r.cv:
            self.wait = ("flag", flag, line)
            r.switch(self)
            r.clusters[self.cluster_id].flags[flag] -= 1
            self.wait = None

    def cluster_barrier(self, line: int) -> None:
        r = self.run
        with r.cv:
            state = r.barriers[self.block]
            self.wait = ("barrier", state[0], line)
            state[1] += 1
            if state[1] == r.per_block:
                state[0], state[1] = state[0] + 1, 0
            r.switch(self)
            self.wait = None

    def sync_all(self, line: int) -> None:
        r = self.run
        with r.cv:
            self.wait = ("sync", r.generation, line)
            r.arrived += 1
            if r.arrived == len(r.cores):
                r.arrived = 0
                r.generation += 1
            r.switch(self)
            self.wait = None


class LaunchRun:
    """Every block of a launch (``order``: the blocks in launch order), all cores at once."""

    def __init__(self, order: list[int], mix: bool, clusters: int, rng: random.Random | None,
                 body: Callable[[LaunchCore], None], kernel: str) -> None:
        self.rng = rng
        self.body = body
        self.kernel = kernel
        self.cv = threading.Condition()
        shapes = ORDER if mix else ((None, 0),)
        self.per_block = len(shapes)
        self.cores: list[LaunchCore] = []
        self.clusters: dict[int, Cluster] = {}
        self.barriers: dict[int, list[int]] = {}  # per block: [generation, arrived]
        for b in order:
            cid = b % clusters if clusters else b
            self.clusters.setdefault(cid, Cluster())
            self.barriers[b] = [0, 0]
            for kind, sub in shapes:
                self.cores.append(LaunchCore(self, len(self.cores), b, kind or "", sub, cid))
        self.turn: int | None = None
        self.generation = 0
        self.arrived = 0
        self.error: BaseException | None = None
        self.aborted = False
        self.deadlock: faults.InterpretDeadlock | None = None
        self.deadlock_core: int | None = None

    def runnable(self, c: LaunchCore) -> bool:
        if c.done:
            return False
        if c.wait is None:
            return True
        kind, value = c.wait[0], c.wait[1]
        if kind == "flag":
            return self.clusters[c.cluster_id].flags[value] > 0
        if kind == "barrier":
            return self.barriers[c.block][0] > value
        return self.generation > value

    def _next(self, after: int) -> int | None:
        n = len(self.cores)
        ready = [(after + k) % n for k in range(1, n + 1)
                 if self.runnable(self.cores[(after + k) % n])]
        if not ready:
            return None
        if self.rng is not None:
            return self.rng.choice(sorted(ready))
        return ready[0]

    def switch(self, me: LaunchCore) -> None:
        """Give the baton to the next runnable core and wait until it comes back (the caller
        holds ``cv``); a finished core only gives it away."""
        nxt = self._next(me.index)
        if nxt is None:
            if all(c.done for c in self.cores):
                self.turn = None
                self.cv.notify_all()
                return
            self.deadlock, self.deadlock_core = self._deadlock()
            self.cv.notify_all()
            if self.deadlock_core == me.index:
                raise self.deadlock
            if me.done:
                return
            raise _LaunchAbort
        self.turn = nxt
        self.cv.notify_all()
        if me.done:
            return
        while True:
            if self.deadlock is not None and self.deadlock_core == me.index:
                raise self.deadlock
            if self.aborted:
                raise _LaunchAbort
            if self.turn == me.index:
                return
            self.cv.wait()

    def _deadlock(self) -> tuple[faults.InterpretDeadlock, int]:
        self.aborted = True
        self.cv.notify_all()
        waiting = [c for c in self.cores if not c.done and c.wait is not None]
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
            parts = []
            for c in waiting:
                cw, kind = c.where, c.wait[0]
                what = {"flag": f"waiting for flag {c.wait[1]} (wait_flag({c.wait[1]}) in "
                                f"cluster {c.cluster_id})",
                        "barrier": f"waiting at cluster_barrier() (in cluster {c.cluster_id})",
                        "sync": "waiting at sync_all()"}[kind]
                parts.append(f"core {cw.core} ({cw.kind}) block {cw.block} {what} at "
                             f"{cw.file}:{c.wait[2]}")
            cause = parts[0].split(f"block {w.block} ", 1)[1].rsplit(" at ", 1)[0]
            flag = first.wait[1] if first.wait[0] == "flag" else None
            message = (f"kernel {self.kernel!r} deadlocked in synchronisation: "
                       + "; ".join(parts) + "\nhint: every wait_flag needs a set_flag of "
                       "another core, and every core must reach each barrier")
        return faults.InterpretDeadlock(
            message, flag=flag, kernel=self.kernel, core=w.core, block=w.block,
            file=w.file, line=line, cause=cause,
        ), first.index

    def _thread(self, c: LaunchCore) -> None:
        try:
            with self.cv:
                while self.turn != c.index:
                    if self.aborted:
                        return
                    self.cv.wait()
                if self.aborted:
                    return
            self.body(c)
        except _LaunchAbort:
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
                except (faults.InterpretDeadlock, _LaunchAbort):
                    pass
            self.cv.notify_all()

    def run(self) -> None:
        """Run every core to its block's end; re-raise the first error of any (the deadlock
        raised in a waiting core's thread is such an error)."""
        threads = [threading.Thread(target=self._thread, args=(c,), daemon=True,
                                    name=f"incore-interpret-block{c.block}-{c.index}")
                   for c in self.cores]
        for t in threads:
            t.start()
        with self.cv:
            self.turn = self.rng.choice(range(len(self.cores))) if self.rng is not None else 0
            self.cv.notify_all()
        for t in threads:
            t.join()
        if self.error is not None:
            raise self.error
