"""Tile shapes in the checker: ``t.reshape([a, b])``, new axes ``t[:, None]`` / ``t[None, :]``,
``broadcast_to(t, shape)`` and ``expand_dims(t, axis)`` (docs/language.md, "Reshapes and new
axes"), and the methods a tile has.

A reshape, a new axis and ``expand_dims`` are one typed-AST node, ``Reshape``: the operand's
lanes in row-major order read as the new shape.  ``broadcast_to`` is ``BroadcastTo``, numpy's
broadcast made explicit; both compose with the broadcasting of the elementwise operators.
"""

from __future__ import annotations

import math

from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.checking import ExprContext
from incore.frontend.diagnostics import did_you_mean
from incore.frontend.scope import SHAPE_FUNCS, span
from incore.frontend.tiles import (
    MAX_TILE_RANK,
    allowed,
    broadcast_shapes,
    const_int,
    shape_text,
    tile_text,
    use_tile,
)
from incore.frontend.types import TileType

# A tile's methods (``t.T`` is its one attribute).
TILE_METHODS = SHAPE_FUNCS
_METHODS_TEXT = "a tile's methods are .reshape(...), .broadcast_to(...) and .expand_dims(...)"
# numpy / Triton methods a tile does not have, and the incore spelling.
_FOREIGN_METHODS = {
    **{n: f"write {n}(t, ...): reductions and scans are functions"
       for n in ("sum", "max", "min", "argmax", "argmin", "cumsum", "cumprod")},
    "astype": "cast with the type's name, e.g. f32(t)",
    "to": "cast with the type's name, e.g. f32(t)",
    "view": "reinterpret the bits with bitcast(t, u32); reshape with t.reshape([...])",
    "flatten": "write t.reshape([-1])",
    "ravel": "write t.reshape([-1])",
    "transpose": "write t.T (a 2-D tile)",
    "mean": "write sum(t, axis=k) / n: reductions are functions",
    "squeeze": "write t.reshape([...]) with the dims of 1 left out",
    "unsqueeze": "write expand_dims(t, axis) or t[:, None]",
    "expand": "write broadcast_to(t, [a, b]) or t.broadcast_to([a, b])",
    "permute": "write t.T (a 2-D tile)",
    "item": "read one element of a tile variable: t[i, j]",
    "copy": "assign it: u = t copies the lanes",
}
SHAPE_USAGE = "e.g. t.reshape([TM, TN]), t.reshape((TM, TN)) or t.reshape(TM, TN)"


def _is_none(node: S.Expr) -> bool:
    return isinstance(node, S.Name) and node.id == "None"


def has_new_axis(node: S.Subscript) -> bool:
    """True when a subscript holds ``None`` (a new axis)."""
    return any(_is_none(i) for i in node.indices)


def _tile_operand(ex: ExprContext, node: S.Expr, what: str, usage: str) -> A.Expr:
    with allowed(ex):
        value = ex.value(node)
    if not value.shape:
        raise ex.err(node, f"{what} works on a tile, got a scalar {value.type}",
                     f"make a tile of it first, e.g. full([1], v, {value.type}); {usage}")
    return value


def _rank_ok(ex: ExprContext, node: S.Node, shape: tuple[int, ...], what: str) -> None:
    if len(shape) > MAX_TILE_RANK:
        raise ex.err(node, f"{what} would have {len(shape)} dims {shape_text(shape)}; a tile "
                     f"has 1 to {MAX_TILE_RANK} dims")


def _count(ex: ExprContext, node: S.Node, what: str, e: A.Reshape) -> None:
    """Counts the temporary lowering computes the operand of reshape ``e`` into: one that is
    not a tile variable, unless the reshape only adds or removes axes of 1 (read lane by lane,
    fused)."""
    value = e.value
    inner = value
    while isinstance(inner, A.Reshape):
        inner = inner.value
    if not isinstance(inner, A.Var) and not e.unit_axes:
        use_tile(ex.scope.cur, f"the argument of {what}", TileType(value.shape, value.type), node)


