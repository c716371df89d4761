"""The differential fuzzer's kernels (tests/test_differential_fuzz.py), each launch also run
through the interpreter and compared with the compiled results."""

import pytest  # noqa: E402

from tests.e2e.test_differential_fuzz import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
