"""The cross-check of the corpus modules (``CROSS_CHECK = True``): their Workers' launches run
compiled and interpreted, and a test fails when the two disagree."""

from __future__ import annotations

import pytest

import incore
from tests.support.crosscheck import Recorder, cross_launch


@pytest.fixture(autouse=True)
def cross_checked(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    if not getattr(request.module, "CROSS_CHECK", False):
        yield None
        return
    rec = Recorder()
    monkeypatch.setattr(incore.Worker, "launch", cross_launch(incore.Worker.launch, rec))
    yield rec
    assert not rec.differences, "\n".join(rec.differences)
