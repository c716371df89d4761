"""Element loops of the L2 model's traced variant run line by line, not access by access.

An innermost ``for i in range(a, b)`` (step 1) whose body is straight-line element code
(scalar assignments and element stores; no tile statement, atomic, helper call, sync, log
or nested loop; no load under a conditional arm) and whose every element access ``t[...]``
indexes ``t`` by loop-invariant expressions except at most one index of the form
``i + c`` / ``c + i`` / ``i - c`` (c invariant) is lowered as follows (``TraceChunk``):
each iteration that starts where the previous one could not go on runs the traced body
(``trace_sites.py``, access by access); after it, the number ``k`` of the following
iterations in which *every* access would take its site's inline fast path is computed, and
those ``k`` iterations run the plain, untraced body, after which the sites' runs are
advanced as the fast path would have advanced them.

Why the result is the same records.  Let the body's accesses be the sites s1..sm, in
program order, one access each per iteration (straight-line code), site ``s`` at address
``a_s + j * d_s`` in the ``j``-th iteration after the traced one (``d_s`` the stride of the
index holding ``i`` times the element size, 0 if no index holds it).  The fast path of an
access of site ``s`` is taken while the access lies inside the line of the site's open run
(``LINE``) and, unless the run is muted, its count is below ``ACCESS_RUN_MAX``; it records
nothing: a muted run only becomes the core's last site, an open run adds 1 to its count if
the core's last site is another one (``fresh``), widens its extent, and becomes the last
site.  With ``d_s >= 0`` the accesses j = 1..k stay inside the line iff
``a_s - LINE + k * d_s <= L - size``; the counts stay below the limit iff ``count + k - 1 <
ACCESS_RUN_MAX`` when every access is fresh, and iff ``count < ACCESS_RUN_MAX`` when none
is.  Every access in those iterations is fresh when m >= 2 (the access before it is the
previous site's, or for s1 the previous iteration's sm, and each of them made its own site
the last), and none when m == 1 (the site is already the last one).  So after ``k``
iterations each open run's count has grown by ``k`` (m >= 2) or 0, its extent's top is
``a_s + k * d_s + size`` (its bottom stays: the addresses grow), the last site is sm as it
was after the traced iteration, and no record was appended; the chunk's update writes
exactly that.  A site that is not inside its run's line after the traced iteration (an
access that joined another site's request, or spanned two lines) makes ``k`` zero, and the
next iteration is traced again.  ``tests/runtime/test_l2_trace_chunks.py`` compares the
records word for word with the same bodies traced access by access.
"""

from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir

from incore import abi
from incore.frontend import ast
from incore.lowering.emitter import Emitter
from incore.lowering.irtypes import I64
from incore.lowering.trace_sites import HI, LINE, MUTED, TALLY

_RUN_MAX = abi.ACCESS_RUN_MAX  # a run's count limit (its count bits all set)
_ALWAYS = 1 << 62  # more iterations than any loop has: this site sets no limit
_LEAF = (ast.Literal, ast.ScalarArg, ast.ShapeOf, ast.BuiltinVar, ast.L2Offset)


def _step(e: ast.Expr, var: str, varying: set[str]) -> int | None:
    """The coefficient of ``var`` in the index ``e`` when it is 0 (``e`` is invariant) or 1
    (``e`` is ``var`` plus or minus an invariant), else None."""
    if isinstance(e, ast.Var):
        return 1 if e.name == var else None if e.name in varying else 0
    if isinstance(e, _LEAF):
        return 0
    if isinstance(e, ast.Binary) and e.op in ("+", "-"):
        left, right = _step(e.left, var, varying), _step(e.right, var, varying)
        if left is None or right is None:
            return None
        step = left + right if e.op == "+" else left - right
        return step if step in (0, 1) else None
    if isinstance(e, ast.Cast) and not e.type.is_float and e.type.bits == 64:
        return _step(e.value, var, varying)  # a widening (a narrowing could wrap)
    if isinstance(e, (ast.Unary, ast.Binary, ast.Compare, ast.Intrinsic)):
        parts = [e.operand] if isinstance(e, ast.Unary) else \
            e.args if isinstance(e, ast.Intrinsic) else [e.left, e.right]
        steps = [_step(p, var, varying) for p in parts]
        return 0 if all(s == 0 for s in steps) else None
    return None


def _index_steps(indices: list[ast.Expr], var: str, varying: set[str]) -> list[int] | None:
    steps = [_step(x, var, varying) for x in indices]
    if any(s is None for s in steps) or sum(steps) > 1:  # type: ignore[arg-type]
        return None
    return steps  # type: ignore[return-value]


