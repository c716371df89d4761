"""The debugging statements: ``print(...)`` and ``breakpoint(...)`` (docs/language.md,
"Debugging statements").

``print`` takes string literals, scalars and tiles; it gets a site of kind ``"print"`` (level
``info_v5``) whose ``fmt`` is the printed text after the prefix, with ``{}`` for each
non-string argument, and whose ``arg_types``/``shapes`` describe those arguments.
``breakpoint`` takes an optional bool condition and an optional ``block=`` integer.  Both are
statements of the library: a user definition named ``print`` or ``breakpoint`` shadows them.
"""

from __future__ import annotations

from incore import abi
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.checking import ExprContext
from incore.frontend.scope import DEBUG_FUNCS, span, unsupported
from incore.frontend.types import VOID

PRINT_USAGE = 'e.g. print("row", i, t)'
BREAKPOINT_USAGE = "e.g. breakpoint(), breakpoint(i == 17) or breakpoint(block=3)"


def is_debug_call(ex: ExprContext, node: S.Expr) -> bool:
    """True when ``node`` calls the library's ``print`` or ``breakpoint``."""
    return any(ex.scope.library_call(node, name) for name in DEBUG_FUNCS)


def statement(ex: ExprContext, stmt: S.ExprStmt) -> A.Stmt:
    """The Print or Breakpoint statement of ``stmt`` (``is_debug_call`` holds for its value)."""
    call = stmt.value
    assert isinstance(call, S.Call) and isinstance(call.func, S.Name)
    for arg in call.args:
        if isinstance(arg, S.Unsupported):
            raise unsupported(ex.scope, arg)
    if call.func.id == "print":
        return print_stmt(ex, stmt, call)
    return breakpoint_stmt(ex, stmt, call)


def print_stmt(ex: ExprContext, stmt: S.ExprStmt, call: S.Call) -> A.Print:
    """Checks ``print(v, ...)`` in a kernel body and records its site."""
    scope = ex.scope
    if scope.cur.kind != "kernel":
        raise ex.err(call, "print() is only allowed in kernel bodies",
                     "print the helper's result in the kernel")
    if call.kwargs:
        kw = call.kwargs[0]
        raise ex.err(kw, f"print() takes no keyword arguments, got '{kw.name}='",
                     "values are separated by one space and each print is one line; pass "
                     "strings as arguments, e.g. print(\"a:\", a)")
    values: list[A.Expr] = []
    parts: list[str] = []
    types: list[str] = []
    shapes: list[tuple[int, ...]] = []
    for arg in call.args:
        if isinstance(arg, S.Str):
            values.append(A.Text(span(arg), arg.value, type=VOID))
            parts.append(arg.value.replace("{", "{{").replace("}", "}}"))
            continue
        if len(types) == abi.MAX_LOG_ARGS:
            raise ex.err(
                arg, f"print() takes at most {abi.MAX_LOG_ARGS} values besides strings",
                "a print record carries at most "
                f"{abi.MAX_LOG_ARGS} scalars and tiles; split it into several prints",
            )
        value = ex.value(arg, tiles_ok=True)
        if value.type == VOID:
            raise ex.err(arg, "this call returns nothing and cannot be printed")
        values.append(value)
        parts.append("{}")
        types.append(value.type.name)
        shapes.append(tuple(value.shape))
    body = scope.cur
    site = A.Site(len(body.sites), abi.PRINT_SITE_KIND, abi.PRINT_LEVEL, " ".join(parts),
                  scope.src.filename, stmt.line, types, shapes)
    body.sites.append(site)
    return A.Print(span(stmt), values, site)


def breakpoint_stmt(ex: ExprContext, stmt: S.ExprStmt, call: S.Call) -> A.Breakpoint:
    """Checks ``breakpoint([condition][, block=b])``."""
    if len(call.args) > 1:
        raise ex.err(
            call.args[1],
            f"breakpoint() takes at most 1 positional argument (a bool condition), got "
            f"{len(call.args)}", BREAKPOINT_USAGE,
        )
    condition = None
    if call.args:
        node = call.args[0]
        if isinstance(node, S.Str):
            raise ex.err(node, "breakpoint() takes a bool condition, not a string",
                         BREAKPOINT_USAGE)
        condition = ex.value(node, tiles_ok=True)
        if condition.shape:
            raise ex.err(node, "a breakpoint condition must be a scalar bool, got a tile",
                         "reduce it first, e.g. breakpoint(max(t) > 1.0)")
        if not condition.type.is_bool:
            raise ex.err(node, f"a breakpoint condition must be bool, got {condition.type}",
                         "compare explicitly, e.g. breakpoint(i == 17)")
    block = None
    for kw in call.kwargs:
        if kw.name != "block":
            raise ex.err(kw, f"breakpoint() has no keyword argument '{kw.name}' (it takes "
                         "block=)", BREAKPOINT_USAGE)
        if block is not None:
            raise ex.err(kw, "breakpoint() got block= twice")
        block = ex.value(kw.value, tiles_ok=True)
        if block.shape or not block.type.is_int:
            got = "a tile" if block.shape else str(block.type)
            raise ex.err(kw.value, f"breakpoint(block=) needs an integer, got {got}",
                         "e.g. breakpoint(block=3)")
    return A.Breakpoint(span(stmt), condition, block)
