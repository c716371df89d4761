"""Device code memory: payloads copied in once per distinct payload, addressed by device address.

Code memory is one memfd.  The host maps it read-write and the device maps it read+execute, at
the same fixed address: no mapping is ever writable and executable (W^X), and the device never
has a writable view of code.  Payloads are cached by content hash, so launching the same kernel
again costs no copy.  Every payload starts at a multiple of ``MAX_PAYLOAD_ALIGN``, the
strictest alignment the loader lets any part of a payload need, so a constant pool aligned
within ``.text`` is aligned on the device too.  ``release`` returns a payload's range (an
unregistered program's code, once no launch runs it); ``load`` reuses freed ranges first fit.
"""

from __future__ import annotations

import ctypes
import os
import threading
import weakref

from incore.errors import runtime_error
from incore.loader.elf_writer import MAX_PAYLOAD_ALIGN
from incore.runtime.common import native
from incore.runtime.common.digest import sha256
from incore.runtime.common.layout import DeviceLayout

_instances: weakref.WeakSet = weakref.WeakSet()


class CodeMemory:
    """The host side of one device's code memory."""

    def __init__(self, layout: DeviceLayout) -> None:
        self.layout = layout
        self.base = layout.code_base
        self.size = layout.code_size
        self.fd = native.shared_memfd(
            f"incore-code{layout.device_id}", self.base, self.size, executable=True
        )
        self._mapped = True
        self._lock = threading.Lock()
        self._next = self.base
        self._by_hash: dict[bytes, int] = {}
        self._sizes: dict[int, int] = {}  # address -> bytes reserved (a MAX_PAYLOAD_ALIGN multiple)
        self._free: list[tuple[int, int]] = []  # released (address, size) ranges, sorted
        _instances.add(self)

    def load(self, text: bytes) -> int:
        """The device address of ``text``, copying it into code memory on first use."""
        if not text:
            raise runtime_error("PAYLOAD_EMPTY")
        key = sha256(text).digest()
        with self._lock:
            addr = self._by_hash.get(key)
            if addr is not None:
                return addr
            size = native.round_up(len(text), MAX_PAYLOAD_ALIGN)
            addr = self._take_free(size)
            if addr is None:
                addr = native.round_up(self._next, MAX_PAYLOAD_ALIGN)
                if addr + len(text) > self.base + self.size:
                    raise runtime_error(
                        "CODE_MEMORY_FULL", device=self.layout.device_id, size=self.size,
                        nbytes=len(text),
                    )
                self._next = addr + size
            ctypes.memmove(addr, bytes(text), len(text))
            self._by_hash[key] = addr
            self._sizes[addr] = size
            return addr

    def _take_free(self, size: int) -> int | None:
        """The first released range that holds ``size`` bytes, split off (under the lock)."""
        for i, (addr, free) in enumerate(self._free):
            if free >= size:
                if free == size:
                    del self._free[i]
                else:
                    self._free[i] = (addr + size, free - size)
                return addr
        return None

    def release(self, text: bytes) -> bool:
        """Free the code memory holding ``text`` (False if it is not loaded).  The caller
        makes sure no launch runs it: a later ``load`` may overwrite the range."""
        key = sha256(text).digest()
        with self._lock:
            addr = self._by_hash.pop(key, None)
            if addr is None:
                return False
            size = self._sizes.pop(addr)
            ranges = sorted(self._free + [(addr, size)])
            merged: list[tuple[int, int]] = []
            for start, length in ranges:
                if merged and merged[-1][0] + merged[-1][1] == start:
                    merged[-1] = (merged[-1][0], merged[-1][1] + length)
                else:
                    merged.append((start, length))
            if merged and merged[-1][0] + merged[-1][1] == self._next:
                self._next = merged.pop()[0]  # the top of the bump allocator comes back
            self._free = merged
            return True

    def loaded_bytes(self) -> int:
        """Bytes of code memory held by loaded payloads (rounded to MAX_PAYLOAD_ALIGN)."""
        with self._lock:
            return sum(self._sizes.values())

    def close(self) -> None:
        """Unmap the host view and close the memfd (idempotent)."""
        if self._mapped:
            self._mapped = False
            native.unmap(self.base, self.size)
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - finalizers must not raise during shutdown
            pass


def _reset_locks_in_child() -> None:
    # A parent thread may have held a code-memory lock at fork(); it never releases it here.
    for code in list(_instances):
        code._lock = threading.Lock()


os.register_at_fork(after_in_child=_reset_locks_in_child)
