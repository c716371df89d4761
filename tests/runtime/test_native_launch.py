"""A stream's steady-state launch in machine code (``host/native_launch.py``): it is
installed after a launch of the one-frame case, takes the launches that case takes once every
queue slot holds the plan, writes what the Python launch writes, and leaves every other launch
to ``stream_launch.launch`` with nothing changed; it makes no object the garbage collector
tracks, holds its stream weakly, and is safe from threads."""

from __future__ import annotations

import contextlib
import functools
import gc
import inspect
import os
import threading
import time
import weakref

import numpy as np
import pytest

import incore
from incore.runtime.common.control import RING_SLOTS
from incore.runtime.host import native_launch, stream_launch
from tests.support.bound_launch import SOURCE, N
from tests.support.threads import in_threads

pytestmark = pytest.mark.device  # launches kernels on simulated devices

DEVICES = (57, 58)
A = 0.5  # the scalar argument: the same object every launch
BUILTIN = type(len)


@functools.cache
def axpy_kernel():
    return incore.compile(SOURCE, filename="native.ik", opt=0)["axpy"]


@pytest.fixture(scope="module")
def axpy():
    return axpy_kernel()


@pytest.fixture
def fallbacks(monkeypatch, no_collector_rooms):
    """The launches the machine code handed to ``stream_launch.launch`` (installed from now
    on: ``stream_launch`` passes its module's ``launch`` as the fallback)."""
    seen: list[tuple] = []
    original = stream_launch.launch

    def counting(stream, kernel, *args, **kw):
        seen.append((kernel, args, kw))
        return original(stream, kernel, *args, **kw)

    counting.__doc__ = original.__doc__
    monkeypatch.setattr(stream_launch, "launch", counting)
    return seen


def _warm(s, kernel, *args, blocks=2):
    """Launch until every queue slot's entry holds this plan and the machine code is in."""
    for _ in range(RING_SLOTS + 1):
        s.launch(kernel, *args, blocks=blocks)
    s.synchronize()
    assert type(s.__dict__.get("launch")) is BUILTIN


def _warm_unmanaged(device):
    """A Worker (not closed here) with a stream past its warm-up: (w, s, x, y)."""
    w = incore.Worker(device_id=device, clusters=1, timeout=20)
    s = w.stream()
    x, y = _buffers(w)
    _warm(s, axpy_kernel(), x, y, A)
    return w, s, x, y


@contextlib.contextmanager
def _warm_worker(device=DEVICES[0]):
    """A Worker with a stream past its warm-up (``_warm``), closed after: (w, s, x, y, a)."""
    w, s, x, y = _warm_unmanaged(device)
    with w:
        yield w, s, x, y, A


@contextlib.contextmanager
def _held_elsewhere(lock):
    """``lock`` held by another thread until the block ends."""
    held, release = threading.Event(), threading.Event()

    def hold() -> None:
        with lock:
            held.set()
            release.wait(10)

    t = threading.Thread(target=hold)
    t.start()
    held.wait(10)
    try:
        yield release
    finally:
        release.set()
        t.join()


def _buffers(w):
    x = w.to_device(np.arange(N, dtype=np.float32))
    y = w.to_device(np.zeros(N, np.float32))
    return x, y


def _descriptor(w, seq):
    desc = w._ctx.launches.queue.ring[seq % RING_SLOTS]
    return (desc.core_kind, desc.nblocks, desc.units, desc.payload != 0, desc.overlap,
            seq - desc.after, seq - desc.waited, desc.args[0] != 0,
            desc.args[1] - desc.args[0], desc.args[2])  # the devices' GM bases differ


def _entry(w, s, seq):
    e = w._ctx.launches.queue.entry(seq)
    return (e.stream is s, e.ordinal, e.after, e.launchable is not None, e.timeout,
            e.observed, len(e.keep))


