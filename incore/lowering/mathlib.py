"""Device math library: every math builtin as an internal LLVM IR function that lowers to
inline baseline x86-64 instructions, never to a libm call.

A text-only payload cannot call libm, so ``llvm.exp``/``llvm.sin``/``llvm.pow``/``frem`` and
friends are off limits. Every function here uses plain arithmetic, compares, selects, bitcasts,
integer ops, int<->fp conversions, loads from a read-only table (trig reduction) and the
intrinsics ``llvm.fabs``, ``llvm.copysign`` and ``llvm.sqrt`` (andps/orps/sqrtss on SSE2). No
instruction carries fast-math flags, so nan and inf propagate by IEEE rules. The bodies live in
``math_core`` (formats, emitter, exp/log cores), ``math_explog``, ``math_trig``, ``math_erf``
and ``math_basic``; this module is the table of names. Accuracy and algorithms are documented
in ``docs/math.md``.

``atan`` has an f32 body computed in f32 (musl's atanf, within 0.8 ulp). f32 functions marked
*widened* below evaluate the f64 body (``pow``: its own cheaper f64 body) on the exactly
widened argument and round the result to f32 once: the f64 body's error (about 2**-52 relative)
adds at most 2**-28 ulp of f32 to the final rounding, so these f32 functions are within about
0.5 ulp. f32 ``sin``/``cos``/``tan`` run a branch-free common path inline and call the widened
body out of line only for rare arguments (:data:`_F32_SPLIT`), so loops of them vectorise.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from llvmlite import ir

from incore.lowering import math_basic, math_erf, math_explog, math_trig
from incore.lowering.math_core import F32, F64, MathEmitter, emit_exp, emit_log, format_of

__all__ = ["MATH_ARITY", "MATH_FUNCTIONS", "emit_math", "math_function"]


@dataclass(frozen=True)
class _Entry:
    emit: Callable[..., ir.Value]
    arity: int = 1
    widened: bool = False  # the f32 version evaluates the f64 body (see the module docstring)
    # the f64-format body the widened f32 version evaluates, when it is not ``emit`` (a cheaper
    # one, accurate enough for an f32 result)
    f32_wide: Callable[..., ir.Value] | None = None


def _floordiv(e: MathEmitter, a: ir.Value, c: ir.Value) -> ir.Value:
    return math_basic.python_divmod(e, a, c, _fmod(e, a, c))[0]


def _mod(e: MathEmitter, a: ir.Value, c: ir.Value) -> ir.Value:
    return math_basic.python_divmod(e, a, c, _fmod(e, a, c))[1]


def _fmod(e: MathEmitter, a: ir.Value, c: ir.Value) -> ir.Value:
    """Exact fmod in ``e``'s format (f32 widens exactly, runs the f64 body, narrows exactly)."""
    if e.fmt is F64:
        return math_basic.emit_fmod(e, a, c)
    wide = e.other(F64)
    r = math_basic.emit_fmod(wide, e.b.fpext(a, F64.ftype), e.b.fpext(c, F64.ftype))
    return e.b.fptrunc(r, F32.ftype)


_TABLE: dict[str, _Entry] = {
    # native in both formats
    "exp": _Entry(emit_exp),
    "log": _Entry(emit_log),
    "tanh": _Entry(math_explog.emit_tanh),
    "sqrt": _Entry(lambda e, x: e.sqrt(x)),
    "floor": _Entry(math_basic.emit_floor),
    "ceil": _Entry(math_basic.emit_ceil),
    "abs": _Entry(lambda e, x: e.fabs(x)),
    "trunc": _Entry(math_basic.emit_trunc),
    "round": _Entry(math_basic.emit_round),
    "sign": _Entry(math_basic.emit_sign),
    "fmod": _Entry(_fmod, arity=2),
    "atan": _Entry(math_trig.emit_atan),
    # f64 bodies, widened for f32
    "sin": _Entry(math_trig.emit_sin, widened=True),
    "cos": _Entry(math_trig.emit_cos, widened=True),
    "tan": _Entry(math_trig.emit_tan, widened=True),
    "asin": _Entry(math_trig.emit_asin, widened=True),
    "acos": _Entry(math_trig.emit_acos, widened=True),
    "atan2": _Entry(math_trig.emit_atan2, arity=2, widened=True),
    "sinh": _Entry(math_explog.emit_sinh, widened=True),
    "cosh": _Entry(math_explog.emit_cosh, widened=True),
    "erf": _Entry(math_erf.emit_erf, widened=True),
    "erfc": _Entry(math_erf.emit_erfc, widened=True),
    "exp2": _Entry(math_explog.emit_exp2, widened=True),
    "expm1": _Entry(math_explog.emit_expm1, widened=True),
    "log2": _Entry(math_explog.emit_log2, widened=True),
    "log10": _Entry(math_explog.emit_log10, widened=True),
    "log1p": _Entry(math_explog.emit_log1p, widened=True),
    "pow": _Entry(math_explog.emit_pow, arity=2, widened=True,
                  f32_wide=math_explog.emit_pow_f32),
    "rsqrt": _Entry(math_basic.emit_rsqrt, widened=True),
    "hypot": _Entry(math_basic.emit_hypot, arity=2, widened=True),
    "sigmoid": _Entry(math_explog.emit_sigmoid, widened=True),
    # Python's float `a // b` and `a % b` (operators, not builtins)
    "floordiv": _Entry(_floordiv, arity=2),
    "mod": _Entry(_mod, arity=2),
}

