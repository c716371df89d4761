"""The typed AST: what the checker produces and lowering consumes.

Every expression carries its resolved ``type``; names are resolved (locals, scalar
parameters, shape symbols as ``ShapeOf``, constants folded to ``Literal``); loads carry
their compiled cache policy.  Spans are 1-based ``line``/``col`` with exclusive ``end_col``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from incore.frontend.types import CachePolicy, CoreKind, ScalarType, TensorType, TileType


@dataclass(frozen=True)
class Span:
    line: int
    col: int
    end_line: int
    end_col: int



# ---------------------------------------------------------------- expressions


@dataclass(eq=False)
class Expr:
    """``type`` is the (element) type; ``shape`` is () for a scalar, a tile's dims otherwise."""

    span: Span
    type: ScalarType = field(kw_only=True)
    shape: tuple[int, ...] = field(default=(), kw_only=True)


@dataclass(eq=False)
class Literal(Expr):
    """A constant of ``type`` (literals and ``const`` names are folded to this)."""

    value: int | float | bool


@dataclass(eq=False)
class Var(Expr):
    """A local variable or loop variable (of the enclosing kernel or inlined helper)."""

    name: str


@dataclass(eq=False)
class ScalarArg(Expr):
    """A scalar kernel parameter; ``index`` is its position among scalar parameters."""

    name: str
    index: int


@dataclass(eq=False)
class ShapeOf(Expr):
    """``tensor.shape[dim]`` or a shape symbol bound by it (always ``i64``)."""

    tensor: str
    dim: int


@dataclass(eq=False)
class BuiltinVar(Expr):
    """``block_idx``, ``block_num``, ``sub_block_idx`` or ``core_type``."""

    name: str


@dataclass(eq=False)
class L2Offset(Expr):
    """``get_l2_cache_offset()``: the value the entry block read once (u64)."""


@dataclass(eq=False)
class Unary(Expr):
    """``-x``, ``~x`` or ``not x``."""

    op: str
    operand: Expr


@dataclass(eq=False)
class Binary(Expr):
    """Arithmetic or bitwise ``+ - * / // % & | ^ << >>``; both operands have ``type``."""

    op: str
    left: Expr
    right: Expr


@dataclass(eq=False)
class Compare(Expr):
    """``== != < <= > >=`` on operands of one type; result is bool."""

    op: str
    left: Expr
    right: Expr


@dataclass(eq=False)
class Logical(Expr):
    """Short-circuit ``and`` / ``or`` on bools."""

    op: str
    left: Expr
    right: Expr


@dataclass(eq=False)
class Conditional(Expr):
    """``then if cond else otherwise`` (only the chosen arm is evaluated)."""

    cond: Expr
    then: Expr
    otherwise: Expr


@dataclass(eq=False)
class Cast(Expr):
    """``f32(x)``, ``i64(x)``, ...: converts ``value`` to ``type``."""

    value: Expr


@dataclass(eq=False)
class Intrinsic(Expr):
    """A builtin function: min max abs sqrt exp log tanh floor ceil ceil_div select."""

    name: str
    args: list[Expr]


@dataclass(eq=False)
class Load(Expr):
    """An element load ``tensor[indices]`` compiled with ``policy``.

    ``explicit`` is True when the policy came from ``cache=`` on the load itself.
    """

    tensor: str
    indices: list[Expr]
    policy: CachePolicy
    explicit: bool = False


@dataclass(eq=False)
class Atomic(Expr):
    """``atomic_<op>(tensor[indices], *args)``: an atomic read-modify-write of one GM element
    returning its previous value (``type`` is the tensor's dtype).  ``op`` is ``add min max
    and or xor exchange cas``; ``args`` is ``[value]``, or ``[expected, new]`` for ``cas``."""

    op: str
    tensor: str
    indices: list[Expr]
    args: list[Expr]


@dataclass(eq=False)
class Call(Expr):
    """A call of a ``func`` helper (lowering inlines it); ``type`` is ``types.VOID`` for a
    helper without a return type, which is only ever called as an ``ExprStmt``."""

    func: str
    args: list[Expr]


