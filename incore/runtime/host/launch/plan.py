"""Launch plans: what a launch of one kernel needs, worked out once and reused.

A :class:`KernelPlan` holds a kernel's launchable form, its loaded payloads, its parameters
and the argument words of the last binding.  :meth:`KernelPlan.bind` checks a launch's
arguments against that: a tensor argument that is the same DeviceBuffer as last time (and not
freed) needs no check and keeps its TensorDesc; a scalar is checked and packed only when it is
not the very object of last time.  Anything new goes through the full check
(``validate.bind_args``, which names the parameter on error), so a plan never accepts what the
full check rejects.  The device-buffer path allocates no GM and copies nothing.
"""

from __future__ import annotations

import weakref
from typing import Any

from incore import abi
from incore.errors import restate, runtime_error
from incore.runtime.common.control import LAUNCH_MIX
from incore.runtime.host.launch.descpool import DescPool
from incore.runtime.host.launch.staging import Launchable
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.validate import _check_scalar, bind_args

_UNSET = object()
# The hint of a stream launch's (or a capture's) argument of the wrong type: the table's
# hint offers numpy arrays, which only the synchronous ``Worker.launch`` stages.
STREAM_ARGUMENT_HINT = (
    "a stream launch (and a graph) takes a DeviceBuffer of the declared dtype for a tensor "
    "parameter, never a numpy array: copy the array to the device once with "
    "buf = w.to_device(arr) and launch buf; a scalar parameter takes a Python or numpy number "
    "(a bool for bool)")


def _dead() -> None:
    """A weak reference that is always dead (no buffer bound yet)."""
    return None


class PoolFull(Exception):
    """The TensorDesc pool has no room for a new tensor: drain the queue, clear, bind again."""


