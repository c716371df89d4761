"""Shared pytest set-up: ``--update-goldens`` rewrites the lowering goldens; the run compiles
into a temporary compile cache; the ``device`` marker on every test that starts a device process.

A test is marked ``device`` when it lives in ``tests/e2e/``, when its module or function carries
``pytest.mark.device`` (tests that start a device in a subprocess, e.g. ``incore run``), or
when it uses a fixture of ``DEVICE_FIXTURES`` (fixtures that start a Worker).  A test without
the marker that starts a device in this process fails, naming itself, so ``pytest -m "not
device"`` stays free of device processes.

The README's test command runs the suite in two pytest-xdist workers (``-n 2 --dist
loadfile``): each takes whole test files, so a module-scoped fixture (a ``worker``) starts once
per module and a module's tests run in their order, as they do without xdist.  The compile
cache directory made here by the controller is inherited by both workers (its writes are
atomic renames, docs/cache.md), and ``tmp_path`` is per worker.
"""

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import incore
from incore.runtime.host import process

TESTS = Path(__file__).resolve().parent
DEVICE_DIRS = (TESTS / "e2e",)  # every test in these directories runs kernels on a device
# Fixtures that start a Worker (a device process): a test using one is marked ``device``.
DEVICE_FIXTURES = frozenset({"worker", "worker_off", "device_worker", "device_worker_off"})

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


@pytest.fixture(scope="module")
def worker(request: pytest.FixtureRequest) -> Iterator[incore.Worker]:
    """A started Worker shared by a module's tests and closed after its last one, made with the
    module's ``WORKER_OPTIONS`` (Worker keyword arguments; none: the defaults).  A module that
    needs another set-up defines its own ``worker`` fixture."""
    with incore.Worker(**getattr(request.module, "WORKER_OPTIONS", {})) as w:
        yield w


@pytest.fixture
def no_collector_rooms() -> Iterator[None]:
    """No collector room on during the test (``ROOMS_ON`` empty), the set restored after.  A
    launch takes the pipeline's fast paths only while no room is on; a room that another test
    of the same process left on (a dump buffer not yet collected, say) would send the launches
    of a test of those paths the general way."""
    from incore.runtime.host.collector import ROOMS_ON

    saved = set(ROOMS_ON)
    ROOMS_ON.clear()
    yield
    ROOMS_ON.clear()
    ROOMS_ON.update(saved)


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return request.config.getoption("--update-goldens")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark ``device`` every test in DEVICE_DIRS or using a fixture of DEVICE_FIXTURES."""
    for item in items:
        path = Path(str(item.path))
        if (any(path.is_relative_to(d) for d in DEVICE_DIRS)
                or DEVICE_FIXTURES.intersection(getattr(item, "fixturenames", ()))):
            item.add_marker(pytest.mark.device)


_running: pytest.Item | None = None  # the test whose setup, call or teardown runs now


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> object:
    global _running
    _running = item
    try:
        return (yield)
    finally:
        _running = None


_real_device_init = process.DeviceProcess.__init__


def _checked_device_init(self: process.DeviceProcess, *args: object, **kwargs: object) -> None:
    """DeviceProcess.__init__, refused for a running test that is not marked ``device``."""
    item = _running
    if item is not None and item.get_closest_marker("device") is None:
        raise RuntimeError(
            f"{item.nodeid} starts a device process but is not marked `device`: add "
            "pytest.mark.device to it or its module (see tests/conftest.py)"
        )
    _real_device_init(self, *args, **kwargs)


process.DeviceProcess.__init__ = _checked_device_init
