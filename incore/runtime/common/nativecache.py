"""The on-disk cache of the runtime's own machine code (fault handler, core loop, scheduler, the
host's direct dispatch and publish, the L2 model).

Building them takes llvmlite's import, the IR's construction and five compiles and links, about
0.15 s, at every device start of a new process; the result depends only on the IR text (which
embeds the control block's fixed addresses), the entry symbol, the llvmlite release and
incore's loader, so it is cached like kernels are (``docs/cache.md``): in
``$INCORE_CACHE_DIR/native``, else ``$XDG_CACHE_HOME/incore/native`` or
``~/.cache/incore/native`` (the Linux directory ``platformdirs`` gives the kernel cache,
spelled out here so that a device start imports neither ``platformdirs`` nor llvmlite).

The L2 model's code is keyed on its IR text (``key``).  The device's code is keyed on what its
IR text is built from (``source_key``: the builders' sources ``IR_SOURCES``, the llvmlite
release and the builder's arguments, a control block type by its layout), so that a device
start that finds its code cached neither builds the IR nor imports ``llvmlite.ir``.

An entry is ``MAGIC``, the SHA-256 of the payload, then the payload; one that fails the check
is a miss and is rewritten.  Entries are written to a temporary file and renamed into place.
A directory that cannot be used is skipped: building never fails because of the cache.
"""

from __future__ import annotations

import ctypes
import functools
import os
from pathlib import Path

from incore.runtime.common.digest import sha256

MAGIC = b"incore-native-v1\n"
SUFFIX = ".ikn"
_DIGEST = sha256().digest_size
# The sources whose change changes the built bytes (the loader links and extracts them).
_BUILDERS = ("loader", "runtime/common/nativecode.py")


def cache_dir() -> Path:
    """Where native payloads are cached (see the module docstring)."""
    configured = os.environ.get("INCORE_CACHE_DIR", "")
    if configured:
        return Path(configured).expanduser().absolute() / "native"
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "incore" / "native"


@functools.cache
def _builder_digest() -> str:
    """SHA-256 over the loader's and nativecode's sources and the llvmlite release."""
    import llvmlite  # the top package only: its version, not the binding

    root = Path(__file__).resolve().parents[1]
    h = sha256(llvmlite.__version__.encode() + b"\0")
    for name in _BUILDERS:
        path = root / name
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for f in files:
            h.update(f.relative_to(root).as_posix().encode() + b"\0")
            try:
                h.update(sha256(f.read_bytes()).digest())
            except OSError as exc:
                h.update(f"unreadable: {type(exc).__name__}".encode())
    return h.hexdigest()


# The sources the runtime's own IR is built from (paths under the incore package): a change to
# any of them changes ``source_key``.  tests/meta/test_layering.py checks that the IR modules import
# nothing of incore outside this list.
IR_SOURCES = (
    "abi.py",
    "runtime/common/builtin.py", "runtime/common/builtin_ir.py",
    "runtime/common/control.py", "runtime/common/irbuild.py", "runtime/common/native.py",
    "runtime/common/nativecode.py",
    "runtime/device/executor.py", "runtime/device/core_loop_ir.py",
    "runtime/device/scheduler.py", "runtime/device/scheduler_ir.py",
    "runtime/device/sighandler.py", "runtime/device/fault_handler_ir.py",
    "runtime/host/launch/direct.py", "runtime/host/launch/direct_ir.py",
    "runtime/host/launch/publish.py", "runtime/host/launch/publish_ir.py",
    "runtime/host/native_launch_names.py", "runtime/host/native_launch_ir.py",
)


@functools.cache
def _sources_digest() -> str:
    """SHA-256 over ``IR_SOURCES`` and the builder digest (loader, nativecode, llvmlite)."""
    package = Path(__file__).resolve().parents[2]
    h = sha256(_builder_digest().encode())
    for name in IR_SOURCES:
        h.update(name.encode() + b"\0")
        try:
            h.update(sha256((package / name).read_bytes()).digest())
        except OSError as exc:
            h.update(f"unreadable: {type(exc).__name__}".encode())
    return h.hexdigest()


@functools.cache
def layout_signature(t: type) -> str:
    """A text naming the ctypes type ``t``'s layout (every field's name, offset and type,
    recursively): the part of a control block type the native code's addresses come from."""
    fields = getattr(t, "_fields_", None)
    if fields is not None:
        inner = ",".join(f"{f[0]}@{getattr(t, f[0]).offset}:{layout_signature(f[1])}"
                         for f in fields)
        return f"{t.__name__}[{ctypes.sizeof(t)}]{{{inner}}}"
    length = getattr(t, "_length_", None)
    if length is not None:
        return f"{layout_signature(t._type_)}*{length}"
    return f"{t.__name__}[{ctypes.sizeof(t)}]"


def source_key(symbol: str, inputs: tuple[object, ...]) -> str:
    """The cache key of the native code ``symbol`` built from ``inputs`` (plain values whose
    ``repr`` names them) by the sources ``IR_SOURCES``: what its IR text is a function of."""
    h = sha256(_sources_digest().encode())
    h.update(symbol.encode() + b"\0" + repr(inputs).encode())
    return h.hexdigest()[:40]


def key(ir_text: str, symbol: str) -> str:
    """The cache key of building ``ir_text`` with entry ``symbol``."""
    h = sha256(_builder_digest().encode())
    h.update(symbol.encode() + b"\0" + ir_text.encode())
    return h.hexdigest()[:40]


def load(k: str) -> bytes | None:
    """The payload cached under ``k``, or None (missing, unreadable or corrupt)."""
    try:
        raw = (cache_dir() / f"{k}{SUFFIX}").read_bytes()
    except OSError:
        return None
    head = len(MAGIC) + _DIGEST
    if len(raw) <= head or not raw.startswith(MAGIC):
        return None
    payload = raw[head:]
    if sha256(payload).digest() != raw[len(MAGIC):head]:
        return None
    return payload


def store(k: str, payload: bytes) -> None:
    """Cache ``payload`` under ``k`` (atomically; nothing happens if the directory is
    unusable)."""
    directory = cache_dir()
    tmp = directory / f".{k}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        with open(tmp, "xb") as f:
            f.write(MAGIC + sha256(payload).digest() + payload)
        os.replace(tmp, directory / f"{k}{SUFFIX}")
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
