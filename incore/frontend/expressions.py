"""Expression checking: resolves names and types operators, comparisons and conditionals.

:class:`ExprChecker` turns one syntax expression into a typed-AST expression.  Calls go to
:mod:`incore.frontend.calls`, tensor reads and attributes to :mod:`incore.frontend.tensors`;
the typing of untyped literals is :mod:`incore.frontend.literals`.
"""

from __future__ import annotations

from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import calls, tensors, tile_ops, tiles
from incore.frontend import syntax as S
from incore.frontend.diagnostics import did_you_mean
from incore.frontend.literals import BITWISE_OPS, Literals
from incore.frontend.scope import (
    BUILTIN_VARS,
    CORE_CONSTS,
    FLOAT_CONSTS,
    FLOAT_MATH,
    FLOAT_MATH2,
    INTRINSICS,
    SPECIAL_FUNCS,
    Scope,
    loc,
    span,
    unsupported,
)
from incore.frontend.types import BOOL, F32, I64, SCALAR_TYPES, ScalarType


def _is_int_literal(node: S.Expr) -> bool:
    """True for an integer literal, optionally signed: ``0``, ``-1``."""
    if isinstance(node, S.UnaryOp) and node.op in ("-", "+"):
        node = node.operand
    return isinstance(node, S.Num) and not node.is_float


# Names from Python and other kernel languages (CUDA, Triton) and the incore spelling.
FOREIGN_NAMES = {
    "true": "True",
    "false": "False",
    "blockIdx": "block_idx",
    "gridDim": "block_num",
    "threadIdx": "block_idx (incore has one thread per block; loop over the block's work)",
    "blockDim": "block_num",
    "INFINITY": "inf",
    "NAN": "nan",
    "NaN": "nan",
    "Inf": "inf",
    "infinity": "inf",
}

# ``module.attr`` values of Python/numpy/CUDA and the incore spelling.
_FOREIGN_ATTRS = {"inf": "inf", "nan": "nan", "NaN": "nan", "infty": "inf", "Inf": "inf"}


def _names_tensor(ex: ExprChecker, node: S.Expr) -> bool:
    """True when ``node`` is the name of a tensor parameter (``x.T`` of a tensor is not a
    tile transpose)."""
    return isinstance(node, S.Name) and node.id in ex.scope.cur.tensors


def _foreign_attribute(ex: ExprChecker, node: S.Attribute) -> CompileError | None:
    """The error for ``math.inf``/``np.nan`` or ``blockIdx.x``, when the base names nothing
    the body defines; None otherwise."""
    base = node.value
    if not isinstance(base, S.Name):
        return None
    body = ex.scope.cur
    if base.id in body.locals or base.id in body.tensors or base.id in body.scalars:
        return None
    if base.id in ex.scope.consts or base.id in body.symbols:
        return None
    if node.attr in _FOREIGN_ATTRS:
        const = _FOREIGN_ATTRS[node.attr]
        return ex.err(
            node,
            f"module attributes are not available: '{base.id}.{node.attr}'",
            f"write {const}: the float constants are inf and nan (typed by context)",
        )
    if base.id in FOREIGN_NAMES and base.id not in BUILTIN_VARS:
        return ex.err(node, f"unknown name '{base.id}'", f"use {FOREIGN_NAMES[base.id]}")
    return None


