"""The tile examples (softmax, layernorm, matmul) PASS the way `incore run` runs them, at -O0
and -O2, with and without an L2 cache offset; softmax's kernel IR adds the entry-read offset
only to its BYPASS tile load."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import incore
from incore.examples import run_example

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ["softmax", "layernorm", "matmul"]


# -O2 without an offset: tests/tools/test_pytest_plugin.py runs every example so
@pytest.mark.parametrize("opt, offset", [(0, 0x80000000000), (2, 0x80000000000)],
                         ids=["O0-offset", "O2-offset"])
@pytest.mark.parametrize("name", EXAMPLES)
def test_tile_example_passes(name: str, opt: int, offset: int | None) -> None:
    report = run_example(ROOT / "examples" / name, opt=opt, l2_offset=offset, device=3)
    assert report.cases and report.passed, [str(c) for c in report.cases]
    assert report.l2_cache_offset == (offset or 0)


def test_softmax_ir_adds_the_offset_to_the_bypass_load_only() -> None:
    source = (ROOT / "examples" / "softmax" / "kernel.ik").read_text()
    ir_text = incore.compile(source, filename="kernel.ik", link=False)["softmax"].ir
    nocache = re.findall(r'getelementptr i8, ptr %"(\w+)\.lane[.\d]*", i64 %"l2\.offset"', ir_text)
    assert nocache and set(nocache) == {"x"}  # y is stored, never read through the alias
