"""Fixtures for loader tests: LLVM IR -> relocatable object, payload execution, hand-made ELFs."""

from __future__ import annotations

import ctypes
import mmap
import platform
import struct
import sys

import llvmlite.binding as llvm
import pytest

ATTRS = 'attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }\n' \
        'attributes #1 = { noinline nounwind "no-builtins" "no-jump-tables"="true" }\n'

llvm.initialize_native_target()
llvm.initialize_native_asmprinter()
_TM = llvm.Target.from_default_triple().create_target_machine(reloc="pic", codemodel="small",
                                                             opt=2)


def _ir_to_object(ir: str) -> bytes:
    module = llvm.parse_assembly(ir + ATTRS)
    module.verify()
    return _TM.emit_object(module)


@pytest.fixture(scope="session")
def ir_to_object():
    """Compile textual LLVM IR (function attribute groups #0/#1 are appended) to an object."""
    return _ir_to_object


NATIVE_X86_64 = sys.platform.startswith("linux") and platform.machine() in ("x86_64", "AMD64")


def _run_payload(code: bytes, args: ctypes.Array) -> None:
    """Copy ``code`` into fresh RW memory, flip it to R+X (never RWX) and call it with ``args``."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                          ctypes.c_int, ctypes.c_long]
    libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    size = max(mmap.PAGESIZE, -(-len(code) // mmap.PAGESIZE) * mmap.PAGESIZE)
    addr = libc.mmap(None, size, mmap.PROT_READ | mmap.PROT_WRITE,
                     mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, -1, 0)
    assert addr not in (None, ctypes.c_void_p(-1).value), ctypes.get_errno()
    try:
        ctypes.memmove(addr, code, len(code))
        assert libc.mprotect(addr, size, mmap.PROT_READ | mmap.PROT_EXEC) == 0
        ctypes.CFUNCTYPE(None, ctypes.c_void_p)(addr)(ctypes.addressof(args))
    finally:
        libc.munmap(addr, size)


@pytest.fixture(scope="session")
def run_payload():
    """Execute a payload in-process as ``kernel_entry(args)``; skips off x86-64 Linux."""
    if not NATIVE_X86_64:
        pytest.skip("payload execution needs x86-64 Linux")
    return _run_payload


SHDR = struct.Struct("<IIQQQQIIQQ")


PHDR = struct.Struct("<IIQQQQQQ")


def _craft_elf(sections: list[dict], ident: bytes = b"\x7fELF\x02\x01\x01",
               machine: int = 62, segment: bool = True) -> bytes:
    """An ELF64 with the given sections (dicts: name, type, flags, data, link, info, entsize,
    addr) after the null section, plus a trailing ``.shstrtab``; with ``segment``, one R+X
    ``PT_LOAD`` program header covering the first ``.text`` exactly, as the linker writes it."""
    names = b"\0"
    start = 64 + (PHDR.size if segment else 0)
    body, headers = b"", [bytes(SHDR.size)]
    sections = sections + [{"name": ".shstrtab", "type": 3}]
    offsets = []
    for s in sections:
        offsets.append(len(names))
        names += s["name"].encode() + b"\0"
    sections[-1]["data"] = names
    phdr = b""
    for s, name_off in zip(sections, offsets, strict=True):
        data = s.get("data", b"")
        off = start + len(body)
        body += data + bytes(-len(data) % 8)
        headers.append(SHDR.pack(name_off, s["type"], s.get("flags", 0), s.get("addr", 0), off,
                                 len(data), s.get("link", 0), s.get("info", 0), 8,
                                 s.get("entsize", 0)))
        if segment and s["name"] == ".text" and not phdr:
            phdr = PHDR.pack(1, 5, off, s.get("addr", 0), 0, len(data), len(data), 16)
    phdr = phdr if segment else b""
    if segment and not phdr:  # no .text: a segment that covers nothing
        phdr = PHDR.pack(1, 5, start, 0, 0, 0, 0, 16)
    shoff = start + len(body)
    ehdr = struct.pack("<16sHHIQQQIHHHHHH", ident, 3, machine, 1, 0, 64 if segment else 0,
                       shoff, 0, 64, 56, 1 if segment else 0, 64, len(headers),
                       len(headers) - 1)
    return ehdr + phdr + body + b"".join(headers)


def _kernel_sections(text: bytes = b"\xc3", entry: str = "kernel_entry", value: int = 0,
                     shndx: int = 1, meta: bytes = b'{"kernel": "k"}') -> list[dict]:
    """The sections of a minimal kernel ELF: .text, .symtab, .strtab, .incore.meta."""
    strtab = b"\0" + entry.encode() + b"\0"
    symtab = bytes(24) + struct.pack("<IBBHQQ", 1, 0x12, 0, shndx, value, len(text))
    return [{"name": ".text", "type": 1, "flags": 6, "data": text},
            {"name": ".symtab", "type": 2, "data": symtab, "link": 3, "info": 1, "entsize": 24},
            {"name": ".strtab", "type": 3, "data": strtab},
            {"name": ".incore.meta", "type": 1, "data": meta}]


@pytest.fixture(scope="session")
def craft_elf():
    """``craft_elf(sections, ident=..., machine=..., segment=...)`` writes a hand-made ELF64."""
    return _craft_elf


@pytest.fixture(scope="session")
def kernel_sections():
    """``kernel_sections(text=, entry=, value=, shndx=, meta=)``: sections of a minimal kernel."""
    return _kernel_sections
