"""benchmarks/launch_ab.py runs two trees in alternating rounds and prints every figure; no
timing is asserted."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "launch_ab.py"
FIGURES = [
    "sync empty launch", "stream launch, host time per launch",
    "graph replay, host time per launch", "stream launch, host CPU time per launch",
    "graph replay, host CPU time per launch", "sustained stream launches, 1 stream",
    "sustained stream launches, 2 streams",
    "Python calls, sync", "Python calls, stream", "Python calls, replay(10)",
]


@pytest.mark.device
def test_a_tree_against_itself_prints_every_figure_and_saves_every_sample(tmp_path):
    out = tmp_path / "ab.json"
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), str(ROOT), str(ROOT), "--rounds", "2", "--batches", "2",
         "--sync", "5", "--async", "100", "--json", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    rows = [line for line in proc.stdout.splitlines() if line.startswith("| ")][1:]
    assert [row[2:].split(" | ")[0].split(" (")[0] for row in rows] == FIGURES
    saved = json.loads(out.read_text())
    for tree in ("old", "new"):
        samples = saved["samples"][tree]
        assert len(samples["sync"]) == 2 * 5 and len(samples["stream"]) == 2 * 2
        assert len(samples["async"]) == 2 and len(samples["async2"]) == 2
    # the same tree on both sides: the same Python calls per launch.  A sync launch's count
    # includes its wait for the device, which polls longer on a loaded machine, so only its
    # floor is compared: neither side can take fewer calls than the plain path's.
    old, new = saved["calls"]["old"], saved["calls"]["new"]
    assert {k: v for k, v in old.items() if k != "sync"} == \
        {k: v for k, v in new.items() if k != "sync"}
    assert old["sync"] > 0 and new["sync"] > 0


def test_a_tree_that_is_no_incore_checkout_is_refused(tmp_path):
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path), str(ROOT), "--rounds", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode != 0
    assert "did not start" in proc.stdout + proc.stderr