@dataclass(eq=False)
class TileWindow:
    """The GM window of a tile load or store: per tensor dim a start and an extent (None: an
    integer index, the dim is dropped as in numpy)."""

    tensor: str
    starts: list[Expr]
    extents: list[int | None]

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(e for e in self.extents if e is not None)


@dataclass(eq=False)
class TileLoad(Expr):
    """A tile load ``x[r, c:c + T]`` compiled with ``policy``; lanes outside the tensor, and
    lanes where the bool ``mask`` (broadcast to the window's shape) is false, read ``other``
    (a scalar of the tile's dtype, or a tile of it that broadcasts to the window's shape) and
    make no GM access."""

    tensor: str
    window: TileWindow
    policy: CachePolicy
    other: Expr
    explicit: bool = False
    mask: Expr | None = None


@dataclass(eq=False)
class TileFill(Expr):
    """``zeros(shape, dt)`` / ``full(shape, v, dt)``: every lane is ``value``."""

    value: Expr


@dataclass(eq=False)
class TileArange(Expr):
    """``arange(T)``: the i64 tile 0..T-1."""


@dataclass(eq=False)
class TileElement(Expr):
    """``t[i, j]``: one element of tile variable ``name`` (a scalar)."""

    name: str
    indices: list[Expr]


@dataclass(eq=False)
class Reduce(Expr):
    """``sum/max/min(value[, axis=, keepdims=])``: ``axis`` None reduces to a scalar."""

    op: str
    value: Expr
    axis: int | None = None
    keepdims: bool = False


@dataclass(eq=False)
class MatMul(Expr):
    """``left @ right``: ``[M, K] @ [K, N]`` -> ``[M, N]``, accumulated in ``type``."""

    left: Expr
    right: Expr


@dataclass(eq=False)
class Transpose(Expr):
    """``t.T`` of a 2-D tile: ``[M, N]`` -> ``[N, M]``."""

    value: Expr


@dataclass(eq=False)
class Reshape(Expr):
    """``t.reshape([a, b])``, ``t[:, None]``, ``expand_dims(t, axis)``: the lanes of ``value``
    in row-major order read as ``shape`` (same element count); lowering reads the operand's
    buffer, so a reshape of a tile variable copies nothing."""

    value: Expr

    @property
    def unit_axes(self) -> bool:
        """True when the reshape only adds or removes axes of length 1 (``t[:, None]``,
        ``expand_dims``): each lane of the result is the operand's lane with the same indices
        along the other dims, so lowering reads the operand lane by lane, fused."""
        return [d for d in self.shape if d != 1] == [d for d in self.value.shape if d != 1]


@dataclass(eq=False)
class BroadcastTo(Expr):
    """``broadcast_to(value, shape)``: ``value`` (a tile whose shape broadcasts to ``shape``,
    or a scalar) repeated over ``shape``, as numpy's ``broadcast_to``."""

    value: Expr


@dataclass(eq=False)
class ArgReduce(Expr):
    """``argmax/argmin(value[, axis=, keepdims=])``: i32 indices of the first maximum /
    minimum (a nan counts as the extreme, as in numpy); ``axis`` None indexes the flattened
    tile and gives a scalar."""

    op: str
    value: Expr
    axis: int | None = None
    keepdims: bool = False


@dataclass(eq=False)
class Scan(Expr):
    """``cumsum/cumprod(value[, axis=])``: running sums / products along ``axis`` in order,
    each partial result rounded to the element type; ``axis`` None scans the flattened tile
    (a 1-D result, as in numpy)."""

    op: str
    value: Expr
    axis: int | None = None


@dataclass(eq=False)
class Bitcast(Expr):
    """``bitcast(value, dtype)``: the bits of ``value`` read as ``type`` (same width), per lane
    for a tile."""

    value: Expr


# The nodes that apply one scalar operation per lane when their operands are tiles.
ELEMENTWISE = (Unary, Binary, Compare, Logical, Cast, Intrinsic, Bitcast)


