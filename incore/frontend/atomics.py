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
from incore.frontend import syntax as S
from incore.frontend import tensors
from incore.frontend.checking import ExprContext
from incore.frontend.diagnostics import literal_text
from incore.frontend.scope import ATOMIC_FUNCS, SYNC_FUNCS, is_call_of, span
from incore.frontend.tensors import HELPER_TENSOR_HINT

# Element types each atomic supports: the integer ops on 32/64-bit integers; add, min, max,
# exchange and cas on f32/f64 as well.
INT_ATOMIC_TYPES = ("i32", "i64", "u32", "u64")
FLOAT_ATOMIC_TYPES = ("f32", "f64")
FLOAT_ATOMIC_OPS = ("add", "min", "max", "exchange", "cas")
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
    if is_call_of(target, "load"):
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
    idx = tensors.indices(ex, tp, target)
    args = [ex.value_as(a, dtype) for a in node.args[1:]]
    if tp.name not in body.first_write:
        body.first_write[tp.name] = target
    return A.Atomic(span(node), op, tp.name, idx, args, type=dtype)


def is_sync_call(node: S.Expr) -> bool:
    """True for a call of ``set_flag``, ``wait_flag`` or ``cluster_barrier``."""
    return any(is_call_of(node, n) for n in SYNC_FUNCS)


def is_atomic_call(node: S.Expr) -> bool:
    """True for a call of one of the ``atomic_<op>`` builtins."""
    return any(is_call_of(node, n) for n in ATOMIC_FUNCS)


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
    if is_sync_call(value):
        assert isinstance(value, S.Call)
        return sync_stmt(ex, stmt, value)
    if is_atomic_call(value):
        assert isinstance(value, S.Call)
        return A.ExprStmt(span(stmt), atomic_call(ex, value))
    return None
