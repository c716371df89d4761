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
   dispatched launch completed, an overlapping one once the last exclusive launch and launch
   ``after`` completed and a launch lane is free (spin, then ``sched_blocked`` and a sleep on
   ``completions``, which the core completing a launch changes and wakes);
3. dispatches it into its lane (lane 0 for exclusive launches, else the first free one):
   the dispatch time (``started_ns``, for the host's timeout), the MIX-cluster flags zeroed
   on a device no launch runs on, the lane's claim tag, the descriptor's fields (the lane's
   ``args_template`` points at the descriptor's args), ``blocks_done = 0``, the lane's
   ``launch``; then ``header.seq = n`` and the doorbell of each core kind the launch needs
   (``doorbell[kind]``, where idle cores of the kind sleep), futex-waking as many sleeping
   cores of the kind as the launch has blocks beyond the kind's spinning cores, less the
   blocks of the kind other lanes still leave unclaimed (all for a ``@mix`` launch); the
   Python executor's cores sleep on ``seq`` instead, so for them it wakes ``seq``.

The loop never waits for a launch to finish: the cores complete launches (``executor.py``,
step 5), in any order, and advance ``completed`` over the finished ones.  So up to ``LANES``
launches of different streams run at the same time, while launches of one stream, and launches
ordered by events, run in their order.  Faults end the device process (the fault handler), and
the host restarts the device with the queue reset; timeouts are the host's (each lane's
``started_ns``).  The memory-ordering argument is in ``docs/architecture.md`` ("The native
executor" and "The launch queue").
"""

from __future__ import annotations

import ctypes
import functools

from incore import abi
from incore.runtime.common.control import (
    LANES,
    LAUNCH_MIX,
    RING_SLOTS,
    LaunchDesc,
    field_address,
    lane_address,
)
from incore.runtime.common.native import FUTEX_WAIT, FUTEX_WAKE, FUTEX_WAKE_ALL, SYS_FUTEX
from incore.runtime.common.nativecode import build_payload
from incore.runtime.common.nativecode import syscall_ir as _syscall
from incore.runtime.device.executor import SYS_SCHED_YIELD, YIELD_EVERY

SCHEDULER_SYMBOL = "incore_scheduler"
# Spin iterations before the scheduler sleeps, the cores' window (``executor.SPIN_ITERATIONS``,
# ~250 us on the project's machine): a host launching back to back finds it awake.
SPIN_ITERATIONS = 10_000
SYS_CLOCK_GETTIME = 228
CLOCK_MONOTONIC = 1


def _wait_word(name: str, ptr: str, cond: str, spin: int, on_ready: str, flag: str) -> str:
    """Blocks that wait until ``cond(%{name}_v)`` holds for the i32 at ``ptr``: spin, then
    sleep on the futex with the seen value, with the i32 at ``flag`` set to 1 around the
    sleep (stored seq_cst before the last check, so a waker that reads it 0 was seen)."""
    return (
        f"{name}:\n"
        f"  br label %{name}_spin\n\n"
        f"{name}_spin:\n"
        f"  %{name}_i = phi i32 [ 0, %{name} ], [ %{name}_i1, %{name}_check ]\n"
        f"  %{name}_v = load atomic i32, ptr {ptr} acquire, align 4\n"
        f"  %{name}_ok = {cond.format(v=f'%{name}_v')}\n"
        f"  br i1 %{name}_ok, label %{on_ready}, label %{name}_pause\n\n"
        f"{name}_pause:\n"
        '  call void asm sideeffect "pause", "~{memory}"()\n'
        f"  %{name}_i1 = add i32 %{name}_i, 1\n"
        f"  %{name}_iw = and i32 %{name}_i1, {YIELD_EVERY - 1}\n"
        f"  %{name}_tick = icmp eq i32 %{name}_iw, 0\n"
        f"  br i1 %{name}_tick, label %{name}_yield, label %{name}_check\n\n"
        f"{name}_yield:\n"
        + _syscall(f"{name}_yielded", SYS_SCHED_YIELD)
        + f"  br label %{name}_check\n\n"
        f"{name}_check:\n"
        f"  %{name}_more = icmp ult i32 %{name}_i1, {spin}\n"
        f"  br i1 %{name}_more, label %{name}_spin, label %{name}_sleep\n\n"
        f"{name}_sleep:\n"
        + f"  store atomic i32 1, ptr {flag} seq_cst, align 4\n"
        + f"  %{name}_w = load atomic i32, ptr {ptr} seq_cst, align 4\n"
        f"  %{name}_wok = {cond.format(v=f'%{name}_w')}\n"
        f"  br i1 %{name}_wok, label %{name}_woken, label %{name}_futex\n\n"
        f"{name}_futex:\n"
        f"  %{name}_w64 = zext i32 %{name}_w to i64\n"
        + _syscall(f"{name}_rc", SYS_FUTEX, f"ptr {ptr}", f"i64 {FUTEX_WAIT}",
                   f"i64 %{name}_w64", "ptr null")
        + f"  br label %{name}_sleep\n\n"
        f"{name}_woken:\n"
        + f"  store atomic i32 0, ptr {flag} seq_cst, align 4\n"
        + f"  br label %{on_ready}\n\n"
    )


# The descriptor fields the scheduler copies into a launch lane, with their IR types.
COPIED = (("core_kind", "i32"), ("nblocks", "i32"), ("units", "i32"), ("profile", "i32"),
           ("payload", "i64"), ("payload_aic", "i64"))


def align_of(t: str) -> int:
    return 4 if t == "i32" else 8


def _pending_ir(base: int, cb_type: type, name: str, kind: int) -> str:
    """``%others_{name}``: blocks of core kind ``kind`` still unclaimed in the lanes other than
    launch ``%n``'s (a lane whose claim word's tag is its ``launch`` and whose next block is
    below its ``nblocks``)."""
    out, total = [], "0"
    for lane in range(LANES):
        def a(field: str, lane: int = lane) -> int:
            return lane_address(base, cb_type, lane, field)

        v = f"%o{lane}_{name}"
        out.append(
            f"  {v}_l = load atomic i32, ptr inttoptr (i64 {a('launch')} to ptr) acquire, "
            "align 4\n"
            f"  {v}_k = load atomic i32, ptr inttoptr (i64 {a('core_kind')} to ptr) acquire, "
            "align 4\n"
            f"  {v}_b = load atomic i32, ptr inttoptr (i64 {a('nblocks')} to ptr) acquire, "
            "align 4\n"
            f"  {v}_c = load atomic i64, ptr inttoptr (i64 {a('claim')} to ptr) seq_cst, "
            "align 8\n"
            f"  {v}_t64 = lshr i64 {v}_c, 32\n"
            f"  {v}_t = trunc i64 {v}_t64 to i32\n"
            f"  {v}_x = trunc i64 {v}_c to i32\n"
            f"  {v}_other = icmp ne i32 {v}_l, %n\n"
            f"  {v}_live = icmp eq i32 {v}_t, {v}_l\n"
            f"  {v}_kind = icmp eq i32 {v}_k, {kind}\n"
            f"  {v}_left = icmp ult i32 {v}_x, {v}_b\n"
            f"  {v}_a0 = and i1 {v}_other, {v}_live\n"
            f"  {v}_a1 = and i1 {v}_a0, {v}_kind\n"
            f"  {v}_a = and i1 {v}_a1, {v}_left\n"
            f"  {v}_r = sub i32 {v}_b, {v}_x\n"
            f"  {v}_p = select i1 {v}_a, i32 {v}_r, i32 0\n"
            f"  {v}_s = add i32 {total}, {v}_p\n"
        )
        total = f"{v}_s"
    out.append(f"  %others_{name} = add i32 {total}, 0\n")
    return "".join(out)


def ring_kind_ir(name: str, kind: int, then: str, base: int, cb_type: type) -> str:
    """Blocks that ring the doorbell of core kind ``kind`` if the dispatched launch needs it:
    bump ``doorbell[kind]``, and if cores of the kind sleep there, wake as many as the launch
    has blocks beyond the kind's spinning cores (all of them for a @mix launch).

    A spinning core that has not yet seen an earlier dispatch is counted in ``spinning`` but
    will take that launch's block: the blocks of the kind still unclaimed in the other lanes
    are taken off the spinning count, so that a launch dispatched right after another is
    never left to cores that are all asleep or busy (an over-count only wakes a core that
    finds nothing and sleeps again)."""
    return (
        f"ring_{name}:\n"
        f"  %needs_{name}0 = icmp eq i32 %d_core_kind, {kind}\n"
        f"  %needs_{name} = or i1 %needs_{name}0, %is_mix\n"
        f"  br i1 %needs_{name}, label %bell_{name}, label %{then}\n\n"
        f"bell_{name}:\n"
        f"  %bellp_{name} = getelementptr i32, ptr %doorbells, i64 {kind}\n"
        f"  %rung_{name} = atomicrmw add ptr %bellp_{name}, i32 1 seq_cst, align 4\n"
        f"  %slp_{name} = getelementptr i32, ptr %sleepers, i64 {kind}\n"
        f"  %asleep_{name} = load atomic i32, ptr %slp_{name} seq_cst, align 4\n"
        f"  %spp_{name} = getelementptr i32, ptr %spinners, i64 {kind}\n"
        f"  %spin_{name} = load atomic i32, ptr %spp_{name} seq_cst, align 4\n"
        + _pending_ir(base, cb_type, name, kind)
        + f"  %spare_{name} = icmp ugt i32 %spin_{name}, %others_{name}\n"
        f"  %free_{name} = sub i32 %spin_{name}, %others_{name}\n"
        f"  %awake_{name} = select i1 %spare_{name}, i32 %free_{name}, i32 0\n"
        f"  %short_{name} = icmp ugt i32 %d_nblocks, %awake_{name}\n"
        f"  %lack_{name} = sub i32 %d_nblocks, %awake_{name}\n"
        f"  %want0_{name} = select i1 %short_{name}, i32 %lack_{name}, i32 0\n"
        f"  %want_{name} = select i1 %is_mix, i32 {FUTEX_WAKE_ALL}, i32 %want0_{name}\n"
        f"  %some_{name} = icmp ne i32 %asleep_{name}, 0\n"
        f"  %any_{name} = icmp ne i32 %want_{name}, 0\n"
        f"  %must_{name} = and i1 %some_{name}, %any_{name}\n"
        f"  br i1 %must_{name}, label %wake_{name}, label %{then}\n\n"
        f"wake_{name}:\n"
        f"  %want64_{name} = zext i32 %want_{name} to i64\n"
        + _syscall(f"woke_{name}", SYS_FUTEX, f"ptr %bellp_{name}", f"i64 {FUTEX_WAKE}",
                   f"i64 %want64_{name}")
        + f"  br label %{then}\n\n"
    )


def _lane_free(base: int, cb_type: type, lane: int) -> str:
    """``%free{lane}``: lane ``lane``'s launch completed (every unit counted)."""
    done = lane_address(base, cb_type, lane, "blocks_done")
    units = lane_address(base, cb_type, lane, "units")
    return (
        f"  %ld{lane} = load atomic i32, ptr inttoptr (i64 {done} to ptr) acquire, align 4\n"
        f"  %lu{lane} = load atomic i32, ptr inttoptr (i64 {units} to ptr) acquire, align 4\n"
        f"  %free{lane} = icmp eq i32 %ld{lane}, %lu{lane}\n"
    )


def fill_lane_ir(base: int, cb_type: type, lane: int) -> str:
    """Block ``fill{lane}``: launch ``%n`` into lane ``lane`` (claim tag, fields, dispatch time,
    ``blocks_done = 0``, then ``launch``), then on to ``publish``."""
    def a(name: str) -> int:
        return lane_address(base, cb_type, lane, name)

    return (
        f"fill{lane}:\n"
        f"  store atomic i64 %tag, ptr inttoptr (i64 {a('claim')} to ptr) seq_cst, align 8\n"
        + "".join(
            f"  store atomic {t} %d_{f}, ptr inttoptr (i64 {a(f)} to ptr) release, "
            f"align {align_of(t)}\n"
            for f, t in COPIED
        )
        + f"  store atomic i64 %d_args_int, ptr inttoptr (i64 {a('args_template')} to ptr) "
        "release, align 8\n"
        f"  store atomic i64 %t, ptr inttoptr (i64 {a('started_ns')} to ptr) release, align 8\n"
        f"  store atomic i32 0, ptr inttoptr (i64 {a('blocks_done')} to ptr) release, align 4\n"
        f"  store atomic i32 %n, ptr inttoptr (i64 {a('launch')} to ptr) release, align 4\n"
        "  br label %publish\n\n"
    )


def scheduler_ir(base: int, cb_type: type, flags_bytes: int, always_wake: bool,
                 spin: int = SPIN_ITERATIONS) -> str:
    """The scheduler loop's LLVM IR for the control block of type ``cb_type`` at ``base``.

    ``flags_bytes`` bytes of MIX-cluster flags (at the control block's ``cluster_flags``) are
    zeroed before each launch dispatched onto an idle device; ``always_wake`` wakes every core
    sleeping on ``seq`` after each dispatch (the Python executor's cores, which use no
    doorbells and only lane 0: every launch is then exclusive).
    """
    def addr(*path: str) -> int:
        return field_address(base, cb_type, *path)

    def q(name: str) -> int:
        return addr("queue", name)

    def desc(name: str) -> int:
        return getattr(LaunchDesc, name).offset

    flags = addr("cluster_flags") if flags_bytes else 0
    if always_wake:
        wake_cores = (
            "  br label %wake_all\n\n"
            "wake_all:\n"
            + _syscall("woke_cores", SYS_FUTEX, "ptr %seqp", f"i64 {FUTEX_WAKE}",
                       f"i64 {FUTEX_WAKE_ALL}")
            + "  br label %idle\n\n"
        )
    else:
        wake_cores = (
            "  br label %ring_aic\n\n"
            + ring_kind_ir("aic", abi.CORE_AIC, "ring_aiv", base, cb_type)
            + ring_kind_ir("aiv", abi.CORE_AIV, "idle", base, cb_type)
        )
    lanes = range(LANES)
    # the first free lane (LANES: none), scanning from the last lane down
    pick = "".join(
        f"  %pick{i} = select i1 %free{i}, i32 {i}, i32 %pick{i + 1}\n"
        for i in reversed(lanes)
    )
    return (
        'target triple = "x86_64-unknown-linux-gnu"\n\n'
        f"define void @{SCHEDULER_SYMBOL}(i32 %completed0) noreturn nounwind #0 {{\n"
        "entry:\n"
        "  %ts = alloca { i64, i64 }, align 8\n"
        "  %ts_nsec = getelementptr i8, ptr %ts, i64 8\n"
        f"  %tailp = inttoptr i64 {q('tail')} to ptr\n"
        f"  %completedp = inttoptr i64 {q('completed')} to ptr\n"
        f"  %completionsp = inttoptr i64 {q('completions')} to ptr\n"
        f"  %sleepingp = inttoptr i64 {q('sched_sleeping')} to ptr\n"
        f"  %blockedp = inttoptr i64 {q('sched_blocked')} to ptr\n"
        f"  %doorbells = inttoptr i64 {q('doorbell')} to ptr\n"
        f"  %sleepers = inttoptr i64 {q('sleepers')} to ptr\n"
        f"  %spinners = inttoptr i64 {q('spinning')} to ptr\n"
        f"  %seqp = inttoptr i64 {addr('header', 'seq')} to ptr\n"
        f"  %ring = inttoptr i64 {addr('ring')} to ptr\n"
        "  br label %idle0\n\n"
        "idle0:\n"
        "  br label %idle\n\n"
        # %d: the last dispatched launch; %xl: the last exclusive one dispatched
        "idle:\n"
        "  %d = phi i32 [ %completed0, %idle0 ], [ %n, %wake_all_or_rung ], [ %dd, %adopt ]\n"
        "  %xl = phi i32 [ %completed0, %idle0 ], [ %xl1, %wake_all_or_rung ], [ %xx, %adopt ]\n"
        "  br label %queued\n\n"
        # ---- 1. wait for tail != d
        + _wait_word(
            "queued", "%tailp", "icmp ne i32 {v}, %d", spin, "adopt", flag="%sleepingp"
        )
        # A launch the host dispatched itself (``host/launch/direct.py``, on an idle device
        # with an empty queue) moved header.seq before tail: adopt it as dispatched (and
        # exclusive), so that it is not dispatched twice.
        # tail is read before header.seq: the host stores seq before tail, so a seq at or past
        # the tail read means every launch up to that tail was dispatched by the host (one
        # more may be in its hands: seq stored, tail not yet), and nothing is left to do.
        + "adopt:\n"
        "  %tail_now = load atomic i32, ptr %tailp acquire, align 4\n"
        "  %hs = load atomic i32, ptr %seqp acquire, align 4\n"
        "  %by_host = icmp ne i32 %hs, %d\n"
        "  %dd = select i1 %by_host, i32 %hs, i32 %d\n"
        "  %xx = select i1 %by_host, i32 %hs, i32 %xl\n"
        "  %ahead = sub i32 %tail_now, %dd\n"
        "  %caught_up = icmp sle i32 %ahead, 0\n"
        "  br i1 %caught_up, label %idle, label %head\n\n"
        # ---- 2. the next launch's descriptor
        + "head:\n"
        "  %n = add i32 %dd, 1\n"
        f"  %slot_i = and i32 %n, {RING_SLOTS - 1}\n"
        "  %slot_i64 = zext i32 %slot_i to i64\n"
        f"  %slot_off = mul i64 %slot_i64, {ctypes.sizeof(LaunchDesc)}\n"
        "  %slot = getelementptr i8, ptr %ring, i64 %slot_off\n"
        + "".join(
            f"  %d_{f}p = getelementptr i8, ptr %slot, i64 {desc(f)}\n"
            f"  %d_{f} = load {t}, ptr %d_{f}p, align {align_of(t)}\n"
            for f, t in (*COPIED, ("overlap", "i32"), ("after", "i32"))
        )
        + f"  %d_args = getelementptr i8, ptr %slot, i64 {desc('args')}\n"
        "  %d_args_int = ptrtoint ptr %d_args to i64\n"
        f"  %is_mix = icmp eq i32 %d_core_kind, {LAUNCH_MIX}\n"
        "  %solo0 = icmp eq i32 %d_overlap, 0\n"
        "  %profiled = icmp ne i32 %d_profile, 0\n"
        "  %solo1 = or i1 %solo0, %is_mix\n"
        f"  %solo = or i1 %solo1, {'true' if always_wake else '%profiled'}\n"
        "  %xl1 = select i1 %solo, i32 %n, i32 %xx\n"
        "  br label %check\n\n"
        # ---- 3. wait until it may run: spin, then sleep on completions
        "check:\n"
        "  %bi = phi i32 [ 0, %head ], [ %bi1, %blocked_next ], [ %bi, %armed ]\n"
        "  %is_armed = phi i1 [ false, %head ], [ false, %blocked_next ], [ true, %armed ]\n"
        "  %seen_done = phi i32 [ 0, %head ], [ 0, %blocked_next ], [ %armed_v, %armed ]\n"
        "  %c = load atomic i32, ptr %completedp acquire, align 4\n"
        "  %idle_dev = icmp eq i32 %c, %dd\n"
        "  %past_xl = sub i32 %c, %xx\n"
        "  %xl_done = icmp sge i32 %past_xl, 0\n"
        # launch `after` complete: covered by completed, or finished ahead of it (its
        # descriptor's mark; a stream's launches finish in order, so its chain is done too)
        "  %past_after = sub i32 %c, %d_after\n"
        "  %after_covered = icmp sge i32 %past_after, 0\n"
        f"  %af_slot = and i32 %d_after, {RING_SLOTS - 1}\n"
        "  %af_slot64 = zext i32 %af_slot to i64\n"
        f"  %af_off0 = mul i64 %af_slot64, {ctypes.sizeof(LaunchDesc)}\n"
        f"  %af_off = add i64 %af_off0, {desc('finished')}\n"
        "  %af_p = getelementptr i8, ptr %ring, i64 %af_off\n"
        "  %af_mark = load atomic i32, ptr %af_p acquire, align 4\n"
        "  %after_marked = icmp eq i32 %af_mark, %d_after\n"
        "  %after_done = or i1 %after_covered, %after_marked\n"
        + "".join(_lane_free(base, cb_type, i) for i in lanes)
        + f"  %pick{LANES} = add i32 0, {LANES}\n"
        + pick
        + f"  %has_lane = icmp ult i32 %pick0, {LANES}\n"
        "  %may0 = and i1 %xl_done, %after_done\n"
        "  %may = and i1 %may0, %has_lane\n"
        "  %ready = select i1 %solo, i1 %idle_dev, i1 %may\n"
        "  %lane = select i1 %solo, i32 0, i32 %pick0\n"
        "  br i1 %ready, label %go, label %not_ready\n\n"
        "not_ready:\n"
        "  br i1 %is_armed, label %blocked_sleep, label %blocked_pause\n\n"
        "blocked_pause:\n"
        '  call void asm sideeffect "pause", "~{memory}"()\n'
        "  %bi1 = add i32 %bi, 1\n"
        f"  %bi_w = and i32 %bi1, {YIELD_EVERY - 1}\n"
        "  %bi_tick = icmp eq i32 %bi_w, 0\n"
        "  br i1 %bi_tick, label %blocked_yield, label %blocked_next\n\n"
        "blocked_yield:\n"
        + _syscall("b_yielded", SYS_SCHED_YIELD)
        + "  br label %blocked_next\n\n"
        "blocked_next:\n"
        f"  %bi_more = icmp ult i32 %bi1, {spin}\n"
        "  br i1 %bi_more, label %check, label %armed\n\n"
        # sched_blocked is stored (seq_cst) before completions is read and the condition
        # re-checked: a core completing a launch after that read changes the futex word.
        "armed:\n"
        "  store atomic i32 1, ptr %blockedp seq_cst, align 4\n"
        "  %armed_v = load atomic i32, ptr %completionsp seq_cst, align 4\n"
        "  br label %check\n\n"
        "blocked_sleep:\n"
        "  %seen_done64 = zext i32 %seen_done to i64\n"
        + _syscall("b_slept", SYS_FUTEX, "ptr %completionsp", f"i64 {FUTEX_WAIT}",
                   "i64 %seen_done64", "ptr null")
        + "  br label %armed\n\n"
        # ---- 4. dispatch launch n into %lane
        "go:\n"
        "  store atomic i32 0, ptr %blockedp seq_cst, align 4\n"
        + _syscall("clock_rc", SYS_CLOCK_GETTIME, f"i64 {CLOCK_MONOTONIC}", "ptr %ts")
        + "  %t_s = load i64, ptr %ts\n"
        "  %t_ns = load i64, ptr %ts_nsec\n"
        "  %t_m = mul i64 %t_s, 1000000000\n"
        "  %t = add i64 %t_m, %t_ns\n"
        "  %n64 = zext i32 %n to i64\n"
        "  %tag = shl i64 %n64, 32\n"
        + (
            f"  %flagsp = inttoptr i64 {flags} to ptr\n"
            "  br i1 %idle_dev, label %zero, label %fill\n\n"
            "zero:\n"  # MIX-cluster flags start clear on a device no launch runs on
            "  %z = phi i64 [ 0, %go ], [ %z1, %zero ]\n"
            "  %zp = getelementptr i8, ptr %flagsp, i64 %z\n"
            "  store volatile i8 0, ptr %zp, align 1\n"
            "  %z1 = add i64 %z, 1\n"
            f"  %zmore = icmp ult i64 %z1, {flags_bytes}\n"
            "  br i1 %zmore, label %zero, label %fill\n\n"
            if flags_bytes else "  br label %fill\n\n"
        )
        + "fill:\n"
        "  switch i32 %lane, label %fill0 [ "
        + " ".join(f"i32 {i}, label %fill{i}" for i in lanes if i)
        + " ]\n\n"
        + "".join(fill_lane_ir(base, cb_type, i) for i in lanes)
        + "publish:\n"
        "  store atomic i32 %n, ptr %seqp seq_cst, align 4\n"
        + wake_cores.replace("label %idle", "label %wake_all_or_rung")
        + "wake_all_or_rung:\n"
        "  br label %idle\n"
        "}\n\n"
        'attributes #0 = { nounwind "no-builtins" "frame-pointer"="all" }\n'
    )


@functools.cache
def build_scheduler(base: int, cb_type: type, flags_bytes: int, always_wake: bool,
                    spin: int = SPIN_ITERATIONS) -> bytes:
    """Compile the scheduler loop for a control block at ``base``; its payload bytes (entry at
    offset 0).  Raises InternalError (code INTERNAL) if the loader rejects it (a bug)."""
    return build_payload(
        scheduler_ir(base, cb_type, flags_bytes, always_wake, spin), SCHEDULER_SYMBOL,
        "scheduler",
    )
