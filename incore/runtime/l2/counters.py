"""The L2 counters of a launch, named as msprof names them, per launch, per core, per tensor.

Counts are requests, as msprof's ``L2Cache.csv`` counts them: what the cores' memory pipes
send the L2 (one per line a tile row or a run of element accesses covers; an atomic is one).
The rates follow msprof's definitions: a hit rate is hits over requests (reads, writes, or
both), the victim rate is victims over all requests.  ``bytes_from_main_memory`` counts a
line per allocating miss (a write miss fetches the line: write-allocate) and the GM granules
a no-allocate read miss covers; ``bytes_to_main_memory`` a line per dirty victim
(write-back).  Dirty lines still resident when the launch ends stay in the Worker's L2 (they
are written back when evicted by a later launch or by ``Worker.l2_flush()``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

import numpy as np

from incore.runtime.l2.model import COUNTER_NAMES


def _rate(num: int, den: int) -> float:
    return num / den if den else 0.0


@dataclass(frozen=True)
class L2Counters:
    """One row of counters (a launch, a core or a tensor)."""

    read_cache_hit: int = 0
    read_cache_miss_allocate: int = 0
    read_cache_miss_no_allocate: int = 0
    write_cache_hit: int = 0
    write_cache_miss_allocate: int = 0
    victims: int = 0
    writebacks: int = 0
    bytes_from_main_memory: int = 0
    bytes_to_main_memory: int = 0

    @classmethod
    def from_row(cls, row: np.ndarray) -> L2Counters:
        """Counters from one row of the simulator's ``COUNTER_NAMES``-ordered array."""
        return cls(**{name: int(v) for name, v in zip(COUNTER_NAMES, row, strict=True)})

    def __add__(self, other: L2Counters) -> L2Counters:
        return L2Counters(**{f.name: getattr(self, f.name) + getattr(other, f.name)
                             for f in fields(self)})

    @property
    def reads(self) -> int:
        """Read requests."""
        return self.read_cache_hit + self.read_cache_miss_allocate + \
            self.read_cache_miss_no_allocate

    @property
    def writes(self) -> int:
        """Write requests."""
        return self.write_cache_hit + self.write_cache_miss_allocate

    @property
    def requests(self) -> int:
        """All requests."""
        return self.reads + self.writes

    @property
    def read_hit_rate(self) -> float:
        return _rate(self.read_cache_hit, self.reads)

    @property
    def write_hit_rate(self) -> float:
        return _rate(self.write_cache_hit, self.writes)

    @property
    def total_hit_rate(self) -> float:
        return _rate(self.read_cache_hit + self.write_cache_hit, self.requests)

    @property
    def victim_rate(self) -> float:
        return _rate(self.victims, self.requests)

    def as_dict(self) -> dict[str, int | float]:
        """Every counter and rate by its msprof name."""
        out: dict[str, int | float] = {f.name: getattr(self, f.name) for f in fields(self)}
        out.update(read_hit_rate=self.read_hit_rate, write_hit_rate=self.write_hit_rate,
                   total_hit_rate=self.total_hit_rate, victim_rate=self.victim_rate)
        return out


@dataclass(frozen=True)
class TensorAdvice:
    """What the advisor saw of one tensor: the lines it read and how many were re-read within
    the L2's capacity (a read hitting in an all-allocating L2 after the block left the line)."""

    lines_read: int
    lines_reread: int
    bypass_reads: int  # reads compiled BYPASS
    written: bool

    @property
    def reread_fraction(self) -> float:
        return _rate(self.lines_reread, self.lines_read)


@dataclass(frozen=True)
class L2Stats:
    """The L2 model's view of one launch (``LaunchStats.l2``).

    ``total``, ``per_core`` (core id -> counters), ``per_tensor`` (parameter name ->
    counters; accesses outside every tensor are under ``"(other)"``), ``advice`` (parameter
    name -> TensorAdvice), ``timeline`` (hit rate of consecutive slices of the merged trace),
    the policy inputs (``arch``, ``l2_cache_offset``) and the trace size.
    """

    config: object
    arch: str
    l2_cache_offset: int
    accesses: int
    total: L2Counters
    per_core: dict[int, L2Counters]
    per_tensor: dict[str, L2Counters]
    advice: dict[str, TensorAdvice] = field(default_factory=dict)
    timeline: tuple[float, ...] = ()
    drains: int = 0
    simulate_s: float = 0.0

    launches: int = 1

    @property
    def requests(self) -> int:
        """All requests of the launch (``accesses``: the trace's request records)."""
        return self.total.requests

    @property
    def main_memory_bytes(self) -> int:
        """Bytes moved between the L2 and main memory, both ways."""
        return self.total.bytes_from_main_memory + self.total.bytes_to_main_memory

    @property
    def sampled(self) -> int:
        """N when the counters are a set-sampling estimate (``L2Config.set_sampling`` = N:
        one set in N simulated, every counter times N); 1 when they are exact."""
        return int(getattr(self.config, "set_sampling", 1))

    @classmethod
    def combine(cls, runs: list[L2Stats]) -> L2Stats:
        """The stats of several launches on one Worker as one: counters summed, the
        timelines one after the other, the advice of the first launch."""
        if len(runs) == 1:
            return runs[0]
        first = runs[0]

        def summed(attr: str) -> dict:
            out: dict = {}
            for s in runs:
                for k, v in getattr(s, attr).items():
                    out[k] = out.get(k, L2Counters()) + v
            return out

        total = L2Counters()
        for s in runs:
            total = total + s.total
        timeline = tuple(h for s in runs for h in s.timeline)
        return cls(
            config=first.config, arch=first.arch, l2_cache_offset=first.l2_cache_offset,
            accesses=sum(s.accesses for s in runs), total=total, per_core=summed("per_core"),
            per_tensor=summed("per_tensor"), advice=first.advice, timeline=timeline,
            drains=sum(s.drains for s in runs), simulate_s=sum(s.simulate_s for s in runs),
            launches=sum(s.launches for s in runs),
        )

    @property
    def offset_note(self) -> str | None:
        """The one-line explanation when BYPASS cannot show (a2a3 with offset 0), else None."""
        if self.arch == "a2a3" and not self.l2_cache_offset:
            return ("l2_cache_offset is 0: there is no nocache window, so BYPASS loads read the "
                    "ordinary window and are cached (as on a device whose driver reports 0); "
                    "rerun with --l2-offset 0x80000000000 to see what BYPASS buys")
        return None

    def as_dict(self) -> dict:
        """A JSON-ready dict of everything above."""
        cfg = self.config
        config = cfg.as_dict() if hasattr(cfg, "as_dict") else {
            "size": cfg.size, "ways": cfg.ways, "line": cfg.line}
        return {
            "config": config,
            "arch": self.arch,
            "l2_cache_offset": self.l2_cache_offset,
            "accesses": self.accesses,
            "requests": self.requests,
            "launches": self.launches,
            "main_memory_bytes": self.main_memory_bytes,
            "sampled": self.sampled,
            "total": self.total.as_dict(),
            "per_core": {str(k): v.as_dict() for k, v in self.per_core.items()},
            "per_tensor": {k: v.as_dict() for k, v in self.per_tensor.items()},
            "advice": {k: {"lines_read": a.lines_read, "lines_reread": a.lines_reread,
                           "reread_fraction": a.reread_fraction,
                           "bypass_reads": a.bypass_reads, "written": a.written}
                       for k, a in self.advice.items()},
            "timeline": list(self.timeline),
            "drains": self.drains,
            "note": self.offset_note,
        }
