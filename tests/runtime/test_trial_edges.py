"""Regression tests for the small runtime bugs a new-user trial and a fault campaign found
(issue 27): calls on a closed Worker, hints that contradict their messages, ``incore.Event()``."""

from __future__ import annotations

import pytest

import incore
from incore.errors import ContextClosedError
from incore.runtime import Worker

DEV = 14

SOURCE = """
@aiv
kernel bump(c: Tensor[[1], i64]):
    if block_idx == 0:
        c[0] = c[0] + 1
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SOURCE, filename="trial_edges.ik", opt=0)


# ------------------------------------------------------------------ calls on a closed Worker


@pytest.mark.parametrize("l2_model", [True, False])
def test_l2_calls_and_cores_after_close_raise_the_closed_context_error(l2_model):
    w = Worker(device_id=DEV, clusters=1,
               l2_model=incore.L2Config() if l2_model else None).start()
    assert len(w.cores) == 3
    if l2_model:
        w.l2_flush()
        w.l2_stats()
    w.close()
    with pytest.raises(ContextClosedError) as memory:
        w.memory_stats()  # what every other call raises after close
    for call in (lambda: w.l2_stats(), lambda: w.l2_stats(reset=True), lambda: w.l2_flush(),
                 lambda: w.cores):
        with pytest.raises(ContextClosedError) as info:
            call()
        assert info.value.code == memory.value.code == "CONTEXT_CLOSED"
        assert info.value.message == memory.value.message


def test_cores_of_a_worker_never_started_and_closed_is_the_closed_error():
    w = Worker(device_id=DEV, clusters=2)
    assert len(w.cores) == 6  # no device needed before close
    w.close()
    with pytest.raises(ContextClosedError, match="closed"):
        _ = w.cores
