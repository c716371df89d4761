"""One launch's host-side description: the kernel object read as payload + meta, the block
count, and the staging of arguments into GM (TensorDescs and the args template)."""

from __future__ import annotations

import ctypes
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from incore import abi
from incore.errors import runtime_error
from incore.runtime.common.control import LAUNCH_MIX, TEMPLATE_BYTES
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.gm import GlobalMemory
from incore.runtime.host.registry import Program, ProgramRegistry, RegisteredKernel, mix_view
from incore.runtime.host.validate import BoundArg, given

_DESC_SIZE = ctypes.sizeof(abi.TensorDesc)
# LaunchHeader.units is a uint32: a @mix block is three units (AIC + two AIV).
MAX_BLOCKS = 2**31 - 1
MAX_MIX_BLOCKS = (2**32 - 1) // 3


@dataclass(frozen=True)
class LaunchStats:
    """Timings of one launch, in seconds; ``l2`` is the L2 model's ``L2Stats`` of the launch
    on a Worker with ``l2_model`` (None otherwise)."""

    kernel: str
    blocks: int
    copy_in_s: float
    run_s: float
    copy_out_s: float
    l2: Any = None

    @property
    def total_s(self) -> float:
        """Copy-in + run + copy-out."""
        return self.copy_in_s + self.run_s + self.copy_out_s


_new = object.__new__


def plain_stats(kernel: str, blocks: int, copy_in_s: float, run_s: float,
                copy_out_s: float) -> LaunchStats:
    """``LaunchStats(kernel, blocks, copy_in_s, run_s, copy_out_s)`` without the frozen
    dataclass's per-field ``object.__setattr__`` (the synchronous fast path's, ~0.4 us less)."""
    stats = _new(LaunchStats)
    stats.__dict__.update(kernel=kernel, blocks=blocks, copy_in_s=copy_in_s, run_s=run_s,
                          copy_out_s=copy_out_s, l2=None)
    return stats


@dataclass
class Launchable:
    """What a launch needs from a kernel object: meta, payload bytes and core kind.

    A @mix kernel has a second payload, ``text_aic``, whose own meta (line and trap tables)
    is ``meta_aic``.  ``programs`` are the registered Programs a ``RegisteredKernel`` belongs
    to (none for other kernel objects): a context keeps their code while a launch uses it."""

    name: str
    meta: dict
    kind: int
    text: bytes
    text_aic: bytes | None = None
    meta_aic: dict | None = None
    programs: tuple[Program, ...] = ()
    meta_aiv: dict | None = None  # a @mix object's own AIV meta, before validation


def launchable(kernel: Any, registry: Any = None) -> Launchable:
    """Read name, meta, payload bytes and core kind from a kernel object.

    Any object with ``.text`` and ``.meta`` (an ``incore.Kernel``, or a hand-built one) runs on
    the cores of its meta's ``core_kind``; one with ``.variants["aic"/"aiv"]`` is a @mix kernel.
    A ``RegisteredKernel`` (validated at registration) launches while its program is registered.
    Every other object goes through the registration's validation once
    (``registry.checked_object``; ``registry`` is the context's ``program_registry()``, or a
    registry of this module's own when None): its metas against the schema and their seals,
    its payloads against ``text_sha256``; the launch then uses the validated copies.
    """
    if isinstance(kernel, RegisteredKernel):
        kernel.check_registered()
        launch = _kernel_parts(kernel)
        launch.programs = kernel.programs
        return launch
    raw = _kernel_parts(kernel)
    if not raw.text or (raw.text_aic is not None and not raw.text_aic):
        raise runtime_error("PAYLOAD_EMPTY")
    if registry is None:
        registry = _registry()
    if raw.kind == LAUNCH_MIX:
        parts = {"aic": (raw.text_aic, raw.meta_aic), "aiv": (raw.text, raw.meta_aiv)}
    else:
        parts = {str(raw.meta.get("variant")): (raw.text, raw.meta)}
    checked = registry.checked_object(kernel, raw.name, parts)
    if raw.kind == LAUNCH_MIX:
        aic, aiv = checked["aic"], checked["aiv"]
        meta = {**mix_view(aic.meta, aiv.meta), "core_kind": "mix"}
        return Launchable(raw.name, meta, LAUNCH_MIX, aiv.text, aic.text, aic.meta)
    (part,) = checked.values()
    return Launchable(raw.name, part.meta, raw.kind, part.text)


