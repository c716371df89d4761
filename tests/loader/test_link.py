"""link(): layout of code and constant pools, relocation, and what a text-only payload rejects."""

from __future__ import annotations

import ctypes
import io
import shutil
import struct
import subprocess

import numpy as np
import pytest
from elftools.elf.elffile import ELFFile
from elftools.elf.relocation import RelocationSection
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from incore.errors import LoaderError
from incore.loader import extract_text_section, link, read_meta
from incore.loader.seal import meta_digest, text_digest

META = {"kernel": "scale", "arch": "a2a3", "params": [{"name": "x", "slot": 0}], "format": 1}

FLOAT_KERNEL = """
define void @kernel_entry(ptr %args) #0 {
  %p = load ptr, ptr %args
  %v = load float, ptr %p
  %m = fmul float %v, 2.5
  %a = fadd float %m, 0.125
  store float %a, ptr %p
  %q = getelementptr i8, ptr %p, i64 16
  %vv = load <4 x float>, ptr %q, align 4
  %vm = fmul <4 x float> %vv, <float 1.0, float 2.0, float 3.0, float 4.0>
  %va = fadd <4 x float> %vm, <float 0.5, float 0.25, float 0.125, float 0.0625>
  store <4 x float> %va, ptr %q, align 4
  %d = getelementptr i8, ptr %p, i64 32
  %dv = load double, ptr %d
  %dm = fmul double %dv, 3.75
  store double %dm, ptr %d
  ret void
}
"""

HELPER_KERNEL = """
define void @kernel_entry(ptr %args) #0 {{
  %p = load ptr, ptr %args
  %v = load float, ptr %p
  %h = call float @helper(float %v)
  %q = getelementptr float, ptr %p, i64 1
  %w = load float, ptr %q
  %h2 = call float @helper(float %w)
  store float %h, ptr %p
  store float %h2, ptr %q
  ret void
}}
define {linkage} float @helper(float %x) #1 {section} {{
  %m = fmul float %x, 1.5
  %a = fadd float %m, 0.25
  ret float %a
}}
"""


def sections_of(elf_bytes: bytes) -> dict:
    elf = ELFFile(io.BytesIO(elf_bytes))
    return {s.name: s for s in elf.iter_sections()}


def relocation_types(obj: bytes) -> set[tuple[int, str]]:
    elf = ELFFile(io.BytesIO(obj))
    symtab = elf.get_section_by_name(".symtab")
    def name(sym) -> str:  # section symbols are named after their section
        if sym["st_info"]["type"] == "STT_SECTION":
            return elf.get_section(sym["st_shndx"]).name
        return sym.name

    return {(r["r_info_type"], name(symtab.get_symbol(r["r_info_sym"])))
            for s in elf.iter_sections() if isinstance(s, RelocationSection)
            for r in s.iter_relocations()}


def args_for(*pointers: int) -> ctypes.Array:
    args = (ctypes.c_int64 * 50)()
    for i, p in enumerate(pointers):
        args[i] = p
    return args


@pytest.fixture(scope="module")
def float_obj(ir_to_object):
    return ir_to_object(FLOAT_KERNEL)


def test_float_kernel_object_uses_constant_pools(float_obj):
    names = {s.name for s in ELFFile(io.BytesIO(float_obj)).iter_sections()}
    assert ".rela.text" in names and any(n.startswith(".rodata") for n in names)


def test_float_kernel_links_without_relocations(float_obj):
    elf_bytes = link(float_obj, META)
    secs = sections_of(elf_bytes)
    assert not [n for n in secs if n.startswith((".rela", ".rel"))]
    assert list(secs) == ["", ".text", ".symtab", ".strtab", ".incore.meta", ".shstrtab"]
    (entry,) = [y for y in secs[".symtab"].iter_symbols() if y.name == "kernel_entry"]
    assert entry["st_value"] == 0 and entry["st_shndx"] == 1
    assert entry["st_info"]["type"] == "STT_FUNC" and entry["st_info"]["bind"] == "STB_GLOBAL"
    # Constant pools follow the code, so the payload is longer than the function itself.
    assert secs[".text"].data_size > entry["st_size"] > 0
    assert secs[".text"]["sh_flags"] == 0x6 and secs[".incore.meta"]["sh_flags"] == 0
    (load,) = ELFFile(io.BytesIO(elf_bytes)).iter_segments()
    assert (load["p_type"], load["p_flags"], load["p_vaddr"]) == ("PT_LOAD", 5, 0)
    assert load["p_filesz"] == secs[".text"].data_size


