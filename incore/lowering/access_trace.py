"""The instrumented variant's access records: every GM access appends one record to the core's
access-trace buffer (compile option ``access_trace=True``; layout and encoding in
``incore.abi``, "L2 access trace").

The entry block reads ``GlobalContext.access_trace`` once.  Each access calls the internal
function ``incore.trace.record(trace, word)``, which appends ``word`` when a buffer exists
(``trace`` non-zero) and, when the buffer is full, publishes ``state = TRACE_FULL``, adds 1 to
the request word at ``wake_addr`` and FUTEX_WAKEs it (the host's drainer sleeps there), and
sleeps on ``state`` (FUTEX_WAIT, no timeout: the wait compares atomically, so the host's
wake-up after it drained cannot be lost) until the host has emptied it.  ``begin_block``
writes the block marker (size 0, the block index) at the start of the body.  Records carry
the address the access used, so a2a3 BYPASS loads carry their nocache-window address; the
BYPASS bit records the compiled policy on every arch.
"""

from __future__ import annotations

import ctypes

from llvmlite import ir

from incore import abi
from incore.lowering.entry import EntryReads
from incore.lowering.futex import FUTEX_WAIT, FUTEX_WAKE, WAKE_ALL, futex
from incore.lowering.irtypes import I8, I32, I64, PTR

RECORD_FUNCTION = "incore.trace.record"
_HDR = abi.AccessTraceHeader


def _field(b: ir.IRBuilder, header: ir.Value, name: str) -> ir.Value:
    offset = getattr(_HDR, name).offset
    return b.gep(header, [ir.Constant(I64, offset)], source_etype=I8, name=f"trace.{name}")


def _record_function(module: ir.Module) -> ir.Function:
    """``void incore.trace.record(ptr header, i64 word)`` (internal; emitted once per module)."""
    existing = module.globals.get(RECORD_FUNCTION)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, I64]), RECORD_FUNCTION)
    fn.linkage = "internal"
    header, word = fn.args
    entry, full_bb, wait_bb, append_bb, done_bb = (
        fn.append_basic_block(n) for n in ("entry", "full", "wait", "append", "done")
    )
    b = ir.IRBuilder(entry)
    traced = b.icmp_unsigned("!=", b.ptrtoint(header, I64), ir.Constant(I64, 0))
    check_bb = fn.append_basic_block("check")
    b.cbranch(traced, check_bb, done_bb)

    b.position_at_end(check_bb)
    count_addr = _field(b, header, "count")
    count = b.load(count_addr, typ=I64)
    capacity = b.load(_field(b, header, "capacity"), typ=I64)
    b.cbranch(b.icmp_signed("<", count, capacity), append_bb, full_bb)

    # Full: publish the records, wake the host, sleep until it has drained them.
    b.position_at_end(full_bb)
    state_addr = _field(b, header, "state")
    b.fence("release")  # the records and count are written before the state says full
    b.store(ir.Constant(I32, abi.TRACE_FULL), state_addr)
    wake = b.inttoptr(b.load(_field(b, header, "wake_addr"), typ=I64), PTR)
    # the request word changes before the wake-up, so a host about to sleep on it sees it
    b.atomic_rmw("add", wake, ir.Constant(I32, 1), "seq_cst")
    futex(b, wake, FUTEX_WAKE, ir.Constant(I64, WAKE_ALL))
    b.branch(wait_bb)

    b.position_at_end(wait_bb)
    futex(b, state_addr, FUTEX_WAIT, ir.Constant(I64, abi.TRACE_FULL))
    state = b.load(state_addr, typ=I32)  # reloaded: the syscall clobbers memory
    b.fence("acquire")
    b.cbranch(b.icmp_unsigned("==", state, ir.Constant(I32, abi.TRACE_FULL)), wait_bb, append_bb)

    b.position_at_end(append_bb)
    at = b.phi(I64)
    at.add_incoming(count, check_bb)
    at.add_incoming(ir.Constant(I64, 0), wait_bb)  # the host emptied the buffer
    offset = b.add(ir.Constant(I64, ctypes.sizeof(_HDR)),
                   b.mul(at, ir.Constant(I64, abi.ACCESS_RECORD_BYTES)))
    b.store(word, b.gep(header, [offset], source_etype=I8))
    b.store(b.add(at, ir.Constant(I64, 1)), count_addr)
    b.branch(done_bb)

    b.position_at_end(done_bb)
    b.ret_void()
    return fn


def _i64(value: int) -> ir.Constant:
    """An i64 constant of the 64-bit pattern ``value`` (bit 63 set is a negative i64)."""
    value &= 2**64 - 1
    return ir.Constant(I64, value - 2**64 if value >> 63 else value)


class AccessTrace:
    """Emits the access records of one payload."""

    def __init__(self, module: ir.Module, entry: EntryReads) -> None:
        self.module = module
        self.entry = entry
        self.records = 0  # access sites instrumented (for the meta)

    def _header(self) -> ir.Value:
        entry = self.entry
        return entry.cached(
            ("access_trace",),
            lambda: entry.builder.inttoptr(
                entry.global_field("access_trace", "trace.addr"), PTR, name="trace"),
        )

    def begin_block(self, b: ir.IRBuilder) -> None:
        """The block marker, at the builder's position (the start of the body)."""
        block = self.entry.local_field("block_idx")
        mask = ir.Constant(I64, (1 << abi.ACCESS_ADDR_BITS) - 1)
        b.call(_record_function(self.module), [self._header(), b.and_(block, mask)])

    def record(
        self, b: ir.IRBuilder, addr: ir.Value, nbytes: int | ir.Value, write: bool,
        bypass: bool = False,
    ) -> None:
        """Record an access of ``nbytes`` (a constant, or an i64 value of at most
        ``ACCESS_MAX_BYTES``) at pointer ``addr``; a constant size above the record limit is
        recorded as several consecutive records."""
        flags = (1 << abi.ACCESS_WRITE_BIT if write else 0) | (
            1 << abi.ACCESS_BYPASS_BIT if bypass else 0)
        fn = _record_function(self.module)
        header = self._header()
        base = b.ptrtoint(addr, I64, name="trace.at")
        if isinstance(nbytes, int):
            assert nbytes > 0, "an access touches at least one byte"
            for offset in range(0, nbytes, abi.ACCESS_MAX_BYTES):
                chunk = min(nbytes - offset, abi.ACCESS_MAX_BYTES)
                at = base if offset == 0 else b.add(base, ir.Constant(I64, offset))
                b.call(fn, [header, b.or_(at, _i64(chunk << abi.ACCESS_SIZE_SHIFT | flags))])
        else:
            size = b.shl(nbytes, ir.Constant(I64, abi.ACCESS_SIZE_SHIFT))
            tag = b.or_(size, _i64(flags))
            b.call(fn, [header, b.or_(base, tag)])
        self.records += 1
