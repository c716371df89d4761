"""The ``.incore.meta`` record of a lowered kernel variant (schema in docs/abi.md)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterator

from incore import abi
from incore.frontend import ast

META_FORMAT = 1


def walk(node: object) -> Iterator[object]:
    """Every AST node reachable from ``node`` (statements, expressions, lists), pre-order."""
    yield node
    if isinstance(node, list):
        for item in node:
            yield from walk(item)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            if isinstance(value, (list, ast.Expr, ast.Stmt)):
                yield from walk(value)


def _param(p: ast.TensorParam | ast.ScalarParam) -> dict:
    if isinstance(p, ast.TensorParam):
        return {
            "name": p.name,
            "kind": "tensor",
            "slot": abi.tensor_slot(p.index),
            "dtype": p.type.dtype.name,
            "dims": list(p.type.dims),
            "written": p.written,
            "policy": p.scope_policy.value,
        }
    return {
        "name": p.name,
        "kind": "scalar",
        "slot": abi.scalar_slot(p.index),
        "dtype": p.type.name,
    }


def _site(s: ast.Site) -> dict:
    return {
        "id": s.id,
        "kind": s.kind,
        "level": s.level,
        "fmt": s.fmt,
        "file": s.filename,
        "line": s.line,
        "arg_types": list(s.arg_types),
    }


def build_meta(
    program: ast.Program,
    kernel: ast.Kernel,
    *,
    arch: str,
    variant: str,
    reads_l2_offset: bool,
    options: dict,
) -> dict:
    """The metadata dict the loader embeds and the runtime validates launches against."""
    loads = Counter(n.policy.value for n in walk(kernel.body) if isinstance(n, ast.Load))
    return {
        "format": META_FORMAT,
        "kernel": kernel.name,
        "entry": "kernel_entry",
        "arch": arch,
        "core_kind": kernel.core_kind.value,
        "variant": variant,
        "params": [_param(p) for p in kernel.params],
        "loads": {"bypass": loads.get("bypass", 0), "default": loads.get("default", 0)},
        "reads_l2_offset": reads_l2_offset,
        "sites": [_site(s) for s in kernel.sites],
        "options": dict(options),
        "source": program.filename,
        "source_hash": program.source_hash,
    }
