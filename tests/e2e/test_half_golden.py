"""Golden comparison of f16 and bf16 outputs: examples/half_axpy passes exactly (the device
rounds like numpy/ml_dtypes), a golden that rounds differently fails on the elements that
differ, and compare_output judges float16 and bfloat16 arrays (bfloat16's dtype kind is "V")."""

from __future__ import annotations

import shutil
from pathlib import Path

import ml_dtypes
import numpy as np

from incore.examples import run_example
from incore.golden.compare import compare_output

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "half_axpy"
BF16 = ml_dtypes.bfloat16


def test_half_axpy_example_matches_numpy_exactly() -> None:
    report = run_example(EXAMPLE, device=3, opt=0)
    assert report.passed, report.render()
    assert [c.case for c in report.cases] == ["f16", "bf16", "f16-ragged"]
    for case in report.cases:
        (out,) = case.outputs
        assert out.max_abs == 0.0 and out.mismatches == 0


def test_a_golden_that_rounds_once_is_caught(tmp_path: Path) -> None:
    """alpha * x + y computed in f32 and rounded once differs from the device's two roundings
    on some elements: with RTOL = ATOL = 0 the case fails and names the mismatches."""
    work = tmp_path / "half_axpy"
    shutil.copytree(EXAMPLE, work)
    golden = work / "golden.py"
    text = golden.read_text().replace(
        'return {"y": dtype(inputs["alpha"]) * inputs["x"] + inputs["y"]}',
        'x, y = inputs["x"].astype(np.float32), inputs["y"].astype(np.float32)\n'
        '    a = np.float32(dtype(inputs["alpha"]))\n'
        '    return {"y": (a * x + y).astype(dtype)}',
    )
    assert text != golden.read_text()
    golden.write_text(text)
    report = run_example(work, device=3, case="bf16")
    assert not report.passed
    (out,) = report.cases[0].outputs
    assert 0 < out.mismatches < out.size
    assert "element(s) mismatch (exactly" not in out.render()  # bf16 is judged as a float
    assert f"{out.mismatches} of {out.size} element(s) mismatch (rtol 0, atol 0)" in out.render()


def test_compare_output_accepts_bfloat16_on_either_side() -> None:
    got = np.array([1.0, 2.0, np.nan, -0.5], dtype=BF16)
    same = compare_output("y", got, got.copy(), rtol=0.0, atol=0.0)
    assert same.ok and same.dtype == "bfloat16" and not same.exact
    as_f32 = compare_output("y", got, got.astype(np.float32), rtol=0.0, atol=0.0)
    assert as_f32.ok


def test_compare_output_reports_a_one_ulp_bfloat16_difference() -> None:
    got = np.array([1.0, 2.0, 3.0], dtype=BF16)
    want = got.copy()
    want[1] = np.nextafter(want[1], BF16(4.0))  # 2.015625
    check = compare_output("y", got, want, rtol=1e-3, atol=0.0)
    assert check.mismatches == 1 and check.first[0] == (1,)
    assert abs(check.max_abs - 0.015625) < 1e-12
    assert compare_output("y", got, want, rtol=1e-2, atol=0.0).ok


def test_compare_output_judges_float16_with_its_tolerance() -> None:
    got = np.array([2000.0, 1.0], dtype=np.float16)
    want = np.array([2000.5, 1.0], dtype=np.float16)  # a tie: rounds to 2000.0 in f16
    assert compare_output("y", got, want, rtol=0.0, atol=0.0).ok
    want = np.array([2001.0, 1.0], dtype=np.float16)
    check = compare_output("y", got, want, rtol=0.0, atol=0.5)
    assert check.mismatches == 1 and check.max_abs == 1.0
    assert compare_output("y", got, want, rtol=0.0, atol=1.0).ok
