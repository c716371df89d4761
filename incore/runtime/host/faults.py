"""Turning a dead or hung device into a ``DeviceFault`` that names kernel, core, block, signal,
cause and kernel source line, from the fault record the native handler wrote.

The record's instruction pointer is mapped to the payload that was running and its offset
there (``sourcemap.locate``): an incore trap site names its cause and line from the meta's
``traps`` table; any other fault takes its line from the ``lines`` table.
"""

from __future__ import annotations

import ctypes
import signal
from collections.abc import Callable, Sequence

from incore import abi
from incore.errors import DeviceFault, runtime_error
from incore.runtime.common.control import KIND_NAMES, NO_BLOCK, core_topology
from incore.runtime.host.sourcemap import LoadedPayload, SourcePoint, locate

SI_KERNEL = 0x80  # si_code of a fault the kernel raised without an address (e.g. #GP)
NON_CANONICAL = "a non-canonical address (general protection fault)"

# What each signal means for a payload compiled by incore: (cause, hint for the message).
_LIKELY_CAUSE = {
    "SIGSEGV": ("invalid memory access", "a load or store outside mapped memory: compile with "
                "bounds_check=True to check tensor indices"),
    "SIGBUS": ("bus error", "a load or store outside mapped memory: compile with "
               "bounds_check=True to check tensor indices"),
    "SIGILL": ("illegal instruction", "an illegal instruction that is not an incore trap site"),
    "SIGFPE": ("arithmetic fault", "an arithmetic fault"),
    "SIGTRAP": ("breakpoint", "a breakpoint (int3) or trap instruction in the payload"),
    "SIGSYS": ("bad system call", "a system call the device process does not allow"),
    "SIGABRT": ("abort", "the device process aborted, e.g. on heap corruption after a store "
                "outside the kernel's tensors"),
}
# How a message says that the kernel hit a trap site of each cause (lowering/traps.py).
_TRAP_PHRASES = {
    "division by zero": "divided by zero",
    "INT_MIN // -1 overflows": "computed INT_MIN // -1, which overflows",
    "INT_MIN % -1 overflows": "computed INT_MIN % -1, which overflows",
    "ceil_div(INT_MIN, -1) overflows": "computed ceil_div(INT_MIN, -1), which overflows",
    "range() step is 0": "ran a range() whose step is 0",
}
DIVISION_CAUSE = "division by zero"
# The fix each trap cause's message suggests.
_TRAP_ADVICE = {
    DIVISION_CAUSE: "guard the operation in the kernel source: test the divisor before "
    "dividing",
    "INT_MIN // -1 overflows": "guard the operation: test for INT_MIN and -1 before dividing, "
    "or use a wider integer type",
    "INT_MIN % -1 overflows": "guard the operation: test for INT_MIN and -1 before taking the "
    "remainder, or use a wider integer type",
    "ceil_div(INT_MIN, -1) overflows": "guard the operation: test for INT_MIN and -1 before "
    "ceil_div, or use a wider integer type",
    "range() step is 0": "make the range() step non-zero (test it before the loop)",
}


def signal_name(signo: int) -> str:
    """``SIGSEGV`` etc., or ``signal N`` for numbers Python does not name."""
    try:
        return signal.Signals(signo).name
    except ValueError:
        return f"signal {signo}"


