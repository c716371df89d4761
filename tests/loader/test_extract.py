"""extract_text_section() and read_meta(): the payload rules and strict parsing of kernel ELFs."""

from __future__ import annotations

import hashlib
import io
import struct

import pytest
from elftools.elf.elffile import ELFFile
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from incore.errors import LoaderError
from incore.loader import extract_text_section, link, read_meta, seal_meta

META = {"kernel": "k", "params": [], "sites": [{"id": 0, "fmt": "block {}"}], "format": 1}

IR = """
define void @kernel_entry(ptr %args) #0 {
  %p = load ptr, ptr %args
  %v = load double, ptr %p
  %m = fmul double %v, 1.25
  store double %m, ptr %p
  ret void
}
"""


@pytest.fixture(scope="module")
def kernel_elf(ir_to_object) -> bytes:
    return link(ir_to_object(IR), META)


def test_extract_returns_the_linked_text(kernel_elf):
    text = ELFFile(io.BytesIO(kernel_elf)).get_section_by_name(".text")
    assert extract_text_section(kernel_elf) == text.data()
    assert extract_text_section(bytearray(kernel_elf)) == text.data()


def test_read_meta_round_trips_with_the_linker_seal(kernel_elf):
    text = extract_text_section(kernel_elf)
    assert read_meta(kernel_elf) == seal_meta(META, text)
    assert read_meta(kernel_elf)["text_sha256"] == hashlib.sha256(text).hexdigest()


def test_crafted_minimal_kernel_is_accepted(craft_elf, kernel_sections):
    elf = craft_elf(kernel_sections(text=b"\x90\xc3"))
    assert extract_text_section(elf) == b"\x90\xc3"
    assert read_meta(elf) == {"kernel": "k"}


def _with(sections: list[dict], **extra) -> list[dict]:
    return sections + [dict({"type": 1, "data": b"\xc3"}, **extra)]


