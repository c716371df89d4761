"""The kernels of tests/test_tiles.py, each launch cross-checked against the interpreter."""

from tests.test_tiles import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
