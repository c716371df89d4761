"""Checking of atomics on GM tensor elements and of MIX-cluster synchronisation.

``atomic_<op>(t[i...], v)`` (``atomic_cas(t[i...], expected, new)``) is an expression of the
tensor's dtype, the element's previous value; it counts as a write of ``t`` for the cache-policy
rules.  ``set_flag(f)``, ``wait_flag(f)`` and ``cluster_barrier()`` are statements of ``@mix``
kernels only.  The functions work on the :class:`~incore.frontend.checking.ExprContext` of
the body being checked.
"""

from __future__ import annotations

from incore import abi
from incore.frontend import ast as A
from incore.frontend import grids, tensors, tile_windows, tiles
from incore.frontend import syntax as S
from incore.frontend.cache_policies import check_atomic_target
from incore.frontend.checking import ExprContext
from incore.frontend.diagnostics import literal_text
from incore.frontend.scope import ATOMIC_FUNCS, SYNC_FUNCS, Scope, span
from incore.frontend.tensors import HELPER_TENSOR_HINT

# Element types each atomic supports: the integer ops on 32/64-bit integers; add, min, max,
# exchange and cas on f32/f64 as well.
INT_ATOMIC_TYPES = ("i32", "i64", "u32", "u64")
FLOAT_ATOMIC_TYPES = ("f32", "f64")
FLOAT_ATOMIC_OPS = ("add", "min", "max", "exchange", "cas")
# Atomics that also update a tile window lane by lane (as a statement: they return nothing).
TILE_ATOMIC_OPS = ("add", "min", "max")
# Usage examples, by op.
_USAGE = {
    "cas": "e.g. old = atomic_cas(t[i], expected, new)",
}
_DEFAULT_USAGE = "e.g. old = atomic_{op}(t[i], v)"
FLAG_RANGE = f"flags are integer constants 0..{abi.FLAG_COUNT - 1}"
MIX_ONLY_HINT = (
    "mark the kernel @mix: set_flag, wait_flag and cluster_barrier synchronise the AIC and "
    "the two AIV cores of a MIX cluster"
)


def usage(name: str) -> str:
    """A one-line example call of atomic ``name``."""
    op = name.removeprefix("atomic_")
    return _USAGE.get(op, _DEFAULT_USAGE.format(op=op))


def atomic_call(ex: ExprContext, node: S.Call) -> A.Atomic:
    """Checks ``atomic_<op>(t[i...], ...)``: the target element, its dtype and the operands."""
    assert isinstance(node.func, S.Name)
    name = node.func.id
    op = name.removeprefix("atomic_")
    body = ex.scope.cur
    if node.kwargs:
        raise ex.err(
            node.kwargs[0],
            f"{name}() takes no keyword arguments",
            "an atomic reads and writes through the cached window; it has no cache= policy",
        )
    want = 3 if op == "cas" else 2
    if len(node.args) != want:
        raise ex.err(node, f"{name}() takes {want} arguments, got {len(node.args)}", usage(name))
    target = node.args[0]
    if ex.scope.library_call(target, "load"):
        raise ex.err(
            target,
            f"the target of {name}() is a tensor element, not load(...)",
            "an atomic has no cache policy: write the element directly, e.g. "
            f"{name}(t[i], ...)",
        )
    if isinstance(target, S.Subscript):
        tensors.check_chained_subscript(ex.scope, target)
    if not (
        isinstance(target, S.Subscript)
        and isinstance(target.value, S.Name)
        and target.value.id in body.tensors
    ):
        hint = HELPER_TENSOR_HINT if body.kind == "func" else usage(name)
        raise ex.err(
            target, f"the first argument of {name}() must be an element of a tensor parameter",
            hint,
        )
    tp = body.tensors[target.value.id]
    check_atomic_target(ex.scope, body, tp.name, name, target)
    dtype = tp.type.dtype
    allowed = INT_ATOMIC_TYPES + (FLOAT_ATOMIC_TYPES if op in FLOAT_ATOMIC_OPS else ())
    if dtype.name not in allowed:
        if dtype.is_float and dtype.name in FLOAT_ATOMIC_TYPES:
            hint = f"float atomics are {', '.join(f'atomic_{o}' for o in FLOAT_ATOMIC_OPS)}"
        else:
            hint = f"{name}() works on {', '.join(allowed)} tensors"
        raise ex.err(
            target,
            f"{name}() is not defined for {dtype} elements ('{tp.name}' is a {dtype} tensor)",
            hint,
        )
    if tile_windows.has_slice(target):
        if op in TILE_ATOMIC_OPS:
            text = ex.scope.src.node_text(node, 60) or f"{name}({tp.name}[...], t)"
            raise ex.err(
                node, f"a tile-window {name}() returns nothing; it updates each lane of the "
                "window", f"call it as a statement: {text}",
            )
        raise ex.err(
            target, f"{name}() updates one element of '{tp.name}', not a slice",
            element_loop_hint(ex, name, node, target),
        )
    idx = tensors.indices(ex, tp, target)
    args = [ex.value_as(a, dtype) for a in node.args[1:]]
    if tp.name not in body.first_write:
        body.first_write[tp.name] = target
    return A.Atomic(span(node), op, tp.name, idx, args, type=dtype)


