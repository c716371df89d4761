"""Limits and edge cases of the frontend: huge literals, helper inlining, nesting, log
arguments, format specs, line splitting and the BYPASS hint of augmented assignments.

Every rejected program raises a located CompileError (never ValueError, RecursionError or a
hang); the cases are in the style of test_diagnostics.py: message, line, column, hint.
"""

from __future__ import annotations

import time

import pytest

from incore import abi
from incore.errors import CompileError
from incore.frontend import check
from incore.frontend import syntax as S
from incore.runtime.devlog.rings import format_site
from tests.support.frontend_util import compile_error

H = "kernel k(x: Tensor[[N, 4], f32], y: Tensor[[N], i32], a: f32, n: i32):\n"
HUGE = "0x" + "F" * 3700  # int(str) of its value exceeds Python's 4300-digit limit


def helper_chain(n: int, calls: int = 1) -> str:
    """Helpers h0 ... h{n-1}, each calling the previous one ``calls`` times; kernel k calls
    the last one on line 2 * n + 2, column 12."""
    src = "func h0(v: f32) -> f32:\n    return v + 1.0\n"
    for i in range(1, n):
        body = " + ".join([f"h{i - 1}(v)"] * calls)
        src += f"func h{i}(v: f32) -> f32:\n    return {body}\n"
    return src + f"kernel k(y: Tensor[[4], f32]):\n    y[0] = h{n - 1}(y[0])\n"


def nested_blocks(n: int, head: str = "if a > 0.0:") -> str:
    """``n`` nested blocks in H's kernel; block j (1-based) is on line j + 1, column 4j + 1."""
    src = H
    for j in range(1, n + 1):
        src += "    " * j + head + "\n"
    return src + "    " * (n + 1) + "pass\n"


def elif_chain(n: int) -> str:
    """An if and n - 1 elifs; elif j (1-based) is on line 2 * j + 2, column 5."""
    src = H + "    if n == 0:\n        pass\n"
    for j in range(1, n):
        src += f"    elif n == {j}:\n        pass\n"
    return src


LOG9 = '    log.info_v1("' + "{} " * 9 + '", n, n, n, n, n, n, n, n, n)\n'
ASSERT9 = '    assert n > 0, "' + "{} " * 9 + '", n, n, n, n, n, n, n, n, a\n'

