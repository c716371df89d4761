"""Call checking: which function a call names, casts, intrinsics and helper calls.

:func:`check_call` resolves the callee of a call expression and types it; ``load(...)`` is
handed to :mod:`incore.frontend.tensors`.  Every function here works on the
:class:`~incore.frontend.checking.ExprContext` of the body being checked.
"""

from __future__ import annotations

from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import atomics, grids, tensors, tile_ops, tile_shapes, tiles
from incore.frontend import syntax as S
from incore.frontend.checking import ExprContext
from incore.frontend.diagnostics import did_you_mean
from incore.frontend.formats import LOG_LEVELS
from incore.frontend.scope import (
    ATOMIC_FUNCS,
    BUILTIN_VARS,
    CORE_CONSTS,
    DEBUG_FUNCS,
    FLOAT_MATH,
    FLOAT_MATH2,
    FLOAT_TESTS,
    GRID_FUNCS,
    INTRINSICS,
    LIBRARY_NAMES,
    SCOPE_POLICY_PLACEMENT,
    SHAPE_FUNCS,
    SPECIAL_FUNCS,
    SYNC_FUNCS,
    TILE_OPS,
    TYPE_ALIASES,
    span,
    unsupported,
)
from incore.frontend.types import BOOL, F32, SCALAR_TYPES, U64, VOID, ScalarType, TileType

DEVICE_MATH = "device math is listed in docs/math.md (sin, exp, pow, erf, fmod, ...)"

# Python builtins (and other spellings of the device's functions) and what to use instead.
PYTHON_FUNCS = {
    "float": "use f32(...) (or f64)",
    "int": "use i64(...) (or another int type)",
    "len": "a dimension is its shape symbol (N in Tensor[[N], f32]) or x.shape[0]",
    "fabs": "use abs(...)",
    "fmin": "use min(...)",
    "fmax": "use max(...)",
    "minimum": "use min(...)",
    "maximum": "use max(...)",
    "clip": "use min(max(x, lo), hi)",
    "clamp": "use min(max(x, lo), hi)",
}

# Math functions of Python, C and numpy that the device does not have, with a way to write
# them from the device math where there is a short one.
UNAVAILABLE_MATH: dict[str, str | None] = {
    **dict.fromkeys(("gamma", "lgamma", "cbrt"), None),
    "asinh": "use log(x + sqrt(x * x + 1.0)) (for x >= 0)",
    "acosh": "use log(x + sqrt(x * x - 1.0))",
    "atanh": "use 0.5 * log1p(2.0 * x / (1.0 - x))",
    "copysign": "use select(y < 0.0, -abs(x), abs(x))",
    "fma": "use a * b + c",
    "square": "use x * x",
    "exp10": "use pow(10.0, x)",
    "power": "use pow(x, y)",
    "arctan2": "use atan2(y, x)",
    "arcsin": "use asin(x)",
    "arccos": "use acos(x)",
    "arctan": "use atan(x)",
    "rint": "use round(x) (half to even)",
    "expit": "use sigmoid(x)",
}

# Spellings of other kernel languages (CUDA, Triton, AscendC) and the incore builtin to use.
FOREIGN_FUNCS = {
    "atomicAdd": "atomic_add(t[i], v)",
    "atomicMin": "atomic_min(t[i], v)",
    "atomicMax": "atomic_max(t[i], v)",
    "atomicAnd": "atomic_and(t[i], v)",
    "atomicOr": "atomic_or(t[i], v)",
    "atomicXor": "atomic_xor(t[i], v)",
    "atomicExch": "atomic_exchange(t[i], v)",
    "atomicCAS": "atomic_cas(t[i], expected, new)",
    "program_id": "block_idx (a value), or grid_idx(axis)",
    "num_programs": "block_num (a value), or grid_dim(axis)",
    "GetBlockIdx": "block_idx (a value, not a call)",
    "GetBlockNum": "block_num (a value, not a call)",
    "__syncthreads": "cluster_barrier() (in a @mix kernel)",
    "SyncAll": "sync_all()",
    "CrossCoreSetFlag": "set_flag(f)",
    "CrossCoreWaitFlag": "wait_flag(f)",
}

