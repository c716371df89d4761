"""The kernels of tests/test_user_names.py, each launch cross-checked against the
interpreter."""

from tests.test_user_names import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
