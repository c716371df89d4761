"""The errors of an interpreted launch, with the texts of the compiled ones.

A trap site (division by zero, INT_MIN // -1, a range() step of 0, a tile index outside its
tile) raises the ``DeviceFault`` of ``KERNEL_TRAP`` with the message
``incore.runtime.host.faults`` gives the compiled fault, a bounds check the
``KernelIndexError`` of ``KERNEL_INDEX`` (``incore.runtime.devlog.rings``), a failed assert
``KernelAssertionError``.  The interpreter has no signal and no trap instruction: the message
says ``SIGILL at incore trap N`` with the id of the compiled payload's trap site of the same
cause and line when the launch environment passes the payload's ``traps`` table, else the
site's ordinal among the interpreted kernel's traps of that line.

:func:`strip` cuts a traceback after its last frame in the kernel's ``.ik`` file, so the
frames of this package's helpers never show: the last frame is the kernel's line.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from types import TracebackType

from incore import abi
from incore.errors import DeviceFault, runtime_error

DIVISION_BY_ZERO = "division by zero"
ZERO_STEP = "range() step is 0"
OVERFLOW = {
    "//": "INT_MIN // -1 overflows",
    "%": "INT_MIN % -1 overflows",
    "ceil_div": "ceil_div(INT_MIN, -1) overflows",
}
TILE_INDEX_CAUSE = "tile index out of range"
# The phrase and the advice of each trap cause: the compiled fault's
# (incore/runtime/host/faults.py; tests/interpret/test_faults.py checks they agree).
TRAP_PHRASES = {
    "division by zero": "divided by zero",
    "INT_MIN // -1 overflows": "computed INT_MIN // -1, which overflows",
    "INT_MIN % -1 overflows": "computed INT_MIN % -1, which overflows",
    "ceil_div(INT_MIN, -1) overflows": "computed ceil_div(INT_MIN, -1), which overflows",
    "range() step is 0": "ran a range() whose step is 0",
}
TRAP_ADVICE = {
    DIVISION_BY_ZERO: "guard the operation in the kernel source: test the divisor before "
    "dividing",
    "INT_MIN // -1 overflows": "guard the operation: test for INT_MIN and -1 before dividing, "
    "or use a wider integer type",
    "INT_MIN % -1 overflows": "guard the operation: test for INT_MIN and -1 before taking the "
    "remainder, or use a wider integer type",
    "ceil_div(INT_MIN, -1) overflows": "guard the operation: test for INT_MIN and -1 before "
    "ceil_div, or use a wider integer type",
    "range() step is 0": "make the range() step non-zero (test it before the loop)",
}


@dataclass
class Where:
    """The core running interpreted code: its block, kind (``"aiv"``/``"aic"``), AIV index in
    the cluster and the core number the launch environment gives it."""

    kernel: str
    file: str
    block: int
    kind: str
    sub_block: int
    core: int
    traps: tuple = ()  # the compiled payload's ``traps`` table, when known
    block_idx: object = None  # the builtin values as the kernel sees them (numpy scalars)
    block_num: object = None
    sub_block_idx: object = None
    core_type: object = None
    l2: object = None
    launch: object = None  # the interpreter's per-launch state (hooks, assert failures)


_current = threading.local()


def set_current(where: Where | None) -> None:
    """Record the core the calling thread interprets (faults name it)."""
    _current.where = where


def current() -> Where:
    """The core the calling thread interprets."""
    where = getattr(_current, "where", None)
    if where is None:
        return Where("?", "?", 0, "aiv", 0, 0)
    return where


def _trap_id(w: Where, cause: str, line: int) -> int:
    same = [t for t in w.traps if t.get("line") == line and t.get("cause") == cause]
    return int(same[0]["id"]) if same else 0


def trap(cause: str, line: int, index: int | None = None) -> DeviceFault:
    """The DeviceFault of the trap site ``cause`` at ``line`` of the current core."""
    w = current()
    at = f" at {w.file}:{line}"
    where = f"core {w.core} {w.kind}"
    tid = _trap_id(w, cause, line)
    if cause.startswith(TILE_INDEX_CAUSE):
        access = cause[len(TILE_INDEX_CAUSE):].lstrip(": ")
        value = f" {index}" if index is not None else ""
        detail = (f"kernel {w.kernel!r} stopped: {TILE_INDEX_CAUSE}: index{value} in "
                  f"{access}{at} ({where}, block {w.block}; SIGILL at incore trap {tid})")
        extent = access.rsplit("has extent ", 1)[-1]
        advice = (f"keep the index in 0..{int(extent) - 1}: test it, or clamp it with "
                  "min/max, before indexing the tile")
    else:
        phrase = TRAP_PHRASES.get(cause, f"stopped: {cause}")
        detail = (f"kernel {w.kernel!r} {phrase}{at} ({where}, block {w.block}; SIGILL at "
                  f"incore trap {tid}: {cause})")
        advice = TRAP_ADVICE.get(cause, TRAP_ADVICE[DIVISION_BY_ZERO])
    return runtime_error(
        "KERNEL_TRAP", detail=detail, advice=advice, address=None, file=w.file, line=line,
        cause=cause, kernel=w.kernel, core=w.core, block=w.block, signal="SIGILL",
    )


def index_fault(tensor: str, line: int, index: tuple, shape: tuple,
                dims: tuple = ()) -> DeviceFault:
    """The KernelIndexError of a failed bounds check of ``tensor[index]`` at ``line``.
    ``dims`` are the tensor's declared dims: as in the compiled abort record, the symbolic
    ones past ``abi.MAX_LOG_ARGS`` words (the indices come first) are named, not valued."""
    w = current()
    words, parts, shown = len(index), [], []
    for decl, n in zip(dims or shape, shape, strict=True):
        if isinstance(decl, str) and words >= abi.MAX_LOG_ARGS:
            parts.append(decl)
            shown.append(decl)
        else:
            words += isinstance(decl, str)
            parts.append(str(n))
            shown.append(int(n))
    tail = "," if len(parts) == 1 else ""
    shape = tuple(shown)
    access = (f"{tensor}[{', '.join(str(i) for i in index)}] out of range for shape "
              f"({', '.join(parts)}{tail})")
    return runtime_error(
        "KERNEL_INDEX",
        detail=f"kernel {w.kernel!r} indexed {access} at {w.file}:{line} (core {w.core} "
        f"{w.kind}, block {w.block})",
        kernel=w.kernel, core=w.core, block=w.block, tensor=tensor, index=tuple(index),
        shape=tuple(shape), file=w.file, line=line,
    )


class InterpretDeadlock(DeviceFault):
    """Every unfinished core of a ``@mix`` cluster waits and nothing can wake one: the
    message names each waiting core, its block, what it waits for and the ``.ik`` line;
    ``core``/``block``/``file``/``line``/``cause`` are the first waiting core's, ``flag``
    its flag (None for a barrier).  ``deadlock`` tells a cross-checking Worker, which does not
    import the interpreter, that the compiled launch could only wait for its timeout."""

    deadlock = True

    def __init__(self, message: str, flag: int | None = None, **fields: object) -> None:
        self.flag = flag
        super().__init__(message, **fields)


def strip(exc: BaseException, filename: str) -> BaseException:
    """``exc`` with its traceback cut after the last frame in ``filename`` (the kernel's
    ``.ik`` file): the frames of the interpreter's helpers below the kernel line go."""
    tb: TracebackType | None = exc.__traceback__
    last = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            last = tb
        tb = tb.tb_next
    if last is not None:
        last.tb_next = None
    return exc
