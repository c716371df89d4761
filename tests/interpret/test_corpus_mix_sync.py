"""The kernels of tests/test_mix_sync.py, each launch cross-checked against the interpreter."""

from tests.test_mix_sync import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
