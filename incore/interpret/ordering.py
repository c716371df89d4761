"""Which tensors of a kernel hold results that depend on the order its atomics run in.

The compiled launch runs its blocks on several cores at once, so concurrent atomics on one
element meet in an order the device decides; the interpreter runs them in block order.  A
tensor's final contents are the same either way unless:

- it is the target of an atomic whose result depends on that order: a float ``atomic_add``
  (its sum rounds after every addition), ``atomic_exchange`` or ``atomic_cas`` (the last
  writer wins), of any element type, on an element (``Atomic``) or a tile window
  (``TileAtomic``);
- the kernel uses the value an atomic returns (``t = atomic_add(c[0], 1)``: the ticket a block
  draws): then every tensor it writes may hold order-dependent values, except the targets of
  integer atomics whose result is order-free (add, min, max, and, or, xor commute).

:func:`order_dependent` names those tensors; a cross-check compares the others.
"""

from __future__ import annotations

from incore.frontend import ast

# Integer atomics whose final value is the same in every order.
COMMUTING = frozenset({"add", "min", "max", "and", "or", "xor"})
_SKIP = ("span", "type", "site", "shape")


def order_dependent(program: ast.TypedProgram, kernel: ast.TypedKernel) -> frozenset[str]:
    """The tensor parameters of ``kernel`` whose contents after a launch may depend on the
    order its atomics run in (see the module docstring)."""
    dtypes = {p.name: p.type.dtype for p in kernel.tensors}
    dependent: set[str] = set()
    commuting: set[str] = set()
    used = False
    seen: set[str] = set()

    def atomic(op: str, tensor: str) -> None:
        dtype = dtypes.get(tensor)
        if dtype is None:
            return
        if op in COMMUTING and not (dtype.is_float and op == "add"):
            commuting.add(tensor)
        else:
            dependent.add(tensor)

    def walk(node: object, value_used: bool) -> None:
        nonlocal used
        if isinstance(node, list):
            for x in node:
                walk(x, value_used)
            return
        if isinstance(node, ast.ExprStmt):
            walk(node.value, False)  # an atomic called for its effect only
            return
        if isinstance(node, ast.Atomic):
            atomic(node.op, node.tensor)
            used = used or value_used
        elif isinstance(node, ast.TileAtomic):
            atomic(node.op, node.tensor)
        elif isinstance(node, ast.Call) and node.func not in seen:
            seen.add(node.func)
            walk(program.funcs[node.func].body, True)
        if isinstance(node, (ast.Expr, ast.Stmt, ast.TileWindow)):
            for k, v in vars(node).items():
                if k not in _SKIP:
                    walk(v, True)

    walk(kernel.body, True)
    if used:
        written = {p.name for p in kernel.tensors if p.written}
        dependent |= written - (commuting - dependent)
    return frozenset(dependent)
