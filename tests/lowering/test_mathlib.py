"""Device math library: no libm call survives O2 + baseline x86-64 codegen, results agree with
numpy within the ulp bounds documented in docs/math.md, special values behave like numpy."""

from __future__ import annotations

import io

import llvmlite.binding as llvm
import numpy as np
import pytest
from elftools.elf.elffile import ELFFile
from llvmlite import ir

from incore.lowering.mathlib import MATH_ARITY, MATH_FUNCTIONS, math_function
from tests.support.math_harness import (
    ATTRS,
    TYPES,
    around,
    baseline_tm,
    optimized,
    random_bits,
    run,
    specials,
    ulp_error,
)

# Asserted max ulp error against the reference (float64 for f32, long double for f64).
ULP_BOUND = {
    ("exp", "f32"): 1.0,
    ("log", "f32"): 1.0,
    ("tanh", "f32"): 1.5,
    ("exp", "f64"): 1.0,
    ("log", "f64"): 1.0,
    ("tanh", "f64"): 1.5,
    ("sqrt", "f32"): 0.5,
    ("sqrt", "f64"): 0.5,
}


def reference(name: str, tyname: str, x: np.ndarray) -> np.ndarray:
    """Exact-ish reference: float64 numpy for f32 inputs, long double numpy for f64 inputs."""
    wide = np.float64 if tyname == "f32" else np.longdouble
    with np.errstate(all="ignore"):
        return getattr(np, name if name != "abs" else "fabs")(x.astype(wide))


def check_against_numpy(name: str, tyname: str, x: np.ndarray) -> tuple:
    """Assert nan positions match numpy; return (max ulp error, x, got, reference) there."""
    got = run(name, tyname, x)
    ref = reference(name, tyname, x)
    nan_got = np.isnan(got)
    nan_ref = np.isnan(ref)
    bad = np.flatnonzero(nan_got != nan_ref)
    assert bad.size == 0, f"nan mismatch at x={x[bad[:5]]}: got {got[bad[:5]]}"
    err = ulp_error(got, ref, tyname)
    worst = int(np.argmax(err))
    return float(err[worst]), x[worst], got[worst], ref[worst]


# --- inputs ---------------------------------------------------------------------------------

def domain(name: str, tyname: str) -> np.ndarray:
    dt = TYPES[tyname][1]
    parts = [specials(tyname), random_bits(tyname, 1 << 20, seed=hash(name) & 0xFFFF)]
    mags = np.logspace(-45 if tyname == "f32" else -320, 38 if tyname == "f32" else 308,
                       1 << 19).astype(dt)
    parts += [mags, -mags]
    if name == "exp":
        lo, hi = (-104.0, 89.0) if tyname == "f32" else (-746.0, 710.0)
        parts.append(np.linspace(lo, hi, 1 << 21).astype(dt))
        parts.append(np.linspace(-1, 1, 1 << 18).astype(dt))
        # overflow, underflow to subnormal/zero, the subnormal boundary
        edges = ([88.72283, 88.7228394, -87.33655, -103.27893, -103.972084, -88.0]
                 if tyname == "f32" else
                 [709.782712893384, -708.3964185322641, -744.4400719213812, -745.1332191019412])
        parts.append(around(edges, tyname, 256))
    elif name == "log":
        parts.append(np.linspace(0.5, 2.0, 1 << 20).astype(dt))
        parts.append(around([1.0, np.sqrt(0.5), np.sqrt(2.0), 2.0], tyname, 4096))
        parts.append(np.abs(random_bits(tyname, 1 << 19, seed=7)))
    elif name == "tanh":
        parts.append(np.linspace(-20, 20, 1 << 21).astype(dt))
        parts.append(np.linspace(-1, 1, 1 << 19).astype(dt))
        parts.append(around([0.625, -0.625, 2.0**-12, 2.0**-27, 9.0, 19.0], tyname, 2048))
    x = np.concatenate([p.astype(dt) for p in parts])
    return x


# --- tests ----------------------------------------------------------------------------------

ALL = [(n, t) for n in MATH_FUNCTIONS if MATH_ARITY[n] == 1 for t in TYPES]
# the functions whose f32 loop vectorizes as <4 x float> (native f32, branch-free bodies)
NATIVE_F32 = ("exp", "log", "tanh", "sqrt", "floor", "ceil", "abs", "trunc", "round", "sign")


@pytest.mark.parametrize(("name", "tyname"), ALL)
def test_object_has_no_undefined_symbols(name: str, tyname: str) -> None:
    tm = baseline_tm()
    mod = optimized(name, tyname, tm)
    obj = tm.emit_object(mod)
    elf = ELFFile(io.BytesIO(obj))
    symtab = elf.get_section_by_name(".symtab")
    undefined = [s.name for s in symtab.iter_symbols()
                 if s["st_shndx"] == "SHN_UNDEF" and s.name]
    assert undefined == []


