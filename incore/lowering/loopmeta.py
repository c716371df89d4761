"""Loop properties that the optimiser reads from a loop's latch branch (``!llvm.loop``).

A counted ``for`` loop of the kernel's code (``codegen.stmt_For``) and a ``while`` loop are
marked ``llvm.loop.unroll.runtime.disable``: LLVM does not unroll them by a run-time factor
with a remainder loop.  The loop vectoriser still vectorises and interleaves them, and keeps
the mark on the scalar loop it leaves for the last iterations, which otherwise became a copy
unrolled 8 times whose addressing took loop strength reduction most of a compile's code
generation (rowscale's 33 of its 37 ms; without the unrolled copy 10 ms).  Loops of constant
trip count (tile loops) are unaffected: they are unrolled fully or partially as before.

The edge lanes of a masked tile statement (``edge_rows``) run in a loop marked
``llvm.loop.vectorize.enable`` false as well: vectorised, their loads of lanes outside the
tensors become masked vector loads, slow where lanes are masked off.
"""

from __future__ import annotations

from llvmlite import ir

RUNTIME_UNROLL_DISABLE = "llvm.loop.unroll.runtime.disable"
VECTORIZE_ENABLE = "llvm.loop.vectorize.enable"


class _LoopID(ir.values.MDValue):
    """A distinct loop ID: the node itself, then its properties (LLVM's ``LoopID`` form)."""

    def descr(self, buf: list[str]) -> None:
        refs = [self.get_reference()] + [op.get_reference() for op in self.operands]
        buf += (f"distinct !{{ {', '.join(refs)} }}", "\n")


def no_runtime_unroll(module: ir.Module, latch: ir.Instruction) -> None:
    """Mark the loop whose back edge is the branch ``latch`` not to be unrolled by a run-time
    factor (each loop gets its own ID, as LLVM requires)."""
    prop = module.add_metadata([ir.MetaDataString(module, RUNTIME_UNROLL_DISABLE)])
    latch.set_metadata("llvm.loop", _LoopID(module, [prop], name=str(len(module.metadata))))


def scalar_loop(module: ir.Module, latch: ir.Instruction) -> None:
    """Mark the loop whose back edge is the branch ``latch`` neither to be vectorised nor
    unrolled by a run-time factor."""
    props = [module.add_metadata([ir.MetaDataString(module, RUNTIME_UNROLL_DISABLE)]),
             module.add_metadata([ir.MetaDataString(module, VECTORIZE_ENABLE),
                                  ir.Constant(ir.IntType(1), 0)])]
    latch.set_metadata("llvm.loop", _LoopID(module, props, name=str(len(module.metadata))))
