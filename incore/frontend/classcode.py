"""The compiled code of the methods ``@dataclass`` generates for the frontend's node classes,
kept beside the package's bytecode so that importing the frontend does not compile it again.

``@dataclass`` writes each method it generates (``__init__``, ``__repr__`` ...) as source text
and compiles it with ``exec`` when the class statement runs: for the ~100 node classes of
``syntax.py`` and ``ast.py`` that is ~200 compiles, about two thirds of importing the frontend.
While :func:`reused_class_code` is active, the ``exec`` that ``dataclasses`` calls takes the
code object compiled from the same text earlier, from a table saved in the package's
``__pycache__`` (``classcode.<cache tag>[.opt-N].marshal`` beside this module's ``.pyc``, also
under ``sys.pycache_prefix``; headed by the interpreter's bytecode
magic number as a ``.pyc`` is), and compiles only texts the table lacks.  A code object is what
compiling its text gives, so every class is exactly what ``@dataclass`` makes without the table.
A missing, stale (another magic number) or unreadable table is compiled anew and rewritten
(temporary file and ``os.replace``); a directory that cannot be written (or
``sys.dont_write_bytecode``) keeps nothing and costs only the compiles.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import importlib.util
import marshal
import os
import sys
import threading
from collections.abc import Iterator

_lock = threading.Lock()


def _table_path() -> str:
    """Where this module's own ``.pyc`` goes (``__pycache__``, or under
    ``sys.pycache_prefix``), with ``.marshal`` for ``.pyc``."""
    return importlib.util.cache_from_source(__file__).removesuffix(".pyc") + ".marshal"


def read_table(path: str) -> dict:
    """The dict marshalled in ``path`` after the bytecode magic number ({} if absent, stale
    or unreadable)."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
        magic = importlib.util.MAGIC_NUMBER
        if raw[:len(magic)] != magic:
            return {}
        table = marshal.loads(raw[len(magic):])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return table if isinstance(table, dict) else {}


def write_table(path: str, table: dict) -> None:
    """Marshal ``table`` to ``path`` after the bytecode magic number (temporary file and
    ``os.replace``); nothing under ``sys.dont_write_bytecode`` or where it cannot write."""
    if sys.dont_write_bytecode:
        return
    tmp = f"{path}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(importlib.util.MAGIC_NUMBER + marshal.dumps(table))
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


@contextlib.contextmanager
def reused_class_code() -> Iterator[None]:
    """While active, ``@dataclass`` runs method code compiled earlier from the same text (the
    table is read on entry and, if a text was new, written on exit)."""
    with _lock:
        path = _table_path()
        table = read_table(path)
        known = len(table)

        def exec_(source, globals=None, locals=None, /):  # noqa: A002 - exec's own names
            if isinstance(source, str):
                code = table.get(source)
                if code is None:
                    # dont_inherit: compiled as dataclasses.py (no __future__ imports) compiles it
                    code = table[source] = compile(source, "<string>", "exec", dont_inherit=True)
                source = code
            return builtins.exec(source, globals, locals)

        dataclasses.exec = exec_  # found before the builtin by dataclasses' own ``exec(...)``
        try:
            yield
        finally:
            del dataclasses.exec
            if len(table) != known:
                write_table(path, table)
