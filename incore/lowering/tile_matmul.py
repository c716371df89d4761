"""Tile matmul in lowering: ``out (+)= a @ b`` on tile buffers, ``out[i, j]`` accumulated
as ``sum_k a[i, k] * b[k, j]`` in k order in the accumulator type (f16/bf16 inputs widened
to f32 once; narrower integer inputs sign- or zero-extended to i32, whose sums wrap like
i32 arithmetic): the start value (``out[i, j]``, or +0 for ``a @ b``), then per k, k
ascending, one step: in f32 a fused multiply-add, ``round(acc + a * b)`` rounded once
(``lowering/fma.py``: a ``vfmadd`` where the host has FMA, the same bits from f64 operations
where it has not); in f64 and i32 a multiply, then an add.  The order and the roundings are
fixed, so every -O level and host gives the same bits, and the interpreter
(``interpret/reductions.py``) computes the same.

The loops are register blocked: the result is cut into blocks of ``MR`` rows by ``NR``
columns (``vectors()`` vectors of 32 bytes: 24 f32, 12 f64, 16 i32), whose accumulators
stay in vector registers for the whole k loop; each k step loads the block's row of ``b``
(the panel ``b[:, j:j + NR]``), broadcasts ``a[i + r, k]`` to every row ``r`` and does one
vector step per accumulator.  The fused f32 step is also the fast one: a multiply and an
add take two of the FP pipes' issue slots where an fma takes one.  Column tails use
narrower vectors (8, 4, 2, 1 lanes), row tails fewer rows; each element still sees the same
steps in the same order.  Vector types are generic LLVM vectors, so the IR does not depend
on the host CPU.

A right operand can be read packed (:func:`pack`: its ``NR``-column panels one after another,
so a block's k loop reads one contiguous run): a variable read only as a right operand is
stored that way, and a right operand larger than an L1 data cache is packed by its statement
(``lowering/packing.py``).  Packing moves elements, never changes them.
"""

from __future__ import annotations

import math

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import ScalarType, TileType
from incore.lowering import fma, halfconv, prefetch, zero_k
from incore.lowering.irtypes import I32, I64, const, memory_type, value_type
from incore.lowering.tile_buffers import TileBuffers

MR = 4  # rows of a register block
FLOAT_VECTORS = 3  # vectors per row of a register block with a float accumulator
INT_VECTORS = 2  # and with an i32 one
VECTOR_BYTES = 32  # one vector register (AVX2 ymm); LLVM splits it where the target is narrower
FLOAT_K_UNROLL = 8  # k steps per iteration of the k loop with a float accumulator
INT_K_UNROLL = 4  # and with an i32 one
HALF_LANES = 8  # f16/bf16 patterns widened to f32 at once
COPY_AHEAD_BYTES = 128  # a's GM rows are fetched into L1 this far ahead of the copy (_Kernel)
PACK_GROUP = 4  # rows that tile_matmul.pack copies into every panel before the next rows
PACK_MIN_ROWS = 2 * MR  # a right operand multiplying fewer rows is read where it is
PACK_MIN_BYTES = 32 * 1024  # and one within an L1 data cache keeps its panel's rows there


def vectors(t: ScalarType) -> int:
    """The vectors per row of a register block for ``@`` operands (or accumulator) of type
    ``t``: three for float accumulators (an f32 block is 4 x 24: twelve accumulators, three
    loads of ``b`` and four broadcasts of ``a`` per k step, 16 vector registers in all), two
    for i32 (its steps widen the operands in registers too; three vectors ran ~9% slower)."""
    return FLOAT_VECTORS if t.is_float else INT_VECTORS


def k_unroll(t: ScalarType) -> int:
    """The k steps per iteration of a register block's k loop for an accumulator of type
    ``t``: eight for floats (4 x 24 f32 blocks ran 4-5% faster than with four), four for i32
    (eight ran ~3% slower)."""
    return FLOAT_K_UNROLL if t.is_float else INT_K_UNROLL


def panel_width(t: ScalarType) -> int:
    """``NR``, the columns of a register block and of a packed panel, for ``@`` operands of
    element type ``t`` (``vectors(t)`` vectors of the accumulator type: 24 f32 lanes, 12 f64,
    16 i32)."""
    acc_bytes = 8 if t.is_float and t.bits == 64 else 4
    return vectors(t) * VECTOR_BYTES // acc_bytes