def test_the_stream_gets_a_builtin_launch_with_the_same_doc(axpy, fallbacks):
    with incore.Worker(device_id=DEVICES[0], clusters=1, timeout=20) as w:
        s = w.stream()
        x, y = _buffers(w)
        a = 0.5
        s.launch(axpy, x, y, a, blocks=2)  # binds: the general way
        assert type(s.launch) is not BUILTIN
        s.launch(axpy, x, y, a, blocks=2)  # the one-frame case installs it
        assert type(s.launch) is BUILTIN and s.launch.__name__ == "launch"
        assert s.launch.__doc__ == stream_launch.launch.__doc__
        python = inspect.signature(type(s).launch).parameters
        native = inspect.signature(s.launch).parameters
        assert [(p.name, p.kind, p.default) for p in native.values()] == \
            [(p.name, p.kind, p.default) for p in list(python.values())[1:]]
        assert type(w.stream().launch) is not BUILTIN  # per stream, after its own launch


def test_native_launches_write_what_python_launches_write(axpy, fallbacks):
    a = 0.5  # the same object every launch
    got = []
    for device, native in ((DEVICES[0], True), (DEVICES[1], False)):
        with incore.Worker(device_id=device, clusters=1, timeout=20) as w:
            s = w.stream()
            x, y = _buffers(w)
            _warm(s, axpy, x, y, a)
            before = len(fallbacks)
            rows = []
            for _ in range(50):
                if native:
                    s.launch(axpy, x, y, a, blocks=2)
                else:  # Stream.launch, the Python function
                    type(s).launch(s, axpy, x, y, a, blocks=2)
                seq = s.last_seq
                rows.append((_descriptor(w, seq), _entry(w, s, seq)))
            taken = len(fallbacks) - before
            s.synchronize()
            got.append((y.numpy().copy(), s.launch_count, rows, taken))
    assert got[0][3] == 0  # every native launch was taken by the machine code
    assert np.array_equal(got[0][0], got[1][0])
    count = RING_SLOTS + 1 + 50
    assert np.array_equal(got[0][0], np.float32(count * 0.5) * np.arange(N, dtype=np.float32))
    assert got[0][1] == got[1][1] == count
    assert got[0][2] == got[1][2]
    assert got[0][2][-1][0][4:7] == (1, 1, 1)
    assert got[0][2][-1][1][:2] == (True, count)


def test_the_native_launch_makes_no_object_the_collector_tracks(axpy, fallbacks):
    with _warm_worker() as (w, s, x, y, a):
        launch = s.launch
        taken = len(fallbacks)
        gc.disable()
        try:
            gc.collect()
            before = gc.get_count()[0]
            for _ in range(2_000):
                launch(axpy, x, y, a, blocks=2)
            after = gc.get_count()[0]
        finally:
            gc.enable()
        s.synchronize()
        assert len(fallbacks) == taken  # the machine code took every one
        assert after - before <= 2  # the loop's own frame, not one per launch


@pytest.mark.parametrize("case", ["numpy_blocks", "no_blocks", "new_scalar",
                                  "other_buffer", "tuple_blocks", "positional_extra"])
def test_other_launches_fall_back_to_python_and_run(axpy, fallbacks, case):
    with _warm_worker() as (w, s, x, y, a):
        before, count = len(fallbacks), s.launch_count
        y2 = w.to_device(np.zeros(N, np.float32))
        call = {
            "numpy_blocks": lambda: s.launch(axpy, x, y, a, blocks=np.int64(2)),
            "no_blocks": lambda: s.launch(axpy, x, y, a),
            "new_scalar": lambda: s.launch(axpy, x, y, 0.25, blocks=2),
            "other_buffer": lambda: s.launch(axpy, x, y2, a, blocks=2),
            "tuple_blocks": lambda: s.launch(axpy, x, y, a, blocks=(2,)),
            "positional_extra": lambda: s.launch(axpy, x, y, a, 1.0, blocks=2),
        }[case]
        if case == "positional_extra":
            with pytest.raises(TypeError):
                call()
            assert s.launch_count == count
        else:
            call()
            assert s.launch_count == count + 1
        assert len(fallbacks) == before + 1
        s.synchronize()


