"""Faults that say where: the cause and the kernel source line of every device fault.

Kernels compiled from source carry a line table and trap-site table in their meta; the fault
handler records the instruction pointer, and the runtime maps it to the line.  Hand-built
payloads (tests/support/payloads.py) cover signals the language cannot raise (int3, ud2).
"""

from __future__ import annotations

import io
import re

import llvmlite.binding as llvm
import numpy as np
import pytest
from elftools.elf.elffile import ELFFile

import incore
from incore import DeviceFault, loader
from tests.support import payloads as P

OPTS = [0, 2]


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=23, timeout=20.0)


def compiled(source: str, name: str, opt: int = 2):
    return incore.compile(source, filename=f"{name}.ik", opt=opt)[name]


def line_of(source: str, needle: str) -> int:
    """The 1-based line of ``source`` that contains ``needle`` (exactly one)."""
    hits = [n for n, text in enumerate(source.splitlines(), 1) if needle in text]
    assert len(hits) == 1, (needle, hits)
    return hits[0]


DIVIDE = """# integer division traps, one cause per site
kernel divide(out: Tensor[[4], i64], n: i64, d: i64):
    x = n + block_idx
    out[0] = x + 1
    out[1] = x // d
    out[2] = x % d
"""


@pytest.mark.parametrize("opt", OPTS)
def test_division_by_zero_names_cause_file_and_line(worker, opt):
    line = line_of(DIVIDE, "x // d")
    with pytest.raises(DeviceFault) as info:
        worker.launch(compiled(DIVIDE, "divide", opt), np.zeros(4, np.int64), 5, 0, blocks=1)
    err = info.value
    text = str(err)
    assert re.search(rf"kernel 'divide' divided by zero at divide\.ik:{line} "
                     r"\(core \d+ aiv, block 0; SIGILL", text), text
    assert "division by zero" in text
    assert (err.file, err.line, err.cause) == ("divide.ik", line, "division by zero")
    assert (err.kernel, err.block, err.signal) == ("divide", 0, "SIGILL")


@pytest.mark.parametrize("opt", OPTS)
@pytest.mark.parametrize("expr,cause", [
    ("x // d", "INT_MIN // -1 overflows"),
    ("x % d", "INT_MIN % -1 overflows"),
    ("ceil_div(x, d)", "ceil_div(INT_MIN, -1) overflows"),
])
def test_int_min_by_minus_one_names_its_own_cause(worker, opt, expr, cause):
    src = f"""
kernel ovf(out: Tensor[[2], i32], x: i32, d: i32):
    out[0] = 1
    out[1] = {expr}
"""
    with pytest.raises(DeviceFault) as info:
        worker.launch(compiled(src, "ovf", opt), np.zeros(2, np.int32), -(2**31), -1, blocks=1)
    err = info.value
    assert (err.cause, err.file, err.line) == (cause, "ovf.ik", line_of(src, expr))
    assert cause in str(err) and f"ovf.ik:{err.line}" in str(err)


@pytest.mark.parametrize("opt", OPTS)
def test_division_inside_a_helper_names_the_helper_line(worker, opt):
    src = """
func ratio(a: i64, b: i64) -> i64:
    return a // b

kernel useratio(out: Tensor[[1], i64], n: i64, d: i64):
    out[0] = ratio(n, d)
"""
    with pytest.raises(DeviceFault) as info:
        worker.launch(compiled(src, "useratio", opt), np.zeros(1, np.int64), 3, 0, blocks=1)
    assert info.value.line == line_of(src, "a // b") and info.value.cause == "division by zero"


