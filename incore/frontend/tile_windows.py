"""Tile windows in the checker: GM windows ``x[r, c:c + T]``, tile loads and stores, and
element access ``t[i, j]`` of tile variables.

A window names a contiguous box of a tensor: each sliced dim has a compile-time extent, each
indexed dim is dropped from the tile's shape.  A tile load's lanes outside the tensor read
``other`` (default 0); a tile store's lanes outside it write nothing.
"""

from __future__ import annotations

from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.cache_policies import policy_value
from incore.frontend.checking import ExprContext, StmtContext
from incore.frontend.diagnostics import did_you_mean, literal_text
from incore.frontend.scope import Scope, span
from incore.frontend.tiles import (
    MAX_TILE_LANES,
    MAX_TILE_RANK,
    allowed,
    broadcast_shapes,
    const_int,
    post,
    require_scalar,
    shape_text,
    tile_text,
    value_as,
    zero,
)
from incore.frontend.types import I64, CachePolicy, TileType

# ------------------------------------------------------------- tile loads


def has_slice(node: S.Expr) -> bool:
    """True for a subscript with a slice (a tile access)."""
    return isinstance(node, S.Subscript) and any(isinstance(i, S.Slice) for i in node.indices)


def _index(ex: ExprContext, node: S.Expr, what: str) -> A.Expr:
    """A scalar integer index or start, as i64 when it is a literal."""
    e = ex.expr(node)
    kind = ex.lits.kind(e)
    if kind == "float":
        raise ex.err(node, f"{what} must be an integer", "cast with i64(...)")
    if kind == "int":
        return ex.lits.coerce(e, I64, node)
    require_scalar(ex, e, node, what)
    if not e.type.is_int:
        raise ex.err(node, f"{what} must be an integer, got {e.type}", "cast with i64(...)")
    return e


def _same_text(ex: ExprContext, a: S.Node, b: S.Node) -> bool:
    ta, tb = ex.scope.src.node_text(a, 200), ex.scope.src.node_text(b, 200)
    return ta is not None and tb is not None and ta.replace(" ", "") == tb.replace(" ", "")


def _slice(ex: ExprContext, tp: A.TensorParam, k: int, sl: S.Slice) -> tuple[A.Expr, int]:
    """The start and constant extent of slice ``sl`` of dim ``k`` of ``tp``."""
    dim = tp.type.dims[k]
    if sl.step is not None:
        raise ex.err(sl.step, "unsupported construct: slice steps (a tile slice is contiguous)",
                     "write x[i, c:c + T]")
    if sl.lower is None:
        start: A.Expr = A.Literal(span(sl), 0, type=I64)
    else:
        start = _index(ex, sl.lower, "a slice start")
    lo = start.value if isinstance(start, A.Literal) else None
    up = sl.upper
    extent: int | None = None
    if up is None:
        if isinstance(dim, int) and lo is not None:
            extent = dim - lo
    elif (
        isinstance(up, S.BinOp) and up.op == "+" and sl.lower is not None
        and _same_text(ex, up.left, sl.lower)
    ):
        extent = const_int(ex, up.right, "the K of a tile slice start:start + K")
    elif lo is not None:
        hi = ex.expr(up)
        if ex.lits.kind(hi) == "int":
            assert isinstance(hi, A.Literal)
            extent = int(hi.value) - lo
    if extent is None:
        text = ex.scope.src.node_text(sl.lower) if sl.lower is not None else None
        example = f"{text}:{text} + 64" if text else "c:c + 64"
        raise ex.err(
            sl,
            "the extent of a tile slice must be a compile-time constant: both bounds "
            "constant, or the stop written as start + K with K a constant",
            f"e.g. {example}",
        )
    if extent <= 0:
        raise ex.err(sl, f"a tile slice must have a positive extent, got {extent}")
    if extent > MAX_TILE_LANES:
        raise ex.err(sl, f"a tile slice has at most {MAX_TILE_LANES} lanes, got {extent}")
    return start, extent


def window(ex: ExprContext, tp: A.TensorParam, node: S.Subscript) -> A.TileWindow:
    """The GM window ``tp[...]`` with at least one slice names."""
    ndim = tp.type.ndim
    if len(node.indices) != ndim:
        raise ex.err(node, f"tensor '{tp.name}' has {ndim} dimension(s), got "
                     f"{len(node.indices)} indices")
    starts: list[A.Expr] = []
    extents: list[int | None] = []
    for k, idx in enumerate(node.indices):
        if isinstance(idx, S.Slice):
            start, extent = _slice(ex, tp, k, idx)
            starts.append(start)
            extents.append(extent)
        else:
            starts.append(_index(ex, idx, "a tensor index"))
            extents.append(None)
    shape = window_shape(extents)
    if len(shape) > MAX_TILE_RANK:
        raise ex.err(node, f"a tile has at most {MAX_TILE_RANK} dims")
    if TileType(shape, tp.type.dtype).size > MAX_TILE_LANES:
        raise ex.err(node, f"a tile has at most {MAX_TILE_LANES} lanes")
    return A.TileWindow(tp.name, starts, extents)


