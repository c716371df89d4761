"""``incore.autotune``: the best config by each metric, figures stored on disk per config
(a new process runs no trial, a new config runs one), the user's tensors written only by the
final launch, pruning, and the errors of a tuning that cannot choose."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import incore

REPEAT = """
@aiv
kernel rep(x: Tensor[[N], f32], y: Tensor[[N], f32], R: const = 1, S: const = 1.0):
    for r in range(R):
        for i in range(block_idx, N, block_num):
            y[i] += S * load(x[i], cache=CachePolicy.BYPASS) / f32(R)
"""
# R passes over x, each adding x / R (exact: R is a power of two), so y += S * x whatever R
# is; every pass reads x from main memory again (BYPASS), so more passes cost more.

CONFIGS = [{"R": 256}, {"R": 1}, {"R": 32}]
SLOW = [{"R": 512}, {"R": 1}, {"R": 64}]  # 512 passes over x against one: far slower


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """Each test tunes from an empty store (and compiles into its own cache)."""
    monkeypatch.setenv("INCORE_CACHE_DIR", str(tmp_path / "cache"))


def _data(n: int = 1 << 13):
    x = (np.arange(n) % 7).astype(np.float32)
    return x, np.ones(n, np.float32)


def test_time_picks_the_fastest_and_the_output_holds_only_the_final_launch():
    rep = incore.compile(REPEAT)["rep"]
    tuned = incore.autotune(rep, configs=SLOW, key=("N",), metric="time", reps=5)
    x, y = _data(1 << 14)
    with incore.Worker() as w:
        w.launch(tuned, x, y, blocks=2)
    assert tuned.trials == 3
    trials = tuned.results[(x.size,)]
    figures = [t.figure for t in trials]
    assert figures == sorted(figures) and all(f > 0 for f in figures)
    assert tuned.best[(x.size,)] == trials[0].config  # the lowest median
    by_r = {t.config["R"]: t.figure for t in trials}
    assert by_r[1] < by_r[512]
    np.testing.assert_array_equal(y, 1 + x)  # one launch's worth: the trials ran on copies


def test_l2_bytes_ranks_by_the_l2_models_main_memory_bytes():
    rep = incore.compile(REPEAT)["rep"]
    tuned = incore.autotune(rep, configs=CONFIGS, key=("N",), metric="l2_bytes")
    x, y = _data(1 << 11)
    # a nocache window (the driver's offset), so that BYPASS reads skip the L2
    with incore.Worker(l2_model=incore.L2Config(), l2_cache_offset=0x80000000000) as w:
        w.launch(tuned, x, y, blocks=2)
    trials = tuned.results[(x.size,)]
    by_r = {t.config["R"]: t.figure for t in trials}
    assert by_r[1] < by_r[32] < by_r[256]  # every BYPASS read goes to main memory
    assert trials[0].config == {"R": 1}
    np.testing.assert_array_equal(y, 1 + x)


CHILD = """
import sys, json
import numpy as np
import incore
rep = incore.compile(sys.argv[1])["rep"]
configs = json.loads(sys.argv[2])
tuned = incore.autotune(rep, configs=configs, key=("N",), reps=2)
x = (np.arange(4096) % 7).astype(np.float32)
y = np.ones_like(x)
with incore.Worker() as w:
    w.launch(tuned, x, y, blocks=2)
