"""A stream's steady-state launch in machine code: ``stream.launch(kernel, *args, blocks=n)`` as
one builtin function call.

``host/stream_launch.py`` writes the common stream launch out in one Python frame; its tests
and writes still cost about 2 us of Python per launch, the whole host side of a stream of
empty launches.  Once a stream has launched that way on a context, it gets an instance
attribute ``launch``: a builtin function (``common/builtin.py``) whose code takes the same steps
in the same order on the same objects through CPython's C API (``native_launch_ir.py``): the
call's shape (a Kernel, its arguments, the one keyword ``blocks`` an int), the stream, Worker
and context tests, the kernel's plan and ``KernelPlan.repeats``, the queue's room and status,
the slot's entry, the stream's order, then the writes of ``stream_launch.py`` (the kernel
fields and argument words of ``Entry.describe`` and ``Entry.write_args`` where the slot held
another launch, the entry, the kept GM, the stream's count and last launch) and the publish of
``publish.py``.  Anything else, at any step before the first write, is the *fallback*: the
function calls ``stream_launch.launch`` with the stream and its own arguments, having changed
nothing; that is every launch of other shapes (constants, a template, no ``blocks=``), the
first use of each queue slot (its entry is made then), a full queue, a capture, events,
callbacks, collectors, failures, a closing Worker.

Where ``stream_launch.py`` takes the context's lock and marks its caller and owning thread, the
machine code only tests that the lock is free or this thread's (the ``_thread.RLock``'s count
and owner words, whose place ``install`` checks; a thread sets them holding the GIL): it holds
the GIL throughout, runs no Python code (every attribute it touches is a plain one; it makes
no object the garbage collector tracks; what it drops are ints, None and the kept GM of a
launch that completed) and does not release the GIL, so no other thread runs and none could
see the marks.

The function holds its stream, context and queue weakly (the stream holds the function, and
the context's queue entries hold streams): a Worker dropped without ``close()`` still closes at
once.  A function kept past its stream raises STREAM_GONE.
"""

from __future__ import annotations

import _thread
import ctypes
import functools
import sys
import weakref
from collections.abc import Callable
from typing import Any

from incore.errors import runtime_error
from incore.runtime.common import native
from incore.runtime.common.builtin import builtin
from incore.runtime.common.control import RING_SLOTS
from incore.runtime.common.nativecache import layout_signature
from incore.runtime.common.nativecode import build_native
from incore.runtime.host.collector import ROOMS_ON
from incore.runtime.host.launch.staging import MAX_BLOCKS
from incore.runtime.host.native_launch_names import (
    ATTRIBUTES,
    CONSTANTS,
    RLOCK_COUNT,
    RLOCK_OWNER,
    SLOTS,
)

SYMBOL = "incore_stream_launch"
# the builtin's text signature: Stream.launch's, for inspect.signature and help()
SIGNATURE = "launch($self, kernel, *args, blocks=None, **consts)"


@functools.cache
def _code(base: int, cb_type: type) -> int:
    """The address of the launch code for the control block of type ``cb_type`` at ``base``
    (built, or read from the native code cache, once per process and control block)."""
    def make_ir() -> str:
        from incore.runtime.host.native_launch_ir import stream_launch

        return str(stream_launch(SYMBOL, base, cb_type, MAX_BLOCKS))

    code = build_native(SYMBOL, "stream launch", (base, layout_signature(cb_type), MAX_BLOCKS),
                        make_ir)
    return native.executable_copy(code)


def _gil_enabled() -> bool:
    """Python threads take turns (the GIL), which makes the machine code's steps atomic; a
    free-threaded interpreter running without it keeps launches in Python."""
    probe = getattr(sys, "_is_gil_enabled", None)
    return probe is None or bool(probe())


def _gone_for(stream: Any) -> Callable[..., None]:
    """What a launch function kept past its stream calls: raises STREAM_GONE naming it."""
    stream_id, device = stream.id, stream._worker.device_id

    def gone(*args: Any, **kwargs: Any) -> None:
        raise runtime_error("STREAM_GONE", stream=stream_id, device=device)

    return gone


