"""Thin ctypes bindings to the libc calls the runtime needs.

Covers fixed-address shared mappings (mmap/munmap), the raw futex syscall on 32-bit words shared
between processes, and the plumbing of the device process (sigaction with a native handler
address, sigaltstack, the parent-death signal).  Imports only ctypes and os, so the device process
can use it without loading numpy.
"""

from __future__ import annotations

import ctypes
import os

_libc = ctypes.CDLL(None, use_errno=True)

PROT_READ = 0x1
PROT_WRITE = 0x2
PROT_EXEC = 0x4
MAP_SHARED = 0x01
MAP_FIXED_NOREPLACE = 0x100000
PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")

SYS_FUTEX = 202
FUTEX_WAIT = 0
FUTEX_WAKE = 1
FUTEX_WAKE_ALL = 0x7FFFFFFF

SA_SIGINFO = 0x00000004
SA_ONSTACK = 0x08000000
PR_SET_PDEATHSIG = 1

_mmap = _libc.mmap
_mmap.restype = ctypes.c_void_p
_mmap.argtypes = [
    ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long,
]
_munmap = _libc.munmap
_munmap.restype = ctypes.c_int
_munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
_syscall = _libc.syscall
_syscall.restype = ctypes.c_long

_MAP_FAILED = ctypes.c_void_p(-1).value


class _Timespec(ctypes.Structure):
    _fields_ = [("tv_sec", ctypes.c_long), ("tv_nsec", ctypes.c_long)]


class _Sigaction(ctypes.Structure):
    # glibc's user-space struct sigaction on x86-64: handler, 1024-bit mask, flags, restorer.
    _fields_ = [
        ("sa_sigaction", ctypes.c_void_p),
        ("sa_mask", ctypes.c_uint64 * 16),
        ("sa_flags", ctypes.c_int),
        ("sa_restorer", ctypes.c_void_p),
    ]


class _StackT(ctypes.Structure):
    _fields_ = [
        ("ss_sp", ctypes.c_void_p), ("ss_flags", ctypes.c_int), ("ss_size", ctypes.c_size_t),
    ]


def _oserror(what: str) -> OSError:
    err = ctypes.get_errno()
    return OSError(err, f"{what}: {os.strerror(err)}")


def map_fixed(fd: int, addr: int, size: int, prot: int, offset: int = 0) -> None:
    """Map ``size`` bytes of ``fd`` shared at exactly ``addr``; fail if anything is mapped there."""
    got = _mmap(addr, size, prot, MAP_SHARED | MAP_FIXED_NOREPLACE, fd, offset)
    if got is None or got == _MAP_FAILED:
        err = ctypes.get_errno()
        raise OSError(err, f"mmap at {addr:#x} (+{size:#x}) failed: {os.strerror(err)}")
    if got != addr:
        # A kernel without MAP_FIXED_NOREPLACE treats the address as a hint only.
        _munmap(got, size)
        raise OSError(f"mmap placed {size:#x} bytes at {got:#x} instead of {addr:#x}")


_mprotect = _libc.mprotect
_mprotect.restype = ctypes.c_int
_mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
MAP_PRIVATE = 0x02
MAP_ANONYMOUS = 0x20


