"""Read a little-endian ELF64 x86-64 file into sections and symbols, checking every bound.

Kernel ELFs come from files and caches the loader does not control, so this reader trusts no
header field: every offset, size and index is range-checked, and any inconsistency raises
``LoaderError("malformed ELF: ...")`` instead of an arbitrary ``struct.error``/``IndexError``.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from incore.errors import LoaderError

from .elf_writer import EHDR, EM_X86_64, PHDR, SHDR, SYM

SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_NOBITS, SHT_REL = 2, 3, 4, 8, 9


@dataclass(frozen=True)
class Section:
    """One section header with its resolved name and file contents (empty for SHT_NOBITS)."""

    index: int
    name: str
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int
    info: int
    align: int
    entsize: int
    data: bytes


@dataclass(frozen=True)
class Symbol:
    """One ``Elf64_Sym`` with its resolved name."""

    name: str
    value: int
    size: int
    type: int
    bind: int
    shndx: int


@dataclass(frozen=True)
class Segment:
    """One program header."""

    type: int
    flags: int
    offset: int
    vaddr: int
    filesz: int
    memsz: int
    align: int


@dataclass(frozen=True)
class ElfImage:
    """The parts of an ELF file the loader inspects."""

    type: int
    machine: int
    entry: int
    sections: list[Section]
    segments: list[Segment]
    symbols: list[Symbol]

    def find(self, name: str) -> list[Section]:
        """All sections called ``name``, in header order."""
        return [s for s in self.sections if s.name == name]


def malformed(why: str) -> LoaderError:
    """The error every structural defect of an ELF file raises."""
    return LoaderError(f"malformed ELF: {why}")


def _cstr(table: bytes, offset: int, what: str) -> str:
    end = table.find(b"\0", offset)
    if offset >= len(table) or end < 0:
        raise malformed(f"{what} name offset {offset:#x} is outside its string table")
    return table[offset:end].decode("utf-8", "backslashreplace")


def _table(blob: bytes, off: int, count: int, rec: struct.Struct, what: str) -> list[tuple]:
    if count and off + count * rec.size > len(blob):
        raise malformed(f"{what} ({count} x {rec.size} bytes at {off:#x}) runs past the end of "
                        f"the {len(blob)}-byte file")
    return [rec.unpack_from(blob, off + i * rec.size) for i in range(count)]


def read_elf(blob: bytes) -> ElfImage:
    """Parse ``blob`` as a little-endian ELF64 x86-64 file; ``LoaderError`` if it is not one."""
    blob = bytes(blob)
    if len(blob) < EHDR.size or blob[:4] != b"\x7fELF":
        raise malformed("bad magic (not an ELF file)" if blob[:4] != b"\x7fELF" else
                        f"file is {len(blob)} bytes, shorter than the ELF header")
    if blob[4] != 2 or blob[5] != 1:
        raise malformed("not a little-endian ELF64 file")
    (_, etype, machine, _, entry, phoff, shoff, _, _, phentsize, phnum, shentsize, shnum,
     shstrndx) = EHDR.unpack_from(blob)
    if machine != EM_X86_64:
        raise malformed(f"e_machine is {machine}, not x86-64 ({EM_X86_64})")
    if shnum == 0 or shentsize != SHDR.size:
        raise malformed(f"no usable section headers (e_shnum={shnum}, e_shentsize={shentsize})")
    if phnum and phentsize != PHDR.size:
        raise malformed(f"e_phentsize is {phentsize}, not {PHDR.size}")
    segments = [Segment(t, f, o, v, fs, ms, a) for t, f, o, v, _, fs, ms, a in
                _table(blob, phoff, phnum, PHDR, "program header table")]
    headers = _table(blob, shoff, shnum, SHDR, "section header table")
    if shstrndx >= shnum:
        raise malformed(f"e_shstrndx {shstrndx} is not one of the {shnum} sections")

    def contents(i: int) -> bytes:
        _, stype, _, _, off, size, *_ = headers[i]
        if stype == SHT_NOBITS:
            return b""
        if off + size > len(blob):
            raise malformed(f"section [{i}] data ({size} bytes at {off:#x}) runs past the end of "
                            f"the {len(blob)}-byte file")
        return blob[off:off + size]

    names = contents(shstrndx)
    sections = [Section(i, _cstr(names, h[0], f"section [{i}]"), *h[1:], contents(i))
                for i, h in enumerate(headers)]
    symbols: list[Symbol] = []
    for tab in (s for s in sections if s.type == SHT_SYMTAB):
        if tab.entsize != SYM.size or tab.size % SYM.size or not 0 < tab.link < shnum:
            raise malformed(f"symbol table {tab.name} has entsize {tab.entsize}, size "
                            f"{tab.size} and string table link {tab.link}")
        strings = sections[tab.link].data
        for i, (name, info, _, shndx, value, size) in enumerate(
                SYM.unpack_from(tab.data, o) for o in range(0, tab.size, SYM.size)):
            symbols.append(Symbol(_cstr(strings, name, f"symbol [{i}]") if name else "",
                                  value, size, info & 0xF, info >> 4, shndx))
    return ElfImage(etype, machine, entry, sections, segments, symbols)
