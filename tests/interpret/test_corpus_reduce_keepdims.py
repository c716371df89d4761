"""The kernels of tests/test_reduce_keepdims.py, each launch cross-checked against the
interpreter."""

from tests.test_reduce_keepdims import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
