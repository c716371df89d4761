"""The L2 policy of each traced access, decided as the hardware decides it.

- a2a3: by the address.  A read inside the nocache alias window ``[gm_base + offset,
  gm_base + offset + gm_size)`` is a no-allocate read of the same bytes at ``address -
  offset``; every other access allocates.  With offset 0 (the sim default) there is no window:
  BYPASS loads read the ordinary window and are cached, exactly as on a device whose driver
  reports 0.
- a5: by the policy bit the load carries (the record's BYPASS bit).

Writes always allocate (write-allocate).  The result is the record with its address made
canonical (the ordinary-window address) and bit 63 meaning "no-allocate".

The runtime decides natively (``gather.py``); ``decide`` is its reference
(``tests/runtime/test_l2_gather.py``).
"""

from __future__ import annotations

import numpy as np

from incore.runtime.l2.trace import ADDR_MASK, BYPASS, WRITE


def decide(words: np.ndarray, arch: str, gm_base: int, gm_size: int, offset: int) -> np.ndarray:
    """The records with canonical addresses and the no-allocate bit set by ``arch``'s rule."""
    write = (words & WRITE) != 0
    addr = words & ADDR_MASK
    rest = words & ~(ADDR_MASK | BYPASS)
    if arch == "a5":
        no_alloc = ((words & BYPASS) != 0) & ~write
        return addr | rest | np.where(no_alloc, BYPASS, np.uint64(0))
    if not offset:
        return addr | rest
    lo = np.uint64(gm_base + offset)
    hi = np.uint64(gm_base + offset + gm_size)
    inside = (addr >= lo) & (addr < hi)
    addr = np.where(inside, addr - np.uint64(offset), addr)
    no_alloc = inside & ~write
    return addr | rest | np.where(no_alloc, BYPASS, np.uint64(0))
