"""The checker's rules for reshapes and new axes: the shapes ``t.reshape``, ``t[:, None]``,
``broadcast_to`` and ``expand_dims`` give, and their errors (message, hint, line, column)."""

from __future__ import annotations

import pytest

from incore.frontend import ast as A
from incore.frontend import check
from tests.support.frontend_util import compile_error

H = ("kernel k(x: Tensor[[8, 16], f32], v: Tensor[[8], f32], h: Tensor[[16], i32], n: i64,\n"
     "         a: f32):\n")
L = 3  # the line of the first body statement


def _value(src: str) -> A.Expr:
    stmt = check(src, "t.ik").kernels["k"].body[-1]
    return stmt.value


@pytest.mark.parametrize("expr, node, shape, dtype", [
    ("v[0:8][:, None]", A.Reshape, (8, 1), "f32"),
    ("v[0:8][None, :]", A.Reshape, (1, 8), "f32"),
    ("v[0:8][None]", A.Reshape, (1, 8), "f32"),
    ("v[0:8][:, None, None]", A.Reshape, (8, 1, 1), "f32"),
    ("x[0:8, 0:16][:, None]", A.Reshape, (8, 1, 16), "f32"),
    ("x[0:8, 0:16][:, :, None]", A.Reshape, (8, 16, 1), "f32"),
    ("(v[0:8] * 2.0)[:, None]", A.Reshape, (8, 1), "f32"),
    ("sum(x[0:8, 0:16], axis=1)[:, None]", A.Reshape, (8, 1), "f32"),
    ("x[0:8, 0:16].reshape([16, 8])", A.Reshape, (16, 8), "f32"),
    ("x[0:8, 0:16].reshape((4, 32))", A.Reshape, (4, 32), "f32"),
    ("x[0:8, 0:16].reshape(2, 4, 16)", A.Reshape, (2, 4, 16), "f32"),
    ("x[0:8, 0:16].reshape(128)", A.Reshape, (128,), "f32"),
    ("x[0:8, 0:16].reshape([-1])", A.Reshape, (128,), "f32"),
    ("x[0:8, 0:16].reshape([4, -1])", A.Reshape, (4, 32), "f32"),
    ("reshape(h[0:16], [4, 4])", A.Reshape, (4, 4), "i32"),
    ("expand_dims(v[0:8], 1)", A.Reshape, (8, 1), "f32"),
    ("expand_dims(v[0:8], 0)", A.Reshape, (1, 8), "f32"),
    ("expand_dims(v[0:8], -1)", A.Reshape, (8, 1), "f32"),
    ("expand_dims(x[0:8, 0:16], axis=-2)", A.Reshape, (8, 1, 16), "f32"),
    ("v[0:8].expand_dims(1)", A.Reshape, (8, 1), "f32"),
    ("broadcast_to(v[0:8][:, None], [8, 16])", A.BroadcastTo, (8, 16), "f32"),
    ("broadcast_to(h[0:16], (8, 16))", A.BroadcastTo, (8, 16), "i32"),
    ("h[0:16].broadcast_to([2, 16])", A.BroadcastTo, (2, 16), "i32"),
    ("broadcast_to(a, [4])", A.BroadcastTo, (4,), "f32"),
    ("v[0:8][:, None] * x[0, 0:16][None, :]", A.Binary, (8, 16), "f32"),
    ("x[0:8, 0:16] * v[0:8][:, None]", A.Binary, (8, 16), "f32"),
    ("sum(x[0:8, 0:16].reshape([8, 4, 4]), axis=2, keepdims=True)", A.Reduce, (8, 4, 1), "f32"),
])
def test_shapes_and_types(expr: str, node: type, shape: tuple, dtype: str) -> None:
    e = _value(H + f"    w = {expr}\n")
    assert isinstance(e, node) and e.shape == shape and str(e.type) == dtype


def test_a_mask_may_be_a_column_or_a_row() -> None:
    src = H + ("    m = x[0:8, 0:16]\n"
               "    store(x[0:8, 0:16], m, mask=(arange(8) < n)[:, None])\n"
               "    w = load(x[0:8, 0:16], mask=(arange(16) < n)[None, :], other=-1.0)\n")
    body = check(src, "t.ik").kernels["k"].body
    assert body[1].mask.shape == (8, 1) and body[2].value.mask.shape == (1, 16)


