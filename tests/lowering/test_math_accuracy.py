"""The math builtins of docs/math.md on their own (MCJIT, baseline x86-64, O2): no libm call
survives, results are within the asserted ulp bounds of the reference over wide ranges, special
values agree with numpy bit for bit, and the exact functions are exact.

scripts/measure_ulp.py runs the same measurement on more inputs for the table in docs/math.md.
"""

from __future__ import annotations

import io

import numpy as np
import pytest
from elftools.elf.elffile import ELFFile

from incore.lowering.mathlib import MATH_ARITY, MATH_FUNCTIONS
from incore.mathconsts import two_over_pi_words
from tests.support import math_harness as H
from tests.support.math_harness import BOUNDS_F64, NATIVE_BOUNDS, ulp_bound

APPROX = sorted(BOUNDS_F64)
EXACT_UNARY = {"round": np.round, "trunc": np.trunc, "sign": np.sign}


@pytest.mark.parametrize(("name", "tyname"), [(n, t) for n in MATH_FUNCTIONS for t in H.TYPES])
def test_no_libm_call_and_only_pc_relative_relocations(name: str, tyname: str) -> None:
    tm = H.baseline_tm()
    elf = ELFFile(io.BytesIO(tm.emit_object(H.optimized(name, tyname, tm))))
    undefined = [s.name for s in elf.get_section_by_name(".symtab").iter_symbols()
                 if s["st_shndx"] == "SHN_UNDEF" and s.name]
    assert undefined == []
    kinds = {rel["r_info_type"] for sec in elf.iter_sections()
             if sec.name.startswith(".rela") for rel in sec.iter_relocations()}
    assert kinds <= {2, 4}  # R_X86_64_PC32, R_X86_64_PLT32: the table is reached RIP-relative
    assert not any(sec.name.startswith((".data", ".bss")) and sec["sh_size"]
                   for sec in elf.iter_sections())


def _inputs(name: str, tyname: str) -> tuple[np.ndarray, ...]:
    if MATH_ARITY[name] == 2:
        return H.domain2(name, tyname, scale=1)
    return (H.domain(name, tyname, scale=1),)


@pytest.mark.parametrize("tyname", list(H.TYPES))
@pytest.mark.parametrize("name", APPROX)
def test_accuracy(name: str, tyname: str) -> None:
    args = _inputs(name, tyname)
    if name in ("erf", "erfc") and tyname == "f64":
        args = (args[0][:: 4],)  # the long double reference is slow; every 4th input
    worst, where, got, ref = H.measure(name, tyname, *args)
    print(f"{name}.{tyname}: max ulp {worst:.3f} at {where} got {got!r} ref {ref!r}")
    assert worst <= ulp_bound(name, tyname), (where, got, ref)


def test_pow_f32_meets_the_hard_function_aim() -> None:
    """The issue's aim for pow in f32 is 4 ulp; the widened body is within half an ulp."""
    worst, *_ = H.measure("pow", "f32", *H.domain2("pow", "f32"))
    assert worst <= 0.502


@pytest.mark.parametrize("tyname", list(H.TYPES))
@pytest.mark.parametrize("name", APPROX)
def test_special_values_match_numpy(name: str, tyname: str) -> None:
    """Where numpy's result is 0, inf or nan (or the input is special), the device returns
    exactly that, with the same sign."""
    sp = H.specials(tyname)
    if MATH_ARITY[name] == 2:
        x, y = (g.ravel() for g in np.meshgrid(sp, sp))
        args: tuple[np.ndarray, ...] = (x, y)
    else:
        args = (sp,)
    got = H.run(name, tyname, *args)
    with np.errstate(over="ignore"):
        ref = H.reference(name, tyname, *args).astype(H.TYPES[tyname][1])
    exact = np.isnan(ref) | np.isinf(ref) | (ref == 0)
    assert (np.isnan(got) == np.isnan(ref)).all(), [a[np.isnan(got) != np.isnan(ref)][:4]
                                                      for a in args]
    g, r = got[exact & ~np.isnan(ref)], ref[exact & ~np.isnan(ref)]
    assert (g == r).all() and (np.signbit(g) == np.signbit(r)).all(), (g[:8], r[:8])


