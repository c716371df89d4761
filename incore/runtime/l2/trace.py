"""Per-core access-trace buffers in GM and their drain; the record encoding.

One GM allocation holds the drain request word (a 32-bit counter, first 64 bytes), then an
``abi.AccessTraceHeader`` plus ``capacity`` 8-byte records per core.  A traced kernel appends
records (``incore.lowering.access_trace``); when a buffer is full the core sets ``state =
TRACE_FULL``, adds 1 to the request word (``wake_addr``), futex-wakes it and sleeps on
``state``.  The host's drainer (``Drainer``, a thread that lives as long as the buffers)
sleeps on the request word, so no request is lost: a request made after the drainer looked
changes the word it sleeps on.  ``poll`` copies a full buffer's records out, sets ``count =
0`` and ``state = TRACE_FILLING`` and wakes the core; ``collect`` takes what is left once the
launch is over, with each core's coalescing run still open (the header's ``pending``).
Nothing is ever dropped.
"""

from __future__ import annotations

import ctypes
import threading

import numpy as np

from incore import abi
from incore.errors import runtime_error
from incore.runtime.common import native
from incore.runtime.host.collector import CollectorContext
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.gm import GlobalMemory

_HEADER = ctypes.sizeof(abi.AccessTraceHeader)
_REQUEST_AREA = 64  # the request word, alone on its cache line
# The drainer's sleep is bounded although every request changes the word it sleeps on.
DRAINER_SLICE_SECONDS = 1.0
_SIZE_MASK = np.uint64(abi.ACCESS_MAX_BYTES)
_SIZE_SHIFT = np.uint64(abi.ACCESS_SIZE_SHIFT)
ADDR_MASK = np.uint64((1 << abi.ACCESS_ADDR_BITS) - 1)
WRITE = np.uint64(1 << abi.ACCESS_WRITE_BIT)
BYPASS = np.uint64(1 << abi.ACCESS_BYPASS_BIT)


def encode(addr: int, size: int, write: bool = False, bypass: bool = False) -> int:
    """One trace record (``size`` 0 is a block marker whose ``addr`` is the block index)."""
    if not 0 <= addr < 1 << abi.ACCESS_ADDR_BITS or not 0 <= size <= abi.ACCESS_MAX_BYTES:
        raise runtime_error(
            "PARAMETER_VALUE", param="access", given=f"{size} bytes at {addr:#x}",
            expected=f"an address below 2**48 and at most {abi.ACCESS_MAX_BYTES} bytes")
    return (addr | size << abi.ACCESS_SIZE_SHIFT | int(write) << abi.ACCESS_WRITE_BIT
            | int(bypass) << abi.ACCESS_BYPASS_BIT)


def sizes(words: np.ndarray) -> np.ndarray:
    """The size field of every record (0 for block markers)."""
    return (words >> _SIZE_SHIFT) & _SIZE_MASK


RUN = np.uint64(1 << abi.ACCESS_RUN_BIT)
_COUNT_MASK = np.uint64(abi.ACCESS_RUN_MAX)


def counted(addr: int, count: int, scale: int, write: bool = False,
            bypass: bool = False) -> int:
    """A counted run record: ``count`` requests of ``1 << scale`` bytes at ``addr``'s line,
    back to back (``abi.ACCESS_RUN_BIT``)."""
    if not 2 <= count <= abi.ACCESS_RUN_MAX or not 0 <= scale <= abi.ACCESS_RUN_MAX_SCALE \
            or not 0 <= addr < 1 << abi.ACCESS_ADDR_BITS:
        raise runtime_error(
            "PARAMETER_VALUE", param="counted run", given=f"{count} x 2**{scale} at {addr:#x}",
            expected=f"2..{abi.ACCESS_RUN_MAX} requests of 2**0..2**{abi.ACCESS_RUN_MAX_SCALE} "
            "bytes at an address below 2**48")
    return (addr | count << abi.ACCESS_SIZE_SHIFT | scale << abi.ACCESS_RUN_SCALE_SHIFT
            | 1 << abi.ACCESS_RUN_BIT | int(write) << abi.ACCESS_WRITE_BIT
            | int(bypass) << abi.ACCESS_BYPASS_BIT)


def request_counts(words: np.ndarray) -> np.ndarray:
    """Per record (no block markers), the requests it stands for: a counted run's count, else
    1."""
    run = (words & RUN) != 0
    return np.where(run, ((words >> _SIZE_SHIFT) & _COUNT_MASK).astype(np.int64), 1)


def request_count(words: np.ndarray) -> int:
    """How many requests the records ``words`` (no block markers) stand for."""
    runs = words[(words & RUN) != 0]
    return int(len(words) + int(((runs >> _SIZE_SHIFT) & _COUNT_MASK).sum()) - len(runs))


