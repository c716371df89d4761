"""The names a check resolves against: builtin tables, top-level definitions, body state.

:class:`Scope` is the state one module check shares between the driver, the expression and
the statement checkers: the module's consts, helpers and kernels, and the :class:`Body` (the
kernel or helper) being checked.  Small node helpers every checker module uses live here too.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from incore import abi
from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.diagnostics import SourceText, did_you_mean
from incore.frontend.types import SCALAR_TYPES, CoreKind, ScalarType, TileType

BUILTIN_VARS = ("block_idx", "block_num", "sub_block_idx", "core_type")
CORE_CONSTS = {"AIC": abi.CORE_AIC, "AIV": abi.CORE_AIV}
FLOAT_MATH = (
    "sqrt", "exp", "log", "tanh", "floor", "ceil",
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "erf", "erfc", "exp2",
    "expm1", "log2", "log10", "log1p", "rsqrt", "round", "trunc", "sign", "sigmoid",
)
# float math of two arguments of one float type (docs/math.md)
FLOAT_MATH2 = ("atan2", "pow", "fmod", "hypot")
# float classification: a float argument, a bool result
FLOAT_TESTS = ("isnan", "isinf", "isfinite")
# float constants, untyped like float literals
FLOAT_CONSTS = {"inf": math.inf, "nan": math.nan}
INTRINSICS = ("min", "max", "abs", "ceil_div", "select") + FLOAT_MATH + FLOAT_MATH2 + FLOAT_TESTS
ATOMIC_FUNCS = tuple(
    f"atomic_{op}" for op in ("add", "min", "max", "and", "or", "xor", "exchange", "cas")
)
SYNC_FUNCS = ("set_flag", "wait_flag", "cluster_barrier", "sync_all")
GRID_FUNCS = ("grid_idx", "grid_dim")
SPECIAL_FUNCS = (
    "load", "store", "range", "set_cache_policy", "get_l2_cache_offset", *ATOMIC_FUNCS,
    *SYNC_FUNCS, *GRID_FUNCS,
)
# Functions that make or reduce tiles (``max``/``min`` reduce with one tile argument).
TILE_FUNCS = ("zeros", "full", "arange", "sum")
# The library: every function a kernel may call and every constant it may read.  A user
# definition of the same name (helper, const, kernel, parameter, local) shadows it in its
# scope, as Python's scoping shadows builtins: a new library name never breaks a kernel.
# Tile operations (frontend/tile_ops.py).
TILE_OPS = ("argmax", "argmin", "cumsum", "cumprod", "bitcast")
# Reshapes and new axes (frontend/tile_shapes.py); ``t.reshape(...)`` is also a method.
SHAPE_FUNCS = ("reshape", "broadcast_to", "expand_dims")
# The debugging statements (frontend/debugging.py).
DEBUG_FUNCS = ("print", "breakpoint")
LIBRARY_FUNCS = tuple(
    dict.fromkeys(
        INTRINSICS + TILE_FUNCS + TILE_OPS + SHAPE_FUNCS + SPECIAL_FUNCS + ("log",) + DEBUG_FUNCS
    )
)
LIBRARY_NAMES = frozenset(LIBRARY_FUNCS) | frozenset(FLOAT_CONSTS)
# The language's own names: types, the execution model's values and the annotation heads.
# They cannot be redefined.
RESERVED = (
    set(SCALAR_TYPES)
    | set(BUILTIN_VARS)
    | set(CORE_CONSTS)
    | {"Tensor", "CachePolicy", "None"}
)
SCOPE_POLICY_PLACEMENT = "set_cache_policy must be a top-level statement of the kernel body"

# Type names of Python, C and numpy, and the incore type a user most likely means.
TYPE_ALIASES = {
    "float": "f32",
    "double": "f64",
    "int": "i64",
    "long": "i64",
    "float32": "f32",
    "float64": "f64",
    "float16": "f16",
    "half": "f16",
    "bfloat16": "bf16",
    "int8": "i8",
    "int16": "i16",
    "int32": "i32",
    "int64": "i64",
    "uint8": "u8",
    "uint16": "u16",
    "uint32": "u32",
    "uint64": "u64",
    "bool_": "bool",
}


def unknown_type_hint(name: str) -> str | None:
    """The hint for an unknown type name: the incore spelling of a Python/C/numpy type name,
    else a close match."""
    if name in TYPE_ALIASES:
        return f"did you mean '{TYPE_ALIASES[name]}'?"
    return did_you_mean(name, SCALAR_TYPES)


@dataclass
class Origin:
    """Where a local variable got its type: its first assignment (``value`` is the assigned
    expression, ``annotated`` whether it carries a type), its first ``for`` loop, or a helper
    parameter.  ``node`` is that statement or parameter."""

    kind: str  # "assign" | "for" | "param"
    node: S.Node
    value: S.Expr | None = None
    annotated: bool = False


@dataclass
class Const:
    """A top-level ``const`` and its literal value."""

    node: S.ConstDef
    value: int | float | bool


@dataclass
class FuncSig:
    """A helper's signature: scalar parameters and an optional return type."""

    node: S.FuncDef
    params: list[tuple[str, ScalarType]]
    ret: ScalarType | None