@pytest.mark.parametrize("change, pattern", [
    (lambda s: _with(s, name=".text.foo", flags=6), r"out-of-line code section \.text\.foo"),
    (lambda s: _with(s, name=".text.unlikely", flags=6), r"\.text\.unlikely"),
    (lambda s: _with(s, name=".rela.text", type=4, data=bytes(24), link=2, info=1, entsize=24),
     r"unapplied relocations in \.rela\.text"),
    (lambda s: _with(s, name=".rel.text", type=9, data=bytes(16), link=2, info=1, entsize=16),
     r"unapplied relocations in \.rel\.text"),
    (lambda s: _with(s, name=".rela.dyn", type=4, data=bytes(24), link=2, info=1, entsize=24),
     r"unapplied relocations in \.rela\.dyn"),
    (lambda s: [dict(s[0], name=".code")] + s[1:], r"no \.text section"),
    (lambda s: _with(s, name=".text", flags=6), r"2 sections named \.text"),
    (lambda s: [dict(s[0], flags=2)] + s[1:], r"\.text must be non-empty executable"),
    (lambda s: [dict(s[0], data=b"")] + s[1:], r"\.text must be non-empty executable"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_payload_rule_violations_are_rejected(craft_elf, kernel_sections, change, pattern):
    with pytest.raises(LoaderError, match=pattern):
        extract_text_section(craft_elf(change(kernel_sections())))


def test_entry_not_at_offset_zero_is_rejected(craft_elf, kernel_sections):
    elf = craft_elf(kernel_sections(text=bytes(32), value=16))
    with pytest.raises(LoaderError, match=r"kernel_entry is at offset 0x10 of \.text"):
        extract_text_section(elf)


def test_entry_in_another_section_is_rejected(craft_elf, kernel_sections):
    with pytest.raises(LoaderError, match="kernel_entry is at section index 4, not .text"):
        extract_text_section(craft_elf(kernel_sections(shndx=4)))


def test_missing_entry_symbol_is_rejected(craft_elf, kernel_sections):
    with pytest.raises(LoaderError, match="no kernel_entry symbol"):
        extract_text_section(craft_elf(kernel_sections(entry="main")))


def _patched(blob: bytes, fmt: str, offset: int, value: int) -> bytes:
    out = bytearray(blob)
    struct.pack_into(fmt, out, offset, value)
    return bytes(out)


@pytest.mark.parametrize("corrupt, pattern", [
    (lambda b: b"", "bad magic"),
    (lambda b: b"MZ" + b[2:], "bad magic"),
    (lambda b: b[:40], "shorter than the ELF header"),
    (lambda b: b[:4] + b"\x01" + b[5:], "not a little-endian ELF64"),
    (lambda b: b[:5] + b"\x02" + b[6:], "not a little-endian ELF64"),
    (lambda b: _patched(b, "<H", 18, 183), "e_machine is 183, not x86-64"),
    (lambda b: b[:-10], "section header table .* runs past the end"),
    (lambda b: _patched(b, "<Q", 40, 1 << 40), "section header table"),
    (lambda b: _patched(b, "<H", 60, 0), "no usable section headers"),
    (lambda b: _patched(b, "<H", 58, 40), "no usable section headers"),
    (lambda b: _patched(b, "<H", 62, 99), "e_shstrndx 99"),
    (lambda b: _patched(b, "<Q", 32, 1 << 40), "program header table"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_malformed_headers_are_rejected(kernel_elf, corrupt, pattern):
    blob = corrupt(kernel_elf)
    for fn in (extract_text_section, read_meta):
        with pytest.raises(LoaderError, match="malformed ELF: .*" + pattern):
            fn(blob)


def _shdr_offset(blob: bytes, index: int) -> int:
    return struct.unpack_from("<Q", blob, 40)[0] + 64 * index


def test_section_data_out_of_range_is_rejected(kernel_elf):
    blob = _patched(kernel_elf, "<Q", _shdr_offset(kernel_elf, 1) + 32, 1 << 20)  # .text sh_size
    with pytest.raises(LoaderError, match=r"malformed ELF: section \[1\] data .* runs past"):
        extract_text_section(blob)


def test_section_name_out_of_range_is_rejected(kernel_elf):
    blob = _patched(kernel_elf, "<I", _shdr_offset(kernel_elf, 1), 1 << 20)  # .text sh_name
    with pytest.raises(LoaderError, match=r"malformed ELF: section \[1\] name offset"):
        extract_text_section(blob)


def test_bad_symbol_table_is_rejected(kernel_elf):
    blob = _patched(kernel_elf, "<Q", _shdr_offset(kernel_elf, 2) + 56, 20)  # .symtab entsize
    with pytest.raises(LoaderError, match=r"malformed ELF: symbol table \.symtab"):
        extract_text_section(blob)


def test_read_meta_requires_the_section(craft_elf, kernel_sections):
    elf = craft_elf(kernel_sections()[:3])
    assert extract_text_section(elf) == b"\xc3"
    with pytest.raises(LoaderError, match=r"no \.incore\.meta section"):
        read_meta(elf)


@pytest.mark.parametrize("raw, pattern", [
    (b"{not json", "not UTF-8 JSON"),
    (b"\xff\xfe{}", "not UTF-8 JSON"),
    (b"[1, 2]", "holds a JSON list"),
    (b"", "not UTF-8 JSON"),
])
def test_read_meta_rejects_bad_json(craft_elf, kernel_sections, raw, pattern):
    with pytest.raises(LoaderError, match=pattern):
        read_meta(craft_elf(kernel_sections(meta=raw)))


@pytest.mark.parametrize("blob", [b"\x00" * 200, b"\x7fELF" + bytes(200), bytes(range(256)) * 4])
def test_garbage_is_rejected(blob):
    for fn in (extract_text_section, read_meta):
        with pytest.raises(LoaderError):
            fn(blob)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_kernel_elf_raises_only_loader_error(kernel_elf, data):
    blob = bytearray(kernel_elf)
    for _ in range(data.draw(st.integers(0, 6), label="mutations")):
        at = data.draw(st.integers(0, len(blob) - 1), label="offset")
        blob[at] = data.draw(st.integers(0, 255), label="byte")
    blob = bytes(blob[: data.draw(st.integers(0, len(blob)), label="length")])
    for fn in (extract_text_section, read_meta):
        try:
            fn(blob)
        except LoaderError:
            pass


# ------------------------------------------------ headers that move or resize .text

TEXT_SHDR = 1  # the section index of .text in a linked kernel ELF
PHDR_AT = 64  # the one program header follows the ELF header


def _sym_offset(blob: bytes) -> int:
    """File offset of the kernel_entry symbol (index 1 of .symtab, section 2)."""
    return struct.unpack_from("<Q", blob, _shdr_offset(blob, 2) + 24)[0] + 24


def _add(blob: bytes, fmt: str, offset: int, delta: int) -> bytes:
    return _patched(blob, fmt, offset, struct.unpack_from(fmt, blob, offset)[0] + delta)


@pytest.mark.parametrize("corrupt, pattern", [
    (lambda b: _add(b, "<Q", _shdr_offset(b, TEXT_SHDR) + 24, 1), r"file offset 0x\w+ vs 0x\w+"),
    (lambda b: _add(b, "<Q", _shdr_offset(b, TEXT_SHDR) + 24, -16), r"file offset"),
    (lambda b: _add(b, "<Q", _shdr_offset(b, TEXT_SHDR) + 32, -1), r"\(size 0x\w+ vs 0x\w+, "
                                                                    r"memory size"),
    (lambda b: _add(b, "<Q", _shdr_offset(b, TEXT_SHDR) + 16, 0x1000), r"address 0x1000 vs 0x0"),
    (lambda b: _add(b, "<Q", PHDR_AT + 8, 8), r"file offset"),
    (lambda b: _add(b, "<Q", PHDR_AT + 32, 1), r"\(size"),
    (lambda b: _add(b, "<Q", PHDR_AT + 40, 1), r"\(memory size"),
    (lambda b: _add(b, "<Q", PHDR_AT + 16, 0x40), r"address 0x0 vs 0x40"),
], ids=["sh_offset+1", "sh_offset-16", "sh_size-1", "sh_addr", "p_offset", "p_filesz",
        "p_memsz", "p_vaddr"])
def test_headers_that_disagree_about_text_are_rejected(kernel_elf, corrupt, pattern):
    with pytest.raises(LoaderError, match=r"^\.text and its PT_LOAD segment disagree .*"
                                          + pattern):
        extract_text_section(corrupt(kernel_elf))


@pytest.mark.parametrize("corrupt, pattern", [
    (lambda b: _patched(b, "<I", PHDR_AT, 0), r"has 0 PT_LOAD segments; exactly one"),
    (lambda b: _patched(b, "<H", 56, 0), r"has 0 PT_LOAD segments"),
    (lambda b: _patched(b, "<I", PHDR_AT + 4, 6), r"PT_LOAD segment of \.text has flags 0x6"),
    (lambda b: _patched(b, "<I", PHDR_AT + 4, 7), r"flags 0x7; a payload is read\+execute"),
    (lambda b: _patched(b, "<H", 16, 2), r"e_type 2, not ET_DYN \(3\)"),
    (lambda b: _add(b, "<Q", _sym_offset(b) + 16, 1 << 20), r"kernel_entry has symbol size "
                                                             r"\d+, past the end of the"),
], ids=["p_type", "e_phnum", "p_flags RW", "p_flags RWX", "e_type", "st_size"])
def test_segment_and_symbol_rules(kernel_elf, corrupt, pattern):
    with pytest.raises(LoaderError, match=pattern):
        extract_text_section(corrupt(kernel_elf))


def test_a_crafted_elf_without_a_segment_is_rejected(craft_elf, kernel_sections):
    with pytest.raises(LoaderError, match="0 PT_LOAD segments"):
        extract_text_section(craft_elf(kernel_sections(), segment=False))


def _header_fields(blob: bytes) -> list[tuple[str, int]]:
    """(struct format, file offset) of every field of the ELF header, the program header,
    the .text section header and the kernel_entry symbol."""
    fields = [(f, 16 + o) for f, o in (("<H", 0), ("<H", 2), ("<I", 4), ("<Q", 8), ("<Q", 16),
                                       ("<Q", 24), ("<I", 32), ("<H", 36), ("<H", 38),
                                       ("<H", 40), ("<H", 42), ("<H", 44), ("<H", 46))]
    fields += [(f, PHDR_AT + o) for f, o in (("<I", 0), ("<I", 4), ("<Q", 8), ("<Q", 16),
                                             ("<Q", 24), ("<Q", 32), ("<Q", 40), ("<Q", 48))]
    sh = _shdr_offset(blob, TEXT_SHDR)
    fields += [(f, sh + o) for f, o in (("<I", 0), ("<I", 4), ("<Q", 8), ("<Q", 16),
                                        ("<Q", 24), ("<Q", 32), ("<I", 40), ("<I", 44),
                                        ("<Q", 48), ("<Q", 56))]
    sym = _sym_offset(blob)
    fields += [(f, sym + o) for f, o in (("<I", 0), ("B", 4), ("B", 5), ("<H", 6), ("<Q", 8),
                                         ("<Q", 16))]
    return fields


def test_2000_header_field_mutations_give_loader_error_or_the_original_text(kernel_elf):
    """One or two header fields at a time.  An edit of both headers that keeps them agreeing
    (sh_offset and p_offset moved together) is beyond any header check: registration rejects
    it by text_sha256 (tests/runtime/test_registry.py)."""
    import random

    rng = random.Random(7)
    original = extract_text_section(kernel_elf)
    fields = _header_fields(kernel_elf)
    outcomes = {"rejected": 0, "original": 0}
    for _ in range(2000):
        blob = kernel_elf
        for fmt, offset in rng.sample(fields, rng.choice((1, 1, 2))):
            size = struct.calcsize(fmt)
            old = struct.unpack_from(fmt, blob, offset)[0]
            value = rng.choice([0, 1, old + 1, old - 1, old + 8, old ^ (1 << rng.randrange(
                8 * size)), rng.randrange(1 << (8 * size))]) % (1 << (8 * size))
            blob = _patched(blob, fmt, offset, value)
        try:
            text = extract_text_section(blob)
        except LoaderError:
            outcomes["rejected"] += 1
            continue
        assert text == original, "a header mutation changed the payload without an error"
        outcomes["original"] += 1
    assert outcomes["rejected"] > 500 and outcomes["original"] > 100, outcomes
