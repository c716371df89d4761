"""Process helpers shared by the tests: process inspection and pytest run in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def process_alive(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[1][0] != "Z"
    except FileNotFoundError:
        return False


def pytest_run(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """``python -m pytest ARGS`` in ``cwd`` as a user runs it: the environment without this
    run's ``PYTEST_*`` variables, output captured, at most 300 s."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    return subprocess.run(
        # hypothesis's plugin only slows these runs down
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:hypothesispytest",
         *args],
        cwd=cwd, capture_output=True, text=True, env=env, timeout=300,
    )
