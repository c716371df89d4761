"""The table-driven parser: lark's own algorithm on lark's own tables, without importing lark.

``parser.parse`` tries this first.  It lexes as ``DslLexer`` on lark's basic lexer does
(the hand scanners of ``scanners.py`` for numbers, strings and newline runs, lark's combined
expression for every other terminal, the keywords ``NAME`` matches re-typed, ignored
terminals dropped, lines and columns counted as lark counts them), injects indentation as
``DslIndenter`` does, and runs lark's LALR loop (``lalr_parser_state.feed_token``) over the
tables of ``parsetables.py``, shaping each node as lark's tree builder does with
``propagate_positions``.  The tree it returns is the one lark would build, node for node and
position for position (``tests/frontend/test_fastparse.py`` compares them on every source of
the repository).  On any input it does not accept it raises :class:`NoFastParse` and does not
say why: the caller parses again with lark, whose error is the diagnostic.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from incore.frontend import parsetables
from incore.frontend.parsetree import Meta, ParseToken, Tree
from incore.frontend.scanners import QUOTES, scan_newlines, scan_number, scan_string

# The indentation's terminals and rules, for both indenters (``larkparse.DslIndenter``'s too):
NL_TYPE, INDENT_TYPE, DEDENT_TYPE = "_NL", "_INDENT", "_DEDENT"
OPEN_PARENS = ("LPAR", "LSQB", "LBRACE")  # inside these, newlines do not count
CLOSE_PARENS = ("RPAR", "RSQB", "RBRACE")
TAB_LEN = 8  # columns a tab indents
EOF_DEDENT = "<eof>"  # the value of the DEDENT tokens that close open blocks at the end
_OPEN, _CLOSE = frozenset(OPEN_PARENS), frozenset(CLOSE_PARENS)


class NoFastParse(Exception):
    """The input is not one this parser accepts (lark says what is wrong with it)."""


class Grammar:
    """The tables of :mod:`parsetables`, compiled for parsing (once per process)."""

    def __init__(self, tables: dict) -> None:
        self.patterns = [re.compile(p, flags) for p, flags in tables["patterns"]]
        self.unless = tables["unless"]
        self.newline_types = frozenset(tables["newline_types"])
        self.ignore_types = frozenset(tables["ignore_types"])
        self.states = tables["states"]
        self.start_state = tables["start_state"]
        self.end_state = tables["end_state"]
        self.rules = tables["rules"]


def tokens(g: Grammar, text: str, max_tokens: int) -> Iterator[ParseToken]:
    """The tokens of ``text`` as ``DslLexer`` gives them to the postlexer."""
    end = len(text)
    pos, line, line_start = 0, 1, 0
    patterns, unless = g.patterns, g.unless
    newline_types, ignore_types = g.newline_types, g.ignore_types
    count = 0
    while pos < end:
        c = text[pos]
        if "0" <= c <= "9" or c == "." and pos + 1 < end and "0" <= text[pos + 1] <= "9":
            j, type_ = scan_number(text, pos, end)
        elif c in QUOTES:
            j, type_ = scan_string(text, pos, end), "STRING"
            if j < 0:
                raise NoFastParse
        elif c in "\n#" or c == "\r" and text.startswith("\r\n", pos, end):
            j, type_ = scan_newlines(text, pos, end), NL_TYPE
        else:
            for mre in patterns:
                m = mre.match(text, pos, end)
                if m:
                    j, type_ = m.end(), m.lastgroup
                    break
            else:
                raise NoFastParse
        value = text[pos:j]
        column = pos - line_start + 1
        start_line, start = line, pos
        if type_ in newline_types:
            n = value.count("\n")
            if n:
                line += n
                line_start = pos + value.rindex("\n") + 1
        pos = j
        if type_ in ignore_types:
            continue
        keyword = unless.get(type_)
        if keyword is not None:
            type_ = keyword.get(value, type_)
        count += 1
        if count > max_tokens:
            raise NoFastParse
        yield ParseToken(type_, value, start, start_line, column, line, pos - line_start + 1, pos)


def indented(stream: Iterator[ParseToken]) -> Iterator[ParseToken]:
    """``stream`` with INDENT/DEDENT tokens, as ``DslIndenter`` makes them (its problems:
    :class:`NoFastParse`)."""
    paren_level = 0
    levels = [0]
    indent_char = None
    token = None
    for token in stream:
        type_ = token.type
        if type_ == NL_TYPE:
            if paren_level == 0:
                yield token
                indent_str = token.rsplit("\n", 1)[1]
                if indent_str:
                    if " " in indent_str and "\t" in indent_str:
                        raise NoFastParse
                    if indent_char is None:
                        indent_char = indent_str[0]
                    elif indent_str[0] != indent_char:
                        raise NoFastParse
                indent = indent_str.count(" ") + indent_str.count("\t") * TAB_LEN
                if indent > levels[-1]:
                    levels.append(indent)
                    yield ParseToken.new_borrow_pos(INDENT_TYPE, indent_str, token)
                else:
                    while indent < levels[-1]:
                        levels.pop()
                        yield ParseToken.new_borrow_pos(DEDENT_TYPE, indent_str, token)
                    if indent != levels[-1]:
                        raise NoFastParse
        else:
            yield token
        if type_ in _OPEN:
            paren_level += 1
        elif type_ in _CLOSE and paren_level > 0:
            paren_level -= 1
    while len(levels) > 1:
        levels.pop()
        if token is None:
            raise NoFastParse  # DslIndenter's position-less DEDENT: lark's way decides
        yield ParseToken.new_borrow_pos(DEDENT_TYPE, EOF_DEDENT, token)


def parse(g: Grammar, text: str, max_tokens: int) -> Tree:
    """The parse tree of ``text`` (ending with a newline), or :class:`NoFastParse`."""
    states, rules, end_state = g.states, g.rules, g.end_state
    state_stack = [g.start_state]
    value_stack: list = []
    token = None
    for token in indented(tokens(g, text, max_tokens)):
        _feed(states, rules, end_state, state_stack, value_stack, token, False)
    # lark tests the last token's truth, as a str: an empty one (a DEDENT) borrows nothing
    end = ParseToken.new_borrow_pos("$END", "", token) if token else ParseToken("$END", "", 0, 1, 1)
    return _feed(states, rules, end_state, state_stack, value_stack, end, True)


def _feed(states: dict, rules: list, end_state: int, state_stack: list, value_stack: list,
          token: ParseToken, is_end: bool) -> Tree | None:
    """lark's ``ParserState.feed_token``: reduce while the table says so, then shift."""
    type_ = token.type
    while True:
        action = states[state_stack[-1]].get(type_)
        if action is None:
            raise NoFastParse
        kind, arg = action
        if kind == parsetables.SHIFT:
            if is_end:
                raise NoFastParse
            state_stack.append(arg)
            value_stack.append(token)
            return None
        origin, size, data, expand1, include = rules[arg]
        if size:
            children = value_stack[-size:]
            del state_stack[-size:]
            del value_stack[-size:]
        else:
            children = []
        value = _node(children, data, expand1, include)
        goto = states[state_stack[-1]][origin]
        state_stack.append(goto[1])
        value_stack.append(value)
        if is_end and state_stack[-1] == end_state:
            return value


