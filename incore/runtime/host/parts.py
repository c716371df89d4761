"""What a context's parts see of the context they belong to.

``context.DeviceContext`` composes its parts (docs/runtime.md, "The context's parts"), so
the parts that need the context back, the device lifecycle (``lifecycle.py``) and the
failure path (``failure.py``), receive it as a :class:`PartContext`: the launch package's
view of it (``launch/protocol.LaunchContext``) and what else a part may use, the sibling
parts included.  This module imports none of the modules that use it, so the context and its
parts form no import circle (``tests/meta/test_layering.py`` counts every import).
"""

from __future__ import annotations

from typing import Protocol

from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.collector import LaunchOptions
from incore.runtime.host.launch.protocol import DeviceControl, LaunchContext
from incore.runtime.host.mapping import ContextMemory
from incore.runtime.host.process import DeviceProcess


class Caller(Protocol):
    """What a context needs from the handle an operation runs for (a ``Worker``): whether it
    is closing (its waits end) and the options its launches run with."""

    _closed: bool
    launch_options: LaunchOptions


class DeviceProcessControl(DeviceControl, Protocol):
    """The device lifecycle (``lifecycle.DeviceLifecycle``), as the failure path uses it."""

    proc: DeviceProcess | None  # the running device process (None: stopped)

    def restart(self, closed_message: str = ..., cancellable: bool = True) -> None:
        """Kill the device process (if any) and start a fresh one on the same memory."""
        ...


class PartContext(LaunchContext, Protocol):
    """A device context as its parts use it."""

    layout: DeviceLayout
    memory: ContextMemory
    lifecycle: DeviceProcessControl
    caller: Caller | None  # the handle the running operation is for

    @property
    def closed(self) -> bool:
        """``close()`` was called (teardown may still pend)."""
        ...

    @property
    def forked(self) -> bool:
        """Inherited by a forked child: the device is the parent's."""
        ...

    def close(self) -> None:
        """Stop the device and release the context's memory (idempotent)."""
        ...