def crash_fault(
    kernel: str,
    cb: ctypes.Structure,
    exit_code: int | None,
    device_id: int,
    core_label: Callable[[int], str],
    payloads: Sequence[LoadedPayload] = (),
) -> DeviceFault:
    """The DeviceFault of a device process that died while running ``kernel``.

    ``cb`` is the device's control block (``control.control_block_type``): its fault record
    and per-core state; ``core_label(core_id)`` names a core in the message; ``payloads`` are
    the payloads of the launch, where the faulting instruction is looked up.

    The fault record's thread id is matched against the thread id each core recorded at
    start, which identifies the faulting core and, from its state, the block it was running.
    """
    fault = cb.fault
    signo, addr, tid = int(fault.signo), int(fault.addr), int(fault.tid)
    ip, code = int(fault.ip), int(fault.code)
    core = next((i for i, c in enumerate(cb.cores) if tid and c.tid == tid), None)
    block = int(cb.cores[core].current_block) if core is not None else None
    block = None if block == NO_BLOCK else block
    if not signo:
        return runtime_error("DEVICE_LOST", device=device_id, status=exit_code, kernel=kernel)
    name = signal_name(signo)
    point = locate(payloads, ip, signo) if ip else None
    fields = {"kernel": kernel, "core": core, "block": block, "signal": name}
    if point is not None and point.trap is not None:
        kind = KIND_NAMES.get(int(cb.cores[core].kind), "?") if core is not None else None
        index = _fault_index(cb, core) if point.trap["cause"].startswith(
            (abi.TILE_INDEX_CAUSE, abi.SYNC_ALL_CAUSE)) else None
        return _trap_fault(kernel, point, core, kind, tid, block, name, addr, fields, index)
    where = core_label(core) if core is not None else f"thread {tid}"
    cause, why = _LIKELY_CAUSE.get(name, (None, ""))
    if name in ("SIGSEGV", "SIGBUS") and code == SI_KERNEL and addr == 0:
        cause, detail, address = "non-canonical address", f"on {NON_CANONICAL}", None
    elif addr or name not in ("SIGTRAP", "SIGABRT", "SIGSYS"):
        detail, address = f"faulting address {addr:#x}", addr
    else:
        detail, address = "", None
    message = f"kernel {kernel!r} raised {name} on {where}, block {block}"
    message += _at(point)
    message += f", {detail}" if detail else ""
    message += f" ({why})" if why else ""
    return runtime_error("DEVICE_FAULT", detail=message, address=address, file=_file(point),
                         line=_line(point), cause=cause, **fields)


def _trap_fault(
    kernel: str, point: SourcePoint, core: int | None, kind: str | None, tid: int,
    block: int | None, name: str, addr: int, fields: dict, index: int | None = None,
) -> DeviceFault:
    """The DeviceFault of an incore trap site: ``kernel 'k' divided by zero at f.ik:7 (core 5
    aiv, block 0; SIGILL at incore trap 2: division by zero)``.  A tile-index site names the
    index value the core recorded (``index``) and the tile's access, dim and extent."""
    trap = point.trap
    cause = trap["cause"]
    where = f"core {core} {kind}" if core is not None else f"thread {tid}"
    at = f" at {point.file}:{point.line}" if point.line else f" at payload offset {point.offset:#x}"
    if cause.startswith(abi.TILE_INDEX_CAUSE):
        access = cause[len(abi.TILE_INDEX_CAUSE):].lstrip(": ")
        value = f" {index}" if index is not None else ""
        detail = (f"kernel {kernel!r} stopped: {abi.TILE_INDEX_CAUSE}: index{value} in "
                  f"{access}{at} ({where}, block {block}; {name} at incore trap {trap['id']})")
        extent = access.rsplit("has extent ", 1)[-1] if "has extent " in access else None
        advice = (f"keep the index in 0..{int(extent) - 1}: test it, or clamp it with "
                  "min/max, before indexing the tile" if extent and extent.isdigit() else
                  "keep the index inside the tile's shape: test it before indexing the tile")
    elif cause == abi.SYNC_ALL_CAUSE:
        ended = f"block {index}" if index is not None else "a block"
        detail = (f"kernel {kernel!r} stopped: {cause}{at}: {ended} ended without reaching "
                  f"it, so the blocks waiting there would wait forever ({where}, block {block} "
                  f"waited; {name} at incore trap {trap['id']})")
        advice = ("every block must call sync_all() as many times as the others: do not "
                  "return (or fail an assert) before it in some blocks only")
    else:
        phrase = _TRAP_PHRASES.get(cause, f"stopped: {cause}")
        detail = (f"kernel {kernel!r} {phrase}{at} ({where}, block {block}; {name} at incore "
                  f"trap {trap['id']}: {cause})")
        advice = _TRAP_ADVICE.get(cause, _TRAP_ADVICE[DIVISION_CAUSE])
    return runtime_error(
        "KERNEL_TRAP", detail=detail, advice=advice,
        address=addr, file=_file(point), line=_line(point), cause=cause, **fields,
    )