def _node(children: list, data: str, expand1: bool, include: tuple | None) -> Tree | ParseToken:
    """The node of a reduced rule, shaped and positioned as lark's tree builder does."""
    if include is None:
        kept = children
    else:
        kept = []
        for i, inline in include:
            if inline:
                if kept:
                    kept += children[i].children
                else:  # lark's shortcut for left recursion: the inlined node's own list
                    kept = children[i].children
            else:
                kept.append(children[i])
    res = kept[0] if expand1 and len(kept) == 1 else Tree(data, kept)
    if isinstance(res, Tree):
        _propagate(res.meta, children)
    return res


def _first_meta(children) -> Meta | ParseToken | None:
    for c in children:
        if isinstance(c, Tree):
            if not c.meta.empty:
                return c.meta
        elif isinstance(c, ParseToken):
            return c
    return None


def _propagate(meta: Meta, children: list) -> None:
    """lark's ``PropagatePositions``: a node spans its first to its last child with a
    position, tokens left out of the tree included.  The start and the end are written out
    (a loop over the attribute names doubled the whole parse's time)."""
    first = _first_meta(children)
    if first is not None:
        line = getattr(first, "container_line", first.line)
        column = getattr(first, "container_column", first.column)
        start_pos = getattr(first, "container_start_pos", first.start_pos)
        if not hasattr(meta, "line"):
            meta.line, meta.column, meta.start_pos = line, column, start_pos
            meta.empty = False
        meta.container_line, meta.container_column = line, column
        meta.container_start_pos = start_pos
    last = _first_meta(reversed(children))
    if last is not None:
        end_line = getattr(last, "container_end_line", last.end_line)
        end_column = getattr(last, "container_end_column", last.end_column)
        end_pos = getattr(last, "container_end_pos", last.end_pos)
        if not hasattr(meta, "end_line"):
            meta.end_line, meta.end_column, meta.end_pos = end_line, end_column, end_pos
            meta.empty = False
        meta.container_end_line, meta.container_end_column = end_line, end_column
        meta.container_end_pos = end_pos
