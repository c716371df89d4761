"""The lark way to parse: the ``lark.Lark`` of ``grammar.lark`` (LALR, ``DslLexer``,
``DslIndenter``), which every diagnostic of a source that does not parse comes from.

``parser.parse`` parses with the table-driven parser first (``fastparse.py``, no lark) and
comes here when that one does not accept the source: :func:`parse_tree` then raises the
``CompileError`` lark's error gives.  The lark parser is also what the tables of
``parsetables.py`` are built from, once per installation.  It is built once per process and
shared by every thread: lark keeps each parse's lexer and parser state in objects of that
parse, and :class:`DslIndenter` (lark's postlexer, one per Lark) runs each token stream on a
fresh copy of itself, so concurrent parses never share indentation state.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import lark
from lark import Token
from lark.exceptions import LarkError, UnexpectedInput
from lark.indenter import Indenter

from incore.frontend import parsetree
from incore.frontend import syntax as S
from incore.frontend.diagnostics import PostlexProblem, SourceText, from_lark, from_postlex
from incore.frontend.fastparse import (
    CLOSE_PARENS,
    DEDENT_TYPE,
    EOF_DEDENT,
    INDENT_TYPE,
    NL_TYPE,
    OPEN_PARENS,
    TAB_LEN,
)
from incore.frontend.lexer import DslLexer


class DslIndenter(Indenter):
    """Python-style INDENT/DEDENT injection that reports problems with a position."""

    NL_type = NL_TYPE
    OPEN_PAREN_types = list(OPEN_PARENS)
    CLOSE_PAREN_types = list(CLOSE_PARENS)
    INDENT_type = INDENT_TYPE
    DEDENT_type = DEDENT_TYPE
    tab_len = TAB_LEN

    def __init__(self) -> None:
        super().__init__()
        self.indent_char: str | None = None

    def handle_NL(self, token: Token) -> Iterator[Token]:  # noqa: N802 (lark's name)
        if self.paren_level > 0:
            return
        yield token
        indent_str = token.rsplit("\n", 1)[1]
        line = token.end_line or token.line or 1
        if indent_str:
            if " " in indent_str and "\t" in indent_str:
                raise PostlexProblem(
                    "indentation mixes tabs and spaces", line, 1, len(indent_str) + 1
                )
            char = indent_str[0]
            if self.indent_char is None:
                self.indent_char = char
            elif char != self.indent_char:
                raise PostlexProblem(
                    "inconsistent use of tabs and spaces in indentation",
                    line,
                    1,
                    len(indent_str) + 1,
                )
        indent = indent_str.count(" ") + indent_str.count("\t") * self.tab_len
        if indent > self.indent_level[-1]:
            self.indent_level.append(indent)
            yield Token.new_borrow_pos(self.INDENT_type, indent_str, token)
        else:
            while indent < self.indent_level[-1]:
                self.indent_level.pop()
                yield Token.new_borrow_pos(self.DEDENT_type, indent_str, token)
            if indent != self.indent_level[-1]:
                raise PostlexProblem(
                    "unindent does not match any outer indentation level",
                    line,
                    len(indent_str) + 1,
                )

    def _process(self, stream: Iterator[Token]) -> Iterator[Token]:
        token = None
        for count, token in enumerate(stream, 1):
            if count > S.MAX_TOKENS:
                raise PostlexProblem(
                    f"the source has more than {S.MAX_TOKENS} tokens, the limit of one source",
                    token.line or 1, token.column or 1,
                    hint="split it into several files, or generate loops instead of "
                    "unrolled statements",
                )
            if token.type == self.NL_type:
                yield from self.handle_NL(token)
            else:
                yield token
            if token.type in self.OPEN_PAREN_types:
                self.paren_level += 1
            elif token.type in self.CLOSE_PAREN_types and self.paren_level > 0:
                self.paren_level -= 1
        while len(self.indent_level) > 1:
            self.indent_level.pop()
            if token is not None:
                yield Token.new_borrow_pos(self.DEDENT_type, EOF_DEDENT, token)
            else:
                yield Token(self.DEDENT_type, "", 0, 1, 1, 1, 1, 0)

    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        """INDENT/DEDENT-annotated ``stream``.  The paren level, indent stack and indent
        character live in a new indenter per stream: the Lark that owns this one is shared by
        every thread, and lark calls ``process`` on it for each parse."""
        return type(self)()._process(stream)


_LARK_LOCK = threading.Lock()
_PARSER: list[lark.Lark] = []  # the one parser, once built


def lark_parser() -> lark.Lark:
    """The parser, built once per process (under a lock: the first compiles of two threads
    build one parser), its lexer's scanner built before any thread parses with it."""
    if not _PARSER:
        with _LARK_LOCK:
            if not _PARSER:
                _PARSER.append(_build_lark())
    return _PARSER[0]


def _build_lark() -> lark.Lark:
    grammar = (Path(__file__).with_name("grammar.lark")).read_text(encoding="utf-8")
    parser = lark.Lark(
        grammar,
        parser="lalr",
        # the basic lexer with linear-time, constant-memory scanners for long tokens
        lexer=DslLexer,
        postlex=DslIndenter(),
        propagate_positions=True,
        maybe_placeholders=False,
        # lark keeps the LALR tables in the temp directory, keyed by grammar and options, so
        # later processes skip the grammar analysis (~3x faster parser construction).
        cache=True,
    )
    parser.parse("\n")  # builds the lexer's scanner, which lark otherwise builds on first use
    return parser


def parse_tree(text: str, src: SourceText) -> parsetree.Tree:
    """lark's parse of ``text`` (``src``'s text ending with a newline): the ``CompileError``
    of lark's error, or the tree converted to :mod:`parsetree` classes."""
    parser = lark_parser()
    try:
        tree = parser.parse(text)
    except PostlexProblem as exc:
        raise from_postlex(exc, src) from None
    except UnexpectedInput as exc:
        terminals = {t.name: t for t in parser.terminals}
        raise from_lark(exc, src, terminals) from None
    except RecursionError:  # not expected: the LALR parser does not recurse on nesting
        raise src.error("the program is nested too deeply to parse", 1, 1) from None
    except LarkError as exc:
        raise src.error(f"syntax error: {exc}", 1, 1) from None
    return convert(tree)


def convert(item: Any) -> Any:
    """A lark ``Tree``/``Token`` as the :mod:`parsetree` node of the same data, children and
    positions (iterative: a tree may be deep)."""
    if isinstance(item, Token):
        return _token(item)
    root = parsetree.Tree(item.data, list(item.children), _meta(item))
    stack = [root]
    while stack:
        node = stack.pop()
        for i, child in enumerate(node.children):
            if isinstance(child, Token):
                node.children[i] = _token(child)
            elif isinstance(child, lark.Tree):
                new = parsetree.Tree(child.data, list(child.children), _meta(child))
                node.children[i] = new
                stack.append(new)
    return root


def _token(t: Token) -> parsetree.ParseToken:
    return parsetree.ParseToken(t.type, t.value, t.start_pos, t.line, t.column, t.end_line,
                           t.end_column, t.end_pos)


def _meta(tree: Any) -> parsetree.Meta:
    meta = parsetree.Meta()
    meta.__dict__.update(vars(tree.meta))
    return meta
