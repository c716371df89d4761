"""The ``.incore.meta`` record of a lowered kernel variant (schema in docs/abi.md)."""

from __future__ import annotations

from incore import abi
from incore.frontend import ast

META_FORMAT = 1


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
    entry = {
        "name": p.name,
        "kind": "scalar",
        "slot": abi.scalar_slot(p.index),
        "dtype": p.type.name,
    }
    if p.launch is not None:  # a hidden launch parameter (abi.LAUNCH_PARAMS)
        entry["launch"] = p.launch
    return entry


def _site(s: ast.Site) -> dict:
    entry = {
        "id": s.id,
        "kind": s.kind,
        "level": s.level,
        "fmt": s.fmt,
        "file": s.filename,
        "line": s.line,
        "arg_types": list(s.arg_types),
    }
    if s.kind == abi.PRINT_SITE_KIND:  # the record layout (abi "Print records")
        entry["shapes"] = [list(shape) for shape in s.shapes]
        entry["slots"] = abi.print_slots(abi.print_layout(s.arg_types, s.shapes)[1])
    return entry


def build_meta(
    program: ast.TypedProgram,
    kernel: ast.TypedKernel,
    *,
    arch: str,
    variant: str,
    loads: dict[str, int],
    reads_l2_offset: bool,
    options: dict,
    traps: list[dict] | None = None,
) -> dict:
    """The metadata dict the loader embeds and the runtime validates launches against.

    ``traps`` is the payload's trap-site table (``TrapSites.meta()``); the loader adds the
    ``lines`` table once the payload's code offsets are known."""
    meta = {
        "format": META_FORMAT,
        "kernel": kernel.name,
        "entry": "kernel_entry",
        "arch": arch,
        "core_kind": kernel.core_kind.value,
        "variant": variant,
        "params": [_param(p) for p in kernel.params],
        "loads": dict(loads),  # emitted into this payload, by policy
        "reads_l2_offset": reads_l2_offset,
        "sites": [_site(s) for s in kernel.sites],
        "traps": list(traps or []),
        "options": dict(options),
        "source": program.filename,
        "source_hash": program.source_hash,
    }
    if kernel.consts:  # the values of the kernel's const parameters it was checked with
        meta["consts"] = dict(kernel.consts)
    return meta
