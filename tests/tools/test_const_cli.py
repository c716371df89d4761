"""Const parameters at the command line and in golden.py: ``incore run -D``, ``incore
compile -D``, golden.py's ``CONSTS`` and a case's ``consts``, and ``incore inspect`` showing
the values a kernel was specialised with."""

from __future__ import annotations

import argparse
import textwrap
from pathlib import Path

import pytest

from incore.cli import main
from incore.golden import load_golden
from incore.golden.options import parse_const_value, parse_define, parse_define_list
from incore.golden.usercode import GoldenError

ROOT = Path(__file__).resolve().parents[2]
TILED = ROOT / "examples" / "tiled_matmul"
DEVICE = "12"
device = pytest.mark.device  # the runs start a device process

FILL = """\
@aiv
kernel fill(y: Tensor[[N], f32], V: const, STEP: const = 1):
    for i in range(block_idx * STEP, N, block_num * STEP):
        y[i] = V
"""


def _example(tmp_path: Path, golden: str) -> Path:
    (tmp_path / "kernel.ik").write_text(FILL)
    (tmp_path / "golden.py").write_text(textwrap.dedent(golden))
    return tmp_path


GOLDEN = """\
import numpy as np
CONSTS = {"V": 2.0}
CASES = [{"name": "two"}, {"name": "five", "consts": {"V": 5.0, "STEP": 2}}]

def generate_inputs():
    return {"y": np.zeros(8, np.float32)}

def compute_golden(inputs, params):
    return {"y": np.full(8, 2.0, np.float32)}
"""


def test_parse_define_values():
    assert parse_define("TM=128") == ("TM", 128)
    assert parse_define("S=0.5") == ("S", 0.5)
    assert parse_define("FAST=true") == ("FAST", True)
    assert parse_const_value("0x40") == 64
    assert parse_define_list("TM=32,64, 128") == ("TM", [32, 64, 128])
    for bad in ("TM", "=3", "TM=abc", "1X=3"):
        with pytest.raises(argparse.ArgumentTypeError):
            parse_define(bad)


def test_golden_consts_and_case_consts_are_checked(tmp_path):
    golden = load_golden(_example(tmp_path, GOLDEN))
    assert golden.consts == {"V": 2.0}
    assert [c.consts for c in golden.cases] == [{}, {"V": 5.0, "STEP": 2}]
    bad = GOLDEN.replace('CONSTS = {"V": 2.0}', 'CONSTS = {"V": "two"}')
    (tmp_path / "golden.py").write_text(bad)
    with pytest.raises(GoldenError, match=r"CONSTS\['V'\] must be an int, float or bool"):
        load_golden(tmp_path)


@device
def test_run_uses_consts_per_case_and_d_overrides(tmp_path, capsys):
    example = _example(tmp_path, GOLDEN)
    # case "five" writes 5.0 every other element, so only "two" passes
    assert main(["run", str(example), "--device", DEVICE]) == 1
    out = capsys.readouterr().out
    heads = [line.split(" (")[0] for line in out.splitlines() if line[:4] in ("PASS", "FAIL")]
    assert heads == [f"PASS {tmp_path} [two]", f"FAIL {tmp_path} [five]"], out
    # -D V=2.0 overrides the case's V, STEP stays 2: elements 1, 3, ... stay 0
    assert main(["run", str(example), "--device", DEVICE, "--case", "five", "-D", "V=2.0",
                 "-D", "STEP=1"]) == 0


@device
def test_run_with_an_unknown_d_name_is_an_error(tmp_path, capsys):
    example = _example(tmp_path, GOLDEN)
    assert main(["run", str(example), "--device", DEVICE, "--case", "two", "-D", "Q=1"]) != 0
    assert "kernel 'fill' has no const parameter 'Q'" in capsys.readouterr().err


@device
def test_tiled_matmul_example_passes_with_d_values(capsys):
    assert main(["run", str(TILED), "--device", DEVICE, "--case", "tm32", "-D", "TN=16"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"PASS {TILED} [tm32] (kernel mm TM=32 TN=16, device {DEVICE}")


def test_compile_d_specialises_and_inspect_shows_the_values(tmp_path, capsys):
    src = tmp_path / "fill.ik"
    src.write_text(FILL)
    assert main(["compile", str(src), "-D", "V=1.5", "-o", str(tmp_path / "f.elf")]) == 0
    capsys.readouterr()
    assert main(["inspect", str(tmp_path / "f.elf")]) == 0
    out = capsys.readouterr().out
    assert "const parameters: STEP=1, V=1.5" in out
    assert main(["compile", str(src), "--emit", "ir"]) != 0
    assert "kernel 'fill' has const parameters without a default: give -D V=VALUE" in (
        capsys.readouterr().err)
    assert main(["compile", str(src), "-D", "V=1", "-D", "W=3", "--emit", "ir"]) != 0
    assert "-D W: no kernel compiled declares a const parameter 'W'" in (
        capsys.readouterr().err)


@device
def test_tune_prints_every_combination_best_first(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("INCORE_CACHE_DIR", str(tmp_path / "cache"))
    args = ["tune", str(TILED), "--device", DEVICE, "-D", "TM=16,32", "-D", "TN=32,64",
            "--reps", "2"]
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"tune {TILED} [defaults] (kernel mm, a2a3sim, metric time, "
                               "key M=100 K=96 N=130)")
    rows = [line.split() for line in lines[2:]]
    assert sorted((int(r[0]), int(r[1])) for r in rows) == [(16, 32), (16, 64), (32, 32),
                                                             (32, 64)]
    figures = [float(r[2]) for r in rows]
    assert figures == sorted(figures) and rows[0][3] == "(best)"
    assert main(args) == 0  # the figures are stored: the same table, every row stored
    again = capsys.readouterr().out.splitlines()
    assert [r.split()[:3] for r in again[2:]] == [r[:3] for r in rows]
    assert all("stored" in r for r in again[2:])


def test_tune_needs_a_value_list():
    with pytest.raises(SystemExit):
        main(["tune", str(TILED), "-D", "TM="])
