"""Dumps hold DeviceBuffers by reference and never make a launch wait (docs/runtime.md, "Cost
and failures"): no copy per launch, a later launch that writes a held buffer before the writer
read it drops that dump (never a dump with a later launch's bytes), a full backlog drops with a
WARNING that counts, and the entry calls and tensor writes are logged at INFO."""

from __future__ import annotations

import gc
import json
import logging
import re
import threading
import tracemalloc

import numpy as np
import pytest

import incore
from incore.runtime.dump import holds
from incore.runtime.dump import writer as W
from incore.runtime.host.collector import ROOMS_ON

pytestmark = [pytest.mark.device, pytest.mark.usefixtures("dump_env")]

DEV = 61

SRC = """
kernel axpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = a * x[i] + y[i]

kernel fill(y: Tensor[[N], f32], v: f32):
    for i in range(block_idx, N, block_num):
        y[i] = v
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SRC, filename="refs.ik")


def dumps(root):
    incore.flush_dumps(timeout=60)
    out = {}
    for side in sorted((root / f"device{DEV}").glob("*.json")):
        doc = json.loads(side.read_text())
        out[doc["task"]] = {f"{t['role']}.{t['name']}": np.load(side.parent / t["file"])
                            for t in doc["tensors"]}
    return out


def in_thread(fn, timeout=60.0):
    """Run ``fn`` on a thread; fail (instead of hanging) if it does not end in ``timeout``."""
    box = {}
    t = threading.Thread(target=lambda: box.setdefault("r", fn()), daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "the launches waited for the dump writer"
    return box.get("r")


def test_device_buffers_are_held_by_reference_not_copied(mod, tmp_path, paused_writer):
    n = 1 << 20
    incore.set_dump_config(path=tmp_path, mode="output")
    with incore.Worker(device_id=DEV) as w:
        dx = w.to_device(np.ones(n, np.float32))
        dy = w.to_device(np.zeros(n, np.float32))
        w.launch(mod["axpy"], dx, dy, 2.0, blocks=2)  # warm: plan, writer thread, logs
        copies = holds.STATS.copies if hasattr(holds, "STATS") else None
        tracemalloc.start()
        try:
            base = tracemalloc.get_traced_memory()[0]
            for _ in range(8):
                w.launch(mod["axpy"], dx, dy, 2.0, blocks=2)
            grown = tracemalloc.get_traced_memory()[0] - base
        finally:
            tracemalloc.stop()
        # a copy of y per launch would be 8 x 4 MiB pending behind the paused writer
        assert grown < n * 4 // 4, grown
        assert holds.STATS.copies == copies
        paused_writer.set()
        incore.flush_dumps(timeout=60)


def test_a_device_buffer_dump_holds_the_values_at_its_launch(mod, tmp_path, paused_writer):
    incore.set_dump_config(path=tmp_path, mode="all")
    with incore.Worker(device_id=DEV) as w:
        dx = w.to_device(np.full(64, 3.0, np.float32))
        dy = w.to_device(np.ones(64, np.float32))
        w.launch(mod["axpy"], dx, dy, 2.0, blocks=1)
        dx.free()  # the block stays allocated while the dump holds it
        dz = w.to_device(np.full(64, -1.0, np.float32))  # never reuses dx's block
        paused_writer.set()
        (dump,) = dumps(tmp_path).values()
        dz.free()
    np.testing.assert_array_equal(dump["input.x"], np.full(64, 3.0, np.float32))
    np.testing.assert_array_equal(dump["input.y"], np.ones(64, np.float32))
    np.testing.assert_array_equal(dump["output.y"], np.full(64, 7.0, np.float32))


@pytest.mark.parametrize("later", ["dumped", "not dumped"])
def test_a_later_launch_writing_a_held_buffer_first_drops_that_dump(mod, tmp_path, paused_writer,
                                                                     caplog, later):
    """The writer is behind: the dump of launch 1 (y = 7) would read y after launch 2 wrote
    5 into it.  It is dropped and counted; launch 2's own dump (not overwritten) is written;
    a dump of a buffer no launch wrote again is written too."""
    incore.set_dump_config(path=tmp_path, mode="output")
    dropped = W.writer().stats.dropped
    with incore.Worker(device_id=DEV) as w:
        dx = w.to_device(np.full(64, 3.0, np.float32))
        dy = w.to_device(np.ones(64, np.float32))
        dq = w.to_device(np.ones(64, np.float32))
        w.launch(mod["axpy"], dx, dy, 2.0, blocks=1)  # y = 7
        w.launch(mod["fill"], dq, 9.0, blocks=1)  # q = 9, never written again
        if later == "not dumped":
            incore.set_dump_config()  # dumping off: the launch still drops what it overwrites
        w.launch(mod["fill"], dy, 5.0, blocks=1)  # y = 5 while the writer is paused
        if later == "not dumped":
            assert "dump" in ROOMS_ON  # a held buffer keeps the dump switched on
        with caplog.at_level(logging.WARNING, logger="incore"):
            paused_writer.set()
            got = dumps(tmp_path)
        np.testing.assert_array_equal(dy.numpy(), np.full(64, 5.0, np.float32))
    assert W.writer().stats.dropped == dropped + 1
    values = sorted((k, v.get("output.y", v.get("output.q"))[0]) for k, v in got.items())
    want = [9.0, 5.0] if later == "dumped" else [9.0]
    assert [v for _, v in values] == want  # never a 5 in the dump of the y = 7 launch
    (msg,) = [r.getMessage() for r in caplog.records if "dropped the tensor dump" in r.message]
    assert "kernel 'axpy'" in msg and "a launch of kernel 'fill'" in msg
    assert "wrote a buffer it holds before the writer read it" in msg
    assert "dump(s) dropped so far (1 since the last report)" in msg
    gc.collect()
    assert not holds.pending_any()


def test_a_graph_replay_writing_a_held_buffer_drops_that_dump(mod, tmp_path, paused_writer):
    """Replays run through the per-launch path while a dump holds a buffer of the device, so
    they mark it as every launch does."""
    dropped = W.writer().stats.dropped
    with incore.Worker(device_id=DEV) as w:
        dy = w.to_device(np.ones(64, np.float32))
        s = w.stream()
        with s.capture() as g:
            s.launch(mod["fill"], dy, 5.0, blocks=1)
        incore.set_dump_config(path=tmp_path, mode="output")
        w.launch(mod["fill"], dy, 7.0, blocks=1)
        incore.set_dump_config()
        g.replay(s)
        s.synchronize()
        paused_writer.set()
        assert dumps(tmp_path) == {}
        np.testing.assert_array_equal(dy.numpy(), np.full(64, 5.0, np.float32))
    assert W.writer().stats.dropped == dropped + 1


def test_a_full_backlog_drops_with_a_warning_that_counts_and_never_blocks(
        mod, tmp_path, paused_writer, monkeypatch, caplog):
    monkeypatch.setattr(W, "MAX_PENDING_JOBS", 2, raising=False)
    monkeypatch.setattr(W, "MAX_PENDING_BYTES", 1 << 12)
    incore.set_dump_config(path=tmp_path, mode="output")
    dropped = W.writer().stats.dropped
    with incore.Worker(device_id=DEV) as w:
        x = np.ones(64, np.float32)

        def launches():
            for _ in range(20):
                w.launch(mod["axpy"], x, np.zeros(64, np.float32), 1.0, blocks=1)

        with caplog.at_level(logging.WARNING, logger="incore"):
            in_thread(launches)  # the writer is paused: each launch returns anyway
            assert W.writer().stats.dropped == dropped + 18  # 1 taken by the writer, 1 queued
            paused_writer.set()
            got = dumps(tmp_path)
    assert len(got) == 2
    msgs = [r.getMessage() for r in caplog.records if "dropped" in r.message]
    assert "the writer's backlog is full" in msgs[0] and "(1 since the last report)" in msgs[0]
    # the drops within a second of the first are counted by the next report (flush_dumps)
    assert re.search(r"\d+ more dump\(s\) dropped since the last report", msgs[-1]), msgs
    counted = sum(int(n) for m in msgs for n in re.findall(
        r"\((\d+) since the last report\)|^dumper: (\d+) more", m)[0] if n)
    assert counted == 18, msgs


def test_flush_dumps_and_the_worker_option_are_entry_logs_at_info(caplog, tmp_path):
    with caplog.at_level(logging.INFO, logger="incore"):
        incore.flush_dumps(timeout=1)
        with incore.Worker(device_id=DEV, dump=incore.DumpConfig(path=str(tmp_path),
                                                                 mode="all")):
            pass
    infos = [r for r in caplog.records if r.levelno == logging.INFO]
    assert any("dumper: flush_dumps(timeout=1) called from" in r.getMessage() for r in infos)
    (opt,) = [r for r in infos if "Worker(dump=" in r.getMessage()]
    assert "dumper: Worker(dump=DumpConfig(path=" in opt.getMessage()
    assert "mode='all'" in opt.getMessage() and "called from test_dump_refs.py" in opt.message
    # the Worker's own flush at close() is no entry call of the user's: DEBUG
    assert not [r for r in infos if "flush_dumps(timeout=60.0)" in r.getMessage()]


def test_writing_a_tensor_dump_logs_kernel_tensor_index_and_address(mod, tmp_path, caplog):
    incore.set_dump_config(path=tmp_path, mode="all")
    with incore.Worker(device_id=DEV) as w:
        dx = w.to_device(np.ones(64, np.float32))
        y = np.zeros(64, np.float32)
        with caplog.at_level(logging.INFO, logger="incore"):
            w.launch(mod["axpy"], dx, y, 2.0, blocks=1)
            incore.flush_dumps(timeout=30)
        addr = dx.addr
    wrote = [r.getMessage() for r in caplog.records if "dumper: wrote the tensor dump" in
             r.message]
    assert len(wrote) == 3, wrote
    (x_line,) = [m for m in wrote if "tensor 'x'" in m]
    assert "kernel 'axpy'" in x_line and "input tensor 'x' index 0" in x_line
    assert f"at address {addr:#x}" in x_line and x_line.endswith(".input.0.x.npy")
    (y_out,) = [m for m in wrote if "output tensor 'y' index 1" in m]
    assert "at address 0x" in y_out
