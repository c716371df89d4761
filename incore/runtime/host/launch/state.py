"""A context's launch state: the part of ``context.DeviceContext`` (``ctx.launches``) that
the launch pipeline reads and writes on every launch.

``LaunchState`` owns the launch queue and the TensorDesc pool laid over the context's memory
(``attach`` when the memory is mapped, ``detach`` before it is unmapped), the kernel plans,
the native direct dispatch, the state of the running synchronous launch (``live``: its kernel
may still run; ``inflight``: its staging buffers, freed only once it cannot), the programs
unregistered whose code waits to be freed, the stream launch awaiting collection
(``collecting``) and the log level the cores run with.  Every field is read and written under
the context's lock; nothing else of the context lives here, and nothing here reaches another
part (``docs/runtime.md``, "The context's parts").
"""

from __future__ import annotations

from typing import Any

from incore.runtime.common.layout import DESC_RESERVED
from incore.runtime.host.collector import Launch
from incore.runtime.host.launch.descpool import DescPool
from incore.runtime.host.launch.launchqueue import LaunchQueue
from incore.runtime.host.launch.plan import KernelPlan
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.codemem import CodeMemory
from incore.runtime.host.validate import BoundArg


class LaunchState:
    """What the launches of one context share: queue, pool, plans and the running launch."""

    __slots__ = ("queue", "pool", "plans", "direct", "live", "inflight", "unloaded",
                 "collecting", "log_level")

    def __init__(self) -> None:
        # The launch queue (``launchqueue.py``) and the TensorDesc pool (``descpool.py``):
        # None while the context's memory is not mapped.
        self.queue: LaunchQueue | None = None
        self.pool: DescPool | None = None
        self.plans: dict[int, KernelPlan] = {}  # kernel plans by id(kernel object)
        # ``direct.dispatcher`` of the device (native executor only), set when it starts
        self.direct: Any = None
        # A synchronous launch rang the doorbell and its kernel may still run (cleared when it
        # finished or the device was stopped); its staging buffers wait in ``inflight``.
        self.live = False
        self.inflight: list[tuple[BoundArg, DeviceBuffer]] | None = None
        # Programs unregistered whose code is still in code memory (the registry's listener):
        # freed when no kernel may run, at once or by the next launch.
        self.unloaded: list[Any] = []
        # The stream launch with collectors queued and not yet collected (it runs alone; a
        # queue wait that sees it complete collects it, ``waits.QueueWaits``).
        self.collecting: Launch | None = None
        # The ``(severity, info_v)`` the device's cores run with (``DeviceContext.use_level``).
        self.log_level: tuple[int, int] = (0, 0)

    def attach(self, cb: Any, control_base: int, cb_type: type, desc_base: int) -> None:
        """Lay the launch queue over the control block ``cb`` (of ``cb_type`` at
        ``control_base``) and the TensorDesc pool over GM's descriptor area at
        ``desc_base``; no plan survives (plans hold payload and descriptor addresses)."""
        self.queue = LaunchQueue(cb, control_base, cb_type)
        self.pool = DescPool(desc_base, DESC_RESERVED)
        self.plans.clear()

    def detach(self) -> None:
        """Drop the queue and the plans, before the control block is unmapped (no ctypes view
        may outlive the mapping it points into)."""
        self.queue = None
        self.plans.clear()

    def take_collecting(self) -> Launch | None:
        """The launch awaiting collection, which is no longer held here."""
        launch, self.collecting = self.collecting, None
        return launch

    def release_inflight(self) -> None:
        """Free the staging buffers of the last synchronous launch, unless its kernel may
        still run."""
        temps = self.inflight
        if temps is None or self.live:
            return
        while temps:
            _, tmp = temps.pop()
            tmp.free()  # idempotent, so a buffer staged for two params is fine
        self.inflight = None

    def free_unloaded_code(self, code: CodeMemory | None) -> None:
        """Release the code (in ``code``, the context's code memory) of unregistered programs,
        unless a kernel may still run it: a synchronous launch is live or launches are
        queued."""
        if code is None:
            self.unloaded.clear()  # nothing is loaded without code memory
            return
        if self.live or (self.queue is not None and self.queue.queued()):
            return  # a running or queued launch may use that code
        unloaded = self.unloaded
        if unloaded:
            self.plans.clear()  # plans hold payload addresses
        while unloaded:
            for text in unloaded.pop().payloads:
                code.release(text)
