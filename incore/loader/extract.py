"""Take the device payload (``.text``) and the host metadata (``.incore.meta``) out of a kernel ELF.

Only ``.text`` reaches the device: the runtime copies these bytes into code memory and calls
offset 0 as ``kernel_entry(args)``. Every rule checked here protects that contract: code placed
in other sections, unapplied relocations, an entry elsewhere than offset 0, or headers that
disagree about where ``.text`` lies and how long it is (section header, ``PT_LOAD`` segment,
entry symbol size) would make the copied bytes run wrong, so such files are rejected rather
than loaded.
"""

from __future__ import annotations

import json

from incore.errors import LoaderError

from .elf_reader import SHT_REL, SHT_RELA, ElfImage, Section, malformed, read_elf
from .elf_writer import (
    ET_DYN,
    MAX_PAYLOAD_ALIGN,
    META_SECTION,
    PF_R,
    PF_W,
    PF_X,
    PT_LOAD,
    SHF_EXECINSTR,
    SHT_PROGBITS,
)

ENTRY = "kernel_entry"


def text_payload(elf: ElfImage, entry: str = ENTRY) -> bytes:
    """Check the payload rules on a parsed ELF and return the ``.text`` bytes.

    ``entry`` is the symbol that must sit at ``.text`` offset 0 (``kernel_entry`` for kernels).
    """
    texts = elf.find(".text")
    if not texts:
        raise LoaderError("kernel ELF has no .text section: there is no payload to load")
    if len(texts) > 1:
        raise LoaderError(f"kernel ELF has {len(texts)} sections named .text; exactly one is "
                          "copied to the device")
    text = texts[0]
    for s in elf.sections:
        if s.name.startswith(".text."):
            raise LoaderError(f"kernel ELF has out-of-line code section {s.name}: only .text is "
                              "copied to the device, so code there would be missing")
        if s.type in (SHT_REL, SHT_RELA) and (
                s.name.startswith((".rela.text", ".rel.text")) or s.info == text.index):
            raise LoaderError(f"kernel ELF has unapplied relocations in {s.name}: the payload "
                              "must be fully linked before it is copied to the device")
    if text.type != SHT_PROGBITS or not text.flags & SHF_EXECINSTR or not text.data:
        raise LoaderError(f".text must be non-empty executable PROGBITS (type {text.type}, "
                          f"flags {text.flags:#x}, {text.size} bytes)")
    if text.align > MAX_PAYLOAD_ALIGN:
        raise LoaderError(f".text needs {text.align}-byte alignment, but a payload is placed in "
                          f"device code memory at {MAX_PAYLOAD_ALIGN}-byte alignment")
    _check_segment(elf, text)
    entries = [sym for sym in elf.symbols if sym.name == entry]
    if not entries:
        raise LoaderError(f"kernel ELF has no {entry} symbol: the device calls .text offset 0 "
                          f"as {entry}(args)")
    sym = entries[0]
    offset = sym.value - text.addr  # st_value is a virtual address in a linked file
    if sym.shndx != text.index or offset != 0:
        where = (f"offset {offset:#x} of .text" if sym.shndx == text.index
                 else f"section index {sym.shndx}, not .text")
        raise LoaderError(f"{entry} is at {where}: the device enters the payload at .text "
                          "offset 0")
    if sym.size > text.size:
        raise LoaderError(f"{entry} has symbol size {sym.size}, past the end of the "
                          f"{text.size}-byte .text: the section headers and the symbol table "
                          "disagree about the payload")
    return text.data


def _check_segment(elf: ElfImage, text: Section) -> None:
    """Raise ``LoaderError`` unless ``elf`` is a linked ``ET_DYN`` file whose one read+execute
    ``PT_LOAD`` segment covers ``.text`` exactly, as the writer lays it out.

    The section header and the program header describe the payload twice; a header edited to
    move or resize ``.text`` makes them disagree, and the copy is rejected instead of loading
    bytes the linker never produced.
    """
    if elf.type != ET_DYN:
        raise LoaderError(f"kernel ELF has e_type {elf.type}, not ET_DYN ({ET_DYN}): a linked "
                          "kernel ELF is a position-independent ET_DYN image")
    loads = [seg for seg in elf.segments if seg.type == PT_LOAD]
    if len(loads) != 1:
        raise LoaderError(f"kernel ELF has {len(loads)} PT_LOAD segments; exactly one, covering "
                          ".text, is loaded")
    seg = loads[0]
    mismatch = [f"{what} {a:#x} vs {b:#x}" for what, a, b in (
        ("file offset", text.offset, seg.offset), ("size", text.size, seg.filesz),
        ("memory size", text.size, seg.memsz), ("address", text.addr, seg.vaddr))
        if a != b]
    if mismatch:
        raise LoaderError(f".text and its PT_LOAD segment disagree ({', '.join(mismatch)} in "
                          "section header vs program header): the headers were edited")
    if seg.flags & (PF_R | PF_X | PF_W) != PF_R | PF_X:
        raise LoaderError(f"the PT_LOAD segment of .text has flags {seg.flags:#x}; a payload is "
                          "read+execute (R X) and never writable")


def extract_text_section(elf_bytes: bytes, entry: str = ENTRY) -> bytes:
    """Return the ``.text`` payload of a kernel ELF, the only bytes that reach the device.

    Raises ``LoaderError`` naming the offending section or symbol for: a file that is not a
    well-formed little-endian ELF64 x86-64 image ("malformed ELF: ..."), a missing or duplicate
    ``.text``, any ``.text.*`` section, leftover ``.rela.text*``/``.rel.text*`` relocations, and
    a ``.text`` aligned more strictly than ``MAX_PAYLOAD_ALIGN``, and a missing ``entry``
    (``kernel_entry``) or one not at offset 0 of ``.text``.
    """
    return text_payload(read_elf(elf_bytes), entry)


def read_meta(elf_bytes: bytes) -> dict:
    """Return the ``.incore.meta`` JSON object of a kernel ELF (``LoaderError`` if absent/bad)."""
    return meta_of(read_elf(elf_bytes))


def meta_of(elf: ElfImage) -> dict:
    """The ``.incore.meta`` JSON object of a parsed kernel ELF (``LoaderError`` if absent/bad)."""
    found = elf.find(META_SECTION)
    if not found:
        raise LoaderError(f"kernel ELF has no {META_SECTION} section")
    try:
        meta = json.loads(found[0].data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise malformed(f"{META_SECTION} is not UTF-8 JSON: {exc}") from exc
    if not isinstance(meta, dict):
        raise malformed(f"{META_SECTION} holds a JSON {type(meta).__name__}, not an object")
    return meta
