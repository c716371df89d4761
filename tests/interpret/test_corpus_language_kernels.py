"""The kernels of tests/test_language_kernels.py, each launch cross-checked against the
interpreter."""

import pytest  # noqa: E402

from tests.e2e.test_language_kernels import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