def _value_ok(e: ast.Expr, var: str, varying: set[str], guarded: bool = False) -> bool:
    """Whether the scalar expression ``e`` makes only chunkable element loads (none under a
    branch: ``guarded``) and nothing else the trace sees."""
    if e.shape:
        return False
    if isinstance(e, ast.Load):
        return not guarded and _index_steps(e.indices, var, varying) is not None and all(
            _value_ok(x, var, varying, guarded) for x in e.indices)
    if isinstance(e, (ast.Atomic, ast.Call)):
        return False
    if isinstance(e, (ast.Var, *_LEAF)):
        return True
    if isinstance(e, ast.Unary):
        return _value_ok(e.operand, var, varying, guarded)
    if isinstance(e, (ast.Binary, ast.Compare)):
        return _value_ok(e.left, var, varying, guarded) and \
            _value_ok(e.right, var, varying, guarded)
    if isinstance(e, ast.Logical):
        return _value_ok(e.left, var, varying, guarded) and \
            _value_ok(e.right, var, varying, True)
    if isinstance(e, ast.Conditional):
        return _value_ok(e.cond, var, varying, guarded) and \
            _value_ok(e.then, var, varying, True) and _value_ok(e.otherwise, var, varying, True)
    if isinstance(e, (ast.Cast, ast.Bitcast)):
        return _value_ok(e.value, var, varying, guarded)
    if isinstance(e, ast.Intrinsic):
        return all(_value_ok(x, var, varying, guarded) for x in e.args)
    return False


def _varying(loop: ast.For) -> set[str]:
    """The names whose value may change between iterations: the loop's and the body's."""
    return {s.name for s in loop.body if isinstance(s, ast.Assign)} | {loop.var}


def chunkable(loop: ast.For) -> bool:
    """Whether ``loop`` has the shape the module docstring names (a body without element
    accesses qualifies too; ``TraceChunk.emit`` then adds nothing)."""
    if not (isinstance(loop.step, ast.Literal) and loop.step.value == 1) or not loop.body:
        return False
    if any(isinstance(s, ast.Assign) and s.name == loop.var for s in loop.body):
        return False  # the counter's variable reassigned: its value need not step by 1
    varying = _varying(loop)
    for s in loop.body:
        if isinstance(s, ast.Assign):
            if not _value_ok(s.value, loop.var, varying):  # a tile value has a shape
                return False
        elif not isinstance(s, ast.Store) or _index_steps(
                s.indices, loop.var, varying) is None or not all(
                _value_ok(x, loop.var, varying) for x in [*s.indices, s.value]):
            return False
    return True


@dataclass
class _Site:
    slot: ir.Value  # the site's run (trace_sites.py layout)
    at: ir.Value  # i64: the traced iteration's address
    size: int  # bytes per access
    step: ir.Value  # i64: bytes from one iteration's address to the next's


