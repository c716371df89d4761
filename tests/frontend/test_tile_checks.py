"""Tile typing and the tile diagnostics: shapes, broadcasting, extents, matmul placement and
the local memory budget, each error at its place with a caret."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from incore.frontend import ast as A
from incore.frontend import check
from incore.frontend.tiles import LOCAL_MEMORY
from incore.frontend.types import F32, TileType
from tests.support.frontend_util import compile_error

H = (
    "const T = 8\n"
    "kernel k(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32], v: Tensor[[N], i32], n: i64):\n"
)
AIC = "const T = 8\n@aic\nkernel k(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32]):\n"
MIX = "const T = 8\n@mix\nkernel k(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32]):\n"


def kernel(src: str) -> A.TypedKernel:
    return check(src, "t.ik").kernels["k"]


def test_tile_load_shapes_and_locals() -> None:
    k = kernel(H + "    a = x[n, 0:T]\n    b = x[n:n + 4, 8:16]\n    c = zeros([4, T], f32)\n"
               "    d = b + c[0, 0]\n    e = sum(b, axis=0, keepdims=True)\n")
    assert k.tiles == {
        "a": TileType((8,), F32), "b": TileType((4, 8), F32), "c": TileType((4, 8), F32),
        "d": TileType((4, 8), F32), "e": TileType((1, 8), F32),
    }
    load = k.body[1].value
    assert isinstance(load, A.TileLoad) and load.window.extents == [4, 8]


def test_broadcasting_shapes() -> None:
    k = kernel(H + "    a = zeros([4, T], f32)\n    r = zeros([4, 1], f32)\n"
               "    c = zeros([T], f32)\n    b = a * r + c - 1.0\n    m = a > c\n")
    assert k.tiles["b"].shape == (4, 8)
    assert k.tiles["m"] == TileType((4, 8), k.tiles["m"].dtype) and k.tiles["m"].dtype.is_bool


def test_reductions_type_to_scalars_and_tiles() -> None:
    k = kernel(H + "    a = zeros([4, T], f32)\n    s = sum(a)\n    r = max(a, axis=1)\n"
               "    q = min(a, axis=-1, keepdims=True)\n")
    assert "s" not in k.tiles and k.locals["s"] == F32
    assert k.tiles["r"].shape == (4,) and k.tiles["q"].shape == (4, 1)


def test_value_semantics_and_element_access_type() -> None:
    k = kernel(H + "    a = zeros([T], i32)\n    b = a\n    a[3] = 7\n    e = b[3] + a[n]\n")
    assert k.tiles["b"].shape == (8,)
    assert isinstance(k.body[2], A.TileElementStore)
    assert str(k.locals["e"]) == "i32"


# (id, source, message fragment, line, col)
CASES = [
    ("extent-not-constant", H + "    a = x[n, 0:n]\n",
     "the extent of a tile slice must be a compile-time constant", 3, 14),
    ("extent-other-start", H + "    a = x[n, n:M + 8]\n",
     "the extent of a tile slice must be a compile-time constant", 3, 14),
    ("matmul-in-aiv", "@aiv\n" + H.split("\n", 1)[1] + "    a = zeros([4, 4], f32)\n"
     "    b = a @ a\n",
     "'@' is not available in an @aiv kernel", 4, 9),
    ("matmul-mix-outside-aic", MIX + "    a = zeros([4, 4], f32)\n    b = a @ a\n",
     "'@' in a @mix kernel must be in its AIC part", 5, 9),
    ("matmul-inner-dims", AIC + "    a = zeros([4, 3], f32)\n    b = a @ a\n",
     "'@' needs [M, K] @ [K, N]", 5, 9),
    ("matmul-1d", AIC + "    a = zeros([4], f32)\n    b = a @ a\n",
     "'@' multiplies 2-D tiles", 5, 9),
    ("broadcast-mismatch", H + "    a = zeros([4, T], f32)\n    b = zeros([4], f32)\n"
     "    c = a + b\n", "tile shapes [4, 8] and [4] do not broadcast", 5, 9),
    ("budget", H + "    a = zeros([256, 256], f32)\n", "the kernel's tiles need 262144 bytes",
     3, 5),
    ("tile-condition", H + "    a = zeros([T], f32)\n    if a > 0.0:\n        pass\n",
     "a condition must be a scalar", 4, 8),
    ("tile-as-index", H + "    a = zeros([T], i64)\n    w = v[a]\n",
     "a tensor index must be a scalar", 4, 11),
    ("tile-in-element-store", H + "    a = zeros([T], i32)\n    v[0] = a\n",
     "cannot be used here", 4, 12),
    ("store-shape", H + "    a = zeros([4], f32)\n    y[n, 0:T] = a\n",
     "cannot be stored to a window of shape [8]", 4, 17),
    ("tile-index-range", H + "    a = zeros([T], f32)\n    w = a[8]\n",
     "index 8 is out of range for dimension 0 of tile 'a'", 4, 11),
    ("slice-step", H + "    a = x[n, 0:8:2]\n", "unsupported construct: slice steps", 3, 18),
    ("tile-if-else", H + "    a = zeros([T], f32)\n    b = a if n > 0 else a\n",
     "'if/else' chooses between scalars", 4, 9),
    ("tile-shape-not-constant", H + "    a = zeros([n], f32)\n",
     "a tile dimension must be a compile-time integer constant", 3, 16),
    ("sum-of-scalar", H + "    s = sum(n)\n", "sum() with one argument reduces a tile", 3, 13),
    ("axis-range", H + "    a = zeros([T], f32)\n    s = sum(a, axis=1)\n",
     "axis 1 is out of range for a 1-D tile", 4, 21),
    ("retype-tile", H + "    a = zeros([T], f32)\n    a = zeros([4], f32)\n",
     "cannot be assigned to 'a'", 4, 9),
    ("tile-helper-arg", "func f(q: f32) -> f32:\n    return q\n" + H
     + "    a = zeros([T], f32)\n    w = f(a)\n", "a helper argument must be a scalar", 6, 11),
    ("tile-param-shape", "func f(q: Tile[[8], f32]) -> f32:\n    return sum(q)\n" + H
     + "    a = zeros([4], f32)\n    w = f(a)\n",
     "parameter 'q' of 'f' is Tile[[8], f32], got Tile[[4], f32]", 6, 11),
    ("tile-result-shape", "func f() -> Tile[[8], f32]:\n    return zeros([4], f32)\n" + H
     + "    w = f()\n", "the result is Tile[[8], f32], got Tile[[4], f32]", 2, 12),
    ("huge-extent", H + "    y[0, 0:1 << 40] = 0.0\n", "a tile slice has at most 2147483648 lanes",
     3, 10),
    ("huge-shape", H + "    t = zeros([1 << 20, 1 << 20], f32)\n", "a tile has at most", 3, 15),
    ("tile-loop-var", H + "    t = zeros([T], i64)\n    for t in range(3):\n        pass\n",
     "'t' is a tile and cannot be a loop variable", 4, 9),
    ("budget-through-helpers", "func big() -> f32:\n    t = zeros([128, 128], f32)\n"
     "    return sum(t)\n" + H + "    a = big() + big() + big() + big()\n",
     "the kernel's tiles need 262144 bytes", 6, 9),
    ("tile-param-dim", "func f(q: Tile[[n], f32]) -> f32:\n    return 0.0\n" + H + "    pass\n",
     "a tile dimension must be a compile-time integer constant", 1, 17),
]


@pytest.mark.parametrize("source, message, line, col", [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_tile_diagnostic(source: str, message: str, line: int, col: int) -> None:
    err = compile_error(source)
    assert message in err.message, err.message
    assert (err.line, err.col) == (line, col), str(err)
    lines = str(err).splitlines()
    caret = [ln for ln in lines if ln.strip() and set(ln.strip()) == {"^"}]
    assert caret and caret[0].index("^") == 4 + col - 1, str(err)


def test_budget_error_lists_the_largest_tiles_per_core_kind() -> None:
    # 3 x 64 KiB fits the AIC's L1 (512 KiB) but not the AIV's UB (192 KiB)
    body = "".join(f"    t{i} = zeros([128, 128], f32)\n" for i in range(3))
    body += "    u = zeros([4], f32)\n"
    err = compile_error(H + body)
    assert f"more than the AIV unified buffer (UB, 192 KiB) of {LOCAL_MEMORY['aiv']} bytes" in (
        err.message
    )
    assert "tile 't0' Tile[[128, 128], f32] (65536 bytes) at 3:5" in err.message
    assert "'u'" not in err.message  # only the largest are listed
    check(AIC + body, "t.ik")  # the AIC's budget holds them
    # a @mix kernel: tiles under `if core_type == AIC:` count for the AIC only
    mix = MIX + "    if core_type == AIC:\n" + "".join(
        f"        t{i} = zeros([128, 128], f32)\n" for i in range(3)
    )
    check(mix, "t.ik")


def test_the_tile_examples_of_the_language_docs_compile() -> None:
    """Every complete kernel in docs/language.md's "Tiles" section checks."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text()
    section = text[text.index("## Tiles\n"):].split("\n## ")[0]
    blocks = re.findall(r"```\n(.*?)```", section, flags=re.S)
    kernels = [b for b in blocks if "kernel " in b]
    assert len(kernels) >= 2
    for b in kernels:
        check(b, "doc.ik")


@pytest.mark.parametrize("cond, arm", [
    ("core_type == AIC", "then"), ("core_type != AIV", "then"), ("AIC == core_type", "then"),
    ("core_type == AIV", "else"), ("core_type != AIC", "else"),
])
def test_matmul_in_every_spelling_of_the_aic_part(cond: str, arm: str) -> None:
    mm = "        c = zeros([4, 4], f32) @ zeros([4, 4], f32)\n"
    then, other = (mm, "        pass\n") if arm == "then" else ("        pass\n", mm)
    check(MIX + f"    if {cond}:\n" + then + "    else:\n" + other, "t.ik")
    wrong = (("        pass\n", mm) if arm == "then" else (mm, "        pass\n"))
    err = compile_error(MIX + f"    if {cond}:\n" + wrong[0] + "    else:\n" + wrong[1])
    assert "must be in its AIC part" in err.message
