"""The kernels of tests/test_end_to_end.py, each launch cross-checked against the
interpreter."""

from tests.test_end_to_end import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
