"""Grids and ``sync_all()``: ``grid_idx(axis)``, ``grid_dim(axis)`` and the launch parameters.

A kernel that reads ``grid_idx``/``grid_dim`` or calls ``sync_all()`` takes hidden scalar
parameters after its own (the runtime supplies them): the grid's extents, and when it calls
``sync_all()`` the address of the launch's ``abi.SyncAllBlock`` (``abi.LAUNCH_PARAMS``).
``grid_dim(k)`` is the extent parameter of axis ``k``; ``grid_idx(k)`` is arithmetic on
``block_idx`` (axis 0 varies fastest):

    grid_idx(0) = block_idx % grid_dim(0)
    grid_idx(1) = block_idx // grid_dim(0) % grid_dim(1)
    grid_idx(2) = block_idx // (grid_dim(0) * grid_dim(1))

so lowering and the interpreter see only ordinary expressions and scalar parameters.
"""

from __future__ import annotations

from incore import abi
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.checking import ExprContext
from incore.frontend.diagnostics import literal_text
from incore.frontend.scope import Body, span
from incore.frontend.types import I64, U64

AXIS_HINT = f"the axis is an integer constant 0..{abi.GRID_AXES - 1} (axis 0 varies fastest)"


def _kernel_body(ex: ExprContext, node: S.Node, what: str) -> Body:
    """The kernel body being checked; a helper is an error (its kernel passes the value)."""
    body = ex.scope.cur
    if body.kind == "func":
        raise ex.err(node, f"{what} is only available in kernel bodies, not in helpers",
                     "compute it in the kernel and pass it to the helper as an argument")
    return body


def _uses_launch_params(ex: ExprContext, node: S.Node, body: Body) -> int:
    """Marks ``body``'s kernel as taking the launch parameters; the index of the first."""
    first = len(body.scalars)
    if first + len(abi.LAUNCH_PARAMS) > abi.MAX_SCALARS:
        raise ex.err(node, f"a kernel using grid_idx/grid_dim/sync_all takes at most "
                     f"{abi.MAX_SCALARS - len(abi.LAUNCH_PARAMS)} scalar parameters of its own "
                     f"(the launch passes {len(abi.LAUNCH_PARAMS)} more); this one has {first}")
    body.launch_params = True
    return first


def _dim(sp: A.Span, first: int, axis: int) -> A.Expr:
    key = abi.LAUNCH_PARAMS[axis]
    return A.ScalarArg(sp, abi.launch_param_name(key), first + axis, type=I64)


def grid_call(ex: ExprContext, node: S.Call, name: str) -> A.Expr:
    """``grid_idx(axis)`` or ``grid_dim(axis)`` (an i64) as an expression of the launch
    parameters and ``block_idx``."""
    body = _kernel_body(ex, node, f"{name}()")
    if node.kwargs:
        raise ex.err(node.kwargs[0], f"{name}() takes no keyword arguments")
    if len(node.args) != 1:
        raise ex.err(node, f"{name}() takes 1 argument (the axis), got {len(node.args)}",
                     f"e.g. {name}(0); {AXIS_HINT}")
    arg = node.args[0]
    value = ex.expr(arg)
    if ex.lits.kind(value) != "int":
        raise ex.err(arg, f"the axis of {name}() must be an integer constant", AXIS_HINT)
    assert isinstance(value, A.Literal)
    axis = int(value.value)
    if not 0 <= axis < abi.GRID_AXES:
        raise ex.err(arg, f"axis {literal_text(arg, axis)} is out of range", AXIS_HINT)
    first = _uses_launch_params(ex, node, body)
    sp = span(node)
    if name == "grid_dim":
        return _dim(sp, first, axis)
    idx = A.BuiltinVar(sp, "block_idx", type=I64)
    d0, d1 = _dim(sp, first, 0), _dim(sp, first, 1)
    if axis == 0:
        return A.Binary(sp, "%", idx, d0, type=I64)
    if axis == 1:
        return A.Binary(sp, "%", A.Binary(sp, "//", idx, d0, type=I64), d1, type=I64)
    return A.Binary(sp, "//", idx, A.Binary(sp, "*", d0, d1, type=I64), type=I64)


def sync_all_stmt(ex: ExprContext, stmt: S.ExprStmt, node: S.Call) -> A.Sync:
    """``sync_all()``: every block of the launch meets here."""
    body = _kernel_body(ex, node, "sync_all()")
    if node.kwargs:
        raise ex.err(node.kwargs[0], "sync_all() takes no keyword arguments")
    if node.args:
        raise ex.err(node, f"sync_all() takes no arguments, got {len(node.args)}")
    _uses_launch_params(ex, node, body)
    body.sync_all = True
    return A.Sync(span(stmt), "sync_all")


def launch_params(body: Body, sp: A.Span) -> list[A.ScalarParam]:
    """The hidden launch parameters (at the kernel's span ``sp``) of a kernel whose body uses
    them: the grid's extents, and the SyncAllBlock address when it calls ``sync_all()``."""
    if not body.launch_params:
        return []
    first = len(body.scalars)
    keys = abi.LAUNCH_PARAMS if body.sync_all else abi.LAUNCH_PARAMS[:abi.GRID_AXES]
    return [
        A.ScalarParam(abi.launch_param_name(key), first + k, U64 if key == "sync_all" else I64,
                      sp, launch=key)
        for k, key in enumerate(keys)
    ]