def test_other_may_be_a_tile_that_broadcasts_to_the_window() -> None:
    src = H + "    w = load(x[0:8, 0:16], other=v[0:8][:, None])\n"
    other = check(src, "t.ik").kernels["k"].body[-1].value.other
    assert isinstance(other, A.Reshape) and other.shape == (8, 1)
    err = compile_error(H + "    w = load(x[0:8, 0:16], other=v[0:8][None, :])\n")
    assert "other= of shape [1, 8] does not fit the window of shape [8, 16]" in err.message
    assert (err.line, err.col) == (L, 34) and "other=fill[None, :]" in err.hint


def test_user_definitions_shadow_the_shape_functions() -> None:
    src = ("func reshape(a: f32, b: f32) -> f32:\n    return a * b\n"
           "kernel k(y: Tensor[[4], f32], broadcast_to: f32):\n"
           "    y[0] = reshape(1.0, 2.0) + broadcast_to\n"
           "    t = y[0:4].reshape([2, 2])\n")
    body = check(src, "t.ik").kernels["k"].body
    assert isinstance(body[0].value.left, A.Call) and isinstance(body[1].value, A.Reshape)


# (source line, message fragment, hint fragment or None, column)
ERRORS = [
    ("w = x[0:8, 0:16].reshape([4, 4])",
     "cannot reshape Tile[[8, 16], f32] (128 elements) into [4, 4] (16 elements)",
     "multiply to 128", 9),
    ("w = x[0:8, 0:16].reshape([-1, 5])",
     "cannot reshape Tile[[8, 16], f32] (128 elements) into [-1, 5]: 128 is not a multiple "
     "of 5", None, 9),
    ("w = x[0:8, 0:16].reshape([-1, -1])", "reshape() infers at most one dim (-1)", None, 35),
    ("w = x[0:8, 0:16].reshape([0, 128])", "a tile dimension must be positive (or one -1, "
     "inferred), got 0", None, 31),
    ("w = x[0:8, 0:16].reshape([2, 2, 2, 16])", "a tile has 1 to 3 dims, got 4", None, 30),
    ("w = x[0:8, 0:16].reshape([n, 16])", "a tile dimension must be a compile-time integer "
     "constant", None, 31),
    ("w = x[0:8, 0:16].reshape()", "reshape() needs a shape", None, 9),
    ("w = a.reshape([1])", "reshape() works on a tile, got a scalar f32", "full([1]", 9),
    ("w = x[0:8, 0:16][:, :, :, None]", "too many ':' for a 2-D tile", None, 9),
    ("w = x[0:8, 0:16][:, None, :, None]", "would have 4 dims [8, 1, 16, 1]; a tile has 1 to 3",
     None, 9),
    ("w = v[0:8][0, None]", "a subscript that adds an axis takes ':' and None only, got '0'",
     "t[:, None]", 16),
    ("w = v[0:8][1:3, None]", "takes ':' and None only, got '1:3'", None, 16),
    ("w = v[:, None]", "None adds an axis to a tile, and 'v' is a tensor",
     "v[r, c:c + T][None, :]", 9),
    ("w = a[:, None]", "None (a new axis) works on a tile, got a scalar f32", None, 9),
    ("w = expand_dims(v[0:8], 2)", "axis 2 is out of range for expand_dims() of a 1-D tile "
     "(it takes -2 to 1)", None, 29),
    ("w = expand_dims(v[0:8], -3)", "axis -3 is out of range", None, 29),
    ("w = expand_dims(x[0:8, 0:16][None], 0)", "expand_dims() would have 4 dims", None, 9),
    ("w = expand_dims(v[0:8])", "expand_dims() takes a tile and an axis, got 1 argument(s)",
     None, 9),
    ("w = expand_dims(v[0:8], axes=1)", "expand_dims() has no keyword argument 'axes'", None,
     29),
    ("w = broadcast_to(v[0:8], [8, 16])", "cannot broadcast Tile[[8], f32] to [8, 16]",
     "[TM, 1]", 9),
    ("w = broadcast_to(x[0:8, 0:16], [16])", "cannot broadcast Tile[[8, 16], f32] to [16]",
     None, 9),
    ("w = broadcast_to(v[0:8], [8, -1])", "a tile dimension must be positive, got -1", None,
     34),
    ("w = broadcast_to(v[0:8])", "broadcast_to() takes a tile and a shape, got 1", None, 9),
    ("w = x[0:8, 0:16] * v[0:8][None, :]", "tile shapes [8, 16] and [1, 8] do not broadcast",
     None, 9),
    ("w = v[0:8][:, None][0, 0]", "an element of a tile expression (Tile[[8, 1], f32]) cannot "
     "be read in place", "u[i, j]", 9),
    ("w = expand_dims(x[0:8, 0:16], (0, 1))", "expand_dims() adds one axis", "t[:, None, None]",
     35),
    ("w = x[0:8, 0:16] * v[0:8]", "tile shapes [8, 16] and [8] do not broadcast",
     "make it [8, 1] with t[:, None]", 9),
    ("w = v[0:8] + x[0:8, 0:16]", "tile shapes [8] and [8, 16] do not broadcast",
     "make it [8, 1] with t[:, None]", 9),
    ("w = x[0:8, 0:16].sum(axis=1)", "unsupported construct: method call '.sum()' of a tile "
     "(Tile[[8, 16], f32]); a tile's methods are .reshape(...)", "write sum(t, ...)", 9),
    ("w = v[0:8].reshap([8, 1])", "method call '.reshap()'", "reshape", 9),
    ("w = v[0:8].astype(i32)", "method call '.astype()'", "f32(t)", 9),
    ("w = v.reshape([8, 1])", "method call '.reshape()' of tensor 'v' (a tensor has no methods",
     "v[r, c:c + T].reshape(...)", 9),
    ("w = vv.reshape([8, 1])", "unknown name 'vv'", "did you mean 'v'", 9),
    ("w = np.reshape(v[0:8], [8, 1])", "module functions are not available; call reshape(...) "
     "directly", None, 9),
]


