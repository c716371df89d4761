"""The payload line table (``.incore.meta`` ``lines``) that the linker builds from DWARF."""

from __future__ import annotations

import io

import pytest
from elftools.elf.elffile import ELFFile
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import incore
from incore import abi, loader
from incore.errors import LoaderError
from incore.loader.elf_reader import read_elf
from incore.loader.lines import line_at, line_table

DIVIDE = """# a division, a modulo and a loop
kernel divide(out: Tensor[[N], i64], n: i64, d: i64):
    x = n + block_idx
    out[0] = x // d
    for i in range(1, N):
        out[i] = x % d + i
"""


def payload(source: str, opt: int, name: str = "divide"):
    return incore.compile(source, filename=f"{name}.ik", opt=opt)[name]


def trap_offsets(text: bytes) -> dict[int, int]:
    """Payload offset -> trap id of every trap instruction in ``text``."""
    found = {}
    for offset in range(len(text)):
        trap_id = abi.trap_id_at(text, offset)
        if trap_id is not None:
            found[offset] = trap_id
    return found


@pytest.mark.parametrize("opt", [0, 1, 2, 3])
def test_every_trap_instruction_is_a_recorded_site_on_its_line(opt):
    k = payload(DIVIDE, opt)
    sites = {s["id"]: s for s in k.meta["traps"]}
    found = trap_offsets(k.text)
    assert found, "the division-by-zero checks survive optimisation"
    causes = {sites[i]["cause"] for i in found.values()}
    assert "division by zero" in causes
    for offset, trap_id in found.items():
        site = sites[trap_id]
        assert site["file"] == "divide.ik"
        assert site["line"] in {"INT_MIN // -1 overflows": (4,), "INT_MIN % -1 overflows": (6,),
                                "division by zero": (4, 6)}[site["cause"]]
        # the line table agrees with the trap table at the trap instruction
        assert line_at(k.meta["lines"], offset) == site["line"], (offset, site)


def test_trap_sites_have_distinct_ids_and_one_cause_each():
    k = payload(DIVIDE, 0)
    traps = k.meta["traps"]
    assert [t["id"] for t in traps] == list(range(len(traps)))
    assert [(t["cause"], t["line"]) for t in traps] == [
        ("division by zero", 4), ("INT_MIN // -1 overflows", 4),
        ("division by zero", 6), ("INT_MIN % -1 overflows", 6),
    ]
    assert sorted(trap_offsets(k.text).values()) == [0, 1, 2, 3]  # -O0 keeps every site


@pytest.mark.parametrize("opt", [0, 1, 2, 3])
def test_line_table_is_sorted_compact_and_inside_the_payload(opt):
    k = payload(DIVIDE, opt)
    table = k.meta["lines"]
    assert table["file"] == "divide.ik"
    rows = table["rows"]
    assert rows[0][0] == 0 and rows[0][1] > 0  # the entry starts on a source line
    offsets = [o for o, _ in rows]
    assert offsets == sorted(set(offsets)) and offsets[-1] <= len(k.text)
    assert all(a[1] != b[1] for a, b in zip(rows, rows[1:], strict=False))
    lines = {line for _, line in rows}
    assert {4, 6} <= lines <= {0, 2, 3, 4, 5, 6}


def test_every_statement_line_has_code_at_o0():
    assert {line for _, line in payload(DIVIDE, 0).meta["lines"]["rows"]} >= {3, 4, 5, 6}


@pytest.mark.parametrize("opt", [0, 2])
def test_rows_match_pyelftools_decoding_of_the_object(opt):
    k = payload(DIVIDE, opt)
    elf = ELFFile(io.BytesIO(k.obj))
    dwarf = elf.get_dwarf_info(relocate_dwarf_sections=True)
    rows = {}
    for cu in dwarf.iter_CUs():
        for entry in dwarf.line_program_for_CU(cu).get_entries():
            if entry.state is not None and not entry.state.end_sequence:
                rows[entry.state.address] = entry.state.line
    table = k.meta["lines"]  # .text is the only code section, placed at offset 0
    for address, line in rows.items():
        assert line_at(table, address) == line, address


