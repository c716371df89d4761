"""The host's publish of a queued launch, in machine code: the last step of every enqueue.

``void publish(u32 seq, u32 after, u32 order)`` makes launch ``seq`` (its descriptor written)
visible to the device's scheduler and wakes the scheduler if it sleeps:

- ``order`` 1 first writes the descriptor's ``overlap`` 1 and ``after`` (a plain stream
  launch: it may run beside other streams' launches once launch ``after`` completed); ``order``
  0 leaves what the host wrote there (an exclusive launch, a graph replay's images);
- ``tail = seq`` as a sequentially consistent store (``xchg``, a full barrier on x86-64),
  which pairs with the scheduler's seq_cst store of ``sched_sleeping`` before its last check of
  ``tail``: either the scheduler sees the new tail, or the host sees it asleep;
- a ``FUTEX_WAKE`` of every waiter on ``tail`` if ``sched_sleeping`` is set.

It is built with ``llvmlite.ir`` (``publish_ir.py``) for the control block's fixed address like
the direct dispatch (``direct.py``), copied into a private read+execute mapping and called
through a ctypes prototype with no argument types: the three arguments travel as C ints
(their low 32 bits, which is what the IR reads), a third of the cost of converting declared
``c_uint32`` types, and ``PYFUNCTYPE`` keeps the GIL (nothing in it blocks).  Per launch it
replaces a Python store, a lock round trip (the fence) and a load, each a ctypes or method
call.
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Callable

from incore.runtime.common import native
from incore.runtime.common.nativecache import layout_signature
from incore.runtime.common.nativecode import build_native

SYMBOL = "incore_host_publish"
ORDER_KEPT = 0  # the descriptor's overlap/after are the host's, as written
ORDER_AFTER = 1  # overlap 1, after = the argument


def publish_ir(base: int, cb_type: type) -> str:
    """The publish function's LLVM IR for the control block of type ``cb_type`` at ``base``."""
    from incore.runtime.host.launch.publish_ir import publish

    return str(publish(SYMBOL, base, cb_type, ORDER_AFTER))


@functools.cache
def publisher(base: int, cb_type: type) -> Callable[[int, int, int], None]:
    """The callable publish of the control block at ``base`` (built, or read from the native
    code cache, once per process and control block)."""
    code = build_native(SYMBOL, "host publish", (base, layout_signature(cb_type)),
                        lambda: publish_ir(base, cb_type))
    fn = ctypes.PYFUNCTYPE(None)(native.executable_copy(code))
    fn.argtypes = None  # the arguments convert as C ints (see the module docstring)
    return fn
