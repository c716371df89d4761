"""Lowering of MIX-cluster synchronisation: ``set_flag``, ``wait_flag``, ``cluster_barrier``.

The words live in the cluster's ``abi.ClusterFlags`` block, whose address the entry block
reads once from ``GlobalContext.cluster_flags`` (the device's scheduler zeroes the block
before every launch).  ``flags[f]`` is a counting semaphore:

- ``set_flag(f)``: ``atomicrmw add flags[f], 1`` (seq_cst: it releases every earlier write),
  then, only when ``sleepers`` is non-zero, ``FUTEX_WAKE`` on ``flags[f]``;
- ``wait_flag(f)``: records ``wait_code(f)`` and its source line in the core's ``waiting``
  slot (the host's timeout message names both), then takes one count: while ``flags[f]`` is
  non-zero a ``cmpxchg`` (acquire) decrements it; while it is zero the core spins
  ``SPIN_ITERATIONS`` times with ``pause``, then sleeps: ``sleepers += 1``, re-check,
  ``FUTEX_WAIT`` on the word with the value 0, ``sleepers -= 1``, and tries again (without
  spinning) after each wake-up; the slot is cleared when the count is taken;
- ``cluster_barrier()``: reads the generation, adds one to ``barrier_count``; the third core
  to arrive resets the count and bumps the generation (then wakes sleepers), the others wait
  for the generation to change, spinning and then sleeping like ``wait_flag``.

The waker reads ``sleepers`` after its seq_cst update of the word and a sleeper re-checks the
word after its seq_cst ``sleepers`` increment, so a wake-up is never lost: either the waker
sees the sleeper and wakes it, or the sleeper sees the new value and does not sleep (and
FUTEX_WAIT itself compares the word atomically with going to sleep).  The futex system calls
are inline ``syscall`` instructions (private futexes: the words are only waited on inside the
device process).  A core that waits for a flag nobody sets sleeps until the launch times out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.lowering.emitter import Emitter
from incore.lowering.futex import FUTEX_PRIVATE_FLAG, FUTEX_WAIT, FUTEX_WAKE, WAKE_ALL, futex
from incore.lowering.irtypes import I32, I64, PTR

# Spin iterations (a load and a ``pause`` each, ~25-140 cycles) before a waiting core sleeps on
# the futex: ~25 us on the project's machine, short enough that a waiting core gives its CPU
# back quickly when there are fewer CPUs than cores.
SPIN_ITERATIONS = 1000
FUTEX_WAIT_PRIVATE = FUTEX_WAIT | FUTEX_PRIVATE_FLAG
FUTEX_WAKE_PRIVATE = FUTEX_WAKE | FUTEX_PRIVATE_FLAG
# The test of a wait loop: given the word's loaded value, the spin block and the retry block, it
# branches to the spin block when not ready (or on to its own blocks) and returns the blocks
# from which it branches back to the retry block.
Ready = Callable[[ir.IRBuilder, ir.Value, ir.Block, ir.Block], list[ir.Block]]


class _Words:
    """Addresses of the cluster's words for the core being lowered."""

    def __init__(self, gen: Emitter) -> None:
        self.gen = gen
        b = gen.entry.builder
        self.base = gen.entry.cached(
            ("cluster_flags",),
            lambda: b.inttoptr(gen.entry.global_field("cluster_flags"), PTR, name="cflags"),
        )

    def at(self, offset: int | ir.Value, name: str) -> ir.Value:
        off = offset if isinstance(offset, ir.Value) else ir.Constant(I64, offset)
        return self.gen.b.gep(self.base, [off], source_etype=ir.IntType(8), name=name)

    def flag(self, f: int) -> ir.Value:
        return self.at(abi.ClusterFlags.flags.offset + 4 * f, f"flag{f}")

    def field(self, name: str) -> ir.Value:
        return self.at(getattr(abi.ClusterFlags, name).offset, name)

    def waiting(self) -> ir.Value:
        """This core's ``waiting`` slot: 0 on the AIC, 1 + sub_block_id on an AIV."""
        return self.core_slot("waiting", 4)

    def core_slot(self, name: str, width: int) -> ir.Value:
        """This core's element of the per-core array field ``name`` (elements of ``width``
        bytes, indexed by ``abi.waiting_slot``)."""
        gen = self.gen
        base = getattr(abi.ClusterFlags, name).offset
        if gen.core_type == abi.CORE_AIC:
            return self.at(base + width * abi.waiting_slot(True, 0), name)
        sub = gen.entry.global_field("sub_block_id", "sub_block_idx")
        off = gen.b.add(
            ir.Constant(I64, base + width * abi.waiting_slot(False, 0)),
            gen.b.mul(sub, ir.Constant(I64, width)),
        )
        return self.at(off, name)


