"""From a faulting instruction pointer to the payload, the trap site and the kernel source line.

Code memory holds many payloads; a launch runs one (two for a @mix kernel).  The instruction
pointer the fault handler recorded falls inside one of them, and its offset there is looked up
in that payload's ``.incore.meta``: the ``traps`` table when the instruction is an incore trap
site (``abi.trap_id_at``), else the ``lines`` table (docs/abi.md).  Tables of hand-built kernel
objects may be missing or malformed; such a payload simply has no source location.
"""

from __future__ import annotations

import signal
from collections.abc import Sequence
from dataclasses import dataclass

from incore import abi
from incore.loader.lines import line_at


@dataclass(frozen=True)
class LoadedPayload:
    """A payload in device code memory: its address, its bytes and its meta."""

    addr: int
    text: bytes
    meta: dict


@dataclass(frozen=True)
class SourcePoint:
    """Where in a payload a fault happened, and what the payload's tables say about it."""

    payload: LoadedPayload
    offset: int  # payload offset of (a byte of) the faulting instruction
    file: str | None = None
    line: int | None = None
    trap: dict | None = None  # the incore trap site executed there, if any


def locate(payloads: Sequence[LoadedPayload], ip: int, signo: int) -> SourcePoint | None:
    """The source point of instruction pointer ``ip`` for a fault of signal ``signo``, or None
    if ``ip`` lies in none of ``payloads``.

    A SIGTRAP reports the address after the trapping instruction (``int3``), so the byte
    before it is looked up.
    """
    at = ip - 1 if signo == signal.SIGTRAP else ip
    payload = next((p for p in payloads if p.addr <= at < p.addr + len(p.text)), None)
    if payload is None:
        return None
    offset = at - payload.addr
    meta = payload.meta if isinstance(payload.meta, dict) else {}
    if signo == signal.SIGILL:
        trap = _trap_site(meta, abi.trap_id_at(payload.text, offset))
        if trap is not None:
            file, line = trap.get("file"), trap.get("line")
            if not (isinstance(file, str) and isinstance(line, int) and line > 0):
                file, line = None, None
            return SourcePoint(payload, offset, file, line, trap)
    file, line = _line(meta, offset)
    return SourcePoint(payload, offset, file, line)


def _trap_site(meta: dict, trap_id: int | None) -> dict | None:
    if trap_id is None:
        return None
    sites = meta.get("traps")
    if not isinstance(sites, list):
        return None
    site = next((s for s in sites if isinstance(s, dict) and s.get("id") == trap_id), None)
    if site is None or not isinstance(site.get("cause"), str):
        return None
    return site


def _line(meta: dict, offset: int) -> tuple[str | None, int | None]:
    table = meta.get("lines")
    if not isinstance(table, dict) or not isinstance(table.get("file"), str):
        return None, None
    try:
        line = line_at(table, offset)
    except (TypeError, IndexError, KeyError):
        return None, None
    return (table["file"], line) if isinstance(line, int) and line > 0 else (None, None)
