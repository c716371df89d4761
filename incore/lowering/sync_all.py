"""Lowering of ``sync_all()``: every block of a launch meets (AscendC ``SyncAll``).

The words are the launch's ``abi.SyncAllBlock``, whose address is the kernel's hidden
``sync_all`` launch parameter (the host zeroes the block before the launch).  The
participants are the launch's cores: ``block_num`` of them, three per block for a @mix kernel
(its AIC and both AIVs).

- ``sync_all()``: reads the generation, adds one to ``count``; the last participant to arrive
  resets the count and bumps the generation, then ``wake_seq`` (and wakes sleepers); the
  others wait for the generation to change, spinning ``sync.SPIN_ITERATIONS`` times and then
  sleeping on ``wake_seq`` (counted in ``sleepers``), whose value they read before testing,
  so a change after the test is never slept through.  A waiter that finds
  ``count + ended >= participants`` with ``count < participants`` and the generation unchanged
  (read last: a block that passed this barrier and ended has bumped it) knows nobody else will
  arrive (a block returned before reaching this barrier); ``count == participants`` is only
  the last arriver between its add and its reset.  The waiter records the block that ended
  in its cluster's ``fault_index`` slot and traps with ``abi.SYNC_ALL_CAUSE``, so the launch
  faults naming that block instead of hanging.
- every return from the kernel (the end of the body, ``return``, a failed assert) records the
  block in ``ended_block`` and adds one to ``ended``, then bumps ``wake_seq`` and wakes
  sleepers; the last participant to end resets ``ended`` instead (nobody waits any more).

The checked variant (sanitizer) records each ``sync_all`` as a ``barrier`` event of flag
``SYNC_ALL_FLAG`` with the generation it arrived in: accesses after it are ordered after every
block's accesses before it.
"""

from __future__ import annotations

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.frontend.types import CoreKind
from incore.lowering.emitter import Emitter
from incore.lowering.futex import futex
from incore.lowering.irtypes import I32, I64, PTR
from incore.lowering.sync import (
    FUTEX_WAIT_PRIVATE,
    SPIN_ITERATIONS,
    _record_wait,
    _store_atomic,
    _Words,
    record_fault_index,
    spin_step,
    wake_sleepers,
)

SYNC_ALL_FLAG = abi.SYNC_ALL_EVENT_FLAG  # the sanitizer event's flag


def sync_param(gen: Emitter) -> ast.ScalarParam | None:
    """The kernel's hidden ``sync_all`` launch parameter (None: it never calls sync_all)."""
    for p in gen.kernel.scalars:
        if p.launch == "sync_all":
            return p
    return None


class _SyncAllWords:
    """Addresses of the launch's SyncAllBlock words."""

    def __init__(self, gen: Emitter, param: ast.ScalarParam) -> None:
        self.gen = gen
        entry = gen.entry
        self.base = entry.cached(
            ("sync_all",),
            lambda: entry.builder.inttoptr(entry.scalar(param), PTR, name="syncall"))

    def field(self, name: str) -> ir.Value:
        off = ir.Constant(I64, getattr(abi.SyncAllBlock, name).offset)
        return self.gen.b.gep(self.base, [off], source_etype=ir.IntType(8), name=f"sa.{name}")


def _participants(gen: Emitter) -> ir.Value:
    """How many cores take part: ``block_num``, times 3 for a @mix kernel (i32)."""
    n = gen.entry.local_field("block_num")
    if gen.kernel.core_kind == CoreKind.MIX:
        n = gen.b.mul(n, ir.Constant(I64, abi.CLUSTER_CORES))
    return gen.b.trunc(n, I32, name="sa.total")


def _wake(gen: Emitter, words: _SyncAllWords) -> None:
    """Bump ``wake_seq`` (after the caller's change) and wake its sleepers, if any."""
    word = words.field("wake_seq")
    gen.b.atomic_rmw("add", word, ir.Constant(I32, 1), "seq_cst")
    wake_sleepers(gen, words, word, "syncall")


