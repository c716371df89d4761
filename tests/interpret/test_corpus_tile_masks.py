"""The kernels of tests/test_tile_masks.py, each launch cross-checked against the interpreter."""

from tests.test_tile_masks import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
