"""The runtime's error table, the exceptions every incore layer raises (defined in
``incore.exceptions`` and re-exported here) and the helpers that build them.

Every failure the runtime raises has a code in :data:`ERROR_TABLE` (docs/runtime.md, "Errors"): the
exception type, the message template and a suggestion (the hint).  :func:`runtime_error`
builds the exception: ``.code`` and ``.hint`` are set, ``.message`` is the formatted message
and ``str()`` is the message followed by ``hint: ...`` on its own line, as for CompileError.
"""

from __future__ import annotations

from incore import exceptions
from incore.exceptions import *  # noqa: F403 - re-exported: every layer imports them from here

# the exception classes (listed once, in ``incore.exceptions.__all__``), then this module's own
__all__ = [
    *exceptions.__all__,
    "ERROR_TABLE",
    "ErrorSpec",
    "error_table_markdown",
    "restate",
    "runtime_error",
    "template_fields",
]


class ErrorSpec:
    """One row of the error table.

    ``message`` and ``hint`` are ``str.format`` templates filled from the fields given to
    :func:`runtime_error`; the fields named in ``attrs`` are also passed to the exception's
    constructor as keyword arguments (e.g. DeviceFault's ``kernel``, ``core``, ``block``).
    ``when`` says in which situation the runtime raises it (for the documentation).

    An immutable value (compared and hashed by its fields).  A plain class rather than a
    dataclass: every process that imports incore imports this module, the device process
    too, and ``dataclasses`` (with the ``inspect`` it imports) would be a tenth of its start.
    """

    __slots__ = ("type", "message", "hint", "attrs", "when")
    type: type[BaseException]
    message: str
    hint: str
    attrs: tuple[str, ...]
    when: str

    def __init__(self, type: type[BaseException], message: str, hint: str,
                 attrs: tuple[str, ...] = (), when: str = "") -> None:
        for name, value in zip(self.__slots__, (type, message, hint, attrs, when),
                               strict=True):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of an ErrorSpec")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of an ErrorSpec")

    def _fields(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"ErrorSpec({fields})"

    def __reduce__(self) -> tuple:
        return (ErrorSpec, self._fields())


_FAULT_ATTRS = ("kernel", "core", "block", "signal", "address", "file", "line", "cause")

ERROR_TABLE: dict[str, ErrorSpec] = {
    # ---- options of Worker and launch (checked before anything starts or runs)
    "PARAMETER_TYPE": ErrorSpec(
        TypeError, "{param} must be {expected}, got {given}",
        "pass {param} as {expected}",
        when="an option or argument of the runtime API (Worker options, blocks, core_id, a "
        "buffer's shape, the profiler path...) is not of the type it takes",
    ),
    "PARAMETER_VALUE": ErrorSpec(
        ValueError, "{param} must be {expected}, got {given}",
        "pass {param} as {expected}",
        when="such an option or argument has the right type but a value outside its range",
    ),
    "BLOCKS_OUT_OF_RANGE": ErrorSpec(
        ValueError, "blocks must be in [1, {limit}] ({spelled}), got {blocks}",
        "{advice}",
        when="launch(..., blocks=N) with N < 1 or N above 2^31 - 1 ((2^32 - 1) // 3 for @mix); "
        "the hint says to launch at least 1 block (blocks=None runs one per core), or at most "
        "the limit",
    ),
    "LAUNCH_KEYWORDS": ErrorSpec(
        TypeError, "{where}() got unexpected keyword arguments {names}: only a kernel with "
        "const parameters takes keywords besides blocks=",
        "pass tensors and scalars positionally; keywords give the values of a kernel's const "
        "parameters (NAME: const)",
        when="launch(kernel, ..., NAME=value) of an object without const parameters (a program "
        "registered from an ELF, a kernel handle)",
    ),
    "SYNC_ALL_NOT_RESIDENT": ErrorSpec(
        ValueError, "kernel {kernel!r} calls sync_all(), so every block must be resident at "
        "once: {blocks} blocks, but the device has {cores} {kind}",
        "launch at most {cores} blocks (blocks=None runs one per {unit}) and loop over the "
        "work inside each block",
        when="a kernel that calls sync_all() is launched with more blocks than cores of its "
        "kind (clusters for @mix): refused before it runs",
    ),
    "L2_OFFSET_INVALID": ErrorSpec(
        ValueError, "{detail}",
        "choose a page-aligned l2_cache_offset of at least gm_size whose nocache window ends "
        "below 2**47 and clear of the device's code memory and control block",
        when="Worker(l2_cache_offset=...) or SimDriver.set_l2_cache_offset gets an offset whose "
        "nocache window is unaligned, overlaps GM, code memory or the control block, or "
        "passes 2^47",
    ),
    "L2_OFFSET_UNSUPPORTED": ErrorSpec(
        ValueError,
        "l2_cache_offset is not supported on {platform}: A5 carries the L2 cache policy in the "
        "load instruction itself, so there is no nocache offset to deliver",
        "leave l2_cache_offset at None on {platform}",
        when="l2_cache_offset is given on a5sim",
    ),
    "L2_KERNEL_NOT_TRACEABLE": ErrorSpec(
        TypeError, "kernel {kernel!r} cannot run on a Worker with an l2_model: {detail}",
        "launch a kernel compiled by incore.compile / compile_file, or use a Worker without "
        "l2_model",
        when="a Worker with l2_model launches a kernel object it cannot recompile with access "
        "tracing (a hand-built or registered kernel)",
    ),
    "KERNEL_NOT_INTERPRETABLE": ErrorSpec(
        TypeError, "kernel {kernel!r} cannot run on a Worker with {option}: {detail}",
        "launch a kernel compiled by incore.compile / compile_file (its typed AST is what the "
        "interpreter runs), or use a Worker without interpret and cross_check",
        when="a Worker with interpret or cross_check launches a kernel object that has no "
        "interpreted form (a hand-built or registered kernel)",
    ),
    "DTYPE_UNSUPPORTED": ErrorSpec(
        TypeError, "unsupported dtype {dtype}; expected one of {supported}",
        "use a native-endian dtype incore kernels take, e.g. np.float32 or \"f32\"",
        when="w.empty / w.zeros / w.to_device with a dtype incore kernels do not take",
    ),
    "VISIBLE_DEVICES_INVALID": ErrorSpec(
        ValueError, "INCORE_VISIBLE_DEVICES={value!r}: {detail}",
        "set INCORE_VISIBLE_DEVICES to distinct physical device ids separated by commas, "
        "e.g. \"1,0\", or unset it to see every device",
        when="the Runtime boots with a malformed INCORE_VISIBLE_DEVICES (empty, not integers, a "
        "duplicate, an id out of range)",
    ),
    "EXECUTOR_INVALID": ErrorSpec(
        ValueError, "INCORE_EXECUTOR={value!r}: expected one of {expected}",
        "set INCORE_EXECUTOR to \"native\" (the default) or \"python\", or unset it",
        when="a device context starts with INCORE_EXECUTOR set to something other than native "
        "or python",
    ),
    # ---- the kernel object and its arguments (checked before the device runs)
    "KERNEL_OBJECT_INVALID": ErrorSpec(
        TypeError, "{detail}",
        "launch one compiled kernel such as mod['saxpy'], or an object with .text bytes and a "
        ".meta dict",
        when="launch() gets something that is not one kernel (a Module, a string, an object "
        "without .text or .meta)",
    ),
    "KERNEL_META_INVALID": ErrorSpec(
        exceptions.KernelMetaError, "kernel {kernel!r}: {detail}",
        "recompile the kernel with incore.compile, or complete and seal a hand-built meta "
        "with incore.loader.complete_meta(meta, text) after editing it: its .incore.meta "
        "does not describe a kernel this runtime can launch",
        when="a kernel object passed to launch has a meta that fails the .incore.meta schema or "
        "its seal, or describes another payload (checked once per object, as register_program "
        "checks a program)",
    ),
    "ARCH_MISMATCH": ErrorSpec(
        ValueError,
        "kernel {kernel!r} was compiled for arch {kernel_arch!r}, but this Worker's platform "
        "runs arch {arch!r}",
        "compile the kernel with arch={arch!r}, or launch it on a Worker whose platform runs "
        "arch {kernel_arch!r}",
        when="a kernel compiled for one arch is launched on a Worker of another platform",
    ),
    "LAUNCH_ARGUMENT_COUNT": ErrorSpec(
        TypeError, "kernel {kernel!r} takes {count} argument(s) ({expected}), got {given}",
        "pass one argument per kernel parameter, in the order of the kernel's signature",
        when="launch() gets more or fewer arguments than the kernel has parameters",
    ),
    "LAUNCH_ARGUMENT_TYPE": ErrorSpec(
        TypeError, "{where}: {detail}",
        "pass a numpy array or DeviceBuffer of the declared dtype for a tensor parameter, a "
        "Python or numpy number (a bool for bool) for a scalar one",
        when="a launch argument has the wrong type or dtype",
    ),
    "LAUNCH_ARGUMENT_VALUE": ErrorSpec(
        ValueError, "{where}: {detail}",
        "make the argument match the parameter as declared: its rank, fixed dimensions, "
        "C-contiguity, writability and value range",
        when="a launch argument has the wrong rank or fixed dimension, is not C-contiguous, is "
        "read-only but written, lives on another device, or a scalar is out of range",
    ),
    "SHAPE_MISMATCH": ErrorSpec(
        ValueError, "kernel {kernel!r}: {dim} is {first} from {first_param} but {second} "
        "from {second_param}",
        "tensors that share the dimension symbol {dim} must have the same extent there",
        when="two tensors give one dimension symbol different extents",
    ),
    # ---- memory
    "GM_EXHAUSTED": ErrorSpec(
        exceptions.DeviceMemoryError,
        "device {device}: GM exhausted allocating {nbytes} bytes ({in_use} bytes in use, "
        "{free} bytes free of gm_size {gm_size:#x})",
        "free buffers or start the Worker with a larger gm_size",
        when="a GM allocation (w.empty, w.to_device, log rings) finds no free block large enough",
    ),
    "STAGING_GM_EXHAUSTED": ErrorSpec(
        exceptions.DeviceMemoryError,
        "kernel {kernel!r}, parameter {param!r}: staging its {nbytes}-byte array into GM "
        "failed: {reason}",
        "free buffers, pass large tensors as DeviceBuffers (staged copies are temporary), or "
        "start the Worker with a larger gm_size",
        when="GM cannot hold the staging copy of a numpy launch argument",
    ),
    "CODE_MEMORY_FULL": ErrorSpec(
        exceptions.DeviceMemoryError,
        "device {device}: code memory full ({size} bytes) loading a {nbytes}-byte payload",
        "launch fewer distinct kernels on one Worker, or unregister programs no longer used",
        when="the device's code memory cannot hold another payload",
    ),
    # ---- device buffers (incore/runtime/buffers.py, gm.py)
    "BUFFER_TOO_LARGE": ErrorSpec(
        ValueError,
        "a {dtype} buffer of shape {shape} needs {nbytes} bytes, more than device {device}'s "
        "GM heap of {heap} bytes",
        "split the tensor into smaller buffers, or start the Worker with a larger gm_size",
        when="a DeviceBuffer would be larger than the whole GM heap",
    ),
    "BUFFER_FREED": ErrorSpec(
        ValueError, "this {dtype} DeviceBuffer of shape {shape} was freed",
        "allocate a new buffer (w.empty, w.to_device); free() a buffer once you are done with it",
        when="a freed DeviceBuffer is read, launched, or replayed by a graph that holds it (the "
        "launch's message names the kernel, the parameter and the graph launch)",
    ),
    "BUFFER_INDEX": ErrorSpec(
        TypeError,
        "DeviceBuffer indices are integers, slices, ... and None (basic indexing), got {given}",
        "index buf.numpy() for numpy's advanced indexing (it makes a host copy)",
        when="a DeviceBuffer is indexed with an array or boolean mask (advanced indexing)",
    ),
    "BUFFER_NOT_CONTIGUOUS": ErrorSpec(
        ValueError, "{where}: {detail}",
        "use a C-contiguous buffer or view; np.ascontiguousarray(view) copies a strided view "
        "to the host",
        when="a strided DeviceBuffer view is reshaped or passed where a contiguous buffer is "
        "needed",
    ),
    "BUFFER_MISALIGNED": ErrorSpec(
        ValueError,
        "a DeviceBuffer view of {dtype} must be aligned to its itemsize of {itemsize} bytes, "
        "but it {detail}, not a multiple of {itemsize}",
        "take views of {dtype} data at element boundaries: slice the {dtype} buffer itself, or "
        "reinterpret with .view() only at byte offsets that are multiples of {itemsize}",
        when="a DeviceBuffer view (slice, .view(dtype)) would start at a byte offset, or step "
        "by a stride, that is not a multiple of its dtype's itemsize",
    ),
    "BUFFER_NOT_COPYABLE": ErrorSpec(
        TypeError, "a DeviceBuffer cannot be pickled or copied: it is GM of one device context",
        "copy its data to the host with buf.numpy().copy()",
        when="a DeviceBuffer is pickled or copied",
    ),
    "GM_STILL_MAPPED": ErrorSpec(
        exceptions.DeviceStartError, "device {device}'s GM cannot be mapped: {detail}",
        "close the other Worker on this device, or free the DeviceBuffers (and numpy views of "
        "them) of closed Workers on it",
        when="a device's GM cannot be mapped because a live context or another process maps it",
    ),
    "PAYLOAD_EMPTY": ErrorSpec(
        ValueError, "empty payload: a kernel's .text must hold at least its entry",
        "launch a kernel built by incore.compile; its .text starts with kernel_entry",
        when="a kernel with an empty .text payload is loaded into code memory",
    ),
    # ---- programs and the kernel table
    "PROGRAM_INVALID": ErrorSpec(
        exceptions.LoaderError, "{detail}",
        "register a kernel ELF built by incore.compile, or its .text bytes with "
        "meta=kernel.meta",
        when="rt.register_program gets a malformed ELF or meta (schema, seal, payload mismatch), "
        "or a registered kernel is launched after its program was unregistered",
    ),
    "PROGRAM_NOT_REGISTERED": ErrorSpec(
        ValueError, "{program} is not a program registered in this registry (already "
        "unregistered?)",
        "unregister each program once, on the Runtime that registered it",
        when="rt.unregister_program gets a program this registry does not hold",
    ),
    "KERNEL_NOT_FOUND": ErrorSpec(
        exceptions.KernelNotFound, "no registered kernel has the {what} {key!r}",
        "register the kernel's program first (rt.register_program, or incore.compile, which "
        "registers its Module)",
        when="rt.kernel(name or handle) finds no registered kernel",
    ),
    # ---- devices and contexts
    "DEVICE_START_FAILED": ErrorSpec(
        exceptions.DeviceStartError, "device {device} {detail}",
        "the device's own message is logged above at ERROR by the incore logger (a device "
        "started by hand writes it to its stderr); on a heavily loaded machine the start may "
        "need longer than {limit} s",
        when="the device process exits, or is not ready within the start timeout, while starting",
    ),
    "DRIVER_QUERY_FAILED": ErrorSpec(
        exceptions.DriverError,
        "rtGetL2CacheOffset(device {device}) reported offset {offset:#x}, which this Worker "
        "cannot use: {detail}",
        "configure the driver offset for this device's gm_size "
        "(SimDriver.set_l2_cache_offset(device, offset, gm_size)) or pass l2_cache_offset",
        when="rtGetL2CacheOffset reports an offset this Worker's layout cannot use (a failed query "
        "is only logged and yields 0)",
    ),
    "CONTEXT_CONFLICT": ErrorSpec(
        ValueError,
        "device {device}'s primary context runs with {field}={live!r}, but this Worker asks "
        "for {field}={asked!r}",
        "create the Worker with the live context's {field}, or close the Workers on device "
        "{device} first",
        when="a second Worker on a device asks for a platform, clusters, gm_size or "
        "l2_cache_offset other than its live primary context's",
    ),
    "CONTEXT_CLOSED": ErrorSpec(
        exceptions.ContextClosedError, "{detail}",
        "create a new Worker: a closed one cannot be restarted",
        when="a closed Worker is used, close() stops a running launch or start or ends a wait "
        "for queued launches (after running them), or a buffer of a closed context is used",
    ),
    "CONTEXT_FORKED": ErrorSpec(
        exceptions.ContextClosedError,
        "this Worker was started in another process (before a fork); create a new Worker in "
        "this process",
        "a forked child cannot use its parent's device: create its Workers after the fork",
        when="a Worker started before fork() is used in the child",
    ),
    "STREAM_GONE": ErrorSpec(
        exceptions.RuntimeStateError,
        "this launch function's Stream no longer exists (stream {stream} of device {device})",
        "keep the Stream and call stream.launch(...) on it: a launch function taken from a "
        "stream does not keep the stream alive",
        when="a Stream's launch function, kept after its stream was deleted, is called",
    ),
    "RUNTIME_BUSY": ErrorSpec(
        exceptions.RuntimeStateError,
        "cannot reset the Runtime while contexts of devices {live} are live ({contexts}); close "
        "their Workers first",
        "close every Worker of those devices (w.close(), or leave its `with` block) before "
        "Runtime.reset()",
        when="Runtime.reset() while a device context is live (a Worker on it is open)",
    ),
    "STREAM_CALLBACK_FAILED": ErrorSpec(
        exceptions.StreamCallbackError,
        "the host callback {name} of stream {stream} ({after}) raised {error}",
        "fix the callback, or catch its exceptions inside it: a raising callback fails its "
        "stream and discards the launches enqueued after it until the error is raised",
        when="a host function added with stream.add_callback(fn) raises",
    ),
    "GRAPH_CAPTURE": ErrorSpec(
        exceptions.RuntimeStateError, "{where}: {detail}", "{advice}",
        when="a launch a graph cannot record is captured (the hint: launch it with "
        "stream.launch outside the capture), or a graph is used out of turn: replayed though "
        "its capture raised (the hint: capture it again), or before its capture ended",
    ),
    "PROFILER_STATE": ErrorSpec(
        exceptions.RuntimeStateError, "{detail}",
        "pair each profiler start with one stop, or use the incore.profile(path) context manager",
        when="the profiler is started while it records, or stopped while it does not",
    ),
    "INTERNAL": ErrorSpec(
        exceptions.InternalError, "{detail}",
        "this is a bug in incore, not in the kernel: please report it with the message",
        when="incore's own device code fails to build (a bug in incore)",
    ),
    # ---- launches that fail on the device
    "DEVICE_FAULT": ErrorSpec(
        exceptions.DeviceFault, "{detail}",
        "find the faulting access at the line named; compile with bounds_check=True to "
        "check tensor indices",
        _FAULT_ATTRS,
        when="a core raised a signal (SIGSEGV, SIGBUS, SIGFPE, ...) while running the kernel; the "
        "device is restarted",
    ),
    "KERNEL_TRAP": ErrorSpec(
        exceptions.DeviceFault, "{detail}",
        "{advice}",
        _FAULT_ATTRS,
        when="the kernel reached an incore trap site (division by zero, INT_MIN // -1, a range() "
        "step of 0, a tile index outside its tile); the device is restarted",
    ),
    "DEVICE_LOST": ErrorSpec(
        exceptions.DeviceFault,
        "device {device} process died (exit status {status}) while running kernel {kernel!r}",
        "the device process ended without a fault record: it was killed from outside or ran "
        "out of host memory",
        _FAULT_ATTRS,
        when="the device process died without a fault record during a launch",
    ),
    "LAUNCH_TIMEOUT": ErrorSpec(
        exceptions.LaunchTimeout,
        "kernel {kernel!r} timed out after {timeout:g} s (still running: {running})",
        "check the kernel's loop bounds, or start the Worker with a larger timeout",
        _FAULT_ATTRS,
        when="a launch runs longer than the Worker's timeout; the device is restarted",
    ),
    "DEVICE_STALLED": ErrorSpec(
        exceptions.LaunchTimeout,
        "device {device} made no progress for {timeout:g} s while kernel {kernel!r} waited to "
        "run or ran on no core (device process {pid} is {state})",
        "a stopped (SIGSTOP, a debugger, a cgroup freezer) or starved device process runs no "
        "launch; the device was restarted. Resume what stopped it, or start the Worker with a "
        "larger timeout",
        _FAULT_ATTRS,
        when="the host's own clock sees no progress of the device for the Worker's timeout "
        "(e.g. its process was stopped); the device is restarted",
    ),
    "SYNC_TIMEOUT": ErrorSpec(
        exceptions.LaunchTimeout, "kernel {kernel!r} timed out after {timeout:g} s in "
        "synchronisation, waiting at {sites} (still running: {running})", "{pairing}",
        _FAULT_ATTRS, when="a launch runs longer than the Worker's timeout while cores wait "
        "in wait_flag, cluster_barrier or sync_all; the device is restarted",
    ),
    "KERNEL_INDEX": ErrorSpec(
        exceptions.KernelIndexError, "{detail}",
        "fix the index at the line named, or launch with a tensor of the shape the kernel "
        "expects",
        ("kernel", "core", "block", "tensor", "index", "shape", "file", "line"),
        when="a kernel compiled with bounds_check=True indexes a tensor out of range",
    ),
    "KERNEL_ASSERTION": ErrorSpec(
        exceptions.KernelAssertionError,
        "assertion failed in kernel {kernel!r}, block {block} on {where}: {detail}{more}",
        "the assertion's condition is false for these arguments; the other blocks ran to "
        "completion",
        ("kernel", "block", "core", "filename", "line", "detail", "failures"),
        when="a device assert fails",
    ),
    "CROSS_CHECK_MISMATCH": ErrorSpec(
        exceptions.CrossCheckError,
        "kernel {kernel!r} (-O{opt}, {blocks} block(s)): the compiled and the interpreted "
        "launch disagree: {detail}",
        "the compiled code and the language's semantics differ for these inputs: run the "
        "launch with Worker(interpret=True) to step through the kernel in pdb, or compare "
        "-O levels to see whether the optimiser changed it (docs/runtime.md, \"Debugging a "
        "kernel\")",
        ("kernel", "opt", "differences", "compiled_error", "interpreted_error"),
        when="a launch of a Worker with cross_check=True (incore run --cross-check) gives "
        "different written tensors, or a different error, compiled and interpreted",
    ),
    # ---- dumps (incore/runtime/dump; docs/runtime.md "Dumps")
    "DUMP_CONFIG_INVALID": ErrorSpec(
        ValueError, "{entry}: dump field {field!r} must be {expected}, got {given}",
        "fix {field} in {entry}; the entries are set_dump_config(), the INCORE_DUMP_* "
        "environment variables and Worker(dump=incore.DumpConfig(...))",
        when="a dump setting (API, environment variable or Worker option) has a bad value",
    ),
    "DUMP_NOT_FOUND": ErrorSpec(
        ValueError, "{path} is not a dump: {detail}",
        "pass the directory dumps were written to (INCORE_DUMP_PATH or "
        "set_dump_config(path=...)); it holds a device<N> directory of *.json sidecars",
        when="incore dump show/compare is given a path that holds no incore dump",
    ),
    "DUMP_FILE_INVALID": ErrorSpec(
        ValueError, "{path}: {detail}",
        "the dump file is damaged or was not written by incore; dump the launch again",
        when="a sidecar or tensor file of a dump cannot be read",
    ),
    "DUMP_TENSOR_NOT_FOUND": ErrorSpec(
        ValueError, "no tensor named {name!r} in the dump {path} (tensors: {known})",
        "name a tensor as the dump lists it: its parameter name (x) or role.name (input.x)",
        when="incore dump show --tensor NAME names a tensor the dump does not hold",
    ),
}


def _render(message: str, hint: str | None) -> str:
    return f"{message}\nhint: {hint}" if hint else message


def runtime_error(code: str, /, **fields: object) -> BaseException:
    """The exception of error-table row ``code``, its message and hint filled from ``fields``.

    The result carries ``.code``, ``.hint`` and ``.message`` (the message without the hint);
    ``str()`` is the message, then ``hint: ...`` on its own line.  Raise it (``raise
    runtime_error("GM_EXHAUSTED", device=0, ...)``); an unknown code or a missing field is a
    bug at the raise site and raises KeyError naming it.
    """
    spec = ERROR_TABLE[code]
    try:
        message = spec.message.format_map(fields)
        hint = spec.hint.format_map(fields)
    except KeyError as exc:
        raise KeyError(f"runtime_error({code!r}) needs the field {exc.args[0]!r}") from None
    kwargs = {name: fields[name] for name in spec.attrs if name in fields}
    exc = spec.type(_render(message, hint), **kwargs)
    exc.code = code
    exc.hint = hint
    exc.message = message
    return exc


def restate(exc: BaseException, message: str, hint: str | None = None) -> BaseException:
    """A copy of ``exc`` (same type, code and attributes) saying ``message`` instead, e.g. a
    DeviceFault re-raised with what happened to the device appended; ``hint`` replaces its
    hint when given."""
    import copy

    new = copy.copy(exc)
    new.message = message
    if hint is not None:
        new.hint = hint
    new.args = (_render(message, getattr(new, "hint", None)),)
    return new


def template_fields(template: str) -> set[str]:
    """The field names a message or hint template uses."""
    import string

    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def error_table_markdown() -> str:
    """The error table as the Markdown table ``docs/runtime.md`` shows (one row per code)."""

    def cell(text: str) -> str:
        return "`" + text.replace("|", "\\|") + "`"

    rows = ["| code | exception | when | message | hint |", "|---|---|---|---|---|"]
    for code, spec in ERROR_TABLE.items():
        kind = spec.type.__name__
        if issubclass(spec.type, exceptions.IncoreError):
            base = next((b for b in _BUILTIN_BASES if issubclass(spec.type, b)), None)
            kind = f"incore.{kind}" + (f" ({base.__name__})" if base else "")
        rows.append(
            f"| `{code}` | `{kind}` | {spec.when.replace('|', '/')} | {cell(spec.message)} | "
            f"{cell(spec.hint)} |"
        )
    return "\n".join(rows) + "\n"


_BUILTIN_BASES = (MemoryError, RuntimeError, KeyError, ValueError, TypeError)
