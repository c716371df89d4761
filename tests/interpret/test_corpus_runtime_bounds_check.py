"""The kernels of tests/runtime/test_bounds_check.py, each launch cross-checked against the
interpreter (a fault must be the same fault)."""

import numpy as np
import pytest  # noqa: E402

import incore
from tests.runtime.test_bounds_check import *  # noqa: F403 - the corpus: its tests and fixtures
from tests.runtime.test_bounds_check import kernel

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True

# Its read past x is undefined in compiled code (it reads whatever lies there) and a wild
# access interpreted: the cross-check reports it, as the test below checks.
del test_without_bounds_check_nothing_is_checked  # noqa: F821 - from the corpus


def test_an_unchecked_read_past_a_tensor_is_a_cross_check_difference(worker, cross_checked):
    x = np.arange(64, dtype=np.float32)
    y = np.full(64, -1.0, dtype=np.float32)
    with pytest.raises(incore.CrossCheckError) as info:
        worker.launch(kernel("shifted_read", 2, False), x, y, 1, blocks=4)  # reads x[64]
    err = info.value
    assert err.compiled_error is None and err.interpreted_error.signal == "SIGSEGV"
    assert "the compiled launch ran; the interpreted launch raised DeviceFault" in str(err)
    assert "an element access outside its tensor" in str(err)
    np.testing.assert_array_equal(y[:63], 2 * x[1:])  # the compiled run's results
    cross_checked.differences.clear()  # expected here: the fixture checks the others
