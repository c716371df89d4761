"""benchmarks/l2.py runs and prints its figures (a small saxpy); no timing is asserted."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "l2.py"


def test_the_l2_benchmark_prints_the_ratio_and_the_request_rate(tmp_path, capsys):
    spec = importlib.util.spec_from_file_location("l2_benchmark", SCRIPT)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    out = tmp_path / "l2.json"
    n = 1 << 16
    assert bench.main(["--skip-simulator", "--saxpy", str(n), "--repeat", "1",
                       "--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "traced / untraced:" in text and "(target <= 30x:" in text
    assert "M requests/s (target >= 20 M/s:" in text
    sax = json.loads(out.read_text())["saxpy"]
    # one request per 128 B line each 1024-element row of x (read), y (read) and y (written)
    # covers: 32, or 33 when GM placed the buffer inside a line (64-byte alignment)
    lines = n * 4 // 128
    assert 3 * lines <= sax["accesses"] <= 3 * (lines + n // 1024)
    assert sax["traced_over_plain"] > 0 and sax["requests_per_s"] > 0
    # the element saxpy, exact and sampled: ratios, the sampled error, every access a request
    assert "target <= 10x:" in text and "error" in text and "(target <= 1%:" in text
    data = json.loads(out.read_text())
    exact, sampled = data["saxpy_element"], data["saxpy_element_sampled"]
    assert exact["accesses"] == 3 * n and exact["traced_over_plain"] > 0
    assert sampled["sampling"] == bench.SAMPLING and sampled["traced_over_plain"] > 0
    assert 0 <= sampled["main_memory_error"] < 1
