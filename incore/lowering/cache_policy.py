"""How a load compiled with ``CachePolicy.BYPASS`` reaches memory, per arch and lowering.

- a2a3, ``args`` (default): the address plus ``l2_cache_offset`` read once at entry, i.e.
  the same bytes through the driver's nocache alias window
  (docs/runtime.md, "The L2 nocache offset, from driver to load").
- a5: the address is unchanged; the policy travels on the load as ``!nontemporal``.
- a2a3, ``cann-global``: the native CANN lowering, which reads the offset from the global
  ``g_opL2CacheHintCfg`` at every bypass load and advertises it in ``.ascend.meta``
  ``{4, 4, 3}``.  It exists to show why it cannot work for a text-only payload: the linker
  rejects the reference into ``.data``/``.bss``.
"""

from __future__ import annotations

from llvmlite import ir

from incore.lowering.entry import EntryReads
from incore.lowering.irtypes import I8, I32, I64
from incore.lowering.options import check_options

CANN_GLOBAL = "g_opL2CacheHintCfg"
ASCEND_META_RECORD = (4, 4, 3)  # runtime implicit-information record; feature 3 = L2CACHE


class CachePolicyLowering:
    """Rewrites bypass-load addresses and decorates bypass loads for one kernel."""

    def __init__(self, module: ir.Module, entry: EntryReads, arch: str, l2_lowering: str) -> None:
        check_options(arch, 0, l2_lowering)
        self.module = module
        self.entry = entry
        self.arch = arch
        self.l2_lowering = l2_lowering
        self._slot: ir.GlobalVariable | None = None

    def bypass_address(self, builder: ir.IRBuilder, addr: ir.Value, tensor: str) -> ir.Value:
        """The address a bypass load of ``addr`` reads."""
        if self.arch == "a5":
            return addr
        if self.l2_lowering == "cann-global":
            offset = builder.load(self._cann_slot(), typ=I64, name="l2.offset.global")
        else:
            offset = self.entry.l2_cache_offset()
        return builder.gep(addr, [offset], source_etype=I8, name=f"{tensor}.nocache")

    def decorate(self, load: ir.Instruction) -> None:
        """Marks a bypass load on archs whose load instruction carries the policy."""
        if self.arch == "a5":
            load.set_metadata("nontemporal", self.module.add_metadata([ir.Constant(I32, 1)]))

    def _cann_slot(self) -> ir.GlobalVariable:
        if self._slot is None:
            cfg_ty = ir.LiteralStructType([I64])
            slot = ir.GlobalVariable(self.module, cfg_ty, CANN_GLOBAL)
            slot.initializer = ir.Constant(cfg_ty, None)
            meta_ty = ir.ArrayType(I32, len(ASCEND_META_RECORD))
            meta = ir.GlobalVariable(self.module, meta_ty, "ascend.meta.l2cache")
            meta.initializer = ir.Constant(
                meta_ty, [ir.Constant(I32, v) for v in ASCEND_META_RECORD]
            )
            meta.global_constant = True
            meta.section = ".ascend.meta"
            used_ty = ir.ArrayType(ir.PointerType(), 1)
            used = ir.GlobalVariable(self.module, used_ty, "llvm.used")
            used.linkage = "appending"
            used.section = "llvm.metadata"
            used.initializer = ir.Constant(used_ty, [meta])
            self._slot = slot
        return self._slot