@pytest.mark.parametrize("name", NATIVE_F32)
def test_f32_loop_vectorizes(name: str) -> None:
    mod = optimized(name, "f32", baseline_tm())
    kernel = str(mod.get_function("kernel_entry"))
    assert "<4 x float>" in kernel


@pytest.mark.parametrize(("name", "tyname"), [(n, t) for n in ("exp", "log", "tanh", "sqrt")
                                              for t in TYPES])
def test_accuracy_against_numpy(name: str, tyname: str) -> None:
    worst, x, got, ref = check_against_numpy(name, tyname, domain(name, tyname))
    print(f"{name}.{tyname}: max ulp {worst:.3f} at x={x!r} got={got!r} ref={ref!r}")
    assert worst <= ULP_BOUND[(name, tyname)]


def bits(a: np.ndarray) -> np.ndarray:
    return a.view(np.uint32 if a.dtype == np.float32 else np.uint64)


def rounding_inputs(tyname: str) -> np.ndarray:
    dt = TYPES[tyname][1]
    big = 2.0**23 if tyname == "f32" else 2.0**52
    halves = np.arange(-64, 64) / 4.0
    near_big = around([big, -big, big / 2, -big / 2, 1.0, -1.0, 0.5, -0.5], tyname, 300)
    return np.concatenate([specials(tyname), halves.astype(dt), near_big,
                           random_bits(tyname, 1 << 20, seed=3),
                           np.linspace(-1e4, 1e4, 1 << 18).astype(dt)])


@pytest.mark.parametrize("tyname", TYPES)
@pytest.mark.parametrize("name", ["floor", "ceil", "abs"])
def test_exact_functions_bitwise(name: str, tyname: str) -> None:
    x = rounding_inputs(tyname)
    got = run(name, tyname, x)
    with np.errstate(invalid="ignore"):
        ref = getattr(np, name)(x)
    nan = np.isnan(ref)
    assert (np.isnan(got) == nan).all()
    mismatch = np.flatnonzero(bits(got)[~nan] != bits(ref)[~nan])
    assert mismatch.size == 0, (x[~nan][mismatch[:5]], got[~nan][mismatch[:5]])


@pytest.mark.parametrize("tyname", TYPES)
def test_signed_zero_floor_ceil(tyname: str) -> None:
    dt = TYPES[tyname][1]
    x = np.array([-0.0, 0.0, -0.5, 0.5, -1e-30, 1e-30], dtype=dt)
    assert list(np.signbit(run("floor", tyname, x))) == [True, False, True, False, True, False]
    assert list(run("floor", tyname, x)) == [0.0, 0.0, -1.0, 0.0, -1.0, 0.0]
    assert list(np.signbit(run("ceil", tyname, x))) == [True, False, True, False, True, False]
    assert list(run("ceil", tyname, x)) == [0.0, 0.0, 0.0, 1.0, 0.0, 1.0]


def exact_cases(tyname: str) -> dict[str, list[tuple[float, float]]]:
    fi = np.finfo(TYPES[tyname][1])
    nan, inf = np.nan, np.inf
    return {
        "exp": [(0.0, 1.0), (-0.0, 1.0), (inf, inf), (-inf, 0.0), (nan, nan), (1000.0, inf),
                (-1000.0, 0.0), (fi.max, inf), (-fi.max, 0.0), (fi.smallest_subnormal, 1.0)],
        "log": [(1.0, 0.0), (0.0, -inf), (-0.0, -inf), (-1.0, nan), (-inf, nan), (inf, inf),
                (nan, nan), (-fi.smallest_subnormal, nan)],
        "tanh": [(0.0, 0.0), (-0.0, -0.0), (inf, 1.0), (-inf, -1.0), (nan, nan), (50.0, 1.0),
                 (-50.0, -1.0), (fi.max, 1.0), (-fi.max, -1.0),
                 (fi.smallest_subnormal, fi.smallest_subnormal),
                 (-fi.smallest_subnormal, -fi.smallest_subnormal)],
        "sqrt": [(0.0, 0.0), (-0.0, -0.0), (4.0, 2.0), (inf, inf), (-1.0, nan), (nan, nan)],
    }


@pytest.mark.parametrize("tyname", TYPES)
@pytest.mark.parametrize("name", ["exp", "log", "tanh", "sqrt"])
def test_special_values(name: str, tyname: str) -> None:
    dt = TYPES[tyname][1]
    cases = exact_cases(tyname)[name]
    x = np.array([c[0] for c in cases], dtype=dt)
    want = np.array([c[1] for c in cases], dtype=dt)
    got = run(name, tyname, x)
    for xi, gi, wi in zip(x, got, want, strict=True):
        if np.isnan(wi):
            assert np.isnan(gi), (name, xi, gi)
        else:
            assert gi == wi and np.signbit(gi) == np.signbit(wi), (name, xi, gi, wi)


