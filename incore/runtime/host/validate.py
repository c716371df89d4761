"""Checks Worker options, and launch arguments against a kernel's ``.incore.meta``, before
anything starts or runs.

Every problem is a TypeError (wrong kind of value) or ValueError (right kind, wrong value) from
the error table (``incore.errors.runtime_error``) whose message names the option, or the kernel
and the parameter, and the value given, so a bad option or launch never reaches a device.
"""

from __future__ import annotations

import math
import numbers
import struct
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from incore import abi
from incore.errors import restate, runtime_error
from incore.runtime.common.layout import DESC_RESERVED, GM_ALIGN, MAX_DEVICES, MAX_GM_SIZE
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.gm import GlobalMemory

# Simulated platform name -> the arch its kernels are compiled for (shared with incore.examples).
PLATFORM_ARCH: dict[str, str] = {"a2a3sim": "a2a3", "a5sim": "a5"}
MAX_CLUSTERS = 64
_F32_MAX = float(np.finfo(np.float32).max)


def given(value: Any) -> str:
    """How a message shows a value the caller gave: its type and (abbreviated) repr."""
    return f"{type(value).__name__} {shown(value)}"


def _is_int(value: Any) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def check_int(param: str, value: Any, lo: int, hi: int, spelled: str | None = None) -> int:
    """``value`` as an int in ``[lo, hi]``: TypeError (PARAMETER_TYPE) unless it is an integer
    (bools are not), ValueError (PARAMETER_VALUE) outside the range; both name ``param``."""
    expected = spelled or f"an int in [{lo}, {hi}]"
    if not _is_int(value):
        raise runtime_error("PARAMETER_TYPE", param=param, expected=expected, given=given(value))
    if not lo <= int(value) <= hi:
        raise runtime_error("PARAMETER_VALUE", param=param, expected=expected, given=shown(value))
    return int(value)


@dataclass(frozen=True)
class WorkerOptions:
    """``Worker(...)``'s options, checked, as plain Python values."""

    device_id: int
    platform: str
    l2_cache_offset: int | None
    clusters: int
    gm_size: int
    timeout: float


def check_worker_options(
    device_id: Any, platform: Any, l2_cache_offset: Any, clusters: Any, gm_size: Any,
    timeout: Any,
) -> WorkerOptions:
    """``Worker(...)``'s options checked and converted to plain ints/floats; TypeError or
    ValueError naming the option and the value given unless they are valid.

    ``device_id`` is an int in ``[0, 64)``; ``platform`` one of ``PLATFORM_ARCH``;
    ``l2_cache_offset`` None or an int (a2a3 only; its window is checked against the layout
    by ``driver.check_l2_cache_offset``); ``clusters`` an int in ``[1, 64]``; ``gm_size`` a
    multiple of 64 KiB above the descriptor area and at most 48 GiB; ``timeout`` a positive
    number of seconds within the float range (``math.inf``: no limit).
    """
    device = check_int("device_id", device_id, 0, MAX_DEVICES - 1, f"an int in [0, {MAX_DEVICES})")
    if not isinstance(platform, str) or platform not in PLATFORM_ARCH:
        code = "PARAMETER_VALUE" if isinstance(platform, str) else "PARAMETER_TYPE"
        raise runtime_error(
            code, param="platform", given=given(platform),
            expected="one of " + ", ".join(repr(p) for p in PLATFORM_ARCH),
        )
    if l2_cache_offset is not None:
        if not _is_int(l2_cache_offset):
            raise runtime_error(
                "PARAMETER_TYPE", param="l2_cache_offset", expected="None or an int",
                given=given(l2_cache_offset),
            )
        if PLATFORM_ARCH[platform] != "a2a3":
            raise runtime_error("L2_OFFSET_UNSUPPORTED", platform=platform)
    nclusters = check_int("clusters", clusters, 1, MAX_CLUSTERS)
    gm_spelled = f"a multiple of {GM_ALIGN:#x} in ({DESC_RESERVED:#x}, {MAX_GM_SIZE:#x}]"
    size = check_int("gm_size", gm_size, DESC_RESERVED + 1, MAX_GM_SIZE, gm_spelled)
    if size % GM_ALIGN:
        raise runtime_error(
            "PARAMETER_VALUE", param="gm_size", expected=gm_spelled, given=f"{size:#x}"
        )
    return WorkerOptions(
        device, platform, None if l2_cache_offset is None else int(l2_cache_offset), nclusters,
        size, check_timeout(timeout),
    )


