"""The kernels of tests/test_atomics.py, each launch cross-checked against the interpreter."""

import pytest  # noqa: E402

from tests.e2e.test_atomics import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
# Their results depend on the order the blocks' atomics run in (a float sum's rounding, the
# tickets drawn): interpreted they run, but the bits are not compared.
ORDER_DEPENDENT = ("total_f32", "tickets")
