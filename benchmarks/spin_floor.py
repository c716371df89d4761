"""The native spin ping-pong: the plain two-process floor of a launch whose device side is
awake, in machine code on both sides (``benchmarks/launch.py`` prints it beside its Python
spin ping-pong).

Two processes share one page.  The parent's ``trips(shared, first, count)`` stores each
sequence number ``first .. first + count - 1`` into word ``OUT`` and waits until the child has
copied it into word ``BACK``; the child's ``echo(shared)`` waits for ``OUT`` to change and
copies it (``STOP`` ends it).  Both are LLVM IR built with ``llvmlite.ir`` through the
runtime's ``irbuild`` helpers, placed in a read+execute mapping and called once through ctypes
(the GIL released), so a trip is two cache-line transfers and nothing else while both spin.
Every spin is bounded, as the runtime's are: ``SPIN`` steps (``pause``, ``sched_yield`` every
64), then a futex sleep announced in a flag word the other side reads after its store, so an
idle peer takes no CPU between timed batches (on 2 vCPUs a spinning peer would steal it from
what is timed next).
"""

from __future__ import annotations

import ctypes
import mmap
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# byte offsets of the u32 words in the shared page, one cache line each
OUT, BACK, CHILD_SLEEPS, PARENT_SLEEPS = 0, 64, 128, 192
STOP = 0xFFFFFFFF
SPIN = 20_000  # spin steps before a side sleeps on the futex (~0.5-1 ms)
# the parent's sleeps last at most SLEEP_NS each; after GIVE_UP_SLEEPS of them with no answer
# (10 s) ``trips`` returns STOP, and the caller checks the child
SLEEP_NS, GIVE_UP_SLEEPS = 10_000_000, 1000
TRIPS_SYMBOL, ECHO_SYMBOL = "bench_spin_trips", "bench_spin_echo"
# The child: map the page, make the echo callable, run it until STOP.
CHILD = (
    "import ctypes, mmap, sys\n"
    "sys.path.insert(0, sys.argv[3])\n"
    "from incore.runtime.common.native import executable_copy\n"
    "m = mmap.mmap(int(sys.argv[1]), 4096)\n"
    "page = ctypes.addressof(ctypes.c_char.from_buffer(m))\n"
    "echo = ctypes.CFUNCTYPE(None, ctypes.c_uint64)(executable_copy(bytes.fromhex(sys.argv[2])))\n"
    "echo(page)\n"
)


def _wait_blocks(fn, name: str):
    from incore.runtime.common.irbuild import blocks

    return blocks(fn, *(f"{name}_{s}" for s in ("spin", "pause", "yield", "check", "sleep",
                                                 "futex", "slept", "woke")))


def _wait(b, bb: dict, name: str, word, ready, flag, then, entry_block,
          give_up: tuple | None = None) -> None:
    """Blocks ``{name}_*``: spin until ``ready(v)`` holds for the u32 at ``word``, then sleep
    on it with ``flag`` set; on to ``then``.  Entered from ``entry_block``.  ``give_up``:
    ``(timespec pointer, block)``: each sleep lasts at most that long, and after
    ``GIVE_UP_SLEEPS`` of them the wait goes to ``block`` (the peer is gone)."""
    from incore.runtime.common.irbuild import I32, I64, NULL, const
    from incore.runtime.common.native import FUTEX_WAIT, SYS_FUTEX

    b.position_at_end(bb[f"{name}_spin"])
    i = b.phi(I32, name=f"{name}_i")
    v = b.atomic_load(word, I32, "acquire", name=f"{name}_v")
    b.cbranch(ready(v, f"{name}_ok"), then, bb[f"{name}_pause"])
    b.position_at_end(bb[f"{name}_pause"])
    i1 = b.pause_tick(i, bb[f"{name}_yield"], bb[f"{name}_check"],
                      (f"{name}_i1", f"{name}_iw", f"{name}_tick", f"{name}_yielded"))
    i.add_incoming(const(0, I32), entry_block)
    i.add_incoming(i1, bb[f"{name}_check"])
    b.position_at_end(bb[f"{name}_check"])
    more = b.icmp_unsigned("<", i1, const(SPIN, I32), name=f"{name}_more")
    b.cbranch(more, bb[f"{name}_spin"], bb[f"{name}_sleep"])
    b.position_at_end(bb[f"{name}_sleep"])
    sleeps = b.phi(I32, name=f"{name}_sleeps")
    b.atomic_store(const(1, I32), flag, "seq_cst")
    w = b.atomic_load(word, I32, "seq_cst", name=f"{name}_w")
    b.cbranch(ready(w, f"{name}_wok"), bb[f"{name}_woke"], bb[f"{name}_futex"])
    b.position_at_end(bb[f"{name}_futex"])
    w64 = b.zext(w, I64, name=f"{name}_w64")
    b.syscall(SYS_FUTEX, word, const(FUTEX_WAIT), w64, give_up[0] if give_up else NULL,
              name=f"{name}_rc")
    b.branch(bb[f"{name}_slept"])
    b.position_at_end(bb[f"{name}_slept"])
    sleeps1 = b.add(sleeps, const(1, I32), name=f"{name}_sleeps1")
    sleeps.add_incoming(const(0, I32), bb[f"{name}_check"])
    sleeps.add_incoming(sleeps1, bb[f"{name}_slept"])
    if give_up:
        gone = b.icmp_unsigned(">=", sleeps1, const(GIVE_UP_SLEEPS, I32), name=f"{name}_gone")
        b.cbranch(gone, give_up[1], bb[f"{name}_sleep"])
    else:
        b.branch(bb[f"{name}_sleep"])
    b.position_at_end(bb[f"{name}_woke"])
    b.atomic_store(const(0, I32), flag, "seq_cst")
    b.branch(then)


