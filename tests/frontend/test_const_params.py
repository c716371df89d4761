"""``const`` kernel parameters in the checker: parsing, defaults, binding values, the errors
that name the parameter, and the values used as tile shapes, range steps and folded ifs."""

from __future__ import annotations

import pytest

import incore
from incore import frontend
from incore.frontend import ast as A

SRC = """
kernel k(x: Tensor[[N], f32], T: const = 64, U: const, F: const = 1.5, B: const = False):
    t = zeros([T], f32)
    for i in range(0, N, U):
        if B:
            x[i] = F
        else:
            x[i] = f32(U) + sum(t)
"""


def test_a_kernel_without_values_for_every_parameter_is_pending():
    program = frontend.check(SRC)
    assert program.kernels == {}
    pending = program.pending["k"]
    assert [(p.name, p.kind, p.default) for p in pending.const_params] == [
        ("T", "int", 64), ("U", None, None), ("F", "float", 1.5), ("B", "bool", False)]
    assert program.kernel_order == ["k"]


def test_given_values_and_defaults_bind_every_parameter():
    kernel = frontend.check(SRC, consts={"k": {"U": 3, "F": 2}}).kernels["k"]
    assert kernel.consts == {"T": 64, "U": 3, "F": 2.0, "B": False}
    assert isinstance(kernel.consts["F"], float)  # an int given for a float parameter
    # const parameters are not run-time parameters: only x takes an args slot
    assert [p.name for p in kernel.params] == ["x"]


def _tile_shapes(kernel: A.TypedKernel) -> dict:
    return {name: t.shape for name, t in kernel.tiles.items()}


def test_values_are_consts_of_the_body_tile_shape_step_and_folded_if():
    small = frontend.check(SRC, consts={"k": {"U": 2, "T": 8}}).kernels["k"]
    big = frontend.check(SRC, consts={"k": {"U": 2, "T": 128, "B": True}}).kernels["k"]
    assert _tile_shapes(small)["t"] == (8,)
    assert _tile_shapes(big)["t"] == (128,)
    loop = next(s for s in small.body if isinstance(s, A.For))
    assert isinstance(loop.step, A.Literal) and loop.step.value == 2
    cond = loop.body[0].cond
    assert isinstance(cond, A.Literal) and cond.value is False


@pytest.mark.parametrize("values, message", [
    ({"T": 8}, "const parameter 'U' of kernel 'k' has no default and no value was given"),
    ({"U": 1, "Q": 2}, "kernel 'k' has no const parameter 'Q' (its const parameters: T, U, F, B)"),
    ({"U": 1, "x": 2}, "'x' is a run-time parameter of kernel 'k', not a const parameter"),
    ({"U": 1, "T": 2.5}, "const parameter 'T' of kernel 'k' takes an int (its default is 64), "
                         "got 2.5 (float)"),
    ({"U": 1, "B": 1}, "const parameter 'B' of kernel 'k' takes a bool (its default is False)"),
    ({"U": "4"}, "const parameter 'U' of kernel 'k' takes an int, float or bool, got '4' (str)"),
    ({"U": 1 << 70}, "const parameter 'U' of kernel 'k': 1180591620717411303424 does not fit"),
])
def test_bad_values_are_errors_naming_the_parameter(values, message):
    with pytest.raises(incore.ConstParameterError) as info:
        frontend.check(SRC, consts={"k": values})
    assert message in str(info.value)
    assert isinstance(info.value, TypeError) and isinstance(info.value, incore.CompileError)


def test_a_value_that_makes_a_tile_exceed_local_memory_names_the_values():
    src = ("@aiv\nkernel k(x: Tensor[[N], f32], T: const = 64):\n"
           "    t = zeros([T, T], f32)\n    x[0] = sum(t)\n")
    frontend.check(src)
    with pytest.raises(incore.CompileError) as info:
        frontend.check(src, consts={"k": {"T": 4096}})
    assert "more than the AIV unified buffer" in str(info.value)
    assert "specialised with T=4096" in str(info.value)


def test_values_for_a_kernel_not_in_the_file_are_an_error():
    with pytest.raises(incore.ConstParameterError, match="kernel 'nope', which is not in"):
        frontend.check(SRC, consts={"nope": {"T": 1}})


@pytest.mark.parametrize("src, message", [
    ("kernel k(x: Tensor[[N], f32], s: f32 = 1.0):\n    pass\n",
     "parameter 's' cannot have a default"),
    ("func f(a: const) -> i64:\n    return 1\n\nkernel k(x: Tensor[[N], f32]):\n    pass\n",
     "helper parameter 'a' cannot be const"),
    ("kernel k(x: Tensor[[N], f32], T: const, T: const):\n    pass\n",
     "duplicate parameter 'T'"),
    ("const T = 4\nkernel k(x: Tensor[[N], f32], T: const):\n    pass\n",
     "parameter 'T' shadows the top-level name 'T'"),
    ("kernel k(x: Tensor[[N], f32], T: const = x):\n    pass\n",
     "a const value must be a literal"),
    ("kernel k(x: Tensor[[N], f32], T: const = 4):\n    T = 5\n",
     "cannot assign to const 'T'"),
])
def test_declaration_errors(src, message):
    with pytest.raises(incore.CompileError, match=message):
        frontend.check(src, consts={"k": {"T": 1}} if "T: const," in src else None)


def test_a_const_parameter_can_be_a_tensor_dimension():
    src = "kernel k(x: Tensor[[T], f32], T: const = 4):\n    x[0] = 1.0\n"
    kernel = frontend.check(src, consts={"k": {"T": 16}}).kernels["k"]
    assert kernel.params[0].type.dims == (16,)