# Module attributes of other kernel languages: ``tl.program_id(0)``, ``cuda.grid(1)``.
FOREIGN_MODULE_FUNCS = {
    "program_id": "block_idx (grid_idx(axis) on a grid of several axes)",
    "num_programs": "block_num (grid_dim(axis) on a grid of several axes)",
    "grid": "block_idx",
    "atomic_add": "atomic_add(t[i], v)",
    "atomic_min": "atomic_min(t[i], v)",
    "atomic_max": "atomic_max(t[i], v)",
    "atomic_and": "atomic_and(t[i], v)",
    "atomic_or": "atomic_or(t[i], v)",
    "atomic_xor": "atomic_xor(t[i], v)",
    "atomic_xchg": "atomic_exchange(t[i], v)",
    "atomic_cas": "atomic_cas(t[i], expected, new)",
}

# The array modules whose ``reshape``/``broadcast_to``/``expand_dims`` a user may call.
ARRAY_MODULES = ("np", "numpy", "tl", "triton", "torch", "jnp", "jax", "cp", "cupy")

# numpy and Python spellings of the device's casts and math inside a module (``np.float32``).
MODULE_FUNCS = {
    **{name: name for name in INTRINSICS},
    **{name: name for name in SCALAR_TYPES},
    **TYPE_ALIASES,
    **{name: name for name in SHAPE_FUNCS},
    "minimum": "min",
    "maximum": "max",
    "fabs": "abs",
}


def check_call(ex: ExprContext, node: S.Call, hint: ScalarType | None) -> A.Expr:
    """Checks a call used as a value: a cast, an intrinsic, a builtin, load(...) or a helper."""
    func = node.func
    if isinstance(func, S.Attribute):
        if isinstance(func.value, S.Name) and func.value.id == "log":
            if func.attr not in LOG_LEVELS:
                hint_text = did_you_mean(func.attr, LOG_LEVELS, "log.")
                raise ex.err(func, f"unknown log level 'log.{func.attr}'", hint_text)
            raise ex.err(node, f"log.{func.attr}(...) is a statement and has no value")
        module_call(ex, node, func)
        return tile_shapes.method(ex, node, func)
    if not isinstance(func, S.Name):
        if isinstance(func, S.Unsupported):
            raise unsupported(ex.scope, func)
        raise ex.err(node, "only functions can be called")
    name = func.id
    user = ex.scope.user_defines(name)  # a user definition shadows the library's name
    if not user and tiles.is_tile_call(node, name):
        return tiles.call(ex, node, name, hint)
    if not user and name in SHAPE_FUNCS:
        return tile_shapes.call(ex, node, name)
    for arg in node.args:
        if isinstance(arg, S.Unsupported):
            raise unsupported(ex.scope, arg)
    if user:
        return _user_call(ex, node, name)
    if name in TILE_OPS:
        return tile_ops.call(ex, node, name)
    if name == "load":
        return tensors.load_call(ex, node)
    if name in ATOMIC_FUNCS:
        return atomics.atomic_call(ex, node)
    if name in SYNC_FUNCS:
        return atomics.sync_as_value(ex, node)
    if name in GRID_FUNCS:
        return grids.grid_call(ex, node, name)
    if name in DEBUG_FUNCS:
        raise ex.err(node, f"{name}() is a statement and has no value",
                     f"call it on its own line: {name}(...)")
    if name == "store":
        raise ex.err(node, "store(...) is a statement and has no value",
                     "call it on its own line: store(y[r, c:c + T], t, mask=m)")
    _reject_kwargs(ex, node)
    if name in SCALAR_TYPES:
        return _cast(ex, node, SCALAR_TYPES[name])
    if name in INTRINSICS:
        return _intrinsic(ex, node, name, hint)
    if name == "get_l2_cache_offset":
        if node.args:
            raise ex.err(node, "get_l2_cache_offset() takes no arguments")
        if ex.scope.arch == "a5":
            raise ex.err(
                node,
                "get_l2_cache_offset() is not available on a5: A5 carries the cache "
                "policy in the load instruction, so there is no offset to read",
                "use load(t[i], cache=CachePolicy.BYPASS) instead",
            )
        return A.L2Offset(span(node), type=U64)
    if name == "range":
        raise ex.err(node, "range(...) is only valid as the iterable of a for loop")
    if name == "set_cache_policy":
        raise ex.err(node, SCOPE_POLICY_PLACEMENT)
    if name in BUILTIN_VARS or name in CORE_CONSTS:
        raise ex.err(func, f"'{name}' is a value, not a function", f"write {name}")
    if name in PYTHON_FUNCS:
        raise ex.err(func, f"unknown function '{name}'", _python_func_hint(name, node))
    if name in FOREIGN_FUNCS:
        raise ex.err(func, f"unknown function '{name}'", f"use {FOREIGN_FUNCS[name]}")
    if name in UNAVAILABLE_MATH:
        raise ex.err(
            func, f"'{name}' is not available on the device; {DEVICE_MATH}", UNAVAILABLE_MATH[name]
        )
    candidates = set(ex.scope.funcs) | set(INTRINSICS) | set(SCALAR_TYPES) | set(SPECIAL_FUNCS)
    raise ex.err(func, f"unknown function '{name}'", did_you_mean(name, candidates))


