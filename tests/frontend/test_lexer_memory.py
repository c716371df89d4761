"""The lexer's long tokens: linear memory, and exactly the language of grammar.lark.

incore.frontend.lexer scans STRING, INT_NUMBER, FLOAT_NUMBER and _NL by hand (Python's ``re``
keeps per-iteration state for repeated groups: ~700 bytes per character of a long literal).
These tests hold the scanners to the terminal definitions, by comparing the token streams of
the DSL lexer and of lark's stock basic lexer on the same grammar, and bound the frontend's
peak memory on megabyte-long tokens.
"""

from __future__ import annotations

import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark.exceptions import UnexpectedCharacters
from lark.lexer import BasicLexer, LexerThread

from incore.errors import CompileError
from incore.frontend import check
from incore.frontend.larkparse import lark_parser as _lark
from incore.frontend.lexer import DslLexer

MIB = 1 << 20
PEAK_LIMIT = 50 * MIB
HEAD = "kernel k(x: Tensor[[N], f32], n: i32):\n"


def token_stream(lexer: BasicLexer, text: str) -> list[tuple]:
    """Every token with its position, ending in the position of a lexing error (if any)."""
    out: list[tuple] = []
    try:
        for t in LexerThread.from_text(lexer, text).lex(None):
            out.append((t.type, str(t), t.start_pos, t.line, t.column, t.end_line, t.end_column))
    except UnexpectedCharacters as exc:
        out.append(("error", exc.pos_in_stream, exc.line, exc.column))
    return out


@pytest.fixture(scope="module")
def lexers() -> tuple[DslLexer, BasicLexer]:
    conf = _lark().lexer_conf
    return DslLexer(conf), BasicLexer(conf)


CASES = [
    "1..2 1.e5 1.5ex 0x 0b2 0o8 1__0 .5 x.0 0x_1_2 1e+ 1e+_1 1_e5 1_ 0_0 1.5_ 1._5 1e5_5\n",
    "0X_F_f 0B1_0 0O7_7 0x__1 0b_ 00 1.2.3 .e5 1.5E-3 9e9e9 0e 0.e 0.5j 12abc 3.x _1\n",
    "'a\\'b' \"a\\\"b\" \"\\\\\" '\\\\' \"'\" '\"' \"\\n\\t\\x41\" \"\" ''\n",
    "\"open\n",
    "'open\\\n'",
    "\"a\\",
    "x = 1 # comment\n\n   # indented comment\n\t\ty\r\n\r\nz\r w\n",
    "#\n#\n\n  \n\t\n",
    "a.b .5. 5..e 1.__x\n",
    "x = \\\n  1\n",
    "\r",
    "\n\r\n\n",
]


@pytest.mark.parametrize("text", CASES)
def test_dsl_lexer_matches_lark_on_tricky_tokens(lexers, text):
    dsl, stock = lexers
    assert token_stream(dsl, text) == token_stream(stock, text)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet="019_.eE+-xXbBoOaf\"'\\\n\r# \t()=", max_size=40))
def test_dsl_lexer_matches_lark_on_random_text(lexers, text):
    dsl, stock = lexers
    assert token_stream(dsl, text) == token_stream(stock, text)


def peak_of_check(source: str) -> tuple[int, BaseException | None]:
    """Peak traced bytes while checking ``source``, and the CompileError it raised (if any)."""
    _lark()  # the parser itself is built once per process, outside the measurement
    tracemalloc.start()
    error = None
    try:
        check(source, "big.ik")
    except CompileError as exc:
        error = exc
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return peak, error


LONG = {
    "string literal": HEAD + '    assert n > 0, "' + "a" * MIB + '"\n',
    "string of escapes": HEAD + '    assert n > 0, "' + "\\t" * (MIB // 2) + '"\n',
    "decimal literal": HEAD + "    v = " + "7" * MIB + "\n",
    "underscored literal": HEAD + "    v = " + "7_" * (MIB // 2) + "7\n",
    "hex literal": HEAD + "    v = 0x" + "f" * MIB + "\n",
    "float literal": HEAD + "    x[0] = 1." + "5" * MIB + "\n",
    "exponent": HEAD + "    x[0] = 1e-" + "9" * MIB + "\n",
    "unterminated string": HEAD + '    assert n > 0, "' + "a" * MIB + "\n",
    "comment": HEAD + "    # " + "c" * MIB + "\n    pass\n",
    "blank lines": HEAD + "\n" * MIB + "    pass\n",
    "blank CRLF lines": HEAD + "\r\n" * (MIB // 2) + "    pass\n",
}


@pytest.mark.parametrize("what", list(LONG))
def test_megabyte_token_stays_within_50_mb(what):
    peak, error = peak_of_check(LONG[what])
    assert peak < PEAK_LIMIT, f"{what}: peak {peak / MIB:.1f} MiB"
    assert error is None or error.line == 2, error


def test_megabyte_string_literal_compiles():
    peak, error = peak_of_check(LONG["string literal"])
    assert error is None


@pytest.mark.parametrize(
    "literal", ["7" * 100_000, "0x" + "f" * 100_000, "0b" + "1" * 100_000, "1_" * 50_000 + "1"]
)
def test_long_integer_literal_is_a_compile_error(literal):
    # 100k decimal digits exceed Python's int-str conversion limit (4300 digits): the frontend
    # must reject the literal by its length, not leak int()'s ValueError
    with pytest.raises(CompileError) as info:
        check(HEAD + f"    v = {literal}\n", "big.ik")
    assert "integer literal is too large" in info.value.message
    assert (info.value.line, info.value.col) == (2, 9)


@pytest.mark.parametrize(
    "where",
    ["    v = -{}\n", "    v = x[{}]\n", "    for i in range(0, {}):\n        pass\n"],
)
def test_long_integer_literal_in_any_position_is_a_compile_error(where):
    with pytest.raises(CompileError, match="integer literal is too large"):
        check(HEAD + where.format("9" * 100_000), "big.ik")


def test_long_integer_literal_as_dimension_is_a_compile_error():
    with pytest.raises(CompileError, match="integer literal is too large"):
        check(f"kernel k(x: Tensor[[{'9' * 100_000}], f32]):\n    pass\n", "big.ik")


@pytest.mark.parametrize("text", ["1\n", "\n\nx\n", "# c\n", "'s'\n"])
def test_a_fresh_lexer_may_start_with_a_scanned_token(text):
    # lark builds its scanner (and the callbacks next_token uses) lazily, on first match
    conf = _lark().lexer_conf
    assert token_stream(DslLexer(conf), text) == token_stream(BasicLexer(conf), text)
