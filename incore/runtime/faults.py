"""Turning a dead or hung device into a ``DeviceFault`` that names kernel, core, block,
signal and faulting address, from the fault record the native handler wrote."""

from __future__ import annotations

import ctypes
import signal
from collections.abc import Callable

from incore.errors import DeviceFault
from incore.runtime.control import NO_BLOCK

# What each signal means for a payload compiled by incore (the message's hint).
_LIKELY_CAUSE = {
    "SIGSEGV": "a load or store outside mapped memory: tensor indices are not bounds-checked",
    "SIGBUS": "a load or store outside mapped memory: tensor indices are not bounds-checked",
    "SIGILL": "an incore trap: integer division by zero, INT_MIN // -1, or a range() step of 0",
    "SIGFPE": "an arithmetic fault",
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
) -> DeviceFault:
    """The DeviceFault of a device process that died while running ``kernel``.

    ``cb`` is the device's control block (``control.control_block_type``): its fault record
    and per-core state; ``core_label(core_id)`` names a core in the message.

    The fault record's thread id is matched against the thread id each core recorded at
    start, which identifies the faulting core and, from its state, the block it was running.
    """
    fault = cb.fault
    signo, addr, tid = int(fault.signo), int(fault.addr), int(fault.tid)
    core = next((i for i, c in enumerate(cb.cores) if tid and c.tid == tid), None)
    block = int(cb.cores[core].current_block) if core is not None else None
    block = None if block == NO_BLOCK else block
    if not signo:
        return DeviceFault(
            f"device {device_id} process died (exit status {exit_code}) while running "
            f"kernel {kernel!r}",
            kernel=kernel,
        )
    name = signal_name(signo)
    where = core_label(core) if core is not None else f"thread {tid}"
    why = _LIKELY_CAUSE.get(name, "")
    return DeviceFault(
        f"kernel {kernel!r} raised {name} on {where}, block {block}, faulting address {addr:#x}"
        + (f" ({why})" if why else ""),
        kernel=kernel,
        core=core,
        block=block,
        signal=name,
        address=addr,
    )


def timeout_fault(
    kernel: str, cb: ctypes.Structure, timeout: float, core_label: Callable[[int], str]
) -> DeviceFault:
    """The DeviceFault of a launch still running after ``timeout`` seconds.

    ``cb`` is the device's control block, whose per-core ``current_block`` shows what runs.
    """
    running = [
        (i, int(c.current_block)) for i, c in enumerate(cb.cores) if c.current_block != NO_BLOCK
    ]
    where = ", ".join(f"{core_label(i)} block {b}" for i, b in running) or "no core"
    core, block = running[0] if running else (None, None)
    return DeviceFault(
        f"kernel {kernel!r} timed out after {timeout:g} s (still running: {where})",
        kernel=kernel,
        core=core,
        block=block,
    )
