"""The kernels of tests/test_lowering_semantics.py, each launch cross-checked against the
interpreter."""

from tests.test_lowering_semantics import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
