"""Fixtures shared by the end-to-end tests."""

from __future__ import annotations

import pytest

import incore


@pytest.fixture(scope="module")
def workers():
    """A compiled and an interpreted Worker, shared by a module's launches."""
    with incore.Worker() as compiled, incore.Worker(interpret=True) as interpreted:
        yield compiled, interpreted
