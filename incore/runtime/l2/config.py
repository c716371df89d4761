"""``L2Config``: the geometry of the simulated shared L2 and the size of the trace buffers.

The defaults are sized for the examples (a table of a few KiB stays resident, a stream of a
few MiB does not fit), not taken from a device: no public source we rely on gives the L2
geometry (ways, line) of an Ascend part, so no preset claims one.
"""

from __future__ import annotations

from dataclasses import dataclass

from incore import abi
from incore.errors import runtime_error

DEFAULT_SIZE = 256 << 10
DEFAULT_WAYS = 16
DEFAULT_LINE = 128
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
    ``ways * line``; ``line`` a power of two).  ``trace_records`` is the capacity of each
    core's access-trace buffer in GM, in 8-byte records; a full buffer is drained by the host
    while the kernel waits, so it bounds memory, never the trace.
    """

    size: int = DEFAULT_SIZE
    ways: int = DEFAULT_WAYS
    line: int = DEFAULT_LINE
    trace_records: int = DEFAULT_TRACE_RECORDS

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
        """``1 MiB, 16-way, 128 B lines`` (for reports)."""
        return f"{_bytes(self.size)}, {self.ways}-way, {self.line} B lines"


def _bytes(n: int) -> str:
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift and n % (1 << shift) == 0:
            return f"{n >> shift} {unit}"
    return f"{n} B"
