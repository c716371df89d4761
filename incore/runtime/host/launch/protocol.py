"""What the launch package sees of a device context.

``context.DeviceContext`` is made of parts, each owning its fields (docs/runtime.md, "The
context's parts"): its memory, its launch state, its waits, its device lifecycle and its
failure path.  The launch phases, the graph replays and the waits receive it as a
:class:`LaunchContext`: the parts they may use and, of each, only what is named here (the
launch state is this package's own ``state.LaunchState``).  The launch package never imports
the context back (the context calls the pipeline), and this module imports none of the
modules that use it, so they form no import circle; ``tests/meta/test_layering.py`` checks
that the package uses nothing of a context that these protocols do not name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from incore.runtime.host.collector import CollectorContext, CollectorRegistry
from incore.runtime.host.launch.staging import Launchable
from incore.runtime.host.launch.state import LaunchState
from incore.runtime.host.memory.codemem import CodeMemory
from incore.runtime.host.memory.gm import GlobalMemory
from incore.runtime.host.registry import ProgramRegistry


class LaunchMemory(Protocol):
    """The context's memory (``mapping.ContextMemory``), as launches use it."""

    gm: GlobalMemory | None  # None before start and after teardown
    code: CodeMemory | None
    control_block: Any  # the ctypes view of the control block shared with the device


class DeviceControl(Protocol):
    """The context's device lifecycle (``lifecycle.DeviceLifecycle``), as launches use it."""

    def end_device(self, kill: bool) -> None:
        """Stop the device process (``kill``: at once) and free the last launch's staging."""
        ...

    def device_exited(self) -> bool:
        """The device process exited (or was never started)."""
        ...


class LaunchFailures(Protocol):
    """The context's failure path (``failure.FailurePath``), as launches use it."""

    def launch_failed(self, timed_out: bool, stalled: bool = False,
                      seq: int | None = None) -> None:
        """The running launch faulted or timed out: report it, restart the device."""
        ...

    def abort_launch(self, launchable: Launchable, seq: int, closed: bool) -> None:
        """Stop launch ``seq``, left by a non-fault exception, and restart the device."""
        ...

    def closed_during_wait(self) -> BaseException:
        """The error of a wait that a close() of its Worker ended."""
        ...

    def closed_during_launch(self) -> BaseException:
        """The error of a wait whose device a close() stopped."""
        ...


class LaunchWaits(Protocol):
    """The context's waits on its launch queue (``waits.QueueWaits``), as launches use
    them."""

    def settle(self) -> None:
        """Wait until every queued launch completed (or was discarded)."""
        ...

    def wait_queue(self, ready: Callable[[], bool], spins: int = ...) -> None:
        """Wait until ``ready()`` (``spins`` checks before sleeping), noticing faults,
        timeouts and close() meanwhile."""
        ...

    def poll_queue(self) -> None:
        """Notice a fault, collect a completed launch awaiting collection, release the
        references of completed launches."""
        ...

    def collect_completed(self) -> None:
        """Finish the completed launch awaiting collection (``LaunchState.collecting``)."""
        ...


class LaunchContext(CollectorContext, Protocol):
    """A device context as the launch package uses it: what its collectors see
    (``CollectorContext``) and the parts a launch runs through."""

    clusters: int
    collectors: CollectorRegistry  # the collector sources of its launches
    memory: LaunchMemory
    launches: LaunchState
    waits: LaunchWaits
    lifecycle: DeviceControl
    failure: LaunchFailures

    def cancelled(self) -> bool:
        """The context, or the handle the running operation is for, was closed."""
        ...

    def use_level(self, level: tuple[int, int] | None) -> None:
        """Give the cores the log level ``level`` (None: keep theirs)."""
        ...

    def program_registry(self) -> ProgramRegistry:
        """The program registry launches on the context validate kernel objects with."""
        ...
