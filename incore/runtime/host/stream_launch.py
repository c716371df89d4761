"""``Stream.launch``, the method (``stream.py`` binds it): the common stream launch in one call
frame, every other one through ``operations.launching`` and ``pipeline.launch_queued``.

The common case is a launch whose arguments are the very objects of its kernel's plan's last
binding (its tensors' DeviceBuffers not freed, the TensorDesc pool not cleared), with an int
block count, on a started context with nothing to notice, collect or settle, a stream with no
failure, host callback or event to follow, a plan with no collector that runs beside other
launches, and room in the queue: nothing is checked, bound or waited for.  For it the frames
of ``launching``, ``launch_queued``, ``KernelPlan.bind``, ``Entry.describe``,
``Entry.write_args`` and ``Stream.enqueue`` are written out here, under the context's lock
as ``launching`` takes it (each of those frames costs a tenth of the launch's host time),
and it writes what they write (``tests/runtime/test_stream_launch_bound.py`` compares the two
ways).  Any other launch is found out before anything changed and goes the general way, after
the lock was let go.
"""

from __future__ import annotations

from _thread import get_ident
from typing import Any

from incore.runtime.common.control import RING_SLOTS, STATUS_FAULT
from incore.runtime.host.apilog import log_failure
from incore.runtime.host.collector import ROOMS_ON
from incore.runtime.host.kernel_forms import resolve as resolve_kernel
from incore.runtime.host.launch.launchqueue import SEQ_MASK
from incore.runtime.host.launch.pipeline import launch_queued
from incore.runtime.host.launch.staging import MAX_BLOCKS
from incore.runtime.host.native_launch import install as install_native
from incore.runtime.host.operations import after_close, launching


def launch(self: Any, kernel: Any, *args: Any,
           blocks: int | tuple[int, ...] | None = None, **consts: Any) -> None:
    """Enqueue ``kernel`` on ``blocks`` blocks and return at once.  Other keywords are
    values of the kernel's ``const`` parameters, as for ``Worker.launch``.

    Tensor arguments must be DeviceBuffers (``worker.to_device(array)``; a numpy array is
    a TypeError); scalars are copied.  The buffers stay allocated until the launch has
    run, even if freed meanwhile.  A full queue blocks until the device has room.  Host
    callbacks added before it run first (``add_callback``).  Inside
    ``with stream.capture() as g`` the launch is checked and recorded into ``g`` instead.
    """
    if consts or getattr(kernel, "_launch_form", None) is not None:
        kernel = resolve_kernel(kernel, self, args, blocks, consts, "Stream.launch")
    if self._graph is not None or self._callbacks or self._after:
        self._launch_after(kernel, args, blocks)
        return
    worker = self._worker
    ctx = worker._ctx
    plan = None
    if ctx is not None and not worker._closed and type(blocks) is int and not ROOMS_ON:
        options = worker.launch_options
        try:
            lock = ctx.lock
            lock.acquire()
            previous, owner = ctx.caller, ctx.owner
            ctx.caller, ctx.owner = worker, get_ident()
            try:
                launches = ctx.launches
                plan = launches.plans.get(id(kernel))  # plan_for's probe, written out
                queue = launches.queue
                if (plan is None or plan.kernel is not kernel or not 0 < blocks <= MAX_BLOCKS
                        or options.collect or worker.start_seconds is None
                        or not ctx.is_ready() or launches.collecting is not None
                        or self.failure is not None or self._after
                        or options.log_level != launches.log_level
                        or plan.alone or queue.header.status == STATUS_FAULT
                        or not plan.repeats(args)):
                    plan = None
                if plan is not None:
                    words = queue.words
                    tail, done = words.tail, words.completed
                    if (tail - done) & SEQ_MASK >= RING_SLOTS:
                        plan = None  # full: launch_queued waits for room
                    else:
                        seq = (tail + 1) & SEQ_MASK
                        entry = queue.entries[seq % RING_SLOTS] or queue.entry(seq)
                        timeout = options.timeout
                        if entry.plan is plan and entry.nblocks == blocks and not entry.profile:
                            entry.launchable = plan.launchable  # Entry.describe's writes
                            entry.stream = self
                            entry.timeout = timeout
                        else:
                            entry.describe(plan, blocks, self, timeout, 0)
                        keep = entry.keep  # the GM the launch uses, held until it completed
                        keep.clear()
                        for i in plan.tensor_index:
                            keep.append(args[i]._alloc)
                        if entry.wrote is not plan or entry.wrote_version != plan.version:
                            entry.write_args(plan, args)  # the descriptor holds other words
                        entry.observed = None
                        if self._waited:
                            waited, overlap = self.enqueue(entry, seq, done)
                            queue.publish_native(seq, entry.after, waited, overlap)
                        else:  # Stream.enqueue without events, written out
                            after = self._last_seq
                            if after is None or after == done or \
                                    ((after - done) & SEQ_MASK) >= 0x80000000:
                                after = done
                            entry.after = after
                            entry.ordinal = self._count = self._count + 1
                            self._last_seq = seq
                            queue.publish_after(seq, after)  # waited = after, overlap 1
            finally:
                ctx.caller, ctx.owner = previous, owner
                lock.release()
        except Exception as exc:
            log_failure("Stream.launch", exc)
            raise
        finally:
            if worker._closed or ctx.deferred_closes:
                after_close(worker, ctx)
    if plan is None:  # not the common case: the general way, logging its failures
        launching(worker, "Stream.launch", launch_queued, self, kernel, args, blocks,
                  worker.launch_options)
    elif self._native_ctx is None or self._native_ctx() is not ctx:
        install_native(self, ctx, kernel, launch)  # the next such launch: one native call