def _user_call(ex: ExprContext, node: S.Call, name: str) -> A.Expr:
    """A call of a name the user defines: a helper's call, else an error naming what
    ``name`` is (it shadows any library function of that name)."""
    body = ex.scope.cur
    func = node.func
    shadows = (
        f"; it shadows the builtin '{name}' here" if name in LIBRARY_NAMES else ""
    )
    if name in body.tensors:
        raise ex.err(func, f"tensor '{name}' is not a function{shadows}", f"index it: {name}[i]")
    if name in body.locals or name in body.assigned_anywhere or name in body.scalars or (
        name in body.symbols
    ):
        hint = f"rename the variable to call the builtin {name}()" if shadows else None
        raise ex.err(func, f"'{name}' is not a function{shadows}", hint)
    if name in ex.scope.funcs:
        return helper_call(ex, node, as_statement=False)
    if name in ex.scope.kernel_nodes:
        raise ex.err(
            func, f"kernel '{name}' cannot be called", "kernels are launched from the host"
        )
    raise ex.err(func, f"const '{name}' is not a function{shadows}")


def module_call(ex: ExprContext, node: S.Call, func: S.Attribute) -> None:
    """Rejects a call of a module function such as ``math.exp(x)`` or ``np.float32(1)``
    (an attribute of a name the body does not define), naming the device function to call."""
    base = func.value
    if not isinstance(base, S.Name):
        return
    body = ex.scope.cur
    defined = (
        set(body.locals) | set(body.assigned_anywhere) | set(body.tensors) | set(body.scalars)
        | set(body.symbols) | set(ex.scope.consts) | set(ex.scope.funcs)
        | set(BUILTIN_VARS) | set(CORE_CONSTS) | {"CachePolicy"}
    )
    if base.id in defined:
        return
    if func.attr in SHAPE_FUNCS and base.id not in ARRAY_MODULES:
        ex.expr(base)  # `tt.reshape(...)` of a misspelt tile: the unknown name's error
    foreign = FOREIGN_MODULE_FUNCS.get(func.attr)
    if foreign is not None:
        raise ex.err(
            node,
            f"module functions are not available: '{base.id}.{func.attr}'",
            f"use {foreign}",
        )
    target = MODULE_FUNCS.get(func.attr)
    if target is not None:
        raise ex.err(
            node,
            f"module functions are not available; call {target}(...) directly",
            f"write {target}(...) instead of {base.id}.{func.attr}(...)",
        )
    if func.attr in UNAVAILABLE_MATH:
        raise ex.err(
            node,
            f"module functions are not available, and '{func.attr}' is not available on the "
            f"device; {DEVICE_MATH}",
            UNAVAILABLE_MATH[func.attr],
        )
    raise ex.err(
        node,
        f"module functions are not available: '{base.id}.{func.attr}'",
        f"{DEVICE_MATH}; casts are f32(...), i64(...) ...",
    )


