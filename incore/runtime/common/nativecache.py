"""The on-disk cache of the device's own machine code (fault handler, core loop, scheduler).

Building them takes llvmlite's import plus three compiles and links, about 0.1 s, at every
device start of a new process; the result depends only on the IR text (which embeds the
control block's fixed addresses), the entry symbol, the llvmlite release and incore's loader,
so it is cached like kernels are (``docs/cache.md``): in ``$INCORE_CACHE_DIR/native``, else
``$XDG_CACHE_HOME/incore/native`` or ``~/.cache/incore/native`` (the Linux directory
``platformdirs`` gives the kernel cache, spelled out here so that a device start imports
neither ``platformdirs`` nor llvmlite's binding).

An entry is ``MAGIC``, the SHA-256 of the payload, then the payload; one that fails the check
is a miss and is rewritten.  Entries are written to a temporary file and renamed into place.
A directory that cannot be used is skipped: building never fails because of the cache.
"""

from __future__ import annotations

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
