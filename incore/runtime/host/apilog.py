"""Failing runtime API calls are logged once, at ERROR, with their error-table code: the API
facade reports every failing call before it returns the error, as the CANN Runtime's
``ApiErrorDecorator`` does (``docs/runtime.md``, "Logging", Failing API calls).

``api_call(name)`` wraps a public function: an exception carrying an error-table ``code`` (every
error the runtime raises through ``errors.runtime_error``) is logged as ``Worker.launch failed
[LAUNCH_ARGUMENT_TYPE]: kernel 'saxpy', parameter 'x': ...`` on the ``incore`` logger and
re-raised unchanged.  The exception is marked when it is logged, so an API call made inside
another logs it once, at the innermost call; public calls built on another share its body, not
its wrapper (``Worker.zeros`` and ``Worker.to_device`` run ``Worker.empty``'s), so their
failures are logged under the name the caller used (``Worker.zeros failed [...]``).
Exceptions without a code (KeyboardInterrupt, a bug's AttributeError) pass through unlogged,
and so do the kernel's own failures (``DeviceFault`` and its subclasses, ``KernelAssertionError``):
the launch path logs those itself, at ERROR with their code, as it restarts the device
(``failure.py``) or drains the failed launch's logs (``devlog/collector.py``), so a fault raised
again at a later wait is not logged twice.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from incore.errors import DeviceFault, KernelAssertionError
from incore.log import LOGGER_NAME

logger = logging.getLogger(LOGGER_NAME)

_F = TypeVar("_F", bound=Callable[..., Any])
_LOGGED = "_incore_logged"
_KERNEL_FAILURES = (DeviceFault, KernelAssertionError)


def log_failure(name: str, exc: BaseException) -> None:
    """Log ``exc`` raised by API call ``name`` at ERROR with its code, unless it has no code or
    was logged already."""
    code = getattr(exc, "code", None)
    if code is None or getattr(exc, _LOGGED, False) or isinstance(exc, _KERNEL_FAILURES):
        return
    try:
        setattr(exc, _LOGGED, True)
    except AttributeError:  # an exception type without a __dict__: log it anyway
        pass
    message = getattr(exc, "message", None) or str(exc)
    logger.error("%s failed [%s]: %s", name, code, message)


def api_call(name: str) -> Callable[[_F], _F]:
    """Decorate a public runtime function: log its failures (``log_failure``) as ``name``."""

    def decorate(fn: _F) -> _F:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return fn(*args, **kwargs)
            except Exception as exc:
                log_failure(name, exc)
                raise

        return wrapper  # type: ignore[return-value]

    return decorate
