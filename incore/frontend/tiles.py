"""Tiles in the checker: tile types, creation, tile variables, elementwise shapes and
broadcasting, reductions, matmul and the local memory budget (windows, tile loads and stores:
``tile_windows``).

A tile expression is an ordinary typed-AST expression whose ``shape`` is not ``()``: its
``type`` is the element type, so the scalar rules for operators, literals and casts apply per
lane, and :func:`post` gives every elementwise node the broadcast shape of its operands.  A
tile may only stand where :func:`allowed` says so (assignments, tile stores, reductions); any
other place that needs a value gets :func:`not_here`.  Local memory budgets per core kind are
:data:`LOCAL_MEMORY` (docs/language.md, "Tiles").
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from incore import abi
from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import syntax as S
from incore.frontend.checking import ExprContext, StmtContext
from incore.frontend.diagnostics import did_you_mean, literal_text
from incore.frontend.scope import TILE_FUNCS, Body, Origin, Scope, loc, span
from incore.frontend.types import (
    F32,
    F64,
    I32,
    I64,
    SCALAR_TYPES,
    CoreKind,
    ScalarType,
    TileType,
)

REDUCTIONS = ("sum", "max", "min")
MAX_TILE_RANK = 3
# Lanes of one tile (or tile window): far above any local memory, and lane indices stay i64.
MAX_TILE_LANES = 1 << 31

# Local memory per core kind, in bytes: the Atlas A2 / Ascend 910B (a2a3) AIV unified buffer
# and AIC L1 buffer (CANN catlass ``AtlasA2::UB_SIZE`` / ``L1_SIZE``; docs/language.md).
LOCAL_MEMORY = {"aiv": 192 * 1024, "aic": 512 * 1024}
LOCAL_MEMORY_NAME = {"aiv": "AIV unified buffer (UB, 192 KiB)", "aic": "AIC L1 buffer (512 KiB)"}

TILE_USE_HINT = (
    "assign a tile to a variable, store it with y[r, c:c + T] = t, or reduce it to a scalar "
    "with sum/max/min"
)
# Integer matmul inputs (the cube unit's int8 GEMM and its neighbours): accumulated in i32,
# wrapping on overflow like i32 arithmetic.
INT_MATMUL_TYPES = ("i8", "u8", "i16", "u16", "i32")
MATMUL_HINT = (
    "'@' is the AIC's cube unit: mark the kernel @aic, or @mix and put the matmul under "
    "`if core_type == AIC:`"
)


def shape_text(shape: tuple[int, ...]) -> str:
    """``[4, 8]``."""
    return "[" + ", ".join(str(d) for d in shape) + "]"


def tile_text(e: A.Expr) -> str:
    """How an expression's tile type reads in a message."""
    return str(TileType(e.shape, e.type))


@contextmanager
def allowed(ex: ExprContext) -> Iterator[None]:
    """Lets the expression checked inside be a tile (an assignment, a store, a reduction)."""
    saved = ex.tiles_ok
    ex.tiles_ok = True
    try:
        yield
    finally:
        ex.tiles_ok = saved


def not_here(ex: ExprContext, node: S.Node, e: A.Expr) -> CompileError:
    """The error for a tile where a scalar is needed."""
    return ex.err(node, f"a tile ({tile_text(e)}) cannot be used here; a scalar is needed",
                  TILE_USE_HINT)


def require_scalar(ex: ExprContext, e: A.Expr, node: S.Node, what: str) -> A.Expr:
    """``e`` when it is a scalar; a tile is an error naming ``what`` needs a scalar."""
    if e.shape:
        raise ex.err(node, f"{what} must be a scalar, got a tile ({tile_text(e)})",
                     TILE_USE_HINT)
    return e


# ------------------------------------------------------------- shapes and broadcasting


def broadcast_shapes(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...] | None:
    """numpy's broadcast of two shapes (aligned on the right, a dim of 1 stretches), or None."""
    out = []
    for k in range(1, max(len(a), len(b)) + 1):
        x = a[-k] if k <= len(a) else 1
        y = b[-k] if k <= len(b) else 1
        if x != y and 1 not in (x, y):
            return None
        out.append(max(x, y))
    return tuple(reversed(out))


