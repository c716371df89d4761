"""The kernels of tests/test_end_to_end.py, each launch cross-checked against the
interpreter."""

import pytest  # noqa: E402

from tests.e2e.test_end_to_end import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
