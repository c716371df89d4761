"""The next iteration's GM windows, fetched while this one multiplies (software pipelining).

A loop whose body multiplies tiles (``acc += a[i:i + BM, k:k + BK] @ bt``) spends most of an
iteration in the register blocks of ``@`` and the rest reading and writing its GM windows:
the left operand staged, the result block read and written (in place, ``matmul_gm``).  Those
windows lie in GM rows far apart (a 2048-column f32 matrix: 8 KiB), so each row waits for L3
or memory.  The AIC hides the same wait with double buffering (its MTE2 engine loads the next
tile while the cube unit computes); here the ``@`` of the body issues host prefetches for the
windows the next iteration reads and writes, spread over its register blocks, so that the
next iteration finds their lines in L2 (``prefetcht1``; ``prefetchw`` for a window it writes).

A :class:`PrefetchPlan` is made where the loop body begins (``plan``) and read by every ``@``
in that body (``tile_matmul``).  Prefetches change no value and raise no fault (an address
past a tensor, at the last iteration, or outside the address space is dropped by the CPU),
so the plan is made only for the plain variant: the variants that record or check GM
accesses skip it.  A window qualifies when its
columns are contiguous, it is not compiled BYPASS (whose lines are meant to stay out of L2),
and its starts are computed from the loop variable, constants, scalar parameters and names
the body does not assign: evaluated with the loop variable advanced by one step, they give
the next iteration's window exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.ast_walk import names, same, walk
from incore.frontend.types import CachePolicy
from incore.lowering import gm_rows
from incore.lowering.irtypes import I8, I32, I64

LINE = 64  # bytes in a host cache line
# Lines prefetched per register block and window at most: a block of 4 x 24 f32 over a k of
# 256 takes ~1,500 cycles, time for a few misses to memory; more at once would queue in the
# core.  A row longer than ROW_LINES lines has its first ROW_LINES fetched (the hardware's
# stream prefetcher follows a long row by itself), and a plan holds WINDOWS windows at most:
# the code a block carries stays small.
PER_BLOCK = 24
ROW_LINES = 64
WINDOWS = 8


@dataclass
class WindowRows:
    """The rows of one window at the next iteration: ``rows`` rows of ``row_bytes`` bytes,
    the first at ``base`` (an i8 pointer), ``stride`` bytes apart (i64); ``write`` when the
    body stores to it (fetched for writing)."""

    base: ir.Value
    stride: ir.Value
    rows: int
    row_bytes: int
    write: bool

    @property
    def lines(self) -> int:
        """The lines one row may touch, whatever its alignment: ceil((n - 1) / 64) + 1."""
        return (self.row_bytes - 2) // LINE + 2 if self.row_bytes > 1 else 1

    @property
    def fetched(self) -> int:
        """The lines of a row that are prefetched: all of them up to ``ROW_LINES``."""
        return min(self.lines, ROW_LINES)


@dataclass
class PrefetchPlan:
    """The next iteration's windows of one loop body."""

    windows: list[WindowRows]

    def issue(self, b: ir.IRBuilder, module: ir.Module, block: ir.Value, blocks: int) -> None:
        """The prefetches of register block ``block`` (i64) of ``blocks``: the streams' rows
        are dealt to the blocks in order, as many rows per block as keep every row fetched
        by the statement and at most ``PER_BLOCK`` lines per block."""
        for s in self.windows:
            per = max(1, min(math.ceil(s.rows / blocks), PER_BLOCK // s.fetched))
            for t in range(per):
                row = b.add(b.mul(block, ir.Constant(I64, per)), ir.Constant(I64, t))
                cond = b.icmp_unsigned("<", row, ir.Constant(I64, s.rows))
                with b.if_then(cond, likely=False):
                    start = b.gep(s.base, [b.mul(row, s.stride)], source_etype=I8)
                    for c in range(s.fetched):
                        off = min(c * LINE, s.row_bytes - 1)
                        ptr = b.gep(start, [ir.Constant(I64, off)], source_etype=I8)
                        _fetch(b, module, ptr, s.write, L2)


def to_l1(b: ir.IRBuilder, module: ir.Module, ptr: ir.Value) -> None:
    """Fetches the line holding ``ptr`` (any pointer) into L1 for reading (``prefetcht0``):
    for a stream read a few lines from now, where ``PrefetchPlan`` fetches the next
    iteration's windows into L2."""
    _fetch(b, module, ptr, False, L1)


L2, L1 = 2, 3  # llvm.prefetch localities: prefetcht1 keeps the lines out of L1, where the
# register blocks' operands live; prefetcht0 brings them into L1


def _fetch(b: ir.IRBuilder, module: ir.Module, ptr: ir.Value, write: bool,
           locality: int) -> None:
    """``llvm.prefetch(ptr, write, locality, data)``, ``ptr`` any pointer."""
    if not ptr.type.is_opaque:
        ptr = b.bitcast(ptr, I8.as_pointer())
    b.call(_intrinsic(module), [ptr, ir.Constant(I32, int(write)), ir.Constant(I32, locality),
                                ir.Constant(I32, 1)])


def _intrinsic(module: ir.Module) -> ir.Function:
    """``llvm.prefetch(ptr, rw, locality, cache)``, declared once per module."""
    found = module.globals.get("llvm.prefetch.p0")
    if found is not None:
        return found
    fnty = ir.FunctionType(ir.VoidType(), [I8.as_pointer(), I32, I32, I32])
    return ir.Function(module, fnty, name="llvm.prefetch.p0")


# --------------------------------------------------------------------- the body's windows


def multiplies(body: list[ast.Stmt]) -> bool:
    """True when a statement of ``body`` (or of its ``if`` arms, not of nested loops)
    computes a tile ``@``."""
    return any(isinstance(n, ast.MatMul) for n in walk(list(_statements(body))))


def _statements(body: list[ast.Stmt]):
    for s in body:
        if isinstance(s, ast.If):
            yield from _statements(s.body)
            yield from _statements(s.orelse)
        elif not isinstance(s, (ast.For, ast.While)):
            yield s


def _windows(body: list[ast.Stmt]) -> list[tuple[ast.TileWindow, CachePolicy | None]]:
    """The GM windows the statements of ``body`` read (with their policy) or write (None)."""
    return [(n.window, n.policy if isinstance(n, ast.TileLoad) else None)
            for n in walk(list(_statements(body)))
            if isinstance(n, (ast.TileLoad, ast.TileStore))]


_INTEGER_OPS = ("+", "-", "*")


def _steady(e: ast.Expr, var: str, assigned: set[str]) -> bool:
    """True when ``e`` reads nothing but constants, scalar parameters, built-in variables,
    the loop variable and names the body does not assign, through ``+ - *`` and negation."""
    if isinstance(e, ast.Binary):
        return e.op in _INTEGER_OPS and _steady(e.left, var, assigned) and \
            _steady(e.right, var, assigned)
    if isinstance(e, ast.Unary):
        return e.op == "-" and _steady(e.operand, var, assigned)
    if isinstance(e, ast.Var):
        return e.name == var or e.name not in assigned
    return isinstance(e, (ast.Literal, ast.ScalarArg, ast.BuiltinVar))


def plan(tiles, s: ast.For, value: ir.Value, step: ir.Value) -> PrefetchPlan | None:
    """The next iteration's windows of loop ``s`` for the tile lowering ``tiles``, emitted
    where its body begins (its variable holds this iteration's ``value``; the next is
    ``value + step``), or None when the body has no tile ``@`` or no window qualifies."""
    cg = tiles.cg
    if cg.trace is not None or cg.sanitize is not None or cg.bounds_check:
        return None
    if not multiplies(s.body):
        return None
    assigned = {n.name for n in walk(s.body) if isinstance(n, ast.Assign)} | {
        n.var for n in walk(s.body) if isinstance(n, ast.For)}
    found: list[tuple[ast.TileWindow, bool]] = []  # each window once, written if ever
    for w, policy in _windows(s.body):
        if policy is not None and cg.bypasses(policy):
            continue
        if not all(_steady(e, s.var, assigned) for e in w.starts):
            continue
        if s.var not in names(w.starts):
            continue  # the same window every iteration: its lines are cached already
        k = next((k for k, (seen, _) in enumerate(found) if same(seen, w)), None)
        if k is None:
            found.append((w, policy is None))
        elif policy is None:
            found[k] = (found[k][0], True)
    if not found:
        return None
    b, slot = cg.b, cg.frame.vars[s.var]
    b.store(b.add(value, step), slot)  # the window starts read the next iteration's value
    rows = [r for w, write in found[:WINDOWS] if (r := _rows(tiles, w, write)) is not None]
    b.store(value, slot)
    return PrefetchPlan(rows) if rows else None


def _rows(tiles, w: ast.TileWindow, write: bool) -> WindowRows | None:
    """Window ``w`` as rows (``gm_rows``), evaluated with the slot values in place."""
    found = gm_rows.rows(tiles, w, "next")
    if found is None:
        return None
    base, between = found
    b = tiles.cg.b
    esize = max(tiles.cg.tensors[w.tensor].type.dtype.bits // 8, 1)
    if not base.type.is_opaque:
        base = b.bitcast(base, I8.as_pointer())
    sliced = [extent for extent in w.extents if extent is not None]
    stride = (ir.Constant(I64, between.constant * esize) if isinstance(between, ir.Constant)
              else b.mul(between, ir.Constant(I64, esize)))
    return WindowRows(base, stride, sliced[0] if len(sliced) == 2 else 1, sliced[-1] * esize,
                      write)
