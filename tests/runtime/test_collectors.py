"""The collector interface: synchronous and stream launches call the same collectors at the
same phases; the profiler, dumps, the L2 model and device logs reach stream launches; the
launch code names no particular collector."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import incore
from incore.runtime import profiler
from incore.runtime.collectors import COLLECTORS
from incore.runtime.host.collector import ROOMS_ON, Collector, Launch, LaunchOptions, Source
from tests.support import trace_checker

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
RUNTIME = ROOT / "incore" / "runtime"
DEVICE = 11
N = 4096
SAXPY = (ROOT / "examples" / "saxpy" / "kernel.ik").read_text()
LOGGED = """
@aiv
kernel logged(x: Tensor[[N], f32]):
    log.info_v5("block {} of {}", block_idx, block_num)
    x[block_idx] = 1.0
"""


@pytest.fixture(scope="module")
def saxpy():
    return incore.compile(SAXPY, "saxpy.ik")["saxpy"]


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=DEVICE, timeout=20.0)


class Spy(Collector):
    """Records the hooks it sees, with what the launch holds at each."""

    def __init__(self, log: list) -> None:
        self.log = log

    def on_launch_begin(self, launch: Launch) -> None:
        self.log.append(("begin", launch.stream_id))

    def before_stage(self, launch: Launch) -> None:
        self.log.append(("stage", launch.launchable.name, launch.nblocks))

    def before_run(self, launch: Launch) -> None:
        self.log.append(("run", launch.seq == launch.entry.launchable is not None))

    def after_run(self, launch: Launch) -> None:
        self.log.append(("after_run", launch.ctx.launches.queue.is_complete(launch.seq)))

    def collect(self, launch: Launch) -> None:
        self.log.append(("collect",))

    def on_fault(self, launch: Launch, error: BaseException) -> BaseException:
        self.log.append(("fault", type(error).__name__))
        return error

    def on_launch_end(self, launch: Launch, error: BaseException | None) -> None:
        self.log.append(("end", None if error is None else type(error).__name__,
                         launch.results.get("l2") is not None))


class SpySource(Source):
    def __init__(self) -> None:
        self.log: list = []

    def collector(self, ctx, options):
        return Spy(self.log)


@pytest.fixture
def spy():
    source = SpySource()
    COLLECTORS.add(source)
    yield source
    COLLECTORS.remove(source)


@pytest.fixture
def nothing_on():
    """No source's process state on (whatever other tests turned on), restored after."""
    saved = set(ROOMS_ON)
    ROOMS_ON.clear()
    yield ROOMS_ON
    ROOMS_ON.clear()
    ROOMS_ON.update(saved)


def _buffers(w):
    x = w.to_device(np.arange(N, dtype=np.float32))
    y = w.zeros(N, np.float32)
    return x, y


def test_a_stream_launch_calls_the_collectors_of_a_synchronous_one_in_the_same_order(
        worker, saxpy, spy):
    x, y = _buffers(worker)
    worker.launch(saxpy, x, y, 2.0, blocks=4)
    sync = list(spy.log)
    spy.log.clear()
    s = worker.stream()
    s.launch(saxpy, x, y, 2.0, blocks=4)
    s.synchronize()
    stream = list(spy.log)
    assert [e[0] for e in sync] == ["begin", "stage", "run", "after_run", "collect", "end"]
    assert [e[0] for e in stream] == [e[0] for e in sync]
    assert sync[0] == ("begin", 0) and stream[0] == ("begin", s.id)
    assert sync[1] == stream[1] == ("stage", "saxpy", 4)
    assert ("after_run", True) in sync and ("after_run", True) in stream
    assert np.allclose(y.numpy(), 4.0 * np.arange(N))


def test_without_collectors_a_launch_is_not_observed(worker):
    from tests.support import payloads as P

    k = P.empty()
    ctx = worker._ctx
    assert COLLECTORS.launch_collectors(ctx, worker.launch_options) == ()
    worker.launch(k, blocks=2)
    assert ctx.launches.plans[id(k)].collectors == ()  # no log sites: no device-log collector
    s = worker.stream()
    s.launch(k, blocks=2)
    assert ctx.launches.collecting is None  # not held for collection: queued launches overlap
    s.synchronize()


