"""benchmarks/launch.py runs and prints every figure of issue 8; no timing is asserted."""

from __future__ import annotations

import ctypes
import importlib.util
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "launch.py"
# The start of every figure's line, in print order.
FIGURES = [
    "in-process ctypes call of a `ret` payload",
    "pipe ping-pong, 1 byte to a child process and back",
    "spin ping-pong, a shared-memory word to a spinning child process and back",
    "native spin ping-pong, machine code in two processes over shared memory",
    "incore sync empty launch (1 block, device buffer)",
    "incore sync empty launch against the native spin floor",
    "incore sync empty launch against the spin floor",
    "incore stream launch, host time per launch (batches of 50)",
    "incore graph replay, host time per launch (graphs of 50)",
    "first pass of the launch queue, incore stream launches on 16,384 fresh slots",
    "sustained empty launches through 1 stream",
    "sustained empty launches through 2 streams",
    "per-block overhead, empty kernel, 1000 blocks",
    "per-block overhead, empty kernel, 10000 blocks",
    "incore saxpy 1048576 f32, device buffers",
    "numba parallel=True saxpy (prange)",
    "numpy `y += a * x`",
    "device process CPU while idle for 0.5 s",
]


def _load_module():
    spec = importlib.util.spec_from_file_location("launch_benchmark", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


@pytest.mark.device
def test_quick_run_prints_every_figure_with_its_target(tmp_path):
    out = tmp_path / "launch.json"
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick", "--json", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    rows = [line for line in proc.stdout.splitlines() if line.startswith("| ")][1:]
    assert len(rows) == len(FIGURES), proc.stdout
    for row, label in zip(rows, FIGURES, strict=True):
        assert row.startswith(f"| {label}"), (label, row)
    assert proc.stdout.startswith("machine: x86_64")
    saved = json.loads(out.read_text())
    assert [f["label"] for f in saved["figures"]] == [row.split(" | ")[0][2:] for row in rows]
    by_label = {f["label"].split(",")[0]: f for f in saved["figures"]}
    # Every target of the issue sits beside its figure, with a verdict or the reason it did not
    # run; the verdicts follow from the saved values.
    sync = by_label["incore sync empty launch (1 block"]
    assert sync["target"] == "<= 1.0x pipe ping-pong"
    assert sync["status"] == ("met" if sync["values"]["vs_pipe"] <= 1.0 else "missed")
    for f in saved["figures"]:
        if f["label"].startswith("per-block overhead"):
            assert f["status"] == ("met" if f["values"]["per_block"] <= 0.5e-6 else "missed")
        if f["label"].startswith("device process CPU"):
            assert f["status"] == ("met" if f["values"]["cpu_per_second"] <= 0.01 else "missed")
    for label, target in (("incore sync empty launch against the spin floor", 10),
                          ("incore stream launch", 5), ("incore graph replay", 2)):
        f = by_label[label]
        assert f["target"] == f"<= {target}x spin ping-pong"
        assert f["status"] == ("met" if f["values"]["vs_spin"] <= target else "missed")
        spin = by_label["spin ping-pong"]["values"]["p10"]
        assert abs(f["values"]["vs_spin"] - f["values"]["p10"] / spin) < 1e-9
    native = by_label["incore sync empty launch against the native spin floor"]
    floor = by_label["native spin ping-pong"]["values"]["p10"]
    assert native["target"] == "<= 10x native spin ping-pong"
    assert abs(native["values"]["vs_native"] - native["values"]["p10"] / floor) < 1e-9
    assert native["status"] == ("met" if native["values"]["vs_native"] <= 10 else "missed")
    for label, goal in (("sustained empty launches through 1 stream", 300_000),
                        ("sustained empty launches through 2 streams", 500_000)):
        f = by_label[label]
        assert f["target"] == f">= {goal} /s"
        assert f["status"] == ("met" if f["values"]["per_second"] >= goal else "missed")
    pipe = by_label["pipe ping-pong"]
    spin = by_label["spin ping-pong"]["values"]["p10"]
    assert abs(pipe["values"]["vs_spin"] - pipe["values"]["p10"] / spin) < 1e-9
    assert f"{pipe['values']['vs_spin']:.1f}x spin ping-pong" in pipe["ratio"]
    assert by_label["incore saxpy 1048576 f32"]["target"] == ">= 0.95x numba parallel"


class _FakeStream:
    def __init__(self, log: list, name: int) -> None:
        self.log, self.name = log, name

    def launch(self, kernel, *args, blocks=None) -> None:
        self.log.append(("launch", self.name, kernel, args, blocks))

    def synchronize(self) -> None:
        self.log.append(("sync", self.name))


class _FakeWorker:
    def __init__(self) -> None:
        self.log: list = []
        self.streams = 0

    def stream(self) -> _FakeStream:
        self.streams += 1
        return _FakeStream(self.log, self.streams)


def test_async_path_uses_the_stream_interface_and_splits_launches():
    bench = _load_module()
    worker = _FakeWorker()
    rate = bench.measure_async(worker, "k", "buf", 100, streams=2)
    assert rate > 0 and worker.streams == 2
    timed = worker.log[worker.log.index(("sync", 2)) + 1:]  # after both streams' warm-up
    launches = [e for e in timed if e[0] == "launch"]
    assert len(launches) == 100
    assert {e[1] for e in launches} == {1, 2}
    assert all(e[2:] == ("k", ("buf",), 1) for e in launches)
    assert timed[-2:] == [("sync", 1), ("sync", 2)]


def test_compared_contenders_run_in_alternating_batches():
    bench = _load_module()
    order: list[str] = []
    got = bench.interleaved({"a": (lambda: order.append("a"), 6),
                             "b": (lambda: order.append("b"), 3)}, rounds=3)
    assert order == ["a", "a", "b"] * 3
    assert len(got["a"]) == 6 and len(got["b"]) == 3


def test_spin_peer_answers_each_trip_and_its_child_exits():
    bench = _load_module()
    with bench.SpinPeer() as peer:
        for i in range(1, 4):
            peer.trip()  # returns only once the child has copied the sequence number back
            assert peer._back.value == i
        child = peer._child
    assert child.returncode == 0


def test_a_parked_spin_peer_sleeps_and_answers_the_next_trip():
    bench = _load_module()
    with bench.SpinPeer() as peer:
        peer.trip()
        peer.park()
        child = peer._child
        stat = Path(f"/proc/{child.pid}/stat")
        deadline = time.monotonic() + 10
        # parked: the child sleeps (state S) instead of spinning on the word (state R)
        while stat.read_text().rsplit(")", 1)[1].split()[0] != "S":
            assert time.monotonic() < deadline, "the parked spin child never slept"
            time.sleep(0.01)
        peer.trip()  # woken by the next sequence number
        assert peer._back.value == 2
    assert child.returncode == 0


def test_interleaved_runs_a_contenders_after_hook_after_each_batch():
    bench = _load_module()
    order: list[str] = []
    got = bench.interleaved({"a": (lambda: order.append("a"), 4, lambda: order.append("park")),
                             "b": (lambda: order.append("b"), 2)}, 2)
    assert order == ["a", "a", "park", "b"] * 2
    assert len(got["a"]) == 4 and len(got["b"]) == 2


def test_pipe_peer_echoes_and_its_child_exits():
    bench = _load_module()
    with bench.PipePeer() as peer:
        for _ in range(3):
            peer.trip()  # returns only once the child has echoed the byte
        child = peer._child
    assert child.returncode == 0


def test_native_spin_peer_answers_every_trip_sleeps_when_idle_and_exits():
    bench = _load_module()
    floor = sys.modules["spin_floor"]
    with bench.NativeSpinPeer() as peer:
        per_trip = peer.batch(50)  # returns only once the child echoed each trip
        assert per_trip > 0
        back = ctypes.c_uint32.from_address(peer._page + floor.BACK)
        assert back.value == peer._seq - 1  # the last trip's sequence number came back
        child = peer._child
        stat = Path(f"/proc/{child.pid}/stat")
        deadline = time.monotonic() + 10
        # its spin is bounded: idle, the child sleeps on the futex (state S)
        while stat.read_text().rsplit(")", 1)[1].split()[0] != "S":
            assert time.monotonic() < deadline, "the idle native spin child never slept"
            time.sleep(0.01)
        peer.batch(5)  # woken by the next trip
        assert back.value == peer._seq - 1
        del back
    assert child.returncode == 0
