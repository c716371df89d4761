"""``a if c else b`` evaluates only the chosen arm (docs/language.md), unlike ``select``.

The lowering branches around each arm and joins them with a phi; on the device, the arm not
taken may divide by zero or read far out of bounds without faulting.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

import incore

SOURCE = """
const FAR = 4_000_000_000_000_000

@aiv
kernel lazy(x: Tensor[[N], f32], d: Tensor[[N], i32], out: Tensor[[N], i32]):
    for i in range(block_idx, N, block_num):
        j = i if d[i] != 0 else FAR
        a = 1000 // d[i] if d[i] != 0 else -1
        b = -2 if d[i] == 0 else 1000 // d[i]
        v = -1.0 if j >= N else x[j]
        out[i] = a + b + i32(v)

@aiv
kernel eager(x: Tensor[[N], f32], d: Tensor[[N], i32], out: Tensor[[N], i32]):
    for i in range(block_idx, N, block_num):
        out[i] = select(d[i] != 0, 1000 // d[i], -1)
"""


@pytest.fixture(scope="module")
def module() -> incore.Module:
    return incore.compile(SOURCE, filename="lazy.ik", opt=0)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=43, timeout=20.0)


def test_conditional_lowers_to_branches(module):
    # four conditionals, each a then-block and an else-block joined by a phi
    ir = module["lazy"].ir
    assert len(re.findall(r"^cond\.then[.\d]*:", ir, flags=re.M)) == 4
    assert len(re.findall(r"^cond\.else[.\d]*:", ir, flags=re.M)) == 4


@pytest.mark.parametrize("opt", [0, 2])
def test_the_arm_not_taken_never_runs(worker, opt):
    mod = incore.compile(SOURCE, filename="lazy.ik", opt=opt)
    x = np.array([1.5, 2.5, 3.5, 4.5, 5.5], dtype=np.float32)
    d = np.array([0, 3, 0, -7, 1], dtype=np.int32)
    out = np.zeros_like(d)
    worker.launch(mod["lazy"], x, d, out, blocks=2)
    want = [
        (1000 // int(di) if di else -1) + (1000 // int(di) if di else -2)
        + (int(x[i]) if di else -1)
        for i, di in enumerate(d)
    ]
    np.testing.assert_array_equal(out, want)


def test_select_evaluates_both_arms(worker, module):
    # the contrast that makes the test above meaningful: the same division under select traps
    d = np.array([0, 3], dtype=np.int32)
    with pytest.raises(incore.DeviceFault):
        worker.launch(module["eager"], np.zeros(2, np.float32), d, np.zeros_like(d), blocks=1)
