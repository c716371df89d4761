"""The fault handler's IR (``sighandler.py`` says what it does), built with ``llvmlite.ir``.

Imported only when the handler is compiled (a miss of the native code cache).
"""

from __future__ import annotations

from llvmlite import ir

from incore.runtime.common.control import FaultRecord
from incore.runtime.common.irbuild import (
    I32,
    I64,
    PTR,
    SYS_EXIT_GROUP,
    SYS_GETTID,
    VOID,
    Builder,
    blocks,
    const,
    define,
    module,
)

# x86-64 Linux layouts: siginfo_t {int si_signo, si_errno, si_code; ...; void *si_addr at 16};
# ucontext_t {unsigned long uc_flags; ucontext_t *uc_link; stack_t uc_stack (24 bytes);
# mcontext_t uc_mcontext {greg_t gregs[23]; ...}} puts gregs at 40, and REG_RIP is gregs[16].
SIGINFO_CODE_OFFSET = 8
SIGINFO_ADDR_OFFSET = 16
UCONTEXT_GREGS_OFFSET = 40
REG_RIP = 16
UCONTEXT_RIP_OFFSET = UCONTEXT_GREGS_OFFSET + 8 * REG_RIP


def fault_handler(symbol: str, record_addr: int, status_addr: int, blocks_done_addr: int,
                  fault_status: int) -> ir.Module:
    """The handler ``symbol`` for a control block whose words sit at the given addresses."""
    # the claiming cmpxchg targets the record's base
    assert FaultRecord.signo.offset == 0
    mod = module("incore_fault_handler")
    fn = define(mod, symbol, VOID, [("signo", I32), ("info", PTR), ("uctx", PTR)],
                runtime=False)
    signo, info, uctx = fn.args
    bb = blocks(fn, "entry", "record", "wait")

    # the first faulting thread claims the record (signo 0 -> its signal)
    b = Builder(bb["entry"])
    rec = b.inttoptr(const(record_addr), PTR, name="rec")
    sig = b.sext(signo, I64, name="sig")
    claim = b.cmpxchg(rec, const(0), sig, "seq_cst", "seq_cst", name="claim")
    first = b.extract_value(claim, 1, name="first")
    b.cbranch(first, bb["record"], bb["wait"])

    # si_addr, si_code, the interrupted rip and the thread id, then the status, the wake
    # and exit_group(128 + signo)
    b.position_at_end(bb["record"])
    addr = b.plain_load(b.field(info, SIGINFO_ADDR_OFFSET, name="addr_p"), I64, name="addr")
    b.volatile_store(addr, b.field(rec, FaultRecord.addr.offset, name="addr_slot"))
    code32 = b.plain_load(b.field(info, SIGINFO_CODE_OFFSET, name="code_p"), I32, name="code32")
    si_code = b.sext(code32, I64, name="si_code")
    b.volatile_store(si_code, b.field(rec, FaultRecord.code.offset, name="code_slot"))
    ip = b.plain_load(b.field(uctx, UCONTEXT_RIP_OFFSET, name="ip_p"), I64, name="ip")
    b.volatile_store(ip, b.field(rec, FaultRecord.ip.offset, name="ip_slot"))
    tid = b.syscall(SYS_GETTID, name="tid")
    b.volatile_store(tid, b.field(rec, FaultRecord.tid.offset, name="tid_slot"))
    status = b.inttoptr(const(status_addr), PTR, name="status")
    b.atomic_store(const(fault_status, I32), status, "seq_cst")
    done = b.inttoptr(const(blocks_done_addr), PTR, name="done")
    b.futex_wake(done, const(2147483647), "woken")
    code = b.add(sig, const(128), name="code")
    b.syscall(SYS_EXIT_GROUP, code, name="exit")
    b.unreachable()

    # a later faulting thread yields until the process ends
    b.position_at_end(bb["wait"])
    b.sched_yield("yield")
    b.branch(bb["wait"])
    return mod