@dataclass
class Body:
    """Name state of one kernel or helper body while it is checked."""

    kind: str  # "kernel" | "func"
    name: str
    locals: dict[str, ScalarType] = field(default_factory=dict)
    origins: dict[str, Origin] = field(default_factory=dict)
    assigned_anywhere: set[str] = field(default_factory=set)
    tensors: dict[str, A.TensorParam] = field(default_factory=dict)
    scalars: dict[str, A.ScalarParam] = field(default_factory=dict)
    symbols: dict[str, tuple[str, int]] = field(default_factory=dict)
    ret: ScalarType | None = None
    loop_depth: int = 0
    sites: list[A.Site] = field(default_factory=list)
    # BYPASS reads: the load, its node, and the operator when it is the read of ``t[i] op= e``
    bypass_reads: list[tuple[A.Load, S.Node, str | None]] = field(default_factory=list)
    first_write: dict[str, S.Node] = field(default_factory=dict)
    scope_stmts: set[int] = field(default_factory=set)
    scope_policy_sites: dict[str, S.Node] = field(default_factory=dict)  # set_cache_policy calls
    calls: list[tuple[str, S.Node]] = field(default_factory=list)
    # tiles (incore/frontend/tiles.py): the tile variables, the kernel's core kind, the
    # core_type branches being checked, and every tile the budget counts
    tiles: dict[str, TileType] = field(default_factory=dict)
    core_kind: CoreKind | None = None
    core_branch: list[str] = field(default_factory=list)
    tile_uses: list[tuple[str, TileType, S.Node, str | None]] = field(default_factory=list)
    tile_calls: list[tuple[str, S.Node, str | None]] = field(default_factory=list)
    launch_params: bool = False  # the kernel takes abi.LAUNCH_PARAMS (frontend/grids.py)
    sync_all: bool = False  # ... including the last, its body calls sync_all()


@dataclass
class Scope:
    """The module-level names of one check and the body currently being checked."""

    src: SourceText
    arch: str
    consts: dict[str, Const] = field(default_factory=dict)
    funcs: dict[str, FuncSig] = field(default_factory=dict)
    kernel_nodes: dict[str, S.KernelDef] = field(default_factory=dict)
    kernel_param_names: set[str] = field(default_factory=set)
    body: Body | None = None

    def err(self, node: S.Node, message: str, hint: str | None = None) -> CompileError:
        """A CompileError spanning ``node``."""
        return self.src.error_at(node, message, hint)

    @property
    def cur(self) -> Body:
        """The body being checked (only valid inside a kernel or helper)."""
        assert self.body is not None
        return self.body

    def user_defines(self, name: str) -> bool:
        """True when the module (a const, helper or kernel) or the body being checked (a
        parameter, shape symbol or local, assigned anywhere in it) defines ``name``."""
        if name in self.consts or name in self.funcs or name in self.kernel_nodes:
            return True
        body = self.body
        return body is not None and (
            name in body.locals or name in body.assigned_anywhere or name in body.tensors
            or name in body.scalars or name in body.symbols
        )

    def library(self, name: str) -> bool:
        """True when ``name`` means the library's function or constant here (no user
        definition shadows it)."""
        return name in LIBRARY_NAMES and not self.user_defines(name)

    def library_call(self, node: S.Expr, name: str) -> bool:
        """True when ``node`` calls the library's ``name`` (not a user definition of it)."""
        return is_call_of(node, name) and not self.user_defines(name)


def span(node: S.Node) -> A.Span:
    """The typed-AST span of a syntax node."""
    return A.Span(node.line, node.col, node.end_line, node.end_col)


def loc(node: S.Node) -> str:
    """``line:col`` of a node, for messages that point at a second place."""
    return f"{node.line}:{node.col}"


def is_call_of(node: S.Expr, name: str) -> bool:
    """True when ``node`` is a call of the bare name ``name``."""
    return isinstance(node, S.Call) and isinstance(node.func, S.Name) and node.func.id == name


def unsupported(scope: Scope, node: S.Unsupported) -> CompileError:
    """The error for a construct the parser kept only to reject it here."""
    return scope.err(node, f"unsupported construct: {node.what}", node.hint)
