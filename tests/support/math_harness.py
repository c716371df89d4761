"""Measuring the device math library: JIT-compiled elementwise kernels, references and ulp.

Used by tests/lowering/test_math_*.py and by scripts/measure_ulp.py (which writes the table of
docs/math.md). Each (function, type) becomes ``kernel_entry(out, in0[, in1], n)`` applying
``incore.<name>`` elementwise, optimized at O2 for baseline x86-64 and run through MCJIT.

References: numpy in float64 for the f32 functions; for the f64 functions numpy in x86 long
double (64-bit significand) and, for erf/erfc (which numpy lacks), the long double series and
continued fraction below. Errors are in ulps of the result's format at the reference value;
an overflowed result counts as 2**128 / 2**1024 and ulps of subnormal results are the smallest
subnormal, as in docs/math.md.
"""

from __future__ import annotations

import ctypes
import re
from functools import cache

import llvmlite.binding as llvm
import numpy as np
from llvmlite import ir

from incore.lowering.mathlib import MATH_ARITY, math_function

TRIPLE = "x86_64-unknown-linux-gnu"
ATTRS = 'attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }'
TYPES = {"f32": (ir.FloatType(), np.float32), "f64": (ir.DoubleType(), np.float64)}

llvm.initialize_native_target()
llvm.initialize_native_asmprinter()


# The float operators the math tests run beside the functions, as .ik text.
OPERATORS = {"floordiv": "{a} // {b}", "mod": "{a} % {b}"}


def call_text(name: str, a: str, b: str = "") -> str:
    """The .ik text applying math function (or float operator) ``name`` to ``a`` (and ``b``)."""
    if name in OPERATORS:
        return OPERATORS[name].format(a=a, b=b)
    return f"{name}({a}, {b})" if b else f"{name}({a})"


def kernel_ir(name: str, tyname: str) -> str:
    """Module text: kernel_entry(out, in0[, in1], n) applies incore.<name> elementwise."""
    ty = TYPES[tyname][0]
    arity = MATH_ARITY[name]
    module = ir.Module(name=f"math_{name}_{tyname}")
    module.triple = TRIPLE
    fn = math_function(module, name, ty)
    ptr = ir.PointerType()
    i64 = ir.IntType(64)
    kernel = ir.Function(module, ir.FunctionType(ir.VoidType(), [ptr] * (1 + arity) + [i64]),
                         "kernel_entry")
    dst, *srcs, n = kernel.args
    entry = kernel.append_basic_block("entry")
    loop = kernel.append_basic_block("loop")
    done = kernel.append_basic_block("done")
    b = ir.IRBuilder(entry)
    b.cbranch(b.icmp_signed(">", n, ir.Constant(i64, 0)), loop, done)
    b.position_at_end(loop)
    i = b.phi(i64)
    i.add_incoming(ir.Constant(i64, 0), entry)
    values = [b.load(b.gep(src, [i], source_etype=ty), typ=ty) for src in srcs]
    b.store(b.call(fn, values), b.gep(dst, [i], source_etype=ty))
    nxt = b.add(i, ir.Constant(i64, 1))
    i.add_incoming(nxt, loop)
    b.cbranch(b.icmp_signed("<", nxt, n), loop, done)
    b.position_at_end(done)
    b.ret_void()
    # as the project's lowering does: every define carries #0
    text = re.sub(r"^(define [^\n]*\))\s*\n?\{", r"\1 #0 {", str(module), flags=re.M)
    return text + "\n" + ATTRS + "\n"


def baseline_tm() -> llvm.TargetMachine:
    target = llvm.Target.from_triple(TRIPLE)
    return target.create_target_machine(cpu="x86-64", features="", opt=2, reloc="pic",
                                        codemodel="small")


def optimized(name: str, tyname: str, tm: llvm.TargetMachine) -> llvm.ModuleRef:
    mod = llvm.parse_assembly(kernel_ir(name, tyname))
    mod.triple = TRIPLE
    mod.data_layout = str(tm.target_data)
    mod.verify()
    pto = llvm.create_pipeline_tuning_options(speed_level=2)
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(mod, pb)
    return mod


_engines: list[llvm.ExecutionEngine] = []


@cache
def compiled(name: str, tyname: str):
    """A ctypes callable kernel(out, in0[, in1], n) JIT-compiled for baseline x86-64."""
    tm = baseline_tm()
    mod = optimized(name, tyname, tm)
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    _engines.append(engine)  # keeps the code alive
    addr = engine.get_function_address("kernel_entry")
    arity = MATH_ARITY[name]
    return ctypes.CFUNCTYPE(None, *([ctypes.c_void_p] * (1 + arity)), ctypes.c_int64)(addr)


