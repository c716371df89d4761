"""Importing and calling a user's ``golden.py``, with its exceptions told in its own terms.

An exception raised by golden.py (a ``SyntaxError`` at import, anything raised at module level
or inside ``generate_inputs`` / ``compute_golden``, including ``SystemExit`` from ``sys.exit()``
and every other ``BaseException`` but ``KeyboardInterrupt``) becomes a
:class:`GoldenCodeError` whose message is one block naming golden.py's own frames only,
outermost first::

    examples/vsub/golden.py:12 in compute_golden
    examples/vsub/golden.py:7 in helper: KeyError: 'bb'
        return inputs["bb"]

incore's frames (and numpy's) are left out: the user can act only on their own lines.
"""

from __future__ import annotations

import importlib.util
import inspect
import linecache
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from incore.errors import IncoreError


class GoldenError(IncoreError, ValueError):
    """A golden.py that breaks the contract of ``incore run``; the message names the place."""


class GoldenCodeError(GoldenError):
    """An exception raised by the user's golden.py, reported through its own frames only."""

    def __init__(self, block: str, original: BaseException) -> None:
        super().__init__(block)
        self.block = block
        self.original = original


def _exception_text(exc: BaseException) -> str:
    if isinstance(exc, KeyError) and len(exc.args) == 1:
        message = repr(exc.args[0])
    else:
        message = str(exc)
    text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
    if isinstance(exc, SystemExit):
        text += " (golden.py called sys.exit(); its functions must return their dicts)"
    return text


def _is_user_failure(exc: BaseException) -> bool:
    """An exception of golden.py that is its failure, not the user stopping the run: every
    BaseException (SystemExit too, even SystemExit(0)) except KeyboardInterrupt."""
    return not isinstance(exc, KeyboardInterrupt)


def _same(filename: str, path: Path) -> bool:
    return Path(filename).resolve() == path.resolve()


def describe_user_exception(exc: BaseException, golden_path: Path) -> str:
    """The block ``golden.py:LINE in FUNCTION: Type: message`` for ``exc`` (user frames only)."""
    shown = str(golden_path)
    if isinstance(exc, SyntaxError) and exc.filename and _same(exc.filename, golden_path):
        lines = [f"{shown}:{exc.lineno or 0} in <module>: SyntaxError: {exc.msg}"]
        if exc.text:
            lines.append(f"    {exc.text.strip()}")
        return "\n".join(lines)
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if _same(f.filename, golden_path)]
    if not frames:  # raised before any golden.py line ran, e.g. a call with the wrong arity
        return f"{shown}: {_exception_text(exc)}"
    lines = [f"{shown}:{f.lineno} in {f.name}" for f in frames[:-1]]
    last = frames[-1]
    lines.append(f"{shown}:{last.lineno} in {last.name}: {_exception_text(exc)}")
    source = last.line or linecache.getline(last.filename, last.lineno or 0).strip()
    if source:
        lines.append(f"    {source}")
    return "\n".join(lines)


def import_golden(path: Path) -> ModuleType:
    """Import ``path`` (a golden.py) as a fresh module; its own errors become GoldenCodeError."""
    name = f"incore_golden_{abs(hash(str(path.resolve())))}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise GoldenError(f"{path}: cannot be imported as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickling look the module up by name
    try:
        spec.loader.exec_module(module)
    except BaseException as exc:
        del sys.modules[name]
        if not _is_user_failure(exc):
            raise
        raise GoldenCodeError(describe_user_exception(exc, path), exc) from exc
    return module


_ARG_NAMES = {"generate_inputs": ("params",), "compute_golden": ("inputs", "params")}


def positional_arity(fn: Callable, path: Path, name: str, allowed: tuple[int, ...]) -> int:
    """How many positional arguments ``fn`` takes, one of ``allowed``; otherwise a GoldenError."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return allowed[-1]
    params = list(sig.parameters.values())
    if any(p.kind is p.VAR_POSITIONAL for p in params):
        return allowed[-1]
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    required = [p for p in positional if p.default is p.empty]
    for n in sorted(allowed, reverse=True):  # params are passed whenever fn can take them
        if len(required) <= n <= len(positional):
            return n
    forms = " or ".join(f"{name}({', '.join(_ARG_NAMES[name][:n])})" for n in allowed)
    raise GoldenError(f"{path}: {name}{sig} must take {forms}")


def call_user(fn: Callable, args: tuple, path: Path) -> Any:
    """``fn(*args)``; an exception it raises becomes a GoldenCodeError in golden.py's terms."""
    try:
        return fn(*args)
    except BaseException as exc:
        if not _is_user_failure(exc):
            raise
        raise GoldenCodeError(describe_user_exception(exc, path), exc) from exc
