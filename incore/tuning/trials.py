"""One trial of the autotuner: a config's kernel launched on copies of the tensors it
writes (the user's arrays and buffers are never written by a trial), and the figure the
metric ranks by.

- ``time``: the median host time of ``reps`` launches (``Worker.launch``, copies in and out
  included for numpy arguments), after ``warmup`` untimed ones.
- ``l2_bytes``: the L2 model's main-memory bytes of one launch from an empty L2 (a Worker
  with ``l2_model``).
- ``l2_time``: that launch's estimated main-memory time at the default bandwidths
  (``incore.runtime.l2.memtime.Bandwidths``).
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import numpy as np

METRICS = ("time", "l2_bytes", "l2_time")


def trial_args(worker: Any, meta: dict, args: tuple) -> tuple[list, list]:
    """The arguments of a trial: each tensor the kernel writes copied (a numpy array as a
    numpy copy, a DeviceBuffer into a new buffer), the others as given; and the buffers to
    free afterwards."""
    out, owned = [], []
    for param, arg in zip(meta["params"], args, strict=False):
        if param["kind"] == "tensor" and param.get("written"):
            if isinstance(arg, np.ndarray):
                arg = arg.copy()
            elif hasattr(arg, "numpy"):
                arg = worker.to_device(np.array(arg.numpy()))
                owned.append(arg)
        out.append(arg)
    out.extend(args[len(out):])
    return out, owned


def measure(worker: Any, kernel: Any, args: tuple, blocks: int | tuple[int, ...] | None,
            metric: str, warmup: int, reps: int) -> float:
    """The figure of one trial of ``kernel`` (see the module docstring); exceptions of the
    launch propagate, for the tuner to report."""
    copies, owned = trial_args(worker, kernel.meta, args)
    try:
        if metric == "time":
            for _ in range(warmup):
                worker.launch(kernel, *copies, blocks=blocks)
            times = []
            for _ in range(reps):
                t0 = time.perf_counter()
                worker.launch(kernel, *copies, blocks=blocks)
                times.append(time.perf_counter() - t0)
            return statistics.median(times)
        worker.l2_flush()
        stats = worker.launch(kernel, *copies, blocks=blocks)
        if stats.l2 is None:
            raise ValueError(f"metric={metric!r} needs a Worker with l2_model=incore.L2Config()")
        if metric == "l2_bytes":
            return float(stats.l2.main_memory_bytes)
        from incore.runtime.l2.memtime import Bandwidths

        return float(Bandwidths().of(stats.l2))
    finally:
        for buf in owned:
            buf.free()
