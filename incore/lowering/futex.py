"""Inline x86-64 Linux ``futex`` system calls in device code (a text-only payload has no libc
to call ``syscall()`` through)."""

from __future__ import annotations

from llvmlite import ir

from incore.lowering.irtypes import I64, PTR

SYS_FUTEX = 202
FUTEX_WAIT = 0
FUTEX_WAKE = 1
FUTEX_PRIVATE_FLAG = 128  # the word is only waited on inside one process
WAKE_ALL = 0x7FFF_FFFF


def futex(b: ir.IRBuilder, word: ir.Value, op: int, value: ir.Value) -> None:
    """``futex(word, op, value, NULL)`` at the builder's position: ``word`` a pointer, ``value``
    an i64 (the expected word for FUTEX_WAIT, the wake count for FUTEX_WAKE); no timeout."""
    fty = ir.FunctionType(I64, [I64, PTR, I64, I64, PTR])
    b.asm(
        fty, "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}",
        [ir.Constant(I64, SYS_FUTEX), word, ir.Constant(I64, op), value,
         ir.Constant(PTR, None)],
        True,
    )
