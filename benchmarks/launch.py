"""Launch path: incore's launches beside the floors they are measured against, in one run.

Figures, each beside its target from issue 8 or 19 (met / missed):

- the in-process floor: a ctypes call of a ``ret`` payload (LLVM IR -> ``incore.loader.link``
  -> ``extract_text_section``, placed in an anonymous mapping written read-write and then
  switched to read+execute, never writable and executable at once);
- a pipe ping-pong: a 1-byte round trip over ``os.pipe`` to a child process;
- the spin ping-pong, the floor of any launch whose device side is awake: a sequence number
  stored in shared memory, copied back by a child Python process spinning on it (issue 19's
  targets are multiples of its p10: sync launch <= 10, stream launch <= 5, graph replay per
  launch <= 2); the child is parked (blocked on a pipe) between its timed batches, so that
  what is timed next does not share the 2 CPUs with the peer;
- the native spin ping-pong (``spin_floor.py``): the same round trip in machine code on both
  sides (LLVM IR built with llvmlite, one ctypes call per batch of 20 trips), the plain
  two-process floor of issue 31, reported as batch means;
- incore sync empty launch (an empty ``@aiv`` kernel, 1 block, a device buffer argument),
  against the pipe (issue 8), the Python spin floor (issue 19) and the native spin floor
  (issue 31: <= 10x);
- host time per stream launch of the empty kernel (batches, the stream synchronized between
  them untimed), and per launch of ``graph.replay(stream)`` of a graph of as many launches;
  these and the sync launch are steady-state figures, taken after the launch queue's first
  pass (each of its 16,384 slots used once), whose stream launches have a row of their own
  (a slot's first use makes its host entry and writes every descriptor field);
- sustained throughput of empty launches through one stream and through two
  (``worker.stream()``), from the first launch to the last ``synchronize()``, the device side
  included (issue 31: >= 300,000/s and >= 500,000/s), in the steady state: new streams, after
  one warm-up pass of the launch queue;
- per-block overhead: ``(time(blocks) - time(1 block)) / blocks`` of the empty kernel;
- saxpy on 16M f32 device buffers beside numba ``parallel=True`` (prange) and numpy
  ``y += a * x``;
- CPU seconds per idle second of the device process (``/proc/<pid>/stat`` utime + stime).

Latency figures are median, p10 and p90 of single timed operations; the ctypes floor times
batches (one call is too short for the clock) and reports per-call batch means.  Figures that
are compared (pipe vs sync launch; incore vs numba vs numpy saxpy) are sampled in alternating
batches, so a burst of load on this shared machine hits every contender alike.

    python benchmarks/launch.py [--quick] [--json FILE]

``--quick`` is a short run for the smoke test: fewer samples, 10^3 / 10^4 blocks, saxpy on
1M elements, a 0.5 s idle window and no numba row (its JIT compile alone takes seconds).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402

import incore  # noqa: E402
from incore.loader import extract_text_section, link  # noqa: E402
from incore.runtime.common.control import RING_SLOTS  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spin_floor import NativeSpinPeer  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EMPTY = """
@aiv
kernel empty(x: Tensor[[N], f32]):
    pass
