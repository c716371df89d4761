"""Keyword arguments a function does not take: the message names the keyword and the
function, and for the reductions the keywords they do take (issue 27's trial findings)."""

from __future__ import annotations

import pytest

from incore.frontend import check
from tests.support.frontend_util import compile_error

H = "kernel k(x: Tensor[[8, 16], f32], a: f32, b: f32):\n    t = x[0:8, 0:16]\n"


@pytest.mark.parametrize("op", ["max", "min", "sum"])
def test_a_misspelt_reduction_keyword_names_it_and_the_ones_the_reduction_takes(op: str) -> None:
    err = compile_error(H + f"    v = {op}(t, axis=1, keepdim=True)\n")
    assert err.message == (f"{op}() has no keyword argument 'keepdim' (it takes axis= and "
                           f"keepdims=)")
    assert (err.line, err.col) == (3, 21 + len(op))
    assert err.hint == "did you mean 'keepdims'?"
    assert "only cache=" not in str(err)
    check(H + f"    v = {op}(t, axis=1, keepdims=True)\n", "t.ik")  # the fix compiles


@pytest.mark.parametrize("args", ["a, b", "t, t"])
def test_an_axis_on_a_two_argument_max_says_axis_belongs_to_one_tile(args: str) -> None:
    err = compile_error(H + f"    v = max({args}, axis=1)\n")
    assert err.message == "max() of 2 values takes no keyword arguments, got 'axis='"
    assert (err.line, err.col) == (3, 19)
    assert "max(t, axis=1)" in err.hint and "only cache=" not in str(err)


def test_a_keyword_of_a_cast_or_intrinsic_names_the_function() -> None:
    for line, name in (("v = f32(a, b=a)", "f32"), ("v = exp(a, x=1)", "exp")):
        err = compile_error(H + f"    {line}\n")
        assert err.message.startswith(f"{name}() takes no keyword arguments, got '")
        assert "only cache=" not in str(err)


def test_a_keyword_of_a_helper_lists_its_parameters_in_order() -> None:
    err = compile_error("func h(p: f32, q: f32) -> f32:\n    return p\n"
                        + H + "    v = h(a, q=b)\n")
    assert err.message == "helper 'h' takes no keyword arguments, got 'q='"
    assert err.hint == "pass the arguments by position, in the order of its parameters (p, q)"
    assert err.line == 5


@pytest.mark.parametrize("op", ["sum", "max", "min"])
def test_keepdims_without_axis_keeps_every_axis_as_one(op: str) -> None:
    prog = check("kernel k(x: Tensor[[8, 16], f32], y: Tensor[[1, 1], f32]):\n"
                 f"    y[0:1, 0:1] = {op}(x[0:8, 0:16], keepdims=True)\n", "t.ik")
    store = prog.kernels["k"].body[-1]
    assert store.value.shape == (1, 1) and store.value.axis is None
