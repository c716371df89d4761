"""``print(...)`` in compiled code: one variable-length record in the core's log ring.

A print is a log site of level info_v5 (``incore.abi``, "Print records"): filtered by the
entry-computed flag like ``log.info_v5``, its arguments evaluated only when the record is
written, and dropped whole (counted in the ring's ``dropped``) when the ring has fewer free
slots than the record takes.  Scalars are written as log argument words; a tile is written by
one lane loop (``TileLowering.run``) storing its first ``abi.PRINT_MAX_ELEMENTS`` lanes in
their GM layout.  ``breakpoint()`` emits nothing: compiled code ignores it.
"""

from __future__ import annotations

import ctypes
import dataclasses
import math

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.lowering.device_log import _enabled, _field_addr, _ring, _word
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import I64, memory_type, to_memory
from incore.lowering.tiles import TileLowering

_HEADER = abi.LogRingHeader
_RECORD = abi.LogRecord


def emit_print(gen: Emitter, tiles: TileLowering, s: ast.Print) -> None:
    """Lower print statement ``s``."""
    site = s.site
    b = gen.b
    values = [v for v in s.values if not isinstance(v, ast.Text)]
    offsets, size = abi.print_layout(site.arg_types, site.shapes)
    slots = abi.print_slots(size)
    write_bb = gen.new_block(f"print{site.id}.write")
    cont_bb = gen.new_block(f"print{site.id}.cont")
    b.cbranch(_enabled(gen, site.level), write_bb, cont_bb)
    b.position_at_end(write_bb)
    words = {k: _word(gen, gen.expr(v), v.type) for k, v in enumerate(values) if not v.shape}
    ring = _ring(gen)
    count_addr = _field_addr(b, ring, _HEADER.count.offset)
    count = b.load(count_addr, typ=I64, name="print.count")
    capacity = b.load(_field_addr(b, ring, _HEADER.capacity.offset), typ=I64)
    room_bb, full_bb = gen.new_block("print.room"), gen.new_block("print.full")
    end = b.add(count, ir.Constant(I64, slots), name="print.end")
    b.cbranch(b.icmp_signed("<=", end, capacity), room_bb, full_bb)
    b.position_at_end(room_bb)
    offset = b.add(
        ir.Constant(I64, ctypes.sizeof(_HEADER)),
        b.mul(count, ir.Constant(I64, ctypes.sizeof(_RECORD))),
    )
    record = b.gep(ring, [offset], source_etype=ir.IntType(8), name="print.record")
    b.store(ir.Constant(I64, site.id), _field_addr(b, record, _RECORD.site.offset))
    b.store(gen.entry.local_field("block_idx"), _field_addr(b, record, _RECORD.block.offset))
    for k, v in enumerate(values):
        at = _field_addr(b, record, _RECORD.args.offset + offsets[k])
        if v.shape:
            _tile(gen, tiles, v, at)
        else:
            b.store(words[k], at)
    b.store(end, count_addr)
    b.branch(cont_bb)
    b.position_at_end(full_bb)  # a record that does not fit is dropped whole and counted
    dropped_addr = _field_addr(b, ring, _HEADER.dropped.offset)
    b.store(b.add(b.load(dropped_addr, typ=I64), ir.Constant(I64, 1)), dropped_addr)
    b.branch(cont_bb)
    b.position_at_end(cont_bb)


def _tile(gen: Emitter, tiles: TileLowering, v: ast.Expr, base: ir.Value) -> None:
    """Store the first ``PRINT_MAX_ELEMENTS`` lanes of tile ``v`` at ``base``, row-major."""
    b = gen.b
    t = v.type
    cut = math.prod(v.shape) > abi.PRINT_MAX_ELEMENTS

    def store(st, lane: ir.Value) -> None:
        index = tiles.linear(v.shape, st.lanes)

        def write() -> None:
            addr = b.gep(base, [index], source_etype=memory_type(t))
            b.store(to_memory(b, lane, t), addr)

        if not cut:
            write()
            return
        with b.if_then(b.icmp_unsigned("<", index, ir.Constant(I64, abi.PRINT_MAX_ELEMENTS))):
            write()

    tiles.run(v.shape, v, store)


def breakpoint_sites(program: ast.Program, kernel: ast.Kernel) -> list[dict]:
    """The ``breakpoints`` meta table: ``{"file", "line"}`` of every ``breakpoint()`` the
    kernel's body and the helpers it calls contain, in line order, each line once."""
    lines: set[int] = set()
    seen_funcs: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
            return
        if not isinstance(node, (ast.Expr, ast.Stmt, ast.TileWindow)):
            return
        if isinstance(node, ast.Breakpoint):
            lines.add(node.span.line)
        if isinstance(node, ast.Call) and node.func not in seen_funcs:
            seen_funcs.add(node.func)
            func = program.funcs.get(node.func)
            if func is not None:
                walk(func.body)
        for f in dataclasses.fields(node):
            if f.name not in ("span", "type", "site"):
                walk(getattr(node, f.name))

    walk(kernel.body)
    return [{"file": program.filename, "line": line} for line in sorted(lines)]
