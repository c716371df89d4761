"""The lexer of the lark parser: lark's basic lexer, with the linear scanners of
``scanners.py`` for the terminals that can be long (STRING, INT_NUMBER, FLOAT_NUMBER, _NL);
every other token goes through lark's own matcher.
"""

from __future__ import annotations

from typing import Any

from lark.lexer import BasicLexer

from incore.frontend.scanners import QUOTES, scan_newlines, scan_number, scan_string


class DslLexer(BasicLexer):
    """lark's basic lexer, except that strings, numbers and newline runs are scanned in linear
    time and constant memory (see the module docstring)."""

    __future_interface__ = 2  # lex(lexer_state, parser_state), as BasicLexer implements it

    def match(self, text: Any, pos: int) -> tuple[str, str] | None:
        """The (value, terminal name) of the token at ``pos``, or None when none matches."""
        _ = self.scanner  # lark builds its scanner and token callbacks on first use
        s: str = getattr(text, "text", text)  # a lark TextSlice (lark >= 1.2) or the str
        end: int = getattr(text, "end", len(s))
        c = s[pos]
        if "0" <= c <= "9" or c == "." and pos + 1 < end and "0" <= s[pos + 1] <= "9":
            j, terminal = scan_number(s, pos, end)
            return s[pos:j], terminal
        elif c in QUOTES:  # only STRING starts with a quote
            j = scan_string(s, pos, end)
            return (s[pos:j], "STRING") if j >= 0 else None
        elif c in "\n#" or c == "\r" and s.startswith("\r\n", pos, end):
            # _NL is tried before COMMENT (it is the longer definition) and matches wherever
            # COMMENT does
            return s[pos:scan_newlines(s, pos, end)], "_NL"
        return super().match(text, pos)
