"""The incore frontend: parses DSL source and checks it into the typed AST lowering consumes.

``parse`` returns the raw syntax tree; ``check`` returns the typed AST's root,
:class:`incore.frontend.ast.TypedProgram`.
Both raise :class:`incore.CompileError` (and nothing else) for any problem in the source.
"""

from __future__ import annotations

from incore.frontend import ast
from incore.frontend.checker import check_module
from incore.frontend.diagnostics import source_text
from incore.frontend.parser import parse as _parse
from incore.frontend.syntax import ParsedModule

__all__ = ["ast", "check", "parse"]


def parse(source: str, filename: str = "<string>") -> ParsedModule:
    """Parses ``source`` into the frontend's syntax tree (names unresolved, literals untyped)."""
    return _parse(source, filename)


def check(source: str, filename: str = "<string>", arch: str = "a2a3") -> ast.TypedProgram:
    """Parses and checks ``source`` for ``arch`` (``"a2a3"`` or ``"a5"``) into a TypedProgram.

    ``TypedProgram.source_hash`` is ``"sha256:"`` followed by the hex digest of ``source`` (a
    leading byte-order mark is dropped first, as a source file's is when read).
    """
    source = source_text(source, filename)
    module = _parse(source, filename)
    return check_module(module, source, filename, arch)
