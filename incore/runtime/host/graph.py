"""Graphs (CUDA Graphs are the anchor): a recorded sequence of stream launches, replayed with
one call.

``with stream.capture() as g:`` records every ``stream.launch(...)`` made inside the block
instead of running it (the arguments are checked as a stream launch checks them, at once);
``g.replay(stream)`` enqueues the whole sequence on ``stream`` (the capturing stream by
default) in one call, and may be called any number of times; ``g.update(i, ...)`` rebinds
launch ``i``'s arguments, by position (``g.update(0, x2)`` replaces the first argument) or by
parameter name (``g.update(0, y=y2)``), and its block count (``blocks=``), for the replays
that follow.  A replay is ordinary stream work: launches of a replay run in order after the
stream's earlier launches, its events and failures behave as for ``stream.launch``.

What a graph cannot record is an error at the capturing call: a host array (a graph holds
device buffers only: ``worker.to_device(array)``), and a kernel with log, assert or bounds
sites (the host must read its log rings after every launch).  Events cannot be recorded or
waited for inside a capture, and the stream cannot be synchronized there.
"""

from __future__ import annotations

from typing import Any

from incore.errors import runtime_error
from incore.runtime.host.launch import replay as replay_on
from incore.runtime.host.memory.buffers import DeviceBuffer


class _Recorded:
    """One recorded launch: the kernel, its arguments (a list, rebound by ``update``) and its
    block count (None: the kernel's default)."""

    __slots__ = ("kernel", "args", "blocks", "names")

    def __init__(self, kernel: Any, args: tuple, blocks: int | None, names: list[str]) -> None:
        self.kernel = kernel
        self.args = list(args)
        self.blocks = blocks
        self.names = names


def _params(kernel: Any) -> list[dict]:
    meta = getattr(kernel, "meta", None)
    params = meta.get("params") if isinstance(meta, dict) else None
    return params if isinstance(params, list) else []


class Graph:
    """A sequence of launches recorded on a stream by ``stream.capture()``."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        self._launches: list[_Recorded] = []
        self._state = "new"  # "capturing", then "ready", or "broken" if the block raised
        self.replays = 0
        self._version = 0  # bumped by update(): bound images are rebuilt
        self._bound: dict[int, Any] = {}  # per context: its ``replay.Bound``

    def __repr__(self) -> str:
        return (f"<incore.Graph of {len(self._launches)} launches, captured on stream "
                f"{self._stream.id}, {self._state}>")

    def __len__(self) -> int:
        return len(self._launches)

    # ----------------------------------------------------------------- capture

    def __enter__(self) -> Graph:
        if self._state != "new":
            raise self._misuse("capture", "a graph is captured once; call stream.capture() "
                               "for a new one")
        self._stream._begin_capture(self)
        self._state = "capturing"
        return self

    def __exit__(self, exc_type: Any, *exc: object) -> None:
        self._stream._end_capture(self)
        self._state = "broken" if exc_type is not None else "ready"

    def record(self, ctx: Any, kernel: Any, args: tuple, blocks: int | None) -> None:
        """Record one launch (``stream.launch`` inside the capture, under the context's lock):
        checked as a stream launch is, and only what can be replayed without the host
        attending each launch."""
        where = f"graph capture on stream {self._stream.id}, launch {len(self._launches)}"
        params = _params(kernel)
        name = getattr(kernel, "name", None) or repr(kernel)
        meta = getattr(kernel, "meta", None)
        if isinstance(meta, dict) and meta.get("sites"):
            raise runtime_error(
                "GRAPH_CAPTURE", where=f"{where} (kernel {name!r})",
                detail="the kernel has log, assert or bounds sites, whose records the host "
                "reads after each launch; a graph replays launches without the host",
            )
        if len(args) != len(params):
            raise runtime_error(
                "LAUNCH_ARGUMENT_COUNT", kernel=name, count=len(params),
                expected=", ".join(str(p.get("name")) for p in params), given=len(args),
            )
        self._check_tensors(f"{where} (kernel {name!r})", params, args)
        replay_on.check(ctx, kernel, args, blocks)
        self._launches.append(_Recorded(kernel, args, blocks,
                                        [str(p.get("name")) for p in params]))

    @staticmethod
    def _check_tensors(where: str, params: list[dict], args: Any) -> None:
        for p, value in zip(params, args, strict=False):
            if p.get("kind") == "tensor" and not isinstance(value, DeviceBuffer):
                raise runtime_error(
                    "LAUNCH_ARGUMENT_TYPE", where=f"{where}, parameter {p.get('name')!r}",
                    detail=f"got a {type(value).__name__}; a graph records device buffers "
                    "only: copy it with worker.to_device(array) first",
                )

    # ----------------------------------------------------------------- rebinding

    def update(self, index: int, *args: Any, blocks: int | None = None, **named: Any) -> None:
        """Rebind launch ``index`` for the next replays: positional ``args`` replace its
        arguments from the first on, ``named`` ones the parameters of those names, and
        ``blocks`` its block count.  The new arguments are checked when replayed, as any
        stream launch's (a host array is refused here already)."""
        if self._state == "capturing":
            raise self._misuse("update", "the graph is still being captured")
        if isinstance(index, bool) or not isinstance(index, int):
            raise runtime_error("PARAMETER_TYPE", param="index", expected="an int",
                                given=f"{type(index).__name__} {index!r}")
        n = len(self._launches)
        if not -n <= index < n:
            raise runtime_error("PARAMETER_VALUE", param="index",
                                expected=f"a launch of the graph, in [0, {n})", given=index)
        rec = self._launches[index]
        new = list(rec.args)
        if len(args) > len(new):
            raise runtime_error(
                "LAUNCH_ARGUMENT_COUNT", kernel=getattr(rec.kernel, "name", rec.kernel),
                count=len(new), expected=", ".join(rec.names), given=len(args),
            )
        new[:len(args)] = args
        for name, value in named.items():
            if name not in rec.names:
                raise runtime_error(
                    "PARAMETER_VALUE", param=f"{name}=",
                    expected=f"a parameter of kernel {getattr(rec.kernel, 'name', '?')!r} "
                    f"({', '.join(rec.names) or 'none'})", given=f"{name}={value!r}",
                )
            new[rec.names.index(name)] = value
        self._check_tensors(f"graph launch {index % n} (kernel "
                            f"{getattr(rec.kernel, 'name', rec.kernel)!r})",
                            _params(rec.kernel), new)
        rec.args = new
        if blocks is not None:
            rec.blocks = blocks
        self._version += 1

    # ----------------------------------------------------------------- replay

    def replay(self, stream: Any = None) -> None:
        """Enqueue every recorded launch, in order, on ``stream`` (default: the stream it was
        captured on), in one call; returns at once like ``stream.launch``."""
        if self._state != "ready":
            why = {"new": "it was never captured (use `with stream.capture() as g:`)",
                   "capturing": "its capture has not ended",
                   "broken": "its capture ended with an exception"}[self._state]
            raise self._misuse("replay", why)
        target = self._stream if stream is None else stream
        owner = self._stream._worker
        if getattr(target, "_worker", None) is None or target._worker.device_id != owner.device_id:
            raise runtime_error(
                "PARAMETER_VALUE", param="stream",
                expected=f"a stream of device {owner.device_id}", given=repr(target),
            )
        target._replay(self)
        self.replays += 1

    def _misuse(self, what: str, detail: str) -> BaseException:
        return runtime_error("GRAPH_CAPTURE", where=f"graph {what}", detail=detail)
