"""Reading a dump directory, written by this process or another: its sidecars and tensors.

A dump directory is the configured dump path (or one of its ``device<N>`` directories): every
``*.json`` in it or in a ``device<N>``-style directory one level below whose ``format`` is
``incore-dump`` is one dump.  A path that does not exist, is not a directory or holds no
sidecar is a ValueError (DUMP_NOT_FOUND) naming it.

A dump directory may be damaged or planted, so the reader trusts nothing in it: it opens only
regular files (``O_NOFOLLOW | O_NONBLOCK``, then ``fstat``: a FIFO, device or symlink is
refused, never waited on or followed), only inside the dump directory (a sidecar's ``file`` must
be a plain file name there, never a path), bounds every size (a sidecar to
``MAX_SIDECAR_BYTES``, its nesting to ``MAX_NESTING`` levels, a tensor to the bytes its file
really holds, whatever its header claims) and checks the type of every sidecar field it uses.
Anything wrong is one ValueError (DUMP_FILE_INVALID) naming the file and what is wrong with it.
"""

from __future__ import annotations

import functools
import json
import math
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from incore import abi
from incore.errors import runtime_error
from incore.runtime.dump.writer import FORMAT

MAX_SIDECAR_BYTES = 16 << 20
MAX_NESTING = 32
MAX_TENSORS = 4096
MAX_NDIM = 32
_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_CLOEXEC", 0))
_FILE_NAME = re.compile(r"[^/\\\x00]+")
# The dtypes a dumped tensor may be viewed as: incore's tensor dtypes, by numpy name.
@functools.cache
def _tensor_dtypes() -> dict[str, np.dtype]:
    """incore's tensor dtypes by numpy name (bfloat16 among them: ml_dtypes is imported on
    this first use, not when the module is)."""
    abi.load_bfloat16()
    return {np.dtype(d).name: np.dtype(d) for d in abi.NUMPY_DTYPES.values()}


def invalid(path: Path, detail: str) -> BaseException:
    """The DUMP_FILE_INVALID error naming ``path``."""
    return runtime_error("DUMP_FILE_INVALID", path=path, detail=detail)


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISLNK, "a symlink"),
                       (stat.S_ISDIR, "a directory"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device")):
        if test(mode):
            return name
    return "not a regular file"


def open_regular(path: Path, what: str) -> tuple[int, int]:
    """``(fd, size)`` of the regular file ``path``, opened without following a symlink or
    waiting on a FIFO; DUMP_FILE_INVALID naming ``path`` otherwise."""
    try:
        mode = os.lstat(path).st_mode
    except OSError as e:
        raise invalid(path, f"cannot read the {what}: {e.strerror or e}") from None
    if not stat.S_ISREG(mode):
        raise invalid(path, f"the {what} is {_kind(mode)}; dumps are read from regular "
                            "files only")
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as e:
        raise invalid(path, f"cannot read the {what}: {e.strerror or e}") from None
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):  # replaced between lstat and open
        os.close(fd)
        raise invalid(path, f"the {what} is {_kind(st.st_mode)}; dumps are read from regular "
                            "files only")
    return fd, st.st_size