def test_float_kernel_payload_executes(float_obj, run_payload):
    code = extract_text_section(link(float_obj, META))
    buf = np.zeros(12, np.float32)
    buf[0] = 3.0
    buf[4:8] = [1.0, 2.0, -4.0, 8.0]
    buf.view(np.float64)[4] = 2.0
    run_payload(code, args_for(buf.ctypes.data))
    assert buf[0] == np.float32(3.0 * 2.5 + 0.125)
    np.testing.assert_array_equal(buf[4:8], [1.5, 4.25, -11.875, 32.0625])
    assert buf.view(np.float64)[4] == 7.5


@pytest.mark.parametrize("linkage, section", [
    ("internal", ""),                      # same-section call to a local function
    ("", ""),                              # preemptible global: PLT32 to a defined symbol
    ("internal", 'section ".text.helper"'),  # cross-section call: PC32/PLT32 between sections
])
def test_internal_helper_calls_resolve_and_run(ir_to_object, run_payload, linkage, section):
    obj = ir_to_object(HELPER_KERNEL.format(linkage=linkage, section=section))
    if linkage == "" or section:
        assert {t for t, name in relocation_types(obj) if name in ("helper", ".text.helper")} \
            <= {2, 4}
        assert any(name in ("helper", ".text.helper") for _, name in relocation_types(obj))
    elf_bytes = link(obj, META)
    assert not [n for n in sections_of(elf_bytes) if n != ".text" and n.startswith(".text")]
    buf = np.array([2.0, -4.0], np.float32)
    run_payload(extract_text_section(elf_bytes), args_for(buf.ctypes.data))
    np.testing.assert_array_equal(buf, [3.25, -5.75])


def test_entry_not_first_function_is_rejected(ir_to_object):
    obj = ir_to_object("""
define internal i64 @first(i64 %x) #1 {
  %y = mul i64 %x, 3
  ret i64 %y
}
define void @kernel_entry(ptr %args) #0 {
  %v = load i64, ptr %args
  %r = call i64 @first(i64 %v)
  store i64 %r, ptr %args
  ret void
}
""")
    with pytest.raises(LoaderError, match=r"kernel_entry is at offset 0x[0-9a-f]+ of \.text"):
        link(obj, META)


def test_missing_entry_is_rejected(float_obj):
    with pytest.raises(LoaderError, match="no function 'main'"):
        link(float_obj, META, entry="main")


@pytest.mark.parametrize("definition, section", [
    ("@g = global i64 0", ".bss"),
    ("@g = global i64 7", ".data"),
    ("@g = internal global i64 0", ".bss"),
    ("@g = dso_local global i64 7", ".data"),
])
def test_writable_global_is_rejected(ir_to_object, definition, section):
    obj = ir_to_object(definition + """
define void @kernel_entry(ptr %args) #0 {
  %v = load i64, ptr @g
  store i64 %v, ptr %args
  ret void
}
""")
    with pytest.raises(LoaderError) as err:
        link(obj, META)
    msg = str(err.value)
    assert "'g'" in msg and f"in {section}" in msg and ".data/.bss" in msg


CANN_GLOBAL = """
@g_opL2CacheHintCfg = global {i64} zeroinitializer
@meta = constant [3 x i32] [i32 4, i32 4, i32 3], section ".ascend.meta"
@llvm.used = appending global [1 x ptr] [ptr @meta], section "llvm.metadata"
define void @kernel_entry(ptr %args) #0 {
  %src = load i64, ptr %args
  %off = load i64, ptr @g_opL2CacheHintCfg
  %addr = add i64 %src, %off
  %p = inttoptr i64 %addr to ptr
  %v = load i64, ptr %p
  store i64 %v, ptr %args
  ret void
}
"""


