"""The checker's rules for the tile operations: shapes and types of ``t.T``, ``argmax``,
``cumsum``, ``bitcast``, integer ``@`` and tile-window atomics, and their errors."""

from __future__ import annotations

import pytest

from incore.frontend import ast as A
from incore.frontend import check
from tests.support.frontend_util import compile_error

H = "kernel k(x: Tensor[[8, 16], f32], h: Tensor[[16], i32], n: i64):\n"


def _value(src: str) -> A.Expr:
    stmt = check(src, "t.ik").kernels["k"].body[-1]
    return stmt.value


@pytest.mark.parametrize("expr, node, shape, dtype", [
    ("x[0:8, 0:16].T", A.Transpose, (16, 8), "f32"),
    ("argmax(x[0:8, 0:16], axis=1)", A.ArgReduce, (8,), "i32"),
    ("argmin(x[0:8, 0:16], axis=0, keepdims=True)", A.ArgReduce, (1, 16), "i32"),
    ("argmax(x[0:8, 0:16])", A.ArgReduce, (), "i32"),
    ("cumsum(x[0:8, 0:16], axis=-1)", A.Scan, (8, 16), "f32"),
    ("cumprod(x[0:8, 0:16])", A.Scan, (128,), "f32"),
    ("bitcast(x[0:8, 0:16], i32)", A.Bitcast, (8, 16), "i32"),
    ("bitcast(1.5, u32)", A.Bitcast, (), "u32"),
])
def test_shapes_and_types(expr: str, node: type, shape: tuple, dtype: str) -> None:
    e = _value(H + f"    v = {expr}\n")
    assert isinstance(e, node) and e.shape == shape and str(e.type) == dtype


def test_integer_matmul_accumulates_in_i32() -> None:
    src = "@aic\nkernel k(a: Tensor[[4, 8], i8], b: Tensor[[8, 2], i8]):\n" \
          "    c = a[0:4, 0:8] @ b[0:8, 0:2]\n"
    e = check(src, "t.ik").kernels["k"].body[-1].value
    assert isinstance(e, A.MatMul) and str(e.type) == "i32" and e.shape == (4, 2)


def test_a_tile_window_atomic_is_a_statement() -> None:
    stmt = check(H + "    atomic_add(h[0:16], 1)\n", "t.ik").kernels["k"].body[-1]
    assert isinstance(stmt, A.TileAtomic) and stmt.op == "add" and stmt.window.shape == (16,)


@pytest.mark.parametrize("line, message, hint", [
    ("v = h[0:16].T", ".T transposes a 2-D tile, got Tile[[16], i32]", "[N, 1]"),
    ("v = argmax(n)", "argmax() works on a tile, got a scalar i64", "argmax(t)"),
    ("v = cumsum(x[0:8, 0:16], axis=2)", "axis 2 is out of range for a 2-D tile", None),
    ("v = cumsum(x[0:8, 0:16] > 0.0)", "cumsum() of a bool tile is not defined", "i32(mask)"),
    ("v = argmax(x[0:8, 0:16], keepdim=True)", "argmax() has no keyword argument 'keepdim'",
     "keepdims"),
    ("v = bitcast(x[0:8, 0:16], i16)", "bitcast() needs types of one width: f32 has 32 bits, "
     "i16 16", "bitcast f32 to i32, u32"),
    ("v = bitcast(n > 0, i8)", "bitcast() does not apply to bool", "i32(mask)"),
    ("v = atomic_add(h[0:16], 1)", "a tile-window atomic_add() returns nothing",
     "call it as a statement: atomic_add(h[0:16], 1)"),
    ("atomic_max(h[0:16], zeros([8], i32))", "Tile[[8], i32] cannot update a window of shape "
     "[16]", "broadcast"),
])
def test_errors_name_the_cause_and_the_fix(line: str, message: str, hint: str | None) -> None:
    err = compile_error(H + f"    {line}\n")
    assert message in err.message and err.line == 2
    if hint is not None:
        assert hint in err.hint


def test_matmul_rejects_other_integer_types_and_mixed_types() -> None:
    src = "@aic\nkernel k(a: Tensor[[4, 8], {a}], b: Tensor[[8, 2], {b}]):\n" \
          "    c = a[0:4, 0:8] @ b[0:8, 0:2]\n"
    err = compile_error(src.format(a="i64", b="i64"))
    assert "'@' multiplies float tiles or i8, u8, i16, u16, i32 tiles, got i64" in err.message
    assert "needs tiles of one element type" in compile_error(src.format(a="i8", b="u8")).message


def test_a_bypass_tensor_cannot_take_a_tile_window_atomic() -> None:
    err = compile_error(H + "    set_cache_policy(h, CachePolicy.BYPASS)\n"
                        "    atomic_add(h[0:16], 1)\n")
    assert "atomic_add() on 'h' cannot bypass the cache" in err.message and err.line == 3