assert (y == 1 + x).all()
trials = tuned.results[(4096,)]
assert tuned.best[(4096,)] == trials[0].config
print(tuned.trials, sum(t.stored for t in trials), json.dumps(tuned.best[(4096,)]))
"""


def test_figures_persist_per_config_across_processes(tmp_path):
    env = {**os.environ, "INCORE_CACHE_DIR": str(tmp_path / "cache")}

    def run(configs):
        import json

        r = subprocess.run([sys.executable, "-c", CHILD, REPEAT, json.dumps(configs)],
                           capture_output=True, text=True, env=env, timeout=300)
        assert r.returncode == 0, r.stderr
        trials, stored, best = r.stdout.split(maxsplit=2)
        return int(trials), int(stored), json.loads(best)

    assert run(CONFIGS)[:2] == (3, 0)
    assert run(CONFIGS)[:2] == (0, 3)  # a new process with the same key: no trial
    trials, stored, best = run([*CONFIGS, {"R": 2}])
    assert (trials, stored) == (1, 3)  # only the new config is tried


def test_later_launches_with_the_key_go_straight_to_the_choice_and_streams_use_it():
    rep = incore.compile(REPEAT)["rep"]
    tuned = incore.autotune(rep, configs=CONFIGS, key="N", reps=2)
    x, y = _data(2048)
    with incore.Worker() as w:
        w.launch(tuned, x, y, blocks=2)
        w.launch(tuned, x, y, blocks=2)
        assert tuned.trials == 3
        s = w.stream()
        dx, dy = w.to_device(x), w.to_device(np.zeros_like(x))
        s.launch(tuned, dx, dy, blocks=2, S=2.0)  # another fixed const: a new choice
        s.synchronize()
        assert tuned.trials == 6
        np.testing.assert_array_equal(dy.numpy(), 2 * x)
        x2, y2 = _data(1024)  # another key value: tuned anew
        w.launch(tuned, x2, y2, blocks=2)
        assert tuned.trials == 9 and set(tuned.results) == {(2048,), (1024,)}
    np.testing.assert_array_equal(y, 1 + 2 * x)


def test_one_config_left_after_prune_is_taken_without_a_trial():
    rep = incore.compile(REPEAT)["rep"]
    seen = []

    def prune(configs, key):
        seen.append(key)
        return [c for c in configs if c["R"] < 8]

    tuned = incore.autotune(rep, configs=CONFIGS, key=("N",), prune=prune)
    x, y = _data(512)
    with incore.Worker() as w:
        w.launch(tuned, x, y, blocks=2)
    assert tuned.trials == 0 and tuned.best[(512,)] == {"R": 1} and seen == [{"N": 512}]
    np.testing.assert_array_equal(y, 1 + x)


def test_tuning_errors():
    rep = incore.compile(REPEAT)["rep"]
    x, y = _data(256)
    with incore.Worker() as w:
        none = incore.autotune(rep, configs=CONFIGS, prune=lambda configs: [])
        with pytest.raises(incore.TuningError, match="prune= removed every config"):
            w.launch(none, x, y, blocks=1)
        bad = incore.autotune(rep, configs=[{"R": 1.5}, {"Q": 2}], key=("N",))
        with pytest.raises(incore.TuningError) as info:
            w.launch(bad, x, y, blocks=1)
        text = str(info.value)
        assert "every config failed" in text
        assert "{'R': 1.5}: ConstParameterError" in text and "takes an int" in text
        assert "{'Q': 2}: ConstParameterError" in text and "no const parameter 'Q'" in text
        with pytest.raises(incore.TuningError, match="key 'M' is neither a shape symbol nor"):
            w.launch(incore.autotune(rep, configs=CONFIGS, key=("M",)), x, y, blocks=1)
        with pytest.raises(incore.TuningError, match="R is tuned by autotune"):
            w.launch(incore.autotune(rep, configs=CONFIGS), x, y, R=4, blocks=1)
        with pytest.raises(incore.TuningError, match="launch on a Worker with l2_model"):
            w.launch(incore.autotune(rep, configs=CONFIGS, metric="l2_time"), x, y, blocks=1)
    np.testing.assert_array_equal(y, np.ones_like(y))  # no failed tuning launched anything
    with pytest.raises(ValueError, match="metric must be one of time, l2_bytes, l2_time"):
        incore.autotune(rep, configs=CONFIGS, metric="speed")
    with pytest.raises(ValueError, match="configs must be a non-empty list"):
        incore.autotune(rep, configs=[])
    with pytest.raises(TypeError, match="autotune takes an incore.Kernel"):
        incore.autotune("rep", configs=CONFIGS)
