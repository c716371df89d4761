"""The sanitizer's part of a launch: the checked variant, its record buffers, the checks.

The launch pipeline's sanitizer collector (``collector.py``) runs a sanitizing Worker's
launches as the kernel's checked variant (:func:`checked_variant`: ``Kernel.sanitize_variant``,
compiled on demand and cached beside the kernel), readies the device's record buffers before
the run (:func:`ready_buffers`: the L2 model's per-core ``TraceBuffers`` in GM and their
drainer thread, pointed to by every core's ``GlobalContext.access_trace``; the L2 model's own
buffers are released first, as both use that pointer) and, once the outputs were copied back,
``Session.finish`` decodes the records, checks them (``checks.py``, ``initstate.py``), adds
the bytes the launch wrote to its device buffers' initialised state and raises
``SanitizerError`` when there are findings.
"""

from __future__ import annotations

import ctypes
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from incore import abi
from incore.errors import SanitizerError, runtime_error
from incore.runtime.host.collector import CollectorContext
from incore.runtime.l2 import capture as l2capture
from incore.runtime.l2 import trace as l2trace
from incore.runtime.l2.trace import Drainer, TraceBuffers
from incore.runtime.sanitizer import checks, initstate, order, records, strided
from incore.runtime.sanitizer.findings import Finding, summary

# Words per core buffer (3 words per record): coalesced intervals are few, so this rarely
# fills; a full buffer is drained while the core waits, so nothing is lost.
CAPACITY_WORDS = 3 * (1 << 16)
ROOM = "sanitizer"  # the key of a context's SanitizerBuffers in ``ctx.collector_state``


class SanitizerBuffers:
    """The record buffers of one device context and their drainer."""

    def __init__(self, ctx: CollectorContext, capacity: int = CAPACITY_WORDS) -> None:
        ncores = len(ctx.topology)
        self.buffers = TraceBuffers(ctx.gm, ncores, capacity)
        self.drainer = Drainer(self.buffers)
        self.drainer.start()
        self.attach(ctx)

    def attach(self, ctx: CollectorContext) -> None:
        """Point every core (and a restarted device's cold start) at these buffers."""
        init = ctx.control_block.init
        init.access_trace = self.buffers.address(0)
        init.access_trace_stride = self.buffers.stride
        for core in range(self.buffers.ncores):
            ctx.control_block.cores[core].global_ctx.access_trace = self.buffers.address(core)

    def check(self) -> None:
        """Raise if the drainer thread failed (it never should)."""
        if self.drainer.error is not None:
            raise runtime_error("INTERNAL",
                                detail=f"the sanitizer's drainer failed: {self.drainer.error!r}")

    def free(self, ctx: CollectorContext) -> None:
        """Stop the drainer, detach the buffers from the cores and return their GM."""
        l2trace.detach(ctx, self.buffers, self.drainer)


def release(ctx: CollectorContext) -> None:
    """Free the context's sanitizer buffers, if any (context teardown; an L2-model launch)."""
    bufs = ctx.collector_state.pop(ROOM, None)
    if bufs is not None:
        bufs.free(ctx)


@dataclass
class Session:
    """One sanitized launch: the checked variant it ran (``kernel``, whose payloads' meta hold
    the site tables) and the buffers its records are in; ``check_seconds`` is how long the
    checks took."""

    kernel: Any
    buffers: SanitizerBuffers
    check_seconds: float = 0.0

    def findings(self, ctx: CollectorContext, k: Any, args: ctypes.Array, bound: list | None
                 ) -> list[Finding]:
        """Decode and check the launch's records (``k`` the launched ``Launchable``,
        ``args`` its args words, ``bound`` its bound arguments)."""
        self.buffers.check()
        per_core = self.buffers.buffers.collect()
        t0 = time.perf_counter()
        kernel = self.kernel
        variants = getattr(kernel, "variants", {})
        tables = {v: records.SiteTable.from_meta(p.meta.get("sanitize_sites", []))
                  for v, p in variants.items()}
        topo = ctx.topology
        per_kind = {abi.CORE_AIC: tables.get("aic"), abi.CORE_AIV: tables.get("aiv")}
        # records the checked variant cannot have written raise INTERNAL
        meta = k.meta
        tensors, buffers = _tensors(args, meta, bound)
        decoded = records.decode(per_core, [per_kind.get(kind) for _, kind, _, _ in topo])
        trace = records.coalesce(strided.resolve(decoded, tensors))
        launch = checks.LaunchTrace(trace, order.build(trace, topo), tensors, topo,
                               meta.get("source", "<kernel>"), k.name)
        found, inside = checks.out_of_bounds(launch)
        found += checks.index_overflows(launch)
        found += checks.races(launch, inside)
        found += initstate.uninitialized(launch, inside)
        found += checks.unpaired_flags(launch)
        initstate.record_writes(buffers, launch, inside)
        self.check_seconds = time.perf_counter() - t0
        return found

    def finish(self, ctx: CollectorContext, k: Any, args: ctypes.Array, bound: list | None) -> None:
        """Check the launch; ``SanitizerError`` with its findings if there are any."""
        found = self.findings(ctx, k, args, bound)
        if found:
            raise SanitizerError(summary(found, k.name), found, k.name)


def checked_variant(kernel: Any) -> Any:
    """``kernel``'s checked variant (compiled on first use, cached beside it)."""
    variant = getattr(kernel, "sanitize_variant", None)
    if variant is None:
        raise runtime_error(
            "PARAMETER_VALUE", param="kernel", given=type(kernel).__name__,
            expected="a kernel of incore.compile (only those can be recompiled checked)")
    try:
        return variant()
    except ValueError as exc:
        raise runtime_error("PARAMETER_VALUE", param="kernel", given=kernel.name,
                            expected=str(exc)) from None


def ready_buffers(ctx: CollectorContext) -> SanitizerBuffers:
    """The context's record buffers, emptied and pointed to by every core (the L2 model's
    trace buffers are released first: both use ``GlobalContext.access_trace``)."""
    l2capture.free_traces(ctx)
    bufs = ctx.collector_state.get(ROOM)
    if bufs is None:
        bufs = ctx.collector_state[ROOM] = SanitizerBuffers(ctx)
    else:
        bufs.attach(ctx)
    bufs.buffers.reset()
    return bufs


def _itemsize(dtype: str) -> int:
    return 1 if dtype == "bool" else int("".join(ch for ch in dtype if ch.isdigit())) // 8


def _tensors(args: ctypes.Array, meta: dict, bound: list | None
             ) -> tuple[dict[int, checks.Tensor], dict[int, Any]]:
    """Each tensor parameter's range and initialised state (from the args words and the
    TensorDescs they point at), and the device-buffer arguments by parameter index."""
    values = {b.name: b.value for b in bound} if bound else {}
    tensors, buffers = {}, {}
    for i, p in enumerate(meta.get("params", [])):
        if p.get("kind") != "tensor":
            continue
        desc_addr = int(args[p["slot"]]) & (2**64 - 1)
        if not desc_addr:
            continue
        desc = abi.TensorDesc.from_address(desc_addr)
        shape = tuple(int(desc.shape[d]) for d in range(int(desc.ndim)))
        size = _itemsize(p["dtype"])
        lo = int(desc.addr)
        init = None
        value = values.get(p["name"])
        alloc = getattr(value, "_alloc", None)
        written = getattr(alloc, "written", None)
        if written is not None:
            init = written
            buffers[i] = value
        elif alloc is not None:
            buffers[i] = value
        tensors[i] = checks.Tensor(p["name"], lo, lo + int(np.prod(shape)) * size, size,
                                   shape, init)
    return tensors, buffers