@pytest.mark.parametrize("tyname", list(H.TYPES))
@pytest.mark.parametrize("name", sorted(EXACT_UNARY))
def test_round_trunc_sign_are_exact(name: str, tyname: str) -> None:
    dt = H.TYPES[tyname][1]
    big = 2.0 ** (23 if tyname == "f32" else 52)
    x = np.concatenate([H.specials(tyname), (np.arange(-64, 64) / 4.0).astype(dt),
                        H.around([big, -big, big / 2, 0.5, -0.5, 1.5, 2.5], tyname, 200),
                        H.random_bits(tyname, 1 << 17, seed=3)])
    got = H.run(name, tyname, x)
    with np.errstate(invalid="ignore"):
        want = EXACT_UNARY[name](x)
    nan = np.isnan(want)
    assert (np.isnan(got) == nan).all()
    bad = np.flatnonzero(bits(got[~nan]) != bits(want[~nan]))
    assert bad.size == 0, (x[~nan][bad[:5]], got[~nan][bad[:5]], want[~nan][bad[:5]])


def bits(a: np.ndarray) -> np.ndarray:
    """The encodings of a float array, to compare signed zeros too."""
    return a.view(np.uint32 if a.dtype == np.float32 else np.uint64)


@pytest.mark.parametrize("tyname", list(H.TYPES))
def test_fmod_is_exact(tyname: str) -> None:
    """Bitwise equal to C's fmod (numpy) over random bit patterns (every exponent gap,
    subnormals, inf, nan), magnitudes far apart and near multiples."""
    dt = H.TYPES[tyname][1]
    rng = np.random.default_rng(5)
    n = 1 << 16
    x = np.concatenate([H.random_bits(tyname, n, 1), rng.uniform(-1e3, 1e3, n).astype(dt),
                        np.meshgrid(H.specials(tyname), H.specials(tyname))[0].ravel()])
    y = np.concatenate([H.random_bits(tyname, n, 2), rng.uniform(-10, 10, n).astype(dt),
                        np.meshgrid(H.specials(tyname), H.specials(tyname))[1].ravel()])
    k = n // 4
    y[n:n + k] = x[n:n + k] / np.round(rng.uniform(1, 1e6, k)).astype(dt)  # near multiples
    got = H.run("fmod", tyname, x, y)
    with np.errstate(all="ignore"):
        want = np.fmod(x, y)
    nan = np.isnan(want)
    assert (np.isnan(got) == nan).all(), (x[np.isnan(got) != nan][:4], y[np.isnan(got) != nan][:4])
    bad = np.flatnonzero(bits(got[~nan]) != bits(want[~nan]))
    assert bad.size == 0, (x[~nan][bad[:4]], y[~nan][bad[:4]], got[~nan][bad[:4]])


def test_fmod_handles_the_widest_exponent_gap() -> None:
    x = np.array([1.7976931348623157e308, -1.7976931348623157e308, 1e308, 3.0])
    y = np.array([5e-324, 5e-324, 3e-310, -5e-324])
    got = H.run("fmod", "f64", x, y)
    assert (bits(got) == bits(np.fmod(x, y))).all()


def test_two_over_pi_table_is_two_over_pi() -> None:
    """The trig reduction's table holds the bits of 2/pi (checked against the double value and
    the well-known leading hex digits A2F9836E 4E441529 FC2757D1 F534DDC0 DB629599)."""
    words = two_over_pi_words()
    assert words[0] == 0
    assert words[1] == 0xA2F9836E4E441529 and words[2] == 0xFC2757D1F534DDC0
    assert words[3] >> 32 == 0xDB629599
    assert (words[1] / 2**64 + words[2] / 2**128) == 2 / np.pi


@pytest.mark.parametrize("tyname", list(H.TYPES))
def test_huge_trig_arguments(tyname: str) -> None:
    """Payne-Hanek reduction: sin/cos/tan of arguments up to the largest float stay accurate
    (the reference is long double libm with its own full reduction)."""
    dt = H.TYPES[tyname][1]
    top = 38 if tyname == "f32" else 308
    x = np.logspace(6, top, 20000).astype(dt)
    x = np.concatenate([x, -x, H.around([np.finfo(dt).max], tyname, 100)])
    for name in ("sin", "cos", "tan"):
        worst, *where = H.measure(name, tyname, x)
        assert worst <= ulp_bound(name, tyname), (name, where)


