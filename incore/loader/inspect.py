"""Describe a kernel ELF for people: sections, symbols, metadata, payload (``incore inspect``)."""

from __future__ import annotations

import json
import re

from incore.errors import LoaderError

from .elf_reader import read_elf
from .extract import meta_of, text_payload

SECTION_TYPES = {0: "NULL", 1: "PROGBITS", 2: "SYMTAB", 3: "STRTAB", 4: "RELA", 8: "NOBITS",
                 9: "REL", 11: "DYNSYM"}
SYMBOL_TYPES = {0: "NOTYPE", 1: "OBJECT", 2: "FUNC", 3: "SECTION", 4: "FILE"}
SYMBOL_BINDS = {0: "LOCAL", 1: "GLOBAL", 2: "WEAK"}
ELF_TYPES = {1: "REL", 2: "EXEC", 3: "DYN"}


_UNPRINTABLE = re.compile(r"[\ud800-\udfff\x00-\x09\x0b-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """``text`` with what a UTF-8 terminal cannot show escaped: a lone surrogate (from a
    ``\\ud800`` escape in the meta's JSON) as ``\\ud800``, control characters but newline as
    ``\\x1b``; everything else unchanged."""
    def escape(m: re.Match) -> str:
        code = ord(m.group())
        return f"\\u{code:04x}" if code > 0xFF else f"\\x{code:02x}"
    return _UNPRINTABLE.sub(escape, text)


def _flags(flags: int) -> str:
    """readelf's letters for the common section flags (W write, A alloc, X execute)."""
    return "".join(c for bit, c in ((1, "W"), (2, "A"), (4, "X")) if flags & bit)


def describe(elf_bytes: bytes) -> dict:
    """Summarise a kernel ELF as a JSON-friendly dict.

    Keys: ``file_size``, ``elf_type``, ``sections`` (name, type, flags, addr, size, align),
    ``symbols`` (name, value, size, type, bind, section), ``meta`` (dict or None),
    ``payload_size`` (``.text`` bytes, or None) and ``problems`` (why the file is not a
    loadable kernel, empty when it is). Raises ``LoaderError`` only for a malformed ELF.
    """
    elf = read_elf(elf_bytes)
    problems = []
    try:
        payload_size: int | None = len(text_payload(elf))
    except LoaderError as exc:
        payload_size = None
        problems.append(str(exc))
    try:
        meta: dict | None = meta_of(elf)
    except LoaderError as exc:
        meta = None
        problems.append(str(exc))
    names = {s.index: s.name for s in elf.sections}
    return {
        "file_size": len(elf_bytes),
        "elf_type": ELF_TYPES.get(elf.type, str(elf.type)),
        "sections": [{"name": s.name, "type": SECTION_TYPES.get(s.type, hex(s.type)),
                      "flags": _flags(s.flags), "addr": s.addr, "size": s.size,
                      "align": s.align} for s in elf.sections[1:]],
        "symbols": [{"name": y.name, "value": y.value, "size": y.size,
                     "type": SYMBOL_TYPES.get(y.type, str(y.type)),
                     "bind": SYMBOL_BINDS.get(y.bind, str(y.bind)),
                     "section": names.get(y.shndx, "UND" if y.shndx == 0 else hex(y.shndx))}
                    for y in elf.symbols if y.name],
        "meta": meta,
        "payload_size": payload_size,
        "problems": problems,
    }


def format_description(d: dict) -> str:
    """Render ``describe()``'s dict as the text ``incore inspect`` prints (escaped by
    :func:`printable`, so that any name or meta string prints)."""
    size = d["payload_size"]
    lines = [f"kernel ELF ({d['elf_type']}, {d['file_size']} bytes); payload: "
             + (f"{size} bytes of .text, entry at offset 0" if size is not None else "none")]
    consts = (d["meta"] or {}).get("consts")
    if isinstance(consts, dict) and consts:  # the values the kernel was specialised with
        lines.append("const parameters: " + ", ".join(f"{k}={v!r}" for k, v in consts.items()))
    lines += ["", "sections:", f"  {'name':<16} {'type':<9} {'flags':<5} {'addr':>8} "
             f"{'size':>8} {'align':>5}"]
    lines += [f"  {s['name']:<16} {s['type']:<9} {s['flags']:<5} {s['addr']:>#8x} "
              f"{s['size']:>8} {s['align']:>5}" for s in d["sections"]]
    lines += ["", "symbols:"]
    lines += [f"  {y['name']:<16} {y['type']:<7} {y['bind']:<6} {y['section']:<12} "
              f"value={y['value']:#x} size={y['size']}" for y in d["symbols"]] or ["  (none)"]
    lines += ["", "metadata (.incore.meta):"]
    if d["meta"] is None:
        lines.append("  (none)")
    else:
        # The line table is long and regular: one `offset:line` pair per row, packed.
        meta = {k: v for k, v in d["meta"].items() if k != "lines"}
        lines += ["  " + line for line in json.dumps(meta, indent=2, sort_keys=True,
                                                      ensure_ascii=False).splitlines()]
        table = d["meta"].get("lines")
        if isinstance(table, dict) and isinstance(table.get("rows"), list):
            pairs = [f"{r[0]:#x}:{r[1]}" for r in table["rows"]
                     if isinstance(r, list) and len(r) == 2]
            lines.append(f"  line table of {table.get('file')!r}, offset:line "
                         f"({len(pairs)} rows):")
            lines += ["    " + " ".join(pairs[i:i + 8]) for i in range(0, len(pairs), 8)]
    if d["problems"]:
        lines += ["", "problems:"] + [f"  - {p}" for p in d["problems"]]
    return printable("\n".join(lines) + "\n")