def test_cann_global_lowering_is_rejected(ir_to_object):
    obj = ir_to_object(CANN_GLOBAL)
    assert ".ascend.meta" in {s.name for s in ELFFile(io.BytesIO(obj)).iter_sections()}
    with pytest.raises(LoaderError) as err:
        link(obj, META)
    msg = str(err.value)
    for part in ("g_opL2CacheHintCfg", ".data/.bss", "{4, 4, 3}", "never reaches the device",
                 "valid_addr + garbage", "--l2-lowering=args"):
        assert part in msg


def test_got_reference_to_constant_is_rejected(ir_to_object):
    obj = ir_to_object("""
@table = constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]
define void @kernel_entry(ptr %args) #0 {
  %i = load i64, ptr %args
  %p = getelementptr [4 x float], ptr @table, i64 0, i64 %i
  %v = load float, ptr %p
  store float %v, ptr %args
  ret void
}
""")
    with pytest.raises(LoaderError, match=r"GOTPCREL.*'table' through the GOT"):
        link(obj, META)


def test_internal_constant_table_links_and_runs(ir_to_object, run_payload):
    obj = ir_to_object("""
@table = internal constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]
define void @kernel_entry(ptr %args) #0 {
  %i = load i64, ptr %args
  %p = getelementptr [4 x float], ptr @table, i64 0, i64 %i
  %v = load float, ptr %p
  %out = getelementptr i64, ptr %args, i64 1
  store float %v, ptr %out
  ret void
}
""")
    code = extract_text_section(link(obj, META))
    for i in range(4):
        args = args_for(i)
        run_payload(code, args)
        assert struct.unpack("<f", struct.pack("<q", args[1])[:4])[0] == i + 1.0


def test_library_call_is_rejected(ir_to_object):
    obj = ir_to_object("""
declare float @expf(float)
define void @kernel_entry(ptr %args) #0 {
  %p = load ptr, ptr %args
  %v = load float, ptr %p
  %e = call float @expf(float %v)
  store float %e, ptr %p
  ret void
}
""")
    with pytest.raises(LoaderError) as err:
        link(obj, META)
    msg = str(err.value)
    assert "undefined symbol 'expf'" in msg and "cannot call a library" in msg
    assert "device math must be compiled into the payload" in msg


def test_memcpy_intrinsic_libcall_is_rejected(ir_to_object):
    obj = ir_to_object("""
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @kernel_entry(ptr %args) #0 {
  %dst = load ptr, ptr %args
  %sp = getelementptr ptr, ptr %args, i64 1
  %src = load ptr, ptr %sp
  %np = getelementptr i64, ptr %args, i64 32
  %n = load i64, ptr %np
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %n, i1 false)
  ret void
}
""")
    symtab = ELFFile(io.BytesIO(obj)).get_section_by_name(".symtab")
    undefined = {y.name for y in symtab.iter_symbols() if y.name and y["st_shndx"] == "SHN_UNDEF"}
    assert undefined, "llvm.memcpy with a runtime size lowers to a library call"
    with pytest.raises(LoaderError) as err:
        link(obj, META)
    assert all(f"'{name}'" in str(err.value) for name in undefined)
    assert "memcpy" in str(err.value)


def _patch_first_relocation_type(obj: bytes, new_type: int) -> bytes:
    elf = ELFFile(io.BytesIO(obj))
    rela = elf.get_section_by_name(".rela.text")
    at = rela["sh_offset"] + 8  # r_info of the first Elf64_Rela
    info = struct.unpack_from("<Q", obj, at)[0]
    out = bytearray(obj)
    struct.pack_into("<Q", out, at, info & ~0xFFFFFFFF | new_type)
    return bytes(out)


