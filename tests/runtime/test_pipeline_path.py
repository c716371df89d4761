"""Following ``kernel`` from ``Worker.launch``: the launch walks forward through the pipeline's
modules, never calling back into a module it came from, with few returns to one it left.

The frames followed are those of incore functions that hold the kernel, its plan or its
``Launchable`` (or a ``Launch`` of it) among their locals; a *return* is control coming back
to a module the launch had left, a *climb* a call into a module still on the stack below.
"""

from __future__ import annotations

import sys

import numpy as np

import incore
from tests.support import payloads as P

DEVICE = 13


def follow(call, kernel) -> list[tuple[str, str, list[str]]]:
    """``(event, module, stack)`` for every call and return of a frame that carries
    ``kernel`` while ``call()`` runs."""
    tracked = {id(kernel)}
    carriers: set[int] = set()
    stack: list[str] = []
    events = []

    def carries(frame) -> bool:
        for v in frame.f_locals.values():
            if id(v) in tracked:
                return True
            if type(v).__name__ in ("KernelPlan", "Launch") and \
                    id(getattr(v, "kernel", None)) in tracked:
                tracked.add(id(v))
                launchable = getattr(v, "launchable", None)
                if launchable is not None:
                    tracked.add(id(launchable))
                return True
        return False

    def profile(frame, event, arg):
        module = frame.f_globals.get("__name__", "")
        if not module.startswith("incore."):
            return
        if event == "call" and carries(frame):
            carriers.add(id(frame))
            events.append(("call", module, list(stack)))
            stack.append(module)
        elif event == "return" and id(frame) in carriers:
            carriers.discard(id(frame))
            stack.pop()
            events.append(("return", module, list(stack)))

    sys.setprofile(profile)
    try:
        call()
    finally:
        sys.setprofile(None)
    return events


def walk(events) -> tuple[list[str], int, int]:
    """The modules in the order the launch is in them, its climbs and its returns."""
    places: list[str] = []
    climbs = returns = 0
    for event, module, stack in events:
        here = stack[-1] if stack else None
        if event == "call" and module != here:
            climbs += module in stack
            places.append(module)
        elif event == "return" and here is not None and here != module:
            returns += 1
            places.append(here)
    return places, climbs, returns


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=DEVICE)


def test_a_launch_walks_the_pipeline_forward(worker, no_collector_rooms):
    k = P.empty()
    worker.launch(k, blocks=1)  # planned: the launch below takes the steady path
    places, climbs, returns = walk(follow(lambda: worker.launch(k, blocks=1), k))
    assert climbs == 0, places
    assert returns <= 8, places
    first = list(dict.fromkeys(places))
    # no collector, device buffers only, the arguments of the plan's last binding: no Launch
    # record (``collector.py``); Worker.launch (``host/sync_launch.py``, which takes the lock
    # and finds the plan and its binding) straight to the pipeline's plain run, then the queue
    assert first[:4] == ["incore.runtime.host.sync_launch",
                         "incore.runtime.host.launch.plan",  # KernelPlan.repeats
                         "incore.runtime.host.launch.pipeline",
                         "incore.runtime.host.launch.launchqueue"], first
    assert "incore.runtime.host.collector" not in places
    assert "incore.runtime.host.context" not in places  # the pipeline never calls back up


def test_a_staged_launch_never_climbs_back(worker, no_collector_rooms):
    k = incore.compile("""
@aiv
kernel twice(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = 2.0 * x[i]
""", "twice.ik")["twice"]
    x = np.arange(64, dtype=np.float32)
    y = np.zeros_like(x)
    worker.launch(k, x, y, blocks=2)
    places, climbs, returns = walk(follow(lambda: worker.launch(k, x, y, blocks=2), k))
    assert climbs == 0, places
    assert returns <= 8, places
    assert np.array_equal(y, 2.0 * x)
