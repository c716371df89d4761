"""A stream launch of an interpreted Worker: the phases of a stream launch, with the run
phase ``interpreted.run_interpreted``, run at once in stream order.

``s.launch(k, *buffers)`` on a Worker with ``interpret`` walks plan and bind as
``phases.queued_launch`` does (tensors must be DeviceBuffers), waits for what is queued on the
device (other Workers' compiled launches on the context), and runs the kernel in the calling
thread before it returns.  The stream keeps its rules: a failed stream discards the launch,
an event it waits for that follows a failed launch fails it, and an error of the launch (a
fault, a failed assert or bounds check) fails the stream, raised at its next
``synchronize()`` (or the query of an event recorded after it) naming the launch.  Events
recorded after it are complete at once; host callbacks run in order around it.
"""

from __future__ import annotations

from typing import Any

from incore.runtime.host.collector import ROOMS_ON, Launch, LaunchOptions
from incore.runtime.host.launch.collecting import begin_launch, collect_launch, end_launch
from incore.runtime.host.launch.interpreted import run_interpreted
from incore.runtime.host.launch.phases import (
    bind_queued,
    plan,
    release,
    stage_sync,
    staging,
    variant,
)
from incore.runtime.host.launch.protocol import LaunchContext
from incore.runtime.host.validate import bind_args


def queued_launch(ctx: LaunchContext, stream: Any, kernel: Any, args: tuple, blocks: int | None,
                  options: LaunchOptions) -> None:
    """Run one stream launch of an interpreted Worker (module docstring; under the lock,
    started).  Bad arguments raise here, as they do for a compiled stream launch."""
    ctx.waits.settle()  # what is queued on the device runs first; its failures reach their streams
    collectors = (ctx.collectors.launch_collectors(ctx, options)
                  if ROOMS_ON or options.collect else ())
    launch = Launch(ctx, kernel, args, blocks, options, stream)
    accepted = False
    try:
        if collectors:
            begin_launch(launch, collectors)
            kernel = variant(collectors, kernel)
        plan(launch, kernel)
        bind_queued(launch)
        if stream.failure is None:
            stream.inherit()
        if stream.failure is not None:
            stream.discard()
            end_launch(launch, None)
            return
        if staging(launch.collectors):  # a collector reads the full binding (dumps)
            launch.bound, _symbols = bind_args(launch.launchable.meta, args, ctx.arch, ctx.gm)
        ctx.use_level(options.log_level)
        # counted as the stream's next launch; it keeps the device task of the last one
        launch.ordinal = stream.enqueued(stream.last_seq)
        accepted = True
        try:
            stage_sync(launch)
            run_interpreted(launch)
            for c in launch.collectors:
                c.after_run(launch)
        finally:
            release(ctx, launch.launchable)
        if launch.collectors:
            collect_launch(launch)
    except Exception as e:
        end_launch(launch, e)
        if not accepted:
            raise
        stream.fail(e, launch.seq, 0, launch.ordinal)  # raised at the stream's next wait
        return
    except BaseException as e:
        end_launch(launch, e)
        raise
    end_launch(launch, None)