def window_shape(extents: list[int | None]) -> tuple[int, ...]:
    return tuple(e for e in extents if e is not None)


def mask(ex: ExprContext, node: S.Expr, w: A.TileWindow) -> A.Expr:
    """The ``mask=`` of a tile load or store of window ``w``: a bool (tile) that broadcasts
    to the window's shape."""
    with allowed(ex):
        m = post(ex, node, ex.value(node, tiles_ok=True))
    if not m.type.is_bool:
        got = tile_text(m) if m.shape else str(m.type)
        raise ex.err(node, f"a mask must be bool, got {got}",
                     "compare to make one, e.g. mask=t > 0.0 or mask=arange(T) % 2 == 0")
    if broadcast_shapes(m.shape, w.shape) != w.shape:
        raise ex.err(
            node,
            f"a mask of shape {shape_text(m.shape)} does not fit the window of shape "
            f"{shape_text(w.shape)}",
            f"the mask must broadcast to the window's shape {shape_text(w.shape)} (a dim of "
            "1 or a missing leading dim broadcasts)",
        )
    return m


def make_tile_load(
    ex: ExprContext,
    tp: A.TensorParam,
    node: S.Subscript,
    explicit: CachePolicy | None,
    other_node: S.Expr | None,
    aug_op: str | None = None,
    mask_node: S.Expr | None = None,
) -> A.TileLoad:
    """The tile load ``tp[window]`` with policy ``explicit`` or else the tensor's scope
    policy; lanes outside the tensor or ``mask`` read ``other`` (default 0; a scalar or a
    tile that broadcasts to the window's shape)."""
    w = window(ex, tp, node)
    dtype = tp.type.dtype
    if other_node is None:
        other: A.Expr = zero(span(node), dtype)
    else:
        other = value_as(ex, other_node, dtype)
        if other.shape and broadcast_shapes(other.shape, w.shape) != w.shape:
            raise ex.err(
                other_node,
                f"other= of shape {shape_text(other.shape)} does not fit the window of shape "
                f"{shape_text(w.shape)}",
                f"other= is a scalar or a tile that broadcasts to the window's shape "
                f"{shape_text(w.shape)}, e.g. other=fill[None, :] for a row",
            )
    m = mask(ex, mask_node, w) if mask_node is not None else None
    policy = explicit if explicit is not None else tp.scope_policy
    load = A.TileLoad(span(node), tp.name, w, policy, other, explicit is not None, m,
                      type=dtype, shape=w.shape)
    if policy is CachePolicy.BYPASS:
        # check_bypass_reads reads .tensor of each entry, which a tile load has too
        ex.scope.cur.bypass_reads.append((load, node, aug_op))  # type: ignore[arg-type]
    return load


def load_call(ex: ExprContext, node: S.Call, tp: A.TensorParam, target: S.Subscript) -> A.Expr:
    """``load(x[i:i + TM, k:k + TK], cache=..., other=..., mask=...)``."""
    policy: CachePolicy | None = None
    other: S.Expr | None = None
    mask_node: S.Expr | None = None
    seen: set[str] = set()
    for kw in node.kwargs:
        if kw.name not in ("cache", "other", "mask"):
            raise ex.err(kw, f"load() has no keyword argument '{kw.name}'",
                         did_you_mean(kw.name, ["cache", "other", "mask"])
                         or "the keywords are cache=, other= and mask=")
        if kw.name in seen:
            raise ex.err(kw, f"{kw.name}= is given twice")
        seen.add(kw.name)
        if kw.name == "cache":
            policy = policy_value(ex.scope, kw.value)
        elif kw.name == "other":
            other = kw.value
        else:
            mask_node = kw.value
    return make_tile_load(ex, tp, target, policy, other, mask_node=mask_node)


# ------------------------------------------------------------- element access