class KernelPlan:
    """One kernel's launch plan on one device context.

    It binds into the context's GM and TensorDesc pool of when it was made (``gm``,
    ``pool``): a context's plans are dropped whenever those are made anew
    (``LaunchState.attach``), so a plan never outlives them."""

    __slots__ = ("kernel", "launchable", "payload", "payload_aic", "default_blocks", "collectors",
                 "arch", "gm", "pool", "n", "tensors", "scalars", "last", "seen", "words",
                 "epoch", "tensor_index", "version", "alone", "grid")

    def __init__(self, kernel: Any, launchable: Launchable, payload: int, payload_aic: int,
                 default_blocks: int, arch: str, gm: Any, pool: DescPool) -> None:
        self.kernel = kernel  # the kernel object launches name (the plan cache's key)
        self.launchable = launchable  # its payloads and meta (``staging.launchable``)
        self.payload = payload
        self.payload_aic = payload_aic
        self.default_blocks = default_blocks
        # The collectors of every launch of this kernel (the registry's ``kernel_collectors``:
        # device logs for a kernel with log, assert or bounds sites).
        self.collectors: tuple = ()
        self.arch = arch
        self.gm = gm
        self.pool = pool
        params = launchable.meta.get("params", [])
        self.n = len(params)
        self.tensors = [(i, p["slot"], p["dtype"]) for i, p in enumerate(params)
                        if p.get("kind") == "tensor"]
        self.scalars = [(i, p["slot"], p["dtype"]) for i, p in enumerate(params)
                        if p.get("kind") == "scalar"]
        # The scalar objects of the last binding, and weak references to its DeviceBuffers (a
        # plan must not keep a buffer, or the GM block of one freed later, alive).
        self.last: list[Any] = [_UNSET] * self.n
        self.seen: list[Any] = [_dead] * self.n
        self.words: list[int] = [0] * self.n
        self.epoch = -1
        self.tensor_index = [i for i, _, _ in self.tensors]  # the tensor parameters' indices
        self.version = 0  # counts the changes of ``words`` (queue entries compare it)
        # its launches run alone on the device: a @mix kernel's, and one that calls sync_all()
        # (all its blocks must be resident, so no other launch may hold cores meanwhile)
        self.alone = launchable.kind == LAUNCH_MIX or any(
            p.get("launch") == "sync_all" for p in params)
        # its launches take launch parameters (``grid.launch_args`` appends their values)
        self.grid = bool(getattr(kernel, "launch_params", ()))

    def buffers_only(self, args: tuple) -> bool:
        """Every tensor argument is a DeviceBuffer (the planned path's case)."""
        n = len(args)
        for i, _, _ in self.tensors:
            if i >= n or not isinstance(args[i], DeviceBuffer):
                return False
        return True

    def tensors_bound(self, args: tuple) -> bool:
        """Whether ``args`` has the last binding's tensors, the very objects, still allocated,
        in the pool's current epoch (their descriptors need no check or write)."""
        if len(args) != self.n or self.epoch != self.pool.epoch:
            return False
        seen = self.seen
        for i in self.tensor_index:
            v = args[i]
            if v is not seen[i]() or v._alloc is None:
                return False
        return True

    def repeats(self, args: tuple) -> bool:
        """Whether a launch of this plan with ``args`` is the launch fast paths' case
        (``host/stream_launch.py``, ``host/sync_launch.py``): no collector, no program
        registration to apply, no launch parameters, and ``args`` the last binding's
        arguments, its tensors (:meth:`tensors_bound`) and each scalar the very object bound
        last, so their args words are already written."""
        if self.collectors or self.launchable.programs or self.grid \
                or len(args) != self.n or self.epoch != self.pool.epoch:
            return False
        seen, last = self.seen, self.last
        for i in self.tensor_index:  # tensors_bound, written out: one call per launch
            if args[i] is not seen[i]() or args[i]._alloc is None:
                return False
        for i, _, _ in self.scalars:
            if args[i] is not last[i]:
                return False
        return True

    def bind(self, args: tuple, stream: bool, staged: bool = False) -> bool:
        """Check ``args`` and leave each parameter's args word in :attr:`words`; True.

        Only DeviceBuffers are accepted for tensors (host arrays are the synchronous path's,
        which stages them); ``stream`` selects the message for a host array.  ``staged``: a
        tensor argument that is not a DeviceBuffer returns False instead, with nothing bound
        (the caller stages it).  Raises the full check's TypeError/ValueError, or
        :class:`PoolFull`.
        """
        last = self.last
        if not self.tensors_bound(args):
            if staged and not self.buffers_only(args):
                return False
            self._bind_tensors(args, stream)
        words = self.words
        for i, _, dtype in self.scalars:
            v = args[i]
            if v is not last[i]:
                word = _scalar_word(self.launchable.meta, args, i, dtype)
                if word != words[i]:
                    words[i] = word
                    self.version += 1
                last[i] = v
        return True

    def _bind_tensors(self, args: tuple, stream: bool) -> None:
        pool = self.pool
        try:
            bound, _ = bind_args(self.launchable.meta, args, self.arch, self.gm)  # names it
        except TypeError as exc:
            if stream and getattr(exc, "code", None) == "LAUNCH_ARGUMENT_TYPE":
                raise restate(exc, exc.message, STREAM_ARGUMENT_HINT) from None
            raise
        descs = []
        for i, _, dtype in self.tensors:
            v = args[i]
            if not isinstance(v, DeviceBuffer):
                arg = bound[i]
                detail = ("a stream launch takes DeviceBuffers: copy it with "
                          "worker.to_device(array) first") if stream else "stage it"
                exc = runtime_error(
                    "LAUNCH_ARGUMENT_TYPE",
                    where=f"kernel {self.launchable.name!r}, parameter {arg.name!r}",
                    detail=f"got a {type(v).__name__}; {detail}",
                )
                raise restate(exc, exc.message, STREAM_ARGUMENT_HINT) if stream else exc
            if not v.contiguous:
                raise runtime_error(
                    "BUFFER_NOT_CONTIGUOUS",
                    where=f"kernel {self.launchable.name!r}, parameter {bound[i].name!r}",
                    detail=f"the DeviceBuffer is a strided view (shape {v.shape}, strides "
                    f"{v.strides}); kernels take C-contiguous tensors",
                )
            addr = pool.get(v.addr, dtype, tuple(v.shape))
            if addr is None:
                raise PoolFull
            descs.append((i, addr, v))
        for i, addr, v in descs:
            self.words[i] = addr
            self.seen[i] = weakref.ref(v)
        self.epoch = pool.epoch
        self.version += 1


def _scalar_word(meta: dict, args: tuple, i: int, dtype: str) -> int:
    """The int64 args word of scalar argument ``i``, after the full check of that argument."""
    param = meta["params"][i]
    _check_scalar(meta.get("kernel", "<kernel>"), param, args[i])
    bits = abi.pack_scalar(dtype, args[i])
    return bits - (1 << 64) if bits >= 1 << 63 else bits