def record_fault_index(gen: Emitter, index: ir.Value) -> None:
    """Store the i64 ``index`` in this core's ``ClusterFlags.fault_index`` slot (just before
    a tile-index trap: the host's fault message reads it)."""
    gen.b.store(index, _Words(gen).core_slot("fault_index", 8))


def _pause(b: ir.IRBuilder) -> None:
    b.asm(ir.FunctionType(ir.VoidType(), []), "pause", "~{memory}", [], True)


def wake_sleepers(gen: Emitter, words: Any, word: ir.Value, prefix: str = "sync") -> None:
    """FUTEX_WAKE every sleeper of ``word`` when ``words`` (the cluster's, or a launch's
    ``sync_all()`` block: anything with a ``sleepers`` field) counts any sleeping core."""
    b = gen.b
    sleepers = b.load_atomic(words.field("sleepers"), "seq_cst", 4, typ=I32)
    wake_bb, cont_bb = gen.new_block(f"{prefix}.wake"), gen.new_block(f"{prefix}.woken")
    b.cbranch(b.icmp_unsigned("!=", sleepers, ir.Constant(I32, 0)), wake_bb, cont_bb)
    b.position_at_end(wake_bb)
    futex(b, word, FUTEX_WAKE_PRIVATE, ir.Constant(I64, WAKE_ALL))
    b.branch(cont_bb)
    b.position_at_end(cont_bb)


def _sleep_on(gen: Emitter, words: _Words, word: ir.Value, expected: ir.Value) -> None:
    """Sleep on ``word`` while it still holds ``expected`` (an i32), counted in ``sleepers``."""
    b = gen.b
    sleepers = words.field("sleepers")
    b.atomic_rmw("add", sleepers, ir.Constant(I32, 1), "seq_cst")
    now = b.load_atomic(word, "seq_cst", 4, typ=I32)
    sleep_bb, after_bb = gen.new_block("sync.sleep"), gen.new_block("sync.awake")
    b.cbranch(b.icmp_unsigned("==", now, expected), sleep_bb, after_bb)
    b.position_at_end(sleep_bb)
    futex(b, word, FUTEX_WAIT_PRIVATE, b.zext(expected, I64))
    b.branch(after_bb)
    b.position_at_end(after_bb)
    b.atomic_rmw("sub", sleepers, ir.Constant(I32, 1), "seq_cst")


def _wait_until(
    gen: Emitter, words: _Words, word: ir.Value, ready: Ready, sleep_value: ir.Value,
    name: str,
) -> None:
    """Loop until ``ready`` branches out of the loop: spin, then sleep on ``word`` while it
    holds ``sleep_value`` (see ``Ready``)."""
    b = gen.b
    entry_bb = b.block
    try_bb = gen.new_block(f"{name}.try")
    spin_bb, pause_bb = gen.new_block(f"{name}.spin"), gen.new_block(f"{name}.pause")
    sleep_bb = gen.new_block(f"{name}.sleep")
    b.branch(try_bb)
    b.position_at_end(try_bb)
    i = b.phi(I32, name=f"{name}.i")
    i.add_incoming(ir.Constant(I32, 0), entry_bb)
    value = b.load_atomic(word, "acquire", 4, typ=I32)
    retry_blocks = ready(b, value, spin_bb, try_bb)
    for bb in retry_blocks:
        i.add_incoming(i, bb)
    spin_step(b, i, spin_bb, pause_bb, sleep_bb, try_bb)
    _sleep_on(gen, words, word, sleep_value)
    i.add_incoming(ir.Constant(I32, SPIN_ITERATIONS), b.block)
    b.branch(try_bb)