def _read_exact(fd: int, size: int) -> bytes:
    chunks, left = [], size
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 24))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _depth(value: Any) -> int:
    """The nesting depth of a JSON value, iteratively (no recursion limit)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            items = item.values()
        elif isinstance(item, list):
            items = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_NESTING:
            return deepest
        stack.extend((v, depth + 1) for v in items)
    return deepest


@dataclass(frozen=True)
class DumpEntry:
    """One dump: its sidecar document and the directory of its files."""

    sidecar: Path
    doc: dict

    @property
    def directory(self) -> Path:
        """The directory holding the dump's files."""
        return self.sidecar.parent

    @property
    def key(self) -> tuple:
        """How ``compare`` matches launches: scene, kernel, device and iteration."""
        d = self.doc
        return (d.get("scene"), d.get("kernel"), d.get("device"), d.get("iteration"))

    @property
    def order(self) -> tuple:
        """Launch order: device, then the device's task number, then stream and scene."""
        d = self.doc
        return (_int(d.get("device")), _int(d.get("task")), _int(d.get("stream")),
                str(d.get("scene")), str(self.sidecar))

    @property
    def tensors(self) -> list[dict]:
        """The sidecar's tensor entries."""
        return list(self.doc.get("tensors", []))

    def load(self, entry: dict) -> np.ndarray:
        """The array of tensor ``entry`` (a dict of ``tensors``), as it was dumped.

        DUMP_FILE_INVALID naming the file when it is not a regular ``.npy`` file inside the
        dump directory whose header and size agree, or the entry has no file (skipped).
        """
        name = entry.get("file")
        if name is None:
            raise invalid(self.sidecar, f"tensor {entry.get('name')!r} has no file: "
                                        f"{entry.get('skipped') or 'it was not dumped'}")
        path = self.directory / name
        fd, size = open_regular(path, "tensor file")
        try:
            with os.fdopen(fd, "rb") as f:
                array = _read_npy(f, size, path)
        except (OSError, ValueError, EOFError, TypeError, SyntaxError, MemoryError,
                OverflowError) as e:
            if getattr(e, "code", None) == "DUMP_FILE_INVALID":
                raise
            raise invalid(path, f"cannot read the tensor: {e}") from None
        wanted = entry.get("numpy_dtype")
        if wanted and array.dtype.name != wanted:
            # Stored as raw unsigned integers (an extension dtype such as bfloat16): viewed as
            # the dtype the sidecar names, if it is one of incore's tensor dtypes of that width.
            wanted_dtype = _tensor_dtypes().get(wanted)
            if (wanted_dtype is None or wanted_dtype.kind in "biuf" or array.dtype.kind != "u"
                    or wanted_dtype.itemsize != array.dtype.itemsize):
                raise invalid(path, f"the file holds {array.dtype} but the sidecar's tensor "
                                    f"{entry.get('name')!r} has numpy_dtype {_short(wanted)}")
            array = array.view(wanted_dtype)
        return array


def _read_npy(f: Any, size: int, path: Path) -> np.ndarray:
    """A ``.npy`` array read from ``f`` (``size`` bytes), checking its header against the
    bytes the file holds before allocating anything."""
    fmt = np.lib.format
    try:
        version = fmt.read_magic(f)
        if version == (1, 0):
            shape, fortran, dtype = fmt.read_array_header_1_0(f)
        elif version in ((2, 0), (3, 0)):
            shape, fortran, dtype = fmt.read_array_header_2_0(f)
        else:
            raise invalid(path, f"unsupported .npy format version {version}")
    except Exception as e:  # noqa: BLE001 - numpy's header parser fails many ways on bad bytes
        if getattr(e, "code", None) == "DUMP_FILE_INVALID":
            raise
        raise invalid(path, f"not a .npy file: {type(e).__name__}: {e}") from None
    if dtype.kind not in "biuf" or dtype.fields is not None or dtype.itemsize == 0:
        raise invalid(path, f"the .npy header's dtype {dtype} is not a tensor dtype (bool, "
                            "integer or float)")
    if len(shape) > MAX_NDIM or not all(isinstance(d, int) and d >= 0 for d in shape):
        raise invalid(path, f"the .npy header's shape {shape} is not a tensor shape")
    count = math.prod(shape)
    need = count * dtype.itemsize
    have = size - f.tell()
    if need != have:
        state = "truncated" if need > have else "longer than its header says"
        raise invalid(path, f"the file is {state}: its header claims {count} elements "
                            f"({need} bytes of {dtype}) but it holds {max(have, 0)} bytes "
                            "of data")
    data = f.read(need)
    if len(data) != need:
        raise invalid(path, f"the file is truncated: read {len(data)} of {need} bytes")
    array = np.frombuffer(data, dtype=dtype, count=count)
    return array.reshape(shape, order="F" if fortran else "C")


def _check_str(doc: dict, key: str, path: Path, optional: bool = True) -> None:
    value = doc.get(key)
    if value is None and optional:
        return
    if not isinstance(value, str):
        raise invalid(path, f"the sidecar field {key!r} must be a string, got "
                            f"{type(value).__name__}")


def _check_int(doc: dict, key: str, path: Path) -> None:
    value = doc.get(key)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise invalid(path, f"the sidecar field {key!r} must be an integer, got "
                            f"{type(value).__name__}")


