"""The kernels of tests/e2e/test_mix_sync.py, each launch cross-checked against the interpreter.

The corpus's five timeout tests expect the compiled ``LaunchTimeout`` (``SYNC_TIMEOUT``); a
cross-checking Worker raises the interpreted run's ``InterpretDeadlock`` at once instead
(``incore/runtime/host/launch/crosscheck.py``), so they are replaced here by tests of that
deadlock for the same kernels: the same waiting cores, flags and lines.

The interpreter runs the blocks in a fixed order, so each interpreted launch of the mix_pipeline
example has the same schedule: the corpus launches it twice per block count, where
tests/e2e/test_mix_sync.py repeats the compiled launch 15 times to catch a race."""

import numpy as np
import pytest  # noqa: E402

import incore
from tests.e2e import test_mix_sync as corpus
from tests.e2e.test_mix_sync import *  # noqa: F403 - the corpus: its tests and fixtures
from tests.e2e.test_mix_sync import module, run_pingpong

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True

del test_a_wait_nobody_satisfies_times_out_naming_the_flag_and_the_next_launch_works  # noqa: F821
del test_a_barrier_the_aic_never_reaches_names_the_waiting_cores  # noqa: F821
del test_a_sync_timeout_names_the_wait_line_and_the_pairing_to_check  # noqa: F821
del test_a_barrier_timeout_names_its_line_and_says_which_cores_must_reach_it  # noqa: F821
del test_flags_left_set_by_one_launch_do_not_leak_into_the_next  # noqa: F821


@pytest.fixture(autouse=True)
def two_pipeline_launches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(corpus.PIPELINE_LAUNCHES, "per_blocks", 2)


BARRIER_ONLY_ON_AIV = ("@mix\nkernel lonely(y: Tensor[[B], i64]):\n"
                       "    if core_type == AIV:\n        cluster_barrier()\n"
                       "    y[block_idx] = 1\n")


def deadlock(worker, kernel, *args, blocks):
    """The interpreted deadlock a cross-checked launch of ``kernel`` raises."""
    with pytest.raises(incore.DeviceFault) as info:
        worker.launch(kernel, *args, blocks=blocks)
    assert type(info.value).__name__ == "InterpretDeadlock", repr(info.value)
    return info.value


def test_a_wait_nobody_satisfies_is_a_deadlock_naming_the_flag_and_the_next_launch_works(
        impatient):
    err = deadlock(impatient, module()["stuck"], np.zeros(2, np.int64), blocks=2)
    assert err.flag == 5 and (err.core, err.block) == (3, 0)  # the second AIV of cluster 0
    assert "core 3 (aiv) block 0 waiting for flag 5 (wait_flag(5) in cluster 0)" in str(err)
    run_pingpong(impatient, 2, blocks=2, steps=50)
    out = np.zeros(2, np.int64)
    impatient.launch(module()["counting"], out, 20, blocks=2)
    np.testing.assert_array_equal(out, [20, 20])


def test_a_barrier_the_aic_never_reaches_is_a_deadlock_naming_the_waiting_cores(impatient):
    lonely = incore.compile(BARRIER_ONLY_ON_AIV, filename="lonely.ik")["lonely"]
    err = deadlock(impatient, lonely, np.zeros(1, np.int64), blocks=1)
    assert err.flag is None and (err.core, err.block, err.line) == (2, 0, 4)
    assert "core 3 (aiv) block 0 waiting at cluster_barrier() (in cluster 0) at lonely.ik:4" in (
        str(err))
    assert "all three cores of the cluster" in str(err)


def test_an_unpaired_wait_is_a_deadlock_naming_its_line_and_the_pairing_to_check(impatient):
    src = (
        "@mix\nkernel pairs(y: Tensor[[B], i64]):\n"
        "    if core_type == AIC:\n        set_flag(1)\n"
        "    else:\n        if sub_block_idx == 0:\n            wait_flag(1)\n"
        "        else:\n            wait_flag(2)\n"
        "    y[block_idx] = 1\n"
    )
    err = deadlock(impatient, incore.compile(src, filename="pairs.ik")["pairs"],
                   np.zeros(1, np.int64), blocks=1)
    assert (err.file, err.line, err.core, err.block, err.flag) == ("pairs.ik", 9, 3, 0, 2)
    assert "pair every wait_flag(2) with a set_flag(2)" in str(err)


def test_flags_left_set_by_one_interpreted_launch_do_not_leak_into_the_next(impatient):
    leaky = incore.compile(
        "@mix\nkernel leak(y: Tensor[[B], i64]):\n"
        "    if core_type == AIC:\n        set_flag(7)\n        set_flag(7)\n"
        "    else:\n        if sub_block_idx == 0:\n            wait_flag(7)\n"
        "    y[block_idx] = 1\n",
        filename="leak.ik",
    )["leak"]
    waits_once = incore.compile(
        "@mix\nkernel take(y: Tensor[[B], i64]):\n"
        "    if core_type == AIV:\n        if sub_block_idx == 0:\n"
        "            wait_flag(7)\n            y[block_idx] = 2\n",
        filename="take.ik",
    )["take"]
    y = np.zeros(2, np.int64)
    impatient.launch(leaky, y, blocks=2)  # leaves flag 7 at 1 in both clusters
    assert deadlock(impatient, waits_once, y, blocks=2).flag == 7
