"""The sanitizer's checked variant: a record of every GM access and every synchronisation
event (compile option ``sanitize=True``; layout in ``incore.abi``, "Sanitizer records").

A record is two 64-bit words appended to the core's trace buffer (the one
``GlobalContext.access_trace`` points at; the sanitizer's buffers use the L2 model's header and
drain protocol):

- ``address | size << 48`` and ``site << 32 | value`` for an access of ``size`` bytes (1 ..
  ``SANITIZE_MAX_BYTES``); ``value`` is 0;
- ``0`` and ``site << 32 | value`` for an event: the block start (site 0, ``value`` the block
  index), ``set_flag``/``wait_flag`` (``value`` the cluster's sync sequence number taken right
  after the flag operation, ``ClusterFlags.sync_seq``), ``cluster_barrier`` (``value`` the
  barrier generation the core arrived in).

The site is an index into the payload's ``sanitize_sites`` meta table, which holds what the
code knows statically: the kind (``read``, ``write``, ``atomic``, ``set``, ``wait``,
``barrier``, ``begin``), the source line, the tensor parameter's index and the flag.  A tile
records one access per lane it touches; the host merges contiguous lanes.
"""

from __future__ import annotations

import ctypes

from llvmlite import ir

from incore import abi
from incore.lowering.entry import EntryReads
from incore.lowering.futex import FUTEX_WAIT, FUTEX_WAKE, WAKE_ALL, futex
from incore.lowering.irtypes import I8, I32, I64, PTR

RECORD_FUNCTION = "incore.sanitize.record"
_HDR = abi.AccessTraceHeader
_WORD = 8


def _field(b: ir.IRBuilder, header: ir.Value, name: str) -> ir.Value:
    offset = getattr(_HDR, name).offset
    return b.gep(header, [ir.Constant(I64, offset)], source_etype=I8, name=f"san.{name}")


def _record_function(module: ir.Module) -> ir.Function:
    """``void incore.sanitize.record(ptr header, i64 w0, i64 w1)`` (internal, once per module):
    appends the two words, draining through the host when the buffer is full (the protocol of
    ``incore.lowering.access_trace``; ``count`` counts words and stays even)."""
    existing = module.globals.get(RECORD_FUNCTION)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, I64, I64]), RECORD_FUNCTION)
    fn.linkage = "internal"
    header, w0, w1 = fn.args
    entry, check_bb, full_bb, wait_bb, append_bb, done_bb = (
        fn.append_basic_block(n) for n in ("entry", "check", "full", "wait", "append", "done")
    )
    b = ir.IRBuilder(entry)
    traced = b.icmp_unsigned("!=", b.ptrtoint(header, I64), ir.Constant(I64, 0))
    b.cbranch(traced, check_bb, done_bb)

    b.position_at_end(check_bb)
    count_addr = _field(b, header, "count")
    count = b.load(count_addr, typ=I64)
    capacity = b.load(_field(b, header, "capacity"), typ=I64)
    room = b.icmp_signed("<=", b.add(count, ir.Constant(I64, 2)), capacity)
    b.cbranch(room, append_bb, full_bb)

    b.position_at_end(full_bb)
    state_addr = _field(b, header, "state")
    b.fence("release")  # the records and count are written before the state says full
    b.store(ir.Constant(I32, abi.TRACE_FULL), state_addr)
    wake = b.inttoptr(b.load(_field(b, header, "wake_addr"), typ=I64), PTR)
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
    offset = b.add(ir.Constant(I64, ctypes.sizeof(_HDR)), b.mul(at, ir.Constant(I64, _WORD)))
    b.store(w0, b.gep(header, [offset], source_etype=I8))
    b.store(w1, b.gep(header, [b.add(offset, ir.Constant(I64, _WORD))], source_etype=I8))
    b.store(b.add(at, ir.Constant(I64, 2)), count_addr)
    b.branch(done_bb)

    b.position_at_end(done_bb)
    b.ret_void()
    return fn


class SanitizeTrace:
    """Emits the sanitizer records of one payload and collects its site table."""

    def __init__(self, module: ir.Module, entry: EntryReads, params: list[str]) -> None:
        self.module = module
        self.entry = entry
        self.params = {name: i for i, name in enumerate(params)}
        self.sites: list[dict] = [
            {"id": 0, "kind": "begin", "line": 0, "param": -1, "flag": -1}]
        self._index: dict[tuple, int] = {}

    def site(self, kind: str, line: int, param: int = -1, flag: int = -1) -> int:
        """The id of the site (kind, line, param, flag), added on first use."""
        key = (kind, line, param, flag)
        sid = self._index.get(key)
        if sid is None:
            sid = self._index[key] = len(self.sites)
            self.sites.append({"id": sid, "kind": kind, "line": line, "param": param,
                               "flag": flag})
        return sid

    def _header(self) -> ir.Value:
        entry = self.entry
        return entry.cached(
            ("sanitize_trace",),
            lambda: entry.builder.inttoptr(
                entry.global_field("access_trace", "san.addr"), PTR, name="san"),
        )

    def _emit(self, b: ir.IRBuilder, w0: ir.Value, w1: ir.Value) -> None:
        b.call(_record_function(self.module), [self._header(), w0, w1])

    def begin_block(self, b: ir.IRBuilder) -> None:
        """The block-start event, at the builder's position (the start of the body)."""
        block = b.and_(self.entry.local_field("block_idx"), ir.Constant(I64, 0xFFFFFFFF))
        self._emit(b, ir.Constant(I64, 0), block)

    def access(
        self, b: ir.IRBuilder, addr: ir.Value, nbytes: int | ir.Value, kind: str,
        tensor: str, line: int,
    ) -> None:
        """Record an access (``kind`` read, write or atomic) of ``nbytes`` bytes at pointer
        ``addr`` of the tensor parameter ``tensor``, at source line ``line``."""
        sid = self.site(kind, line, self.params.get(tensor, -1))
        w1 = ir.Constant(I64, sid << 32)
        base = b.ptrtoint(addr, I64, name="san.at")
        if isinstance(nbytes, int):
            for offset in range(0, max(nbytes, 1), abi.SANITIZE_MAX_BYTES):
                chunk = min(max(nbytes, 1) - offset, abi.SANITIZE_MAX_BYTES)
                at = base if offset == 0 else b.add(base, ir.Constant(I64, offset))
                self._emit(b, b.or_(at, ir.Constant(I64, chunk << abi.ACCESS_SIZE_SHIFT)), w1)
            return
        size = b.shl(nbytes, ir.Constant(I64, abi.ACCESS_SIZE_SHIFT))
        self._emit(b, b.or_(base, size), w1)

    def event(self, b: ir.IRBuilder, kind: str, line: int, flag: int, value: ir.Value) -> None:
        """Record a synchronisation event (``set``, ``wait`` or ``barrier``) whose 32-bit
        ``value`` (an i32) is its sequence number or barrier generation."""
        sid = self.site(kind, line, flag=flag)
        w1 = b.or_(ir.Constant(I64, sid << 32), b.zext(value, I64))
        self._emit(b, ir.Constant(I64, 0), w1)

    def meta(self) -> list[dict]:
        """The ``sanitize_sites`` table."""
        return list(self.sites)
