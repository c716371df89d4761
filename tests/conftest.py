"""Shared pytest options: ``--update-goldens`` rewrites the lowering goldens; the run compiles
into a temporary compile cache."""

import os
import shutil
import tempfile

import pytest

_CACHE_ENV = "INCORE_CACHE_DIR"
_owned_cache_dir: str | None = None  # the directory this process created for the run


def pytest_configure(config: pytest.Config) -> None:
    """Point the compile cache at a temporary directory for the whole run (child processes,
    xdist workers included, inherit it), so tests never touch the user's cache; a directory
    the user chose with INCORE_CACHE_DIR is kept.  It is set here, not in a fixture, because
    test modules compile kernels while they are collected."""
    global _owned_cache_dir
    if os.environ.get(_CACHE_ENV):
        return
    _owned_cache_dir = tempfile.mkdtemp(prefix="incore-test-cache-")
    os.environ[_CACHE_ENV] = _owned_cache_dir


def pytest_unconfigure(config: pytest.Config) -> None:
    global _owned_cache_dir
    if _owned_cache_dir is not None:
        shutil.rmtree(_owned_cache_dir, ignore_errors=True)
        if os.environ.get(_CACHE_ENV) == _owned_cache_dir:
            del os.environ[_CACHE_ENV]
        _owned_cache_dir = None


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-goldens",
        action="store_true",
        default=False,
        help="rewrite tests/golden/*.ll from the current lowering instead of comparing",
    )


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return request.config.getoption("--update-goldens")