def element_loop_hint(ex: ExprContext, name: str, node: S.Call, target: S.Subscript) -> str:
    """A loop of element atomics over the (first) sliced dim of ``target``, in the user's
    spelling: ``for j in range(0, 16): atomic_add(h[j], v)``."""
    assert isinstance(target.value, S.Name)
    src = ex.scope.src
    parts: list[str] = []
    bounds: tuple[str, str] | None = None
    for k, idx in enumerate(target.indices):
        if isinstance(idx, S.Slice) and bounds is None:
            lo = src.node_text(idx.lower) if idx.lower is not None else "0"
            hi = (src.node_text(idx.upper) if idx.upper is not None
                  else f"{target.value.id}.shape[{k}]")
            bounds = (lo or "lo", hi or "hi")
            parts.append("j")
        else:
            parts.append(src.node_text(idx) or "i")
    assert bounds is not None
    args = [src.node_text(a, 30) or "v" for a in node.args[1:]]
    call = f"{name}({target.value.id}[{', '.join(parts)}], {', '.join(args)})"
    return f"update element by element: for j in range({bounds[0]}, {bounds[1]}): {call}"


def is_sync_call(scope: Scope, node: S.Expr) -> bool:
    """True for a call of the builtin ``set_flag``, ``wait_flag`` or ``cluster_barrier``."""
    return any(scope.library_call(node, n) for n in SYNC_FUNCS)


def is_atomic_call(scope: Scope, node: S.Expr) -> bool:
    """True for a call of one of the ``atomic_<op>`` builtins."""
    return any(scope.library_call(node, n) for n in ATOMIC_FUNCS)


def sync_as_value(ex: ExprContext, node: S.Call) -> A.Expr:
    """Rejects a sync call used as a value (they are statements)."""
    assert isinstance(node.func, S.Name)
    name = node.func.id
    example = f"{name}()" if name == "cluster_barrier" else f"{name}(0)"
    raise ex.err(
        node, f"{name}() is a statement and has no value", f"call it on its own line: {example}"
    )


