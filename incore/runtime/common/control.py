"""The control block shared by host and device: ctypes layouts of every word they exchange.

One memfd at the device's fixed control address holds, in order:

    InitArgs      written once by the host before the device starts (docs/abi.md, "Control
                  block: InitArgs"; one layout per arch, ``init_args_type``: only a2a3's has
                  ``l2_cache_offset``)
    LaunchHeader  the doorbell the scheduler rings for the cores (``seq``: the last launch it
                  dispatched), ready and status words (futex words are 32-bit), and launch lane
                  0: core kind, block count, payload and args-template addresses, blocks_done,
                  the ``profile`` flag that asks the cores to time each block of the launch
    FaultRecord   signal, faulting address, thread id, instruction pointer and si_code, written
                  by the native fault handler
    cores[]       per-core state: args, LocalContext, GlobalContext, current block, thread id,
                  and the core's trace area (``(block, start_ns, end_ns)`` records of the
                  first TRACE_RECORDS blocks of a launch, a count and an overflow counter for
                  the blocks past them, like the log rings; see :class:`CoreTrace`)
    executor      the native executor's words (core loop and scheduler addresses, lane 0's
                  claim word)
    queue, ring   the launch queue: its words and RING_SLOTS launch descriptors, written by the
                  host and drained in order by the device's scheduler
    lanes         launch lanes 1 .. LANES-1 (:class:`Lane`): launches of different streams
                  run at the same time, one per lane (lane 0 is the header's fields)
    python_calls  a test counter
    cluster_flags one ``abi.ClusterFlags`` per cluster: the flags, barrier and wait records of
                  MIX-cluster sync, zeroed before every launch

Core ``i`` of the device is ``cores[i]``; :func:`core_topology` fixes the numbering.
Imports only ctypes and incore.abi, so the device process can use it.
"""

from __future__ import annotations

import ctypes
import functools

from incore import abi

ARCH_CODES: dict[str, int] = {"a2a3": 0, "a5": 1}
ARCH_NAMES: dict[int, str] = {code: name for name, code in ARCH_CODES.items()}

# LaunchHeader.core_kind: abi.CORE_AIC, abi.CORE_AIV, or a mix launch (one cluster per block).
LAUNCH_MIX = 2
KIND_NAMES: dict[int, str] = {abi.CORE_AIC: "aic", abi.CORE_AIV: "aiv", LAUNCH_MIX: "mix"}

# LaunchHeader.status
STATUS_OK = 0
STATUS_FAULT = 1

NO_BLOCK = -1
AIV_PER_CLUSTER = 2


# The InitArgs fields every arch has, ``arch`` first: the device reads the arch code at offset 0
# before it knows which layout the rest of the block has (``init_args_type``).
_INIT_COMMON = [
    ("arch", ctypes.c_int64),
    ("log_severity", ctypes.c_int64),
    ("log_info_v", ctypes.c_int64),
    ("log_ring", ctypes.c_uint64),
    ("log_ring_stride", ctypes.c_uint64),
    ("clusters", ctypes.c_int64),
    ("fault_handler", ctypes.c_uint64),
    ("device_id", ctypes.c_int64),
    ("gm_size", ctypes.c_uint64),
    # the L2 model's per-core access-trace buffers (0: none), copied into every core's
    # GlobalContext.access_trace at cold start
    ("access_trace", ctypes.c_uint64),
    ("access_trace_stride", ctypes.c_uint64),
]


class InitArgsA2A3(ctypes.Structure):
    """One-time device initialisation arguments of an a2a3 device (docs/abi.md,
    "Control block: InitArgs"): the common fields, then ``l2_cache_offset``, what the driver's
    ``rtGetL2CacheOffset`` reported (the resident configuration stores it with
    ``set_dev_l2_cache_offset``).

    ``__slots__`` is empty, so writing a field the layout lacks is an AttributeError instead
    of a Python attribute the device never sees."""

    __slots__ = ()
    _fields_ = [*_INIT_COMMON, ("l2_cache_offset", ctypes.c_uint64)]


class InitArgsA5(ctypes.Structure):
    """One-time device initialisation arguments of an a5 device: the common fields only.
    A5's InitArgs have no ``l2_cache_offset``: A5 carries the cache policy in the load
    instruction, so there is no nocache offset to deliver (and the driver is not asked)."""

    __slots__ = ()
    _fields_ = list(_INIT_COMMON)


INIT_ARGS: dict[str, type[ctypes.Structure]] = {"a2a3": InitArgsA2A3, "a5": InitArgsA5}


