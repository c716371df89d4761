"""The kernels of tests/test_tile_ops.py, each launch cross-checked against the interpreter."""

from tests.test_tile_ops import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
