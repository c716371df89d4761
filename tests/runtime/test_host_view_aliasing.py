"""Copy-in/copy-out of numpy arguments that share host memory (docs/runtime.md, "Aliasing").

Each distinct numpy array object gets its own GM copy; the same object passed twice gets one.
After the run, every tensor the kernel writes is copied back whole, in parameter order, so
where two written views overlap the later parameter's copy wins.  Device buffers are used in
place: one DeviceBuffer passed twice is one GM region.
"""

from __future__ import annotations

import numpy as np
import pytest

import incore

SOURCE = """
@aiv
kernel shift(src: Tensor[[N], f32], dst: Tensor[[N], f32]):
    if block_idx == 0:
        for i in range(N):
            dst[i] = src[i] + 100.0

@aiv
kernel fill_then_poke(p: Tensor[[N], f32], q: Tensor[[N], f32]):
    if block_idx == 0:
        for i in range(N):
            p[i] = 1.0
        q[0] = 2.0
"""


@pytest.fixture(scope="module")
def module() -> incore.Module:
    return incore.compile(SOURCE, filename="alias.ik")


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=41, timeout=20.0)


def test_overlapping_views_are_copied_in_separately(worker, module):
    a = np.arange(12, dtype=np.float32)
    worker.launch(module["shift"], a[0:8], a[4:12], blocks=1)
    # dst sees src as it was at copy-in: a[8] = old a[4] + 100, not the new a[4] + 100
    want = np.arange(12, dtype=np.float32)
    want[4:12] = np.arange(8, dtype=np.float32) + 100.0
    np.testing.assert_array_equal(a, want)


def test_written_views_are_copied_back_whole_in_parameter_order(worker, module):
    a = np.arange(12, dtype=np.float32)
    worker.launch(module["fill_then_poke"], a[0:8], a[4:12], blocks=1)
    # p (a[0:8]) is copied back first, then all of q (a[4:12]): q's copy of the overlap still
    # holds the copy-in values, so p's writes to a[5:8] are lost
    want = np.arange(12, dtype=np.float32)
    want[0:4] = 1.0
    want[4] = 2.0
    np.testing.assert_array_equal(a, want)

    b = np.arange(12, dtype=np.float32)
    worker.launch(module["fill_then_poke"], b[4:12], b[0:8], blocks=1)
    want = np.arange(12, dtype=np.float32)
    want[8:12] = 1.0
    want[0] = 2.0
    np.testing.assert_array_equal(b, want)


def test_the_same_array_object_twice_shares_one_copy(worker, module):
    a = np.arange(8, dtype=np.float32)
    worker.launch(module["fill_then_poke"], a, a, blocks=1)
    np.testing.assert_array_equal(a, [2.0] + [1.0] * 7)

    # two view objects of the same memory are two copies, even when they are equal
    b = np.arange(12, dtype=np.float32)
    worker.launch(module["shift"], b[0:8], b[0:8], blocks=1)
    np.testing.assert_array_equal(b[0:8], np.arange(8, dtype=np.float32) + 100.0)


def test_one_device_buffer_twice_is_one_gm_region(worker, module):
    buf = worker.to_device(np.arange(8, dtype=np.float32))
    worker.launch(module["fill_then_poke"], buf, buf, blocks=1)
    np.testing.assert_array_equal(buf.numpy(), [2.0] + [1.0] * 7)
    buf.free()
