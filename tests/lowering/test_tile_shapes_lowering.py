"""How reshapes and new axes lower (docs/language.md, "Reshapes and new axes", costs): a new
axis of a tile load stays fused in the statement's loop unless the load broadcasts into a
larger statement (then, as every broadcast window, it is loaded once per statement into a
temporary), a reshape of a tile variable reads
the variable in place, and a reshape that moves lanes between dims computes its operand into
a temporary first; the checker's local memory budget counts exactly those temporaries."""

from __future__ import annotations

import pytest

import incore
from incore.frontend import check

H = ("@aiv\nkernel k(x: Tensor[[N, 16], f32], v: Tensor[[N], f32], y: Tensor[[N, 16], f32],\n"
     "         z: Tensor[[16, 8], f32]):\n")


def _ir(body: str) -> str:
    module = incore.compile(H + body, filename="k.ik", link=False)
    return "\n".join(p.ir for k in module for p in k.variants.values())


def _temporaries(body: str) -> int:
    return sum(1 for line in _ir(body).splitlines() if '"tile.tmp' in line and "alloca" in line)


@pytest.mark.parametrize("body, temporaries", [
    ("    y[0:8, 0:16] = x[0:8, 0:16] * v[0:8][:, None]\n", 1),
    ("    y[0:8, 0:16] = x[0:8, 0:16] * expand_dims(v[0:8], 1) + x[0, 0:16][None, :]\n", 2),
    ("    y[0:8, 0:16] = broadcast_to(v[0:8][:, None], [8, 16])\n", 1),
    ("    t = x[0:8, 0:16]\n    z[0:16, 0:8] = t.reshape([16, 8])\n", 0),
    ("    z[0:16, 0:8] = x[0:8, 0:16].reshape([16, 8])\n", 1),
    ("    z[0:16, 0:8] = (x[0:8, 0:16] * 2.0).reshape([16, 8])\n", 1),
])
def test_which_reshapes_compute_into_a_temporary(body: str, temporaries: int) -> None:
    assert _temporaries(body) == temporaries


def test_the_budget_counts_a_temporary_only_where_lowering_makes_one() -> None:
    # an [8, 8192] f32 tile is 256 KiB, more than the AIV's 192 KiB unified buffer
    src = ("@aiv\nkernel k(x: Tensor[[8, 8192], f32], y: Tensor[[8, 1, 8192], f32],\n"
           "         z: Tensor[[8192, 8], f32]):\n")
    fused = src + "    y[0:8, 0:1, 0:8192] = x[0:8, 0:8192][:, None, :]\n"
    check(fused, "k.ik")  # no temporary: the load stays in the store's loop
    ir_text = "\n".join(p.ir for k in incore.compile(fused, filename="k.ik", link=False)
                        for p in k.variants.values())
    assert '"tile.tmp' not in ir_text
    with pytest.raises(incore.CompileError, match="the argument of reshape"):
        check(src + "    z[0:8192, 0:8] = x[0:8, 0:8192].reshape([8192, 8])\n", "k.ik")