class TraceChunk:
    """The chunked lowering of one ``chunkable`` loop: ``note`` collects the traced body's
    sites as they are emitted, ``emit`` appends the chunk after the traced body."""

    def __init__(self, cg: Emitter, loop: ast.For) -> None:
        self.cg, self.loop = cg, loop
        self.varying = _varying(loop)
        self.sites: list[_Site] = []
        self.complete = True  # every access of the body had a site of its own
        self._records = cg.trace.records if cg.trace is not None else 0

    def note(self, site: ir.Value | None, addr: ir.Value, p: ast.TensorParam,
             indices: list[ast.Expr], size: int) -> None:
        """The traced body's access of ``p[indices]`` at ``addr`` went through ``site``."""
        if site is None:
            self.complete = False
            return
        steps = _index_steps(indices, self.loop.var, self.varying)
        assert steps is not None, "chunkable() admitted only affine indices"
        b, step = self.cg.b, ir.Constant(I64, 0)
        for k, coefficient in enumerate(steps):
            if coefficient:
                step = b.mul(self.cg.entry.tensor_strides(p)[k], ir.Constant(I64, size))
        self.sites.append(_Site(site, b.ptrtoint(addr, I64), size, step))

    def emit(self, counter: ir.Value, stop: ir.Value) -> None:
        """After the traced body: run the following iterations that every access's fast
        path would take, untraced, and advance the sites' runs (module docstring)."""
        cg = self.cg
        trace = cg.trace
        assert trace is not None
        if not self.sites or not self.complete or trace.records - self._records != len(
                self.sites):
            return
        b, vt = cg.b, stop.type
        cur = b.load(counter, typ=vt)
        remaining = b.sub(b.sub(stop, cur), ir.Constant(vt, 1))  # stop > cur: no wrap
        if vt != I64:
            remaining = b.zext(remaining, I64)
        fresh = len(self.sites) >= 2
        line = trace.line
        k = remaining
        loaded = []
        for site in self.sites:
            lo = b.load(_word(b, site.slot, LINE), typ=I64)
            tally = b.load(_word(b, site.slot, TALLY), typ=I64)
            by_line = steps_in_line(b, site.at, lo, site.size, site.step, line)
            count = b.and_(tally, ir.Constant(I64, _RUN_MAX))
            full = b.icmp_unsigned("==", count, ir.Constant(I64, _RUN_MAX))
            room = b.sub(ir.Constant(I64, _RUN_MAX), count) if fresh else \
                b.select(full, ir.Constant(I64, 0), ir.Constant(I64, _ALWAYS))
            muted = b.icmp_unsigned("!=", b.and_(tally, ir.Constant(I64, MUTED)),
                                    ir.Constant(I64, 0))
            room = b.select(muted, ir.Constant(I64, _ALWAYS), room)
            k = umin(b, umin(b, k, by_line), room)
            loaded.append((tally, muted))
        header = trace.header()
        untraced = b.icmp_unsigned("==", b.ptrtoint(header, I64), ir.Constant(I64, 0))
        k = b.select(untraced, remaining, k)
        chunk_bb, body_bb, done_bb = (cg.new_block(f"trace.chunk.{n}")
                                      for n in ("advance", "body", "done"))
        b.cbranch(b.icmp_unsigned("!=", k, ir.Constant(I64, 0)), chunk_bb, done_bb)

        b.position_at_end(chunk_bb)
        for site, (tally, muted) in zip(self.sites, loaded, strict=True):
            if fresh:
                b.store(b.add(tally, b.select(muted, ir.Constant(I64, 0), k)),
                        _word(b, site.slot, TALLY))
            hi_addr = _word(b, site.slot, HI)
            hi = b.load(hi_addr, typ=I64)
            end = b.add(b.add(site.at, b.mul(k, site.step)), ir.Constant(I64, site.size))
            b.store(b.select(muted, hi, umax(b, hi, end)), hi_addr)
        b.store(b.add(cur, k if vt == I64 else b.trunc(k, vt)), counter)
        entry_bb = b.block
        b.branch(body_bb)

        b.position_at_end(body_bb)  # iterations cur + 1 .. cur + k, counted by n = 0 .. k - 1
        n = b.phi(I64, name=f"{self.loop.var}.chunk")
        n.add_incoming(ir.Constant(I64, 0), entry_bb)
        step = b.add(n, ir.Constant(I64, 1))
        b.store(b.add(cur, step if vt == I64 else b.trunc(step, vt)),
                cg.frame.vars[self.loop.var])
        saved = cg.trace, dict(cg.loads)
        cg.trace = None  # the plain body: the chunk's update above stands for its records
        try:
            cg.stmts(self.loop.body)
        finally:
            cg.trace = saved[0]
            cg.loads.update(saved[1])
        n.add_incoming(step, b.block)
        b.cbranch(b.icmp_unsigned("<", step, k), body_bb, done_bb)
        b.position_at_end(done_bb)


def _word(b: ir.IRBuilder, slot: ir.Value, index: int) -> ir.Value:
    return b.gep(slot, [ir.Constant(I64, index)], source_etype=I64)


def steps_in_line(b: ir.IRBuilder, at: ir.Value, line_lo: ir.Value, size: int,
                  step: ir.Value, line: int) -> ir.Value:
    """How many further accesses ``at + m * step`` (m = 1, 2, ...) of ``size`` bytes stay
    inside the line of ``line`` bytes from ``line_lo``: none when ``at``'s own access is not
    inside it or ``step`` is negative, any number (``_ALWAYS``) when ``step`` is 0."""
    ci = lambda v: ir.Constant(I64, v)  # noqa: E731
    offset = b.sub(at, line_lo)
    inside = b.icmp_unsigned("<=", offset, ci(line - size))
    positive = b.icmp_signed(">", step, ci(0))
    steps = b.udiv(b.sub(ci(line - size), offset), b.select(positive, step, ci(1)))
    steps = b.select(b.icmp_unsigned("==", step, ci(0)), ci(_ALWAYS),
                     b.select(positive, steps, ci(0)))
    return b.select(inside, steps, ci(0))


def umin(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    """The unsigned minimum of ``x`` and ``y``."""
    return b.select(b.icmp_unsigned("<", x, y), x, y)


def umax(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    """The unsigned maximum of ``x`` and ``y``."""
    return b.select(b.icmp_unsigned(">", x, y), x, y)

