"""Walks of the typed AST (``ast.py``): every node under a node, and structural equality.

A node's fields are walked in declaration order; spans, types and report sites are values,
not children.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from incore.frontend import ast

_LEAVES = ("span", "type", "site")
Node = ast.Expr | ast.Stmt | ast.TileWindow


def walk(node: object) -> Iterator[Node]:
    """Every expression, statement and window under ``node`` (one of them, or a list of
    them), ``node`` itself first, depth first."""
    if isinstance(node, list):
        for item in node:
            yield from walk(item)
        return
    if not isinstance(node, (ast.Expr, ast.Stmt, ast.TileWindow)):
        return
    yield node
    for f in dataclasses.fields(node):
        if f.name not in _LEAVES:
            yield from walk(getattr(node, f.name))


def names(node: object) -> set[str]:
    """The names of the variables and tiles ``node`` reads (``Var``, ``TileElement``)."""
    return {n.name for n in walk(node) if isinstance(n, (ast.Var, ast.TileElement))}


def same(x: object, y: object) -> bool:
    """Structural equality of two syntax trees, their source positions aside."""
    if type(x) is not type(y):
        return False
    if isinstance(x, list):
        return len(x) == len(y) and all(same(a, b) for a, b in zip(x, y, strict=True))
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return all(same(getattr(x, f.name), getattr(y, f.name))
                   for f in dataclasses.fields(x) if f.name != "span")
    return x == y
