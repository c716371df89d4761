"""The simulated device process: maps GM, code and control memory, runs one thread per core.

Started by a Worker as ``python -m incore.runtime.device --device-id N ...`` with its memfds
passed as inherited descriptors.  Start-up follows the device side of the L2 offset's delivery
chain (``docs/runtime.md``, "The L2 nocache offset, from driver to load"):

1. map the control block and read the InitArgs the host wrote there;
2. store them in the resident configuration (``set_dev_l2_cache_offset``, log level, ...);
3. map GM at its base and, for a non-zero offset, again at ``base + offset`` (the nocache alias
   window: the same pages), and map code memory read+execute;
4. install the native fault handler for every signal of ``FAULT_SIGNALS``;
5. scheduler cold start: copy the resident values into EVERY core's GlobalContext (AIC and
   AIV alike) and point each core's ``args[48]``/``args[49]`` at its own contexts;
6. start the scheduler thread (the native loop of ``scheduler.py``, which drains the launch
   queue) and the persistent core threads, publish ``ready`` and wait for the host to go away.

Before step 1 the device asks for SIGKILL on its parent's death (``PR_SET_PDEATHSIG``) and
checks that the host is still its parent.  A configuration error in steps 1-3 (a mapping that
fails) is reported as one message and exit status ``EXIT_CONFIG_ERROR``, without a traceback;
the host checks every configuration it can before it starts a device.  Messages go to the
host through the report pipe (``reports.py``), which logs them through the ``incore`` logger;
a device started by hand, without one, writes them to its stderr.

By default each core thread enters the native core loop once (``native_core.NativeCore``, the
loop built by ``executor.py``; ``ExecutorWords.entry`` non-zero) and runs machine code from
then on.  With ``INCORE_EXECUTOR=python`` (entry 0) it runs the Python executor below: each
core thread sleeps on the doorbell word; when the scheduler rings it, a core whose kind matches
the launch claims block ids, fills its LocalContext and args and calls the payload through
ctypes (which releases the GIL, so cores run kernels in parallel).  When the launch header's
``profile`` flag is set, the core reads CLOCK_MONOTONIC around each payload call and stores
``(block, start_ns, end_ns)`` in its trace area of the control block; otherwise the flag test,
once per launch, is all it does for profiling.  The device exits when the host closes its end
of the lifeline pipe, or when the host process dies.  A core counts a finished unit only for
the launch (``seq``) it belongs to.

Imports stay light (ctypes, os, threading; no numpy, typing, dataclasses or traceback) so a
device starts quickly.
"""

from __future__ import annotations

import ctypes
import os
import signal
import struct
import sys
import threading
import time

from incore import abi
from incore.runtime.common import native
from incore.runtime.common.control import (
    ARCH_NAMES,
    LAUNCH_MIX,
    NO_BLOCK,
    RING_SLOTS,
    TEMPLATE_BYTES,
    TRACE_RECORDS,
    CoreTrace,
    control_block_type,
    core_topology,
    field_address,
    init_args_arch,
    init_args_type,
)
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.common.reports import report, report_exception, set_report_fd
from incore.runtime.device.native_core import (
    DeviceThread,
    NativeCore,
    NativeScheduler,
    count_python_calls,
)

# Every signal that ends the process from inside a payload: memory and arithmetic faults,
# illegal instructions (incore trap sites), breakpoints (int3), bad system calls, and abort
# (glibc aborts on heap corruption, e.g. after a far out-of-bounds store).
FAULT_SIGNALS = (
    signal.SIGSEGV, signal.SIGBUS, signal.SIGILL, signal.SIGFPE, signal.SIGTRAP, signal.SIGSYS,
    signal.SIGABRT,
)
DOORBELL_POLL_SECONDS = 1.0
EXIT_INTERNAL_ERROR = 70
EXIT_CONFIG_ERROR = 78
EXIT_ORPHANED = 79
_ENTRY = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


