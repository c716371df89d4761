"""The per-core request records an L2-modelled launch hands its simulator, as drained."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np

from incore.runtime.l2 import capture
from incore.runtime.l2.trace import sizes


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


def launch_records(w, kernel, args: tuple, blocks: int, out: int = 1) -> dict:
    """One launch of ``kernel`` on the traced Worker ``w`` (``advise=True``) from a cold L2:
    ``records``, each block's request records in order (a block runs on one core; which core
    runs it varies between launches), ``stats``, the launch's counters but the per-core ones,
    and ``out``, a copy of device buffer ``args[out]`` after it."""
    with drained_records() as seen:
        w.l2_flush()
        stats = w.launch(kernel, *args, blocks=blocks).l2
    by_block: dict[int, list[int]] = {}
    current: list[int] = []
    for words in seen["per_core"]:
        for word, size in zip(words.tolist(), sizes(words).tolist(), strict=True):
            if size == 0:  # a block marker: the block's index
                current = by_block.setdefault(word & ((1 << 56) - 1), [])
            else:
                current.append(word)
    counters = {k: v for k, v in stats.as_dict().items()
                if k != "per_core" and not k.endswith("_s")}
    return {"records": by_block, "stats": counters, "out": args[out].numpy().copy()}
