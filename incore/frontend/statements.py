"""Statement checking: assignments, tensor stores, control flow, loops and returns.

:class:`StmtChecker` turns the statements of one kernel or helper body into typed-AST
statements; it checks their expressions with an
:class:`~incore.frontend.expressions.ExprChecker`.  Log and assert statements are
:mod:`incore.frontend.formats`.
"""

from __future__ import annotations

from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import atomics, calls, debugging, formats, tensors, tile_windows, tiles
from incore.frontend import syntax as S
from incore.frontend.diagnostics import literal_text
from incore.frontend.expressions import ExprChecker
from incore.frontend.literals import int_range
from incore.frontend.scope import (
    BUILTIN_VARS,
    CORE_CONSTS,
    RESERVED,
    SCOPE_POLICY_PLACEMENT,
    Body,
    Origin,
    is_call_of,
    span,
    unknown_type_hint,
    unsupported,
)
from incore.frontend.tensors import HELPER_TENSOR_HINT
from incore.frontend.types import F32, I64, SCALAR_TYPES, ScalarType, TileType

NO_EFFECT_HINT = (
    "only helper calls, log.<level>(...), print(...), breakpoint() and set_cache_policy(...) "
    "stand alone"
)


class StmtChecker:
    """Checks the statements of the body ``ex.scope.body``."""

    def __init__(self, ex: ExprChecker) -> None:
        self.ex = ex
        self.scope = ex.scope
        self.lits = ex.lits

    def err(self, node: S.Node, message: str, hint: str | None = None) -> CompileError:
        """A CompileError spanning ``node``."""
        return self.scope.err(node, message, hint)

    @property
    def cur(self) -> Body:
        """The body being checked."""
        return self.scope.cur

    def block(self, stmts: list[S.Stmt]) -> list[A.Stmt]:
        """Checks a statement list; ``pass`` and scope-level set_cache_policy produce nothing."""
        out: list[A.Stmt] = []
        for stmt in stmts:
            result = self.stmt(stmt)
            if result is not None:
                out.append(result)
        return out

    def nested(self, stmts: list[S.Stmt], loop: bool = False) -> list[A.Stmt]:
        """Checks the body of an if/while/for (a loop body when ``loop``)."""
        body = self.cur
        body.loop_depth += 1 if loop else 0
        try:
            return self.block(stmts)
        finally:
            body.loop_depth -= 1 if loop else 0

    def stmt(self, node: S.Stmt) -> A.Stmt | None:
        """Checks one statement."""
        sp = span(node)
        if isinstance(node, S.Pass):
            return None
        if isinstance(node, S.Assign):
            return self.assign(node)
        if isinstance(node, S.AugAssign):
            return self.aug_assign(node)
        if isinstance(node, S.ExprStmt):
            return self.expr_stmt(node)
        if isinstance(node, S.If):
            cond = self.ex.condition(node.cond)
            with tiles.core_branch(self.cur, cond, True):
                then = self.nested(node.body)
            with tiles.core_branch(self.cur, cond, False):
                orelse = self.nested(node.orelse)
            return A.If(sp, cond, then, orelse)
        if isinstance(node, S.While):
            cond = self.ex.condition(node.cond)
            return A.While(sp, cond, self.nested(node.body, loop=True))
        if isinstance(node, S.For):
            return self.for_stmt(node)
        if isinstance(node, (S.Break, S.Continue)):
            word = "break" if isinstance(node, S.Break) else "continue"
            if self.cur.loop_depth == 0:
                raise self.err(node, f"'{word}' outside a loop")
            return A.Break(sp) if isinstance(node, S.Break) else A.Continue(sp)
        if isinstance(node, S.Return):
            return self.return_stmt(node)
        if isinstance(node, S.AssertStmt):
            return formats.assert_stmt(self.ex, node)
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
        if name in self.scope.consts:
            raise self.err(target, f"cannot assign to const '{name}'")
        if name in BUILTIN_VARS or name in CORE_CONSTS:
            raise self.err(target, f"cannot assign to builtin '{name}'")
        if name in RESERVED:
            raise self.err(target, f"cannot assign to '{name}': it is a builtin name")
        if name in self.scope.funcs:
            raise self.err(target, f"cannot assign to '{name}': it names a helper")

    def annotation_type(self, ann: S.Expr) -> ScalarType:
        """The scalar type a local's annotation names."""
        if isinstance(ann, S.Name) and ann.id in SCALAR_TYPES:
            return SCALAR_TYPES[ann.id]
        if isinstance(ann, S.Name):
            raise self.err(ann, f"unknown type '{ann.id}'", unknown_type_hint(ann.id))
        if isinstance(ann, S.Subscript) and isinstance(ann.value, S.Name) and (
            ann.value.id == "Tensor"
        ):
            raise self.err(ann, "local variables are scalars; tensors are kernel parameters")
        raise self.err(ann, "expected a scalar type such as f32 or i64")

    def define(self, target: S.Name, t: ScalarType, origin: Origin) -> None:
        """Declares local ``target`` as ``t`` (its type comes from ``origin``), or checks it
        already is ``t``."""
        body = self.cur
        old = body.locals.get(target.id)
        if old is None:
            body.locals[target.id] = t
            body.origins[target.id] = origin
        elif old != t:
            raise self.err(target, f"'{target.id}' is {old}, not {t}")

    def assign(self, node: S.Assign) -> A.Stmt:
        """Checks ``name[: T] = value`` or an element store ``t[i] = value``."""
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
            if tiles.is_tile_target(self, target, node.annotation):
                return tiles.assign(self, node, target)
            declared = self.annotation_type(node.annotation) if node.annotation else None
            existing = self.cur.locals.get(target.id)
            if declared is not None and existing is not None and declared != existing:
                raise self.err(
                    node.annotation,
                    f"'{target.id}' is already declared as {existing}",
                )
            want = declared or existing
            if declared is None and existing is not None:
                value = self.reassigned(target, node.value, existing)
            elif want is not None:
                value = self.ex.value_as(node.value, want)
            else:
                value = self.ex.value(node.value, tiles_ok=True)
                if value.shape:
                    return tiles.assign_new(self, node, target, value)
            origin = Origin("assign", node, node.value, declared is not None)
            self.define(target, value.type, origin)
            return A.Assign(span(node), target.id, value)
        if node.annotation is not None:
            raise self.err(node.annotation, "only a variable name can carry a type annotation")
        return self.store(node, target, node.value, None)

    def reassigned(self, target: S.Name, value_node: S.Expr, t: ScalarType) -> A.Expr:
        """Checks the value of a later assignment to local ``target`` of type ``t``; a typed
        value of another type names where ``target`` got its type."""
        value = self.ex.expr(value_node, t)
        var = A.Var(span(target), target.id, type=t)
        if self.lits.kind(value) == "float" and t.is_int:  # v = 0 ... v = 1.5
            assert isinstance(value, A.Literal)
            message = f"float literal {literal_text(value_node, value.value)} cannot be used as {t}"
            extra = self.ex.explain_var(var, F32)
            if extra is not None:
                raise self.err(
                    value_node, f"{message}; {extra[0]}", extra[1] or f"cast with {t}(...)"
                )
        if not self.lits.is_flex(value) and value.type != t:
            message = f"type mismatch: expected {t}, got {value.type}"
            hint = (
                "compare explicitly, e.g. `x != 0`" if t.is_bool else f"cast with {t}(...)"
            )
            extra = self.ex.explain_var(var, value.type)
            if extra is not None:
                message += "; " + extra[0]
                hint = extra[1] or hint
            raise self.err(value_node, message, hint)
        return self.lits.coerce(value, t, value_node)

    def store_target(self, target: S.Expr) -> tuple[A.TensorParam, list[A.Expr]]:
        """The tensor and indices a store writes to."""
        body = self.cur
        if self.scope.library_call(target, "load"):
            raise self.err(
                target,
                "cache policies apply to reads only; stores have no policy",
                "write to the element directly, e.g. y[i] = v",
            )
        if not isinstance(target, S.Subscript):
            if isinstance(target, S.Unsupported):
                raise unsupported(self.scope, target)
            raise self.err(target, "cannot assign to this expression")
        if isinstance(target.value, S.Attribute):
            raise self.err(target, "cannot assign to a tensor's shape")
        tensors.check_chained_subscript(self.scope, target)
        if not isinstance(target.value, S.Name) or target.value.id not in body.tensors:
            if isinstance(target.value, S.Name):
                name = target.value.id
                if body.kind == "func" and name not in body.locals:
                    raise self.err(target.value, f"unknown name '{name}'", HELPER_TENSOR_HINT)
                self.ex.name_expr(target.value)  # reports unknown names
                raise self.err(target.value, f"'{name}' is not a tensor and cannot be indexed")
            raise self.err(target, "only tensor parameters can be indexed")
        tp = body.tensors[target.value.id]
        return tp, tensors.indices(self.ex, tp, target)

    def store(
        self, node: S.Stmt, target: S.Expr, value_node: S.Expr, op: str | None
    ) -> A.Stmt:
        """Checks ``target = value`` (``op`` None) or ``target op= value`` on a tensor element."""
        if tile_windows.is_tile_store(self.scope, target):
            assert isinstance(target, S.Subscript)
            return tile_windows.store(self, node, target, value_node, op)
        tp, indices = self.store_target(target)
        dtype = tp.type.dtype
        if op is None:
            value = self.ex.value_as(value_node, dtype)
        else:
            load = tensors.make_load(self.ex, tp, indices, target, None, aug_op=op)
            value = self.ex.binary_typed(node, op, load, value_node, dtype)
        if tp.name not in self.cur.first_write:
            self.cur.first_write[tp.name] = target
        return A.Store(span(node), tp.name, indices, value)

    def aug_assign(self, node: S.AugAssign) -> A.Stmt:
        """Checks ``target op= value`` on a local or a tensor element."""
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
                raise self.ex.unknown_name(target)
            if target.id in body.tiles:
                return tiles.aug_assign(self, node, target)
            current = A.Var(span(target), target.id, type=t)
            value = self.ex.binary_typed(node, node.op, current, node.value, t)
            if value.type != t:
                raise self.err(node, f"'{target.id}' is {t} but the result is {value.type}")
            return A.Assign(span(node), target.id, value)
        return self.store(node, target, node.value, node.op)

    # ------------------------------------------------------------- other statements

    def expr_stmt(self, node: S.ExprStmt) -> A.Stmt | None:
        """Checks an expression statement: a helper call, a log, or a scope cache policy."""
        body = self.cur
        value = node.value
        if isinstance(value, S.Call) and isinstance(value.func, S.Name) and (
            value.func.id in self.scope.funcs
        ):
            call = calls.helper_call(self.ex, value, as_statement=True)
            return A.ExprStmt(span(node), call)
        if self.scope.library_call(value, "store"):
            assert isinstance(value, S.Call)
            return tile_windows.store_call(self, node, value)
        if self.scope.library_call(value, "set_cache_policy"):
            if id(node) in body.scope_stmts:
                return None
            raise self.err(value, SCOPE_POLICY_PLACEMENT)
        if isinstance(value, S.Call) and isinstance(value.func, S.Attribute) and isinstance(
            value.func.value, S.Name
        ) and value.func.value.id == "log" and self.scope.library("log"):
            return formats.log_stmt(self.ex, node, value)
        sync_or_atomic = atomics.statement(self.ex, node)
        if sync_or_atomic is not None:
            return sync_or_atomic
        if debugging.is_debug_call(self.ex, value):
            return debugging.statement(self.ex, node)
        if isinstance(value, S.Unsupported):
            raise unsupported(self.scope, value)
        # Check the expression first so that its own errors are reported precisely.
        self.ex.expr(value)
        raise self.err(value, "this expression has no effect", NO_EFFECT_HINT)

    def for_stmt(self, node: S.For) -> A.Stmt:
        """Checks ``for name in range(...)``: the bounds share one integer type."""
        body = self.cur
        target = node.target
        if not isinstance(target, S.Name):
            raise self.err(target, "the loop variable must be a name")
        it = node.iter
        if not self.scope.library_call(it, "range"):
            if is_call_of(it, "range"):
                raise self.err(
                    it, "for loops iterate over the builtin range(...), which 'range' "
                    "shadows here", "rename the definition of 'range'",
                )
            raise self.err(it, "for loops iterate over range(...) only", "e.g. for i in range(n):")
        assert isinstance(it, S.Call)
        if it.kwargs:
            raise self.err(it.kwargs[0], "range() takes no keyword arguments")
        if not 1 <= len(it.args) <= 3:
            raise self.err(it, f"range() takes 1 to 3 arguments, got {len(it.args)}")
        self.check_assignable(target)
        if target.id in body.tiles:
            raise self.err(target, f"'{target.id}' is a tile and cannot be a loop variable")
        existing = body.locals.get(target.id)
        bounds = [self.ex.expr(a) for a in it.args]
        found = self.lits.typed_type(
            bounds, it.args, lambda a, b: f"range() bounds must have one type, got {a} and {b}"
        )
        if found is not None:
            t = found[0]
        elif existing is not None and existing.is_int:
            t = existing
            self.check_literal_bounds(target, bounds, it.args, t)
        else:
            t = I64
        if not t.is_int:
            raise self.err(
                found[1] if found is not None else it, f"range() bounds must be integers, got {t}",
                "cast with i64(...)",
            )
        if existing is not None and existing != t:
            hint = "use another name for this loop"
            if existing.is_int and found is not None:
                hint += ", or " + self.cast_range_text(it, bounds, existing)
            raise self.err(
                target,
                f"loop variable '{target.id}' is {existing} but the range is {t}"
                + self.loop_var_origin(target.id),
                hint,
            )
        bounds = [self.lits.coerce(b, t, n) for b, n in zip(bounds, it.args, strict=False)]
        if len(bounds) == 1:
            start: A.Expr = A.Literal(span(it), 0, type=t)
            stop = bounds[0]
            step: A.Expr = A.Literal(span(it), 1, type=t)
        elif len(bounds) == 2:
            start, stop = bounds
            step = A.Literal(span(it), 1, type=t)
        else:
            start, stop, step = bounds
            if isinstance(step, A.Literal) and step.value == 0:
                raise self.err(it.args[2], "range() step must not be zero")
        if existing is None:
            body.origins[target.id] = Origin("for", node)
        body.locals[target.id] = t
        stmts = self.nested(node.body, loop=True)
        return A.For(span(node), target.id, start, stop, step, stmts)

    def loop_var_origin(self, name: str) -> str:
        """`` ('i' got its type at line 3; ...)``: where an existing loop variable got its
        type, or "" when unknown."""
        origin = self.cur.origins.get(name)
        if origin is None:
            return ""
        return f" ('{name}' got its type at line {origin.node.line}; variables are function-scoped)"

    def check_literal_bounds(
        self, target: S.Name, bounds: list[A.Expr], nodes: list[S.Expr], t: ScalarType
    ) -> None:
        """Rejects an untyped literal bound that does not fit ``t``, the type the loop variable
        ``target`` already has (a later loop reusing the variable of an earlier one)."""
        lo, hi = int_range(t)
        for b, n in zip(bounds, nodes, strict=False):
            if self.lits.kind(b) == "int" and isinstance(b, A.Literal) and not lo <= b.value <= hi:
                raise self.err(
                    n,
                    f"integer literal {literal_text(n, b.value)} is out of range for {t}, the "
                    f"type of loop variable '{target.id}'" + self.loop_var_origin(target.id),
                    "use another name for this loop",
                )

    def cast_range_text(self, it: S.Call, bounds: list[A.Expr], t: ScalarType) -> str:
        """``range(...)`` with its typed bounds cast to ``t``, e.g. ``range(i32(N))``."""
        parts = []
        for b, n in zip(bounds, it.args, strict=False):
            text = self.scope.src.node_text(n)
            if text is None:
                return f"cast the bounds with {t}(...)"
            parts.append(text if self.lits.is_flex(b) or b.type == t else f"{t}({text})")
        return f"range({', '.join(parts)})"

    def return_stmt(self, node: S.Return) -> A.Stmt:
        """Checks ``return [value]`` against the kernel (no value) or the helper's type."""
        body = self.cur
        sp = span(node)
        if body.kind == "kernel":
            if node.value is not None:
                raise self.err(node.value, "a kernel cannot return a value")
            return A.Return(sp)
        if body.ret is None:
            if node.value is not None:
                raise self.err(
                    node.value,
                    f"helper '{body.name}' has no return type",
                    f"declare one, e.g. func {body.name}(...) -> f32:",
                )
            return A.Return(sp)
        if node.value is None:
            raise self.err(node, f"helper '{body.name}' must return a {body.ret}")
        if isinstance(body.ret, TileType):
            return A.Return(sp, tiles.argument(self.ex, node.value, body.ret, "the result"))
        return A.Return(sp, self.ex.value_as(node.value, body.ret))
