"""The DSL's types: scalar types, tensor types and load cache policies."""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass


@dataclass(frozen=True)
class ScalarType:
    """A scalar type: ``kind`` is ``bool``, ``int`` (signed), ``uint`` or ``float``."""

    name: str
    kind: str
    bits: int

    @property
    def is_bool(self) -> bool:
        return self.kind == "bool"

    @property
    def is_int(self) -> bool:
        """True for signed and unsigned integers (not bool)."""
        return self.kind in ("int", "uint")

    @property
    def is_signed(self) -> bool:
        return self.kind == "int"

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    @property
    def is_half(self) -> bool:
        """True for the 16-bit floats f16 and bf16 (computed in f32, rounded per result)."""
        return self.kind == "float" and self.bits == 16

    def __str__(self) -> str:
        return self.name


BOOL = ScalarType("bool", "bool", 1)
I8 = ScalarType("i8", "int", 8)
I16 = ScalarType("i16", "int", 16)
I32 = ScalarType("i32", "int", 32)
I64 = ScalarType("i64", "int", 64)
U8 = ScalarType("u8", "uint", 8)
U16 = ScalarType("u16", "uint", 16)
U32 = ScalarType("u32", "uint", 32)
U64 = ScalarType("u64", "uint", 64)
F32 = ScalarType("f32", "float", 32)
F64 = ScalarType("f64", "float", 64)
# 16-bit floats: registers hold them as f32 values of the type, memory as 16-bit patterns
F16 = ScalarType("f16", "float", 16)
BF16 = ScalarType("bf16", "float", 16)

# The type of a call to a helper declared without ``-> T``: such a call is only a statement.
VOID = ScalarType("void", "void", 0)

SCALAR_TYPES: dict[str, ScalarType] = {
    t.name: t for t in (BOOL, I8, I16, I32, I64, U8, U16, U32, U64, F32, F64, F16, BF16)
}


@dataclass(frozen=True)
class TensorType:
    """A row-major GM tensor: each dim is an int literal or a symbol bound at launch."""

    dims: tuple[int | str, ...]
    dtype: ScalarType

    @property
    def ndim(self) -> int:
        return len(self.dims)

    def __str__(self) -> str:
        return f"Tensor[[{', '.join(str(d) for d in self.dims)}], {self.dtype}]"


@dataclass(frozen=True)
class TileType:
    """A tile in the core's local memory: a constant ``shape`` (1 to 3 dims) of ``dtype``."""

    shape: tuple[int, ...]
    dtype: ScalarType

    @property
    def size(self) -> int:
        """The number of elements."""
        return math.prod(self.shape)

    @property
    def nbytes(self) -> int:
        """Bytes of local memory the tile occupies (a bool takes one byte)."""
        return self.size * max(1, self.dtype.bits // 8)

    def __str__(self) -> str:
        return f"Tile[[{', '.join(str(d) for d in self.shape)}], {self.dtype}]"


class CachePolicy(enum.Enum):
    """How a GM load treats L2: ``DEFAULT`` allocates, ``BYPASS`` must not allocate."""

    DEFAULT = "default"
    BYPASS = "bypass"


class CoreKind(enum.Enum):
    """Which cores run a kernel: ``@aiv`` (default), ``@aic`` or ``@mix`` (1 AIC + 2 AIV)."""

    AIV = "aiv"
    AIC = "aic"
    MIX = "mix"