def test_a_freed_buffer_gets_the_python_error(axpy, fallbacks):
    with _warm_worker() as (w, s, x, y, a):
        s.synchronize()
        y.free()
        count = s.launch_count
        with pytest.raises(Exception) as err:
            s.launch(axpy, x, y, a, blocks=2)
        assert "free" in str(err.value).lower()
        assert s.launch_count == count


def test_capture_callbacks_and_events_go_to_python(axpy, fallbacks):
    with _warm_worker() as (w, s, x, y, a):
        other = w.stream()
        with s.capture() as g:
            s.launch(axpy, x, y, a, blocks=2)
        ran = []
        s.add_callback(lambda: ran.append(1))
        s.launch(axpy, x, y, a, blocks=2)
        other.launch(axpy, x, y, a, blocks=1)
        s.wait(other.record())
        s.launch(axpy, x, y, a, blocks=2)
        s.synchronize()
        assert ran == [1]
        g.replay(s)  # the captured launch, recorded by Python
        s.synchronize()
        # after the event, the stream's launches are the machine code's again
        before = len(fallbacks)
        s.launch(axpy, x, y, a, blocks=2)
        s.synchronize()
        assert len(fallbacks) <= before + 1


def test_a_collector_room_on_sends_launches_to_python(axpy, fallbacks):
    from incore.runtime.host.collector import ROOMS_ON

    with _warm_worker() as (w, s, x, y, a):
        ROOMS_ON.add("test")
        try:
            before = len(fallbacks)
            s.launch(axpy, x, y, a, blocks=2)
            assert len(fallbacks) == before + 1
        finally:
            ROOMS_ON.discard("test")
        s.synchronize()


def test_a_lock_held_by_another_thread_makes_the_launch_wait_for_it(axpy, fallbacks):
    with _warm_worker() as (w, s, x, y, a):
        with _held_elsewhere(w._ctx.lock) as release:
            before = len(fallbacks)
            threading.Timer(0.2, release.set).start()
            t0 = time.monotonic()
            s.launch(axpy, x, y, a, blocks=2)
            assert time.monotonic() - t0 >= 0.15  # it waited for the lock, in Python
            assert len(fallbacks) == before + 1
        s.synchronize()


def test_a_closed_worker_refuses_the_launch(axpy, fallbacks):
    w = incore.Worker(device_id=DEVICES[0], clusters=1, timeout=20)
    s = w.stream()
    x, y = _buffers(w)
    a = 0.5
    _warm(s, axpy, x, y, a)
    w.close()
    with pytest.raises(Exception, match="clos"):
        s.launch(axpy, x, y, a, blocks=2)


def test_the_function_holds_its_stream_weakly(axpy, fallbacks):
    gc.disable()
    try:
        w, s, x, y = _warm_unmanaged(DEVICES[0])
        launch = s.launch
        alive = weakref.ref(s)
        del s
        w.close()
        assert alive() is None  # no cycle: freed by its last reference
        with pytest.raises(incore.RuntimeStateError, match="Stream no longer exists") as err:
            launch(axpy, x, y, 0.5, blocks=2)
        assert err.value.code == "STREAM_GONE"
    finally:
        gc.enable()


def test_a_dropped_worker_closes_without_the_collector(axpy, fallbacks):
    gc.disable()
    try:
        w, s, x, y = _warm_unmanaged(DEVICES[1])
        worker = weakref.ref(w)
        ctx = weakref.ref(w._ctx)
        del w, s, x, y
        assert worker() is None
        assert ctx() is None or ctx().closed
    finally:
        gc.enable()