def _element_indices(ex: ExprContext, name: str, tt: TileType, node: S.Subscript) -> list[A.Expr]:
    if any(isinstance(i, S.Slice) for i in node.indices):
        raise ex.err(node, f"tile '{name}' is indexed by element: slices apply to tensors",
                     f"read one element, e.g. {name}[i]")
    if len(node.indices) != len(tt.shape):
        raise ex.err(node, f"tile '{name}' has {len(tt.shape)} dimension(s), got "
                     f"{len(node.indices)} indices")
    out = []
    for k, (n, d) in enumerate(zip(node.indices, tt.shape, strict=True)):
        e = _index(ex, n, "a tile index")
        if isinstance(e, A.Literal) and not 0 <= e.value < d:
            raise ex.err(n, f"index {literal_text(n, e.value)} is out of range for dimension "
                         f"{k} of tile '{name}' (size {d})")
        out.append(e)
    return out


def element(ex: ExprContext, node: S.Subscript) -> A.Expr:
    """``t[i, j]``: one element of tile variable ``t``."""
    assert isinstance(node.value, S.Name)
    name = node.value.id
    tt = ex.scope.cur.tiles[name]
    idx = _element_indices(ex, name, tt, node)
    return A.TileElement(span(node), name, idx, type=tt.dtype)


# ------------------------------------------------------------- statements


def is_tile_store(scope: Scope, target: S.Expr) -> bool:
    """True when ``target`` is a tile window of a tensor or an element of a tile variable."""
    if not (isinstance(target, S.Subscript) and isinstance(target.value, S.Name)):
        return False
    body = scope.cur
    name = target.value.id
    return name in body.tiles or (name in body.tensors and has_slice(target))


def store(
    st: StmtContext, node: S.Stmt, target: S.Subscript, value_node: S.Expr, op: str | None,
    mask_node: S.Expr | None = None,
) -> A.Stmt:
    """``t[i, j] (op)= v`` on a tile variable, or the tile store ``y[r, c:c + T] (op)= v``
    (``store(y[r, c:c + T], v, mask=m)`` passes ``mask_node``)."""
    ex = st.ex
    body = st.cur
    assert isinstance(target.value, S.Name)
    name = target.value.id
    if name in body.tiles:
        tt = body.tiles[name]
        idx = _element_indices(ex, name, tt, target)
        if op is None:
            value = ex.value_as(value_node, tt.dtype)
        else:
            cur = A.TileElement(span(target), name, idx, type=tt.dtype)
            value = ex.binary_typed(node, op, cur, value_node, tt.dtype)
        require_scalar(ex, value, value_node, f"an element of tile '{name}'")
        return A.TileElementStore(span(node), name, idx, value)
    tp = body.tensors[name]
    dtype = tp.type.dtype
    if op is None:
        w = window(ex, tp, target)
        value = value_as(ex, value_node, dtype)
    else:
        load = make_tile_load(ex, tp, target, None, None, aug_op=op)
        w = load.window
        with allowed(ex):
            value = post(ex, node, ex.binary_typed(node, op, load, value_node, dtype))
    if broadcast_shapes(value.shape, w.shape) != w.shape:
        got = tile_text(value) if value.shape else "a scalar"
        raise ex.err(value_node, f"{got} cannot be stored to a window of shape "
                     f"{shape_text(w.shape)}", "the value must broadcast to the window's shape")
    m = mask(ex, mask_node, w) if mask_node is not None else None
    if name not in body.first_write:
        body.first_write[name] = target
    return A.TileStore(span(node), w, value, m)


def store_call(st: StmtContext, node: S.ExprStmt, call: S.Call) -> A.Stmt:
    """``store(y[r, c:c + T], value, mask=m)``: the tile store ``y[r, c:c + T] = value`` of
    the lanes where ``m`` is true."""
    ex = st.ex
    usage = "e.g. store(y[r, c:c + T], t, mask=m)"
    mask_node: S.Expr | None = None
    for kw in call.kwargs:
        if kw.name != "mask":
            raise ex.err(kw, f"store() has no keyword argument '{kw.name}'",
                         did_you_mean(kw.name, ["mask"]) or "the only keyword is mask=")
        if mask_node is not None:
            raise ex.err(kw, "mask= is given twice")
        mask_node = kw.value
    if len(call.args) != 2:
        raise ex.err(call, f"store() takes 2 arguments, got {len(call.args)}", usage)
    target, value_node = call.args
    body = st.cur
    if not (isinstance(target, S.Subscript) and isinstance(target.value, S.Name)
            and target.value.id in body.tensors):
        raise ex.err(target, "the first argument of store() must be a tile window of a tensor "
                     "parameter", usage)
    if not has_slice(target):
        text = ex.scope.src.node_text(target) or f"{target.value.id}[i]"
        raise ex.err(target, f"store() writes a tile window; {text} is one element",
                     f"write {text} = v for one element, or store a window, {usage}")
    return store(st, node, target, value_node, None, mask_node)

