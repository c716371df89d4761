"""Builds the device's native executor: the core loop, LLVM IR compiled with llvmlite.

Every core thread of the device calls the loop once (one ctypes call, which releases the GIL)
and never comes back to Python while the device lives.  The loop:

1. waits for a new launch: it spins ``SPIN_ITERATIONS`` times (with ``pause``) on the header's
   ``seq`` word (counted in ``queue.spinning[kind]``; the whole window only if it ran a block of
   the last launch it saw, else ``IDLE_SPIN_ITERATIONS``), then counts itself in
   ``queue.sleepers[kind]``, re-checks and sleeps on its kind's ``queue.doorbell[kind]`` with
   ``FUTEX_WAIT`` (no timeout: the scheduler (``scheduler.py``) rings the doorbells of the kinds
   a launch needs and wakes the sleepers it lacks; the device's main thread ends the process);
2. snapshots the launch (core kind, block count, units, payloads, args template, profile flag)
   and validates the snapshot against the claim word (``ExecutorWords.claim``), whose tag the
   scheduler moves to the new ``seq`` before it writes anything else of a launch: a tag other than
   the launch's means the launch is already over and the snapshot may be torn, so the core
   waits again;
3. claims blocks: an SPMD launch of its kind by compare-and-swap on the claim word
   (``(seq << 32) | next``, advanced only while the tag is the launch's and ``next <
   nblocks``); a ``@mix`` launch by today's per-cluster rule, block ``cluster + clusters * k``
   for k = 0, 1, ... on all three cores of the cluster;
4. for each block: copies the args template into its args once per launch, fills its
   LocalContext, sets ``current_block`` (the fault and timeout paths read it), calls the
   payload, stores a ``(block, start_ns, end_ns)`` trace record when the launch is profiled
   (``clock_gettime(CLOCK_MONOTONIC)`` by raw syscall: the vDSO is not reachable from a
   text-only payload), resets ``current_block`` and adds one to ``blocks_done``; the unit that
   completes the launch futex-wakes the scheduler on ``blocks_done`` if it sleeps there
   (``queue.done_sleeping``).

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
    LAUNCH_MIX,
    NO_BLOCK,
    TEMPLATE_BYTES,
    TRACE_RECORDS,
    CoreTrace,
    TraceRecord,
    core_state_type,
    field_address,
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


def loop_ir(base: int, cb_type: type, arch: str, clusters: int,
            spin: int = SPIN_ITERATIONS) -> str:
    """The core loop's LLVM IR for the control block of type ``cb_type`` mapped at ``base``."""
    def hdr(name: str) -> int:
        return field_address(base, cb_type, "header", name)

    state = core_state_type(arch)
    local = state.local.offset
    trace = state.trace.offset
    records = trace + CoreTrace.records.offset
    claim = field_address(base, cb_type, "executor", "claim")
    slots = TEMPLATE_BYTES // abi.SLOT_BYTES
    return (
        'target triple = "x86_64-unknown-linux-gnu"\n\n'
        f"define void @{LOOP_SYMBOL}(ptr %state, i64 %kind, i64 %cluster, i32 %seen0) "
        "noreturn nounwind #0 {\n"
        "entry:\n"
        "  %ts = alloca { i64, i64 }, align 8\n"
        "  %ts_nsec = getelementptr i8, ptr %ts, i64 8\n"
        f"  %seqp = inttoptr i64 {hdr('seq')} to ptr\n"
        f"  %donep = inttoptr i64 {hdr('blocks_done')} to ptr\n"
        f"  %kindp = inttoptr i64 {hdr('core_kind')} to ptr\n"
        f"  %nblocksp = inttoptr i64 {hdr('nblocks')} to ptr\n"
        f"  %unitsp = inttoptr i64 {hdr('units')} to ptr\n"
        f"  %profilep = inttoptr i64 {hdr('profile')} to ptr\n"
        f"  %payloadp = inttoptr i64 {hdr('payload')} to ptr\n"
        f"  %payload_aicp = inttoptr i64 {hdr('payload_aic')} to ptr\n"
        f"  %templatep = inttoptr i64 {hdr('args_template')} to ptr\n"
        f"  %claimp = inttoptr i64 {claim} to ptr\n"
        f"  %doorbells = inttoptr i64 {field_address(base, cb_type, 'queue', 'doorbell')} to ptr\n"
        f"  %sleepers = inttoptr i64 {field_address(base, cb_type, 'queue', 'sleepers')} to ptr\n"
        f"  %spinners = inttoptr i64 {field_address(base, cb_type, 'queue', 'spinning')} to ptr\n"
        "  %doorbellp = getelementptr i32, ptr %doorbells, i64 %kind\n"
        "  %sleepersp = getelementptr i32, ptr %sleepers, i64 %kind\n"
        "  %spinningp = getelementptr i32, ptr %spinners, i64 %kind\n"
        f"  %done_sleepingp = inttoptr i64 "
        f"{field_address(base, cb_type, 'queue', 'done_sleeping')} to ptr\n"
        f"  %args = getelementptr i8, ptr %state, i64 {state.args.offset}\n"
        f"  %block_idxp = getelementptr i8, ptr %state, i64 "
        f"{local + abi.LocalContext.block_idx.offset}\n"
        f"  %block_nump = getelementptr i8, ptr %state, i64 "
        f"{local + abi.LocalContext.block_num.offset}\n"
        f"  %currentp = getelementptr i8, ptr %state, i64 {state.current_block.offset}\n"
        f"  %countp = getelementptr i8, ptr %state, i64 {trace + CoreTrace.count.offset}\n"
        f"  %overflowp = getelementptr i8, ptr %state, i64 {trace + CoreTrace.overflow.offset}\n"
        f"  %recordsp = getelementptr i8, ptr %state, i64 {records}\n"
        f"  %is_aic = icmp eq i64 %kind, {abi.CORE_AIC}\n"
        "  br label %wait\n\n"
        # ---- 1. wait for a seq other than %seen: spin, then sleep on the futex
        # A core that ran a block of the last launch spins the whole window; one that had none
        # (another kind's launch, or the blocks went to others) spins IDLE_SPIN_ITERATIONS and
        # then sleeps on its kind's doorbell, so that only the cores launches need spin.
        "wait:\n"
        "  %seen = phi i32 [ %seen0, %entry ], [ %s, %over ], [ %s, %finished ]\n"
        "  %busy = phi i1 [ false, %entry ], [ false, %over ], [ %ran, %finished ]\n"
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
        "  br label %launch\n\n"
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
        "  br i1 %new_woken, label %launch, label %sleep\n\n"
        # ---- 2. snapshot the launch, then validate it against the claim word's tag
        "launch:\n"
        "  %s = phi i32 [ %seq_spin, %spin_found ], [ %seq_woken, %sleep_end ]\n"
        "  %lkind = load atomic i32, ptr %kindp acquire, align 4\n"
        "  %nblocks32 = load atomic i32, ptr %nblocksp acquire, align 4\n"
        "  %units = load atomic i32, ptr %unitsp acquire, align 4\n"
        "  %profile32 = load atomic i32, ptr %profilep acquire, align 4\n"
        "  %pl_aiv = load atomic i64, ptr %payloadp acquire, align 8\n"
        "  %pl_aic = load atomic i64, ptr %payload_aicp acquire, align 8\n"
        "  %template = load atomic i64, ptr %templatep acquire, align 8\n"
        "  %tag_word = load atomic i64, ptr %claimp acquire, align 8\n"
        "  %tag64 = lshr i64 %tag_word, 32\n"
        "  %tag = trunc i64 %tag64 to i32\n"
        "  %current = icmp eq i32 %tag, %s\n"
        "  br i1 %current, label %snapshot, label %over\n\n"
        "over:\n"  # the launch ended before this core looked: nothing of it is left
        "  br label %wait\n\n"
        "snapshot:\n"
        "  %nblocks = zext i32 %nblocks32 to i64\n"
        "  %profiling = icmp ne i32 %profile32, 0\n"
        f"  %is_mix = icmp eq i32 %lkind, {LAUNCH_MIX}\n"
        "  %kind32 = trunc i64 %kind to i32\n"
        "  %my_kind = icmp eq i32 %lkind, %kind32\n"
        "  %pl_mix = select i1 %is_aic, i64 %pl_aic, i64 %pl_aiv\n"
        "  %payload_int = select i1 %is_mix, i64 %pl_mix, i64 %pl_aiv\n"
        "  %payload = inttoptr i64 %payload_int to ptr\n"
        "  %templ = inttoptr i64 %template to ptr\n"
        "  %tag_base = shl i64 %tag64, 32\n"
        "  br i1 %is_mix, label %mix_claim, label %spmd_kind\n\n"
        "spmd_kind:\n"
        "  br i1 %my_kind, label %spmd_claim, label %finished\n\n"
        # ---- 3a. SPMD: compare-and-swap the claim word while its tag is this launch's
        "spmd_claim:\n"
        "  %filled_s = phi i1 [ false, %spmd_kind ], [ true, %next ],"
        " [ %filled_s, %spmd_claim_retry ]\n"
        "  %word = load atomic i64, ptr %claimp acquire, align 8\n"
        "  %wtag = lshr i64 %word, 32\n"
        "  %wtag_ok = icmp eq i64 %wtag, %tag64\n"
        "  %wnext = and i64 %word, 4294967295\n"
        "  %wleft = icmp ult i64 %wnext, %nblocks\n"
        "  %claimable = and i1 %wtag_ok, %wleft\n"
        "  br i1 %claimable, label %spmd_cas, label %finished\n\n"
        "spmd_cas:\n"
        "  %word1 = add i64 %word, 1\n"
        "  %cas = cmpxchg ptr %claimp, i64 %word, i64 %word1 acq_rel acquire, align 8\n"
        "  %won = extractvalue { i64, i1 } %cas, 1\n"
        "  br i1 %won, label %run, label %spmd_claim_retry\n\n"
        "spmd_claim_retry:\n"
        '  call void asm sideeffect "pause", "~{memory}"()\n'
        "  br label %spmd_claim\n\n"
        # ---- 3b. @mix: block cluster + clusters * k on all three cores of the cluster
        "mix_claim:\n"
        "  %k = phi i64 [ 0, %snapshot ], [ %k1, %next ]\n"
        "  %filled_m = phi i1 [ false, %snapshot ], [ true, %next ]\n"
        f"  %kc = mul i64 %k, {clusters}\n"
        "  %mblock = add i64 %cluster, %kc\n"
        "  %mleft = icmp ult i64 %mblock, %nblocks\n"
        "  br i1 %mleft, label %run, label %finished\n\n"
        # ---- 4. run one block
        "run:\n"
        "  %block = phi i64 [ %wnext, %spmd_cas ], [ %mblock, %mix_claim ]\n"
        "  %filled = phi i1 [ %filled_s, %spmd_cas ], [ %filled_m, %mix_claim ]\n"
        "  %kk = phi i64 [ 0, %spmd_cas ], [ %k, %mix_claim ]\n"
        "  br i1 %filled, label %call, label %copy\n\n"
        "copy:\n"
        "  %j = phi i64 [ 0, %run ], [ %j1, %copy ]\n"
        "  %src = getelementptr i64, ptr %templ, i64 %j\n"
        "  %dst = getelementptr i64, ptr %args, i64 %j\n"
        "  %slot = load volatile i64, ptr %src, align 8\n"
        "  store volatile i64 %slot, ptr %dst, align 8\n"
        "  %j1 = add i64 %j, 1\n"
        f"  %copying = icmp ult i64 %j1, {slots}\n"
        "  br i1 %copying, label %copy, label %call\n\n"
        "call:\n"
        "  store i64 %block, ptr %block_idxp, align 8\n"
        "  store i64 %nblocks, ptr %block_nump, align 8\n"
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
        "  %before = atomicrmw add ptr %donep, i32 1 seq_cst, align 4\n"
        "  %after = add i32 %before, 1\n"
        "  %complete = icmp eq i32 %after, %units\n"
        "  br i1 %complete, label %wake_check, label %next\n\n"
        # the scheduler sets done_sleeping (seq_cst) before its last check of blocks_done
        "wake_check:\n"
        "  %sched_sleeps = load atomic i32, ptr %done_sleepingp seq_cst, align 4\n"
        "  %must_wake = icmp ne i32 %sched_sleeps, 0\n"
        "  br i1 %must_wake, label %wake, label %next\n\n"
        "wake:\n"
        + _syscall("woken", SYS_FUTEX, "ptr %donep", f"i64 {FUTEX_WAKE}",
                   f"i64 {FUTEX_WAKE_ALL}")
        + "  br label %next\n\n"
        "next:\n"
        "  %k1 = add i64 %kk, 1\n"
        "  br i1 %is_mix, label %mix_claim, label %spmd_claim\n\n"
        "finished:\n"
        "  %ran = phi i1 [ false, %spmd_kind ], [ %filled_s, %spmd_claim ],"
        " [ %filled_m, %mix_claim ]\n"
        "  br label %wait\n"
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
