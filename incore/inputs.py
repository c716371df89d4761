"""Bounded reading of the files incore is given: kernel sources and kernel ELFs.

Only regular files are read, and at most :data:`MAX_INPUT_BYTES` of them: a FIFO would block
the open until a writer appears, and ``/dev/zero`` or ``/dev/urandom`` never end.  The kind
is checked with ``os.stat`` before opening, the open is non-blocking, the kind is checked
again on the open descriptor (the path may have been replaced in between), and the read
stops after ``MAX_INPUT_BYTES + 1`` bytes whatever the file claims its size is.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from incore.errors import CompileError, IncoreError

MAX_INPUT_BYTES = 16 * 1024 * 1024

_MIB = 1 << 20
_READ_CHUNK = _MIB


class InputError(IncoreError):
    """A file incore cannot read as an input; ``str()`` names the file and the reason."""

    def __init__(self, what: str, path: str, reason: str) -> None:
        self.what = what
        self.path = path
        self.reason = reason
        super().__init__(f"cannot read {what} {path}: {reason}")


def _kind(mode: int) -> str | None:
    """What a non-regular file is ("a directory", "a FIFO" ...); None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    kinds = (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO (named pipe)"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    )
    return next((name for test, name in kinds if test(mode)), "not a regular file")


def _limit_text() -> str:
    """The limit as a user reads it: ``16 MiB (16777216 bytes)``."""
    if MAX_INPUT_BYTES % _MIB == 0:
        return f"{MAX_INPUT_BYTES // _MIB} MiB ({MAX_INPUT_BYTES} bytes)"
    return f"{MAX_INPUT_BYTES} bytes"


def _too_large(size: str) -> str:
    return f"it is {size}, more than incore's input limit of {_limit_text()}"


def _check_kind(mode: int) -> str | None:
    """Why a file of this mode is not read, or None for a regular file."""
    kind = _kind(mode)
    if kind is None:
        return None
    if kind == "a directory":
        return "it is a directory"
    limit = _limit_text()
    return f"it is {kind}, not a regular file; incore reads regular files of at most {limit}"


def read_binary(path: str | os.PathLike[str], what: str = "file") -> bytes:
    """The bytes of the regular file at ``path``, at most :data:`MAX_INPUT_BYTES` of them.

    Raises :class:`InputError` naming ``what`` (e.g. ``"kernel ELF"``), the path and the
    reason: missing, unreadable, a directory, not a regular file, or larger than the limit.
    Never blocks on a FIFO or device and never reads more than the limit plus one byte.
    """
    name = os.fspath(path)
    try:
        st = os.stat(name)
    except OSError as exc:
        raise InputError(what, name, exc.strerror or str(exc)) from None
    except ValueError:  # an embedded NUL byte
        raise InputError(what, name, "the path contains a NUL byte") from None
    problem = _check_kind(st.st_mode)
    if problem is None and st.st_size > MAX_INPUT_BYTES:
        problem = _too_large(f"{st.st_size} bytes")
    if problem is not None:
        raise InputError(what, name, problem)
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(name, flags)
    except OSError as exc:
        raise InputError(what, name, exc.strerror or str(exc)) from None
    try:
        st = os.fstat(fd)
        problem = _check_kind(st.st_mode)
        if problem is not None:
            raise InputError(what, name, problem)
        chunks: list[bytes] = []
        total = 0
        bound = MAX_INPUT_BYTES + 1  # the one byte more shows a file that grew past the limit
        while total < bound:
            chunk = os.read(fd, min(bound - total, _READ_CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise InputError(what, name, exc.strerror or str(exc)) from None
    finally:
        os.close(fd)
    if total > MAX_INPUT_BYTES:
        # more bytes than its stat size (it grew, or it is a /proc-style file)
        raise InputError(what, name, _too_large(f"more than {MAX_INPUT_BYTES} bytes"))
    return b"".join(chunks)


def read_source(path: str | Path) -> str:
    """The text of the kernel source file at ``path`` (UTF-8, optionally with a byte-order
    mark, at most ``MAX_INPUT_BYTES``).

    Raises :class:`CompileError` (filename ``path``, no line) for any file that
    :func:`read_binary` refuses and for text that is not UTF-8 (naming the line).
    """
    name = os.fspath(path)
    try:
        data = read_binary(name, "kernel source")
    except InputError as exc:
        raise CompileError(f"cannot read kernel source: {exc.reason}", name) from None
    try:
        return data.decode("utf-8-sig")  # a leading byte-order mark is dropped, as Python does
    except UnicodeDecodeError as exc:
        # exc.object is the text after the byte-order mark, if there is one
        line = exc.object.count(b"\n", 0, exc.start) + 1
        offset = exc.start + len(data) - len(exc.object)
        raise CompileError(
            f"kernel source is not UTF-8: {exc.reason} at byte {offset} (line {line})", name
        ) from None


def check_source_length(source: str, filename: str) -> None:
    """Refuses a source string longer than :data:`MAX_INPUT_BYTES` characters (CompileError),
    the bound a source file has in bytes."""
    if isinstance(source, str) and len(source) > MAX_INPUT_BYTES:
        raise CompileError(
            f"the source is {len(source)} characters, more than incore's input limit of "
            f"{MAX_INPUT_BYTES} characters (a source file's limit: {_limit_text()})",
            filename,
        )


DEFAULT_FILENAME = "<string>"  # the name of a source given as a string, as Python's compile()


def source_arguments(source: object, filename: object) -> tuple[str, str]:
    """The ``(source, filename)`` that ``incore.compile`` works on, or the error naming the
    argument that cannot be one.

    ``filename`` is a ``str``, an ``os.PathLike`` of one (its ``os.fspath``), or None, which
    stands for :data:`DEFAULT_FILENAME`; anything else (``bytes`` too) is a TypeError naming
    ``filename``, and a file name holding a lone surrogate (``os.fsdecode`` of undecodable
    bytes) is a CompileError naming it.  ``source`` is a ``str`` (TypeError otherwise) of at
    most :data:`MAX_INPUT_BYTES` characters; a leading byte-order mark is dropped, as
    ``compile_file`` drops it from a file.
    """
    if filename is None:
        filename = DEFAULT_FILENAME
    elif isinstance(filename, os.PathLike):
        filename = os.fspath(filename)
    if not isinstance(filename, str):
        hint = " (decode it: filename=name.decode())" if isinstance(filename, bytes) else ""
        raise TypeError(
            f"filename must be a str, an os.PathLike of a str, or None (for "
            f"{DEFAULT_FILENAME!r}), got {type(filename).__name__} {filename!r}{hint}")
    if not filename.isascii():
        try:
            filename.encode("utf-8")
        except UnicodeEncodeError as exc:
            shown = filename.encode("utf-8", "backslashreplace").decode("ascii", "replace")
            raise CompileError(
                f"filename {shown!r} is not Unicode text: it holds the lone surrogate "
                f"U+{ord(filename[exc.start]):04X} at index {exc.start}",
                shown,
                hint="pass a name of Unicode text (os.fsdecode makes surrogates of bytes that "
                "are not UTF-8), e.g. name.encode('utf-8', 'surrogateescape')"
                ".decode('utf-8', 'replace')",
            ) from None
    if not isinstance(source, str):
        hint = (" (decode it: source.decode('utf-8'), or use incore.compile_file(path))"
                if isinstance(source, (bytes, bytearray)) else "")
        raise TypeError(
            f"source must be a str, got {type(source).__name__}{hint}")
    if source.startswith("\ufeff"):
        source = source[1:]
    check_source_length(source, filename)
    return source, filename
