"""Fixtures the runtime tests share: a clean dump configuration and a paused dump writer."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

import incore
from incore.runtime.dump import config as C
from incore.runtime.dump.writer import writer


def _clear_dump_config(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in C.ENV_VARS.values():
        monkeypatch.delenv(var, raising=False)
    C.reload_environment()
    incore.set_dump_config()
    incore.dump_step(None)


@pytest.fixture
def dump_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """No INCORE_DUMP_* variable, no set_dump_config() entry and no dump step, before and after
    the test (pending dumps are written first); yields the monkeypatch to set variables with."""
    _clear_dump_config(monkeypatch)
    yield monkeypatch
    incore.flush_dumps(timeout=30)
    _clear_dump_config(monkeypatch)


@pytest.fixture
def paused_writer(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """The dump writer thread waits at its next file write until the yielded event is set."""
    release = threading.Event()
    w = writer()
    real = w._write_files

    def waiting(job: object) -> object:
        release.wait(60)
        return real(job)

    monkeypatch.setattr(w, "_write_files", waiting)
    yield release
    release.set()