def broadcast(ex: ExprContext, node: S.Node, shapes: list[tuple[int, ...]]) -> tuple[int, ...]:
    """The common shape of ``shapes``; a mismatch is an error at ``node``."""
    result: tuple[int, ...] = ()
    for s in shapes:
        nxt = broadcast_shapes(result, s)
        if nxt is None:
            hint = ("dims are matched from the right and must be equal or 1, e.g. [TM, TN] "
                    "with [TN] or [TM, 1]")
            for a, b in ((result, s), (s, result)):
                if len(a) == 1 and len(b) == 2 and b[0] == a[0]:  # a [TM] tile meant as a column
                    hint = (f"a [{a[0]}] tile broadcasts as a row; as a column that scales each "
                            f"row, make it [{a[0]}, 1] with t[:, None] (or expand_dims(t, 1))")
            raise ex.err(
                node,
                f"tile shapes {shape_text(result)} and {shape_text(s)} do not broadcast",
                hint,
            )
        result = nxt
    return result


def post(ex: ExprContext, node: S.Node, e: A.Expr) -> A.Expr:
    """Gives an elementwise node the broadcast shape of its operands; rejects tile arms of
    ``if/else`` (only the chosen arm is evaluated, a scalar decision)."""
    if isinstance(e, A.Conditional):
        if e.then.shape or e.otherwise.shape or e.cond.shape:
            raise ex.err(
                node,
                "'if/else' chooses between scalars; tiles choose per lane",
                "use select(mask, a, b)",
            )
        return e
    if e.shape or not isinstance(e, A.ELEMENTWISE):
        return e
    shapes = [o.shape for o in A.elementwise_operands(e)]
    if any(shapes):
        e.shape = broadcast(ex, node, shapes)
    return e


# ------------------------------------------------------------- constants and types


def const_int(ex: ExprContext, node: S.Expr, what: str) -> int:
    """The value of an integer literal or const expression ``node``."""
    e = ex.expr(node)
    if ex.lits.kind(e) == "int":
        assert isinstance(e, A.Literal)
        return int(e.value)
    raise ex.err(node, f"{what} must be a compile-time integer constant (a literal or a const)")


def dims(ex: ExprContext, node: S.Expr, what: str) -> tuple[int, ...]:
    """A tile shape written as a list of constants: ``[TM, TN]``."""
    usage = "e.g. [TM, TN] with TM and TN integer literals or consts"
    if not isinstance(node, S.ListLit):
        raise ex.err(node, f"{what} is a list of constant dims", usage)
    if not 1 <= len(node.items) <= MAX_TILE_RANK:
        raise ex.err(node, f"a tile has 1 to {MAX_TILE_RANK} dims, got {len(node.items)}", usage)
    out = []
    for item in node.items:
        d = const_int(ex, item, "a tile dimension")
        if d <= 0:
            raise ex.err(item, f"a tile dimension must be positive, got {literal_text(item, d)}")
        out.append(d)
    if TileType(tuple(out), F32).size > MAX_TILE_LANES:
        raise ex.err(node, f"a tile has at most {MAX_TILE_LANES} lanes")
    return tuple(out)


def dtype_of(ex: ExprContext, node: S.Expr) -> ScalarType:
    """The element type a name such as ``f32`` spells."""
    if isinstance(node, S.Name) and node.id in SCALAR_TYPES:
        return SCALAR_TYPES[node.id]
    if isinstance(node, S.Name):
        raise ex.err(node, f"unknown type '{node.id}'", did_you_mean(node.id, SCALAR_TYPES))
    raise ex.err(node, "expected an element type such as f32 or i64")


def is_tile_annotation(ann: S.Expr | None) -> bool:
    return (
        isinstance(ann, S.Subscript) and isinstance(ann.value, S.Name) and ann.value.id == "Tile"
    )