_own_registry: ProgramRegistry | None = None


def _registry() -> ProgramRegistry:
    """The registry ``launchable`` validates with when the caller names none."""
    global _own_registry
    if _own_registry is None:
        _own_registry = ProgramRegistry()
    return _own_registry


def _kernel_parts(kernel: Any) -> Launchable:
    """``launchable`` of any kernel object before validation: name, meta, payloads and core
    kind (a @mix object's AIV meta in ``meta_aiv``)."""
    if isinstance(kernel, (str, bytes)) or not (
        hasattr(kernel, "variants") or hasattr(kernel, "text")
    ):
        if hasattr(kernel, "kernels"):
            raise runtime_error(
                "KERNEL_OBJECT_INVALID",
                detail="launch expects one kernel, got a Module: pick one, e.g. mod['saxpy']",
            )
        what = type(kernel).__name__
        raise runtime_error(
            "KERNEL_OBJECT_INVALID",
            detail=f"launch expects a compiled kernel such as mod['saxpy'], got a {what}",
        )
    variants = getattr(kernel, "variants", None)
    if variants and "aic" in variants and "aiv" in variants:
        aiv, aic = variants["aiv"], variants["aic"]
        meta = {**_meta_of(getattr(kernel, "meta", None) or aiv.meta), "core_kind": "mix"}
        return Launchable(
            _name_of(kernel, meta), meta, LAUNCH_MIX, bytes(aiv.text), bytes(aic.text),
            _meta_of(getattr(aic, "meta", None) or meta),
            meta_aiv=_meta_of(getattr(aiv, "meta", None) or meta),
        )
    meta = _meta_of(getattr(kernel, "meta", None))
    kind = {"aic": abi.CORE_AIC, "aiv": abi.CORE_AIV}.get(meta.get("core_kind"))
    if kind is None:
        raise runtime_error(
            "KERNEL_META_INVALID", kernel=meta.get("kernel"),
            detail=f"core_kind {meta.get('core_kind')!r} needs an object with .text (aic/aiv) "
            f"or .variants (mix)",
        )
    text = getattr(kernel, "text", None)
    if not isinstance(text, (bytes, bytearray, memoryview)):
        raise runtime_error(
            "KERNEL_OBJECT_INVALID", detail=f"kernel object {kernel!r} has no .text payload bytes"
        )
    return Launchable(_name_of(kernel, meta), meta, kind, bytes(text))


def _meta_of(meta: Any) -> dict:
    if isinstance(meta, (str, bytes)):
        meta = json.loads(meta)
    if not isinstance(meta, dict):
        raise runtime_error(
            "KERNEL_OBJECT_INVALID",
            detail="kernel object has no .meta dict (the .incore.meta JSON)",
        )
    return meta


def _name_of(kernel: Any, meta: dict) -> str:
    return str(getattr(kernel, "name", None) or meta.get("kernel", "<kernel>"))


def block_count(blocks: int | None, default: int, mix: bool = False) -> int:
    """The launch's block count: ``blocks`` checked, or ``default`` (one per core) if None.

    The limit is ``MAX_BLOCKS`` (2**31 - 1), or ``MAX_MIX_BLOCKS`` ((2**32 - 1) // 3) for a
    @mix kernel, whose 3 units per block must fit the device's 32-bit unit counter: TypeError
    (PARAMETER_TYPE) for a non-integer, ValueError (BLOCKS_OUT_OF_RANGE) outside ``[1, limit]``.
    """
    if blocks is None:
        return default
    if type(blocks) is int and 0 < blocks <= MAX_BLOCKS and not mix:
        return blocks  # the common case, before the checks below
    if not isinstance(blocks, (int, np.integer)) or isinstance(blocks, (bool, np.bool_)):
        raise runtime_error(
            "PARAMETER_TYPE", param="blocks", expected="an int, a tuple of 1 to 3 ints or None",
            given=given(blocks),
        )
    limit, spelled = (
        (MAX_MIX_BLOCKS, "(2**32 - 1) // 3 for a @mix kernel") if mix
        else (MAX_BLOCKS, "2**31 - 1")
    )
    if not 1 <= blocks <= limit:
        advice = (f"launch at most {limit} blocks; blocks beyond the core count queue, so a "
                  "few large blocks are faster than many small ones") if blocks > limit else (
            "launch at least 1 block; blocks=None (the default) runs one block per core of "
            "the kernel's kind")
        raise runtime_error("BLOCKS_OUT_OF_RANGE", limit=limit, spelled=spelled, blocks=blocks,
                            advice=advice)
    return int(blocks)


