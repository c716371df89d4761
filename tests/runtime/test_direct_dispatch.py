"""The host's direct dispatch of a synchronous launch (``host/launch/direct.py``): it takes the
dispatch time from its caller (``time.monotonic_ns()``, the device's CLOCK_MONOTONIC) and the
host's timeout measures from it."""

from __future__ import annotations

import time

import pytest

from incore import DeviceFault
from incore.runtime import Worker
from tests.support import payloads as P

pytestmark = pytest.mark.device

DEVICE = 17


def _counting_direct(w):
    """Count the direct dispatches of ``w``'s context (each also returns what it returned)."""
    launches = w._ctx.launches
    real = launches.direct
    calls = []

    def counted(*args):
        calls.append(args)
        return real(*args)

    launches.direct = counted
    return calls


def test_a_direct_dispatch_stamps_the_lane_with_the_callers_clock():
    with Worker(device_id=DEVICE, clusters=1, timeout=20) as w:
        k = P.empty()
        w.launch(k, blocks=1)
        calls = _counting_direct(w)
        before = time.monotonic_ns()
        w.launch(k, blocks=1)
        after = time.monotonic_ns()
        assert len(calls) == 1  # the idle device took it directly
        started = int(w._ctx.launches.queue.words.started_ns)
        assert started == calls[0][3]  # the time the host passed is lane 0's dispatch time
        assert before <= started <= after


def test_a_directly_dispatched_launch_times_out_at_the_workers_timeout():
    with Worker(device_id=DEVICE, clusters=1, timeout=0.5) as w:
        w.launch(P.empty(), blocks=1)
        calls = _counting_direct(w)
        t0 = time.monotonic()
        with pytest.raises(DeviceFault, match="timed out"):
            w.launch(P.spin(), blocks=1)
        waited = time.monotonic() - t0
        assert len(calls) == 1
        assert 0.5 <= waited < 10.0  # from the dispatch time, not from a stale or zero one
