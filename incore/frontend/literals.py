"""Typing rules for untyped literals: adaptation to a context type, unification, folding.

A numeric literal (or a numeric const) has no type of its own: it stays *flexible* until its
context fixes one.  :class:`Literals` remembers which typed-AST literals are still flexible and
implements every rule that involves them: range-checked adaptation (:meth:`Literals.coerce`),
giving operands one type (:meth:`Literals.unify`) and constant folding (:meth:`Literals.fold`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from incore import abi
from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.diagnostics import SourceText, literal_text
from incore.frontend.scope import span
from incore.frontend.types import F32, I64, U64, ScalarType

BITWISE_OPS = ("&", "|", "^", "<<", ">>")
F32_MAX = 3.4028234663852886e38


def cast_target(a: ScalarType, b: ScalarType) -> ScalarType:
    """The type a user most likely wants when ``a`` and ``b`` meet: float over int, wider."""
    if a.is_float != b.is_float:
        return a if a.is_float else b
    if a.is_bool != b.is_bool:
        return b if a.is_bool else a
    return b if b.bits > a.bits else a


def int_range(t: ScalarType) -> tuple[int, int]:
    """The inclusive value range of integer type ``t``."""
    if t.is_signed:
        return -(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1
    return 0, (1 << t.bits) - 1


class Literals:
    """The flexible (untyped) literals of one check and the rules that give them a type."""

    def __init__(self, src: SourceText) -> None:
        self.src = src
        # id(Literal) -> ("int" | "float", the Literal); holding the Literal keeps it alive so
        # that its id is never reused by another object during the check.
        self._flex: dict[int, tuple[str, A.Literal]] = {}
        # explain(e, wanted): why local variable ``e`` has its type when ``wanted`` was needed,
        # as (message suffix, fix hint or None); None when ``e`` is not a local variable.  The
        # expression checker installs it (it knows where each local got its type).
        self.explain: Callable[[A.Expr, ScalarType], tuple[str, str | None] | None] | None = None

    def err(self, node: S.Node, message: str, hint: str | None = None) -> CompileError:
        """A CompileError spanning ``node``."""
        return self.src.error_at(node, message, hint)

    def literal(self, node: S.Node, value: int | float) -> A.Literal:
        """A flexible literal for ``value``: i64 for an int, f32 for a float until adapted."""
        kind = "float" if isinstance(value, float) else "int"
        lit = A.Literal(span(node), value, type=F32 if kind == "float" else I64)
        self._flex[id(lit)] = (kind, lit)
        return lit

    def kind(self, e: A.Expr) -> str | None:
        """``"int"`` or ``"float"`` for a flexible literal, None for a typed expression."""
        entry = self._flex.get(id(e))
        return entry[0] if entry is not None else None

    def is_flex(self, e: A.Expr) -> bool:
        """True when ``e`` is a flexible literal."""
        return id(e) in self._flex

    def finalize(self, e: A.Expr, node: S.Node) -> A.Expr:
        """``e`` with its type fixed: a flexible literal takes its default type."""
        if self.is_flex(e):
            return self.coerce(e, e.type, node)
        return e

    def coerce(self, e: A.Expr, t: ScalarType, node: S.Node) -> A.Expr:
        """``e`` as type ``t``: an untyped literal adapts (range-checked), else types must match."""
        kind = self.kind(e)
        if kind is None:
            if e.type != t:
                message = f"type mismatch: expected {t}, got {e.type}"
                hint = "compare explicitly, e.g. `x != 0`" if t.is_bool else f"cast with {t}(...)"
                extra = self.explain(e, t) if self.explain is not None else None
                if extra is not None:
                    message += "; " + extra[0]
                    hint = extra[1] or hint
                raise self.err(node, message, hint)
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
                    f"float literal {literal_text(node, value)} cannot be used as {t}",
                    _float_to_int_hint(value, t),
                )
            lo, hi = int_range(t)
            if not lo <= value <= hi:
                hint = None
                if t == I64 and 0 <= value <= int_range(U64)[1]:
                    hint = "annotate the type, e.g. v: u64 = ..."
                raise self.err(
                    node, f"integer literal {literal_text(node, value)} is out of range for {t}",
                    hint,
                )
            return A.Literal(e.span, int(value), type=t)
        # float target; inf and nan (the constants, or folds of them) fit every float type
        try:
            fvalue = float(value)
        except OverflowError:
            raise self.err(
                node, f"literal {literal_text(node, value)} is out of range for {t}",
                _infinity_hint(value),
            ) from None
        if math.isfinite(fvalue) and t.bits == 32 and abs(fvalue) > F32_MAX:
            raise self.err(
                node, f"literal {literal_text(node, value)} is out of range for {t}",
                _infinity_hint(fvalue),
            )
        if t.is_half:  # the literal's value is the nearest value of the type
            finite = math.isfinite(fvalue)
            fvalue = abi.round_half(fvalue, t.name)
            if finite and not math.isfinite(fvalue):
                raise self.err(
                    node, f"literal {literal_text(node, value)} is out of range for {t}",
                    f"the largest {t} is {HALF_MAX[t.name]}",
                )
        return A.Literal(e.span, fvalue, type=t)

    def typed_type(
        self,
        exprs: list[A.Expr],
        nodes: list[S.Expr],
        mismatch: Callable[[ScalarType, ScalarType], str],
        keep_first: bool = False,
    ) -> tuple[ScalarType, S.Expr] | None:
        """The one type of the typed (non-flexible) ``exprs`` and the node of the first of them,
        or None when all are flexible.  Two typed operands that differ raise ``mismatch(a, b)``
        with a cast hint (to the first operand's type when ``keep_first``: the left side of
        ``v op= e``); a local variable among them is explained (see :attr:`explain`)."""
        typed = [(e, n) for e, n in zip(exprs, nodes, strict=False) if not self.is_flex(e)]
        if not typed:
            return None
        first = typed[0][0]
        t = first.type
        for e, n in typed[1:]:
            if e.type != t:
                message = mismatch(t, e.type)
                hint = f"cast with {t if keep_first else cast_target(t, e.type)}(...)"
                extra = self.explain_pair(first, e)
                if extra is not None:
                    message += "; " + extra[0]
                    hint = extra[1] or hint
                raise self.err(n, message, hint)
        return t, typed[0][1]

    def explain_pair(self, a: A.Expr, b: A.Expr) -> tuple[str, str | None] | None:
        """Why ``a`` or ``b`` (a local variable) has the type it has, when the two differ: the
        explanation with a fix is preferred, e.g. of a variable a literal initialised."""
        if self.explain is None:
            return None
        found = [x for x in (self.explain(a, b.type), self.explain(b, a.type)) if x is not None]
        with_fix = [x for x in found if x[1] is not None]
        return (with_fix or found or [None])[0]

    def unify(
        self,
        exprs: list[A.Expr],
        nodes: list[S.Expr],
        what: str,
        hint: ScalarType | None,
        keep_first: bool = False,
    ) -> list[A.Expr]:
        """Gives ``exprs`` one type: typed operands must agree, literals adapt to them."""
        found = self.typed_type(
            exprs, nodes, lambda a, b: f"mismatched types in {what}: {a} and {b}", keep_first
        )
        if found is not None:
            t = found[0]
            if t.is_int and not keep_first:
                self.reject_float_literals(exprs, nodes, found, hint)
        else:
            has_float = any(self.kind(e) == "float" for e in exprs)
            if hint is not None and not hint.is_bool and (hint.is_float or not has_float):
                t = hint
            else:
                t = F32 if has_float else I64
        return [self.coerce(e, t, n) for e, n in zip(exprs, nodes, strict=False)]

    def reject_float_literals(
        self,
        exprs: list[A.Expr],
        nodes: list[S.Expr],
        found: tuple[ScalarType, S.Expr],
        hint: ScalarType | None,
    ) -> None:
        """Rejects a float literal that meets a typed integer operand: the fix is a float cast
        of the typed operand (``1.0 * N`` -> ``1.0 * f32(N)``), not an integer cast."""
        t, typed_node = found
        for e, n in zip(exprs, nodes, strict=False):
            if self.kind(e) != "float":
                continue
            ft = hint if hint is not None and hint.is_float else F32
            text = self.src.node_text(typed_node)
            fix = (
                f"cast the other operand, e.g. {ft}({text})"
                if text is not None
                else f"cast the other operand with {ft}(...)"
            )
            message = f"float literal {literal_text(n, e.value)} cannot be used as {t}"
            typed = next(x for x in exprs if not self.is_flex(x))
            extra = self.explain(typed, ft) if self.explain is not None else None
            if extra is not None:
                message += "; " + extra[0]
                fix = extra[1] or fix
            raise self.err(n, message, fix)

    def fold_intrinsic(self, node: S.Node, name: str, args: list[A.Expr]) -> A.Expr:
        """Folds ``abs``/``min``/``max``/``ceil_div`` of untyped literals into an untyped literal,
        like an operator on literals (``ceil_div`` of integers only)."""
        values = [a.value for a in args if isinstance(a, A.Literal)]
        assert len(values) == len(args)
        try:
            if any(self.kind(a) == "float" for a in args):
                values = [float(v) for v in values]
            if name == "abs":
                r = abs(values[0])
            elif name == "ceil_div":
                a, b = values
                r = -(-a // b)
            else:  # min/max keep the first argument unless a later one is strictly better
                r = values[0]
                for v in values[1:]:
                    if (v < r) if name == "min" else (v > r):
                        r = v
        except ZeroDivisionError:
            raise self.err(node, "division by zero in a constant expression") from None
        except OverflowError:
            raise self.err(node, "constant expression overflows") from None
        return self.literal(node, r)

    def fold(self, node: S.Node, op: str, left: A.Expr, right: A.Expr) -> A.Expr:
        """Folds an operation on two untyped literals into an untyped literal."""
        assert isinstance(left, A.Literal) and isinstance(right, A.Literal)
        a, b = left.value, right.value
        is_float = self.kind(left) == "float" or self.kind(right) == "float"
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
                # floats fold with Python's float // and %, which the device implements
                r = a // b
            elif op == "%":
                r = a % b
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
        # IEEE semantics once inf or nan is an operand (inf - inf is nan); a finite fold that
        # overflows is reported
        if isinstance(r, float) and not math.isfinite(r) and math.isfinite(a) and math.isfinite(b):
            raise self.err(node, "constant expression overflows")
        return self.literal(node, r)


# The largest finite f16 and bf16 (a literal rounding beyond them is out of range).
HALF_MAX = {"f16": 65504.0, "bf16": 3.3895313892515355e38}


def _infinity_hint(value: float | int) -> str:
    """The hint for a finite literal beyond a float type: the constants inf and -inf order
    below and above every float."""
    if value < 0:
        return "for a value below every float (e.g. a max-reduction's start), write -inf"
    return "for a value above every float (e.g. a min-reduction's start), write inf"


def _float_to_int_hint(value: float, t: ScalarType) -> str:
    """The fix for a float literal where integer type ``t`` is needed: a cast for a finite
    value; for nan and inf, which no integer holds (a cast gives 0 or saturates), an integer
    value to write instead."""
    if math.isnan(value):
        return (f"nan has no {t} value (a cast would give 0); use an integer sentinel such "
                "as -1, or keep the value in a float variable")
    if math.isinf(value):
        lo, hi = int_range(t)
        bound = hi if value > 0 else lo
        which = "largest" if value > 0 else "smallest"
        return f"{t} has no infinity; write its {which} value, {bound}"
    return f"cast with {t}(...)"
