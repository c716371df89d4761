"""The kernels of tests/test_half_golden.py, each launch cross-checked against the
interpreter."""

from tests.test_half_golden import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
