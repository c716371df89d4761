"""Core threads that pass one baton: the scheduling a ``@mix`` cluster (``cluster.py``) and a
``sync_all()`` launch (``launchsync.py``) share.

Exactly one core thread runs at a time.  A core gives the baton up only where it waits (or
signals) and at the end of its block; the next core is the first runnable one after it in
the run's order of cores (or, with a random order, one drawn from the launch's seeded
generator), so a run is deterministic.  A core is runnable when it has not finished and its
wait, if any, is satisfied (each core class says by what: :meth:`BatonCore.ready`).  When no
unfinished core is runnable the run is deadlocked: the subclass builds the
:class:`~incore.interpret.faults.InterpretDeadlock`, which the waiting core it names raises
at its ``.ik`` line; every other core thread ends with :class:`Abort`.
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod

from incore.interpret import faults


class Abort(BaseException):
    """Ends a core thread whose run failed elsewhere."""


class Barrier:
    """A barrier of ``parties`` cores counted in generations: a core that arrives waits until
    the generation it arrived in has passed (the last core to arrive passes it)."""

    def __init__(self, parties: int) -> None:
        self.parties = parties
        self.generation = 0
        self.arrived = 0

    def arrive(self) -> int:
        """Count one core in; return the generation it waits to pass."""
        generation = self.generation
        self.arrived += 1
        if self.arrived == self.parties:
            self.arrived = 0
            self.generation += 1
        return generation

    def passed(self, generation: int) -> bool:
        """Whether every core of ``generation`` has arrived."""
        return self.generation > generation


class BatonCore(ABC):
    """One core thread of a :class:`BatonRun`; ``wait`` is ``(kind, value, line)`` while the
    core waits, ``where`` the core's place (set when its block starts)."""

    def __init__(self, run: BatonRun, index: int) -> None:
        self.run = run
        self.index = index
        self.wait: tuple | None = None
        self.done = False
        self.where: faults.Where | None = None

    @abstractmethod
    def ready(self) -> bool:
        """Whether the core's ``wait`` is satisfied."""

    @abstractmethod
    def describe_wait(self) -> str:
        """The core's ``wait`` in a deadlock message (``waiting for ...``)."""

    def wait_for(self, wait: tuple) -> None:
        """Wait (holding the run's ``cv``) until ``wait`` is satisfied and the baton is back."""
        self.wait = wait
        self.run.switch(self)
        self.wait = None


class BatonRun(ABC):
    """Cores as threads, one baton; a subclass fills ``cores`` in their order and says how a
    core runs its block, how its thread is named and what a deadlock reports."""

    def __init__(self, rng: random.Random | None, kernel: str) -> None:
        self.rng = rng
        self.kernel = kernel
        self.cv = threading.Condition()
        self.cores: list[BatonCore] = []
        self.turn: int | None = None
        self.error: BaseException | None = None
        self.aborted = False
        self.deadlock: faults.InterpretDeadlock | None = None
        self.deadlock_core: int | None = None

    @abstractmethod
    def enter(self, c: BatonCore) -> None:
        """Run core ``c``'s block (in its thread, holding the baton)."""

    @abstractmethod
    def thread_name(self, c: BatonCore) -> str:
        """The name of core ``c``'s thread."""

    @abstractmethod
    def deadlock_fault(self) -> tuple[faults.InterpretDeadlock, int]:
        """The deadlock fault of a run where no unfinished core is runnable, and the index of
        the waiting core that raises it."""

    def runnable(self, c: BatonCore) -> bool:
        """Whether core ``c`` can take the baton."""
        if c.done:
            return False
        return c.wait is None or c.ready()

    def _next(self, after: int) -> int | None:
        n = len(self.cores)
        ready = [(after + k) % n for k in range(1, n + 1)
                 if self.runnable(self.cores[(after + k) % n])]
        if not ready:
            return None
        if self.rng is not None:
            return self.rng.choice(sorted(ready))
        return ready[0]

    def switch(self, me: BatonCore) -> None:
        """Give the baton to the next runnable core and wait until it comes back (the caller
        holds ``cv``); a finished core only gives it away."""
        nxt = self._next(me.index)
        if nxt is None:
            if all(c.done for c in self.cores):
                self.turn = None
                self.cv.notify_all()
                return
            # one waiting core raises the deadlock, from its wait at its .ik line
            self.aborted = True
            self.cv.notify_all()
            self.deadlock, self.deadlock_core = self.deadlock_fault()
            self.cv.notify_all()
            if self.deadlock_core == me.index:
                raise self.deadlock
            if me.done:
                return
            raise Abort
        self.turn = nxt
        self.cv.notify_all()
        if me.done:
            return
        while True:
            if self.deadlock is not None and self.deadlock_core == me.index:
                raise self.deadlock
            if self.aborted:
                raise Abort
            if self.turn == me.index:
                return
            self.cv.wait()

    def wait_parts(self) -> tuple[list[BatonCore], list[str]]:
        """The waiting cores, and for each ``core C (KIND) block B WAITING at FILE:LINE``."""
        waiting = [c for c in self.cores if not c.done and c.wait is not None]
        parts = [f"core {c.where.core} ({c.where.kind}) block {c.where.block} "
                 f"{c.describe_wait()} at {c.where.file}:{c.wait[2]}" for c in waiting]
        return waiting, parts

    def _thread(self, c: BatonCore) -> None:
        try:
            with self.cv:
                while self.turn != c.index:
                    if self.aborted:
                        return
                    self.cv.wait()
                if self.aborted:
                    return
            self.enter(c)
        except Abort:
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
                except (faults.InterpretDeadlock, Abort):
                    pass
            self.cv.notify_all()

    def run(self) -> None:
        """Run every core to its block's end; re-raise the first error of any (the deadlock
        raised in a waiting core's thread is such an error)."""
        threads = [threading.Thread(target=self._thread, args=(c,), daemon=True,
                                    name=self.thread_name(c))
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