def annotation(ex: ExprContext, ann: S.Subscript) -> TileType:
    """The tile type ``Tile[[d0, d1], dtype]`` names."""
    if len(ann.indices) != 2 or not isinstance(ann.indices[0], S.ListLit):
        raise ex.err(ann, "a tile type is Tile[[d0, d1], dtype] with constant dims",
                     "e.g. Tile[[TM, TN], f32]")
    return TileType(dims(ex, ann.indices[0], "a tile shape"), dtype_of(ex, ann.indices[1]))


def signature_type(scope: Scope, ann: S.TensorTypeAnn) -> TileType:
    """The tile type of a helper parameter or result, ``Tile[[d0, d1], dtype]``."""
    if not 1 <= len(ann.dims) <= MAX_TILE_RANK:
        raise scope.err(ann, f"a tile has 1 to {MAX_TILE_RANK} dims, got {len(ann.dims)}",
                        "e.g. Tile[[TM, TN], f32]")
    shape = []
    for d in ann.dims:
        value = d.value if isinstance(d, S.Num) else None
        if isinstance(d, S.Name) and d.id in scope.consts:
            value = scope.consts[d.id].value
        if not isinstance(value, int) or isinstance(value, bool):
            raise scope.err(d, "a tile dimension must be a compile-time integer constant "
                            "(a literal or a const)")
        if value <= 0:
            raise scope.err(d, f"a tile dimension must be positive, got {value}")
        shape.append(value)
    if TileType(tuple(shape), F32).size > MAX_TILE_LANES:
        raise scope.err(ann, f"a tile has at most {MAX_TILE_LANES} lanes")
    dtype = SCALAR_TYPES.get(ann.dtype.name)
    if dtype is None:
        raise scope.err(ann.dtype, f"unknown type '{ann.dtype.name}'",
                        did_you_mean(ann.dtype.name, SCALAR_TYPES))
    return TileType(tuple(shape), dtype)


def argument(ex: ExprContext, node: S.Expr, tt: TileType, what: str) -> A.Expr:
    """A value passed as (or returned as) a tile of type ``tt``: it must broadcast to it."""
    value = value_as(ex, node, tt.dtype)
    if broadcast_shapes(value.shape, tt.shape) != tt.shape:
        got = tile_text(value) if value.shape else "a scalar"
        raise ex.err(node, f"{what} is {tt}, got {got}")
    return value


def zero(sp: A.Span, t: ScalarType) -> A.Literal:
    """The literal 0 (False) of ``t``."""
    if t.is_bool:
        return A.Literal(sp, False, type=t)
    return A.Literal(sp, 0.0 if t.is_float else 0, type=t)


def value_as(ex: ExprContext, node: S.Expr, t: ScalarType) -> A.Expr:
    """A scalar or tile value of element type ``t`` (literals adapt)."""
    with allowed(ex):
        return ex.value_as(node, t)


def use_tile(body: Body, what: str, tt: TileType, node: S.Node) -> None:
    """Counts a tile against the local memory budget of the core kinds it runs on."""
    body.tile_uses.append((what, tt, node, body.core_branch[-1] if body.core_branch else None))


# ------------------------------------------------------------- creation and reductions


def is_tile_call(node: S.Call, name: str) -> bool:
    """True when a call of builtin ``name`` is a tile function (``max``/``min`` with one
    argument are reductions, whose keywords the reduction checks; with two or more they
    compare scalars/lanes)."""
    if name in TILE_FUNCS:
        return True
    return name in ("max", "min") and len(node.args) == 1