"""
RET_SYMBOL = "bench_ret"
RET_IR = (
    'target triple = "x86_64-unknown-linux-gnu"\n\n'
    f"define void @{RET_SYMBOL}() nounwind {{\nentry:\n  ret void\n}}\n"
)
# The pipe child echoes every byte it reads until its input closes.
ECHO_CHILD = (
    "import os, sys\n"
    "r, w = int(sys.argv[1]), int(sys.argv[2])\n"
    "while True:\n"
    "    b = os.read(r, 1)\n"
    "    if not b:\n"
    "        break\n"
    "    os.write(w, b)\n"
)
# The spin child mirrors every sequence number the parent stores in word 0 into word 16 (its
# own cache line), spinning on it; after SPIN_IDLE unchanged reads (~10 ms) it naps 1 ms per
# check, so it takes no CPU from the other figures' runs.  0xFFFFFFFF tells it to exit.
SPIN_CHILD = (
    "import ctypes, mmap, os, sys, time\n"
    "m = mmap.mmap(int(sys.argv[1]), 4096)\n"
    "wake = int(sys.argv[2])\n"
    "a = ctypes.c_uint32.from_buffer(m, 0)\n"
    "b = ctypes.c_uint32.from_buffer(m, 64)\n"
    "last, idle = 0, 0\n"
    "while True:\n"
    "    v = a.value\n"
    "    if v != last:\n"
    "        if v == 0xFFFFFFFF:\n"
    "            break\n"
    "        if v == 0xFFFFFFFE:\n"  # parked between batches: blocked until the next trip
    "            if not os.read(wake, 1):\n"
    "                break\n"
    "            continue\n"
    "        last, idle = v, 0\n"
    "        b.value = v\n"
    "    else:\n"
    "        idle += 1\n"
    "        if idle > 200000:\n"
    "            time.sleep(0.001)\n"
    "del a, b\n"
    "m.close()\n"
)
IDLE_CPU_TARGET = 0.01  # "about zero": at most 1% of one core, CPU seconds per idle second
# issue 19's targets, as multiples of the spin ping-pong (p10 against p10)
SYNC_TARGET, STREAM_TARGET, GRAPH_TARGET = 10.0, 5.0, 2.0
# issue 31's: the sync launch against the native spin ping-pong (p10 against p10), and the
# sustained launches per second through one and two streams
NATIVE_SYNC_TARGET, ONE_STREAM_TARGET, TWO_STREAM_TARGET = 10.0, 300_000, 500_000
# native round trips per timed batch (one sample: their mean); short batches, so that a
# preemption on a loaded machine spoils few samples (p10 is the figure)
NATIVE_TRIPS = 20
SAXPY_SETTLE_S = 0.02  # pause after each saxpy sample, untimed: longer than libgomp's spin

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [
    ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long,
]
_libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
_libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
PROT_READ, PROT_WRITE, PROT_EXEC = 0x1, 0x2, 0x4
MAP_PRIVATE, MAP_ANONYMOUS = 0x02, 0x20


@dataclass
class Settings:
    """Sample counts and sizes of one run (``--quick`` shrinks every one)."""

    quick: bool
    ctypes_batches: int
    ctypes_batch: int
    pipe_trips: int
    launches: int
    block_counts: tuple[int, int]
    block_repeats: tuple[int, int]
    saxpy_n: int
    saxpy_repeat: int
    async_launches: int
    async_repeats: int  # runs of each sustained-throughput figure (its median is reported)
    idle_seconds: float
    rounds: int  # alternating batches of the contenders compared in one figure
    stream_batches: int  # timed batches of stream launches (each a sample)
    stream_batch: int  # launches per batch
    native_batches: int  # timed batches of NATIVE_TRIPS native spin round trips

    @classmethod
    def make(cls, quick: bool) -> Settings:
        if quick:
            return cls(quick=True, ctypes_batches=50, ctypes_batch=1000, pipe_trips=500,
                       launches=300, block_counts=(10**3, 10**4), block_repeats=(3, 2),
                       saxpy_n=1 << 20, saxpy_repeat=5, async_launches=2000, async_repeats=1,
                       idle_seconds=0.5,
                       rounds=5, stream_batches=20, stream_batch=50, native_batches=100)
        return cls(quick=False, ctypes_batches=200, ctypes_batch=2000, pipe_trips=5000,
                   launches=3000, block_counts=(10**5, 10**6), block_repeats=(3, 1),
                   saxpy_n=1 << 24, saxpy_repeat=20, async_launches=20000, async_repeats=3,
                   idle_seconds=5.0,
                   rounds=20, stream_batches=200, stream_batch=100, native_batches=1000)


@dataclass
class Figure:
    """One printed line: what was measured, the result, its ratio to the peers, the target."""

    label: str
    result: str
    ratio: str = ""
    target: str = ""
    status: str = ""  # "met", "missed", "" (no target) or the reason the row did not run
    values: dict = field(default_factory=dict)


def spread(samples: list[float]) -> dict[str, float]:
    """Median, p10 and p90 of ``samples`` (seconds)."""
    s = sorted(samples)
    return {"median": statistics.median(s), "p10": s[len(s) // 10], "p90": s[len(s) * 9 // 10]}


def us(stats: dict[str, float]) -> str:
    return (f"median {stats['median'] * 1e6:.2f} us, p10 {stats['p10'] * 1e6:.2f} us, "
            f"p90 {stats['p90'] * 1e6:.2f} us")


def verdict(ok: bool) -> str:
    return "met" if ok else "missed"


def timed(fn, count: int) -> list[float]:
    samples = []
    for _ in range(count):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return samples


# ----------------------------------------------------------------- floors


def ret_payload() -> bytes:
    """A ``ret`` function compiled with llvmlite and passed through the project's loader."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    module = llvm.parse_assembly(RET_IR)
    module.verify()
    machine = llvm.Target.from_triple("x86_64-unknown-linux-gnu").create_target_machine(
        cpu="x86-64", reloc="pic", codemodel="small", opt=2
    )
    meta = {"kernel": RET_SYMBOL, "entry": RET_SYMBOL, "role": "benchmark floor"}
    return extract_text_section(link(machine.emit_object(module), meta, entry=RET_SYMBOL),
                                entry=RET_SYMBOL)


