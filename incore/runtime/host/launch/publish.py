"""The host's publish of a queued launch, in machine code: the last step of every enqueue.

``publish(seq, after, waited, order)`` makes launch ``seq`` (its descriptor
written) visible to the device's scheduler and wakes the scheduler if it sleeps:

- ``order`` other than 0 first writes it as the descriptor's ``overlap``, with ``after`` and
  ``waited`` (a plain stream launch: it may run beside other streams' launches once its
  stream's previous launch ``after`` and the waited-for launch ``waited`` are done,
  ``control.LaunchDesc``); ``order`` 0 leaves what the host wrote there (an exclusive launch,
  a graph replay's images);
- ``tail = seq`` as a sequentially consistent store (``xchg``, a full barrier on x86-64),
  which pairs with the scheduler's seq_cst store of ``sched_sleeping`` before its last check of
  ``tail``: either the scheduler sees the new tail, or the host sees it asleep;
- a ``FUTEX_WAKE`` of every waiter on ``tail`` if ``sched_sleeping`` is set.

``publish_after(seq, after)`` is ``publish(seq, after, after, 1)``, a plain stream
launch that waits for no event (``host/stream_launch.py``), with two arguments to convert.

Both are built with ``llvmlite.ir`` (``publish_ir.py``) for the control block's fixed address like
the direct dispatch (``direct.py``), copied into a private read+execute mapping and made
builtin functions (``common/builtin.py``): a call costs what calling ``len`` does, a fifth of
a ctypes call, and keeps the GIL (nothing in it blocks).  The arguments are ints whose low 32
bits the code reads.  Per launch it replaces a Python store, a lock round trip (the fence) and
a load, each a ctypes or method call.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from incore.runtime.common import native
from incore.runtime.common.builtin import builtin
from incore.runtime.common.control import OVERLAP_AFTER, OVERLAP_PREFIX
from incore.runtime.common.nativecache import layout_signature
from incore.runtime.common.nativecode import build_native

SYMBOL = "incore_host_publish"
AFTER_SYMBOL = "incore_host_publish_after"
ORDER_KEPT = 0  # the descriptor's overlap/after/waited are the host's, as written
ORDER_AFTER = OVERLAP_AFTER  # overlap 1: after and waited done, either way
ORDER_PREFIX = OVERLAP_PREFIX  # overlap 2: after done, waited covered by completed


def publish_ir(base: int, cb_type: type) -> str:
    """The publish function's LLVM IR for the control block of type ``cb_type`` at ``base``."""
    from incore.runtime.host.launch.publish_ir import publish

    return str(publish(SYMBOL, base, cb_type))


def publish_after_ir(base: int, cb_type: type) -> str:
    """The two-argument publish's LLVM IR (``publish_after(seq, after)``)."""
    from incore.runtime.host.launch.publish_ir import publish_after

    return str(publish_after(AFTER_SYMBOL, base, cb_type))


@functools.cache
def after_publisher(base: int, cb_type: type) -> Callable[[int, int], None]:
    """The callable ``publish_after(seq, after)`` of the control block at ``base``:
    ``publish(seq, after, after, ORDER_AFTER)``, the order of a plain stream launch that waits
    for no event, with two arguments to convert instead of four."""
    code = build_native(AFTER_SYMBOL, "host publish (after)",
                        (base, layout_signature(cb_type)),
                        lambda: publish_after_ir(base, cb_type))
    return builtin(native.executable_copy(code), "publish_after",
                   "publish_after(seq, after): publish a plain stream launch")


@functools.cache
def publisher(base: int, cb_type: type) -> Callable[[int, int, int, int], None]:
    """The callable publish of the control block at ``base`` (built, or read from the native
    code cache, once per process and control block)."""
    code = build_native(SYMBOL, "host publish", (base, layout_signature(cb_type)),
                        lambda: publish_ir(base, cb_type))
    return builtin(native.executable_copy(code), "publish",
                   "publish(seq, after, waited, order): publish a launch")
