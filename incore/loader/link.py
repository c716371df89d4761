"""Link one relocatable x86-64 object into a kernel ELF whose ``.text`` is a complete payload.

The device receives only the ``.text`` bytes (docs/abi.md), so everything the code reaches must be
inside them: the code sections come first (the one defining the entry at offset 0), then the
read-only constant pools the code refers to (``.rodata*``, e.g. llvmlite's FP/vector constants
in ``.rodata.cst4/8/16/32``), and every PC-relative relocation is applied in place; sections
the code never references (``.ascend.meta``, ``.eh_frame``, notes, ``.debug_*``) stay out; the
DWARF line program becomes the ``lines`` table of ``.incore.meta`` (``lines.py``), and the
meta is sealed to the linked bytes (``text_sha256``, ``meta_sha256``: ``seal.py``). Whatever
cannot live in a text-only payload is rejected with the symbol's name: writable globals
(``.data``/``.bss``, including the native CANN ``g_opL2CacheHintCfg`` slot), GOT and absolute
relocations, and undefined symbols such as library calls.
"""

from __future__ import annotations

import struct

from incore.errors import LoaderError

from .elf_reader import SHT_REL, SHT_RELA, SHT_SYMTAB, ElfImage, Section, Symbol, read_elf
from .elf_writer import (
    MAX_PAYLOAD_ALIGN,
    SHF_ALLOC,
    SHF_EXECINSTR,
    SHF_WRITE,
    SYM,
    align_up,
    write_kernel_elf,
)
from .lines import line_table
from .seal import seal_meta

# Relocation types: PC-relative ones are applied as S + A - P with the field's pack format.
PC_RELATIVE = {2: ("R_X86_64_PC32", "<i"), 4: ("R_X86_64_PLT32", "<i"), 24: ("R_X86_64_PC64", "<q")}
GOT = {3: "R_X86_64_GOT32", 9: "R_X86_64_GOTPCREL", 25: "R_X86_64_GOTOFF64",
       26: "R_X86_64_GOTPC32", 27: "R_X86_64_GOT64", 28: "R_X86_64_GOTPCREL64",
       29: "R_X86_64_GOTPC64", 30: "R_X86_64_GOTPLT64", 31: "R_X86_64_PLTOFF64",
       41: "R_X86_64_GOTPCRELX", 42: "R_X86_64_REX_GOTPCRELX"}
ABSOLUTE = {1: "R_X86_64_64", 10: "R_X86_64_32", 11: "R_X86_64_32S", 12: "R_X86_64_16",
            14: "R_X86_64_8"}
R_X86_64_NONE = 0
CANN_SLOT = "g_opL2CacheHintCfg"
# The other x86-64 relocation types by name, for messages (psABI numbering).
RELOC_NAMES = {
    0: "R_X86_64_NONE", 5: "R_X86_64_COPY", 6: "R_X86_64_GLOB_DAT", 7: "R_X86_64_JUMP_SLOT",
    8: "R_X86_64_RELATIVE", 13: "R_X86_64_PC16", 15: "R_X86_64_PC8",
    16: "R_X86_64_DTPMOD64", 17: "R_X86_64_DTPOFF64", 18: "R_X86_64_TPOFF64",
    19: "R_X86_64_TLSGD", 20: "R_X86_64_TLSLD", 21: "R_X86_64_DTPOFF32",
    22: "R_X86_64_GOTTPOFF", 23: "R_X86_64_TPOFF32", 34: "R_X86_64_GOTPC32_TLSDESC",
    35: "R_X86_64_TLSDESC_CALL", 36: "R_X86_64_TLSDESC", 37: "R_X86_64_IRELATIVE",
    250: "R_X86_64_GNU_VTINHERIT", 251: "R_X86_64_GNU_VTENTRY",
}
RELA = struct.Struct("<QQq")  # Elf64_Rela: r_offset, r_info, r_addend
SHT_PROGBITS, ET_REL = 1, 1
ET_NAMES = {0: "ET_NONE", 1: "ET_REL", 2: "ET_EXEC", 3: "ET_DYN", 4: "ET_CORE"}
STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION = 0, 1, 2, 3
SHN_UNDEF, SHN_LORESERVE, SHN_COMMON = 0, 0xFF00, 0xFFF2
SHN_NAMES = {SHN_UNDEF: "SHN_UNDEF", 0xFFF1: "SHN_ABS", SHN_COMMON: "SHN_COMMON",
             0xFFFF: "SHN_XINDEX"}


def _rtype(kind: int) -> str:
    """The name of x86-64 relocation type ``kind``."""
    if kind in PC_RELATIVE:
        return PC_RELATIVE[kind][0]
    return (GOT.get(kind) or ABSOLUTE.get(kind)
            or RELOC_NAMES.get(kind, f"relocation type {kind}"))


def _is_code(s: Section) -> bool:
    """An allocated executable section: part of the payload's code."""
    code = SHF_ALLOC | SHF_EXECINSTR
    return s.type == SHT_PROGBITS and s.flags & code == code