@pytest.mark.parametrize("tyname", list(H.TYPES))
def test_pow_special_cases(tyname: str) -> None:
    """C99 pow rules that numpy follows: pow(x, +-0) = 1 and pow(1, y) = 1 even for nan, the
    sign of odd integer powers of negative bases and of -0, nan for negative bases with
    non-integer exponents."""
    dt = H.TYPES[tyname][1]
    x = np.array([np.nan, 1.0, -1.0, -1.0, -2.0, -2.0, -0.0, -0.0, 0.0, -np.inf, -np.inf,
                  -8.0, 2.0, 0.5, 0.5, -3.0], dtype=dt)
    y = np.array([0.0, np.nan, np.inf, -np.inf, 3.0, 2.0, -3.0, 3.0, -2.0, 3.0, -3.0, 1 / 3,
                  np.inf, np.inf, -np.inf, 1e10], dtype=dt)
    got = H.run("pow", tyname, x, y)
    with np.errstate(all="ignore"):
        want = np.power(x, y)
    assert (np.isnan(got) == np.isnan(want)).all()
    ok = np.isnan(want) | ((got == want) & (np.signbit(got) == np.signbit(want)))
    assert ok.all(), (x[~ok], y[~ok], got[~ok], want[~ok])


@pytest.mark.parametrize("tyname", list(H.TYPES))
def test_integer_powers_are_exact_when_representable(tyname: str) -> None:
    dt = H.TYPES[tyname][1]
    base = np.arange(-12, 13, dtype=dt)
    expo = np.arange(0, 9, dtype=dt)
    x, y = (g.ravel() for g in np.meshgrid(base, expo))
    got = H.run("pow", tyname, x, y)
    want = np.power(x.astype(np.float64), y.astype(np.float64)).astype(dt)
    assert (got == want).all(), (x[got != want], y[got != want], got[got != want])


def test_floordiv_and_mod_bodies_match_python() -> None:
    """The operator bodies alone (the device test runs 10**6 pairs through a kernel)."""
    rng = np.random.default_rng(8)
    a = rng.uniform(-100, 100, 20000) * 10.0 ** rng.integers(-5, 5, 20000)
    b = rng.uniform(-3, 3, 20000)
    q = H.run("floordiv", "f64", a, b)
    r = H.run("mod", "f64", a, b)
    pairs = [divmod(x, y) for x, y in zip(a.tolist(), b.tolist(), strict=True)]
    assert q.tolist() == [p[0] for p in pairs]
    assert r.tolist() == [p[1] for p in pairs]


@pytest.mark.parametrize("tyname", list(H.TYPES))
def test_exp2_and_log2_are_exact_at_powers_of_two(tyname: str) -> None:
    dt = H.TYPES[tyname][1]
    fi = np.finfo(dt)
    k = np.arange(fi.minexp - fi.nmant, fi.maxexp).astype(dt)
    powers = np.ldexp(dt(1), k.astype(np.int32))
    assert (H.run("exp2", tyname, k) == powers).all()
    assert (H.run("log2", tyname, powers) == k).all()


def _documented_table() -> dict[str, tuple[str, str]]:
    from pathlib import Path

    text = (Path(__file__).parents[2] / "docs" / "math.md").read_text(encoding="utf-8")
    block = text.split("<!-- ulp-table:begin -->", 1)[1].split("<!-- ulp-table:end -->", 1)[0]
    rows = {}
    for line in block.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = (cells[1], cells[2])
    return rows


def test_docs_table_covers_every_builtin_within_the_asserted_bounds() -> None:
    """docs/math.md's measured table (scripts/measure_ulp.py --write) names every math builtin
    and no documented error exceeds what the tests assert."""
    from incore.frontend.scope import FLOAT_MATH, FLOAT_MATH2

    rows = _documented_table()
    assert set(rows) == {*FLOAT_MATH, *FLOAT_MATH2, "abs"}
    for name, (f32, f64) in rows.items():
        if name in EXACT_UNARY or name in ("floor", "ceil", "abs", "fmod"):
            assert f32 == f64 == "exact", name
            continue
        f32_ulp, f64_ulp = (float(cell.split()[0]) for cell in (f32, f64))
        assert f32_ulp <= ulp_bound(name, "f32"), name
        assert f64_ulp <= NATIVE_BOUNDS.get(name, BOUNDS_F64.get(name, 0.0)), name