class ExprChecker:
    """Checks expressions of the body ``scope.body`` into typed-AST expressions."""

    def __init__(self, scope: Scope, lits: Literals) -> None:
        self.scope = scope
        self.lits = lits
        self.depth = 0
        self.tiles_ok = False  # set by tiles.allowed(): the expression checked may be a tile
        lits.explain = self.explain_var

    def err(self, node: S.Node, message: str, hint: str | None = None) -> CompileError:
        """A CompileError spanning ``node``."""
        return self.scope.err(node, message, hint)

    def value(
        self, node: S.Expr, hint: ScalarType | None = None, tiles_ok: bool = False
    ) -> A.Expr:
        """Checks an expression whose type must now be fixed (literals take their default);
        ``tiles_ok``: it may be a tile."""
        if tiles_ok:
            with tiles.allowed(self):
                e = self.expr(node, hint)
        else:
            e = self.expr(node, hint)
        return self.lits.finalize(e, node)

    def value_as(self, node: S.Expr, t: ScalarType) -> A.Expr:
        """Checks an expression that must have type ``t`` (literals adapt)."""
        return self.lits.coerce(self.expr(node, t), t, node)

    def condition(self, node: S.Expr) -> A.Expr:
        """Checks an expression that must be a bool."""
        cond = tiles.require_scalar(self, self.value(node, tiles_ok=True), node, "a condition")
        if not cond.type.is_bool:
            raise self.err(
                node,
                f"a condition must be bool, got {cond.type}",
                "compare explicitly, e.g. `x != 0`",
            )
        return cond

    def expr(self, node: S.Expr, hint: ScalarType | None = None) -> A.Expr:
        """Checks an expression; an untyped literal result stays adaptable (see ``Literals``)."""
        self.depth += 1
        try:
            if self.depth > S.MAX_EXPR_DEPTH:
                raise self.err(node, "expression nested too deeply")
            e = tiles.post(self, node, self._expr(node, hint))
            if e.shape and self.depth == 1 and not self.tiles_ok:
                raise tiles.not_here(self, node, e)
            return e
        finally:
            self.depth -= 1

    def _expr(self, node: S.Expr, hint: ScalarType | None) -> A.Expr:
        sp = span(node)
        if isinstance(node, S.Num):
            return self.lits.literal(node, node.value)
        if isinstance(node, S.BoolLit):
            return A.Literal(sp, node.value, type=BOOL)
        if isinstance(node, S.Name):
            return self.name_expr(node)
        if isinstance(node, S.Str):
            raise self.err(
                node,
                "unsupported construct: strings are only allowed as the format of "
                "log.<level>(...) and assert",
            )
        if isinstance(node, S.Unsupported):
            raise unsupported(self.scope, node)
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
                return A.Logical(sp, node.op, left, right, type=BOOL)
            if node.op == "@":
                return tiles.matmul(self, node)
            left, right = self.operands(node.left, node.right, hint)
            return self.binary(node, node.op, left, right, node.left, node.right, hint)
        if isinstance(node, S.Compare):
            return self.compare(node)
        if isinstance(node, S.IfExp):
            cond = self.condition(node.cond)
            then, other = self.operands(node.then, node.orelse, hint)
            then, other = self.lits.unify(
                [then, other], [node.then, node.orelse], "the arms of 'if/else'", hint
            )
            return A.Conditional(sp, cond, then, other, type=then.type)
        if isinstance(node, S.Call):
            return calls.check_call(self, node, hint)
        if isinstance(node, S.Subscript):
            return tensors.subscript(self, node)
        if isinstance(node, S.Attribute):
            if node.attr == "T" and not _names_tensor(self, node.value):
                return tile_ops.transpose(self, node)
            foreign = _foreign_attribute(self, node)
            if foreign is not None:
                raise foreign
            return tensors.attribute(self, node)
        raise self.err(node, "unsupported construct: expression")

    # ------------------------------------------------------------- names

    def unknown_name(self, node: S.Name) -> CompileError:
        """The error for a name nothing defines, with a did-you-mean hint."""
        scope = self.scope
        body = scope.cur
        candidates = (
            set(body.locals)
            | set(body.assigned_anywhere)
            | set(body.tensors)
            | set(body.scalars)
            | set(body.symbols)
            | set(scope.consts)
            | set(BUILTIN_VARS)
            | set(CORE_CONSTS)
            | set(INTRINSICS)
            | set(scope.funcs)
        )
        hint = did_you_mean(node.id, candidates)
        if node.id in FOREIGN_NAMES:
            hint = f"use {FOREIGN_NAMES[node.id]}"
        if node.id == "None":
            return self.err(node, "None is not a value in incore")
        return self.err(node, f"unknown name '{node.id}'", hint)

    def name_expr(self, node: S.Name) -> A.Expr:
        """Resolves a name used as a value: local, parameter, shape symbol, const or builtin."""
        scope = self.scope
        body = scope.cur
        name = node.id
        sp = span(node)
        if name in body.locals:
            shape = body.tiles[name].shape if name in body.tiles else ()
            return A.Var(sp, name, type=body.locals[name], shape=shape)
        if name in body.scalars:
            param = body.scalars[name]
            return A.ScalarArg(sp, name, param.index, type=param.type)
        if name in body.tensors:
            raise self.err(
                node,
                f"tensor '{name}' cannot be used as a value",
                f"index it to read an element, e.g. {name}[i]",
            )
        if name in body.symbols:
            tensor, dim = body.symbols[name]
            return A.ShapeOf(sp, tensor, dim, type=I64)
        if name in body.assigned_anywhere:
            raise self.err(node, f"name '{name}' is used before assignment")
        if name in scope.consts:
            value = scope.consts[name].value
            if isinstance(value, bool):
                return A.Literal(sp, value, type=BOOL)
            return self.lits.literal(node, value)
        if name in BUILTIN_VARS:
            return A.BuiltinVar(sp, name, type=I64)
        if name in FLOAT_CONSTS:
            return self.lits.literal(node, FLOAT_CONSTS[name])
        if name in CORE_CONSTS:
            return A.Literal(sp, CORE_CONSTS[name], type=I64)
        if name in SCALAR_TYPES:
            raise self.err(node, f"'{name}' is a type, not a value", f"cast with {name}(x)")
        if name in INTRINSICS or name in SPECIAL_FUNCS:
            raise self.err(node, f"'{name}' is a builtin function; call it")
        if name in scope.funcs:
            raise self.err(node, f"'{name}' is a helper; call it, e.g. {name}(...)")
        if name in scope.kernel_nodes:
            raise self.err(node, f"kernel '{name}' cannot be used as a value")
        if name in ("log", "CachePolicy", "Tensor"):
            raise self.err(node, f"'{name}' cannot be used as a value")
        if body.kind == "func" and name in scope.kernel_param_names:
            raise self.err(
                node,
                f"unknown name '{name}'",
                "helpers only see their own parameters, consts and builtins",
            )
        raise self.unknown_name(node)

    def explain_var(self, e: A.Expr, wanted: ScalarType) -> tuple[str, str | None] | None:
        """Why local variable ``e`` has its type when ``wanted`` was needed: where the type
        comes from (its first assignment, loop or parameter) and, when a literal initialiser
        defaulted it, how to declare it (``s: f64 = 0.0``); None when ``e`` is no local."""
        body = self.scope.body
        if not isinstance(e, A.Var) or body is None or e.type == wanted:
            return None
        origin = body.origins.get(e.name)
        if origin is None:
            return None
        name, where = e.name, loc(origin.node)
        if origin.kind == "param":
            return f"'{name}' is {e.type} (a parameter declared at {where})", None
        if origin.kind == "for":
            return f"'{name}' is {e.type} (its type comes from the for loop at {where})", None
        if origin.annotated:
            return f"'{name}' is declared {e.type} at {where}", None
        reason = f"'{name}' is {e.type} (its type comes from its first assignment at {where})"
        value = origin.value
        if value is None or not self.literal_only(value) or (e.type.is_float and wanted.is_int):
            return reason, None
        if wanted.is_bool or e.type.is_bool:
            return reason, None
        text = self.scope.src.node_text(value) or "..."
        if wanted == F32 and _is_int_literal(value) and text.lstrip("+-").isdigit():
            return reason, f"write {name} = {text}.0 (or {name}: {wanted} = {text})"
        return reason, f"declare it as {wanted} there, e.g. {name}: {wanted} = {text}"

    # ------------------------------------------------------------- operators

    def unary(self, node: S.UnaryOp, hint: ScalarType | None) -> A.Expr:
        """Checks ``not``, ``-``, ``+`` and ``~``; on a flexible literal they fold."""
        sp = span(node)
        if node.op == "not":
            operand = self.value(node.operand)
            if not operand.type.is_bool:
                raise self.err(
                    node.operand,
                    f"'not' needs a bool operand, got {operand.type}",
                    "compare with 0, e.g. `x == 0`",
                )
            return A.Unary(sp, "not", operand, type=BOOL)
        operand = self.expr(node.operand, hint)
        kind = self.lits.kind(operand)
        if kind is not None:
            assert isinstance(operand, A.Literal)
            v = operand.value
            if node.op == "-":
                return self.lits.literal(node, -v)
            if node.op == "+":
                return self.lits.literal(node, v)
            if kind == "int":
                return self.lits.literal(node, ~v)
            raise self.err(node, "operator '~' is not defined for a float")
        t = operand.type
        if node.op in ("-", "+"):
            if not (t.is_int or t.is_float):
                raise self.err(node, f"operator '{node.op}' is not defined for {t}")
            if node.op == "+":
                return operand
            return A.Unary(sp, "-", operand, type=t)
        if not t.is_int:
            hint_text = "use `not` for bool" if t.is_bool else "bitwise operators work on integers"
            raise self.err(node, f"operator '~' is not defined for {t}", hint_text)
        return A.Unary(sp, "~", operand, type=t)

    def check_op(self, node: S.Node, op: str, t: ScalarType) -> None:
        """Rejects a binary operator that is not defined for operand type ``t``."""
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
        hint: ScalarType | None = None,
        keep_left: bool = False,
    ) -> A.Expr:
        """Types ``left op right`` (both already checked); two flexible literals fold.
        ``keep_left``: the result must keep the left operand's type (``v op= e``)."""
        if self.lits.is_flex(left) and self.lits.is_flex(right):
            return self.lits.fold(node, op, left, right)
        left, right = self.lits.unify(
            [left, right], [left_node, right_node], f"'{op}'", hint, keep_first=keep_left
        )
        self.check_op(node, op, left.type)
        return A.Binary(span(node), op, left, right, type=left.type)

    def binary_typed(
        self, node: S.Node, op: str, left: A.Expr, right_node: S.Expr, t: ScalarType
    ) -> A.Expr:
        """Types ``left op right_node`` (an augmented assignment: the result keeps the type ``t``
        of ``left``) where ``right_node`` is checked with type hint ``t``."""
        right = self.expr(right_node, t)
        return self.binary(
            node, op, left, right, left_node=node, right_node=right_node, keep_left=True
        )

    def literal_only(self, node: S.Expr) -> bool:
        """True when ``node`` is built only from numeric literals and consts (through operators,
        if/else and select arms, min/max/abs/ceil_div and float math): such an expression has
        no type of its own, so it takes the type of whatever it meets."""
        if isinstance(node, S.Num):
            return True
        if isinstance(node, S.Name):
            const = self.scope.consts.get(node.id)
            if self.scope.library(node.id) and node.id in FLOAT_CONSTS:
                return True
            return const is not None and not isinstance(const.value, bool)
        if isinstance(node, S.UnaryOp):
            return node.op in ("-", "+", "~") and self.literal_only(node.operand)
        if isinstance(node, S.BinOp):
            return node.op not in ("and", "or") and all(
                self.literal_only(n) for n in (node.left, node.right)
            )
        if isinstance(node, S.IfExp):
            return self.literal_only(node.then) and self.literal_only(node.orelse)
        if isinstance(node, S.Call) and isinstance(node.func, S.Name) and not node.kwargs:
            name = node.func.id
            if not self.scope.library(name):  # a helper's call has the helper's type
                return False
            if name == "select":
                return len(node.args) == 3 and all(self.literal_only(n) for n in node.args[1:])
            if name in ("min", "max", "abs", "ceil_div", *FLOAT_MATH, *FLOAT_MATH2):
                return bool(node.args) and all(self.literal_only(n) for n in node.args)
        return False

    def operands(
        self, first: S.Expr, second: S.Expr, hint: ScalarType | None
    ) -> tuple[A.Expr, A.Expr]:
        """Checks two operands that share a type: a literal-only side takes the other's type,
        whichever side it is on (``min(1, 2) + x`` types like ``x + min(1, 2)``)."""
        if self.literal_only(first) and not self.literal_only(second):
            b = self.expr(second, hint)
            return self.expr(first, hint if self.lits.is_flex(b) else b.type), b
        a = self.expr(first, hint)
        return a, self.expr(second, hint if self.lits.is_flex(a) else a.type)

    def same_type_args(self, nodes: list[S.Expr], hint: ScalarType | None) -> list[A.Expr]:
        """Checks arguments that share a type; literal-only ones take the first typed one's."""
        typed: dict[int, A.Expr] = {}
        for i, n in enumerate(nodes):  # a loop, not a comprehension: one frame less per level
            if not self.literal_only(n):
                typed[i] = self.expr(n, hint)
        found = next((e.type for e in typed.values() if not self.lits.is_flex(e)), hint)
        return [typed[i] if i in typed else self.expr(n, found) for i, n in enumerate(nodes)]

    def compare(self, node: S.Compare) -> A.Expr:
        """Checks a single comparison; bool operands allow only ``==`` and ``!=``."""
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
        left, right = self.operands(ln, rn, None)
        left, right = self.lits.unify([left, right], [ln, rn], f"'{op}'", None)
        t = left.type
        if t.is_bool and op not in ("==", "!="):
            raise self.err(node, f"operator '{op}' is not defined for bool")
        return A.Compare(span(node), op, left, right, type=BOOL)
