"""Typed AST -> Python source whose statements stand at their ``.ik`` lines.

Each statement is emitted at its span's line (a statement spanning several lines is written
on its first); when a statement has to share a line (an ``elif``'s header after the previous
branch, a body on its header's line) it follows with ``;`` or moves to the next free line.
A kernel or helper becomes a ``def`` at its declaration line whose parameters are, by their
kernel names, the tensors, scalars, shape symbols, builtin values and every local (scalar
locals default to a typed zero; tile locals are passed in as fresh zero tiles), so the body
needs no prologue and pdb's ``p name`` shows the kernel's variables.  Names of the
interpreter's own objects start with ``_ik_``; a kernel name that is a Python keyword or
starts with ``_ik_`` gets a trailing ``_``.
"""

from __future__ import annotations

import keyword
import struct

import numpy as np

from incore.exceptions import InternalError
from incore.frontend import ast
from incore.frontend.types import ScalarType, TileType
from incore.interpret import mathlib, ops

BUILTINS = ("block_idx", "block_num", "sub_block_idx", "core_type")
INTERNAL = ("_ik_core", "_ik_lv", "_ik_l2")


def pyname(name: str) -> str:
    """The Python name of kernel name ``name``."""
    if keyword.iskeyword(name) or name.startswith("_ik_"):
        return name + "_"
    return name


class Lines:
    """The output: per line number, an indentation and the code placed there."""

    def __init__(self) -> None:
        self.rows: dict[int, tuple[int, list[str], bool]] = {}
        self.last = 0

    def emit(self, line: int, indent: int, code: str, header: bool = False) -> None:
        at = max(line, self.last)
        row = self.rows.get(at)
        if row is not None:
            ind, parts, is_header = row
            if not is_header and ind == indent and not header:
                parts.append(code)
                return
            at += 1
        self.rows[at] = (indent, [code], header)
        self.last = at

    def text(self) -> str:
        n = max(self.rows, default=0)
        out = []
        for k in range(1, n + 1):
            row = self.rows.get(k)
            out.append("" if row is None else "    " * row[0] + "; ".join(row[1]))
        return "\n".join(out) + "\n"


