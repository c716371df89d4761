"""The Modules ``incore.compile`` made in this process, held weakly, for the kernel table.

The compiler adds every Module it builds here; the program registry (``registry.py``) looks
kernel names up in them, so ``rt.kernel("saxpy")`` finds a compiled kernel without the compiler
importing the runtime proper (this module imports nothing of incore, and the runtime
package's ``__init__`` loads its exports lazily) and without the runtime importing the
compiler.  A Module garbage-collected leaves this set by itself.
"""

from __future__ import annotations

import os
import threading
import weakref

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a cache hit's path)
if TYPE_CHECKING:
    from typing import Any

_lock = threading.Lock()
_modules: weakref.WeakSet = weakref.WeakSet()


def add(module: Any) -> None:
    """Record ``module`` (an ``incore.Module``) as live."""
    with _lock:
        _modules.add(module)


def snapshot() -> list[Any]:
    """The live Modules as a list safe to iterate, in no particular order."""
    with _lock:
        return list(_modules)


def _reset_lock_in_child() -> None:
    # A parent thread may have held the lock at fork(); it never releases it in the child.
    global _lock
    _lock = threading.Lock()


os.register_at_fork(after_in_child=_reset_lock_in_child)