def _fault_index(cb: ctypes.Structure, core: int | None) -> int | None:
    """The index value core ``core`` recorded before a tile-index trap."""
    if core is None:
        return None
    _, kind, sub_block_id, cluster = core_topology(len(cb.cluster_flags))[core]
    slot = abi.waiting_slot(kind == abi.CORE_AIC, sub_block_id)
    return int(cb.cluster_flags[cluster].fault_index[slot])


def _at(point: SourcePoint | None) -> str:
    if point is None:
        return ""
    if point.line:
        return f", at {point.file}:{point.line}"
    return f", at payload offset {point.offset:#x}"


def _file(point: SourcePoint | None) -> str | None:
    return point.file if point is not None and point.line else None


def _line(point: SourcePoint | None) -> int | None:
    return point.line if point is not None and point.line else None


def timeout_fault(
    kernel: str, cb: ctypes.Structure, timeout: float, core_label: Callable[[int], str],
    file: str | None = None, launch: int | None = None,
) -> DeviceFault:
    """The LaunchTimeout (a DeviceFault) of a launch still running after ``timeout`` seconds.

    ``cb`` is the device's control block, whose per-core ``current_block`` shows what runs
    and whose ``cluster_flags`` records show which cores wait in ``wait_flag`` or
    ``cluster_barrier`` and at which ``.ik`` line; ``core``/``block``/``cause``/``line`` name
    the first waiting core if any (``cause`` e.g. ``"waiting for flag 3 (wait_flag(3) in
    cluster 0)"``), else the first running one.  A timeout with waiting cores says which
    pairing to check (``SYNC_TIMEOUT``).  ``file`` names the kernel's source file.  With
    ``launch``, only the cores running a block of that launch count (others may run launches
    of other streams beside it).
    """
    running = [
        (i, int(c.current_block)) for i, c in enumerate(cb.cores) if c.current_block != NO_BLOCK
        and (launch is None or int(c.launch) & 0xFFFFFFFF == launch)
    ]
    waits = {i: waiting_text(cb, i) for i, _ in running}
    lines = {i: waiting_line(cb, i) for i, _ in running}
    src = f"{file}:" if file else "line "

    def at(i: int) -> str:
        return f" at {src}{lines[i]}" if waits[i] and lines[i] else ""

    where = ", ".join(f"{core_label(i)} block {b}{waits[i]}{at(i)}" for i, b in running)
    where = where or "no core"
    waiting = [(i, b) for i, b in running if waits[i]]
    core, block = (waiting or running or [(None, None)])[0]
    if not waiting:
        return runtime_error(
            "LAUNCH_TIMEOUT", kernel=kernel, timeout=timeout, running=where, core=core,
            block=block, cause=None,
        )
    cause = waits[core].strip()
    sites = []  # each distinct wait site, in core order
    for i, _b in waiting:
        site = _wait_site(cb, i) + at(i)
        if site not in sites:
            sites.append(site)
    return runtime_error(
        "SYNC_TIMEOUT", kernel=kernel, timeout=timeout, running=where, core=core, block=block,
        cause=cause, line=lines[core] or None, file=file if lines[core] else None,
        sites="; ".join(sites), pairing=_pairing(cb, waiting),
    )


def stall_fault(kernel: str, device: int, timeout: float, pid: int) -> DeviceFault:
    """The LaunchTimeout of a device that made no progress for ``timeout`` seconds by the
    host's clock while launch of ``kernel`` waited to run: its process ``pid`` is stopped
    (SIGSTOP, a debugger, a cgroup freezer) or gets no CPU."""
    return runtime_error(
        "DEVICE_STALLED", device=device, kernel=kernel, timeout=timeout, pid=pid,
        state=process_state(pid),
    )