def test_rows_of_a_second_code_section_are_shifted_to_its_payload_offset(ir_to_object):
    ir = """
define void @kernel_entry(ptr %p) #0 !dbg !4 {
  store volatile i32 1, ptr %p, !dbg !6
  call void @helper(ptr %p), !dbg !7
  ret void, !dbg !7
}
define internal void @helper(ptr %p) #1 section ".text.helper" !dbg !5 {
  store volatile i32 2, ptr %p, !dbg !8
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!9, !10}
!0 = !DIFile(filename: "two.ik", directory: "")
!1 = distinct !DICompileUnit(language: DW_LANG_Python, file: !0, emissionKind: LineTablesOnly)
!3 = !DISubroutineType(types: !{})
!4 = distinct !DISubprogram(name: "k", file: !0, line: 1, type: !3, unit: !1,
                            spFlags: DISPFlagDefinition)
!5 = distinct !DISubprogram(name: "h", file: !0, line: 20, type: !3, unit: !1,
                            spFlags: DISPFlagDefinition)
!6 = !DILocation(line: 2, scope: !4)
!7 = !DILocation(line: 3, scope: !4)
!8 = !DILocation(line: 21, scope: !5)
!9 = !{i32 7, !"Dwarf Version", i32 4}
!10 = !{i32 2, !"Debug Info Version", i32 3}
"""
    obj = ir_to_object(ir)
    elf = loader.link(obj, {"kernel": "k"})
    text, meta = loader.extract_text_section(elf), loader.read_meta(elf)
    store2 = text.index(bytes.fromhex("c70702000000"))  # movl $2, (%rdi) in the helper
    assert store2 > 0 and line_at(meta["lines"], store2) == 21
    store1 = text.index(bytes.fromhex("c70701000000"))
    assert line_at(meta["lines"], store1) == 2


def test_objects_without_line_info_get_no_table(ir_to_object):
    obj = ir_to_object("define void @kernel_entry(ptr %p) #0 {\n  ret void\n}\n")
    assert line_table(read_elf(obj), {}) is None
    assert "lines" not in loader.read_meta(loader.link(obj, {"kernel": "k"}))


def test_line_at_takes_the_last_row_at_or_before_the_offset():
    table = {"file": "f.ik", "rows": [[4, 7], [10, 0], [12, 9]]}
    assert [line_at(table, o) for o in (0, 3, 4, 9, 10, 11, 12, 500)] == [0, 0, 7, 7, 0, 0, 9, 9]
    assert line_at({"rows": []}, 5) == 0


@pytest.fixture(scope="module")
def debug_obj() -> bytes:
    return payload(DIVIDE, 2).obj


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_corrupt_line_programs_raise_only_loader_error(debug_obj, data):
    elf = ELFFile(io.BytesIO(debug_obj))
    section = elf.get_section_by_name(".debug_line")
    start, size = section["sh_offset"], section["sh_size"]
    blob = bytearray(debug_obj)
    for _ in range(data.draw(st.integers(1, 6))):
        blob[start + data.draw(st.integers(0, size - 1))] = data.draw(st.integers(0, 255))
    try:
        meta = loader.read_meta(loader.link(bytes(blob), {"kernel": "k"}))
    except LoaderError:
        return
    rows = meta.get("lines", {"rows": []})["rows"]
    assert all(isinstance(o, int) and isinstance(n, int) for o, n in rows)


def test_inspect_prints_the_line_table_packed():
    k = payload(DIVIDE, 2)
    text = loader.format_description(loader.describe(k.elf))
    rows = k.meta["lines"]["rows"]
    assert f"line table of 'divide.ik', offset:line ({len(rows)} rows):" in text
    assert " ".join(f"{o:#x}:{n}" for o, n in rows[:8]) in text
    assert '"lines"' not in text and '"traps"' in text