def spin_step(b: ir.IRBuilder, i: ir.PhiInstr, spin_bb: ir.Block, pause_bb: ir.Block,
              sleep_bb: ir.Block, try_bb: ir.Block) -> None:
    """The bounded spin of a wait loop: in ``spin_bb`` count try ``i`` and, below
    ``SPIN_ITERATIONS``, pause and try again (``try_bb``); past it go to ``sleep_bb``, where the
    builder is left to emit the sleep."""
    b.position_at_end(spin_bb)
    i1 = b.add(i, ir.Constant(I32, 1))
    b.cbranch(b.icmp_unsigned("<", i1, ir.Constant(I32, SPIN_ITERATIONS)), pause_bb, sleep_bb)
    b.position_at_end(pause_bb)
    _pause(b)
    b.branch(try_bb)
    i.add_incoming(i1, pause_bb)
    b.position_at_end(sleep_bb)


def emit_sync(gen: Emitter, s: ast.Sync) -> None:
    """Emit ``set_flag``, ``wait_flag`` or ``cluster_barrier`` at the builder's position."""
    if gen.trace is not None:  # L2 model: a sync op ends the core's coalescing run
        gen.trace.flush(gen.b)
    words = _Words(gen)
    if s.op == "set_flag":
        assert s.flag is not None
        word = words.flag(s.flag)
        if gen.sanitize is None:
            gen.b.atomic_rmw("add", word, ir.Constant(I32, 1), "seq_cst")
        else:  # the checked variant numbers the set under the cluster's sync lock
            _sync_lock(gen, words)
            gen.b.atomic_rmw("add", word, ir.Constant(I32, 1), "seq_cst")
            seq = _next_seq(gen, words)
            _sync_unlock(gen, words)
            gen.sanitize.event(gen.b, "set", gen._line, s.flag, seq)
        wake_sleepers(gen, words, word)
    elif s.op == "wait_flag":
        assert s.flag is not None
        _wait_flag(gen, words, s.flag)
    else:
        _barrier(gen, words)


# The checked variant's flag operations take the cluster's sync lock around the flag update and
# the sync sequence number, so per cluster the numbers order the operations exactly as the
# flags saw them (the host matches the n-th wait of a flag to its n-th set by them).
SYS_SCHED_YIELD = 24


def _sync_lock(gen: Emitter, words: _Words) -> None:
    """Take the cluster's sync lock (yielding the CPU while another core holds it)."""
    b = gen.b
    lock = words.field("sync_lock")
    try_bb, wait_bb, got_bb = (gen.new_block(f"synclock.{n}") for n in ("try", "wait", "got"))
    b.branch(try_bb)
    b.position_at_end(try_bb)
    pair = b.cmpxchg(lock, ir.Constant(I32, 0), ir.Constant(I32, 1), "acquire", "monotonic")
    b.cbranch(b.extract_value(pair, 1), got_bb, wait_bb)
    b.position_at_end(wait_bb)
    b.asm(ir.FunctionType(I64, [I64]), "syscall", "={rax},{rax},~{rcx},~{r11},~{memory}",
          [ir.Constant(I64, SYS_SCHED_YIELD)], True)
    b.branch(try_bb)
    b.position_at_end(got_bb)


def _sync_unlock(gen: Emitter, words: _Words) -> None:
    _store_atomic(gen.b, ir.Constant(I32, 0), words.field("sync_lock"), "release")


def _next_seq(gen: Emitter, words: _Words) -> ir.Value:
    return gen.b.atomic_rmw("add", words.field("sync_seq"), ir.Constant(I32, 1), "seq_cst")


def _store_atomic(b: ir.IRBuilder, value: ir.Value, ptr: ir.Value, ordering: str) -> None:
    """``store atomic`` (llvmlite's ``store_atomic`` needs typed pointers)."""
    b._insert(ir.instructions.StoreAtomicInstr(b.block, value, ptr, ordering, 4))


def _record_wait(gen: Emitter, words: _Words, code: int) -> None:
    """Records ``code`` and the source line being lowered in the core's ``waiting`` slot
    (``WAIT_NONE`` clears it)."""
    word = abi.wait_record(code, gen.line) if code != abi.WAIT_NONE else abi.WAIT_NONE
    _store_atomic(gen.b, ir.Constant(I32, word), words.waiting(), "monotonic")


