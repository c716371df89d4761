"""Graphs (CUDA Graphs are the anchor): a recorded sequence of stream launches, replayed with
one call.

``with stream.capture() as g:`` records every ``stream.launch(...)`` made inside the block
instead of running it (the arguments are checked as a stream launch checks them, at once);
``g.replay(stream)`` enqueues the whole sequence on ``stream`` (the capturing stream by
default) in one call, and may be called any number of times; ``g.update(i, ...)`` rebinds
launch ``i``'s arguments, by position (``g.update(0, x2)`` replaces the first argument) or by
parameter name (``g.update(0, y=y2)``), and its block count (``blocks=``), for the replays
that follow, checked at the call as a stream launch's arguments are.  Every replay refuses a
graph holding a freed buffer (``BUFFER_FREED``); it looks at the buffers only when some
buffer was freed since its last look (``buffers.free_serial``), so the check costs a replay
one comparison.  A replay is ordinary stream work: launches of a replay run in order after the
stream's earlier launches, its events and failures behave as for ``stream.launch``.

What a graph cannot record is an error at the capturing call: a host array (a graph holds
device buffers only: ``worker.to_device(array)``), and a kernel with log, assert or bounds
sites (the host must read its log rings after every launch).  Events cannot be recorded or
waited for inside a capture, and the stream cannot be synchronized there.
"""

from __future__ import annotations

from typing import Any

