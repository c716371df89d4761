"""The estimated memory time of a run: what its main-memory and L2 traffic cost at given
bandwidths (``incore l2 --mm-bandwidth/--l2-bandwidth``).

The estimate is additive and deliberately simple: ``main-memory bytes / main-memory bandwidth
+ L2 hits x line / L2 bandwidth``, no overlap, no latency.  It ranks two runs of one kernel
by their traffic; it is not a device time.  Each bandwidth carries its source; a figure no
public source gives is printed as an assumption.
"""

from __future__ import annotations

from dataclasses import dataclass

from incore.errors import runtime_error

# No public source we rely on gives these for an Ascend part: both are assumptions, printed
# as such in every report that uses them.
DEFAULT_MM_GBPS = 1600.0
DEFAULT_L2_GBPS = 5000.0
ASSUMED = "assumption: no public source"
GIVEN = "given on the command line"


@dataclass(frozen=True)
class Bandwidths:
    """Main-memory and L2 bandwidth in GB/s (1e9 bytes/s), each with its source."""

    main_memory: float = DEFAULT_MM_GBPS
    l2: float = DEFAULT_L2_GBPS
    main_memory_source: str = ASSUMED
    l2_source: str = ASSUMED

    def __post_init__(self) -> None:
        for name in ("main_memory", "l2"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or \
                    not 0 < value < 1e9:
                raise runtime_error("PARAMETER_VALUE", param=f"bandwidth {name}",
                                    expected="GB/s, a number > 0", given=repr(value))

    @classmethod
    def given(cls, main_memory: float | None, l2: float | None) -> Bandwidths:
        """Defaults for what is None, the caller's figure (``GIVEN``) otherwise."""
        return cls(
            DEFAULT_MM_GBPS if main_memory is None else main_memory,
            DEFAULT_L2_GBPS if l2 is None else l2,
            ASSUMED if main_memory is None else GIVEN,
            ASSUMED if l2 is None else GIVEN,
        )

    def seconds(self, main_memory_bytes: int, l2_hits: int, line: int) -> float:
        """The estimated memory time of that traffic."""
        return main_memory_bytes / (self.main_memory * 1e9) + l2_hits * line / (self.l2 * 1e9)

    def of(self, stats: object) -> float:
        """The estimated memory time of an ``L2Stats`` (or ``L2Totals``)."""
        total = stats.total  # type: ignore[attr-defined]
        hits = total.read_cache_hit + total.write_cache_hit
        mm = total.bytes_from_main_memory + total.bytes_to_main_memory
        return self.seconds(mm, hits, stats.config.line)  # type: ignore[attr-defined]

    def describe(self) -> list[str]:
        """One line per bandwidth with its source."""
        return [f"main memory {self.main_memory:g} GB/s ({self.main_memory_source})",
                f"L2 {self.l2:g} GB/s ({self.l2_source})"]

    def as_dict(self) -> dict:
        """JSON-ready."""
        return {"main_memory_gbps": self.main_memory, "main_memory_source":
                self.main_memory_source, "l2_gbps": self.l2, "l2_source": self.l2_source}