class Counted(Source):
    """Counts how often launches ask it; a Worker timeout of 7 s turns it on."""

    by_options = True

    def __init__(self) -> None:
        self.asked = 0

    def wanted(self, options: LaunchOptions) -> bool:
        return options.timeout == 7.0

    def collector(self, ctx, options):
        self.asked += 1
        return Spy([]) if self.wanted(options) else None


@pytest.fixture
def counted():
    source = Counted()
    COLLECTORS.add(source)
    yield source
    COLLECTORS.remove(source)


def test_a_launch_asks_no_source_while_no_room_is_on_and_no_option_of_the_worker_is_set(
        worker, saxpy, counted, nothing_on):
    x, y = _buffers(worker)
    worker.launch(saxpy, x, y, 1.0, blocks=2)
    assert counted.asked == 0
    worker.timeout = 7.0  # set between launches: the Worker's LaunchOptions are built again
    try:
        assert worker.launch_options.timeout == 7.0 and worker.launch_options.collect
        worker.launch(saxpy, x, y, 1.0, blocks=2)
        assert counted.asked == 1
    finally:
        worker.timeout = 20.0
    assert not worker.launch_options.collect
    worker.launch(saxpy, x, y, 1.0, blocks=2)
    assert counted.asked == 1
    nothing_on.add("some room")  # a source's process state on: every source asked
    worker.launch(saxpy, x, y, 1.0, blocks=2)
    assert counted.asked == 2


def test_launch_options_are_frozen_and_hold_no_worker(worker):
    import dataclasses

    options = worker.launch_options
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.timeout = 1.0
    assert [f.name for f in dataclasses.fields(LaunchOptions)] == [
        "timeout", "log_level", "dump", "l2_model", "l2_state", "sanitize", "collect",
        "interpret", "cross_check"]
    assert worker not in [getattr(options, f.name) for f in dataclasses.fields(options)]


def test_a_source_that_declares_no_options_is_asked_for_every_launch(worker, saxpy, nothing_on,
                                                                      spy):
    x, y = _buffers(worker)
    worker.launch(saxpy, x, y, 1.0, blocks=2)
    assert [e[0] for e in spy.log][:1] == ["begin"]


def test_the_profiler_and_the_dump_configuration_switch_their_rooms_on_and_off(tmp_path):
    """In a fresh interpreter: nothing is on once a Worker read the environment; the
    profiler is on while it records, the dump while the API or environment entry could
    apply; a Worker's dump option is that Worker's launches' alone (``collect``), no room."""
    code = (
        "import json, incore\n"
        "from incore.runtime.collectors import ROOMS_ON\n"
        "seen = [sorted(ROOMS_ON)]  # the environment not read yet\n"
        "w = incore.Worker(device_id=0)\n"
        "seen.append(sorted(ROOMS_ON))\n"
        f"with incore.profile({str(tmp_path / 'p.json')!r}):\n"
        "    seen.append(sorted(ROOMS_ON))\n"
        "seen.append(sorted(ROOMS_ON))\n"
        f"incore.set_dump_config(path={str(tmp_path)!r})\n"
        "seen.append(sorted(ROOMS_ON))\n"
        "incore.set_dump_config()\n"
        "seen.append(sorted(ROOMS_ON))\n"
        "d = incore.Worker(device_id=0, dump=incore.DumpConfig(path='x'))\n"
        "seen.append(sorted(ROOMS_ON))\n"
        "seen.append([d.launch_options.collect, w.launch_options.collect])\n"
        "print(json.dumps(seen))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("INCORE_DUMP")}
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[-1]) == [
        ["dump"], [], ["profiler"], [], ["dump"], [], [], [True, False]]


def test_a_profiler_started_between_launches_records_the_next_launch(tmp_path, worker, saxpy):
    x, y = _buffers(worker)
    worker.launch(saxpy, x, y, 1.0, blocks=2)
    path = tmp_path / "between.json"
    with incore.profile(path):
        worker.launch(saxpy, x, y, 1.0, blocks=2)
    worker.launch(saxpy, x, y, 1.0, blocks=2)
    events = trace_checker.check(path)["traceEvents"]
    assert len([e for e in events if e.get("name") == "launch saxpy"]) == 1


def test_a_device_fault_reaches_the_collectors_of_a_stream_launch(worker, spy):
    from tests.support import payloads as P

    s = worker.stream()
    s.launch(P.segfault(0), blocks=1)
    with pytest.raises(incore.DeviceFault):
        s.synchronize()
    kinds = [e[0] for e in spy.log]
    assert kinds[:3] == ["begin", "stage", "run"] and "fault" in kinds
    assert spy.log[-1][0] == "end" and spy.log[-1][1] == "DeviceFault"


