"""The sanitizer and sync_all() (issue 30): accesses of different blocks before and after a
sync_all() of the same launch are ordered (no race between the phases), accesses of one
phase are not, and @mix cores are ordered across it too."""

from __future__ import annotations

import numpy as np
import pytest

import incore
from tests.support.sync_all_kernels import TWO_PHASE

pytestmark = pytest.mark.device

SRC = TWO_PHASE + """
# the reads of every partial come before the sync_all(): they race with the other blocks' writes
@aiv
kernel read_too_early(x: Tensor[[B, N], f32], part: Tensor[[B], f32], out: Tensor[[B], f32]):
    part[block_idx] = x[block_idx, 0]
    t = 0.0
    for b in range(block_num):
        t += part[b]
    sync_all()
    out[block_idx] = t

# phase 2 overwrites what phase 1 read, in a loop: ordered by the second sync_all()
@aiv
kernel ping(v: Tensor[[B], f32], out: Tensor[[B], f32]):
    for r in range(3):
        t = 0.0
        for b in range(block_num):
            t += v[b]
        sync_all()
        v[block_idx] = t
        sync_all()
    out[block_idx] = v[block_idx]

@mix
kernel mixed(part: Tensor[[B, 3], f32], out: Tensor[[B, 3], f32]):
    slot = 0 if core_type == AIC else 1 + sub_block_idx
    part[block_idx, slot] = f32(slot)
    sync_all()
    t = 0.0
    for b in range(block_num):
        for s in range(3):
            t += part[b, s]
    out[block_idx, slot] = t
"""


@pytest.fixture(scope="module", params=["a2a3sim", "a5sim"])
def sanitized(request):
    with incore.Worker(platform=request.param, sanitize=True) as w:
        yield w


def _args(blocks: int) -> tuple:
    x = np.random.default_rng(0).random((blocks, 16), dtype=np.float32)
    return x, np.zeros(blocks, np.float32), np.zeros(blocks, np.float32)


def test_the_two_phases_of_a_launch_do_not_race(sanitized):
    mod = incore.compile(SRC, filename="phases.ik", arch="a5" if sanitized.platform == "a5sim"
                         else "a2a3")
    x, part, out = _args(4)
    sanitized.launch(mod["two_phase"], x, part, out, blocks=4)  # no SanitizerError
    np.testing.assert_allclose(out, np.full(4, x.astype(np.float64).sum()), rtol=1e-5)
    v = np.ones(4, np.float32)
    sanitized.launch(mod["ping"], v, np.zeros(4, np.float32), blocks=4)
    parts = np.zeros((2, 3), np.float32)
    sanitized.launch(mod["mixed"], parts, np.zeros((2, 3), np.float32), blocks=2)


def test_accesses_of_one_phase_still_race(sanitized):
    mod = incore.compile(SRC, filename="phases.ik", arch="a5" if sanitized.platform == "a5sim"
                         else "a2a3")
    with pytest.raises(incore.SanitizerError) as info:
        sanitized.launch(mod["read_too_early"], *_args(4), blocks=4)
    races = [f for f in info.value.findings if f.kind == "race"]
    assert races and all(f.tensor == "part" for f in races)
    assert "sync_all()" in str(info.value)
