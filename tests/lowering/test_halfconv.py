"""The f16/bf16 conversions of incore.lowering.halfconv agree bit for bit with numpy's float16
and ml_dtypes' bfloat16: every 16-bit pattern to f32 (and f64, and the other 16-bit type), and
over a million f32 values at the rounding boundaries (ties, just above and below, the overflow
edge, the subnormal edges), f64 values and integers from them.  The code they compile to makes
no library call (the payload could not link one)."""

from __future__ import annotations

import ctypes
import io
import re
from functools import cache

import llvmlite.binding as llvm
import ml_dtypes
import numpy as np
import pytest
from elftools.elf.elffile import ELFFile
from llvmlite import ir

from incore.lowering import halfconv

TRIPLE = "x86_64-unknown-linux-gnu"
ATTRS = 'attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }'
NP = {"f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16)}
IR_TYPES = {
    "i16": (ir.IntType(16), np.uint16), "f32": (ir.FloatType(), np.float32),
    "f64": (ir.DoubleType(), np.float64), "i64": (ir.IntType(64), np.int64),
    "u64": (ir.IntType(64), np.uint64), "i32": (ir.IntType(32), np.int32),
    "u32": (ir.IntType(32), np.uint32), "i8": (ir.IntType(8), np.int8),
}

llvm.initialize_native_target()
llvm.initialize_native_asmprinter()


def conversion(name: str, dtype: str, other: str | None = None):
    """(source type, result type, emit(builder, value)) of one halfconv conversion."""
    table = {
        "to_f32": ("i16", "f32", lambda b, v: halfconv.to_f32(b, v, dtype)),
        "from_f32": ("f32", "i16", lambda b, v: halfconv.from_f32(b, v, dtype)),
        "round_f32": ("f32", "f32", lambda b, v: halfconv.round_f32(b, v, dtype)),
        "to_f64": ("i16", "f64", lambda b, v: halfconv.to_f64(b, v, dtype)),
        "from_f64": ("f64", "i16", lambda b, v: halfconv.from_f64(b, v, dtype)),
        "to_half": ("i16", "i16", lambda b, v: halfconv.half_to_half(b, v, dtype, other)),
    }
    if name == "from_int":
        return other, "i16", lambda b, v: halfconv.from_int(b, v, other[0] == "i", dtype)
    return table[name]


def module_text(name: str, dtype: str, other: str | None, lanes: int) -> str:
    """kernel_entry(in, out, n) applying the conversion to n elements (``lanes`` at a time
    through the vector form when lanes > 1; n must then be a multiple of lanes)."""
    src, dst, emit = conversion(name, dtype, other)
    sty, dty = IR_TYPES[src][0], IR_TYPES[dst][0]
    if lanes > 1:
        sty, dty = ir.VectorType(sty, lanes), ir.VectorType(dty, lanes)
    module = ir.Module(name=f"halfconv_{name}_{dtype}")
    module.triple = TRIPLE
    ptr, i64 = ir.PointerType(), ir.IntType(64)
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [ptr, ptr, i64]), "kernel_entry")
    inp, out, n = fn.args
    entry, loop, done = (fn.append_basic_block(x) for x in ("entry", "loop", "done"))
    b = ir.IRBuilder(entry)
    count = b.udiv(n, ir.Constant(i64, lanes))
    b.cbranch(b.icmp_signed(">", count, ir.Constant(i64, 0)), loop, done)
    b.position_at_end(loop)
    i = b.phi(i64)
    i.add_incoming(ir.Constant(i64, 0), entry)
    value = b.load(b.gep(inp, [i], source_etype=sty), typ=sty)
    b.store(emit(b, value), b.gep(out, [i], source_etype=dty))
    nxt = b.add(i, ir.Constant(i64, 1))
    i.add_incoming(nxt, loop)
    b.cbranch(b.icmp_signed("<", nxt, count), loop, done)
    b.position_at_end(done)
    b.ret_void()
    text = re.sub(r"^(define [^\n]*\))\s*\n?\{", r"\1 #0 {", str(module), flags=re.M)
    return text + "\n" + ATTRS + "\n"


def target_machine(opt: int) -> llvm.TargetMachine:
    target = llvm.Target.from_triple(TRIPLE)
    return target.create_target_machine(cpu="x86-64", features="", opt=opt, reloc="pic",
                                        codemodel="small")


def parsed(name: str, dtype: str, other: str | None, lanes: int, opt: int) -> llvm.ModuleRef:
    tm = target_machine(opt)
    mod = llvm.parse_assembly(module_text(name, dtype, other, lanes))
    mod.triple = TRIPLE
    mod.data_layout = str(tm.target_data)
    mod.verify()
    if opt:
        pto = llvm.create_pipeline_tuning_options(speed_level=opt)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
    return mod


