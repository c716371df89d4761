"""The scheduler's IR (``scheduler.py`` says what it does), built with ``llvmlite.ir``, and the
dispatch blocks it shares with the host's direct dispatch (``host/launch/direct_ir.py``).

Imported only when the code is compiled (a miss of the native code cache): a device start that
finds it cached imports no llvmlite.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from dataclasses import dataclass

from llvmlite import ir

from incore import abi
from incore.runtime.common.control import (
    CHAIN_CLOSED,
    LANES,
    LAUNCH_MIX,
    OVERLAP_AFTER,
    OVERLAP_ALONE,
    RING_SLOTS,
    LaunchDesc,
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

# The descriptor fields the scheduler copies into a launch lane, with their IR types.
COPIED = (("core_kind", I32), ("nblocks", I32), ("units", I32), ("profile", I32),
          ("payload", I64), ("payload_aic", I64))


@dataclass
class Dispatch:
    """The values the blocks that dispatch launch ``n`` use (the scheduler's, or the host's
    direct dispatch): the descriptor's ``fields`` (``COPIED`` and more, by name), the address
    of its args as an i64, the claim ``tag`` (``n << 32``), the dispatch time ``t`` and the
    queue's doorbell, sleeper and spinner arrays; ``self_kind``: the core kind of the core
    that dispatches (a core refilling its lane with a chained launch, which then scans the
    lanes itself), counted as a spinning core of its kind (None: the scheduler or the host)."""

    n: ir.Value
    fields: dict[str, ir.Value]
    args_int: ir.Value
    is_mix: ir.Value
    doorbells: ir.Value
    sleepers: ir.Value
    spinners: ir.Value
    tag: ir.Value | None = None
    t: ir.Value | None = None
    self_kind: ir.Value | None = None


def load_descriptor(b: Builder, slot: ir.Value,
                    fields: tuple[tuple[str, ir.IntType], ...]) -> dict[str, ir.Value]:
    """``%d_{field}`` for each of ``fields`` of the launch descriptor at ``slot`` (plain
    loads: the host wrote the descriptor before it published ``tail``)."""
    out = {}
    for f, t in fields:
        p = b.field(slot, getattr(LaunchDesc, f).offset, name=f"d_{f}p")
        out[f] = b.plain_load(p, t, name=f"d_{f}", align=t.width // 8)
    return out


def dispatch_time(b: Builder, ts: ir.Value, ts_nsec: ir.Value, n: ir.Value) -> tuple[
        ir.Value, ir.Value]:
    """``%t`` (CLOCK_MONOTONIC ns, the lane's ``started_ns``) and ``%tag`` (``n << 32``, the
    lane's new claim word)."""
    t = b.clock_ns(ts, ts_nsec, "t", rc="clock_rc")
    n64 = b.zext(n, I64, name="n64")
    return t, b.shl(n64, const(32), name="tag")


def _pending(b: Builder, base: int, cb_type: type, name: str, kind: int,
             n: ir.Value) -> ir.Value:
    """``%others_{name}``: blocks of core kind ``kind`` still unclaimed in the lanes other than
    launch ``n``'s (a lane whose claim word's tag is its ``launch`` and whose next block is
    below its ``nblocks``)."""
    total: ir.Value = const(0, I32)
    for lane in range(LANES):
        def a(field: str, lane: int = lane) -> ir.Constant:
            return address(lane_address(base, cb_type, lane, field))

        v = f"o{lane}_{name}"
        launch = b.atomic_load(a("launch"), I32, "acquire", name=f"{v}_l")
        core_kind = b.atomic_load(a("core_kind"), I32, "acquire", name=f"{v}_k")
        nblocks = b.atomic_load(a("nblocks"), I32, "acquire", name=f"{v}_b")
        claim = b.atomic_load(a("claim"), I64, "seq_cst", name=f"{v}_c")
        t64 = b.lshr(claim, const(32), name=f"{v}_t64")
        tag = b.trunc(t64, I32, name=f"{v}_t")
        nxt = b.trunc(claim, I32, name=f"{v}_x")
        other = b.icmp_unsigned("!=", launch, n, name=f"{v}_other")
        live = b.icmp_unsigned("==", tag, launch, name=f"{v}_live")
        of_kind = b.icmp_unsigned("==", core_kind, const(kind, I32), name=f"{v}_kind")
        left = b.icmp_unsigned("<", nxt, nblocks, name=f"{v}_left")
        a0 = b.and_(other, live, name=f"{v}_a0")
        a1 = b.and_(a0, of_kind, name=f"{v}_a1")
        counts = b.and_(a1, left, name=f"{v}_a")
        rest = b.sub(nblocks, nxt, name=f"{v}_r")
        pending = b.select(counts, rest, const(0, I32), name=f"{v}_p")
        total = b.add(total, pending, name=f"{v}_s")
    return b.add(total, const(0, I32), name=f"others_{name}")


def ring_kind_blocks(fn: ir.Function, name: str) -> dict[str, ir.Block]:
    """The blocks ``ring_kind`` fills, appended to ``fn`` in their order."""
    return blocks(fn, f"ring_{name}", f"bell_{name}", f"wake_{name}")


def ring_kind(b: Builder, bb: dict[str, ir.Block], name: str, kind: int, then: ir.Block,
              base: int, cb_type: type, d: Dispatch) -> None:
    """Blocks that ring the doorbell of core kind ``kind`` if the dispatched launch needs it:
    bump ``doorbell[kind]``, and if cores of the kind sleep there, wake as many as the launch
    has blocks beyond the kind's spinning cores (all of them for a @mix launch).

    A spinning core that has not yet seen an earlier dispatch is counted in ``spinning`` but
    will take that launch's block: the blocks of the kind still unclaimed in the other lanes
    are taken off the spinning count, so that a launch dispatched right after another is
    never left to cores that are all asleep or busy (an over-count only wakes a core that
    finds nothing and sleeps again)."""
    b.position_at_end(bb[f"ring_{name}"])
    needs0 = b.icmp_unsigned("==", d.fields["core_kind"], const(kind, I32), name=f"needs_{name}0")
    needs = b.or_(needs0, d.is_mix, name=f"needs_{name}")
    b.cbranch(needs, bb[f"bell_{name}"], then)

    b.position_at_end(bb[f"bell_{name}"])
    bellp = b.gep(d.doorbells, [const(kind)], source_etype=I32, name=f"bellp_{name}")
    b.atomic_rmw("add", bellp, const(1, I32), "seq_cst", name=f"rung_{name}")
    slp = b.gep(d.sleepers, [const(kind)], source_etype=I32, name=f"slp_{name}")
    asleep = b.atomic_load(slp, I32, "seq_cst", name=f"asleep_{name}")
    spp = b.gep(d.spinners, [const(kind)], source_etype=I32, name=f"spp_{name}")
    spinning = b.atomic_load(spp, I32, "seq_cst", name=f"spin_{name}")
    if d.self_kind is not None:
        mine = b.icmp_unsigned("==", d.self_kind, const(kind, I32), name=f"mine_{name}")
        me = b.zext(mine, I32, name=f"me_{name}")
        spinning = b.add(spinning, me, name=f"spin_me_{name}")
    others = _pending(b, base, cb_type, name, kind, d.n)
    spare = b.icmp_unsigned(">", spinning, others, name=f"spare_{name}")
    free = b.sub(spinning, others, name=f"free_{name}")
    awake = b.select(spare, free, const(0, I32), name=f"awake_{name}")
    nblocks = d.fields["nblocks"]
    short = b.icmp_unsigned(">", nblocks, awake, name=f"short_{name}")
    lack = b.sub(nblocks, awake, name=f"lack_{name}")
    want0 = b.select(short, lack, const(0, I32), name=f"want0_{name}")
    want = b.select(d.is_mix, const(FUTEX_WAKE_ALL, I32), want0, name=f"want_{name}")
    some = b.icmp_unsigned("!=", asleep, const(0, I32), name=f"some_{name}")
    wanted = b.icmp_unsigned("!=", want, const(0, I32), name=f"any_{name}")
    must = b.and_(some, wanted, name=f"must_{name}")
    b.cbranch(must, bb[f"wake_{name}"], then)

    b.position_at_end(bb[f"wake_{name}"])
    want64 = b.zext(want, I64, name=f"want64_{name}")
    b.futex_wake(bellp, want64, f"woke_{name}")
    b.branch(then)


def fill_lane(b: Builder, block: ir.Block, lane: int, then: ir.Block, base: int,
              cb_type: type, d: Dispatch, chain: bool = True) -> None:
    """Block ``fill{lane}``: launch ``d.n`` into lane ``lane`` (claim tag, fields, dispatch
    time, ``blocks_done = 0``, with ``chain`` its chain word opened at ``d.n``, then
    ``launch``), then on to ``then`` (the publish).  A core refilling its lane with a chained
    launch leaves the chain word alone (``chain`` False): the scheduler extended it."""
    def a(name: str) -> ir.Constant:
        return address(lane_address(base, cb_type, lane, name))

    b.position_at_end(block)
    b.atomic_store(d.tag, a("claim"), "seq_cst")
    for f, _ in COPIED:
        b.atomic_store(d.fields[f], a(f), "release")
    b.atomic_store(d.args_int, a("args_template"), "release")
    b.atomic_store(d.t, a("started_ns"), "release")
    b.atomic_store(const(0, I32), a("blocks_done"), "release")
    if chain:
        b.atomic_store(b.zext(d.n, I64, name=f"chain{lane}_open"), a("chain"), "seq_cst")
    b.atomic_store(d.n, a("launch"), "release")
    b.branch(then)


def _wait_word_blocks(fn: ir.Function, name: str) -> dict[str, ir.Block]:
    return blocks(fn, name, *(f"{name}_{s}" for s in
                              ("spin", "pause", "yield", "check", "sleep", "futex", "woken")))


def _wait_word(b: Builder, bb: dict[str, ir.Block], name: str, ptr: ir.Value,
               ready: Callable[[ir.Value, str], ir.Value], spin: int, on_ready: ir.Block,
               flag: ir.Value) -> None:
    """Blocks that wait until ``ready(v)`` holds for the i32 ``v`` at ``ptr``: spin, then
    sleep on the futex with the seen value, with the i32 at ``flag`` set to 1 around the
    sleep (stored seq_cst before the last check, so a waker that reads it 0 was seen)."""
    b.position_at_end(bb[name])
    b.branch(bb[f"{name}_spin"])

    b.position_at_end(bb[f"{name}_spin"])
    i = b.phi(I32, name=f"{name}_i")
    v = b.atomic_load(ptr, I32, "acquire", name=f"{name}_v")
    b.cbranch(ready(v, f"{name}_ok"), on_ready, bb[f"{name}_pause"])

    b.position_at_end(bb[f"{name}_pause"])
    i1 = b.pause_tick(i, bb[f"{name}_yield"], bb[f"{name}_check"],
                      (f"{name}_i1", f"{name}_iw", f"{name}_tick", f"{name}_yielded"))
    i.add_incoming(const(0, I32), bb[name])
    i.add_incoming(i1, bb[f"{name}_check"])

    b.position_at_end(bb[f"{name}_check"])
    more = b.icmp_unsigned("<", i1, const(spin, I32), name=f"{name}_more")
    b.cbranch(more, bb[f"{name}_spin"], bb[f"{name}_sleep"])

    b.position_at_end(bb[f"{name}_sleep"])
    b.atomic_store(const(1, I32), flag, "seq_cst")
    w = b.atomic_load(ptr, I32, "seq_cst", name=f"{name}_w")
    b.cbranch(ready(w, f"{name}_wok"), bb[f"{name}_woken"], bb[f"{name}_futex"])

    b.position_at_end(bb[f"{name}_futex"])
    w64 = b.zext(w, I64, name=f"{name}_w64")
    b.futex_wait(ptr, w64, f"{name}_rc")
    b.branch(bb[f"{name}_sleep"])

    b.position_at_end(bb[f"{name}_woken"])
    b.atomic_store(const(0, I32), flag, "seq_cst")
    b.branch(on_ready)


def scheduler(symbol: str, base: int, cb_type: type, flags_bytes: int, always_wake: bool,
              spin: int) -> ir.Module:
    """The scheduler loop ``symbol`` for the control block of type ``cb_type`` at ``base``
    (``scheduler.scheduler_ir`` says what the other arguments do)."""
    def addr(*path: str) -> ir.Constant:
        return const(field_address(base, cb_type, *path))

    def q(name: str) -> ir.Constant:
        return addr("queue", name)

    desc_size = ctypes.sizeof(LaunchDesc)
    lanes = range(LANES)
    mod = module("incore_scheduler")
    fn = define(mod, symbol, VOID, [("completed0", I32)], noreturn=True)
    (completed0,) = fn.args
    bb = blocks(fn, "entry", "idle0", "idle")
    bb.update(_wait_word_blocks(fn, "queued"))
    chaining = () if always_wake else ("chain_try", "link", *(f"link{i}" for i in lanes),
                                       "chained")
    bb.update(blocks(fn, "adopt", "head", *chaining, "check0", "check", "not_ready",
                     "blocked_pause", "blocked_yield", "blocked_next", "armed",
                     "blocked_sleep", "go", *(["zero"] if flags_bytes else []), "fill",
                     *(f"fill{i}" for i in lanes), "publish"))
    if always_wake:
        bb.update(blocks(fn, "wake_all"))
    else:
        bb.update(ring_kind_blocks(fn, "aic"))
        bb.update(ring_kind_blocks(fn, "aiv"))
    bb.update(blocks(fn, "wake_all_or_rung"))

    b = Builder(bb["entry"])
    ts, ts_nsec = b.timespec()
    tailp = b.inttoptr(q("tail"), PTR, name="tailp")
    completedp = b.inttoptr(q("completed"), PTR, name="completedp")
    completionsp = b.inttoptr(q("completions"), PTR, name="completionsp")
    sleepingp = b.inttoptr(q("sched_sleeping"), PTR, name="sleepingp")
    blockedp = b.inttoptr(q("sched_blocked"), PTR, name="blockedp")
    doorbells = b.inttoptr(q("doorbell"), PTR, name="doorbells")
    sleepers = b.inttoptr(q("sleepers"), PTR, name="sleepers")
    spinners = b.inttoptr(q("spinning"), PTR, name="spinners")
    seqp = b.inttoptr(addr("header", "seq"), PTR, name="seqp")
    ring = b.inttoptr(addr("ring"), PTR, name="ring")
    b.branch(bb["idle0"])

    b.position_at_end(bb["idle0"])
    b.branch(bb["idle"])

    # %d: the last dispatched launch; %xl: the last exclusive one dispatched
    b.position_at_end(bb["idle"])
    d = b.phi(I32, name="d")
    xl = b.phi(I32, name="xl")
    b.branch(bb["queued"])

    # ---- 1. wait for tail != d
    _wait_word(b, bb, "queued", tailp, lambda v, name: b.icmp_unsigned("!=", v, d, name=name),
               spin, bb["adopt"], sleepingp)

    # A launch the host dispatched itself (``host/launch/direct.py``, on an idle device
    # with an empty queue) moved header.seq before tail: adopt it as dispatched (and
    # exclusive), so that it is not dispatched twice.
    # tail is read before header.seq: the host stores seq before tail, so a seq at or past
    # the tail read means every launch up to that tail was dispatched by the host (one
    # more may be in its hands: seq stored, tail not yet), and nothing is left to do.
    b.position_at_end(bb["adopt"])
    tail_now = b.atomic_load(tailp, I32, "acquire", name="tail_now")
    hs = b.atomic_load(seqp, I32, "acquire", name="hs")
    by_host = b.icmp_unsigned("!=", hs, d, name="by_host")
    dd = b.select(by_host, hs, d, name="dd")
    xx = b.select(by_host, hs, xl, name="xx")
    ahead = b.sub(tail_now, dd, name="ahead")
    caught_up = b.icmp_signed("<=", ahead, const(0, I32), name="caught_up")
    b.cbranch(caught_up, bb["idle"], bb["head"])

    # ---- 2. the next launch's descriptor
    b.position_at_end(bb["head"])
    n = b.add(dd, const(1, I32), name="n")
    slot_i = b.and_(n, const(RING_SLOTS - 1, I32), name="slot_i")
    slot_i64 = b.zext(slot_i, I64, name="slot_i64")
    slot_off = b.mul(slot_i64, const(desc_size), name="slot_off")
    slot = b.gep(ring, [slot_off], source_etype=I8, name="slot")
    fields = load_descriptor(b, slot, (*COPIED, ("overlap", I32), ("after", I32),
                                       ("waited", I32)))
    d_args = b.field(slot, LaunchDesc.args.offset, name="d_args")
    d_args_int = b.ptrtoint(d_args, I64, name="d_args_int")
    is_mix = b.icmp_unsigned("==", fields["core_kind"], const(LAUNCH_MIX, I32), name="is_mix")
    solo0 = b.icmp_unsigned("==", fields["overlap"], const(OVERLAP_ALONE, I32), name="solo0")
    chain = b.icmp_unsigned("==", fields["overlap"], const(OVERLAP_AFTER, I32), name="chain")
    profiled = b.icmp_unsigned("!=", fields["profile"], const(0, I32), name="profiled")
    solo1 = b.or_(solo0, is_mix, name="solo1")
    solo = b.or_(solo1, const(1, I1) if always_wake else profiled, name="solo")
    xl1 = b.select(solo, n, xx, name="xl1")
    b.branch(bb["check0"] if always_wake else bb["chain_try"])

    def dep_done(c: ir.Value, dep: ir.Value, name: str) -> tuple[ir.Value, ir.Value]:
        """(covered by ``c``, marked finished) of launch ``dep``."""
        past = b.sub(c, dep, name=f"past_{name}")
        covered = b.icmp_signed(">=", past, const(0, I32), name=f"{name}_covered")
        dep_slot = b.and_(dep, const(RING_SLOTS - 1, I32), name=f"{name}_slot")
        dep_slot64 = b.zext(dep_slot, I64, name=f"{name}_slot64")
        off0 = b.mul(dep_slot64, const(desc_size), name=f"{name}_off0")
        off = b.add(off0, const(LaunchDesc.finished.offset), name=f"{name}_off")
        mark_p = b.gep(ring, [off], source_etype=I8, name=f"{name}_p")
        mark = b.atomic_load(mark_p, I32, "acquire", name=f"{name}_mark")
        marked = b.icmp_unsigned("==", mark, dep, name=f"{name}_marked")
        return covered, marked

    def chain_address(lane: int) -> ir.Constant:
        return address(lane_address(base, cb_type, lane, "chain"))

    # ---- 2b. chain it after its stream's previous launch, when that one's lane is still
    # open: an overlapping launch whose only unmet condition may be `after` (no exclusive
    # launch since, `waited` done or the same launch) goes into no lane now; the scheduler
    # writes it as `after`'s descriptor's `next` and moves the lane's chain word from
    # `after` to n (compare-and-swap: the core completing `after` closes the chain by the
    # same swap, and only one of them wins).  The core completing `after` then refills its
    # lane with n itself, with no hop through this thread.
    if not always_wake:
        b.position_at_end(bb["chain_try"])
        cc = b.atomic_load(completedp, I32, "acquire", name="cc")
        cc_xl = b.sub(cc, xx, name="cc_xl")
        cc_xl_done = b.icmp_signed(">=", cc_xl, const(0, I32), name="cc_xl_done")
        same = b.icmp_unsigned("==", fields["waited"], fields["after"], name="w_same")
        w_cov, w_mark = dep_done(cc, fields["waited"], "cw")
        w_by_mark = b.and_(w_mark, chain, name="cw_by_mark")
        w_done0 = b.or_(w_cov, w_by_mark, name="cw_done0")
        same_ok = b.and_(same, chain, name="cw_same_ok")
        w_done = b.or_(w_done0, same_ok, name="cw_done")
        not_solo = b.not_(solo, name="not_solo")
        linkable0 = b.and_(not_solo, cc_xl_done, name="linkable0")
        linkable = b.and_(linkable0, w_done, name="linkable")
        after64 = b.zext(fields["after"], I64, name="after64")
        link = b.add(const(0, I32), const(LANES, I32), name=f"link_pick{LANES}")
        for i in reversed(lanes):
            cw = b.atomic_load(chain_address(i), I64, "acquire", name=f"chain{i}")
            ends = b.icmp_unsigned("==", cw, after64, name=f"ends{i}")
            link = b.select(ends, const(i, I32), link, name=f"link_pick{i}")
        found = b.icmp_unsigned("<", link, const(LANES, I32), name="link_found")
        go_link = b.and_(linkable, found, name="go_link")
        b.cbranch(go_link, bb["link"], bb["check0"])

        b.position_at_end(bb["link"])
        a_slot = b.and_(fields["after"], const(RING_SLOTS - 1, I32), name="a_slot")
        a_slot64 = b.zext(a_slot, I64, name="a_slot64")
        a_off0 = b.mul(a_slot64, const(desc_size), name="a_off0")
        a_off = b.add(a_off0, const(LaunchDesc.next.offset), name="a_off")
        nextp = b.gep(ring, [a_off], source_etype=I8, name="a_nextp")
        b.atomic_store(n, nextp, "seq_cst")
        n64 = b.zext(n, I64, name="n64c")
        sw = b.switch(link, bb["link0"])
        for i in lanes:
            if i:
                sw.add_case(const(i, I32), bb[f"link{i}"])
            b.position_at_end(bb[f"link{i}"])
            cx = b.cmpxchg(chain_address(i), after64, n64, "seq_cst", "seq_cst",
                           name=f"linked{i}")
            won = b.extract_value(cx, 1, name=f"link_won{i}")
            b.cbranch(won, bb["chained"], bb["check0"])

        # dispatched, as far as the host's direct dispatch and the adopt rule go
        b.position_at_end(bb["chained"])
        b.atomic_store(n, seqp, "seq_cst")
        b.branch(bb["idle"])

    b.position_at_end(bb["check0"])
    b.branch(bb["check"])

    # ---- 3. wait until it may run: spin, then sleep on completions
    b.position_at_end(bb["check"])
    bi = b.phi(I32, name="bi")
    is_armed = b.phi(I1, name="is_armed")
    seen_done = b.phi(I32, name="seen_done")
    c = b.atomic_load(completedp, I32, "acquire", name="c")
    idle_dev = b.icmp_unsigned("==", c, dd, name="idle_dev")
    past_xl = b.sub(c, xx, name="past_xl")
    xl_done = b.icmp_signed(">=", past_xl, const(0, I32), name="xl_done")
    # launches `after` (its stream's previous) and `waited` (of the events its stream
    # waits for) done: covered by completed, or finished ahead of it (its descriptor's
    # mark: every launch is dispatched only once both of its own are done, so a finished
    # launch's chain finished too).  OVERLAP_PREFIX: `waited` covered by completed.
    after_covered, after_marked = dep_done(c, fields["after"], "after")
    after_done = b.or_(after_covered, after_marked, name="after_done")
    waited_covered, waited_marked = dep_done(c, fields["waited"], "waited")
    by_mark = b.and_(waited_marked, chain, name="waited_by_mark")
    waited_done = b.or_(waited_covered, by_mark, name="waited_done")
    free = []
    for i in lanes:  # lane i is free when its launch completed (every unit counted) and
        # its chain is closed (no launch chained after it is still to come)
        done = b.atomic_load(address(lane_address(base, cb_type, i, "blocks_done")), I32,
                             "acquire", name=f"ld{i}")
        units = b.atomic_load(address(lane_address(base, cb_type, i, "units")), I32,
                              "acquire", name=f"lu{i}")
        emptied = b.icmp_unsigned("==", done, units, name=f"emptied{i}")
        if always_wake:  # every launch exclusive: no chains
            free.append(emptied)
            continue
        cw = b.atomic_load(chain_address(i), I64, "acquire", name=f"lc{i}")
        closed_bit = b.and_(cw, const(CHAIN_CLOSED), name=f"lcb{i}")
        closed = b.icmp_unsigned("!=", closed_bit, const(0), name=f"closed{i}")
        free.append(b.and_(emptied, closed, name=f"free{i}"))
    # the first free lane (LANES: none), scanning from the last lane down
    pick = b.add(const(0, I32), const(LANES, I32), name=f"pick{LANES}")
    for i in reversed(lanes):
        pick = b.select(free[i], const(i, I32), pick, name=f"pick{i}")
    has_lane0 = b.icmp_unsigned("<", pick, const(LANES, I32), name="has_lane0")
    if always_wake:
        has_lane = has_lane0
    else:  # and every launch chained into a lane's chain already put into its lane
        has_lane = has_lane0
        for i in lanes:
            cw = b.atomic_load(chain_address(i), I64, "acquire", name=f"pc{i}")
            end = b.trunc(cw, I32, name=f"pend{i}")
            held = b.atomic_load(address(lane_address(base, cb_type, i, "launch")), I32,
                                 "acquire", name=f"pl{i}")
            none = b.icmp_unsigned("==", end, held, name=f"nopend{i}")
            has_lane = b.and_(has_lane, none, name=f"has_lane_{i}")
    may0 = b.and_(xl_done, after_done, name="may0")
    may1 = b.and_(may0, waited_done, name="may1")
    may = b.and_(may1, has_lane, name="may")
    ready = b.select(solo, idle_dev, may, name="ready")
    lane = b.select(solo, const(0, I32), pick, name="lane")
    b.cbranch(ready, bb["go"], bb["not_ready"])

    b.position_at_end(bb["not_ready"])
    b.cbranch(is_armed, bb["blocked_sleep"], bb["blocked_pause"])

    b.position_at_end(bb["blocked_pause"])
    bi1 = b.pause_tick(bi, bb["blocked_yield"], bb["blocked_next"],
                       ("bi1", "bi_w", "bi_tick", "b_yielded"))

    b.position_at_end(bb["blocked_next"])
    bi_more = b.icmp_unsigned("<", bi1, const(spin, I32), name="bi_more")
    b.cbranch(bi_more, bb["check"], bb["armed"])

    # sched_blocked is stored (seq_cst) before completions is read and the condition
    # re-checked: a core completing a launch after that read changes the futex word.
    b.position_at_end(bb["armed"])
    b.atomic_store(const(1, I32), blockedp, "seq_cst")
    armed_v = b.atomic_load(completionsp, I32, "seq_cst", name="armed_v")
    b.branch(bb["check"])

    b.position_at_end(bb["blocked_sleep"])
    seen_done64 = b.zext(seen_done, I64, name="seen_done64")
    b.futex_wait(completionsp, seen_done64, "b_slept")
    b.branch(bb["armed"])

    for phi, values in ((bi, (const(0, I32), bi1, bi)),
                        (is_armed, (const(0, I1), const(0, I1), const(1, I1))),
                        (seen_done, (const(0, I32), const(0, I32), armed_v))):
        for value, block in zip(values, (bb["check0"], bb["blocked_next"], bb["armed"]),
                                strict=True):
            phi.add_incoming(value, block)

    # ---- 4. dispatch launch n into %lane
    b.position_at_end(bb["go"])
    b.atomic_store(const(0, I32), blockedp, "seq_cst")
    t, tag = dispatch_time(b, ts, ts_nsec, n)
    if flags_bytes:  # MIX-cluster flags start clear on a device no launch runs on
        flagsp = b.inttoptr(const(field_address(base, cb_type, "cluster_flags")), PTR,
                            name="flagsp")
        b.cbranch(idle_dev, bb["zero"], bb["fill"])
        b.position_at_end(bb["zero"])
        z = b.phi(I64, name="z")
        zp = b.gep(flagsp, [z], source_etype=I8, name="zp")
        b.volatile_store(const(0, I8), zp, align=1)
        z1 = b.add(z, const(1), name="z1")
        z.add_incoming(const(0), bb["go"])
        z.add_incoming(z1, bb["zero"])
        zmore = b.icmp_unsigned("<", z1, const(flags_bytes), name="zmore")
        b.cbranch(zmore, bb["zero"], bb["fill"])
    else:
        b.branch(bb["fill"])

    b.position_at_end(bb["fill"])
    switch = b.switch(lane, bb["fill0"])
    for i in lanes:
        if i:
            switch.add_case(const(i, I32), bb[f"fill{i}"])
    dispatch = Dispatch(n, fields, d_args_int, is_mix, doorbells, sleepers, spinners, tag, t)
    for i in lanes:
        fill_lane(b, bb[f"fill{i}"], i, bb["publish"], base, cb_type, dispatch)

    b.position_at_end(bb["publish"])
    b.atomic_store(n, seqp, "seq_cst")
    rung = bb["wake_all_or_rung"]
    if always_wake:  # the Python executor's cores sleep on seq
        b.branch(bb["wake_all"])
        b.position_at_end(bb["wake_all"])
        b.futex_wake(seqp, const(FUTEX_WAKE_ALL), "woke_cores")
        b.branch(rung)
    else:
        b.branch(bb["ring_aic"])
        ring_kind(b, bb, "aic", abi.CORE_AIC, bb["ring_aiv"], base, cb_type, dispatch)
        ring_kind(b, bb, "aiv", abi.CORE_AIV, rung, base, cb_type, dispatch)

    b.position_at_end(rung)
    b.branch(bb["idle"])
    d.add_incoming(completed0, bb["idle0"])
    d.add_incoming(n, rung)
    d.add_incoming(dd, bb["adopt"])
    xl.add_incoming(completed0, bb["idle0"])
    xl.add_incoming(xl1, rung)
    xl.add_incoming(xx, bb["adopt"])
    if not always_wake:
        d.add_incoming(n, bb["chained"])
        xl.add_incoming(xx, bb["chained"])
    return mod
