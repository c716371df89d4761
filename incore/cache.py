"""The on-disk compile cache: compiled payloads keyed by everything that determines them.

``incore.compile`` asks :func:`load` before it lowers anything and hands a successful,
linked compile to :func:`store`; this module knows nothing about payloads, only keys and
entries (a JSON manifest plus named byte blobs).  The schema is in ``docs/cache.md``.

- **Where**: ``INCORE_CACHE_DIR``, else ``platformdirs.user_cache_dir("incore")``
  (``~/.cache/incore`` on Linux).  One file per compiled source, ``<key>.ikc``.
- **Key**: a SHA-256 over the source, the filename, every compile option, and
  :func:`environment` (incore's version and a digest of its own source files, the Python,
  llvmlite, LLVM, lark and pyelftools versions, the host CPU name and features).  The LLVM
  half is kept per host in ``.host-<fingerprint>.json`` (``incore.hostinfo``), so a hit
  computes the key without loading LLVM.
- **Integrity**: each entry carries a SHA-256 of its contents and records the key components
  it was compiled from; an entry that fails the check (corrupt, truncated, another format,
  recorded source hash or options not the ones asked for) or is not a regular file (a FIFO is
  never waited on) is a miss, and the recompile overwrites it.  Entries are
  written to a temporary file and renamed into place, so a reader never sees a partial one.
- **Failure**: a directory that cannot be read or written is skipped with a DEBUG line on the
  ``incore`` logger; compiling never fails because of the cache.
- **Pruning**: a hit refreshes the entry's mtime; entries unused for
  ``INCORE_CACHE_MAX_AGE_DAYS`` (default 30) are removed by :func:`prune`, which a write runs
  at most once per process and once per :data:`PRUNE_INTERVAL_S` per directory.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import stat
import struct
import sys
import threading
import time
from collections import namedtuple
from pathlib import Path

from incore.hostinfo import HOST_FACTS, host_fingerprint, llvm_facts
from incore.hostinfo import dist_version as _dist_version
from incore.log import get_logger

ENV_DIR = "INCORE_CACHE_DIR"
ENV_MAX_AGE = "INCORE_CACHE_MAX_AGE_DAYS"
DEFAULT_MAX_AGE_DAYS = 30.0
PRUNE_INTERVAL_S = 3600.0  # a directory is scanned for stale entries at most this often
STALE_TEMP_S = 3600.0  # a temporary file this old belongs to a writer that died
SUFFIX = ".ikc"
TEMP_SUFFIX = ".tmp"
PRUNE_MARKER = ".last-prune"
MAGIC = b"incore-cache-v1\n"  # bump the version when the layout or the manifest changes
_DIGEST = hashlib.sha256().digest_size
_HEADER = len(MAGIC) + _DIGEST + 8  # magic, SHA-256 of the rest, manifest length
MAX_ENTRY_BYTES = 256 << 20  # larger files are not entries this module wrote

_log = get_logger()
_pruned: set[Path] = set()  # directories this process has pruned
_pruned_lock = threading.Lock()  # compiles in several threads claim a directory's prune once


class CacheEntry(namedtuple("CacheEntry", "data blobs")):
    """One cache entry: a JSON-serialisable ``data`` dict and named byte blobs
    (``dict[str, bytes]``).  A named tuple, not a dataclass: a cache hit does not import
    ``dataclasses`` (and ``inspect`` with it)."""

    __slots__ = ()


class CacheInfo(namedtuple("CacheInfo", (
        "directory", "source", "exists", "problem", "entries", "total_bytes", "max_age_days",
        "max_age_source"))):
    """What :func:`info` reports about the cache directory: ``directory`` (Path), ``source``
    (``"INCORE_CACHE_DIR"`` or ``"default"``), ``exists``, ``problem`` (why the directory is
    unusable, or None), ``entries``, ``total_bytes``, ``max_age_days`` and
    ``max_age_source`` (``"INCORE_CACHE_MAX_AGE_DAYS"`` or ``"default"``)."""

    __slots__ = ()


def cache_dir() -> Path:
    """The cache directory: ``$INCORE_CACHE_DIR`` (``~`` expanded, made absolute) if set and
    non-empty, else the platform's user cache directory for ``incore``."""
    configured = os.environ.get(ENV_DIR, "")
    if configured:
        return Path(configured).expanduser().absolute()
    import platformdirs

    return Path(platformdirs.user_cache_dir("incore"))


