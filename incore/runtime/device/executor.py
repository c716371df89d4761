"""Builds the device's native executor: the core loop, LLVM IR compiled with llvmlite.

Every core thread of the device calls the loop once (one ctypes call, which releases the GIL)
and never comes back to Python while the device lives.  The loop:

1. waits for a new dispatch: it spins ``SPIN_ITERATIONS`` times (with ``pause``) on the
   header's ``seq`` word (counted in ``queue.spinning[kind]``; the whole window only if it ran a
   block in its last scan and fewer than ``window_spinners()`` cores of its kind spin, else
   ``IDLE_SPIN_ITERATIONS``), then counts itself in
   ``queue.sleepers[kind]``, re-checks and sleeps on its kind's ``queue.doorbell[kind]`` with
   ``FUTEX_WAIT`` (no timeout: the scheduler (``scheduler.py``) rings the doorbells of the kinds
   a launch needs and wakes the sleepers it lacks; the device's main thread ends the process);
2. scans the ``LANES`` launch lanes (lane 0 is the header's fields): snapshots each lane's
   launch (sequence number, core kind, block count, units, payloads, args template, profile
   flag) and validates the snapshot against the lane's claim word, whose tag the scheduler
   moves to the new launch before it writes anything else of it: a tag other than the lane's
   ``launch`` means the lane is being refilled, so the core skips it;
3. claims blocks: an SPMD launch of its kind by compare-and-swap on the lane's claim word
   (``(launch << 32) | next``, advanced only while the tag is the launch's and ``next <
   nblocks``), scanning again from lane 0 after each block; a ``@mix`` launch (exclusive,
   always lane 0) by today's per-cluster rule, block ``cluster + clusters * k`` for k = 0, 1,
   ... on all three cores of the cluster;
4. for each block: copies the args template into its args when the launch is not the one it
   copied last, fills its LocalContext, sets its ``launch`` and ``current_block`` (the fault
   and timeout paths read them), calls the payload, stores a ``(block, start_ns, end_ns)``
   trace record when the launch is profiled (``clock_gettime(CLOCK_MONOTONIC)`` by raw
   syscall: the vDSO is not reachable from a text-only payload), resets ``current_block`` and
   adds one to the lane's ``blocks_done``;
5. the unit that completes a launch settles its lane's chain (``control.Lane.chain``): it
   closes it by compare-and-swap if it still ends at this launch, or else reads the launch
   the scheduler chained after it (the descriptor's ``next``); it marks its descriptor
   ``finished``, advances ``queue.completed`` over every finished launch (compare-and-swap),
   puts the chained launch into its lane as the scheduler would (then bumps
   ``queue.refills`` and rings the doorbells the launch needs, itself counted as a spinning
   core of its kind), adds one to ``queue.completions`` and futex-wakes the scheduler
   (``queue.sched_blocked``) and the host (``queue.host_waiting``) if they wait.

The wait of step 1 watches ``header.seq + queue.refills``, which every dispatch changes.

The memory-ordering rules are in ``docs/runtime.md`` ("The native executor").  Like the
fault handler, the object goes through the project's loader (``link`` +
``extract_text_section``) and its ``.text`` is placed in W^X code memory by the host; the device
finds its address in ``ExecutorWords.entry``.

``INCORE_EXECUTOR`` (``native``, the default, or ``python``) selects the executor of a device
when its context starts.
"""

from __future__ import annotations

import functools
import os

from incore.errors import runtime_error
from incore.runtime.common.nativecache import layout_signature
from incore.runtime.common.nativecode import build_native

EXECUTOR_ENV = "INCORE_EXECUTOR"
EXECUTORS = ("native", "python")
DEFAULT_EXECUTOR = "native"
LOOP_SYMBOL = "incore_core_loop"
# Spin iterations (each one load of ``seq`` and one ``pause``) before a waiting core sleeps on
# the futex.  A pause takes ~25 ns on the project's machine (AMD EPYC; 10-140 cycles across
# x86 CPUs), so the window is ~250 us there (at most ~1.5 ms elsewhere): long enough that a host
# launching back to back finds its cores awake (2,000 iterations missed ~15% of 1-block
# launches, which then paid a futex wake-up: p90 133 us vs 16 us), short enough that idle cores
# on 2 vCPUs give the CPU back within a fraction of a millisecond.
SPIN_ITERATIONS = 10_000
# The spin of a core that had no block in the last launch it saw (~3 us) before it sleeps on its
# kind's doorbell: cores of a kind no launch uses, and cores a small launch does not need, give
# the CPU back at once instead of competing with the threads that work (2 vCPUs).
IDLE_SPIN_ITERATIONS = 128


def window_spinners() -> int:
    """How many cores of a kind spin the whole window at once: the CPUs this process may run
    on, less one for the host's launching thread (at least 1).  A core that ran a block but
    finds that many of its kind spinning spins IDLE_SPIN_ITERATIONS and sleeps: on 2 vCPUs,
    two streams' launches running side by side in two lanes otherwise kept three device
    threads spinning and yielding for one CPU, and two-stream throughput fell from
    ~750,000/s to ~420,000/s in about half the runs (``docs/benchmarks.md``)."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 2
    return max(1, cpus - 1)


def selected_executor() -> str:
    """The executor ``INCORE_EXECUTOR`` names (``native`` when unset).

    Raises ValueError (EXECUTOR_INVALID) quoting the variable for any other value.
    """
    value = os.environ.get(EXECUTOR_ENV, "").strip().lower() or DEFAULT_EXECUTOR
    if value not in EXECUTORS:
        raise runtime_error(
            "EXECUTOR_INVALID", value=os.environ.get(EXECUTOR_ENV), expected=", ".join(EXECUTORS)
        )
    return value


def loop_ir(base: int, cb_type: type, arch: str, clusters: int,
            spin: int = SPIN_ITERATIONS, spinners: int | None = None) -> str:
    """The core loop's LLVM IR for the control block of type ``cb_type`` mapped at ``base``
    (``spinners``: ``window_spinners()`` unless given)."""
    from incore.runtime.device.core_loop_ir import core_loop

    if spinners is None:
        spinners = window_spinners()

    return str(core_loop(LOOP_SYMBOL, base, cb_type, arch, clusters, spin, IDLE_SPIN_ITERATIONS,
                         spinners))


def build_core_loop(base: int, cb_type: type, arch: str, clusters: int,
                    spin: int = SPIN_ITERATIONS) -> bytes:
    """Compile the core loop for a control block at ``base`` and return its payload bytes
    (entry at offset 0), for this process's CPUs (``window_spinners``).

    Raises InternalError (a RuntimeError, code INTERNAL) if the loader rejects the compiled
    loop (a bug, not a user error).
    """
    return _build_core_loop(base, cb_type, arch, clusters, spin, window_spinners())


@functools.cache
def _build_core_loop(base: int, cb_type: type, arch: str, clusters: int, spin: int,
                     spinners: int) -> bytes:
    return build_native(
        LOOP_SYMBOL, "core loop",
        (base, layout_signature(cb_type), arch, clusters, spin, spinners),
        lambda: loop_ir(base, cb_type, arch, clusters, spin, spinners),
    )