def _store_and_wake(b, bb: dict, name: str, value, word, flag, then) -> None:
    """Store ``value`` at ``word`` (seq_cst), then wake the other side if ``flag`` says it
    sleeps there."""
    from incore.runtime.common.irbuild import I32, const

    b.atomic_store(value, word, "seq_cst")
    asleep = b.atomic_load(flag, I32, "seq_cst", name=f"{name}_asleep")
    some = b.icmp_unsigned("!=", asleep, const(0, I32), name=f"{name}_some")
    b.cbranch(some, bb[f"{name}_wake"], then)
    b.position_at_end(bb[f"{name}_wake"])
    b.futex_wake(word, const(1), f"{name}_woken")
    b.branch(then)


def trips_ir() -> str:
    """``u32 trips(u8 *shared, u32 first, u32 count)``: ``count`` round trips (count >= 1);
    returns the last sequence number."""
    from incore.runtime.common.irbuild import (
        I32,
        PTR,
        Builder,
        blocks,
        const,
        define,
        module,
    )

    mod = module("bench_spin_trips")
    fn = define(mod, TRIPS_SYMBOL, I32, [("shared", PTR), ("first", I32), ("count", I32)])
    shared, first, count = fn.args
    bb = blocks(fn, "entry", "trip", "out_wake", "wait")
    bb.update(_wait_blocks(fn, "back"))
    bb.update(blocks(fn, "next", "done", "gone"))
    b = Builder(bb["entry"])
    ts, ts_nsec = b.timespec()
    b.store(const(0), ts, align=8)
    b.store(const(SLEEP_NS), ts_nsec, align=8)
    out = b.field(shared, OUT, name="out")
    back = b.field(shared, BACK, name="back")
    child_sleeps = b.field(shared, CHILD_SLEEPS, name="child_sleeps")
    parent_sleeps = b.field(shared, PARENT_SLEEPS, name="parent_sleeps")
    b.branch(bb["trip"])

    b.position_at_end(bb["trip"])
    k = b.phi(I32, name="k")
    seq = b.add(first, k, name="seq")
    _store_and_wake(b, bb, "out", seq, out, child_sleeps, bb["wait"])
    b.position_at_end(bb["wait"])
    b.branch(bb["back_spin"])
    _wait(b, bb, "back", back, lambda v, name: b.icmp_unsigned("==", v, seq, name=name),
          parent_sleeps, bb["next"], bb["wait"], give_up=(ts, bb["gone"]))
    b.position_at_end(bb["gone"])
    b.ret(const(STOP, I32))

    b.position_at_end(bb["next"])
    k1 = b.add(k, const(1, I32), name="k1")
    k.add_incoming(const(0, I32), bb["entry"])
    k.add_incoming(k1, bb["next"])
    again = b.icmp_unsigned("<", k1, count, name="again")
    b.cbranch(again, bb["trip"], bb["done"])
    b.position_at_end(bb["done"])
    b.ret(seq)
    return str(mod)


