"""The semantic checker: resolves names and types of a syntax tree into the typed AST.

It enforces the language rules of ``docs/language.md`` (typing, literal adaptation, cache
policies, helpers, logging formats, ...) and reports every violation as a located
``CompileError``.  Its output, :class:`incore.frontend.ast.Program`, is what lowering consumes.
"""

from __future__ import annotations

import hashlib
import math
import string
from dataclasses import dataclass, field

from incore import abi
from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.diagnostics import Source, did_you_mean
from incore.frontend.types import (
    BOOL,
    F32,
    I64,
    SCALAR_TYPES,
    U64,
    CachePolicy,
    CoreKind,
    ScalarType,
    TensorType,
)

BUILTIN_VARS = ("block_idx", "block_num", "sub_block_idx", "core_type")
CORE_CONSTS = {"AIC": abi.CORE_AIC, "AIV": abi.CORE_AIV}
FLOAT_MATH = ("sqrt", "exp", "log", "tanh", "floor", "ceil")
INTRINSICS = ("min", "max", "abs", "ceil_div", "select") + FLOAT_MATH
SPECIAL_FUNCS = ("load", "range", "set_cache_policy", "get_l2_cache_offset")
LOG_LEVELS = ("debug", "warn", "error") + tuple(f"info_v{i}" for i in range(10))
DECORATORS = {"aiv": CoreKind.AIV, "aic": CoreKind.AIC, "mix": CoreKind.MIX}
RESERVED = (
    set(SCALAR_TYPES)
    | set(BUILTIN_VARS)
    | set(CORE_CONSTS)
    | set(INTRINSICS)
    | set(SPECIAL_FUNCS)
    | {"Tensor", "CachePolicy", "log", "None"}
)

ARITH_OPS = ("+", "-", "*", "/", "//", "%")
BITWISE_OPS = ("&", "|", "^", "<<", ">>")
F32_MAX = 3.4028234663852886e38
MAX_EXPR_DEPTH = 200
SCOPE_POLICY_PLACEMENT = "set_cache_policy must be a top-level statement of the kernel body"
NO_EFFECT_HINT = "only helper calls, log.<level>(...) and set_cache_policy(...) stand alone"


def _span(node: S.Node) -> A.Span:
    return A.Span(node.line, node.col, node.end_line, node.end_col)


def _loc(node: S.Node) -> str:
    return f"{node.line}:{node.col}"


def _cast_target(a: ScalarType, b: ScalarType) -> ScalarType:
    """The type a user most likely wants when ``a`` and ``b`` meet: float over int, wider."""
    if a.is_float != b.is_float:
        return a if a.is_float else b
    if a.is_bool != b.is_bool:
        return b if a.is_bool else a
    return b if b.bits > a.bits else a