@pytest.mark.parametrize("opt", OPTS)
def test_zero_range_step_names_its_cause_and_line(worker, opt):
    src = """
kernel zstep(out: Tensor[[1], i64], s: i64):
    out[0] = 0
    for i in range(0, 10, s):
        out[0] += 1
"""
    with pytest.raises(DeviceFault) as info:
        worker.launch(compiled(src, "zstep", opt), np.zeros(1, np.int64), 0, blocks=1)
    err = info.value
    assert err.cause == "range() step is 0" and err.line == line_of(src, "range(0, 10, s)")
    assert "range() step is 0" in str(err) and f"zstep.ik:{err.line}" in str(err)


@pytest.mark.parametrize("opt", OPTS)
def test_mix_kernel_fault_in_the_aic_payload_names_its_line(worker, opt):
    src = """
@mix
kernel mixdiv(out: Tensor[[4], i64], d: i64):
    if core_type == AIC:
        out[0] = 10 // d
    else:
        out[1 + sub_block_idx] = 20 + d
"""
    with pytest.raises(DeviceFault) as info:
        worker.launch(compiled(src, "mixdiv", opt), np.zeros(4, np.int64), 0, blocks=1)
    err = info.value
    assert err.line == line_of(src, "10 // d") and err.cause == "division by zero"
    assert re.search(r"\(core \d+ aic, block 0;", str(err)), str(err)


FAR_STORE = """
kernel smash(x: Tensor[[N], f32], far: i64):
    x[0] = 1.0
    x[far] = 2.0
    x[1] = 3.0
"""


@pytest.mark.parametrize("opt", OPTS)
def test_far_out_of_bounds_store_names_its_line(worker, opt):
    x = np.zeros(8, np.float32)
    with pytest.raises(DeviceFault) as info:
        worker.launch(compiled(FAR_STORE, "smash", opt), x, 1 << 40, blocks=1)
    err = info.value
    line = line_of(FAR_STORE, "x[far]")
    assert (err.signal, err.file, err.line) == ("SIGSEGV", "smash.ik", line)
    assert f"at smash.ik:{line}" in str(err) and "faulting address 0x" in str(err)
    assert err.address is not None and err.address != 0


@pytest.mark.parametrize("opt", OPTS)
def test_non_canonical_store_is_reported_as_such(worker, opt):
    x = np.zeros(8, np.float32)
    with pytest.raises(DeviceFault) as info:
        worker.launch(compiled(FAR_STORE, "smash", opt), x, 1 << 61, blocks=1)  # bit 63 set
    err = info.value
    text = str(err)
    assert "a non-canonical address (general protection fault)" in text, text
    assert "0x0" not in text and err.address is None and err.cause == "non-canonical address"
    assert err.line == line_of(FAR_STORE, "x[far]")


# ------------------------------------------------------------ hand-built payloads


def _ir_payload(body: str, name: str) -> P.Kernel:
    """A kernel whose entry runs the inline asm ``body`` between two recognisable stores."""
    ir = (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n"
        "  store volatile i64 1, ptr %args\n"
        f'  call void asm sideeffect "{body}", ""()\n'
        "  store volatile i64 2, ptr %args\n  ret void\n}\n"
    )
    return P.Kernel(name, P.compile_ir(ir), P.make_meta(name, []))


def test_int3_raises_sigtrap_with_core_and_block(worker):
    kernel = _ir_payload("int3", "brk")
    with pytest.raises(DeviceFault) as info:
        worker.launch(kernel, blocks=1)
    err = info.value
    text = str(err)
    assert err.signal == "SIGTRAP" and err.block == 0 and err.core is not None, text
    assert re.search(r"'brk' raised SIGTRAP on core \d+ \(aiv\), block 0", text), text
    assert f"payload offset {kernel.text.index(0xCC):#x}" in text  # the int3 itself
    assert "exit status" not in text and err.cause == "breakpoint"


def test_plain_ud2_is_a_sigill_that_is_no_trap_site(worker):
    kernel = _ir_payload("nop; nop; nop; ud2", "badop")
    with pytest.raises(DeviceFault) as info:
        worker.launch(kernel, blocks=1)
    err = info.value
    text = str(err)
    assert err.signal == "SIGILL" and err.cause == "illegal instruction"
    assert "not an incore trap site" in text and "division" not in text
    # the recorded instruction pointer is the ud2 (gregs[REG_RIP] of the signal context)
    ud2 = kernel.text.index(b"\x0f\x0b")
    assert f"payload offset {ud2:#x}" in text


