"""Tile buffers in lowering: storage and counted loops.

A tile buffer is an ``alloca`` array in the entry block (the executing core's stack, never
``.data``/``.bss``) holding elements in their GM layout (``memory_type``: bools as bytes,
f16/bf16 as 16-bit patterns); :meth:`TileBuffers.read` and :meth:`TileBuffers.write` convert
between that layout and register values.
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from incore.frontend.types import ScalarType, TileType
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import I64, from_memory, memory_type, to_memory
from incore.lowering.prefetch import PrefetchPlan

ALIGN = 32


class TileBuffers:
    """The tile buffers of one kernel variant and the loops over them."""

    def __init__(self, cg: Emitter) -> None:
        self.cg = cg
        self.slots: dict[int, TileType] = {}  # id(alloca) -> the tile it holds
        self.packed: set[int] = set()  # id(alloca) of buffers in the matmul's packed layout
        self.prefetch: PrefetchPlan | None = None  # the enclosing loop's next windows (prefetch.py)
        self.gm_accumulators: set[str] | None = None  # matmul_gm.accumulators of the kernel
        # id(MatMul) -> the row and column of its result from which no lane is stored (i64
        # values), for the @ of a result window lying partly outside its tensor (matmul_gm):
        # the register blocks past them are skipped
        self.stored: dict[int, tuple[ir.Value, ir.Value]] = {}
        # id(packed variable) -> an i64 slot: the row from which it is +0 (zero_k.py)
        self.zero_rows: dict[int, ir.Value] = {}

    @property
    def b(self) -> ir.IRBuilder:
        return self.cg.b

    def alloca(self, tt: TileType, name: str) -> ir.AllocaInstr:
        """A tile buffer in the entry block (not initialised)."""
        slot = self.cg.entry.builder.alloca(
            memory_type(tt.dtype), size=ir.Constant(I64, tt.size), name=name
        )
        slot.align = ALIGN
        self.slots[id(slot)] = tt
        return slot

    def variable(self, tt: TileType, name: str, fill: bool = True) -> ir.AllocaInstr:
        """A tile variable: a buffer zero-filled where the kernel body (or the inlined helper)
        begins, by a loop (``no-builtins`` keeps LLVM from turning it into a memset call),
        unless ``fill`` is false (``assigned.filled``: no statement can see the zeros)."""
        slot = self.alloca(tt, name)
        if not fill:
            return slot
        zero = ir.Constant(memory_type(tt.dtype), 0)
        self.loop_nest((tt.size,), lambda lanes: self.b.store(zero, self.gep(slot, tt, lanes[0])))
        return slot

    def is_packed(self, slot: ir.Value) -> bool:
        """True when ``slot`` holds a ``@`` right operand in the packed layout
        (``tile_matmul.pack``) rather than row-major."""
        return id(slot) in self.packed

    def owns(self, slot: ir.Value) -> bool:
        return id(slot) in self.slots

    def gep(self, buf: ir.Value, tt: TileType, index: ir.Value) -> ir.Value:
        return self.b.gep(buf, [index], source_etype=memory_type(tt.dtype))

    def read(self, buf: ir.Value, t: ScalarType, index: ir.Value) -> ir.Value:
        """Element ``index`` of a tile buffer as a register value."""
        v = self.b.load(self.b.gep(buf, [index], source_etype=memory_type(t)), typ=memory_type(t))
        return from_memory(self.b, v, t)

    def write(self, buf: ir.Value, t: ScalarType, index: ir.Value, v: ir.Value) -> None:
        self.b.store(to_memory(self.b, v, t), self.b.gep(buf, [index], source_etype=memory_type(t)))


    def loop_nest(self, shape: tuple[int, ...], body: Callable[[list[ir.Value]], None]) -> None:
        """Nested counted loops over ``shape`` (dims of 1 need no loop); ``body(lanes)``."""
        b = self.b

        def level(k: int, lanes: list[ir.Value]) -> None:
            if k == len(shape):
                body(lanes)
                return
            n = shape[k]
            if n == 1:
                level(k + 1, lanes + [ir.Constant(I64, 0)])
                return
            pre = b.block
            head = self.cg.new_block("tile.loop")
            end = self.cg.new_block("tile.end")
            b.branch(head)
            b.position_at_end(head)
            phi = b.phi(I64, name="lane")
            phi.add_incoming(ir.Constant(I64, 0), pre)
            level(k + 1, lanes + [phi])
            nxt = b.add(phi, ir.Constant(I64, 1))
            phi.add_incoming(nxt, b.block)
            b.cbranch(b.icmp_unsigned("<", nxt, ir.Constant(I64, n)), head, end)
            b.position_at_end(end)

        level(0, [])

    def linear(self, shape: tuple[int, ...], lanes: list[ir.Value]) -> ir.Value:
        """The row-major index in a tile of ``shape`` of the lane ``lanes`` of a (broadcast)
        result: dims are matched from the right, a dim of 1 reads index 0."""
        offset = len(lanes) - len(shape)
        lin: ir.Value | None = None
        stride = 1
        for k in reversed(range(len(shape))):
            if shape[k] != 1:
                idx = lanes[offset + k]
                term = idx if stride == 1 else self.b.mul(idx, ir.Constant(I64, stride))
                lin = term if lin is None else self.b.add(lin, term)
            stride *= shape[k]
        return lin if lin is not None else ir.Constant(I64, 0)
