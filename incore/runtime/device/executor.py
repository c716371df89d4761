"""Builds the device's native executor: the core loop, LLVM IR compiled with llvmlite.

Every core thread of the device calls the loop once (one ctypes call, which releases the GIL)
and never comes back to Python while the device lives.  The loop:

1. waits for a new dispatch: it spins ``SPIN_ITERATIONS`` times (with ``pause``) on the
   header's ``seq`` word (counted in ``queue.spinning[kind]``; the whole window only if it ran a
   block in its last scan, else ``IDLE_SPIN_ITERATIONS``), then counts itself in
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
5. the unit that completes a launch marks its descriptor ``finished``, advances
   ``queue.completed`` over every finished launch (compare-and-swap), adds one to
   ``queue.completions`` and futex-wakes the scheduler (``queue.sched_blocked``) and the host
   (``queue.host_waiting``) if they wait.

The memory-ordering rules are in ``docs/architecture.md`` ("The native executor").  Like the
fault handler, the object goes through the project's loader (``link`` +
``extract_text_section``) and its ``.text`` is placed in W^X code memory by the host; the device
finds its address in ``ExecutorWords.entry``.

``INCORE_EXECUTOR`` (``native``, the default, or ``python``) selects the executor of a device
when its context starts.
"""

from __future__ import annotations

import ctypes
import functools
import os

from incore import abi
from incore.errors import runtime_error
from incore.runtime.common.control import (
    LANES,
    LAUNCH_MIX,
    NO_BLOCK,
    RING_SLOTS,
    TEMPLATE_BYTES,
    TRACE_RECORDS,
    CoreTrace,
    LaunchDesc,
    TraceRecord,
    core_state_type,
    field_address,
    lane_address,
)
from incore.runtime.common.native import FUTEX_WAIT, FUTEX_WAKE, FUTEX_WAKE_ALL, SYS_FUTEX
from incore.runtime.common.nativecode import build_payload
from incore.runtime.common.nativecode import syscall_ir as _syscall

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
SYS_CLOCK_GETTIME = 228
CLOCK_MONOTONIC = 1
# A spinning core calls sched_yield every YIELD_EVERY pauses: free on an idle machine (the call
# returns at once), and on a machine with more runnable threads than CPUs it hands the CPU to
# them (the host thread that is about to ring the doorbell, on 2 vCPUs).
YIELD_EVERY = 64
SYS_SCHED_YIELD = 24




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


def _clock(name: str) -> str:
    """``%name`` = CLOCK_MONOTONIC in nanoseconds, read into the loop's timespec ``%ts``."""
    return (
        _syscall(f"{name}_rc", SYS_CLOCK_GETTIME, f"i64 {CLOCK_MONOTONIC}", "ptr %ts")
        + f"  %{name}_s = load i64, ptr %ts\n"
        f"  %{name}_ns = load i64, ptr %ts_nsec\n"
        f"  %{name}_m = mul i64 %{name}_s, 1000000000\n"
        f"  %{name} = add i64 %{name}_m, %{name}_ns\n"
    )


# The lane fields a core snapshots, with their IR types (``launch`` first, ``claim`` last).
_SNAPSHOT = (("core_kind", "i32"), ("nblocks", "i32"), ("units", "i32"), ("profile", "i32"),
             ("payload", "i64"), ("payload_aic", "i64"), ("args_template", "i64"))