def measure_ctypes_call(st: Settings) -> dict[str, float]:
    """Per-call seconds of a ctypes call of the ``ret`` payload, as batch means."""
    text = ret_payload()
    size = max(os.sysconf("SC_PAGE_SIZE"), len(text))
    addr = _libc.mmap(None, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    if addr in (None, ctypes.c_void_p(-1).value):
        raise OSError(ctypes.get_errno(), "mmap of the ctypes floor's page failed")
    try:
        ctypes.memmove(addr, text, len(text))
        if _libc.mprotect(addr, size, PROT_READ | PROT_EXEC) != 0:  # W^X: never RWX
            raise OSError(ctypes.get_errno(), "mprotect R+X of the ctypes floor's page failed")
        call = ctypes.CFUNCTYPE(None)(addr)
        n = st.ctypes_batch

        def batch() -> None:
            for _ in range(n):
                call()

        batch()
        return spread([t / n for t in timed(batch, st.ctypes_batches)])
    finally:
        _libc.munmap(addr, size)


class PipePeer:
    """A child process that echoes bytes over two pipes; ``trip()`` is one 1-byte round trip."""

    def __enter__(self) -> PipePeer:
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()
        self._child = subprocess.Popen(
            [sys.executable, "-c", ECHO_CHILD, str(to_child_r), str(from_child_w)],
            pass_fds=(to_child_r, from_child_w),
        )
        os.close(to_child_r)
        os.close(from_child_w)
        return self

    def trip(self) -> None:
        os.write(self._to_child, b"x")
        os.read(self._from_child, 1)

    def __exit__(self, *exc) -> None:
        os.close(self._to_child)  # the child reads EOF and exits
        os.close(self._from_child)
        self._child.wait(timeout=10)


class SpinPeer:
    """A child process that answers through shared memory: ``trip()`` stores a new sequence
    number in a shared word and spins until the child, spinning on that word, has copied it
    into another: the cross-process round trip of two awake Python processes, the floor of any
    launch whose device side is awake (no system call, no wake-up)."""

    def __enter__(self) -> SpinPeer:
        import mmap

        self._fd = os.memfd_create("incore-bench-spin")
        os.ftruncate(self._fd, 4096)
        self._map = mmap.mmap(self._fd, 4096)
        self._out = ctypes.c_uint32.from_buffer(self._map, 0)
        self._back = ctypes.c_uint32.from_buffer(self._map, 64)
        self._seq = 0
        self._parked = False
        wake_r, self._wake = os.pipe()
        self._child = subprocess.Popen(
            [sys.executable, "-c", SPIN_CHILD, str(self._fd), str(wake_r)],
            pass_fds=(self._fd, wake_r),
        )
        os.close(wake_r)
        return self

    def trip(self) -> None:
        seq = self._seq = (self._seq % 0xFFFFFFF0) + 1
        self._out.value = seq
        if self._parked:
            self._parked = False
            os.write(self._wake, b"x")  # the parked child reads it and sees seq
        back = self._back
        n = 0
        while back.value != seq:
            n += 1
            if n & 0xFFFFF == 0 and self._child.poll() is not None:
                raise RuntimeError(f"the spin child exited ({self._child.returncode})")

    def park(self) -> None:
        """Take the child off the CPU until the next ``trip()`` (it blocks reading a pipe, so
        it neither spins nor wakes to poll): what is timed after a batch of trips does not
        share the CPU with the peer.  (A child that woke every 0.5 ms to poll made synchronous
        launches under load take a scheduler slice, ~4 ms, instead of ~11 µs.)"""
        if not self._parked:
            self._out.value = 0xFFFFFFFE
            self._parked = True

    def timed(self, count: int) -> list[float]:
        """``count`` timed trips, then the child parked."""
        try:
            return timed(self.trip, count)
        finally:
            self.park()

    def __exit__(self, *exc) -> None:
        self._out.value = 0xFFFFFFFF
        os.close(self._wake)  # a parked child reads EOF and exits
        self._child.wait(timeout=10)
        del self._out, self._back
        self._map.close()
        os.close(self._fd)


def interleaved(contenders: dict[str, tuple], rounds: int) -> dict[str, list[float]]:
    """Samples of each ``name: (fn, count)`` or ``(fn, count, after)``, taken in ``rounds``
    alternating batches so that every contender sees the same load of this shared machine;
    ``after()`` runs after each of its batches, untimed."""
    samples: dict[str, list[float]] = {name: [] for name in contenders}
    for _ in range(rounds):
        for name, (fn, count, *after) in contenders.items():
            samples[name] += timed(fn, max(1, count // rounds))
            for hook in after:
                hook()
    return samples


# ----------------------------------------------------------------- incore


def stream_launch_samples(stream, kernel, buf, batches: int, batch: int) -> list[float]:
    """Host seconds per ``stream.launch`` of an empty kernel, one sample per batch of
    ``batch`` launches (the enqueue calls only; the stream is synchronized between batches,
    untimed, so every batch finds the queue empty as a steady producer would)."""
    samples = []
    for _ in range(batches):
        t0 = time.perf_counter()
        for _ in range(batch):
            stream.launch(kernel, buf, blocks=1)
        samples.append((time.perf_counter() - t0) / batch)
        stream.synchronize()
    return samples


def graph_replay_samples(stream, kernel, buf, batches: int, size: int) -> list[float]:
    """Host seconds per launch of ``graph.replay(stream)`` for a graph of ``size`` empty
    launches, one sample per replay (synchronized between replays, untimed)."""
    with stream.capture() as graph:
        for _ in range(size):
            stream.launch(kernel, buf, blocks=1)
    graph.replay(stream)  # binds the graph's descriptors
    stream.synchronize()
    samples = []
    for _ in range(batches):
        t0 = time.perf_counter()
        graph.replay(stream)
        samples.append((time.perf_counter() - t0) / size)
        stream.synchronize()
    return samples


def floor_rows(figs: list[Figure], spin: dict, rows: list[tuple[str, dict, float]]) -> None:
    """One row per ``(label, figure, target)``: the figure's p10 over the spin ping-pong's
    p10, beside its target (issue 19)."""
    for label, stats, target in rows:
        ratio = stats["p10"] / spin["p10"]
        figs.append(Figure(
            label, us(stats), f"{ratio:.1f}x spin ping-pong (p10 vs p10)",
            f"<= {target:g}x spin ping-pong", verdict(ratio <= target),
            stats | {"vs_spin": ratio},
        ))


def measure_async(worker, kernel, buf, count: int, streams: int) -> float:
    """Empty launches per second through ``streams`` streams (enqueue to last completion), in
    the steady state: after a warm-up of one pass of the launch queue spread over the streams
    (every slot then holds this kernel's launch; the first pass has its own row)."""
    ss = [worker.stream() for _ in range(streams)]
    for i in range(RING_SLOTS):
        ss[i % streams].launch(kernel, buf, blocks=1)
    for s in ss:
        s.synchronize()
    t0 = time.perf_counter()
    for i in range(count):
        ss[i % streams].launch(kernel, buf, blocks=1)
    for s in ss:
        s.synchronize()
    return count / (time.perf_counter() - t0)


def idle_cpu(pid: int, seconds: float) -> float:
    """CPU seconds per second the process ``pid`` uses while the host sleeps ``seconds``."""
    def cpu() -> float:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()  # after "(comm)", field 3 is fields[0]
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime

    c0, t0 = cpu(), time.perf_counter()
    time.sleep(seconds)
    return (cpu() - c0) / (time.perf_counter() - t0)


def numba_saxpy(x: np.ndarray, y: np.ndarray, alpha: np.float32):
    """A compiled numba ``parallel=True`` saxpy call and its description, or None and the
    reason it is not available."""
    try:
        import numba
    except ImportError:
        return None, "numba not importable (pip install -e '.[bench]')"

    @numba.njit(parallel=True, fastmath=False, cache=False)
    def nb_saxpy(a, xv, yv):
        for i in numba.prange(xv.shape[0]):
            yv[i] = a * xv[i] + yv[i]

    yb = y.copy()
    nb_saxpy(alpha, x, yb)  # JIT compile outside the timing
    return (lambda: nb_saxpy(alpha, x, yb)), (
        f"numba {numba.__version__}, {numba.get_num_threads()} threads"
    )


def run(st: Settings) -> list[Figure]:
    figs: list[Figure] = []
    call = measure_ctypes_call(st)
    figs.append(Figure("in-process ctypes call of a `ret` payload", us(call), values=call))

    empty = incore.compile(EMPTY)["empty"]
    saxpy = incore.compile_file(ROOT / "examples" / "saxpy" / "kernel.ik")["saxpy"]
    n, gb = st.saxpy_n, 12 * st.saxpy_n / 1e9
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n, dtype=np.float32)
    y = rng.standard_normal(n, dtype=np.float32)
    alpha = np.float32(2.5)

    with PipePeer() as peer, SpinPeer() as spinner, NativeSpinPeer() as native_spin, \
            incore.Worker(device_id=0, gm_size=max(1 << 28, 16 * n)) as w:
        d1 = w.empty((1,), np.float32)

        def sync_launch() -> None:
            w.launch(empty, d1, blocks=1)

        # The launch queue's first pass: each of its RING_SLOTS launches takes a slot used
        # for the first time (its host entry made, every descriptor field written), which
        # costs more than a launch in steady state; its own row reports it.
        stream = w.stream()
        first_pass = stream_launch_samples(stream, empty, d1, -(-RING_SLOTS // st.stream_batch),
                                           st.stream_batch)
        timed(peer.trip, max(50, st.pipe_trips // 10))
        spinner.timed(max(50, st.pipe_trips // 10))
        timed(sync_launch, max(50, st.launches // 10))
        native: list[float] = []  # seconds per trip, one batch mean per sample

        def native_batch() -> None:
            native.append(native_spin.batch(NATIVE_TRIPS))

        got = interleaved({"pipe": (peer.trip, st.pipe_trips),
                           "spin": (spinner.trip, st.pipe_trips, spinner.park),
                           "native": (native_batch, st.native_batches),
                           "sync": (sync_launch, st.launches)}, st.rounds)
        for _ in range(st.rounds):  # the stream's batches alternate with spin batches
            got["spin"] += spinner.timed(max(1, st.pipe_trips // st.rounds))
            got.setdefault("stream", []).extend(stream_launch_samples(
                stream, empty, d1, max(1, st.stream_batches // st.rounds), st.stream_batch))
            got["spin"] += spinner.timed(max(1, st.pipe_trips // st.rounds))
            got.setdefault("graph", []).extend(graph_replay_samples(
                stream, empty, d1, max(1, st.stream_batches // st.rounds), st.stream_batch))
        pipe, sync, spin = spread(got["pipe"]), spread(got["sync"]), spread(got["spin"])
        figs.append(Figure(
            "pipe ping-pong, 1 byte to a child process and back", us(pipe),
            f"{pipe['p10'] / spin['p10']:.1f}x spin ping-pong (p10 vs p10), "
            f"{pipe['median'] / call['median']:.0f}x the ctypes call",
            values=pipe | {"vs_spin": pipe["p10"] / spin["p10"]},
        ))
        figs.append(Figure(
            "spin ping-pong, a shared-memory word to a spinning child process and back",
            us(spin), f"{spin['p10'] / pipe['p10']:.2f}x pipe ping-pong (p10)", values=spin,
        ))
        floor = spread(native)
        figs.append(Figure(
            "native spin ping-pong, machine code in two processes over shared memory",
            us(floor), f"{floor['p10'] / spin['p10']:.2f}x spin ping-pong (p10)",
            values=floor,
        ))
        ratio = sync["median"] / pipe["median"]
        figs.append(Figure(
            "incore sync empty launch (1 block, device buffer)", us(sync),
            f"{ratio:.2f}x pipe ping-pong, {sync['median'] / call['median']:.0f}x ctypes call",
            "<= 1.0x pipe ping-pong", verdict(ratio <= 1.0), sync | {"vs_pipe": ratio},
        ))
        vs_native = sync["p10"] / floor["p10"]
        figs.append(Figure(
            "incore sync empty launch against the native spin floor", us(sync),
            f"{vs_native:.1f}x native spin ping-pong (p10 vs p10)",
            f"<= {NATIVE_SYNC_TARGET:g}x native spin ping-pong",
            verdict(vs_native <= NATIVE_SYNC_TARGET), sync | {"vs_native": vs_native},
        ))
        floor_rows(figs, spin, [
            ("incore sync empty launch against the spin floor", sync, SYNC_TARGET),
            (f"incore stream launch, host time per launch (batches of {st.stream_batch})",
             spread(got["stream"]), STREAM_TARGET),
            (f"incore graph replay, host time per launch (graphs of {st.stream_batch})",
             spread(got["graph"]), GRAPH_TARGET),
        ])
        first = spread(first_pass)
        figs.append(Figure(
            f"first pass of the launch queue, incore stream launches on {RING_SLOTS:,} fresh "
            "slots",
            us(first), f"{first['p10'] / spin['p10']:.1f}x spin ping-pong (p10 vs p10)",
            values=first | {"vs_spin": first["p10"] / spin["p10"]},
        ))

        for streams, goal in ((1, ONE_STREAM_TARGET), (2, TWO_STREAM_TARGET)):
            rates = sorted(measure_async(w, empty, d1, st.async_launches, streams)
                           for _ in range(st.async_repeats))
            rate = statistics.median(rates)
            label = f"sustained empty launches through {streams} stream{'s' * (streams > 1)}"
            figs.append(Figure(
                label, f"{rate:,.0f} launches/s",
                f"{1e6 / rate:.2f} us per launch (median of {len(rates)} runs: "
                f"{rates[0]:,.0f}-{rates[-1]:,.0f} /s)",
                f">= {goal} /s", verdict(rate >= goal), {"per_second": rate, "runs": rates},
            ))

        for blocks, repeat in zip(st.block_counts, st.block_repeats, strict=True):
            w.launch(empty, d1, blocks=blocks)
            t = statistics.median(timed(lambda b=blocks: w.launch(empty, d1, blocks=b), repeat))
            per = (t - sync["median"]) / blocks
            figs.append(Figure(
                f"per-block overhead, empty kernel, {blocks} blocks",
                f"{per * 1e6:.3f} us per block", f"launch {t * 1e3:.1f} ms",
                "<= 0.5 us", verdict(per <= 0.5e-6), {"per_block": per, "launch": t},
            ))

        cores = sum(1 for _, kind, _ in w.cores if kind == "aiv")
        dx, dy = w.to_device(x), w.to_device(y)
        yn = y.copy()

        def incore_saxpy() -> None:
            w.launch(saxpy, dx, dy, alpha, blocks=cores)

        def numpy_saxpy() -> None:
            nonlocal yn
            yn += alpha * x

        if st.quick:
            nb, why = None, "skipped (--quick: numba's JIT compile takes seconds)"
        else:
            nb, why = numba_saxpy(x, y, alpha)
        # Every sample starts on a settled machine: numba's OpenMP workers (libgomp) spin for
        # milliseconds after each parallel region, and on 2 vCPUs a sample taken right after
        # one loses its cores to them (incore ~8 ms instead of ~5.5 ms here).
        def settle() -> None:
            time.sleep(SAXPY_SETTLE_S)

        contenders = {"incore": (incore_saxpy, st.saxpy_repeat, settle),
                      "numpy": (numpy_saxpy, st.saxpy_repeat, settle)}
        if nb is not None:
            contenders["numba"] = (nb, st.saxpy_repeat, settle)
        for fn, *_ in contenders.values():
            fn()  # warm up
        got = interleaved(contenders, st.saxpy_repeat)
        t = {name: statistics.median(samples) for name, samples in got.items()}
        dev = Figure(f"incore saxpy {n} f32, device buffers ({cores} AIV blocks)",
                     f"{t['incore'] * 1e3:.2f} ms, {gb / t['incore']:.2f} GB/s",
                     target=">= 0.95x numba parallel", values={"seconds": t["incore"]})
        figs.append(dev)
        if nb is None:
            dev.status = "not run"
            figs.append(Figure("numba parallel=True saxpy (prange)", why, "", "", "not run"))
        else:
            speed = t["numba"] / t["incore"]
            dev.ratio, dev.status = f"{speed:.2f}x numba parallel", verdict(speed >= 0.95)
            dev.values["vs_numba"] = speed
            figs.append(Figure(f"numba parallel=True saxpy (prange), {why}",
                               f"{t['numba'] * 1e3:.2f} ms, {gb / t['numba']:.2f} GB/s",
                               values={"seconds": t["numba"]}))
        figs.append(Figure(
            "numpy `y += a * x`", f"{t['numpy'] * 1e3:.2f} ms, {gb / t['numpy']:.2f} GB/s",
            f"incore is {t['numpy'] / t['incore']:.2f}x numpy", values={"seconds": t["numpy"]},
        ))

        pid = w.device_pid
        idle = idle_cpu(pid, st.idle_seconds)
        figs.append(Figure(
            f"device process CPU while idle for {st.idle_seconds:g} s",
            f"{idle:.4f} CPU s per idle s", f"pid {pid}",
            f"<= {IDLE_CPU_TARGET} (about 0)", verdict(idle <= IDLE_CPU_TARGET),
            {"cpu_per_second": idle},
        ))
    return figs


def machine() -> str:
    model = "unknown cpu"
    try:
        with open("/proc/cpuinfo") as f:
            model = next(line.split(":", 1)[1].strip() for line in f
                         if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    load = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    return (f"{platform.machine()}, {os.cpu_count()} cpus ({model}), python "
            f"{platform.python_version()}, numpy {np.__version__}, load average {load}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a short run (the smoke test's)")
    ap.add_argument("--json", metavar="FILE", help="also save the figures as JSON")
    args = ap.parse_args()
    st = Settings.make(args.quick)
    where = machine()
    figs = run(st)
    print(f"machine: {where}")
    print("| measurement | result | ratio | target | status |\n|---|---|---|---|---|")
    for f in figs:
        print(f"| {f.label} | {f.result} | {f.ratio} | {f.target} | {f.status} |")
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"machine": where, "settings": asdict(st), "figures": [asdict(f) for f in figs]},
            indent=2,
        ))


if __name__ == "__main__":
    main()