def test_a_profiled_stream_launch_has_its_device_spans(tmp_path, worker, saxpy):
    x, y = _buffers(worker)
    path = tmp_path / "stream.json"
    s = worker.stream()
    with incore.profile(path):
        s.launch(saxpy, x, y, 2.0, blocks=6)
        s.launch(saxpy, x, y, 2.0, blocks=3)
        s.synchronize()
    trace = trace_checker.check(path)  # device spans inside their launch's run span
    events = trace["traceEvents"]
    launches = [e for e in events if e["ph"] == "X" and e["name"] == "launch saxpy"]
    assert len(launches) == 2
    for launch, blocks in zip(launches, (6, 3), strict=True):
        lid = launch["args"]["launch"]
        device = [e for e in events if e["ph"] == "X" and e.get("cat") == "device"
                  and e["args"]["launch"] == lid]
        assert sorted(e["args"]["block"] for e in device) == list(range(blocks))
    names = {e["args"]["name"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    assert f"stream {s.id} (device {DEVICE})" in names
    assert profiler.active() is None


def test_an_l2_modelled_stream_launch_is_traced_in_queue_order(saxpy, spy):
    config = incore.L2Config(size=64 << 10, line=128, trace_records=256)
    with incore.Worker(device_id=DEVICE + 1, l2_model=config) as w:
        x, y = _buffers(w)
        expected = w.launch(saxpy, x, y, 1.0, blocks=4).l2
        s = w.stream()
        for _ in range(3):
            s.launch(saxpy, x, y, 1.0, blocks=4)
        s.synchronize()
        ends = [e for e in spy.log if e[0] == "end"]
        assert len(ends) == 4 and all(e[1] is None and e[2] for e in ends)
        assert expected.accesses == 3 * N
        assert np.allclose(y.numpy(), 4.0 * np.arange(N))


def test_a_stream_launch_with_log_sites_emits_its_device_logs(worker, caplog):
    k = incore.compile(LOGGED, "logged.ik")["logged"]
    x = worker.zeros(8, np.float32)
    s = worker.stream()
    with caplog.at_level(incore.log.V5, logger="incore"):
        s.launch(k, x, blocks=2)
        s.synchronize()
    text = caplog.text
    assert "block 0 of 2" in text and "block 1 of 2" in text


# ------------------------------------------------------------------ the launch code's names

LAUNCH_CODE = ["host/launch/pipeline.py", "host/launch/collecting.py", "host/launch/waits.py",
               "host/context.py", "host/failure.py", "host/lifecycle.py", "host/mapping.py",
               "host/launch/plan.py", "host/launch/launchqueue.py"]
ROOMS = ("profiler", "dump", "l2", "devlog")


@pytest.mark.parametrize("name", LAUNCH_CODE)
def test_the_launch_code_names_no_particular_collector(name):
    tree = ast.parse((RUNTIME / name).read_text())
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if len(parts) > 2 and parts[2] in ROOMS:
                found.append(node.module)
            if node.module == "incore.runtime":
                found += [a.name for a in node.names if a.name in ROOMS]
        elif isinstance(node, (ast.Name, ast.Attribute)):
            ident = node.id if isinstance(node, ast.Name) else node.attr
            if ident in ("rec", "dump", "l2", "l2capture", "_rings", "profiler", "_l2"):
                found.append(ident)
    assert found == [], f"{name} names collectors: {found}"


def test_a_profiled_l2_stream_launch_has_its_l2_counter_tracks(tmp_path, saxpy):
    config = incore.L2Config(size=64 << 10, line=128, trace_records=256)
    path = tmp_path / "l2.json"
    with incore.Worker(device_id=DEVICE + 2, l2_model=config) as w:
        x, y = _buffers(w)
        s = w.stream()
        with incore.profile(path):
            s.launch(saxpy, x, y, 1.0, blocks=4)
            s.synchronize()
    events = trace_checker.check(path)["traceEvents"]
    requests = [e for e in events if e["ph"] == "C" and e["name"] == "L2 requests"]
    assert len(requests) == 1
    assert sum(v for k, v in requests[0]["args"].items() if k.startswith("read")) >= 2 * N
