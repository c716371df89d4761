"""Debug line info and trap sites in the lowered IR and its meta."""

from __future__ import annotations

import re

import pytest

import incore

SRC = """
func half(v: i32) -> i32:
    return v // 2

kernel k(y: Tensor[[4], i32], n: i32, z: u32):
    a = n + 1
    y[0] = half(a)
    y[1] = i32(z // z)
"""


def lowered(source: str = SRC, name: str = "k", filename: str = "k.ik"):
    return incore.compile(source, filename=filename, link=False)[name]


def test_file_is_named_as_given_with_no_host_directory():
    ir = lowered(filename="examples/demo/kernel.ik").ir
    assert '!DIFile(directory: "", filename: "examples/demo/kernel.ik")' in ir
    assert "emissionKind: LineTablesOnly" in ir
    assert '!"Debug Info Version", i32 3' in ir and '!"Dwarf Version", i32 4' in ir


def test_instructions_carry_their_statement_and_helper_lines():
    ir = lowered().ir
    line_of = {m.group(1): int(m.group(2))
               for m in re.finditer(r"^(![0-9]+) = !DILocation\(column: 0, line: ([0-9]+),", ir,
                                    re.MULTILINE)}
    body = ir.split("body:")[1].split("\n}")[0]
    lines_used = {line_of[m] for m in re.findall(r"!dbg (![0-9]+)", body)}
    assert lines_used == {3, 6, 7, 8}  # the helper body keeps the helper's own line 3
    sdiv = next(x for x in body.splitlines() if " sdiv " in x)
    assert line_of[sdiv.rsplit("!dbg ", 1)[1]] == 3


def test_each_check_is_its_own_trap_site():
    k = lowered()
    # v // 2 by a constant: no check; z // z (unsigned): only the zero check
    assert k.meta["traps"] == [{"id": 0, "cause": "division by zero", "file": "k.ik", "line": 8}]
    assert k.ir.count("# incore trap ") == 1 and "llvm.trap" not in k.ir


@pytest.mark.parametrize("expr,causes", [
    ("n // m", ["division by zero", "INT_MIN // -1 overflows"]),
    ("n % m", ["division by zero", "INT_MIN % -1 overflows"]),
    ("ceil_div(n, m)", ["division by zero", "ceil_div(INT_MIN, -1) overflows"]),
    ("n // -1", ["INT_MIN // -1 overflows"]),
    ("n // 0", ["division by zero"]),
    ("n // 3", []),
])
def test_trap_causes_per_operation(expr, causes):
    k = lowered(f"kernel t(y: Tensor[[1], i64], n: i64, m: i64):\n    y[0] = {expr}\n", "t")
    assert [t["cause"] for t in k.meta["traps"]] == causes
    assert all(t["line"] == 2 for t in k.meta["traps"])
    for t in k.meta["traps"]:
        code = ", ".join(f"0x{b:02x}" for b in incore.abi.trap_instruction(t["id"]))
        assert f'".byte {code} # incore trap {t["id"]}"' in k.ir


def test_zero_step_check_is_a_trap_site_on_the_loop_line():
    src = "kernel s(y: Tensor[[1], i64], st: i64):\n    for i in range(0, 9, st):\n" \
          "        y[0] = i\n"
    assert lowered(src, "s").meta["traps"] == [
        {"id": 0, "cause": "range() step is 0", "file": "k.ik", "line": 2}
    ]