def run(name: str, tyname: str, *args: np.ndarray) -> np.ndarray:
    dt = TYPES[tyname][1]
    arrays = [np.ascontiguousarray(a, dtype=dt) for a in np.broadcast_arrays(*args)]
    out = np.empty_like(arrays[0])
    compiled(name, tyname)(out.ctypes.data, *(a.ctypes.data for a in arrays), out.size)
    return out


# bounds ----------------------------------------------------------------------------------------

# Asserted max ulp error (docs/math.md, "Accuracy"). The widened f32 functions round an f64
# result once, so they are within 0.5 ulp plus a hair; the native bodies (both types) are
# tests/lowering/test_mathlib.py's.
F32_WIDENED = 0.502
BOUNDS_F64 = {
    "sin": 2.0, "cos": 2.0, "tan": 2.5, "asin": 2.5, "acos": 2.5, "atan": 1.0, "atan2": 2.0,
    "sinh": 2.0, "cosh": 1.5, "erf": 1.0, "erfc": 3.0, "exp2": 1.0, "expm1": 1.0,
    "log2": 1.0, "log10": 1.0, "log1p": 1.5, "rsqrt": 1.0, "hypot": 1.5, "sigmoid": 2.0,
    "pow": 1.5,
}
NATIVE_BOUNDS = {"exp": 1.0, "log": 1.0, "tanh": 1.5, "sqrt": 0.5}
# f32 functions with an f32 body of their own where the f64 one is another algorithm
# (docs/math.md "f32 bodies computed in f32")
BOUNDS_F32 = {"atan": 1.0, "sin": 1.0, "cos": 1.0}


def ulp_bound(name: str, tyname: str) -> float:
    """The asserted max ulp error of the approximate function ``name`` in ``tyname``."""
    if name in NATIVE_BOUNDS:
        return NATIVE_BOUNDS[name]
    if tyname == "f32" and name in BOUNDS_F32:
        return BOUNDS_F32[name]
    return F32_WIDENED if tyname == "f32" else BOUNDS_F64[name]


# references ------------------------------------------------------------------------------------

_NUMPY_NAMES = {"abs": "fabs", "asin": "arcsin", "acos": "arccos", "atan": "arctan",
                "atan2": "arctan2", "pow": "power"}


def _erf_series(x: np.ndarray) -> np.ndarray:
    """erf for |x| <= 2.5: 2/sqrt(pi) e**-x**2 sum 2**n x**(2n+1) / (1*3*...*(2n+1)), a series
    of positive terms (no cancellation), in long double."""
    ld = np.longdouble
    x = x.astype(ld)
    term = x.copy()
    total = x.copy()
    x2 = x * x
    for n in range(1, 64):
        term = term * 2 * x2 / (2 * n + 1)
        total = total + term
    two_over_sqrtpi = ld(2) / np.sqrt(np.arccos(ld(-1)))
    return two_over_sqrtpi * np.exp(-x2) * total


def _erfc_cf(x: np.ndarray) -> np.ndarray:
    """erfc for x >= 2: e**-x**2 / sqrt(pi) * K where K is the continued fraction
    1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + ...))))), evaluated bottom-up in long double."""
    ld = np.longdouble
    x = x.astype(ld)
    acc = np.zeros_like(x)
    for k in range(160, 0, -1):
        acc = (ld(k) / 2) / (x + acc)
    with np.errstate(under="ignore"):
        return np.exp(-x * x) / np.sqrt(np.arccos(ld(-1))) / (x + acc)


def erf_reference(x: np.ndarray, complement: bool) -> np.ndarray:
    """erf or erfc in long double, accurate to a few long double ulps (far below f64's)."""
    ld = np.longdouble
    x = np.asarray(x).astype(ld)
    a = np.abs(x)
    with np.errstate(all="ignore"):
        small = _erf_series(np.minimum(a, ld(2.5)))
        tail = _erfc_cf(np.maximum(a, ld(2.0)))
    erfc_abs = np.where(a < 2.0, 1 - small, tail)  # 1 - erf loses bits beyond 2
    erf_abs = np.where(a < 2.5, small, 1 - tail)
    if complement:
        out = np.where(x < 0, 2 - erfc_abs, erfc_abs)
    else:
        out = np.copysign(erf_abs, x)
    return np.where(np.isnan(x), x, out)


