"""The typed AST's walks (frontend/ast_walk.py): every node under a node, the names an
expression reads, and structural equality that ignores source positions."""

from __future__ import annotations

from incore import frontend
from incore.frontend import ast
from incore.frontend.ast_walk import names, same, walk

SRC = """
@aic
kernel k(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    for i in range(0, M, 8):
        acc = load(c[i:i + 8, 0:16])
        acc += a[i:i + 8, 0:16] @ b[0:16, 0:16]
        c[i:i + 8, 0:16] = acc
    x = c[0:8, 0:16]
"""


def _kernel() -> ast.TypedKernel:
    return frontend.check(SRC, "k.ik").kernels["k"]


def test_walk_visits_every_statement_expression_and_window_once_in_order() -> None:
    body = _kernel().body
    nodes = list(walk(body))
    assert nodes[0] is body[0]  # the loop before what it holds
    assert len({id(n) for n in nodes}) == len(nodes)
    kinds = [type(n).__name__ for n in nodes]
    assert kinds.count("MatMul") == 1 and kinds.count("TileStore") == 1
    assert kinds.count("TileWindow") == 5  # c twice in the loop, a, b, and c once after it
    assert kinds.index("MatMul") < kinds.index("TileStore")


def test_names_are_the_variables_an_expression_reads() -> None:
    loop = _kernel().body[0]
    update = loop.body[1].value  # acc + a[i:i + 8, 0:16] @ b[0:16, 0:16]
    assert names(update) == {"acc", "i"}
    assert names(update.right) == {"i"}


def test_same_ignores_source_positions_only() -> None:
    loop = _kernel().body[0]
    load_window = loop.body[0].value.window
    store_window = loop.body[2].window
    assert load_window.starts[0].span != store_window.starts[0].span
    assert same(load_window, store_window)
    after = _kernel().body[1].value.window  # c[0:8, 0:16]: another start
    assert not same(load_window, after)
