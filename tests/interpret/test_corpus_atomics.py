"""The kernels of tests/test_atomics.py, each launch cross-checked against the interpreter."""

import pytest  # noqa: E402

from tests.e2e.test_atomics import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
# total_f32's sum and tickets' order depend on the order the blocks' atomics run in (a float
# sum's rounding, the tickets drawn): the cross-check leaves those tensors uncompared
# (incore.interpret.ordering; tests/interpret/test_ordering.py).
