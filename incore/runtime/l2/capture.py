"""The L2 model's part of a launch: the traced variant, the trace buffers, the simulation.

The L2 collector (``collector.py``) runs a Worker's launches as the kernel's traced variant
for the L2's line size (``traced_variant``: ``Kernel.l2_variant``, compiled on demand on the
compiler side and cached beside the kernel) and readies the device's trace buffers before
the run (``ready_traces``: allocated in GM on first use, pointed to by every core's
GlobalContext.access_trace, with a drainer thread, ``trace.Drainer``, that empties full
buffers while the kernel waits and is stopped when the buffers are freed).  After the launch
``finish`` puts the per-core request traces in L2 order, decides each request's policy and
finds its tensor (``gather.py``, native), then simulates the requests once (``model.py``) in
the Worker's L2 (``state.py``), which keeps its contents between launches.
"""

from __future__ import annotations

import ctypes
import time
from dataclasses import replace
from typing import Any

import numpy as np

from incore import abi
from incore.errors import runtime_error
from incore.runtime.common.control import LAUNCH_MIX
from incore.runtime.host.collector import CollectorContext
from incore.runtime.l2 import advisor, gather, trace
from incore.runtime.l2.config import L2Config
from incore.runtime.l2.counters import L2Counters, L2Stats
from incore.runtime.l2.model import CacheState
from incore.runtime.l2.state import WorkerL2
from incore.runtime.l2.streaming import StreamingLaunch
from incore.runtime.l2.trace import ADDR_MASK, Drainer, TraceBuffers

OTHER = "(other)"
ROOM = "l2"  # the key of a context's trace buffers in ``ctx.collector_state``
TIMELINE_POINTS = 100


class DeviceTraces:
    """The trace buffers of one device context (``ctx.collector_state["l2"]``)."""

    def __init__(self, ctx: CollectorContext, capacity: int) -> None:
        ncores = len(ctx.topology)
        self.buffers = TraceBuffers(ctx.gm, ncores, capacity)
        # Empties full buffers while a traced kernel waits; it sleeps on the request word
        # otherwise, and lives as long as the buffers.
        self.drainer = Drainer(self.buffers)
        self.drainer.start()
        init = ctx.control_block.init
        init.access_trace = self.buffers.address(0)  # a restarted device's cold start
        init.access_trace_stride = self.buffers.stride
        for core in range(ncores):  # the device is running: its cold start saw no buffers
            ctx.control_block.cores[core].global_ctx.access_trace = self.buffers.address(core)

    def check(self) -> None:
        """Raise if the drainer thread failed (it never should)."""
        error = self.drainer.error
        if error is not None:
            raise runtime_error("INTERNAL", detail=f"the L2 trace drainer failed: {error!r}")

    def free(self, ctx: CollectorContext) -> None:
        """Stop the drainer, detach the buffers from the cores and return their GM."""
        trace.detach(ctx, self.buffers, self.drainer)


def traced_variant(kernel: Any, line: int) -> Any:
    """``kernel``'s traced variant for L2 lines of ``line`` bytes (``Kernel.l2_variant``,
    compiled on demand and cached); L2_KERNEL_NOT_TRACEABLE if it has none."""
    variant = getattr(kernel, "l2_variant", None)
    if variant is None:
        raise runtime_error(
            "L2_KERNEL_NOT_TRACEABLE", kernel=getattr(kernel, "name", type(kernel).__name__),
            detail="it has no l2_variant(): only kernels of incore.compile can be traced")
    try:
        return variant(line)
    except ValueError as exc:
        raise runtime_error("L2_KERNEL_NOT_TRACEABLE", kernel=kernel.name,
                            detail=str(exc)) from None


def ready_traces(ctx: CollectorContext, config: L2Config) -> DeviceTraces:
    """``ctx``'s trace buffers for ``config``, emptied for a launch (allocated on first use,
    reallocated when the capacity changes)."""
    rooms = ctx.collector_state
    traces = rooms.get(ROOM)
    if traces is not None and traces.buffers.capacity != config.trace_records:
        traces.free(ctx)
        del rooms[ROOM]
        traces = None
    if traces is None:
        traces = rooms[ROOM] = DeviceTraces(ctx, config.trace_records)
    traces.buffers.reset(config.set_sampling - 1)
    return traces


def free_traces(ctx: CollectorContext) -> None:
    """Free ``ctx``'s trace buffers, if it has any (the context tears down)."""
    traces = ctx.collector_state.pop(ROOM, None)
    if traces is not None:
        traces.free(ctx)


