"""``L2Config``: the geometry of the simulated shared L2 and the size of the trace buffers.

The defaults are sized for the examples (a table of a few KiB stays resident, a stream of a
few MiB does not fit), not taken from a device.  ``L2Config.preset(name)`` gives a chip's
published figures; every figure of a preset names its source (``PRESETS``), and a figure no
public source gives is an assumption, said so in ``assumptions`` and in the report.
"""

from __future__ import annotations

from dataclasses import dataclass

from incore import abi
from incore.errors import runtime_error

DEFAULT_SIZE = 256 << 10
DEFAULT_WAYS = 16
DEFAULT_LINE = 128
DEFAULT_GRANULE = 128
DEFAULT_TRACE_RECORDS = 1 << 16
MAX_LINE = 1 << 12
MAX_WAYS = 1 << 10
MAX_SIZE = 1 << 34
MIN_TRACE_RECORDS = 16
MAX_TRACE_RECORDS = 1 << 24
# The share of a device's GM its cores' access-trace buffers may take together: the rest holds
# the kernels' tensors, the log rings and the staging copies of numpy arguments.
TRACE_GM_SHARE = 2


def _given(value: object) -> str:
    return f"{type(value).__name__} {value!r}"


def _check_int(name: str, value: object, lo: int, hi: int, expected: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise runtime_error("PARAMETER_TYPE", param=name, expected=expected, given=_given(value))
    if not lo <= value <= hi:
        raise runtime_error("PARAMETER_VALUE", param=name, expected=expected, given=repr(value))
    return value


@dataclass(frozen=True)
class L2Config:
    """A set-associative, write-back, write-allocate LRU L2 shared by every core of a device.

    ``size`` bytes in ``ways``-way sets of ``line``-byte lines (``size`` a multiple of
    ``ways * line``; ``line`` a power of two).  ``granule`` is the GM access granularity: a
    no-allocate read miss moves the granules its request covers (a power of two, at most
    ``line``); left out, it is ``min(128, line)``, so the default never exceeds the line.
    ``trace_records`` is the capacity of each core's access-trace buffer in GM, in 8-byte
    records; a full buffer is drained by the host while the kernel waits, so it bounds
    memory, never the trace.  ``advise`` runs the policy advisor on every launch
    (``L2Stats.advice``, and ``L2Totals.advice`` over the Worker's launches; up to three more
    simulations of the launch, so off unless asked: ``incore l2`` turns it on).  ``name`` is
    the preset the figures come from ("" for a custom geometry) and ``assumptions`` the
    figures no public source gives, one sentence each.  ``set_sampling`` = N simulates one
    set in N (the sets whose index is a multiple of N; Kessler, Hill and Wood's set
    sampling) and multiplies every counter by N: an estimate, said so by ``L2Stats.sampled``
    (N; 1, the default, is the exact simulation).  N is a power of two that divides the
    number of sets, so a line's set is sampled when its line number is a multiple of N, and
    the traced kernel leaves the other lines' element runs unrecorded.
    """

    size: int = DEFAULT_SIZE
    ways: int = DEFAULT_WAYS
    line: int = DEFAULT_LINE
    trace_records: int = DEFAULT_TRACE_RECORDS
    granule: int | None = None  # None: min(DEFAULT_GRANULE, line), set by __post_init__
    advise: bool = False
    name: str = ""
    assumptions: tuple[str, ...] = ()
    set_sampling: int = 1

    def __post_init__(self) -> None:
        line = _check_int("L2Config.line", self.line, 8, MAX_LINE,
                          f"a power of two in [8, {MAX_LINE}]")
        if line & (line - 1):
            raise runtime_error("PARAMETER_VALUE", param="L2Config.line",
                                expected=f"a power of two in [8, {MAX_LINE}]", given=repr(line))
        ways = _check_int("L2Config.ways", self.ways, 1, MAX_WAYS, f"an int in [1, {MAX_WAYS}]")
        size = _check_int("L2Config.size", self.size, line * ways, MAX_SIZE,
                          f"a multiple of ways * line = {ways * line} in [{ways * line}, 2**34]")
        if size % (ways * line):
            raise runtime_error(
                "PARAMETER_VALUE", param="L2Config.size",
                expected=f"a multiple of ways * line = {ways * line}", given=repr(size))
        _check_int("L2Config.trace_records", self.trace_records, MIN_TRACE_RECORDS,
                   MAX_TRACE_RECORDS, f"an int in [{MIN_TRACE_RECORDS}, {MAX_TRACE_RECORDS}]")
        if self.granule is None:
            object.__setattr__(self, "granule", min(DEFAULT_GRANULE, line))
        granule_range = f"a power of two no larger than L2Config.line = {line}"
        granule = _check_int("L2Config.granule", self.granule, 1, line, granule_range)
        if granule & (granule - 1):
            raise runtime_error("PARAMETER_VALUE", param="L2Config.granule",
                                expected=granule_range, given=repr(granule))
        sets = size // (ways * line)
        sampling_range = f"a power of two dividing the {sets} sets"
        sampling = _check_int("L2Config.set_sampling", self.set_sampling, 1, sets,
                              sampling_range)
        if sampling & (sampling - 1) or sets % sampling:
            raise runtime_error("PARAMETER_VALUE", param="L2Config.set_sampling",
                                expected=sampling_range, given=repr(sampling))
        if not isinstance(self.advise, bool):
            raise runtime_error("PARAMETER_TYPE", param="L2Config.advise", expected="a bool",
                                given=_given(self.advise))
        if not isinstance(self.name, str):
            raise runtime_error("PARAMETER_TYPE", param="L2Config.name", expected="a str",
                                given=_given(self.name))
        if not isinstance(self.assumptions, tuple) or not all(
                isinstance(a, str) for a in self.assumptions):
            raise runtime_error("PARAMETER_TYPE", param="L2Config.assumptions",
                                expected="a tuple of str", given=_given(self.assumptions))

    @classmethod
    def preset(cls, name: str, **overrides: object) -> L2Config:
        """The L2 of a chip: ``"910B3"`` (192 MiB, 512 B lines, 512 B GM granule) or
        ``"950"`` (alias ``"a5"``: 512 B lines, 128 B GM granule); ``overrides`` replace
        fields (``size``, ``ways``, ``line``, ``trace_records``...).  A figure no public
        source gives is listed in ``assumptions``; an overridden figure is the caller's.  Any
        other ``name``, a non-str one included, is a ValueError listing the presets."""
        key = PRESET_ALIASES.get(name, name) if isinstance(name, str) else None
        if key not in PRESETS:
            raise runtime_error("PARAMETER_VALUE", param="L2Config.preset",
                                expected=f"one of {', '.join(sorted(PRESET_NAMES))}",
                                given=repr(name))
        figures = dict(PRESETS[key])
        unknown = sorted(set(overrides) - {"size", "ways", "line", "granule", "trace_records",
                                           "advise", "set_sampling"})
        if unknown:
            raise runtime_error("PARAMETER_VALUE", param=f"L2Config.preset({unknown[0]}=...)",
                                expected="size, ways, line, granule, trace_records, advise or "
                                "set_sampling",
                                given=repr(unknown[0]))
        assumptions = tuple(
            text for field_name, text in PRESET_ASSUMPTIONS[key] if field_name not in overrides)
        if "line" in overrides and "granule" not in overrides:  # a granule fits in its line
            figures["granule"] = (min(figures["granule"][0], overrides["line"]), "")
        values = {f: figures[f][0] for f in ("size", "ways", "line", "granule")}
        values.update(overrides)
        return cls(**values, name=key, assumptions=assumptions)  # type: ignore[arg-type]

    def sources(self) -> list[str]:
        """``figure: value (source)`` for each figure of this config's preset still in use."""
        if not self.name:
            return []
        out = []
        for field_name, (value, source) in PRESETS[self.name].items():
            if getattr(self, field_name) == value:
                out.append(f"{field_name} {value}: {source}")
        return out

    def check_fits(self, gm_size: int, ncores: int) -> None:
        """ValueError naming ``L2Config.trace_records`` unless the ``ncores`` cores' trace
        buffers (``trace_records`` 8-byte records each) fit in 1/``TRACE_GM_SHARE`` of a
        ``gm_size``-byte GM.  Checked when a Worker with this ``l2_model`` is created, so an
        oversized buffer is named here rather than failing as a GM allocation at launch."""
        budget = gm_size // TRACE_GM_SHARE
        per_core = budget // max(ncores, 1) // abi.ACCESS_RECORD_BYTES - 8  # minus the header
        if self.trace_records > per_core:
            limit = max(per_core, 0)
            raise runtime_error(
                "PARAMETER_VALUE", param="L2Config.trace_records",
                expected=f"at most {limit} for a Worker with gm_size {gm_size:#x} and "
                f"{ncores} cores (their trace buffers, {abi.ACCESS_RECORD_BYTES} bytes per "
                f"record, may take 1/{TRACE_GM_SHARE} of GM); lower trace_records or start "
                f"the Worker with a larger gm_size",
                given=repr(self.trace_records),
            )

    @property
    def sets(self) -> int:
        """Number of sets: ``size / (ways * line)``."""
        return self.size // (self.ways * self.line)

    @property
    def lines(self) -> int:
        """Capacity in lines."""
        return self.size // self.line

    @property
    def line_shift(self) -> int:
        """log2(line)."""
        return self.line.bit_length() - 1

    def describe(self) -> str:
        """``1 MiB, 16-way, 128 B lines`` (the geometry)."""
        return f"{_bytes(self.size)}, {self.ways}-way, {self.line} B lines"

    def summary(self) -> str:
        """``910B3 preset: 192 MiB, 16-way, 512 B lines, 512 B GM granule`` (for reports:
        which config ran)."""
        what = f"{self.name} preset" if self.name else (
            "default L2Config()" if self.is_default() else "custom config")
        sampled = f", 1 set in {self.set_sampling} simulated" if self.set_sampling > 1 else ""
        return f"{what}: {self.describe()}, {self.granule} B GM granule{sampled}"

    def is_default(self) -> bool:
        """Whether the geometry is ``L2Config()``'s."""
        return (self.size, self.ways, self.line, self.granule, self.name) == (
            DEFAULT_SIZE, DEFAULT_WAYS, DEFAULT_LINE, DEFAULT_GRANULE, "")

    def as_dict(self) -> dict:
        """The geometry, the preset's name and the assumptions (JSON-ready)."""
        return {"size": self.size, "ways": self.ways, "line": self.line,
                "granule": self.granule, "set_sampling": self.set_sampling,
                "preset": self.name or None,
                "assumptions": list(self.assumptions), "sources": self.sources()}


_CATLASS = "hicann/catlass include/acot/arch/arch.hpp, L2CacheByte"
_PYPTO_LINE = "pypto GetL2CacheLineBytes"
_GRANULE_910B = "GM access granularity of 910B, as the L2 issue states it (no document cited)"
_GRANULE_950 = "GM access granularity of 950, as the L2 issue states it (no document cited)"
_NO_SOURCE_WAYS = ("ways", "16 ways is an assumption: no public source gives the L2's "
                   "associativity")
# figure -> (value, source); the ways have no public source (PRESET_ASSUMPTIONS)
PRESETS: dict[str, dict[str, tuple[int, str]]] = {
    "910B3": {
        "size": (192 << 20, _CATLASS),
        "ways": (16, "assumption (no public source)"),
        "line": (512, _PYPTO_LINE),
        "granule": (512, _GRANULE_910B),
    },
    "950": {
        "size": (192 << 20, "assumption (no public source for 950; 910B3's figure)"),
        "ways": (16, "assumption (no public source)"),
        "line": (512, _PYPTO_LINE),
        "granule": (128, _GRANULE_950),
    },
}
PRESET_ASSUMPTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "910B3": (_NO_SOURCE_WAYS,),
    "950": (("size", "192 MiB is an assumption: no public source gives the 950's L2 size "
             "(910B3's figure is used)"), _NO_SOURCE_WAYS),
}
PRESET_ALIASES = {"a5": "950", "910b3": "910B3"}
PRESET_NAMES = (*PRESETS, *PRESET_ALIASES)


def _bytes(n: int) -> str:
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift and n % (1 << shift) == 0:
            return f"{n >> shift} {unit}"
    return f"{n} B"