def rlock_layout(lock: Any) -> bool | None:
    """Whether ``lock`` is a ``_thread.RLock`` whose owner and count words are where
    RLOCK_OWNER and RLOCK_COUNT say, checked by acquiring it once without blocking; None if
    it is held (the check has to wait)."""
    if type(lock) is not _thread.RLock or type(lock).__basicsize__ != RLOCK_COUNT + 16:
        return False

    def words() -> tuple[int, int]:
        return (ctypes.c_ulong.from_address(id(lock) + RLOCK_OWNER).value,
                ctypes.c_ulong.from_address(id(lock) + RLOCK_COUNT).value)

    me = _thread.get_ident()
    before = words()  # free (count 0), or this thread's (a launch inside an operation)
    if not lock.acquire(blocking=False):
        return None
    try:
        held = words()
    finally:
        lock.release()
    return held == (me, before[1] + 1) and words() == before


class _Probe:
    __slots__ = ("x",)


_MEMBER = type(_Probe.__dict__["x"])  # member_descriptor
# PyMemberDescrObject: the object head, d_type, d_name, d_qualname, then d_member; the
# PyMemberDef it points to: name, type (an int, padded), then offset
_DESCR_MEMBER = object.__basicsize__ + 3 * 8
_DESCR_SIZE = _DESCR_MEMBER + 8
_MEMBER_OFFSET = 16


def _member_offset(cls: type, name: str) -> int | None:
    """The offset in ``cls``'s objects of its ``__slots__`` attribute ``name``: read from the
    member descriptor (``PyMemberDescrObject.d_member``, then ``PyMemberDef.offset``), or
    None if ``name`` is not such a member."""
    desc = cls.__dict__.get(name)
    if type(desc) is not _MEMBER or type(desc).__basicsize__ != _DESCR_SIZE:
        return None
    member = ctypes.c_void_p.from_address(id(desc) + _DESCR_MEMBER).value
    if not member or ctypes.c_char_p.from_address(member).value != name.encode():
        return None
    return ctypes.c_ssize_t.from_address(member + _MEMBER_OFFSET).value


def slot_offsets(objects: dict[str, Any]) -> bytes | None:
    """The ``offsets`` object for the live objects ``objects`` (by SLOTS' prefixes), or None
    if a slot's offset is unknown or does not hold what the attribute reads."""
    words = []
    for path in SLOTS:
        what, name = path.split(".")
        obj = objects[what]
        offset = _member_offset(type(obj), name)
        if offset is None or ctypes.c_void_p.from_address(id(obj) + offset).value != \
                id(getattr(obj, name)):
            return None
        words.append(offset.to_bytes(8, "little"))
    return b"".join(words)


def install(stream: Any, ctx: Any, kernel: Any, fallback: Callable[..., None]) -> None:
    """Give ``stream`` its launch in machine code on ``ctx`` (``stream.launch``), for kernels
    of ``kernel``'s type, falling back to ``fallback`` (``stream_launch.launch``), if the
    context's lock and the slot attributes are laid out as its code reads them.  Decided once
    per stream and context (``stream._native_ctx``), unless the lock is held (tried again at
    a later launch)."""
    launches = ctx.launches
    queue = launches.queue
    plan = launches.plans.get(id(kernel))
    entry = queue.entries[queue.tail % RING_SLOTS] if queue is not None else None
    if plan is None or entry is None:
        return
    layout = rlock_layout(ctx.lock)
    if layout is None:
        return  # held by another thread now
    stream._native_ctx = weakref.ref(ctx)
    offsets = slot_offsets({"plan": plan, "entry": entry, "launches": launches})
    if not layout or offsets is None or not _gil_enabled():
        return  # this interpreter lays them out otherwise, or runs threads side by side
    constants = {
        "fallback": fallback, "gone": _gone_for(stream), "stream_ref": weakref.ref(stream),
        "ctx_ref": weakref.ref(ctx), "queue_ref": weakref.ref(queue), "rooms_on": ROOMS_ON,
        "kernel_type": type(kernel), "int_type": int, "rlock_type": _thread.RLock,
        "kw_blocks": sys.intern("blocks"), "offsets": offsets,
    }
    objects = tuple(constants[name] for name in CONSTANTS)
    objects += tuple(sys.intern(name) for name in ATTRIBUTES)
    doc = f"{SIGNATURE}\n--\n\n{fallback.__doc__ or ''}"  # inspect reads the first line
    stream.launch = builtin(_code(queue.base, queue.cb_type), "launch", doc, objects,
                            keywords=True)