def test_threads_launch_on_their_streams_and_on_a_shared_one(axpy, fallbacks):
    with incore.Worker(device_id=DEVICES[0], clusters=1, timeout=60) as w:
        x = w.to_device(np.arange(N, dtype=np.float32))
        shared = w.stream()
        ys = [w.to_device(np.zeros(N, np.float32)) for _ in range(3)]
        y_shared = w.to_device(np.zeros(N, np.float32))
        a = 0.5
        per_thread = RING_SLOTS + 4_000

        def run(k: int) -> None:
            s = w.stream()
            for i in range(per_thread):
                s.launch(axpy, x, ys[k], a, blocks=1)
                if i % 8 == 0:
                    shared.launch(axpy, x, y_shared, a, blocks=1)
            s.synchronize()

        errors = in_threads(run, 3)
        shared.synchronize()
        assert errors == []
        for y in ys:
            assert np.array_equal(y.numpy(), np.float32(per_thread * a) * x.numpy())
        shared_count = 3 * len(range(0, per_thread, 8))
        assert shared.launch_count == shared_count
        assert np.allclose(y_shared.numpy(), shared_count * a * x.numpy())


def test_the_rlock_layout_check():
    lock = threading.RLock()
    assert native_launch.rlock_layout(lock) is True
    with lock:  # this thread's: still checked, re-entrantly
        assert native_launch.rlock_layout(lock) is True
    assert native_launch.rlock_layout(threading.Lock()) is False
    with _held_elsewhere(lock):
        assert native_launch.rlock_layout(lock) is None  # held elsewhere: decided later


def test_slot_offsets_are_read_and_checked():
    class Slotted:
        __slots__ = ("plan", "n")

    class Plain:
        def __init__(self) -> None:
            self.n = 1

    obj = Slotted()
    obj.plan, obj.n = object(), 7
    assert native_launch._member_offset(Slotted, "plan") is not None
    assert native_launch._member_offset(Slotted, "missing") is None
    assert native_launch._member_offset(Plain, "n") is None


def test_every_attribute_the_code_reads_by_name_is_a_plain_one():
    """The machine code reads these attributes by name and drops the reference at once: each
    must be stored in its object (no property or other descriptor making a new object), on a
    class with the default attribute access; the stream's are written too."""
    from incore.compiler import Kernel
    from incore.runtime.host.collector import LaunchOptions
    from incore.runtime.host.context import DeviceContext
    from incore.runtime.host.launch.descpool import DescPool
    from incore.runtime.host.launch.launchqueue import LaunchQueue
    from incore.runtime.host.launch.staging import Launchable
    from incore.runtime.host.lifecycle import DeviceLifecycle
    from incore.runtime.host.memory.buffers import DeviceBuffer
    from incore.runtime.host.native_launch_names import ATTRIBUTES, SLOTS
    from incore.runtime.host.stream import Stream
    from incore.runtime.worker import Worker

    reads = {
        Kernel: ["_launch_form"],
        Stream: ["_graph", "_callbacks", "_after", "_worker", "failure", "_waited",
                 "_last_seq", "_count"],
        Worker: ["_ctx", "_closed", "launch_options", "start_seconds"],
        DeviceContext: ["_closed", "deferred_closes", "lock", "launches", "lifecycle"],
        DeviceLifecycle: ["device_ready"],
        LaunchOptions: ["collect", "log_level", "timeout"],
        Launchable: ["programs", "kind"],
        DescPool: ["epoch"],
        LaunchQueue: ["entries"],
        DeviceBuffer: ["_alloc"],
    }
    by_slot = {path.split(".")[1] for path in SLOTS}
    named = {name for names in reads.values() for name in names}
    assert set(ATTRIBUTES) - by_slot <= named  # every attribute read by name is covered
    for cls, names in reads.items():
        assert cls.__getattribute__ is object.__getattribute__, cls
        assert not hasattr(cls, "__getattr__"), cls
        for name in names:
            found = inspect.getattr_static(cls, name, None)
            assert not hasattr(type(found), "__get__"), (cls, name)
    assert Stream.__setattr__ is object.__setattr__


