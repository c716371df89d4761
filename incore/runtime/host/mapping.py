"""A context's memory: GM, code memory and the control block, mapped at the device's fixed
addresses, and the launch queue and TensorDesc pool laid over them.

``ContextMemory`` is one of the jobs ``context.DeviceContext`` composes (its methods share
the context's state and run under its lock).  It maps memory before a device starts, frees
the code of unregistered programs once no kernel may run it, and unmaps at teardown: GM left
mapped by live buffers is adopted by the next context on the device (``memory/gm.py``).
"""

from __future__ import annotations

import os
import sys
import warnings
from typing import Any

from incore.runtime.common import native
from incore.runtime.common.control import field_address
from incore.runtime.common.layout import DESC_RESERVED
from incore.runtime.host.launch.descpool import DescPool
from incore.runtime.host.launch.launchqueue import LaunchQueue
from incore.runtime.host.memory.codemem import CodeMemory
from incore.runtime.host.memory.gm import GlobalMemory, leak_report

_RUNTIME_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


class ContextMemory:
    """Mapping, using and unmapping one context's device memory."""

    def _map_memory(self) -> None:
        """Create GM (``GlobalMemory``), code memory and the control block of this device.

        GM left mapped by buffers of a closed context on this device is adopted (``gm.py``
        decides, and names the problem when it cannot be).
        """
        self._gm = GlobalMemory(self._layout)
        self._code = CodeMemory(self._layout)
        if not self._listening and self._table is not None:
            self._table.programs().add_unregister_listener(self._on_program_unregistered)
            self._listening = True
        self._ctrl_fd = native.shared_memfd(
            f"incore-ctrl{self.physical_id}", self._layout.control_base, self._ctrl_size
        )
        self._ctrl_mapped = True
        self._cb = self._cb_type.from_address(self._layout.control_base)
        self._queue = LaunchQueue(self._cb, self._layout.control_base, self._cb_type)
        self._pool = DescPool(self._layout.desc_base, DESC_RESERVED)
        self._plans.clear()

    def _addr(self, *path: str) -> int:
        return field_address(self._layout.control_base, self._cb_type, *path)

    def _on_program_unregistered(self, program: Any) -> None:
        """Registry listener: free ``program``'s code now if no operation holds the lock, else
        leave it to the running operation's launch (a launch in flight may run that code)."""
        self._unloaded.append(program)
        lock = self.lock
        if self.held_by_this_thread() or not lock.acquire(blocking=False):
            return
        with self.holding(acquired=True):
            self.free_unloaded_code()

    def free_unloaded_code(self) -> None:
        """Release the code memory of unregistered programs (under the lock) unless a kernel
        may still run."""
        if self._code is None:
            self._unloaded.clear()  # nothing is loaded without code memory
            return
        if self._launch_live or (self._queue is not None and self._queue.queued()):
            return  # a running or queued launch may use that code
        if self._unloaded:
            self._plans.clear()  # plans hold payload addresses
        while self._unloaded:
            for text in self._unloaded.pop().payloads:
                self._code.release(text)

    def _close_gm(self) -> None:
        """Retire this context's GM: warn (ResourceWarning) about buffers still alive, make
        them raise RuntimeError from now on, and end the context's use of the mapping.

        The mapping stays while those buffers (or numpy views of them) are alive; the next
        context on this device adopts it (``gm.py``).  A forked child does not warn: the
        buffers are copies of its parent's.
        """
        gm = self._gm
        report = None if self._forked else leak_report(gm, self.device_id)
        gm.invalidate(f"device {self.device_id}'s context was closed")
        gm.close()
        self._gm = None
        if report is not None:
            warnings.warn(report, ResourceWarning, stacklevel=_user_stacklevel())

    def _unmap_control(self) -> None:
        """Drop every view of the control block, then unmap it and close its memfd."""
        self._cb = None  # no ctypes object may outlive the mapping it points into
        self._queue = None
        self._plans.clear()
        if self._ctrl_mapped:
            native.unmap(self._layout.control_base, self._ctrl_size)
            self._ctrl_mapped = False
        fd, self._ctrl_fd = self._ctrl_fd, -1
        if fd >= 0:
            os.close(fd)

    def _unmap_memory(self) -> None:
        """Close code memory and retire GM (``_close_gm``)."""
        if self._code is not None:
            self._code.close()
            self._code = None
        if self._gm is not None:
            self._close_gm()


def _user_stacklevel() -> int:
    """The ``warnings.warn`` stacklevel of the innermost caller outside incore's runtime (the
    user's ``close()`` or ``with``), seen from the function calling ``warnings.warn``."""
    frame, level = sys._getframe(2), 2
    while frame is not None and frame.f_code.co_filename.startswith(_RUNTIME_DIR):
        frame, level = frame.f_back, level + 1
    return level