def call(ex: ExprContext, node: S.Call, name: str, hint: ScalarType | None) -> A.Expr:
    """Checks ``zeros``, ``full``, ``arange`` or a reduction."""
    if name in REDUCTIONS:
        return reduction(ex, node, name)
    sp = span(node)
    if node.kwargs:
        raise ex.err(node.kwargs[0], f"{name}() takes no keyword arguments")
    args = node.args
    if name == "arange":
        if len(args) != 1:
            raise ex.err(node, f"arange() takes 1 argument, got {len(args)}", "e.g. arange(T)")
        n = const_int(ex, args[0], "the length of arange()")
        if not 0 < n <= MAX_TILE_LANES:
            raise ex.err(args[0], f"arange() needs a length from 1 to {MAX_TILE_LANES}, got {n}")
        return A.TileArange(sp, type=I64, shape=(n,))
    if name == "zeros":
        if not 1 <= len(args) <= 2:
            raise ex.err(node, f"zeros() takes 1 or 2 arguments, got {len(args)}",
                         "e.g. zeros([TM, TN], f32)")
        shape = dims(ex, args[0], "the shape of zeros()")
        t = dtype_of(ex, args[1]) if len(args) == 2 else (hint or F32)
        return A.TileFill(sp, zero(sp, t), type=t, shape=shape)
    if not 2 <= len(args) <= 3:
        raise ex.err(node, f"full() takes 2 or 3 arguments, got {len(args)}",
                     "e.g. full([T], 1.0, f32)")
    shape = dims(ex, args[0], "the shape of full()")
    if len(args) == 3:
        t = dtype_of(ex, args[2])
        value = ex.value_as(args[1], t)
    else:
        value = ex.value(args[1], hint)
    require_scalar(ex, value, args[1], "the value of full()")
    return A.TileFill(sp, value, type=value.type, shape=shape)


def reduction(ex: ExprContext, node: S.Call, name: str) -> A.Expr:
    """``sum/max/min(t[, axis=k][, keepdims=True])``."""
    usage = f"e.g. {name}(t) or {name}(t, axis=1, keepdims=True)"
    if len(node.args) != 1:
        raise ex.err(node, f"{name}() of a tile takes one tile argument, got {len(node.args)}",
                     usage)
    axis_node: S.Expr | None = None
    keepdims = False
    for kw in node.kwargs:
        if kw.name == "axis":
            axis_node = kw.value
        elif kw.name == "keepdims":
            if not isinstance(kw.value, S.BoolLit):
                raise ex.err(kw.value, "keepdims= is True or False")
            keepdims = kw.value.value
        else:
            raise ex.err(kw, f"{name}() has no keyword argument '{kw.name}' (it takes axis= "
                         f"and keepdims=)", did_you_mean(kw.name, ["axis", "keepdims"]) or usage)
    with allowed(ex):
        value = ex.value(node.args[0])
    if not value.shape:
        if name != "sum" and not node.kwargs:  # min(a) of a scalar: the scalar builtin's rule
            raise ex.err(node, f"{name}() takes at least 2 arguments, got 1")
        raise ex.err(node.args[0], f"{name}() with one argument reduces a tile, got a scalar "
                     f"{value.type}")
    if value.type.is_bool:
        raise ex.err(node.args[0], f"{name}() of a bool tile is not defined",
                     "cast it first, e.g. sum(i32(mask))")
    rank = len(value.shape)
    axis: int | None = None
    if axis_node is not None:
        axis = const_int(ex, axis_node, "axis=")
        if not -rank <= axis < rank:
            raise ex.err(axis_node, f"axis {axis} is out of range for a {rank}-D tile")
        axis %= rank
    if axis is None:
        shape: tuple[int, ...] = (1,) * rank if keepdims else ()
    elif keepdims:
        shape = tuple(1 if k == axis else d for k, d in enumerate(value.shape))
    else:
        shape = tuple(d for k, d in enumerate(value.shape) if k != axis)
    if axis is not None and not shape:
        shape = ()
    out = A.Reduce(span(node), name, value, axis, keepdims, type=value.type, shape=shape)
    body = ex.scope.cur
    if not isinstance(value, A.Var):  # lowering computes the argument into a temporary
        use_tile(body, f"the argument of {name}()", TileType(value.shape, value.type), node)
    if shape:
        use_tile(body, f"the result of {name}()", TileType(shape, value.type), node)
    return out


def mask(ex: ExprContext, node: S.Expr) -> A.Expr:
    """The first argument of ``select``: a bool scalar or a bool tile."""
    cond = ex.value(node)
    if not cond.type.is_bool:
        raise ex.err(node, f"a condition must be bool, got {cond.type}",
                     "compare explicitly, e.g. `x != 0`")
    return cond


# ------------------------------------------------------------- matmul