class ModuleGen:
    """Generates the Python module of one kernel and the helpers it calls."""

    def __init__(self, program: ast.TypedProgram, kernel: ast.TypedKernel,
                 bounds_check: bool) -> None:
        self.program = program
        self.kernel = kernel
        self.bounds_check = bounds_check
        self.ns: dict[str, object] = {}
        self.lines = Lines()
        self._pool: dict[tuple, str] = {}
        self.source_lines = program.source.splitlines()
        self.symbols: dict[tuple[str, int], str] = {}
        self.tensors: dict[str, ast.TensorParam] = {p.name: p for p in kernel.tensors}
        for p in kernel.tensors:
            for d, dim in enumerate(p.type.dims):
                if isinstance(dim, str):
                    self.symbols[(p.name, d)] = dim
        self.sites: dict[int, ast.Site] = {s.id: s for s in kernel.sites}
        self.tile_locals: dict[str, dict[str, TileType]] = {}
        self.in_helper = False
        self.tiles: dict[str, TileType] = {}
        self._tmp = 0
        self.math: set[str] = set()  # the device math functions the code calls

    # ------------------------------------------------------------ pool

    def const(self, key: tuple, value: object) -> str:
        name = self._pool.get(key)
        if name is None:
            name = f"_ik_k{len(self._pool)}"
            self._pool[key] = name
            self.ns[name] = value
        return name

    def lit(self, v: object, t: ScalarType) -> str:
        if isinstance(v, float):  # by its bits: a folded nan has a sign and a payload
            key = ("lit", t.name, struct.pack("<d", v), "float")
        else:
            key = ("lit", t.name, repr(v), type(v).__name__)
        return self.const(key, ops.value(v, t))

    def dt(self, t: ScalarType) -> str:
        return self.const(("dt", t.name), ops.dtype(t))

    def ty(self, t: ScalarType) -> str:
        return self.const(("ty", t.name), ops.dtype(t).type)

    # ------------------------------------------------------------ module

    def generate(self) -> str:
        funcs = self._reachable()
        for f in funcs:
            self.function(self.program.funcs[f])
        self.kernel_def()
        return self.lines.text()

    def _reachable(self) -> list[str]:
        seen: list[str] = []

        def walk(node: object) -> None:
            if isinstance(node, list):
                for x in node:
                    walk(x)
                return
            if isinstance(node, ast.Call) and node.func not in seen:
                seen.append(node.func)
                walk(self.program.funcs[node.func].body)
            if isinstance(node, (ast.Expr, ast.Stmt, ast.TileWindow)):
                for k, v in vars(node).items():
                    if k not in ("span", "type", "site", "shape"):
                        walk(v)

        walk(self.kernel.body)
        return seen

    def _local_params(self, local_vars: dict[str, ScalarType], tiles: dict[str, TileType],
                      skip: set[str]) -> tuple[list[str], list[str]]:
        tile_params, scalar_defaults = [], []
        for name, t in local_vars.items():
            if name in skip:
                continue
            if name in tiles:
                tile_params.append(pyname(name))
            else:
                scalar_defaults.append(f"{pyname(name)}={self.lit(0, t)}")
        return tile_params, scalar_defaults

    def kernel_def(self) -> None:
        k = self.kernel
        params = [pyname(p.name) for p in k.params]
        params += [pyname(s) for s in dict.fromkeys(self.symbols.values())]
        params += list(BUILTINS) + list(INTERNAL)
        tiles, defaults = self._local_params(k.locals, k.tiles, set())
        self.tiles = dict(k.tiles)
        self.in_helper = False
        sig = ", ".join(params + tiles + defaults)
        self.lines.emit(k.span.line, 0, f"def {pyname(k.name)}({sig}):", header=True)
        self.block(k.body, 1, k.span.line)

    def function(self, f: ast.Function) -> None:
        names = [n for n, _ in f.params]
        tiles, defaults = self._local_params(f.locals, f.tiles, set(names))
        self.tile_locals[f.name] = {n: t for n, t in f.tiles.items() if n not in names}
        self.tiles = dict(f.tiles)
        self.in_helper = True
        sig = [pyname(n) for n in names] + tiles + defaults
        self.lines.emit(f.span.line, 0, f"def {pyname(f.name)}({', '.join(sig)}):", header=True)
        self.block(f.body, 1, f.span.line)
        self.ns.setdefault("_ik_funcs", []).append(f.name)

    # ------------------------------------------------------------ statements

    def block(self, body: list[ast.Stmt], indent: int, header_line: int) -> None:
        if not body:
            self.lines.emit(header_line, indent, "pass")
            return
        for s in body:
            self.stmt(s, indent)

    def stmt(self, s: ast.Stmt, ind: int) -> None:
        line = s.span.line
        emit = self.lines.emit
        kind = type(s).__name__
        if isinstance(s, ast.Assign):
            emit(line, ind, self.assign(s))
        elif isinstance(s, ast.Store):
            emit(line, ind, f"{pyname(s.tensor)}[{self.index(s, s.tensor, s.indices)}] = "
                            f"{self.expr(s.value)}")
        elif isinstance(s, ast.TileStore):
            mask = self.expr(s.mask) if s.mask is not None else "None"
            emit(line, ind, f"_ik_tstore({self.window(s.window)}, {self.expr(s.value)}, {mask})")
        elif isinstance(s, ast.TileAtomic):
            emit(line, ind, f"_ik_tatomic({s.op!r}, {self.window(s.window)}, "
                            f"{self.expr(s.value)})")
        elif isinstance(s, ast.TileElementStore):
            emit(line, ind, f"{pyname(s.name)}[{self.tile_index(s.name, s.indices, s.span)}] = "
                            f"{self.expr(s.value)}")
        elif isinstance(s, ast.If):
            self.if_(s, ind)
        elif isinstance(s, ast.For):
            self.for_(s, ind)
        elif isinstance(s, ast.While):
            emit(line, ind, f"while {self.expr(s.cond)}:", header=True)
            self.block(s.body, ind + 1, line)
        elif isinstance(s, ast.Break):
            emit(line, ind, "break")
        elif isinstance(s, ast.Continue):
            emit(line, ind, "continue")
        elif isinstance(s, ast.Return):
            emit(line, ind, "return" if s.value is None else f"return {self.ret(s.value)}")
        elif isinstance(s, ast.ExprStmt):
            emit(line, ind, self.expr(s.value))
        elif isinstance(s, ast.Sync):
            arg = "" if s.flag is None else f"{s.flag}, "
            emit(line, ind, f"_ik_core.{s.op}({arg}{line})")
        elif isinstance(s, ast.Log):
            args = "".join(self.expr(a) + ", " for a in s.args)
            emit(line, ind, f"if _ik_lv[{s.site.id}]: _ik_log({s.site.id}, ({args}))", header=True)
        elif isinstance(s, ast.Assert):
            args = "".join(self.expr(a) + ", " for a in s.args)
            emit(line, ind, f"if not {self.expr(s.cond)}: _ik_assert({s.site.id}, ({args}))",
                 header=True)
        elif kind == "Print":
            values = "".join(self.expr(v) + ", " for v in s.values)
            emit(line, ind, f"_ik_print({line}, ({values}))")
        elif kind == "Breakpoint":
            cond = []
            if getattr(s, "block", None) is not None:
                cond.append(f"block_idx == {self.expr(s.block)}")
            if getattr(s, "condition", None) is not None:
                cond.append(f"({self.expr(s.condition)})")
            stop = "(_ik_pdb if _ik_pdb_hook() else breakpoint)()"  # kernel.py: stop_here
            if cond:
                emit(line, ind, f"if {' and '.join(cond)}: {stop}", header=True)
            else:
                emit(line, ind, stop)
        else:
            raise InternalError(f"the interpreter has no rule for {kind} at line {line}")

    def ret(self, v: ast.Expr) -> str:
        return self.expr(v)

    def assign(self, s: ast.Assign) -> str:
        name = pyname(s.name)
        tt = self.tiles.get(s.name)
        v = s.value
        if tt is None:
            return f"{name} = {self.expr(v)}"
        if (isinstance(v, ast.Binary) and v.op == "+" and v.shape == tt.shape
                and v.type == tt.dtype):
            for acc, mm in ((v.left, v.right), (v.right, v.left)):
                if (isinstance(acc, ast.Var) and acc.name == s.name
                        and isinstance(mm, ast.MatMul) and mm.shape == tt.shape
                        and not _reads(mm, s.name)):
                    return (f"{name} = _ik_matmul({self.expr(mm.left)}, {self.expr(mm.right)}, "
                            f"{self.dt(mm.type)}, {name})")
        fresh = not isinstance(v, (ast.Var, ast.Call))
        if fresh and v.shape == tt.shape and v.type == tt.dtype:
            return f"{name} = {self.expr(v)}"
        return f"{name} = _ik_fit({self.expr(v)}, {tt.shape!r}, {self.dt(tt.dtype)})"

    def if_(self, s: ast.If, ind: int, word: str = "if") -> None:
        line = s.span.line
        self.lines.emit(line, ind, f"{word} {self.expr(s.cond)}:", header=True)
        self.block(s.body, ind + 1, line)
        if not s.orelse:
            return
        first = s.orelse[0]
        if len(s.orelse) == 1 and isinstance(first, ast.If) and self._is_elif(first):
            self.if_(first, ind, "elif")
            return
        self.lines.emit(self._else_line(s, first), ind, "else:", header=True)
        self.block(s.orelse, ind + 1, first.span.line)

    def _is_elif(self, s: ast.If) -> bool:
        text = self._line_text(s.span.line)
        return text[s.span.col - 1:].lstrip().startswith("elif") or text.lstrip().startswith(
            "elif")

    def _line_text(self, line: int) -> str:
        return self.source_lines[line - 1] if 0 < line <= len(self.source_lines) else ""

    def _else_line(self, s: ast.If, first: ast.Stmt) -> int:
        for k in range(first.span.line, s.span.line, -1):
            if self._line_text(k).lstrip().startswith("else"):
                return k
        return first.span.line

    def for_(self, s: ast.For, ind: int) -> None:
        line = s.span.line
        t = s.start.type
        self.lines.emit(line, ind, f"for {pyname(s.var)} in _ik_iter({self.ty(t)}, "
                                   f"{self.expr(s.start)}, {self.expr(s.stop)}, "
                                   f"{self.expr(s.step)}, {line}):", header=True)
        self.block(s.body, ind + 1, line)

    # ------------------------------------------------------------ expressions

    def index(self, node: ast.Expr | ast.Stmt, tensor: str, indices: list[ast.Expr]) -> str:
        idx = ", ".join(self.expr(i) for i in indices)
        if not self.bounds_check:
            return idx
        dims = tuple(self.tensors[tensor].type.dims)
        site = self.const(("bsite", tensor, node.span.line), (tensor, node.span.line, dims))
        return f"_ik_chk({site}, ({idx},), {pyname(tensor)})"

    def tile_index(self, name: str, indices: list[ast.Expr], span: ast.Span) -> str:
        if all(isinstance(i, ast.Literal) for i in indices):
            return ", ".join(str(int(i.value)) for i in indices)
        tt = self.tiles[name]
        texts = [self._text(i.span) for i in indices]
        access = f"{name}[{', '.join(texts)}]"
        site = self.const(("tsite", name, access, span.line), (name, access, str(tt), span.line))
        idx = ", ".join(self.expr(i) for i in indices)
        return f"_ik_tidx({site}, ({idx},), {tt.shape!r})"

    def _text(self, sp: ast.Span) -> str:
        if sp.line != sp.end_line:
            return "?"
        return self._line_text(sp.line)[sp.col - 1:sp.end_col - 1] or "?"

    def window(self, w: ast.TileWindow) -> str:
        starts = "".join(self.expr(x) + ", " for x in w.starts)
        return f"{pyname(w.tensor)}, ({starts}), {tuple(w.extents)!r}"

    def expr(self, e: ast.Expr) -> str:
        m = getattr(self, "x_" + type(e).__name__, None)
        if m is None:
            raise InternalError(f"the interpreter has no rule for {type(e).__name__} at "
                                      f"line {e.span.line}")
        return m(e)

    def x_Text(self, e: ast.Text) -> str:
        return repr(e.value)  # a string argument of print(...), printed as written

    def x_Literal(self, e: ast.Literal) -> str:
        if e.shape:
            return f"_ik_fit({self.lit(e.value, e.type)}, {e.shape!r}, {self.dt(e.type)})"
        return self.lit(e.value, e.type)

    def x_Var(self, e: ast.Var) -> str:
        return pyname(e.name)

    def x_ScalarArg(self, e: ast.ScalarArg) -> str:
        return pyname(e.name)

    def x_ShapeOf(self, e: ast.ShapeOf) -> str:
        sym = self.symbols.get((e.tensor, e.dim))
        if sym is not None:
            return pyname(sym)
        return self.lit(self.tensors[e.tensor].type.dims[e.dim], e.type)

    def x_BuiltinVar(self, e: ast.BuiltinVar) -> str:
        return f"_ik_bv().{e.name}" if self.in_helper else e.name

    def x_L2Offset(self, e: ast.L2Offset) -> str:
        return "_ik_bv().l2" if self.in_helper else "_ik_l2"

    def x_Unary(self, e: ast.Unary) -> str:
        x = self.expr(e.operand)
        if e.op == "not":
            return f"_ik_np.logical_not({x})"
        return f"({e.op}{x})"

    def x_Binary(self, e: ast.Binary) -> str:
        a, b, t, op = self.expr(e.left), self.expr(e.right), e.type, e.op
        if t.is_float:
            if op in ("//", "%"):
                if t.is_half:
                    fn = "_ik_hfloordiv" if op == "//" else "_ik_hmod"
                    return f"{fn}({a}, {b}, {self.dt(t)})"
                fn = "_ik_ffloordiv" if op == "//" else "_ik_fmod"
                return f"{fn}({a}, {b})"
            return f"({a} {op} {b})"
        if op in ("//", "%"):
            fn = "_ik_idiv" if op == "//" else "_ik_imod"
            return f"{fn}({a}, {b}, {self.const(('st', t.name), t)}, {e.span.line})"
        if op in ("<<", ">>"):
            mask = self.lit(t.bits - 1, t)
            return f"({a} {op} ({b} & {mask}))"
        return f"({a} {op} {b})"

    def x_Compare(self, e: ast.Compare) -> str:
        return f"({self.expr(e.left)} {e.op} {self.expr(e.right)})"

    def x_Logical(self, e: ast.Logical) -> str:
        a, b = self.expr(e.left), self.expr(e.right)
        if e.left.shape or e.right.shape:
            return f"_ik_np.logical_{e.op}({a}, {b})"
        return f"({a} {e.op} {b})"

    def x_Conditional(self, e: ast.Conditional) -> str:
        return f"({self.expr(e.then)} if {self.expr(e.cond)} else {self.expr(e.otherwise)})"

    def x_Cast(self, e: ast.Cast) -> str:
        src = e.value.type
        if src == e.type:
            return self.expr(e.value)
        fn = self.const(("cv", src.name, e.type.name), ops.converter(src, e.type))
        return f"{fn}({self.expr(e.value)})"

    def x_Bitcast(self, e: ast.Bitcast) -> str:
        fn = self.const(("bc", e.value.type.name, e.type.name),
                        ops.bitcaster(e.value.type, e.type))
        return f"{fn}({self.expr(e.value)})"

    def x_Intrinsic(self, e: ast.Intrinsic) -> str:
        args = [self.expr(a) for a in e.args]
        name, t = e.name, e.type
        tile = bool(e.shape) or any(a.shape for a in e.args)
        if name in ("min", "max"):
            if tile:
                return f"_ik_{'minimum' if name == 'min' else 'maximum'}({', '.join(args)})"
            return f"_ik_{name}({', '.join(args)})"
        if name == "abs" and not t.is_float:
            return f"_ik_np.absolute({args[0]})"
        if name == "ceil_div":
            return f"_ik_ceil_div({args[0]}, {args[1]}, {self.const(('st', t.name), t)}, " \
                   f"{e.span.line})"
        if name == "select":
            return f"_ik_select({', '.join(args)})"
        if name in ("isnan", "isinf", "isfinite"):
            x = args[0]
            if e.args[0].type.is_half:
                x = f"{x}.astype({self.dt(_F32)})"
            return f"_ik_np.{name}({x})"
        self.math.add(name)
        fn = self.const(("math", name), mathlib.kernel_function(name))
        if t.is_half:
            wide = ", ".join(f"{a}.astype({self.dt(_F32)})" for a in args)
            return f"{fn}({wide}).astype({self.dt(t)})"
        return f"{fn}({', '.join(args)})"

    def x_Load(self, e: ast.Load) -> str:
        return f"{pyname(e.tensor)}[{self.index(e, e.tensor, e.indices)}]"

    def x_Atomic(self, e: ast.Atomic) -> str:
        idx = self.index(e, e.tensor, e.indices)
        if not self.bounds_check:
            idx = f"({idx},)"
        args = "".join(self.expr(a) + ", " for a in e.args)
        return (f"_ik_atomic({e.op!r}, {pyname(e.tensor)}, {idx}, ({args}), "
                f"{self.const(('st', e.type.name), e.type)})")

    def x_Call(self, e: ast.Call) -> str:
        f = self.program.funcs[e.func]
        args = []
        for (pname, _), a in zip(f.params, e.args, strict=True):
            x = self.expr(a)
            tt = f.tiles.get(pname)
            if tt is not None:
                x = f"_ik_fit({x}, {tt.shape!r}, {self.dt(tt.dtype)})"
            args.append(x)
        for n, tt in self.tile_locals.get(e.func, {}).items():
            z = self.const(("zt", str(tt)), np.zeros(tt.shape, ops.dtype(tt.dtype)))
            args.append(f"{pyname(n)}={z}.copy()")
        return f"_ik_f_{e.func}({', '.join(args)})"

    def x_TileLoad(self, e: ast.TileLoad) -> str:
        mask = self.expr(e.mask) if e.mask is not None else "None"
        return f"_ik_tload({self.window(e.window)}, {self.expr(e.other)}, {mask})"

    def x_TileFill(self, e: ast.TileFill) -> str:
        return f"_ik_np.full({e.shape!r}, {self.expr(e.value)}, {self.dt(e.type)})"

    def x_TileArange(self, e: ast.TileArange) -> str:
        z = self.const(("ar", e.shape), np.arange(e.shape[0], dtype=np.int64))
        return f"{z}.copy()"

    def x_TileElement(self, e: ast.TileElement) -> str:
        return f"{pyname(e.name)}[{self.tile_index(e.name, e.indices, e.span)}]"

    def x_Reduce(self, e: ast.Reduce) -> str:
        return f"_ik_reduce({e.op!r}, {self.expr(e.value)}, {e.axis!r}, {e.keepdims!r})"

    def x_MatMul(self, e: ast.MatMul) -> str:
        return f"_ik_matmul({self.expr(e.left)}, {self.expr(e.right)}, {self.dt(e.type)})"

    def x_Transpose(self, e: ast.Transpose) -> str:
        return f"{self.expr(e.value)}.T.copy()"

    def x_Reshape(self, e: ast.Reshape) -> str:
        return f"_ik_np.reshape({self.expr(e.value)}, {e.shape!r}).copy()"

    def x_BroadcastTo(self, e: ast.BroadcastTo) -> str:
        if not e.value.shape:
            return f"_ik_np.full({e.shape!r}, {self.expr(e.value)}, {self.dt(e.type)})"
        return f"_ik_np.broadcast_to({self.expr(e.value)}, {e.shape!r}).copy()"

    def x_ArgReduce(self, e: ast.ArgReduce) -> str:
        return f"_ik_argreduce({e.op!r}, {self.expr(e.value)}, {e.axis!r}, {e.keepdims!r})"

    def x_Scan(self, e: ast.Scan) -> str:
        return f"_ik_scan({e.op!r}, {self.expr(e.value)}, {e.axis!r})"


_F32 = ScalarType("f32", "float", 32)


def _reads(e: ast.Expr, name: str) -> bool:
    """True when expression ``e`` reads tile variable ``name`` (lowering/tiles.py's rule)."""
    if isinstance(e, ast.Var):
        return e.name == name
    if isinstance(e, ast.TileElement):
        return e.name == name or any(_reads(x, name) for x in e.indices)
    children: list[ast.Expr] = ast.elementwise_operands(e)
    if isinstance(e, ast.MatMul):
        children = [e.left, e.right]
    elif isinstance(e, (ast.Reduce, ast.TileFill, ast.Transpose, ast.ArgReduce, ast.Scan,
                        ast.Reshape, ast.BroadcastTo)):
        children = [e.value]
    elif isinstance(e, ast.TileLoad):
        children = list(e.window.starts) + [e.other] + ([e.mask] if e.mask is not None else [])
    elif isinstance(e, ast.Call):
        children = list(e.args)
    elif isinstance(e, ast.Conditional):
        children = [e.cond, e.then, e.otherwise]
    return any(_reads(c, name) for c in children)
