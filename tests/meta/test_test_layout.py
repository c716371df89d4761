"""The tests are laid out like the code (SPEC §1, "tests/"): the layer directories beside e2e/,
meta/ and support/, no test file at the top of tests/, no two test files with one name, helpers
only in support/, and the ``device`` marker on every test that starts a device process."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

from incore.runtime.host import process
from tests.support.proc_util import pytest_run

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent
LAYOUT = ("frontend", "lowering", "loader", "runtime", "golden", "e2e", "meta", "support")


def _conftest():
    """The root conftest module as pytest loaded it (the one whose hooks run)."""
    return sys.modules["tests.conftest"]


def _python_files() -> list[Path]:
    return [p for p in TESTS.rglob("*.py") if "__pycache__" not in p.parts]


def test_the_layout_directories_exist() -> None:
    assert [d for d in LAYOUT if not (TESTS / d).is_dir()] == []


def test_no_test_file_sits_at_the_top_of_tests() -> None:
    assert sorted(p.name for p in TESTS.glob("test_*.py")) == []


def test_no_two_test_files_share_a_name() -> None:
    names = Counter(p.name for p in _python_files() if p.name.startswith("test_"))
    assert sorted(n for n, count in names.items() if count > 1) == []


def test_helpers_live_in_support_and_support_holds_no_tests() -> None:
    support = TESTS / "support"
    in_support = [p for p in _python_files() if p.is_relative_to(support)]
    assert [p.name for p in in_support if p.name.startswith("test_")] == []
    helpers = [p.relative_to(TESTS).as_posix() for p in _python_files()
               if not p.is_relative_to(support) and not p.name.startswith("test_")
               and p.name not in ("__init__.py", "conftest.py")]
    assert helpers == []


def test_the_device_marker_is_registered(request: pytest.FixtureRequest) -> None:
    markers = request.config.getini("markers")
    assert any(m.startswith("device:") for m in markers), markers


def _item(path: Path, fixtures: tuple[str, ...] = ()) -> SimpleNamespace:
    added: list = []
    return SimpleNamespace(path=path, fixturenames=list(fixtures), added=added,
                           add_marker=added.append)


def test_e2e_tests_and_tests_using_a_worker_fixture_are_marked_device() -> None:
    e2e = _item(TESTS / "e2e" / "test_x.py")
    with_worker = _item(TESTS / "runtime" / "test_x.py", ("tmp_path", "worker"))
    plain = _item(TESTS / "runtime" / "test_x.py", ("tmp_path",))
    _conftest().pytest_collection_modifyitems(None, [e2e, with_worker, plain])
    assert [m.name for m in e2e.added] == ["device"]
    assert [m.name for m in with_worker.added] == ["device"]
    assert plain.added == []


def test_an_unmarked_test_that_starts_a_device_fails_naming_itself(monkeypatch) -> None:
    unmarked = SimpleNamespace(nodeid="tests/x/test_y.py::test_z",
                               get_closest_marker=lambda name: None)
    monkeypatch.setattr(_conftest(), "_running", unmarked)
    with pytest.raises(RuntimeError, match=r"tests/x/test_y.py::test_z starts a device process "
                                           r"but is not marked `device`"):
        process.DeviceProcess(0, {}, {})


def test_not_device_selects_no_e2e_test_and_device_selects_them_all() -> None:
    every = pytest_run(ROOT, "--collect-only", "-q", "tests/e2e")
    assert every.returncode == 0, every.stdout + every.stderr
    count = every.stdout.strip().splitlines()[-1].split()[0]
    device = pytest_run(ROOT, "--collect-only", "-q", "-m", "device", "tests/e2e")
    assert device.stdout.strip().splitlines()[-1].startswith(f"{count} tests collected")  # all
    fast = pytest_run(ROOT, "--collect-only", "-q", "-m", "not device", "tests/e2e")
    assert fast.returncode == 5, fast.stdout + fast.stderr  # no test collected
