"""The instrumented variant's request records: what a core's memory pipe sends the L2, one
8-byte record per request, in the core's access-trace buffer (compile option
``access_trace=True``, line size ``trace_line``; layout and encoding in ``incore.abi``, "L2
access trace").  No record ever holds a lane's address: requests are formed here, in the
payload.

Requests.  Every GM access goes through ``incore.trace.access(trace, addr, nbytes, flags)``,
which splits it at L2 line boundaries and coalesces it into the core's open run (the header's
``pending`` word): an access to the run's line with the run's direction and policy widens the
run; any other access appends the run as one record and opens a new one.  So consecutive
element accesses to one line are one request, and a tile row, whose lanes run in address
order, is one request per line it covers (a masked lane outside the tensor makes no access).
``incore.trace.flush`` appends the open run: at ``begin_block`` (before the block marker, so
the previous block's last run stays in that block), before ``set_flag``/``wait_flag``/
``cluster_barrier``, before a tile statement and before an atomic, which is one request of
its own.  The host appends a run still open when the launch ends (``runtime.l2.trace``).

Tile rows.  The lanes of a tile statement interleave its windows (``y[w] = a * x[w] + y[w]``
reads x, reads y, writes y per lane), so each tile access site coalesces in a run of its own
(a stack slot, ``site_run``), and the tile lowering ends the site's run where a row of the
lane loop ends (``end_run``): a tile load or store is one request per L2 line each row
covers.

Records.  ``incore.trace.record(trace, word)`` appends ``word`` when a buffer exists
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
from collections.abc import Callable

from llvmlite import ir

from incore import abi
from incore.lowering.entry import EntryReads
from incore.lowering.futex import FUTEX_WAIT, FUTEX_WAKE, WAKE_ALL, futex
from incore.lowering.irtypes import I8, I32, I64, PTR
from incore.lowering.trace_sites import (
    MAX_SITES,
    SITE_WORDS,
    SLOT_WORDS,
    emit_site_access,
    flush_sites_function,
    site_bits,
)

DEFAULT_LINE = 128  # the L2 model's default line (incore.runtime.l2.config.DEFAULT_LINE)

RECORD_FUNCTION = "incore.trace.record"
_HDR = abi.AccessTraceHeader


def _field(b: ir.IRBuilder, header: ir.Value, name: str) -> ir.Value:
    offset = getattr(_HDR, name).offset
    return b.gep(header, [ir.Constant(I64, offset)], source_etype=I8, name=f"trace.{name}")


def emit_drain_wait(
    b: ir.IRBuilder, field: Callable[[str], ir.Value], full_bb: ir.Block, wait_bb: ir.Block,
    append_bb: ir.Block,
) -> None:
    """The blocks ``full_bb`` and ``wait_bb`` of a trace buffer's drain protocol (shared with
    the sanitizer's records): publish the records (state FULL after a release fence), wake
    the host through the header's ``wake_addr`` word, sleep on ``state`` until the host has
    drained the buffer, then go on to ``append_bb``.  ``field(name)`` is the address of a
    header field."""
    b.position_at_end(full_bb)
    state_addr = field("state")
    b.fence("release")  # the records and count are written before the state says full
    b.store(ir.Constant(I32, abi.TRACE_FULL), state_addr)
    wake = b.inttoptr(b.load(field("wake_addr"), typ=I64), PTR)
    # the request word changes before the wake-up, so a host about to sleep on it sees it
    b.atomic_rmw("add", wake, ir.Constant(I32, 1), "seq_cst")
    futex(b, wake, FUTEX_WAKE, ir.Constant(I64, WAKE_ALL))
    b.branch(wait_bb)

    b.position_at_end(wait_bb)
    futex(b, state_addr, FUTEX_WAIT, ir.Constant(I64, abi.TRACE_FULL))
    state = b.load(state_addr, typ=I32)  # reloaded: the syscall clobbers memory
    b.fence("acquire")
    b.cbranch(b.icmp_unsigned("==", state, ir.Constant(I32, abi.TRACE_FULL)), wait_bb, append_bb)


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
    emit_drain_wait(b, lambda name: _field(b, header, name), full_bb, wait_bb, append_bb)

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


_ADDR_MASK = (1 << abi.ACCESS_ADDR_BITS) - 1
_FLAG_MASK = (1 << abi.ACCESS_WRITE_BIT) | (1 << abi.ACCESS_BYPASS_BIT)
FLUSH_FUNCTION = "incore.trace.flush"
ACCESS_FUNCTION = "incore.trace.access"


def _flush_function(module: ir.Module) -> ir.Function:
    """``void incore.trace.flush(ptr header, ptr run)``: append the open run held at ``run``
    (the header's ``pending``, or a tile access site's slot), if any, and close it."""
    existing = module.globals.get(FLUSH_FUNCTION)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, PTR]), FLUSH_FUNCTION)
    fn.linkage = "internal"
    header, pending_addr = fn.args
    entry, check_bb, emit_bb, done_bb = (
        fn.append_basic_block(n) for n in ("entry", "check", "emit", "done"))
    b = ir.IRBuilder(entry)
    b.cbranch(b.icmp_unsigned("!=", b.ptrtoint(header, I64), ir.Constant(I64, 0)),
              check_bb, done_bb)
    b.position_at_end(check_bb)
    pending = b.load(pending_addr, typ=I64)
    b.cbranch(b.icmp_unsigned("!=", pending, ir.Constant(I64, 0)), emit_bb, done_bb)
    b.position_at_end(emit_bb)
    b.call(_record_function(module), [header, pending])
    b.store(ir.Constant(I64, 0), pending_addr)
    b.branch(done_bb)
    b.position_at_end(done_bb)
    b.ret_void()
    return fn


def _access_function(module: ir.Module, line_shift: int) -> ir.Function:
    """``void incore.trace.access(ptr header, ptr run, i64 addr, i64 nbytes, i64 flags)``:
    the access ``[addr, addr + nbytes)`` cut at line boundaries, each piece coalesced into the
    open run held at ``run`` (see the module docstring)."""
    existing = module.globals.get(ACCESS_FUNCTION)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, PTR, I64, I64, I64]),
                     ACCESS_FUNCTION)
    fn.linkage = "internal"
    header, pending_addr, addr, nbytes, flags = fn.args
    names = ("entry", "piece", "widen", "open", "emit", "store", "next", "done")
    entry, piece_bb, widen_bb, open_bb, emit_bb, store_bb, next_bb, done_bb = (
        fn.append_basic_block(n) for n in names)
    shift = ir.Constant(I64, line_shift)
    size_shift = ir.Constant(I64, abi.ACCESS_SIZE_SHIFT)
    zero = ir.Constant(I64, 0)
    b = ir.IRBuilder(entry)
    end = b.add(addr, nbytes, name="end")
    traced = b.icmp_unsigned("!=", b.ptrtoint(header, I64), zero)
    b.cbranch(b.and_(traced, b.icmp_unsigned("<", addr, end)), piece_bb, done_bb)

    b.position_at_end(piece_bb)
    at = b.phi(I64, name="at")
    at.add_incoming(addr, entry)
    line = b.lshr(at, shift, name="line")
    line_end = b.shl(b.add(line, ir.Constant(I64, 1)), shift)
    piece_end = b.select(b.icmp_unsigned("<", end, line_end), end, line_end, name="piece.end")
    word = b.or_(b.or_(at, b.shl(b.sub(piece_end, at), size_shift)), flags, name="word")
    pending = b.load(pending_addr, typ=I64, name="pending")
    p_lo = b.and_(pending, _i64(_ADDR_MASK), name="pending.lo")
    same_line = b.icmp_unsigned("==", b.lshr(p_lo, shift), line)
    same_kind = b.icmp_unsigned("==", b.and_(b.xor(pending, flags), _i64(_FLAG_MASK)), zero)
    is_open = b.icmp_unsigned("!=", pending, zero)
    b.cbranch(b.and_(is_open, b.and_(same_line, same_kind)), widen_bb, open_bb)

    # the piece lies in the open run's line: widen the run to cover it
    b.position_at_end(widen_bb)
    p_size = b.and_(b.lshr(pending, size_shift), ir.Constant(I64, abi.ACCESS_MAX_BYTES))
    p_end = b.add(p_lo, p_size)
    lo = b.select(b.icmp_unsigned("<", at, p_lo), at, p_lo)
    hi = b.select(b.icmp_unsigned(">", piece_end, p_end), piece_end, p_end)
    widened = b.or_(b.or_(lo, b.shl(b.sub(hi, lo), size_shift)), flags)
    b.branch(store_bb)

    # another line, direction or policy: the open run is one request; this piece opens the next
    b.position_at_end(open_bb)
    b.cbranch(is_open, emit_bb, store_bb)
    b.position_at_end(emit_bb)
    b.call(_record_function(module), [header, pending])
    b.branch(store_bb)

    b.position_at_end(store_bb)
    run = b.phi(I64, name="run")
    run.add_incoming(widened, widen_bb)
    run.add_incoming(word, open_bb)
    run.add_incoming(word, emit_bb)
    b.store(run, pending_addr)
    b.branch(next_bb)

    b.position_at_end(next_bb)
    at.add_incoming(piece_end, next_bb)
    b.cbranch(b.icmp_unsigned("<", piece_end, end), piece_bb, done_bb)

    b.position_at_end(done_bb)
    b.ret_void()
    return fn


class AccessTrace:
    """Emits the request records of one payload for L2 lines of ``line`` bytes."""

    def __init__(self, module: ir.Module, entry: EntryReads, line: int = DEFAULT_LINE) -> None:
        self.module = module
        self.entry = entry
        self.records = 0  # access sites instrumented (for the meta)
        self.sites = 0  # element access sites with a run of their own (``trace_sites.py``)
        self.configure(line)

    def configure(self, line: int) -> None:
        """Form requests for L2 lines of ``line`` bytes (a power of two in [8, 4096])."""
        if not isinstance(line, int) or isinstance(line, bool) or not 8 <= line <= 4096 \
                or line & (line - 1):
            raise ValueError(f"trace_line must be a power of two in [8, 4096], got {line!r}")
        self.line = line

    def _header(self) -> ir.Value:
        entry = self.entry
        return entry.cached(
            ("access_trace",),
            lambda: entry.builder.inttoptr(
                entry.global_field("access_trace", "trace.addr"), PTR, name="trace"),
        )

    def header(self) -> ir.Value:
        """The core's access-trace header (a null pointer when the launch is not traced)."""
        return self._header()

    def _core_run(self) -> ir.Value:
        """Where the core's open run lives: its header's ``pending`` (in GM, so it outlives a
        block and the host can append it when the launch ends)."""
        entry = self.entry
        return entry.cached(
            ("access_trace", "pending"),
            lambda: entry.builder.gep(
                self._header(), [ir.Constant(I64, _HDR.pending.offset)], source_etype=I8,
                name="trace.pending"),
        )

    def site_run(self) -> ir.Value:
        """A fresh slot for the open run of one tile access site (zero at block entry: no
        open run)."""
        slot = self.entry.builder.alloca(I64, name="trace.site")
        self.entry.builder.store(ir.Constant(I64, 0), slot)
        return slot

    def _slots(self) -> ir.Value:
        """The element sites' slot array (``trace_sites.py``), zeroed at the function's entry
        (the last site and the sites' open runs: ``finish`` writes the number of sites)."""
        entry = self.entry

        def make() -> ir.Value:
            eb = entry.builder
            arr = eb.alloca(I64, size=ir.Constant(I64, SLOT_WORDS), name="trace.sites")
            eb.store(ir.Constant(I64, 0), eb.gep(arr, [ir.Constant(I64, 0)], source_etype=I64))
            return arr

        return entry.cached(("access_trace", "sites"), make)

    def element_site(self, nbytes: int | ir.Value) -> ir.Value | None:
        """A fresh run slot for one element access site of ``nbytes`` per access (None past
        ``MAX_SITES`` or for a size ``trace_sites.site_bits`` refuses: the site uses the
        core's run)."""
        if self.sites >= MAX_SITES or not isinstance(nbytes, int) or site_bits(nbytes) is None:
            return None
        eb = self.entry.builder
        slot = eb.gep(self._slots(), [ir.Constant(I64, 2 + SITE_WORDS * self.sites)],
                      source_etype=I64, name=f"trace.site{self.sites}")
        eb.store(ir.Constant(I64, -1), slot)  # CLOSED: no open run
        self.sites += 1
        return slot

    def finish(self) -> None:
        """Write the number of element sites into the slot array (the entry block is still
        open: the function's code is complete)."""
        arr = self._slots()
        eb = self.entry.builder
        eb.store(ir.Constant(I64, self.sites), eb.gep(arr, [ir.Constant(I64, 1)],
                                                      source_etype=I64))

    def end_kernel(self, b: ir.IRBuilder) -> None:
        """Before the kernel returns: the element sites' open runs are appended (their slots
        live in this call's frame)."""
        b.call(flush_sites_function(self.module, _record_function(self.module)),
               [self._header(), self._slots()])

    def begin_block(self, b: ir.IRBuilder) -> None:
        """The block marker, at the builder's position (the start of the body); the previous
        block's open run is appended first."""
        self.flush(b)
        block = self.entry.local_field("block_idx")
        mask = ir.Constant(I64, _ADDR_MASK)
        b.call(_record_function(self.module), [self._header(), b.and_(block, mask)])

    def flush(self, b: ir.IRBuilder) -> None:
        """End the core's open coalescing runs, the element sites' and the core's (before a
        sync op, an atomic, a new block, a tile statement)."""
        self.end_kernel(b)
        b.call(_flush_function(self.module), [self._header(), self._core_run()])

    def end_run(self, b: ir.IRBuilder, run: ir.Value) -> None:
        """End the open run of the tile access site ``run`` (where a tile row ends)."""
        b.call(_flush_function(self.module), [self._header(), run])

    def record(
        self, b: ir.IRBuilder, addr: ir.Value, nbytes: int | ir.Value, write: bool,
        bypass: bool = False, run: ir.Value | None = None, site: ir.Value | None = None,
    ) -> None:
        """Trace an access of ``nbytes`` (a constant, or an i64 value) at pointer ``addr``:
        its line pieces join the open run (the element ``site``'s, ``trace_sites.py``; the
        tile site's ``run``; else the core's) or open a new one."""
        flags = (1 << abi.ACCESS_WRITE_BIT if write else 0) | (
            1 << abi.ACCESS_BYPASS_BIT if bypass else 0)
        if isinstance(nbytes, int):
            assert nbytes > 0, "an access touches at least one byte"
            nbytes = ir.Constant(I64, nbytes)
        shift = self.line.bit_length() - 1
        if site is not None:
            emit_site_access(b, self.module, _record_function(self.module), self._header(),
                             self._slots(), site, b.ptrtoint(addr, I64, name="trace.at"),
                             nbytes.constant, flags, shift)
            self.records += 1
            return
        fn = _access_function(self.module, shift)
        base = b.ptrtoint(addr, I64, name="trace.at")
        slot = self._core_run() if run is None else run
        if run is None:  # an access of the core's run: the next site access starts a request
            b.store(ir.Constant(I64, 0), b.gep(self._slots(), [ir.Constant(I64, 0)],
                                               source_etype=I64))
        header = self._header()
        # Inline fast path: an access inside the open run's line (same direction and policy)
        # widens the run here; anything else calls incore.trace.access.
        func = b.function
        check_bb, widen_bb, slow_bb, done_bb = (
            func.append_basic_block(f"trace.{n}") for n in ("check", "widen", "slow", "done"))
        traced = b.icmp_unsigned("!=", b.ptrtoint(header, I64), ir.Constant(I64, 0))
        b.cbranch(traced, check_bb, done_bb)
        b.position_at_end(check_bb)
        sh = ir.Constant(I64, shift)
        size_shift = ir.Constant(I64, abi.ACCESS_SIZE_SHIFT)
        end = b.add(base, nbytes)
        line = b.lshr(base, sh)
        pending = b.load(slot, typ=I64, name="trace.pending")
        p_lo = b.and_(pending, _i64(_ADDR_MASK))
        same = b.and_(
            b.and_(b.icmp_unsigned("==", b.lshr(p_lo, sh), line),
                   b.icmp_unsigned("==", b.lshr(b.sub(end, ir.Constant(I64, 1)), sh), line)),
            b.and_(b.icmp_unsigned("==", b.and_(b.xor(pending, _i64(flags)),
                                                   _i64(_FLAG_MASK)), ir.Constant(I64, 0)),
                   b.icmp_unsigned("!=", pending, ir.Constant(I64, 0))))
        b.cbranch(same, widen_bb, slow_bb)
        b.position_at_end(widen_bb)
        p_end = b.add(p_lo, b.and_(b.lshr(pending, size_shift),
                                   ir.Constant(I64, abi.ACCESS_MAX_BYTES)))
        lo = b.select(b.icmp_unsigned("<", base, p_lo), base, p_lo)
        hi = b.select(b.icmp_unsigned(">", end, p_end), end, p_end)
        b.store(b.or_(b.or_(lo, b.shl(b.sub(hi, lo), size_shift)), _i64(flags)), slot)
        b.branch(done_bb)
        b.position_at_end(slow_bb)
        b.call(fn, [header, slot, base, nbytes, _i64(flags)])
        b.branch(done_bb)
        b.position_at_end(done_bb)
        self.records += 1

    def atomic(self, b: ir.IRBuilder, addr: ir.Value, nbytes: int) -> None:
        """An atomic read-modify-write: the open run ends, and the atomic is one request of
        its own (it allocates like a write)."""
        self.flush(b)
        word = b.or_(b.ptrtoint(addr, I64, name="trace.at"),
                     _i64(nbytes << abi.ACCESS_SIZE_SHIFT | 1 << abi.ACCESS_WRITE_BIT))
        b.call(_record_function(self.module), [self._header(), word])
        self.records += 1
