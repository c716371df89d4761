"""Source -> payload -> simulated device, checked against numpy."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.examples import run_example

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]


# devices 0-2 are used by the tests below
# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=5)


@pytest.mark.parametrize("offset", [None, 0x80000000000])
@pytest.mark.parametrize("example", ["saxpy", "rowscale"])
def test_examples_pass(example, offset):
    report = run_example(ROOT / "examples" / example, l2_offset=offset)
    assert report.passed, report.render()
    assert report.l2_cache_offset == (offset or 0)


def test_float_constants_are_linked(worker):
    src = """
kernel affine(x: Tensor[[N], f32], y: Tensor[[N], f64]):
    for i in range(block_idx, N, block_num):
        y[i] = f64(x[i] * 2.5 + 0.125) * 1.0e-3 - 7.75
"""
    k = incore.compile(src)["affine"]
    x = np.linspace(-3, 3, 1001, dtype=np.float32)
    y = np.zeros(1001, dtype=np.float64)
    worker.launch(k, x, y, blocks=4)
    want = (x * np.float32(2.5) + np.float32(0.125)).astype(np.float64) * 1.0e-3 - 7.75
    np.testing.assert_allclose(y, want, rtol=1e-12)


OFFSET_PROBE = """
@aiv
kernel probe(out: Tensor[[B], u64]):
    out[block_idx] = get_l2_cache_offset()
"""


def test_two_devices_deliver_their_own_offsets():
    k = incore.compile(OFFSET_PROBE)["probe"]
    out0 = np.zeros(6, dtype=np.uint64)
    out1 = np.zeros(6, dtype=np.uint64)
    with (
        incore.Worker(device_id=0, l2_cache_offset=0x80000000000) as w0,
        incore.Worker(device_id=1, l2_cache_offset=0x100000000000) as w1,
    ):
        w0.launch(k, out0, blocks=6)
        w1.launch(k, out1, blocks=6)
    assert (out0 == 0x80000000000).all()
    assert (out1 == 0x100000000000).all()


def test_alias_window_reads_same_bytes_through_bypass():
    src = """
kernel copy(x: Tensor[[N], i32], y: Tensor[[N], i32]):
    for i in range(block_idx, N, block_num):
        y[i] = load(x[i], cache=CachePolicy.BYPASS)
"""
    k = incore.compile(src)["copy"]
    with incore.Worker(device_id=2, l2_cache_offset=0x80000000000) as w:
        dx = w.to_device(np.arange(4096, dtype=np.int32))
        dy = w.empty((4096,), np.int32)
        w.launch(k, dx, dy, blocks=4)
        assert (dy.numpy() == np.arange(4096)).all()
        dx.numpy()[:] = 7  # host writes through the ordinary window ...
        w.launch(k, dx, dy, blocks=4)
        assert (dy.numpy() == 7).all()  # ... and the device reads them through the alias


def test_out_of_bounds_store_faults_and_worker_recovers(worker):
    bad = incore.compile("""
kernel smash(x: Tensor[[N], f32]):
    x[block_idx * 4000000000000 + 1000000000000] = 1.0
""")["smash"]
    good = incore.compile("""
kernel inc(x: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        x[i] = x[i] + 1.0
""")["inc"]
    x = np.zeros(64, dtype=np.float32)
    with pytest.raises(incore.DeviceFault) as info:
        worker.launch(bad, x, blocks=2)
    assert "smash" in str(info.value) and "SIGSEGV" in str(info.value)
    worker.launch(good, x, blocks=3)
    assert (x == 1.0).all()


def test_a5_kernel_runs_on_a5sim_and_platforms_do_not_mix():
    src = """
kernel copy2(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = load(x[i], cache=CachePolicy.BYPASS) * 2.0
"""
    k5 = incore.compile(src, arch="a5")["copy2"]
    k2 = incore.compile(src)["copy2"]
    x = np.arange(100, dtype=np.float32)
    y = np.zeros_like(x)
    with incore.Worker(device_id=3, platform="a5sim") as w:
        assert "l2_cache_offset" not in w.global_context(0)
        w.launch(k5, x, y, blocks=3)
        np.testing.assert_array_equal(y, x * 2)
        with pytest.raises(ValueError, match="a2a3"):
            w.launch(k2, x, y)


def test_failed_asserts_report_the_lowest_block_and_the_count(worker):
    src = """
kernel positive(x: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        assert x[i] > 0.0, "x[{}] = {} is not positive", i, x[i]
"""
    k = incore.compile(src, filename="positive.ik")["positive"]
    x = -np.ones(12, dtype=np.float32)
    with pytest.raises(incore.KernelAssertionError) as info:
        worker.launch(k, x, blocks=6)
    err = info.value
    assert (err.kernel, err.block, err.failures) == ("positive", 0, 6)
    assert (err.filename, err.line) == ("positive.ik", 4)
    assert err.detail.endswith("x[0] = -1.0 is not positive")
    assert "block 0 on core" in str(err) and "5 more failed assertion(s)" in str(err)
    x[:] = 1.0
    worker.launch(k, x, blocks=6)  # records from the failed launch do not leak into this one
