"""What an interpreted launch reports is what the compiled launch reports: log lines and
prints of tiles through the same logging path, failed asserts after copy back, faults with
the compiled text and a traceback ending at the ``.ik`` line; a ``@mix`` wait no set
satisfies is a deadlock naming the flag and the line at once, and ``random:SEED`` orders of a
correct ``@mix`` kernel all agree with the compiled result."""

from __future__ import annotations

import logging
import re
import time

import numpy as np
import pytest

import incore

pytestmark = pytest.mark.device  # the Workers start device processes

DEVICE = 22
SRC = """\
kernel talk(x: Tensor[[N], f32], n: i32):
    t = x[0:8]
    log.info_v5("block {} of {}: n = {}", block_idx, block_num, n)
    print("t =", t, "n =", n)
    log.info_v0("quiet below V0 {}", n)

kernel big(x: Tensor[[N], f32]):
    t = x[0:1200]
    print(t)

kernel div(x: Tensor[[N], i32], d: i32):
    for i in range(block_idx, N, block_num):
        x[i] = 100 // (d - i32(i))

kernel checked(x: Tensor[[N], i32], y: Tensor[[N], i32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i] * 2
        assert y[i] < 10, "y[{}] = {} is too big", i, y[i]

kernel past(x: Tensor[[N], f32], k: i64):
    x[k] = 1.0

@mix
kernel stuck(y: Tensor[[B], i64]):
    if core_type == AIV:
        if sub_block_idx == 1:
            wait_flag(5)
    y[block_idx] = 1

@mix
kernel relay(x: Tensor[[R, 16], f32], buf: Tensor[[B, 16], f32], out: Tensor[[R, 16], f32]):
    for r in range(block_idx, R, block_num):
        if core_type == AIC:
            buf[block_idx, 0:16] = x[r, 0:16] * 3.0
            set_flag(1)
            set_flag(2)
            wait_flag(3)
            wait_flag(4)
        elif sub_block_idx == 0:
            wait_flag(1)
            out[r, 0:8] = buf[block_idx, 0:8] + 1.0
            set_flag(3)
        else:
            wait_flag(2)
            out[r, 8:16] = buf[block_idx, 8:16] - 1.0
            set_flag(4)
"""


@pytest.fixture(scope="module")
def mods():
    plain = incore.compile(SRC, "rep.ik")
    return plain, incore.compile(SRC, "rep.ik", bounds_check=True)


@pytest.fixture(scope="module")
def workers():
    with incore.Worker(device_id=DEVICE, interpret=True) as i, \
            incore.Worker(device_id=DEVICE + 1) as c:
        yield {"interpreted": i, "compiled": c}


def _device_lines(caplog) -> list[str]:
    return sorted(re.sub(r"core \d+", "core N", r.getMessage()) for r in caplog.records
                  if getattr(r, "incore_device", None))


def test_logs_and_prints_of_tiles_are_the_compiled_lines(workers, mods, caplog) -> None:
    x = np.arange(8, dtype=np.float32) / 4
    lines = {}
    for name, w in workers.items():
        caplog.clear()
        with caplog.at_level(logging.INFO, logger="incore"):
            w.launch(mods[0]["talk"], x, 7, blocks=2)
        lines[name] = _device_lines(caplog)
    assert lines["interpreted"] == lines["compiled"]
    assert lines["interpreted"] == [
        "[talk block 0 core N aiv] t = [0.   0.25 0.5  0.75 1.   1.25 1.5  1.75] n = 7",
        "[talk block 1 core N aiv] t = [0.   0.25 0.5  0.75 1.   1.25 1.5  1.75] n = 7",
        "talk/core N (aiv): [rep.ik:3] block 0 of 2: n = 7",
        "talk/core N (aiv): [rep.ik:3] block 1 of 2: n = 7",
    ]


def test_a_large_tile_prints_its_first_1024_elements_both_ways(workers, mods, caplog) -> None:
    x = np.arange(1200, dtype=np.float32)
    lines = {}
    for name, w in workers.items():
        caplog.clear()
        with caplog.at_level(logging.INFO, logger="incore"):
            w.launch(mods[0]["big"], x, blocks=1)
        lines[name] = _device_lines(caplog)
    assert lines["interpreted"] == lines["compiled"]
    assert lines["compiled"][0].endswith("1.023e+03] ... (176 more elements cut)")


def _last_frame(exc: BaseException) -> tuple[str, int]:
    tb = exc.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    return tb.tb_frame.f_code.co_filename, tb.tb_lineno


def _same_text(interpreted: BaseException, compiled: BaseException) -> None:
    def shown(e):
        return re.sub(r"core \d+", "core N", str(e)).replace("; the device was restarted", "")

    assert type(interpreted) is type(compiled)
    assert shown(interpreted) == shown(compiled)


