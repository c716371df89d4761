"""Tiles in lowering: lane loops, tile loads and stores, element access and
materialisation (buffers: ``tile_buffers``; reductions: ``tile_reductions``; matmul:
``tile_matmul``).

A tile variable is a tile buffer zero-filled at entry like scalar locals.

An elementwise tile statement is ONE loop nest over the result shape ("lane loop") whose body
is the scalar code generator run per lane: :meth:`TileLowering.intercept` answers each tile
leaf with its lane value (broadcast dims read index 0), so every scalar operator, cast and math
builtin works on tiles through the same builders.  A reshape that only adds or removes axes
of length 1 (``t[:, None]``, ``expand_dims``) reads its operand lane by lane, at the lanes of
its other dims; another reshape reads its operand's buffer by its own shape, the layout being
row-major either way; ``broadcast_to`` reads its operand's lane as any broadcast operand
does.  Before the loop, every scalar sub-expression is evaluated once and every tile that
cannot be read lane by lane (a matmul, an axis reduction, a load of the tensor being stored,
the operand of a reshape other than unit axes that is not a variable, a load broadcast into a
larger shape such as ``x[j:j + TN]`` against a ``[TM, TN]`` tile) is materialised into a
temporary: a broadcast window is read from GM once per statement, as a separate
``xv = x[...]`` statement reads it.  The other tile loads are fused into the loop; a statement
whose tile windows are all inside their tensors runs an unmasked loop (contiguous, vectorised
at -O2), otherwise a masked one: a lane outside reads ``other`` and a store lane outside
writes nothing.  Every GM lane access goes through :meth:`TileLowering.gm_lane_load` or
:meth:`TileLowering.gm_lane_store`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.frontend.types import ScalarType, TileType
from incore.lowering import (
    atomics,
    edge_rows,
    matmul_operands,
    packing,
    sync,
    tile_ops,
    tile_reductions,
    trace_lanes,
)
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import (
    I1,
    I64,
    from_memory,
    memory_type,
    to_memory,
)
from incore.lowering.tile_buffers import TileBuffers

# Tile operations computed into a buffer from their operand's buffer (lowering/tile_ops.py).
COMPUTED = (ast.Transpose, ast.ArgReduce, ast.Scan)


@dataclass
class _Lanes:
    """The state of one lane loop: lane indices, hoisted scalars, materialised tiles, fused
    loads and whether lanes are masked."""

    shape: tuple[int, ...]
    avoid: str | None  # a tensor whose loads must not be fused (the one being stored)
    lanes: list[ir.Value] = field(default_factory=list)
    loop_lanes: list[ir.Value] = field(default_factory=list)  # the loop's own (not remapped)
    values: dict[int, ir.Value] = field(default_factory=dict)
    buffers: dict[int, ir.Value] = field(default_factory=dict)
    fused: list[ast.TileLoad] = field(default_factory=list)
    others: dict[int, ir.Value] = field(default_factory=dict)  # id(load) -> `other` slot
    scratch: ir.Value | None = None  # where a masked store lane outside the tensor writes
    runs: dict[tuple[int, bool], ir.Value] = field(default_factory=dict)  # L2 model: open
    # request run per (window, write) access site
    masked: bool = False
    outside: bool = False  # masked, every lane lies outside the windows (edge_rows.py)
    active: bool = False
    chunk: trace_lanes.LaneChunk | None = None  # L2 model: the traced lane's sites


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
        if isinstance(e, ast.ArgReduce) and not e.shape:
            return tile_ops.arg_reduce(self, self.materialize(e.value), e)
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
        if isinstance(e, ast.BroadcastTo):  # the loop's lanes broadcast into the operand's
            return self.cg.expr(e.value)
        if isinstance(e, ast.Reshape):  # unit axes: the operand's lanes, fused
            saved = st.lanes
            st.lanes = _unit_axes_lanes(e, saved)
            try:
                return self.cg.expr(e.value)
            finally:
                st.lanes = saved
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
        if isinstance(e, (ast.TileFill, ast.BroadcastTo)) or (
            isinstance(e, ast.Reshape) and e.unit_axes and not isinstance(e.value, ast.Var)
        ):
            self._prepare(st, e.value)
            return
        if isinstance(e, ast.TileLoad) and e.tensor != st.avoid and _broadcast(e, st.shape):
            st.buffers[id(e)] = self.materialize(e)  # loaded once, read by every lane
            return
        if isinstance(e, ast.TileLoad) and e.tensor != st.avoid:
            for start in e.window.starts:
                self._prepare(st, start)
            self._prepare(st, e.other)
            if e.mask is not None:
                self._prepare(st, e.mask)
            slot = self.cg.entry.builder.alloca(memory_type(e.type), name=f"{e.tensor}.other")
            if not e.other.shape:  # a tile `other` is written per lane (gm_lane_load)
                self.write(slot, e.type, ir.Constant(I64, 0), st.values[id(e.other)])
            st.others[id(e)] = slot
            st.fused.append(e)
            self._count(e)
            return
        if isinstance(e, (ast.TileLoad, ast.Reduce, ast.MatMul, ast.Call, ast.Reshape,
                          *COMPUTED)):
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
        extra: tuple[ast.Expr, ...] = (),
    ) -> None:
        """One lane loop over ``shape``: ``store(lanes, value's lane)`` for every lane;
        ``extra`` are further expressions ``store`` reads per lane (a store's mask)."""
        st = _Lanes(shape, avoid)
        self.stack.append(st)
        if self.cg.trace is not None:  # L2 model: the core's element run ends before the tile
            self.cg.trace.flush(self.b)
        try:
            self._prepare(st, value)
            for e in extra:
                self._prepare(st, e)
            wins = [ld.window for ld in st.fused] + list(windows)
            inside = self.inside(wins) if wins else None
            for w in wins:  # before the loops: both the unmasked and the masked loop use it
                self._window_base(st, w)

            def emit(masked: bool) -> None:
                st.masked = masked
                st.active = True

                def body(lanes: list[ir.Value]) -> None:
                    st.lanes = st.loop_lanes = lanes
                    store(st, self.cg.expr(value))

                edge_rows.lane_loop(self, st, shape, masked, value, windows, body,
                                    lambda: store(st, self.cg.expr(value)))
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

    def window_dims(self, w: ast.TileWindow) -> list[tuple[ir.Value, ir.Value, int | None]]:
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

    def inside(self, windows: list[ast.TileWindow]) -> ir.Value:
        """True when every lane of every window lies inside its tensor."""
        b = self.b
        cond: ir.Value = ir.Constant(I1, 1)
        for w in windows:
            for start, dim, extent in self.window_dims(w):
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
        if found is None:
            found = st.values[id(w)] = self.window_address(w, "window")
        return found

    def window_address(self, w: ast.TileWindow, what: str) -> ir.Value:
        """The GM address of window ``w``'s first lane (``tensor[starts]``), its starts
        evaluated here (or taken from the running loop), named ``<tensor>.<what>``."""
        b = self.b
        p = self.cg.tensors[w.tensor]
        strides = self.cg.entry.tensor_strides(p)
        linear: ir.Value | None = None
        for (start, _dim, _extent), stride in zip(self.window_dims(w), strides, strict=True):
            term = (
                start if isinstance(stride, ir.Constant) and stride.constant == 1
                else b.mul(start, stride)
            )
            linear = term if linear is None else b.add(linear, term)
        base = self.cg.entry.tensor_base(p)
        return b.gep(base, [linear], source_etype=memory_type(p.type.dtype),
                     name=f"{p.name}.{what}")

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
        for (start, dim, extent), stride in zip(self.window_dims(w), strides, strict=True):
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
        (BYPASS: the nocache alias address per lane on a2a3, ``!nontemporal`` on a5).  A lane
        outside the tensor or ``e.mask`` reads the ``other`` slot instead (holding the scalar
        ``other``, or this lane of a tile ``other``): no GM access."""
        b = self.b
        t = e.type
        addr, inside = self._lane_address(st, e.window, e.shape)
        keep = self._keep(st, inside, e.mask)
        bypass = self.cg.bypasses(e.policy)
        if bypass:
            addr = self.cg.policy.bypass_address(b, addr, e.tensor)
        self._trace(st, e.window, keep, addr, t, write=False, bypass=bypass, tensor=e.tensor)
        if keep is not None:
            if e.other.shape:  # this lane of a tile `other`, read where the lane is kept out
                self.write(st.others[id(e)], t, ir.Constant(I64, 0), self.cg.expr(e.other))
            addr = b.select(keep, addr, st.others[id(e)])
        value = b.load(addr, typ=memory_type(t), name=f"{e.tensor}.lane.val")
        if bypass:
            self.cg.policy.decorate(value)
        return from_memory(self.b, value, t)

    def gm_lane_store(
        self, st: _Lanes, w: ast.TileWindow, value: ir.Value, mask: ast.Expr | None = None
    ) -> None:
        """Stores the current lane of a tile store: every GM write of a tile goes through
        here; a lane outside the tensor or ``mask`` writes a scratch slot instead."""
        b = self.b
        p = self.cg.tensors[w.tensor]
        t = p.type.dtype
        addr, inside = self._lane_address(st, w, w.shape)
        keep = self._keep(st, inside, mask)
        self._trace(st, w, keep, addr, t, write=True, tensor=p.name)
        if keep is not None:
            if st.scratch is None:
                st.scratch = self.cg.entry.builder.alloca(memory_type(t), name=f"{p.name}.masked")
            addr = b.select(keep, addr, st.scratch)
        b.store(to_memory(self.b, value, t), addr)

    def _keep(self, st: _Lanes, inside: ir.Value, mask: ast.Expr | None) -> ir.Value | None:
        """Whether this lane accesses GM: inside (masked loops) and ``mask``; None: all do."""
        keep = (ir.Constant(I1, 0) if st.outside else inside) if st.masked else None
        if mask is not None:
            m = self.cg.expr(mask)
            keep = m if keep is None else self.b.and_(keep, m)
        return keep

    def _trace(
        self, st: _Lanes, w: ast.TileWindow, keep: ir.Value | None, addr: ir.Value,
        t: ScalarType, write: bool, bypass: bool = False, tensor: str = "",
        atomic: bool = False,
    ) -> None:
        """The hooks of one GM lane access (a lane that is not kept — outside the tensor or
        masked off — makes no access and records nothing): the sanitizer records the lane; for
        the L2 model the lane joins its site's request run, which ends where the lane loop's
        row ends, so each row is one request per line it covers; an atomic lane is a request
        of its own."""
        cg = self.cg
        trace = cg.trace
        if trace is None and cg.sanitize is None:
            return
        run = None
        if trace is not None and not atomic:
            key = (id(w), write)
            run = st.runs.get(key)
            if run is None:
                run = st.runs[key] = trace.site_run()
        b = self.b
        if st.chunk is not None:  # a lane traced before untraced ones (trace_lanes.py)
            st.chunk.note(self, st, w, run, keep, addr, max(t.bits // 8, 1))

        def lane() -> None:
            if cg.sanitize is not None:
                cg.trace_access(addr, t, write=write, bypass=bypass, tensor=tensor,
                                atomic=atomic, l2=False)
            if trace is None:
                return
            if atomic:
                trace.atomic(b, addr, max(t.bits // 8, 1))
            else:
                trace.record(b, addr, max(t.bits // 8, 1), write, bypass, run=run)

        if keep is None:
            lane()
        else:
            with b.if_then(keep):
                lane()
        if run is None:
            return
        last = st.shape[-1] - 1 if st.shape else 0
        if last == 0:
            trace.end_run(b, run)
            return
        with b.if_then(b.icmp_unsigned("==", st.loop_lanes[-1], ir.Constant(I64, last))):
            trace.end_run(b, run)

    # ------------------------------------------------------------ statements

    def store(self, s: ast.TileStore) -> None:
        """``y[window] = value``."""
        w = s.window
        self.run(
            w.shape, s.value, lambda st, v: self.gm_lane_store(st, w, v, s.mask),
            avoid=w.tensor, windows=(w,), extra=(s.mask,) if s.mask is not None else (),
        )

    def atomic(self, s: ast.TileAtomic) -> None:
        """``atomic_add/min/max(y[window], value)``: one atomic update per lane inside the
        tensor (a lane outside makes no access)."""
        w = s.window
        self.run(
            w.shape, s.value, lambda st, v: self.gm_lane_atomic(st, w, v, s.op),
            avoid=w.tensor, windows=(w,),
        )

    def gm_lane_atomic(self, st: _Lanes, w: ast.TileWindow, value: ir.Value, op: str) -> None:
        """The atomic update of the current lane of a tile-window atomic: every GM atomic of
        a tile goes through here; a lane outside the tensor updates a scratch slot."""
        b = self.b
        p = self.cg.tensors[w.tensor]
        t = p.type.dtype
        addr, inside = self._lane_address(st, w, w.shape)
        keep = self._keep(st, inside, None)
        self._trace(st, w, keep, addr, t, write=True, tensor=p.name, atomic=True)
        if keep is not None:
            if st.scratch is None:
                st.scratch = self.cg.entry.builder.alloca(memory_type(t), name=f"{p.name}.masked")
            addr = b.select(keep, addr, st.scratch)
        atomics.update(self.cg, op, addr, value, t)

    def assign(self, s: ast.Assign) -> None:
        """``t = value`` for tile variable ``t`` (value semantics: the lanes are copied)."""
        self.assign_into(self.cg.frame.vars[s.name], s.value, s.name)

    def assign_into(self, slot: ir.Value, value: ast.Expr, name: str | None = None) -> None:
        """Writes tile ``value`` into the tile buffer ``slot`` (the variable ``name``, when
        it is one: a matmul or reduction reading it goes through a temporary)."""
        tt = self.slots[id(slot)]
        if self.is_packed(slot):  # laid out in panels (lowering/packing.py)
            packing.assign(self, slot, tt, value)
            return
        if isinstance(value, ast.MatMul) and not _reads(value, name):
            matmul_operands.emit(self, slot, value, accumulate=False)
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
                    matmul_operands.emit(self, slot, mm, accumulate=True)
                    return
        if isinstance(value, ast.Reduce) and value.shape and not _reads(value, name):
            self._reduce_axis(slot, value)
            return
        if isinstance(value, COMPUTED) and value.shape == tt.shape and not _reads(value, name):
            self._compute(slot, value)
            return
        self.run(
            tt.shape, value,
            lambda st, v: self.write(slot, tt.dtype, self.linear(tt.shape, st.lanes), v),
        )

    def element_store(self, s: ast.TileElementStore) -> None:
        """``t[i, j] = value``."""
        slot = self.cg.frame.vars[s.name]
        tt = self.slots[id(slot)]
        index = self._element_index(s.name, tt, s.indices)
        value = self.cg.expr(s.value)
        self.write(slot, tt.dtype, index, value)

    def _element(self, e: ast.TileElement) -> ir.Value:
        slot = self.cg.frame.vars[e.name]
        tt = self.slots[id(slot)]
        return self.read(slot, tt.dtype, self._element_index(e.name, tt, e.indices))

    def _element_index(self, name: str, tt: TileType, indices: list[ast.Expr]) -> ir.Value:
        """The linear index of ``name[indices]``; an index outside its dim traps the core at
        a site naming the tile, the dim and its extent, after recording the index value in
        the core's ``fault_index`` slot."""
        b = self.b
        lin: ir.Value | None = None
        stride = 1
        values = [self.cg.to_i64(self.cg.expr(x), x.type) for x in indices]
        texts = [self.cg.source_text(x.span) or "?" for x in indices]
        access = f"{name}[{', '.join(texts)}]"
        for k, (v, d) in enumerate(zip(values, tt.shape, strict=True)):
            if isinstance(v, ir.Constant) and 0 <= v.constant < d:
                continue
            cause = (f"{abi.TILE_INDEX_CAUSE}: {access}, dim {k} of tile '{name}' ({tt}) "
                     f"has extent {d}")
            self.cg.trap_if(
                b.icmp_unsigned(">=", v, ir.Constant(I64, d)), f"tile.index{k}", cause,
                before=lambda v=v: sync.record_fault_index(self.cg, v),
            )
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
        if isinstance(e, ast.Reshape):  # row-major: the operand's buffer holds the new shape
            return self.materialize(e.value)
        tt = TileType(e.shape, e.type)
        slot = self.alloca(tt, "tile.tmp")
        if isinstance(e, ast.MatMul):
            matmul_operands.emit(self, slot, e, accumulate=False)
        elif isinstance(e, ast.Reduce):
            self._reduce_axis(slot, e)
        elif isinstance(e, COMPUTED):
            self._compute(slot, e)
        else:
            self.run(
                tt.shape, e,
                lambda st, v: self.write(slot, tt.dtype, self.linear(tt.shape, st.lanes), v),
            )
        return slot

    def _reduce_axis(self, out: ir.Value, e: ast.Reduce) -> None:
        tile_reductions.reduce_axis(self, out, e, self.materialize(e.value))

    def _compute(self, out: ir.Value, e: ast.Expr) -> None:
        """A transpose, arg-reduction or scan of ``e.value`` into buffer ``out``."""
        assert isinstance(e, COMPUTED)
        src = self.materialize(e.value)
        if isinstance(e, ast.Transpose):
            tile_ops.transpose(self, out, src, e)
        elif isinstance(e, ast.ArgReduce):
            tile_ops.arg_reduce(self, src, e, out)
        else:
            tile_ops.scan(self, out, src, e)


def _broadcast(e: ast.TileLoad, shape: tuple[int, ...]) -> bool:
    """True when tile load ``e`` has fewer lanes than the loop ``shape`` it broadcasts into
    (several lanes of the loop read each of its elements)."""
    return math.prod(e.shape) < math.prod(shape)


def _unit_axes_lanes(e: ast.Reshape, lanes: list[ir.Value]) -> list[ir.Value]:
    """The lanes of the operand of unit-axes reshape ``e`` at the loop lanes ``lanes``: its
    dims other than 1 take, in order, the lanes of ``e``'s dims other than 1 (matched from
    the right, as every operand of the loop); its dims of 1 take lane 0."""
    offset = len(lanes) - len(e.shape)
    kept = iter([lanes[offset + k] for k, d in enumerate(e.shape) if d != 1])
    zero = ir.Constant(I64, 0)
    return [zero if d == 1 else next(kept) for d in e.value.shape]


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
    elif isinstance(e, (ast.Reduce, ast.TileFill, ast.Reshape, ast.BroadcastTo, *COMPUTED)):
        children = [e.value]
    elif isinstance(e, ast.TileLoad):
        children = list(e.window.starts) + [e.other] + ([e.mask] if e.mask is not None else [])
    elif isinstance(e, ast.Call):
        children = list(e.args)
    return any(_reads(c, name) for c in children)