def _lane_ir(base: int, cb_type: type, lane: int, last: bool) -> str:
    """Blocks ``lane{lane}`` (snapshot and validate the lane) and ``claim{lane}`` (claim a block
    of it by compare-and-swap), going on to lane ``lane + 1`` (or back to waiting after the
    last) when the lane has nothing for this core.  Lane 0 also runs @mix launches (they are
    exclusive and always dispatched into lane 0)."""
    def a(name: str) -> str:
        return f"inttoptr (i64 {lane_address(base, cb_type, lane, name)} to ptr)"

    i = lane
    nxt = "scanned" if last else f"lane{i + 1}"
    mix = (
        f"  %l{i}_mix = icmp eq i32 %lkind, {LAUNCH_MIX}\n"
        f"  %l{i}_mixdone = load i32, ptr %mixdonep, align 4\n"
        f"  %l{i}_mixnew = icmp ne i32 %l{i}_seq, %l{i}_mixdone\n"
        f"  %l{i}_mixgo = and i1 %l{i}_mix, %l{i}_mixnew\n"
        f"  br i1 %l{i}_mixgo, label %mix_start, label %l{i}_spmd\n\n"
        if i == 0 else f"  br label %l{i}_spmd\n\n"
    )
    return (
        f"lane{i}:\n"
        f"  %l{i}_seq = load atomic i32, ptr {a('launch')} acquire, align 4\n"
        + "".join(
            f"  %l{i}_{f} = load atomic {t}, ptr {a(f)} "
            f"acquire, align {4 if t == 'i32' else 8}\n"
            for f, t in _SNAPSHOT
        ).replace(f"%l{i}_core_kind", f"%l{i}_kind" if i else "%lkind")
        + f"  %l{i}_nblocks64 = zext i32 %l{i}_nblocks to i64\n"
        + ("  %pl_mix = select i1 %is_aic, i64 %l0_payload_aic, i64 %l0_payload\n"
           if i == 0 else "")
        + f"  %l{i}_tagw = load atomic i64, ptr {a('claim')} acquire, align 8\n"
        f"  %l{i}_tag64 = lshr i64 %l{i}_tagw, 32\n"
        f"  %l{i}_tag = trunc i64 %l{i}_tag64 to i32\n"
        f"  %l{i}_valid = icmp eq i32 %l{i}_tag, %l{i}_seq\n"
        f"  br i1 %l{i}_valid, label %l{i}_ok, label %{nxt}\n\n"
        f"l{i}_ok:\n"
        + mix
        + f"l{i}_spmd:\n"
        f"  %l{i}_mine = icmp eq i32 {'%lkind' if i == 0 else f'%l{i}_kind'}, %kind32\n"
        f"  br i1 %l{i}_mine, label %claim{i}, label %{nxt}\n\n"
        f"claim{i}:\n"
        f"  %w{i} = load atomic i64, ptr {a('claim')} acquire, align 8\n"
        f"  %w{i}_tag = lshr i64 %w{i}, 32\n"
        f"  %w{i}_tag_ok = icmp eq i64 %w{i}_tag, %l{i}_tag64\n"
        f"  %w{i}_next = and i64 %w{i}, 4294967295\n"
        f"  %w{i}_left = icmp ult i64 %w{i}_next, %l{i}_nblocks64\n"
        f"  %w{i}_ok = and i1 %w{i}_tag_ok, %w{i}_left\n"
        f"  br i1 %w{i}_ok, label %cas{i}, label %{nxt}\n\n"
        f"cas{i}:\n"
        f"  %w{i}_1 = add i64 %w{i}, 1\n"
        f"  %cx{i} = cmpxchg ptr {a('claim')}, i64 %w{i}, i64 %w{i}_1 acq_rel acquire, "
        "align 8\n"
        f"  %won{i} = extractvalue {{ i64, i1 }} %cx{i}, 1\n"
        f"  br i1 %won{i}, label %run, label %retry{i}\n\n"
        f"retry{i}:\n"
        '  call void asm sideeffect "pause", "~{memory}"()\n'
        f"  br label %claim{i}\n\n"
    )


def _phi(name: str, t: str, incoming: list[tuple[str, str]]) -> str:
    return f"  %{name} = phi {t} " + ", ".join(f"[ {v}, %{b} ]" for v, b in incoming) + "\n"