_engines: list[llvm.ExecutionEngine] = []


@cache
def compiled(name: str, dtype: str, other: str | None = None, lanes: int = 1, opt: int = 2):
    """A ctypes callable kernel(in, out, n) JIT-compiled for baseline x86-64."""
    tm = target_machine(opt)
    engine = llvm.create_mcjit_compiler(parsed(name, dtype, other, lanes, opt), tm)
    engine.finalize_object()
    _engines.append(engine)  # keeps the code alive
    addr = engine.get_function_address("kernel_entry")
    return ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)(addr)


def run(name: str, dtype: str, x: np.ndarray, other: str | None = None, lanes: int = 1,
        opt: int = 2) -> np.ndarray:
    src, dst, _ = conversion(name, dtype, other)
    x = np.ascontiguousarray(x, dtype=IR_TYPES[src][1])
    out = np.empty(x.size, dtype=IR_TYPES[dst][1])
    compiled(name, dtype, other, lanes, opt)(x.ctypes.data, out.ctypes.data, x.size)
    return out


def numpy_cast(x: np.ndarray, dtype: str) -> np.ndarray:
    with np.errstate(all="ignore"):
        return x.astype(NP[dtype])


def assert_same_bits(got: np.ndarray, want: np.ndarray, inputs: np.ndarray) -> None:
    """``got`` and ``want`` hold the same bit patterns; the first mismatches are shown."""
    width = IR_WIDTH[want.dtype.itemsize]
    g, w = got.view(width), want.view(width)
    bad = np.flatnonzero(g != w)
    shown = inputs.view(IR_WIDTH[inputs.dtype.itemsize])[bad[:4]]
    assert bad.size == 0, (
        f"{bad.size} mismatches, e.g. inputs {[hex(v) for v in shown]}: "
        f"got {[hex(v) for v in g[bad[:4]]]}, want {[hex(v) for v in w[bad[:4]]]}"
    )


IR_WIDTH = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
ALL16 = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)


# --- every 16-bit pattern ---------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_every_pattern_to_f32(dtype: str) -> None:
    want = ALL16.view(NP[dtype]).astype(np.float32)
    assert_same_bits(run("to_f32", dtype, ALL16), want, ALL16)


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_every_pattern_to_f64(dtype: str) -> None:
    with np.errstate(all="ignore"):
        want = ALL16.view(NP[dtype]).astype(np.float64)
    assert_same_bits(run("to_f64", dtype, ALL16), want, ALL16)


@pytest.mark.parametrize(("src", "dst"), [("f16", "bf16"), ("bf16", "f16")])
def test_every_pattern_to_the_other_half_type(src: str, dst: str) -> None:
    want = numpy_cast(ALL16.view(NP[src]), dst)
    assert_same_bits(run("to_half", src, ALL16, other=dst), want, ALL16)


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_every_pattern_round_trips_through_f32(dtype: str) -> None:
    """from_f32(to_f32(h)) == h for every non-nan pattern (nan keeps its sign and stays nan)."""
    back = run("from_f32", dtype, run("to_f32", dtype, ALL16))
    values = ALL16.view(NP[dtype]).astype(np.float32)
    finite = ~np.isnan(values)
    assert np.array_equal(back[finite], ALL16[finite])
    assert np.isnan(back.view(NP[dtype]).astype(np.float32)[~finite]).all()
    assert np.array_equal(back[~finite] >> 15, ALL16[~finite] >> 15)


# --- f32 inputs at the rounding boundaries ---------------------------------------------------


def neighbours(bits: np.ndarray, steps: int) -> np.ndarray:
    """Each f32 pattern and its ``steps`` neighbours on both sides, both signs."""
    offs = np.arange(-steps, steps + 1, dtype=np.int64)
    near = (bits.astype(np.int64)[:, None] + offs[None, :]).ravel()
    near = near[(near >= 0) & (near < 0x80000000)].astype(np.uint32)
    return np.concatenate([near, near | np.uint32(0x80000000)])


