"""The single definition of the kernel ABI: args slots, contexts and tensor descriptors.

Lowering reads these layouts (it emits loads at the byte offsets below) and the runtime
writes them (it fills the ctypes structures below).  Nothing else defines a layout.

    void kernel_entry(int64_t *args)      payload offset 0 is the entry
    args[0..32)   tensor slots: GM address of a TensorDesc, one per tensor param, in order
    args[32..48)  scalar slots: 64-bit patterns, in order (f32 in the low 32 bits, f16/bf16
                  as their 16-bit pattern in the low 16 bits)
    args[48]      -> LocalContext  { block_idx, block_num }
                  (grid kernels: hidden scalar launch parameters, see LAUNCH_PARAMS)
    args[49]      -> GlobalContext (per core, lives for the Worker)
"""

from __future__ import annotations

import ctypes
import math
import struct

TENSOR_SLOT_BASE = 0
MAX_TENSORS = 32
SCALAR_SLOT_BASE = 32
MAX_SCALARS = 16
SPMD_LOCAL_CONTEXT_INDEX = 48
SPMD_GLOBAL_CONTEXT_INDEX = 49
ARGS_SLOTS = 50
SLOT_BYTES = 8

MAX_DIMS = 8

ARCHS = ("a2a3", "a5")

# Element type codes stored in TensorDesc.dtype; the name is the DSL spelling.
DTYPE_CODES: dict[str, int] = {
    "bool": 1,
    "i8": 2,
    "i16": 3,
    "i32": 4,
    "i64": 5,
    "u8": 6,
    "u16": 7,
    "u32": 8,
    "u64": 9,
    "f32": 10,
    "f64": 11,
    "f16": 12,
    "bf16": 13,
}
# numpy spelling of each DSL dtype (numpy's "bool" is one byte, like the DSL's).
NUMPY_DTYPES: dict[str, str] = {
    "bool": "bool",
    "i8": "int8",
    "i16": "int16",
    "i32": "int32",
    "i64": "int64",
    "u8": "uint8",
    "u16": "uint16",
    "u32": "uint32",
    "u64": "uint64",
    "f32": "float32",
    "f64": "float64",
    "f16": "float16",
    "bf16": "bfloat16",  # ml_dtypes.bfloat16: numpy knows the name once ml_dtypes is imported
}


def load_bfloat16() -> None:
    """Make numpy know ``"bfloat16"`` (``NUMPY_DTYPES["bf16"]``) by importing ml_dtypes.

    The import takes about half a second, so it happens only where bf16 is first needed (a
    bf16 kernel compiled, a bf16 buffer or dump), never at ``import incore`` or Worker start;
    after the first call it is a dictionary lookup.
    """
    import ml_dtypes  # noqa: F401  (registers bfloat16 with numpy)

# The 16-bit floats: (significant bits, exponent of the smallest subnormal, 2**emax where the
# values overflow to inf).
HALF_FORMATS: dict[str, tuple[int, int, int]] = {"f16": (11, -24, 16), "bf16": (8, -133, 128)}

# Core kinds; `core_type` in the DSL compares against these values.
CORE_AIC = 0
CORE_AIV = 1


class LocalContext(ctypes.Structure):
    """Per-block context a core fills before each call of the payload."""

    _fields_ = [("block_idx", ctypes.c_int64), ("block_num", ctypes.c_int64)]


_GLOBAL_CONTEXT_FIELDS = [
    ("sub_block_id", ctypes.c_int64),
    ("core_id", ctypes.c_int64),
    ("log_level", ctypes.c_int64),
    ("log_info_v", ctypes.c_int64),
    ("log_ring", ctypes.c_uint64),
    # address of this core's cluster's ClusterFlags block (MIX-cluster sync, see below)
    ("cluster_flags", ctypes.c_uint64),
    # address of this core's AccessTraceHeader (L2 model, see below); 0: launches not traced
    ("access_trace", ctypes.c_uint64),
]