class ResidentConfig:
    """Device-resident configuration received once through InitArgs (simpler's AICPU config)."""

    def __init__(self, init: ctypes.Structure) -> None:
        self.arch = ARCH_NAMES[init.arch]
        self.clusters = int(init.clusters)
        self.log_severity = int(init.log_severity)
        self.log_info_v = int(init.log_info_v)
        self.log_ring = int(init.log_ring)
        self.log_ring_stride = int(init.log_ring_stride)
        self.access_trace = int(init.access_trace)
        self.access_trace_stride = int(init.access_trace_stride)
        self.l2_cache_offset = 0
        if self.arch == "a2a3":
            self.set_dev_l2_cache_offset(int(init.l2_cache_offset))

    def set_dev_l2_cache_offset(self, offset: int) -> None:
        """Store the driver-reported nocache offset (a2a3 only: a5 has no such field)."""
        self.l2_cache_offset = offset


class Scheduler:
    """Hands out block ids of the current launch and counts finished work units."""

    def __init__(self, cb: ctypes.Structure, base: int, layout: type, clusters: int) -> None:
        self.cb = cb
        self.header = cb.header
        self.clusters = clusters
        self.topology = core_topology(clusters)
        self.completions_addr = field_address(base, layout, "queue", "completions")
        self.template_addr = 0  # the current launch's args template (its queue descriptor)
        self._lock = threading.Lock()
        self._seq: int | None = None
        self._next = 0
        self._kind = 0
        self._nblocks = 0
        self._units = 0
        self._payloads: tuple[int, int] = (0, 0)
        self._mix_iter: list[int] = []

    def cold_start(self, resident: ResidentConfig) -> None:
        """Copy the resident configuration into every core's GlobalContext, AIC and AIV alike."""
        for core_id, kind, sub_block_id, cluster in self.topology:
            state = self.cb.cores[core_id]
            ctx = state.global_ctx
            ctx.sub_block_id = sub_block_id
            ctx.core_id = core_id
            ctx.log_level = resident.log_severity
            ctx.log_info_v = resident.log_info_v
            ring = resident.log_ring
            ctx.log_ring = ring + core_id * resident.log_ring_stride if ring else 0
            trace = resident.access_trace
            ctx.access_trace = trace + core_id * resident.access_trace_stride if trace else 0
            ctx.cluster_flags = ctypes.addressof(self.cb.cluster_flags[cluster])
            if resident.arch == "a2a3":
                ctx.l2_cache_offset = resident.l2_cache_offset
            state.args[abi.SPMD_LOCAL_CONTEXT_INDEX] = ctypes.addressof(state.local)
            state.args[abi.SPMD_GLOBAL_CONTEXT_INDEX] = ctypes.addressof(state.global_ctx)
            state.kind = kind
            state.core_id = core_id
            state.current_block = NO_BLOCK

    def claim(self, core_id: int, seq: int) -> tuple[int, int, int] | None:
        """Claim the next block of launch ``seq`` for ``core_id``: ``(block, payload, nblocks)``.

        Returns None when the core has no (more) work in that launch.  The launch fields are
        stable while it has unclaimed blocks: the scheduler rewrites them only after all finished.
        """
        _, kind, _, cluster = self.topology[core_id]
        with self._lock:
            header = self.header
            if header.seq != seq:
                return None
            if self._seq != seq:
                self._seq = seq
                self._next = 0
                self._kind = header.core_kind
                self._nblocks = header.nblocks
                self._units = header.units
                self._payloads = (header.payload_aic, header.payload)
                self.template_addr = header.args_template
                self._mix_iter = [0] * len(self.topology)
            if self._kind == LAUNCH_MIX:
                # One cluster per block: cluster c runs blocks c, c + C, ... on all three cores.
                block = cluster + self.clusters * self._mix_iter[core_id]
                if block >= self._nblocks:
                    return None
                self._mix_iter[core_id] += 1
                payload = self._payloads[0] if kind == abi.CORE_AIC else self._payloads[1]
                return block, payload, self._nblocks
            if kind != self._kind or self._next >= self._nblocks:
                return None
            block = self._next
            self._next += 1
            return block, self._payloads[1], self._nblocks

    def finish(self, seq: int) -> None:
        """Count one finished work unit of launch ``seq``; wake the host when it is complete.

        A unit of an older launch (one the host abandoned) is not counted: ``blocks_done``
        belongs to the launch the header currently describes.
        """
        with self._lock:
            header = self.header
            if header.seq != seq or self._seq != seq:
                return
            header.blocks_done += 1
            if header.blocks_done >= self._units:
                self._complete(seq)

    def _complete(self, seq: int) -> None:
        """Launch ``seq`` completed (under the lock): mark its descriptor finished, advance
        ``queue.completed`` over every finished launch, count the completion and wake the
        scheduler and the host (the native core loop's step 4, ``executor.py``)."""
        cb = self.cb
        ring = cb.ring
        ring[seq % RING_SLOTS].finished = seq
        words = cb.queue
        while True:
            nxt = (words.completed + 1) & 0xFFFFFFFF
            if ring[nxt % RING_SLOTS].finished != nxt:
                break
            words.completed = nxt
        words.completions = (words.completions + 1) & 0xFFFFFFFF
        native.futex_wake(self.completions_addr)  # the scheduler and the host sleep on it


