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

from incore.runtime.common.control import FaultRecord
from incore.runtime.common.native import FUTEX_WAKE, SYS_FUTEX
from incore.runtime.common.nativecode import build_payload
from incore.runtime.common.nativecode import syscall_ir as _syscall

SYS_SCHED_YIELD = 24
SYS_GETTID = 186
SYS_EXIT_GROUP = 231
# x86-64 Linux layouts: siginfo_t {int si_signo, si_errno, si_code; ...; void *si_addr at 16};
# ucontext_t {unsigned long uc_flags; ucontext_t *uc_link; stack_t uc_stack (24 bytes);
# mcontext_t uc_mcontext {greg_t gregs[23]; ...}} puts gregs at 40, and REG_RIP is gregs[16].
SIGINFO_CODE_OFFSET = 8
SIGINFO_ADDR_OFFSET = 16
UCONTEXT_GREGS_OFFSET = 40
REG_RIP = 16
UCONTEXT_RIP_OFFSET = UCONTEXT_GREGS_OFFSET + 8 * REG_RIP
HANDLER_SYMBOL = "incore_fault_handler"


def handler_ir(record_addr: int, status_addr: int, blocks_done_addr: int, fault_status: int) -> str:
    """The handler's LLVM IR for a control block whose words sit at the given addresses."""
    assert FaultRecord.signo.offset == 0  # the claiming cmpxchg targets the record's base
    return (
        'target triple = "x86_64-unknown-linux-gnu"\n\n'
        f"define void @{HANDLER_SYMBOL}(i32 %signo, ptr %info, ptr %uctx) nounwind {{\n"
        "entry:\n"
        f"  %rec = inttoptr i64 {record_addr} to ptr\n"
        "  %sig = sext i32 %signo to i64\n"
        "  %claim = cmpxchg ptr %rec, i64 0, i64 %sig seq_cst seq_cst\n"
        "  %first = extractvalue { i64, i1 } %claim, 1\n"
        "  br i1 %first, label %record, label %wait\n\n"
        "record:\n"
        f"  %addr_p = getelementptr i8, ptr %info, i64 {SIGINFO_ADDR_OFFSET}\n"
        "  %addr = load i64, ptr %addr_p\n"
        f"  %addr_slot = getelementptr i8, ptr %rec, i64 {FaultRecord.addr.offset}\n"
        "  store volatile i64 %addr, ptr %addr_slot\n"
        f"  %code_p = getelementptr i8, ptr %info, i64 {SIGINFO_CODE_OFFSET}\n"
        "  %code32 = load i32, ptr %code_p\n"
        "  %si_code = sext i32 %code32 to i64\n"
        f"  %code_slot = getelementptr i8, ptr %rec, i64 {FaultRecord.code.offset}\n"
        "  store volatile i64 %si_code, ptr %code_slot\n"
        f"  %ip_p = getelementptr i8, ptr %uctx, i64 {UCONTEXT_RIP_OFFSET}\n"
        "  %ip = load i64, ptr %ip_p\n"
        f"  %ip_slot = getelementptr i8, ptr %rec, i64 {FaultRecord.ip.offset}\n"
        "  store volatile i64 %ip, ptr %ip_slot\n"
        + _syscall("tid", SYS_GETTID)
        + f"  %tid_slot = getelementptr i8, ptr %rec, i64 {FaultRecord.tid.offset}\n"
        "  store volatile i64 %tid, ptr %tid_slot\n"
        f"  %status = inttoptr i64 {status_addr} to ptr\n"
        f"  store atomic i32 {fault_status}, ptr %status seq_cst, align 4\n"
        f"  %done = inttoptr i64 {blocks_done_addr} to ptr\n"
        + _syscall("woken", SYS_FUTEX, "ptr %done", f"i64 {FUTEX_WAKE}", "i64 2147483647")
        + "  %code = add i64 %sig, 128\n"
        + _syscall("exit", SYS_EXIT_GROUP, "i64 %code")
        + "  unreachable\n\n"
        "wait:\n"
        + _syscall("yield", SYS_SCHED_YIELD)
        + "  br label %wait\n}\n"
    )


@functools.cache
def build_fault_handler(
    record_addr: int, status_addr: int, blocks_done_addr: int, fault_status: int
) -> bytes:
    """Compile the handler and return its payload bytes (entry at offset 0).

    Raises InternalError (a RuntimeError, code INTERNAL) if the loader rejects the compiled
    handler (a bug, not a user error).
    """
    return build_payload(
        handler_ir(record_addr, status_addr, blocks_done_addr, fault_status),
        HANDLER_SYMBOL, "fault handler",
    )