#: Names accepted by :func:`math_function` and :func:`emit_math`.
MATH_FUNCTIONS: tuple[str, ...] = tuple(_TABLE)
#: How many float arguments each function takes.
MATH_ARITY: dict[str, int] = {name: entry.arity for name, entry in _TABLE.items()}


def _entry(name: str) -> _Entry:
    entry = _TABLE.get(name)
    if entry is None:
        raise ValueError(f"unknown device math function {name!r}; known: {MATH_FUNCTIONS}")
    return entry


# f32 functions whose f64 body branches to a slow path for rare arguments (the Payne-Hanek
# reduction of huge trig arguments).  Their f32 version runs the branch-free common path
# inline and calls the whole widened body, an out-of-line function, only for the rare lanes:
# the call is the only instruction under the branch, so the loop vectoriser if-converts it
# (the common path runs on vectors, a rare lane calls the body for itself).
_F32_SPLIT: dict[str, tuple[Callable[..., ir.Value], Callable[..., ir.Value]]] = {
    "sin": (math_trig.is_medium, math_trig.emit_sin_medium),
    "cos": (math_trig.is_medium, math_trig.emit_cos_medium),
    "tan": (math_trig.is_medium, math_trig.emit_tan_medium),
}


# Lane counts of the masked vector variants of each out-of-line f32 body (the loop
# vectoriser picks its width; every width it may pick has a variant).
VECTOR_WIDTHS = (4, 8, 16)


def _slow_function(module: ir.Module, name: str) -> ir.Function:
    """``incore.<name>.f32.full``: the whole widened f32 body, out of line, with masked vector
    variants ``incore.<name>.f32.full.m<N>`` that call it only for the lanes whose mask is
    set (and return at once when none is).  ``attributes.with_payload_attributes`` marks it
    ``noinline memory(none)`` and names the variants (``vector-function-abi-variant``), so the
    loop vectoriser calls a variant once per vector."""
    fname = f"incore.{name}.f32.full"
    fn = module.globals.get(fname)
    if isinstance(fn, ir.Function) and not fn.is_declaration:
        return fn
    fnty = ir.FunctionType(F32.ftype, [F32.ftype])
    fn = fn if isinstance(fn, ir.Function) else ir.Function(module, fnty, name=fname)
    fn.linkage = "internal"
    fn.args[0].name = "x"
    builder = ir.IRBuilder(fn.append_basic_block("entry"))
    e = MathEmitter(builder, module, F32)
    wide = e.other(F64)
    result = _entry(name).emit(wide, builder.fpext(fn.args[0], F64.ftype))
    builder.ret(builder.fptrunc(result, F32.ftype))
    for lanes in VECTOR_WIDTHS:
        _masked_variant(module, fn, lanes)
    return fn


def _masked_variant(module: ir.Module, scalar: ir.Function, lanes: int) -> None:
    """``<lanes x float> @<scalar>.m<lanes>(<lanes x float> x, <lanes x i1> mask)``: the
    scalar function of each lane whose mask bit is set (other lanes: 0)."""
    vt = ir.VectorType(F32.ftype, lanes)
    fn = ir.Function(module, ir.FunctionType(vt, [vt, ir.VectorType(ir.IntType(1), lanes)]),
                     name=f"{scalar.name}.m{lanes}")
    fn.linkage = "internal"
    x, mask = fn.args
    x.name, mask.name = "x", "mask"
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    bits = b.bitcast(mask, ir.IntType(lanes))
    work, none = fn.append_basic_block("work"), fn.append_basic_block("none")
    b.cbranch(b.icmp_unsigned("!=", bits, ir.Constant(ir.IntType(lanes), 0)), work, none)
    b.position_at_end(none)
    b.ret(ir.Constant(vt, None))
    b.position_at_end(work)
    out: ir.Value = ir.Constant(vt, None)
    for k in range(lanes):
        lane = ir.Constant(ir.IntType(32), k)
        before = b.block
        call_bb, next_bb = fn.append_basic_block(f"lane{k}"), fn.append_basic_block(f"next{k}")
        b.cbranch(b.extract_element(mask, lane), call_bb, next_bb)
        b.position_at_end(call_bb)
        value = b.call(scalar, [b.extract_element(x, lane)])
        with_lane = b.insert_element(out, value, lane)
        b.branch(next_bb)
        b.position_at_end(next_bb)
        merged = b.phi(vt)
        merged.add_incoming(out, before)
        merged.add_incoming(with_lane, call_bb)
        out = merged
    b.ret(out)


