"""Trap sites: the run-time checks that stop a core, each with its own id, cause and line.

A failed check executes ``abi.trap_instruction(id)`` (``ud1`` carrying the id, as inline
asm), so every site stays a distinct instruction after optimisation and the host names the
cause and the source line from the fault alone.  The table goes to ``.incore.meta`` as
``traps`` (docs/abi.md).
"""

from __future__ import annotations

from llvmlite import ir

from incore import abi

DIVISION_BY_ZERO = "division by zero"
ZERO_STEP = "range() step is 0"
# INT_MIN // -1, INT_MIN % -1 and ceil_div(INT_MIN, -1) overflow the signed type.
OVERFLOW = {
    "//": "INT_MIN // -1 overflows",
    "%": "INT_MIN % -1 overflows",
    "ceil_div": "ceil_div(INT_MIN, -1) overflows",
}
_ASM_TYPE = ir.FunctionType(ir.VoidType(), [])


class TrapSites:
    """The trap sites of one payload, numbered from 0 in emission order."""

    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.sites: list[dict] = []

    def add(self, cause: str, line: int) -> int:
        """Register a site of ``cause`` at source ``line``; return its trap id."""
        trap_id = len(self.sites)
        self.sites.append({"id": trap_id, "cause": cause, "file": self.filename, "line": line})
        return trap_id

    def emit(self, builder: ir.IRBuilder, cause: str, line: int) -> None:
        """Emit the trap instruction of a new site at the builder's position (the block then
        ends in ``unreachable``)."""
        trap_id = self.add(cause, line)
        code = ", ".join(f"0x{b:02x}" for b in abi.trap_instruction(trap_id))
        builder.asm(_ASM_TYPE, f".byte {code} # incore trap {trap_id}", "", [], side_effect=True)
        builder.unreachable()

    def meta(self) -> list[dict]:
        """The ``traps`` table of ``.incore.meta``."""
        return [dict(s) for s in self.sites]
