"""A Worker's simulated L2: its contents, kept from one launch to the next as a device's L2
keeps them, and the counters accumulated over its launches.

``WorkerL2`` belongs to a Worker with ``l2_model`` (``Worker.l2_flush``, ``Worker.l2_stats``).
Every traced launch of the Worker simulates its requests in ``cache`` (under ``lock``: one
launch at a time) and adds its counters with ``add``; ``flush`` empties the cache and counts
the write-backs of its dirty lines; ``stats`` returns the accumulated counters.  With the
advisor on (``L2Config(advise=True)``), ``run`` is its view over the same launches
(``advisor.RunAdvice``, ``L2Totals.advice``).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace

from incore.runtime.l2.advisor import RunAdvice
from incore.runtime.l2.config import L2Config
from incore.runtime.l2.counters import L2Counters, L2Stats, TensorAdvice
from incore.runtime.l2.model import CacheState


@dataclass(frozen=True)
class L2Totals:
    """The counters of every launch (and flush) of a Worker since it started or since the
    last ``l2_stats(reset=True)``: ``total``, ``per_core`` and ``per_tensor`` (summed by
    parameter name), the number of ``launches`` and of ``flushes``.  The counters and rates
    of ``total`` are also attributes of this object (``totals.requests``,
    ``totals.read_hit_rate``...).  ``advice`` (with ``L2Config(advise=True)``, by parameter
    name) is the advisor's view over these launches taken together: a line a later launch
    reads again while the L2 (or, for a BYPASS tensor, an L2 where every read allocates)
    still holds it is re-read."""

    config: L2Config
    launches: int = 0
    flushes: int = 0
    total: L2Counters = L2Counters()
    per_core: dict[int, L2Counters] = field(default_factory=dict)
    per_tensor: dict[str, L2Counters] = field(default_factory=dict)
    advice: dict[str, TensorAdvice] = field(default_factory=dict)

    @property
    def sampled(self) -> int:
        """N when the counters are a set-sampling estimate (``L2Config.set_sampling``), else 1."""
        return self.config.set_sampling

    def __getattr__(self, name: str) -> object:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return getattr(self.total, name)
        except AttributeError:
            raise AttributeError(
                f"{type(self).__name__!s} has no attribute {name!r}") from None

    def as_dict(self) -> dict:
        """A JSON-ready dict of everything above."""
        return {
            "config": self.config.as_dict(), "launches": self.launches,
            "flushes": self.flushes, "total": self.total.as_dict(),
            "per_core": {str(k): v.as_dict() for k, v in self.per_core.items()},
            "per_tensor": {k: v.as_dict() for k, v in self.per_tensor.items()},
            "advice": {k: {"lines_read": a.lines_read, "lines_reread": a.lines_reread,
                           "reread_fraction": a.reread_fraction,
                           "bypass_reads": a.bypass_reads, "written": a.written}
                       for k, a in self.advice.items()},
        }


def _merge(into: dict, add: dict) -> dict:
    out = dict(into)
    for k, v in add.items():
        out[k] = out.get(k, L2Counters()) + v
    return out


class WorkerL2:
    """The L2 of one Worker with ``l2_model`` = ``config``, initially empty."""

    def __init__(self, config: L2Config) -> None:
        self.config = config
        self.lock = threading.Lock()
        self.cache = CacheState(config.sets, config.ways, config.line, config.granule,
                                config.set_sampling)
        self._totals = L2Totals(config)
        self.run = RunAdvice(config) if config.advise else None

    def add(self, stats: L2Stats) -> None:
        """Count one simulated launch."""
        with self.lock:
            t = self._totals
            self._totals = L2Totals(
                self.config, t.launches + 1, t.flushes, t.total + stats.total,
                _merge(t.per_core, stats.per_core), _merge(t.per_tensor, stats.per_tensor))

    def flush(self) -> L2Counters:
        """Empty the L2; its dirty lines are written back (counted as ``writebacks`` and
        ``bytes_to_main_memory``, in what this returns and in the totals)."""
        with self.lock:
            writebacks, nbytes = self.cache.flush()
            if self.run is not None:
                self.run.flush()
            flushed = L2Counters(writebacks=writebacks, bytes_to_main_memory=nbytes)
            t = self._totals
            self._totals = L2Totals(self.config, t.launches, t.flushes + 1, t.total + flushed,
                                    t.per_core, t.per_tensor)
            return flushed

    def stats(self, reset: bool = False) -> L2Totals:
        """The totals so far; ``reset`` starts new ones (the cache contents stay)."""
        with self.lock:
            out = self._totals
            if self.run is not None:
                out = replace(out, advice=self.run.advice())
            if reset:
                self._totals = L2Totals(self.config)
                if self.run is not None:
                    self.run.reset()
            return out

    def resident_lines(self) -> int:
        """How many lines the L2 holds now."""
        with self.lock:
            return int((self.cache.tags != 0).sum())