def shape_arg(
    ex: ExprContext, nodes: list[S.Expr], what: str, at: S.Node, infer: bool
) -> list[int]:
    """The dims of a shape written ``[a, b]``, ``(a, b)`` or as separate arguments ``a, b``
    (a single constant ``n`` is ``[n]``); ``infer``: one dim may be -1."""
    if len(nodes) == 1 and isinstance(nodes[0], (S.ListLit, S.TupleLit)):
        at = nodes[0]
        items = nodes[0].items
    else:
        items = nodes
    if not items:
        raise ex.err(at, f"{what} needs a shape", SHAPE_USAGE)
    if len(items) > MAX_TILE_RANK:
        raise ex.err(at, f"a tile has 1 to {MAX_TILE_RANK} dims, got {len(items)} in the shape "
                     f"of {what}", SHAPE_USAGE)
    out: list[int] = []
    inferred = False
    for item in items:
        d = const_int(ex, item, "a tile dimension")
        if d == -1 and infer:
            if inferred:
                raise ex.err(item, f"{what} infers at most one dim (-1)",
                             "give every other dim its value")
            inferred = True
        elif d <= 0:
            allowed_text = " (or one -1, inferred)" if infer else ""
            raise ex.err(item, f"a tile dimension must be positive{allowed_text}, got {d}")
        out.append(d)
    return out