def max_age_days() -> float:
    """Days an entry may stay unused before :func:`prune` removes it.

    ``$INCORE_CACHE_MAX_AGE_DAYS`` must be a positive number (``inf`` never prunes); any other
    value logs a WARNING naming the variable and the default is used.
    """
    return _parse_max_age(os.environ.get(ENV_MAX_AGE, ""))[0]


@functools.lru_cache(maxsize=8)  # one WARNING per distinct bad value, not one per compile
def _parse_max_age(text: str) -> tuple[float, str]:
    """``(days, where from)``: the value of ``text`` and ENV_MAX_AGE, or the default."""
    if not text.strip():
        return DEFAULT_MAX_AGE_DAYS, "default"
    try:
        days = float(text)
    except ValueError:
        days = math.nan
    if not days > 0:  # also rejects NaN
        _log.warning(
            "%s=%r is not a positive number of days; using the default, %g",
            ENV_MAX_AGE, text, DEFAULT_MAX_AGE_DAYS,
        )
        return DEFAULT_MAX_AGE_DAYS, "default"
    return days, ENV_MAX_AGE


# What writes an entry's contents (IR, meta, ELF, text): the compile path's packages and the
# top-level modules it imports.  The runtime, the interpreter and the tools read entries
# through ``compiler.py`` but never shape them, so their edits keep the cache.
COMPILE_PATH = ("frontend", "lowering", "loader", "__init__.py", "abi.py", "cache.py",
                "compiler.py", "errors.py", "exceptions.py", "hostinfo.py", "inputs.py",
                "log.py", "mathconsts.py", "specialization.py")


def _compile_path_files(root: Path) -> list[str]:
    """The compile path's ``.py`` and ``.lark`` files under ``root``, as sorted relative POSIX
    paths (``__pycache__`` left out; a package missing from this install adds nothing)."""
    found = [name for name in COMPILE_PATH if name.endswith(".py") and (root / name).is_file()]
    for name in COMPILE_PATH:
        for dirpath, dirnames, filenames in os.walk(root / name):
            dirnames[:] = [d for d in dirnames if d != "__pycache__"]
            rel = Path(dirpath).relative_to(root).as_posix()
            found += [f"{rel}/{f}" for f in filenames if f.endswith((".py", ".lark"))]
    return sorted(found)


def _sources_digest(root: Path | None = None) -> str:
    """SHA-256 over the compile path's ``.py`` and ``.lark`` files (``COMPILE_PATH``): an
    edited compiler (an editable install keeps its version number) never reuses entries the
    old code wrote."""
    root = root or Path(__file__).resolve().parent
    h = hashlib.sha256()
    for rel in _compile_path_files(root):
        h.update(rel.encode() + b"\0")
        try:
            with open(root / rel, "rb") as f:
                h.update(hashlib.sha256(f.read()).digest())
        except OSError as exc:  # the key stays computable; the compile must not fail here
            h.update(f"unreadable: {type(exc).__name__}".encode())
    return h.hexdigest()


@functools.cache
def environment() -> dict[str, str]:
    """Everything outside the source and options that a payload depends on (computed once per
    process): versions of incore and the libraries it compiles with, and the host CPU the
    target machine tunes for (the name and feature string ``lowering.target`` uses).

    The LLVM half (llvmlite's and LLVM's versions, the CPU name and features) is read from
    the host record :func:`host_facts` keeps, so a cache hit never loads LLVM."""
    facts = host_facts()
    return {
        "incore": _dist_version("incore"),
        "incore_sources": _sources_digest(),
        "python": f"{sys.implementation.name} {sys.version.split()[0]}",
        "llvmlite": facts["llvmlite"],
        "llvm": facts["llvm"],
        "lark": _dist_version("lark"),
        "pyelftools": _dist_version("pyelftools"),
        "cpu": facts["cpu"],
        "cpu_features": facts["cpu_features"],
    }


HOST_PREFIX = ".host-"  # host records: ``.host-<fingerprint>.json``
HOST_SUFFIX = ".json"