def check_timeout(timeout: Any) -> float:
    """``timeout`` as float seconds: TypeError unless a real number, ValueError unless > 0."""
    expected = "a positive number of seconds"
    if not isinstance(timeout, numbers.Real) or isinstance(timeout, (bool, np.bool_)):
        raise runtime_error("PARAMETER_TYPE", param="timeout", expected=expected,
                            given=given(timeout))
    try:
        seconds = float(timeout)
    except OverflowError:  # an int beyond the float range
        seconds = math.nan
    if not seconds > 0:  # also NaN
        raise runtime_error("PARAMETER_VALUE", param="timeout", expected=expected,
                            given=shown(timeout))
    return seconds


@dataclass
class BoundArg:
    """One checked argument: its parameter description and the caller's value."""

    name: str
    kind: str  # "tensor" | "scalar"
    slot: int
    dtype: str
    written: bool
    value: Any
    kernel: str = "<kernel>"


def describe_param(param: dict) -> str:
    """A parameter as written in the DSL, e.g. ``x: Tensor[[N], f32]`` or ``alpha: f32``."""
    if param.get("kind") == "tensor":
        dims = ", ".join(str(d) for d in param.get("dims", []))
        return f"{param['name']}: Tensor[[{dims}], {param['dtype']}]"
    return f"{param['name']}: {param['dtype']}"


def check_meta(meta: dict, arch: str) -> None:
    """Raise ValueError (ARCH_MISMATCH) unless ``meta``, already validated against the schema
    (at registration, or on a kernel object's first launch), is for this platform's ``arch``."""
    if meta.get("arch") != arch:
        name = meta.get("kernel", "<kernel>")
        raise runtime_error("ARCH_MISMATCH", kernel=name, kernel_arch=meta.get("arch"), arch=arch)


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
        raise runtime_error(
            "LAUNCH_ARGUMENT_COUNT", kernel=name, count=len(params), expected=expected,
            given=len(args),
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
                kernel=name,
            )
        )
    return bound, {sym: v for sym, (v, _) in symbols.items()}


def _arg_type(where: str, detail: str) -> BaseException:
    return runtime_error("LAUNCH_ARGUMENT_TYPE", where=where, detail=detail)


def _arg_value(where: str, detail: str) -> BaseException:
    return runtime_error("LAUNCH_ARGUMENT_VALUE", where=where, detail=detail)


def freed_error(where: str, buf: DeviceBuffer, hint: str | None = None) -> BaseException:
    """``BUFFER_FREED`` for the freed ``buf`` given at ``where`` (the kernel and parameter),
    its message prefixed with ``where``; ``hint`` replaces the table's hint when given."""
    exc = runtime_error("BUFFER_FREED", dtype=buf.dtype, shape=buf.shape)
    return restate(exc, f"{where}: {exc.message}", hint)