def matmul(ex: ExprContext, node: S.BinOp) -> A.Expr:
    """``a @ b``: ``[M, K] @ [K, N]`` on the AIC, accumulated in f32 (f64 for f64 tiles, i32
    for integer tiles)."""
    body = ex.scope.cur
    if body.kind == "func":
        raise ex.err(node, "'@' is not available in a helper: it runs on the AIC's cube unit, "
                     "in an @aic kernel or the AIC part of a @mix kernel", MATMUL_HINT)
    if body.core_kind is CoreKind.AIV:
        raise ex.err(node, "'@' is not available in an @aiv kernel: it runs on the AIC's cube "
                     "unit, in an @aic kernel or the AIC part of a @mix kernel", MATMUL_HINT)
    if body.core_kind is CoreKind.MIX and (body.core_branch or [None])[-1] != "aic":
        raise ex.err(node, "'@' in a @mix kernel must be in its AIC part: it runs on the AIC's "
                     "cube unit", "put it under `if core_type == AIC:`")
    with allowed(ex):
        left = ex.value(node.left)
        right = ex.value(node.right)
    for side, n in ((left, node.left), (right, node.right)):
        if len(side.shape) != 2:
            got = tile_text(side) if side.shape else f"a scalar {side.type}"
            raise ex.err(n, f"'@' multiplies 2-D tiles ([M, K] @ [K, N]), got {got}")
        if not (side.type.is_float or side.type.name in INT_MATMUL_TYPES):
            raise ex.err(n, f"'@' multiplies float tiles or {', '.join(INT_MATMUL_TYPES)} "
                         f"tiles, got {side.type}",
                         f"cast it, e.g. i32(...) or f32(...) of the {side.type} tile")
    if left.type != right.type:
        raise ex.err(node, f"'@' needs tiles of one element type, got {left.type} and "
                     f"{right.type}", "cast one of them")
    (m, k), (k2, n_) = left.shape, right.shape
    if k != k2:
        raise ex.err(node, f"'@' needs [M, K] @ [K, N]: got {shape_text(left.shape)} @ "
                     f"{shape_text(right.shape)} (inner dims {k} and {k2} differ)")
    acc = F64 if left.type == F64 else F32 if left.type.is_float else I32
    out = A.MatMul(span(node), left, right, type=acc, shape=(m, n_))
    use_tile(body, "the result of '@'", TileType((m, n_), acc), node)
    for side, n in ((left, node.left), (right, node.right)):
        if not isinstance(side, A.Var):  # an operand computed into a temporary
            use_tile(body, "an operand of '@'", TileType(side.shape, side.type), n)
        if side.type.is_half:  # lowering widens each operand to f32 once
            use_tile(body, "an f32 copy of an operand of '@'", TileType(side.shape, F32), n)
    return out


@contextmanager
def core_branch(body: Body, cond: A.Expr, then: bool) -> Iterator[None]:
    """Inside ``if core_type == AIC:`` (or ``!=``, or the else arm) the statements run on one
    core kind only; :func:`matmul` and the budget read it from ``body.core_branch``."""
    kind = None
    if isinstance(cond, A.Compare) and cond.op in ("==", "!="):
        sides = (cond.left, cond.right)
        var = next((s for s in sides if isinstance(s, A.BuiltinVar) and s.name == "core_type"),
                   None)
        lit = next((s for s in sides if isinstance(s, A.Literal)), None)
        if var is not None and lit is not None and lit.value in (abi.CORE_AIC, abi.CORE_AIV):
            is_aic = ((lit.value == abi.CORE_AIC) == (cond.op == "==")) == then
            kind = "aic" if is_aic else "aiv"
    if kind is not None:
        body.core_branch.append(kind)
    try:
        yield
    finally:
        if kind is not None:
            body.core_branch.pop()


# ------------------------------------------------------------- tile variables


def is_tile_target(st: StmtContext, target: S.Name, ann: S.Expr | None) -> bool:
    """True when assigning ``target`` assigns a tile variable (a Tile annotation or an
    existing tile)."""
    return is_tile_annotation(ann) or target.id in st.cur.tiles


