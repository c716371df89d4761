"""Checks launch arguments against a kernel's ``.incore.meta`` before anything runs.

Every problem is a TypeError (wrong kind of value) or ValueError (right kind, wrong value) whose
message names the kernel and the parameter, so a bad launch never reaches a core.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from incore import abi
from incore.runtime.gm import DeviceBuffer, GlobalMemory

# Simulated platform name -> the arch its kernels are compiled for (shared with incore.examples).
PLATFORM_ARCH: dict[str, str] = {"a2a3sim": "a2a3", "a5sim": "a5"}
CORE_KINDS = ("aic", "aiv", "mix")
_F32_MAX = float(np.finfo(np.float32).max)


@dataclass
class BoundArg:
    """One checked argument: its parameter description and the caller's value."""

    name: str
    kind: str  # "tensor" | "scalar"
    slot: int
    dtype: str
    written: bool
    value: Any


def describe_param(param: dict) -> str:
    """A parameter as written in the DSL, e.g. ``x: Tensor[[N], f32]`` or ``alpha: f32``."""
    if param.get("kind") == "tensor":
        dims = ", ".join(str(d) for d in param.get("dims", []))
        return f"{param['name']}: Tensor[[{dims}], {param['dtype']}]"
    return f"{param['name']}: {param['dtype']}"


def check_meta(meta: dict, arch: str) -> None:
    """Raise ValueError unless ``meta`` describes a kernel this platform's ``arch`` can run."""
    name = meta.get("kernel", "<kernel>")
    if meta.get("arch") != arch:
        raise ValueError(
            f"kernel {name!r} was compiled for arch {meta.get('arch')!r}, "
            f"but this Worker's platform runs arch {arch!r}"
        )
    if meta.get("core_kind") not in CORE_KINDS:
        raise ValueError(
            f"kernel {name!r}: unknown core_kind {meta.get('core_kind')!r}; "
            f"expected one of {', '.join(CORE_KINDS)}"
        )
    params = meta.get("params", [])
    tensors = [p for p in params if p.get("kind") == "tensor"]
    scalars = [p for p in params if p.get("kind") == "scalar"]
    if len(tensors) + len(scalars) != len(params):
        bad = next(p for p in params if p.get("kind") not in ("tensor", "scalar"))
        raise ValueError(f"kernel {name!r}: parameter {bad.get('name')!r} has unknown kind")
    if len(tensors) > abi.MAX_TENSORS:
        raise ValueError(
            f"kernel {name!r} has {len(tensors)} tensor parameters; at most {abi.MAX_TENSORS}"
        )
    if len(scalars) > abi.MAX_SCALARS:
        raise ValueError(
            f"kernel {name!r} has {len(scalars)} scalar parameters; at most {abi.MAX_SCALARS}"
        )
    for p in params:
        lo, hi = (
            (abi.TENSOR_SLOT_BASE, abi.TENSOR_SLOT_BASE + abi.MAX_TENSORS)
            if p["kind"] == "tensor"
            else (abi.SCALAR_SLOT_BASE, abi.SCALAR_SLOT_BASE + abi.MAX_SCALARS)
        )
        if not lo <= p.get("slot", -1) < hi:
            raise ValueError(
                f"kernel {name!r}: parameter {p['name']!r} has slot {p.get('slot')!r}, "
                f"outside the {p['kind']} slots [{lo}, {hi})"
            )
        if p.get("dtype") not in abi.DTYPE_CODES:
            raise ValueError(f"kernel {name!r}: parameter {p['name']!r} has unknown dtype")


def bind_args(
    meta: dict, args: Sequence[Any], arch: str, gm: GlobalMemory | None = None
) -> tuple[list[BoundArg], dict[str, int]]:
    """Check ``args`` against ``meta``; return the bound arguments and the symbol values.

    ``gm`` is the Worker's GM: DeviceBuffers must live in it.
    """
    check_meta(meta, arch)
    name = meta.get("kernel", "<kernel>")
    params = meta["params"]
    if len(args) != len(params):
        expected = ", ".join(describe_param(p) for p in params) or "no arguments"
        raise TypeError(
            f"kernel {name!r} takes {len(params)} argument(s) ({expected}), got {len(args)}"
        )
    symbols: dict[str, tuple[int, str]] = {}
    bound: list[BoundArg] = []
    for param, value in zip(params, args, strict=True):
        if param["kind"] == "tensor":
            _check_tensor(name, param, value, symbols, gm)
        else:
            _check_scalar(name, param, value)
        bound.append(
            BoundArg(
                name=param["name"], kind=param["kind"], slot=param["slot"],
                dtype=param["dtype"], written=bool(param.get("written", False)), value=value,
            )
        )
    return bound, {sym: v for sym, (v, _) in symbols.items()}