@pytest.mark.parametrize("tyname", TYPES)
def test_exp_subnormal_and_overflow_edges(tyname: str) -> None:
    """Results that land in the subnormal range or next to the overflow threshold."""
    dt = TYPES[tyname][1]
    fi = np.finfo(dt)
    # Inputs whose exact exp is each power of two in the subnormal range, plus neighbours.
    k = np.arange(fi.minexp - fi.nmant - 1, fi.minexp + 2)
    x = around((k * np.log(2.0)).astype(dt), tyname, 8)
    x = np.concatenate([x, around([np.log(float(fi.max))], tyname, 512)])
    worst, *where = check_against_numpy("exp", tyname, x)
    assert worst <= ULP_BOUND[("exp", tyname)], where


@pytest.mark.parametrize("tyname", TYPES)
def test_log_subnormal_inputs_are_accurate(tyname: str) -> None:
    dt = TYPES[tyname][1]
    it = np.uint32 if tyname == "f32" else np.uint64
    fi = np.finfo(dt)
    rng = np.random.default_rng(11)
    x = rng.integers(1, int(np.array(fi.tiny, dtype=dt).view(it)), 1 << 18,
                     dtype=np.uint64).astype(it).view(dt)
    worst, *where = check_against_numpy("log", tyname, x)
    assert worst <= ULP_BOUND[("log", tyname)], where


@pytest.mark.parametrize("tyname", TYPES)
def test_tanh_is_odd_and_monotone(tyname: str) -> None:
    dt = TYPES[tyname][1]
    x = np.linspace(0, 25, 1 << 20).astype(dt)
    pos = run("tanh", tyname, x)
    assert (bits(run("tanh", tyname, -x)) == bits(-pos)).all()
    assert (np.diff(pos) >= 0).all()
    assert pos.max() == 1.0


@pytest.mark.parametrize(("name", "tyname"), ALL)
def test_object_relocations_are_pc_relative(name: str, tyname: str) -> None:
    """Constant pools are reached RIP-relative (the payload linker folds them into .text)."""
    tm = baseline_tm()
    elf = ELFFile(io.BytesIO(tm.emit_object(optimized(name, tyname, tm))))
    kinds = {rel["r_info_type"] for sec in elf.iter_sections()
             if sec.name.startswith(".rela") for rel in sec.iter_relocations()}
    assert kinds <= {2, 4}  # R_X86_64_PC32, R_X86_64_PLT32


def test_undefined_symbol_check_catches_libm() -> None:
    """Control: the same check flags llvm.exp.f32, which codegen lowers to a call to expf."""
    text = """
define float @kernel_entry(float %x) #0 {
  %r = call float @llvm.exp.f32(float %x)
  ret float %r
}
declare float @llvm.exp.f32(float)
""" + ATTRS
    tm = baseline_tm()
    mod = llvm.parse_assembly(text)
    elf = ELFFile(io.BytesIO(tm.emit_object(mod)))
    undefined = [s.name for s in elf.get_section_by_name(".symtab").iter_symbols()
                 if s["st_shndx"] == "SHN_UNDEF" and s.name]
    assert undefined == ["expf"]


def test_function_is_defined_once_and_reused() -> None:
    module = ir.Module()
    first = math_function(module, "tanh", ir.FloatType())
    assert math_function(module, "tanh", ir.FloatType()) is first
    assert first.name == "incore.tanh.f32"
    assert first.linkage == "internal"
    assert first.ftype == ir.FunctionType(ir.FloatType(), [ir.FloatType()])
    double = math_function(module, "exp", ir.DoubleType())
    assert double.name == "incore.exp.f64"
    assert double is not first
    for name in MATH_FUNCTIONS:  # every pair coexists in one module
        for ty in (ir.FloatType(), ir.DoubleType()):
            fn = math_function(module, name, ty)
            assert len(fn.args) == MATH_ARITY[name]
    llvm.parse_assembly(str(module)).verify()
    assert "fast" not in str(module)


def test_rejects_unknown_name_and_type() -> None:
    module = ir.Module()
    with pytest.raises(ValueError, match="gamma"):
        math_function(module, "gamma", ir.FloatType())
    with pytest.raises(ValueError, match="half"):
        math_function(module, "exp", ir.HalfType())
    with pytest.raises(ValueError):
        math_function(module, "exp", ir.IntType(32))
    ir.GlobalVariable(module, ir.FloatType(), "incore.log.f32")
    with pytest.raises(ValueError, match="another meaning"):
        math_function(module, "log", ir.FloatType())


def test_fills_in_an_earlier_declaration() -> None:
    module = ir.Module()
    decl = ir.Function(module, ir.FunctionType(ir.FloatType(), [ir.FloatType()]),
                       "incore.floor.f32")
    assert math_function(module, "floor", ir.FloatType()) is decl
    assert not decl.is_declaration and decl.linkage == "internal"
