"""The debugging statements in the frontend: ``print(...)`` and ``breakpoint(...)`` parse and
check into ``ast.Print``/``ast.Breakpoint``, misuse is a located CompileError, and a user
definition of either name shadows the statement (docs/language.md, "Debugging statements")."""

from __future__ import annotations

import pytest

from incore import abi
from incore.frontend import ast as A
from incore.frontend import check
from tests.support.frontend_util import compile_error

H = "kernel k(x: Tensor[[N], f32], m: Tensor[[8, 8], i32], n: i32, a: f32):\n"


def body(*lines: str) -> str:
    return H + "".join(f"    {line}\n" for line in lines)


def kernel_body(src: str) -> list[A.Stmt]:
    return check(src, "t.ik").kernels["k"].body


def test_print_checks_strings_scalars_and_tiles_into_one_site():
    src = body("i = 3", "t = x[0:16]", 'print("t {x} =", t, i, a * 2.0, m[0:8, 0:8] > 0, "end")',
               'log.info_v3("after {}", i)')
    program = check(src, "t.ik")
    stmt = program.kernels["k"].body[2]
    assert isinstance(stmt, A.Print) and isinstance(stmt, A.Stmt)
    texts = [v.value for v in stmt.values if isinstance(v, A.Text)]
    assert texts == ["t {x} =", "end"]
    assert [type(v).__name__ for v in stmt.values][0] == "Text"
    assert [v.shape for v in stmt.values if not isinstance(v, A.Text)] == [(16,), (), (),
                                                                          (8, 8)]
    site = stmt.site
    assert (site.id, site.kind, site.level, site.line) == (0, "print", "info_v5", 4)
    assert site.fmt == "t {{x}} = {} {} {} {} end"
    assert site.arg_types == ["f32", "i64", "f32", "bool"]
    assert site.shapes == [(16,), (), (), (8, 8)]
    assert program.kernels["k"].sites[1].kind == "log" and program.kernels["k"].sites[1].id == 1
    assert site.fmt.format("T", "I", "A", "M") == "t {x} = T I A M end"


def test_print_of_nothing_is_a_prefix_only_line():
    (stmt,) = kernel_body(body("print()"))
    assert isinstance(stmt, A.Print) and stmt.values == [] and stmt.site.fmt == ""


def test_breakpoint_forms():
    stmts = kernel_body(body("i = 0", "breakpoint()", "breakpoint(i == 17)",
                             "breakpoint(block=3)", "breakpoint(i > 2 and a < 1.0, block=n)"))
    bps = stmts[1:]
    assert all(isinstance(b, A.Breakpoint) and isinstance(b, A.Stmt) for b in bps)
    assert (bps[0].condition, bps[0].block) == (None, None)
    assert bps[1].condition.type.name == "bool" and bps[1].block is None
    assert bps[2].condition is None and isinstance(bps[2].block, A.Literal)
    assert bps[2].block.value == 3 and bps[2].block.type.name == "i64"
    assert bps[3].block.type.name == "i32" and bps[3].span.line == 6


def test_breakpoint_is_allowed_in_helpers():
    src = ("func h(v: f32) -> f32:\n    breakpoint(v > 1.0)\n    return v\n\n"
           + body("x[0] = h(a)"))
    func = check(src, "t.ik").funcs["h"]
    assert isinstance(func.body[0], A.Breakpoint)


@pytest.mark.parametrize("line, message, col", [
    ("breakpoint(1, 2)",
     "breakpoint() takes at most 1 positional argument (a bool condition), got 2", 19),
    ("breakpoint(foo=1)", "breakpoint() has no keyword argument 'foo' (it takes block=)", 16),
    ("breakpoint(n)", "a breakpoint condition must be bool, got i32", 16),
    ("breakpoint(a + 1.0)", "a breakpoint condition must be bool, got f32", 16),
    ("breakpoint(x[0:4] > 0.0)", "a breakpoint condition must be a scalar bool, got a tile", 16),
    ('breakpoint("here")', "breakpoint() takes a bool condition, not a string", 16),
    ("breakpoint(block=a)", "breakpoint(block=) needs an integer, got f32", 22),
    ("breakpoint(block=True)", "breakpoint(block=) needs an integer, got bool", 22),
    ("breakpoint(block=1, block=2)", "breakpoint() got block= twice", 25),
    ("v = breakpoint()", "breakpoint() is a statement and has no value", 9),
    ("v = print(n)", "print() is a statement and has no value", 9),
    ("v = 1 + print(n)", "print() is a statement and has no value", 13),
    ('print(n, sep="")', "print() takes no keyword arguments, got 'sep='", 14),
    ('print(n, end="")', "print() takes no keyword arguments, got 'end='", 14),
    ("print(x)", "tensor 'x' cannot be used as a value", 11),
    ("print(undefined)", "unknown name 'undefined'", 11),
    ("print(n ** 2)", "unsupported construct: ", 11),
])
def test_misuse_is_a_located_error(line, message, col):
    err = compile_error(body(line))
    assert message in err.message and (err.line, err.col) == (2, col), str(err)
    assert "^" in str(err)


def test_print_takes_at_most_8_values_besides_strings():
    args = ", ".join(["n"] * abi.MAX_LOG_ARGS)
    assert isinstance(kernel_body(body(f'print("a", {args}, "b")'))[0], A.Print)
    err = compile_error(body(f"print({args}, a)"))
    assert "print() takes at most 8 values besides strings" in err.message
    assert err.col == 11 + len(args) + 2


def test_print_in_a_helper_is_an_error():
    err = compile_error("func h(v: f32) -> f32:\n    print(v)\n    return v\n\n"
                        + body("x[0] = h(a)"))
    assert "print() is only allowed in kernel bodies" in err.message and err.line == 2


def test_a_void_helper_call_cannot_be_printed():
    err = compile_error("func h(v: f32):\n    pass\n\n" + body("print(h(a))"))
    assert "returns nothing" in err.message


@pytest.mark.parametrize("name", ["print", "breakpoint"])
def test_user_definitions_shadow_the_statements(name):
    helper = f"func {name}(v: f32) -> f32:\n    return v + 1.0\n\n"
    stmts = kernel_body(helper + body(f"x[0] = {name}(a)", f"{name}(a)"))
    assert isinstance(stmts[0], A.Store) and isinstance(stmts[0].value, A.Call)
    assert isinstance(stmts[1], A.ExprStmt) and stmts[1].value.func == name
    err = compile_error(body(f"{name} = 1", f"{name}(n)"))
    assert f"it shadows the builtin '{name}' here" in err.message
    param = f"kernel k(x: Tensor[[4], f32], {name}: f32):\n    x[0] = {name}\n"
    assert isinstance(check(param, "t.ik").kernels["k"].body[0], A.Store)
