"""Run-time bounds checks of tensor accesses (``incore.compile(..., bounds_check=True)``).

Every element load and store of the kernel body is a *bounds site*: a compiler-generated
entry of ``.incore.meta``'s ``sites`` list with ``kind: "bounds"``, the tensor's name, rank and
dims, and the access's file:line.  Site ids continue after the checker's log/assert sites and
come from one walk of the kernel body, so both payloads of a ``@mix`` kernel list the same
sites.  An access checks each i64 index with one unsigned compare against its dimension
(``i <u dim`` is false for negative indices too); when one fails, the block writes the
assertion abort record (the index values, then the values of the tensor's symbolic dims, as
many as fit in ``abi.MAX_LOG_ARGS`` words) and returns from ``kernel_entry`` before the access.
The host turns the record into ``incore.KernelIndexError`` (``incore.runtime.devlog.rings``).
"""

from __future__ import annotations

import dataclasses

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.lowering.device_log import emit_abort
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import I1

# A tensor element access whose indices bounds checks test.
Access = ast.Load | ast.Store | ast.Atomic
# The fail edge of a check is cold: keep the in-range path the fall-through one.
_WEIGHTS = (1 << 20, 1)


@dataclasses.dataclass(eq=False)
class BoundsSite:
    """One checked access: ``site`` is its record identity (word types: ``u64`` for a u64
    index, else ``i64``); ``dims`` the tensor's declared dims (ints or shape symbols)."""

    site: ast.Site
    tensor: str
    dims: list[int | str]

    def meta(self) -> dict:
        """The ``.incore.meta`` entry (schema in docs/abi.md)."""
        s = self.site
        return {
            "id": s.id, "kind": s.kind, "level": s.level, "fmt": s.fmt, "file": s.filename,
            "line": s.line, "arg_types": list(s.arg_types), "tensor": self.tensor,
            "rank": len(self.dims), "dims": list(self.dims),
        }


def _accesses(node: object, out: list[Access], seen: set[int]) -> None:
    """Append every access (Load/Store/Atomic) under ``node`` in source-walk order, each node
    once (``t[i] op= e`` shares index expressions between its store and its load)."""
    if isinstance(node, list):
        for item in node:
            _accesses(item, out, seen)
        return
    if not isinstance(node, (ast.Expr, ast.Stmt)) or id(node) in seen:
        return
    seen.add(id(node))
    if isinstance(node, (ast.Load, ast.Store, ast.Atomic)):
        out.append(node)
    for f in dataclasses.fields(node):
        if f.name not in ("span", "type", "site"):
            _accesses(getattr(node, f.name), out, seen)


def _record_layout(p: ast.TensorParam, indices: list[ast.Expr]) -> tuple[list[str], str]:
    """The abort record's word types and the site's format over them: the indices, then the
    symbolic dims that fit; a symbolic dim left out is shown by its name."""
    rank = len(p.type.dims)
    types = ["u64" if i.type.name == "u64" else "i64" for i in indices]
    shape = []
    for d in p.type.dims:
        if isinstance(d, int):
            shape.append(str(d))
        elif len(types) < abi.MAX_LOG_ARGS:
            types.append("i64")
            shape.append("{}")
        else:
            shape.append(d)
    tail = "," if rank == 1 else ""
    fmt = f"{p.name}[{', '.join(['{}'] * rank)}] out of range for shape ({', '.join(shape)}{tail})"
    return types, fmt


class BoundsChecks:
    """The bounds sites of one kernel and the checks that ``KernelCodegen`` emits for them."""

    def __init__(self, program: ast.TypedProgram, kernel: ast.TypedKernel) -> None:
        self.program = program
        self.kernel = kernel
        self.params = {p.name: p for p in kernel.tensors}
        self._next_id = max((s.id for s in kernel.sites), default=-1) + 1
        self.sites: dict[int, BoundsSite] = {}  # id(access node) -> its site
        accesses: list[Access] = []
        _accesses(kernel.body, accesses, set())
        for access in accesses:
            self._site_of(access)

    def _site_of(self, access: Access) -> BoundsSite:
        found = self.sites.get(id(access))
        if found is None:
            p = self.params[access.tensor]
            types, fmt = _record_layout(p, access.indices)
            site = ast.Site(
                self._next_id, abi.BOUNDS_SITE_KIND, "assert", fmt, self.program.filename,
                access.span.line, types,
            )
            self._next_id += 1
            found = BoundsSite(site, p.name, list(p.type.dims))
            self.sites[id(access)] = found
        return found

    def _dim(self, gen: Emitter, p: ast.TensorParam, k: int) -> ir.Value:
        """Dim ``k`` of ``p``: a symbolic dim is read where its symbol is bound (the launch
        checks that every tensor naming it agrees), so checks of different tensors compare
        against one SSA value that the optimiser can reason about."""
        decl = p.type.dims[k]
        if isinstance(decl, str):
            for q in self.kernel.tensors:
                if decl in q.type.dims:
                    return gen.entry.tensor_dim(q, q.type.dims.index(decl))
        return gen.entry.tensor_dim(p, k)

    def meta_sites(self) -> list[dict]:
        """The ``.incore.meta`` entries of every bounds site, in id order."""
        return [s.meta() for s in sorted(self.sites.values(), key=lambda s: s.site.id)]

    def check(
        self, gen: Emitter, access: Access, indices: list[ir.Value]
    ) -> None:
        """Emit ``0 <= indices[k] < dim k`` for every k (i64 values) at the builder's position;
        on failure record the access and end the block.  Compile-time-true checks emit
        nothing."""
        bsite = self._site_of(access)
        p = self.params[access.tensor]
        dims = [self._dim(gen, p, k) for k in range(p.type.ndim)]
        b = gen.b
        ok: ir.Value | None = None
        for k, (i, dim) in enumerate(zip(indices, dims, strict=True)):
            if isinstance(i, ir.Constant) and isinstance(dim, ir.Constant):
                if (i.constant & ((1 << 64) - 1)) < dim.constant:
                    continue
                inside: ir.Value = ir.Constant(I1, 0)
            else:
                inside = b.icmp_unsigned("<", i, dim, name=f"{p.name}.in{k}")
            ok = inside if ok is None else b.and_(ok, inside)
        if ok is None:
            return
        sid = bsite.site.id
        fail_bb, ok_bb = gen.new_block(f"bounds{sid}.fail"), gen.new_block(f"bounds{sid}.ok")
        branch = b.cbranch(ok, ok_bb, fail_bb)
        branch.set_weights(list(_WEIGHTS))
        b.position_at_end(fail_bb)
        symbolic = [d for d, decl in zip(dims, p.type.dims, strict=True) if isinstance(decl, str)]
        words = (list(indices) + symbolic)[: len(bsite.site.arg_types)]
        emit_abort(gen, bsite.site, words)
        b.position_at_end(ok_bb)

