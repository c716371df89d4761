"""User names shadow library names, as Python's scoping shadows builtins (docs/language.md,
"Top level"): every library function and constant may be the name of a helper, const,
parameter or local.  The programs are generated from the library's own name table, so a name
added to the library is covered here without editing this file."""

from __future__ import annotations

import pytest

import incore
from incore.frontend import ast as A
from incore.frontend import check
from incore.frontend.scope import FLOAT_CONSTS, LIBRARY_FUNCS, LIBRARY_NAMES, RESERVED
from tests.support.frontend_util import compile_error

NAMES = sorted(LIBRARY_NAMES)


def _calls(stmts: list[A.Stmt]) -> list[A.Expr]:
    """Every Call and Intrinsic node under ``stmts``."""
    found: list[A.Expr] = []

    def walk(node: object) -> None:
        if isinstance(node, (A.Call, A.Intrinsic)):
            found.append(node)
        if isinstance(node, list):
            for item in node:
                walk(item)
        elif hasattr(node, "__dataclass_fields__"):
            for name in node.__dataclass_fields__:
                walk(getattr(node, name))

    walk(stmts)
    return found


def test_the_table_holds_the_library_and_no_reserved_name() -> None:
    assert {"rsqrt", "fmod", "sum", "zeros", "atomic_add", "wait_flag", "load", "range",
            "log", "inf", "nan"} <= LIBRARY_NAMES
    assert not LIBRARY_NAMES & RESERVED


def test_every_library_function_name_may_be_a_helper() -> None:
    """One module defines a helper per library function name; the kernel calls each, and
    every call is the helper's (lowered by inlining), never the library's."""
    helpers = "".join(
        f"func {name}(v: f32) -> f32:\n    return v + {k}.0\n\n"
        for k, name in enumerate(LIBRARY_FUNCS)
    )
    calls = "".join(f"    x[{k}] = {name}(x[{k}])\n" for k, name in enumerate(LIBRARY_FUNCS))
    src = helpers + f"kernel k(x: Tensor[[{len(LIBRARY_FUNCS)}], f32]):\n" + calls
    program = check(src, "t.ik")
    made = _calls(program.kernels["k"].body)
    assert [c.func for c in made if isinstance(c, A.Call)] == list(LIBRARY_FUNCS)
    assert not [c for c in made if isinstance(c, A.Intrinsic)]
    incore.compile(src, filename="t.ik", link=False)


@pytest.mark.parametrize("start", range(0, len(NAMES), 15))
def test_every_library_name_may_be_a_parameter(start: int) -> None:
    """Scalar parameters named like library names (15 per kernel: the scalar parameter
    limit is 16), read as values; helper parameters too."""
    names = NAMES[start:start + 15]
    params = ", ".join(f"{n}: f32" for n in names)
    total = " + ".join(names)
    src = (
        f"func h({params}) -> f32:\n    return {total}\n\n"
        f"kernel k(y: Tensor[[2], f32], {params}):\n"
        f"    y[0] = {total}\n"
        f"    y[1] = h({', '.join(names)})\n"
    )
    program = check(src, "t.ik")
    assert [p.name for p in program.kernels["k"].scalars] == names
    incore.compile(src, filename="t.ik", link=False)


def test_every_library_name_may_be_a_local_and_a_const() -> None:
    local_names = [n for n in NAMES if n not in FLOAT_CONSTS]
    body = "".join(f"    {n} = {k}.0\n" for k, n in enumerate(local_names))
    body += "    y[0] = " + " + ".join(local_names) + "\n"
    consts = "".join(f"const {n} = {k + 2}\n" for k, n in enumerate(FLOAT_CONSTS))
    body += "    y[1] = f32(" + " + ".join(FLOAT_CONSTS) + ")\n"
    src = consts + "kernel k(y: Tensor[[2], f32]):\n" + body
    program = check(src, "t.ik")
    assert set(local_names) <= set(program.kernels["k"].locals)
    incore.compile(src, filename="t.ik", link=False)


def test_a_shadowed_name_is_the_users_only_in_its_scope() -> None:
    """A parameter ``fmod`` of one kernel leaves the builtin fmod to the other kernel."""
    src = (
        "kernel a(y: Tensor[[1], f32], fmod: f32):\n    y[0] = fmod * 2.0\n\n"
        "kernel b(y: Tensor[[1], f32], v: f32):\n    y[0] = fmod(v, 2.0)\n"
    )
    program = check(src, "t.ik")
    assert [c.name for c in _calls(program.kernels["b"].body)] == ["fmod"]


def test_calling_a_shadowing_parameter_names_the_shadowing() -> None:
    err = compile_error("kernel k(y: Tensor[[1], f32], fmod: f32):\n    y[0] = fmod(fmod, 2.0)\n")
    assert "'fmod' is not a function; it shadows the builtin 'fmod' here" in err.message
    assert err.line == 2 and err.hint == "rename the variable to call the builtin fmod()"


def test_a_shadowed_range_is_not_a_loop() -> None:
    err = compile_error(
        "func range(n: i64) -> i64:\n    return n\n\n"
        "kernel k(y: Tensor[[4], f32]):\n    for i in range(4):\n        y[i] = 1.0\n"
    )
    assert "shadows here" in err.message and err.line == 5


def test_language_names_stay_reserved() -> None:
    assert "'f32' is a builtin name" in compile_error("func f32(v: i32) -> i32:\n    return v\n"
                                                      ).message
    err = compile_error("kernel k(block_idx: i32):\n    pass\n")
    assert "parameter name 'block_idx' is a builtin name" in err.message
