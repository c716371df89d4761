"""The kernels of tests/test_mix_sync.py, each launch cross-checked against the interpreter."""

import pytest  # noqa: E402

from tests.e2e.test_mix_sync import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
