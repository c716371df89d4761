"""Fixes from a user trial that are not error messages alone: literal folding of intrinsics,
casts of literals, the locals a later diagnostic explains, and how the CLI prints a
CompileError."""

from __future__ import annotations

import pytest

from incore.cli import main
from incore.frontend import ast as A
from incore.frontend import check
from incore.frontend.types import F32, I8, I64, U8

H = "kernel k(y: Tensor[[N], f32], m: i32):\n"


def first_value(line: str) -> A.Expr:
    """The value of the first statement of a kernel whose body is ``line``."""
    stmt = check(H + f"    {line}\n", "t.ik").kernels["k"].body[0]
    assert isinstance(stmt, (A.Assign, A.Store))
    return stmt.value


@pytest.mark.parametrize(
    "line, value, type_",
    [
        ("v: u8 = abs(-3)", 3, U8),
        ("v = abs(-3)", 3, I64),
        ("v = abs(-2.5)", 2.5, F32),
        ("v: u8 = max(-1, 3)", 3, U8),
        ("v = min(1, 2.5)", 1.0, F32),
        ("v = min(3, 1, 2)", 1, I64),
        ("v = ceil_div(7, 2)", 4, I64),
        ("v = ceil_div(-7, 2)", -3, I64),
        ("v = ceil_div(7, -2)", -3, I64),
        ("v: i8 = ceil_div(254, 2)", 127, I8),
        ("y[0] = abs(-2)", 2.0, F32),
        ("v = max(1, 2) * 3", 6, I64),
    ],
)
def test_intrinsics_of_literals_fold(line: str, value: float, type_: object) -> None:
    e = first_value(line)
    assert isinstance(e, A.Literal)
    assert e.value == value and type(e.value) is type(value)
    assert e.type == type_


def test_intrinsics_with_a_typed_argument_do_not_fold() -> None:
    e = first_value("v = min(m, 1, 2)")
    assert isinstance(e, A.Intrinsic) and e.type.name == "i32"
    assert [a.type.name for a in e.args] == ["i32", "i32", "i32"]


def test_cast_of_a_literal_that_does_not_fit_wraps_like_any_cast() -> None:
    e = first_value("v = i8(200)")
    assert isinstance(e, A.Cast) and e.type == I8
    assert isinstance(e.value, A.Literal) and e.value.value == 200 and e.value.type == I64
    fits = first_value("v = i8(100)")
    assert isinstance(fits, A.Cast) and fits.value.type == I8


def test_same_type_reuse_of_a_loop_variable_is_fine() -> None:
    check(H + "    for i in range(m):\n        pass\n    for i in range(3):\n        pass\n")
    check(H + "    for i in range(u8(m)):\n        pass\n    for i in range(10, 0, 2):\n"
          "        pass\n")


def test_cli_prints_a_compile_error_once(tmp_path, capsys) -> None:
    bad = tmp_path / "f.ik"
    bad.write_text("kernel k(x: Tensor[[N], f32]):\n    x[0] = blok_idx\n")
    assert main(["compile", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{bad}:2:12: error: unknown name 'blok_idx'\n")
    assert "incore: error" not in err
    assert "^^^^^^^^" in err and "hint: did you mean 'block_idx'?" in err


def test_cli_compile_error_without_a_line(tmp_path, capsys) -> None:
    missing = tmp_path / "missing.ik"
    assert main(["compile", str(missing)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{missing}: error: cannot read")
    assert "incore: error" not in err and ":0:0:" not in err


def test_cli_other_errors_keep_the_prefix(tmp_path, capsys) -> None:
    assert main(["inspect", str(tmp_path / "missing.elf")]) == 1
    assert capsys.readouterr().err.startswith("incore: error: cannot read")
