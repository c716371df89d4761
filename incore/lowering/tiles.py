"""Tiles in lowering: lane loops, tile loads and stores, element access and
materialisation (buffers: ``tile_buffers``; reductions: ``tile_reductions``; matmul:
``tile_matmul``).

A tile variable is a tile buffer zero-filled at entry like scalar locals.

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
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import ScalarType, TileType
from incore.lowering import tile_matmul, tile_reductions
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import (
    I1,
    I64,
    from_memory,
    memory_type,
    to_memory,
)
from incore.lowering.tile_buffers import TileBuffers

TILE_INDEX = "tile index out of range"


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


class TileLowering(TileBuffers):
    """The tile part of one kernel's code generator."""

    def __init__(self, cg: Emitter) -> None:
        super().__init__(cg)
        self.stack: list[_Lanes] = []

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
            return tile_reductions.reduce_all(self, e, self.materialize(e.value))
        return None

    def _lane(self, st: _Lanes, e: ast.Expr) -> ir.Value | None:
        b = self.b
        buf = st.buffers.get(id(e))
        if buf is not None:
            return self.read(buf, e.type, self.linear(e.shape, st.lanes))
        if isinstance(e, ast.Var):
            return self.read(self.cg.frame.vars[e.name], e.type, self.linear(e.shape, st.lanes))
        if isinstance(e, ast.TileLoad):
            return self.gm_lane_load(st, e)
        if isinstance(e, ast.TileFill):
            return self.cg.expr(e.value)
        if isinstance(e, ast.TileArange):
            return self.linear(e.shape, st.lanes)
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
            self.write(slot, e.type, ir.Constant(I64, 0), st.values[id(e.other)])
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

                self.loop_nest(shape, body)
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
            lambda st, v: self.write(slot, tt.dtype, self.linear(tt.shape, st.lanes), v),
        )

    def element_store(self, s: ast.TileElementStore) -> None:
        """``t[i, j] = value``."""
        slot = self.cg.frame.vars[s.name]
        tt = self.slots[id(slot)]
        index = self._element_index(tt, s.indices)
        value = self.cg.expr(s.value)
        self.write(slot, tt.dtype, index, value)

    def _element(self, e: ast.TileElement) -> ir.Value:
        slot = self.cg.frame.vars[e.name]
        tt = self.slots[id(slot)]
        return self.read(slot, tt.dtype, self._element_index(tt, e.indices))

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
        self.cg.trap_if(bad, "tile.index", TILE_INDEX)
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
                lambda st, v: self.write(slot, tt.dtype, self.linear(tt.shape, st.lanes), v),
            )
        return slot

    def _reduce_axis(self, out: ir.Value, e: ast.Reduce) -> None:
        tile_reductions.reduce_axis(self, out, e, self.materialize(e.value))

    def _matmul(self, out: ir.Value, e: ast.MatMul, accumulate: bool) -> None:
        a_buf, b_buf = self.materialize(e.left), self.materialize(e.right)
        tile_matmul.matmul(self, out, e, a_buf, b_buf, accumulate)


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
