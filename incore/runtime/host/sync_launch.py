"""``Worker.launch``, the method (``runtime/worker.py`` binds it): the common synchronous launch
with the frames of ``operations.launching`` and ``pipeline.launch_sync`` written out, every
other one through them.

The common case is a launch whose arguments are the very objects of its kernel's plan's last
binding (its tensors' DeviceBuffers not freed, the TensorDesc pool not cleared), with an int
block count, on a started context, with no collector (the context's, the options' or the
kernel's) and no launch parameters: ``KernelPlan.bind`` would find nothing to check or bind,
so it goes straight to ``pipeline.plain_sync`` under the context's lock, as ``launching``
takes it (each frame left out costs a tenth of a microsecond).  Any other launch is found out
before anything changed and goes the general way, after the lock was let go.
"""

from __future__ import annotations

from _thread import get_ident
from typing import Any

from incore.runtime.host.apilog import log_failure
from incore.runtime.host.collector import ROOMS_ON
from incore.runtime.host.kernel_forms import resolve as resolve_kernel
from incore.runtime.host.launch.pipeline import launch_sync, plain_sync
from incore.runtime.host.launch.staging import LaunchStats
from incore.runtime.host.operations import after_close, launching


def launch(self: Any, kernel: Any, *args: Any,
           blocks: int | tuple[int, ...] | None = None, **consts: Any) -> LaunchStats:
    """Run ``kernel`` on ``blocks`` blocks (default: one per core of its kind); a tuple of
    up to three extents is a grid (``grid_idx``/``grid_dim``) of their product of blocks.

    Other keywords are values of the kernel's ``const`` parameters: the launch runs
    ``kernel.specialize(**consts)`` (compiled once per distinct set of values).

    numpy arrays are copied into GM and tensors the kernel writes are copied back in place;
    DeviceBuffers are used directly.  Raises TypeError/ValueError for bad arguments and
    DeviceFault when a core faults or the launch exceeds ``timeout``; RuntimeError if the
    Worker is closed (also by another thread or a signal handler during the launch).
    """
    if consts or getattr(kernel, "_launch_form", None) is not None:
        kernel = resolve_kernel(kernel, self, args, blocks, consts, "Worker.launch")
    ctx = self._ctx
    options = self.launch_options
    plan = None
    if ctx is not None and not self._closed and type(blocks) is int and not ROOMS_ON \
            and not options.collect:
        try:
            lock = ctx.lock
            lock.acquire()
            previous, owner = ctx.caller, ctx.owner
            ctx.caller, ctx.owner = self, get_ident()
            try:
                plan = ctx.launches.plans.get(id(kernel))  # plan_for's probe, written out
                if (plan is None or plan.kernel is not kernel or self.start_seconds is None
                        or not ctx.is_ready() or not plan.repeats(args)):
                    plan = None
                if plan is not None:
                    return plain_sync(ctx, plan, blocks, options)
            finally:
                ctx.caller, ctx.owner = previous, owner
                lock.release()
        except Exception as exc:
            log_failure("Worker.launch", exc)
            raise
        finally:
            if ctx.deferred_closes or self._closed:
                after_close(self, ctx)
    # not the common case: the general way, logging its failures
    return launching(self, "Worker.launch", launch_sync, None, kernel, args, blocks, options)
