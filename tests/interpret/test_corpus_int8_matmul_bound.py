"""The kernels of tests/test_int8_matmul_bound.py, each launch cross-checked against the
interpreter."""

from tests.test_int8_matmul_bound import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