def sync_stmt(ex: ExprContext, stmt: S.ExprStmt, node: S.Call) -> A.Sync:
    """Checks ``set_flag(f)``, ``wait_flag(f)`` or ``cluster_barrier()`` in a ``@mix`` kernel."""
    assert isinstance(node.func, S.Name)
    name = node.func.id
    if name == "sync_all":
        return grids.sync_all_stmt(ex, stmt, node)
    scope = ex.scope
    body = scope.cur
    if body.kind == "func":
        raise ex.err(
            node, f"{name}() is only available in @mix kernels, not in helpers",
            "call it in the kernel body, around the helper call",
        )
    kernel = scope.kernel_nodes[body.name]
    kind = next((d.name for d in kernel.decorators), "aiv")
    if kind != "mix":
        raise ex.err(
            node,
            f"{name}() is only available in @mix kernels; kernel '{body.name}' is @{kind}",
            MIX_ONLY_HINT,
        )
    if node.kwargs:
        raise ex.err(node.kwargs[0], f"{name}() takes no keyword arguments")
    if name == "cluster_barrier":
        if node.args:
            raise ex.err(node, f"cluster_barrier() takes no arguments, got {len(node.args)}")
        return A.Sync(span(stmt), name)
    if len(node.args) != 1:
        raise ex.err(
            node, f"{name}() takes 1 argument, got {len(node.args)}", f"e.g. {name}(0); "
            + FLAG_RANGE,
        )
    arg = node.args[0]
    value = ex.expr(arg)
    if ex.lits.kind(value) != "int":
        raise ex.err(
            arg, f"the flag of {name}() must be an integer constant", FLAG_RANGE
            + ", e.g. const READY = 0"
        )
    assert isinstance(value, A.Literal)
    flag = int(value.value)
    if not 0 <= flag < abi.FLAG_COUNT:
        raise ex.err(arg, f"flag {literal_text(arg, flag)} is out of range", FLAG_RANGE)
    return A.Sync(span(stmt), name, flag)


def statement(ex: ExprContext, stmt: S.ExprStmt) -> A.Stmt | None:
    """The statement for an atomic or sync call standing alone (an atomic's previous value is
    discarded), or None when ``stmt`` is neither."""
    value = stmt.value
    if is_sync_call(ex.scope, value):
        assert isinstance(value, S.Call)
        return sync_stmt(ex, stmt, value)
    if is_atomic_call(ex.scope, value):
        assert isinstance(value, S.Call) and isinstance(value.func, S.Name)
        op = value.func.id.removeprefix("atomic_")
        if op in TILE_ATOMIC_OPS and value.args and tile_windows.has_slice(value.args[0]):
            return tile_atomic(ex, stmt, value)
        return A.ExprStmt(span(stmt), atomic_call(ex, value))
    return None


def tile_atomic(ex: ExprContext, stmt: S.ExprStmt, node: S.Call) -> A.TileAtomic:
    """``atomic_add/min/max(y[r, c:c + T], t)``: a per-lane atomic update of a window."""
    assert isinstance(node.func, S.Name)
    name = node.func.id
    op = name.removeprefix("atomic_")
    body = ex.scope.cur
    usage = f"e.g. {name}(y[r, c:c + T], t)"
    if node.kwargs:
        raise ex.err(node.kwargs[0], f"{name}() takes no keyword arguments",
                     "an atomic reads and writes through the cached window; it has no cache= "
                     "policy")
    if len(node.args) != 2:
        raise ex.err(node, f"{name}() takes 2 arguments, got {len(node.args)}", usage)
    target, value_node = node.args
    assert isinstance(target, S.Subscript)
    if not (isinstance(target.value, S.Name) and target.value.id in body.tensors):
        hint = HELPER_TENSOR_HINT if body.kind == "func" else usage
        raise ex.err(target, f"the first argument of {name}() must be a window of a tensor "
                     "parameter", hint)
    tp = body.tensors[target.value.id]
    check_atomic_target(ex.scope, body, tp.name, name, target)
    dtype = tp.type.dtype
    allowed = INT_ATOMIC_TYPES + FLOAT_ATOMIC_TYPES
    if dtype.name not in allowed:
        raise ex.err(target, f"{name}() is not defined for {dtype} elements ('{tp.name}' is a "
                     f"{dtype} tensor)", f"{name}() works on {', '.join(allowed)} tensors")
    w = tile_windows.window(ex, tp, target)
    value = tiles.value_as(ex, value_node, dtype)
    if tiles.broadcast_shapes(value.shape, w.shape) != w.shape:
        got = tiles.tile_text(value) if value.shape else "a scalar"
        raise ex.err(value_node, f"{got} cannot update a window of shape "
                     f"{tiles.shape_text(w.shape)}",
                     "the value must broadcast to the window's shape")
    if tp.name not in body.first_write:
        body.first_write[tp.name] = target
    return A.TileAtomic(span(stmt), op, w, value)
