"""Tiles in lowering: storage, lane loops, tile loads and stores, reductions and matmul.

A tile variable is an ``alloca`` array in the entry block (the executing core's stack, never
``.data``/``.bss``), zero-filled at entry like scalar locals, holding elements in their GM
layout (``memory_type``: bools as bytes, f16/bf16 as 16-bit patterns).

An elementwise tile statement is ONE loop nest over the result shape ("lane loop") whose body
is the scalar code generator run per lane: :meth:`TileLowering.intercept` answers each tile
leaf with its lane value (broadcast dims read index 0), so every scalar operator, cast and math
builtin works on tiles through the same builders.  Before the loop, every scalar
sub-expression is evaluated once and every tile that cannot be read lane by lane (a matmul, an
axis reduction, a load of the tensor being stored) is materialised into a temporary.  Tile
loads are fused into the loop; a statement whose tile windows are all inside their tensors
runs an unmasked loop (contiguous, vectorised at -O2), otherwise a masked one: a lane outside
reads ``other`` and a store lane outside writes nothing.  Every GM lane access goes through
:meth:`TileLowering.gm_lane_load` or :meth:`TileLowering.gm_lane_store`.

Reductions fold the lanes into ``REDUCE_WIDTH`` partial results (lane ``q`` into partial
``q % REDUCE_WIDTH``, in lane order), then combine the partials in order; a reduction along a
non-last axis folds sequentially along it.  Matmul accumulates ``sum_k a[i, k] * b[k, j]`` in
k order in the accumulator type.  The orders are fixed, so every -O level gives the same bits
(tests/reference_interpreter.py follows them).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import F32, ScalarType, TileType
from incore.lowering.irtypes import (
    I1,
    I64,
    const,
    from_memory,
    memory_type,
    to_memory,
    value_type,
)

if TYPE_CHECKING:
    from incore.lowering.codegen import KernelCodegen

REDUCE_WIDTH = 8
TILE_INDEX = "tile index out of range"
ALIGN = 32


@dataclass
class _Lanes:
    """The state of one lane loop: lane indices, hoisted scalars, materialised tiles, fused
    loads and whether lanes are masked."""

    shape: tuple[int, ...]
    avoid: str | None  # a tensor whose loads must not be fused (the one being stored)
    lanes: list[ir.Value] = field(default_factory=list)
    values: dict[int, ir.Value] = field(default_factory=dict)
    buffers: dict[int, ir.Value] = field(default_factory=dict)
    fused: list[ast.TileLoad] = field(default_factory=list)
    others: dict[int, ir.Value] = field(default_factory=dict)  # id(load) -> `other` slot
    scratch: ir.Value | None = None  # where a masked store lane outside the tensor writes
    masked: bool = False
    active: bool = False


class TileLowering:
    """The tile part of one ``KernelCodegen``."""

    def __init__(self, cg: KernelCodegen) -> None:
        self.cg = cg
        self.stack: list[_Lanes] = []
        self.slots: dict[int, TileType] = {}  # id(alloca) -> the tile it holds

    # ------------------------------------------------------------ storage

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

    def variable(self, tt: TileType, name: str) -> ir.AllocaInstr:
        """A tile variable: a buffer zero-filled where the kernel body (or the inlined helper)
        begins, by a loop (``no-builtins`` keeps LLVM from turning it into a memset call)."""
        slot = self.alloca(tt, name)
        zero = ir.Constant(memory_type(tt.dtype), 0)
        self._loop_nest((tt.size,), lambda lanes: self.b.store(zero, self._gep(slot, tt, lanes[0])))
        return slot

    def owns(self, slot: ir.Value) -> bool:
        return id(slot) in self.slots

    def _gep(self, buf: ir.Value, tt: TileType, index: ir.Value) -> ir.Value:
        return self.b.gep(buf, [index], source_etype=memory_type(tt.dtype))

    def _read(self, buf: ir.Value, t: ScalarType, index: ir.Value) -> ir.Value:
        """Element ``index`` of a tile buffer as a register value."""
        v = self.b.load(self.b.gep(buf, [index], source_etype=memory_type(t)), typ=memory_type(t))
        return from_memory(self.b, v, t)

    def _write(self, buf: ir.Value, t: ScalarType, index: ir.Value, v: ir.Value) -> None:
        self.b.store(to_memory(self.b, v, t), self.b.gep(buf, [index], source_etype=memory_type(t)))

    # ------------------------------------------------------------ loops

    def _loop_nest(self, shape: tuple[int, ...], body: Callable[[list[ir.Value]], None]) -> None:
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

    def _linear(self, shape: tuple[int, ...], lanes: list[ir.Value]) -> ir.Value:
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

    # ------------------------------------------------------------ the codegen hook

    def intercept(self, e: ast.Expr) -> ir.Value | None:
        """The value of ``e`` when tiles decide it, else None (the scalar code generator
        lowers it): a lane of a tile leaf inside a lane loop, a hoisted scalar, an element
        read or a reduction to a scalar."""
        st = self.stack[-1] if self.stack else None
        if st is not None and st.active:
            cached = st.values.get(id(e))
            if cached is not None:
                return cached
            if e.shape:
                return self._lane(st, e)
        if isinstance(e, ast.TileElement):
            return self._element(e)
        if isinstance(e, ast.Reduce) and not e.shape:
            return self._reduce_all(e)
        return None

    def _lane(self, st: _Lanes, e: ast.Expr) -> ir.Value | None:
        b = self.b
        buf = st.buffers.get(id(e))
        if buf is not None:
            return self._read(buf, e.type, self._linear(e.shape, st.lanes))
        if isinstance(e, ast.Var):
            return self._read(self.cg.frame.vars[e.name], e.type, self._linear(e.shape, st.lanes))
        if isinstance(e, ast.TileLoad):
            return self.gm_lane_load(st, e)
        if isinstance(e, ast.TileFill):
            return self.cg.expr(e.value)
        if isinstance(e, ast.TileArange):
            return self._linear(e.shape, st.lanes)
        if isinstance(e, ast.Logical):  # both sides are lanes: no short circuit
            left, right = self.cg.expr(e.left), self.cg.expr(e.right)
            return b.and_(left, right) if e.op == "and" else b.or_(left, right)
        return None  # an elementwise node: the scalar code generator recurses into lanes

    # ------------------------------------------------------------ lane loops

    def _prepare(self, st: _Lanes, e: ast.Expr) -> None:
        """Hoists the scalars of ``e``, materialises what a lane cannot read, fuses loads."""
        if not e.shape:
            st.values[id(e)] = self.cg.expr(e)
            return
        if isinstance(e, (ast.Var, ast.TileArange)):
            return
        if isinstance(e, ast.TileFill):
            self._prepare(st, e.value)
            return
        if isinstance(e, ast.TileLoad) and e.tensor != st.avoid:
            for start in e.window.starts:
                self._prepare(st, start)
            self._prepare(st, e.other)
            slot = self.cg.entry.builder.alloca(memory_type(e.type), name=f"{e.tensor}.other")
            self._write(slot, e.type, ir.Constant(I64, 0), st.values[id(e.other)])
            st.others[id(e)] = slot
            st.fused.append(e)
            self._count(e)
            return
        if isinstance(e, (ast.TileLoad, ast.Reduce, ast.MatMul, ast.Call)):
            st.buffers[id(e)] = self.materialize(e)
            return
        for child in ast.elementwise_operands(e):
            self._prepare(st, child)

    def run(
        self,
        shape: tuple[int, ...],
        value: ast.Expr,
        store: Callable[[_Lanes, ir.Value], None],
        avoid: str | None = None,
        windows: tuple[ast.TileWindow, ...] = (),
    ) -> None:
        """One lane loop over ``shape``: ``store(lanes, value's lane)`` for every lane."""
        st = _Lanes(shape, avoid)
        self.stack.append(st)
        try:
            self._prepare(st, value)
            wins = [ld.window for ld in st.fused] + list(windows)
            inside = self._inside(wins) if wins else None
            for w in wins:  # before the loops: both the unmasked and the masked loop use it
                self._window_base(st, w)

            def emit(masked: bool) -> None:
                st.masked = masked
                st.active = True

                def body(lanes: list[ir.Value]) -> None:
                    st.lanes = lanes
                    store(st, self.cg.expr(value))

                self._loop_nest(shape, body)
                st.active = False

            if inside is None:
                emit(False)
                return
            fast, slow, end = (self.cg.new_block(n) for n in ("tile.inside", "tile.masked",
                                                              "tile.done"))
            self.b.cbranch(inside, fast, slow)
            for block, masked in ((fast, False), (slow, True)):
                self.b.position_at_end(block)
                emit(masked)
                self.b.branch(end)
            self.b.position_at_end(end)
        finally:
            self.stack.pop()

    def _window_dims(self, w: ast.TileWindow) -> list[tuple[ir.Value, ir.Value, int | None]]:
        """(start, dim, extent) per tensor dim of a window, starts evaluated (hoisted)."""
        p = self.cg.tensors[w.tensor]
        st = self.stack[-1] if self.stack else None
        out = []
        for k, (start, extent) in enumerate(zip(w.starts, w.extents, strict=True)):
            v = st.values.get(id(start)) if st is not None else None
            if v is None:
                v = self.cg.to_i64(self.cg.expr(start), start.type)
                if st is not None:
                    st.values[id(start)] = v
            else:
                v = self.cg.to_i64(v, start.type)
            out.append((v, self.cg.entry.tensor_dim(p, k), extent))
        return out

    def _inside(self, windows: list[ast.TileWindow]) -> ir.Value:
        """True when every lane of every window lies inside its tensor."""
        b = self.b
        cond: ir.Value = ir.Constant(I1, 1)
        for w in windows:
            for start, dim, extent in self._window_dims(w):
                if extent is None:
                    ok = b.icmp_unsigned("<", start, dim)
                else:
                    ok = b.and_(
                        b.icmp_signed(">=", start, ir.Constant(I64, 0)),
                        b.icmp_signed("<=", start, b.sub(dim, ir.Constant(I64, extent))),
                    )
                cond = b.and_(cond, ok)
        return cond

    # ------------------------------------------------------------ GM lane accesses

    def _window_base(self, st: _Lanes, w: ast.TileWindow) -> ir.Value:
        """The GM address of a window's first lane (``tensor[starts]``), once per loop."""
        found = st.values.get(id(w))
        if found is not None:
            return found
        b = self.b
        p = self.cg.tensors[w.tensor]
        strides = self.cg.entry.tensor_strides(p)
        linear: ir.Value | None = None
        for (start, _dim, _extent), stride in zip(self._window_dims(w), strides, strict=True):
            term = (
                start if isinstance(stride, ir.Constant) and stride.constant == 1
                else b.mul(start, stride)
            )
            linear = term if linear is None else b.add(linear, term)
        base = self.cg.entry.tensor_base(p)
        st.values[id(w)] = b.gep(
            base, [linear], source_etype=memory_type(p.type.dtype), name=f"{p.name}.window"
        )
        return st.values[id(w)]

    def _lane_address(
        self, st: _Lanes, w: ast.TileWindow, shape: tuple[int, ...]
    ) -> tuple[ir.Value, ir.Value]:
        """The GM address of the current lane of a window of ``shape`` (broadcast into the
        loop's shape) and whether it lies inside the tensor."""
        b = self.b
        p = self.cg.tensors[w.tensor]
        strides = self.cg.entry.tensor_strides(p)
        offset = len(st.lanes) - len(shape)
        tile_dim = 0
        linear: ir.Value | None = None
        inside: ir.Value = ir.Constant(I1, 1)
        for (start, dim, extent), stride in zip(self._window_dims(w), strides, strict=True):
            lane = None
            if extent is not None:
                if shape[tile_dim] != 1:
                    lane = st.lanes[offset + tile_dim]
                tile_dim += 1
            if st.masked:
                idx = start if lane is None else b.add(start, lane)
                inside = b.and_(inside, b.icmp_unsigned("<", idx, dim))
            if lane is None:
                continue
            term = (
                lane if isinstance(stride, ir.Constant) and stride.constant == 1
                else b.mul(lane, stride)
            )
            linear = term if linear is None else b.add(linear, term)
        window = self._window_base(st, w)
        if linear is None:
            return window, inside
        addr = b.gep(window, [linear], source_etype=memory_type(p.type.dtype),
                     name=f"{p.name}.lane")
        return addr, inside

    def _count(self, e: ast.TileLoad) -> None:
        self.cg.loads["bypass" if self.cg.bypasses(e.policy) else "default"] += 1

    def gm_lane_load(self, st: _Lanes, e: ast.TileLoad) -> ir.Value:
        """The current lane of tile load ``e``: every GM read of a tile goes through here
        (BYPASS: the nocache alias address per lane on a2a3, ``!nontemporal`` on a5)."""
        b = self.b
        t = e.type
        addr, inside = self._lane_address(st, e.window, e.shape)
        bypass = self.cg.bypasses(e.policy)
        if bypass:
            addr = self.cg.policy.bypass_address(b, addr, e.tensor)
        self._trace(st, inside, addr, t, write=False, bypass=bypass, tensor=e.tensor)
        if st.masked:
            addr = b.select(inside, addr, st.others[id(e)])
        value = b.load(addr, typ=memory_type(t), name=f"{e.tensor}.lane.val")
        if bypass:
            self.cg.policy.decorate(value)
        return from_memory(self.b, value, t)

    def gm_lane_store(self, st: _Lanes, w: ast.TileWindow, value: ir.Value) -> None:
        """Stores the current lane of a tile store: every GM write of a tile goes through
        here; a masked lane outside the tensor writes a scratch slot instead."""
        b = self.b
        p = self.cg.tensors[w.tensor]
        t = p.type.dtype
        addr, inside = self._lane_address(st, w, w.shape)
        self._trace(st, inside, addr, t, write=True, tensor=p.name)
        if st.masked:
            if st.scratch is None:
                st.scratch = self.cg.entry.builder.alloca(memory_type(t), name=f"{p.name}.masked")
            addr = b.select(inside, addr, st.scratch)
        b.store(to_memory(self.b, value, t), addr)

    def _trace(
        self, st: _Lanes, inside: ir.Value, addr: ir.Value, t: ScalarType, write: bool,
        bypass: bool = False, tensor: str = "",
    ) -> None:
        """The access-trace hook of one GM lane access; a masked lane outside the tensor makes
        no access and records none."""
        if self.cg.trace is None and self.cg.sanitize is None:
            return
        if not st.masked:
            self.cg.trace_access(addr, t, write=write, bypass=bypass, tensor=tensor)
            return
        with self.b.if_then(inside):
            self.cg.trace_access(addr, t, write=write, bypass=bypass, tensor=tensor)

    # ------------------------------------------------------------ statements

    def store(self, s: ast.TileStore) -> None:
        """``y[window] = value``."""
        w = s.window
        self.run(
            w.shape, s.value, lambda st, v: self.gm_lane_store(st, w, v),
            avoid=w.tensor, windows=(w,),
        )

    def assign(self, s: ast.Assign) -> None:
        """``t = value`` for tile variable ``t`` (value semantics: the lanes are copied)."""
        self.assign_into(self.cg.frame.vars[s.name], s.value, s.name)

    def assign_into(self, slot: ir.Value, value: ast.Expr, name: str | None = None) -> None:
        """Writes tile ``value`` into the tile buffer ``slot`` (the variable ``name``, when
        it is one: a matmul or reduction reading it goes through a temporary)."""
        tt = self.slots[id(slot)]
        if isinstance(value, ast.MatMul) and not _reads(value, name):
            self._matmul(slot, value, accumulate=False)
            return
        if (
            isinstance(value, ast.Binary) and value.op == "+" and value.shape == tt.shape
            and value.type == tt.dtype
        ):
            for acc, mm in ((value.left, value.right), (value.right, value.left)):
                if (
                    isinstance(acc, ast.Var) and acc.name == name and isinstance(mm, ast.MatMul)
                    and mm.shape == tt.shape and not _reads(mm, name)
                ):
                    self._matmul(slot, mm, accumulate=True)
                    return
        if isinstance(value, ast.Reduce) and value.shape and not _reads(value, name):
            self._reduce_axis(slot, value)
            return
        self.run(
            tt.shape, value,
            lambda st, v: self._write(slot, tt.dtype, self._linear(tt.shape, st.lanes), v),
        )

    def element_store(self, s: ast.TileElementStore) -> None:
        """``t[i, j] = value``."""
        slot = self.cg.frame.vars[s.name]
        tt = self.slots[id(slot)]
        index = self._element_index(tt, s.indices)
        value = self.cg.expr(s.value)
        self._write(slot, tt.dtype, index, value)

    def _element(self, e: ast.TileElement) -> ir.Value:
        slot = self.cg.frame.vars[e.name]
        tt = self.slots[id(slot)]
        return self._read(slot, tt.dtype, self._element_index(tt, e.indices))

    def _element_index(self, tt: TileType, indices: list[ast.Expr]) -> ir.Value:
        """The linear index of ``t[indices]``; an index outside the tile traps the core."""
        b = self.b
        lin: ir.Value | None = None
        stride = 1
        values = [self.cg.to_i64(self.cg.expr(x), x.type) for x in indices]
        bad: ir.Value = ir.Constant(I1, 0)
        for v, d in zip(values, tt.shape, strict=True):
            if not (isinstance(v, ir.Constant) and 0 <= v.constant < d):
                bad = b.or_(bad, b.icmp_unsigned(">=", v, ir.Constant(I64, d)))
        self.cg._trap_if(bad, "tile.index", TILE_INDEX)
        for k in reversed(range(len(tt.shape))):
            v = values[k]
            term = v if stride == 1 else b.mul(v, ir.Constant(I64, stride))
            lin = term if lin is None else b.add(lin, term)
            stride *= tt.shape[k]
        assert lin is not None
        return lin

    # ------------------------------------------------------------ materialisation

    def materialize(self, e: ast.Expr) -> ir.Value:
        """A buffer holding tile ``e`` (a variable's own buffer, else a new temporary)."""
        if isinstance(e, ast.Var):
            return self.cg.frame.vars[e.name]
        if isinstance(e, ast.Call):  # a helper returning a tile: its result buffer
            return self.cg.expr(e)
        tt = TileType(e.shape, e.type)
        slot = self.alloca(tt, "tile.tmp")
        if isinstance(e, ast.MatMul):
            self._matmul(slot, e, accumulate=False)
        elif isinstance(e, ast.Reduce):
            self._reduce_axis(slot, e)
        else:
            self.run(
                tt.shape, e,
                lambda st, v: self._write(slot, tt.dtype, self._linear(tt.shape, st.lanes), v),
            )
        return slot

    # ------------------------------------------------------------ reductions

    def _combine(self, op: str, acc: ir.Value, x: ir.Value, t: ScalarType) -> ir.Value:
        """``acc op x`` for one partial: sum, or max/min keeping ``acc`` unless ``x`` is
        strictly greater/smaller (Python's max/min)."""
        b = self.b
        if op == "sum":
            return b.fadd(acc, x) if t.is_float else b.add(acc, x)
        less = self.cg._less if not isinstance(acc.type, ir.VectorType) else self._less_vec
        better = less(acc, x, t) if op == "max" else less(x, acc, t)
        return b.select(better, x, acc)

    def _less_vec(self, a: ir.Value, c: ir.Value, t: ScalarType) -> ir.Value:
        if t.is_float:
            return self.b.fcmp_ordered("<", a, c)
        return (self.b.icmp_signed if t.is_signed else self.b.icmp_unsigned)("<", a, c)

    def _reduce_row(
        self, op: str, buf: ir.Value, t: ScalarType, start: ir.Value, n: int
    ) -> ir.Value:
        """The reduction of ``n`` contiguous elements of ``buf`` from index ``start`` in the
        partials order (see the module docstring); the result is a register value."""
        b = self.b
        w = REDUCE_WIDTH
        vt = value_type(t)
        first = self._read(buf, t, start)
        init_scalar = (
            (ir.Constant(vt, 0.0) if t.is_float else ir.Constant(vt, 0)) if op == "sum" else first
        )
        nfull = n // w
        partials: list[ir.Value]
        if nfull and not t.is_half and not t.is_bool:
            vec = ir.VectorType(vt, w)
            init = (
                ir.Constant(vec, [init_scalar.constant] * w) if op == "sum"
                else self._splat(first, vec)
            )
            acc_slot = self.cg.entry.builder.alloca(vec, name="reduce.acc")
            b.store(init, acc_slot)

            def chunk(lanes: list[ir.Value]) -> None:
                index = b.add(start, b.mul(lanes[0], ir.Constant(I64, w)))
                ptr = b.gep(buf, [index], source_etype=memory_type(t))
                x = b.load(ptr, typ=vec)
                x.align = max(1, t.bits // 8)
                b.store(self._combine(op, b.load(acc_slot, typ=vec), x, t), acc_slot)

            self._loop_nest((nfull,), chunk)
            acc = b.load(acc_slot, typ=vec)
            partials = [b.extract_element(acc, ir.Constant(I64, k)) for k in range(w)]
            done = nfull * w
        else:
            partials = [init_scalar] * w
            done = 0
        # the remaining lanes (all of them for half types: converted one by one)
        if n - done > 4 * w:
            slots = [self.cg.entry.builder.alloca(vt, name="reduce.p") for _ in range(w)]
            for s, v in zip(slots, partials, strict=True):
                b.store(v, s)
            rows = (n - done) // w

            def scalar_chunk(lanes: list[ir.Value]) -> None:
                base = b.add(start, b.add(ir.Constant(I64, done), b.mul(lanes[0],
                                                                        ir.Constant(I64, w))))
                for k in range(w):
                    x = self._read(buf, t, b.add(base, ir.Constant(I64, k)))
                    b.store(self._combine(op, b.load(slots[k], typ=vt), x, t), slots[k])

            self._loop_nest((rows,), scalar_chunk)
            partials = [b.load(s, typ=vt) for s in slots]
            done += rows * w
        for q in range(done, n):
            x = self._read(buf, t, b.add(start, ir.Constant(I64, q)))
            partials[q % w] = self._combine(op, partials[q % w], x, t)
        result = partials[0]
        for k in range(1, w):
            result = self._combine(op, result, partials[k], t)
        return self.cg.rounded(result, t) if t.is_half and op == "sum" else result

    def _splat(self, v: ir.Value, vec: ir.VectorType) -> ir.Value:
        b = self.b
        out: ir.Value = ir.Constant(vec, ir.Undefined)
        for k in range(vec.count):
            out = b.insert_element(out, v, ir.Constant(I64, k))
        return out

    def _reduce_all(self, e: ast.Reduce) -> ir.Value:
        buf = self.materialize(e.value)
        n = math.prod(e.value.shape)
        return self._reduce_row(e.op, buf, e.value.type, ir.Constant(I64, 0), n)

    def _reduce_axis(self, out: ir.Value, e: ast.Reduce) -> None:
        """A reduction along ``e.axis`` into buffer ``out`` (keepdims does not change the
        layout)."""
        b = self.b
        src = self.materialize(e.value)
        t = e.value.type
        shape = e.value.shape
        assert e.axis is not None
        outer, n, inner = math.prod(shape[: e.axis]), shape[e.axis], math.prod(shape[e.axis + 1 :])
        if inner == 1:
            def row(lanes: list[ir.Value]) -> None:
                start = b.mul(lanes[0], ir.Constant(I64, n))
                self._write(out, t, lanes[0], self._reduce_row(e.op, src, t, start, n))

            self._loop_nest((outer,), row)
            return

        # f16/bf16 sums accumulate in f32, rounded to the type once at the end
        acc_t = F32 if t.is_half and e.op == "sum" else t
        acc = out if acc_t == t else self.alloca(TileType((outer * inner,), acc_t), "reduce.f32")

        def init(lanes: list[ir.Value]) -> None:
            o, j = lanes
            dst = b.add(b.mul(o, ir.Constant(I64, inner)), j)
            if e.op == "sum":
                v = const(acc_t, 0)
            else:
                v = self._read(src, t, b.add(b.mul(o, ir.Constant(I64, n * inner)), j))
            self._write(acc, acc_t, dst, v)

        def fold(lanes: list[ir.Value]) -> None:
            o, i, j = lanes
            dst = b.add(b.mul(o, ir.Constant(I64, inner)), j)
            at = b.add(b.mul(b.add(b.mul(o, ir.Constant(I64, n)), i), ir.Constant(I64, inner)), j)
            x = self._read(src, t, at)
            self._write(acc, acc_t, dst, self._combine(e.op, self._read(acc, acc_t, dst), x, t))

        self._loop_nest((outer, inner), init)
        self._loop_nest((outer, n, inner), fold)
        if acc is not out:
            self._loop_nest(
                (outer * inner,),
                lambda lanes: self._write(out, t, lanes[0], self._read(acc, acc_t, lanes[0])),
            )

    # ------------------------------------------------------------ matmul

    def _widen(self, buf: ir.Value, shape: tuple[int, ...], t: ScalarType) -> ir.Value:
        """An f32 copy of an f16/bf16 tile buffer."""
        out = self.alloca(TileType(shape, F32), "tile.f32")
        self._loop_nest(
            (math.prod(shape),), lambda lanes: self._write(out, F32, lanes[0],
                                                       self._read(buf, t, lanes[0])),
        )
        return out

    def _matmul(self, out: ir.Value, e: ast.MatMul, accumulate: bool) -> None:
        """``out (+)= left @ right`` with ``out[i, j]`` accumulated in k order."""
        b = self.b
        a_buf, b_buf = self.materialize(e.left), self.materialize(e.right)
        (m, k), (_, n) = e.left.shape, e.right.shape
        src, acc = e.left.type, e.type
        if src.is_half:  # widen each element once, not once per use in the k loop
            a_buf = self._widen(a_buf, e.left.shape, src)
            b_buf = self._widen(b_buf, e.right.shape, src)
            src = F32
        ci = lambda v: ir.Constant(I64, v)  # noqa: E731

        def widen(v: ir.Value) -> ir.Value:
            return b.fpext(v, value_type(acc)) if value_type(src) != value_type(acc) else v

        if not accumulate:
            self._loop_nest((m * n,), lambda lanes: self._write(out, acc, lanes[0], const(acc, 0)))

        def step(lanes: list[ir.Value]) -> None:
            i, kk = lanes
            aik = widen(self._read(a_buf, src, b.add(b.mul(i, ci(k)), kk)))

            def inner(jl: list[ir.Value]) -> None:
                j = jl[0]
                dst = b.add(b.mul(i, ci(n)), j)
                bkj = widen(self._read(b_buf, src, b.add(b.mul(kk, ci(n)), j)))
                self._write(out, acc, dst, b.fadd(self._read(out, acc, dst), b.fmul(aik, bkj)))

            self._loop_nest((n,), inner)

        self._loop_nest((m, k), step)


def _reads(e: ast.Expr, name: str | None) -> bool:
    """True when expression ``e`` reads tile variable ``name``."""
    if name is None:
        return False
    if isinstance(e, ast.Var):
        return e.name == name
    if isinstance(e, ast.TileElement):
        return e.name == name or any(_reads(x, name) for x in e.indices)
    children: list[ast.Expr] = ast.elementwise_operands(e)
    if isinstance(e, ast.MatMul):
        children = [e.left, e.right]
    elif isinstance(e, (ast.Reduce, ast.TileFill)):
        children = [e.value]
    elif isinstance(e, ast.TileLoad):
        children = list(e.window.starts) + [e.other]
    elif isinstance(e, ast.Call):
        children = list(e.args)
    return any(_reads(c, name) for c in children)