def test_trap_bytes_without_a_trap_table_are_no_trap_site(worker):
    # The trap encoding itself, but the meta has no traps table naming it.
    kernel = _ir_payload(".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00", "fake")
    with pytest.raises(DeviceFault) as info:
        worker.launch(kernel, blocks=1)
    assert info.value.cause == "illegal instruction" and info.value.line is None


def _linked_with_lines(asm: str, line: int) -> tuple[bytes, dict]:
    """A payload linked by the loader from IR whose asm statement is at ``line`` of t.ik."""
    ir = f"""
target triple = "x86_64-unknown-linux-gnu"
define void @kernel_entry(ptr %args) nounwind !dbg !4 {{
entry:
  store volatile i64 1, ptr %args, !dbg !6
  call void asm sideeffect "{asm}", ""(), !dbg !7
  store volatile i64 2, ptr %args, !dbg !8
  ret void, !dbg !8
}}
!llvm.dbg.cu = !{{!1}}
!llvm.module.flags = !{{!9, !10}}
!0 = !DIFile(filename: "t.ik", directory: "")
!1 = distinct !DICompileUnit(language: DW_LANG_Python, file: !0, emissionKind: LineTablesOnly)
!3 = !DISubroutineType(types: !{{}})
!4 = distinct !DISubprogram(name: "t", file: !0, line: 1, type: !3, unit: !1,
                            spFlags: DISPFlagDefinition)
!6 = !DILocation(line: {line - 1}, scope: !4)
!7 = !DILocation(line: {line}, scope: !4)
!8 = !DILocation(line: {line + 1}, scope: !4)
!9 = !{{i32 7, !"Dwarf Version", i32 4}}
!10 = !{{i32 2, !"Debug Info Version", i32 3}}
"""
    module = llvm.parse_assembly(ir)
    module.verify()
    machine = llvm.Target.from_triple(P.TRIPLE).create_target_machine(
        cpu="x86-64", reloc="pic", codemodel="small", opt=2
    )
    elf = loader.link(machine.emit_object(module), P.make_meta("t", []))
    return loader.extract_text_section(elf), loader.read_meta(elf)


def test_sigtrap_in_a_linked_payload_names_its_line(worker):
    P.compile_ir("define void @kernel_entry(ptr %args) {\nentry:\n  ret void\n}\n")  # init LLVM
    text, meta = _linked_with_lines("int3", 7)
    with pytest.raises(DeviceFault) as info:
        worker.launch(P.Kernel("t", text, meta), blocks=2)
    err = info.value
    assert (err.signal, err.file, err.line) == ("SIGTRAP", "t.ik", 7)
    assert ", at t.ik:7" in str(err)


def test_every_fault_signal_has_the_native_handler(worker):
    from incore.runtime.device import main as device

    pid = worker.device_pid
    with open(f"/proc/{pid}/status") as f:
        caught = int(next(x for x in f if x.startswith("SigCgt:")).split()[1], 16)
    for signo in device.FAULT_SIGNALS:
        assert caught >> (signo - 1) & 1, signo.name


def test_line_table_is_meta_only_never_a_debug_section():
    k = compiled(DIVIDE, "divide")
    names = [s.name for s in ELFFile(io.BytesIO(k.elf)).iter_sections()]
    assert names == ["", ".text", ".symtab", ".strtab", ".incore.meta", ".shstrtab"]
    assert ".debug_line" in [s.name for s in ELFFile(io.BytesIO(k.obj)).iter_sections()]
    assert k.meta == loader.read_meta(k.elf) and k.meta["lines"]["file"] == "divide.ik"
