"""TensorDescs in GM, written once per distinct tensor and shared by every launch that passes it.

A TensorDesc is a pure function of (data address, dtype, shape), so an entry is never
rewritten while it exists: queued launches (``launchqueue.py``) can point at it whatever the
host does meanwhile.  The pool lives in GM's reserved descriptor area (``layout.desc_base``,
``DESC_RESERVED`` bytes).  When it is full the caller drains the launch queue and calls
:meth:`DescPool.clear`; ``epoch`` changes then, which invalidates addresses callers cached.
"""

from __future__ import annotations

import ctypes

from incore import abi
from incore.runtime.host.launch.staging import write_tensor_desc

DESC_BYTES = ctypes.sizeof(abi.TensorDesc)


class DescPool:
    """Content-addressed TensorDescs in ``[base, base + size)``."""

    def __init__(self, base: int, size: int) -> None:
        self.base = base
        self.capacity = size // DESC_BYTES
        self.epoch = 0
        self._index: dict[tuple[int, str, tuple[int, ...]], int] = {}

    def __len__(self) -> int:
        return len(self._index)

    def get(self, data_addr: int, dtype: str, shape: tuple[int, ...]) -> int | None:
        """The GM address of the TensorDesc of this tensor, written on first use; None when the
        tensor is new and the pool is full (the caller drains the queue and clears the pool).
        """
        key = (data_addr, dtype, shape)
        addr = self._index.get(key)
        if addr is None:
            if len(self._index) >= self.capacity:
                return None
            addr = self.base + len(self._index) * DESC_BYTES
            write_tensor_desc(addr, data_addr, dtype, shape)
            self._index[key] = addr
        return addr

    def get_or_clear(self, data_addr: int, dtype: str, shape: tuple[int, ...]) -> int:
        """``get`` for a synchronous launch: the queue is empty then, so a full pool is simply
        cleared."""
        addr = self.get(data_addr, dtype, shape)
        if addr is None:
            self.clear()
            addr = self.get(data_addr, dtype, shape)
        return addr

    def clear(self) -> None:
        """Forget every entry (only when no queued launch refers to one)."""
        self._index.clear()
        self.epoch += 1
