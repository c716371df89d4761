"""benchmarks/tile_shapes.py runs and prints its table (a small ragged matrix, each variant
checked against numpy in the script); no timing is asserted."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytestmark = pytest.mark.device

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "tile_shapes.py"


def test_the_tile_shapes_benchmark_prints_every_variant(capsys):
    spec = importlib.util.spec_from_file_location("tile_shapes_benchmark", SCRIPT)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.main(["--rows", "37", "--cols", "300", "--repeat", "1"]) == 0
    text = capsys.readouterr().out
    for row in ("| rowscale_tiles, scale[r:r + T][:, None] |",
                "| the same reading a [T, 1] window |", "| examples/rowscale (scalar loops) |"):
        assert row in text