class GlobalContextA5(ctypes.Structure):
    """A5 per-core context: A5 carries the cache policy in the load, so no offset field."""

    _fields_ = _GLOBAL_CONTEXT_FIELDS


class GlobalContextA2A3(ctypes.Structure):
    """Per-core context written once at cold start; ``l2_cache_offset`` is the LAST field."""

    _fields_ = [*_GLOBAL_CONTEXT_FIELDS, ("l2_cache_offset", ctypes.c_uint64)]


# MIX-cluster synchronisation ---------------------------------------------------------------
#
# GlobalContext.cluster_flags points at the ClusterFlags block of the core's cluster (one per
# cluster, in the control block; the scheduler zeroes them before each launch).  The three
# cores of a cluster (1 AIC + 2 AIV) share it: ``flags[f]`` is the counting semaphore of
# ``set_flag(f)``/``wait_flag(f)``; ``barrier_count``/``barrier_gen`` are the arrival counter and
# generation of ``cluster_barrier()``; ``sleepers`` counts the cores of the cluster inside a
# futex wait on one of these words (a setter issues FUTEX_WAKE only when it is non-zero);
# ``waiting[slot]`` records what a core waits for (slot 0: the AIC, 1 + sub_block_id: an AIV)
# and where: its low ``WAIT_LINE_SHIFT`` bits are the code (0 = nothing, 1 + f = flag f,
# ``WAIT_BARRIER`` = the barrier), the bits above them the ``.ik`` line of the ``wait_flag`` or
# ``cluster_barrier`` (0: unknown); the host reads it on a timeout.  Every word is 32 bits:
# futex words are.

FLAG_COUNT = 16
CLUSTER_CORES = 3
WAIT_NONE = 0
WAIT_BARRIER = FLAG_COUNT + 1
WAIT_SYNC_ALL = FLAG_COUNT + 2  # sync_all(), across the blocks of a launch


def wait_code(flag: int) -> int:
    """The ``ClusterFlags.waiting`` value of a core waiting on flag ``flag``."""
    return 1 + flag


WAIT_LINE_SHIFT = 8
WAIT_MAX_LINE = (1 << (32 - WAIT_LINE_SHIFT)) - 1


def wait_record(code: int, line: int) -> int:
    """The ``ClusterFlags.waiting`` word of a core waiting for ``code`` at source ``line``
    (a line past ``WAIT_MAX_LINE`` is recorded as 0, unknown)."""
    return code | ((line if 0 < line <= WAIT_MAX_LINE else 0) << WAIT_LINE_SHIFT)


def wait_fields(word: int) -> tuple[int, int]:
    """``(code, line)`` of a ``ClusterFlags.waiting`` word."""
    return word & ((1 << WAIT_LINE_SHIFT) - 1), word >> WAIT_LINE_SHIFT


def waiting_slot(is_aic: bool, sub_block_id: int) -> int:
    """The index in ``ClusterFlags.waiting`` of a core of its cluster."""
    return 0 if is_aic else 1 + sub_block_id


class ClusterFlags(ctypes.Structure):
    """One cluster's flags, barrier and wait records (128 bytes: clusters do not share a
    cache line pair)."""

    _fields_ = [
        ("flags", ctypes.c_uint32 * FLAG_COUNT),
        ("barrier_count", ctypes.c_uint32),
        ("barrier_gen", ctypes.c_uint32),
        ("sleepers", ctypes.c_uint32),
        ("waiting", ctypes.c_uint32 * CLUSTER_CORES),
        # the sanitizer's checked variant numbers the cluster's set/wait operations with
        # sync_seq, under sync_lock (0 free, 1 held), so the numbers follow the flags' order
        ("sync_seq", ctypes.c_uint32),
        ("sync_lock", ctypes.c_uint32),
        # fault_index[slot]: the index a core's tile-index trap site found out of range,
        # stored just before the trap (the host's fault message names it)
        ("fault_index", ctypes.c_int64 * CLUSTER_CORES),
        ("_pad", ctypes.c_uint32 * 2),
    ]


