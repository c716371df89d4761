"""``L2Config(set_sampling=N)``: one set in N simulated, the counters scaled by N and said to
be an estimate (``L2Stats.sampled``); the estimate's main-memory bytes against the exact run
on the examples."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import incore
from incore.golden.l2run import compare_policies

ROOT = Path(__file__).resolve().parents[2]
OFFSET = 0x80000000000
SAXPY = (ROOT / "examples" / "saxpy" / "kernel.ik").read_text()


@pytest.mark.parametrize("bad, match", [
    (0, "set_sampling"), (-4, "set_sampling"), (3, "set_sampling"), (256, "set_sampling"),
    (True, "set_sampling"), ("4", "set_sampling"), (2.0, "set_sampling"),
])
def test_bad_set_sampling_is_named(bad, match):
    with pytest.raises((ValueError, TypeError), match=match):
        incore.L2Config(set_sampling=bad)  # 128 sets


def test_set_sampling_must_divide_the_sets():
    with pytest.raises(ValueError, match="dividing the 3 sets"):
        incore.L2Config(size=3 * 16 * 128, set_sampling=2)
    config = incore.L2Config(set_sampling=128)
    assert config.set_sampling == 128 and "1 set in 128 simulated" in config.summary()
    assert config.as_dict()["set_sampling"] == 128
    assert incore.L2Config.preset("910B3", set_sampling=8).set_sampling == 8
    assert incore.L2Config(1 << 20, 16, 128, 1 << 16).set_sampling == 1  # positional fields


@pytest.mark.device
def test_a_sampled_launch_says_so_and_scales_its_counters():
    k = incore.compile(SAXPY, "saxpy.ik")["saxpy"]
    n = 1 << 15
    x = np.ones(n, np.float32)
    out = {}
    for sampling in (1, 8):
        config = incore.L2Config(size=64 << 10, set_sampling=sampling)
        with incore.Worker(device_id=5, l2_cache_offset=OFFSET, l2_model=config) as w:
            out[sampling] = w.launch(k, x, np.ones(n, np.float32), 2.0, blocks=4).l2
            assert w.l2_stats().sampled == sampling
    exact, sampled = out[1], out[8]
    assert exact.sampled == 1 and sampled.sampled == 8
    assert sampled.as_dict()["sampled"] == 8
    # the traced kernel records only the sampled sets' element runs
    assert sampled.accesses * 8 == exact.accesses
    # saxpy's lines are spread evenly over the sets: the estimate is exact here
    assert sampled.total == exact.total


@pytest.mark.device
@pytest.mark.parametrize("example, case, params, config", [
    ("weights_stream", "32MiB", {"weights": (32 << 20) // 64, "kv": (4 << 20) // 64},
     incore.L2Config.preset("910B3", size=(192 << 20) // 64, set_sampling=16)),
    ("rowscale", None, None, incore.L2Config(set_sampling=16)),
    ("softmax", None, None, incore.L2Config(set_sampling=16)),
])
def test_sampled_main_memory_bytes_are_within_one_percent_of_the_exact_run(
        example, case, params, config):
    exact_config = incore.L2Config(config.size, config.ways, config.line,
                                   granule=config.granule)
    got = {}
    for cfg in (exact_config, config):
        cmp = compare_policies(ROOT / "examples" / example, config=cfg, l2_offset=OFFSET,
                               case=case, params=params, device=5)
        got[cfg.set_sampling] = [r.stats.main_memory_bytes for r in cmp.runs]
    for exact, sampled in zip(got[1], got[config.set_sampling], strict=True):
        assert sampled == pytest.approx(exact, rel=0.01)
