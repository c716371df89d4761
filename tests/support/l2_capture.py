"""The per-core request records an L2-modelled launch hands its simulator, as drained."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np

from incore.runtime.l2 import capture


@contextmanager
def drained_records() -> Iterator[dict[str, list[np.ndarray]]]:
    """Inside the block, each launch simulated by the whole-trace path (a Worker whose
    ``L2Config`` has ``advise=True``) leaves copies of its per-core records, as drained, in
    the yielded dict's ``"per_core"``."""
    seen: dict[str, list[np.ndarray]] = {}
    real = capture.simulate

    def spy(per_core, *args, **kwargs):
        seen["per_core"] = [r.copy() for r in per_core]
        return real(per_core, *args, **kwargs)

    capture.simulate = spy
    try:
        yield seen
    finally:
        capture.simulate = real
