"""Log and assert statements: format string validation and the sites the device reports.

Every ``log.<level>(fmt, ...)`` and ``assert`` gets an :class:`incore.frontend.ast.Site`
(its format, level, source line and argument types) that the host uses to decode the
device's records; the format must be valid Python ``str.format`` with ``{}`` placeholders
whose specs suit the argument types.
"""

from __future__ import annotations

import string

from incore import abi
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.checking import ExprContext
from incore.frontend.diagnostics import did_you_mean
from incore.frontend.scope import Scope, span
from incore.frontend.types import ScalarType

LOG_LEVELS = ("debug", "warn", "error") + tuple(f"info_v{i}" for i in range(10))


def _format_sample(t: ScalarType) -> object:
    """A sample value of type ``t`` to try a format spec on."""
    if t.is_bool:
        return True
    if t.is_float:
        return 1.5
    return 1


def check_format(scope: Scope, node: S.Str, types: list[ScalarType], nargs: int) -> None:
    """Validates format string ``node`` against ``nargs`` arguments of types ``types``."""
    try:
        parts = list(string.Formatter().parse(node.value))
    except ValueError as exc:
        raise scope.err(node, f"invalid format string: {exc}") from None
    specs: list[str] = []
    for _text, name, spec, conversion in parts:
        if name is None:
            continue
        if name != "":
            raise scope.err(
                node,
                f"format placeholders must be '{{}}' (got '{{{name}}}'): positional "
                "indices and names are not supported",
            )
        if conversion:
            raise scope.err(node, f"conversion '!{conversion}' is not supported in a format")
        if "{" in (spec or ""):
            raise scope.err(node, "nested placeholders in a format spec are not supported")
        specs.append(spec or "")
    if len(specs) != nargs:
        raise scope.err(
            node,
            f"the format has {len(specs)} placeholder(s) but {nargs} argument(s) follow",
        )
    for spec, t in zip(specs, types, strict=False):
        if spec.endswith("c") and not t.is_float:
            # ':c' turns an int into a character; a device value may be no code point at all
            raise scope.err(
                node,
                f"format spec ':{spec}' is not supported: device values are numbers",
                "print the number, e.g. with '{}' or '{:x}'",
            )
        try:
            format(_format_sample(t), spec)
        except (ValueError, TypeError):
            raise scope.err(
                node, f"format spec ':{spec}' is not valid for a {t} argument"
            ) from None


def _site_args(
    ex: ExprContext, what: str, fmt_node: S.Str, arg_nodes: list[S.Expr]
) -> tuple[list[A.Expr], list[str]]:
    """The typed arguments of a log or assert (``what`` names it) and their type names."""
    if len(arg_nodes) > abi.MAX_LOG_ARGS:
        raise ex.err(
            arg_nodes[abi.MAX_LOG_ARGS],
            f"{what} takes at most {abi.MAX_LOG_ARGS} arguments, got {len(arg_nodes)}",
            "a device record carries at most "
            f"{abi.MAX_LOG_ARGS} values; split the message into several statements",
        )
    args = [ex.value(a) for a in arg_nodes]
    check_format(ex.scope, fmt_node, [a.type for a in args], len(arg_nodes))
    return args, [a.type.name for a in args]


def _new_site(
    scope: Scope, kind: str, level: str, fmt: str, line: int, arg_types: list[str]
) -> A.Site:
    body = scope.cur
    site = A.Site(len(body.sites), kind, level, fmt, scope.src.filename, line, arg_types)
    body.sites.append(site)
    return site


def log_stmt(ex: ExprContext, node: S.ExprStmt, call: S.Call) -> A.Stmt:
    """Checks ``log.<level>("fmt", args...)`` in a kernel body and records its site."""
    scope = ex.scope
    func = call.func
    assert isinstance(func, S.Attribute)
    level = func.attr
    if level not in LOG_LEVELS:
        hint = did_you_mean(level, LOG_LEVELS, "log.")
        if level.startswith("inf"):
            hint = "use log.info_v0 ... log.info_v9 (log.info_v5 is INFO)"
        raise scope.err(func, f"unknown log level 'log.{level}'", hint)
    if scope.cur.kind != "kernel":
        raise scope.err(call, "log statements are only allowed in kernel bodies")
    if call.kwargs:
        raise scope.err(call.kwargs[0], f"log.{level} takes no keyword arguments")
    if not call.args or not isinstance(call.args[0], S.Str):
        raise scope.err(
            call.args[0] if call.args else call,
            f"log.{level} needs a format string literal first",
            f'e.g. log.{level}("x = {{}}", x)',
        )
    fmt = call.args[0]
    assert isinstance(fmt, S.Str)
    args, types = _site_args(ex, f"log.{level}", fmt, call.args[1:])
    site = _new_site(scope, "log", level, fmt.value, node.line, types)
    return A.Log(span(node), site, args)


def assert_stmt(ex: ExprContext, node: S.AssertStmt) -> A.Stmt:
    """Checks ``assert cond[, "fmt", args...]`` in a kernel body and records its site; without
    a message the site's format is the condition's source text."""
    scope = ex.scope
    if scope.cur.kind != "kernel":
        raise scope.err(node, "assert statements are only allowed in kernel bodies")
    cond = ex.condition(node.cond)
    if node.extra:
        fmt = node.extra[0]
        if not isinstance(fmt, S.Str):
            raise scope.err(
                fmt,
                "the assert message must be a string literal",
                'e.g. assert x > 0, "x = {}", x',
            )
        args, types = _site_args(ex, "assert", fmt, node.extra[1:])
        text = fmt.value
    else:
        args, types = [], []
        text = "assertion failed: " + _source_text(scope, node.cond)
        text = text.replace("{", "{{").replace("}", "}}")
    site = _new_site(scope, "assert", "assert", text, node.line, types)
    return A.Assert(span(node), cond, site, args)


def _source_text(scope: Scope, node: S.Node) -> str:
    line = scope.src.line_text(node.line) or ""
    if node.end_line == node.line:
        return line[node.col - 1 : node.end_col - 1]
    return line[node.col - 1 :]
