"""Grids and ``sync_all()`` on the host: ``blocks=`` as a tuple, and the launch parameters.

``blocks=`` takes an int or a tuple of up to ``abi.GRID_AXES`` positive ints (axis 0 first,
varying fastest); the launch runs their product of blocks.  A kernel that reads
``grid_idx``/``grid_dim`` or calls ``sync_all()`` has hidden scalar parameters after its own
(meta params with a ``launch`` key, ``abi.LAUNCH_PARAMS``; a kernel object's
``launch_params`` names them): :func:`launch_args` appends their values to the caller's
arguments, before any launch path binds them, so every path (direct, queued, interpreted,
cross-checked, recorded into a graph) sees ordinary scalars.  A hand-built kernel object
without ``launch_params`` takes them as ordinary trailing arguments.

A ``sync_all()`` launch needs every block resident at once: more blocks than cores of the
kernel's kind (clusters for @mix) is refused before it runs.  Its barrier is a
``abi.SyncAllBlock`` taken in turn from a ring in GM (``ContextMemory.sync_ring``, made on
the first ``sync_all`` launch and dropped with GM), zeroed when taken and all of it after a
device restart; the ring has more entries than the launch queue has slots, so an entry is not
taken again while the launch that used it may still run.
"""

from __future__ import annotations

import ctypes
import math
from typing import Any

import numpy as np

from incore import abi
from incore.errors import runtime_error
from incore.runtime.common.control import LAUNCH_MIX, RING_SLOTS
from incore.runtime.host.launch.phases import plan_for
from incore.runtime.host.launch.staging import block_count
from incore.runtime.host.memory.buffers import DeviceBuffer

SYNC_BLOCK_BYTES = ctypes.sizeof(abi.SyncAllBlock)
SYNC_RING_ENTRIES = 2 * RING_SLOTS


def grid_dims(blocks: Any) -> tuple[int, ...]:
    """The extents of a ``blocks=`` tuple, checked: 1 to 3 positive ints (TypeError or
    ValueError naming ``blocks`` otherwise)."""
    given = f"{type(blocks).__name__} {blocks!r}"
    if not 1 <= len(blocks) <= abi.GRID_AXES:
        raise runtime_error("PARAMETER_VALUE", param="blocks",
                            expected=f"an int or a tuple of 1 to {abi.GRID_AXES} ints",
                            given=f"a tuple of {len(blocks)}")
    for d in blocks:
        if not isinstance(d, (int, np.integer)) or isinstance(d, (bool, np.bool_)):
            raise runtime_error("PARAMETER_TYPE", param="blocks",
                                expected=f"an int or a tuple of 1 to {abi.GRID_AXES} ints",
                                given=given)
        if d < 1:
            raise runtime_error("PARAMETER_VALUE", param="blocks",
                                expected="a tuple of positive extents", given=given)
    return tuple(int(d) for d in blocks)


def launch_args(ctx: Any, kernel: Any, args: tuple, blocks: Any) -> tuple[tuple, Any]:
    """``(args, blocks)`` of a launch as the launch paths take them: a tuple ``blocks`` as
    its product, and the values of the kernel's hidden launch parameters appended to
    ``args`` (``ctx`` is the launch's device context)."""
    keys = getattr(kernel, "launch_params", ())  # a hand-built object passes its own
    if type(blocks) is tuple:
        dims = grid_dims(blocks)
        blocks = math.prod(dims)
    elif not keys:
        return args, blocks
    else:
        dims = None
    if not keys:
        return args, blocks
    plan = plan_for(ctx, kernel)
    mix = plan.launchable.kind == LAUNCH_MIX
    nblocks = block_count(blocks, plan.default_blocks, mix)
    if dims is None:
        dims = (nblocks,)
    own = len(plan.launchable.meta["params"]) - len(keys)
    if len(args) != own:
        params = plan.launchable.meta["params"][:own]
        raise runtime_error(
            "LAUNCH_ARGUMENT_COUNT", kernel=plan.launchable.name, count=own,
            expected=", ".join(f"{p['name']}: {p['dtype']}" for p in params) or "no arguments",
            given=len(args),
        )
    extra: list[int] = [*dims, *([1] * (abi.GRID_AXES - len(dims)))]
    if "sync_all" in keys:
        cores = plan.default_blocks
        if nblocks > cores:
            kind = "clusters" if mix else f"{plan.launchable.meta.get('core_kind')} cores"
            raise runtime_error(
                "SYNC_ALL_NOT_RESIDENT", kernel=plan.launchable.name, blocks=nblocks,
                cores=cores, kind=kind, unit="cluster" if mix else "core",
            )
        extra.append(sync_block(ctx.memory))
    return (*args, *extra[:len(keys)]), nblocks


def sync_block(memory: Any) -> int:
    """The GM address of a zeroed ``SyncAllBlock`` for one launch, the next of the ring of
    ``memory`` (the context's ``ContextMemory``)."""
    ring = memory.sync_ring
    if ring is None:
        buf = DeviceBuffer(memory.gm, (SYNC_RING_ENTRIES * SYNC_BLOCK_BYTES,),
                           np.dtype(np.uint8), internal=True)
        ring = memory.sync_ring = [buf, 0]
    buf, i = ring
    ring[1] = (i + 1) % SYNC_RING_ENTRIES
    addr = buf.addr + i * SYNC_BLOCK_BYTES
    ctypes.memset(addr, 0, SYNC_BLOCK_BYTES)
    return addr


def reset_sync_blocks(memory: Any) -> None:
    """Zero every SyncAllBlock of ``memory``'s ring (after a device restart, while no core runs:
    a launch that faulted in ``sync_all()`` leaves its block dirty, and a graph replays its
    launches with the blocks they were recorded with)."""
    ring = memory.sync_ring
    if ring is not None:
        ctypes.memset(ring[0].addr, 0, SYNC_RING_ENTRIES * SYNC_BLOCK_BYTES)