assert ctypes.sizeof(ClusterFlags) == 128

# The trap cause of a tile index outside its tile, at the start of the site's cause text
# (``"tile index out of range: t[k], dim 0 of tile 't' (Tile[[16], i32]) has extent 16"``);
# the faulting core's ``fault_index`` slot holds the index value.
TILE_INDEX_CAUSE = "tile index out of range"


# Grids and sync_all ------------------------------------------------------------------------
#
# A kernel that reads ``grid_idx(axis)``/``grid_dim(axis)`` or calls ``sync_all()`` takes
# LAUNCH_PARAMS as hidden scalar parameters after its own (meta params with a ``launch`` key):
# the grid's extents along axes 0, 1 and 2 (``block_num`` is their product) and the GM address
# of the launch's SyncAllBlock.  The runtime appends their values to the launch's arguments.

LAUNCH_PARAMS = ("grid_dim0", "grid_dim1", "grid_dim2", "sync_all")
LAUNCH_PARAM_PREFIX = "__"
GRID_AXES = 3


def launch_param_name(key: str) -> str:
    """The parameter name of hidden launch parameter ``key`` (one of ``LAUNCH_PARAMS``)."""
    return LAUNCH_PARAM_PREFIX + key


class SyncAllBlock(ctypes.Structure):
    """The words of one launch's ``sync_all()`` barrier (64 bytes, zeroed before the launch).

    ``count`` counts the participants that arrived in generation ``gen``; the last to arrive
    resets it and bumps ``gen`` (futex word of the waiters).  A participant whose block ends
    adds one to ``ended`` (the last of all resets it, leaving the block zeroed) and records its
    block in ``ended_block``: a waiter that sees ``count + ended`` reach ``total`` with ``gen``
    unchanged knows nobody else will arrive: it stores ``ended_block`` in its cluster's
    ``ClusterFlags.fault_index`` slot and traps with ``SYNC_ALL_CAUSE`` (the host's message
    names that block).  Waiters sleep on ``wake_seq``, which the last arrival and every ending
    participant bump after their change (so no wake-up is lost between a waiter's check and
    its sleep); ``sleepers`` counts waiters inside FUTEX_WAIT."""

    _fields_ = [
        ("count", ctypes.c_uint32),
        ("gen", ctypes.c_uint32),
        ("ended", ctypes.c_uint32),
        ("sleepers", ctypes.c_uint32),
        ("ended_block", ctypes.c_int64),
        # bumped after every change a waiter waits for (gen, ended): the futex word
        ("wake_seq", ctypes.c_uint32),
        ("_pad", ctypes.c_uint32 * 9),
    ]


assert ctypes.sizeof(SyncAllBlock) == 64

# The flag of a sync_all() barrier event in the sanitizer's records (cluster_barrier's is -1).
SYNC_ALL_EVENT_FLAG = -2

# The trap cause of a sync_all() that can never complete (a block ended without reaching it).
SYNC_ALL_CAUSE = "sync_all() cannot complete"


# L2 access trace ---------------------------------------------------------------------------
#
# A kernel compiled with ``access_trace=True`` appends one 8-byte record per L2 request to its
# core's trace buffer: GlobalContext.access_trace points at an AccessTraceHeader followed by
# ``capacity`` records.  A record is ``address | size << 48 | write << 62 | bypass << 63``: the
# first byte the request covers (on a2a3 a BYPASS load's address lies in the nocache alias
# window), the bytes it covers inside its one L2 line (1..line), whether it stores, and
# whether it was compiled BYPASS (the policy bit A5 loads carry).  ``pending`` holds the
# core's open coalescing run (element accesses to one line, in program order), appended when
# the run ends; the host appends a run still open when the launch ends.  A record of size 0
# is a block marker whose low bits are the block index: the payload writes one when it starts
# a block.  A full buffer sets
# ``state`` to TRACE_FULL, adds 1 to the 32-bit request word at ``wake_addr`` and futex-wakes it
# (the host's drainer sleeps on that word), then sleeps on ``state`` until
# the host has drained the records and set it back to TRACE_FILLING (count 0): nothing is
# dropped.

