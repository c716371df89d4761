"""The kernels of tests/e2e/test_tile_shapes.py, each launch cross-checked against the
interpreter."""

import pytest  # noqa: E402

from tests.e2e.test_tile_shapes import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