def elementwise_operands(e: Expr) -> list[Expr]:
    """The operands of an ``ELEMENTWISE`` node ``e`` (empty for any other node)."""
    if isinstance(e, Unary):
        return [e.operand]
    if isinstance(e, (Binary, Compare, Logical)):
        return [e.left, e.right]
    if isinstance(e, (Cast, Bitcast)):
        return [e.value]
    if isinstance(e, Intrinsic):
        return list(e.args)
    return []


# ----------------------------------------------------------------- statements


@dataclass(eq=False)
class Stmt:
    span: Span


@dataclass(eq=False)
class Assign(Stmt):
    """``name = value`` (also the desugared form of augmented assignment)."""

    name: str
    value: Expr


@dataclass(eq=False)
class Store(Stmt):
    """``tensor[indices] = value``; ``value.type`` is the tensor's dtype.  For ``t[i] op= e``
    the store and the load inside ``value`` share the same index expression objects."""

    tensor: str
    indices: list[Expr]
    value: Expr


@dataclass(eq=False)
class TileStore(Stmt):
    """A tile store ``y[r, c:c + T] = value``: lanes outside the tensor, and lanes where the
    bool ``mask`` (broadcast to the window's shape) is false, are not written; ``value``
    broadcasts to the window's shape."""

    window: TileWindow
    value: Expr
    mask: Expr | None = None

    @property
    def tensor(self) -> str:
        return self.window.tensor


@dataclass(eq=False)
class TileAtomic(Stmt):
    """``atomic_add/min/max(y[r, c:c + T], value)``: one atomic update per lane of the window
    (lanes outside the tensor make no access); ``value`` broadcasts to the window's shape."""

    op: str
    window: TileWindow
    value: Expr

    @property
    def tensor(self) -> str:
        return self.window.tensor


@dataclass(eq=False)
class TileElementStore(Stmt):
    """``t[i, j] = value`` on tile variable ``name``."""

    name: str
    indices: list[Expr]
    value: Expr


@dataclass(eq=False)
class If(Stmt):
    cond: Expr
    body: list[Stmt]
    orelse: list[Stmt]


@dataclass(eq=False)
class For(Stmt):
    """``for var in range(start, stop, step)`` with Python semantics (var is i64 or the
    common integer type of the bounds; reassigning var in the body does not change the
    iteration)."""

    var: str
    start: Expr
    stop: Expr
    step: Expr
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
class Return(Stmt):
    """Return from the kernel (``value`` is None) or from a helper."""

    value: Expr | None = None


@dataclass(eq=False)
class ExprStmt(Stmt):
    """An expression evaluated for its effect (a helper call)."""

    value: Expr


@dataclass(eq=False)
class Sync(Stmt):
    """MIX-cluster sync: ``set_flag(flag)``, ``wait_flag(flag)`` (``flag`` a constant
    ``0 <= flag < abi.FLAG_COUNT``) or ``cluster_barrier()`` (``flag`` None); or
    ``sync_all()``, every block of the launch (``flag`` None)."""

    op: str  # "set_flag" | "wait_flag" | "cluster_barrier" | "sync_all"
    flag: int | None = None


@dataclass(eq=False)
class Site:
    """A log or assert site recorded in ``.incore.meta``; the device refers to it by ``id``."""

    id: int
    kind: str  # "log" | "assert"
    level: str  # "debug", "info_v0".."info_v9", "warn", "error"; "assert" for asserts
    fmt: str
    filename: str
    line: int
    arg_types: list[str]
    # a print site: per argument its tile shape, () for a scalar (docs/abi.md "Print sites")
    shapes: list[tuple[int, ...]] = field(default_factory=list)


@dataclass(eq=False)
class Log(Stmt):
    site: Site
    args: list[Expr]


@dataclass(eq=False)
class Assert(Stmt):
    cond: Expr
    site: Site
    args: list[Expr]


