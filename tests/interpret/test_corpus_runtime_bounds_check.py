"""The kernels of tests/runtime/test_bounds_check.py, each launch cross-checked against the
interpreter (a fault must be the same fault)."""

from tests.runtime.test_bounds_check import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