def boundary_f32(dtype: str) -> np.ndarray:
    """Over a million f32 patterns where rounding to ``dtype`` decides: every representable
    value and every midpoint between neighbours, +-2 f32 ulps, the overflow edge, the subnormal
    edges, f32 subnormals, infinities, nans with assorted payloads, and random patterns."""
    rng = np.random.default_rng(10)
    finite = ALL16[:0x7C00] if dtype == "f16" else ALL16[:0x7F80]
    values = finite.view(NP[dtype]).astype(np.float32)
    lo = values.astype(np.float64)
    hi = np.append(lo[1:], 65536.0 if dtype == "f16" else 2.0**128)  # the next value up
    mid = ((lo + hi) / 2).astype(np.float32)  # exact: few significant bits
    edges = np.array([65504.0, 65520.0, 65536.0, 2.0**-24, 2.0**-25, 2.0**-14, 2.0**-15,
                      3 * 2.0**-26, 2.0**-126, 2.0**-133, 2.0**-134, 3.3895314e38, 3.3961776e38,
                      3.4028235e38], dtype=np.float32).view(np.uint32)
    parts = [
        neighbours(values.view(np.uint32), 2),
        neighbours(mid.view(np.uint32), 2),
        neighbours(edges, 4096),
        rng.integers(0, 1 << 23, 20000, dtype=np.uint32),  # f32 subnormals
        np.array([0x7F800000, 0x7F800001, 0x7FC00000, 0x7FA00000, 0x7FFFFFFF, 0x7F802000,
                  0x7F801FFF, 0x7F810000, 0x7F80FFFF], dtype=np.uint32),
        rng.integers(0x7F800001, 0x80000000, 5000, dtype=np.uint32),  # nans
        rng.integers(0, 1 << 32, 200000, dtype=np.uint64).astype(np.uint32),
    ]
    bits = np.concatenate(parts)
    bits = np.concatenate([bits, bits[-205009:] | np.uint32(0x80000000)])
    return bits.view(np.float32)


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_f32_boundaries_round_like_numpy(dtype: str) -> None:
    x = boundary_f32(dtype)
    assert x.size >= 1_000_000
    assert_same_bits(run("from_f32", dtype, x), numpy_cast(x, dtype), x)


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_round_f32_is_the_value_of_the_rounded_pattern(dtype: str) -> None:
    x = boundary_f32(dtype)[::7]
    want = numpy_cast(x, dtype).astype(np.float32)
    assert_same_bits(run("round_f32", dtype, x), want, x)


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_vector_form_matches_scalar_form(dtype: str) -> None:
    """The <8 x ...> builders (tile lanes) give the same bits as the scalar ones."""
    x = boundary_f32(dtype)[: 1 << 17]
    assert_same_bits(run("from_f32", dtype, x, lanes=8), numpy_cast(x, dtype), x)
    assert_same_bits(run("to_f32", dtype, ALL16, lanes=8),
                     ALL16.view(NP[dtype]).astype(np.float32), ALL16)


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_unoptimised_code_matches(dtype: str) -> None:
    x = boundary_f32(dtype)[::5]
    assert_same_bits(run("from_f32", dtype, x, opt=0), numpy_cast(x, dtype), x)
    assert_same_bits(run("to_f32", dtype, ALL16, opt=0),
                     ALL16.view(NP[dtype]).astype(np.float32), ALL16)


# --- f64 and integer inputs: one rounding -----------------------------------------------------


def boundary_f64(dtype: str) -> np.ndarray:
    """f64 values at the ``dtype`` midpoints and one f64 ulp around them (where rounding
    through f32 first would tie), the f64 overflow and subnormal ranges, nans."""
    rng = np.random.default_rng(11)
    finite = ALL16[:0x7C00] if dtype == "f16" else ALL16[:0x7F80]
    lo = finite.view(NP[dtype]).astype(np.float64)
    hi = np.append(lo[1:], 65536.0 if dtype == "f16" else 2.0**128)
    mid = (lo + hi) / 2
    offs = np.array([-3, -1, 0, 1, 3], dtype=np.int64)
    near = (mid.view(np.int64)[:, None] + offs[None, :]).ravel().view(np.float64)
    specials = np.array([0x7FF0000000000001, 0x7FF4000000000000, 0x7FF8000000000000,
                         0xFFF0000000000001, 0x7FF0000000000000, 0xFFF0000000000000, 1,
                         0x000FFFFFFFFFFFFF, 0x47EFFFFFE0000000, 0x47EFFFFFF0000000,
                         0x7FEFFFFFFFFFFFFF], dtype=np.uint64).view(np.float64)
    rand = rng.integers(0, 1 << 63, 100000, dtype=np.uint64).view(np.float64)
    x = np.concatenate([near, lo, specials, rand])
    return np.concatenate([x, -x])


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_f64_rounds_once_like_numpy(dtype: str) -> None:
    x = boundary_f64(dtype)
    assert_same_bits(run("from_f64", dtype, x), numpy_cast(x, dtype), x)