def loop_ir(base: int, cb_type: type, arch: str, clusters: int,
            spin: int = SPIN_ITERATIONS) -> str:
    """The core loop's LLVM IR for the control block of type ``cb_type`` mapped at ``base``."""
    def q(name: str) -> int:
        return field_address(base, cb_type, "queue", name)

    state = core_state_type(arch)
    local = state.local.offset
    trace = state.trace.offset
    records = trace + CoreTrace.records.offset
    slots = TEMPLATE_BYTES // abi.SLOT_BYTES
    lanes = range(LANES)
    ring = field_address(base, cb_type, "ring")
    finished = LaunchDesc.finished.offset
    desc_size = ctypes.sizeof(LaunchDesc)

    def l0(name: str) -> str:
        return f"%l0_{name}"

    run_from = [(f"cas{i}", i) for i in lanes]
    run_phis = (
        _phi("block", "i64", [(f"%w{i}_next", b) for b, i in run_from] + [("%mblock", "mix_claim")])
        + _phi("r_nblocks", "i64", [(f"%l{i}_nblocks64", b) for b, i in run_from]
               + [("%l0_nblocks64", "mix_claim")])
        + _phi("r_units", "i32", [(f"%l{i}_units", b) for b, i in run_from]
               + [(l0("units"), "mix_claim")])
        + _phi("r_profile", "i32", [(f"%l{i}_profile", b) for b, i in run_from]
               + [(l0("profile"), "mix_claim")])
        + _phi("r_payload_int", "i64", [(f"%l{i}_payload", b) for b, i in run_from]
               + [("%mix_payload", "mix_claim")])
        + _phi("r_template", "i64", [(f"%l{i}_args_template", b) for b, i in run_from]
               + [(l0("args_template"), "mix_claim")])
        + _phi("r_seq", "i32", [(f"%l{i}_seq", b) for b, i in run_from]
               + [(l0("seq"), "mix_claim")])
        + _phi("r_donep", "ptr",
               [(f"inttoptr (i64 {lane_address(base, cb_type, i, 'blocks_done')} to ptr)", b)
                for b, i in run_from] + [("%l0_donep", "mix_claim")])
        + _phi("r_mix", "i1", [("false", b) for b, _ in run_from] + [("true", "mix_claim")])
        + _phi("r_k", "i64", [("0", b) for b, _ in run_from] + [("%k", "mix_claim")])
    )
    return (
        'target triple = "x86_64-unknown-linux-gnu"\n\n'
        f"define void @{LOOP_SYMBOL}(ptr %state, i64 %kind, i64 %cluster, i32 %seen0) "
        "noreturn nounwind #0 {\n"
        "entry:\n"
        "  %ts = alloca { i64, i64 }, align 8\n"
        "  %ts_nsec = getelementptr i8, ptr %ts, i64 8\n"
        # the loop's own state: the dispatch last scanned in full, whether that scan ran a
        # block, the launch whose args template is in args, the last @mix launch it ran
        "  %seenp = alloca i32, align 4\n"
        "  %ranp = alloca i8, align 1\n"
        "  %copiedp = alloca i64, align 8\n"
        "  %mixdonep = alloca i32, align 4\n"
        "  store i32 %seen0, ptr %seenp, align 4\n"
        "  store i8 0, ptr %ranp, align 1\n"
        "  store i64 -1, ptr %copiedp, align 8\n"
        "  store i32 %seen0, ptr %mixdonep, align 4\n"
        f"  %seqp = inttoptr i64 {field_address(base, cb_type, 'header', 'seq')} to ptr\n"
        f"  %doorbells = inttoptr i64 {q('doorbell')} to ptr\n"
        f"  %sleepers = inttoptr i64 {q('sleepers')} to ptr\n"
        f"  %spinners = inttoptr i64 {q('spinning')} to ptr\n"
        f"  %completedp = inttoptr i64 {q('completed')} to ptr\n"
        f"  %completionsp = inttoptr i64 {q('completions')} to ptr\n"
        f"  %blockedp = inttoptr i64 {q('sched_blocked')} to ptr\n"
        f"  %host_waitingp = inttoptr i64 {q('host_waiting')} to ptr\n"
        f"  %ring = inttoptr i64 {ring} to ptr\n"
        f"  %l0_donep = inttoptr i64 {lane_address(base, cb_type, 0, 'blocks_done')} to ptr\n"
        "  %doorbellp = getelementptr i32, ptr %doorbells, i64 %kind\n"
        "  %sleepersp = getelementptr i32, ptr %sleepers, i64 %kind\n"
        "  %spinningp = getelementptr i32, ptr %spinners, i64 %kind\n"
        f"  %args = getelementptr i8, ptr %state, i64 {state.args.offset}\n"
        f"  %block_idxp = getelementptr i8, ptr %state, i64 "
        f"{local + abi.LocalContext.block_idx.offset}\n"
        f"  %block_nump = getelementptr i8, ptr %state, i64 "
        f"{local + abi.LocalContext.block_num.offset}\n"
        f"  %currentp = getelementptr i8, ptr %state, i64 {state.current_block.offset}\n"
        f"  %launchp = getelementptr i8, ptr %state, i64 {state.launch.offset}\n"
        f"  %countp = getelementptr i8, ptr %state, i64 {trace + CoreTrace.count.offset}\n"
        f"  %overflowp = getelementptr i8, ptr %state, i64 {trace + CoreTrace.overflow.offset}\n"
        f"  %recordsp = getelementptr i8, ptr %state, i64 {records}\n"
        f"  %is_aic = icmp eq i64 %kind, {abi.CORE_AIC}\n"
        "  %kind32 = trunc i64 %kind to i32\n"
        "  br label %wait\n\n"
        # ---- 1. wait for a dispatch after the last full scan: spin, then sleep on the futex
        # A core that ran a block in its last scan spins the whole window; one that had none
        # (another kind's launch, or the blocks went to others) spins IDLE_SPIN_ITERATIONS and
        # then sleeps on its kind's doorbell, so that only the cores launches need spin.
        "wait:\n"
        "  %seen = load i32, ptr %seenp, align 4\n"
        "  %ran8 = load i8, ptr %ranp, align 1\n"
        "  %busy = icmp ne i8 %ran8, 0\n"
        f"  %limit = select i1 %busy, i32 {spin}, i32 {IDLE_SPIN_ITERATIONS}\n"
        "  %spin_in = atomicrmw add ptr %spinningp, i32 1 seq_cst, align 4\n"
        "  br label %spin\n\n"
        "spin:\n"
        "  %i = phi i32 [ 0, %wait ], [ %i1, %spin_check ]\n"
        "  %seq_spin = load atomic i32, ptr %seqp acquire, align 4\n"
        "  %new_spin = icmp ne i32 %seq_spin, %seen\n"
        "  br i1 %new_spin, label %spin_found, label %spin_next\n\n"
        "spin_found:\n"
        "  %spin_out1 = atomicrmw sub ptr %spinningp, i32 1 seq_cst, align 4\n"
        "  br label %fresh\n\n"
        "spin_next:\n"
        '  call void asm sideeffect "pause", "~{memory}"()\n'
        "  %i1 = add i32 %i, 1\n"
        f"  %i_wrap = and i32 %i1, {YIELD_EVERY - 1}\n"
        "  %yield_tick = icmp eq i32 %i_wrap, 0\n"
        "  br i1 %yield_tick, label %spin_yield, label %spin_check\n\n"
        "spin_yield:\n"  # let a runnable thread (the host, on a busy machine) have the CPU
        + _syscall("yielded", SYS_SCHED_YIELD)
        + "  br label %spin_check\n\n"
        "spin_check:\n"
        "  %spinning = icmp ult i32 %i1, %limit\n"
        "  br i1 %spinning, label %spin, label %spin_out\n\n"
        "spin_out:\n"
        "  %spin_out2 = atomicrmw sub ptr %spinningp, i32 1 seq_cst, align 4\n"
        "  br label %sleep\n\n"
        # Sleep on the kind's doorbell, counted in sleepers[kind]: the doorbell value is read
        # before the count and the last check of seq, and the scheduler stores seq before it
        # bumps the doorbell and reads the count, so a dispatch is never slept through.
        "sleep:\n"
        "  %bell = load atomic i32, ptr %doorbellp acquire, align 4\n"
        "  %bell64 = zext i32 %bell to i64\n"
        "  %sleepers0 = atomicrmw add ptr %sleepersp, i32 1 seq_cst, align 4\n"
        "  %seq_recheck = load atomic i32, ptr %seqp seq_cst, align 4\n"
        "  %new_recheck = icmp ne i32 %seq_recheck, %seen\n"
        "  br i1 %new_recheck, label %sleep_end, label %futex\n\n"
        "futex:\n"
        + _syscall("slept", SYS_FUTEX, "ptr %doorbellp", f"i64 {FUTEX_WAIT}", "i64 %bell64",
                   "ptr null")
        + "  br label %sleep_end\n\n"
        "sleep_end:\n"
        "  %sleepers1 = atomicrmw sub ptr %sleepersp, i32 1 seq_cst, align 4\n"
        "  %seq_woken = load atomic i32, ptr %seqp acquire, align 4\n"
        "  %new_woken = icmp ne i32 %seq_woken, %seen\n"
        "  br i1 %new_woken, label %fresh, label %sleep\n\n"
        "fresh:\n"  # a new dispatch: the scans that follow start with no block run
        "  store i8 0, ptr %ranp, align 1\n"
        "  br label %scan\n\n"
        # ---- 2. scan the lanes, oldest-first order of the lanes, for a block of this core's
        # kind; the dispatch counter is read first, so a dispatch after it is seen by the wait
        "scan:\n"
        "  %s = load atomic i32, ptr %seqp acquire, align 4\n"
        "  store i32 %s, ptr %seenp, align 4\n"
        "  br label %lane0\n\n"
        + "".join(_lane_ir(base, cb_type, i, i == LANES - 1) for i in lanes)
        + "scanned:\n"  # nothing for this core in any lane: wait for the next dispatch
        "  br label %wait\n\n"
        # ---- 2b. @mix: block cluster + clusters * k on all three cores of the cluster
        "mix_start:\n"
        "  br label %mix_claim\n\n"
        "mix_claim:\n"
        "  %k = phi i64 [ 0, %mix_start ], [ %k1, %mix_next ]\n"
        "  %mix_payload = add i64 %pl_mix, 0\n"
        f"  %kc = mul i64 %k, {clusters}\n"
        "  %mblock = add i64 %cluster, %kc\n"
        "  %mleft = icmp ult i64 %mblock, %l0_nblocks64\n"
        "  br i1 %mleft, label %run, label %mix_end\n\n"
        "mix_end:\n"
        "  store i32 %l0_seq, ptr %mixdonep, align 4\n"
        "  br label %scan\n\n"
        # ---- 3. run one block
        "run:\n"
        + run_phis
        + "  store i8 1, ptr %ranp, align 1\n"
        "  %payload = inttoptr i64 %r_payload_int to ptr\n"
        "  %templ = inttoptr i64 %r_template to ptr\n"
        "  %profiling = icmp ne i32 %r_profile, 0\n"
        "  %r_seq64 = zext i32 %r_seq to i64\n"
        "  %copied = load i64, ptr %copiedp, align 8\n"
        "  %filled = icmp eq i64 %copied, %r_seq64\n"
        "  br i1 %filled, label %call, label %copy\n\n"
        "copy:\n"
        "  %j = phi i64 [ 0, %run ], [ %j1, %copy ]\n"
        "  %src = getelementptr i64, ptr %templ, i64 %j\n"
        "  %dst = getelementptr i64, ptr %args, i64 %j\n"
        "  %slot = load volatile i64, ptr %src, align 8\n"
        "  store volatile i64 %slot, ptr %dst, align 8\n"
        "  %j1 = add i64 %j, 1\n"
        f"  %copying = icmp ult i64 %j1, {slots}\n"
        "  br i1 %copying, label %copy, label %copied_all\n\n"
        "copied_all:\n"
        "  store i64 %r_seq64, ptr %copiedp, align 8\n"
        "  br label %call\n\n"
        "call:\n"
        "  store i64 %block, ptr %block_idxp, align 8\n"
        "  store i64 %r_nblocks, ptr %block_nump, align 8\n"
        "  store atomic volatile i64 %r_seq64, ptr %launchp release, align 8\n"
        "  store atomic volatile i64 %block, ptr %currentp release, align 8\n"
        "  br i1 %profiling, label %call_timed, label %call_plain\n\n"
        "call_plain:\n"
        "  call void %payload(ptr %args)\n"
        "  br label %done\n\n"
        "call_timed:\n"
        + _clock("t0")
        + "  call void %payload(ptr %args)\n"
        + _clock("t1")
        + "  %n = load i64, ptr %countp, align 8\n"
        f"  %room = icmp ult i64 %n, {TRACE_RECORDS}\n"
        "  br i1 %room, label %record, label %dropped\n\n"
        "record:\n"
        f"  %roff = mul i64 %n, {ctypes.sizeof(TraceRecord)}\n"
        "  %rec = getelementptr i8, ptr %recordsp, i64 %roff\n"
        "  store i64 %block, ptr %rec, align 8\n"
        f"  %rec_start = getelementptr i8, ptr %rec, i64 {TraceRecord.start_ns.offset}\n"
        "  store i64 %t0, ptr %rec_start, align 8\n"
        f"  %rec_end = getelementptr i8, ptr %rec, i64 {TraceRecord.end_ns.offset}\n"
        "  store i64 %t1, ptr %rec_end, align 8\n"
        "  %n1 = add i64 %n, 1\n"
        "  store i64 %n1, ptr %countp, align 8\n"
        "  br label %done\n\n"
        "dropped:\n"
        "  %o = load i64, ptr %overflowp, align 8\n"
        "  %o1 = add i64 %o, 1\n"
        "  store i64 %o1, ptr %overflowp, align 8\n"
        "  br label %done\n\n"
        "done:\n"
        f"  store atomic volatile i64 {NO_BLOCK}, ptr %currentp release, align 8\n"
        "  %before = atomicrmw add ptr %r_donep, i32 1 seq_cst, align 4\n"
        "  %after = add i32 %before, 1\n"
        "  %complete = icmp eq i32 %after, %r_units\n"
        "  br i1 %complete, label %finish, label %next\n\n"
        # ---- 4. the unit that completes the launch: mark its descriptor finished, advance
        # ``completed`` over every finished launch, count the completion and wake the
        # scheduler (if it waits for one) and the host (if it waits on ``completed``)
        "finish:\n"
        f"  %f_slot = and i32 %r_seq, {RING_SLOTS - 1}\n"
        "  %f_slot64 = zext i32 %f_slot to i64\n"
        f"  %f_off0 = mul i64 %f_slot64, {desc_size}\n"
        f"  %f_off = add i64 %f_off0, {finished}\n"
        "  %f_p = getelementptr i8, ptr %ring, i64 %f_off\n"
        "  store atomic i32 %r_seq, ptr %f_p seq_cst, align 4\n"
        "  br label %advance\n\n"
        "advance:\n"
        "  %c = load atomic i32, ptr %completedp seq_cst, align 4\n"
        "  %c1 = add i32 %c, 1\n"
        f"  %a_slot = and i32 %c1, {RING_SLOTS - 1}\n"
        "  %a_slot64 = zext i32 %a_slot to i64\n"
        f"  %a_off0 = mul i64 %a_slot64, {desc_size}\n"
        f"  %a_off = add i64 %a_off0, {finished}\n"
        "  %a_p = getelementptr i8, ptr %ring, i64 %a_off\n"
        "  %a_f = load atomic i32, ptr %a_p seq_cst, align 4\n"
        "  %a_ok = icmp eq i32 %a_f, %c1\n"
        "  br i1 %a_ok, label %advance_cas, label %advanced\n\n"
        "advance_cas:\n"
        "  %a_cas = cmpxchg ptr %completedp, i32 %c, i32 %c1 seq_cst seq_cst, align 4\n"
        "  br label %advance\n\n"
        # the scheduler (sched_blocked) and the host (host_waiting) both sleep on completions
        "advanced:\n"
        "  %completions0 = atomicrmw add ptr %completionsp, i32 1 seq_cst, align 4\n"
        "  %blocked = load atomic i32, ptr %blockedp seq_cst, align 4\n"
        "  %host = load atomic i32, ptr %host_waitingp seq_cst, align 4\n"
        "  %sleepers_both = or i32 %blocked, %host\n"
        "  %someone_waits = icmp ne i32 %sleepers_both, 0\n"
        "  br i1 %someone_waits, label %wake_waiters, label %next\n\n"
        "wake_waiters:\n"
        + _syscall("woken_waiters", SYS_FUTEX, "ptr %completionsp", f"i64 {FUTEX_WAKE}",
                   f"i64 {FUTEX_WAKE_ALL}")
        + "  br label %next\n\n"
        "next:\n"
        "  br i1 %r_mix, label %mix_next, label %scan\n\n"
        "mix_next:\n"
        "  %k1 = add i64 %r_k, 1\n"
        "  br label %mix_claim\n"
        "}\n\n"
        'attributes #0 = { nounwind "no-builtins" "frame-pointer"="all" }\n'
    )


@functools.cache
def build_core_loop(base: int, cb_type: type, arch: str, clusters: int,
                    spin: int = SPIN_ITERATIONS) -> bytes:
    """Compile the core loop for a control block at ``base`` and return its payload bytes
    (entry at offset 0).

    Raises InternalError (a RuntimeError, code INTERNAL) if the loader rejects the compiled
    loop (a bug, not a user error).
    """
    return build_payload(loop_ir(base, cb_type, arch, clusters, spin), LOOP_SYMBOL, "core loop")