def _python_func_hint(name: str, node: S.Call) -> str:
    """The hint for a Python builtin; ``float('inf')`` and friends point at ``inf``/``nan``."""
    if name == "float" and len(node.args) == 1 and isinstance(node.args[0], S.Str):
        text = node.args[0].value.strip().lower()
        if text in ("inf", "+inf", "infinity", "-inf", "-infinity", "nan"):
            const = "nan" if text == "nan" else ("-inf" if text.startswith("-") else "inf")
            return f"write {const}: the float constants are inf and nan (typed by context)"
    return PYTHON_FUNCS[name]


def helper_call(ex: ExprContext, node: S.Call, as_statement: bool) -> A.Expr:
    """Checks a call of a ``func`` helper against its signature and records the call edge."""
    assert isinstance(node.func, S.Name)
    name = node.func.id
    sig = ex.scope.funcs[name]
    _reject_kwargs(ex, node, [n for n, _ in sig.params])
    if len(node.args) != len(sig.params):
        raise ex.err(
            node,
            f"helper '{name}' takes {len(sig.params)} argument(s), got {len(node.args)}",
        )
    if sig.ret is None and not as_statement:
        raise ex.err(
            node,
            f"helper '{name}' returns nothing; it can only be called as a statement",
            f"declare a return type, e.g. func {name}(...) -> f32:",
        )
    args = [
        tiles.argument(ex, a, t, f"parameter '{n}' of '{name}'") if isinstance(t, TileType)
        else tiles.require_scalar(ex, ex.value_as(a, t), a, "a helper argument")
        for a, (n, t) in zip(node.args, sig.params, strict=False)
    ]
    body = ex.scope.cur
    body.calls.append((name, node))
    body.tile_calls.append((name, node, body.core_branch[-1] if body.core_branch else None))
    if isinstance(sig.ret, TileType):
        return A.Call(span(node), name, args, type=sig.ret.dtype, shape=sig.ret.shape)
    return A.Call(span(node), name, args, type=sig.ret or VOID)


def _reject_kwargs(ex: ExprContext, node: S.Call, params: list[str] | None = None) -> None:
    """A keyword argument of a function that takes none (a cast, an intrinsic, a helper, whose
    ``params`` are given): an error naming the keyword and the function."""
    if not node.kwargs:
        return
    kw = node.kwargs[0]
    assert isinstance(node.func, S.Name)
    name = node.func.id
    if params is not None:
        order = f" ({', '.join(params)})" if params else ""
        raise ex.err(kw, f"helper '{name}' takes no keyword arguments, got '{kw.name}='",
                     f"pass the arguments by position, in the order of its parameters{order}")
    if name in ("max", "min"):
        raise ex.err(
            kw, f"{name}() of {len(node.args)} values takes no keyword arguments, got "
            f"'{kw.name}='",
            f"axis= and keepdims= belong to {name}(t) of one tile, e.g. {name}(t, axis=1); "
            f"{name}(a, b) compares its arguments (lane by lane for tiles)")
    raise ex.err(kw, f"{name}() takes no keyword arguments, got '{kw.name}='",
                 "pass the arguments by position")


def _cast(ex: ExprContext, node: S.Call, t: ScalarType) -> A.Expr:
    if len(node.args) != 1:
        raise ex.err(node, f"{t}(...) takes exactly 1 argument, got {len(node.args)}")
    arg = ex.expr(node.args[0], t)
    if ex.lits.is_flex(arg):
        try:
            arg = ex.lits.coerce(arg, t, node.args[0])
        except CompileError:
            arg = ex.lits.finalize(arg, node.args[0])
    return A.Cast(span(node), arg, type=t)


