"""Linear-time, constant-memory scanners for the terminals whose grammar repeats a group.

Python's ``re`` engine keeps backtracking state for every iteration of a repeated *group*
(``(?:[^"\\\\]|\\\\.)*``, ``(_?[0-9])*``), several hundred bytes each inside lark's combined
pattern of named groups, so a 1 MiB string literal cost ~700 MB to match.  STRING, INT_NUMBER,
FLOAT_NUMBER and _NL are therefore scanned here by hand: runs of one character class are
matched by single-class regexes (no per-character state) and the loop advances once per
escape, underscore or line.  The scanners accept exactly the language of the terminal
definitions in ``grammar.lark``, which stay the specification
(tests/frontend/test_lexer_memory.py compares both on many inputs).  Both lexers use them:
``lexer.DslLexer`` on lark's basic lexer and the table-driven parser's (``fastparse.py``).
"""

from __future__ import annotations

import re

_DEC = re.compile(r"[0-9]+")
_HEX = re.compile(r"[0-9a-fA-F]+")
_BIN = re.compile(r"[01]+")
_OCT = re.compile(r"[0-7]+")
_PLAIN = {'"': re.compile(r'[^"\\\n]+'), "'": re.compile(r"[^'\\\n]+")}
_COMMENT_BODY = re.compile(r"[^\n]*")
_BLANKS = re.compile(r"[\t ]*")
_LF_BLANKS = re.compile(r"[\n\t ]*")  # after a \n: what (?:\n[\t ]*)* matches, in one run
_PREFIXED = {"x": _HEX, "X": _HEX, "b": _BIN, "B": _BIN, "o": _OCT, "O": _OCT}
QUOTES = frozenset(_PLAIN)  # the characters STRING starts with


def _run(s: str, i: int, end: int, cls: re.Pattern[str], lead: bool) -> int:
    """End of ``C(?:_?C)*`` (``lead``: ``(?:_?C)+``) at ``i`` for the digit class ``C``, or -1."""
    if lead and s.startswith("_", i, end):
        i += 1
    m = cls.match(s, i, end)
    if m is None:
        return -1
    i = m.end()
    while s.startswith("_", i, end):
        m = cls.match(s, i + 1, end)
        if m is None:
            break
        i = m.end()
    return i


def _exponent(s: str, i: int, end: int) -> int:
    """End of ``[eE][+-]?D`` at ``i``, or -1."""
    if i >= end or s[i] not in "eE":
        return -1
    i += 1
    if i < end and s[i] in "+-":
        i += 1
    return _run(s, i, end, _DEC, False)


def scan_number(s: str, i: int, end: int) -> tuple[int, str]:
    """End and terminal of the number at ``i`` (a digit, or ``.`` before a digit).

    FLOAT_NUMBER, ``(D.D?|.D)E?|DE`` with ``D = [0-9](_?[0-9])*`` and ``E = [eE][+-]?D``, has
    the higher priority; otherwise INT_NUMBER: ``0x(_?H)+``, ``0b(_?B)+``, ``0o(_?O)+`` or
    ``D``.  A ``.`` without a digit after it gives ``(-1, "")``.
    """
    if s.startswith(".", i, end):
        j = _run(s, i + 1, end, _DEC, False)
        if j < 0:
            return -1, ""
        e = _exponent(s, j, end)
        return (e if e >= 0 else j), "FLOAT_NUMBER"
    d = _run(s, i, end, _DEC, False)
    if s.startswith(".", d, end):
        k = _run(s, d + 1, end, _DEC, False)
        j = k if k >= 0 else d + 1
        e = _exponent(s, j, end)
        return (e if e >= 0 else j), "FLOAT_NUMBER"
    e = _exponent(s, d, end)  # the D E alternative: the exponent is required
    if e >= 0:
        return e, "FLOAT_NUMBER"
    if s.startswith("0", i, end) and i + 1 < end and s[i + 1] in _PREFIXED:
        j = _run(s, i + 2, end, _PREFIXED[s[i + 1]], True)
        if j >= 0:
            return j, "INT_NUMBER"
    return d, "INT_NUMBER"


def scan_string(s: str, i: int, end: int) -> int:
    """End of STRING at ``i`` or -1: a quote, characters or ``\\`` escapes, the same quote;
    no raw newline (a backslash does not escape a newline either)."""
    quote = s[i]
    plain = _PLAIN[quote]
    j = i + 1
    while True:
        m = plain.match(s, j, end)
        if m is not None:
            j = m.end()
        if j >= end or s[j] == "\n":
            return -1
        if s[j] == quote:
            return j + 1
        # a backslash: it escapes any one character but a newline
        if j + 1 >= end or s[j + 1] == "\n":
            return -1
        j += 2


def scan_newlines(s: str, i: int, end: int) -> int:
    """End of _NL at ``i`` or -1: one or more of ``\\r?\\n[\\t ]*`` and ``#[^\\n]*``."""
    j = i
    while j < end:
        if s[j] == "#":
            j = _COMMENT_BODY.match(s, j + 1, end).end()
        elif s[j] == "\n":
            j = _LF_BLANKS.match(s, j + 1, end).end()
        elif s.startswith("\r\n", j, end):
            j = _BLANKS.match(s, j + 2, end).end()
        else:
            break
    return j if j > i else -1
