"""A kernel's failures are logged at ERROR, once, with their code (docs/runtime.md, "Logging"):
a fault, a failed assertion or bounds check, a device lost during a launch, also during a dumped
launch.  Python ``RuntimeWarning``s stay warnings."""

from __future__ import annotations

import logging
import os
import signal
import time

import numpy as np
import pytest

import incore

pytestmark = [pytest.mark.device, pytest.mark.usefixtures("dump_env")]

DEV = 25

SRC = """
kernel smash(x: Tensor[[N], f32], far: i64):
    x[far] = 2.0

kernel positive(x: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        assert x[i] > 0.0, "x[{}] = {} is not positive", i, x[i]

kernel spin(x: Tensor[[N], f32], n: i64):
    acc = 0.0
    for i in range(0, n):
        acc = acc + 1.0
    x[0] = acc
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SRC, filename="failk.ik")


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=DEV)


def records(caplog, code: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "incore" and f"[{code}]" in r.getMessage()]


def test_a_kernel_fault_is_logged_at_error_once(worker, mod, caplog):
    caplog.set_level(logging.DEBUG, logger="incore")
    with pytest.raises(incore.DeviceFault):
        worker.launch(mod["smash"], np.zeros(4, np.float32), 1 << 40, blocks=1)
    s = worker.stream()
    s.launch(mod["smash"], worker.zeros(4), 1 << 40, blocks=1)
    with pytest.raises(incore.DeviceFault):
        s.synchronize()
    s.launch(mod["spin"], worker.zeros(4), 3, blocks=1)
    s.synchronize()  # the stream goes on after the restart; nothing more is logged
    found = records(caplog, "DEVICE_FAULT")
    assert [r.levelno for r in found] == [logging.ERROR, logging.ERROR], found
    assert all("kernel 'smash' raised SIGSEGV" in r.getMessage() for r in found)


def test_a_failed_assertion_is_logged_at_error_once(worker, mod, caplog):
    caplog.set_level(logging.DEBUG, logger="incore")
    with pytest.raises(incore.KernelAssertionError):
        worker.launch(mod["positive"], np.array([1.0, -1.0], np.float32), blocks=1)
    (found,) = records(caplog, "KERNEL_ASSERTION")
    assert found.levelno == logging.ERROR and "is not positive" in found.getMessage()


def test_a_failed_bounds_check_is_logged_at_error(mod, caplog):
    caplog.set_level(logging.DEBUG, logger="incore")
    checked = incore.compile(SRC, filename="failk.ik", bounds_check=True)
    with incore.Worker(device_id=DEV) as w, pytest.raises(incore.KernelIndexError) as info:
        w.launch(checked["smash"], np.zeros(4, np.float32), 9, blocks=1)
    found = records(caplog, info.value.code)
    assert [r.levelno for r in found] == [logging.ERROR], found


def test_a_device_lost_during_a_dumped_launch_is_logged_at_error(worker, mod, caplog, tmp_path):
    caplog.set_level(logging.DEBUG, logger="incore")
    incore.set_dump_config(path=tmp_path, mode="all", exception=True)
    s = worker.stream()
    x = worker.zeros(4)
    s.launch(mod["spin"], x, 1 << 40, blocks=1)
    deadline = time.monotonic() + 10
    while worker._cb.header.blocks_done == 0 and all(
            c.current_block != 0 for c in worker._cb.cores) and time.monotonic() < deadline:
        time.sleep(0.01)  # until a core runs the launch
    os.kill(worker._proc.pid, signal.SIGKILL)
    with pytest.raises(incore.DeviceFault) as info:
        s.synchronize()
    assert info.value.code == "DEVICE_LOST"
    found = records(caplog, "DEVICE_LOST")
    assert [r.levelno for r in found] == [logging.ERROR], found
    worker.launch(mod["spin"], np.zeros(4, np.float32), 3, blocks=1)  # restarted