def define(st: StmtContext, node: S.Assign, target: S.Name, tt: TileType, annotated: bool) -> None:
    """Declares tile variable ``target`` of ``tt``."""
    body = st.cur
    if target.id in body.locals and target.id not in body.tiles:
        raise st.err(target, f"'{target.id}' is {body.locals[target.id]}, not a tile")
    old = body.tiles.get(target.id)
    if old is not None:
        if old != tt:
            raise st.err(target, f"'{target.id}' is {old}, not {tt}")
        return
    body.locals[target.id] = tt.dtype
    body.tiles[target.id] = tt
    body.origins[target.id] = Origin("assign", node, node.value, annotated)
    use_tile(body, f"tile '{target.id}'", tt, node)


def assign(st: StmtContext, node: S.Assign, target: S.Name) -> A.Stmt:
    """``t[: Tile[[...], dt]] = value`` for a tile variable (a scalar value fills every lane)."""
    ex = st.ex
    body = st.cur
    existing = body.tiles.get(target.id)
    if node.annotation is not None and not is_tile_annotation(node.annotation):
        raise st.err(node.annotation, f"'{target.id}' is declared as {existing}")
    declared = None
    if isinstance(node.annotation, S.Subscript):
        declared = annotation(ex, node.annotation)
    if declared is not None and existing is not None and declared != existing:
        raise st.err(node.annotation, f"'{target.id}' is already declared as {existing}")
    want = declared or existing
    assert want is not None and node.value is not None
    value = value_as(ex, node.value, want.dtype)
    if broadcast_shapes(value.shape, want.shape) != want.shape:
        raise st.err(node.value, f"a value of shape {shape_text(value.shape)} cannot be "
                     f"assigned to '{target.id}', a {want}")
    define(st, node, target, want, declared is not None)
    return A.Assign(span(node), target.id, value)


def assign_new(st: StmtContext, node: S.Assign, target: S.Name, value: A.Expr) -> A.Stmt:
    """The first assignment of a tile value to an undeclared name defines a tile variable."""
    define(st, node, target, TileType(value.shape, value.type), False)
    return A.Assign(span(node), target.id, value)


def aug_assign(st: StmtContext, node: S.AugAssign, target: S.Name) -> A.Stmt:
    """``t op= value`` on a tile variable (``acc += a @ b``)."""
    ex = st.ex
    tt = st.cur.tiles[target.id]
    current = A.Var(span(target), target.id, type=tt.dtype, shape=tt.shape)
    with allowed(ex):
        value = post(ex, node, ex.binary_typed(node, node.op, current, node.value, tt.dtype))
    if value.shape != tt.shape or value.type != tt.dtype:
        raise st.err(node, f"'{target.id}' is {tt} but the result is {tile_text(value)}")
    return A.Assign(span(node), target.id, value)


# ------------------------------------------------------------- the local memory budget


def check_budget(
    scope: Scope, body: Body, core_kind: CoreKind, helper_bytes: dict[str, int]
) -> None:
    """Rejects a kernel whose tiles exceed the local memory of a core kind it runs on; the
    error lists the largest tiles.  Each helper call counts the tiles its inlined body
    allocates (``helper_bytes``)."""
    kinds = {CoreKind.AIV: ["aiv"], CoreKind.AIC: ["aic"], CoreKind.MIX: ["aic", "aiv"]}
    for kind in kinds[core_kind]:
        uses = [(f"{w} {tt}", tt.nbytes, n) for w, tt, n, branch in body.tile_uses
                if branch in (None, kind)]
        uses += [(f"the tiles of helper '{callee}'", helper_bytes[callee], site)
                 for callee, site, branch in body.tile_calls if branch in (None, kind)
                 if helper_bytes.get(callee)]
        total = sum(nbytes for _w, nbytes, _n in uses)
        if total <= LOCAL_MEMORY[kind]:
            continue
        largest = sorted(uses, key=lambda u: -u[1])[:3]
        listed = "; ".join(f"{w} ({nbytes} bytes) at {loc(n)}" for w, nbytes, n in largest)
        raise scope.err(
            largest[0][2],
            f"the kernel's tiles need {total} bytes, more than the "
            f"{LOCAL_MEMORY_NAME[kind]} of {LOCAL_MEMORY[kind]} bytes; largest: {listed}",
            "use smaller tiles and loop over the data",
        )