def process_state(pid: int) -> str:
    """How ``/proc/<pid>/stat`` describes process ``pid``: ``stopped`` (SIGSTOP),
    ``stopped by a debugger``, ``running``... (``unknown`` if it cannot be read)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            stat = f.read()
    except OSError:
        return "unknown"
    code = stat.rpartition(")")[2].split()[:1]
    names = {"T": "stopped (SIGSTOP or a freezer)", "t": "stopped by a debugger",
             "R": "running", "S": "sleeping", "D": "in uninterruptible sleep", "Z": "a zombie"}
    return names.get(code[0], f"in state {code[0]!r}") if code else "unknown"


def _wait_word(cb: ctypes.Structure, core_id: int) -> tuple[int, int, int]:
    """``(code, line, cluster)`` of core ``core_id``'s ``ClusterFlags.waiting`` record."""
    clusters = len(cb.cluster_flags)
    _, kind, sub_block_id, cluster = core_topology(clusters)[core_id]
    slot = abi.waiting_slot(kind == abi.CORE_AIC, sub_block_id)
    code, line = abi.wait_fields(int(cb.cluster_flags[cluster].waiting[slot]))
    return code, line, cluster


def waiting_text(cb: ctypes.Structure, core_id: int) -> str:
    """`` waiting for flag 3`` or `` waiting in cluster_barrier()`` when core ``core_id``
    of control block ``cb`` is inside a MIX-cluster wait (its ``ClusterFlags.waiting``
    record), else ""."""
    code, _line, cluster = _wait_word(cb, core_id)
    if code == abi.WAIT_NONE:
        return ""
    if code == abi.WAIT_BARRIER:
        return f" waiting in cluster_barrier() of cluster {cluster}"
    if code == abi.WAIT_SYNC_ALL:
        return " waiting in sync_all()"
    flag = code - abi.wait_code(0)
    return f" waiting for flag {flag} (wait_flag({flag}) in cluster {cluster})"


def waiting_line(cb: ctypes.Structure, core_id: int) -> int:
    """The ``.ik`` line of the ``wait_flag``/``cluster_barrier`` core ``core_id`` waits at
    (0: none or unknown)."""
    code, line, _cluster = _wait_word(cb, core_id)
    return line if code != abi.WAIT_NONE else 0


def _wait_site(cb: ctypes.Structure, core_id: int) -> str:
    code, _line, _cluster = _wait_word(cb, core_id)
    if code == abi.WAIT_BARRIER:
        return "cluster_barrier()"
    if code == abi.WAIT_SYNC_ALL:
        return "sync_all()"
    return f"wait_flag({code - abi.wait_code(0)})"


def _pairing(cb: ctypes.Structure, waiting: Sequence[tuple[int, int]]) -> str:
    """What to check for the waits of ``waiting``: the set_flag that pairs with each flag
    waited for, and that every core of the cluster reaches each cluster_barrier()."""
    flags = sorted({_wait_word(cb, i)[0] - abi.wait_code(0) for i, _b in waiting
                    if _wait_word(cb, i)[0] not in (abi.WAIT_BARRIER, abi.WAIT_SYNC_ALL)})
    advice = []
    if flags:
        listed = ", ".join(f"set_flag({f})" for f in flags)
        advice.append(
            f"check that another core of the cluster calls {listed} once for every "
            f"{', '.join(f'wait_flag({f})' for f in flags)} (each wait takes one set)"
        )
    if any(_wait_word(cb, i)[0] == abi.WAIT_BARRIER for i, _b in waiting):
        advice.append(
            "check that all three cores of the cluster (the AIC and both AIVs) reach the same "
            "cluster_barrier() calls: a barrier under `if core_type == ...` or "
            "`if sub_block_idx == ...` is reached by some cores only"
        )
    if any(_wait_word(cb, i)[0] == abi.WAIT_SYNC_ALL for i, _b in waiting):
        advice.append(
            "check that every block reaches the same sync_all() calls, and that no block "
            "waits for something only a later phase provides"
        )
    return "; ".join(advice)
