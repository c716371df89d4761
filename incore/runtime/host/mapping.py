"""A context's memory: GM, code memory and the control block, mapped at the device's fixed
addresses.

``ContextMemory`` is the part of ``context.DeviceContext`` that owns them (``ctx.memory``):
it maps them before a device starts and unmaps them at teardown, and answers where a control
block field is.  GM left mapped by live buffers is adopted by the next context on the device
(``memory/gm.py``).  Its fields are its own; the launch queue and TensorDesc pool laid over
this memory belong to the launch state (``launch/state.py``).
"""

from __future__ import annotations

import ctypes
import os
import sys
import warnings
from typing import Any

from incore.runtime.common import native
from incore.runtime.common.control import field_address
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.memory.codemem import CodeMemory
from incore.runtime.host.memory.gm import GlobalMemory, leak_report

_RUNTIME_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


class ContextMemory:
    """Mapping, using and unmapping one context's device memory (under its lock)."""

    __slots__ = ("layout", "cb_type", "ctrl_size", "gm", "code", "control_block", "sync_ring",
                 "_ctrl_fd", "_ctrl_mapped")

    def __init__(self, layout: DeviceLayout, cb_type: type) -> None:
        self.layout = layout
        self.cb_type = cb_type  # the control block's ctypes type (``control_block_type``)
        self.ctrl_size = native.round_up(ctypes.sizeof(cb_type), native.PAGE_SIZE)
        # None before ``map`` and after ``unmap``:
        self.gm: GlobalMemory | None = None
        self.code: CodeMemory | None = None
        self.control_block: Any = None  # the ctypes view of the mapped control block
        # the sync_all() barrier ring in GM, [DeviceBuffer, next entry] (launch/grid.py); made
        # on the first sync_all launch, dropped with GM
        self.sync_ring: list | None = None
        self._ctrl_fd = -1
        self._ctrl_mapped = False

    @property
    def control_base(self) -> int:
        """The control block's fixed address."""
        return self.layout.control_base

    @property
    def control_fd(self) -> int:
        """The control block's memfd (-1 when unmapped), shared with the device process."""
        return self._ctrl_fd

    @property
    def control_mapped(self) -> bool:
        """The control block is mapped (from ``map`` until ``unmap_control``)."""
        return self._ctrl_mapped

    def map(self, physical_id: int) -> None:
        """Create GM (``GlobalMemory``), code memory and the control block of device
        ``physical_id``.

        GM left mapped by buffers of a closed context on this device is adopted (``gm.py``
        decides, and names the problem when it cannot be).
        """
        layout = self.layout
        self.gm = GlobalMemory(layout)
        self.code = CodeMemory(layout)
        self._ctrl_fd = native.shared_memfd(
            f"incore-ctrl{physical_id}", layout.control_base, self.ctrl_size
        )
        self._ctrl_mapped = True
        self.control_block = self.cb_type.from_address(layout.control_base)

    def addr(self, *path: str) -> int:
        """The address of the control block field at ``path`` (``"header", "status"``)."""
        return field_address(self.layout.control_base, self.cb_type, *path)

    def has_resources(self) -> bool:
        """Something is mapped or open (a teardown is still to finish)."""
        return (self._ctrl_mapped or self._ctrl_fd >= 0 or self.code is not None
                or self.gm is not None)

    def unmap_control(self) -> None:
        """Unmap the control block and close its memfd; every view of it must be dropped first
        (the launch queue's: ``LaunchState.detach``)."""
        self.control_block = None  # no ctypes object may outlive the mapping it points into
        if self._ctrl_mapped:
            native.unmap(self.layout.control_base, self.ctrl_size)
            self._ctrl_mapped = False
        fd, self._ctrl_fd = self._ctrl_fd, -1
        if fd >= 0:
            os.close(fd)

    def unmap(self, device_id: int, warn: bool) -> None:
        """Close code memory and retire GM: warn (``warn``: a ResourceWarning) about buffers
        still alive, make them raise RuntimeError from now on, and end the context's use of
        the mapping.

        The mapping stays while those buffers (or numpy views of them) are alive; the next
        context on this device adopts it (``gm.py``).  A forked child does not warn (the
        buffers are copies of its parent's).
        """
        if self.code is not None:
            self.code.close()
            self.code = None
        self.sync_ring = None  # an internal buffer: freed here, not reported
        gm = self.gm
        if gm is None:
            return
        report = leak_report(gm, device_id) if warn else None
        gm.invalidate(f"device {device_id}'s context was closed")
        gm.close()
        self.gm = None
        if report is not None:
            warnings.warn(report, ResourceWarning, stacklevel=_user_stacklevel())


def _user_stacklevel() -> int:
    """The ``warnings.warn`` stacklevel of the innermost caller outside incore's runtime (the
    user's ``close()`` or ``with``), seen from the function calling ``warnings.warn``."""
    frame, level = sys._getframe(2), 2
    while frame is not None and frame.f_code.co_filename.startswith(_RUNTIME_DIR):
        frame, level = frame.f_back, level + 1
    return level