def _wait(gen: Emitter, words: _SyncAllWords, generation: ir.Value, total: ir.Value,
          done_bb: ir.Block) -> None:
    """Wait until the generation moves on (then branch to ``done_bb``), or trap when nobody
    is left to arrive: read ``wake_seq``, test, spin ``SPIN_ITERATIONS`` times, then sleep
    on ``wake_seq`` while it still holds what was read before the test."""
    b = gen.b
    entry_bb = b.block
    try_bb, check_bb = gen.new_block("syncall.try"), gen.new_block("syncall.check")
    spin_bb, pause_bb = gen.new_block("syncall.spin"), gen.new_block("syncall.pause")
    sleep_bb, nap_bb = gen.new_block("syncall.sleep"), gen.new_block("syncall.nap")
    awake_bb = gen.new_block("syncall.awake")
    gen_word, count = words.field("gen"), words.field("count")
    seq_word, sleepers = words.field("wake_seq"), words.field("sleepers")
    b.branch(try_bb)
    b.position_at_end(try_bb)
    i = b.phi(I32, name="syncall.i")
    i.add_incoming(ir.Constant(I32, 0), entry_bb)
    seen = b.load_atomic(seq_word, "seq_cst", 4, typ=I32, name="syncall.seen")
    now = b.load_atomic(gen_word, "seq_cst", 4, typ=I32)
    b.cbranch(b.icmp_unsigned("!=", now, generation), done_bb, check_bb)
    b.position_at_end(check_bb)
    here = b.load_atomic(count, "seq_cst", 4, typ=I32)
    ended = b.load_atomic(words.field("ended"), "seq_cst", 4, typ=I32)
    still = b.load_atomic(gen_word, "seq_cst", 4, typ=I32)
    # count == total is the last arriver between its add and its reset: not stuck
    stuck = b.and_(b.and_(b.icmp_unsigned(">=", b.add(here, ended), total),
                          b.icmp_unsigned("<", here, total)),
                   b.icmp_unsigned("==", still, generation))

    def record() -> None:
        who = b.load_atomic(words.field("ended_block"), "monotonic", 8, typ=I64)
        record_fault_index(gen, who)

    gen.trap_if(stuck, "syncall.stuck", abi.SYNC_ALL_CAUSE, record)
    b.branch(spin_bb)
    spin_step(b, i, spin_bb, pause_bb, sleep_bb, try_bb)
    b.atomic_rmw("add", sleepers, ir.Constant(I32, 1), "seq_cst")
    again = b.load_atomic(seq_word, "seq_cst", 4, typ=I32)
    b.cbranch(b.icmp_unsigned("==", again, seen), nap_bb, awake_bb)
    b.position_at_end(nap_bb)
    futex(b, seq_word, FUTEX_WAIT_PRIVATE, b.zext(seen, I64))
    b.branch(awake_bb)
    b.position_at_end(awake_bb)
    b.atomic_rmw("sub", sleepers, ir.Constant(I32, 1), "seq_cst")
    i.add_incoming(ir.Constant(I32, SPIN_ITERATIONS), awake_bb)
    b.branch(try_bb)


def emit_sync_all(gen: Emitter) -> None:
    """Emit ``sync_all()`` at the builder's position."""
    param = sync_param(gen)
    assert param is not None, "the checker gives a kernel that calls sync_all() its parameter"
    if gen.trace is not None:  # L2 model: a sync op ends the core's coalescing run
        gen.trace.flush(gen.b)
    b = gen.b
    cluster = _Words(gen)  # the core's wait record: a launch timeout names the sync_all()
    _record_wait(gen, cluster, abi.WAIT_SYNC_ALL)
    words = _SyncAllWords(gen, param)
    total = _participants(gen)
    gen_word, count = words.field("gen"), words.field("count")
    generation = b.load_atomic(gen_word, "acquire", 4, typ=I32, name="syncall.gen")
    arrived = b.atomic_rmw("add", count, ir.Constant(I32, 1), "acq_rel")
    last_bb, wait_bb = gen.new_block("syncall.last"), gen.new_block("syncall.wait")
    done_bb = gen.new_block("syncall.done")
    b.cbranch(b.icmp_unsigned("==", b.add(arrived, ir.Constant(I32, 1)), total), last_bb, wait_bb)
    b.position_at_end(last_bb)
    _store_atomic(b, ir.Constant(I32, 0), count, "monotonic")
    b.atomic_rmw("add", gen_word, ir.Constant(I32, 1), "seq_cst")
    _wake(gen, words)
    b.branch(done_bb)
    b.position_at_end(wait_bb)

    _wait(gen, words, generation, total, done_bb)
    b.position_at_end(done_bb)
    _record_wait(gen, cluster, abi.WAIT_NONE)
    if gen.sanitize is not None:  # the barrier instance is the generation it arrived in
        gen.sanitize.event(b, "barrier", gen._line, SYNC_ALL_FLAG, generation)


def emit_block_end(gen: Emitter) -> None:
    """At a return from a kernel that calls ``sync_all()``: count this participant as ended
    (the last one resets the count) and wake waiters, which then see whether anybody is left
    to arrive."""
    param = sync_param(gen)
    if param is None:
        return
    b = gen.b
    words = _SyncAllWords(gen, param)
    block = gen.entry.local_field("block_idx")
    b._insert(ir.instructions.StoreAtomicInstr(b.block, block, words.field("ended_block"),
                                               "monotonic", 8))
    before = b.atomic_rmw("add", words.field("ended"), ir.Constant(I32, 1), "seq_cst")
    all_bb, some_bb = gen.new_block("syncall.allended"), gen.new_block("syncall.ended")
    cont_bb = gen.new_block("syncall.exit")
    b.cbranch(b.icmp_unsigned("==", b.add(before, ir.Constant(I32, 1)), _participants(gen)),
              all_bb, some_bb)
    b.position_at_end(all_bb)
    _store_atomic(b, ir.Constant(I32, 0), words.field("ended"), "release")
    b.branch(cont_bb)
    b.position_at_end(some_bb)
    _wake(gen, words)
    b.branch(cont_bb)
    b.position_at_end(cont_bb)