def _check_tensor(t: Any, i: int, path: Path) -> None:
    at = f"tensors[{i}]"
    if not isinstance(t, dict):
        raise invalid(path, f"the sidecar's {at} must be an object, got {type(t).__name__}")
    for key in ("name", "role", "dtype", "numpy_dtype", "skipped"):
        value = t.get(key)
        if value is not None and not isinstance(value, str):
            raise invalid(path, f"the sidecar's {at}.{key} must be a string, got "
                                f"{type(value).__name__}")
    for key in ("index", "nan", "inf"):
        value = t.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise invalid(path, f"the sidecar's {at}.{key} must be an integer, got "
                                f"{type(value).__name__}")
    shape = t.get("shape", [])
    if not isinstance(shape, list) or len(shape) > MAX_NDIM or not all(
            isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in shape):
        raise invalid(path, f"the sidecar's {at}.shape must be a list of at most {MAX_NDIM} "
                            f"non-negative integers, got {_short(shape)}")
    name = t.get("file")
    if name is None:
        return
    if not isinstance(name, str) or not _FILE_NAME.fullmatch(name) or name in (".", "..") \
            or name.startswith("."):
        raise invalid(path, f"the sidecar's {at}.file {_short(name)} is not a file name inside "
                            "the dump directory (paths, absolute or relative, are refused)")


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _read_sidecar(path: Path) -> dict | None:
    """The sidecar at ``path``, or None when the JSON file is not an incore dump's."""
    named = path.name.startswith(("tensor_", "overflow_", "exception_"))
    fd, size = open_regular(path, "sidecar")
    try:
        if size > MAX_SIDECAR_BYTES:
            if named:
                raise invalid(path, f"the sidecar is {size} bytes, more than the "
                                    f"{MAX_SIDECAR_BYTES} a dump's sidecar may have")
            return None
        raw = _read_exact(fd, size)
    except OSError as e:
        raise invalid(path, f"cannot read the sidecar: {e.strerror or e}") from None
    finally:
        os.close(fd)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        if named:
            raise invalid(path, "the sidecar is not UTF-8 text") from None
        return None
    try:
        doc = json.loads(text)
    except RecursionError:
        raise invalid(path, f"the sidecar nests deeper than {MAX_NESTING} levels") from None
    except (json.JSONDecodeError, ValueError) as e:
        if named:
            raise invalid(path, f"the sidecar is not valid JSON ({e})") from None
        return None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return None
    if _depth(doc) > MAX_NESTING:
        raise invalid(path, f"the sidecar nests deeper than {MAX_NESTING} levels")
    for key in ("scene", "kernel"):
        _check_str(doc, key, path, optional=False)
    for key in ("device", "iteration", "stream", "task"):
        _check_int(doc, key, path)
    tensors = doc.get("tensors", [])
    if not isinstance(tensors, list) or len(tensors) > MAX_TENSORS:
        raise invalid(path, f"the sidecar field 'tensors' must be a list of at most "
                            f"{MAX_TENSORS} objects, got {_short(tensors)}")
    for i, t in enumerate(tensors):
        _check_tensor(t, i, path)
    return doc


def _listing(directory: Path) -> list[os.DirEntry]:
    try:
        with os.scandir(directory) as it:
            return sorted(it, key=lambda e: e.name)
    except OSError as e:
        raise runtime_error("DUMP_NOT_FOUND", path=directory,
                            detail=f"cannot list it: {e.strerror or e}") from None


def read_dump(path: str | Path) -> list[DumpEntry]:
    """Every dump under ``path``, in launch order (device, task, stream, scene)."""
    root = Path(path)
    if not root.exists():
        raise runtime_error("DUMP_NOT_FOUND", path=root, detail="no such file or directory")
    if not root.is_dir():
        raise runtime_error("DUMP_NOT_FOUND", path=root, detail="not a directory")
    # Sidecars sit in the directory given or one level below (the dump path's device<N>);
    # a symlinked directory below is not entered.
    candidates: list[Path] = []
    for item in _listing(root):
        if item.name.endswith(".json"):
            candidates.append(root / item.name)
        elif item.is_dir(follow_symlinks=False) and not item.name.startswith("."):
            candidates += [root / item.name / sub.name for sub in _listing(root / item.name)
                           if sub.name.endswith(".json")]
    entries = []
    for sidecar in candidates:
        if sidecar.name.startswith("."):
            continue  # a file being written (temporary name)
        doc = _read_sidecar(sidecar)
        if doc is not None:
            entries.append(DumpEntry(sidecar, doc))
    if not entries:
        raise runtime_error(
            "DUMP_NOT_FOUND", path=root,
            detail=f"it holds no dump sidecar (a *.json file with \"format\": \"{FORMAT}\")",
        )
    entries.sort(key=lambda e: e.order)
    return entries


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else -1