class TraceBuffers:
    """The trace buffers of every core of one device, in one GM allocation."""

    def __init__(self, gm: GlobalMemory, ncores: int, capacity: int) -> None:
        self.ncores = ncores
        self.capacity = capacity
        self.stride = native.round_up(_HEADER + capacity * abi.ACCESS_RECORD_BYTES, 64)
        self._buffer = DeviceBuffer(gm, (_REQUEST_AREA + ncores * self.stride,),
                                    np.dtype(np.uint8), internal=True)
        self.base = self._buffer.addr
        self.wake_addr = self.base  # the request word
        self._request = ctypes.c_uint32.from_address(self.wake_addr)
        self._lock = threading.Lock()  # poll runs on the drainer and on the launching thread
        self._chunks: list[list[np.ndarray]] = [[] for _ in range(ncores)]
        # a launch's StreamingLaunch: drained records go to it instead of being held
        self.consumer = None
        self.consumer_error: BaseException | None = None
        ctypes.memset(self.base, 0, _REQUEST_AREA)
        for core in range(ncores):
            ctypes.memset(self.address(core), 0, _HEADER)
            h = self.header(core)
            h.capacity = capacity
            h.wake_addr = self.wake_addr

    @property
    def requests(self) -> int:
        """The request word: how many times a core found its buffer full (mod 2**32)."""
        return int(self._request.value)

    def address(self, core: int) -> int:
        """GM address of core ``core``'s header (what its GlobalContext.access_trace holds)."""
        return self.base + _REQUEST_AREA + core * self.stride

    def header(self, core: int) -> abi.AccessTraceHeader:
        """The header of core ``core`` (a ctypes view into GM)."""
        return abi.AccessTraceHeader.from_address(self.address(core))

    def free(self) -> None:
        """Return the buffers' GM to the allocator."""
        self._buffer.free()

    def reset(self, sample_mask: int = 0) -> None:
        """Empty every buffer before a launch (and release a core a killed launch left full);
        ``sample_mask`` is the set sampling's (``AccessTraceHeader.sample_mask``)."""
        self._chunks = [[] for _ in range(self.ncores)]
        self.consumer = None
        self.consumer_error = None
        for core in range(self.ncores):
            h = self.header(core)
            h.count = 0
            h.drains = 0
            h.pending = 0
            h.sample_mask = sample_mask
            h.state = abi.TRACE_FILLING

    def _take(self, core: int) -> None:
        h = self.header(core)
        n = min(int(h.count), self.capacity)
        if n:
            view = np.ctypeslib.as_array(
                (ctypes.c_uint64 * n).from_address(self.address(core) + _HEADER))
            if self.consumer is not None:
                self._feed(core, view.copy())
            else:
                self._chunks[core].append(view.copy())
        h.count = 0

    def _feed(self, core: int, records: np.ndarray) -> None:
        """Hand records to the consumer; a failure is kept for ``collect``'s caller (the
        core must go on whatever happens here, or the launch would hang)."""
        if self.consumer_error is not None:
            return
        try:
            self.consumer.feed(core, records)
        except Exception as exc:  # noqa: BLE001 - reported by capture.finish
            self.consumer_error = exc

    def poll(self) -> int:
        """Drain every full buffer and let its core go on; returns how many were drained."""
        drained = 0
        with self._lock:
            for core in range(self.ncores):
                h = self.header(core)
                if h.state == abi.TRACE_FULL:
                    self._take(core)
                    h.drains += 1
                    h.state = abi.TRACE_FILLING
                    native.futex_wake(self.address(core) + abi.AccessTraceHeader.state.offset)
                    drained += 1
        return drained

    def collect(self) -> list[np.ndarray]:
        """Every core's records of the launch in order (after it finished), as uint64 arrays."""
        self.poll()
        out = []
        for core in range(self.ncores):
            self._take(core)
            h = self.header(core)
            if h.pending:  # the core's last coalescing run, still open when the launch ended
                last = np.array([h.pending], dtype=np.uint64)
                if self.consumer is not None:
                    self._feed(core, last)
                else:
                    self._chunks[core].append(last)
                h.pending = 0
            chunks = self._chunks[core]
            out.append(np.concatenate(chunks) if chunks else np.zeros(0, dtype=np.uint64))
        self._chunks = [[] for _ in range(self.ncores)]
        return out

    def wait_request(self, seen: int, timeout: float) -> None:
        """Sleep until the request word differs from ``seen`` (at most ``timeout`` s)."""
        native.futex_wait(self.wake_addr, seen, timeout)

    def drains(self) -> int:
        """Full-buffer drains during the launch, over all cores."""
        return sum(int(self.header(core).drains) for core in range(self.ncores))


class Drainer(threading.Thread):
    """Drains full ``buffers`` whenever a core asks; ``stop()`` ends it and joins it."""

    def __init__(self, buffers: TraceBuffers) -> None:
        super().__init__(name="incore-l2-drainer", daemon=True)
        self.buffers = buffers
        self._stopping = False
        self.error: BaseException | None = None

    def run(self) -> None:
        buffers = self.buffers
        try:
            while not self._stopping:
                seen = buffers.requests
                if buffers.poll():
                    continue
                if not self._stopping:
                    buffers.wait_request(seen, DRAINER_SLICE_SECONDS)
        except BaseException as exc:  # noqa: BLE001 - raised by DeviceTraces.check() instead
            self.error = exc

    def stop(self) -> None:
        """Stop draining (the buffers are being freed) and wait for the thread."""
        self._stopping = True
        native.futex_wake(self.buffers.wake_addr)
        self.join(timeout=5.0)


def detach(ctx: CollectorContext, buffers: TraceBuffers, drainer: Drainer) -> None:
    """Stop ``drainer``, detach ``buffers`` from the context's cores (the init args and every
    core's GlobalContext stop naming a trace buffer) and return their GM."""
    drainer.stop()
    cb = ctx.control_block
    if cb is not None:
        cb.init.access_trace = 0
        for core in range(buffers.ncores):
            cb.cores[core].global_ctx.access_trace = 0
    buffers.free()
