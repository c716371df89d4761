"""The kernels of tests/test_math_kernels.py, each launch cross-checked against the
interpreter."""

from tests.test_math_kernels import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
