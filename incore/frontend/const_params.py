"""A kernel's ``const`` parameters: their declarations and the values one specialisation binds.

``kernel mm(a: Tensor[[M, K], f16], ..., TM: const = 64)`` declares ``TM`` a compile-time
parameter.  A check binds each one to the value given for the kernel (``incore.compile(...,
consts={"mm": {"TM": 128}})``) or to its default, and the body sees it exactly as a top-level
``const``: a tile shape, a ``range`` step, a folded ``if``.  A kernel with a parameter that has
neither stays unchecked (``ast.PendingKernel``) until a specialisation gives the value.
Bad values are ``ConstParameterError`` (a ``CompileError`` and a ``TypeError``) naming the
parameter and located at its declaration.
"""

from __future__ import annotations

import numbers
from collections.abc import Callable, Mapping

from incore.exceptions import CompileError, ConstParameterError
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.diagnostics import SourceText, did_you_mean
from incore.frontend.scope import Const, span

ConstValue = int | float | bool
I64_LIMIT = 1 << 63


def kind_of(value: object) -> str | None:
    """``"bool"``, ``"int"`` or ``"float"`` for a value a const parameter can take (numpy
    scalars included), else None."""
    if isinstance(value, bool) or getattr(getattr(value, "dtype", None), "kind", None) == "b":
        return "bool"
    if isinstance(value, numbers.Integral):
        return "int"
    if isinstance(value, numbers.Real):
        return "float"
    return None


def declared(node: S.KernelDef, literal: Callable[[S.ConstDef], ConstValue],
             src: SourceText) -> list[A.ConstParam]:
    """The ``const`` parameters ``node`` declares, their defaults read by ``literal`` (the
    checker's reading of a top-level ``const``).  A default on another parameter is an
    error."""
    params = []
    for p in node.params:
        if not isinstance(p.annotation, S.ConstTypeAnn):
            if p.default is not None:
                raise src.error_at(
                    p.default, f"parameter '{p.name}' cannot have a default",
                    f"only a const parameter has one, e.g. {p.name}: const = 64")
            continue
        default = kind = None
        if p.default is not None:
            fake = S.ConstDef(p.name, p.default, line=p.line, col=p.col,
                              end_line=p.end_line, end_col=p.end_col)
            default = literal(fake)
            kind = kind_of(default)
        params.append(A.ConstParam(p.name, kind, default, span(p)))
    return params


def _error(src: SourceText, node: object, message: str, hint: str | None) -> ConstParameterError:
    """A ConstParameterError spanning ``node``."""
    e = src.error_at(node, message, hint)
    return ConstParameterError(e.message, e.filename, e.line, e.col, e.source_line, e.end_col,
                               e.hint)


def bind(node: S.KernelDef, params: list[A.ConstParam], given: Mapping[str, object] | None,
         src: SourceText) -> dict[str, ConstValue] | None:
    """The value of each of ``node``'s const parameters: ``given`` (the values one
    specialisation names) over the defaults.  None when ``given`` is None and a parameter
    has no default (the kernel stays pending); with ``given``, a missing value, an unknown
    name or a value of the wrong type is a ConstParameterError naming the parameter."""
    by_name = {p.name: p for p in params}
    given = dict(given or {}) if given is not None else None
    for name in given or ():
        if name not in by_name:
            other = next((p for p in node.params if p.name == name), None)
            known = ", ".join(by_name) or "none"
            if other is not None:
                raise _error(src, other, f"'{name}' is a run-time parameter of kernel "
                             f"'{node.name}', not a const parameter",
                             f"pass it positionally; its const parameters: {known}")
            raise _error(src, node, f"kernel '{node.name}' has no const parameter '{name}' "
                         f"(its const parameters: {known})",
                         did_you_mean(name, by_name) or "declare it, e.g. "
                         f"{name}: const = 64")
    values: dict[str, ConstValue] = {}
    for p in params:
        if given is not None and p.name in given:
            values[p.name] = _checked(node, p, given[p.name], src)
        elif p.default is not None:
            values[p.name] = p.default
        elif given is None:
            return None
        else:
            raise _error(src, p.span, f"const parameter '{p.name}' of kernel '{node.name}' "
                         "has no default and no value was given",
                         f"give it at launch ({p.name}=...) or with "
                         f"kernel.specialize({p.name}=...)")
    return values


def _checked(node: S.KernelDef, p: A.ConstParam, value: object, src: SourceText) -> ConstValue:
    """``value`` as const parameter ``p`` takes it (an int for a float parameter becomes a
    float), or a ConstParameterError."""
    kind = kind_of(value)
    where = f"const parameter '{p.name}' of kernel '{node.name}'"
    if kind is None:
        raise _error(src, p.span, f"{where} takes an int, float or bool, got {value!r} "
                     f"({type(value).__name__})", None)
    if p.kind is not None and kind != p.kind and not (p.kind == "float" and kind == "int"):
        article = "an" if p.kind == "int" else "a"
        raise _error(src, p.span, f"{where} takes {article} {p.kind} (its default is "
                     f"{p.default!r}), "
                     f"got {value!r} ({kind})", None)
    if kind == "bool":
        return bool(value)
    if kind == "int" and p.kind != "float":
        value = int(value)  # type: ignore[arg-type]
        if not -I64_LIMIT <= value < I64_LIMIT:
            raise _error(src, p.span, f"{where}: {value} does not fit in an i64", None)
        return value
    return float(value)  # type: ignore[arg-type]


def scope_entries(params: list[A.ConstParam], values: Mapping[str, ConstValue]
                  ) -> dict[str, Const]:
    """Scope entries that make each bound const parameter a ``const`` of the kernel body."""
    entries = {}
    for p in params:
        v = values[p.name]
        lit = (S.BoolLit(v) if isinstance(v, bool) else S.Num(v, repr(v)))
        sp = p.span
        lit.line, lit.col = sp.line, sp.col
        decl = S.ConstDef(p.name, lit, line=sp.line, col=sp.col)
        entries[p.name] = Const(decl, v)
    return entries


def note_values(exc: CompileError, kernel: str, values: Mapping[str, ConstValue]) -> None:
    """Adds the const values a specialisation was checked with to ``exc``'s message, so an
    error they cause (a tile over the local-memory budget) names them."""
    shown = ", ".join(f"{k}={v!r}" for k, v in values.items())
    exc.message += f" (kernel '{kernel}' specialised with {shown})"
    exc.args = (exc._render(),)
