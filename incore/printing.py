"""The text of a kernel's ``print(...)``: one formatting function for every way a kernel runs.

A compiled print travels through the device log ring and the host formats its record here
(``incore.runtime.devlog``); an interpreted print formats its values here at once.  Both give
the same line::

    [saxpy block 3 core 5 aiv] i = 17 [1.  2.5 3. ]

The prefix names the kernel, the block (``block_idx``), the core id and the core kind
(``aiv``/``aic``).  The values follow as Python's ``print`` shows them, separated by one space:
a string as written, a scalar as ``str()`` of the numpy scalar of its incore type (an f32 0.1
prints ``0.1``), a tile as numpy prints an array of its dtype and shape.  A tile prints all its
elements up to ``abi.PRINT_MAX_ELEMENTS`` (1,024: numpy would summarise above 1,000); a larger
one prints its first 1,024 elements in row-major order (as whole rows of its shape when its
rows divide 1,024, else as one flat row) followed by ``... (N more elements cut)``.

Pure Python and numpy; shared by every layer (``tests/meta/test_layering.py``).
"""

from __future__ import annotations

import math

import numpy as np

from incore import abi


def print_prefix(kernel: str, block: int, core: int, core_kind: str) -> str:
    """``[<kernel> block <block> core <core> <kind>]``: where a print ran."""
    return f"[{kernel} block {int(block)} core {int(core)} {core_kind}]"


def format_tile(values: np.ndarray, shape: tuple[int, ...] | None = None) -> str:
    """A tile as ``print`` shows it: ``values`` hold the whole tile, or, for a tile of
    ``shape`` with more than ``PRINT_MAX_ELEMENTS`` elements, at least its first
    ``PRINT_MAX_ELEMENTS`` (a compiled print carries only those)."""
    arr = np.asarray(values)
    shape = tuple(arr.shape) if shape is None else tuple(shape)
    size = math.prod(shape)
    limit = abi.PRINT_MAX_ELEMENTS
    if size <= limit:
        return np.array2string(arr.reshape(shape), threshold=limit)
    head = arr.reshape(-1)[:limit]
    inner = math.prod(shape[1:])
    if len(shape) > 1 and limit % inner == 0:
        head = head.reshape((limit // inner, *shape[1:]))
    return f"{np.array2string(head, threshold=limit)} ... ({size - limit} more elements cut)"


def format_value(value: object) -> str:
    """One printed value: a string as written, a numpy array as a tile (``format_tile``),
    anything else (a numpy scalar) as ``str()``."""
    if isinstance(value, str):
        return value
    if isinstance(value, np.ndarray) and value.ndim > 0:
        return format_tile(value)
    return str(value)


def format_print(kernel: str, block: int, core: int, core_kind: str, values: list) -> str:
    """The line a kernel's ``print(*values)`` shows in block ``block`` on core ``core`` of kind
    ``core_kind`` (``"aiv"``/``"aic"``): the prefix, then each value (``format_value``),
    separated by single spaces.  ``values`` are strings (the print's string arguments),
    numpy scalars of the arguments' incore types and numpy arrays (tiles)."""
    return " ".join([print_prefix(kernel, block, core, core_kind)]
                    + [format_value(v) for v in values])