def executable_copy(code: bytes) -> int:
    """A private copy of ``code`` that this process can call: an anonymous mapping written
    read-write, then switched to read+execute (never writable and executable at once).  Its
    address; the mapping lives as long as the process."""
    size = round_up(max(len(code), 1), PAGE_SIZE)
    addr = _mmap(None, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    if addr is None or addr == _MAP_FAILED:
        raise _oserror("mmap of host code")
    ctypes.memmove(addr, code, len(code))
    if _mprotect(addr, size, PROT_READ | PROT_EXEC) != 0:
        err = _oserror("mprotect R+X of host code")
        _munmap(addr, size)
        raise err
    return addr


def unmap(addr: int, size: int) -> None:
    """Unmap ``[addr, addr + size)``."""
    if _munmap(addr, size) != 0:
        raise _oserror(f"munmap at {addr:#x}")


def futex_wait(addr: int, expected: int, timeout: float | None) -> None:
    """Sleep while the 32-bit word at ``addr`` equals ``expected``, at most ``timeout`` seconds.

    Returns on a wake-up, a value mismatch, a signal or the timeout; callers re-check the word.
    """
    if timeout is None:
        ts = None
    else:
        timeout = max(timeout, 0.0)
        sec = int(timeout)
        ts = ctypes.byref(_Timespec(sec, int((timeout - sec) * 1e9)))
    _syscall(
        ctypes.c_long(SYS_FUTEX), ctypes.c_void_p(addr), ctypes.c_long(FUTEX_WAIT),
        ctypes.c_long(expected & 0xFFFFFFFF), ts, ctypes.c_void_p(0), ctypes.c_long(0),
    )


def futex_wake(addr: int, count: int = FUTEX_WAKE_ALL) -> None:
    """Wake up to ``count`` waiters on the 32-bit word at ``addr`` (in any process)."""
    _syscall(
        ctypes.c_long(SYS_FUTEX), ctypes.c_void_p(addr), ctypes.c_long(FUTEX_WAKE),
        ctypes.c_long(count), ctypes.c_void_p(0), ctypes.c_void_p(0), ctypes.c_long(0),
    )


def install_signal_handler(
    signo: int, handler_addr: int, blocked: tuple[int, ...] = ()
) -> None:
    """Install the native function at ``handler_addr`` as an SA_SIGINFO handler of ``signo``.

    The handler runs on the thread's alternate stack (see :func:`set_alt_stack`) with
    ``signo`` and every signal of ``blocked`` blocked.  The disposition is NOT reset on entry
    (no SA_RESETHAND): a second thread faulting at the same moment must enter the handler too
    rather than kill the process before the first has written its record.  A synchronous fault
    inside the handler, whose signal is blocked there, still ends the process.
    """
    sa = _Sigaction()
    sa.sa_sigaction = handler_addr
    for blocked_signo in (signo, *blocked):
        bit = blocked_signo - 1
        sa.sa_mask[bit // 64] |= 1 << (bit % 64)
    sa.sa_flags = ctypes.c_int(SA_SIGINFO | SA_ONSTACK).value
    if _libc.sigaction(ctypes.c_int(signo), ctypes.byref(sa), None) != 0:
        raise _oserror(f"sigaction({signo})")


def set_parent_death_signal(signo: int) -> None:
    """Have the kernel send ``signo`` to this process when its parent (thread) dies."""
    if _libc.prctl(
        ctypes.c_int(PR_SET_PDEATHSIG), ctypes.c_ulong(signo), ctypes.c_ulong(0),
        ctypes.c_ulong(0), ctypes.c_ulong(0),
    ) != 0:
        raise _oserror("prctl(PR_SET_PDEATHSIG)")


def set_alt_stack(size: int = 64 * 1024) -> ctypes.Array:
    """Give the calling thread an alternate signal stack; keep the returned buffer alive."""
    buf = ctypes.create_string_buffer(size)
    st = _StackT(ctypes.addressof(buf), 0, size)
    if _libc.sigaltstack(ctypes.byref(st), None) != 0:
        raise _oserror("sigaltstack")
    return buf


def memfd(name: str, size: int, executable: bool = False) -> int:
    """A new anonymous memory file of ``size`` bytes (close-on-exec; pass it on explicitly)."""
    flags = os.MFD_CLOEXEC
    if executable:
        # MFD_EXEC keeps the file mappable PROT_EXEC where vm.memfd_noexec is set.
        try:
            fd = os.memfd_create(name, flags | 0x0010)
        except OSError:
            fd = os.memfd_create(name, flags)
    else:
        fd = os.memfd_create(name, flags)
    os.ftruncate(fd, size)
    return fd


def round_up(n: int, align: int) -> int:
    """``n`` rounded up to a multiple of ``align`` (a power of two)."""
    return (n + align - 1) & ~(align - 1)


def shared_memfd(name: str, addr: int, size: int, executable: bool = False) -> int:
    """A new memory file of ``size`` bytes mapped read-write at ``addr``; returns its fd.

    The fd is closed again if the mapping fails, so a failed call leaks nothing.
    """
    fd = memfd(name, size, executable)
    try:
        map_fixed(fd, addr, size, PROT_READ | PROT_WRITE)
    except BaseException:
        os.close(fd)
        raise
    return fd