def reference(name: str, tyname: str, *args: np.ndarray) -> np.ndarray:
    """The wide reference of ``name`` on the f32/f64 inputs ``args``."""
    wide = np.float64 if tyname == "f32" else np.longdouble
    with np.errstate(all="ignore"):
        xs = [np.asarray(a).astype(wide) for a in args]
        if name in ("erf", "erfc"):
            if tyname == "f32":
                import math

                f = np.vectorize(math.erf if name == "erf" else math.erfc, otypes=[np.float64])
                return f(xs[0])
            return erf_reference(xs[0], complement=name == "erfc")
        if name == "rsqrt":
            return 1 / np.sqrt(xs[0])
        if name == "sigmoid":
            x = xs[0]
            t = np.exp(-np.abs(x))
            return np.where(x < 0, t / (1 + t), 1 / (1 + t))
        if name == "exp2" and tyname == "f64":
            return np.exp2(xs[0])
        return getattr(np, _NUMPY_NAMES.get(name, name))(*xs)


def ulp_error(got: np.ndarray, ref: np.ndarray, tyname: str) -> np.ndarray:
    """|got - ref| in ulps of the target format at ref; inf counts as 2**maxexp; nan pairs 0,
    a nan against a number (or the reverse) is inf."""
    fi = np.finfo(TYPES[tyname][1])
    wide = ref.dtype
    big = np.ldexp(wide.type(1), fi.maxexp)
    with np.errstate(invalid="ignore"):
        g = got.astype(wide)
    g = np.where(np.isinf(g), np.copysign(big, g), g)
    r = np.clip(ref, -big, big)  # beyond the target's range the rounded result is +-inf
    exponent = np.frexp(np.abs(r))[1].astype(np.int64) - 1
    exponent = np.maximum(exponent, fi.minexp)
    ulp = np.ldexp(wide.type(1), (exponent - fi.nmant).astype(np.int32))
    with np.errstate(invalid="ignore"):
        err = np.abs(g - r) / ulp
    nan_got, nan_ref = np.isnan(got), np.isnan(ref)
    err = np.where(nan_got & nan_ref, 0.0, err)
    return np.where(nan_got != nan_ref, np.inf, err)


def measure(name: str, tyname: str, *args: np.ndarray) -> tuple[float, tuple, float, float]:
    """(max ulp error, the worst inputs, the result there, the reference there)."""
    got = run(name, tyname, *args)
    arrays = np.broadcast_arrays(*[np.asarray(a, dtype=TYPES[tyname][1]) for a in args])
    ref = reference(name, tyname, *arrays)
    err = ulp_error(got, ref, tyname)
    worst = int(np.argmax(err))
    return float(err[worst]), tuple(a[worst] for a in arrays), got[worst], ref[worst]


# inputs ----------------------------------------------------------------------------------------


def random_bits(tyname: str, count: int, seed: int) -> np.ndarray:
    """Uniform over all bit patterns: every finite binade, subnormals, inf, nan."""
    rng = np.random.default_rng(seed)
    if tyname == "f32":
        return rng.integers(0, 2**32, count, dtype=np.uint64).astype(np.uint32).view(np.float32)
    return rng.integers(0, 2**64, count, dtype=np.uint64).view(np.float64)


def specials(tyname: str) -> np.ndarray:
    dt = TYPES[tyname][1]
    fi = np.finfo(dt)
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0,
            fi.tiny, -fi.tiny, fi.smallest_subnormal, -fi.smallest_subnormal,
            fi.max, -fi.max, fi.eps, fi.tiny / 2, fi.tiny * 0.75]
    return np.array(vals, dtype=dt)


def around(values, tyname: str, steps: int = 64) -> np.ndarray:
    """Each value and its `steps` float neighbours on both sides."""
    dt = TYPES[tyname][1]
    it = np.int32 if tyname == "f32" else np.int64
    with np.errstate(over="ignore"):  # values beyond the format become inf, then neighbours
        base = np.asarray(values, dtype=dt).view(it)
    offs = np.arange(-steps, steps + 1, dtype=it)
    return (base[:, None] + offs[None, :]).ravel().view(dt)


def logspace_both(tyname: str, lo: float, hi: float, count: int) -> np.ndarray:
    """count magnitudes spread evenly in log scale over [10**lo, 10**hi], both signs."""
    dt = TYPES[tyname][1]
    mags = np.logspace(lo, hi, count).astype(dt)
    return np.concatenate([mags, -mags])


