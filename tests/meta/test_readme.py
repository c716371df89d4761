"""The README's promises: its tour runs as written, and .ci/run runs its test command."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()


def shell_commands() -> list[str]:
    return re.findall(r"```sh\n(.*?)\n```", README, re.S)


def test_readme_has_the_two_setup_commands_and_ci_runs_the_test_one():
    install_run, install_test = shell_commands()[:2]
    assert "incore run examples/saxpy" in install_run
    assert "pytest" in install_test
    assert install_test.strip() in (ROOT / ".ci" / "run").read_text()


def test_tour_runs_as_written(monkeypatch):
    code = re.search(r"```python\n(.*?)\n```", README, re.S).group(1)
    monkeypatch.chdir(ROOT)
    scope: dict = {}
    exec(compile(code, "README.md", "exec"), scope)  # noqa: S102 - the README's own example
    x, out = scope["x"], scope["out"]
    np.testing.assert_allclose(scope["y"], 2.0 * x + 1.0, rtol=1e-6)  # host arrays, in place
    np.testing.assert_allclose(out, 2.0 * x, rtol=1e-6)  # device buffers, dy started zeroed
    np.testing.assert_allclose(scope["acc"], 6.0 * x, rtol=1e-6)  # three stream launches