def init_args_type(arch: str) -> type[ctypes.Structure]:
    """The InitArgs layout of ``arch`` (``"a2a3"`` or ``"a5"``)."""
    return INIT_ARGS[arch]


def init_args_arch(base: int) -> str | None:
    """The arch of the InitArgs at ``base``, from its first word (written by the host); None
    for a code no arch has."""
    return ARCH_NAMES.get(ctypes.c_int64.from_address(base).value)


class LaunchHeader(ctypes.Structure):
    """The launch doorbell and launch lane 0.  ``seq`` is the last launch the scheduler
    dispatched (into any lane); the other fields are lane 0's (see :class:`Lane`; its claim
    word is ``ExecutorWords.claim``, its dispatch time ``QueueWords.started_ns``)."""

    _fields_ = [
        ("seq", ctypes.c_uint32),
        ("blocks_done", ctypes.c_uint32),
        ("ready", ctypes.c_uint32),
        ("status", ctypes.c_uint32),
        ("core_kind", ctypes.c_uint32),
        ("nblocks", ctypes.c_uint32),
        ("units", ctypes.c_uint32),
        ("profile", ctypes.c_uint32),
        ("payload", ctypes.c_uint64),
        ("payload_aic", ctypes.c_uint64),
        ("args_template", ctypes.c_uint64),
        ("launch", ctypes.c_uint32),  # lane 0's launch (its sequence number)
        ("_pad", ctypes.c_uint32),
    ]


# Launches the device runs at the same time (one per lane); lane 0 is the header's.
LANES = 4


class Lane(ctypes.Structure):
    """A launch lane: one dispatched launch the cores claim blocks of.

    The scheduler fills a lane only when its last launch completed (``blocks_done ==
    units``) and its ``chain`` is closed: it stores the claim word's tag (``claim = launch <<
    32``), then the fields, then ``launch`` last (the core completing a chained launch refills
    its lane with the next the same way); a core reads ``launch``, the fields, then the claim
    word, and uses the snapshot only if the claim word's tag is the ``launch`` it read (a seqlock).
    """

    _fields_ = [
        ("launch", ctypes.c_uint32),
        ("blocks_done", ctypes.c_uint32),
        ("core_kind", ctypes.c_uint32),
        ("nblocks", ctypes.c_uint32),
        ("units", ctypes.c_uint32),
        ("profile", ctypes.c_uint32),
        ("payload", ctypes.c_uint64),
        ("payload_aic", ctypes.c_uint64),
        ("args_template", ctypes.c_uint64),
        ("claim", ctypes.c_uint64),
        ("started_ns", ctypes.c_uint64),
        # the lane's chain word (see CHAIN_CLOSED): the last launch the lane runs, and whether
        # the chain is closed (the lane free once its launch completed)
        ("chain", ctypes.c_uint64),
    ]


# Lane.chain: ``CHAIN_CLOSED | last`` once the core completing the lane's last launch closed
# the chain (the lane is free when its launch completed too); ``last`` alone while the
# scheduler may still chain a launch after it (the last launch's descriptor's ``next`` names
# each chained successor).
CHAIN_CLOSED = 1 << 32


LANE_FIELDS = tuple(name for name, _ in Lane._fields_)


def lane_address(base: int, cb_type: type, lane: int, name: str) -> int:
    """Address of field ``name`` (a :data:`LANE_FIELDS` name) of launch lane ``lane``."""
    if lane == 0:
        if name == "claim":
            return field_address(base, cb_type, "executor", "claim")
        if name == "started_ns":
            return field_address(base, cb_type, "queue", "started_ns")
        if name == "chain":
            return field_address(base, cb_type, "executor", "chain")
        return field_address(base, cb_type, "header", name)
    return (field_address(base, cb_type, "lanes") + (lane - 1) * ctypes.sizeof(Lane)
            + getattr(Lane, name).offset)


class FaultRecord(ctypes.Structure):
    """What the native fault handler saw: signal number, ``si_addr``, the faulting thread, the
    instruction pointer of the signal context (``ip``) and ``si_code`` (``code``)."""

    _fields_ = [
        ("signo", ctypes.c_int64),
        ("addr", ctypes.c_uint64),
        ("tid", ctypes.c_int64),
        ("ip", ctypes.c_uint64),
        ("code", ctypes.c_int64),
    ]


# Records each core's trace area holds per launch; blocks past it only bump ``overflow``.
TRACE_RECORDS = 512


class TraceRecord(ctypes.Structure):
    """One block a core ran: its id and the CLOCK_MONOTONIC nanoseconds around the payload call
    (``time.monotonic_ns``, which host and device share: the clock is system-wide)."""

    _fields_ = [
        ("block", ctypes.c_int64),
        ("start_ns", ctypes.c_uint64),
        ("end_ns", ctypes.c_uint64),
    ]