ACCESS_ADDR_BITS = 48
ACCESS_SIZE_SHIFT = 48
ACCESS_MAX_BYTES = (1 << 14) - 1
# A counted run record (bit ACCESS_RUN_BIT set; a request never exceeds its line, at most
# 4096 bytes, so no plain request has it): ``count`` (bits 48..57, 2..ACCESS_RUN_MAX) requests
# to the line of ``address``, issued back to back, each of ``1 << scale`` bytes (bits 58..60)
# from ``address``; the write and bypass bits as in any record.
ACCESS_RUN_BIT = 61
ACCESS_RUN_COUNT_BITS = 10
ACCESS_RUN_MAX = (1 << ACCESS_RUN_COUNT_BITS) - 1
ACCESS_RUN_SCALE_SHIFT = 58
ACCESS_RUN_MAX_SCALE = 7

# Sanitizer records ---------------------------------------------------------------------------
#
# A kernel compiled with ``sanitize=True`` appends SANITIZE_RECORD_WORDS 8-byte words per
# coalesced GM access interval and per synchronisation event to the same per-core buffers
# (AccessTraceHeader, ``count`` in words): ``address`` (0 for an event), ``size`` (the event's
# value for an event, the index for an index overflow) and ``site << 32 | time``; the site
# indexes the payload's ``sanitize_sites`` meta table (``incore.lowering.sanitize_trace``).

SANITIZE_RECORD_WORDS = 3
ACCESS_WRITE_BIT = 62
ACCESS_BYPASS_BIT = 63
ACCESS_RECORD_BYTES = 8
TRACE_FILLING = 0
TRACE_FULL = 1


class AccessTraceHeader(ctypes.Structure):
    """Header of one core's access-trace buffer (64 bytes; the records follow it)."""

    _fields_ = [
        ("capacity", ctypes.c_int64),
        ("count", ctypes.c_int64),
        ("state", ctypes.c_uint32),
        ("_pad", ctypes.c_uint32),
        ("wake_addr", ctypes.c_uint64),
        ("drains", ctypes.c_int64),
        # the open coalescing run (a request record not yet appended), 0: none
        ("pending", ctypes.c_uint64),
        # set sampling (``L2Config.set_sampling`` - 1): an element site's run on a line whose
        # number has any of these bits is not recorded (0: every run is)
        ("sample_mask", ctypes.c_uint64),
        ("_reserved", ctypes.c_uint64),
    ]


class TensorDesc(ctypes.Structure):
    """A tensor argument in GM: data address, dtype code, rank, shape and element strides."""

    _fields_ = [
        ("addr", ctypes.c_uint64),
        ("dtype", ctypes.c_int64),
        ("ndim", ctypes.c_int64),
        ("shape", ctypes.c_int64 * MAX_DIMS),
        ("strides", ctypes.c_int64 * MAX_DIMS),
    ]


def global_context_type(arch: str) -> type[ctypes.Structure]:
    """The GlobalContext layout of ``arch`` (``"a2a3"`` or ``"a5"``)."""
    if arch == "a2a3":
        return GlobalContextA2A3
    if arch == "a5":
        return GlobalContextA5
    raise ValueError(f"unknown arch {arch!r}; expected one of {', '.join(ARCHS)}")


def field_offset(layout: type[ctypes.Structure], name: str) -> int:
    """Byte offset of field ``name`` in ``layout``."""
    return getattr(layout, name).offset


def shape_offset(k: int) -> int:
    """Byte offset of ``shape[k]`` in a TensorDesc."""
    return TensorDesc.shape.offset + 8 * k


def tensor_slot(i: int) -> int:
    """args index of the i-th tensor parameter."""
    if not 0 <= i < MAX_TENSORS:
        raise ValueError(f"a kernel takes at most {MAX_TENSORS} tensor parameters")
    return TENSOR_SLOT_BASE + i


