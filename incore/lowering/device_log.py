"""Device log statements and assertions: records appended to the core's ring in GM.

The entry block reads ``log_level``, ``log_info_v`` and ``log_ring`` once (only when the kernel
has a log or assert site).  A log statement whose level is filtered out costs one branch on an
entry-computed flag; arguments are evaluated only when the record is written.  A failed
assertion (or a failed bounds check, ``incore.lowering.bounds``) writes the abort record and
returns from ``kernel_entry`` (helpers are inlined, so this stops the block), at every log
level.  Layouts come from ``incore.abi``.
"""

from __future__ import annotations

import ctypes

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.frontend.types import ScalarType
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import F64, I64, PTR

_HEADER = abi.LogRingHeader
_RECORD = abi.LogRecord


def _word(gen: Emitter, value: ir.Value, t: ScalarType) -> ir.Value:
    """A 64-bit record word: ints extended, floats widened to f64 bits, bools 0/1."""
    b = gen.b
    if t.is_float:
        wide = value if value.type == F64 else b.fpext(value, F64)
        return b.bitcast(wide, I64)
    if t.is_bool:
        return b.zext(value, I64)
    return gen.to_i64(value, t)


def _field_addr(b: ir.IRBuilder, base: ir.Value, offset: int) -> ir.Value:
    return b.gep(base, [ir.Constant(I64, offset)], source_etype=ir.IntType(8))


def _ring(gen: Emitter) -> ir.Value:
    entry = gen.entry
    return entry.cached(
        ("ring",),
        lambda: entry.builder.inttoptr(entry.global_field("log_ring"), PTR, name="log.ring"),
    )


def _enabled(gen: Emitter, level: str) -> ir.Value:
    """An i1 computed once in the entry block: the ring exists and ``level`` passes the filter."""
    entry = gen.entry

    def make() -> ir.Value:
        b = entry.builder
        sev = entry.global_field("log_level", "log.level")
        has_ring = b.icmp_unsigned("!=", entry.global_field("log_ring"), ir.Constant(I64, 0))
        if level.startswith("info_v"):
            info_v = entry.global_field("log_info_v", "log.info_v")
            ok = b.and_(
                b.icmp_signed("<=", sev, ir.Constant(I64, abi.LOG_INFO)),
                b.icmp_signed("<=", info_v, ir.Constant(I64, int(level[6:]))),
            )
        else:
            limit = {"debug": abi.LOG_DEBUG, "warn": abi.LOG_WARN, "error": abi.LOG_ERROR}[level]
            ok = b.icmp_signed("<=", sev, ir.Constant(I64, limit))
        return b.and_(ok, has_ring, name=f"log.on.{level}")

    return entry.cached(("log_on", level), make)


def emit_device_record(
    gen: Emitter, site: ast.Site, args: list[ast.Expr], cond: ast.Expr | None
) -> None:
    """Lower a log statement (``cond`` None) or an assertion of ``cond``."""
    assert len(args) <= abi.MAX_LOG_ARGS, "the checker limits device record arguments"
    b = gen.b
    write_bb = gen.new_block(f"{site.kind}{site.id}.write")
    cont_bb = gen.new_block(f"{site.kind}{site.id}.cont")
    if cond is None:
        b.cbranch(_enabled(gen, site.level), write_bb, cont_bb)
    else:
        b.cbranch(gen.expr(cond), cont_bb, write_bb)
    b.position_at_end(write_bb)
    words = [_word(gen, gen.expr(a), a.type) for a in args]
    if cond is None:
        block = gen.entry.local_field("block_idx")
        _append_log(gen, _ring(gen), site, block, words, cont_bb)
    else:
        emit_abort(gen, site, words)
    b.position_at_end(cont_bb)


def emit_abort(gen: Emitter, site: ast.Site, words: list[ir.Value]) -> None:
    """At the builder's position: write ``site``'s abort record with the i64 ``words`` and
    return from ``kernel_entry`` (a failed assertion or bounds check).  The record is written
    whatever the log level (only a core without a ring skips it)."""
    assert len(words) <= abi.MAX_LOG_ARGS, "an abort record holds MAX_LOG_ARGS words"
    block = gen.entry.local_field("block_idx")  # read in the entry block before the ring
    _write_abort(gen, _ring(gen), site, block, words)


def _append_log(
    gen: Emitter,
    ring: ir.Value,
    site: ast.Site,
    block: ir.Value,
    words: list[ir.Value],
    cont_bb: ir.Block,
) -> None:
    """Append ``site``'s record to the ring, or count it as dropped when the ring is full."""
    b = gen.b
    count_addr = _field_addr(b, ring, _HEADER.count.offset)
    count = b.load(count_addr, typ=I64, name="log.count")
    capacity = b.load(_field_addr(b, ring, _HEADER.capacity.offset), typ=I64)
    room_bb, full_bb = gen.new_block("log.room"), gen.new_block("log.full")
    b.cbranch(b.icmp_signed("<", count, capacity), room_bb, full_bb)
    b.position_at_end(room_bb)
    offset = b.add(
        ir.Constant(I64, ctypes.sizeof(_HEADER)),
        b.mul(count, ir.Constant(I64, ctypes.sizeof(_RECORD))),
    )
    record = b.gep(ring, [offset], source_etype=ir.IntType(8), name="log.record")
    b.store(ir.Constant(I64, site.id), _field_addr(b, record, _RECORD.site.offset))
    b.store(block, _field_addr(b, record, _RECORD.block.offset))
    for k, w in enumerate(words):
        b.store(w, _field_addr(b, record, _RECORD.args.offset + 8 * k))
    b.store(b.add(count, ir.Constant(I64, 1)), count_addr)
    b.branch(cont_bb)
    b.position_at_end(full_bb)  # a full ring drops the record and counts it
    dropped_addr = _field_addr(b, ring, _HEADER.dropped.offset)
    b.store(b.add(b.load(dropped_addr, typ=I64), ir.Constant(I64, 1)), dropped_addr)
    b.branch(cont_bb)


def _write_abort(
    gen: Emitter, ring: ir.Value, site: ast.Site, block: ir.Value, words: list[ir.Value]
) -> None:
    """Count the failed assertion, record it if it is the core's first, and return from
    ``kernel_entry``.  A core runs its blocks in increasing order, so its first failure is
    its lowest failing block."""
    b = gen.b
    has_ring = b.icmp_unsigned("!=", b.ptrtoint(ring, I64), ir.Constant(I64, 0))
    count_bb, store_bb, ret_bb = (
        gen.new_block(n) for n in ("assert.count", "assert.store", "assert.ret")
    )
    b.cbranch(has_ring, count_bb, ret_bb)
    b.position_at_end(count_bb)
    count_addr = _field_addr(b, ring, _HEADER.abort_count.offset)
    b.store(b.add(b.load(count_addr, typ=I64), ir.Constant(I64, 1)), count_addr)
    site_addr = _field_addr(b, ring, _HEADER.abort_site.offset)
    first = b.icmp_unsigned("==", b.load(site_addr, typ=I64), ir.Constant(I64, 0))
    b.cbranch(first, store_bb, ret_bb)
    b.position_at_end(store_bb)
    b.store(ir.Constant(I64, site.id + 1), site_addr)
    b.store(block, _field_addr(b, ring, _HEADER.abort_block.offset))
    for k, w in enumerate(words):
        b.store(w, _field_addr(b, ring, _HEADER.abort_args.offset + 8 * k))
    b.branch(ret_bb)
    b.position_at_end(ret_bb)
    gen.kernel_return()