class CoreTrace(ctypes.Structure):
    """A core's trace area.  The host zeroes ``count`` and ``overflow`` before a profiled launch;
    the core stores record ``count`` and bumps ``count`` while ``count < TRACE_RECORDS``, and
    bumps ``overflow`` for every block after that."""

    _fields_ = [
        ("count", ctypes.c_uint64),
        ("overflow", ctypes.c_uint64),
        ("records", TraceRecord * TRACE_RECORDS),
    ]


class ExecutorWords(ctypes.Structure):
    """The native executor's words (``executor.py``): ``entry`` is the code-memory address of
    the core loop (0: the device runs its Python executor); ``claim`` is the SPMD block
    counter, ``(seq << 32) | next_block``, which the host sets to ``seq << 32`` before it
    writes the rest of a launch and which cores advance by compare-and-swap."""

    _fields_ = [
        ("entry", ctypes.c_uint64),
        ("claim", ctypes.c_uint64),
        # code-memory address of the scheduler loop (``scheduler.py``)
        ("scheduler", ctypes.c_uint64),
        ("chain", ctypes.c_uint64),  # lane 0's chain word (``Lane.chain``)
    ]


# Launch descriptors the queue holds (a power of two, so that ``seq % RING_SLOTS`` follows the
# 32-bit sequence numbers across their wrap-around).  More than 10,000 launches can be queued.
RING_SLOTS = 16384


class QueueWords(ctypes.Structure):
    """The launch queue's words (``queue.py`` on the host, ``scheduler.py`` on the device).

    Sequence numbers are 32-bit and wrap; launch ``n`` lives in ``ring[n % RING_SLOTS]``.
    ``tail``: the last launch the host enqueued (host writes).  ``completed``: the last launch
    whose every unit finished (scheduler writes; launches complete in queue order).
    Launches may complete out of order (one per lane); ``completed`` is the last launch
    before which every launch completed, advanced by the cores (each completed launch marks its
    descriptor's ``finished``).  ``completions`` counts completed launches (the scheduler
    sleeps on it when the next launch must wait for one).
    ``started_ns``: CLOCK_MONOTONIC when the scheduler dispatched lane 0's launch.
    ``sched_sleeping`` / ``host_waiting`` / ``sched_blocked`` / ``sleepers[kind]``: set around
    a futex sleep on ``tail`` / ``completed`` / ``completions`` / ``doorbell[kind]``, so that
    the other side issues a FUTEX_WAKE only when someone sleeps (each side stores its word,
    fences, then re-checks before sleeping).
    """

    _fields_ = [
        ("tail", ctypes.c_uint32),
        ("completed", ctypes.c_uint32),
        ("sched_sleeping", ctypes.c_uint32),
        ("host_waiting", ctypes.c_uint32),
        ("sched_blocked", ctypes.c_uint32),
        ("completions", ctypes.c_uint32),
        ("started_ns", ctypes.c_uint64),
        # per core kind (index abi.CORE_AIC / abi.CORE_AIV): the doorbell the kind's idle
        # cores sleep on (bumped by each dispatch that needs the kind), how many of them
        # sleep there, and how many are spinning on ``header.seq``
        ("doorbell", ctypes.c_uint32 * 2),
        ("sleepers", ctypes.c_uint32 * 2),
        ("spinning", ctypes.c_uint32 * 2),
        # bumped by a core that put a chained launch into its lane (``Lane.chain``): the cores
        # wait for ``header.seq`` or ``refills`` to change
        ("refills", ctypes.c_uint32),
        ("_spare", ctypes.c_uint32),
    ]


# LaunchDesc.overlap: how the launch is ordered (see LaunchDesc).
OVERLAP_ALONE = 0
OVERLAP_AFTER = 1
OVERLAP_PREFIX = 2


