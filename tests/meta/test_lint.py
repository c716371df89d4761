"""Style is enforced, not hoped for: ``ruff check`` (configured in pyproject.toml) is clean."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_ruff_check_is_clean():
    pytest.importorskip("ruff", reason="ruff is part of the test extras")
    proc = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "incore", "tests", "benchmarks", "examples"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