def scalar_slot(i: int) -> int:
    """args index of the i-th scalar parameter."""
    if not 0 <= i < MAX_SCALARS:
        raise ValueError(f"a kernel takes at most {MAX_SCALARS} scalar parameters")
    return SCALAR_SLOT_BASE + i


def pack_scalar(dtype: str, value: object) -> int:
    """The 64-bit slot pattern of a scalar argument (f32 in the low 32 bits, f16/bf16 in the low
    16 bits, rounded to nearest even as numpy/ml_dtypes round, ints sign-extended)."""
    if dtype in HALF_FORMATS:
        return half_bits(dtype, value)
    if dtype == "f32":
        return struct.unpack("<I", struct.pack("<f", float(value)))[0]
    if dtype == "f64":
        return struct.unpack("<Q", struct.pack("<d", float(value)))[0]
    if dtype == "bool":
        return 1 if value else 0
    return int(value) & 0xFFFF_FFFF_FFFF_FFFF


def round_half(value: float, dtype: str) -> float:
    """``value`` rounded once to nearest even in ``dtype`` (``f16`` or ``bf16``), subnormals
    kept and inf beyond the range: what ``np.float16(value)`` and ``ml_dtypes.bfloat16(value)``
    give for a Python float (pure Python, so the compiler needs no numpy for it)."""
    p, quantum_min, emax = HALF_FORMATS[dtype]
    if not math.isfinite(value) or value == 0.0:
        return value
    exponent = math.frexp(value)[1]  # value = m * 2**exponent with 0.5 <= |m| < 1
    quantum = max(exponent - p, quantum_min)
    steps = round(math.ldexp(value, -quantum))  # exact scaling; round() is nearest even
    rounded = math.ldexp(float(steps), quantum) if steps else math.copysign(0.0, value)
    return math.copysign(math.inf, value) if abs(rounded) >= 2.0**emax else rounded


def half_bits(dtype: str, value: object) -> int:
    """The 16-bit pattern of ``value`` as ``dtype`` (``f16`` or ``bf16``), rounded once from
    the Python float to nearest even, as ``np.float16`` and ``ml_dtypes.bfloat16`` do; a nan
    is the quiet nan of the type with the sign kept."""
    x = round_half(float(value), dtype)
    if dtype == "f16":
        if math.isnan(x):
            return 0xFE00 if math.copysign(1.0, x) < 0 else 0x7E00
        return struct.unpack("<H", struct.pack("<e", x))[0]  # exact: x is an f16 value
    return struct.unpack("<I", struct.pack("<f", x))[0] >> 16  # exact: the top half of an f32


# Device log and assertion records -------------------------------------------------------
#
# GlobalContext.log_ring points at one LogRing per core in GM: a header followed by
# ``capacity`` LogRecords.  Only the owning core writes it (no atomics); the host drains it
# after every launch and formats records from the site table in ``.incore.meta``.
# GlobalContext.log_level holds a CANN-aligned severity; log_info_v the lowest INFO tier shown.

LOG_DEBUG, LOG_INFO, LOG_WARN, LOG_ERROR, LOG_NUL = 0, 1, 2, 3, 4
MAX_LOG_ARGS = 8
# The meta site kind of a compiler-generated bounds check (bounds_check=True): its abort record
# words are the index values, then the values of the tensor's symbolic dims that fit.
BOUNDS_SITE_KIND = "bounds"


class LogRecord(ctypes.Structure):
    """One device log record: site id, block and the argument words (floats as f64 bits)."""

    _fields_ = [
        ("site", ctypes.c_int64),
        ("block", ctypes.c_int64),
        ("args", ctypes.c_uint64 * MAX_LOG_ARGS),
    ]


