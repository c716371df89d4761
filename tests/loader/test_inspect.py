"""describe() and format_description(): what `incore inspect KERNEL.elf` shows."""

from __future__ import annotations

import json

import pytest

from incore.errors import LoaderError
from incore.loader import (
    describe,
    extract_text_section,
    format_description,
    link,
    seal_meta,
)

META = {"kernel": "scale", "arch": "a2a3", "core_kind": "aiv"}

IR = """
define void @kernel_entry(ptr %args) #0 {
  %p = load ptr, ptr %args
  %v = load float, ptr %p
  %m = fmul float %v, 2.5
  store float %m, ptr %p
  ret void
}
"""


@pytest.fixture(scope="module")
def kernel_elf(ir_to_object) -> bytes:
    return link(ir_to_object(IR), META)


def test_describe_kernel_elf(kernel_elf):
    d = describe(kernel_elf)
    assert d["payload_size"] == len(extract_text_section(kernel_elf))
    sealed = seal_meta(META, extract_text_section(kernel_elf))
    assert d["meta"] == sealed and d["problems"] == [] and d["elf_type"] == "DYN"
    assert [s["name"] for s in d["sections"]] == [".text", ".symtab", ".strtab", ".incore.meta",
                                                  ".shstrtab"]
    assert d["sections"][0]["flags"] == "AX" and d["sections"][0]["type"] == "PROGBITS"
    (sym,) = d["symbols"]
    assert (sym["name"], sym["value"], sym["type"], sym["bind"], sym["section"]) == (
        "kernel_entry", 0, "FUNC", "GLOBAL", ".text")
    json.dumps(d)  # JSON-friendly for `incore inspect --json`-style use


def test_format_description(kernel_elf):
    text = format_description(describe(kernel_elf))
    for part in ("payload:", ".text", ".incore.meta", "kernel_entry", '"kernel": "scale"'):
        assert part in text
    assert "problems" not in text


def test_describe_reports_payload_problems(craft_elf, kernel_sections):
    sections = kernel_sections() + [{"name": ".text.foo", "type": 1, "flags": 6, "data": b"\xc3"}]
    d = describe(craft_elf(sections))
    assert d["payload_size"] is None and ".text.foo" in d["problems"][0]
    assert "problems:" in format_description(d)


def test_describe_rejects_malformed_elf():
    with pytest.raises(LoaderError, match="malformed ELF"):
        describe(b"not an elf at all")


def test_describe_parses_the_elf_once(kernel_elf, monkeypatch):
    import incore.loader.extract as extract_mod
    import incore.loader.inspect as inspect_mod

    calls = []
    real = inspect_mod.read_elf
    sealed = seal_meta(META, extract_text_section(kernel_elf))

    def counting(blob):
        calls.append(len(blob))
        return real(blob)

    monkeypatch.setattr(inspect_mod, "read_elf", counting)
    monkeypatch.setattr(extract_mod, "read_elf", counting)
    assert describe(kernel_elf)["meta"] == sealed
    assert len(calls) == 1


def test_a_lone_surrogate_or_control_character_prints_escaped(ir_to_object, tmp_path):
    import subprocess
    import sys

    # JSON escapes in the meta section: "\ud800" decodes to a lone surrogate.
    elf = link(ir_to_object(IR), {**META, "kernel": "scQQQQQQale", "note": "bellQQQQQQ"})
    elf = elf.replace(b"scQQQQQQale", b"sc\\ud800ale").replace(b"bellQQQQQQ", b"bell\\u0007")
    text = format_description(describe(elf))
    text.encode("utf-8")  # printable on any UTF-8 stream
    assert "sc\\ud800ale" in text and "bell\\u0007" in text
    path = tmp_path / "k.elf"
    path.write_bytes(elf)
    proc = subprocess.run([sys.executable, "-m", "incore.cli", "inspect", str(path)],
                          capture_output=True, timeout=120,
                          env={"PYTHONIOENCODING": "utf-8:strict", "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr
    assert b"sc\\ud800ale" in proc.stdout


def test_printable_escapes_surrogates_and_control_characters_only():
    from incore.loader.inspect import printable

    assert printable("a\x1bb\udc80c\n\u00e9") == "a\\x1bb\\udc80c\n\u00e9"