def _check_tensor(
    kernel: str, param: dict, value: Any, symbols: dict[str, tuple[int, str]],
    gm: GlobalMemory | None,
) -> None:
    pname = param["name"]
    where = f"kernel {kernel!r}, parameter {pname!r} ({describe_param(param)})"
    want = np.dtype(abi.NUMPY_DTYPES[param["dtype"]])
    if isinstance(value, DeviceBuffer):
        if value.freed:
            raise ValueError(f"{where}: the DeviceBuffer was freed")
        if gm is not None and value._gm is not gm:
            raise ValueError(
                f"{where}: the DeviceBuffer lives on device {value.device_id}, "
                f"not on this Worker's device"
            )
    elif isinstance(value, np.ndarray):
        if not value.flags.c_contiguous:
            why = ""
            if param.get("written"):
                why = " (the kernel writes it, so it is updated in place)"
            raise ValueError(
                f"{where}: array is not C-contiguous; pass np.ascontiguousarray(...){why}"
            )
        if param.get("written") and not value.flags.writeable:
            raise ValueError(f"{where}: the kernel writes this tensor but the array is read-only")
    else:
        raise TypeError(
            f"{where}: expected a numpy array or DeviceBuffer, got {type(value).__name__}"
        )
    if value.dtype != want:
        raise TypeError(f"{where}: expected dtype {want.name}, got {value.dtype}")
    dims = param.get("dims", [])
    shape = tuple(value.shape)
    if len(shape) != len(dims):
        raise ValueError(f"{where}: expected rank {len(dims)}, got shape {shape}")
    for k, (dim, extent) in enumerate(zip(dims, shape, strict=True)):
        if isinstance(dim, int):
            if extent != dim:
                raise ValueError(f"{where}: dimension {k} must be {dim}, got {extent}")
        else:
            seen = symbols.get(dim)
            if seen is None:
                symbols[dim] = (extent, pname)
            elif seen[0] != extent:
                raise ValueError(
                    f"kernel {kernel!r}: {dim} is {seen[0]} from {seen[1]} "
                    f"but {extent} from {pname}"
                )


def _short(value: Any) -> str:
    """``repr(value)``, abbreviated for huge ints (a 400-digit number is not a message)."""
    if isinstance(value, (int, np.integer)) and abs(int(value)).bit_length() > 64:
        return f"an integer of {abs(int(value)).bit_length()} bits"
    return repr(value)


def _check_scalar(kernel: str, param: dict, value: Any) -> None:
    dtype = param["dtype"]
    where = f"kernel {kernel!r}, parameter {param['name']!r} ({dtype})"
    is_bool = isinstance(value, (bool, np.bool_))
    if dtype == "bool":
        if not is_bool:
            raise TypeError(f"{where}: expected a bool, got {type(value).__name__}")
        return
    if is_bool:
        raise TypeError(f"{where}: expected a {dtype} number, got bool")
    if dtype in ("f32", "f64"):
        if not isinstance(value, (int, float, np.integer, np.floating)):
            raise TypeError(f"{where}: expected a float, got {type(value).__name__}")
        try:
            as_float = float(value)
        except OverflowError:  # an int beyond the f64 range
            raise ValueError(f"{where}: {_short(value)} is out of range for {dtype}") from None
        if dtype == "f32" and math.isfinite(as_float) and abs(as_float) > _F32_MAX:
            raise ValueError(f"{where}: {_short(value)} is out of range for f32")
    else:
        if not isinstance(value, (int, np.integer)):
            raise TypeError(f"{where}: expected an integer, got {type(value).__name__}")
        info = np.iinfo(abi.NUMPY_DTYPES[dtype])
        if not int(info.min) <= int(value) <= int(info.max):
            raise ValueError(
                f"{where}: {_short(value)} is out of range [{int(info.min)}, {int(info.max)}]"
            )
    try:  # the staging step packs it the same way: it must not fail there
        abi.pack_scalar(dtype, value)
    except (OverflowError, struct.error, ValueError) as exc:
        raise ValueError(f"{where}: {_short(value)} cannot be passed as {dtype}: {exc}") from None
