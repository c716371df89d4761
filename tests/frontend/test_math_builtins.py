"""The frontend side of the math builtins: inf/nan constants typed by context, IEEE literal
folding, Python's float // and % in constant folding, typing of the new builtins, and the hints
for spellings from other languages."""

from __future__ import annotations

import math

import pytest

import incore
from incore import frontend
from incore.frontend import ast as A
from tests.support.frontend_util import compile_error

H = "kernel k(x: Tensor[[N], f32], d: Tensor[[N], f64], n: Tensor[[N], i32], a: f32):\n"


def literal_of(src: str) -> A.Literal:
    """The literal stored by the kernel's first statement ``x[0] = <literal expr>`` (or
    ``d[0] = ...``)."""
    program = frontend.check(H + src, filename="t.ik")
    stmt = program.kernels["k"].body[0]
    value = stmt.value
    assert isinstance(value, A.Literal), value
    return value


@pytest.mark.parametrize(
    ("expr", "want"),
    [("inf", math.inf), ("-inf", -math.inf), ("nan", math.nan), ("inf - inf", math.nan),
     ("2.0 * -inf", -math.inf), ("1.0 / inf", 0.0), ("-1.0 / inf", -0.0),
     ("inf * 0.0", math.nan), ("1.0 // 0.1", 9.0), ("-7.5 % 2.0", 0.5), ("7.5 % -2.0", -0.5),
     ("-1.0 // inf", -1.0), ("-1.0 % inf", math.inf), ("max(-inf, 3.0)", 3.0),
     ("abs(-inf)", math.inf)],
)
def test_float_constants_fold_with_ieee_and_python_semantics(expr: str, want: float) -> None:
    for target in ("x", "d"):
        lit = literal_of(f"    {target}[0] = {expr}\n")
        assert lit.type.name == ("f32" if target == "x" else "f64")
        if math.isnan(want):
            assert math.isnan(lit.value)
        else:
            assert lit.value == want and math.copysign(1, lit.value) == math.copysign(1, want)


def test_finite_overflow_in_folding_is_still_an_error() -> None:
    err = compile_error(H + "    d[0] = 1e300 * 1e300\n")
    assert "constant expression overflows" in err.message


def test_out_of_range_literal_points_at_inf() -> None:
    err = compile_error(H + "    x[0] = f32(-1e300)\n")
    assert "out of range for f32" in err.message and "-inf" in (err.hint or "")
    err = compile_error(H + "    v: f32 = 1e39\n")
    assert "write inf" in (err.hint or "")


def test_inf_in_integer_context_is_an_error() -> None:
    err = compile_error(H + "    n[0] = inf\n")
    assert "cannot be used as i32" in err.message


def test_const_may_be_minus_inf_and_a_local_may_shadow_inf() -> None:
    src = "const LOW = -inf\n" + H + "    x[0] = max(LOW, a)\n"
    frontend.check(src, filename="t.ik")
    program = frontend.check(H + "    inf = 1.0\n    x[0] = inf\n", filename="t.ik")
    assert str(program.kernels["k"].locals["inf"]) == "f32"


def test_builtin_typing() -> None:
    program = frontend.check(
        H + "    b = isnan(a)\n    c = pow(a, 2)\n    e = atan2(d[0], 1.0)\n    f = sin(2.0)\n",
        filename="t.ik",
    )
    locals_ = program.kernels["k"].locals
    assert {k: str(v) for k, v in locals_.items()} == {"b": "bool", "c": "f32", "e": "f64",
                                                       "f": "f32"}
    err = compile_error(H + "    c = pow(a, d[0])\n")
    assert "mismatched types in pow()" in err.message
    err = compile_error(H + "    c = fmod(n[0], 2)\n")
    assert "fmod() needs float arguments, got i32" in err.message
    err = compile_error(H + "    c = hypot(a)\n")
    assert "hypot() takes 2 arguments, got 1" in err.message


@pytest.mark.parametrize(
    ("body", "message", "hint"),
    [("    v = tl.program_id(0)\n", "'tl.program_id'", "use block_idx"),
     ("    v = cuda.grid(1)\n", "'cuda.grid'", "use block_idx"),
     ("    v = blockIdx.x\n", "unknown name 'blockIdx'", "use block_idx"),
     ("    v = blockIdx\n", "unknown name 'blockIdx'", "use block_idx"),
     ("    atomicAdd(a, 1.0)\n", "unknown function 'atomicAdd'", "use atomic_add(t[i], v)"),
     ("    tl.atomic_add(a, 1.0)\n", "'tl.atomic_add'", "use atomic_add(t[i], v)"),
     ("    v = true\n", "unknown name 'true'", "use True"),
     ("    v = 0\n    v++\n", "unexpected end of line", "write v += 1"),
     ("    v = 0\n    v--\n", "unexpected end of line", "write v -= 1"),
     ("    v = math.inf\n", "'math.inf'", "write inf"),
     ("    v = np.nan\n", "'np.nan'", "write nan"),
     ("    v = float('inf')\n", "unknown function 'float'", "write inf"),
     ("    v = float('-inf')\n", "unknown function 'float'", "write -inf")],
)
def test_hints_for_other_languages(body: str, message: str, hint: str) -> None:
    err = compile_error(H + body)
    assert message in err.message, err.message
    assert err.hint is not None and hint in err.hint, err.hint


def test_new_builtins_link_without_libcalls() -> None:
    """Every builtin in one kernel per float type links into a text-only payload (the linker
    rejects undefined symbols, so a libm call would fail here)."""
    from incore.frontend.scope import FLOAT_MATH, FLOAT_MATH2

    for t in ("f32", "f64"):
        calls = [f"        y[i] = {n}(v)\n" for n in FLOAT_MATH]
        calls += [f"        y[i] = {n}(v, v)\n" for n in FLOAT_MATH2]
        src = (f"kernel k(x: Tensor[[N], {t}], y: Tensor[[N], {t}]):\n"
               "    for i in range(N):\n        v = x[i]\n"
               + "".join(calls)
               + "        y[i] = select(isinf(v) or isfinite(v), v // 3.0, v % 3.0)\n")
        module = incore.compile(src, filename="t.ik", opt=2)
        payload = next(iter(module["k"].variants.values()))
        assert payload.text
