"""The direct dispatch's IR (``direct.py`` says what it does), built with ``llvmlite.ir`` from
the scheduler's dispatch blocks (``device/scheduler_ir.py``).

Imported only when the code is compiled (a miss of the native code cache).
"""

from __future__ import annotations

from llvmlite import ir

from incore.abi import CORE_AIC, CORE_AIV
from incore.runtime.common.builtin_ir import BuiltinFrame
from incore.runtime.common.control import LAUNCH_MIX, LaunchDesc, field_address
from incore.runtime.common.irbuild import I32, I64, PTR, blocks, const, module
from incore.runtime.device.scheduler_ir import (
    COPIED,
    Dispatch,
    fill_lane,
    load_descriptor,
    ring_kind,
    ring_kind_blocks,
)


def dispatch(symbol: str, base: int, cb_type: type) -> ir.Module:
    """The direct dispatch function ``symbol`` for the control block of type ``cb_type`` at
    ``base``."""
    def addr(*path: str) -> ir.Constant:
        return const(field_address(base, cb_type, *path))

    def q(name: str) -> ir.Constant:
        return addr("queue", name)

    mod = module("incore_host_dispatch")
    # a builtin (``common/builtin.py``): its ints converted, then the GIL released around the
    # dispatch and its spin (other threads run while the launch does), 1 or 0 returned
    frame = BuiltinFrame(mod, symbol)
    fn, b = frame.fn, frame.b
    n64, desc, spins64, now = frame.int_args(4)
    n, spins = b.trunc(n64, I32, name="n"), b.trunc(spins64, I32, name="spins")
    state = frame.call("PyEval_SaveThread")
    bb = blocks(fn, "fill0", "publish")
    bb.update(ring_kind_blocks(fn, "aic"))
    bb.update(ring_kind_blocks(fn, "aiv"))
    bb.update(blocks(fn, "enqueued", "wait", "pause", "yield", "again", "pending", "complete"))

    tailp = b.inttoptr(q("tail"), PTR, name="tailp")
    completedp = b.inttoptr(q("completed"), PTR, name="completedp")
    doorbells = b.inttoptr(q("doorbell"), PTR, name="doorbells")
    sleepers = b.inttoptr(q("sleepers"), PTR, name="sleepers")
    spinners = b.inttoptr(q("spinning"), PTR, name="spinners")
    seqp = b.inttoptr(addr("header", "seq"), PTR, name="seqp")
    slot = b.inttoptr(desc, PTR, name="slot")
    fields = load_descriptor(b, slot, COPIED)
    d_args = b.field(slot, LaunchDesc.args.offset, name="d_args")
    d_args_int = b.ptrtoint(d_args, I64, name="d_args_int")
    is_mix = b.icmp_unsigned("==", fields["core_kind"], const(LAUNCH_MIX, I32), name="is_mix")
    # the dispatch time is the caller's CLOCK_MONOTONIC (read through the vDSO, a tenth of
    # the clock_gettime system call that the scheduler's dispatch_time makes)
    t = now
    tag = b.shl(b.zext(n, I64, name="n64"), const(32), name="tag")
    b.branch(bb["fill0"])

    # launch n into lane 0, as the scheduler's dispatch does; then header.seq and the doorbells
    dispatch = Dispatch(n, fields, d_args_int, is_mix, doorbells, sleepers, spinners, tag, t)
    fill_lane(b, bb["fill0"], 0, bb["publish"], base, cb_type, dispatch)
    b.position_at_end(bb["publish"])
    b.atomic_store(n, seqp, "seq_cst")
    b.branch(bb["ring_aic"])
    ring_kind(b, bb, "aic", CORE_AIC, bb["ring_aiv"], base, cb_type, dispatch)
    ring_kind(b, bb, "aiv", CORE_AIV, bb["enqueued"], base, cb_type, dispatch)

    # tail last: a scheduler that sees it move finds header.seq already there (adopt)
    b.position_at_end(bb["enqueued"])
    b.atomic_store(n, tailp, "seq_cst")
    b.branch(bb["wait"])

    # spin up to ``spins`` times for completed to cover n
    b.position_at_end(bb["wait"])
    i = b.phi(I32, name="i")
    c = b.atomic_load(completedp, I32, "acquire", name="c")
    past = b.sub(c, n, name="past")
    done = b.icmp_signed(">=", past, const(0, I32), name="done")
    b.cbranch(done, bb["complete"], bb["pause"])

    b.position_at_end(bb["pause"])
    i1 = b.pause_tick(i, bb["yield"], bb["again"], ("i1", "iw", "tick", "yielded"))
    i.add_incoming(const(0, I32), bb["enqueued"])
    i.add_incoming(i1, bb["again"])

    b.position_at_end(bb["again"])
    more = b.icmp_unsigned("<", i1, spins, name="more")
    b.cbranch(more, bb["wait"], bb["pending"])

    for name, result in (("pending", 0), ("complete", 1)):
        b.position_at_end(bb[name])
        frame.call("PyEval_RestoreThread", state)
        b.ret(frame.call("PyLong_FromLong", const(result)))
    return mod
