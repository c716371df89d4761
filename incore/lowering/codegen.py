"""Typed AST -> LLVM IR for one kernel variant: ``void kernel_entry(ptr %args)``.

The entry block holds every args/context/descriptor read (``EntryReads``) and the allocas
of all locals; the body starts in its own block.  Helper calls are inlined, so a payload
is one function plus the device math it calls.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.frontend.types import CachePolicy, ScalarType, TileType
from incore.lowering import arith, atomics, matmul_gm, packing, prefetch, prints, sync, sync_all
from incore.lowering.access_trace import AccessTrace
from incore.lowering.assigned import filled
from incore.lowering.bounds import BoundsChecks
from incore.lowering.cache_policy import CachePolicyLowering
from incore.lowering.conversions import bitcast, convert
from incore.lowering.debuginfo import DebugInfo
from incore.lowering.device_log import emit_device_record
from incore.lowering.emitter import Frame
from incore.lowering.entry import EntryReads
from incore.lowering.irtypes import (
    I1,
    I64,
    PTR,
    const,
    from_memory,
    memory_type,
    to_memory,
    value_type,
)
from incore.lowering.loopmeta import no_runtime_unroll
from incore.lowering.sanitize_trace import SanitizeTrace
from incore.lowering.tiles import TileLowering
from incore.lowering.trace_chunks import TraceChunk, chunkable
from incore.lowering.traps import ZERO_STEP, TrapSites

ENTRY = "kernel_entry"


class KernelCodegen:
    """Emits ``kernel_entry`` for ``kernel`` into ``module``.

    ``variant`` is the core kind the payload runs on (``aiv`` or ``aic``); ``core_type``
    folds to that kind's constant.
    """

    def __init__(
        self,
        module: ir.Module,
        program: ast.TypedProgram,
        kernel: ast.TypedKernel,
        arch: str,
        l2_lowering: str,
        variant: str,
        bounds_check: bool = False,
        access_trace: bool = False,
        policy_override: str | None = None,
        sanitize: bool = False,
    ) -> None:
        self.module = module
        self.bounds_check = bounds_check
        self.bounds = BoundsChecks(program, kernel) if bounds_check else None
        self.program = program
        self.kernel = kernel
        self.core_type = abi.CORE_AIC if variant == "aic" else abi.CORE_AIV
        fnty = ir.FunctionType(ir.VoidType(), [PTR])
        self.func = ir.Function(module, fnty, ENTRY)
        self.func.args[0].name = "args"
        self.debug = DebugInfo(module, program.filename, kernel.name, kernel.span.line)
        self.debug.attach(self.func)
        self.traps = TrapSites(program.filename)
        self._line = 0  # the source line being lowered (trap sites record it); 0: none yet
        self._source_lines: list[str] | None = None
        entry_block = self.func.append_basic_block("entry")
        self.body_block = self.func.append_basic_block("body")
        self.entry = EntryReads(ir.IRBuilder(entry_block), self.func.args[0], arch)
        self.policy = CachePolicyLowering(module, self.entry, arch, l2_lowering)
        # access_trace: the L2 model's instrumented variant records every GM access;
        # policy_override="default" compiles every BYPASS load as DEFAULT.
        self.trace = AccessTrace(module, self.entry) if access_trace else None
        self.chunk: TraceChunk | None = None  # the element loop being traced line by line
        self.policy_override = policy_override
        self.sanitize = SanitizeTrace(module, self.entry, [p.name for p in kernel.params]) \
            if sanitize else None  # the sanitizer's checked variant
        self.b = ir.IRBuilder(self.body_block)
        self.tensors = {p.name: p for p in kernel.tensors}
        self.scalars = {p.name: p for p in kernel.scalars}
        self._inline_count = 0
        self.frames: list[Frame] = []
        self.loads = {"bypass": 0, "default": 0}  # loads emitted into this payload, by policy
        self.tiles = TileLowering(self)

    # ------------------------------------------------------------------ driver

    def build(self) -> ir.Function:
        """Emit the whole function and return it."""
        self.frames = [Frame(vars=self._allocas(self.kernel, ""))]
        for name in packing.packed_variables(self.kernel.body, self.kernel.tiles):
            self.tiles.packed.add(id(self.frame.vars[name]))
        if self.trace is not None:
            self.trace.begin_block(self.b)
        if self.sanitize is not None:
            self.sanitize.begin_block(self.b)
        self.stmts(self.kernel.body)
        if not self.b.block.is_terminated:
            self.kernel_return()
        if self.trace is not None:
            self.trace.finish()
        self.entry.builder.branch(self.body_block)
        return self.func

    def _allocas(self, owner: ast.TypedKernel | ast.Function, suffix: str,
                 params: frozenset[str] = frozenset()) -> dict[str, ir.AllocaInstr]:
        """A zero-initialised slot per local of ``owner``: a variable assigned only in some
        branches reads 0 where no assignment ran, at every -O level (mem2reg removes the slots
        and stores).  Tile variables are buffers zero-filled where ``owner``'s body may see
        the zeros (``assigned.filled``; ``params`` hold values already)."""
        b, tiles = self.entry.builder, owner.tiles
        slots = {}
        fill = filled(owner.body, tiles, params)
        for name, t in owner.locals.items():
            if name in tiles:
                slots[name] = self.tiles.variable(tiles[name], f"{name}{suffix}", name in fill)
                continue
            slots[name] = b.alloca(value_type(t), name=f"{name}{suffix}")
            b.store(const(t, 0), slots[name])
        return slots

    @property
    def frame(self) -> Frame:
        return self.frames[-1]

    @property
    def line(self) -> int:
        """The source line being lowered (trap sites and wait records name it; 0: none)."""
        return self._line

    def source_text(self, span: ast.Span) -> str | None:
        """The kernel source text ``span`` covers when it is on one line, else None."""
        if span.line <= 0 or span.end_line != span.line:
            return None
        if self._source_lines is None:
            self._source_lines = self.program.source.splitlines()
        lines = self._source_lines
        if span.line > len(lines):
            return None
        return lines[span.line - 1][span.col - 1 : span.end_col - 1] or None

    def new_block(self, name: str) -> ir.Block:
        """A new basic block at the end of ``kernel_entry``."""
        return self.func.append_basic_block(name)

    # -------------------------------------------------------------- statements

    def stmts(self, body: list[ast.Stmt]) -> None:
        k = 0  # the rest of the list is unreachable after break, continue or return
        while k < len(body) and not self.b.block.is_terminated:
            with self.at(body[k].span):
                n = matmul_gm.fused(self.tiles, body, k)  # a matmul into GM, in place
                if not n:
                    self.stmt(body[k])
            k += n or 1

    def stmt(self, s: ast.Stmt) -> None:
        """Lower the one statement ``s`` as written at the builder's position."""
        getattr(self, f"stmt_{type(s).__name__}")(s)

    @contextmanager
    def at(self, span: ast.Span) -> Iterator[None]:
        """Attribute the instructions emitted inside the block to ``span``'s source line
        (the builder's debug location); the previous location is restored after it."""
        if span.line <= 0 or span.line == self._line:  # no position, or the same line
            yield
            return
        saved = self.b.debug_metadata, self._line
        self.b.debug_metadata = self.debug.location(span.line)
        self._line = span.line
        try:
            yield
        finally:
            self.b.debug_metadata, self._line = saved

    def stmt_Assign(self, s: ast.Assign) -> None:
        slot = self.frame.vars[s.name]
        if self.tiles.owns(slot):
            self.tiles.assign(s)
            return
        self.b.store(self.expr(s.value), slot)

    def stmt_TileStore(self, s: ast.TileStore) -> None:
        self.tiles.store(s)

    def stmt_TileAtomic(self, s: ast.TileAtomic) -> None:
        self.tiles.atomic(s)

    def stmt_TileElementStore(self, s: ast.TileElementStore) -> None:
        self.tiles.element_store(s)

    def stmt_ExprStmt(self, s: ast.ExprStmt) -> None:
        self.expr(s.value)

    def stmt_Store(self, s: ast.Store) -> None:
        p = self.tensors[s.tensor]
        addr = self.element_address(p, s.indices, s)
        value = to_memory(self.b, self.expr(s.value), p.type.dtype)
        site = self.trace_access(addr, p.type.dtype, write=True, tensor=p.name)
        if self.chunk is not None:
            self.chunk.note(site, addr, p, s.indices, max(p.type.dtype.bits // 8, 1))
        self.b.store(value, addr)

    def stmt_If(self, s: ast.If) -> None:
        cond = self.expr(s.cond)
        if isinstance(cond, ir.Constant):  # e.g. `core_type == AIC`: only one arm exists
            self.stmts(s.body if cond.constant else s.orelse)
            return
        then_bb, else_bb, join_bb = (self.new_block(n) for n in ("if.then", "if.else", "if.end"))
        self.b.cbranch(cond, then_bb, else_bb)
        for bb, body in ((then_bb, s.body), (else_bb, s.orelse)):
            self.b.position_at_end(bb)
            self.stmts(body)
            if not self.b.block.is_terminated:
                self.b.branch(join_bb)
        self.b.position_at_end(join_bb)

    def stmt_For(self, s: ast.For) -> None:
        """``for var in range(start, stop, step)`` with Python's iteration count.

        The counter never wraps: with a step of +-1 the next value is at most ``stop``; with
        other steps the loop goes on only while the unsigned distance to ``stop`` exceeds
        |step|.  Unsigned types always count up; a run-time step of 0 traps the core.
        """
        b, ty = self.b, s.start.type
        vt = value_type(ty)
        start, stop, step = self.expr(s.start), self.expr(s.stop), self.expr(s.step)
        cmp = b.icmp_signed if ty.is_signed else b.icmp_unsigned
        zero = ir.Constant(vt, 0)
        literal = s.step.value if isinstance(s.step, ast.Literal) else None
        if literal is None:
            self.trap_if(b.icmp_unsigned("==", step, zero), "for.step.zero", ZERO_STEP)
        if literal is not None or not ty.is_signed:
            up: ir.Value = ir.Constant(I1, int(literal is None or literal > 0))
        else:  # the direction follows the sign of a run-time step, as in Python
            up = b.icmp_signed(">", step, zero)
        counter = self.entry.builder.alloca(vt, name=f"{s.var}.iter")
        b.store(start, counter)
        body_bb, inc_bb, end_bb = (
            self.new_block(n) for n in ("for.body", "for.inc", "for.end")
        )
        first = self._by_direction(up, lambda: cmp("<", start, stop), lambda: cmp(">", start, stop))
        b.cbranch(first, body_bb, end_bb)
        b.position_at_end(body_bb)
        b.store(value := b.load(counter, typ=vt, name=s.var), self.frame.vars[s.var])
        self.frame.loops.append((inc_bb, end_bb))
        self.chunk = self._trace_chunk(s)
        outer, self.tiles.prefetch = self.tiles.prefetch, prefetch.plan(self.tiles, s, value, step)
        self.stmts(s.body)
        self.tiles.prefetch = outer
        chunk, self.chunk = self.chunk, None
        self.frame.loops.pop()
        if not b.block.is_terminated:
            if chunk is not None:
                chunk.emit(counter, stop)
            b.branch(inc_bb)
        b.position_at_end(inc_bb)
        cur = b.load(counter, typ=vt)
        if literal in (1, -1):
            nxt = b.add(cur, step, name=f"{s.var}.next")
            b.store(nxt, counter)
            no_runtime_unroll(self.module, b.cbranch(
                cmp("<" if literal == 1 else ">", nxt, stop), body_bb, end_bb))
        else:
            next_bb = self.new_block("for.next")
            more = self._by_direction(
                up,
                lambda: b.icmp_unsigned(">", b.sub(stop, cur), step),
                lambda: b.icmp_unsigned(">", b.sub(cur, stop), b.neg(step)),
            )
            b.cbranch(more, next_bb, end_bb)
            b.position_at_end(next_bb)
            b.store(b.add(cur, step, name=f"{s.var}.next"), counter)
            no_runtime_unroll(self.module, b.branch(body_bb))
        b.position_at_end(end_bb)

    def _trace_chunk(self, s: ast.For) -> TraceChunk | None:
        """The line-by-line lowering of ``s`` in the L2 model's traced variant, when its
        body allows it (``trace_chunks.py``; never with bounds checks or the sanitizer)."""
        if self.trace is None or self.bounds is not None or self.sanitize is not None:
            return None
        return TraceChunk(self, s) if chunkable(s) else None

    def _by_direction(
        self, up: ir.Value, when_up: Callable[[], ir.Value], when_down: Callable[[], ir.Value]
    ) -> ir.Value:
        """The value for a loop counting up or down; only one side is emitted when ``up`` is
        a constant, else both and a select."""
        if isinstance(up, ir.Constant):
            return when_up() if up.constant else when_down()
        return self.b.select(up, when_up(), when_down())

    def trap_if(
        self, cond: ir.Value, name: str, cause: str, before: Callable[[], None] | None = None
    ) -> None:
        """Stop the core at a new trap site of ``cause`` on the current source line when
        ``cond`` (DeviceFault SIGILL naming the cause and the line); ``before`` emits what
        the trap block does first (e.g. record the faulting value)."""
        if isinstance(cond, ir.Constant) and not cond.constant:
            return
        trap_bb, ok_bb = self.new_block(f"{name}.trap"), self.new_block(f"{name}.ok")
        self.b.cbranch(cond, trap_bb, ok_bb)
        self.b.position_at_end(trap_bb)
        if before is not None:
            before()
        self.traps.emit(self.b, cause, self._line)
        self.b.position_at_end(ok_bb)

    def stmt_While(self, s: ast.While) -> None:
        cond_bb, body_bb, end_bb = (
            self.new_block(n) for n in ("while.cond", "while.body", "while.end")
        )
        self.b.branch(cond_bb)
        self.b.position_at_end(cond_bb)
        self.b.cbranch(self.expr(s.cond), body_bb, end_bb)
        self.b.position_at_end(body_bb)
        self.frame.loops.append((cond_bb, end_bb))
        self.stmts(s.body)
        self.frame.loops.pop()
        if not self.b.block.is_terminated:
            no_runtime_unroll(self.module, self.b.branch(cond_bb))
        self.b.position_at_end(end_bb)

    def stmt_Break(self, s: ast.Break) -> None:
        self.b.branch(self.frame.loops[-1][1])

    def stmt_Continue(self, s: ast.Continue) -> None:
        self.b.branch(self.frame.loops[-1][0])

    def stmt_Return(self, s: ast.Return) -> None:
        frame = self.frame
        if frame.exit_block is None:  # the kernel itself
            self.kernel_return()
            return
        if s.value is not None and frame.ret_slot is not None:
            if self.tiles.owns(frame.ret_slot):
                self.tiles.assign_into(frame.ret_slot, s.value)
            else:
                self.b.store(self.expr(s.value), frame.ret_slot)
        self.b.branch(frame.exit_block)

    def stmt_Sync(self, s: ast.Sync) -> None:
        if s.op == "sync_all":
            sync_all.emit_sync_all(self)
        else:
            sync.emit_sync(self, s)

    def kernel_return(self) -> None:
        """Return from ``kernel_entry``: the L2 trace's element sites append their open runs,
        and a kernel that calls ``sync_all()`` counts its block as ended."""
        if self.trace is not None:
            self.trace.end_kernel(self.b)
        sync_all.emit_block_end(self)
        self.b.ret_void()

    def stmt_Log(self, s: ast.Log) -> None:
        emit_device_record(self, s.site, s.args, None)

    def stmt_Assert(self, s: ast.Assert) -> None:
        emit_device_record(self, s.site, s.args, s.cond)

    def stmt_Print(self, s: ast.Print) -> None:
        prints.emit_print(self, self.tiles, s)

    def stmt_Breakpoint(self, s: ast.Breakpoint) -> None:
        """Compiled code ignores ``breakpoint()`` (the compiler warns: ``breakpoints`` meta)."""

    # ------------------------------------------------------------- expressions

    def expr(self, e: ast.Expr) -> ir.Value:
        with self.at(e.span):
            tiled = self.tiles.intercept(e)  # tile lanes, element reads, reductions
            if tiled is not None:
                return tiled
            return getattr(self, f"expr_{type(e).__name__}")(e)

    def expr_Literal(self, e: ast.Literal) -> ir.Value:
        return const(e.type, e.value)

    def expr_Var(self, e: ast.Var) -> ir.Value:
        return self.b.load(self.frame.vars[e.name], typ=value_type(e.type), name=e.name)

    def expr_ScalarArg(self, e: ast.ScalarArg) -> ir.Value:
        return self.entry.scalar(self.scalars[e.name])

    def expr_ShapeOf(self, e: ast.ShapeOf) -> ir.Value:
        return self.entry.tensor_dim(self.tensors[e.tensor], e.dim)

    def expr_BuiltinVar(self, e: ast.BuiltinVar) -> ir.Value:
        if e.name in ("block_idx", "block_num"):
            return self.entry.local_field(e.name)
        if e.name == "sub_block_idx":
            return self.entry.global_field("sub_block_id", "sub_block_idx")
        if e.name == "core_type":
            return ir.Constant(I64, self.core_type)
        raise AssertionError(f"unknown builtin {e.name}")

    def expr_L2Offset(self, e: ast.L2Offset) -> ir.Value:
        return self.entry.l2_cache_offset()

    def expr_Load(self, e: ast.Load) -> ir.Value:
        p = self.tensors[e.tensor]
        addr = self.element_address(p, e.indices, e)
        bypass = self.bypasses(e.policy)
        self.loads["bypass" if bypass else "default"] += 1
        if bypass:
            addr = self.policy.bypass_address(self.b, addr, e.tensor)
        site = self.trace_access(addr, p.type.dtype, write=False, bypass=bypass, tensor=p.name)
        if self.chunk is not None:
            self.chunk.note(site, addr, p, e.indices, max(p.type.dtype.bits // 8, 1))
        value = self.b.load(addr, typ=memory_type(p.type.dtype), name=f"{e.tensor}.val")
        if bypass:
            self.policy.decorate(value)
        return from_memory(self.b, value, p.type.dtype)

    def expr_Atomic(self, e: ast.Atomic) -> ir.Value:
        return atomics.emit_atomic(self, e)

    def bypasses(self, policy: CachePolicy) -> bool:
        """Whether a load of ``policy`` compiles as BYPASS (``policy_override="default"``
        compiles every load as DEFAULT)."""
        return policy is CachePolicy.BYPASS and self.policy_override != "default"

    def trace_access(
        self, addr: ir.Value, what: ScalarType | int | ir.Value, write: bool,
        bypass: bool = False, tensor: str = "", atomic: bool = False, l2: bool = True,
    ) -> ir.Value | None:
        """The access-trace hook of every GM access (a no-op unless ``access_trace`` or
        ``sanitize``): ``what`` is the element type accessed, or the byte count (int or i64
        value), of the tensor parameter ``tensor``.  ``l2=False``: the sanitizer's record only
        (the caller forms the L2 model's request itself: tile rows, atomics)."""
        nbytes = what.bits // 8 if isinstance(what, ScalarType) else what
        if self.sanitize is not None:
            kind = "atomic" if atomic else "write" if write else "read"
            # a2a3 BYPASS loads read through the nocache alias: record the tensor's address
            alias = self.entry.l2_cache_offset() if bypass and self.policy.arch != "a5" else None
            self.sanitize.access(self.b, addr, nbytes, kind, tensor, self._line, alias)
        if self.trace is None or not l2:
            return None
        size = max(nbytes, 1) if isinstance(nbytes, int) else nbytes
        site = self.trace.element_site(size)
        self.trace.record(self.b, addr, size, write, bypass, site=site)
        return site

    def element_address(
        self, p: ast.TensorParam, indices: list[ast.Expr], access: ast.Load | ast.Store | ast.Atomic
    ) -> ir.Value:
        """Address of ``p[indices]`` (row-major, element strides from ``EntryReads``); with
        bounds checks on, the indices of ``access`` are checked first."""
        strides = self.entry.tensor_strides(p)
        # Lazy without checks: each index is lowered next to its stride multiply.
        values: Iterable[ir.Value] = (self.to_i64(self.expr(x), x.type) for x in indices)
        if self.bounds is not None or self.sanitize is not None:
            values = list(values)
        if self.bounds is not None:
            self.bounds.check(self, access, values)
        linear: ir.Value | None = None
        for i, stride in zip(values, strides, strict=False):
            term = (
                i
                if isinstance(stride, ir.Constant) and stride.constant == 1
                else self.b.mul(i, stride)
            )
            linear = term if linear is None else self.b.add(linear, term)
        base = self.entry.tensor_base(p)
        addr = self.b.gep(
            base, [linear], source_etype=memory_type(p.type.dtype), name=f"{p.name}.addr"
        )
        if self.sanitize is not None:  # the per-dimension check the flat address hides
            kind = "atomic" if isinstance(access, ast.Atomic) else \
                "write" if isinstance(access, ast.Store) else "read"
            dims = [self.entry.tensor_dim(p, k) for k in range(p.type.ndim)]
            self.sanitize.check_indices(self.b, addr, list(values), dims, kind, p.name,
                                        self._line)
        return addr

    def to_i64(self, v: ir.Value, t: ScalarType) -> ir.Value:
        if v.type == I64:
            return v
        return self.b.sext(v, I64) if t.is_signed else self.b.zext(v, I64)

    def expr_Unary(self, e: ast.Unary) -> ir.Value:
        v, t, b = self.expr(e.operand), e.type, self.b
        if e.op == "-":
            return b.fneg(v) if t.is_float else b.neg(v)
        if e.op in ("~", "not"):
            if isinstance(v, ir.Constant) and t.is_bool:
                return ir.Constant(I1, 0 if v.constant else 1)
            return b.not_(v)
        raise AssertionError(e.op)

    def expr_Binary(self, e: ast.Binary) -> ir.Value:
        left, right = self.expr(e.left), self.expr(e.right)
        return arith.binary(self, e.op, left, right, e.type)

    def expr_Compare(self, e: ast.Compare) -> ir.Value:
        a, c = self.expr(e.left), self.expr(e.right)
        return arith.compare(self.b, e.op, a, c, e.left.type)

    def expr_Logical(self, e: ast.Logical) -> ir.Value:
        b = self.b
        left = self.expr(e.left)
        if isinstance(left, ir.Constant):  # a constant left side decides or passes through
            decided = (e.op == "and") != bool(left.constant)
            return left if decided else self.expr(e.right)
        left_bb = b.block
        rhs_bb, end_bb = self.new_block(f"{e.op}.rhs"), self.new_block(f"{e.op}.end")
        if e.op == "and":
            b.cbranch(left, rhs_bb, end_bb)
        else:
            b.cbranch(left, end_bb, rhs_bb)
        b.position_at_end(rhs_bb)
        right = self.expr(e.right)
        right_bb = b.block
        b.branch(end_bb)
        b.position_at_end(end_bb)
        phi = b.phi(I1)
        phi.add_incoming(ir.Constant(I1, 0 if e.op == "and" else 1), left_bb)
        phi.add_incoming(right, right_bb)
        return phi

    def expr_Conditional(self, e: ast.Conditional) -> ir.Value:
        b = self.b
        cond = self.expr(e.cond)
        if isinstance(cond, ir.Constant):
            return self.expr(e.then if cond.constant else e.otherwise)
        then_bb, else_bb, end_bb = (
            self.new_block(n) for n in ("cond.then", "cond.else", "cond.end")
        )
        b.cbranch(cond, then_bb, else_bb)
        incoming = []
        for bb, arm in ((then_bb, e.then), (else_bb, e.otherwise)):
            b.position_at_end(bb)
            incoming.append((self.expr(arm), b.block))
            b.branch(end_bb)
        b.position_at_end(end_bb)
        phi = b.phi(value_type(e.type))
        for value, block in incoming:
            phi.add_incoming(value, block)
        return phi

    def expr_Bitcast(self, e: ast.Bitcast) -> ir.Value:
        return bitcast(self.b, self.expr(e.value), e.value.type, e.type)

    def expr_Cast(self, e: ast.Cast) -> ir.Value:
        return convert(self.b, self.module, self.expr(e.value), e.value.type, e.type)

    def expr_Intrinsic(self, e: ast.Intrinsic) -> ir.Value:
        if e.name == "select":
            cond, a, c = (self.expr(x) for x in e.args)
            return self.b.select(cond, a, c)
        return arith.intrinsic(self, e.name, [self.expr(x) for x in e.args], e.type)

    def expr_Call(self, e: ast.Call) -> ir.Value | None:
        """Inline a helper: fresh allocas for its locals, a return slot and an exit block."""
        f = self.program.funcs[e.func]
        # tile arguments are copied into the helper's tile parameters below
        args = [None if n in f.tiles else self.expr(a)
                for (n, _), a in zip(f.params, e.args, strict=False)]
        self._inline_count += 1
        tag = f".{f.name}{self._inline_count}"
        frame = Frame(
            vars=self._allocas(f, tag, frozenset(n for n, _ in f.params)),
            exit_block=self.new_block(f"{f.name}.exit"))
        if isinstance(f.ret, TileType):
            frame.ret_slot = self.tiles.alloca(f.ret, f"{f.name}.ret{tag}")
        elif f.ret is not None:
            frame.ret_slot = self.entry.builder.alloca(value_type(f.ret), name=f"{f.name}.ret{tag}")
        for (name, _), value, arg in zip(f.params, args, e.args, strict=False):
            if value is None:  # evaluated in the caller's frame
                self.tiles.assign_into(frame.vars[name], arg)
            else:
                self.b.store(value, frame.vars[name])
        self.frames.append(frame)
        self.stmts(f.body)
        self.frames.pop()
        if not self.b.block.is_terminated:
            self.b.branch(frame.exit_block)
        self.b.position_at_end(frame.exit_block)
        if frame.ret_slot is None:
            return None
        if isinstance(f.ret, TileType):
            return frame.ret_slot  # the tile's buffer (tiles.py reads its lanes)
        return self.b.load(frame.ret_slot, typ=value_type(f.ret), name=f"{f.name}.result")

