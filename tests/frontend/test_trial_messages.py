"""The messages a language trial found weak: each names the cause, the line (the error's
position and caret) and a fix that compiles."""

from __future__ import annotations

import incore
from incore.frontend import check
from tests.support.frontend_util import compile_error

H = "kernel k(h: Tensor[[N], i32], x: Tensor[[N], f32], n: i64):\n"


def test_bypass_scope_policy_on_an_atomic_target_is_an_error() -> None:
    src = H + "    set_cache_policy(h, CachePolicy.BYPASS)\n    v = n\n    atomic_add(h[v], 1)\n"
    err = compile_error(src)
    assert "atomic_add() on 'h' cannot bypass the cache" in err.message
    assert "set_cache_policy(h, CachePolicy.BYPASS) at 2:5" in err.message
    assert "an atomic must see coherent memory" in err.message
    assert (err.line, err.col) == (4, 16)
    assert "remove set_cache_policy(h, CachePolicy.BYPASS)" in err.hint
    fixed = H + "    v = n\n    atomic_add(h[v], 1)\n"  # the fix compiles
    check(fixed, "t.ik")


def test_a_bypass_policy_on_another_tensor_leaves_atomics_alone() -> None:
    check(H + "    set_cache_policy(x, CachePolicy.BYPASS)\n    atomic_add(h[0], 1)\n"
          "    h[1] = i32(x[0])\n", "t.ik")


def test_an_atomic_on_a_slice_shows_a_form_that_compiles() -> None:
    src = H + "    c = n\n    atomic_xor(h[c:c + 16], 3)\n"
    err = compile_error(src)
    assert err.message == "atomic_xor() updates one element of 'h', not a slice"
    assert err.line == 3
    assert err.hint == "update element by element: for j in range(c, c + 16): atomic_xor(h[j], 3)"
    loop = err.hint.split(": ", 1)[1].replace(": ", ":\n        ")
    check(H + "    c = n\n    " + loop + "\n", "t.ik")  # the hint's own code compiles


def test_other_on_an_element_load_says_it_applies_to_tile_loads() -> None:
    err = compile_error(H + "    v = n\n    w = load(x[v], other=0.0)\n")
    assert err.message == ("other= applies to tile loads; load(x[v]) reads one element, which "
                           "has no masked lanes")
    assert (err.line, err.col) == (3, 20)
    assert "remove other=" in err.hint and "load(x[v:v + T], other=" in err.hint
    check("const T = 8\n" + H + "    v = n\n    w = load(x[v:v + T], other=0.0)\n"
          "    x[v:v + T] = w\n", "t.ik")


def test_no_hint_suggests_casting_nan_or_inf_to_an_integer() -> None:
    for text, t in (("nan", "i32"), ("inf", "i32"), ("-inf", "i64"), ("nan", "u8")):
        err = compile_error(H + f"    v: {t} = {text}\n")
        assert f"float literal {text} cannot be used as {t}" in err.message
        assert err.line == 2
        assert f"{t}(" not in err.hint, err.hint
    err = compile_error(H + "    h[0] = nan\n")
    assert "sentinel" in err.hint and "i32(" not in err.hint
    assert "largest value, 2147483647" in compile_error(H + "    v: i32 = inf\n").hint
    assert "smallest value, -9223372036854775808" in compile_error(H + "    v: i64 = -inf\n").hint
    incore.compile(H + "    v: i32 = -1\n    h[0] = v\n", filename="t.ik", link=False)


def test_a_mask_of_the_wrong_shape_is_an_error_with_a_caret() -> None:
    src = ("const T = 16\n" + H + "    c = n\n"
           "    t = load(x[c:c + T], mask=arange(8) > 2, other=0.0)\n    x[c:c + T] = t\n")
    err = compile_error(src)
    assert err.message == "a mask of shape [8] does not fit the window of shape [16]"
    assert (err.line, err.col) == (4, 31)
    caret = str(err).splitlines()[2]
    assert caret.strip() == "^" * len("arange(8) > 2")  # the caret spans the mask
    assert "broadcast to the window's shape [16]" in err.hint
    check(src.replace("arange(8)", "arange(T)"), "t.ik")


def test_store_with_a_mask_is_a_tile_store_with_its_mask() -> None:
    from incore.frontend import ast as A

    src = ("const T = 16\n" + H + "    c = n\n    m = arange(T) % 2 == 0\n"
           "    store(x[c:c + T], 1.0, mask=m)\n    store(x[c:c + T], 2.0)\n")
    body = check(src, "t.ik").kernels["k"].body
    masked, plain = body[-2], body[-1]
    assert isinstance(masked, A.TileStore) and isinstance(masked.mask, A.Var)
    assert isinstance(plain, A.TileStore) and plain.mask is None
