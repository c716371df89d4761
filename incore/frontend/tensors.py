"""Tensor access: element reads and their cache policies, indices, shapes and attributes.

A read's policy is its explicit ``cache=`` or else the tensor's scope policy set by a
top-level ``set_cache_policy``; :func:`check_bypass_reads` rejects a BYPASS read of a tensor
the kernel also writes.  The expression-level functions work on the
:class:`~incore.frontend.checking.ExprContext` of the body being checked.
"""

from __future__ import annotations

from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend import tile_shapes, tile_windows, tiles
from incore.frontend.cache_policies import policy_value
from incore.frontend.checking import ExprContext
from incore.frontend.diagnostics import did_you_mean, literal_text
from incore.frontend.scope import Scope, span
from incore.frontend.types import I64, CachePolicy

HELPER_TENSOR_HINT = "helpers cannot access tensors; pass element values as arguments"
# Keywords of tile loads only (lanes outside the tensor or the mask read ``other``).
TILE_LOAD_KEYWORDS = ("other", "mask")


# ------------------------------------------------------------- element reads


def load_call(ex: ExprContext, node: S.Call) -> A.Expr:
    """Checks ``load(t[i...], cache=...)``."""
    body = ex.scope.cur
    usage = "e.g. load(x[i], cache=CachePolicy.BYPASS)"
    if len(node.args) != 1:
        raise ex.err(node, "load(...) takes exactly one element of a tensor parameter", usage)
    target = node.args[0]
    if isinstance(target, S.Subscript):
        check_chained_subscript(ex.scope, target)
    if not (
        isinstance(target, S.Subscript)
        and isinstance(target.value, S.Name)
        and target.value.id in body.tensors
    ):
        raise ex.err(target, "load(...) takes exactly one element of a tensor parameter", usage)
    if tile_windows.has_slice(target):
        return tile_windows.load_call(ex, node, body.tensors[target.value.id], target)
    policy: CachePolicy | None = None
    for kw in node.kwargs:
        if kw.name in TILE_LOAD_KEYWORDS:
            raise ex.err(
                kw,
                f"{kw.name}= applies to tile loads; "
                f"load({ex.scope.src.node_text(target) or target.value.id + '[...]'}) reads one "
                "element, which has no masked lanes",
                f"remove {kw.name}=, or load a tile window, e.g. "
                f"load({_window_text(ex, target)}, {kw.name}=...)",
            )
        if kw.name != "cache":
            raise ex.err(
                kw, f"load() has no keyword argument '{kw.name}'",
                did_you_mean(kw.name, ["cache"]) or "the only keyword is cache=",
            )
        if policy is not None:
            raise ex.err(kw, "cache= is given twice")
        policy = policy_value(ex.scope, kw.value)
    tp = body.tensors[target.value.id]
    return make_load(ex, tp, indices(ex, tp, target), node, policy)


def _window_text(ex: ExprContext, target: S.Subscript) -> str:
    """The tile window that widens element access ``target`` along its last index
    (``x[r, c]`` -> ``x[r, c:c + T]``)."""
    assert isinstance(target.value, S.Name)
    texts = [ex.scope.src.node_text(i, 40) or "i" for i in target.indices]
    texts[-1] = f"{texts[-1]}:{texts[-1]} + T"
    return f"{target.value.id}[{', '.join(texts)}]"


def make_load(
    ex: ExprContext,
    tp: A.TensorParam,
    idx: list[A.Expr],
    node: S.Node,
    explicit: CachePolicy | None,
    aug_op: str | None = None,
) -> A.Load:
    """A read of ``tp[idx]`` with policy ``explicit`` or else the tensor's scope policy;
    ``aug_op`` is the operator when it is the read of an augmented assignment."""
    policy = explicit if explicit is not None else tp.scope_policy
    load = A.Load(span(node), tp.name, idx, policy, explicit is not None, type=tp.type.dtype)
    if policy is CachePolicy.BYPASS:
        ex.scope.cur.bypass_reads.append((load, node, aug_op))
    return load


def indices(ex: ExprContext, tp: A.TensorParam, node: S.Subscript) -> list[A.Expr]:
    """Checks the indices of ``tp[...]``: one integer per dimension, literals range-checked."""
    ndim = tp.type.ndim
    if len(node.indices) != ndim:
        plural = "index" if len(node.indices) == 1 else "indices"
        raise ex.err(
            node,
            f"tensor '{tp.name}' has {ndim} dimension(s), got {len(node.indices)} {plural}",
        )
    out = []
    for k, (n, dim) in enumerate(zip(node.indices, tp.type.dims, strict=False)):
        e = tiles.require_scalar(ex, ex.expr(n), n, "a tensor index")
        kind = ex.lits.kind(e)
        if kind is not None:
            if kind == "float":
                raise ex.err(n, "tensor indices must be integers", "cast with i64(...)")
            assert isinstance(e, A.Literal)
            if e.value < 0:
                raise ex.err(n, "negative indices are not supported")
            if isinstance(dim, int) and e.value >= dim:
                raise ex.err(
                    n,
                    f"index {literal_text(n, e.value)} is out of range for dimension {k} of "
                    f"'{tp.name}' (size {dim})",
                )
            e = ex.lits.coerce(e, I64, n)
        elif not e.type.is_int:
            raise ex.err(
                n, f"tensor indices must be integers, got {e.type}", "cast with i64(...)"
            )
        out.append(e)
    return out


