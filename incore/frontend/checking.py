"""What the checker's parts see of the expression and statement checkers.

The expression checker (``expressions.ExprChecker``) dispatches calls, tensor accesses,
tiles, atomics and log formats to their modules; those modules receive the checker as an
:class:`ExprContext` and never import it back, so the checker's parts form no import circle.
``statements.StmtChecker`` is likewise seen as a :class:`StmtContext`.
"""

from __future__ import annotations

from typing import Protocol

from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.literals import Literals
from incore.frontend.scope import Body, Scope
from incore.frontend.types import ScalarType


class ExprContext(Protocol):
    """The expression checker of the body ``scope.cur`` being checked."""

    scope: Scope
    lits: Literals
    tiles_ok: bool  # the expression checked may be a tile (tiles.allowed sets it)

    def err(self, node: S.Node, message: str, hint: str | None = None) -> CompileError:
        """A CompileError spanning ``node``."""
        ...

    def expr(self, node: S.Expr, hint: ScalarType | None = None) -> A.Expr:
        """Checks an expression; an untyped literal result stays adaptable."""
        ...

    def value(
        self, node: S.Expr, hint: ScalarType | None = None, tiles_ok: bool = False
    ) -> A.Expr:
        """Checks an expression whose type must now be fixed."""
        ...

    def value_as(self, node: S.Expr, t: ScalarType) -> A.Expr:
        """Checks an expression that must have type ``t`` (literals adapt)."""
        ...

    def condition(self, node: S.Expr) -> A.Expr:
        """Checks an expression that must be a bool."""
        ...

    def operands(
        self, first: S.Expr, second: S.Expr, hint: ScalarType | None
    ) -> tuple[A.Expr, A.Expr]:
        """Checks the two operands of a binary operation."""
        ...

    def same_type_args(self, nodes: list[S.Expr], hint: ScalarType | None) -> list[A.Expr]:
        """Checks arguments that must share one type."""
        ...

    def binary_typed(
        self, node: S.Node, op: str, left: A.Expr, right_node: S.Expr, t: ScalarType
    ) -> A.Expr:
        """``left op right`` where the result must have type ``t``."""
        ...


class StmtContext(Protocol):
    """The statement checker of the body being checked."""

    ex: ExprContext

    def err(self, node: S.Node, message: str, hint: str | None = None) -> CompileError:
        """A CompileError spanning ``node``."""
        ...

    @property
    def cur(self) -> Body:
        """The body being checked."""
        ...