class LaunchDesc(ctypes.Structure):
    """One queued launch: what the scheduler copies into a launch lane, and the args
    template the cores copy into their args (``args``; slots below the context pointers).

    ``overlap`` ``OVERLAP_ALONE`` (0, the zero a descriptor starts with) makes the launch
    exclusive: it is dispatched once every launch before it completed, and nothing after it
    is dispatched until it completed.  Otherwise it runs beside other launches once no
    exclusive launch runs and both launches it follows are done: ``after`` (its stream's
    previous launch) and ``waited`` (the newest launch of the events its stream waits for;
    ``after`` again when there is none).  A launch is done when ``completed`` covers it or its
    descriptor is marked ``finished``; each launch is dispatched only once both of its own are
    done, so a finished launch's whole chain (its stream's earlier launches, the launches
    before the events it waited for) finished too.  ``OVERLAP_AFTER`` (1) takes either sign
    for both; ``OVERLAP_PREFIX`` (2) wants ``waited`` covered by ``completed`` (every launch
    up to it complete): the host sets it when the stream waits for events of more than one
    other stream, whose chains the newest one's mark does not cover.  ``finished`` is written
    by the core that completes the launch (its sequence number), and by the host only into a
    slot whose launch completed (a graph replay's images).
    """

    _fields_ = [
        ("core_kind", ctypes.c_uint32),
        ("nblocks", ctypes.c_uint32),
        ("units", ctypes.c_uint32),
        ("profile", ctypes.c_uint32),
        ("overlap", ctypes.c_uint32),
        ("after", ctypes.c_uint32),
        ("finished", ctypes.c_uint32),
        ("waited", ctypes.c_uint32),
        # the launch the scheduler chained after this one in its lane (``Lane.chain``),
        # written by the scheduler before it extends the lane's chain past this launch
        ("next", ctypes.c_uint32),
        ("_spare", ctypes.c_uint32),
        ("payload", ctypes.c_uint64),
        ("payload_aic", ctypes.c_uint64),
        ("args", ctypes.c_int64 * abi.SPMD_LOCAL_CONTEXT_INDEX),
    ]


ArgsArray = ctypes.c_int64 * abi.ARGS_SLOTS
# The host-filled part of the args template (slots below the context pointers), in bytes.
TEMPLATE_BYTES = abi.SPMD_LOCAL_CONTEXT_INDEX * abi.SLOT_BYTES


@functools.cache
def core_state_type(arch: str) -> type[ctypes.Structure]:
    """Per-core state layout of ``arch`` (its GlobalContext layout differs by arch)."""
    return type(
        f"CoreState_{arch}",
        (ctypes.Structure,),
        {
            "_fields_": [
                ("args", ArgsArray),
                ("local", abi.LocalContext),
                ("global_ctx", abi.global_context_type(arch)),
                ("current_block", ctypes.c_int64),
                ("tid", ctypes.c_int64),
                ("kind", ctypes.c_int64),
                ("core_id", ctypes.c_int64),
                # the launch (sequence number) of the block in current_block, stored before it
                ("launch", ctypes.c_int64),
                ("trace", CoreTrace),
            ]
        },
    )


@functools.cache
def control_block_type(arch: str, ncores: int) -> type[ctypes.Structure]:
    """The whole control block of a device of ``arch`` with ``ncores`` cores."""
    return type(
        f"ControlBlock_{arch}_{ncores}",
        (ctypes.Structure,),
        {
            "_fields_": [
                ("init", init_args_type(arch)),
                ("header", LaunchHeader),
                ("fault", FaultRecord),
                ("cores", core_state_type(arch) * ncores),
                ("executor", ExecutorWords),
                ("queue", QueueWords),
                ("ring", LaunchDesc * RING_SLOTS),
                ("lanes", Lane * (LANES - 1)),
                # Python-level calls each core thread made (counted only when the device runs
                # with INCORE_COUNT_CORE_PYTHON=1; tests prove the native loop makes none).
                ("python_calls", ctypes.c_uint64 * ncores),
                # One abi.ClusterFlags per cluster (GlobalContext.cluster_flags points at the
                # core's); the device's scheduler zeroes them as it dispatches each launch.
                ("cluster_flags", abi.ClusterFlags * (ncores // abi.CLUSTER_CORES)),
            ]
        },
    )


def core_topology(clusters: int) -> list[tuple[int, int, int, int]]:
    """``(core_id, kind, sub_block_id, cluster)`` of every core, indexed by core id.

    AIC cores come first (core id = cluster), then the AIV pairs (sub_block_id 0 and 1).
    """
    cores = [(c, abi.CORE_AIC, 0, c) for c in range(clusters)]
    for c in range(clusters):
        for sub in range(AIV_PER_CLUSTER):
            cores.append((clusters + AIV_PER_CLUSTER * c + sub, abi.CORE_AIV, sub, c))
    return cores


def core_label(core_id: int, kind: int) -> str:
    """How messages and traces name a core: ``core 3 (aiv)``."""
    return f"core {core_id} ({KIND_NAMES[kind]})"


def field_address(base: int, layout: type[ctypes.Structure], *path: str) -> int:
    """Absolute address of a nested field, e.g. ``field_address(b, CB, "header", "seq")``."""
    addr = base
    for name in path:
        field = getattr(layout, name)
        addr += field.offset
        layout = dict(layout._fields_)[name]
    return addr
