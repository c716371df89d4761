"""The kernels of tests/runtime/test_fault_lines.py, each launch cross-checked against the
interpreter (a fault must be the same fault)."""

import pytest  # noqa: E402

from tests.runtime.test_fault_lines import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