def _int_range(t: ScalarType) -> tuple[int, int]:
    if t.is_signed:
        return -(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1
    return 0, (1 << t.bits) - 1


# Sample values used to validate a log/assert format spec for an argument type.
def _format_sample(t: ScalarType) -> object:
    if t.is_bool:
        return True
    if t.is_float:
        return 1.5
    return 1


@dataclass
class _Const:
    node: S.ConstDef
    value: int | float | bool


@dataclass
class _FuncSig:
    node: S.FuncDef
    params: list[tuple[str, ScalarType]]
    ret: ScalarType | None


@dataclass
class _Body:
    """Name state of one kernel or helper body while it is checked."""

    kind: str  # "kernel" | "func"
    name: str
    locals: dict[str, ScalarType] = field(default_factory=dict)
    assigned_anywhere: set[str] = field(default_factory=set)
    tensors: dict[str, A.TensorParam] = field(default_factory=dict)
    scalars: dict[str, A.ScalarParam] = field(default_factory=dict)
    symbols: dict[str, tuple[str, int]] = field(default_factory=dict)
    ret: ScalarType | None = None
    loop_depth: int = 0
    block_depth: int = 0
    sites: list[A.Site] = field(default_factory=list)
    bypass_reads: list[tuple[A.Load, S.Node]] = field(default_factory=list)
    first_write: dict[str, S.Node] = field(default_factory=dict)
    scope_stmts: set[int] = field(default_factory=set)
    calls: list[tuple[str, S.Node]] = field(default_factory=list)


class Checker:
    """Checks one parsed module; :meth:`run` returns the typed Program."""

    def __init__(self, module: S.Module, src: Source, arch: str = "a2a3") -> None:
        if arch not in abi.ARCHS:
            raise ValueError(f"unknown arch {arch!r}; expected one of {', '.join(abi.ARCHS)}")
        self.module = module
        self.src = src
        self.arch = arch
        self.consts: dict[str, _Const] = {}
        self.funcs: dict[str, _FuncSig] = {}
        self.kernel_nodes: dict[str, S.KernelDef] = {}
        # id(Literal) -> "int" | "float" for untyped literals; _flex_keep holds them alive so
        # that their ids are never reused by other objects during the check.
        self.flex: dict[int, str] = {}
        self._flex_keep: list[A.Literal] = []
        self.body: _Body | None = None
        self.depth = 0
        self.kernel_param_names: set[str] = set()

    def err(self, node: S.Node, message: str, hint: str | None = None) -> CompileError:
        return self.src.error_at(node, message, hint)

    # ================================================================ top level

    def run(self) -> A.Program:
        """Checks the whole module and returns the typed Program."""
        self.collect_top_level()
        funcs: dict[str, A.Function] = {}
        call_graph: dict[str, list[tuple[str, S.Node]]] = {}
        for name, sig in self.funcs.items():
            funcs[name], call_graph[name] = self.check_func(sig)
        self.check_recursion(call_graph)
        kernels: dict[str, A.Kernel] = {}
        for name, node in self.kernel_nodes.items():
            kernels[name] = self.check_kernel(node)
        return A.Program(
            filename=self.src.filename,
            source=self.src.text,
            kernels=kernels,
            funcs=funcs,
            source_hash="sha256:" + hashlib.sha256(self.src.text.encode("utf-8")).hexdigest(),
        )

    def collect_top_level(self) -> None:
        seen: dict[str, S.Node] = {}
        for item in self.module.items:
            if isinstance(item, S.TopLevelStmt):
                raise self.err(
                    item.stmt,
                    "only const, func and kernel declarations may appear at top level",
                    "put statements inside a kernel or helper body",
                )
            if item.name in seen:
                first = seen[item.name]
                raise self.err(
                    item, f"duplicate definition of '{item.name}' (first defined at {_loc(first)})"
                )
            if item.name in RESERVED:
                raise self.err(item, f"'{item.name}' is a builtin name and cannot be redefined")
            seen[item.name] = item
            if isinstance(item, S.KernelDef):
                self.kernel_nodes[item.name] = item
                self.kernel_param_names |= {p.name for p in item.params}
            else:
                if item.decorators:
                    what = "a helper" if isinstance(item, S.FuncDef) else "a const"
                    raise self.err(
                        item.decorators[0],
                        f"decorators apply to kernels only, not to {what}",
                        "remove the decorator",
                    )
                if isinstance(item, S.ConstDef):
                    self.consts[item.name] = _Const(item, self.const_value(item))
        for item in self.module.items:
            if isinstance(item, S.FuncDef):
                self.funcs[item.name] = self.func_signature(item)

    def const_value(self, node: S.ConstDef) -> int | float | bool:
        value = node.value
        sign = 1
        inner = value
        if isinstance(value, S.UnaryOp) and value.op in ("-", "+"):
            sign = -1 if value.op == "-" else 1
            inner = value.operand
        if isinstance(inner, S.Num):
            return sign * inner.value
        if isinstance(inner, S.BoolLit) and inner is value:
            return inner.value
        raise self.err(
            value,
            "a const value must be a literal (int, float or bool)",
            "e.g. const CHUNK = 1024",
        )

    def scalar_type(self, ann: S.Node | None, what: str) -> ScalarType:
        if isinstance(ann, S.TensorTypeAnn):
            raise self.err(ann, f"{what} must be a scalar type, not a tensor")
        assert isinstance(ann, S.ScalarTypeAnn)
        t = SCALAR_TYPES.get(ann.name)
        if t is None:
            if ann.name == "Tensor":
                raise self.err(ann, "Tensor needs a shape and a dtype", "e.g. Tensor[[N], f32]")
            raise self.err(
                ann, f"unknown type '{ann.name}'", did_you_mean(ann.name, SCALAR_TYPES)
            )
        return t

    def check_param_name(self, p: S.Param, seen: dict[str, S.Param]) -> None:
        if p.name in seen:
            raise self.err(p, f"duplicate parameter '{p.name}'")
        if p.name in RESERVED:
            raise self.err(p, f"parameter name '{p.name}' is a builtin name")
        if p.name in self.consts or p.name in self.funcs:
            raise self.err(p, f"parameter '{p.name}' shadows the top-level name '{p.name}'")
        if p.annotation is None:
            raise self.err(
                p,
                f"parameter '{p.name}' needs a type",
                f"e.g. {p.name}: f32 or {p.name}: Tensor[[N], f32]",
            )
        seen[p.name] = p

    def func_signature(self, node: S.FuncDef) -> _FuncSig:
        seen: dict[str, S.Param] = {}
        params = []
        for p in node.params:
            self.check_param_name(p, seen)
            if isinstance(p.annotation, S.TensorTypeAnn):
                raise self.err(
                    p.annotation,
                    "helper parameters are scalars only; tensors cannot be passed to helpers",
                    "load the elements in the kernel and pass them as scalars",
                )
            params.append((p.name, self.scalar_type(p.annotation, "a helper parameter")))
        ret = self.scalar_type(node.ret, "a helper's return type") if node.ret else None
        return _FuncSig(node, params, ret)

    # ------------------------------------------------------------- helpers

    def check_func(self, sig: _FuncSig) -> tuple[A.Function, list[tuple[str, S.Node]]]:
        node = sig.node
        body = _Body("func", node.name, ret=sig.ret)
        for name, t in sig.params:
            body.locals[name] = t
        body.assigned_anywhere = _assigned_names(node.body)
        self.body = body
        stmts = self.block(node.body)
        if sig.ret is not None and not _always_returns(node.body):
            raise self.err(
                node,
                f"helper '{node.name}' must return a {sig.ret} on every path",
                "add a return statement at the end of the helper",
            )
        self.body = None
        fn = A.Function(node.name, list(sig.params), sig.ret, stmts, dict(body.locals), _span(node))
        return fn, body.calls

    def check_recursion(self, graph: dict[str, list[tuple[str, S.Node]]]) -> None:
        state: dict[str, int] = {}  # 1 = on the stack, 2 = done
        stack: list[str] = []

        def visit(name: str) -> None:
            state[name] = 1
            stack.append(name)
            for callee, site in graph.get(name, []):
                if state.get(callee) == 1:
                    cycle = stack[stack.index(callee):] + [callee]
                    raise self.err(
                        site,
                        "recursive call: " + " -> ".join(cycle),
                        "helpers are inlined, so recursion is not supported",
                    )
                if callee not in state:
                    visit(callee)
            stack.pop()
            state[name] = 2

        for name in graph:
            if name not in state:
                visit(name)

    # ------------------------------------------------------------- kernels

    def check_kernel(self, node: S.KernelDef) -> A.Kernel:
        core_kind = CoreKind.AIV
        if len(node.decorators) > 1:
            raise self.err(node.decorators[1], "at most one of @aiv/@aic/@mix may mark a kernel")
        for dec in node.decorators:
            if dec.name not in DECORATORS:
                raise self.err(
                    dec,
                    f"unknown decorator '@{dec.name}'",
                    did_you_mean(dec.name, DECORATORS, "@") or "use @aiv, @aic or @mix",
                )
            if dec.has_args:
                raise self.err(dec, f"the decorator '@{dec.name}' takes no arguments")
            core_kind = DECORATORS[dec.name]
        if node.ret is not None:
            raise self.err(node.ret, "kernels return nothing; remove the return type")
        body = _Body("kernel", node.name)
        params = self.kernel_params(node, body)
        body.assigned_anywhere = _assigned_names(node.body)
        self.body = body
        self.scope_policies(node.body, body)
        stmts = self.block(node.body)
        for load, site in body.bypass_reads:
            write = body.first_write.get(load.tensor)
            if write is not None:
                raise self.err(
                    site,
                    f"BYPASS read of '{load.tensor}' at {_loc(site)} conflicts with the write "
                    f"to '{load.tensor}' at {_loc(write)}: the write goes through the cached "
                    "window and the read through the nocache alias, so they may disagree",
                    f"read '{load.tensor}' with cache=CachePolicy.DEFAULT, or write the result "
                    "to another tensor",
                )
        for p in params:
            if isinstance(p, A.TensorParam):
                p.written = p.name in body.first_write
        self.body = None
        return A.Kernel(
            name=node.name,
            core_kind=core_kind,
            params=params,
            body=stmts,
            locals=dict(body.locals),
            span=_span(node),
            sites=body.sites,
        )

    def kernel_params(self, node: S.KernelDef, body: _Body) -> list[A.TensorParam | A.ScalarParam]:
        seen: dict[str, S.Param] = {}
        params: list[A.TensorParam | A.ScalarParam] = []
        symbol_nodes: dict[str, S.Name] = {}
        for p in node.params:
            self.check_param_name(p, seen)
            ann = p.annotation
            if isinstance(ann, S.TensorTypeAnn):
                if len(body.tensors) >= abi.MAX_TENSORS:
                    raise self.err(p, f"a kernel takes at most {abi.MAX_TENSORS} tensor parameters")
                ttype = self.tensor_type(ann, p.name, len(params), body, symbol_nodes)
                tp = A.TensorParam(p.name, len(body.tensors), ttype, _span(p))
                body.tensors[p.name] = tp
                params.append(tp)
            else:
                if len(body.scalars) >= abi.MAX_SCALARS:
                    raise self.err(p, f"a kernel takes at most {abi.MAX_SCALARS} scalar parameters")
                sp = A.ScalarParam(
                    p.name, len(body.scalars), self.scalar_type(ann, "a scalar parameter"), _span(p)
                )
                body.scalars[p.name] = sp
                params.append(sp)
        for sym, sym_node in symbol_nodes.items():
            if sym in seen:
                raise self.err(
                    sym_node, f"'{sym}' is both a shape symbol and a parameter name"
                )
        return params

    def tensor_type(
        self,
        ann: S.TensorTypeAnn,
        pname: str,
        _position: int,
        body: _Body,
        symbol_nodes: dict[str, S.Name],
    ) -> TensorType:
        if ann.head != "Tensor":
            raise self.err(
                ann, f"unknown type '{ann.head}'", did_you_mean(ann.head, ["Tensor"])
            )
        if not ann.dims:
            raise self.err(ann, "a tensor needs at least one dimension", "e.g. Tensor[[N], f32]")
        if len(ann.dims) > abi.MAX_DIMS:
            raise self.err(ann, f"a tensor has at most {abi.MAX_DIMS} dimensions")
        dims: list[int | str] = []
        for k, d in enumerate(ann.dims):
            if isinstance(d, S.Num):
                dims.append(int(d.value))
                continue
            const = self.consts.get(d.id)
            if const is not None:
                if not isinstance(const.value, int) or isinstance(const.value, bool):
                    raise self.err(d, f"const '{d.id}' is not an integer and cannot be a dimension")
                if const.value < 0:
                    raise self.err(d, f"dimension '{d.id}' is negative ({const.value})")
                dims.append(const.value)
                continue
            if d.id in RESERVED or d.id in self.funcs or d.id in self.kernel_nodes:
                raise self.err(d, f"'{d.id}' cannot be used as a shape symbol")
            if d.id not in body.symbols:
                body.symbols[d.id] = (pname, k)
                symbol_nodes[d.id] = d
            dims.append(d.id)
        dtype = self.scalar_type(ann.dtype, "a tensor's element type")
        return TensorType(tuple(dims), dtype)

    def scope_policies(self, stmts: list[S.Stmt], body: _Body) -> None:
        """Applies the top-level set_cache_policy statements before the body is checked, so
        they cover reads written textually before them too."""
        first: dict[str, S.Node] = {}
        for stmt in stmts:
            if not (isinstance(stmt, S.ExprStmt) and _is_call_of(stmt.value, "set_cache_policy")):
                continue
            call = stmt.value
            assert isinstance(call, S.Call)
            usage = "e.g. set_cache_policy(x, CachePolicy.BYPASS)"
            if call.kwargs:
                raise self.err(call.kwargs[0], "set_cache_policy takes no keyword arguments", usage)
            if len(call.args) != 2:
                raise self.err(
                    call, f"set_cache_policy takes 2 arguments, got {len(call.args)}", usage
                )
            target, pol = call.args
            if not isinstance(target, S.Name) or target.id not in body.tensors:
                raise self.err(
                    target, "the first argument of set_cache_policy must be a tensor parameter",
                    usage,
                )
            policy = self.policy_value(pol)
            if target.id in first:
                raise self.err(
                    call,
                    f"set_cache_policy is applied to '{target.id}' twice "
                    f"(first at {_loc(first[target.id])})",
                )
            first[target.id] = call
            body.tensors[target.id].scope_policy = policy
            body.scope_stmts.add(id(stmt))

    def policy_value(self, node: S.Expr) -> CachePolicy:
        usage = "use CachePolicy.DEFAULT or CachePolicy.BYPASS"
        if (
            isinstance(node, S.Attribute)
            and isinstance(node.value, S.Name)
            and node.value.id == "CachePolicy"
        ):
            names = {p.name: p for p in CachePolicy}
            if node.attr in names:
                return names[node.attr]
            raise self.err(
                node,
                f"unknown cache policy 'CachePolicy.{node.attr}'",
                did_you_mean(node.attr, names, "CachePolicy.") or usage,
            )
        raise self.err(node, "expected a cache policy", usage)

    # ================================================================ statements

    def block(self, stmts: list[S.Stmt]) -> list[A.Stmt]:
        out: list[A.Stmt] = []
        for stmt in stmts:
            result = self.stmt(stmt)
            if result is not None:
                out.append(result)
        return out

    def nested(self, stmts: list[S.Stmt], loop: bool = False) -> list[A.Stmt]:
        body = self.cur
        body.block_depth += 1
        body.loop_depth += 1 if loop else 0
        try:
            return self.block(stmts)
        finally:
            body.block_depth -= 1
            body.loop_depth -= 1 if loop else 0

    @property
    def cur(self) -> _Body:
        assert self.body is not None
        return self.body

    def stmt(self, node: S.Stmt) -> A.Stmt | None:
        body = self.cur
        span = _span(node)
        if isinstance(node, S.Pass):
            return None
        if isinstance(node, S.Assign):
            return self.assign(node)
        if isinstance(node, S.AugAssign):
            return self.aug_assign(node)
        if isinstance(node, S.ExprStmt):
            return self.expr_stmt(node)
        if isinstance(node, S.If):
            cond = self.condition(node.cond)
            return A.If(span, cond, self.nested(node.body), self.nested(node.orelse))
        if isinstance(node, S.While):
            cond = self.condition(node.cond)
            return A.While(span, cond, self.nested(node.body, loop=True))
        if isinstance(node, S.For):
            return self.for_stmt(node)
        if isinstance(node, (S.Break, S.Continue)):
            word = "break" if isinstance(node, S.Break) else "continue"
            if body.loop_depth == 0:
                raise self.err(node, f"'{word}' outside a loop")
            return A.Break(span) if isinstance(node, S.Break) else A.Continue(span)
        if isinstance(node, S.Return):
            return self.return_stmt(node)
        if isinstance(node, S.AssertStmt):
            return self.assert_stmt(node)
        raise self.err(node, "unsupported construct: statement")

    # ------------------------------------------------------------- assignment

    def check_assignable(self, target: S.Name) -> None:
        """Rejects assignment to anything that is not (or cannot become) a local variable."""
        body = self.cur
        name = target.id
        if name in body.locals:
            return
        if name in body.tensors:
            raise self.err(
                target,
                f"cannot assign to tensor parameter '{name}'",
                f"store an element instead, e.g. {name}[i] = ...",
            )
        if name in body.scalars:
            raise self.err(
                target,
                f"cannot assign to scalar parameter '{name}'",
                f"copy it into a local first, e.g. {name}_local = {name}",
            )
        if name in body.symbols:
            tensor, _dim = body.symbols[name]
            raise self.err(
                target, f"cannot assign to shape symbol '{name}' (bound by the shape of '{tensor}')"
            )
        if name in self.consts:
            raise self.err(target, f"cannot assign to const '{name}'")
        if name in BUILTIN_VARS or name in CORE_CONSTS:
            raise self.err(target, f"cannot assign to builtin '{name}'")
        if name in RESERVED:
            raise self.err(target, f"cannot assign to '{name}': it is a builtin name")
        if name in self.funcs:
            raise self.err(target, f"cannot assign to '{name}': it names a helper")

    def annotation_type(self, ann: S.Expr) -> ScalarType:
        if isinstance(ann, S.Name) and ann.id in SCALAR_TYPES:
            return SCALAR_TYPES[ann.id]
        if isinstance(ann, S.Name):
            raise self.err(ann, f"unknown type '{ann.id}'", did_you_mean(ann.id, SCALAR_TYPES))
        if isinstance(ann, S.Subscript) and isinstance(ann.value, S.Name) and (
            ann.value.id == "Tensor"
        ):
            raise self.err(ann, "local variables are scalars; tensors are kernel parameters")
        raise self.err(ann, "expected a scalar type such as f32 or i64")

    def define(self, target: S.Name, t: ScalarType) -> None:
        body = self.cur
        old = body.locals.get(target.id)
        if old is None:
            body.locals[target.id] = t
        elif old != t:
            raise self.err(target, f"'{target.id}' is {old}, not {t}")

    def assign(self, node: S.Assign) -> A.Stmt:
        if node.extra_targets:
            raise self.err(
                node,
                "unsupported construct: chained assignment",
                "assign each name in its own statement",
            )
        target = node.target
        if node.value is None:
            raise self.err(
                node, "a declaration needs a value", "e.g. v: f32 = 0.0"
            )
        if isinstance(target, S.Name):
            self.check_assignable(target)
            body = self.cur
            declared = self.annotation_type(node.annotation) if node.annotation else None
            existing = body.locals.get(target.id)
            if declared is not None and existing is not None and declared != existing:
                raise self.err(
                    node.annotation,
                    f"'{target.id}' is already declared as {existing}",
                )
            want = declared or existing
            if want is not None:
                value = self.value_as(node.value, want)
            else:
                value = self.value(node.value)
            self.define(target, value.type)
            return A.Assign(_span(node), target.id, value)
        if node.annotation is not None:
            raise self.err(node.annotation, "only a variable name can carry a type annotation")
        return self.store(node, target, node.value, None)

    def store_target(self, target: S.Expr) -> tuple[A.TensorParam, list[A.Expr]]:
        body = self.cur
        if isinstance(target, S.Call) and _is_call_of(target, "load"):
            raise self.err(
                target,
                "cache policies apply to reads only; stores have no policy",
                "write to the element directly, e.g. y[i] = v",
            )
        if not isinstance(target, S.Subscript):
            if isinstance(target, S.Unsupported):
                raise self.err(target, f"unsupported construct: {target.what}", target.hint)
            raise self.err(target, "cannot assign to this expression")
        if isinstance(target.value, S.Attribute):
            raise self.err(target, "cannot assign to a tensor's shape")
        if not isinstance(target.value, S.Name) or target.value.id not in body.tensors:
            if isinstance(target.value, S.Name):
                name = target.value.id
                if body.kind == "func" and name not in body.locals:
                    raise self.err(
                        target.value,
                        f"unknown name '{name}'",
                        "helpers cannot access tensors; pass element values as arguments",
                    )
                self.name_expr(target.value)  # reports unknown names
                raise self.err(target.value, f"'{name}' is not a tensor and cannot be indexed")
            raise self.err(target, "only tensor parameters can be indexed")
        tp = body.tensors[target.value.id]
        return tp, self.indices(tp, target)

    def store(
        self, node: S.Stmt, target: S.Expr, value_node: S.Expr, op: str | None
    ) -> A.Stmt:
        tp, indices = self.store_target(target)
        dtype = tp.type.dtype
        if op is None:
            value = self.value_as(value_node, dtype)
        else:
            load = self.make_load(tp, indices, target, None)
            value = self.binary_typed(node, op, load, value_node, dtype)
        if tp.name not in self.cur.first_write:
            self.cur.first_write[tp.name] = target
        return A.Store(_span(node), tp.name, indices, value)

    def aug_assign(self, node: S.AugAssign) -> A.Stmt:
        if node.op in ("**", "@"):
            raise self.err(node, f"unsupported construct: augmented assignment '{node.op}='")
        target = node.target
        if isinstance(target, S.Name):
            self.check_assignable(target)
            body = self.cur
            t = body.locals.get(target.id)
            if t is None:
                if target.id in body.assigned_anywhere:
                    raise self.err(target, f"name '{target.id}' is used before assignment")
                raise self.unknown_name(target)
            current = A.Var(_span(target), target.id, type=t)
            value = self.binary_typed(node, node.op, current, node.value, t)
            if value.type != t:
                raise self.err(node, f"'{target.id}' is {t} but the result is {value.type}")
            return A.Assign(_span(node), target.id, value)
        return self.store(node, target, node.value, node.op)

    def binary_typed(
        self, node: S.Node, op: str, left: A.Expr, right_node: S.Expr, t: ScalarType
    ) -> A.Expr:
        right = self.expr(right_node, t)
        return self.binary(node, op, left, right, left_node=node, right_node=right_node)

    # ------------------------------------------------------------- other statements

    def expr_stmt(self, node: S.ExprStmt) -> A.Stmt | None:
        body = self.cur
        value = node.value
        if _is_call_of(value, "set_cache_policy"):
            if id(node) in body.scope_stmts:
                return None
            raise self.err(value, SCOPE_POLICY_PLACEMENT)
        if isinstance(value, S.Call) and isinstance(value.func, S.Attribute) and isinstance(
            value.func.value, S.Name
        ) and value.func.value.id == "log" and "log" not in body.locals:
            return self.log_stmt(node, value)
        if isinstance(value, S.Call) and isinstance(value.func, S.Name) and (
            value.func.id in self.funcs
        ) and value.func.id not in body.locals:
            call = self.helper_call(value, as_statement=True)
            return A.ExprStmt(_span(node), call)
        if isinstance(value, S.Unsupported):
            raise self.err(value, f"unsupported construct: {value.what}", value.hint)
        # Check the expression first so that its own errors are reported precisely.
        self.expr(value)
        raise self.err(value, "this expression has no effect", NO_EFFECT_HINT)

    def condition(self, node: S.Expr) -> A.Expr:
        cond = self.value(node)
        if not cond.type.is_bool:
            raise self.err(
                node,
                f"a condition must be bool, got {cond.type}",
                "compare explicitly, e.g. `x != 0`",
            )
        return cond

    def for_stmt(self, node: S.For) -> A.Stmt:
        body = self.cur
        target = node.target
        if not isinstance(target, S.Name):
            raise self.err(target, "the loop variable must be a name")
        it = node.iter
        if not _is_call_of(it, "range"):
            raise self.err(it, "for loops iterate over range(...) only", "e.g. for i in range(n):")
        assert isinstance(it, S.Call)
        if it.kwargs:
            raise self.err(it.kwargs[0], "range() takes no keyword arguments")
        if not 1 <= len(it.args) <= 3:
            raise self.err(it, f"range() takes 1 to 3 arguments, got {len(it.args)}")
        self.check_assignable(target)
        existing = body.locals.get(target.id)
        bounds = [self.expr(a) for a in it.args]
        typed = [(b, n) for b, n in zip(bounds, it.args, strict=False) if id(b) not in self.flex]
        if typed:
            t = typed[0][0].type
            for b, n in typed[1:]:
                if b.type != t:
                    raise self.err(
                        n,
                        f"range() bounds must have one type, got {t} and {b.type}",
                        f"cast with {_cast_target(t, b.type)}(...)",
                    )
        elif existing is not None and existing.is_int:
            t = existing
        else:
            t = I64
        if not t.is_int:
            raise self.err(
                typed[0][1] if typed else it, f"range() bounds must be integers, got {t}",
                "cast with i64(...)",
            )
        bounds = [self.coerce(b, t, n) for b, n in zip(bounds, it.args, strict=False)]
        if len(bounds) == 1:
            start: A.Expr = A.Literal(_span(it), 0, type=t)
            stop = bounds[0]
            step: A.Expr = A.Literal(_span(it), 1, type=t)
        elif len(bounds) == 2:
            start, stop = bounds
            step = A.Literal(_span(it), 1, type=t)
        else:
            start, stop, step = bounds
            if isinstance(step, A.Literal) and step.value == 0:
                raise self.err(it.args[2], "range() step must not be zero")
        if existing is not None and existing != t:
            raise self.err(
                target, f"loop variable '{target.id}' is {existing} but the range is {t}"
            )
        body.locals[target.id] = t
        stmts = self.nested(node.body, loop=True)
        return A.For(_span(node), target.id, start, stop, step, stmts)

    def return_stmt(self, node: S.Return) -> A.Stmt:
        body = self.cur
        span = _span(node)
        if body.kind == "kernel":
            if node.value is not None:
                raise self.err(node.value, "a kernel cannot return a value")
            return A.Return(span)
        if body.ret is None:
            if node.value is not None:
                raise self.err(
                    node.value,
                    f"helper '{body.name}' has no return type",
                    f"declare one, e.g. func {body.name}(...) -> f32:",
                )
            return A.Return(span)
        if node.value is None:
            raise self.err(node, f"helper '{body.name}' must return a {body.ret}")
        return A.Return(span, self.value_as(node.value, body.ret))

    # ------------------------------------------------------------- logs and asserts

    def site_args(self, fmt_node: S.Str, arg_nodes: list[S.Expr]) -> tuple[list[A.Expr], list[str]]:
        args = [self.value(a) for a in arg_nodes]
        self.check_format(fmt_node, [a.type for a in args], len(arg_nodes))
        return args, [a.type.name for a in args]

    def check_format(self, node: S.Str, types: list[ScalarType], nargs: int) -> None:
        try:
            parts = list(string.Formatter().parse(node.value))
        except ValueError as exc:
            raise self.err(node, f"invalid format string: {exc}") from None
        specs: list[str] = []
        for _text, name, spec, conversion in parts:
            if name is None:
                continue
            if name != "":
                raise self.err(
                    node,
                    f"format placeholders must be '{{}}' (got '{{{name}}}'): positional "
                    "indices and names are not supported",
                )
            if conversion:
                raise self.err(node, f"conversion '!{conversion}' is not supported in a format")
            if "{" in (spec or ""):
                raise self.err(node, "nested placeholders in a format spec are not supported")
            specs.append(spec or "")
        if len(specs) != nargs:
            raise self.err(
                node,
                f"the format has {len(specs)} placeholder(s) but {nargs} argument(s) follow",
            )
        for spec, t in zip(specs, types, strict=False):
            try:
                format(_format_sample(t), spec)
            except (ValueError, TypeError):
                raise self.err(
                    node, f"format spec ':{spec}' is not valid for a {t} argument"
                ) from None

    def new_site(self, kind: str, level: str, fmt: str, line: int, arg_types: list[str]) -> A.Site:
        body = self.cur
        site = A.Site(len(body.sites), kind, level, fmt, self.src.filename, line, arg_types)
        body.sites.append(site)
        return site

    def log_stmt(self, node: S.ExprStmt, call: S.Call) -> A.Stmt:
        body = self.cur
        func = call.func
        assert isinstance(func, S.Attribute)
        level = func.attr
        if level not in LOG_LEVELS:
            hint = did_you_mean(level, LOG_LEVELS, "log.")
            if level.startswith("inf"):
                hint = "use log.info_v0 ... log.info_v9 (log.info_v5 is INFO)"
            raise self.err(func, f"unknown log level 'log.{level}'", hint)
        if body.kind != "kernel":
            raise self.err(call, "log statements are only allowed in kernel bodies")
        if call.kwargs:
            raise self.err(call.kwargs[0], f"log.{level} takes no keyword arguments")
        if not call.args or not isinstance(call.args[0], S.Str):
            raise self.err(
                call.args[0] if call.args else call,
                f"log.{level} needs a format string literal first",
                f'e.g. log.{level}("x = {{}}", x)',
            )
        fmt = call.args[0]
        assert isinstance(fmt, S.Str)
        args, types = self.site_args(fmt, call.args[1:])
        site = self.new_site("log", level, fmt.value, node.line, types)
        return A.Log(_span(node), site, args)

    def assert_stmt(self, node: S.AssertStmt) -> A.Stmt:
        body = self.cur
        if body.kind != "kernel":
            raise self.err(node, "assert statements are only allowed in kernel bodies")
        cond = self.condition(node.cond)
        if node.extra:
            fmt = node.extra[0]
            if not isinstance(fmt, S.Str):
                raise self.err(
                    fmt,
                    "the assert message must be a string literal",
                    'e.g. assert x > 0, "x = {}", x',
                )
            args, types = self.site_args(fmt, node.extra[1:])
            text = fmt.value
        else:
            args, types = [], []
            text = "assertion failed: " + self.source_text(node.cond)
            text = text.replace("{", "{{").replace("}", "}}")
        site = self.new_site("assert", "assert", text, node.line, types)
        return A.Assert(_span(node), cond, site, args)

    def source_text(self, node: S.Node) -> str:
        line = self.src.line_text(node.line) or ""
        if node.end_line == node.line:
            return line[node.col - 1 : node.end_col - 1]
        return line[node.col - 1 :]

    # ================================================================ expressions

    def value(self, node: S.Expr, hint: ScalarType | None = None) -> A.Expr:
        """Checks an expression whose type must now be fixed (literals take their default)."""
        e = self.expr(node, hint)
        return self.finalize(e, node)

    def value_as(self, node: S.Expr, t: ScalarType) -> A.Expr:
        """Checks an expression that must have type ``t`` (literals adapt)."""
        return self.coerce(self.expr(node, t), t, node)

    def is_flex(self, e: A.Expr) -> bool:
        return id(e) in self.flex

    def flex_literal(self, node: S.Node, value: int | float) -> A.Literal:
        if isinstance(value, float):
            lit = A.Literal(_span(node), value, type=F32)
            self.flex[id(lit)] = "float"
            self._flex_keep.append(lit)
        else:
            lit = A.Literal(_span(node), value, type=I64)
            self.flex[id(lit)] = "int"
            self._flex_keep.append(lit)
        return lit

    def finalize(self, e: A.Expr, node: S.Node) -> A.Expr:
        if self.is_flex(e):
            return self.coerce(e, e.type, node)
        return e

    def coerce(self, e: A.Expr, t: ScalarType, node: S.Node) -> A.Expr:
        """``e`` as type ``t``: an untyped literal adapts (range-checked), else types must match."""
        kind = self.flex.get(id(e))
        if kind is None:
            if e.type != t:
                raise self.err(
                    node,
                    f"type mismatch: expected {t}, got {e.type}",
                    f"cast with {t}(...)" if not (t.is_bool or e.type.is_bool) else
                    "compare explicitly, e.g. `x != 0`" if t.is_bool else f"cast with {t}(...)",
                )
            return e
        assert isinstance(e, A.Literal)
        value = e.value
        if t.is_bool:
            raise self.err(
                node,
                f"{'an integer' if kind == 'int' else 'a float'} literal cannot be used as bool",
                "use True/False, or compare explicitly, e.g. `x != 0`",
            )
        if t.is_int:
            if kind == "float":
                raise self.err(
                    node,
                    f"float literal {value!r} cannot be used as {t}",
                    f"cast with {t}(...)",
                )
            lo, hi = _int_range(t)
            if not lo <= value <= hi:
                hint = None
                if t == I64 and 0 <= value <= _int_range(U64)[1]:
                    hint = "annotate the type, e.g. v: u64 = ..."
                raise self.err(node, f"integer literal {value} is out of range for {t}", hint)
            return A.Literal(e.span, int(value), type=t)
        # float target
        try:
            fvalue = float(value)
        except OverflowError:
            raise self.err(node, f"literal is out of range for {t}") from None
        if not math.isfinite(fvalue) or (t.bits == 32 and abs(fvalue) > F32_MAX):
            raise self.err(node, f"literal {value!r} is out of range for {t}")
        return A.Literal(e.span, fvalue, type=t)

    def unify(
        self, exprs: list[A.Expr], nodes: list[S.Expr], what: str, hint: ScalarType | None
    ) -> list[A.Expr]:
        """Gives ``exprs`` one type: typed operands must agree, literals adapt to them."""
        typed = [(e, n) for e, n in zip(exprs, nodes, strict=False) if not self.is_flex(e)]
        if typed:
            t = typed[0][0].type
            for e, n in typed[1:]:
                if e.type != t:
                    raise self.err(
                        n,
                        f"mismatched types in {what}: {t} and {e.type}",
                        f"cast with {_cast_target(t, e.type)}(...)",
                    )
        else:
            has_float = any(self.flex[id(e)] == "float" for e in exprs)
            if hint is not None and not hint.is_bool and (hint.is_float or not has_float):
                t = hint
            else:
                t = F32 if has_float else I64
        return [self.coerce(e, t, n) for e, n in zip(exprs, nodes, strict=False)]

    def expr(self, node: S.Expr, hint: ScalarType | None = None) -> A.Expr:
        """Checks an expression; an untyped literal result stays adaptable (see ``flex``)."""
        self.depth += 1
        try:
            if self.depth > MAX_EXPR_DEPTH:
                raise self.err(node, "expression nested too deeply")
            return self._expr(node, hint)
        finally:
            self.depth -= 1

    def _expr(self, node: S.Expr, hint: ScalarType | None) -> A.Expr:
        span = _span(node)
        if isinstance(node, S.Num):
            return self.flex_literal(node, node.value)
        if isinstance(node, S.BoolLit):
            return A.Literal(span, node.value, type=BOOL)
        if isinstance(node, S.Name):
            return self.name_expr(node)
        if isinstance(node, S.Str):
            raise self.err(
                node,
                "unsupported construct: strings are only allowed as the format of "
                "log.<level>(...) and assert",
            )
        if isinstance(node, S.Unsupported):
            raise self.err(node, f"unsupported construct: {node.what}", node.hint)
        if isinstance(node, S.UnaryOp):
            return self.unary(node, hint)
        if isinstance(node, S.BinOp):
            if node.op in ("and", "or"):
                left = self.value(node.left)
                right = self.value(node.right)
                for side, n in ((left, node.left), (right, node.right)):
                    if not side.type.is_bool:
                        raise self.err(
                            n,
                            f"'{node.op}' needs bool operands, got {side.type}",
                            "compare with 0, e.g. `x != 0`",
                        )
                return A.Logical(span, node.op, left, right, type=BOOL)
            left = self.expr(node.left, hint)
            right = self.expr(node.right, hint if self.is_flex(left) else left.type)
            return self.binary(node, node.op, left, right, node.left, node.right)
        if isinstance(node, S.Compare):
            return self.compare(node)
        if isinstance(node, S.IfExp):
            cond = self.condition(node.cond)
            then = self.expr(node.then, hint)
            other = self.expr(node.orelse, hint if self.is_flex(then) else then.type)
            then, other = self.unify(
                [then, other], [node.then, node.orelse], "the arms of 'if/else'", hint
            )
            return A.Conditional(span, cond, then, other, type=then.type)
        if isinstance(node, S.Call):
            return self.call(node, hint)
        if isinstance(node, S.Subscript):
            return self.subscript(node)
        if isinstance(node, S.Attribute):
            return self.attribute(node)
        raise self.err(node, "unsupported construct: expression")

    # ------------------------------------------------------------- names

    def unknown_name(self, node: S.Name) -> CompileError:
        body = self.cur
        candidates = (
            set(body.locals)
            | set(body.assigned_anywhere)
            | set(body.tensors)
            | set(body.scalars)
            | set(body.symbols)
            | set(self.consts)
            | set(BUILTIN_VARS)
            | set(CORE_CONSTS)
            | set(INTRINSICS)
            | set(self.funcs)
        )
        hint = did_you_mean(node.id, candidates)
        if node.id == "None":
            return self.err(node, "None is not a value in incore")
        return self.err(node, f"unknown name '{node.id}'", hint)

    def name_expr(self, node: S.Name) -> A.Expr:
        body = self.cur
        name = node.id
        span = _span(node)
        if name in body.locals:
            return A.Var(span, name, type=body.locals[name])
        if name in body.scalars:
            sp = body.scalars[name]
            return A.ScalarArg(span, name, sp.index, type=sp.type)
        if name in body.tensors:
            raise self.err(
                node,
                f"tensor '{name}' cannot be used as a value",
                f"index it to read an element, e.g. {name}[i]",
            )
        if name in body.symbols:
            tensor, dim = body.symbols[name]
            return A.ShapeOf(span, tensor, dim, type=I64)
        if name in body.assigned_anywhere:
            raise self.err(node, f"name '{name}' is used before assignment")
        if name in self.consts:
            value = self.consts[name].value
            if isinstance(value, bool):
                return A.Literal(span, value, type=BOOL)
            return self.flex_literal(node, value)
        if name in BUILTIN_VARS:
            return A.BuiltinVar(span, name, type=I64)
        if name in CORE_CONSTS:
            return A.Literal(span, CORE_CONSTS[name], type=I64)
        if name in SCALAR_TYPES:
            raise self.err(node, f"'{name}' is a type, not a value", f"cast with {name}(x)")
        if name in INTRINSICS or name in SPECIAL_FUNCS:
            raise self.err(node, f"'{name}' is a builtin function; call it")
        if name in self.funcs:
            raise self.err(node, f"'{name}' is a helper; call it, e.g. {name}(...)")
        if name in self.kernel_nodes:
            raise self.err(node, f"kernel '{name}' cannot be used as a value")
        if name in ("log", "CachePolicy", "Tensor"):
            raise self.err(node, f"'{name}' cannot be used as a value")
        if body.kind == "func" and name in self.kernel_param_names:
            raise self.err(
                node,
                f"unknown name '{name}'",
                "helpers only see their own parameters, consts and builtins",
            )
        raise self.unknown_name(node)

    # ------------------------------------------------------------- operators

    def unary(self, node: S.UnaryOp, hint: ScalarType | None) -> A.Expr:
        span = _span(node)
        if node.op == "not":
            operand = self.value(node.operand)
            if not operand.type.is_bool:
                raise self.err(
                    node.operand,
                    f"'not' needs a bool operand, got {operand.type}",
                    "compare with 0, e.g. `x == 0`",
                )
            return A.Unary(span, "not", operand, type=BOOL)
        operand = self.expr(node.operand, hint)
        kind = self.flex.get(id(operand))
        if kind is not None:
            assert isinstance(operand, A.Literal)
            v = operand.value
            if node.op == "-":
                return self.flex_literal(node, -v)
            if node.op == "+":
                return self.flex_literal(node, v)
            if kind == "int":
                return self.flex_literal(node, ~v)
            raise self.err(node, "operator '~' is not defined for a float")
        t = operand.type
        if node.op in ("-", "+"):
            if not (t.is_int or t.is_float):
                raise self.err(node, f"operator '{node.op}' is not defined for {t}")
            if node.op == "+":
                return operand
            return A.Unary(span, "-", operand, type=t)
        if not t.is_int:
            hint_text = "use `not` for bool" if t.is_bool else "bitwise operators work on integers"
            raise self.err(node, f"operator '~' is not defined for {t}", hint_text)
        return A.Unary(span, "~", operand, type=t)

    def check_op(self, node: S.Node, op: str, t: ScalarType) -> None:
        ok = False
        if op in ("+", "-", "*", "//", "%"):
            ok = t.is_int or t.is_float
        elif op == "/":
            ok = t.is_float
            if t.is_int:
                raise self.err(
                    node,
                    f"operator '/' is not defined for {t}",
                    "use // for integer division, or cast with f32(...)",
                )
        elif op in ("&", "|", "^"):
            ok = t.is_int or t.is_bool
        elif op in ("<<", ">>"):
            ok = t.is_int
        if not ok:
            hint = "bitwise operators work on integers" if op in BITWISE_OPS else None
            if op == "@":
                raise self.err(node, "unsupported construct: the '@' operator")
            raise self.err(node, f"operator '{op}' is not defined for {t}", hint)

    def binary(
        self,
        node: S.Node,
        op: str,
        left: A.Expr,
        right: A.Expr,
        left_node: S.Node,
        right_node: S.Node,
    ) -> A.Expr:
        if self.is_flex(left) and self.is_flex(right):
            return self.fold(node, op, left, right)
        left, right = self.unify([left, right], [left_node, right_node], f"'{op}'", None)
        self.check_op(node, op, left.type)
        return A.Binary(_span(node), op, left, right, type=left.type)

    def fold(self, node: S.Node, op: str, left: A.Expr, right: A.Expr) -> A.Expr:
        """Folds an operation on two untyped literals into an untyped literal."""
        assert isinstance(left, A.Literal) and isinstance(right, A.Literal)
        a, b = left.value, right.value
        is_float = self.flex[id(left)] == "float" or self.flex[id(right)] == "float"
        if op == "@":
            raise self.err(node, "unsupported construct: the '@' operator")
        if op == "/" and not is_float:
            raise self.err(
                node,
                "operator '/' is not defined for integers",
                "use // for integer division, or write float literals such as 1.0",
            )
        if is_float and op in BITWISE_OPS:
            raise self.err(node, f"operator '{op}' is not defined for floats",
                           "bitwise operators work on integers")
        if is_float:
            a, b = float(a), float(b)
        try:
            if op == "+":
                r = a + b
            elif op == "-":
                r = a - b
            elif op == "*":
                r = a * b
            elif op == "/":
                r = a / b
            elif op == "//":
                # floats fold with the device's formula, floor(a / b), so a folded constant
                # equals the value the payload computes for the same operands
                r = math.floor(a / b) * 1.0 if is_float else a // b
            elif op == "%":
                r = a - math.floor(a / b) * b if is_float else a % b
            elif op == "&":
                r = a & b
            elif op == "|":
                r = a | b
            elif op == "^":
                r = a ^ b
            else:
                if not 0 <= b <= 128:
                    raise self.err(node, f"shift count {b} is out of range")
                r = a << b if op == "<<" else a >> b
        except ZeroDivisionError:
            raise self.err(node, "division by zero in a constant expression") from None
        except (OverflowError, ValueError):  # math.floor of inf / nan
            raise self.err(node, "constant expression overflows") from None
        if isinstance(r, int) and abs(r) >= 1 << 128:
            raise self.err(node, "constant expression overflows")
        if isinstance(r, float) and not math.isfinite(r):
            raise self.err(node, "constant expression overflows")
        return self.flex_literal(node, r)

    def compare(self, node: S.Compare) -> A.Expr:
        if len(node.ops) > 1:
            raise self.err(
                node,
                "chained comparisons are not supported",
                "combine two comparisons with `and`, e.g. a < b and b < c",
            )
        op = node.ops[0]
        if op not in ("==", "!=", "<", "<=", ">", ">="):
            raise self.err(
                node,
                f"unsupported construct: the '{op}' operator",
                "use == or !=" if op.startswith("is") else None,
            )
        ln, rn = node.operands
        left = self.expr(ln)
        right = self.expr(rn, None if self.is_flex(left) else left.type)
        left, right = self.unify([left, right], [ln, rn], f"'{op}'", None)
        t = left.type
        if t.is_bool and op not in ("==", "!="):
            raise self.err(node, f"operator '{op}' is not defined for bool")
        return A.Compare(_span(node), op, left, right, type=BOOL)

    # ------------------------------------------------------------- calls

    def call(self, node: S.Call, hint: ScalarType | None) -> A.Expr:
        body = self.cur
        func = node.func
        if isinstance(func, S.Attribute):
            if isinstance(func.value, S.Name) and func.value.id == "log":
                if func.attr not in LOG_LEVELS:
                    hint_text = did_you_mean(func.attr, LOG_LEVELS, "log.")
                    raise self.err(func, f"unknown log level 'log.{func.attr}'", hint_text)
                raise self.err(node, f"log.{func.attr}(...) is a statement and has no value")
            raise self.err(node, "unsupported construct: method call")
        if not isinstance(func, S.Name):
            if isinstance(func, S.Unsupported):
                raise self.err(func, f"unsupported construct: {func.what}", func.hint)
            raise self.err(node, "only functions can be called")
        name = func.id
        for arg in node.args:
            if isinstance(arg, S.Unsupported):
                raise self.err(arg, f"unsupported construct: {arg.what}", arg.hint)
        if name in body.locals or name in body.scalars or name in body.symbols:
            raise self.err(func, f"'{name}' is not a function")
        if name in body.tensors:
            raise self.err(func, f"tensor '{name}' is not a function", f"index it: {name}[i]")
        if name == "load":
            return self.load_call(node)
        if node.kwargs:
            raise self.err(
                node.kwargs[0],
                "unsupported construct: keyword arguments (only cache= of load(...))",
            )
        if name in SCALAR_TYPES:
            return self.cast(node, SCALAR_TYPES[name])
        if name in INTRINSICS:
            return self.intrinsic(node, name, hint)
        if name == "get_l2_cache_offset":
            if node.args:
                raise self.err(node, "get_l2_cache_offset() takes no arguments")
            if self.arch == "a5":
                raise self.err(
                    node,
                    "get_l2_cache_offset() is not available on a5: A5 carries the cache "
                    "policy in the load instruction, so there is no offset to read",
                    "use load(t[i], cache=CachePolicy.BYPASS) instead",
                )
            return A.L2Offset(_span(node), type=U64)
        if name == "range":
            raise self.err(node, "range(...) is only valid as the iterable of a for loop")
        if name == "set_cache_policy":
            raise self.err(node, SCOPE_POLICY_PLACEMENT)
        if name in self.funcs:
            return self.helper_call(node, as_statement=False)
        if name in self.kernel_nodes:
            raise self.err(
                func, f"kernel '{name}' cannot be called", "kernels are launched from the host"
            )
        if name in BUILTIN_VARS or name in CORE_CONSTS:
            raise self.err(func, f"'{name}' is a value, not a function", f"write {name}")
        candidates = set(self.funcs) | set(INTRINSICS) | set(SCALAR_TYPES) | set(SPECIAL_FUNCS)
        raise self.err(func, f"unknown function '{name}'", did_you_mean(name, candidates))

    def cast(self, node: S.Call, t: ScalarType) -> A.Expr:
        if len(node.args) != 1:
            raise self.err(node, f"{t}(...) takes exactly 1 argument, got {len(node.args)}")
        arg = self.expr(node.args[0], t)
        if self.is_flex(arg):
            try:
                arg = self.coerce(arg, t, node.args[0])
            except CompileError:
                arg = self.finalize(arg, node.args[0])
        return A.Cast(_span(node), arg, type=t)

    def args_arity(self, node: S.Call, name: str, lo: int, hi: int | None) -> None:
        n = len(node.args)
        if hi is None and n < lo:
            raise self.err(node, f"{name}() takes at least {lo} arguments, got {n}")
        if hi is not None and not lo <= n <= hi:
            want = f"{lo}" if lo == hi else f"{lo} to {hi}"
            plural = "argument" if want == "1" else "arguments"
            raise self.err(node, f"{name}() takes {want} {plural}, got {n}")

    def intrinsic(self, node: S.Call, name: str, hint: ScalarType | None) -> A.Expr:
        span = _span(node)
        if name in ("min", "max"):
            self.args_arity(node, name, 2, None)
            args = [self.expr(a, hint) for a in node.args]
            args = self.unify(args, node.args, f"{name}()", hint)
            t = args[0].type
            if not (t.is_int or t.is_float):
                raise self.err(node, f"{name}() needs int or float arguments, got {t}")
            return A.Intrinsic(span, name, args, type=t)
        if name == "abs":
            self.args_arity(node, name, 1, 1)
            arg = self.value(node.args[0], hint)
            if not (arg.type.is_int or arg.type.is_float):
                raise self.err(
                    node.args[0], f"abs() needs an int or float argument, got {arg.type}"
                )
            return A.Intrinsic(span, name, [arg], type=arg.type)
        if name in FLOAT_MATH:
            self.args_arity(node, name, 1, 1)
            ft = hint if hint is not None and hint.is_float else F32
            arg = self.expr(node.args[0], ft)
            if self.is_flex(arg):
                arg = self.coerce(arg, ft, node.args[0])
            if not arg.type.is_float:
                raise self.err(
                    node.args[0],
                    f"{name}() needs a float argument, got {arg.type}",
                    "cast with f32(...)",
                )
            return A.Intrinsic(span, name, [arg], type=arg.type)
        if name == "ceil_div":
            self.args_arity(node, name, 2, 2)
            args = [self.expr(a, hint) for a in node.args]
            args = self.unify(args, node.args, "ceil_div()", hint)
            if not args[0].type.is_int:
                raise self.err(node, f"ceil_div() needs integer arguments, got {args[0].type}")
            return A.Intrinsic(span, name, args, type=args[0].type)
        # select(c, a, b)
        self.args_arity(node, name, 3, 3)
        cond = self.condition(node.args[0])
        a = self.expr(node.args[1], hint)
        b = self.expr(node.args[2], hint if self.is_flex(a) else a.type)
        a, b = self.unify([a, b], node.args[1:], "the arms of select()", hint)
        return A.Intrinsic(span, name, [cond, a, b], type=a.type)

    def helper_call(self, node: S.Call, as_statement: bool) -> A.Expr:
        assert isinstance(node.func, S.Name)
        name = node.func.id
        sig = self.funcs[name]
        if node.kwargs:
            raise self.err(
                node.kwargs[0],
                "unsupported construct: keyword arguments (only cache= of load(...))",
            )
        if len(node.args) != len(sig.params):
            raise self.err(
                node,
                f"helper '{name}' takes {len(sig.params)} argument(s), got {len(node.args)}",
            )
        if sig.ret is None and not as_statement:
            raise self.err(
                node,
                f"helper '{name}' returns nothing; it can only be called as a statement",
                f"declare a return type, e.g. func {name}(...) -> f32:",
            )
        args = [self.value_as(a, t) for a, (_n, t) in zip(node.args, sig.params, strict=False)]
        self.cur.calls.append((name, node))
        return A.Call(_span(node), name, args, type=sig.ret or BOOL)

    # ------------------------------------------------------------- tensors

    def load_call(self, node: S.Call) -> A.Expr:
        body = self.cur
        usage = "e.g. load(x[i], cache=CachePolicy.BYPASS)"
        if len(node.args) != 1:
            raise self.err(
                node, "load(...) takes exactly one element of a tensor parameter", usage
            )
        target = node.args[0]
        if not (
            isinstance(target, S.Subscript)
            and isinstance(target.value, S.Name)
            and target.value.id in body.tensors
        ):
            raise self.err(
                target, "load(...) takes exactly one element of a tensor parameter", usage
            )
        policy: CachePolicy | None = None
        for kw in node.kwargs:
            if kw.name != "cache":
                raise self.err(
                    kw, f"load() has no keyword argument '{kw.name}'",
                    did_you_mean(kw.name, ["cache"]) or "the only keyword is cache=",
                )
            if policy is not None:
                raise self.err(kw, "cache= is given twice")
            policy = self.policy_value(kw.value)
        tp = body.tensors[target.value.id]
        indices = self.indices(tp, target)
        return self.make_load(tp, indices, node, policy)

    def make_load(
        self,
        tp: A.TensorParam,
        indices: list[A.Expr],
        node: S.Node,
        explicit: CachePolicy | None,
    ) -> A.Load:
        policy = explicit if explicit is not None else tp.scope_policy
        load = A.Load(
            _span(node),
            tp.name,
            indices,
            policy,
            explicit is not None,
            type=tp.type.dtype,
        )
        if policy is CachePolicy.BYPASS:
            self.cur.bypass_reads.append((load, node))
        return load

    def indices(self, tp: A.TensorParam, node: S.Subscript) -> list[A.Expr]:
        ndim = tp.type.ndim
        if len(node.indices) != ndim:
            plural = "index" if len(node.indices) == 1 else "indices"
            raise self.err(
                node,
                f"tensor '{tp.name}' has {ndim} dimension(s), got {len(node.indices)} {plural}",
            )
        out = []
        for k, (n, dim) in enumerate(zip(node.indices, tp.type.dims, strict=False)):
            e = self.expr(n)
            if self.is_flex(e):
                if self.flex[id(e)] == "float":
                    raise self.err(n, "tensor indices must be integers", "cast with i64(...)")
                assert isinstance(e, A.Literal)
                if e.value < 0:
                    raise self.err(n, "negative indices are not supported")
                if isinstance(dim, int) and e.value >= dim:
                    raise self.err(
                        n,
                        f"index {e.value} is out of range for dimension {k} of "
                        f"'{tp.name}' (size {dim})",
                    )
                e = self.coerce(e, I64, n)
            elif not e.type.is_int:
                raise self.err(
                    n, f"tensor indices must be integers, got {e.type}", "cast with i64(...)"
                )
            out.append(e)
        return out

    def subscript(self, node: S.Subscript) -> A.Expr:
        body = self.cur
        value = node.value
        if isinstance(value, S.Attribute) and value.attr == "shape":
            return self.shape_of(node, value)
        if isinstance(value, S.Name):
            if value.id in body.tensors:
                tp = body.tensors[value.id]
                return self.make_load(tp, self.indices(tp, node), node, None)
            if body.kind == "func" and value.id not in body.locals and (
                value.id not in self.consts
            ):
                raise self.err(
                    value,
                    f"unknown name '{value.id}'",
                    "helpers cannot access tensors; pass element values as arguments",
                )
            self.expr(value)
            raise self.err(value, f"'{value.id}' is not a tensor and cannot be indexed")
        self.expr(value)
        raise self.err(node, "only tensor parameters can be indexed")

    def shape_of(self, node: S.Subscript, attr: S.Attribute) -> A.Expr:
        body = self.cur
        base = attr.value
        if not isinstance(base, S.Name) or base.id not in body.tensors:
            if isinstance(base, S.Name):
                self.expr(base)
                raise self.err(base, f"'{base.id}' is not a tensor and has no shape")
            raise self.err(attr, "only tensor parameters have a shape")
        tp = body.tensors[base.id]
        if len(node.indices) != 1:
            raise self.err(node, f"{base.id}.shape takes exactly one index")
        idx = node.indices[0]
        k = None
        if isinstance(idx, S.Num) and not idx.is_float:
            k = idx.value
        elif isinstance(idx, S.Name) and idx.id in self.consts:
            v = self.consts[idx.id].value
            k = v if isinstance(v, int) and not isinstance(v, bool) else None
        if k is None:
            raise self.err(idx, f"{base.id}.shape must be indexed with an integer constant")
        if not 0 <= k < tp.type.ndim:
            raise self.err(
                idx, f"'{base.id}' has {tp.type.ndim} dimension(s); shape index {k} is out of range"
            )
        return A.ShapeOf(_span(node), base.id, k, type=I64)

    def attribute(self, node: S.Attribute) -> A.Expr:
        body = self.cur
        base = node.value
        if isinstance(base, S.Name):
            if base.id in body.tensors:
                if node.attr == "shape":
                    raise self.err(
                        node,
                        f"{base.id}.shape must be indexed with a constant",
                        f"e.g. {base.id}.shape[0]",
                    )
                raise self.err(
                    node,
                    f"tensor '{base.id}' has no attribute '{node.attr}'",
                    did_you_mean(node.attr, ["shape"]),
                )
            if base.id == "CachePolicy":
                raise self.err(
                    node,
                    "CachePolicy values are only valid as cache= of load(...) "
                    "or in set_cache_policy(...)",
                )
            if base.id == "log":
                raise self.err(node, f"log.{node.attr} must be called as a statement")
        self.expr(base)
        raise self.err(node, f"unsupported construct: attribute '.{node.attr}'")


# ---------------------------------------------------------------- structural helpers


def _is_call_of(node: S.Expr, name: str) -> bool:
    return isinstance(node, S.Call) and isinstance(node.func, S.Name) and node.func.id == name


def _assigned_names(stmts: list[S.Stmt]) -> set[str]:
    """Every name a body assigns anywhere (to tell "used before assignment" from "unknown")."""
    names: set[str] = set()
    for s in stmts:
        if isinstance(s, (S.Assign, S.AugAssign)) and isinstance(s.target, S.Name):
            names.add(s.target.id)
        elif isinstance(s, S.For):
            if isinstance(s.target, S.Name):
                names.add(s.target.id)
            names |= _assigned_names(s.body)
        elif isinstance(s, S.While):
            names |= _assigned_names(s.body)
        elif isinstance(s, S.If):
            names |= _assigned_names(s.body) | _assigned_names(s.orelse)
    return names


def _always_returns(stmts: list[S.Stmt]) -> bool:
    """True when every path through ``stmts`` ends in a return (a structural check)."""
    for s in stmts:
        if isinstance(s, S.Return):
            return True
        if isinstance(s, S.If) and _always_returns(s.body) and _always_returns(s.orelse):
            return True
        if (
            isinstance(s, S.While)
            and isinstance(s.cond, S.BoolLit)
            and s.cond.value
            and not _has_break(s.body)
        ):
            return True
    return False


def _has_break(stmts: list[S.Stmt]) -> bool:
    for s in stmts:
        if isinstance(s, S.Break):
            return True
        if isinstance(s, S.If) and (_has_break(s.body) or _has_break(s.orelse)):
            return True
    return False


def check_module(module: S.Module, source: str, filename: str, arch: str = "a2a3") -> A.Program:
    """Checks a parsed module and returns the typed Program (raises CompileError)."""
    src = Source(source, filename)
    checker = Checker(module, src, arch)
    try:
        return checker.run()
    except RecursionError:
        raise src.error("expression nested too deeply", 1, 1) from None
