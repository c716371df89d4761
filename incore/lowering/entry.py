"""Entry-block reads: every args slot, context field and descriptor field a kernel needs is
loaded exactly once, in the entry block, and reused as an SSA value everywhere after.

Offsets come from ``incore.abi`` (the layouts the runtime fills)."""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from incore import abi
from incore.frontend.ast import ScalarParam, TensorParam
from incore.lowering import halfconv
from incore.lowering.irtypes import F32, F64, I16, I32, I64, PTR, value_type


class EntryReads:
    """Lazily emits loads into the entry block; ``builder`` must stay positioned there."""

    def __init__(self, builder: ir.IRBuilder, args: ir.Argument, arch: str) -> None:
        self.builder = builder
        self.args = args
        self.global_layout = abi.global_context_type(arch)
        self._values: dict[tuple, ir.Value] = {}

    def cached(self, key: tuple, make: Callable[[], ir.Value]) -> ir.Value:
        """The entry-block value for ``key``, emitted by ``make`` on first request."""
        if key not in self._values:
            self._values[key] = make()
        return self._values[key]

    def _field(self, base: ir.Value, offset: int, ty: ir.Type, name: str) -> ir.Value:
        b = self.builder
        addr = b.gep(
            base, [ir.Constant(I64, offset)], source_etype=ir.IntType(8), name=f"{name}.addr"
        )
        return b.load(addr, typ=ty, name=name)

    def _slot(self, index: int, ty: ir.Type, name: str) -> ir.Value:
        return self._field(self.args, index * abi.SLOT_BYTES, ty, name)

    def reads(self, *key: str) -> bool:
        """Whether the entry block loads ``key`` (e.g. ``reads("global", "l2_cache_offset")``)."""
        return tuple(key) in self._values

    def local_context(self) -> ir.Value:
        return self.cached(("lctx",), lambda: self._slot(abi.SPMD_LOCAL_CONTEXT_INDEX, PTR, "lctx"))

    def global_context(self) -> ir.Value:
        return self.cached(
            ("gctx",), lambda: self._slot(abi.SPMD_GLOBAL_CONTEXT_INDEX, PTR, "gctx")
        )

    def local_field(self, field: str) -> ir.Value:
        """A LocalContext field (``block_idx``, ``block_num``) as i64."""
        off = abi.field_offset(abi.LocalContext, field)
        return self.cached(
            ("local", field), lambda: self._field(self.local_context(), off, I64, field)
        )

    def global_field(self, field: str, name: str | None = None) -> ir.Value:
        """A GlobalContext field of this arch's layout as i64."""
        off = abi.field_offset(self.global_layout, field)
        return self.cached(
            ("global", field), lambda: self._field(self.global_context(), off, I64, name or field)
        )

    def l2_cache_offset(self) -> ir.Value:
        """``get_l2_cache_offset(args)``: GlobalContext.l2_cache_offset, read once."""
        return self.global_field("l2_cache_offset", "l2.offset")

    def scalar(self, p: ScalarParam) -> ir.Value:
        """A scalar parameter decoded from its 64-bit slot pattern."""

        def make() -> ir.Value:
            b = self.builder
            raw = self._slot(abi.scalar_slot(p.index), I64, f"{p.name}.bits")
            ty = value_type(p.type)
            if p.type.is_bool:
                return b.icmp_unsigned("!=", raw, ir.Constant(I64, 0), name=p.name)
            if p.type.is_half:  # the 16-bit pattern in the low bits
                return halfconv.to_f32(b, b.trunc(raw, I16), p.type.name)
            if ty == F32:
                return b.bitcast(b.trunc(raw, I32), F32, name=p.name)
            if ty == F64:
                return b.bitcast(raw, F64, name=p.name)
            return raw if ty == I64 else b.trunc(raw, ty, name=p.name)

        return self.cached(("scalar", p.name), make)

    def tensor_desc(self, p: TensorParam) -> ir.Value:
        return self.cached(
            ("desc", p.name), lambda: self._slot(abi.tensor_slot(p.index), PTR, f"{p.name}.desc")
        )

    def tensor_base(self, p: TensorParam) -> ir.Value:
        """The tensor's GM data address (TensorDesc.addr) as a pointer."""
        off = abi.field_offset(abi.TensorDesc, "addr")
        return self.cached(
            ("base", p.name), lambda: self._field(self.tensor_desc(p), off, PTR, f"{p.name}.base")
        )

    def tensor_dim(self, p: TensorParam, k: int) -> ir.Value:
        """Extent of dim ``k``: a constant for literal dims, else TensorDesc.shape[k]."""
        dim = p.type.dims[k]
        if isinstance(dim, int):
            return ir.Constant(I64, dim)
        return self.cached(
            ("dim", p.name, k),
            lambda: self._field(self.tensor_desc(p), abi.shape_offset(k), I64, f"{p.name}.dim{k}"),
        )

    def tensor_strides(self, p: TensorParam) -> list[ir.Value]:
        """Row-major element strides (the runtime only passes C-contiguous tensors)."""

        def make() -> list[ir.Value]:
            strides: list[ir.Value] = [ir.Constant(I64, 1)]
            for k in range(p.type.ndim - 1, 0, -1):
                prev, dim = strides[0], self.tensor_dim(p, k)
                if isinstance(prev, ir.Constant) and isinstance(dim, ir.Constant):
                    strides.insert(0, ir.Constant(I64, prev.constant * dim.constant))
                else:
                    strides.insert(0, self.builder.mul(prev, dim, name=f"{p.name}.stride{k - 1}"))
            return strides

        return self.cached(("strides", p.name), make)