def _check_tensor(
    kernel: str, param: dict, value: Any, symbols: dict[str, tuple[int, str]],
    gm: GlobalMemory | None,
) -> None:
    pname = param["name"]
    where = f"kernel {kernel!r}, parameter {pname!r} ({describe_param(param)})"
    want = np.dtype(abi.NUMPY_DTYPES[param["dtype"]])
    if isinstance(value, DeviceBuffer):
        if value.freed:
            raise freed_error(where, value)
        closed = value._gm.invalid_reason
        if closed is not None:
            raise runtime_error(
                "CONTEXT_CLOSED",
                detail=f"{where}: {closed}: its {value.dtype} DeviceBuffer of shape "
                f"{value.shape} can no longer be used; allocate it on this Worker",
            )
        if gm is not None and value._gm is not gm:
            raise _arg_value(
                where, f"the DeviceBuffer lives on device {value.device_id}, "
                f"not on this Worker's device"
            )
    elif isinstance(value, np.ndarray):
        if not value.flags.c_contiguous:
            why = ""
            if param.get("written"):
                why = " (the kernel writes it, so it is updated in place)"
            raise _arg_value(
                where, f"array is not C-contiguous; pass np.ascontiguousarray(...){why}"
            )
        if param.get("written") and not value.flags.writeable:
            raise _arg_value(where, "the kernel writes this tensor but the array is read-only")
    else:
        raise _arg_type(
            where, f"expected a numpy array or DeviceBuffer, got {type(value).__name__}"
        )
    if value.dtype != want:
        raise _arg_type(where, f"expected dtype {want.name}, got {value.dtype}")
    dims = param.get("dims", [])
    shape = tuple(value.shape)
    if len(shape) != len(dims):
        raise _arg_value(where, f"expected rank {len(dims)}, got shape {shape}")
    for k, (dim, extent) in enumerate(zip(dims, shape, strict=True)):
        if isinstance(dim, int):
            if extent != dim:
                raise _arg_value(where, f"dimension {k} must be {dim}, got {extent}")
        else:
            seen = symbols.get(dim)
            if seen is None:
                symbols[dim] = (extent, pname)
            elif seen[0] != extent:
                raise runtime_error(
                    "SHAPE_MISMATCH", kernel=kernel, dim=dim, first=seen[0],
                    first_param=seen[1], second=extent, second_param=pname,
                )


def shown(value: Any) -> str:
    """``repr(value)``, abbreviated for huge ints (a 400-digit number is not a message)."""
    if isinstance(value, (int, np.integer)) and abs(int(value)).bit_length() > 64:
        return f"an integer of {abs(int(value)).bit_length()} bits"
    return repr(value)


def _is_number(value: Any) -> bool:
    """An int or float of Python or numpy, or an ml_dtypes bfloat16 scalar."""
    if isinstance(value, (int, float, np.integer, np.floating)):
        return True
    if not isinstance(value, np.generic) or "ml_dtypes" not in sys.modules:
        return False  # a bfloat16 scalar exists only once ml_dtypes was imported
    return value.dtype == np.dtype(abi.NUMPY_DTYPES["bf16"])


def _check_scalar(kernel: str, param: dict, value: Any) -> None:
    dtype = param["dtype"]
    where = f"kernel {kernel!r}, parameter {param['name']!r} ({dtype})"
    is_bool = isinstance(value, (bool, np.bool_))
    if dtype == "bool":
        if not is_bool:
            raise _arg_type(where, f"expected a bool, got {type(value).__name__}")
        return
    if is_bool:
        raise _arg_type(where, f"expected a {dtype} number, got bool")
    if dtype in ("f32", "f64", "f16", "bf16"):
        if not _is_number(value):
            raise _arg_type(where, f"expected a float, got {type(value).__name__}")
        try:
            as_float = float(value)
        except OverflowError:  # an int beyond the f64 range
            raise _arg_value(where, f"{shown(value)} is out of range for {dtype}") from None
        if dtype == "f32" and math.isfinite(as_float) and abs(as_float) > _F32_MAX:
            raise _arg_value(where, f"{shown(value)} is out of range for f32")
        if (dtype in ("f16", "bf16") and math.isfinite(as_float)
                and not math.isfinite(abi.round_half(as_float, dtype))):  # rounds to inf
            raise _arg_value(where, f"{shown(value)} is out of range for {dtype}")
    else:
        if not isinstance(value, (int, np.integer)):
            raise _arg_type(where, f"expected an integer, got {type(value).__name__}")
        info = np.iinfo(abi.NUMPY_DTYPES[dtype])
        if not int(info.min) <= int(value) <= int(info.max):
            raise _arg_value(
                where, f"{shown(value)} is out of range [{int(info.min)}, {int(info.max)}]"
            )
    try:  # the staging step packs it the same way: it must not fail there
        abi.pack_scalar(dtype, value)
    except (OverflowError, struct.error, ValueError) as exc:
        raise _arg_value(where, f"{shown(value)} cannot be passed as {dtype}: {exc}") from None