@dataclass(eq=False)
class Text(Expr):
    """A string literal argument of ``print(...)`` (its ``type`` is ``types.VOID``); it is
    printed as it is written and is never a value of any other expression."""

    value: str


@dataclass(eq=False)
class Print(Stmt):
    """``print(v, ...)``: ``values`` are the arguments in order, ``Text`` for a string and
    scalars and tiles otherwise; ``site`` (kind ``"print"``, level ``"info_v5"``) describes
    the non-text values (``arg_types``, ``shapes``) and ``site.fmt`` is the printed line
    after the prefix with ``{}`` for each of them.  ``incore.printing.format_print`` formats
    the line."""

    values: list[Expr]
    site: Site


@dataclass(eq=False)
class Breakpoint(Stmt):
    """``breakpoint([condition][, block=b])``: an interpreted launch stops here when
    ``condition`` (a bool, None: always) holds in block ``block`` (an integer, None: every
    block); compiled code ignores it (the compiler warns once per kernel and site)."""

    condition: Expr | None
    block: Expr | None


# ----------------------------------------------------------------- top level


@dataclass(eq=False)
class TensorParam:
    name: str
    index: int  # position among tensor parameters -> args slot
    type: TensorType
    span: Span
    written: bool = False  # some store in the kernel targets it
    scope_policy: CachePolicy = CachePolicy.DEFAULT  # from set_cache_policy


@dataclass(eq=False)
class ScalarParam:
    name: str
    index: int  # position among scalar parameters -> args slot 32 + index
    type: ScalarType
    span: Span
    launch: str | None = None  # a hidden launch parameter: its abi.LAUNCH_PARAMS key


@dataclass(eq=False)
class ConstParam:
    """A kernel's ``const`` parameter: a compile-time value given per specialisation.
    ``kind`` (``"int"``, ``"float"`` or ``"bool"``) is its default's; None without one."""

    name: str
    kind: str | None
    default: int | float | bool | None
    span: Span

    def describe(self) -> dict:
        """The JSON form (kernel meta, compile cache manifest): name, kind, default."""
        return {"name": self.name, "kind": self.kind, "default": self.default}


@dataclass(eq=False)
class PendingKernel:
    """A kernel the check left unchecked: a ``const`` parameter without a default has no
    value.  Each specialisation (values given) checks it as an ordinary kernel."""

    name: str
    core_kind: CoreKind
    const_params: list[ConstParam]
    span: Span


@dataclass(eq=False)
class TypedKernel:
    name: str
    core_kind: CoreKind
    params: list[TensorParam | ScalarParam]  # declaration order
    body: list[Stmt]
    locals: dict[str, ScalarType]  # every local/loop variable of the kernel body
    span: Span
    sites: list[Site] = field(default_factory=list)
    tiles: dict[str, TileType] = field(default_factory=dict)  # the tile variables of locals
    const_params: list[ConstParam] = field(default_factory=list)
    consts: dict[str, int | float | bool] = field(default_factory=dict)  # the values checked

    @property
    def tensors(self) -> list[TensorParam]:
        return [p for p in self.params if isinstance(p, TensorParam)]

    @property
    def scalars(self) -> list[ScalarParam]:
        return [p for p in self.params if isinstance(p, ScalarParam)]


@dataclass(eq=False)
class Function:
    """A ``func`` helper; calls are inlined by lowering, recursion is rejected by the checker."""

    name: str
    params: list[tuple[str, ScalarType]]
    ret: ScalarType | None
    body: list[Stmt]
    locals: dict[str, ScalarType]  # parameters included
    span: Span
    tiles: dict[str, TileType] = field(default_factory=dict)  # the tile variables of locals


@dataclass(eq=False)
class TypedProgram:
    filename: str
    source: str
    kernels: dict[str, TypedKernel]
    funcs: dict[str, Function]
    source_hash: str  # sha256 of the source text
    pending: dict[str, PendingKernel] = field(default_factory=dict)  # const values missing
    kernel_order: list[str] = field(default_factory=list)  # kernels and pending, as declared
