"""sync_all() (issue 30, acceptance 5): a one-launch two-phase kernel (each block writes a
partial, sync_all(), then every block reads all partials) is correct on both platforms,
compiled, interpreted and cross-checked; a launch with more blocks than cores is refused
before it runs, naming both counts; a block that returns (or fails an assert) before
sync_all() faults the launch, naming that block, instead of hanging."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import incore
from tests.support.sync_all_kernels import TWO_PHASE

SRC = TWO_PHASE + """
# many rounds: each round every block adds the previous round's values of all blocks
@aic
kernel rounds(v: Tensor[[R, B], i64]):
    v[0, block_idx] = block_idx + 1
    for r in range(1, R):
        sync_all()
        t = 0
        for b in range(block_num):
            t += v[r - 1, b]
        v[r, block_idx] = t

@aiv
kernel early(out: Tensor[[B], i64], quitter: i64):
    if block_idx == quitter:
        return
    sync_all()
    out[block_idx] = 1

@aiv
kernel asserting(out: Tensor[[B], i64]):
    assert block_idx != 1, "block {} refuses", block_idx
    sync_all()
    out[block_idx] = 1

# all three cores of every cluster take part
@mix
kernel mixed(part: Tensor[[B, 3], i64], out: Tensor[[B, 3], i64]):
    slot = 0 if core_type == AIC else 1 + sub_block_idx
    part[block_idx, slot] = block_idx * 3 + slot + 1
    sync_all()
    t = 0
    for b in range(block_num):
        for s in range(3):
            t += part[b, s]
    out[block_idx, slot] = t