def _emit_split_f32(e: MathEmitter, name: str, x: ir.Value) -> ir.Value:
    """The f32 ``name`` of :data:`_F32_SPLIT`: the common path on the widened argument, the
    out-of-line full body for the lanes outside it (same results as the full body)."""
    b = e.b
    is_common, common = _F32_SPLIT[name]
    wide = e.other(F64)
    xd = b.fpext(x, F64.ftype)
    inside = is_common(wide, xd)
    fast = common(wide, wide.select(inside, xd, wide.c(0.0)))  # an f32 value
    start = b.block
    slow_bb = b.function.append_basic_block(f"{name}.rare")
    join_bb = b.function.append_basic_block(f"{name}.join")
    b.cbranch(inside, join_bb, slow_bb)
    b.position_at_end(slow_bb)
    slow = b.call(_slow_function(e.module, name), [x])
    b.branch(join_bb)
    b.position_at_end(join_bb)
    phi = b.phi(F32.ftype, name=f"{name}.f32")
    phi.add_incoming(fast, start)
    phi.add_incoming(slow, slow_bb)
    return phi


def emit_math(builder: ir.IRBuilder, module: ir.Module, name: str,
              args: list[ir.Value]) -> ir.Value:
    """Emit the body of ``name`` on scalar ``args`` (all float or all double) at ``builder``.

    Some bodies contain loops or branches (fmod, the trig reduction of huge arguments), so the
    builder may end in another block than it started in. Most callers want
    :func:`math_function` instead, which wraps the body in an internal function.
    """
    entry = _entry(name)
    if len(args) != entry.arity:
        raise ValueError(f"{name} takes {entry.arity} argument(s), got {len(args)}")
    fmt = format_of(args[0].type)
    e = MathEmitter(builder, module, fmt)
    if fmt is F32 and name in _F32_SPLIT:
        return _emit_split_f32(e, name, args[0])
    if fmt is F32 and entry.widened:
        wide = e.other(F64)
        body = entry.f32_wide or entry.emit
        result = body(wide, *(builder.fpext(a, F64.ftype) for a in args))
        return builder.fptrunc(result, F32.ftype)
    return entry.emit(e, *args)


def math_function(module: ir.Module, name: str, ty: ir.Type) -> ir.Function:
    """Return the internal function ``incore.<name>.<f32|f64>`` of `module`, taking
    :data:`MATH_ARITY` ``[name]`` arguments of type `ty` and returning `ty`.

    The function is defined on the first request (filling in an earlier declaration of the same
    name) and reused afterwards. `name` is one of :data:`MATH_FUNCTIONS`; `ty` is
    ``ir.FloatType()`` or ``ir.DoubleType()``. The body calls no library function, so it is
    safe in a text-only payload; most bodies are branch-free and vectorize once inlined.
    Raises ``ValueError`` for an unknown name or type, or when `module` already holds that
    name as something else.
    """
    fmt = format_of(ty)
    entry = _entry(name)
    fname = f"incore.{name}.{fmt.suffix}"
    fnty = ir.FunctionType(fmt.ftype, [fmt.ftype] * entry.arity)
    fn = module.globals.get(fname)
    if fn is not None:
        if not isinstance(fn, ir.Function) or fn.ftype != fnty:
            raise ValueError(f"{fname} already exists in the module with another meaning")
        if not fn.is_declaration:
            return fn
    else:
        fn = ir.Function(module, fnty, name=fname)
    fn.linkage = "internal"
    for arg, arg_name in zip(fn.args, ("x", "y"), strict=False):
        arg.name = arg_name
    builder = ir.IRBuilder(fn.append_basic_block("entry"))
    builder.ret(emit_math(builder, module, name, list(fn.args)))
    return fn