def _arity(ex: ExprContext, node: S.Call, name: str, lo: int, hi: int | None) -> None:
    n = len(node.args)
    if hi is None and n < lo:
        raise ex.err(node, f"{name}() takes at least {lo} arguments, got {n}")
    if hi is not None and not lo <= n <= hi:
        want = f"{lo}" if lo == hi else f"{lo} to {hi}"
        plural = "argument" if want == "1" else "arguments"
        raise ex.err(node, f"{name}() takes {want} {plural}, got {n}")


def _intrinsic(ex: ExprContext, node: S.Call, name: str, hint: ScalarType | None) -> A.Expr:
    sp = span(node)
    lits = ex.lits
    if name in ("min", "max"):
        _arity(ex, node, name, 2, None)
        args = ex.same_type_args(node.args, hint)
        if all(lits.is_flex(a) for a in args):  # literals fold, like operators on literals
            return lits.fold_intrinsic(node, name, args)
        args = lits.unify(args, node.args, f"{name}()", hint)
        t = args[0].type
        if not (t.is_int or t.is_float):
            raise ex.err(node, f"{name}() needs int or float arguments, got {t}")
        return A.Intrinsic(sp, name, args, type=t)
    if name == "abs":
        _arity(ex, node, name, 1, 1)
        arg = ex.expr(node.args[0], hint)
        if lits.is_flex(arg):  # abs of a literal folds and takes the context's type later
            return lits.fold_intrinsic(node, name, [arg])
        if not (arg.type.is_int or arg.type.is_float):
            raise ex.err(node.args[0], f"abs() needs an int or float argument, got {arg.type}")
        return A.Intrinsic(sp, name, [arg], type=arg.type)
    if name in FLOAT_MATH:
        _arity(ex, node, name, 1, 1)
        ft = hint if hint is not None and hint.is_float else F32
        arg = ex.expr(node.args[0], ft)
        if lits.is_flex(arg):
            arg = lits.coerce(arg, ft, node.args[0])
        if not arg.type.is_float:
            raise ex.err(
                node.args[0],
                f"{name}() needs a float argument, got {arg.type}",
                "cast with f32(...)",
            )
        return A.Intrinsic(sp, name, [arg], type=arg.type)
    if name in FLOAT_MATH2:
        _arity(ex, node, name, 2, 2)
        ft = hint if hint is not None and hint.is_float else None
        args = ex.same_type_args(node.args, ft)
        args = lits.unify(args, node.args, f"{name}()", ft or F32)
        if not args[0].type.is_float:
            raise ex.err(
                node,
                f"{name}() needs float arguments, got {args[0].type}",
                "cast with f32(...)",
            )
        return A.Intrinsic(sp, name, args, type=args[0].type)
    if name in FLOAT_TESTS:
        _arity(ex, node, name, 1, 1)
        arg = ex.expr(node.args[0], F32)
        if lits.is_flex(arg):
            arg = lits.coerce(arg, F32, node.args[0])
        if not arg.type.is_float:
            raise ex.err(
                node.args[0],
                f"{name}() needs a float argument, got {arg.type}",
                "an integer is never nan or inf",
            )
        return A.Intrinsic(sp, name, [arg], type=BOOL)
    if name == "ceil_div":
        _arity(ex, node, name, 2, 2)
        args = ex.same_type_args(node.args, hint)
        if all(lits.kind(a) == "int" for a in args):
            return lits.fold_intrinsic(node, name, args)
        args = lits.unify(args, node.args, "ceil_div()", hint)
        if not args[0].type.is_int:
            raise ex.err(node, f"ceil_div() needs integer arguments, got {args[0].type}")
        return A.Intrinsic(sp, name, args, type=args[0].type)
    # select(c, a, b)
    _arity(ex, node, name, 3, 3)
    cond = tiles.mask(ex, node.args[0])
    a, b = ex.operands(node.args[1], node.args[2], hint)
    a, b = lits.unify([a, b], node.args[1:], "the arms of select()", hint)
    return A.Intrinsic(sp, name, [cond, a, b], type=a.type)
