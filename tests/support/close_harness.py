"""The close() race trial of issue 27's acceptance 2, shared by tests/runtime/test_close_threads.py
(a few trials) and scripts/close_stress.py (100 or more).

A trial: ``threads`` threads each launch ``launches`` launches on a stream of their own, each
launch adding 1 to its own slot of a device buffer (so "ran" is read from memory), while one
more thread calls ``close()`` at a random moment.  Every launch whose ``s.launch()`` returned
must have run (its slot is 1) or be counted among the discarded by a ``RuntimeWarning`` of the
close (its number in the stream is in the warning's ``launches``), never both, never neither;
a launch that raised ``ContextClosedError`` instead never runs (its slot stays 0).

With ``fault`` one launch of one stream, picked at random, divides by zero: it and the launches
queued behind it are discarded, and so are those of the other streams the restart drops.
"""

from __future__ import annotations

import random
import threading
import time
import warnings
from dataclasses import dataclass, field

import numpy as np

import incore
from incore.runtime import Worker

SLOTS = 1 << 15  # per trial: threads * launches must fit

SOURCE = f"""
@aiv
kernel bump(c: Tensor[[{SLOTS}], i64], i: i64, bad: i64):
    if block_idx == 0:
        if i == bad:
            c[i] = c[i] // (i - bad)  # division by zero: the launch faults
        else:
            c[i] = c[i] + 1
"""


@dataclass
class Outcome:
    """What one trial saw: launches returned, ran, discarded and the violations."""

    returned: int = 0
    ran: int = 0
    discarded: int = 0
    refused: int = 0  # launches that raised ContextClosedError (never accepted)
    problems: list[str] = field(default_factory=list)


_kernels: dict | None = None


def kernels() -> dict:
    """The trial's kernels, compiled once per process."""
    global _kernels
    if _kernels is None:
        _kernels = incore.compile(SOURCE)
    return _kernels


def trial(seed: int, device_id: int, threads: int = 8, launches: int = 1000,
          fault: bool = False, max_delay: float = 0.05) -> Outcome:
    """Run one trial (see the module docstring); ``seed`` picks the close moment (uniform in
    ``[0, max_delay)`` seconds after the launching threads start) and the faulting launch."""
    assert threads * launches <= SLOTS
    rng = random.Random(seed)
    bump = kernels()["bump"]
    bad = rng.randrange(threads * launches) if fault else -1
    w = Worker(device_id=device_id, timeout=60.0)
    c = w.zeros(SLOTS, np.int64)
    view = c.numpy()  # readable after close()
    streams = [w.stream() for _ in range(threads)]
    returned = [0] * threads
    errors: list[str] = []
    start = threading.Barrier(threads + 1)

    def launcher(t: int) -> None:
        s = streams[t]
        start.wait()
        for i in range(launches):
            try:
                s.launch(bump, c, t * launches + i, bad, blocks=1)
            except incore.ContextClosedError:
                return
            except BaseException as e:  # noqa: BLE001 - reported as a problem
                errors.append(f"thread {t}, launch {i + 1}: {type(e).__name__}: {e}")
                return
            returned[t] = i + 1

    close_errors: list[str] = []

    def closer() -> None:
        start.wait()
        time.sleep(rng.random() * max_delay)
        try:
            w.close()
        except BaseException as e:  # noqa: BLE001 - reported as a problem
            close_errors.append(f"close() raised {type(e).__name__}: {e}")

    workers = [threading.Thread(target=launcher, args=(t,)) for t in range(threads)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for th in workers:
            th.start()
        closing = threading.Thread(target=closer)
        closing.start()
        closing.join(120)
        for th in workers:
            th.join(120)
        w.close()  # idempotent: returns the first close's result
    out = Outcome()
    out.problems += errors + close_errors
    if closing.is_alive() or any(th.is_alive() for th in workers):
        out.problems.append("a thread did not finish within 120 s")
    lost: dict[int, set[int]] = {}
    for m in caught:
        stream_id = getattr(m.message, "stream", None)
        if stream_id is None:
            continue
        ids = lost.setdefault(stream_id, set())
        counted = set(m.message.launches)
        if ids & counted:
            out.problems.append(f"stream {stream_id}: launches counted twice")
        ids |= counted
    for t, s in enumerate(streams):
        gone = lost.get(s.id, set())
        n = returned[t]
        out.returned += n
        out.refused += launches - n
        for i in range(launches):
            value = int(view[t * launches + i])
            accepted = i < n
            ran, counted = value == 1, (i + 1) in gone
            if value not in (0, 1):
                out.problems.append(f"thread {t} launch {i + 1} ran {value} times")
            if accepted and ran and counted:
                out.problems.append(f"thread {t} launch {i + 1} ran and was counted discarded")
            elif accepted and not (ran or counted):
                out.problems.append(f"thread {t} launch {i + 1} neither ran nor was counted")
            elif not accepted and (ran or counted):
                out.problems.append(
                    f"thread {t} launch {i + 1} was refused but {'ran' if ran else 'counted'}")
            out.ran += ran and accepted
            out.discarded += counted and accepted
    return out


def signal_trial(seed: int, device_id: int, launches: int = 5000,
                 max_delay: float = 0.03) -> Outcome:
    """The same rule for a close() from a signal handler (SIGALRM, main thread only): this
    thread launches ``launches`` launches on one stream, then synchronizes, while the alarm's
    handler closes the Worker at a random moment (within ``max_delay`` seconds)."""
    import signal

    rng = random.Random(seed)
    bump = kernels()["bump"]
    w = Worker(device_id=device_id, timeout=60.0)
    c = w.zeros(SLOTS, np.int64)
    view = c.numpy()
    s = w.stream()
    returned = 0
    out = Outcome()
    previous = signal.signal(signal.SIGALRM, lambda *_: w.close())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            signal.setitimer(signal.ITIMER_REAL, rng.random() * max_delay + 1e-4)
            try:
                for i in range(launches):
                    s.launch(bump, c, i, -1, blocks=1)
                    returned = i + 1
                s.synchronize()
                time.sleep(max_delay)  # the alarm may still be due
            except incore.ContextClosedError:
                pass
        except BaseException as e:  # noqa: BLE001 - reported as a problem
            out.problems.append(f"{type(e).__name__}: {e}")
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
        w.close()
    gone: set[int] = set()
    for m in caught:
        if getattr(m.message, "stream", None) == s.id:
            gone |= set(m.message.launches)
    for i in range(launches):
        value, accepted, counted = int(view[i]), i < returned, (i + 1) in gone
        if value not in (0, 1) or (accepted and (value == 1) == counted) or (
                not accepted and (value or counted)):
            out.problems.append(f"launch {i + 1}: ran {value} times, accepted {accepted}, "
                                f"counted {counted}")
    out.returned, out.refused = returned, launches - returned
    out.ran = int(view[:returned].sum())
    out.discarded = len(gone)
    return out