@pytest.mark.parametrize("itype", ["i64", "u64", "i32", "u32", "i8"])
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_integers_round_once_like_numpy(dtype: str, itype: str) -> None:
    rng = np.random.default_rng(12)
    npt = IR_TYPES[itype][1]
    info = np.iinfo(npt)
    # bf16 midpoints at every binade of the integer type, +-1, plus random and extreme values
    k = np.arange(8, info.bits, dtype=np.uint64)
    mids = [(np.uint64(1) << k) + (np.uint64(1) << (k - np.uint64(8))) + np.uint64(d)
            for d in (0, 1)]
    mids += [(np.uint64(1) << k) + (np.uint64(3) << (k - np.uint64(8))) - np.uint64(1)]
    parts = []
    raw = np.concatenate(mids)
    raw = raw[raw <= np.uint64(info.max)]
    parts.append(raw.astype(npt))
    parts.append(np.arange(65000, 66000, dtype=np.int64).astype(npt))
    parts.append(rng.integers(info.min, info.max, 50000, dtype=npt, endpoint=True))
    parts.append(np.array([info.min, info.max, 0, 1], dtype=npt))
    x = np.concatenate(parts).astype(npt)
    if info.min < 0:
        x = np.concatenate([x, (-(x.astype(np.int64) // 2)).astype(npt)])
    assert_same_bits(run("from_int", dtype, x, other=itype), numpy_cast(x, dtype), x)


# --- no library calls -------------------------------------------------------------------------


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize(
    ("name", "other"),
    [("to_f32", None), ("from_f32", None), ("round_f32", None), ("to_f64", None),
     ("from_f64", None), ("to_half", "other"), ("from_int", "u64"), ("from_int", "i64")],
)
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_object_code_calls_nothing(dtype: str, name: str, other: str | None, opt: int) -> None:
    """No undefined symbol (libcall) in the object, at -O0 and -O2, scalar and vector."""
    if other == "other":
        other = "bf16" if dtype == "f16" else "f16"
    for lanes in (1, 8):
        obj = target_machine(opt).emit_object(parsed(name, dtype, other, lanes, opt))
        elf = ELFFile(io.BytesIO(obj))
        undefined = [s.name for s in elf.get_section_by_name(".symtab").iter_symbols()
                     if s["st_shndx"] == "SHN_UNDEF" and s.name]
        assert undefined == [], f"{name} {dtype} lanes={lanes} -O{opt} calls {undefined}"


def test_round_constant_rounds_from_f64_once() -> None:
    assert halfconv.round_constant(1 + 2.0**-11 + 2.0**-40, "f16") == 1 + 2.0**-10
    assert halfconv.round_constant(0.1, "bf16") == float(ml_dtypes.bfloat16(0.1))
    assert halfconv.round_constant(70000.0, "f16") == float("inf")


def test_unknown_dtype_is_rejected() -> None:
    with pytest.raises(ValueError, match="'f32' is not a 16-bit float type"):
        halfconv.round_constant(1.0, "f32")


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_round_constant_matches_numpy_on_the_f64_boundaries(dtype: str) -> None:
    """The compiler's pure-Python rounding of literals (abi.round_half) is numpy's/ml_dtypes'
    one rounding from f64, at the midpoints, their f64 neighbours and the range edges."""
    x = boundary_f64(dtype)[::40]
    got = np.array([halfconv.round_constant(float(v), dtype) for v in x])
    want = numpy_cast(x, dtype).astype(np.float64)
    same = (got == want) & (np.signbit(got) == np.signbit(want))
    assert (same | (np.isnan(got) & np.isnan(want))).all(), x[~same][:4]


@pytest.mark.parametrize("name", ["to_f32", "from_f32", "round_f32"])
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_a_loop_of_scalar_conversions_vectorises(dtype: str, name: str) -> None:
    """Branch-free bodies: at -O2 the loop over the scalar builders becomes packed SSE2 code
    on the baseline x86-64 target (so element loops and tiles run at memory bandwidth)."""
    tm = target_machine(2)
    asm = tm.emit_assembly(parsed(name, dtype, None, 1, 2))
    # packed integer (p...: paddd, pand, punpcklwd, ...) or packed float (...ps) instructions
    packed = re.findall(r"^\s+(p[a-z]+|[a-z]+ps)\s+.*%xmm", asm, re.M)
    packed = [op for op in packed if op not in ("pxor", "xorps")]  # zeroing idioms: scalar too
    assert len(packed) >= 2, f"{name} {dtype}: no packed instructions in\n{asm[:2000]}"