def _wave_width(ctx: CollectorContext, k: Any) -> int:
    return ctx.clusters if k.kind == LAUNCH_MIX else sum(
        1 for _, kind, _, _ in ctx.topology if kind == k.kind)


def streaming(ctx: CollectorContext, traces: DeviceTraces, config: L2Config, k: Any,
              args: ctypes.Array, nblocks: int,
              state: WorkerL2 | None) -> StreamingLaunch | None:
    """The launch's requests simulated as they are drained (``streaming.py``), when a
    Worker's L2 takes them and the advisor, which needs the whole trace, is off."""
    if state is None or config.advise:
        return None
    layout = ctx.layout
    consumer = StreamingLaunch(
        state.cache, state.lock, ctx.arch, ctx.l2_cache_offset, layout.gm_base,
        layout.gm_size, tensor_ranges(args, k.meta), len(ctx.topology), _wave_width(ctx, k),
        int(nblocks), abi.CLUSTER_CORES if k.kind == LAUNCH_MIX else 1)
    traces.buffers.consumer = consumer
    return consumer


def _streamed(consumer: StreamingLaunch, config: L2Config, arch: str, offset: int,
              ranges: list, ncores: int) -> L2Stats:
    counters, requests, line_timeline = consumer.finish()
    ntensors = len(ranges) + 1
    grid = counters.reshape(ntensors, ncores, -1)
    names = [r[0] for r in ranges] + [OTHER]
    per_tensor = {names[t]: L2Counters.from_row(grid[t].sum(axis=0)) for t in range(ntensors)
                  if grid[t].any() or t < len(ranges)}
    per_core = {c: L2Counters.from_row(grid[:, c].sum(axis=0)) for c in range(ncores)
                if grid[:, c].any()}
    return L2Stats(config=config, arch=arch, l2_cache_offset=offset, accesses=requests,
                   total=L2Counters.from_row(counters.sum(axis=0)), per_core=per_core,
                   per_tensor=per_tensor, timeline=line_timeline)


def finish(ctx: CollectorContext, traces: DeviceTraces, config: L2Config, k: Any,
           args: ctypes.Array, state: WorkerL2 | None = None,
           consumer: StreamingLaunch | None = None) -> L2Stats:
    """Collect the traces of the launch of ``k`` (its ``Launchable``) that ran with the args
    words ``args`` and simulate it in ``state``, the Worker's L2 (None: a cold L2), which
    counts it in its totals; with a ``consumer`` the requests were simulated as drained and
    the rest is placed now."""
    traces.check()
    t0 = time.perf_counter()
    if consumer is not None:
        traces.buffers.collect()  # feeds the consumer what the launch left in the buffers
        traces.buffers.consumer = None
        error = traces.buffers.consumer_error
        if error is not None:
            raise runtime_error("INTERNAL", detail=f"the L2 model's streaming simulation "
                                f"failed: {error!r}")
        stats = _streamed(consumer, config, ctx.arch, ctx.l2_cache_offset,
                          consumer.ranges, consumer.ncores)
        stats = replace(stats, drains=traces.buffers.drains(), simulate_s=consumer.busy_s)
        state.add(stats)
        return stats
    per_core = traces.buffers.collect()
    drains = traces.buffers.drains()
    t0 = time.perf_counter()
    width = _wave_width(ctx, k)
    ranges = tensor_ranges(args, k.meta)
    layout = ctx.layout
    if state is None:
        stats = simulate(per_core, width, config, ctx.arch, ctx.l2_cache_offset,
                         layout.gm_base, layout.gm_size, ranges)
    else:
        with state.lock:
            stats = simulate(per_core, width, config, ctx.arch, ctx.l2_cache_offset,
                             layout.gm_base, layout.gm_size, ranges, state.cache, state.run)
    stats = replace(stats, drains=drains, simulate_s=time.perf_counter() - t0)
    if state is not None:
        state.add(stats)
    return stats


def tensor_ranges(template: ctypes.Array, meta: dict) -> list[tuple[str, int, int, bool]]:
    """``(name, start, end, written)`` of every tensor argument of the launch, read from the
    args template and the TensorDescs it points at."""
    out = []
    for p in meta.get("params", []):
        if p.get("kind") != "tensor":
            continue
        desc_addr = int(template[p["slot"]]) & (2**64 - 1)
        if not desc_addr:
            continue
        desc = abi.TensorDesc.from_address(desc_addr)
        itemsize = np.dtype(abi.NUMPY_DTYPES.get(p["dtype"], "uint8")).itemsize
        count = 1
        for k in range(int(desc.ndim)):
            count *= int(desc.shape[k])
        out.append((p["name"], int(desc.addr), int(desc.addr) + count * itemsize,
                    bool(p.get("written"))))
    return out