def host_facts() -> dict[str, str]:
    """:func:`llvm_facts`, read from the cache directory's record for this host's
    :func:`host_fingerprint` when there is one; otherwise asked of LLVM and recorded there
    (atomically; an unusable directory records nothing).  A record that is unreadable or not
    of the expected shape is ignored and rewritten."""
    fingerprint = host_fingerprint()
    if fingerprint is None:
        return llvm_facts()
    directory = cache_dir()
    path = directory / f"{HOST_PREFIX}{fingerprint}{HOST_SUFFIX}"
    try:
        facts = json.loads(_read_entry_file(path))
        if (isinstance(facts, dict) and set(facts) == set(HOST_FACTS)
                and all(isinstance(v, str) for v in facts.values())):
            try:
                os.utime(path)  # in use, for prune()
            except OSError:
                pass
            return facts
        _log.debug("compile cache host record %s has an unexpected shape; rewriting", path)
    except FileNotFoundError:
        pass
    except (OSError, ValueError) as exc:  # CorruptEntry is a ValueError, as JSON errors are
        _log.debug("compile cache host record %s is unreadable (%s); rewriting", path, exc)
    facts = llvm_facts()
    tmp = directory / f"{path.stem}.{os.getpid()}.{os.urandom(4).hex()}{TEMP_SUFFIX}"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        try:
            tmp.write_text(json.dumps(facts, sort_keys=True))
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
    except OSError as exc:
        _log.debug("compile cache directory %s is unusable (%s); the host record is not kept",
                   directory, _os_reason(exc))
    return facts


def key_components(source: str, filename: str, options: dict) -> dict:
    """The inputs the key hashes: the source's SHA-256, the filename, the options, and
    :func:`environment`."""
    return {
        "format": MAGIC.decode().strip(),
        "source_sha256": hashlib.sha256(source.encode("utf-8", "surrogatepass")).hexdigest(),
        "filename": filename,
        "options": options,
        "environment": environment(),
    }


def key(source: str, filename: str, options: dict) -> str:
    """The cache key (32 hex digits) of compiling ``source`` as ``filename`` with ``options``.

    Option values that JSON cannot represent are hashed by ``repr``, so any value gives a key
    (invalid options never produce an entry: the compile raises before it is stored).
    """
    return key_of(key_components(source, filename, options))