def write_tensor_desc(addr: int, data_addr: int, dtype: str, shape: tuple[int, ...]) -> None:
    """Fill the TensorDesc at ``addr``: data address, dtype code, rank, shape, C strides."""
    desc = abi.TensorDesc.from_address(addr)
    ctypes.memset(addr, 0, _DESC_SIZE)
    desc.addr = data_addr
    desc.dtype = abi.DTYPE_CODES[dtype]
    desc.ndim = len(shape)
    stride = 1
    for k in range(len(shape) - 1, -1, -1):
        desc.shape[k] = shape[k]
        desc.strides[k] = stride
        stride *= shape[k]


def _staging_buffer(gm: GlobalMemory, arg: BoundArg, value: np.ndarray,
                    align: int = 0) -> DeviceBuffer:
    """A GM buffer for the staged copy of ``value`` (starting at a multiple of ``align``
    when that is more than GM's own alignment); exhaustion names the parameter."""
    try:
        if align > 64 and value.nbytes:
            raw = DeviceBuffer(gm, (value.nbytes + align,), np.dtype(np.uint8), internal=True)
            skip = (-raw.addr) % align
            view = raw[skip:skip + value.nbytes].view(value.dtype).reshape(value.shape)
            raw.free()  # the view holds the block
            return view
        return DeviceBuffer(gm, value.shape, value.dtype, internal=True)
    except (MemoryError, ValueError) as exc:
        reason = getattr(exc, "message", None) or str(exc)
        raise runtime_error(
            "STAGING_GM_EXHAUSTED", kernel=arg.kernel, param=arg.name, nbytes=value.nbytes,
            reason=reason,
        ) from exc


def stage_args(
    bound: list[BoundArg],
    template: ctypes.Array,
    desc_for: Callable[[int, str, tuple[int, ...]], int],
    gm: GlobalMemory,
    temps: list[tuple[BoundArg, DeviceBuffer]],
    align: int = 0,
) -> None:
    """Copy numpy inputs into GM and fill ``template`` with the TensorDesc addresses
    (``desc_for(data_addr, dtype, shape)``, which writes a TensorDesc in GM) and scalar words.

    Temporary GM copies are appended to ``temps`` (one per array object, even if passed twice)
    as they are made, so the caller can free them whatever happens.  A copy GM cannot hold is
    a DeviceMemoryError (STAGING_GM_EXHAUSTED) naming the parameter and its size.  ``align``
    (the L2 model's line) starts every copy at a multiple of it.
    """
    ctypes.memset(ctypes.addressof(template), 0, TEMPLATE_BYTES)
    staged: dict[int, DeviceBuffer] = {}
    for arg in bound:
        if arg.kind == "scalar":
            bits = abi.pack_scalar(arg.dtype, arg.value)
            template[arg.slot] = bits - (1 << 64) if bits >= 1 << 63 else bits  # int64 slots
            continue
        value = arg.value
        if isinstance(value, DeviceBuffer):
            if not value.contiguous:  # a TensorDesc of a launch carries C strides only
                raise runtime_error(
                    "BUFFER_NOT_CONTIGUOUS", where=f"kernel {arg.kernel!r}, parameter {arg.name!r}",
                    detail=f"the DeviceBuffer is a strided view (shape {value.shape}, strides "
                    f"{value.strides}); kernels take C-contiguous tensors",
                )
            data_addr = value.addr
        else:
            tmp = staged.get(id(value))
            if tmp is None:
                tmp = staged[id(value)] = _staging_buffer(gm, arg, value, align)
                np.copyto(tmp.numpy(), value)
            temps.append((arg, tmp))
            data_addr = tmp.addr
        template[arg.slot] = desc_for(data_addr, arg.dtype, tuple(value.shape))