# (id, source, message fragment, line, col, hint fragment or None)
CASES = [
    # ------------------------------------------------------------ huge literals
    ("huge-hex-store", H + f"    y[0] = {HUGE}\n",
     "integer literal is too large: 0xFFFFFFFFFFFFFFFFFF...", 2, 12, "at most 128 bits"),
    ("huge-decimal", H + "    v = " + "9" * 5000 + "\n",
     "integer literal is too large: 99999999999999999999...", 2, 9, None),
    ("huge-zeros-decimal", H + "    v = 1" + "0" * 5000 + "\n",
     "integer literal is too large: 10000000000000000000...", 2, 9, None),
    ("huge-dim", f"kernel k(y: Tensor[[4, {HUGE}], f32]):\n    pass\n",
     "integer literal is too large", 1, 24, None),
    ("huge-shape-index", H + f"    v = y.shape[{HUGE}]\n", "integer literal is too large", 2, 17,
     None),
    ("huge-index", H + f"    v = y[{HUGE}]\n", "integer literal is too large", 2, 11, None),
    ("129-bit", H + "    v = 0x1" + "0" * 32 + "\n", "integer literal is too large", 2, 9,
     None),
    ("128-bit-range", H + "    v = 0x" + "F" * 32 + "\n",
     "integer literal 0xFFFFFFFFFFFFFFFFFF... is out of range for i64", 2, 9, None),
    ("huge-index-range", H + "    v = y[0, 0x" + "F" * 32 + "]\n",
     "tensor 'y' has 1 dimension(s), got 2 indices", 2, 9, None),
    ("index-range-spelling", H + "    v = x[0, 0x0_4]\n",
     "index 0x0_4 is out of range for dimension 1 of 'x' (size 4)", 2, 14, None),
    ("shape-index-spelling", H + "    v = x.shape[0b10]\n",
     "shape index 0b10 is out of range", 2, 17, None),
    ("float-inf", H + "    v = " + "9" * 400 + ".0\n",
     "float literal is out of range: 99999999999999999999...", 2, 9, "1.8e308"),
    ("float-exponent-inf", H + "    v: f64 = 1e999\n", "float literal is out of range: 1e999",
     2, 14, None),
    ("float-range-spelling", H + "    v = 1e39\n", "literal 1e39 is out of range for f32", 2, 9,
     None),
    ("float-as-int-spelling", H + "    v: i32 = 1.50\n",
     "float literal 1.50 cannot be used as i32", 2, 14, None),
    ("dim-too-large", "kernel k(y: Tensor[[4, 0x8000_0000_0000_0000], f32]):\n    pass\n",
     "dimension 0x8000_0000_0000_0000 is too large", 1, 24, "2**63 - 1"),
    ("const-dim-too-large",
     "const D = 0x8000_0000_0000_0000\nkernel k(y: Tensor[[D], f32]):\n    pass\n",
     "dimension 'D' is too large (0x8000_0000_0000_0000)", 2, 21, "2**63 - 1"),
    ("const-dim-negative", "const D = -3\nkernel k(y: Tensor[[D], f32]):\n    pass\n",
     "dimension 'D' is negative (-3)", 2, 21, None),
    # ------------------------------------------------------------ helper inlining
    ("helper-chain-300", helper_chain(300),
     "helper calls nest too deeply: k -> h299 -> h298 -> h297 -> ... -> h0 is 300 calls deep "
     "(limit 64)", 602, 12, "helpers are inlined"),
    ("helper-chain-65", helper_chain(65),
     "helper calls nest too deeply: k -> h64 -> h63 -> h62 -> ... -> h0 is 65 calls deep "
     "(limit 64)", 132, 12, None),
    ("helper-chain-3000", helper_chain(3000), "is 3000 calls deep (limit 64)", 6002, 12, None),
    ("helper-expansion", helper_chain(25, calls=2),
     "inlining the helpers of kernel k expands to 33554431 calls (limit 10000)", 52, 12,
     "this call of 'h24' alone inlines 33554431 calls"),
    ("helper-expansion-14", helper_chain(14, calls=2),
     "inlining the helpers of kernel k expands to 16383 calls (limit 10000)", 30, 12, None),
    # ------------------------------------------------------------ formats and log arguments
    ("format-c", H + '    log.info_v1("{:c}", n)\n',
     "format spec ':c' is not supported: device values are numbers", 2, 17, None),
    ("format-c-aligned", H + '    assert n > 0, "{:>4c}", n\n',
     "format spec ':>4c' is not supported: device values are numbers", 2, 19, None),
    ("format-c-bool", H + '    log.info_v1("{:c}", n > 0)\n',
     "format spec ':c' is not supported", 2, 17, None),
    ("format-c-float", H + '    log.info_v1("{:c}", a)\n',
     "format spec ':c' is not valid for a f32 argument", 2, 17, None),
    ("log-too-many-args", H + LOG9, "log.info_v1 takes at most 8 arguments, got 9", 2, 72, None),
    ("assert-too-many-args", H + ASSERT9, "assert takes at most 8 arguments, got 9", 2, 74, None),
    # ------------------------------------------------------------ line splitting
    ("formfeed-in-comment", H + "    v = 1  # a \x0c b\n    w = q\n", "unknown name 'q'", 3, 9,
     None),
    ("line-separator-in-comment", H + "    # \u2028 \x1c \x1d \x1e \x85\n    w = q\n",
     "unknown name 'q'", 3, 9, None),
    ("crlf", H.replace("\n", "\r\n") + "    v = 1\r\n    w = q\r\n", "unknown name 'q'", 3, 9,
     None),
    # ------------------------------------------------------------ nesting
    ("nested-ifs", nested_blocks(300), "blocks nested too deeply", 102, 405,
     f"at most {S.MAX_BLOCK_DEPTH} if/for/while blocks"),
    ("nested-fors", nested_blocks(101, "for i in range(3):"), "blocks nested too deeply", 102,
     405, None),
    ("nested-whiles", nested_blocks(101, "while a > 0.0:"), "blocks nested too deeply", 102,
     405, None),
    ("elif-chain", elif_chain(1000), "blocks nested too deeply", 202, 5,
     "each elif nests inside the else of the if before it"),
    ("deep-expression-in-block", nested_blocks(50).replace(
        "pass\n", "v = " + "abs(" * 300 + "a" + ")" * 300 + "\n"),
     "expression nested too deeply", 52, None, None),
    ("long-sum", H + "    v = " + " + ".join(["a"] * (S.MAX_EXPR_DEPTH + 1)) + "\n",
     "expression nested too deeply", 2, None, None),
    # ------------------------------------------------------------ BYPASS and augmented assignment
    ("bypass-augassign",
     "kernel k(x: Tensor[[4, 4], f32]):\n    set_cache_policy(x, CachePolicy.BYPASS)\n"
     "    x[0, 0] += 1.0\n",
     "BYPASS read of 'x' at 3:5 conflicts with the write to 'x' at 3:5", 3, 5,
     "write x[0, 0] = load(x[0, 0], cache=CachePolicy.DEFAULT) + ... instead of +="),
    ("bypass-augassign-shift",
     "kernel k(x: Tensor[[4], u32]):\n    set_cache_policy(x, CachePolicy.BYPASS)\n"
     "    x[1] <<= 2\n",
     "BYPASS read of 'x'", 3, 5,
     "write x[1] = load(x[1], cache=CachePolicy.DEFAULT) << ... instead of <<="),
    ("bypass-read", "kernel k(x: Tensor[[4], f32]):\n    x[0] = 1.0\n"
     "    v = load(x[1], cache=CachePolicy.BYPASS)\n",
     "BYPASS read of 'x' at 3:9 conflicts with the write to 'x' at 2:5", 3, 9,
     "read 'x' with cache=CachePolicy.DEFAULT"),
    # ------------------------------------------------------------ names that are never locals
    ("assign-cache-policy", H + "    CachePolicy = 1\n",
     "cannot assign to 'CachePolicy': it is a builtin name", 2, 5, None),
    ("assign-helper", "func f():\n    pass\n" + H + "    f = 1\n",
     "cannot assign to 'f': it names a helper", 4, 5, None),
    ("loop-var-helper", "func f():\n    pass\n" + H + "    for f in range(3):\n        pass\n",
     "cannot assign to 'f': it names a helper", 4, 9, None),
    ("helper-param-tensor", "func f(Tensor: i32):\n    pass\n",
     "parameter name 'Tensor' is a builtin", 1, 8, None),
]


