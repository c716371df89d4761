"""The core loop's IR (``executor.py`` says what it does), built with ``llvmlite.ir``.

Imported only when the loop is compiled (a miss of the native code cache): a device start that
finds the loop cached imports no llvmlite.
"""

from __future__ import annotations

import ctypes

from llvmlite import ir

from incore import abi
from incore.runtime.common.control import (
    CHAIN_CLOSED,
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
from incore.runtime.common.irbuild import (
    I1,
    I8,
    I32,
    I64,
    PTR,
    VOID,
    Builder,
    address,
    blocks,
    const,
    define,
    module,
)
from incore.runtime.common.native import FUTEX_WAKE_ALL
from incore.runtime.device.scheduler_ir import (
    COPIED,
    Dispatch,
    dispatch_time,
    fill_lane,
    load_descriptor,
    ring_kind,
    ring_kind_blocks,
)

# The lane fields a core snapshots, with their IR types (``launch`` first, ``claim`` last).
_SNAPSHOT = (("core_kind", I32), ("nblocks", I32), ("units", I32), ("profile", I32),
             ("payload", I64), ("payload_aic", I64), ("args_template", I64))


class _Lane:
    """One launch lane's snapshot, as the blocks that claim its blocks see it."""

    seq: ir.Value
    kind: ir.Value
    nblocks: ir.Value
    nblocks64: ir.Value
    units: ir.Value
    profile: ir.Value
    payload: ir.Value
    payload_aic: ir.Value
    args_template: ir.Value
    next: ir.Value  # the block it claims (``w{i}_next``)


def _lane(b: Builder, bb: dict[str, ir.Block], loop: dict[str, ir.Value], base: int,
          cb_type: type, i: int, last: bool) -> _Lane:
    """Blocks ``lane{i}`` (snapshot and validate the lane) and ``claim{i}`` (claim a block
    of it by compare-and-swap), going on to lane ``i + 1`` (or back to waiting after the
    last) when the lane has nothing for this core.  Lane 0 also runs @mix launches (they are
    exclusive and always dispatched into lane 0)."""
    def a(name: str) -> ir.Constant:
        return address(lane_address(base, cb_type, i, name))

    nxt = bb["scanned"] if last else bb[f"lane{i + 1}"]
    lane = _Lane()
    # snapshot: launch first, then the fields, then the claim word, all acquire
    b.position_at_end(bb[f"lane{i}"])
    lane.seq = b.atomic_load(a("launch"), I32, "acquire", name=f"l{i}_seq")
    for f, t in _SNAPSHOT:
        name = ("lkind" if i == 0 else f"l{i}_kind") if f == "core_kind" else f"l{i}_{f}"
        setattr(lane, "kind" if f == "core_kind" else f,
                b.atomic_load(a(f), t, "acquire", name=name))
    lane.nblocks64 = b.zext(lane.nblocks, I64, name=f"l{i}_nblocks64")
    if i == 0:
        loop["pl_mix"] = b.select(loop["is_aic"], lane.payload_aic, lane.payload, name="pl_mix")
    tagw = b.atomic_load(a("claim"), I64, "acquire", name=f"l{i}_tagw")
    tag64 = b.lshr(tagw, const(32), name=f"l{i}_tag64")
    tag = b.trunc(tag64, I32, name=f"l{i}_tag")
    valid = b.icmp_unsigned("==", tag, lane.seq, name=f"l{i}_valid")
    b.cbranch(valid, bb[f"l{i}_ok"], nxt)

    b.position_at_end(bb[f"l{i}_ok"])
    if i == 0:  # a @mix launch this core has not run yet
        mix = b.icmp_unsigned("==", lane.kind, const(LAUNCH_MIX, I32), name=f"l{i}_mix")
        mixdone = b.load(loop["mixdonep"], name=f"l{i}_mixdone", align=4, typ=I32)
        mixnew = b.icmp_unsigned("!=", lane.seq, mixdone, name=f"l{i}_mixnew")
        mixgo = b.and_(mix, mixnew, name=f"l{i}_mixgo")
        b.cbranch(mixgo, bb["mix_start"], bb[f"l{i}_spmd"])
    else:
        b.branch(bb[f"l{i}_spmd"])

    b.position_at_end(bb[f"l{i}_spmd"])
    mine = b.icmp_unsigned("==", lane.kind, loop["kind32"], name=f"l{i}_mine")
    b.cbranch(mine, bb[f"claim{i}"], nxt)

    # claim: the tag still the launch's and a block left, then compare-and-swap next + 1
    b.position_at_end(bb[f"claim{i}"])
    w = b.atomic_load(a("claim"), I64, "acquire", name=f"w{i}")
    w_tag = b.lshr(w, const(32), name=f"w{i}_tag")
    tag_ok = b.icmp_unsigned("==", w_tag, tag64, name=f"w{i}_tag_ok")
    lane.next = b.and_(w, const(0xFFFF_FFFF), name=f"w{i}_next")
    left = b.icmp_unsigned("<", lane.next, lane.nblocks64, name=f"w{i}_left")
    ok = b.and_(tag_ok, left, name=f"w{i}_ok")
    b.cbranch(ok, bb[f"cas{i}"], nxt)

    b.position_at_end(bb[f"cas{i}"])
    w1 = b.add(w, const(1), name=f"w{i}_1")
    cx = b.cmpxchg(a("claim"), w, w1, "acq_rel", "acquire", name=f"cx{i}")
    won = b.extract_value(cx, 1, name=f"won{i}")
    b.cbranch(won, bb["run"], bb[f"retry{i}"])

    b.position_at_end(bb[f"retry{i}"])
    b.pause()
    b.branch(bb[f"claim{i}"])
    return lane


def core_loop(symbol: str, base: int, cb_type: type, arch: str, clusters: int, spin: int,
              idle_spin: int, window_spinners: int) -> ir.Module:
    """The core loop ``symbol`` for the control block of type ``cb_type`` mapped at ``base``,
    spinning ``spin`` times before it sleeps (``idle_spin`` after a scan that ran no block, or
    when ``window_spinners`` cores of its kind spin already)."""
    def q(name: str) -> ir.Constant:
        return const(field_address(base, cb_type, "queue", name))

    state_t = core_state_type(arch)
    local = state_t.local.offset
    trace = state_t.trace.offset
    lanes = range(LANES)
    desc_size = ctypes.sizeof(LaunchDesc)
    finished = LaunchDesc.finished.offset

    mod = module("incore_core_loop")
    fn = define(mod, symbol, VOID,
                [("state", PTR), ("kind", I64), ("cluster", I64), ("seen0", I32)],
                noreturn=True)
    state, kind, cluster, seen0 = fn.args
    bb = blocks(
        fn, "entry", "wait", "spin", "spin_found", "spin_next", "spin_yield", "spin_check",
        "spin_out", "sleep", "futex", "sleep_end", "fresh", "scan",
        *(f"{n}{i}" if n in ("lane", "claim", "cas", "retry") else f"l{i}_{n}"
          for i in lanes for n in ("lane", "ok", "spmd", "claim", "cas", "retry")),
        "scanned", "mix_start", "mix_claim", "mix_end", "run", "copy", "copied_all", "call",
        "call_plain", "call_timed", "record", "dropped", "done", "finish", "close",
        "linked", "marking", "advance", "advance_cas", "advanced", "refill",
        *(f"refill{i}" for i in lanes), "refilled", "counted", "wake_waiters", "next",
        "mix_next",
    )
    bb.update(ring_kind_blocks(fn, "aic"))
    bb.update(ring_kind_blocks(fn, "aiv"))
    b = Builder(bb["entry"])
    ts, ts_nsec = b.timespec()
    # the loop's own state: the dispatch last scanned in full, whether that scan ran a
    # block, the launch whose args template is in args, the last @mix launch it ran
    seenp = b.stack(I32, 4, "seenp")
    ranp = b.stack(I8, 1, "ranp")
    copiedp = b.stack(I64, 8, "copiedp")
    mixdonep = b.stack(I32, 4, "mixdonep")
    b.store(seen0, seenp, align=4)
    b.store(const(0, I8), ranp, align=1)
    b.store(const(-1), copiedp, align=8)
    b.store(seen0, mixdonep, align=4)
    seqp = b.inttoptr(const(field_address(base, cb_type, "header", "seq")), PTR, name="seqp")
    doorbells = b.inttoptr(q("doorbell"), PTR, name="doorbells")
    sleepers = b.inttoptr(q("sleepers"), PTR, name="sleepers")
    spinners = b.inttoptr(q("spinning"), PTR, name="spinners")
    completedp = b.inttoptr(q("completed"), PTR, name="completedp")
    completionsp = b.inttoptr(q("completions"), PTR, name="completionsp")
    blockedp = b.inttoptr(q("sched_blocked"), PTR, name="blockedp")
    host_waitingp = b.inttoptr(q("host_waiting"), PTR, name="host_waitingp")
    ring = b.inttoptr(const(field_address(base, cb_type, "ring")), PTR, name="ring")
    refillsp = b.inttoptr(q("refills"), PTR, name="refillsp")
    l0_donep = b.inttoptr(const(lane_address(base, cb_type, 0, "blocks_done")), PTR,
                          name="l0_donep")
    doorbellp = b.gep(doorbells, [kind], source_etype=I32, name="doorbellp")
    sleepersp = b.gep(sleepers, [kind], source_etype=I32, name="sleepersp")
    spinningp = b.gep(spinners, [kind], source_etype=I32, name="spinningp")
    args = b.field(state, state_t.args.offset, name="args")
    block_idxp = b.field(state, local + abi.LocalContext.block_idx.offset, name="block_idxp")
    block_nump = b.field(state, local + abi.LocalContext.block_num.offset, name="block_nump")
    currentp = b.field(state, state_t.current_block.offset, name="currentp")
    launchp = b.field(state, state_t.launch.offset, name="launchp")
    countp = b.field(state, trace + CoreTrace.count.offset, name="countp")
    overflowp = b.field(state, trace + CoreTrace.overflow.offset, name="overflowp")
    recordsp = b.field(state, trace + CoreTrace.records.offset, name="recordsp")
    is_aic = b.icmp_unsigned("==", kind, const(abi.CORE_AIC), name="is_aic")
    kind32 = b.trunc(kind, I32, name="kind32")
    b.branch(bb["wait"])

    def dispatches(ordering: str, name: str) -> ir.Value:
        """``header.seq + queue.refills``: it changes with every dispatch into a lane, by
        the scheduler or the host (``seq``) or by a core refilling its lane (``refills``)."""
        sq = b.atomic_load(seqp, I32, ordering, name=f"{name}_seq")
        rf = b.atomic_load(refillsp, I32, ordering, name=f"{name}_refills")
        return b.add(sq, rf, name=name)

    # ---- 1. wait for a dispatch after the last full scan: spin, then sleep on the futex
    # A core that ran a block in its last scan spins the whole window, unless
    # ``window_spinners`` cores of its kind spin already; one that had none (another kind's
    # launch, or the blocks went to others), or found them spinning, spins
    # IDLE_SPIN_ITERATIONS and then sleeps on its kind's doorbell, so that only the cores
    # launches need spin, and no more of them than the CPUs can run beside the host.
    b.position_at_end(bb["wait"])
    seen = b.load(seenp, name="seen", align=4, typ=I32)
    ran8 = b.load(ranp, name="ran8", align=1, typ=I8)
    busy = b.icmp_unsigned("!=", ran8, const(0, I8), name="busy")
    before = b.atomic_rmw("add", spinningp, const(1, I32), "seq_cst", name="spin_in")
    room = b.icmp_unsigned("<", before, const(window_spinners, I32), name="room")
    window = b.and_(busy, room, name="window")
    limit = b.select(window, const(spin, I32), const(idle_spin, I32), name="limit")
    b.branch(bb["spin"])

    b.position_at_end(bb["spin"])
    i = b.phi(I32, name="i")
    seq_spin = dispatches("acquire", "seq_spin")
    new_spin = b.icmp_unsigned("!=", seq_spin, seen, name="new_spin")
    b.cbranch(new_spin, bb["spin_found"], bb["spin_next"])

    b.position_at_end(bb["spin_found"])
    b.atomic_rmw("sub", spinningp, const(1, I32), "seq_cst", name="spin_out1")
    b.branch(bb["fresh"])

    # let a runnable thread (the host, on a busy machine) have the CPU every YIELD_EVERY
    b.position_at_end(bb["spin_next"])
    i1 = b.pause_tick(i, bb["spin_yield"], bb["spin_check"],
                      ("i1", "i_wrap", "yield_tick", "yielded"))
    i.add_incoming(const(0, I32), bb["wait"])
    i.add_incoming(i1, bb["spin_check"])

    b.position_at_end(bb["spin_check"])
    spinning = b.icmp_unsigned("<", i1, limit, name="spinning")
    b.cbranch(spinning, bb["spin"], bb["spin_out"])

    b.position_at_end(bb["spin_out"])
    b.atomic_rmw("sub", spinningp, const(1, I32), "seq_cst", name="spin_out2")
    b.branch(bb["sleep"])

    # Sleep on the kind's doorbell, counted in sleepers[kind]: the doorbell value is read
    # before the count and the last check of seq, and the scheduler stores seq before it
    # bumps the doorbell and reads the count, so a dispatch is never slept through.
    b.position_at_end(bb["sleep"])
    bell = b.atomic_load(doorbellp, I32, "acquire", name="bell")
    bell64 = b.zext(bell, I64, name="bell64")
    b.atomic_rmw("add", sleepersp, const(1, I32), "seq_cst", name="sleepers0")
    seq_recheck = dispatches("seq_cst", "seq_recheck")
    new_recheck = b.icmp_unsigned("!=", seq_recheck, seen, name="new_recheck")
    b.cbranch(new_recheck, bb["sleep_end"], bb["futex"])

    b.position_at_end(bb["futex"])
    b.futex_wait(doorbellp, bell64, "slept")
    b.branch(bb["sleep_end"])

    b.position_at_end(bb["sleep_end"])
    b.atomic_rmw("sub", sleepersp, const(1, I32), "seq_cst", name="sleepers1")
    seq_woken = dispatches("acquire", "seq_woken")
    new_woken = b.icmp_unsigned("!=", seq_woken, seen, name="new_woken")
    b.cbranch(new_woken, bb["fresh"], bb["sleep"])

    # a new dispatch: the scans that follow start with no block run
    b.position_at_end(bb["fresh"])
    b.store(const(0, I8), ranp, align=1)
    b.branch(bb["scan"])

    # ---- 2. scan the lanes, oldest-first order of the lanes, for a block of this core's
    # kind; the dispatch counter is read first, so a dispatch after it is seen by the wait
    b.position_at_end(bb["scan"])
    s = dispatches("acquire", "s")
    b.store(s, seenp, align=4)
    b.branch(bb["lane0"])

    loop = {"is_aic": is_aic, "kind32": kind32, "mixdonep": mixdonep}
    snaps = [_lane(b, bb, loop, base, cb_type, i, i == LANES - 1) for i in lanes]
    l0 = snaps[0]

    # nothing for this core in any lane: wait for the next dispatch
    b.position_at_end(bb["scanned"])
    b.branch(bb["wait"])

    # ---- 2b. @mix: block cluster + clusters * k on all three cores of the cluster
    b.position_at_end(bb["mix_start"])
    b.branch(bb["mix_claim"])

    b.position_at_end(bb["mix_claim"])
    k = b.phi(I64, name="k")
    mix_payload = b.add(loop["pl_mix"], const(0), name="mix_payload")
    kc = b.mul(k, const(clusters), name="kc")
    mblock = b.add(cluster, kc, name="mblock")
    mleft = b.icmp_unsigned("<", mblock, l0.nblocks64, name="mleft")
    b.cbranch(mleft, bb["run"], bb["mix_end"])

    b.position_at_end(bb["mix_end"])
    b.store(l0.seq, mixdonep, align=4)
    b.branch(bb["scan"])

    # ---- 3. run one block
    b.position_at_end(bb["run"])
    cas = [bb[f"cas{i}"] for i in lanes]
    mixc = bb["mix_claim"]

    def run_phi(typ: ir.Type, name: str, per_lane: list[ir.Value], mixed: ir.Value) -> ir.PhiInstr:
        return b.phi_of(typ, name, [*zip(per_lane, cas, strict=True), (mixed, mixc)])

    block = run_phi(I64, "block", [s.next for s in snaps], mblock)
    r_nblocks = run_phi(I64, "r_nblocks", [s.nblocks64 for s in snaps], l0.nblocks64)
    r_units = run_phi(I32, "r_units", [s.units for s in snaps], l0.units)
    r_profile = run_phi(I32, "r_profile", [s.profile for s in snaps], l0.profile)
    r_payload_int = run_phi(I64, "r_payload_int", [s.payload for s in snaps], mix_payload)
    r_template = run_phi(I64, "r_template", [s.args_template for s in snaps], l0.args_template)
    r_seq = run_phi(I32, "r_seq", [s.seq for s in snaps], l0.seq)
    r_donep = run_phi(PTR, "r_donep",
                      [address(lane_address(base, cb_type, i, "blocks_done")) for i in lanes],
                      l0_donep)
    r_mix = run_phi(I1, "r_mix", [const(0, I1)] * LANES, const(1, I1))
    r_lane = run_phi(I32, "r_lane", [const(i, I32) for i in lanes], const(0, I32))
    r_chainp = run_phi(PTR, "r_chainp",
                       [address(lane_address(base, cb_type, i, "chain")) for i in lanes],
                       address(lane_address(base, cb_type, 0, "chain")))
    r_k = run_phi(I64, "r_k", [const(0)] * LANES, k)
    b.store(const(1, I8), ranp, align=1)
    payload = b.inttoptr(r_payload_int, PTR, name="payload")
    templ = b.inttoptr(r_template, PTR, name="templ")
    profiling = b.icmp_unsigned("!=", r_profile, const(0, I32), name="profiling")
    r_seq64 = b.zext(r_seq, I64, name="r_seq64")
    copied = b.load(copiedp, name="copied", align=8, typ=I64)
    filled = b.icmp_unsigned("==", copied, r_seq64, name="filled")
    b.cbranch(filled, bb["call"], bb["copy"])

    # the args template into args, slot by slot
    b.position_at_end(bb["copy"])
    j = b.phi(I64, name="j")
    src = b.gep(templ, [j], source_etype=I64, name="src")
    dst = b.gep(args, [j], source_etype=I64, name="dst")
    slot = b.volatile_load(src, I64, name="slot", align=8)
    b.volatile_store(slot, dst, align=8)
    j1 = b.add(j, const(1), name="j1")
    j.add_incoming(const(0), bb["run"])
    j.add_incoming(j1, bb["copy"])
    copying = b.icmp_unsigned("<", j1, const(TEMPLATE_BYTES // abi.SLOT_BYTES), name="copying")
    b.cbranch(copying, bb["copy"], bb["copied_all"])

    b.position_at_end(bb["copied_all"])
    b.store(r_seq64, copiedp, align=8)
    b.branch(bb["call"])

    b.position_at_end(bb["call"])
    b.store(block, block_idxp, align=8)
    b.store(r_nblocks, block_nump, align=8)
    b.atomic_store(r_seq64, launchp, "release", volatile=True)
    b.atomic_store(block, currentp, "release", volatile=True)
    b.cbranch(profiling, bb["call_timed"], bb["call_plain"])

    payload_t = ir.FunctionType(VOID, [PTR])
    b.position_at_end(bb["call_plain"])
    b.call_pointer(payload, payload_t, [args])
    b.branch(bb["done"])

    b.position_at_end(bb["call_timed"])
    t0 = b.clock_ns(ts, ts_nsec, "t0")
    b.call_pointer(payload, payload_t, [args])
    t1 = b.clock_ns(ts, ts_nsec, "t1")
    n = b.load(countp, name="n", align=8, typ=I64)
    room = b.icmp_unsigned("<", n, const(TRACE_RECORDS), name="room")
    b.cbranch(room, bb["record"], bb["dropped"])

    b.position_at_end(bb["record"])
    roff = b.mul(n, const(ctypes.sizeof(TraceRecord)), name="roff")
    rec = b.gep(recordsp, [roff], source_etype=I8, name="rec")
    b.store(block, rec, align=8)
    b.store(t0, b.field(rec, TraceRecord.start_ns.offset, name="rec_start"), align=8)
    b.store(t1, b.field(rec, TraceRecord.end_ns.offset, name="rec_end"), align=8)
    b.store(b.add(n, const(1), name="n1"), countp, align=8)
    b.branch(bb["done"])

    b.position_at_end(bb["dropped"])
    o = b.load(overflowp, name="o", align=8, typ=I64)
    b.store(b.add(o, const(1), name="o1"), overflowp, align=8)
    b.branch(bb["done"])

    b.position_at_end(bb["done"])
    b.atomic_store(const(NO_BLOCK), currentp, "release", volatile=True)
    before = b.atomic_rmw("add", r_donep, const(1, I32), "seq_cst", name="before")
    after = b.add(before, const(1, I32), name="after")
    complete = b.icmp_unsigned("==", after, r_units, name="complete")
    b.cbranch(complete, bb["finish"], bb["next"])

    # ---- 4. the unit that completes the launch: mark its descriptor finished, advance
    # ``completed`` over every finished launch, count the completion and wake the
    # scheduler (if it waits for one) and the host (if it waits on ``completed``)
    def finished_mark(seq: ir.Value, p: str) -> ir.Instruction:
        slot = b.and_(seq, const(RING_SLOTS - 1, I32), name=f"{p}_slot")
        slot64 = b.zext(slot, I64, name=f"{p}_slot64")
        off0 = b.mul(slot64, const(desc_size), name=f"{p}_off0")
        off = b.add(off0, const(finished), name=f"{p}_off")
        return b.gep(ring, [off], source_etype=I8, name=f"{p}_p")

    # Its lane's chain first, while the launch's slot cannot be reused (it is not marked
    # finished yet): the chain word still ending at this launch is closed by a
    # compare-and-swap (the scheduler chains a launch after it by the same swap, and only one
    # of them wins); a chain extended past it names the launch to run next in its
    # descriptor's ``next``, written before the scheduler's swap.
    b.position_at_end(bb["finish"])
    own = b.zext(r_seq, I64, name="own")
    cw = b.atomic_load(r_chainp, I64, "acquire", name="cw")
    ends = b.icmp_unsigned("==", cw, own, name="chain_ends")
    b.cbranch(ends, bb["close"], bb["linked"])

    b.position_at_end(bb["close"])
    closed = b.or_(own, const(CHAIN_CLOSED), name="closed")
    cx_close = b.cmpxchg(r_chainp, own, closed, "seq_cst", "seq_cst", name="cx_close")
    shut = b.extract_value(cx_close, 1, name="shut")
    b.cbranch(shut, bb["marking"], bb["linked"])

    b.position_at_end(bb["linked"])
    nslot = b.and_(r_seq, const(RING_SLOTS - 1, I32), name="nslot")
    nslot64 = b.zext(nslot, I64, name="nslot64")
    noff0 = b.mul(nslot64, const(desc_size), name="noff0")
    noff = b.add(noff0, const(LaunchDesc.next.offset), name="noff")
    nextp = b.gep(ring, [noff], source_etype=I8, name="nextp")
    chained = b.atomic_load(nextp, I32, "acquire", name="chained")
    b.branch(bb["marking"])

    b.position_at_end(bb["marking"])
    has_next = b.phi_of(I1, "has_next", [(const(0, I1), bb["close"]),
                                         (const(1, I1), bb["linked"])])
    nxt = b.phi_of(I32, "nxt", [(const(0, I32), bb["close"]), (chained, bb["linked"])])
    b.atomic_store(r_seq, finished_mark(r_seq, "f"), "seq_cst")
    b.branch(bb["advance"])

    b.position_at_end(bb["advance"])
    c = b.atomic_load(completedp, I32, "seq_cst", name="c")
    c1 = b.add(c, const(1, I32), name="c1")
    a_f = b.atomic_load(finished_mark(c1, "a"), I32, "seq_cst", name="a_f")
    a_ok = b.icmp_unsigned("==", a_f, c1, name="a_ok")
    b.cbranch(a_ok, bb["advance_cas"], bb["advanced"])

    b.position_at_end(bb["advance_cas"])
    b.cmpxchg(completedp, c, c1, "seq_cst", "seq_cst", name="a_cas")
    b.branch(bb["advance"])

    # ---- 5. a chained launch into this core's lane, as the scheduler would dispatch it
    # (claim tag, fields, dispatch time, blocks_done, then launch; the chain word stays);
    # then ``refills`` (the cores wait for it or ``header.seq`` to change) and the doorbells
    # of the kinds it needs, this core counted as a spinning one of its kind (it scans
    # next).  Before the completion is counted: a scheduler woken by it sees the lane
    # refilled (it dispatches into a new lane only once every chained launch is in its lane)
    b.position_at_end(bb["advanced"])
    b.cbranch(has_next, bb["refill"], bb["counted"])

    b.position_at_end(bb["refill"])
    rslot = b.and_(nxt, const(RING_SLOTS - 1, I32), name="rslot")
    rslot64 = b.zext(rslot, I64, name="rslot64")
    roff_d = b.mul(rslot64, const(desc_size), name="roff_d")
    rdesc = b.gep(ring, [roff_d], source_etype=I8, name="rdesc")
    rfields = load_descriptor(b, rdesc, COPIED)
    rargs = b.field(rdesc, LaunchDesc.args.offset, name="rargs")
    rargs_int = b.ptrtoint(rargs, I64, name="rargs_int")
    r_is_mix = b.icmp_unsigned("==", rfields["core_kind"], const(LAUNCH_MIX, I32),
                               name="r_is_mix")
    rt, rtag = dispatch_time(b, ts, ts_nsec, nxt)
    sw = b.switch(r_lane, bb["refill0"])
    for li in lanes:
        if li:
            sw.add_case(const(li, I32), bb[f"refill{li}"])
    refill = Dispatch(nxt, rfields, rargs_int, r_is_mix, doorbells, sleepers, spinners,
                      rtag, rt, kind32)
    for li in lanes:
        fill_lane(b, bb[f"refill{li}"], li, bb["refilled"], base, cb_type, refill, chain=False)

    b.position_at_end(bb["refilled"])
    b.atomic_rmw("add", refillsp, const(1, I32), "seq_cst", name="refills0")
    b.branch(bb["ring_aic"])
    ring_kind(b, bb, "aic", abi.CORE_AIC, bb["ring_aiv"], base, cb_type, refill)
    ring_kind(b, bb, "aiv", abi.CORE_AIV, bb["counted"], base, cb_type, refill)

    # the scheduler (sched_blocked) and the host (host_waiting) both sleep on completions
    b.position_at_end(bb["counted"])
    b.atomic_rmw("add", completionsp, const(1, I32), "seq_cst", name="completions0")
    blocked = b.atomic_load(blockedp, I32, "seq_cst", name="blocked")
    host = b.atomic_load(host_waitingp, I32, "seq_cst", name="host")
    both = b.or_(blocked, host, name="sleepers_both")
    waits = b.icmp_unsigned("!=", both, const(0, I32), name="someone_waits")
    b.cbranch(waits, bb["wake_waiters"], bb["next"])

    b.position_at_end(bb["wake_waiters"])
    b.futex_wake(completionsp, const(FUTEX_WAKE_ALL), "woken_waiters")
    b.branch(bb["next"])

    b.position_at_end(bb["next"])
    b.cbranch(r_mix, bb["mix_next"], bb["scan"])

    b.position_at_end(bb["mix_next"])
    k1 = b.add(r_k, const(1), name="k1")
    b.branch(bb["mix_claim"])
    k.add_incoming(const(0), bb["mix_start"])
    k.add_incoming(k1, bb["mix_next"])
    return mod
