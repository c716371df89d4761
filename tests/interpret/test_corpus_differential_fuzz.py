"""The differential fuzzer's kernels (tests/test_differential_fuzz.py), each launch also run
through the interpreter and compared with the compiled results."""

from tests.test_differential_fuzz import *  # noqa: F403 - the corpus: its tests and fixtures

CROSS_CHECK = True
