"""Print records on the host: a ``"print"`` site's payload back to values, and its line.

A print record takes ``site["slots"]`` ring slots; its payload (``incore.abi``, "Print
records") starts at the first slot's ``args``.  The line is ``incore.printing.format_print``'s,
the same an interpreted launch prints.
"""

from __future__ import annotations

import ctypes
import math
import re
import string
import struct

import numpy as np

from incore import abi
from incore.printing import format_print, format_tile, format_value

_KIND = re.compile(r"\((\w+)\)$")


def numpy_dtype(type_name: str) -> np.dtype:
    """The numpy dtype of DSL type ``type_name`` (bf16 loads ml_dtypes)."""
    if type_name == "bf16":
        abi.load_bfloat16()
    return np.dtype(abi.NUMPY_DTYPES[type_name])


def decode_values(site: dict, payload: bytes) -> list:
    """The non-text values of a print record: numpy scalars of their types, and numpy arrays
    holding the first ``min(size, PRINT_MAX_ELEMENTS)`` elements of each tile."""
    types, shapes = site["arg_types"], site["shapes"]
    offsets, _size = abi.print_layout(types, shapes)
    values: list = []
    for t, shape, at in zip(types, shapes, offsets, strict=True):
        dtype = numpy_dtype(t)
        if not shape:
            word = int.from_bytes(payload[at:at + abi.SLOT_BYTES], "little")
            values.append(dtype.type(_scalar(word, t)))
            continue
        count = min(math.prod(shape), abi.PRINT_MAX_ELEMENTS)
        values.append(np.frombuffer(payload, dtype=dtype, count=count, offset=at).copy())
    return values


def print_line(kernel: str, block: int, core: int, label: str, site: dict, address: int) -> str:
    """The line of the print record at ``address`` (its first slot) of ``site``, printed on
    core ``core`` (named ``label``, e.g. ``core 5 (aiv)``) in block ``block``."""
    payload_size = abi.print_layout(site["arg_types"], site["shapes"])[1]
    payload = ctypes.string_at(address + abi.LogRecord.args.offset, payload_size)
    match = _KIND.search(label)
    kind = match.group(1) if match else "?"
    try:
        values = decode_values(site, payload)
        shown = [_tile_text(v, s) if s else v for v, s in zip(values, site["shapes"], strict=True)]
        text = _fill(site["fmt"], shown)
    except Exception as exc:  # noqa: BLE001 - a print never fails the launch
        text = f"{site.get('fmt')} (unprintable: {exc})"
    return format_print(kernel, block, core, kind, [text] if text else [])


def _scalar(word: int, type_name: str) -> int | float | bool:
    """A scalar's payload word (a log argument word) back to its value."""
    if type_name in ("f16", "bf16", "f32", "f64"):  # floats travel as f64 bits
        return struct.unpack("<d", struct.pack("<Q", word))[0]
    if type_name == "bool":
        return bool(word)
    if type_name.startswith("i") and word >> 63:
        return word - (1 << 64)
    return word


def _tile_text(values: np.ndarray, shape: list[int]) -> str:
    return format_tile(values, tuple(shape))


def _fill(fmt: str, values: list) -> str:
    """``fmt`` with its ``{}`` replaced by the printed values, in order."""
    parts = []
    it = iter(values)
    for literal, field, _spec, _conv in string.Formatter().parse(fmt):
        parts.append(literal)
        if field is not None:
            parts.append(format_value(next(it)))
    return "".join(parts)