"""


@functools.cache
def module(arch: str) -> incore.Module:
    return incore.compile(SRC, filename="sync_all.ik", arch=arch)


MODES = [("a2a3sim", {}), ("a5sim", {}), ("a2a3sim", {"interpret": True}),
         ("a5sim", {"interpret": "random:7"}), ("a2a3sim", {"cross_check": True})]


@pytest.fixture(scope="module", params=MODES, ids=lambda m: "-".join([m[0], *map(str, m[1])]))
def worker(request):
    platform, options = request.param
    with incore.Worker(device_id=6, platform=platform, clusters=3, **options) as w:
        w.arch = "a5" if platform == "a5sim" else "a2a3"
        yield w


def test_one_launch_two_phases(worker):
    rng = np.random.default_rng(1)
    for blocks in (1, 3, 6):  # 6: every AIV core of the 3 clusters
        x = rng.random((blocks, 257), dtype=np.float32)
        part = np.zeros(blocks, np.float32)
        out = np.zeros(blocks, np.float32)
        worker.launch(module(worker.arch)["two_phase"], x, part, out, blocks=blocks)
        sums = x.astype(np.float64).sum(axis=1)
        np.testing.assert_allclose(part, sums, rtol=1e-5)
        np.testing.assert_allclose(out, np.full(blocks, part.astype(np.float64).sum()),
                                   rtol=1e-5)


def test_every_round_sees_every_block_of_the_round_before(worker):
    v = np.zeros((6, 3), dtype=np.int64)
    worker.launch(module(worker.arch)["rounds"], v, blocks=3)
    want = [np.arange(1, 4)]
    for _ in range(5):
        want.append(np.full(3, want[-1].sum()))
    np.testing.assert_array_equal(v, np.array(want))


def test_all_cores_of_a_mix_launch_meet(worker):
    part = np.zeros((3, 3), dtype=np.int64)
    out = np.zeros((3, 3), dtype=np.int64)
    worker.launch(module(worker.arch)["mixed"], part, out, blocks=3)
    np.testing.assert_array_equal(out, np.full((3, 3), sum(range(1, 10))))


@pytest.mark.parametrize("kernel, blocks, cores, kind", [
    ("two_phase", 7, 6, "aiv cores"), ("rounds", 4, 3, "aic cores"), ("mixed", 4, 3, "clusters"),
])
def test_more_blocks_than_cores_is_refused_before_running(worker, kernel, blocks, cores, kind):
    k = module(worker.arch)[kernel]
    args = {"two_phase": (np.ones((blocks, 4), np.float32), np.zeros(blocks, np.float32),
                          np.full(blocks, -1.0, np.float32)),
            "rounds": (np.full((2, blocks), -1, np.int64),),
            "mixed": (np.full((blocks, 3), -1, np.int64), np.full((blocks, 3), -1, np.int64))}
    args = args[kernel]
    with pytest.raises(ValueError) as info:
        worker.launch(k, *args, blocks=blocks)
    assert info.value.code == "SYNC_ALL_NOT_RESIDENT"
    assert f"{blocks} blocks, but the device has {cores} {kind}" in info.value.message
    assert (args[-1] == -1).all()  # nothing ran
    assert f"at most {cores} blocks" in info.value.hint


@pytest.mark.parametrize("quitter", [0, 2])
def test_a_block_returning_before_sync_all_faults_the_launch_naming_it(worker, quitter):
    out = np.zeros(3, dtype=np.int64)
    with pytest.raises(incore.DeviceFault) as info:
        worker.launch(module(worker.arch)["early"], out, quitter, blocks=3)
    message = str(info.value)
    line = next(i for i, text in enumerate(SRC.splitlines(), 1)
                if i > SRC[:SRC.index("kernel early")].count("\n") and text == "    sync_all()")
    assert f"sync_all() cannot complete at sync_all.ik:{line}" in message
    assert f"block {quitter} ended without reaching it" in message
    out = np.zeros(3, dtype=np.int64)  # the next launch is fine
    worker.launch(module(worker.arch)["early"], out, 5, blocks=3)
    np.testing.assert_array_equal(out, np.ones(3))


def test_a_failed_assert_before_sync_all_does_not_hang(worker):
    with pytest.raises(incore.DeviceFault) as info:
        worker.launch(module(worker.arch)["asserting"], np.zeros(3, np.int64), blocks=3)
    assert "block 1 ended without reaching it" in str(info.value)


def test_sync_all_launches_on_streams_run_alone_and_in_order(worker):
    if worker.launch_options.interpret or worker.launch_options.cross_check:
        pytest.skip("the device's dispatch order is the compiled path's")
    k = module(worker.arch)["rounds"]
    bufs = [worker.to_device(np.zeros((4, 3), np.int64)) for _ in range(4)]
    streams = [worker.stream() for _ in range(2)]
    for i, buf in enumerate(bufs):  # two streams at once, each launch needing every AIC
        streams[i % 2].launch(k, buf, blocks=3)
    for s in streams:
        s.synchronize()
    want = [np.arange(1, 4)]
    for _ in range(3):
        want.append(np.full(3, want[-1].sum()))
    for buf in bufs:
        np.testing.assert_array_equal(buf.numpy(), np.array(want))


def test_a_graph_replays_a_sync_all_launch(worker):
    if worker.launch_options.interpret or worker.launch_options.cross_check:
        pytest.skip("graphs replay compiled launches")
    k = module(worker.arch)["rounds"]
    buf = worker.to_device(np.zeros((4, 3), np.int64))
    s = worker.stream()
    with s.capture() as g:
        s.launch(k, buf, blocks=3)
    for _ in range(3):
        g.replay(s)
    s.synchronize()
    assert buf.numpy()[-1, 0] == 6 * 3 * 3


def test_a_block_that_never_arrives_times_out_naming_the_sync_all():
    src = "@aiv\nkernel hang(out: Tensor[[B], i64], go: Tensor[[B], i64]):\n" \
          "    if block_idx == 1:\n        while go[0] == 0:\n            pass\n" \
          "    sync_all()\n    out[block_idx] = 1\n"
    hang = incore.compile(src, filename="hang.ik")["hang"]
    with incore.Worker(device_id=7, timeout=1.0) as w:
        with pytest.raises(incore.LaunchTimeout) as info:
            w.launch(hang, np.zeros(3, np.int64), np.zeros(3, np.int64), blocks=3)
        assert info.value.code == "SYNC_TIMEOUT"
        assert "block 0 waiting in sync_all() at hang.ik:6" in info.value.message
        assert "every block reaches the same sync_all() calls" in info.value.hint
        out = np.zeros(3, np.int64)
        w.launch(hang, out, np.ones(3, np.int64), blocks=3)  # the next launch is fine
        np.testing.assert_array_equal(out, np.ones(3))


def test_a_device_restart_clears_every_barrier_a_graph_may_replay(worker):
    if worker.launch_options.interpret or worker.launch_options.cross_check:
        pytest.skip("graphs replay compiled launches")
    k = module(worker.arch)["early"]
    out = worker.to_device(np.zeros(3, np.int64))
    s = worker.stream()
    with s.capture() as g:
        s.launch(k, out, 7, blocks=3)
    g.update(0, quitter=1)
    with pytest.raises(incore.DeviceFault):
        g.replay(s)
        s.synchronize()
    buf = worker._ctx.memory.sync_ring[0]
    assert not buf.numpy().any()  # the faulted launch's block is clean again
    g.update(0, quitter=7)
    for _ in range(3):
        g.replay(s)
    s.synchronize()
    np.testing.assert_array_equal(out.numpy(), np.ones(3))


@pytest.mark.parametrize("executor", ["native", "python"])
def test_both_device_executors_run_sync_all(monkeypatch, executor):
    """The Python executor (device/main.py, the native loop's specification) runs it too."""
    monkeypatch.setenv("INCORE_EXECUTOR", executor)
    with incore.Worker(device_id=8 if executor == "native" else 9, clusters=4) as w:
        v = np.zeros((5, 4), dtype=np.int64)
        w.launch(module("a2a3")["rounds"], v, blocks=(2, 2))
        want = [np.arange(1, 5)]
        for _ in range(4):
            want.append(np.full(4, want[-1].sum()))
        np.testing.assert_array_equal(v, np.array(want))
        with pytest.raises(incore.DeviceFault, match="block 3 ended without reaching it"):
            w.launch(module("a2a3")["early"], np.zeros(4, np.int64), 3, blocks=4)


def test_the_barrier_ring_goes_with_its_worker():
    # the ring of SyncAllBlocks is GM the context owns: once the Worker is closed nothing of it
    # keeps the device's GM mapped, so a Worker with another gm_size can map the device
    k = module("a2a3")["two_phase"]
    x = np.ones((2, 8), np.float32)
    with incore.Worker(device_id=13) as w:
        w.launch(k, x, np.zeros(2, np.float32), np.zeros(2, np.float32), blocks=2)
    with incore.Worker(device_id=13, gm_size=1 << 24) as w:
        out = np.zeros(2, np.float32)
        w.launch(k, x, np.zeros(2, np.float32), out, blocks=2)
    assert out.tolist() == [16.0, 16.0]