class Core(DeviceThread):
    """A persistent core executor: sleeps on the doorbell and runs the blocks it claims."""

    def __init__(
        self, core_id: int, cb: ctypes.Structure, seq_addr: int, scheduler: Scheduler,
        started: threading.Barrier,
    ) -> None:
        self.name = f"core{core_id}"
        self.core_id = core_id
        self.cb = cb
        self.state = cb.cores[core_id]
        self.trace = self.state.trace
        self.header = cb.header
        self.seq_addr = seq_addr
        self.scheduler = scheduler
        self.started = started
        self.args_addr = ctypes.addressof(self.state.args)
        self.entries: dict[int, ctypes._CFuncPtr] = {}

    def run(self) -> None:
        try:
            count_python_calls(self.cb, self.core_id)
            self._serve()
        except BaseException:  # noqa: BLE001 - any escape is a device bug: report and die
            report_exception(f"incore device: core {self.core_id} failed (a bug in incore):\n")
            os._exit(EXIT_INTERNAL_ERROR)

    def _serve(self) -> None:
        self._altstack = native.set_alt_stack()  # the fault handler runs on it
        self.state.tid = threading.get_native_id()
        header = self.cb.header
        seen = header.seq
        self.started.wait()
        while True:
            native.futex_wait(self.seq_addr, seen, DOORBELL_POLL_SECONDS)
            seq = header.seq
            if seq != seen:
                seen = seq
                self._run_launch(seq)

    def _run_launch(self, seq: int) -> None:
        state = self.state
        scheduler = self.scheduler
        args_filled = False
        profiling = False
        while (claimed := scheduler.claim(self.core_id, seq)) is not None:
            block, payload, nblocks = claimed
            if not args_filled:
                ctypes.memmove(self.args_addr, scheduler.template_addr, TEMPLATE_BYTES)
                args_filled = True
                # Read once per launch, after the first claim: the scheduler rewrites the header
                # only when every block of the launch has finished, so the flag is this one's.
                profiling = self.header.profile != 0
            entry = self.entries.get(payload)
            if entry is None:
                entry = self.entries[payload] = _ENTRY(payload)
            state.local.block_idx = block
            state.local.block_num = nblocks
            state.launch = seq
            state.current_block = block
            if profiling:
                start_ns = time.monotonic_ns()
                entry(self.args_addr)
                end_ns = time.monotonic_ns()
                _record(self.trace, block, start_ns, end_ns)
            else:
                entry(self.args_addr)
            state.current_block = NO_BLOCK
            scheduler.finish(seq)


_RECORD = struct.Struct("=qQQ")  # TraceRecord: block, start_ns, end_ns
_RECORDS_OFFSET = CoreTrace.records.offset


def _record(trace: ctypes.Structure, block: int, start_ns: int, end_ns: int) -> None:
    """Store one block's span in the core's trace area, or count it as dropped when it is full.

    The record is written before ``count`` moves past it and before the block is counted as
    finished, so the host, which reads the area after the launch, sees only whole records.
    """
    n = trace.count
    if n < TRACE_RECORDS:
        _RECORD.pack_into(trace, _RECORDS_OFFSET + n * _RECORD.size, block, start_ns, end_ns)
        trace.count = n + 1
    else:
        trace.overflow += 1


