"""The semantic checker's driver: checks a parsed module into the typed AST.

It enforces the module-level rules of ``docs/language.md``: top-level definitions, helper
signatures and bodies (no recursion, a return on every path), kernel decorators, parameters
and tensor shapes; :func:`check_module` is the entry point.  The body of a kernel or helper is
checked by :mod:`incore.frontend.statements` and :mod:`incore.frontend.expressions`; its
output, :class:`incore.frontend.ast.TypedProgram`, is what lowering consumes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

from incore import abi
from incore.exceptions import CompileError, ConstParameterError
from incore.frontend import ast as A
from incore.frontend import cache_policies, const_params, grids, tiles
from incore.frontend import syntax as S
from incore.frontend.diagnostics import SourceText, did_you_mean, literal_text
from incore.frontend.expressions import ExprChecker
from incore.frontend.literals import Literals
from incore.frontend.scope import (
    FLOAT_CONSTS,
    RESERVED,
    Body,
    Const,
    FuncSig,
    Origin,
    Scope,
    loc,
    span,
    unknown_type_hint,
)
from incore.frontend.statements import StmtChecker
from incore.frontend.types import SCALAR_TYPES, CoreKind, ScalarType, TensorType, TileType

# A tensor dimension is an i64 at run time: 0 <= d < 2**63.
MAX_DIM = (1 << 63) - 1
DIM_RANGE_HINT = "a dimension is between 0 and 2**63 - 1"

# Lowering inlines helper calls recursively: at most this many nested helpers, and at most
# this many inlined helper calls per kernel (counting every copy).
MAX_INLINE_DEPTH = 64
MAX_INLINED_CALLS = 10_000
EXPANSION_CAP = 10**18  # counts saturate here

DECORATORS = {"aiv": CoreKind.AIV, "aic": CoreKind.AIC, "mix": CoreKind.MIX}


class Checker:
    """Checks one parsed module; :meth:`run` returns the TypedProgram."""

    def __init__(self, module: S.ParsedModule, src: SourceText, arch: str = "a2a3",
                 consts: Mapping[str, Mapping[str, object]] | None = None) -> None:
        if arch not in abi.ARCHS:
            raise ValueError(f"unknown arch {arch!r}; expected one of {', '.join(abi.ARCHS)}")
        self.module = module
        self.src = src
        self.scope = Scope(src, arch)
        self.ex = ExprChecker(self.scope, Literals(src))
        self.stmts = StmtChecker(self.ex)
        # helper -> (inline depth, the callee on its deepest chain); see measure_helper
        self.inline_depth: dict[str, tuple[int, str | None]] = {}
        # helper -> helper calls its inlined body makes, counted with multiplicity
        self.inline_calls: dict[str, int] = {}
        # helper -> bytes of tiles one inlined call of it allocates (tiles.check_budget)
        self.helper_tile_bytes: dict[str, int] = {}
        self.checked_funcs: dict[str, A.Function] = {}
        self.consts = dict(consts or {})  # kernel -> the const values of its specialisation

    def err(self, node: S.Node, message: str, hint: str | None = None) -> CompileError:
        """A CompileError spanning ``node``."""
        return self.scope.err(node, message, hint)

    def run(self) -> A.TypedProgram:
        """Checks the whole module and returns the TypedProgram."""
        self.collect_top_level()
        funcs: dict[str, A.Function] = {}
        call_graph: dict[str, list[tuple[str, S.Node]]] = {}
        for name, sig in self.scope.funcs.items():
            funcs[name], call_graph[name] = self.check_func(sig)
        self.checked_funcs = funcs
        self.check_recursion(call_graph)
        kernels: dict[str, A.TypedKernel] = {}
        pending: dict[str, A.PendingKernel] = {}
        for name in self.consts:
            if name not in self.scope.kernel_nodes:
                known = ", ".join(self.scope.kernel_nodes) or "none"
                raise ConstParameterError(
                    f"const values given for kernel '{name}', which is not in "
                    f"{self.src.filename} (kernels: {known})", self.src.filename)
        for name, node in self.scope.kernel_nodes.items():
            for p in node.params:
                if isinstance(p.annotation, S.ConstTypeAnn):
                    self.check_param_name(p, {})  # builtin or shadowing names
            declared = const_params.declared(node, self.const_value, self.src)
            values = const_params.bind(node, declared, self.consts.get(name), self.src)
            if values is None:
                pending[name] = A.PendingKernel(name, self.core_kind(node), declared, span(node))
                continue
            kernels[name] = self.check_kernel(node, declared, values)
        return A.TypedProgram(
            filename=self.src.filename,
            source=self.src.text,
            kernels=kernels,
            funcs=funcs,
            source_hash="sha256:" + hashlib.sha256(self.src.text.encode("utf-8")).hexdigest(),
            pending=pending,
            kernel_order=list(self.scope.kernel_nodes),
        )

    def collect_top_level(self) -> None:
        """Records the module's consts, helper signatures and kernels; rejects duplicates."""
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
                    item, f"duplicate definition of '{item.name}' (first defined at {loc(first)})"
                )
            if item.name in RESERVED:
                raise self.err(item, f"'{item.name}' is a builtin name and cannot be redefined")
            seen[item.name] = item
            if isinstance(item, S.KernelDef):
                self.scope.kernel_nodes[item.name] = item
                self.scope.kernel_param_names |= {p.name for p in item.params}
            else:
                if item.decorators:
                    what = "a helper" if isinstance(item, S.FuncDef) else "a const"
                    raise self.err(
                        item.decorators[0],
                        f"decorators apply to kernels only, not to {what}",
                        "remove the decorator",
                    )
                if isinstance(item, S.ConstDef):
                    self.scope.consts[item.name] = Const(item, self.const_value(item))
        for item in self.module.items:
            if isinstance(item, S.FuncDef):
                self.scope.funcs[item.name] = self.func_signature(item)

    def const_value(self, node: S.ConstDef) -> int | float | bool:
        """The value of a ``const``: a (signed) number or bool literal."""
        value = node.value
        sign = 1
        inner = value
        if isinstance(value, S.UnaryOp) and value.op in ("-", "+"):
            sign = -1 if value.op == "-" else 1
            inner = value.operand
        if isinstance(inner, S.Num):
            return sign * inner.value
        if isinstance(inner, S.Name) and inner.id in FLOAT_CONSTS:  # const LOW = -inf
            return sign * FLOAT_CONSTS[inner.id]
        if isinstance(inner, S.BoolLit) and inner is value:
            return inner.value
        raise self.err(
            value,
            "a const value must be a literal (int, float or bool)",
            "e.g. const CHUNK = 1024",
        )

    def scalar_type(self, ann: S.Node | None, what: str) -> ScalarType:
        """The scalar type a parameter or return annotation names (``what`` names the place)."""
        if isinstance(ann, S.TensorTypeAnn):
            raise self.err(ann, f"{what} must be a scalar type, not a tensor")
        assert isinstance(ann, S.ScalarTypeAnn)
        t = SCALAR_TYPES.get(ann.name)
        if t is None:
            if ann.name == "Tensor":
                raise self.err(ann, "Tensor needs a shape and a dtype", "e.g. Tensor[[N], f32]")
            raise self.err(ann, f"unknown type '{ann.name}'", unknown_type_hint(ann.name))
        return t

    def check_param_name(self, p: S.Param, seen: dict[str, S.Param]) -> None:
        """Rejects a duplicate, builtin, shadowing or untyped parameter; records it in ``seen``."""
        if p.name in seen:
            raise self.err(p, f"duplicate parameter '{p.name}'")
        if p.name in RESERVED:
            raise self.err(p, f"parameter name '{p.name}' is a builtin name")
        if p.name in self.scope.consts or p.name in self.scope.funcs:
            raise self.err(p, f"parameter '{p.name}' shadows the top-level name '{p.name}'")
        if p.annotation is None:
            raise self.err(
                p,
                f"parameter '{p.name}' needs a type",
                f"e.g. {p.name}: f32 or {p.name}: Tensor[[N], f32]",
            )
        seen[p.name] = p

    def func_signature(self, node: S.FuncDef) -> FuncSig:
        """A helper's signature (scalar parameters only)."""
        seen: dict[str, S.Param] = {}
        params = []
        for p in node.params:
            self.check_param_name(p, seen)
            if isinstance(p.annotation, S.ConstTypeAnn) or p.default is not None:
                raise self.err(p, f"helper parameter '{p.name}' cannot be const or have a "
                               "default", "only a kernel takes const parameters")
            if isinstance(p.annotation, S.TensorTypeAnn) and p.annotation.head == "Tile":
                params.append((p.name, tiles.signature_type(self.scope, p.annotation)))
                continue
            if isinstance(p.annotation, S.TensorTypeAnn):
                raise self.err(
                    p.annotation,
                    "helper parameters are scalars only; tensors cannot be passed to helpers",
                    "load the elements in the kernel and pass them as scalars",
                )
            params.append((p.name, self.scalar_type(p.annotation, "a helper parameter")))
        if isinstance(node.ret, S.TensorTypeAnn) and node.ret.head == "Tile":
            return FuncSig(node, params, tiles.signature_type(self.scope, node.ret))
        ret = self.scalar_type(node.ret, "a helper's return type") if node.ret else None
        return FuncSig(node, params, ret)

    # ------------------------------------------------------------- helpers

    def check_func(self, sig: FuncSig) -> tuple[A.Function, list[tuple[str, S.Node]]]:
        """Checks a helper body; returns the typed Function and the helper calls it makes."""
        node = sig.node
        body = Body("func", node.name, ret=sig.ret)
        for (name, t), p in zip(sig.params, node.params, strict=True):
            if isinstance(t, TileType):
                body.tiles[name] = t
                t = t.dtype
            body.locals[name] = t
            body.origins[name] = Origin("param", p)
        body.assigned_anywhere = _assigned_names(node.body)
        self.scope.body = body
        stmts = self.stmts.block(node.body)
        if sig.ret is not None and not _always_returns(node.body):
            raise self.err(
                node,
                f"helper '{node.name}' must return a {sig.ret} on every path",
                "add a return statement at the end of the helper",
            )
        self.scope.body = None
        fn = A.Function(
            node.name, list(sig.params), sig.ret, stmts, dict(body.locals), span(node),
            tiles=dict(body.tiles),
        )
        return fn, body.calls

    def check_recursion(self, graph: dict[str, list[tuple[str, S.Node]]]) -> None:
        """Rejects a cycle in the helper call graph (helpers are inlined) and measures each
        helper's inlining (see :meth:`measure_helper`).  The walk is iterative, so a long
        chain of helpers cannot exhaust Python's stack."""
        state: dict[str, int] = {}  # 1 = on the stack, 2 = done
        for root in graph:
            if root in state:
                continue
            state[root] = 1
            stack = [(root, iter(graph.get(root, [])))]
            while stack:
                name, callees = stack[-1]
                for callee, site in callees:
                    if state.get(callee) == 1:
                        names = [n for n, _ in stack]
                        cycle = names[names.index(callee):] + [callee]
                        raise self.err(
                            site,
                            "recursive call: " + " -> ".join(cycle),
                            "helpers are inlined, so recursion is not supported",
                        )
                    if callee not in state:
                        state[callee] = 1
                        stack.append((callee, iter(graph.get(callee, []))))
                        break
                else:
                    stack.pop()
                    state[name] = 2
                    self.measure_helper(name, graph.get(name, []))

    def measure_helper(self, name: str, calls: list[tuple[str, S.Node]]) -> None:
        """Records how deep inlining helper ``name`` nests (itself included) and how many
        helper calls its inlined body makes, counting each call as often as it is inlined;
        its callees are measured already."""
        depth, deepest = 0, None
        expanded = 0
        for callee, _site in calls:
            d = self.inline_depth[callee][0]
            if d > depth:
                depth, deepest = d, callee
            expanded = min(expanded + 1 + self.inline_calls[callee], EXPANSION_CAP)
        self.inline_depth[name] = (depth + 1, deepest)
        self.inline_calls[name] = expanded
        # every inlined call allocates the helper's tiles anew (and its callees')
        fn = self.checked_funcs[name]
        own = sum(tt.nbytes for tt in fn.tiles.values())
        if isinstance(fn.ret, TileType):  # the result buffer
            own += fn.ret.nbytes
        self.helper_tile_bytes[name] = min(
            own + sum(self.helper_tile_bytes[c] for c, _site in calls), EXPANSION_CAP
        )

    def check_inlining(self, node: S.KernelDef, calls: list[tuple[str, S.Node]]) -> None:
        """Rejects a kernel whose helper calls would inline too deeply or into too many calls
        (lowering inlines every helper call recursively)."""
        depth, deepest = 0, None
        total = 0
        heaviest: tuple[int, str, S.Node] | None = None
        for callee, site in calls:
            d = self.inline_depth[callee][0]
            if d > depth:
                depth, deepest = d, (callee, site)
            n = 1 + self.inline_calls[callee]
            total = min(total + n, EXPANSION_CAP)
            if heaviest is None or n > heaviest[0]:
                heaviest = (n, callee, site)
        if deepest is not None and depth > MAX_INLINE_DEPTH:
            callee, site = deepest
            chain = [node.name]
            cur: str | None = callee
            while cur is not None:
                chain.append(cur)
                cur = self.inline_depth[cur][1]
            shown = chain if len(chain) <= 6 else chain[:4] + ["..."] + chain[-1:]
            raise self.err(
                site,
                f"helper calls nest too deeply: {' -> '.join(shown)} is {depth} calls deep "
                f"(limit {MAX_INLINE_DEPTH})",
                "helpers are inlined; merge some of the helpers in this chain",
            )
        if heaviest is not None and total > MAX_INLINED_CALLS:
            n, callee, site = heaviest
            raise self.err(
                site,
                f"inlining the helpers of kernel {node.name} expands to {_count(total)} calls "
                f"(limit {MAX_INLINED_CALLS})",
                f"this call of '{callee}' alone inlines {_count(n)} calls; every call inlines a "
                "copy of the helper's body, so call a helper once and keep its result in a "
                "variable",
            )

    # ------------------------------------------------------------- kernels

    def check_kernel(self, node: S.KernelDef, declared: list[A.ConstParam] | None = None,
                     values: dict[str, object] | None = None) -> A.TypedKernel:
        """Checks a kernel with its const parameters (``declared``) bound to ``values``: each
        is a ``const`` of the body; an error the values cause names them."""
        declared, values = declared or [], values or {}
        saved = dict(self.scope.consts)
        self.scope.consts.update(const_params.scope_entries(declared, values))
        try:
            kernel = self._check_kernel(node)
        except ConstParameterError:
            raise
        except CompileError as exc:
            if values:
                const_params.note_values(exc, node.name, values)
            raise
        finally:
            self.scope.consts = saved
        kernel.const_params, kernel.consts = declared, dict(values)
        return kernel

    def core_kind(self, node: S.KernelDef) -> CoreKind:
        """The core kind a kernel's decorator selects (``@aiv`` without one)."""
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
        return core_kind

    def _check_kernel(self, node: S.KernelDef) -> A.TypedKernel:
        """Checks a kernel: decorator, parameters, scope cache policies and body."""
        core_kind = self.core_kind(node)
        if node.ret is not None:
            raise self.err(node.ret, "kernels return nothing; remove the return type")
        body = Body("kernel", node.name, core_kind=core_kind)
        params = self.kernel_params(node, body)
        body.assigned_anywhere = _assigned_names(node.body)
        self.scope.body = body
        cache_policies.scope_policies(self.scope, node.body, body)
        stmts = self.stmts.block(node.body)
        cache_policies.check_bypass_reads(self.scope, body)
        tiles.check_budget(self.scope, body, core_kind, self.helper_tile_bytes)
        self.check_inlining(node, body.calls)
        for p in params:
            if isinstance(p, A.TensorParam):
                p.written = p.name in body.first_write
        params = params + grids.launch_params(body, span(node))
        self.scope.body = None
        return A.TypedKernel(
            name=node.name,
            core_kind=core_kind,
            params=params,
            body=stmts,
            locals=dict(body.locals),
            span=span(node),
            sites=body.sites,
            tiles=dict(body.tiles),
        )

    def kernel_params(self, node: S.KernelDef, body: Body) -> list[A.TensorParam | A.ScalarParam]:
        """Checks a kernel's parameters and binds them (and their shape symbols) in ``body``."""
        seen: dict[str, S.Param] = {}
        params: list[A.TensorParam | A.ScalarParam] = []
        symbol_nodes: dict[str, S.Name] = {}
        for p in node.params:
            if isinstance(p.annotation, S.ConstTypeAnn):
                if p.name in seen:
                    raise self.err(p, f"duplicate parameter '{p.name}'")
                seen[p.name] = p  # bound as a const of the body by check_kernel
                continue
            self.check_param_name(p, seen)
            ann = p.annotation
            if isinstance(ann, S.TensorTypeAnn):
                if len(body.tensors) >= abi.MAX_TENSORS:
                    raise self.err(p, f"a kernel takes at most {abi.MAX_TENSORS} tensor parameters")
                ttype = self.tensor_type(ann, p.name, body, symbol_nodes)
                tp = A.TensorParam(p.name, len(body.tensors), ttype, span(p))
                body.tensors[p.name] = tp
                params.append(tp)
            else:
                if len(body.scalars) >= abi.MAX_SCALARS:
                    raise self.err(p, f"a kernel takes at most {abi.MAX_SCALARS} scalar parameters")
                sp = A.ScalarParam(
                    p.name, len(body.scalars), self.scalar_type(ann, "a scalar parameter"), span(p)
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
        body: Body,
        symbol_nodes: dict[str, S.Name],
    ) -> TensorType:
        """The type of tensor parameter ``pname``; new shape symbols are bound in ``body``."""
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
                if d.value > MAX_DIM:
                    raise self.err(
                        d, f"dimension {literal_text(d, d.value)} is too large", DIM_RANGE_HINT
                    )
                dims.append(int(d.value))
                continue
            const = self.scope.consts.get(d.id)
            if const is not None:
                if not isinstance(const.value, int) or isinstance(const.value, bool):
                    raise self.err(d, f"const '{d.id}' is not an integer and cannot be a dimension")
                spelled = literal_text(const.node.value, const.value)
                if const.value < 0:
                    raise self.err(
                        d, f"dimension '{d.id}' is negative ({spelled})", DIM_RANGE_HINT
                    )
                if const.value > MAX_DIM:
                    raise self.err(
                        d, f"dimension '{d.id}' is too large ({spelled})", DIM_RANGE_HINT
                    )
                dims.append(const.value)
                continue
            if d.id in RESERVED or d.id in self.scope.funcs or d.id in self.scope.kernel_nodes:
                raise self.err(d, f"'{d.id}' cannot be used as a shape symbol")
            if d.id not in body.symbols:
                body.symbols[d.id] = (pname, k)
                symbol_nodes[d.id] = d
            dims.append(d.id)
        dtype = self.scalar_type(ann.dtype, "a tensor's element type")
        return TensorType(tuple(dims), dtype)


# ---------------------------------------------------------------- structural helpers


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
    """True when ``stmts`` break out of the loop that contains them."""
    for s in stmts:
        if isinstance(s, S.Break):
            return True
        if isinstance(s, S.If) and (_has_break(s.body) or _has_break(s.orelse)):
            return True
    return False


def _count(n: int) -> str:
    return str(n) if n < EXPANSION_CAP else f"more than {EXPANSION_CAP}"


def check_module(module: S.ParsedModule, source: str, filename: str,
                 arch: str = "a2a3",
                 consts: Mapping[str, Mapping[str, object]] | None = None) -> A.TypedProgram:
    """Checks a parsed module and returns the TypedProgram (raises CompileError);
    ``consts`` gives kernels' const parameter values (``const_params``)."""
    src = SourceText(source, filename)
    checker = Checker(module, src, arch, consts)
    try:
        return checker.run()
    except RecursionError:  # not expected: the parser bounds expression and block nesting
        raise src.error("the program is nested too deeply to check", 1, 1) from None
