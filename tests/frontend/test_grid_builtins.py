"""grid_idx(axis), grid_dim(axis) and sync_all() in the checker: the axis is a constant 0..2,
they belong to kernel bodies, and a kernel using them takes the hidden launch parameters."""

from __future__ import annotations

import pytest

from incore import abi
from incore.frontend import ast as A
from incore.frontend import check
from tests.support.frontend_util import compile_error

HEAD = "@aiv\nkernel k(y: Tensor[[N], i64]):\n"


def kernel(body: str, head: str = HEAD) -> A.TypedKernel:
    return check(head + body, "t.ik").kernels["k"]


def launch_keys(k: A.TypedKernel) -> list[str | None]:
    return [p.launch for p in k.scalars]


def test_a_kernel_without_grid_builtins_takes_no_launch_parameters():
    assert launch_keys(kernel("    y[block_idx] = block_num\n")) == []


def test_grid_idx_takes_the_three_extents_after_the_kernels_own_scalars():
    k = kernel("    y[block_idx] = grid_idx(1) + a\n",
               "@aiv\nkernel k(y: Tensor[[N], i64], a: i64):\n")
    assert [p.name for p in k.scalars] == ["a", "__grid_dim0", "__grid_dim1", "__grid_dim2"]
    assert launch_keys(k) == [None, "grid_dim0", "grid_dim1", "grid_dim2"]
    assert [p.index for p in k.scalars] == [0, 1, 2, 3]
    assert all(p.type.name == "i64" for p in k.scalars)


def test_sync_all_adds_the_barrier_address_as_a_u64():
    k = kernel("    y[block_idx] = 1\n    sync_all()\n")
    assert launch_keys(k) == list(abi.LAUNCH_PARAMS)
    assert k.scalars[-1].type.name == "u64"
    assert isinstance(k.body[-1], A.Sync) and k.body[-1].op == "sync_all"


@pytest.mark.parametrize("axis", [0, 1, 2])
def test_grid_idx_is_arithmetic_on_block_idx_and_the_extents(axis):
    k = kernel(f"    y[block_idx] = grid_idx({axis})\n")
    value = k.body[0].value

    def names(e: A.Expr) -> set[str]:
        if isinstance(e, A.Binary):
            return names(e.left) | names(e.right)
        return {getattr(e, "name", "")}

    used = {"block_idx", "__grid_dim0"} | ({"__grid_dim1"} if axis else set())
    assert names(value) == used and value.type.name == "i64"


def test_grid_dim_is_the_extent_parameter():
    value = kernel("    y[block_idx] = grid_dim(2)\n").body[0].value
    assert isinstance(value, A.ScalarArg) and value.name == "__grid_dim2"


@pytest.mark.parametrize("call, message", [
    ("grid_idx(3)", "axis 3 is out of range"),
    ("grid_idx(-1)", "out of range"),
    ("grid_dim(n)", "the axis of grid_dim() must be an integer constant"),
    ("grid_idx()", "grid_idx() takes 1 argument (the axis), got 0"),
    ("grid_idx(0, 1)", "takes 1 argument"),
    ("grid_idx(axis=0)", "takes no keyword arguments"),
])
def test_bad_axes_are_located_errors(call, message):
    err = compile_error(HEAD + f"    n = 1\n    y[block_idx] = {call}\n")
    assert message in err.message and err.line == 4


def test_grid_builtins_and_sync_all_belong_to_kernel_bodies():
    err = compile_error("func f() -> i64:\n    return grid_idx(0)\n" + HEAD
                        + "    y[block_idx] = f()\n")
    assert "grid_idx() is only available in kernel bodies" in err.message and err.line == 2
    err = compile_error("func f() -> i64:\n    sync_all()\n    return 0\n" + HEAD
                        + "    y[block_idx] = f()\n")
    assert "sync_all() is only available in kernel bodies" in err.message


def test_sync_all_is_a_statement_without_arguments():
    assert "sync_all() takes no arguments" in compile_error(HEAD + "    sync_all(1)\n").message
    err = compile_error(HEAD + "    v = sync_all()\n")
    assert "sync_all() is a statement and has no value" in err.message


def test_sync_all_is_not_only_for_mix_kernels():
    for deco in ("@aiv", "@aic", "@mix"):
        k = check(f"{deco}\nkernel k(y: Tensor[[N], i64]):\n    sync_all()\n", "t.ik").kernels["k"]
        assert launch_keys(k)[-1] == "sync_all"


def test_the_launch_parameters_must_fit_the_scalar_slots():
    params = ", ".join(f"s{i}: i64" for i in range(abi.MAX_SCALARS - 2))
    err = compile_error(f"@aiv\nkernel k(y: Tensor[[N], i64], {params}):\n"
                        "    y[0] = grid_idx(0)\n")
    assert f"takes at most {abi.MAX_SCALARS - len(abi.LAUNCH_PARAMS)} scalar parameters" \
        in err.message


def test_user_definitions_shadow_the_grid_builtins():
    k = check("func grid_idx(a: i64) -> i64:\n    return a\n" + HEAD
              + "    y[0] = grid_idx(5)\n", "t.ik").kernels["k"]
    assert launch_keys(k) == []


def test_foreign_spellings_point_at_the_grid_builtins():
    err = compile_error(HEAD + "    SyncAll()\n")
    assert "sync_all()" in (err.hint or "")