@pytest.mark.parametrize(
    "source, message, line, col, hint", [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_diagnostic(
    source: str, message: str, line: int, col: int | None, hint: str | None
) -> None:
    err = compile_error(source)
    assert message in err.message
    assert err.line == line
    if col is not None:
        assert err.col == col
    if hint is not None:
        assert err.hint is not None and hint in err.hint
    text = str(err)  # never fails, however large the literal
    assert f"t.ik:{err.line}:{err.col}: error: " in text
    caret = [ln for ln in text.splitlines() if ln.strip() and set(ln.strip()) == {"^"}]
    assert caret, text
    assert caret[0].index("^") == 4 + err.col - 1


# ---------------------------------------------------------------- accepted at the limits


def test_largest_dims_and_literals_are_accepted() -> None:
    check("const D = 0x7FFF_FFFF_FFFF_FFFF\n"
          "kernel k(x: Tensor[[0, 0x7FFF_FFFF_FFFF_FFFF, D], f32]):\n    pass\n")
    check(H + "    v: u64 = 0xFFFF_FFFF_FFFF_FFFF\n    w: f64 = 1.7e308\n"
          "    q = 0x" + "F" * 32 + " - 0x" + "F" * 32 + "\n")


def test_helper_limits_are_inclusive() -> None:
    check(helper_chain(64))
    check(helper_chain(13, calls=2))  # 8191 inlined calls


def test_helper_expansion_is_checked_quickly() -> None:
    start = time.perf_counter()
    err = compile_error(helper_chain(200, calls=3).replace("h199(y[0])", "h63(y[0])"))
    assert "expands to" in err.message and "(limit 10000)" in err.message
    assert time.perf_counter() - start < 10


def test_helper_chain_compiles_at_the_depth_limit() -> None:
    import incore

    incore.compile(helper_chain(64), "t.ik")


def test_unused_deep_helpers_are_not_limited() -> None:
    src = helper_chain(100).replace("h99(y[0])", "h3(y[0])")
    check(src)


def test_recursion_is_still_reported_with_its_cycle() -> None:
    src = "func f() -> i32:\n    return g()\nfunc g() -> i32:\n    return f()\n"
    err = compile_error(src)
    assert err.message == "recursive call: f -> g -> f"
    assert (err.line, err.col) == (4, 12)  # the call that closes the cycle


def test_blocks_and_expressions_at_their_limits() -> None:
    depth = S.MAX_EXPR_DEPTH - 1
    inner = "abs(" * depth + "a" + ")" * depth
    check(nested_blocks(S.MAX_BLOCK_DEPTH).replace("pass\n", f"v = {inner}\n"))
    check(elif_chain(S.MAX_BLOCK_DEPTH))
    check(H + "    v = " + " + ".join(["a"] * S.MAX_EXPR_DEPTH) + "\n")


def test_eight_log_arguments_are_accepted() -> None:
    assert abi.MAX_LOG_ARGS == 8
    args = ", ".join(["n"] * 8)
    program = check(H + f'    log.info_v1("{"{} " * 8}", {args})\n'
                    f'    assert n > 0, "{"{} " * 8}", {args}\n')
    assert [len(s.arg_types) for s in program.kernels["k"].sites] == [8, 8]


# ---------------------------------------------------------------- line splitting


@pytest.mark.parametrize("sep", ["\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"])
def test_source_lines_split_at_newline_only(sep: str) -> None:
    err = compile_error(H + f"    v = 1  # one {sep} line\n    w = q\n")
    assert (err.line, err.col) == (3, 9)
    assert err.source_line == "    w = q"


def test_default_assert_message_uses_the_right_line() -> None:
    program = check(H + "    # a \u2028 b \x0c c\n    assert n > 0\n", "t.ik")
    (site,) = program.kernels["k"].sites
    assert site.fmt == "assertion failed: n > 0"
    assert site.line == 3


def test_crlf_source_lines_have_no_carriage_return() -> None:
    err = compile_error(H.replace("\n", "\r\n") + "    w = q\r\n")
    assert err.source_line == "    w = q"


# ---------------------------------------------------------------- host formatting


def test_format_site_never_raises() -> None:
    site = {"fmt": "{:c}", "arg_types": ["i64"], "file": "k.ik", "line": 3}
    text = format_site(site, [0x110000])
    assert text.startswith("[k.ik:3] {:c} [1114112] (unformattable:")
    assert format_site({"fmt": "{}", "arg_types": ["i64"], "file": "k.ik", "line": 3}, [7]) == (
        "[k.ik:3] 7"
    )
    assert "unformattable" in format_site({"fmt": "{:d}", "arg_types": ["f64"]}, [0])


def test_nothing_but_compile_error_escapes() -> None:
    for src in (H + f"    y[0] = {HUGE}\n", nested_blocks(300), helper_chain(300)):
        with pytest.raises(CompileError):
            check(src, "t.ik")


def test_token_limit_is_a_located_compile_error(monkeypatch):
    from incore.frontend import syntax

    monkeypatch.setattr(syntax, "MAX_TOKENS", 40)
    body = "".join(f"    v = {i}\n" for i in range(20))  # 4 tokens a line after the header
    with pytest.raises(CompileError) as info:
        check("kernel k(x: Tensor[[4], f32]):\n" + body, "many.ik")
    err = info.value
    assert "more than 40 tokens" in err.message
    assert err.filename == "many.ik" and 2 < err.line < 21
    assert "loop" in err.hint


def test_token_limit_admits_a_source_just_under_it(monkeypatch):
    from incore.frontend import syntax
    from incore.frontend.larkparse import lark_parser

    src = "kernel k(x: Tensor[[4], f32]):\n" + "".join(f"    v = {i}\n" for i in range(20))
    tokens = len(list(lark_parser().lex(src)))  # the post-lexer adds INDENT/DEDENT tokens
    monkeypatch.setattr(syntax, "MAX_TOKENS", tokens + 2)
    check(src, "many.ik")
