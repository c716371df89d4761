"""Cache policies of tensor reads: ``CachePolicy.<NAME>`` values, the scope policies set by
top-level ``set_cache_policy`` statements, and the check that rejects a BYPASS read of a tensor
the kernel also writes.

A read's policy is its explicit ``cache=`` or else the tensor's scope policy.
"""

from __future__ import annotations

from incore.frontend import syntax as S
from incore.frontend.diagnostics import did_you_mean
from incore.frontend.scope import Body, Scope, loc
from incore.frontend.types import CachePolicy


def policy_value(scope: Scope, node: S.Expr) -> CachePolicy:
    """The policy ``CachePolicy.<NAME>`` names."""
    usage = "use CachePolicy.DEFAULT or CachePolicy.BYPASS"
    if (
        isinstance(node, S.Attribute)
        and isinstance(node.value, S.Name)
        and node.value.id == "CachePolicy"
    ):
        names = {p.name: p for p in CachePolicy}
        if node.attr in names:
            return names[node.attr]
        raise scope.err(
            node,
            f"unknown cache policy 'CachePolicy.{node.attr}'",
            did_you_mean(node.attr, names, "CachePolicy.") or usage,
        )
    raise scope.err(node, "expected a cache policy", usage)


def scope_policies(scope: Scope, stmts: list[S.Stmt], body: Body) -> None:
    """Applies the top-level set_cache_policy statements before the body is checked, so
    they cover reads written textually before them too."""
    first: dict[str, S.Node] = {}
    for stmt in stmts:
        if not isinstance(stmt, S.ExprStmt):
            continue
        if not scope.library_call(stmt.value, "set_cache_policy"):
            continue
        call = stmt.value
        assert isinstance(call, S.Call)
        usage = "e.g. set_cache_policy(x, CachePolicy.BYPASS)"
        if call.kwargs:
            raise scope.err(call.kwargs[0], "set_cache_policy takes no keyword arguments", usage)
        if len(call.args) != 2:
            raise scope.err(
                call, f"set_cache_policy takes 2 arguments, got {len(call.args)}", usage
            )
        target, pol = call.args
        if not isinstance(target, S.Name) or target.id not in body.tensors:
            raise scope.err(
                target, "the first argument of set_cache_policy must be a tensor parameter",
                usage,
            )
        policy = policy_value(scope, pol)
        if target.id in first:
            raise scope.err(
                call,
                f"set_cache_policy is applied to '{target.id}' twice "
                f"(first at {loc(first[target.id])})",
            )
        first[target.id] = call
        body.scope_policy_sites[target.id] = call
        body.tensors[target.id].scope_policy = policy
        body.scope_stmts.add(id(stmt))


def check_bypass_reads(scope: Scope, body: Body) -> None:
    """Rejects a BYPASS read of a tensor that the checked kernel body also writes."""
    for load, site, aug_op in body.bypass_reads:
        write = body.first_write.get(load.tensor)
        if write is not None:
            if aug_op is None:
                hint = (
                    f"read '{load.tensor}' with cache=CachePolicy.DEFAULT, or write the result "
                    "to another tensor"
                )
            else:
                # ``t[i] op= e`` has no place for cache=: spell the read out
                elem = _element_text(scope, site, load.tensor)
                hint = (
                    f"write {elem} = load({elem}, cache=CachePolicy.DEFAULT) {aug_op} ... "
                    f"instead of {aug_op}="
                )
            raise scope.err(
                site,
                f"BYPASS read of '{load.tensor}' at {loc(site)} conflicts with the write "
                f"to '{load.tensor}' at {loc(write)}: the write goes through the cached "
                "window and the read through the nocache alias, so they may disagree",
                hint,
            )


def _element_text(scope: Scope, node: S.Node, tensor: str) -> str:
    """The source text of element access ``node`` (``x[i, j]``), or ``x[i]`` when it spans
    lines or is long."""
    line = scope.src.line_text(node.line) or ""
    if node.end_line == node.line:
        text = line[node.col - 1 : node.end_col - 1]
        if text.startswith(tensor) and len(text) <= 40:
            return text
    return f"{tensor}[i]"


def check_atomic_target(scope: Scope, body: Body, tensor: str, name: str, node: S.Node) -> None:
    """Rejects atomic ``name`` on a tensor whose scope policy is BYPASS: an atomic reads and
    writes through the cached window, so it must see coherent memory."""
    if body.tensors[tensor].scope_policy is not CachePolicy.BYPASS:
        return
    site = body.scope_policy_sites.get(tensor)
    where = f" at {loc(site)}" if site is not None else ""
    raise scope.err(
        node,
        f"{name}() on '{tensor}' cannot bypass the cache: set_cache_policy({tensor}, "
        f"CachePolicy.BYPASS){where} makes '{tensor}' a BYPASS tensor, and an atomic must see "
        "coherent memory (it reads and writes through the cached window)",
        f"remove set_cache_policy({tensor}, CachePolicy.BYPASS); an atomic has no cache policy",
    )
