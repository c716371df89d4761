"""The payload's line table: payload offset -> source line, from the object's DWARF line program.

The lowering attaches a source line to every instruction (``lowering/debuginfo.py``), so
LLVM emits a DWARF 4 ``.debug_line`` program into the relocatable object.  Its addresses are
offsets into the object's code sections, set by one ``DW_LNE_set_address`` per sequence whose
8-byte operand is relocated (``R_X86_64_64``, section symbol + addend) against the section:
the k-th such relocation (by offset) gives the k-th sequence's section and start.  The linker
knows where each section lands in the payload, so each row becomes a payload offset.  The
program is decoded here (a few dozen lines of DWARF 4 section 6.2), from the loader's own
bounds-checked ELF reader, which keeps linking fast.

The table (``.incore.meta`` key ``lines``, docs/abi.md) is ``{"file": NAME, "rows": [[offset,
line], ...]}``: sorted by offset, one row where the line changes; a row applies up to the next
one, and line 0 means no source line (code LLVM generated for no statement, functions without
line info such as the device math library, constant pools after the code).
"""

from __future__ import annotations

import struct

from .elf_reader import SHT_RELA, ElfImage, Section, malformed
from .elf_writer import SYM

R_X86_64_64 = 1
STT_FUNC = 2
RELA = struct.Struct("<QQq")  # Elf64_Rela: r_offset, r_info, r_addend
DW_LNS_copy, DW_LNS_advance_pc, DW_LNS_advance_line, DW_LNS_set_file = 1, 2, 3, 4
DW_LNS_const_add_pc, DW_LNS_fixed_advance_pc = 8, 9
DW_LNE_end_sequence, DW_LNE_set_address = 1, 2


def line_table(elf: ElfImage, bases: dict[int, int]) -> dict | None:
    """The line table of the payload linked from object ``elf``, or None without line info.

    ``bases`` maps each code section placed in the payload (section index) to its payload
    offset; rows of other sections are dropped.  Raises ``LoaderError`` for a malformed
    ``.debug_line``.
    """
    found = elf.find(".debug_line")
    if not found:
        return None
    section = found[0]
    starts = iter(_sequence_starts(elf, section))
    ends: dict[int, int] = {}  # sequence ends and unannotated function starts: line 0
    rows: dict[int, int] = {}  # later rows at one address win, as in DWARF consumers
    file_name: str | None = None
    for names, program in _units(section.data):
        origin: int | None = None  # payload offset of the current sequence's start
        for kind, address, file, line in program:
            if kind == "start":
                target = next(starts, None)
                base = None if target is None else bases.get(target[0])
                origin = None if base is None else base + target[1]
                continue
            if origin is None:
                continue
            offset = origin + address
            if kind == "end":
                ends[offset] = 0
                origin = None
                continue
            name = names[file - 1] if 0 < file <= len(names) else None
            if file_name is None and name is not None and line:
                file_name = name
            rows[offset] = line if name == file_name else 0
    if file_name is None:
        return None
    for start in _function_starts(elf, bases):
        ends.setdefault(start, 0)
    merged = {**ends, **rows}
    table: list[list[int]] = []
    for offset in sorted(merged):
        if not table or table[-1][1] != merged[offset]:
            table.append([offset, merged[offset]])
    return {"file": file_name, "rows": table}


def line_at(table: dict, offset: int) -> int:
    """The source line of payload ``offset`` in ``table`` (0 if none)."""
    rows = table.get("rows", [])
    lo, hi = 0, len(rows)
    while lo < hi:  # the last row at or before offset
        mid = (lo + hi) // 2
        if rows[mid][0] <= offset:
            lo = mid + 1
        else:
            hi = mid
    return rows[lo - 1][1] if lo else 0


def _sequence_starts(elf: ElfImage, debug_line: Section) -> list[tuple[int, int]]:
    """``(section index, offset)`` each ``DW_LNE_set_address`` operand resolves to, in order."""
    relas = [s for s in elf.sections if s.type == SHT_RELA and s.info == debug_line.index]
    if not relas:
        return []
    rela = relas[0]
    if rela.entsize != RELA.size or rela.size % RELA.size or not 0 < rela.link < len(
            elf.sections):
        raise malformed(f"{rela.name} has entsize {rela.entsize} and size {rela.size}")
    symtab = elf.sections[rela.link].data
    relocs = sorted(RELA.unpack_from(rela.data, o) for o in range(0, rela.size, RELA.size))
    starts = []
    for _, info, addend in relocs:
        if info & 0xFFFF_FFFF != R_X86_64_64:
            continue
        sym = info >> 32
        if (sym + 1) * SYM.size > len(symtab):
            raise malformed(f"{rela.name} names symbol {sym}, beyond its symbol table")
        _, _, _, shndx, value, _ = SYM.unpack_from(symtab, sym * SYM.size)
        starts.append((shndx, value + addend))
    return starts


