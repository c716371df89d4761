"""The kernels of tests/test_atomics.py, each launch cross-checked against the interpreter."""

from tests.test_atomics import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