def _wait_flag(gen: Emitter, words: _Words, f: int) -> None:
    b = gen.b
    word = words.flag(f)
    _record_wait(gen, words, abi.wait_code(f))
    done_bb = gen.new_block(f"wait{f}.done")

    def ready(
        b: ir.IRBuilder, value: ir.Value, spin_bb: ir.Block, try_bb: ir.Block
    ) -> list[ir.Block]:
        take_bb = gen.new_block(f"wait{f}.take")
        b.cbranch(b.icmp_unsigned("!=", value, ir.Constant(I32, 0)), take_bb, spin_bb)
        b.position_at_end(take_bb)
        pair = b.cmpxchg(word, value, b.sub(value, ir.Constant(I32, 1)), "acq_rel", "acquire")
        b.cbranch(b.extract_value(pair, 1), done_bb, try_bb)
        return [take_bb]

    seq_slot = None
    if gen.sanitize is not None:
        seq_slot = gen.entry.builder.alloca(I32, name=f"wait{f}.seq")

        def ready(  # noqa: F811 - the checked variant takes the count under the sync lock
            b: ir.IRBuilder, value: ir.Value, spin_bb: ir.Block, try_bb: ir.Block
        ) -> list[ir.Block]:
            take_bb = gen.new_block(f"wait{f}.take")
            b.cbranch(b.icmp_unsigned("!=", value, ir.Constant(I32, 0)), take_bb, spin_bb)
            b.position_at_end(take_bb)
            _sync_lock(gen, words)
            now = b.load_atomic(word, "acquire", 4, typ=I32)
            ok_bb, no_bb = gen.new_block(f"wait{f}.ok"), gen.new_block(f"wait{f}.none")
            b.cbranch(b.icmp_unsigned("!=", now, ir.Constant(I32, 0)), ok_bb, no_bb)
            b.position_at_end(ok_bb)
            b.atomic_rmw("sub", word, ir.Constant(I32, 1), "acq_rel")
            b.store(_next_seq(gen, words), seq_slot)
            _sync_unlock(gen, words)
            b.branch(done_bb)
            b.position_at_end(no_bb)
            _sync_unlock(gen, words)
            b.branch(try_bb)
            return [no_bb]

    _wait_until(gen, words, word, ready, ir.Constant(I32, 0), f"wait{f}")
    b.position_at_end(done_bb)
    _record_wait(gen, words, abi.WAIT_NONE)
    if seq_slot is not None:
        gen.sanitize.event(b, "wait", gen._line, f, b.load(seq_slot, typ=I32))


def _barrier(gen: Emitter, words: _Words) -> None:
    b = gen.b
    _record_wait(gen, words, abi.WAIT_BARRIER)
    gen_word, count = words.field("barrier_gen"), words.field("barrier_count")
    generation = b.load_atomic(gen_word, "acquire", 4, typ=I32, name="barrier.gen")
    arrived = b.atomic_rmw("add", count, ir.Constant(I32, 1), "acq_rel")
    last_bb, wait_bb = gen.new_block("barrier.last"), gen.new_block("barrier.wait")
    done_bb = gen.new_block("barrier.done")
    last = b.icmp_unsigned("==", arrived, ir.Constant(I32, abi.CLUSTER_CORES - 1))
    b.cbranch(last, last_bb, wait_bb)
    b.position_at_end(last_bb)
    _store_atomic(b, ir.Constant(I32, 0), count, "monotonic")
    b.atomic_rmw("add", gen_word, ir.Constant(I32, 1), "seq_cst")
    wake_sleepers(gen, words, gen_word)
    b.branch(done_bb)
    b.position_at_end(wait_bb)

    def ready(
        b: ir.IRBuilder, value: ir.Value, spin_bb: ir.Block, try_bb: ir.Block
    ) -> list[ir.Block]:
        b.cbranch(b.icmp_unsigned("!=", value, generation), done_bb, spin_bb)
        return []

    _wait_until(gen, words, gen_word, ready, generation, "barrier")
    b.position_at_end(done_bb)
    if gen.sanitize is not None:  # the barrier instance is the generation it arrived in
        gen.sanitize.event(b, "barrier", gen._line, -1, generation)
    _record_wait(gen, words, abi.WAIT_NONE)
