"""Builds the device's native fault handler: a few lines of LLVM IR compiled with llvmlite.

A kernel fault (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, ...) happens inside a payload called
from a core thread; Python cannot run there, so the handler is machine code.  It claims the
control block's fault record (the first faulting thread wins, later ones yield until the process
ends), stores the signal number, ``siginfo->si_addr``, ``gettid()``, the instruction pointer of
the interrupted context (``ucontext->uc_mcontext.gregs[REG_RIP]``) and ``siginfo->si_code``,
marks the launch status as faulted, futex-wakes the host waiting on ``queue.completions`` and calls
``exit_group(128 + signo)``.

The object goes through the same loader as kernels (``incore.loader.link`` and
``extract_text_section``), so every payload rule and any constant pool apply to it too; its
``.text`` is placed in code memory and the device installs it by address.
"""

from __future__ import annotations

import functools

from incore.runtime.common.nativecode import build_native

HANDLER_SYMBOL = "incore_fault_handler"


def handler_ir(record_addr: int, status_addr: int, blocks_done_addr: int, fault_status: int) -> str:
    """The handler's LLVM IR for a control block whose words sit at the given addresses."""
    from incore.runtime.device.fault_handler_ir import fault_handler

    return str(fault_handler(HANDLER_SYMBOL, record_addr, status_addr, blocks_done_addr,
                             fault_status))


@functools.cache
def build_fault_handler(
    record_addr: int, status_addr: int, blocks_done_addr: int, fault_status: int
) -> bytes:
    """Compile the handler and return its payload bytes (entry at offset 0).

    Raises InternalError (a RuntimeError, code INTERNAL) if the loader rejects the compiled
    handler (a bug, not a user error).
    """
    return build_native(
        HANDLER_SYMBOL, "fault handler", (record_addr, status_addr, blocks_done_addr, fault_status),
        lambda: handler_ir(record_addr, status_addr, blocks_done_addr, fault_status),
    )