@pytest.mark.parametrize("line, message, hint, col", ERRORS)
def test_errors_name_the_cause_and_the_place(line: str, message: str, hint: str | None,
                                             col: int) -> None:
    err = compile_error(H + f"    {line}\n")
    assert message in err.message, str(err)
    assert (err.line, err.col) == (L, col), str(err)
    if hint is not None:
        assert hint in (err.hint or ""), str(err)


def test_a_tile_too_large_after_broadcast_to_counts_in_the_budget() -> None:
    src = ("kernel k(y: Tensor[[256], f32]):\n"
           "    w = broadcast_to(y[0:256], [256, 256])\n")
    err = compile_error(src)
    assert "the kernel's tiles need" in err.message and err.line == 2


def test_the_rowscale_trial_as_a_new_user_writes_it() -> None:
    """A [T] tile scaling each row of a [T, C] tile: the first try names the fix, and every
    spelling numpy and Triton users write compiles to the same [T, C] product."""
    src = ("const T = 8\nconst C = 16\n"
           "kernel k(x: Tensor[[M, C], f32], s: Tensor[[M], f32], y: Tensor[[M, C], f32]):\n"
           "    t = x[0:T, 0:C]\n    w = s[0:T]\n    y[0:T, 0:C] = t * {}\n")
    err = compile_error(src.format("w"))
    assert "tile shapes [8, 16] and [8] do not broadcast" in err.message
    assert "t[:, None]" in err.hint and (err.line, err.col) == (6, 19)
    for spelling in ("w[:, None]", "w.reshape([T, 1])", "w.reshape((T, 1))", "w.reshape(T, 1)",
                     "w.reshape([-1, 1])", "expand_dims(w, 1)", "expand_dims(w, axis=-1)",
                     "broadcast_to(w[:, None], [T, C])", "w.expand_dims(1)",
                     "reshape(w, [T, 1])", "s[0:T][:, None]"):
        store = check(src.format(spelling), "t.ik").kernels["k"].body[-1]
        assert store.value.shape == (8, 16), spelling