def reshape(ex: ExprContext, node: S.Call, value_node: S.Expr, shape_nodes: list[S.Expr]) -> A.Expr:
    """``t.reshape([a, b])`` / ``reshape(t, [a, b])``: the same lanes, row-major, in a new
    shape of the same element count (one dim may be -1, inferred)."""
    if node.kwargs:
        raise ex.err(node.kwargs[0], "reshape() takes no keyword arguments",
                     "the order is row-major (numpy's order='C')")
    value = _tile_operand(ex, value_node, "reshape()", SHAPE_USAGE)
    dims = shape_arg(ex, shape_nodes, "reshape()", node, infer=True)
    count = math.prod(value.shape)
    known = math.prod(d for d in dims if d != -1)
    shown = shape_text(tuple(dims))
    if -1 in dims:
        if count % known:
            raise ex.err(node, f"cannot reshape {tile_text(value)} ({count} elements) into "
                         f"{shown}: {count} is not a multiple of {known}",
                         "the dims other than -1 must divide the element count")
        dims = [count // known if d == -1 else d for d in dims]
    elif known != count:
        raise ex.err(node, f"cannot reshape {tile_text(value)} ({count} elements) into {shown} "
                     f"({known} elements)",
                     "a reshape keeps every element: the new dims must multiply to "
                     f"{count} (one dim may be -1, inferred)")
    out = A.Reshape(span(node), value, type=value.type, shape=tuple(dims))
    _count(ex, node, "reshape()", out)
    return out


def new_axes(ex: ExprContext, node: S.Subscript) -> A.Expr:
    """``t[:, None]``, ``t[None, :]``, ``t[None]``: a tile with a new axis of length 1 where
    each ``None`` stands, ``:`` keeping a dim (trailing dims are kept, as in numpy)."""
    usage = "e.g. t[:, None] for a [T, 1] column, t[None, :] for a [1, T] row"
    base = node.value
    if isinstance(base, S.Name) and base.id in ex.scope.cur.tensors:
        raise ex.err(node, f"None adds an axis to a tile, and '{base.id}' is a tensor",
                     f"load the window first, then add the axis: {base.id}[r, c:c + T][None, :]")
    for idx in node.indices:
        if _is_none(idx):
            continue
        bare = isinstance(idx, S.Slice) and idx.lower is None and idx.upper is None and (
            idx.step is None)
        if not bare:
            text = ex.scope.src.node_text(idx) or "..."
            raise ex.err(idx, f"a subscript that adds an axis takes ':' and None only, got "
                         f"'{text}'", f"{usage}; read an element of a tile variable with t[i, j]")
    value = _tile_operand(ex, base, "None (a new axis)", usage)
    kept = sum(1 for i in node.indices if not _is_none(i))
    rank = len(value.shape)
    if kept > rank:
        raise ex.err(node, f"too many ':' for a {rank}-D tile ({tile_text(value)}): the "
                     f"subscript names {kept} dims", usage)
    shape: list[int] = []
    dim = 0
    for idx in node.indices:
        if _is_none(idx):
            shape.append(1)
        else:
            shape.append(value.shape[dim])
            dim += 1
    shape += value.shape[dim:]
    _rank_ok(ex, node, tuple(shape), "the tile")
    out = A.Reshape(span(node), value, type=value.type, shape=tuple(shape))
    _count(ex, node, "a new axis", out)
    return out


def expand_dims(ex: ExprContext, node: S.Call, args: list[S.Expr]) -> A.Expr:
    """``expand_dims(t, axis)``: a new axis of length 1 at ``axis`` (numpy: -rank-1 to rank)."""
    usage = "e.g. expand_dims(t, 1) for a [T, 1] column, expand_dims(t, 0) for a [1, T] row"
    if node.kwargs and not (len(node.kwargs) == 1 and node.kwargs[0].name == "axis"):
        bad = next(k for k in node.kwargs if k.name != "axis")
        raise ex.err(bad, f"expand_dims() has no keyword argument '{bad.name}' (it takes axis=)",
                     usage)
    axis_nodes = list(args[1:]) + [k.value for k in node.kwargs]
    if len(args) < 1 or len(axis_nodes) != 1:
        raise ex.err(node, f"expand_dims() takes a tile and an axis, got {len(args)} "
                     f"argument(s)", usage)
    axis_node = axis_nodes[0]
    if isinstance(axis_node, (S.ListLit, S.TupleLit)):
        raise ex.err(axis_node, "expand_dims() adds one axis, at an integer constant",
                     "call it once per axis, or write the new axes with None: t[:, None, None]")
    value = _tile_operand(ex, args[0], "expand_dims()", usage)
    rank = len(value.shape)
    axis = const_int(ex, axis_node, "the axis of expand_dims()")
    if not -rank - 1 <= axis <= rank:
        raise ex.err(axis_node, f"axis {axis} is out of range for expand_dims() of a {rank}-D "
                     f"tile (it takes {-rank - 1} to {rank})", usage)
    axis %= rank + 1
    shape = value.shape[:axis] + (1,) + value.shape[axis:]
    _rank_ok(ex, node, shape, "expand_dims()")
    out = A.Reshape(span(node), value, type=value.type, shape=shape)
    _count(ex, node, "expand_dims()", out)
    return out


def broadcast_to(ex: ExprContext, node: S.Call, args: list[S.Expr]) -> A.Expr:
    """``broadcast_to(t, [a, b])``: ``t`` (or a scalar) repeated to the shape, by numpy's
    broadcasting rule (dims matched from the right, equal or 1)."""
    usage = "e.g. broadcast_to(t, [TM, TN]) of a [TN] or [TM, 1] tile"
    if node.kwargs:
        raise ex.err(node.kwargs[0], "broadcast_to() takes no keyword arguments", usage)
    if len(args) != 2:
        raise ex.err(node, f"broadcast_to() takes a tile and a shape, got {len(args)} "
                     f"argument(s)", usage)
    with allowed(ex):
        value = ex.value(args[0])
    dims = tuple(shape_arg(ex, list(args[1:]), "broadcast_to()", node, infer=False))
    if broadcast_shapes(value.shape, dims) != dims:
        got = tile_text(value) if value.shape else f"a scalar {value.type}"
        raise ex.err(node, f"cannot broadcast {got} to {shape_text(dims)}",
                     "dims are matched from the right and must be equal or 1, e.g. [TN] or "
                     "[TM, 1] to [TM, TN]")
    return A.BroadcastTo(span(node), value, type=value.type, shape=dims)


def call(ex: ExprContext, node: S.Call, name: str) -> A.Expr:
    """Checks a call of ``reshape``, ``broadcast_to`` or ``expand_dims``."""
    if name == "reshape":
        if len(node.args) < 2:
            raise ex.err(node, f"reshape() takes a tile and a shape, got {len(node.args)} "
                         "argument(s)", "e.g. reshape(t, [TM, TN]) or t.reshape([TM, TN])")
        return reshape(ex, node, node.args[0], node.args[1:])
    if name == "broadcast_to":
        return broadcast_to(ex, node, node.args)
    return expand_dims(ex, node, node.args)


def method(ex: ExprContext, node: S.Call, func: S.Attribute) -> A.Expr:
    """``t.reshape(...)``, ``t.broadcast_to(...)``, ``t.expand_dims(...)`` on a tile value; any
    other method is an error naming the methods a tile has."""
    base = func.value
    name = func.attr
    body = ex.scope.cur
    if isinstance(base, S.Name) and base.id in body.tensors:
        raise ex.err(node, f"unsupported construct: method call '.{name}()' of tensor "
                     f"'{base.id}' (a tensor has no methods, only .shape)",
                     f"load a tile first, e.g. {base.id}[r, c:c + T].{name}(...)"
                     if name in TILE_METHODS else "index it: x[i] reads an element, "
                     "x[r, c:c + T] a tile")
    if name in TILE_METHODS:
        if name == "reshape":
            return reshape(ex, node, base, node.args)
        if name == "broadcast_to":
            return broadcast_to(ex, node, [base, *node.args])
        return expand_dims(ex, node, [base, *node.args])
    with allowed(ex):
        value = ex.value(base)
    what = f"a tile ({tile_text(value)})" if value.shape else f"a scalar {value.type}"
    hint = _FOREIGN_METHODS.get(name) or did_you_mean(name, TILE_METHODS)
    raise ex.err(node, f"unsupported construct: method call '.{name}()' of {what}; "
                 f"{_METHODS_TEXT}", hint)
