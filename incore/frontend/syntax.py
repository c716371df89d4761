"""The raw syntax tree: what the parser builds from lark's parse tree, before any checking.

Nodes are plain dataclasses carrying 1-based ``line``/``col`` and exclusive ``end_line``/
``end_col``.  Names are unresolved and literals untyped; the checker turns this tree into the
typed AST of :mod:`incore.frontend.ast`.  The classes are internal to the frontend.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Nesting limits, checked by the parser and the checker alike, so that checking and lowering
# (both recursive) stay well inside Python's recursion limit.  An expression may nest this
# many syntax nodes deep (operands, arguments, indices, parentheses ...) ...
MAX_EXPR_DEPTH = 100
# ... and if/for/while blocks this many deep (an elif nests inside the else of its if).
MAX_BLOCK_DEPTH = 100
# Tokens one source may hold.  Parsing costs ~40 us and ~1 KB per token through the whole
# frontend and lowering, so this bounds a source to seconds and a few hundred MB; a real kernel
# file has hundreds to a few thousand tokens.
MAX_TOKENS = 1 << 17


@dataclass(kw_only=True, eq=False)
class Node:
    """Base of every syntax node: its source span."""

    line: int = 0
    col: int = 0
    end_line: int = 0
    end_col: int = 0


# ---------------------------------------------------------------- expressions


@dataclass(kw_only=True, eq=False)
class Expr(Node):
    """Base of expression nodes."""


@dataclass(eq=False)
class Name(Expr):
    id: str


@dataclass(eq=False)
class Num(Expr):
    """An int or float literal; ``text`` is the source spelling."""

    value: int | float
    text: str

    @property
    def is_float(self) -> bool:
        return isinstance(self.value, float)


@dataclass(eq=False)
class Str(Expr):
    value: str


@dataclass(eq=False)
class BoolLit(Expr):
    value: bool


@dataclass(eq=False)
class UnaryOp(Expr):
    """``-x``, ``+x``, ``~x`` or ``not x``."""

    op: str
    operand: Expr


@dataclass(eq=False)
class BinOp(Expr):
    """Arithmetic, bitwise or logical (``and``/``or``) binary operation."""

    op: str
    left: Expr
    right: Expr


@dataclass(eq=False)
class Compare(Expr):
    """``a < b`` (one op) or a chain ``a < b < c`` (several ops)."""

    ops: list[str]
    operands: list[Expr]


@dataclass(eq=False)
class IfExp(Expr):
    cond: Expr
    then: Expr
    orelse: Expr


@dataclass(eq=False)
class Keyword(Node):
    name: str
    value: Expr


@dataclass(eq=False)
class Call(Expr):
    func: Expr
    args: list[Expr]
    kwargs: list[Keyword] = field(default_factory=list)


@dataclass(eq=False)
class Subscript(Expr):
    value: Expr
    indices: list[Expr]


@dataclass(eq=False)
class Attribute(Expr):
    value: Expr
    attr: str
    attr_col: int = 0


@dataclass(eq=False)
class Unsupported(Expr):
    """A construct outside the language (``**``, slices, list literals, lambda, ...)."""

    what: str
    hint: str | None = None


@dataclass(eq=False)
class Slice(Unsupported):
    """``lower:upper[:step]`` inside a subscript; only a tile access of a tensor uses it."""

    lower: Expr | None = None
    upper: Expr | None = None
    step: Expr | None = None


@dataclass(eq=False)
class ListLit(Unsupported):
    """``[a, b]``; only a tile shape (``zeros([TM, TN], f32)``, ``Tile[[T], f32]``) uses it."""

    items: list[Expr] = field(default_factory=list)


@dataclass(eq=False)
class TupleLit(Unsupported):
    """``(a, b)``; only a tile shape (``t.reshape((TM, TN))``) uses it."""

    items: list[Expr] = field(default_factory=list)


# ----------------------------------------------------------------- statements


@dataclass(kw_only=True, eq=False)
class Stmt(Node):
    """Base of statement nodes."""


@dataclass(eq=False)
class Assign(Stmt):
    """``target = value`` or ``target: annotation = value``; ``value`` may be None only for a
    bare annotation (which the checker rejects)."""

    target: Expr
    value: Expr | None
    annotation: Expr | None = None
    extra_targets: list[Expr] = field(default_factory=list)


@dataclass(eq=False)
class AugAssign(Stmt):
    target: Expr
    op: str  # the binary operator, e.g. "+" for "+="
    value: Expr


@dataclass(eq=False)
class ExprStmt(Stmt):
    value: Expr


@dataclass(eq=False)
class If(Stmt):
    cond: Expr
    body: list[Stmt]
    orelse: list[Stmt]


@dataclass(eq=False)
class For(Stmt):
    target: Expr
    iter: Expr
    body: list[Stmt]


@dataclass(eq=False)
class While(Stmt):
    cond: Expr
    body: list[Stmt]


@dataclass(eq=False)
class Break(Stmt):
    pass


@dataclass(eq=False)
class Continue(Stmt):
    pass


@dataclass(eq=False)
class Pass(Stmt):
    pass


@dataclass(eq=False)
class Return(Stmt):
    value: Expr | None = None


@dataclass(eq=False)
class AssertStmt(Stmt):
    """``assert cond[, "fmt", args...]``: ``extra`` holds everything after the condition."""

    cond: Expr
    extra: list[Expr] = field(default_factory=list)


# ----------------------------------------------------------------- top level


@dataclass(eq=False)
class ScalarTypeAnn(Node):
    name: str


@dataclass(eq=False)
class ConstTypeAnn(Node):
    """``const``: the annotation of a kernel's compile-time parameter."""


@dataclass(eq=False)
class TensorTypeAnn(Node):
    """``Head[[dims...], dtype]``; ``head`` should be ``Tensor``."""

    head: str
    dims: list[Num | Name]
    dtype: ScalarTypeAnn


@dataclass(eq=False)
class Param(Node):
    name: str
    annotation: ScalarTypeAnn | TensorTypeAnn | ConstTypeAnn | None
    default: Expr | None = None  # ``= value``: only a ``const`` parameter may have one


@dataclass(eq=False)
class Decorator(Node):
    name: str
    has_args: bool = False


@dataclass(eq=False)
class KernelDef(Node):
    name: str
    params: list[Param]
    ret: ScalarTypeAnn | TensorTypeAnn | None
    body: list[Stmt]
    decorators: list[Decorator] = field(default_factory=list)


@dataclass(eq=False)
class FuncDef(Node):
    name: str
    params: list[Param]
    ret: ScalarTypeAnn | TensorTypeAnn | None
    body: list[Stmt]
    decorators: list[Decorator] = field(default_factory=list)


@dataclass(eq=False)
class ConstDef(Node):
    name: str
    value: Expr
    decorators: list[Decorator] = field(default_factory=list)


@dataclass(eq=False)
class TopLevelStmt(Node):
    """A statement outside any kernel or helper (the checker rejects it)."""

    stmt: Stmt


@dataclass(eq=False)
class ParsedModule(Node):
    items: list[KernelDef | FuncDef | ConstDef | TopLevelStmt]
