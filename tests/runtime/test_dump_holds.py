"""What a pending dump holds (issues 21 and 27): references, not copies - a numpy argument's
staging buffer (read-only inputs, written tensors after the copy back) within the context's
budget, a DeviceBuffer itself - so each dump shows its own launch's data; a later launch that
writes a held DeviceBuffer before the writer read it drops that dump with a WARNING that
counts; a full backlog or budget drops, never blocks, never copies.  The one copy left is the
input of a tensor the launch itself writes."""

from __future__ import annotations

import gc
import json

import numpy as np
import pytest

import incore
from incore.runtime.dump import holds

pytestmark = [pytest.mark.device, pytest.mark.usefixtures("dump_env")]

DEV = 59

SRC = """
kernel axpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = a * x[i] + y[i]
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SRC, filename="holds.ik")


def dumps(root):
    incore.flush_dumps(timeout=60)
    out = {}
    for side in sorted((root / f"device{DEV}").glob("*.json")):
        doc = json.loads(side.read_text())
        out[doc["task"]] = {f"{t['role']}.{t['name']}": np.load(side.parent / t["file"])
                            for t in doc["tensors"]}
    return out


def test_held_views_keep_each_launchs_data_until_written(mod, tmp_path, paused_writer):
    incore.set_dump_config(path=tmp_path, mode="all")
    n = 4096
    with incore.Worker(device_id=DEV) as w:
        expected = []
        for round_ in range(3):
            x = np.full(n, float(round_ + 1), np.float32)
            y = np.arange(n, dtype=np.float32)
            y_in = y.copy()
            w.launch(mod["axpy"], x, y, 2.0, blocks=2)
            expected.append({"input.x": x.copy(), "input.y": y_in, "output.y": y.copy()})
            x[:] = -7.0  # the caller reuses its arrays at once
            y[:] = -7.0
        # x (read-only, staged) and y after its copy back are held; y's input is a copy.
        assert holds.held_bytes(w._ctx) == 3 * 2 * n * 4
        paused_writer.set()
        got = dumps(tmp_path)
        assert len(got) == 3
        for want, (_, have) in zip(expected, sorted(got.items()), strict=True):
            for name, value in want.items():
                np.testing.assert_array_equal(have[name], value, err_msg=name)
        gc.collect()
        assert holds.held_bytes(w._ctx) == 0


def test_the_budget_bounds_held_gm_and_drops_beyond_it(mod, tmp_path, paused_writer,
                                                       monkeypatch, caplog):
    incore.set_dump_config(path=tmp_path, mode="output")
    n = 4096
    with incore.Worker(device_id=DEV) as w:
        limit = 2 * n * 4
        monkeypatch.setattr(holds, "_budgets", holds.weakref.WeakKeyDictionary())
        holds._budgets[w._ctx] = holds._Budget(limit)
        copies = holds.STATS.copies
        expected = []
        with caplog.at_level("WARNING", logger="incore"):
            for round_ in range(4):
                x = np.full(n, float(round_), np.float32)
                y = np.ones(n, np.float32)
                w.launch(mod["axpy"], x, y, 1.0, blocks=2)
                expected.append(y.copy())
                y[:] = 0.0
                assert holds.held_bytes(w._ctx) <= limit
        assert holds.STATS.copies == copies  # beyond the budget nothing is copied
        drops = [r.getMessage() for r in caplog.records if "dropped the tensor dump" in r.message]
        assert drops and "budget" in drops[0] and "(1 since the last report)" in drops[0]
        paused_writer.set()
        got = dumps(tmp_path)
        assert len(got) == 2  # the two launches the budget admitted
        for want, (_, have) in zip(expected, sorted(got.items()), strict=False):
            np.testing.assert_array_equal(have["output.y"], want)


def test_the_same_array_for_a_read_and_a_written_parameter_is_copied(mod, tmp_path):
    incore.set_dump_config(path=tmp_path, mode="all")
    with incore.Worker(device_id=DEV) as w:
        a = np.arange(64, dtype=np.float32)
        before = a.copy()
        w.launch(mod["axpy"], a, a, 2.0, blocks=1)  # y = 2 * y + y through one staged copy
        (dump,) = dumps(tmp_path).values()
    np.testing.assert_array_equal(dump["input.x"], before)  # as staged, before the run
    np.testing.assert_array_equal(dump["output.y"], 3 * before)


def test_the_copy_of_an_in_place_input_reuses_the_buffer_of_a_written_one(mod, tmp_path,
                                                                          monkeypatch):
    """The one copy a dump makes (the input of a tensor its launch writes) goes into a host
    buffer an earlier, written copy left: a fresh one would fault its pages every launch."""
    spares = holds._Spares()
    monkeypatch.setattr(holds, "_spares", spares)
    incore.set_dump_config(path=tmp_path, mode="input")
    bases = []
    real_take = spares.take
    monkeypatch.setattr(spares, "take", lambda n: bases.append(real_take(n)) or bases[-1])
    with incore.Worker(device_id=DEV) as w:
        x = np.ones(4096, np.float32)
        copies = holds.STATS.copies
        for i in range(3):
            y = np.full(4096, float(i), np.float32)
            w.launch(mod["axpy"], x, y, 1.0, blocks=2)
            incore.flush_dumps(timeout=30)
            gc.collect()
    assert holds.STATS.copies == copies + 3
    assert len(bases) == 3 and bases[1] is bases[0] and bases[2] is bases[0]
    got = dumps(tmp_path)
    assert [float(v["input.y"][0]) for _, v in sorted(got.items())] == [0.0, 1.0, 2.0]
