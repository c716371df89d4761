"""Device code memory: payloads copied in once per distinct payload, addressed by device address.

Code memory is one memfd.  The host maps it read-write and the device maps it read+execute, at
the same fixed address: no mapping is ever writable and executable (W^X), and the device never
has a writable view of code.  Payloads are cached by content hash, so launching the same kernel
again costs no copy.  Every payload starts at a multiple of ``MAX_PAYLOAD_ALIGN``, the
strictest alignment the loader lets any part of a payload need, so a constant pool aligned
within ``.text`` is aligned on the device too.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import threading
import weakref

from incore.loader.elf_writer import MAX_PAYLOAD_ALIGN
from incore.runtime import native
from incore.runtime.layout import DeviceLayout

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
        _instances.add(self)

    def load(self, text: bytes) -> int:
        """The device address of ``text``, copying it into code memory on first use."""
        if not text:
            raise ValueError("empty payload: a kernel's .text must hold at least its entry")
        key = hashlib.sha256(text).digest()
        with self._lock:
            addr = self._by_hash.get(key)
            if addr is not None:
                return addr
            addr = native.round_up(self._next, MAX_PAYLOAD_ALIGN)
            if addr + len(text) > self.base + self.size:
                raise MemoryError(
                    f"device {self.layout.device_id}: code memory full "
                    f"({self.size} bytes) loading a {len(text)}-byte payload"
                )
            ctypes.memmove(addr, bytes(text), len(text))
            self._next = addr + len(text)
            self._by_hash[key] = addr
            return addr

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
