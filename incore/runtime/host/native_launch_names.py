"""What a stream's launch in machine code (``native_launch.py``) is made with, named for both
its builder (``native_launch_ir.py``) and ``native_launch.install``, which gives the values:
the objects of its ``self`` after the API table, the attributes it reads and writes by name,
the ``__slots__`` attributes it reads and writes at their offsets, and the RLock's words.
"""

from __future__ import annotations

# The objects the function is made with, after the API table (``install`` gives
# their values): the Python fallback, the stream and what it was made for, types and names.
CONSTANTS = ("fallback", "gone", "stream_ref", "ctx_ref", "queue_ref", "rooms_on",
             "kernel_type", "int_type", "rlock_type", "kw_blocks", "offsets")
# The attributes of the ``__slots__`` classes KernelPlan ("plan"), Entry ("entry") and
# LaunchState ("launches") the steps read or write: at the slot's offset in the object, which
# ``install`` reads from the class's member descriptor and checks on live objects (the
# ``offsets`` object: 8 bytes each, in this order).
SLOTS = (
    "plan.kernel", "plan.alone", "plan.collectors", "plan.launchable", "plan.grid", "plan.n",
    "plan.epoch", "plan.pool", "plan.seen", "plan.last", "plan.tensor_index", "plan.scalars",
    "plan.version", "plan.payload", "plan.payload_aic", "plan.tensors", "plan.words",
    "entry.words", "entry.plan", "entry.nblocks", "entry.profile", "entry.wrote",
    "entry.wrote_version", "entry.keep", "entry.launchable", "entry.stream", "entry.timeout",
    "entry.observed", "entry.after", "entry.ordinal", "launches.plans", "launches.live",
    "launches.inflight", "launches.collecting", "launches.log_level", "launches.queue",
)
# The attributes the steps read or write (each an object ``s_<name>``: the interned name).
ATTRIBUTES = (
    "_launch_form", "_graph", "_callbacks", "_after", "_worker", "_ctx", "_closed",
    "deferred_closes", "launch_options", "lock", "launches", "plans", "kernel", "collect",
    "start_seconds", "lifecycle", "device_ready", "live", "inflight", "collecting", "failure",
    "log_level", "alone", "queue", "collectors", "launchable", "programs", "grid", "n",
    "epoch", "pool", "seen", "last", "tensor_index", "scalars", "_alloc", "entries", "plan",
    "nblocks", "profile", "wrote", "wrote_version", "version", "_waited", "_last_seq",
    "_count", "timeout", "keep", "stream", "observed", "after", "ordinal", "kind",
)

# _thread.RLock's object: the head, the lock, then the owning thread's ident and the count of
# its acquisitions (0: free)
RLOCK_OWNER = object.__basicsize__ + 8
RLOCK_COUNT = RLOCK_OWNER + 8
