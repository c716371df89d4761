"""The sanitizer's checked variant: a record of every GM access and every synchronisation
event (compile option ``sanitize=True``; layout in ``incore.abi``, "Sanitizer records").

A record is three 64-bit words appended to the core's trace buffer (the one
``GlobalContext.access_trace`` points at; the sanitizer's buffers use the L2 model's header and
drain protocol, ``count`` counting words):

- an access interval: ``address``, ``size`` (bytes, > 0), ``site << 32 | time``;
- an event: ``0``, ``value``, ``site << 32 | time``: the block start (site 0, ``value`` the
  block index), ``set_flag``/``wait_flag`` (``value`` the cluster's sync sequence number taken
  right after the flag operation, ``ClusterFlags.sync_seq``), ``cluster_barrier`` (``value``
  the barrier generation the core arrived in);
- an index overflow: ``address``, ``index``, ``site << 32 | time``: an element access whose
  index of one dimension lies outside ``[0, dim)`` (its site, of kind ``index``, names the
  tensor, the dimension and the access's kind); ``address`` is the element the flat index
  reaches, which may lie inside the tensor (``x[0, C]`` is ``x[1, 0]``), so the interval
  records cannot show it.

The site is an index into the payload's ``sanitize_sites`` meta table, which holds what the
code knows statically: the kind (``read``, ``write``, ``atomic``, ``set``, ``wait``,
``barrier``, ``begin``), the source line, the tensor parameter's index and the flag.

Accesses are coalesced in the kernel: each access site keeps one pending interval (``lo``,
``hi`` and the ``time`` of its first access, in stack slots that become registers); an access
that extends it (at ``hi`` or just below ``lo``) or lies inside it adds nothing, any other
access writes the pending interval out and starts a new one.  A site also coalesces a
*strided run*: when its pending interval is one access and the next, of the same size, lies
further on, the two start a run of equal steps in address (``stride``) and in time (``dt``),
which each access of that size one step further in both extends (an access to the run's last
element adds nothing); any other access writes the run out, as a head record (``address``,
the access size, ``site << 32 | time`` with ``STRIDED_BIT``) followed by ``stride``, the
element count and ``dt``, and starts a new interval.  A grid-stride loop's site is one run
per block; the host expands a run into its accesses' intervals wherever a check may need
them (``runtime/sanitizer/strided.py``).  Every pending interval is
written out before each synchronisation event and before the payload returns, so an interval
never spans an event.  ``time`` counts the core's accesses since the block started: the host
orders one core's intervals of a segment by it.  A tile records one access per lane; lanes
of a row coalesce.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable

from llvmlite import ir

from incore import abi
from incore.lowering.access_trace import emit_drain_wait
from incore.lowering.entry import EntryReads
from incore.lowering.irtypes import I8, I64, PTR

RECORD_FUNCTION = "incore.sanitize.record"
FLUSH_FUNCTION = "incore.sanitize.flush"
RECORD_WORDS = abi.SANITIZE_RECORD_WORDS
STRIDED_FUNCTION = "incore.sanitize.flush_strided"
STRIDED_BIT = 63  # in a head record's third word: a strided run's parameters follow
STRIDED_RUNS = True  # False: plain intervals only (the tests compare the findings of both)
RUN_LO = -1  # a pending run's ``lo`` (with ``hi`` 0): no access extends or lies in it
_HDR = abi.AccessTraceHeader
_WORD = 8


def _field(b: ir.IRBuilder, header: ir.Value, name: str) -> ir.Value:
    offset = getattr(_HDR, name).offset
    return b.gep(header, [ir.Constant(I64, offset)], source_etype=I8, name=f"san.{name}")


def _record_function(module: ir.Module) -> ir.Function:
    """``void incore.sanitize.record(ptr header, i64 w0, i64 w1, i64 w2)`` (internal, once per
    module): appends the three words, draining through the host when the buffer is full (the
    protocol of ``incore.lowering.access_trace``)."""
    existing = module.globals.get(RECORD_FUNCTION)
    if existing is not None:
        return existing
    fnty = ir.FunctionType(ir.VoidType(), [PTR, I64, I64, I64])
    fn = ir.Function(module, fnty, RECORD_FUNCTION)
    fn.linkage = "internal"
    header, *words = fn.args
    entry, check_bb, full_bb, wait_bb, append_bb, done_bb = (
        fn.append_basic_block(n) for n in ("entry", "check", "full", "wait", "append", "done")
    )
    b = ir.IRBuilder(entry)
    traced = b.icmp_unsigned("!=", b.ptrtoint(header, I64), ir.Constant(I64, 0))
    b.cbranch(traced, check_bb, done_bb)

    b.position_at_end(check_bb)
    count_addr = _field(b, header, "count")
    count = b.load(count_addr, typ=I64)
    capacity = b.load(_field(b, header, "capacity"), typ=I64)
    room = b.icmp_signed("<=", b.add(count, ir.Constant(I64, RECORD_WORDS)), capacity)
    b.cbranch(room, append_bb, full_bb)

    emit_drain_wait(b, lambda name: _field(b, header, name), full_bb, wait_bb, append_bb)

    b.position_at_end(append_bb)
    at = b.phi(I64)
    at.add_incoming(count, check_bb)
    at.add_incoming(ir.Constant(I64, 0), wait_bb)  # the host emptied the buffer
    offset = b.add(ir.Constant(I64, ctypes.sizeof(_HDR)), b.mul(at, ir.Constant(I64, _WORD)))
    for i, word in enumerate(words):
        b.store(word, b.gep(header, [b.add(offset, ir.Constant(I64, i * _WORD))],
                            source_etype=I8))
    b.store(b.add(at, ir.Constant(I64, RECORD_WORDS)), count_addr)
    b.branch(done_bb)

    b.position_at_end(done_bb)
    b.ret_void()
    return fn


def _flush_function(module: ir.Module) -> ir.Function:
    """``void incore.sanitize.flush(ptr header, i64 lo, i64 hi, i64 w2)`` (internal): records
    the interval ``[lo, hi)`` unless it is empty."""
    existing = module.globals.get(FLUSH_FUNCTION)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, I64, I64, I64]),
                     FLUSH_FUNCTION)
    fn.linkage = "internal"
    header, lo, hi, w2 = fn.args
    entry, emit_bb, done_bb = (fn.append_basic_block(n) for n in ("entry", "emit", "done"))
    b = ir.IRBuilder(entry)
    b.cbranch(b.icmp_unsigned("!=", lo, hi), emit_bb, done_bb)
    b.position_at_end(emit_bb)
    b.call(_record_function(module), [header, lo, b.sub(hi, lo), w2])
    b.branch(done_bb)
    b.position_at_end(done_bb)
    b.ret_void()
    return fn


def _strided_function(module: ir.Module) -> ir.Function:
    """``void incore.sanitize.flush_strided(ptr header, i64 lo, i64 hi, i64 w2, i64 stride,
    i64 n, i64 dt)`` (internal): records a site's pending interval ``[lo, hi)`` (``n`` < 2;
    nothing if empty), or its strided run of ``n`` accesses of ``hi - lo`` bytes from ``lo``,
    ``stride`` bytes and ``dt`` accesses apart (a head record, then the parameters)."""
    existing = module.globals.get(STRIDED_FUNCTION)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR] + [I64] * 6),
                     STRIDED_FUNCTION)
    fn.linkage = "internal"
    header, lo, hi, w2, stride, n, dt = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    record = _record_function(module)
    with b.if_else(b.icmp_unsigned(">=", n, ir.Constant(I64, 2))) as (run, plain):
        with run:
            b.call(record, [header, lo, b.sub(hi, lo),
                            b.or_(w2, ir.Constant(I64, -(1 << STRIDED_BIT)))])
            b.call(record, [header, stride, n, dt])
        with plain:
            b.call(_flush_function(module), [header, lo, hi, w2])
    b.ret_void()
    return fn


def _site_word(b: ir.IRBuilder, sid: int, time: ir.Value) -> ir.Value:
    """``site << 32 | time`` (the time's low 32 bits)."""
    return b.or_(ir.Constant(I64, sid << 32), b.and_(time, ir.Constant(I64, 0xFFFFFFFF)))


class _Pending:
    """The stack slots of one access site's pending interval ``[lo, hi)`` and of its strided
    run: ``n`` is 0 (no run) or the accesses of a run of ``rsize``-byte accesses from
    ``rlo``, ``stride`` bytes and ``dt`` accesses apart.  While a run is pending, ``lo`` and
    ``hi`` hold ``RUN_LO`` and 0, an interval no access extends or lies in, so an access
    tests the plain interval first, as it would with no runs at all."""

    def __init__(self, b: ir.IRBuilder, sid: int) -> None:
        self.sid = sid
        names = ("lo", "hi", "time", "n", "rlo", "rsize", "stride", "dt")
        for name in names:
            slot = b.alloca(I64, name=f"san.{name}{sid}")
            b.store(ir.Constant(I64, 0), slot)
            setattr(self, name, slot)

    def flush(self, b: ir.IRBuilder, module: ir.Module, header: ir.Value) -> None:
        """Write the pending interval or run out (an empty one writes nothing)."""
        n = b.load(self.n, typ=I64)
        run = b.icmp_unsigned(">=", n, ir.Constant(I64, 2))
        rlo = b.load(self.rlo, typ=I64)
        lo = b.select(run, rlo, b.load(self.lo, typ=I64))
        hi = b.select(run, b.add(rlo, b.load(self.rsize, typ=I64)), b.load(self.hi, typ=I64))
        word = _site_word(b, self.sid, b.load(self.time, typ=I64))
        b.call(_strided_function(module), [header, lo, hi, word, b.load(self.stride, typ=I64),
                                           n, b.load(self.dt, typ=I64)])


class SanitizeTrace:
    """Emits the sanitizer records of one payload and collects its site table."""

    def __init__(self, module: ir.Module, entry: EntryReads, params: list[str]) -> None:
        self.module = module
        self.entry = entry
        self.params = {name: i for i, name in enumerate(params)}
        self.sites: list[dict] = [
            {"id": 0, "kind": "begin", "line": 0, "param": -1, "flag": -1}]
        self._index: dict[tuple, int] = {}
        self._pending: dict[int, _Pending] = {}
        self._events: list[ir.Instruction] = []  # every pending interval is written before
        self._clock: ir.AllocaInstr | None = None
        self._header()  # read in the entry block, before any use

    def site(self, kind: str, line: int, param: int = -1, flag: int = -1,
             dim: int | None = None, access: str | None = None) -> int:
        """The id of the site (kind, line, param, flag; an ``index`` site also has the
        dimension ``dim`` and the ``access`` kind), added on first use."""
        key = (kind, line, param, flag, dim, access)
        sid = self._index.get(key)
        if sid is None:
            sid = self._index[key] = len(self.sites)
            entry = {"id": sid, "kind": kind, "line": line, "param": param, "flag": flag}
            if dim is not None:
                entry.update(dim=dim, access=access)
            self.sites.append(entry)
        return sid

    def _header(self) -> ir.Value:
        entry = self.entry
        return entry.cached(
            ("sanitize_trace",),
            lambda: entry.builder.inttoptr(
                entry.global_field("access_trace", "san.addr"), PTR, name="san"),
        )

    def _time(self) -> ir.AllocaInstr:
        if self._clock is None:
            self._clock = self.entry.builder.alloca(I64, name="san.clock")
            self.entry.builder.store(ir.Constant(I64, 0), self._clock)
        return self._clock

    def _emit(self, b: ir.IRBuilder, w0: ir.Value, w1: ir.Value, w2: ir.Value) -> ir.Instruction:
        return b.call(_record_function(self.module), [self._header(), w0, w1, w2])

    def begin_block(self, b: ir.IRBuilder) -> None:
        """The block-start event, at the builder's position (the start of the body)."""
        block = self.entry.local_field("block_idx")
        self._emit(b, ir.Constant(I64, 0), block, ir.Constant(I64, 0))

    def access(
        self, b: ir.IRBuilder, addr: ir.Value, nbytes: int | ir.Value, kind: str,
        tensor: str, line: int, alias: ir.Value | None = None,
    ) -> None:
        """Record an access (``kind`` read, write or atomic) of ``nbytes`` bytes at pointer
        ``addr`` of the tensor parameter ``tensor``, at source line ``line`` (``alias``: the
        offset of the nocache window ``addr`` lies in): extend the site's pending interval, or
        write it out and start a new one."""
        sid = self.site(kind, line, self.params.get(tensor, -1))
        pend = self._pending.get(sid)
        if pend is None:
            pend = self._pending[sid] = _Pending(self.entry.builder, sid)
        size = ir.Constant(I64, max(nbytes, 1)) if isinstance(nbytes, int) else nbytes
        self._strided_access(b, pend, addr, size, alias)

    def _strided_access(self, b: ir.IRBuilder, pend: _Pending, addr: ir.Value,
                        size: ir.Value, alias: ir.Value | None) -> None:
        """An access: the plain interval's rules and the strided run's (see the module
        docstring)."""
        clock = self._time()
        now = b.load(clock, typ=I64)
        b.store(b.add(now, ir.Constant(I64, 1)), clock)
        start = b.ptrtoint(addr, I64, name="san.at")
        if alias is not None:
            start = b.sub(start, alias)
        end = b.add(start, size)
        lo, hi = b.load(pend.lo, typ=I64), b.load(pend.hi, typ=I64)
        zero, two = ir.Constant(I64, 0), ir.Constant(I64, 2)

        def restart() -> None:
            pend.flush(b, self.module, self._header())
            b.store(start, pend.lo)
            b.store(end, pend.hi)
            b.store(now, pend.time)
            b.store(zero, pend.n)

        after = b.icmp_unsigned("==", start, hi)  # extends it upwards
        before = b.icmp_unsigned("==", end, lo)  # extends it downwards
        inside = b.and_(b.icmp_unsigned(">=", start, lo), b.icmp_unsigned("<=", end, hi))
        with b.if_else(b.or_(b.or_(after, before), inside)) as (merge, rest):
            with merge:
                b.store(b.select(before, start, lo), pend.lo)
                b.store(b.select(after, end, hi), pend.hi)
            with rest:
                n = b.load(pend.n, typ=I64)
                with b.if_else(b.icmp_unsigned(">=", n, two)) as (in_run, in_interval):
                    with in_run:
                        self._run_access(b, pend, n, start, now, size, restart)
                    with in_interval:
                        # one access pending and the next, of its size, further on: a run
                        begins = b.and_(b.icmp_unsigned(">", start, hi),
                                        b.icmp_unsigned("==", size, b.sub(hi, lo)))
                        if not STRIDED_RUNS:
                            begins = ir.Constant(ir.IntType(1), 0)
                        with b.if_else(begins) as (run, other):
                            with run:
                                b.store(lo, pend.rlo)
                                b.store(size, pend.rsize)
                                b.store(b.sub(start, lo), pend.stride)
                                b.store(b.sub(now, b.load(pend.time, typ=I64)), pend.dt)
                                b.store(two, pend.n)
                                b.store(ir.Constant(I64, RUN_LO), pend.lo)
                                b.store(zero, pend.hi)
                            with other:
                                restart()

    def _run_access(self, b: ir.IRBuilder, pend: _Pending, n: ir.Value, start: ir.Value,
                    now: ir.Value, size: ir.Value, restart: Callable[[], None]) -> None:
        """An access while a run is pending: one step further in address and time extends
        it, the run's last access again adds nothing, anything else writes it out."""
        rlo, stride = b.load(pend.rlo, typ=I64), b.load(pend.stride, typ=I64)
        dt, t0 = b.load(pend.dt, typ=I64), b.load(pend.time, typ=I64)
        same_size = b.icmp_unsigned("==", size, b.load(pend.rsize, typ=I64))
        nxt = b.add(rlo, b.mul(n, stride))
        step = b.and_(b.and_(b.icmp_unsigned("==", start, nxt),
                             b.icmp_unsigned("==", now, b.add(t0, b.mul(n, dt)))), same_size)
        again = b.and_(b.icmp_unsigned("==", start, b.sub(nxt, stride)), same_size)
        with b.if_else(step) as (extend, other):
            with extend:
                b.store(b.add(n, ir.Constant(I64, 1)), pend.n)
            with other:
                with b.if_then(b.not_(again)):
                    restart()

    def check_indices(
        self, b: ir.IRBuilder, addr: ir.Value, indices: list[ir.Value], dims: list[ir.Value],
        kind: str, tensor: str, line: int,
    ) -> None:
        """Record each index of the element access at ``addr`` (``kind`` read, write or
        atomic, of ``tensor``, at ``line``) that lies outside ``[0, dim)`` of its dimension:
        one unsigned compare per dimension (negative indices too); an index known in range
        at compile time costs nothing."""
        for k, (i, dim) in enumerate(zip(indices, dims, strict=True)):
            if isinstance(i, ir.Constant) and isinstance(dim, ir.Constant) and \
                    0 <= i.constant < dim.constant:
                continue
            sid = self.site("index", line, self.params.get(tensor, -1), dim=k, access=kind)
            outside = b.icmp_unsigned(">=", i, dim, name=f"san.dim{k}")
            with b.if_then(outside, likely=False):
                now = b.load(self._time(), typ=I64)
                self._emit(b, b.ptrtoint(addr, I64), i, _site_word(b, sid, now))

    def event(self, b: ir.IRBuilder, kind: str, line: int, flag: int, value: ir.Value) -> None:
        """Record a synchronisation event (``set``, ``wait`` or ``barrier``) whose 32-bit
        ``value`` (an i32) is its sequence number or barrier generation; every pending
        interval is written out before it (``finish``)."""
        sid = self.site(kind, line, flag=flag)
        now = b.load(self._time(), typ=I64)
        self._events.append(self._emit(b, ir.Constant(I64, 0), b.zext(value, I64),
                                       _site_word(b, sid, now)))

    def finish(self, func: ir.Function) -> None:
        """Write every pending interval out before each event and each ``ret`` of ``func``
        (run once the function is complete, when every site is known)."""
        points = list(self._events)
        for block in func.blocks:
            term = block.terminator
            if isinstance(term, ir.instructions.Ret):
                points.append(term)
        for instr in points:
            b = ir.IRBuilder(instr.parent)
            b.position_before(instr)
            for pend in self._pending.values():
                pend.flush(b, self.module, self._header())
                b.store(ir.Constant(I64, 0), pend.lo)  # empty: nothing is written out twice
                b.store(ir.Constant(I64, 0), pend.hi)
                b.store(ir.Constant(I64, 0), pend.n)

    def meta(self) -> list[dict]:
        """The ``sanitize_sites`` table."""
        return list(self.sites)