def attribute(addr: np.ndarray, ranges: list[tuple[str, int, int, bool]]) -> np.ndarray:
    """The index in ``ranges`` of the tensor each address lies in, ``len(ranges)`` if none (a
    buffer passed for two parameters counts for the first)."""
    n = len(ranges)
    out = np.full(len(addr), n, dtype=np.int64)
    for i in range(n - 1, -1, -1):  # earlier parameters win
        _, lo, hi, _ = ranges[i]
        out[(addr >= np.uint64(lo)) & (addr < np.uint64(hi))] = i
    return out


def simulate(
    per_core: list[np.ndarray], wave_width: int, config: L2Config, arch: str, offset: int,
    gm_base: int, gm_size: int, ranges: list[tuple[str, int, int, bool]],
    cache: CacheState | None = None, run: advisor.RunAdvice | None = None,
) -> L2Stats:
    """Simulate one launch's request traces (per core, as drained) in ``cache`` (a Worker's
    L2, left holding what the launch leaves; None: a cold L2) and count them; with the
    advisor on, ``run`` (the Worker's ``RunAdvice``) counts the launch too.

    Everything per record is computed in per-core order; one gather puts the records the
    simulator needs into L2 order (``merge.py``)."""
    ncores = len(per_core)
    g = gather.gather(per_core, wave_width, arch, gm_base, gm_size, offset, ranges, ncores)
    merged, groups = g["words"], g["groups"]
    ntensors = len(ranges) + 1
    state = cache if cache is not None else CacheState(
        config.sets, config.ways, config.line, config.granule, config.set_sampling)
    cold = not state.tags.any()  # then the launch's hits are the advisor's cold-L2 hits
    table = np.array([(lo, hi) for _, lo, hi, _ in ranges], dtype=np.uint64).reshape(-1, 2)
    counters, hits = state.simulate(merged, groups, ntensors * ncores, want_hits=True,
                                    owners=(table, ncores))
    grid = counters.reshape(ntensors, ncores, -1)
    names = [r[0] for r in ranges] + [OTHER]
    per_tensor = {names[t]: L2Counters.from_row(grid[t].sum(axis=0)) for t in range(ntensors)
                  if grid[t].any() or t < len(ranges)}
    per_core_counts = {c: L2Counters.from_row(grid[:, c].sum(axis=0)) for c in range(ncores)
                       if grid[:, c].any()}
    total = L2Counters.from_row(counters.sum(axis=0)) if len(counters) else L2Counters()
    counts = trace.request_counts(merged)
    advice = {}
    if config.advise:
        blockwise = _per_block(g, merged, groups, ncores)
        weights = np.empty(len(merged), np.int64)
        weights[g["src"]] = counts
        advice = advisor.analyse(*blockwise, ranges, config, hits if cold else None,
                                 weights=weights)
        if run is not None:
            run.add(*blockwise, ranges, hits, weights=weights)
    return L2Stats(
        config=config, arch=arch, l2_cache_offset=offset, accesses=int(counts.sum()),
        total=total, per_core=per_core_counts, per_tensor=per_tensor, advice=advice,
        timeline=timeline(hits, counts),
    )


def _per_block(g: dict, merged: np.ndarray, groups: np.ndarray, ncores: int) -> tuple:
    """What the advisor works on (it works per block: the gathered requests are put back in
    per-block order): ``(words, addr, tensor, segment, compiled BYPASS, order)``."""
    src = g["src"]
    n = len(merged)
    words = np.empty(n, np.uint64)
    words[src] = merged
    tensor = np.empty(n, np.int64)
    tensor[src] = groups // np.uint32(ncores)
    compiled = np.empty(n, bool)
    compiled[src] = g["compiled"] != 0
    return words, words & ADDR_MASK, tensor, g["seg_of"], compiled, src.astype(np.int64)


def timeline(hits: np.ndarray | None, lines: np.ndarray | None,
             points: int = TIMELINE_POINTS) -> tuple:
    """The hit rate of ``points`` consecutive equal slices of the merged trace (``lines``:
    the lines of each record; None: one each, as for the payload's requests)."""
    if hits is None or not len(hits):
        return ()
    if lines is None:
        lines = np.ones(len(hits), dtype=np.int64)
    edges = np.linspace(0, len(lines), min(points, len(lines)) + 1).astype(np.int64)
    h = np.add.reduceat(hits.astype(np.int64), edges[:-1])
    n = np.add.reduceat(lines.astype(np.int64), edges[:-1])
    return tuple(float(a) / float(b) if b else 0.0 for a, b in zip(h, n, strict=True))