def _is_const(s: Section) -> bool:
    """An allocated read-only data section (``.rodata*``); unwind tables are not constants."""
    kind = s.flags & (SHF_WRITE | SHF_ALLOC | SHF_EXECINSTR)
    return s.type == SHT_PROGBITS and kind == SHF_ALLOC and s.name != ".eh_frame"


def _malformed(why: str) -> LoaderError:
    return LoaderError(f"malformed object: {why}")


def _relocations(rs: Section, nsyms: int) -> list[tuple[int, int, int, int]]:
    """``(offset, type, symbol index, addend)`` of each entry of the SHT_RELA section ``rs``."""
    if rs.size % RELA.size:
        raise _malformed(f"{rs.name} is {rs.size} bytes, not a multiple of {RELA.size}")
    out = []
    for off, info, addend in RELA.iter_unpack(rs.data):
        sym = info >> 32
        if sym >= nsyms:
            raise _malformed(f"{rs.name} names symbol {sym} of {nsyms}")
        out.append((off, info & 0xFFFFFFFF, sym, addend))
    return out


def link(obj: bytes, meta: dict, entry: str = "kernel_entry") -> bytes:
    """Link the relocatable object ``obj`` into a kernel ELF carrying ``meta`` as ``.incore.meta``.

    ``entry`` must be a function at offset 0 of its section; that section is laid out first so
    the entry is payload offset 0. Raises ``LoaderError`` for malformed input and for anything a
    text-only payload cannot hold (the message names the symbol and the reason).
    """
    parsed = read_elf(obj)  # bounds-checks every header, table and symbol name
    return _link(parsed, meta, entry)