def _parse(argv: list[str]) -> dict[str, int]:
    if len(argv) % 2:
        raise SystemExit(f"usage: python -m incore.runtime.device --key value ... (got {argv})")
    pairs = zip(argv[::2], argv[1::2], strict=True)
    return {key.lstrip("-").replace("-", "_"): int(value, 0) for key, value in pairs}


def _map_memory(opts: dict[str, int]) -> tuple:
    """Steps 1-3: map the control block and read InitArgs, then map GM, its alias and code."""
    layout = DeviceLayout(opts["device_id"], opts["gm_size"], opts["code_size"])
    rw = native.PROT_READ | native.PROT_WRITE

    # 1. Control block and InitArgs.
    base = layout.control_base
    native.map_fixed(opts["ctrl_fd"], base, opts["ctrl_size"], rw)
    arch = init_args_arch(base)
    if arch is None:
        raise OSError(f"InitArgs.arch holds {ctypes.c_int64.from_address(base).value}, "
                      f"which names no arch")
    init = init_args_type(arch).from_address(base)
    # 2. Resident configuration.
    resident = ResidentConfig(init)
    cb_type = control_block_type(resident.arch, 3 * resident.clusters)
    cb = cb_type.from_address(base)

    # 3. GM, its nocache alias window, and code memory (read+execute only).
    native.map_fixed(opts["gm_fd"], layout.gm_base, layout.gm_size, rw)
    if resident.l2_cache_offset:
        alias = layout.alias_base(resident.l2_cache_offset)
        native.map_fixed(opts["gm_fd"], alias, layout.gm_size, rw)
    native.map_fixed(
        opts["code_fd"], layout.code_base, layout.code_size, native.PROT_READ | native.PROT_EXEC
    )
    for fd in (opts["gm_fd"], opts["code_fd"], opts["ctrl_fd"]):
        os.close(fd)
    return base, init, resident, cb_type, cb


def main(argv: list[str]) -> None:
    """Run a device until the host closes the lifeline pipe."""
    opts = _parse(argv)
    # Die with the host.  If the host died between the fork and this call, we were already
    # re-parented and no signal will come: check the parent afterwards.
    native.set_parent_death_signal(signal.SIGKILL)
    if os.getppid() != opts["host_pid"]:
        os._exit(EXIT_ORPHANED)
    if "report_fd" in opts:
        set_report_fd(opts["report_fd"])
    try:
        base, init, resident, cb_type, cb = _map_memory(opts)
    except OSError as exc:
        report(f"incore device {opts['device_id']}: configuration error: {exc}")
        os._exit(EXIT_CONFIG_ERROR)
    ncores = 3 * resident.clusters

    # 4. Native fault handler.
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    except (ImportError, ValueError, OSError):
        pass
    for signo in FAULT_SIGNALS:
        native.install_signal_handler(signo, init.fault_handler, FAULT_SIGNALS)

    # 5. Scheduler cold start.
    scheduler = Scheduler(cb, base, cb_type, resident.clusters)
    scheduler.cold_start(resident)

    # 6. Core threads, then ready.
    seq_addr = field_address(base, cb_type, "header", "seq")
    started = threading.Barrier(ncores + 2)
    NativeScheduler(cb, started).start()  # drains the launch queue (scheduler.py)
    for core_id in range(ncores):
        if cb.executor.entry:  # the native core loop (executor.py); 0 runs the Python one
            NativeCore(core_id, cb, scheduler.topology, started).start()
        else:
            Core(core_id, cb, seq_addr, scheduler, started).start()
    started.wait()
    cb.header.ready = 1
    native.futex_wake(field_address(base, cb_type, "header", "ready"))

    # The host holds the write end of the lifeline; EOF means it closed the Worker or died.
    while os.read(opts["host_fd"], 1):
        pass
    os._exit(0)


if __name__ == "__main__":
    main(sys.argv[1:])