class LogRingHeader(ctypes.Structure):
    """Header of a core's ring.  ``abort_*`` describe the core's first failed assert
    (``abort_site`` is 1 + its site id, 0 if none); ``abort_count`` counts all of them."""

    _fields_ = [
        ("capacity", ctypes.c_int64),
        ("count", ctypes.c_int64),
        ("dropped", ctypes.c_int64),
        ("abort_site", ctypes.c_int64),
        ("abort_block", ctypes.c_int64),
        ("abort_args", ctypes.c_uint64 * MAX_LOG_ARGS),
        ("abort_count", ctypes.c_int64),
    ]


# Print records ---------------------------------------------------------------------------
#
# ``print(...)`` (a "print" site, level info_v5) appends ONE variable-length record: it takes
# ``print_slots`` consecutive LogRecord slots of the ring.  The first slot's ``site`` and
# ``block`` are a log record's; its payload starts at ``LogRecord.args`` and runs on through
# the following slots: per non-text argument in order, a scalar is one 8-byte word encoded as
# a log argument (ints extended, floats as f64 bits, bools 0/1) and a tile is its first
# ``min(size, PRINT_MAX_ELEMENTS)`` elements, row-major, in their GM layout (bools as bytes,
# f16/bf16 as 16-bit patterns), padded to 8 bytes.  A record that does not fit the ring's
# free slots is dropped whole and counted in ``dropped``.

PRINT_SITE_KIND = "print"
PRINT_LEVEL = "info_v5"
PRINT_MAX_ELEMENTS = 1024
# bytes per element in GM (and in a print payload)
DTYPE_BYTES: dict[str, int] = {
    "bool": 1, "i8": 1, "u8": 1, "i16": 2, "u16": 2, "f16": 2, "bf16": 2,
    "i32": 4, "u32": 4, "f32": 4, "i64": 8, "u64": 8, "f64": 8,
}


def print_layout(arg_types: list[str], shapes: list[list[int] | tuple[int, ...]]
                 ) -> tuple[list[int], int]:
    """The byte offset of each argument in a print record's payload (counted from
    ``LogRecord.args``) and the payload's size in bytes."""
    offsets, at = [], 0
    for dtype, shape in zip(arg_types, shapes, strict=True):
        offsets.append(at)
        if not shape:
            at += SLOT_BYTES
            continue
        count = min(math.prod(shape), PRINT_MAX_ELEMENTS)
        at += -(-count * DTYPE_BYTES[dtype] // SLOT_BYTES) * SLOT_BYTES
    return offsets, at


def print_slots(payload_bytes: int) -> int:
    """How many LogRecord slots a print record with ``payload_bytes`` of payload takes."""
    used = LogRecord.args.offset + payload_bytes
    return max(1, -(-used // ctypes.sizeof(LogRecord)))


# Trap sites -------------------------------------------------------------------------------
#
# A failed run-time check of generated code (division by zero, INT_MIN // -1, a range() step
# of 0) executes ``ud1 eax, [rax + disp32]``: the bytes ``TRAP_OPCODE`` followed by the site's
# trap id as a little-endian uint32 displacement.  The CPU raises #UD (SIGILL) with the
# instruction pointer at the instruction, so the host reads the id from the payload bytes
# there and looks it up in the ``traps`` table of ``.incore.meta``.  Every site has its own id,
# so the optimiser cannot merge two sites into one instruction.

TRAP_OPCODE = b"\x0f\xb9\x80"
TRAP_INSN_BYTES = len(TRAP_OPCODE) + 4


def trap_instruction(trap_id: int) -> bytes:
    """The machine code of trap site ``trap_id``."""
    return TRAP_OPCODE + (trap_id & 0xFFFF_FFFF).to_bytes(4, "little")


def trap_id_at(code: bytes, offset: int) -> int | None:
    """The trap id of the trap instruction at ``code[offset]``, or None if there is none."""
    if not 0 <= offset <= len(code) - TRAP_INSN_BYTES:
        return None
    if code[offset:offset + len(TRAP_OPCODE)] != TRAP_OPCODE:
        return None
    return int.from_bytes(code[offset + len(TRAP_OPCODE):offset + TRAP_INSN_BYTES], "little")