def _function_starts(elf: ElfImage, bases: dict[int, int]) -> list[int]:
    """Payload offsets of every function defined in a placed code section."""
    return [bases[s.shndx] + s.value for s in elf.symbols
            if s.type == STT_FUNC and s.shndx in bases]


class _Reader:
    """Little-endian reads from ``data`` with bounds checks (``malformed`` past the end)."""

    def __init__(self, data: bytes, pos: int = 0, end: int | None = None) -> None:
        self.data, self.pos = data, pos
        self.end = len(data) if end is None else end

    def take(self, n: int) -> bytes:
        if n < 0 or self.pos + n > self.end:
            raise malformed(f".debug_line ends inside a field at offset {self.pos:#x}")
        self.pos += n
        return self.data[self.pos - n:self.pos]

    def unsigned(self, n: int) -> int:
        return int.from_bytes(self.take(n), "little")

    def signed(self, n: int) -> int:
        return int.from_bytes(self.take(n), "little", signed=True)

    def _leb128(self, signed: bool) -> int:
        value = shift = 0
        while True:
            byte = self.unsigned(1)
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value - (1 << shift) if signed and byte & 0x40 else value

    def uleb(self) -> int:
        return self._leb128(signed=False)

    def sleb(self) -> int:
        return self._leb128(signed=True)

    def cstr(self) -> bytes:
        stop = self.data.find(b"\0", self.pos, self.end)
        if stop < 0:
            raise malformed(f".debug_line string at {self.pos:#x} is not terminated")
        text, self.pos = self.data[self.pos:stop], stop + 1
        return text


def _units(data: bytes):
    """Each line-program unit of ``data``: ``(file names, rows)``, where rows yields
    ``("start", ...)`` at each ``DW_LNE_set_address``, ``("row", address, file, line)`` and
    ``("end", address, ...)`` at each end of sequence (addresses relative to the sequence's
    set address, whose relocated value the caller supplies)."""
    pos = 0
    while pos < len(data):
        r = _Reader(data, pos)
        length = r.unsigned(4)
        if length == 0xFFFF_FFFF:
            raise malformed(".debug_line uses 64-bit DWARF, which incore does not emit")
        end = r.pos + length
        if end > len(data):
            raise malformed(f".debug_line unit at {pos:#x} runs past the section")
        r.end = end
        version = r.unsigned(2)
        if version not in (2, 3, 4):
            raise malformed(f".debug_line unit at {pos:#x} is DWARF {version}; incore reads 2-4")
        header_end = r.unsigned(4) + r.pos
        min_inst = r.unsigned(1)
        if version >= 4:
            r.unsigned(1)  # maximum_operations_per_instruction (1 on x86)
        r.unsigned(1)  # default_is_stmt
        line_base, line_range, opcode_base = r.signed(1), r.unsigned(1), r.unsigned(1)
        if line_range == 0 or opcode_base == 0:
            raise malformed(f".debug_line unit at {pos:#x} has line_range {line_range} and "
                            f"opcode_base {opcode_base}")
        arg_counts = [0] + [r.unsigned(1) for _ in range(opcode_base - 1)]
        while r.cstr():  # include_directories
            pass
        names = []
        while name := r.cstr():
            names.append(name.decode("utf-8", "replace"))
            r.uleb(), r.uleb(), r.uleb()  # directory index, mtime, length
        r.pos = header_end
        yield names, _rows(r, min_inst, line_base, line_range, opcode_base, arg_counts)
        pos = end


def _rows(r: _Reader, min_inst: int, line_base: int, line_range: int, opcode_base: int,
          arg_counts: list[int]):
    """Run one unit's line-number program (DWARF 4 section 6.2.5)."""
    address, file, line = 0, 1, 1
    while r.pos < r.end:
        op = r.unsigned(1)
        if op >= opcode_base:  # special opcode: advance address and line, emit a row
            adjusted = op - opcode_base
            address += adjusted // line_range * min_inst
            line += line_base + adjusted % line_range
            yield "row", address, file, line
        elif op == 0:  # extended opcode
            size = r.uleb()
            body = _Reader(r.data, r.pos, r.pos + size)
            r.take(size)
            sub = body.unsigned(1) if size else 0
            if sub == DW_LNE_end_sequence:
                yield "end", address, file, line
                address, file, line = 0, 1, 1
            elif sub == DW_LNE_set_address:
                address = 0  # the operand is relocated; the caller applies the relocation
                yield "start", 0, file, line
        elif op == DW_LNS_copy:
            yield "row", address, file, line
        elif op == DW_LNS_advance_pc:
            address += r.uleb() * min_inst
        elif op == DW_LNS_advance_line:
            line += r.sleb()
        elif op == DW_LNS_set_file:
            file = r.uleb()
        elif op == DW_LNS_const_add_pc:
            address += (255 - opcode_base) // line_range * min_inst
        elif op == DW_LNS_fixed_advance_pc:
            address += r.unsigned(2)
        else:  # other standard opcodes change no row state incore uses: skip their operands
            for _ in range(arg_counts[op]):
                r.uleb()