def test_without_the_gil_launches_stay_in_python(axpy, fallbacks, monkeypatch):
    monkeypatch.setattr(native_launch, "_gil_enabled", lambda: False)
    with incore.Worker(device_id=DEVICES[1], clusters=1, timeout=20) as w:
        s = w.stream()
        x, y = _buffers(w)
        for _ in range(3):
            s.launch(axpy, x, y, 0.5, blocks=2)
        s.synchronize()
        assert "launch" not in s.__dict__
        assert np.array_equal(y.numpy(), np.float32(1.5) * x.numpy())


def test_slots_holding_other_launches_are_rewritten_as_python_does(axpy, fallbacks):
    """A slot whose entry holds another plan, another block count or another plan's words
    (three kernels and three block counts taking turns, so a slot's launch differs from the
    one it held a pass before): the machine code writes the kernel fields and the words, as
    Entry.describe and Entry.write_args do."""
    other = incore.compile(SOURCE, filename="native2.ik", opt=0)["axpy"]
    third = incore.compile(SOURCE, filename="native3.ik", opt=0)["axpy"]
    kernels = (axpy, other, third)
    got = []
    for device, native in ((DEVICES[0], True), (DEVICES[1], False)):
        with incore.Worker(device_id=device, clusters=1, timeout=20) as w:
            s = w.stream()
            x = w.to_device(np.arange(N, dtype=np.float32))
            ys = [w.to_device(np.zeros(N, np.float32)) for _ in kernels]
            a = 0.5
            python = functools.partial(type(s).launch, s)
            for i in range(RING_SLOTS + 8):  # one pass makes every slot's entry
                k = i % 3
                (s.launch if native else python)(kernels[k], x, ys[k], a, blocks=1 + i % 2)
            s.synchronize()
            assert type(s.launch) is BUILTIN  # installed, and used only in the native run
            before = len(fallbacks)
            rows = []
            for i in range(300):
                k = i % 3
                (s.launch if native else python)(kernels[k], x, ys[k], a,
                                                 blocks=1 + (i // 3) % 3)
                seq = s.last_seq
                rows.append((_descriptor(w, seq), _entry(w, s, seq)))
            taken = len(fallbacks) - before
            s.synchronize()
            got.append(([y.numpy().copy() for y in ys], rows, taken))
    assert got[0][2] == 0  # the machine code took every one
    for mine, theirs in zip(got[0][0], got[1][0], strict=True):
        assert np.array_equal(mine, theirs)
    assert got[0][1] == got[1][1]
    assert {row[0][1] for row in got[0][1]} == {1, 2, 3}  # the block counts took turns


def test_a_forked_child_gets_the_forked_error_and_the_parent_launches_on(axpy, fallbacks):
    with _warm_worker() as (w, s, x, y, a):
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: the inherited launch function must refuse, not publish
            try:
                s.launch(axpy, x, y, a, blocks=2)
                answer = b"launched"
            except BaseException as exc:  # noqa: BLE001 - reported to the parent
                answer = str(getattr(exc, "code", type(exc).__name__)).encode()
            os.write(write, answer)
            os._exit(0)
        os.close(write)
        with os.fdopen(read, "rb") as f:
            answer = f.read()
        os.waitpid(pid, 0)
        assert answer == b"CONTEXT_FORKED"
        count = s.launch_count
        s.launch(axpy, x, y, a, blocks=2)
        s.synchronize()
        assert s.launch_count == count + 1


def test_an_option_set_between_launches_reaches_the_next_one(axpy, fallbacks):
    with _warm_worker() as (w, s, x, y, a):
        before = len(fallbacks)
        w.timeout = 7.5  # a new LaunchOptions: the machine code reads it at each launch
        s.launch(axpy, x, y, a, blocks=2)
        assert len(fallbacks) == before
        assert w._ctx.launches.queue.entry(s.last_seq).timeout == 7.5
        s.synchronize()
