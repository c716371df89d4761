"""Builds every frontend ``CompileError``: from a source span, or from a lark parse exception.

Parse errors become located messages with a readable "expected one of ..." list (terminal
names such as ``RPAR`` are shown as ``')'``); Python keywords outside the language (``def``,
``import``, ``with`` ...) get their own "unsupported construct" messages.  :func:`source_text`
refuses source text that is not Unicode (a lone surrogate) before anything parses it.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

from incore.errors import CompileError


class PostlexProblem(Exception):
    """Raised by the post-lexer (indentation, the token limit); the parser converts it to a
    CompileError."""

    def __init__(
        self, message: str, line: int, col: int, end_col: int | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.col = col
        self.end_col = end_col
        self.hint = hint


class SourceText:
    """A source text and its filename: turns spans into CompileErrors."""

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.filename = filename
        # Only "\n" ends a line, as in lark's positions (str.splitlines() would also split at
        # \f, \x1c-\x1e, \x85, \u2028 ... and shift every later line).
        lines = text.split("\n")
        if text.endswith("\n") or not text:
            lines.pop()
        self.lines = [ln[:-1] if ln.endswith("\r") else ln for ln in lines]

    def line_text(self, line: int) -> str | None:
        """The text of 1-based ``line`` (None when out of range)."""
        if 1 <= line <= len(self.lines):
            return self.lines[line - 1]
        return None

    def node_text(self, node: object, limit: int = 40) -> str | None:
        """The source text ``node`` spans, or None when it spans lines or is longer than
        ``limit`` characters (for hints that quote the user's code)."""
        line = getattr(node, "line", 0)
        if getattr(node, "end_line", line) != line:
            return None
        text = self.line_text(line)
        col, end_col = getattr(node, "col", 0), getattr(node, "end_col", 0)
        if text is None or not 1 <= col < end_col <= len(text) + 1:
            return None
        snippet = text[col - 1 : end_col - 1]
        return snippet if len(snippet) <= limit else None

    def error(
        self,
        message: str,
        line: int,
        col: int,
        end_col: int | None = None,
        hint: str | None = None,
    ) -> CompileError:
        """A CompileError at ``line:col`` (``end_col`` exclusive) showing the source line."""
        text = self.line_text(line)
        if text is not None:
            col = max(1, min(col, len(text) + 1))
            if end_col is not None:
                end_col = max(col + 1, min(end_col, len(text) + 1))
        return CompileError(
            message,
            filename=self.filename,
            line=line,
            col=col,
            source_line=text,
            end_col=end_col,
            hint=hint,
        )

    def error_at(self, node: object, message: str, hint: str | None = None) -> CompileError:
        """A CompileError spanning ``node`` (anything with line/col/end_line/end_col)."""
        line = getattr(node, "line", 0)
        col = getattr(node, "col", 0)
        end_line = getattr(node, "end_line", line)
        end_col = getattr(node, "end_col", None)
        if end_line != line:
            text = self.line_text(line)
            end_col = len(text) + 1 if text is not None else None
        return self.error(message, line, col, end_col, hint)


def shorten(text: str, limit: int = 32, keep: int = 20) -> str:
    """``text``, or its first ``keep`` characters and "..." when it is longer than ``limit``."""
    return text if len(text) <= limit else text[:keep] + "..."


def literal_text(node: object, value: object) -> str:
    """How a diagnostic quotes a literal: the (shortened) source spelling of a number literal
    node, else the (shortened) value, e.g. of a folded constant."""
    text = getattr(node, "text", None)
    if isinstance(text, str) and getattr(node, "value", None) == value:
        return shorten(text)
    if isinstance(value, float):
        return shorten(repr(value))
    return shorten(str(value))


def did_you_mean(name: str, candidates: Iterable[str], prefix: str = "") -> str | None:
    """A "did you mean 'x'?" hint for ``name`` among ``candidates`` (None if nothing is close)."""
    matches = difflib.get_close_matches(name, sorted(set(candidates)), n=1, cutoff=0.6)
    if matches:
        return f"did you mean '{prefix}{matches[0]}'?"
    return None


_SURROGATE = re.compile("[\ud800-\udfff]")


def source_text(source: str, filename: str) -> str:
    """``source`` without a leading byte-order mark (as a file's is dropped when read); a
    lone surrogate in it, which no UTF-8 text holds, is a CompileError at its position."""
    if not isinstance(source, str):
        raise TypeError(f"source must be a str, got {type(source).__name__}")
    if source.startswith("\ufeff"):
        source = source[1:]
    if not source.isascii():
        found = _SURROGATE.search(source)
        if found is not None:
            at = found.start()
            line = source.count("\n", 0, at) + 1
            col = at - (source.rfind("\n", 0, at) + 1) + 1
            text = SourceText(source, filename).line_text(line) or ""
            shown = text.encode("utf-8", "backslashreplace").decode("utf-8")
            raise CompileError(
                f"the source holds the lone surrogate U+{ord(found.group()):04X}, which is not "
                f"Unicode text (a str decoded with errors='surrogateescape' holds such "
                f"characters for bytes that are not UTF-8)",
                filename, line, col, shown, col + len(r"\udc80"),  # the escape is shown
                hint="give the source as UTF-8 text: read the file with incore.compile_file, "
                "or decode it with errors='strict'",
            )
    return source


# ------------------------------------------------------------- parse errors

# Python keywords that are not part of the language, with a message and a hint.
_PYTHON_ONLY: dict[str, tuple[str, str | None]] = {
    "def": ("`def`", "kernels are declared with `kernel`, helpers with `func`"),
    "class": ("`class`", "the language has no classes; use `func` helpers and `const`"),
    "import": ("`import`", "a kernel file is self-contained; there is nothing to import"),
    "from": ("`from ... import`", "a kernel file is self-contained; there is nothing to import"),
    "with": ("`with`", None),
    "try": ("`try`", "device code has no exceptions; use `assert cond, \"message\"`"),
    "except": ("`except`", "device code has no exceptions"),
    "finally": ("`finally`", "device code has no exceptions"),
    "raise": ("`raise`", "use `assert cond, \"message\"` for device-side checks"),
    "del": ("`del`", None),
    "global": ("`global`", "use `const NAME = literal` for file-level constants"),
    "nonlocal": ("`nonlocal`", None),
    "yield": ("`yield`", None),
    "async": ("`async`", None),
    "await": ("`await`", None),
    "match": ("`match`", "use if/elif/else"),
}

_TERMINAL_WORDS = {
    "NAME": "a name",
    "INT_NUMBER": "an integer",
    "FLOAT_NUMBER": "a float",
    "STRING": "a string",
    "_NL": "end of line",
    "_INDENT": "an indented block",
    "_DEDENT": "end of block",
    "$END": "end of file",
    "AUGOP": "an augmented assignment such as '+='",
}


def describe_terminal(name: str, terminals: dict[str, object]) -> str:
    """A human spelling of terminal ``name``: ``RPAR`` -> ``')'``, ``NAME`` -> ``a name``."""
    if name in _TERMINAL_WORDS:
        return _TERMINAL_WORDS[name]
    term = terminals.get(name)
    pattern = getattr(term, "pattern", None)
    if pattern is not None and getattr(pattern, "type", None) == "str":
        return f"'{pattern.value}'"
    return name.lower()


def _describe_token(token: object) -> str:
    kind = getattr(token, "type", "")
    value = str(token)
    if kind == "$END":
        return "end of file"
    if kind == "_NL":
        return "end of line"
    if kind == "_INDENT":
        return "indent"
    if kind == "_DEDENT":
        return "dedent"
    if kind == "NAME":
        return f"name '{value}'"
    if kind in ("INT_NUMBER", "FLOAT_NUMBER"):
        return f"number {value}"
    if kind == "STRING":
        return f"string {value}"
    if value.isidentifier():
        return f"keyword '{value}'"
    return f"'{value}'"


def _python_keyword_error(src: SourceText, line: int, col: int) -> CompileError | None:
    """An "unsupported construct" error if a Python-only keyword starts the failing code."""
    text = src.line_text(line)
    if text is None:
        return None
    best = None
    for m in re.finditer(r"[A-Za-z_][A-Za-z0-9_]*", text):
        if m.start() + 1 > col:
            break
        if m.group() in _PYTHON_ONLY and text[: m.start()].count('"') % 2 == 0:
            best = m
    if best is None:
        return None
    what, hint = _PYTHON_ONLY[best.group()]
    return src.error(
        f"unsupported construct: {what} is not part of the incore language",
        line,
        best.start() + 1,
        best.end() + 1,
        hint,
    )


# Terminals that can start an expression; together they read as "an expression".
_EXPR_START = {"NAME", "INT_NUMBER", "FLOAT_NUMBER", "STRING"}
_EXPR_START_PUNCT = {"'('", "'+'", "'-'", "'~'", "'True'", "'False'", "'['", "'{'", "'not'",
                     "'lambda'"}


def _expected_list(expected: Iterable[str], terminals: dict[str, object]) -> str:
    expected = set(expected)
    words = {describe_terminal(name, terminals) for name in expected - _EXPR_START}
    if _EXPR_START <= expected:
        words = (words - _EXPR_START_PUNCT) | {"an expression"}
    else:
        words |= {describe_terminal(name, terminals) for name in expected & _EXPR_START}
    words = sorted(words)
    if len(words) > 12:
        words = words[:12] + ["..."]
    return ", ".join(words)


def from_lark(exc: Exception, src: SourceText, terminals: dict[str, object]) -> CompileError:
    """Converts a lark parse exception (an ``UnexpectedInput``) into a located CompileError."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    if isinstance(exc, UnexpectedCharacters):
        line, col = exc.line, exc.column
        found = _python_keyword_error(src, line, col)
        if found is not None:
            return found
        ch = src.text[exc.pos_in_stream] if 0 <= exc.pos_in_stream < len(src.text) else "?"
        if ch in "\"'":
            return src.error("unterminated string literal", line, col, None)
        if ch == ";":
            return src.error(
                "unsupported construct: ';' between statements",
                line,
                col,
                col + 1,
                "put each statement on its own line",
            )
        hint = None
        if ch == "!":
            hint = "use `not` for logical negation and `!=` for inequality"
        elif ch == "\t":
            hint = "tabs may only appear in indentation"
        return src.error(f"unexpected character {ch!r}", line, col, col + 1, hint)
    if isinstance(exc, UnexpectedToken):
        token = exc.token
        kind = token.type
        if kind in ("_INDENT", "_DEDENT"):
            line = getattr(token, "end_line", None) or token.line or 1
            col = getattr(token, "end_column", None) or token.column or 1
        else:
            line = token.line or 1
            col = token.column or 1
        line = max(1, min(line, max(1, len(src.lines))))
        found = _python_keyword_error(src, line, col)
        if found is not None:
            return found
        expected = set(exc.expected or ())
        found = _python_construct_error(src, token, expected)
        if found is not None:
            return found
        if kind == "$END" or (kind == "_DEDENT" and str(token) == "<eof>"):
            kind = "$END"
            line = max(1, len(src.lines))
            col = len(src.line_text(line) or "") + 1
            message = "unexpected end of file"
        elif kind == "_INDENT":
            message = "unexpected indent"
        elif "_INDENT" in expected and kind != "_INDENT":
            message = "expected an indented block"
            return src.error(message, line, col, None, "indent the body of the block")
        else:
            message = f"unexpected {_describe_token(token)}"
        end_col = None
        if kind not in ("$END", "_NL", "_INDENT", "_DEDENT"):
            end_col = getattr(token, "end_column", None)
        hint = None
        if str(token) == "=" and "EQUAL" not in expected:
            hint = "use `==` to compare"
        increment = _INCREMENT.search((src.line_text(line) or "")[: max(0, col - 1)])
        if increment is not None:
            op = "+=" if increment.group(2) == "++" else "-="
            hint = f"there is no {increment.group(2)}: write {increment.group(1)} {op} 1"
        if expected:
            message += f"; expected one of: {_expected_list(expected, terminals)}"
        return src.error(message, line, col, end_col, hint)
    if isinstance(exc, UnexpectedEOF):
        line = max(1, len(src.lines))
        col = len(src.line_text(line) or "") + 1
        return src.error("unexpected end of file", line, col, None)
    return src.error(f"syntax error: {exc}", 1, 1, None)


# ``i++`` / ``i--`` right before the place a parse error points at
_INCREMENT = re.compile(r"([A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?)\s*(\+\+|--)\s*$")
_STRING_PREFIX = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z]{1,2})$")
_FSTRING_FIELD = re.compile(r"\{([^{}:!]+)(:[^{}]*)?\}")


def _python_construct_error(src: SourceText, token: object,
                            expected: set[str]) -> CompileError | None:
    """An "unsupported construct" error for a Python construct the grammar does not parse and
    a parse error shows cheaply: tuple assignment, ``else if``, string prefixes (f-strings)."""
    kind = getattr(token, "type", "")
    value = str(token)
    line = getattr(token, "line", None) or 1
    col = getattr(token, "column", None) or 1
    end_col = getattr(token, "end_column", None) or col + 1
    text = src.line_text(line)
    if text is None:
        return None
    before = text[: col - 1]
    start = len(before) - len(before.lstrip()) + 1  # the statement's first column
    if value == "," and "IN" in expected:
        return src.error(
            "unsupported construct: several loop variables",
            line,
            col,
            end_col,
            "loop over one range with one variable; nest loops for more",
        )
    if value == "," and "_NL" in expected:
        first = before.lstrip().split(maxsplit=1)[0] if before.strip() else ""
        if first == "return":
            return src.error(
                "unsupported construct: returning several values",
                line,
                col,
                end_col,
                "a helper returns one scalar",
            )
        if "EQUAL" in expected:
            if "=" not in before.replace("==", ""):
                what, hint = "tuple assignment", "assign one name per statement"
            else:
                what, hint = "tuples", "a variable holds one scalar; remove the comma"
            return src.error(f"unsupported construct: {what}", line, start, end_col, hint)
    if value == "if" and re.search(r"(?<![A-Za-z0-9_])else\s*$", before):
        else_col = len(before.rstrip()) - 3
        return src.error("unsupported construct: 'else if'", line, else_col, end_col, "use elif")
    if kind == "STRING":
        m = _STRING_PREFIX.search(before)
        if m is not None and set(m.group(1).lower()) <= set("fbru"):
            prefix = m.group(1)
            pcol = m.start(1) + 1
            if "f" not in prefix.lower():
                return src.error(
                    f"unsupported construct: string prefix '{prefix}'",
                    line,
                    pcol,
                    end_col,
                    "strings are plain \"...\" literals",
                )
            return src.error(
                "unsupported construct: f-strings", line, pcol, end_col, _fstring_hint(value)
            )
    return None


def _fstring_hint(literal: str) -> str:
    """How to write the f-string ``literal`` (its text after the prefix) as a log/assert format
    with arguments: ``"n={}", n``."""
    generic = 'write the format with {} placeholders and pass the values as arguments, e.g. ' \
        'log.info_v3("n = {}", n)'
    if len(literal) < 2 or "{{" in literal or "!" in literal:
        return generic
    if "{" not in literal:
        return f"write {literal} without the prefix"
    args: list[str] = []

    def field(m: re.Match[str]) -> str:
        args.append(m.group(1).strip())
        return "{" + (m.group(2) or "") + "}"

    fmt = _FSTRING_FIELD.sub(field, literal)
    if not args or "{" in _FSTRING_FIELD.sub("", literal).replace("{}", ""):
        return generic
    return f"write {fmt}, {', '.join(args)} instead (the values are arguments)"


def from_postlex(exc: PostlexProblem, src: SourceText) -> CompileError:
    """Converts a problem reported by the post-lexer into a CompileError."""
    return src.error(exc.message, exc.line, exc.col, exc.end_col, hint=exc.hint)
