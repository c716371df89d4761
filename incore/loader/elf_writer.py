"""Write the kernel ELF: linked payload bytes plus metadata, as a little-endian ELF64 x86-64 file.

The file is an ``ET_DYN`` image with one read+execute ``PT_LOAD`` at virtual address 0 that
covers ``.text`` exactly, and the sections ``.text``, ``.symtab``, ``.strtab``,
``.incore.meta`` (non-allocated UTF-8 JSON) and ``.shstrtab``. It carries no relocations: the
payload is fully linked and position-independent.
"""

from __future__ import annotations

import json
import struct

from incore.errors import LoaderError

EHDR = struct.Struct("<16sHHIQQQIHHHHHH")  # Elf64_Ehdr, 64 bytes
PHDR = struct.Struct("<IIQQQQQQ")  # Elf64_Phdr, 56 bytes
SHDR = struct.Struct("<IIQQQQIIQQ")  # Elf64_Shdr, 64 bytes
SYM = struct.Struct("<IBBHQQ")  # Elf64_Sym, 24 bytes

ET_DYN, EM_X86_64, EV_CURRENT = 3, 62, 1
PT_LOAD, PF_X, PF_W, PF_R = 1, 1, 2, 4
SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB = 1, 2, 3
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 0x1, 0x2, 0x4
STB_GLOBAL, STT_FUNC = 1, 2
META_SECTION = ".incore.meta"
# The strictest alignment a payload may need.  The runtime places every payload in code memory
# at a multiple of it (runtime/codemem.py), so offsets aligned within .text stay aligned on the
# device; the linker rejects sections that need more, and extract rejects such a .text.
MAX_PAYLOAD_ALIGN = 64


def align_up(n: int, a: int) -> int:
    """``n`` rounded up to a multiple of ``a``."""
    return (n + a - 1) // a * a


def _strtab(names: list[str]) -> tuple[bytes, dict[str, int]]:
    """A string table starting with the empty string, and each name's offset in it."""
    blob, where = b"\0", {}
    for name in names:
        where[name] = len(blob)
        blob += name.encode() + b"\0"
    return blob, where


def encode_meta(meta: dict) -> bytes:
    """The ``.incore.meta`` payload: ``meta`` as UTF-8 JSON with sorted keys."""
    if not isinstance(meta, dict):
        raise LoaderError(f"kernel metadata must be a dict, not {type(meta).__name__}")
    try:
        return json.dumps(meta, sort_keys=True, ensure_ascii=False).encode()
    except (TypeError, ValueError) as exc:
        raise LoaderError(f"kernel metadata is not JSON-serialisable: {exc}") from exc


def write_kernel_elf(
    text: bytes, meta: dict, entry: str = "kernel_entry", entry_size: int = 0, align: int = 16
) -> bytes:
    """Return a kernel ELF whose ``.text`` is ``text`` with symbol ``entry`` at offset 0.

    ``entry_size`` is the entry function's size for its symbol; ``align`` (a power of two) is
    the strictest alignment any part of ``text`` needs.
    """
    meta_blob = encode_meta(meta)
    strtab, str_at = _strtab([entry])
    shstrtab, sh_at = _strtab([".text", ".symtab", ".strtab", META_SECTION, ".shstrtab"])
    symtab = bytes(SYM.size) + SYM.pack(str_at[entry], STB_GLOBAL << 4 | STT_FUNC, 0, 1, 0,
                                        entry_size)

    # File layout: headers, .text (file offset aligned like its vaddr 0), then the rest.
    text_off = align_up(EHDR.size + PHDR.size, align)
    symtab_off = align_up(text_off + len(text), 8)
    strtab_off = symtab_off + len(symtab)
    meta_off = strtab_off + len(strtab)
    shstrtab_off = meta_off + len(meta_blob)
    shoff = align_up(shstrtab_off + len(shstrtab), 8)

    # Section header fields: name, type, flags, addr, offset, size, link, info, addralign, entsize.
    shdrs = [
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
        (sh_at[".text"], SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 0, text_off, len(text), 0, 0,
         align, 0),
        (sh_at[".symtab"], SHT_SYMTAB, 0, 0, symtab_off, len(symtab), 3, 1, 8, SYM.size),
        (sh_at[".strtab"], SHT_STRTAB, 0, 0, strtab_off, len(strtab), 0, 0, 1, 0),
        (sh_at[META_SECTION], SHT_PROGBITS, 0, 0, meta_off, len(meta_blob), 0, 0, 1, 0),
        (sh_at[".shstrtab"], SHT_STRTAB, 0, 0, shstrtab_off, len(shstrtab), 0, 0, 1, 0),
    ]
    ident = b"\x7fELF" + bytes([2, 1, EV_CURRENT])  # ELFCLASS64, ELFDATA2LSB, System V ABI
    out = bytearray(EHDR.pack(ident, ET_DYN, EM_X86_64, EV_CURRENT, 0, EHDR.size, shoff, 0,
                              EHDR.size, PHDR.size, 1, SHDR.size, len(shdrs), len(shdrs) - 1))
    out += PHDR.pack(PT_LOAD, PF_R | PF_X, text_off, 0, 0, len(text), len(text), align)
    for off, blob in ((text_off, text), (symtab_off, symtab), (strtab_off, strtab),
                      (meta_off, meta_blob), (shstrtab_off, shstrtab), (shoff, b"")):
        out += bytes(off - len(out)) + blob
    for sh in shdrs:
        out += SHDR.pack(*sh)
    return bytes(out)
