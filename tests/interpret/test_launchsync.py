"""The interpreter's sync_all() (issue 30, ``interpret/launchsync.py``): every block of the
launch runs as a baton-passing thread; a block that ends before a sync_all() the others wait
in is the launch's fault at the sync_all() line, and a @mix wait nobody satisfies inside such a
launch is still a deadlock naming the core."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from incore.interpret.faults import InterpretDeadlock

SRC = """\
@aiv
kernel rotate(v: Tensor[[B], i64], out: Tensor[[B], i64]):
    v[block_idx] = block_idx * 10
    sync_all()
    out[block_idx] = v[(block_idx + 1) % block_num]

@aiv
kernel uneven(out: Tensor[[B], i64]):
    for r in range(block_idx + 1):
        sync_all()
    out[block_idx] = 1

@mix
kernel stuck(out: Tensor[[B], i64]):
    sync_all()
    if core_type == AIC:
        wait_flag(3)
    out[block_idx] = 1
"""


@pytest.fixture(scope="module")
def mod() -> incore.Module:
    return incore.compile(SRC, filename="ls.ik")


def launch_params(blocks: int) -> tuple:
    return (blocks, 1, 1, 0)  # the grid's extents and a barrier address the interpreter ignores


@pytest.mark.parametrize("order", ["fixed", "random:1", "random:2"])
def test_every_block_sees_the_others_writes_after_sync_all(mod, order):
    v, out = np.zeros(5, np.int64), np.zeros(5, np.int64)
    mod["rotate"].interpreted().run([v, out, *launch_params(5)], 5, order=order)
    np.testing.assert_array_equal(out, (np.arange(5) + 1) % 5 * 10)


def test_a_block_ending_before_the_others_sync_all_is_the_launchs_fault(mod):
    with pytest.raises(InterpretDeadlock) as info:
        mod["uneven"].interpreted().run([np.zeros(3, np.int64), *launch_params(3)], 3)
    err = info.value
    assert err.deadlock and err.line == 10 and err.cause == "sync_all() cannot complete"
    assert "block 0 ended without reaching it" in str(err)


def test_a_mix_wait_nobody_satisfies_is_a_deadlock_naming_the_core(mod):
    with pytest.raises(InterpretDeadlock) as info:
        mod["stuck"].interpreted().run([np.zeros(2, np.int64), *launch_params(2)], 2)
    assert info.value.flag == 3 and "waiting for flag 3" in str(info.value)