@pytest.mark.parametrize("rtype, pattern", [
    (1, "absolute relocation R_X86_64_64 .*position-independent"),
    (11, "absolute relocation R_X86_64_32S"),
    (9, "R_X86_64_GOTPCREL .*GOT"),
    (23, "unsupported relocation R_X86_64_TPOFF32"),
    (200, "unsupported relocation relocation type 200"),
])
def test_unsupported_relocations_are_rejected(float_obj, rtype, pattern):
    with pytest.raises(LoaderError, match=pattern) as err:
        link(_patch_first_relocation_type(float_obj, rtype), META)
    assert ".LCPI" in str(err.value) or ".rodata" in str(err.value)


@pytest.mark.skipif(shutil.which("readelf") is None, reason="GNU readelf is not installed")
def test_readelf_reads_kernel_elf_cleanly(float_obj, tmp_path):
    path = tmp_path / "kernel.elf"
    path.write_bytes(link(float_obj, META))
    out = subprocess.run(["readelf", "-a", "-W", str(path)], capture_output=True, text=True,
                         check=True)
    text = out.stdout + out.stderr
    assert "Warning" not in text and "Error" not in text
    assert "kernel_entry" in text and ".incore.meta" in text


def test_meta_is_sorted_utf8_json(float_obj):
    meta = {"z": 1, "a": "ünïcode", "m": [1, 2]}
    elf_bytes = link(float_obj, meta)
    raw = sections_of(elf_bytes)[".incore.meta"].data().decode()
    digests = {"text_sha256": text_digest(extract_text_section(elf_bytes))}
    digests["meta_sha256"] = meta_digest(digests)  # none of meta's keys is a sealed field
    assert raw == ('{"a": "ünïcode", "m": [1, 2], "meta_sha256": "' + digests["meta_sha256"]
                   + '", "text_sha256": "' + digests["text_sha256"] + '", "z": 1}')
    assert read_meta(elf_bytes) == {**meta, **digests}


@pytest.mark.parametrize("meta", [{"f": object()}, ["not", "a", "dict"]])
def test_unserialisable_meta_is_rejected(float_obj, meta):
    with pytest.raises(LoaderError, match="metadata"):
        link(float_obj, meta)


@pytest.mark.parametrize("blob", [b"", b"\x7fELF", b"garbage" * 20, bytes(64)])
def test_garbage_object_is_rejected(blob):
    with pytest.raises(LoaderError):
        link(blob, META)


def test_linked_kernel_elf_is_not_a_link_input(float_obj):
    with pytest.raises(LoaderError, match="relocatable"):
        link(link(float_obj, META), META)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_corrupt_objects_raise_only_loader_error(float_obj, data):
    blob = bytearray(float_obj)
    for _ in range(data.draw(st.integers(1, 8))):
        blob[data.draw(st.integers(0, len(blob) - 1))] = data.draw(st.integers(0, 255))
    blob = blob[: data.draw(st.integers(0, len(blob)))]
    try:
        link(bytes(blob), META)
    except LoaderError:
        pass


@pytest.mark.parametrize("align, ok", [(64, True), (128, False), (4096, False)])
def test_section_alignment_is_capped_at_the_payload_alignment(ir_to_object, align, ok):
    from incore.loader.elf_writer import MAX_PAYLOAD_ALIGN

    ir = (f"@c = internal unnamed_addr constant [4 x i64] [i64 1, i64 2, i64 3, i64 4], "
          f"align {align}\n"
          "define void @kernel_entry(ptr %args) #0 {\n"
          "  %v = load i64, ptr @c\n  %p = load ptr, ptr %args\n  store i64 %v, ptr %p\n"
          "  ret void\n}\n")
    obj = ir_to_object(ir)
    meta = {"kernel": "al", "arch": "a2a3", "core_kind": "aiv"}
    if ok:
        assert extract_text_section(link(obj, meta))
        return
    with pytest.raises(LoaderError, match=rf"section \.rodata\S* needs {align}-byte alignment"
                                          rf".* at most {MAX_PAYLOAD_ALIGN}"):
        link(obj, meta)
