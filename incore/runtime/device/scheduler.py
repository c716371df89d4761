"""Builds the device's scheduler: the loop that drains the launch queue, LLVM IR compiled with
llvmlite (simpler's AICPU scheduler; the cores are its AICores).

The host enqueues launch descriptors into the control block's ring (``launchqueue.py``) and
advances ``queue.tail``; one device thread calls this loop once and never returns.  For every
launch, in queue order, the loop:

1. waits for ``tail`` to pass the last dispatched launch ``d``: it spins ``SPIN_ITERATIONS``
   times (with ``pause``, and ``sched_yield`` every ``YIELD_EVERY``, as the cores do), then
   sets ``sched_sleeping``, re-checks and sleeps on ``tail`` with ``FUTEX_WAIT`` (no timeout:
   the host wakes it when ``sched_sleeping`` is set); a launch the host dispatched itself
   (``host/launch/direct.py``) moved ``header.seq`` first and is adopted as dispatched;
2. waits until launch ``n = d + 1`` may run: an exclusive one (the descriptor's ``overlap``
   0; every ``@mix`` or profiled launch; every launch of the Python executor) once every
   dispatched launch completed, an overlapping one once the last exclusive launch completed,
   launches ``after`` and ``waited`` are done (``control.LaunchDesc``) and a launch lane is
   free (spin, then ``sched_blocked`` and a sleep on ``completions``, which the core
   completing a launch changes and wakes);
3. dispatches it into its lane (lane 0 for exclusive launches, else the first free one):
   the dispatch time (``started_ns``, for the host's timeout), the MIX-cluster flags zeroed
   on a device no launch runs on, the lane's claim tag, the descriptor's fields (the lane's
   ``args_template`` points at the descriptor's args), ``blocks_done = 0``, the lane's
   ``launch``; then ``header.seq = n`` and the doorbell of each core kind the launch needs
   (``doorbell[kind]``, where idle cores of the kind sleep), futex-waking as many sleeping
   cores of the kind as the launch has blocks beyond the kind's spinning cores, less the
   blocks of the kind other lanes still leave unclaimed (all for a ``@mix`` launch); the
   Python executor's cores sleep on ``seq`` instead, so for them it wakes ``seq``.

Before step 2 it tries to chain launch ``n`` after its stream's previous launch ``after``
(an overlapping launch, no exclusive launch since the last completed one, ``waited`` done or
``after`` itself): if a lane's chain word (``control.Lane.chain``) still ends, open, at
``after``, it writes ``n`` into ``after``'s descriptor's ``next`` and moves the chain word to
``n`` by compare-and-swap; ``n`` then counts as dispatched (``header.seq = n``) and the loop
goes on to the next launch at once, so a burst of queued launches is taken in one pass.  The
core completing ``after`` puts ``n`` into its lane itself (``executor.py``, step 5).  A lane
is free only once its chain is closed, and a launch goes into a new lane only once every
chained launch is in its lane, so launches of other streams keep their place in the order.

The loop never waits for a launch to finish: the cores complete launches (``executor.py``,
step 5), in any order, and advance ``completed`` over the finished ones.  So up to ``LANES``
launches of different streams run at the same time, while launches of one stream, and launches
ordered by events, run in their order.  Faults end the device process (the fault handler), and
the host restarts the device with the queue reset; timeouts are the host's (each lane's
``started_ns``).  The memory-ordering argument is in ``docs/runtime.md`` ("The native
executor" and "The launch queue").
"""

from __future__ import annotations

import functools

from incore.runtime.common.nativecache import layout_signature
from incore.runtime.common.nativecode import build_native

SCHEDULER_SYMBOL = "incore_scheduler"
# Spin iterations before the scheduler sleeps, the cores' window (``executor.SPIN_ITERATIONS``,
# ~250 us on the project's machine): a host launching back to back finds it awake.
SPIN_ITERATIONS = 10_000


def scheduler_ir(base: int, cb_type: type, flags_bytes: int, always_wake: bool,
                 spin: int = SPIN_ITERATIONS) -> str:
    """The scheduler loop's LLVM IR for the control block of type ``cb_type`` at ``base``.

    ``flags_bytes`` bytes of MIX-cluster flags (at the control block's ``cluster_flags``) are
    zeroed before each launch dispatched onto an idle device; ``always_wake`` wakes every core
    sleeping on ``seq`` after each dispatch (the Python executor's cores, which use no
    doorbells and only lane 0: every launch is then exclusive).
    """
    from incore.runtime.device.scheduler_ir import scheduler

    return str(scheduler(SCHEDULER_SYMBOL, base, cb_type, flags_bytes, always_wake, spin))


@functools.cache
def build_scheduler(base: int, cb_type: type, flags_bytes: int, always_wake: bool,
                    spin: int = SPIN_ITERATIONS) -> bytes:
    """Compile the scheduler loop for a control block at ``base``; its payload bytes (entry at
    offset 0).  Raises InternalError (code INTERNAL) if the loader rejects it (a bug)."""
    return build_native(
        SCHEDULER_SYMBOL, "scheduler",
        (base, layout_signature(cb_type), flags_bytes, always_wake, spin),
        lambda: scheduler_ir(base, cb_type, flags_bytes, always_wake, spin),
    )