def domain(name: str, tyname: str, scale: int = 1) -> np.ndarray:
    """Inputs of a one-argument function: specials, random bit patterns, logspace over the
    whole range and a dense linspace where the function is interesting. ``scale`` multiplies
    the counts (the tests use 1, scripts/measure_ulp.py more)."""
    dt = TYPES[tyname][1]
    n = (1 << 16) * scale
    top = 38 if tyname == "f32" else 308
    bottom = -45 if tyname == "f32" else -323
    parts = [specials(tyname), random_bits(tyname, n, seed=len(name) * 7 + 1),
             logspace_both(tyname, bottom, top, n)]
    dense = {
        "sin": (-20.0, 20.0), "cos": (-20.0, 20.0), "tan": (-20.0, 20.0),
        "asin": (-1.0, 1.0), "acos": (-1.0, 1.0), "atan": (-20.0, 20.0),
        "sinh": (-30.0, 30.0), "cosh": (-30.0, 30.0), "erf": (-6.0, 6.0),
        "erfc": (-6.0, 28.0 if tyname == "f64" else 11.0), "exp2": (-10.0, 10.0),
        "expm1": (-2.0, 2.0), "log2": (0.0, 4.0), "log10": (0.0, 4.0), "log1p": (-1.0, 2.0),
        "rsqrt": (0.0, 10.0), "sigmoid": (-30.0, 30.0), "tanh": (-20.0, 20.0),
        "exp": (-20.0, 20.0), "log": (0.0, 4.0),
    }
    if name in dense:
        lo, hi = dense[name]
        parts.append(np.linspace(lo, hi, 4 * n).astype(dt))
    edges = {
        "sin": [np.pi, 2 * np.pi, 1e6, 1.6e6, 1.7e6, 1e22, 6381956970095103.0 * 2.0**797],
        "cos": [np.pi / 2, 3 * np.pi / 2, 1.6e6, 1e22],
        "tan": [np.pi / 2, np.pi / 4, 1.6e6, 1e22],
        "asin": [1.0, -1.0, 0.5], "acos": [1.0, -1.0, 0.5],
        "expm1": [np.log(2) / 2, np.log(2) * 1.5, 56 * np.log(2), 709.78, -38.0],
        "sinh": [1.0, 709.0, 710.4], "cosh": [np.log(2), 710.4],
        "erf": [0.84375, 1.25, 1 / 0.35, 6.0], "erfc": [0.84375, 1.25, 1 / 0.35, 0.25, 26.5],
        "exp2": [128.0, -126.0, -149.0, 1024.0, -1022.0, -1074.0],
        "log1p": [-1.0, 1e-8], "sigmoid": [0.0],
    }
    if name in edges:
        parts.append(around(edges[name], tyname, 256))
    return np.concatenate([p.astype(dt) for p in parts])


def domain2(name: str, tyname: str, scale: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Argument pairs of a two-argument function (atan2, pow, hypot, fmod)."""
    dt = TYPES[tyname][1]
    rng = np.random.default_rng(len(name) * 13 + 5)
    n = (1 << 16) * scale
    sp = specials(tyname)
    grid_x, grid_y = (g.ravel() for g in np.meshgrid(sp, sp))
    xs = [grid_x, random_bits(tyname, n, 1), rng.uniform(-10, 10, n)]
    ys = [grid_y, random_bits(tyname, n, 2), rng.uniform(-10, 10, n)]
    if name == "pow":
        # bases near 1 and moderate exponents exercise the double-double logarithm; results
        # stay in range so the ulp error is meaningful
        base = np.exp(rng.uniform(-3, 3, 4 * n))
        expo = rng.uniform(-1, 1, 4 * n) * (80.0 if tyname == "f32" else 700.0) / 3
        near1 = 1 + rng.uniform(-1e-3, 1e-3, n)
        xs += [base, near1, -base[:n]]
        ys += [expo, rng.uniform(-1e4, 1e4, n), np.round(expo[:n])]
    else:
        mags = 10.0 ** rng.uniform(-30 if tyname == "f32" else -300,
                                   30 if tyname == "f32" else 300, (2, 2 * n))
        signs = rng.choice([-1.0, 1.0], (2, 2 * n))
        xs.append(mags[0] * signs[0])
        ys.append(mags[1] * signs[1])
    x = np.concatenate([np.asarray(p).astype(dt) for p in xs])
    y = np.concatenate([np.asarray(p).astype(dt) for p in ys])
    return x, y