def echo_ir() -> str:
    """``void echo(u8 *shared)``: copy every new ``OUT`` into ``BACK`` until ``OUT`` is
    ``STOP``."""
    from incore.runtime.common.irbuild import (
        I32,
        PTR,
        VOID,
        Builder,
        blocks,
        const,
        define,
        module,
    )

    mod = module("bench_spin_echo")
    fn = define(mod, ECHO_SYMBOL, VOID, [("shared", PTR)])
    (shared,) = fn.args
    bb = blocks(fn, "entry", "loop")
    bb.update(_wait_blocks(fn, "out"))
    bb.update(blocks(fn, "got", "echo", "back_wake", "stop"))
    b = Builder(bb["entry"])
    out = b.field(shared, OUT, name="out")
    back = b.field(shared, BACK, name="back")
    child_sleeps = b.field(shared, CHILD_SLEEPS, name="child_sleeps")
    parent_sleeps = b.field(shared, PARENT_SLEEPS, name="parent_sleeps")
    b.branch(bb["loop"])

    b.position_at_end(bb["loop"])
    last = b.phi(I32, name="last")
    b.branch(bb["out_spin"])
    _wait(b, bb, "out", out, lambda v, name: b.icmp_unsigned("!=", v, last, name=name),
          child_sleeps, bb["got"], bb["loop"])

    b.position_at_end(bb["got"])
    v = b.atomic_load(out, I32, "acquire", name="v")
    stop = b.icmp_unsigned("==", v, const(STOP, I32), name="is_stop")
    b.cbranch(stop, bb["stop"], bb["echo"])
    b.position_at_end(bb["echo"])
    _store_and_wake(b, bb, "back", v, back, parent_sleeps, bb["loop"])
    last.add_incoming(const(0, I32), bb["entry"])  # the page starts zeroed
    last.add_incoming(v, bb["back_wake"])
    last.add_incoming(v, bb["echo"])
    b.position_at_end(bb["stop"])
    b.ret_void()
    return str(mod)


def payloads() -> tuple[bytes, bytes]:
    """The trips and echo payloads (built with llvmlite, cached by their IR text like the
    runtime's code)."""
    from incore.runtime.common.nativecode import build_payload

    return (build_payload(trips_ir(), TRIPS_SYMBOL, "benchmark spin floor"),
            build_payload(echo_ir(), ECHO_SYMBOL, "benchmark spin floor"))


class NativeSpinPeer:
    """A child process running the native echo; ``batch(count)`` is ``count`` native round
    trips and returns seconds per trip (one ctypes call; a short untimed warm-up first wakes
    the child if it slept)."""

    def __enter__(self) -> NativeSpinPeer:
        from incore.runtime.common.native import executable_copy

        trips, echo = payloads()
        self._fd = os.memfd_create("incore-bench-native-spin")
        os.ftruncate(self._fd, 4096)
        self._map = mmap.mmap(self._fd, 4096)
        self._page = ctypes.addressof(ctypes.c_char.from_buffer(self._map))
        self._trips = ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint32,
                                       ctypes.c_uint32)(executable_copy(trips))
        self._seq = 1
        self._child = subprocess.Popen(
            [sys.executable, "-S", "-c", CHILD, str(self._fd), echo.hex(), str(ROOT)],
            pass_fds=(self._fd,),
        )
        return self

    def _run(self, count: int) -> None:
        if self._seq + count >= STOP - 1:
            self._seq = 1
        if self._trips(self._page, self._seq, count) == STOP:
            raise RuntimeError(f"the native spin child did not answer for 10 s "
                               f"(exit status {self._child.poll()})")
        self._seq += count

    def batch(self, count: int) -> float:
        self._run(5)  # wakes the child if it slept; not timed
        t0 = time.perf_counter()
        self._run(count)
        return (time.perf_counter() - t0) / count

    def __exit__(self, *exc) -> None:
        from incore.runtime.common.native import futex_wake

        ctypes.c_uint32.from_address(self._page + OUT).value = STOP
        for _ in range(100):  # a child going to sleep as STOP was stored is woken again
            futex_wake(self._page + OUT, 1)
            try:
                self._child.wait(timeout=0.1)
                break
            except subprocess.TimeoutExpired:
                continue
        else:
            self._child.kill()
            self._child.wait()
        self._map.close()
        os.close(self._fd)
