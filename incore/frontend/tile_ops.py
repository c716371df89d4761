"""Tile operations in the checker: ``t.T``, ``argmax``/``argmin``, ``cumsum``/``cumprod`` and
``bitcast`` (docs/language.md, "Tile operations").

Transpose, the arg-reductions and the scans produce new tiles that lowering computes into a
temporary (counted against the local memory budget); ``bitcast`` is elementwise and works on
scalars too.
"""

from __future__ import annotations

from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.checking import ExprContext
from incore.frontend.diagnostics import did_you_mean
from incore.frontend.scope import TILE_OPS, span
from incore.frontend.tiles import allowed, const_int, dtype_of, tile_text, use_tile
from incore.frontend.types import I32, SCALAR_TYPES, ScalarType, TileType

ARG_REDUCTIONS = ("argmax", "argmin")
SCANS = ("cumsum", "cumprod")
assert set(TILE_OPS) == {*ARG_REDUCTIONS, *SCANS, "bitcast"}


def _tile_argument(ex: ExprContext, node: S.Expr, name: str, usage: str) -> A.Expr:
    with allowed(ex):
        value = ex.value(node)
    if not value.shape:
        raise ex.err(node, f"{name}() works on a tile, got a scalar {value.type}", usage)
    if value.type.is_bool:
        raise ex.err(node, f"{name}() of a bool tile is not defined",
                     f"cast it first, e.g. {name}(i32(mask))")
    return value


def _count(ex: ExprContext, node: S.Node, what: str, e: A.Expr, value: A.Expr) -> None:
    """Counts the temporaries lowering makes for ``e`` (and its argument) in the budget."""
    body = ex.scope.cur
    if not isinstance(value, A.Var):
        use_tile(body, f"the argument of {what}", TileType(value.shape, value.type), node)
    if e.shape:
        use_tile(body, f"the result of {what}", TileType(e.shape, e.type), node)


def transpose(ex: ExprContext, node: S.Attribute) -> A.Expr:
    """``t.T``: the transpose of a 2-D tile."""
    with allowed(ex):
        value = ex.value(node.value)
    if len(value.shape) != 2:
        got = tile_text(value) if value.shape else f"a scalar {value.type}"
        raise ex.err(node, f".T transposes a 2-D tile, got {got}",
                     "a 1-D tile broadcasts as a row already; t[:, None] is its [N, 1] column")
    m, n = value.shape
    out = A.Transpose(span(node), value, type=value.type, shape=(n, m))
    _count(ex, node, ".T", out, value)
    return out


def _keywords(
    ex: ExprContext, node: S.Call, name: str, allowed_names: tuple[str, ...], usage: str
) -> tuple[S.Expr | None, bool]:
    """The ``axis=`` node and ``keepdims=`` value of a call of ``name``."""
    axis_node: S.Expr | None = None
    keepdims = False
    seen: set[str] = set()
    for kw in node.kwargs:
        if kw.name not in allowed_names:
            takes = " and ".join(f"{n}=" for n in allowed_names)
            raise ex.err(kw, f"{name}() has no keyword argument '{kw.name}' (it takes {takes})",
                         did_you_mean(kw.name, allowed_names) or usage)
        if kw.name in seen:
            raise ex.err(kw, f"{kw.name}= is given twice")
        seen.add(kw.name)
        if kw.name == "axis":
            axis_node = kw.value
        else:
            if not isinstance(kw.value, S.BoolLit):
                raise ex.err(kw.value, "keepdims= is True or False")
            keepdims = kw.value.value
    return axis_node, keepdims


def _axis(ex: ExprContext, node: S.Expr | None, rank: int) -> int | None:
    if node is None:
        return None
    axis = const_int(ex, node, "axis=")
    if not -rank <= axis < rank:
        raise ex.err(node, f"axis {axis} is out of range for a {rank}-D tile")
    return axis % rank


def call(ex: ExprContext, node: S.Call, name: str) -> A.Expr:
    """Checks ``argmax``, ``argmin``, ``cumsum``, ``cumprod`` or ``bitcast``."""
    if name == "bitcast":
        return bitcast(ex, node)
    keys = ("axis", "keepdims") if name in ARG_REDUCTIONS else ("axis",)
    usage = (f"e.g. {name}(t, axis=1)" if name in SCANS
             else f"e.g. {name}(t) or {name}(t, axis=1, keepdims=True)")
    if len(node.args) != 1:
        raise ex.err(node, f"{name}() takes one tile argument, got {len(node.args)}", usage)
    axis_node, keepdims = _keywords(ex, node, name, keys, usage)
    value = _tile_argument(ex, node.args[0], name, usage)
    rank = len(value.shape)
    axis = _axis(ex, axis_node, rank)
    sp = span(node)
    if name in SCANS:
        shape = value.shape if axis is not None else (TileType(value.shape, value.type).size,)
        out: A.Expr = A.Scan(sp, name, value, axis, type=value.type, shape=shape)
    else:
        if axis is None:
            shape = (1,) * rank if keepdims else ()
        elif keepdims:
            shape = tuple(1 if k == axis else d for k, d in enumerate(value.shape))
        else:
            shape = tuple(d for k, d in enumerate(value.shape) if k != axis)
        out = A.ArgReduce(sp, name, value, axis, keepdims, type=I32, shape=shape)
    _count(ex, node, f"{name}()", out, value)
    return out


def _same_width(t: ScalarType) -> list[str]:
    return [n for n, u in SCALAR_TYPES.items() if u.bits == t.bits and n != t.name
            and not u.is_bool]


def bitcast(ex: ExprContext, node: S.Call) -> A.Expr:
    """``bitcast(x, dtype)``: the bits of scalar or tile ``x`` read as ``dtype``."""
    usage = "e.g. bitcast(t, u32) of an f32 tile"
    if node.kwargs:
        raise ex.err(node.kwargs[0], "bitcast() takes no keyword arguments", usage)
    if len(node.args) != 2:
        raise ex.err(node, f"bitcast() takes 2 arguments, got {len(node.args)}", usage)
    to = dtype_of(ex, node.args[1])
    with allowed(ex):
        value = ex.expr(node.args[0])
    kind = ex.lits.kind(value)
    if kind is not None:  # a literal takes the type of the target's width: bitcast(1.0, u32)
        width = {"int": {8: "i8", 16: "i16", 32: "i32", 64: "i64"},
                 "float": {16: "f16", 32: "f32", 64: "f64"}}[kind].get(to.bits)
        value = (ex.lits.coerce(value, SCALAR_TYPES[width], node.args[0]) if width
                 else ex.lits.finalize(value, node.args[0]))
    src = value.type
    if src.is_bool or to.is_bool:
        raise ex.err(node, "bitcast() does not apply to bool (a bool has no bit pattern of "
                     "its own)", "compare or cast instead, e.g. i32(mask)")
    if src.bits != to.bits:
        same = _same_width(src)
        raise ex.err(
            node, f"bitcast() needs types of one width: {src} has {src.bits} bits, {to} "
            f"{to.bits}",
            f"bitcast {src} to {', '.join(same)}" if same else "use a cast",
        )
    return A.Bitcast(span(node), value, type=to, shape=value.shape)