def pack(tb: TileBuffers, out: ir.Value, src: ir.Value, tt: TileType,
         row_stride: ir.Value | None = None) -> None:
    """Copies the row-major ``[K, N]`` tile buffer ``src`` into ``out`` in the packed layout
    of a right operand: the ``NR``-column panels (``panel_width``) one after another, each its
    K rows of ``NR`` elements, the last, narrower panel rows of ``N % NR``.  A register block's
    k loop then reads one contiguous run (``_Kernel.block``) instead of rows ``N`` elements
    apart, which for large tiles fall into a few L1 sets.  Vector copies, by groups of rows
    (``PACK_GROUP``, below).  With ``row_stride`` (elements) ``src`` is the first element of
    rows that far apart (a GM window lying inside its tensor)."""
    b = tb.b
    k, n = tt.shape
    ci = lambda v: ir.Constant(I64, v)  # noqa: E731
    elem, al = memory_type(tt.dtype), max(tt.dtype.bits // 8, 1)
    nr, nrv = panel_width(tt.dtype), vectors(tt.dtype)
    lanes = nr // nrv
    full, tail = n // nr, _widths(n % nr, lanes)

    def vec(w: int) -> ir.Type:
        return elem if w == 1 else ir.VectorType(elem, w)

    def copy(kk: ir.Value, j0: ir.Value, widths: list[int]) -> None:
        pw, o = sum(widths), 0
        for w in widths:
            row = b.mul(kk, ci(n) if row_stride is None else row_stride)
            v = b.load(_vector_ptr(b, src, b.add(b.add(row, j0), ci(o)), elem, w),
                       typ=vec(w), align=al)
            dst = b.add(b.add(b.mul(j0, ci(k)), b.mul(kk, ci(pw))), ci(o))
            b.store(v, _vector_ptr(b, out, dst, elem, w), align=al)
            o += w

    def rows(first: ir.Value, count: int, j0: ir.Value, widths: list[int]) -> None:
        """Rows ``first`` .. ``first + count - 1`` of one panel; from GM, the same columns
        of the next group's rows are fetched into L1 meanwhile (after the last group, rows
        past the window: a prefetch reads nothing and never faults)."""
        for r in range(count):
            kk = b.add(first, ci(r))
            if row_stride is not None and count == PACK_GROUP:
                ahead = b.mul(b.add(kk, ci(PACK_GROUP)), row_stride)
                for o in (0, sum(widths) - 1):  # the first and last element: their lines
                    prefetch.to_l1(b, tb.cg.module,
                                   b.gep(src, [b.add(b.add(ahead, j0), ci(o))],
                                         source_etype=elem, name="pack.next"))
            copy(kk, j0, widths)

    # Groups of PACK_GROUP rows, each copied into every panel in turn: a group's source
    # rows stay in L1 while its panels take them, and each panel's stores run on for the
    # group's rows (row by row across the panels, the stores would be K * NR elements apart,
    # for K a multiple of 64 a multiple of 4 KiB, all in one L1 set; panel by panel over
    # all K rows, the rows' lines would be read again from L2 for every panel).
    groups, rest = divmod(k, PACK_GROUP)
    for count, trips, base in ((PACK_GROUP, groups, 0), (rest, min(rest, 1), k - rest)):
        if not trips:
            continue
        start = lambda l, count=count, base=base: (  # noqa: E731  # the trip's first row
            b.add(b.mul(l[0], ci(count)), ci(base)))
        if full:
            tb.loop_nest((trips, full), lambda l, count=count, start=start: rows(
                start(l), count, b.mul(l[1], ci(nr)), [lanes] * nrv))
        if tail:
            tb.loop_nest((trips,), lambda l, count=count, start=start: rows(
                start(l), count, ci(full * nr), tail))


def _widen(tb: TileBuffers, buf: ir.Value, shape: tuple[int, ...], src: ScalarType,
           acc: ScalarType) -> ir.Value:
    """A copy of the tile buffer ``buf`` (elements ``src``: f16/bf16, or an integer narrower
    than i32) in the accumulator type ``acc``."""
    b = tb.b
    out = tb.alloca(TileType(shape, acc), "tile.acc")

    size = math.prod(shape)
    w = HALF_LANES if src.is_half else 1

    def convert(lanes: list[ir.Value]) -> None:
        if w == 1:
            v = tb.read(buf, src, lanes[0])
            if not src.is_float:
                v = (b.sext if src.is_signed else b.zext)(v, value_type(acc))
            tb.write(out, acc, lanes[0], v)
            return
        i = b.mul(lanes[0], ir.Constant(I64, w))  # w half patterns at once, exactly
        bits = b.load(_vector_ptr(b, buf, i, memory_type(src), w), align=2)
        v = halfconv.to_f32(b, bits, src.name)
        b.store(v, _vector_ptr(b, out, i, memory_type(acc), w), align=4)

    if size // w:
        tb.loop_nest((size // w,), convert)
    for i in range(size // w * w, size):  # the last few halves, one by one
        tb.write(out, acc, ir.Constant(I64, i), tb.read(buf, src, ir.Constant(I64, i)))
    return out


def _vector_ptr(b: ir.IRBuilder, buf: ir.Value, index: ir.Value, elem: ir.Type,
                w: int) -> ir.Value:
    """A pointer to ``w`` elements ``elem`` of ``buf`` from ``index``."""
    ptr = b.gep(buf, [index], source_etype=elem)
    if ptr.type.is_opaque or w == 1:
        return ptr
    return b.bitcast(ptr, ir.VectorType(elem, w).as_pointer())


def _widths(n: int, lanes: int) -> list[int]:
    """The vector widths covering ``n`` columns: whole vectors, then halves down to 1."""
    out = [lanes] * (n // lanes)
    w = lanes // 2
    n %= lanes
    while n:
        if n >= w:
            out.append(w)
            n -= w
        w //= 2
    return out


class _Kernel:
    """The register-blocked loops of one ``out (+)= a @ b``: operands of types ``a_src`` and
    ``b_src`` (the accumulator's, or a narrower integer), the result in ``acc``."""

    def __init__(self, tb: TileBuffers, out: ir.Value, a: ir.Value, bm: ir.Value,
                 shape: tuple[int, int, int],
                 types: tuple[ScalarType, ScalarType, ScalarType], accumulate: bool,
                 packed: bool, out_stride: ir.Value | None,
                 a_gm: tuple[ir.Value, ir.Value] | None = None,
                 stored: tuple[ir.Value, ir.Value] | None = None,
                 live: ir.Value | None = None) -> None:
        self.tb, self.out, self.a, self.bm, self.packed = tb, out, a, bm, packed
        self.live = live  # the k steps to run, the rest adding +0 * +0 (zero_k), or None
        self.a_gm = a_gm  # a's GM window (first element, row stride) when a is not staged yet
        self.stored = stored  # rows and columns from which no lane is stored, or None
        self.m, self.k, self.n = shape
        # elements between rows of out: n in a local tile, the tensor's row stride in GM
        self.out_stride = ir.Constant(I64, self.n) if out_stride is None else out_stride
        (self.a_src, self.b_src, acc), self.accumulate = types, accumulate
        self.acc = acc
        self.elem = memory_type(acc)
        self.align = max(acc.bits // 8, 1)
        self.nrv = vectors(acc)  # the packed layout's panels are nrv vectors wide
        self.lanes = panel_width(acc) // self.nrv
        self.fused = acc.is_float and acc.bits == 32
        self.mul = tb.b.fmul if acc.is_float else tb.b.mul
        self.add = tb.b.fadd if acc.is_float else tb.b.add

    @property
    def b(self) -> ir.IRBuilder:
        return self.tb.b

    def _type(self, w: int, elem: ir.Type | None = None) -> ir.Type:
        elem = self.elem if elem is None else elem
        return elem if w == 1 else ir.VectorType(elem, w)

    def _ptr(self, buf: ir.Value, index: ir.Value, w: int, elem: ir.Type) -> ir.Value:
        ptr = self.b.gep(buf, [index], source_etype=elem)
        if w > 1 and not ptr.type.is_opaque:
            ptr = self.b.bitcast(ptr, self._type(w, elem).as_pointer())
        return ptr

    def _load(self, buf: ir.Value, index: ir.Value, w: int) -> ir.Value:
        """``w`` accumulator elements of ``out`` from ``index``."""
        return self.b.load(self._ptr(buf, index, w, self.elem), typ=self._type(w),
                           align=self.align)

    def _operand(self, buf: ir.Value, t: ScalarType, index: ir.Value, w: int) -> ir.Value:
        """``w`` elements (of type ``t``) of an operand from ``index``, sign- or zero-extended
        to the accumulator type when ``t`` is a narrower integer."""
        src = memory_type(t)
        v = self.b.load(self._ptr(buf, index, w, src), typ=self._type(w, src),
                        align=max(t.bits // 8, 1))
        if src == self.elem:
            return v
        return (self.b.sext if t.is_signed else self.b.zext)(v, self._type(w))

    def _store(self, buf: ir.Value, index: ir.Value, v: ir.Value) -> None:
        w = v.type.count if isinstance(v.type, ir.VectorType) else 1
        ptr = self._ptr(buf, index, w, self.elem)
        self.b.store(v, ptr, align=self.align)

    def step(self, a: ir.Value, bv: ir.Value, acc: ir.Value) -> ir.Value:
        """One k step of an accumulator: ``acc + a * bv``, fused (rounded once) in f32,
        a multiply then an add in f64 and i32."""
        if self.fused:
            return fma.fma(self.b, a, bv, acc)
        return self.add(acc, self.mul(a, bv))

    def _splat(self, v: ir.Value, w: int) -> ir.Value:
        if w == 1:
            return v
        vt = ir.VectorType(self.elem, w)
        one = self.b.insert_element(ir.Constant(vt, ir.Undefined), v, ir.Constant(I32, 0))
        mask = ir.Constant(ir.VectorType(I32, w), [0] * w)
        return self.b.shuffle_vector(one, ir.Constant(vt, ir.Undefined), mask)

    def _zero(self, w: int) -> ir.Value:
        z = const(self.acc, 0)
        return z if w == 1 else ir.Constant(ir.VectorType(self.elem, w), [z.constant] * w)

    def emit(self) -> None:
        """Column panels of ``NR`` (then the tail columns), outer: a panel of ``b`` stays in
        L1 while the row blocks of ``MR`` (then the tail rows) walk down ``a``."""
        b = self.b
        ci = lambda v: ir.Constant(I64, v)  # noqa: E731
        nr = self.nrv * self.lanes
        full, tail = self.n // nr, _widths(self.n % nr, self.lanes)
        panels = [(full, lambda jl: b.mul(jl[0], ci(nr)), [self.lanes] * self.nrv),
                  (1 if tail else 0, lambda jl: ci(full * nr), tail)]
        rowsets = [(self.m // MR, MR, 0), (1 if self.m % MR else 0, self.m % MR,
                                           self.m // MR * MR)]
        # the blocks of the first panels and rows (the full ones, when there are any) issue
        # the enclosing loop's prefetches: block (jl, il) is number jl * count + il of
        # pcount * count
        issuing = next(((p, r) for p in panels if p[0] for r in rowsets if r[0]), None)
        # with a_gm, the first panel's blocks copy a's rows into its buffer as they read them
        copying = next((p for p in panels if p[0]), None) if self.a_gm is not None else None
        for pn in panels:
            pcount, j0_of, widths = pn
            if pcount == 0:
                continue

            def panel(jl: list[ir.Value], pn=pn, j0_of=j0_of, widths=widths,
                      copy: bool = False) -> None:
                j0 = j0_of(jl)
                for rs in rowsets:
                    count, rows, first = rs
                    if not count:
                        continue
                    order = None if issuing != (pn, rs) else (
                        lambda il, count=count: (b.add(b.mul(jl[0], ci(count)), il[0]),
                                                 pn[0] * count))
                    self.tb.loop_nest((count,), lambda il, rows=rows, first=first, order=order:
                                      self.stored_block(
                                          b.add(ci(first), b.mul(il[0], ci(MR))), j0, rows,
                                          widths, order and order(il), copy))

            if pn is copying:  # panel 0 first, copying a; the others read the copy
                panel([ci(0)], copy=True)
                if pcount > 1:
                    self.tb.loop_nest((pcount - 1,), lambda jl, panel=panel: panel(
                        [b.add(jl[0], ci(1))]))
            else:
                self.tb.loop_nest((pcount,), panel)

    def stored_block(self, i0: ir.Value, j0: ir.Value, rows: int, widths: list[int],
                     order: tuple[ir.Value, int] | None, copy: bool) -> None:
        """``block``, unless it lies wholly at or past the rows or columns of the result
        from which no lane is stored (``self.stored``)."""
        if self.stored is None:
            self.block(i0, j0, rows, widths, order, copy)
            return
        b, cg = self.b, self.tb.cg
        rows_in, cols_in = self.stored
        cond = b.and_(b.icmp_signed("<", i0, rows_in), b.icmp_signed("<", j0, cols_in))
        run, done = cg.new_block("mm.stored"), cg.new_block("mm.stored.done")
        b.cbranch(cond, run, done)
        b.position_at_end(run)
        self.block(i0, j0, rows, widths, order, copy)
        b.branch(done)
        b.position_at_end(done)

    def block(self, i0: ir.Value, j0: ir.Value, rows: int, widths: list[int],
              order: tuple[ir.Value, int] | None, copy: bool = False) -> None:
        """The ``rows`` x ``sum(widths)`` block of ``out`` at ``(i0, j0)``: accumulators in
        registers over the whole k loop, ``k_unroll()`` k steps per iteration.  ``order``: the
        block's number among the statement's issuing blocks and their count (its share of
        the enclosing loop's prefetches, ``prefetch.PrefetchPlan``), or None.  ``copy``: the
        block copies the k steps' elements of its rows of ``a`` from GM (``a_gm``) into
        ``a``'s buffer and broadcasts them from GM, so that its steps do not wait for the
        copy's stores (1% of a 512^3 or 2048^3 blocked launch)."""
        b, k, n = self.b, self.k, self.n
        offsets = [sum(widths[:c]) for c in range(len(widths))]
        ci = lambda v: ir.Constant(I64, v)  # noqa: E731
        row_base = [b.add(b.mul(b.add(i0, ci(r)), self.out_stride), j0) for r in range(rows)]
        a_base = [b.mul(b.add(i0, ci(r)), ci(k)) for r in range(rows)]
        if copy:  # the copying blocks broadcast a from GM: no step waits for the copy
            gm, stride = self.a_gm
            gm_base = [b.mul(b.add(i0, ci(r)), stride) for r in range(rows)]
        accs = [[self._load(self.out, b.add(row_base[r], ci(o)), w) if self.accumulate
                 else self._zero(w) for o, w in zip(offsets, widths, strict=True)]
                for r in range(rows)]

        def step(accs: list[list[ir.Value]], kk: ir.Value) -> list[list[ir.Value]]:
            if self.packed:  # the panel at j0: its rows of sum(widths) from j0 * k
                brow = b.add(b.mul(j0, ci(k)), b.mul(kk, ci(sum(widths))))
            else:
                brow = b.add(b.mul(kk, ci(n)), j0)
            bv = [self._operand(self.bm, self.b_src, b.add(brow, ci(o)), w)
                  for o, w in zip(offsets, widths, strict=True)]
            new = []
            for r in range(rows):
                a = (self._operand(gm, self.a_src, b.add(gm_base[r], kk), 1) if copy
                     else self._operand(self.a, self.a_src, b.add(a_base[r], kk), 1))
                splats = {w: self._splat(a, w) for w in set(widths)}
                new.append([self.step(splats[w], bv[c], accs[r][c])
                            for c, w in enumerate(widths)])
            return new

        def stage(kk: ir.Value, count: int) -> None:
            """Elements kk .. kk + count - 1 of the block's rows of a, from GM to a; the
            rows' lines COPY_AHEAD_BYTES further on are fetched into L1 meanwhile (a
            block's rows lie a GM row apart, too far for the hardware's stream prefetcher
            to follow in the few lines a block reads)."""
            ahead = ci(COPY_AHEAD_BYTES // self.align)
            for r in range(rows):
                src = b.add(gm_base[r], kk)
                prefetch.to_l1(b, self.tb.cg.module,
                               b.gep(gm, [b.add(src, ahead)], source_etype=self.elem))
                v = b.load(self._ptr(gm, src, count, self.elem), typ=self._type(count),
                           align=self.align)
                b.store(v, self._ptr(self.a, b.add(a_base[r], kk), count, self.elem),
                        align=self.align)

        if self.tb.prefetch is not None and order is not None:
            self.tb.prefetch.issue(b, self.tb.cg.module, *order)
        unroll = min(k_unroll(self.acc), k)
        trips = k // unroll
        live = self.live if trips > 1 and k % unroll == 0 and not copy else None
        if trips:
            accs = self._k_loop(accs, trips, unroll, step, stage if copy else None, live)
        if live is not None and self.acc.is_float:  # steps skipped: +0 added once (zero_k)
            skipped = b.icmp_signed("<", live, ci(k))
            accs = [[b.select(skipped, b.fadd(v, self._zero(w)), v)
                     for v, w in zip(row, widths, strict=True)] for row in accs]
        for kk in range(trips * unroll, k):
            if copy:
                stage(ci(kk), 1)
            accs = step(accs, ci(kk))
        for r in range(rows):
            for c, o in enumerate(offsets):
                self._store(self.out, b.add(row_base[r], ci(o)), accs[r][c])

    def _k_loop(self, accs: list[list[ir.Value]], trips: int, unroll: int, step,
                stage, live: ir.Value | None = None) -> list:
        """``trips`` iterations of ``unroll`` k steps with the accumulators in phis, each
        iteration's elements of a staged first when ``stage`` is given; with ``live`` (a
        multiple of ``unroll``, at least one iteration), only its first ``live`` steps."""
        b = self.b
        if trips == 1:
            if stage is not None:
                stage(ir.Constant(I64, 0), unroll)
            for u in range(unroll):
                accs = step(accs, ir.Constant(I64, u))
            return accs
        pre = b.block
        head = self.tb.cg.new_block("mm.k")
        end = self.tb.cg.new_block("mm.k.end")
        b.branch(head)
        b.position_at_end(head)
        kk = b.phi(I64, name="mm.kk")
        kk.add_incoming(ir.Constant(I64, 0), pre)
        phis = [[b.phi(v.type, name="mm.acc") for v in row] for row in accs]
        for prow, row in zip(phis, accs, strict=True):
            for p, v in zip(prow, row, strict=True):
                p.add_incoming(v, pre)
        cur: list[list[ir.Value]] = [list(row) for row in phis]
        if stage is not None:
            stage(kk, unroll)
        for u in range(unroll):
            cur = step(cur, kk if u == 0 else b.add(kk, ir.Constant(I64, u)))
        nxt = b.add(kk, ir.Constant(I64, unroll))
        kk.add_incoming(nxt, b.block)
        for prow, row in zip(phis, cur, strict=True):
            for p, v in zip(prow, row, strict=True):
                p.add_incoming(v, b.block)
        limit = ir.Constant(I64, trips * unroll) if live is None else live
        b.cbranch(b.icmp_unsigned("<", nxt, limit), head, end)
        b.position_at_end(end)
        return cur


def matmul(
    tb: TileBuffers, out: ir.Value, e: ast.MatMul, a: tuple[ir.Value, ScalarType],
    b: tuple[ir.Value, ScalarType], accumulate: bool, out_stride: ir.Value | None = None,
    a_gm: tuple[ir.Value, ir.Value] | None = None, a_zero_from: ir.Value | None = None,
) -> None:
    """``out (+)= left @ right`` with ``out[i, j]`` accumulated in k order; ``a`` and ``b``
    are the buffers holding ``e``'s operands and their element types (an f16/bf16 operand's
    buffer may hold it widened to f32 already); ``out_stride``: the elements between rows
    of ``out`` when it is a GM window (``matmul_gm``), not a local tile; ``a_gm``: the GM
    window (first element, row stride in elements) that ``a``'s buffer is to be filled from,
    by the first column panel's blocks as they read it (``a`` of the accumulator's type).
    Where ``tb.stored`` holds the row and column of ``e``'s result from which no lane is
    stored (``matmul_gm``), the register blocks wholly past them are skipped: nothing reads
    their lanes.  ``a_zero_from``: the column from which ``a`` is +0; with a packed right
    operand's record of the row from which it is +0, the blocks skip the steps past both
    (``zero_k``)."""
    (m, k), (_, n) = e.left.shape, e.right.shape
    (a_buf, a_t), (b_buf, b_t), acc = a, b, e.type
    packed = tb.is_packed(b_buf)  # widening keeps a buffer's layout
    b_zero_from = None if a_zero_from is None else zero_k.packed_zero_from(tb, b_buf)
    live = None if b_zero_from is None else zero_k.live_steps(
        tb.b, a_zero_from, b_zero_from, k, min(k_unroll(acc), k))
    assert a_gm is None or a_t == acc, "a is copied as it is read: no widening"
    if a_t.is_half:  # widen each element once, not once per use in the k loop (IR halfconv)
        a_buf, a_t = _widen(tb, a_buf, e.left.shape, a_t, acc), acc
    if b_t.is_half:
        b_buf, b_t = _widen(tb, b_buf, e.right.shape, b_t, acc), acc
    if a_t != acc:  # a narrower integer: a widened once (each element is broadcast to a row of
        # lanes), b extended as its vectors are loaded
        a_buf, a_t = _widen(tb, a_buf, e.left.shape, a_t, acc), acc
    _Kernel(tb, out, a_buf, b_buf, (m, k, n), (a_t, b_t, acc), accumulate, packed,
            out_stride, a_gm, tb.stored.get(id(e)), live).emit()
