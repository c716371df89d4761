"""Every example and every golden case passes ``incore run --interpret`` on a2a3sim and a5sim,
and ``incore run --cross-check`` at -O0 and -O3 finds no difference: the runs go through
``incore.golden.run_example``, the function the command calls, in this process (one CLI run
checks the flags themselves)."""

from __future__ import annotations

from pathlib import Path

import pytest

from incore import cli
from incore.golden import run_example

pytestmark = pytest.mark.device  # every run starts a Worker

EXAMPLES = sorted(p.parent.name for p in
                  (Path(__file__).resolve().parents[2] / "examples").glob("*/golden.py"))
ROOT = Path(__file__).resolve().parents[2] / "examples"
MODES = [
    pytest.param(dict(platform="a2a3sim", interpret=True), id="interpret-a2a3sim"),
    pytest.param(dict(platform="a5sim", interpret=True, device=1), id="interpret-a5sim"),
    pytest.param(dict(platform="a2a3sim", cross_check=True, opt=0), id="cross-check-O0"),
    pytest.param(dict(platform="a2a3sim", cross_check=True, opt=3), id="cross-check-O3"),
]


def test_every_example_is_run() -> None:
    assert len(EXAMPLES) >= 9 and "mix_pipeline" in EXAMPLES and "softmax" in EXAMPLES


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("example", EXAMPLES)
def test_the_example_passes(example: str, mode: dict) -> None:
    report = run_example(ROOT / example, **mode)
    ran = [c for c in report.cases if c.verdict != "SKIP"]
    assert ran, f"{example}: no case runs on {mode['platform']}"
    assert report.passed, "\n".join(c.render() for c in report.cases)


def test_the_cli_flags_run_an_example_interpreted_and_cross_checked(capsys) -> None:
    assert cli.main(["run", str(ROOT / "saxpy"), "--interpret", "--case", "ragged"]) == 0
    assert cli.main(["run", str(ROOT / "saxpy"), "--cross-check", "-O0", "--case",
                     "ragged"]) == 0
    out = capsys.readouterr().out
    assert out.count("PASS ") == 2 and "saxpy [ragged]" in out