def _link(elf: ElfImage, meta: dict, entry: str) -> bytes:
    if elf.type != ET_REL:
        raise LoaderError("expected a relocatable little-endian ELF64 x86-64 object, got "
                          f"ELF64 EM_X86_64 {ET_NAMES.get(elf.type, f'e_type {elf.type}')}")
    secs = elf.sections
    symtabs = [s for s in secs if s.type == SHT_SYMTAB]
    if not symtabs:
        raise LoaderError("object has no symbol table")
    syms: list[Symbol] = elf.symbols[:symtabs[0].size // SYM.size]  # the first table's
    for y in syms:
        if SHN_UNDEF < y.shndx < SHN_LORESERVE and y.shndx >= len(secs):
            raise _malformed(f"symbol {y.name!r} lies in section {y.shndx} of {len(secs)}")
    relocs: dict[int, list[Section]] = {}
    for s in secs:
        if s.type in (SHT_RELA, SHT_REL):
            relocs.setdefault(s.info, []).append(s)

    def section_of(y: Symbol) -> Section | None:
        """The section ``y`` is defined in (None for undefined, absolute, common ...)."""
        return secs[y.shndx] if SHN_UNDEF < y.shndx < SHN_LORESERVE else None

    start = next((y for y in syms if y.name == entry and y.type == STT_FUNC
                  and section_of(y) is not None and _is_code(secs[y.shndx])), None)
    if start is None:
        raise LoaderError(f"object defines no function {entry!r}")
    if start.value != 0:
        raise LoaderError(f"{entry} is at offset {start.value:#x} of "
                          f"{secs[start.shndx].name}: it must be the module's first "
                          "function, because the device enters the payload at offset 0")

    def where(idx: int, off: int) -> str:
        funcs = [y for y in syms if y.shndx == idx and y.type == STT_FUNC
                 and y.value <= off < y.value + y.size]
        return f"{funcs[0].name}+{off - funcs[0].value:#x}" if funcs else \
            f"{secs[idx].name}+{off:#x}"

    def named(sym: Symbol, addend: int) -> str:
        if sym.type != STT_SECTION:
            return sym.name
        # A section symbol plus addend points into the section: name the object found there.
        at = sym.value + addend + 4
        objs = [y for y in syms if y.shndx == sym.shndx and y.name
                and y.type in (STT_OBJECT, STT_NOTYPE)
                and y.value <= at < y.value + max(1, y.size)]
        home = section_of(sym)
        return objs[0].name if objs else (home.name if home else SHN_NAMES.get(
            sym.shndx, f"section {sym.shndx}"))

    # Sections the code reaches join `placed` while it is walked; fixups are applied after layout.
    placed = [start.shndx] + [i for i, s in enumerate(secs)
                              if _is_code(s) and i != start.shndx]
    fixups, undefined = [], {}
    for idx in placed:
        for rs in relocs.get(idx, []):
            if rs.type == SHT_REL or rs.entsize != RELA.size:
                raise LoaderError(f"{rs.name}: only SHT_RELA with 24-byte entries is used on "
                                  "x86-64")
            for off, kind, symbol, addend in _relocations(rs, len(syms)):
                sym = syms[symbol]
                name, ndx = named(sym, addend), sym.shndx
                if kind == R_X86_64_NONE:
                    continue
                if ndx == SHN_UNDEF:
                    undefined.setdefault(name, where(idx, off))
                    continue
                target = section_of(sym)
                if ndx == SHN_COMMON or (target is not None and target.flags & SHF_WRITE):
                    raise LoaderError(_writable_message(elf, where(idx, off), _rtype(kind), name,
                                                        target.name if target else "COMMON"))
                if kind in GOT:
                    raise LoaderError(f"{where(idx, off)}: {GOT[kind]} reaches '{name}' through "
                                      "the GOT, but a text-only payload has no GOT; give "
                                      f"'{name}' internal linkage or dso_local so code reaches "
                                      "it PC-relatively")
                if kind in ABSOLUTE:
                    raise LoaderError(f"{where(idx, off)}: absolute relocation {ABSOLUTE[kind]} "
                                      f"against '{name}': the payload runs at an address unknown "
                                      "at link time, so it must be position-independent")
                if kind not in PC_RELATIVE:
                    raise LoaderError(f"{where(idx, off)}: unsupported relocation "
                                      f"{_rtype(kind)} against '{name}'")
                if target is None or not (_is_code(target) or _is_const(target)):
                    raise LoaderError(f"{where(idx, off)}: '{name}' lies in "
                                      f"{target.name if target else SHN_NAMES.get(ndx, ndx)}, "
                                      "which is neither code "
                                      "nor read-only data, so it never reaches the device")
                if ndx not in placed:
                    placed.append(ndx)
                fixups.append((idx, off, kind, ndx, sym.value + addend, name))
    if undefined:
        names = ", ".join(f"'{n}' (referenced at {w})" for n, w in undefined.items())
        raise LoaderError(f"undefined symbol{'s' * (len(undefined) > 1)} {names}: a text-only "
                          "payload cannot call a library (or reach external data): only .text is "
                          "copied to the device and nothing there resolves external symbols; "
                          "device math must be compiled into the payload")

    image, base, align = bytearray(), {}, 16
    for idx in placed:
        a, data = max(1, secs[idx].align), secs[idx].data
        if a & (a - 1) or len(data) != secs[idx].size:
            raise LoaderError(f"malformed object: section {secs[idx].name} has alignment {a} "
                              f"and {len(data)} of {secs[idx].size} bytes")
        if a > MAX_PAYLOAD_ALIGN:
            # Code memory places payloads at multiples of MAX_PAYLOAD_ALIGN only, so a
            # stricter alignment inside .text would not hold on the device.
            raise LoaderError(f"section {secs[idx].name} needs {a}-byte alignment, but a payload "
                              f"is placed in device code memory at {MAX_PAYLOAD_ALIGN}-byte "
                              f"alignment; at most {MAX_PAYLOAD_ALIGN} is supported")
        image += bytes(align_up(len(image), a) - len(image))
        base[idx], align = len(image), max(align, a)
        image += data
    for idx, off, kind, ndx, target, name in fixups:
        rname, fmt = PC_RELATIVE[kind]
        p, size = base[idx] + off, struct.calcsize(fmt)
        value = base[ndx] + target - p
        bound = 1 << (8 * size - 1)
        if off < 0 or off + size > secs[idx].size or not -bound <= value < bound:
            raise LoaderError(f"{where(idx, off)}: {rname} against '{name}' does not fit "
                              f"(field at {off:#x}, value {value:#x})")
        struct.pack_into(fmt, image, p, value)
    lines = line_table(elf, {idx: base[idx] for idx in placed if _is_code(secs[idx])})
    if lines is not None and isinstance(meta, dict):
        meta = {**meta, "lines": lines}
    if isinstance(meta, dict):  # the payload is final here: relocations are applied
        meta = seal_meta(meta, bytes(image))
    return write_kernel_elf(bytes(image), meta, entry, start.size, align)


def _writable_message(elf: ElfImage, where: str, rname: str, name: str, section: str) -> str:
    """Why code that reads a writable global cannot become a text-only payload."""
    meta = next(iter(elf.find(".ascend.meta")), None)
    if name != CANN_SLOT and meta is None:
        return (f"{where}: {rname} reads writable global '{name}' in {section}: a text-only "
                "payload discards .data/.bss (only .text is copied to the device), so the code "
                f"would read unrelated device memory instead of '{name}'; pass the value through "
                "args or make it a constant")
    record = ""
    if meta is not None and meta.type == SHT_PROGBITS and len(meta.data) % 4 == 0:
        words = struct.unpack(f"<{len(meta.data) // 4}I", meta.data)
        record = f" announced by the .ascend.meta record {{{', '.join(map(str, words))}}}"
    return (f"{where}: {rname} reads '{name}' in {section}, the native CANN L2-cache hint "
            f"slot{record}. A text-only payload discards .data/.bss and .ascend.meta (only .text "
            "is copied to the device), so the loader-patched slot the CANN path relies on never "
            "reaches the device and a bypass load would read valid_addr + garbage; compile with "
            "--l2-lowering=args, which reads get_l2_cache_offset(args) once at entry")