def test_a_division_by_zero_has_the_compiled_text_and_ends_at_its_line(workers, mods) -> None:
    errors = {}
    for name, w in workers.items():
        with pytest.raises(incore.DeviceFault) as info:
            w.launch(mods[0]["div"], np.zeros(8, np.int32), 5, blocks=1)
        errors[name] = info.value
    _same_text(errors["interpreted"], errors["compiled"])
    assert "divided by zero at rep.ik:13" in str(errors["interpreted"])
    assert _last_frame(errors["interpreted"]) == ("rep.ik", 13)


def test_an_index_past_the_tensor_has_the_compiled_text_and_ends_at_its_line(workers,
                                                                             mods) -> None:
    errors = {}
    for name, w in workers.items():
        with pytest.raises(incore.KernelIndexError) as info:
            w.launch(mods[1]["past"], np.zeros(8, np.float32), 8, blocks=1)
        errors[name] = info.value
    _same_text(errors["interpreted"], errors["compiled"])
    assert "indexed x[8] out of range for shape (8,) at rep.ik:21" in str(errors["compiled"])
    assert _last_frame(errors["interpreted"]) == ("rep.ik", 21)


def test_a_failed_assert_is_raised_after_copy_back_as_compiled(workers, mods) -> None:
    errors, results = {}, {}
    for name, w in workers.items():
        y = np.zeros(8, np.int32)
        with pytest.raises(incore.KernelAssertionError) as info:
            w.launch(mods[0]["checked"], np.arange(8, dtype=np.int32), y, blocks=2)
        errors[name], results[name] = info.value, y.tolist()
    _same_text(errors["interpreted"], errors["compiled"])
    assert results["interpreted"] == results["compiled"] == [0, 2, 4, 6, 8, 10, 12, 0]
    assert "block 0 on core 2 (aiv): [rep.ik:18] y[6] = 12 is too big" in str(errors["interpreted"])


def test_a_wait_no_set_satisfies_is_a_deadlock_naming_the_flag_and_line() -> None:
    # a Worker whose launches would time out after 1 s: the interpreter reports the
    # deadlock itself (InterpretDeadlock, not the compiled LaunchTimeout of SYNC_TIMEOUT)
    module = incore.compile(SRC, "rep.ik")
    with incore.Worker(device_id=DEVICE, interpret=True, timeout=1.0) as w:
        y = np.zeros(2, np.int64)
        with pytest.raises(incore.DeviceFault) as info:
            w.launch(module["stuck"], y, blocks=2)
        err = info.value
        assert not isinstance(err, incore.LaunchTimeout)
        assert type(err).__name__ == "InterpretDeadlock" and err.flag == 5
        assert (err.file, err.line, err.block) == ("rep.ik", 27, 0)
        assert "waiting for flag 5 (wait_flag(5) in cluster 0) at rep.ik:27" in str(err)
        assert _last_frame(err) == ("rep.ik", 27)
        w.launch(module["relay"], *_relay_args(2), blocks=2)  # the Worker goes on


def test_a_cross_checked_deadlock_is_reported_at_once_sync_and_on_a_stream() -> None:
    # the compiled run of a wait no set satisfies could only end in SYNC_TIMEOUT after the
    # Worker's timeout (60 s here): the interpreted run's deadlock is raised without it
    module = incore.compile(SRC, "rep.ik")
    with incore.Worker(device_id=DEVICE, cross_check=True, timeout=60.0) as w:
        y = np.zeros(2, np.int64)
        start = time.monotonic()
        with pytest.raises(incore.DeviceFault) as info:
            w.launch(module["stuck"], y, blocks=2)
        assert type(info.value).__name__ == "InterpretDeadlock" and info.value.flag == 5
        assert "waiting for flag 5 (wait_flag(5) in cluster 0) at rep.ik:27" in str(info.value)
        s = w.stream()
        yd = w.to_device(y)
        s.launch(module["stuck"], yd, blocks=2)
        with pytest.raises(incore.DeviceFault) as info:
            s.synchronize()
        assert "InterpretDeadlock" in repr(info.value) or "deadlocked" in str(info.value)
        assert "rep.ik:27" in str(info.value)
        assert time.monotonic() - start < 30.0  # far from one 60 s timeout
        w.launch(module["relay"], *_relay_args(2), blocks=2)  # the Worker goes on


def _relay_args(blocks: int):
    x = np.arange(10 * 16, dtype=np.float32).reshape(10, 16)
    return x, np.zeros((blocks, 16), np.float32), np.zeros((10, 16), np.float32)


def test_random_orders_of_a_correct_mix_kernel_agree_with_the_compiled_run(workers,
                                                                           mods) -> None:
    args = _relay_args(3)
    workers["compiled"].launch(mods[0]["relay"], *args, blocks=3)
    expected = np.hstack([args[0][:, :8] * 3 + 1, args[0][:, 8:] * 3 - 1])
    np.testing.assert_array_equal(args[2], expected)
    for seed in range(4):
        with incore.Worker(device_id=DEVICE, interpret=f"random:{seed}") as w:
            mine = _relay_args(3)
            w.launch(mods[0]["relay"], *mine, blocks=3)
        np.testing.assert_array_equal(mine[2], args[2])
