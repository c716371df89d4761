"""The single definition of the kernel ABI: args slots, contexts and tensor descriptors.

Lowering reads these layouts (it emits loads at the byte offsets below) and the runtime
writes them (it fills the ctypes structures below).  Nothing else defines a layout.

    void kernel_entry(int64_t *args)      payload offset 0 is the entry
    args[0..32)   tensor slots: GM address of a TensorDesc, one per tensor param, in order
    args[32..48)  scalar slots: 64-bit patterns, in order (f32 in the low 32 bits)
    args[48]      -> LocalContext  { block_idx, block_num }
    args[49]      -> GlobalContext (per core, lives for the Worker)
"""

from __future__ import annotations

import ctypes
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
}

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
]


class GlobalContextA5(ctypes.Structure):
    """A5 per-core context: A5 carries the cache policy in the load, so no offset field."""

    _fields_ = _GLOBAL_CONTEXT_FIELDS


class GlobalContextA2A3(ctypes.Structure):
    """Per-core context written once at cold start; ``l2_cache_offset`` is the LAST field."""

    _fields_ = [*_GLOBAL_CONTEXT_FIELDS, ("l2_cache_offset", ctypes.c_uint64)]


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
    """The 64-bit slot pattern of a scalar argument (f32 in the low 32 bits, ints sign-extended)."""
    if dtype == "f32":
        return struct.unpack("<I", struct.pack("<f", float(value)))[0]
    if dtype == "f64":
        return struct.unpack("<Q", struct.pack("<d", float(value)))[0]
    if dtype == "bool":
        return 1 if value else 0
    return int(value) & 0xFFFF_FFFF_FFFF_FFFF


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
