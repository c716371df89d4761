"""The tuple form of blocks outside the Python API (issue 30): ``--blocks`` of ``incore run``
and ``incore l2`` (``8``, ``4,2``, ``(4,2)``, ``4x2``) and golden.py's ``LAUNCH["blocks"]``."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from incore.golden.contract import _check_launch
from incore.golden.options import parse_blocks
from incore.golden.usercode import GoldenError

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("text, value", [
    ("8", 8), ("0", 0), ("4,2", (4, 2)), ("(4,2)", (4, 2)), ("( 4, 2 )", (4, 2)),
    ("4x2x3", (4, 2, 3)), ("[3,1,2]", (3, 1, 2)), ("(6,)", (6,)), ("(6)", (6,)),
])
def test_blocks_parses_a_count_or_a_grid(text, value):
    assert parse_blocks(text) == value


@pytest.mark.parametrize("text", ["", "a", "4,b", "1,2,3,4", "(,)", "4.5"])
def test_a_bad_blocks_is_an_argument_error_quoting_it(text):
    with pytest.raises(argparse.ArgumentTypeError, match="a grid of 1 to 3 extents"):
        parse_blocks(text)


def test_launch_takes_a_grid_tuple_or_list():
    assert _check_launch({"blocks": (5, 3)}, "LAUNCH")["blocks"] == (5, 3)
    assert _check_launch({"blocks": [2, 2, 2]}, "LAUNCH")["blocks"] == (2, 2, 2)
    assert _check_launch({"blocks": 7}, "LAUNCH")["blocks"] == 7


@pytest.mark.parametrize("blocks", [(), (1, 2, 3, 4), (2, 0), (2, True), "4,2", 0])
def test_launch_refuses_a_bad_grid(blocks):
    with pytest.raises(GoldenError, match="a tuple of 1 to 3 such ints"):
        _check_launch({"blocks": blocks}, "LAUNCH")


@pytest.mark.device
@pytest.mark.parametrize("blocks", ["5,3", "(5,3)", "5x3x1"])
def test_incore_run_launches_a_grid_from_the_command_line(blocks):
    proc = subprocess.run(
        [sys.executable, "-m", "incore.cli", "run", "examples/transpose_grid", "--case", "2d",
         "--blocks", blocks], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "PASS examples/transpose_grid [2d]" in proc.stdout and "15 blocks" in proc.stdout


@pytest.mark.device
def test_incore_run_reports_a_sync_all_launch_with_too_many_blocks():
    proc = subprocess.run(
        [sys.executable, "-m", "incore.cli", "run", "examples/sync_all_norm", "--blocks", "9"],
        capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 1
    assert "9 blocks, but the device has 4 aiv cores" in proc.stdout + proc.stderr