def check_chained_subscript(scope: Scope, node: S.Subscript) -> None:
    """Rejects ``x[0][1]`` on a tensor parameter ``x``: a tensor is indexed with one subscript
    holding an index per dimension, ``x[0, 1]``."""
    chain = [node]
    while isinstance(chain[-1].value, S.Subscript):
        chain.append(chain[-1].value)
    base = chain[-1].value
    if len(chain) < 2 or not isinstance(base, S.Name) or base.id not in scope.cur.tensors:
        return
    if any(tile_shapes.has_new_axis(sub) for sub in chain[1:]):
        return  # a subscript of a tile with a new axis, not of the tensor
    tp = scope.cur.tensors[base.id]
    idx = [n for sub in reversed(chain) for n in sub.indices]
    texts = [scope.src.node_text(n) for n in idx]
    if len(idx) == tp.type.ndim and None not in texts:
        inner_text = scope.src.node_text(chain[-1]) or f"{base.id}[...]"
        raise scope.err(
            node,
            f"index a {tp.type.ndim}-D tensor with one subscript: "
            f"{base.id}[{', '.join(t for t in texts if t is not None)}]",
            f"{inner_text} is not a row of '{base.id}': a tensor is read element by element",
        )
    example = ", ".join("ijklmnop"[: tp.type.ndim])
    raise scope.err(
        node,
        f"tensor '{base.id}' has {tp.type.ndim} dimension(s), got {len(idx)} indices in "
        f"{len(chain)} subscripts",
        f"index a tensor with one subscript, e.g. {base.id}[{example}]",
    )


def subscript(ex: ExprContext, node: S.Subscript) -> A.Expr:
    """Checks ``t[i...]`` (an element read) or ``t.shape[k]`` used as a value."""
    scope = ex.scope
    body = scope.cur
    value = node.value
    if isinstance(value, S.Attribute) and value.attr == "shape":
        return _shape_of(ex, node, value)
    if tile_shapes.has_new_axis(node):
        return tile_shapes.new_axes(ex, node)
    check_chained_subscript(scope, node)
    if isinstance(value, S.Name):
        if value.id in body.tensors:
            tp = body.tensors[value.id]
            if tile_windows.has_slice(node):
                return tile_windows.make_tile_load(ex, tp, node, None, None)
            return make_load(ex, tp, indices(ex, tp, node), node, None)
        if value.id in body.tiles:
            return tile_windows.element(ex, node)
        if body.kind == "func" and value.id not in body.locals and (
            value.id not in scope.consts
        ):
            raise ex.err(value, f"unknown name '{value.id}'", HELPER_TENSOR_HINT)
        ex.expr(value)
        raise ex.err(value, f"'{value.id}' is not a tensor and cannot be indexed")
    with tiles.allowed(ex):
        base = ex.expr(value)
    if base.shape:
        raise ex.err(node, f"an element of a tile expression ({tiles.tile_text(base)}) cannot "
                     "be read in place; only tensors and tile variables are indexed",
                     "assign it to a tile variable first (u = ...), then read u[i, j]; a "
                     "subscript of ':' and None adds an axis: t[:, None]")
    raise ex.err(node, "only tensor parameters can be indexed")


def _shape_of(ex: ExprContext, node: S.Subscript, attr: S.Attribute) -> A.Expr:
    body = ex.scope.cur
    base = attr.value
    if not isinstance(base, S.Name) or base.id not in body.tensors:
        if isinstance(base, S.Name):
            ex.expr(base)
            raise ex.err(base, f"'{base.id}' is not a tensor and has no shape")
        raise ex.err(attr, "only tensor parameters have a shape")
    tp = body.tensors[base.id]
    if len(node.indices) != 1:
        raise ex.err(node, f"{base.id}.shape takes exactly one index")
    idx = node.indices[0]
    k = None
    if isinstance(idx, S.Num) and not idx.is_float:
        k = idx.value
    elif isinstance(idx, S.Name) and idx.id in ex.scope.consts:
        v = ex.scope.consts[idx.id].value
        k = v if isinstance(v, int) and not isinstance(v, bool) else None
    if k is None:
        raise ex.err(idx, f"{base.id}.shape must be indexed with an integer constant")
    if not 0 <= k < tp.type.ndim:
        raise ex.err(
            idx,
            f"'{base.id}' has {tp.type.ndim} dimension(s); shape index {literal_text(idx, k)} "
            "is out of range",
        )
    return A.ShapeOf(span(node), base.id, k, type=I64)


def attribute(ex: ExprContext, node: S.Attribute) -> A.Expr:
    """Rejects an attribute used as a value, explaining what ``t.shape``, ``CachePolicy.X``
    and ``log.x`` are for; no attribute is a value on its own."""
    body = ex.scope.cur
    base = node.value
    if isinstance(base, S.Name):
        if base.id in body.tensors:
            if node.attr == "shape":
                raise ex.err(
                    node,
                    f"{base.id}.shape must be indexed with a constant",
                    f"e.g. {base.id}.shape[0]",
                )
            raise ex.err(
                node,
                f"tensor '{base.id}' has no attribute '{node.attr}'",
                did_you_mean(node.attr, ["shape"]),
            )
        if base.id == "CachePolicy":
            raise ex.err(
                node,
                "CachePolicy values are only valid as cache= of load(...) "
                "or in set_cache_policy(...)",
            )
        if base.id == "log":
            raise ex.err(node, f"log.{node.attr} must be called as a statement")
    ex.expr(base)
    raise ex.err(node, f"unsupported construct: attribute '.{node.attr}'")
