"""The exception hierarchy every incore layer raises from.

``__all__`` is the one list of incore's exception classes: ``incore.errors`` and ``incore``
re-export exactly it (``tests/meta/test_names.py`` checks that no other module lists them).

``IncoreError`` is the base of every error incore raises on purpose; the runtime's errors are
built from the error table (``incore.errors.runtime_error``), which sets their ``code`` and
``hint``.
"""

from __future__ import annotations

__all__ = [
    "BreakpointWarning",
    "CompileError",
    "ConstParameterError",
    "ContextClosedError",
    "CrossCheckError",
    "DeviceFault",
    "DeviceMemoryError",
    "DeviceStartError",
    "DriverError",
    "IncoreError",
    "InternalError",
    "KernelAssertionError",
    "KernelIndexError",
    "KernelMetaError",
    "KernelNotFound",
    "LaunchTimeout",
    "LoaderError",
    "RuntimeStateError",
    "SanitizerError",
    "StreamCallbackError",
    "TuningError",
]


class IncoreError(Exception):
    """Base class of every error incore raises on purpose.

    ``code`` is the error-table code of a runtime failure and ``hint`` its suggestion (both
    None for errors outside the table).
    """

    code: str | None = None
    hint: str | None = None


class CompileError(IncoreError):
    """A problem in a kernel's source, located at ``filename:line:col``.

    ``str()`` renders the message, the source line and a caret span under the
    offending text, plus an optional hint.
    """

    def __init__(
        self,
        message: str,
        filename: str = "<string>",
        line: int = 0,
        col: int = 0,
        source_line: str | None = None,
        end_col: int | None = None,
        hint: str | None = None,
    ) -> None:
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col
        self.source_line = source_line
        self.end_col = end_col
        self.hint = hint
        super().__init__(self._render())

    def _render(self) -> str:
        head = f"{self.filename}:{self.line}:{self.col}: error: {self.message}"
        parts = [head]
        if self.source_line is not None and self.line > 0:
            text = self.source_line.rstrip("\n")
            width = max(1, (self.end_col or self.col + 1) - self.col)
            parts.append(f"    {text}")
            parts.append("    " + " " * max(0, self.col - 1) + "^" * width)
        if self.hint:
            parts.append(f"hint: {self.hint}")
        return "\n".join(parts)


class ConstParameterError(CompileError, TypeError):
    """A kernel's ``const`` parameters were given a bad set of values: one without a default
    missing, an unknown name, or a value of the wrong type.  Located at the parameter (or the
    kernel) in the source; a ``TypeError`` too, as a bad keyword of a Python call is."""


class LoaderError(IncoreError):
    """A kernel object or ELF that cannot be linked or loaded as a text-only payload."""


class KernelMetaError(LoaderError, ValueError):
    """A kernel object passed to ``launch`` whose meta cannot be launched: it fails the
    ``.incore.meta`` schema, its seal, or does not describe its payload (a ``LoaderError``, as
    ``register_program`` reports such a meta, and a ``ValueError``)."""


class DeviceFault(IncoreError):
    """A kernel crashed or hung on a simulated core; the device was restarted.

    Attributes name the kernel, core, block, signal and faulting address where known, and
    the kernel source location of the faulting instruction (``file``, ``line``) and its
    ``cause`` (e.g. ``"division by zero"``) where the payload's tables tell them.
    """

    def __init__(
        self,
        message: str,
        kernel: str | None = None,
        core: int | None = None,
        block: int | None = None,
        signal: str | None = None,
        address: int | None = None,
        *,
        file: str | None = None,
        line: int | None = None,
        cause: str | None = None,
    ) -> None:
        self.kernel = kernel
        self.core = core
        self.block = block
        self.signal = signal
        self.address = address
        self.file = file
        self.line = line
        self.cause = cause
        super().__init__(message)


class KernelIndexError(DeviceFault):
    """A tensor index out of range in a kernel compiled with ``bounds_check=True``.

    Besides DeviceFault's attributes: ``tensor`` (the parameter name), ``index`` (the index
    values, one per dimension) and ``shape`` (the tensor's shape at launch).
    """

    def __init__(
        self,
        message: str,
        kernel: str | None = None,
        core: int | None = None,
        block: int | None = None,
        *,
        tensor: str | None = None,
        index: tuple[int, ...] | None = None,
        shape: tuple[int, ...] | None = None,
        file: str | None = None,
        line: int | None = None,
    ) -> None:
        super().__init__(
            message, kernel, core, block, file=file, line=line, cause="index out of range"
        )
        self.tensor = tensor
        self.index = index
        self.shape = shape