def key_of(components: dict) -> str:
    """The cache key of :func:`key_components`' result."""
    text = json.dumps(components, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def entry_path(key: str, directory: Path | None = None) -> Path:
    """Where the entry of ``key`` lives."""
    return (directory or cache_dir()) / f"{key}{SUFFIX}"


def _short(key: str) -> str:
    return key[:12]


def encode(key: str, entry: CacheEntry) -> bytes:
    """The bytes of an entry file: magic, SHA-256 of the rest, manifest length, manifest JSON
    (``key``, ``data``, blob offsets), then the blobs."""
    offsets, blob_bytes, at = {}, [], 0
    for name, blob in entry.blobs.items():
        offsets[name] = [at, len(blob)]
        blob_bytes.append(bytes(blob))
        at += len(blob)
    manifest = json.dumps({"key": key, "data": entry.data, "blobs": offsets},
                          sort_keys=True, ensure_ascii=False).encode()
    body = struct.pack("<Q", len(manifest)) + manifest + b"".join(blob_bytes)
    return MAGIC + hashlib.sha256(body).digest() + body


class CorruptEntry(ValueError):
    """An entry file that is not one this module wrote for the key (the message says why)."""


def decode(key: str, raw: bytes) -> CacheEntry:
    """The entry stored in ``raw`` for ``key``; raises :class:`CorruptEntry` saying why not."""
    if len(raw) < _HEADER or not raw.startswith(MAGIC):
        raise CorruptEntry("not an incore cache entry of this format (bad header)")
    body = raw[len(MAGIC) + _DIGEST:]
    if hashlib.sha256(body).digest() != raw[len(MAGIC):len(MAGIC) + _DIGEST]:
        raise CorruptEntry("content hash mismatch (truncated or corrupt)")
    (size,) = struct.unpack_from("<Q", body)
    try:
        manifest = json.loads(body[8:8 + size].decode())
        blobs_at = 8 + size
        blobs = {
            name: body[blobs_at + off:blobs_at + off + n]
            for name, (off, n) in manifest["blobs"].items()
        }
        stored_key, data = manifest["key"], manifest["data"]
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as exc:
        raise CorruptEntry(f"unreadable manifest ({type(exc).__name__}: {exc})") from None
    if stored_key != key:
        raise CorruptEntry(f"the entry was written for key {stored_key!r}")
    if not isinstance(data, dict):
        raise CorruptEntry(f"its data is a JSON {type(data).__name__}, not an object")
    if any(not (isinstance(off, int) and isinstance(n, int) and off >= 0 and n >= 0
                and blobs_at + off + n <= len(body))
           for off, n in manifest["blobs"].values()):
        raise CorruptEntry("a blob lies outside the file")
    return CacheEntry(data, blobs)


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


def record(components: dict) -> dict:
    """What an entry records about the compile it holds: its :func:`key_components` as JSON
    gives them back (values JSON cannot hold by ``repr``, as the key hashes them)."""
    return json.loads(json.dumps(components, sort_keys=True, default=repr))


def _read_entry_file(path: Path) -> bytes:
    """The bytes of the entry file at ``path``; OSError, or :class:`CorruptEntry` for anything
    but a regular file (a FIFO is opened without blocking and never read)."""
    fd = os.open(path, _READ_FLAGS)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise CorruptEntry(f"not a regular file (mode {stat.filemode(mode)})")
        chunks, left = [], MAX_ENTRY_BYTES + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def load(key: str, label: str, components: dict | None = None) -> CacheEntry | None:
    """The entry of ``key``, or None (a miss, an unusable directory or a corrupt entry, each
    logged at DEBUG with ``label``, e.g. the source filename).  A hit refreshes its mtime.

    Anything but a regular file at the entry's path is a miss (a FIFO never blocks the
    compile).  With ``components`` (the :func:`key_components` of the compile asked for), an
    entry whose recorded components differ (source hash, filename, options, environment) is a
    miss too, as an entry written under another key would be.
    """
    directory = cache_dir()
    path = entry_path(key, directory)
    try:
        raw = _read_entry_file(path)
    except FileNotFoundError:
        _log.debug("compile cache miss for %s (key %s) in %s", label, _short(key), directory)
        return None
    except CorruptEntry as exc:
        _log.debug("compile cache entry %s for %s is invalid: %s; recompiling", path, label, exc)
        return None
    except OSError as exc:
        _log.debug("compile cache directory %s is unusable (%s); compiling %s without it",
                   directory, _os_reason(exc), label)
        return None
    try:
        entry = decode(key, raw)
        if components is not None and entry.data.get("record") != record(components):
            raise CorruptEntry("its recorded source hash, filename, options or environment "
                               "differ from this compile's")
    except CorruptEntry as exc:
        _log.debug("compile cache entry %s for %s is invalid: %s; recompiling", path, label, exc)
        return None
    try:
        os.utime(path)  # marks the entry used, for prune()
    except OSError:
        pass  # a read-only cache still serves hits
    _log.debug("compile cache hit for %s (key %s) in %s", label, _short(key), directory)
    return entry


def store(key: str, entry: CacheEntry, label: str) -> bool:
    """Write ``entry`` for ``key`` atomically (temporary file + ``os.replace``); False, with a
    DEBUG line, if the directory is unusable.  Runs :func:`prune` now and then."""
    directory = cache_dir()
    path = entry_path(key, directory)
    tmp = directory / f".{key}.{os.getpid()}.{os.urandom(4).hex()}{TEMP_SUFFIX}"
    try:
        data = encode(key, entry)
    except (TypeError, ValueError) as exc:  # data that JSON cannot hold: not cacheable
        _log.debug("compile cache cannot store %s: %s", label, exc)
        return False
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
    except OSError as exc:
        _log.debug("compile cache directory %s is unusable (%s); %s is not cached",
                   directory, _os_reason(exc), label)
        return False
    _log.debug("compile cache stored %s (key %s, %d bytes) in %s",
               label, _short(key), len(data), directory)
    _maybe_prune(directory)
    return True


def _os_reason(exc: OSError) -> str:
    return f"{type(exc).__name__}: {exc.strerror or exc}"


def _maybe_prune(directory: Path) -> None:
    """Prune ``directory`` if this process has not yet and nobody has for PRUNE_INTERVAL_S."""
    with _pruned_lock:
        if directory in _pruned:
            return
        _pruned.add(directory)
    marker = directory / PRUNE_MARKER
    try:
        if time.time() - marker.stat().st_mtime < PRUNE_INTERVAL_S:
            return
    except OSError:
        pass  # never pruned
    try:
        prune(directory=directory)
        marker.touch()
    except OSError as exc:
        _log.debug("compile cache prune of %s failed (%s)", directory, _os_reason(exc))


def _is_host_record(name: str) -> bool:
    return name.startswith(HOST_PREFIX) and name.endswith(HOST_SUFFIX)


def _listing(directory: Path) -> list[os.DirEntry]:
    """The directory's entries, host records and temporary files (``[]`` if it does not
    exist)."""
    try:
        with os.scandir(directory) as it:
            return [e for e in it if (e.name.endswith((SUFFIX, TEMP_SUFFIX)) or _is_host_record(
                e.name)) and e.is_file()]
    except FileNotFoundError:
        return []


def prune(max_age: float | None = None, *, directory: Path | None = None) -> int:
    """Remove entries unused for more than ``max_age`` days (default :func:`max_age_days`) and
    temporary files of writers that died; return the number of entries removed."""
    directory = directory or cache_dir()
    max_age = max_age_days() if max_age is None else max_age
    now = time.time()
    removed = 0
    for e in _listing(directory):
        try:
            age = now - e.stat().st_mtime
            if e.name.endswith(SUFFIX) and age > max_age * 86400.0:
                os.unlink(e.path)
                removed += 1
            elif _is_host_record(e.name) and age > max_age * 86400.0:
                os.unlink(e.path)
            elif e.name.endswith(TEMP_SUFFIX) and age > STALE_TEMP_S:
                os.unlink(e.path)
        except FileNotFoundError:  # another process removed it first
            continue
    if removed:
        _log.debug("compile cache pruned %d entr%s unused for %g days from %s",
                   removed, "y" if removed == 1 else "ies", max_age, directory)
    return removed


def _check_directory(directory: Path) -> None:
    if directory.exists() and not directory.is_dir():
        raise NotADirectoryError(f"cache directory {directory} is not a directory (set "
                                 f"{ENV_DIR} to a directory)")


def clear() -> int:
    """Remove every entry (and temporary file) from the cache directory; return how many
    entries were removed.  Other files in the directory are left alone."""
    directory = cache_dir()
    _check_directory(directory)
    removed = 0
    for e in _listing(directory):
        try:
            os.unlink(e.path)
        except FileNotFoundError:
            continue
        removed += e.name.endswith(SUFFIX)
    (directory / PRUNE_MARKER).unlink(missing_ok=True)
    return removed


def info() -> CacheInfo:
    """Location, entry count, total size and max age of the cache."""
    directory = cache_dir()
    problem, entries, total = None, 0, 0
    try:
        _check_directory(directory)
        for e in _listing(directory):
            if e.name.endswith(SUFFIX):
                entries += 1
                total += e.stat().st_size
    except OSError as exc:
        problem = str(exc) if isinstance(exc, NotADirectoryError) else _os_reason(exc)
    return CacheInfo(
        directory=directory,
        source=ENV_DIR if os.environ.get(ENV_DIR) else "default",
        exists=directory.is_dir(),
        problem=problem,
        entries=entries,
        total_bytes=total,
        max_age_days=max_age_days(),
        max_age_source=_parse_max_age(os.environ.get(ENV_MAX_AGE, ""))[1],
    )


def format_info(i: CacheInfo) -> str:
    """``incore cache info``'s text."""
    where = f"{i.directory} (from {ENV_DIR})" if i.source == ENV_DIR else f"{i.directory}"
    lines = [f"directory: {where}"]
    if i.problem:
        lines.append(f"unusable: {i.problem}")
    elif not i.exists:
        lines.append("(not created yet: the first compile creates it)")
    size = f"{i.total_bytes / 1024:.1f} KiB" if i.total_bytes >= 1024 else f"{i.total_bytes} B"
    lines.append(f"entries: {i.entries}")
    lines.append(f"total size: {size} ({i.total_bytes} bytes)")
    env = f" (from {ENV_MAX_AGE})" if i.max_age_source == ENV_MAX_AGE else ""
    lines.append(f"max age: {i.max_age_days:g} days unused{env}")
    return "\n".join(lines)