from incore.errors import restate, runtime_error
from incore.runtime.host.launch import replay as replay_on
from incore.runtime.host.launch.grid import launch_args
from incore.runtime.host.launch.plan import STREAM_ARGUMENT_HINT
from incore.runtime.host.launch.protocol import LaunchContext
from incore.runtime.host.memory.buffers import DeviceBuffer, free_serial
from incore.runtime.host.validate import freed_error


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
        # per launch, (parameter name, buffer) of its tensor arguments, checked for free() by
        # each replay when any buffer was freed since the last check (``free_serial``)
        self._buffers: list[list[tuple[str, DeviceBuffer]]] = []
        self._flat: list[DeviceBuffer] | None = []  # every buffer of them (None: rebuild)
        self._checked_frees = -1

    def __repr__(self) -> str:
        return (f"<incore.Graph of {len(self._launches)} launches, captured on stream "
                f"{self._stream.id}, {self._state}>")

    def __len__(self) -> int:
        return len(self._launches)

    # ----------------------------------------------------------------- capture

    def __enter__(self) -> Graph:
        if self._state != "new":
            raise self._misuse("capture", "a graph is captured once",
                               "call stream.capture() for a new graph")
        self._stream._begin_capture(self)
        self._state = "capturing"
        return self

    def __exit__(self, exc_type: Any, *exc: object) -> None:
        self._stream._end_capture(self)
        self._state = "broken" if exc_type is not None else "ready"

    def record(self, ctx: LaunchContext, kernel: Any, args: tuple, blocks: int | None) -> None:
        """Record one launch (``stream.launch`` inside the capture, under the context's lock):
        checked as a stream launch is, and only what can be replayed without the host
        attending each launch."""
        where = f"graph capture on stream {self._stream.id}, launch {len(self._launches)}"
        if type(blocks) is tuple or getattr(kernel, "launch_params", ()):
            args, blocks = launch_args(ctx, kernel, args, blocks)  # grids, sync_all
        params = _params(kernel)
        name = getattr(kernel, "name", None) or repr(kernel)
        meta = getattr(kernel, "meta", None)
        if isinstance(meta, dict) and meta.get("sites"):
            raise runtime_error(
                "GRAPH_CAPTURE", where=f"{where} (kernel {name!r})",
                detail="the kernel has log, assert or bounds sites, whose records the host "
                "reads after each launch; a graph replays launches without the host",
                advice=replay_on.UNRECORDABLE,
            )
        if len(args) != len(params):
            raise runtime_error(
                "LAUNCH_ARGUMENT_COUNT", kernel=name, count=len(params),
                expected=", ".join(str(p.get("name")) for p in params), given=len(args),
            )
        self._check_tensors(f"{where} (kernel {name!r})", params, args)
        replay_on.check(ctx, kernel, args, blocks)
        rec = _Recorded(kernel, args, blocks, [str(p.get("name")) for p in params])
        self._launches.append(rec)
        mine = self._buffers_of(rec)
        self._buffers.append(mine)
        flat = self._flat
        if flat is not None:
            flat += [buf for _, buf in mine]

    @staticmethod
    def _check_tensors(where: str, params: list[dict], args: Any) -> None:
        for p, value in zip(params, args, strict=False):
            if p.get("kind") == "tensor" and not isinstance(value, DeviceBuffer):
                exc = runtime_error(
                    "LAUNCH_ARGUMENT_TYPE", where=f"{where}, parameter {p.get('name')!r}",
                    detail=f"got a {type(value).__name__}; a graph records device buffers "
                    "only: copy it with worker.to_device(array) first",
                )
                raise restate(exc, exc.message, STREAM_ARGUMENT_HINT)

    # ----------------------------------------------------------------- rebinding

    def update(self, index: int, *args: Any, blocks: int | None = None, **named: Any) -> None:
        """Rebind launch ``index`` for the next replays: positional ``args`` replace its
        arguments from the first on, ``named`` ones the parameters of those names, and
        ``blocks`` its block count.  The new arguments and block count are checked here, as
        ``stream.launch`` and a capture check theirs: the TypeError/ValueError names the graph
        launch and the parameter, and the launch keeps its old binding."""
        if self._state == "capturing":
            raise self._misuse("update", "the graph is still being captured",
                               "update the graph after its `with stream.capture()` block")
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
        index %= n
        self._check_tensors(f"graph launch {index} (kernel "
                            f"{getattr(rec.kernel, 'name', rec.kernel)!r})",
                            _params(rec.kernel), new)
        new_blocks = rec.blocks if blocks is None else blocks

        def check(ctx: LaunchContext) -> None:
            nonlocal new, new_blocks
            keys = getattr(rec.kernel, "launch_params", ())
            if blocks is not None and (type(blocks) is tuple or keys):
                # a new grid: the launch parameters follow it (launch_args appends them anew)
                own = tuple(new[:len(new) - len(keys)])
                args, new_blocks = launch_args(ctx, rec.kernel, own, blocks)
                new = list(args)
            replay_on.check(ctx, rec.kernel, tuple(new), new_blocks)

        try:
            self._stream._worker._on_stream(check)
        except (TypeError, ValueError) as exc:
            message = getattr(exc, "message", None) or str(exc)
            raise restate(exc, f"graph launch {index} (g.update({index}, ...)): {message}") \
                from None
        rec.args = new
        rec.blocks = new_blocks
        self._version += 1
        self._buffers[index] = self._buffers_of(rec)
        self._flat = None
        self._checked_frees = -1

    @staticmethod
    def _buffers_of(rec: _Recorded) -> list[tuple[str, DeviceBuffer]]:
        return [(name, value) for name, value in zip(rec.names, rec.args, strict=False)
                if isinstance(value, DeviceBuffer)]

    def _check_live(self) -> None:
        """BUFFER_FREED naming the graph launch and parameter of a freed buffer; the buffers
        are looked at only when some buffer was freed since the last look."""
        frees = free_serial()
        if frees == self._checked_frees:
            return
        flat = self._flat
        if flat is None:
            flat = self._flat = [buf for entries in self._buffers for _, buf in entries]
        for buf in flat:  # a plain loop: the cheapest pass over the buffers
            if buf._alloc is None:
                break
        else:
            self._checked_frees = frees
            return
        for i, entries in enumerate(self._buffers):  # name the freed one
            for name, buf in entries:
                if buf._alloc is None:
                    kernel = getattr(self._launches[i].kernel, "name", "?")
                    raise freed_error(
                        f"graph replay, launch {i} (kernel {kernel!r}), parameter {name!r}",
                        buf, hint=f"rebind the parameter to a live buffer (g.update({i}, "
                        f"{name}=buffer)) or capture the graph again",
                    )
        self._checked_frees = frees

    # ----------------------------------------------------------------- replay

    def replay(self, stream: Any = None) -> None:
        """Enqueue every recorded launch, in order, on ``stream`` (default: the stream it was
        captured on), in one call; returns at once like ``stream.launch``.  Every replay
        refuses a graph holding a freed buffer (ValueError ``BUFFER_FREED`` naming the launch
        and the parameter), with nothing enqueued."""
        if self._state != "ready":
            why, advice = {
                "new": ("it was never captured",
                        "capture launches into it first: `with stream.capture() as g:`"),
                "capturing": ("its capture has not ended",
                              "replay the graph after its `with stream.capture()` block"),
                "broken": ("its capture ended with an exception, so the graph is unusable",
                           "the capture failed: fix what raised in the capture block and "
                           "capture the graph again with `with stream.capture() as g:`"),
            }[self._state]
            raise self._misuse("replay", why, advice)
        target = self._stream if stream is None else stream
        owner = self._stream._worker
        if getattr(target, "_worker", None) is None or target._worker.device_id != owner.device_id:
            raise runtime_error(
                "PARAMETER_VALUE", param="stream",
                expected=f"a stream of device {owner.device_id}", given=repr(target),
            )
        self._check_live()
        target._replay(self)
        self.replays += 1

    def _misuse(self, what: str, detail: str, advice: str) -> BaseException:
        return runtime_error("GRAPH_CAPTURE", where=f"graph {what}", detail=detail,
                             advice=advice)