class KernelAssertionError(IncoreError):
    """A device ``assert`` failed: names kernel, block, file:line and the formatted message.

    Attributes: ``kernel``, ``block`` (the lowest failing block), ``core``, ``filename``,
    ``line``, ``detail`` (the formatted assert message) and ``failures`` (how many blocks
    failed an assertion in the launch).
    """

    def __init__(
        self,
        message: str,
        kernel: str | None = None,
        block: int | None = None,
        core: int | None = None,
        filename: str | None = None,
        line: int | None = None,
        detail: str | None = None,
        failures: int = 1,
    ) -> None:
        self.kernel = kernel
        self.block = block
        self.core = core
        self.filename = filename
        self.line = line
        self.detail = detail
        self.failures = failures
        super().__init__(message)


class SanitizerError(IncoreError):
    """A sanitized launch found races, reads of uninitialised memory, unpaired flags or stray
    accesses; raised after the launch completed (its outputs were copied back).

    ``findings`` lists them (``incore.runtime.sanitizer.Finding``: ``.kind`` one of ``race``,
    ``uninitialized``, ``unpaired_flag``, ``out_of_bounds``, ``.tensor``, ``.index``,
    ``.accesses``, ``.message``); ``kernel`` names the launched kernel.
    """

    def __init__(self, message: str, findings: list | tuple = (),
                 kernel: str | None = None) -> None:
        self.findings = list(findings)
        self.kernel = kernel
        super().__init__(message)


class CrossCheckError(IncoreError):
    """A cross-checked launch (``Worker(cross_check=True)``, ``incore run --cross-check``)
    whose compiled and interpreted runs, on copies of the same inputs, disagree; raised after
    the launch (the arguments hold the compiled run's results).

    ``kernel`` names the kernel and ``opt`` its ``-O`` level.  ``differences`` holds, for each
    tensor the kernel writes that differs, its first differing element (row-major order):
    ``.tensor``, ``.index`` (a tuple), ``.compiled`` and ``.interpreted`` (numpy scalars),
    ``.ulps`` (their distance in units of the last place; for integers, the difference) and
    ``.count`` (how many elements differ).  ``compiled_error`` and ``interpreted_error`` are
    what each run raised when one raised and the other did not (or raised another error),
    else None.
    """

    def __init__(self, message: str, kernel: str | None = None, opt: int | None = None,
                 differences: list | tuple = (), compiled_error: BaseException | None = None,
                 interpreted_error: BaseException | None = None) -> None:
        self.kernel = kernel
        self.opt = opt
        self.differences = list(differences)
        self.compiled_error = compiled_error
        self.interpreted_error = interpreted_error
        super().__init__(message)


class LaunchTimeout(DeviceFault, TimeoutError):
    """A launch still running after the Worker's ``timeout``, or a device that made no
    progress for that long by the host's clock (e.g. a stopped device process); its device
    was restarted.  Also a ``TimeoutError`` (docs/runtime.md, "`incore.Worker`"), so ``except
    TimeoutError`` catches it as well as ``except DeviceFault``."""


class DeviceMemoryError(IncoreError, MemoryError):
    """Device memory (GM or code memory) cannot hold what was asked for."""


class DeviceStartError(IncoreError, RuntimeError):
    """A device process exited or stalled before its cores were ready."""


class DriverError(IncoreError, RuntimeError):
    """The simulated driver reported something the runtime cannot use."""


class ContextClosedError(IncoreError, RuntimeError):
    """The Worker (its device context) was closed, or belongs to another process."""


class RuntimeStateError(IncoreError, RuntimeError):
    """An operation the runtime's current state does not allow (e.g. starting the profiler
    while it records, resetting the Runtime while contexts are live)."""


class StreamCallbackError(IncoreError, RuntimeError):
    """A host function added with ``Stream.add_callback`` raised; ``__cause__`` is what it
    raised.  Raised at the stream's next ``synchronize()``, like a failed launch."""


class KernelNotFound(IncoreError, KeyError):
    """No registered kernel has the name or handle looked up."""

    __str__ = Exception.__str__  # the message itself, not KeyError's repr of it


class TuningError(IncoreError, ValueError):
    """``incore.autotune`` could not choose a config: ``prune=`` removed every one, every
    one failed (the message lists each one's reason), a key names no shape symbol or scalar
    parameter, or the metric needs a Worker the launch is not on."""


class InternalError(IncoreError, RuntimeError):
    """A failure of incore itself (not of the user's kernel or arguments)."""


class BreakpointWarning(UserWarning):
    """A kernel's ``breakpoint()`` does nothing in compiled code: ``incore.compile`` warns
    once per kernel and breakpoint line, attributed to the ``.ik`` file and line."""
