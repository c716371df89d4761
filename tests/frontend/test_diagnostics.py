"""Every diagnostic: its message, its position, and the caret line in ``str(err)``."""

from __future__ import annotations

import pytest

from incore.errors import CompileError
from incore.frontend import check, parse
from tests.frontend.frontend_util import compile_error

H = "kernel k(x: Tensor[[N, 4], f32], y: Tensor[[N], i32], a: f32, n: i32):\n"

# (id, source, message fragment, line, col, hint fragment or None)
CASES = [
    # ------------------------------------------------------------ syntax
    ("unexpected-token", "kernel k(:\n    pass\n", "unexpected ':'; expected one of: ')', a name",
     1, 10, None),
    ("unexpected-eof", "kernel k():\n    v = (1 +", "unexpected end of file", 2, 13, None),
    ("expected-expression", H + "    v = 1 +\n", "expected one of: an expression", 2, 12, None),
    ("unexpected-char", H + "    v = 1 $ 2\n", "unexpected character '$'", 2, 11, None),
    ("bang", H + "    v = !a\n", "unexpected character '!'", 2, 9, "use `not`"),
    ("unterminated-string", H + '    log.debug("abc)\n', "unterminated string literal", 2, 15,
     None),
    ("expected-indent", "kernel k():\nv = 1\n", "expected an indented block", 2, 1, None),
    ("unexpected-indent", H + "    v = 1\n        w = 2\n", "unexpected indent", 3, 9, None),
    ("bad-dedent", H + "    if a > 0.0:\n        v = 1\n      w = 2\n",
     "unindent does not match any outer indentation level", 4, 7, None),
    ("mixed-tabs", H + "    if a > 0.0:\n    \tv = 1\n", "indentation mixes tabs and spaces", 3, 1,
     None),
    ("inconsistent-tabs", H + "    if a > 0.0:\n\t\tv = 1\n",
     "inconsistent use of tabs and spaces in indentation", 3, 1, None),
    ("leading-zero", H + "    v = 007\n", "leading zeros in decimal integer literals", 2, 9, None),
    ("eq-in-condition", H + "    if n = 1:\n        pass\n", "unexpected '='", 2, 10, "use `==`"),
    # ------------------------------------------------------------ unsupported constructs
    ("def", "def f(x):\n    return x\n", "unsupported construct: `def`", 1, 1,
     "kernels are declared with `kernel`, helpers with `func`"),
    ("class", "class A:\n    pass\n", "unsupported construct: `class`", 1, 1, None),
    ("import", "import numpy as np\n", "unsupported construct: `import`", 1, 1, None),
    ("from-import", "from math import sqrt\n", "unsupported construct: `from ... import`", 1, 1,
     None),
    ("with", H + "    with a:\n        pass\n", "unsupported construct: `with`", 2, 5, None),
    ("try", H + "    try:\n        pass\n", "unsupported construct: `try`", 2, 5, None),
    ("global", H + "    global q\n", "unsupported construct: `global`", 2, 5, None),
    ("raise", H + "    raise a\n", "unsupported construct: `raise`", 2, 5, None),
    ("lambda", H + "    v = lambda: 3\n", "unsupported construct: lambda", 2, 9, "`func`"),
    ("power", H + "    v = a ** 2\n", "unsupported construct: the power operator '**'", 2, 9,
     None),
    ("walrus", H + "    v = (q := 3)\n", "unsupported construct: assignment expressions", 2, 10,
     None),
    ("slice", H + "    v = y[1:3]\n", "unsupported construct: slices", 2, 11, None),
    ("list", H + "    v = [1, 2]\n", "unsupported construct: list literals", 2, 9, None),
    ("dict", H + "    v = {1: 2}\n", "unsupported construct: dict and set literals", 2, 9, None),
    ("tuple", H + "    v = (1, 2)\n", "unsupported construct: tuples", 2, 9, None),
    ("string-value", H + "    v = 'abc'\n", "unsupported construct: strings are only allowed", 2,
     9, None),
    ("kwargs", H + "    v = min(a, b=a)\n",
     "unsupported construct: keyword arguments (only cache= of load(...))", 2, 16, None),
    ("starargs", H + "    v = min(*a)\n", "unsupported construct: starred arguments", 2, 13,
     None),
    ("is", H + "    v = n is n\n", "unsupported construct: the 'is' operator", 2, 9, None),
    ("chained-assign", H + "    v = w = 1\n", "unsupported construct: chained assignment", 2, 5,
     None),
    ("method-call", H + "    v = a.item()\n", "unsupported construct: method call", 2, 9, None),
    ("top-level-stmt", "v = 1\n",
     "only const, func and kernel declarations may appear at top level", 1, 1, None),
    # ------------------------------------------------------------ literals and types
    ("mismatch-float", H + "    v = n + a\n", "mismatched types in '+': i32 and f32", 2, 13,
     "cast with f32(...)"),
    ("mismatch-int", H + "    w = i64(1)\n    v = n + w\n", "mismatched types in '+': i32 and i64",
     3, 13, "cast with i64(...)"),
    ("int-division", H + "    v = n / 2\n", "operator '/' is not defined for i32", 2, 9,
     "use // for integer division, or cast with f32(...)"),
    ("float-to-int-literal", H + "    v: i32 = 1.5\n", "float literal 1.5 cannot be used as i32",
     2, 14, "cast with i32(...)"),
    ("float-literal-index", H + "    y[1.0] = 1\n", "tensor indices must be integers", 2, 7,
     "cast with i64(...)"),
    ("literal-range", H + "    v: u8 = 256\n", "integer literal 256 is out of range for u8", 2, 13,
     None),
    ("literal-range-default", H + "    v = 0xFFFF_FFFF_FFFF_FFFF\n",
     "integer literal 0xFFFF_FFFF_FFFF_FFFF is out of range for i64", 2, 9, "v: u64"),
    ("float-range", H + "    v = 1e39\n", "out of range for f32", 2, 9, None),
    ("assign-mismatch", H + "    v = 1\n    v = a\n", "type mismatch: expected i64, got f32", 3, 9,
     "cast with i64(...)"),
    ("bitwise-float", H + "    v = a & a\n", "operator '&' is not defined for f32", 2, 9, None),
    ("not-float", H + "    v = ~a\n", "operator '~' is not defined for f32", 2, 9, None),
    ("chained-compare", H + "    v = 1 < n < 3\n", "chained comparisons are not supported", 2, 9,
     None),
    ("and-int", H + "    v = n and True\n", "'and' needs bool operands, got i32", 2, 9,
     "compare with 0"),
    ("not-int", H + "    v = not n\n", "'not' needs a bool operand, got i32", 2, 13,
     "compare with 0"),
    ("condition-int", H + "    if n:\n        pass\n", "a condition must be bool, got i32", 2, 8,
     None),
    ("ifexp-arms", H + "    v = a if n > 0 else n\n", "mismatched types in the arms of 'if/else'",
     2, 25, None),
    ("bool-order", H + "    v = True < False\n", "operator '<' is not defined for bool", 2, 9,
     None),
    ("const-div-zero", H + "    v = 1 // 0\n", "division by zero in a constant expression", 2, 9,
     None),
    # ------------------------------------------------------------ intrinsics and casts
    ("sqrt-int", H + "    v = sqrt(n)\n", "sqrt() needs a float argument, got i32", 2, 14,
     "cast with f32(...)"),
    ("min-arity", H + "    v = min(a)\n", "min() takes at least 2 arguments, got 1", 2, 9, None),
    ("min-types", H + "    v = min(a, n)\n", "mismatched types in min(): f32 and i32", 2, 16, None),
    ("ceil-div-float", H + "    v = ceil_div(a, a)\n", "ceil_div() needs integer arguments", 2, 9,
     None),
    ("select-cond", H + "    v = select(n, 1, 2)\n", "a condition must be bool, got i32", 2, 16,
     None),
    ("cast-arity", H + "    v = f32(a, a)\n", "f32(...) takes exactly 1 argument, got 2", 2, 9,
     None),
    ("unknown-function", H + "    v = sqr(a)\n", "unknown function 'sqr'", 2, 9,
     "did you mean 'sqrt'?"),
    ("l2-offset-a5", H + "    v = get_l2_cache_offset()\n",
     "get_l2_cache_offset() is not available on a5: A5 carries the cache policy in the load "
     "instruction, so there is no offset to read", 2, 9, None),
    ("range-outside-for", H + "    v = range(3)\n", "range(...) is only valid as the iterable",
     2, 9, None),
    # ------------------------------------------------------------ names
    ("unknown-name", H + "    v = blok_idx\n", "unknown name 'blok_idx'", 2, 9,
     "did you mean 'block_idx'?"),
    ("used-before-assignment", H + "    v = w\n    w = 1\n", "name 'w' is used before assignment",
     2, 9, None),
    ("aug-before-assignment", H + "    w += 1\n    w = 1\n", "name 'w' is used before assignment",
     2, 5, None),
    ("assign-symbol", H + "    N = 3\n",
     "cannot assign to shape symbol 'N' (bound by the shape of 'x')", 2, 5, None),
    ("assign-scalar-param", H + "    a = 2.0\n", "cannot assign to scalar parameter 'a'", 2, 5,
     None),
    ("assign-tensor", H + "    x = 1\n", "cannot assign to tensor parameter 'x'", 2, 5, None),
    ("assign-const", "const C = 1\n" + H + "    C = 2\n", "cannot assign to const 'C'", 3, 5,
     None),
    ("assign-builtin", H + "    block_idx = 1\n", "cannot assign to builtin 'block_idx'", 2, 5,
     None),
    ("assign-intrinsic", H + "    min = 1\n", "cannot assign to 'min': it is a builtin name", 2,
     5, None),
    ("tensor-as-value", H + "    v = x\n", "tensor 'x' cannot be used as a value", 2, 9, None),
    ("annotation-redeclare", H + "    v = 1\n    v: f32 = 2.0\n", "'v' is already declared as i64",
     3, 8, None),
    ("unknown-type", H + "    v: f31 = 1\n", "unknown type 'f31'", 2, 8, "did you mean 'f32'?"),
    ("bare-declaration", H + "    v: f32\n", "a declaration needs a value", 2, 5, None),
    # ------------------------------------------------------------ parameters
    ("duplicate-param", "kernel k(a: f32, a: i32):\n    pass\n", "duplicate parameter 'a'", 1,
     18, None),
    ("untyped-param", "kernel k(a):\n    pass\n", "parameter 'a' needs a type", 1, 10, None),
    ("tensor-head", "kernel k(x: Tensr[[N], f32]):\n    pass\n", "unknown type 'Tensr'", 1, 13,
     "did you mean 'Tensor'?"),
    ("tensor-dtype", "kernel k(x: Tensor[[N], f23]):\n    pass\n", "unknown type 'f23'", 1, 25,
     None),
    ("too-many-tensors",
     "kernel k(" + ", ".join(f"t{i}: Tensor[[N], f32]" for i in range(33)) + "):\n    pass\n",
     "a kernel takes at most 32 tensor parameters", 1, None, None),
    ("too-many-scalars",
     "kernel k(" + ", ".join(f"s{i}: f32" for i in range(17)) + "):\n    pass\n",
     "a kernel takes at most 16 scalar parameters", 1, None, None),
    ("symbol-is-param", "kernel k(x: Tensor[[n], f32], n: i64):\n    pass\n",
     "'n' is both a shape symbol and a parameter name", 1, 21, None),
    ("kernel-return-type", "kernel k() -> f32:\n    pass\n", "kernels return nothing", 1, 15,
     None),
    # ------------------------------------------------------------ tensors and policies
    ("index-count", H + "    v = x[1]\n", "tensor 'x' has 2 dimension(s), got 1 index", 2, 9,
     None),
    ("index-type", H + "    v = y[a]\n", "tensor indices must be integers, got f32", 2, 11,
     None),
    ("index-negative", H + "    v = y[-1]\n", "negative indices are not supported", 2, 11, None),
    ("index-range", H + "    v = x[0, 4]\n",
     "index 4 is out of range for dimension 1 of 'x' (size 4)", 2, 14, None),
    ("not-a-tensor", H + "    v = a[0]\n", "'a' is not a tensor and cannot be indexed", 2, 9,
     None),
    ("shape-range", H + "    v = x.shape[2]\n", "shape index 2 is out of range", 2, 17, None),
    ("shape-unindexed", H + "    v = x.shape\n", "x.shape must be indexed with a constant", 2, 9,
     None),
    ("shape-variable", H + "    i = 0\n    v = x.shape[i]\n",
     "x.shape must be indexed with an integer constant", 3, 17, None),
    ("tensor-attribute", H + "    v = x.shap[0]\n", "tensor 'x' has no attribute 'shap'", 2, 9,
     "did you mean 'shape'?"),
    ("load-arg", H + "    v = load(a)\n", "load(...) takes exactly one element of a tensor", 2, 14,
     None),
    ("load-kwarg", H + "    v = load(y[0], cach=CachePolicy.BYPASS)\n",
     "load() has no keyword argument 'cach'", 2, 20, "did you mean 'cache'?"),
    ("bad-policy", H + "    v = load(y[0], cache=CachePolicy.BYPAS)\n",
     "unknown cache policy 'CachePolicy.BYPAS'", 2, 26, "did you mean 'CachePolicy.BYPASS'?"),
    ("policy-not-policy", H + "    v = load(y[0], cache=1)\n", "expected a cache policy", 2, 26,
     None),
    ("policy-as-value", H + "    v = CachePolicy.BYPASS\n",
     "CachePolicy values are only valid as cache= of load(...)", 2, 9, None),
    ("scope-policy-nested",
     H + "    if n > 0:\n        set_cache_policy(x, CachePolicy.BYPASS)\n",
     "set_cache_policy must be a top-level statement of the kernel body", 3, 9, None),
    ("scope-policy-in-func", "func f():\n    set_cache_policy(x, CachePolicy.BYPASS)\n",
     "set_cache_policy must be a top-level statement of the kernel body", 2, 5, None),
    ("scope-policy-twice",
     H + "    set_cache_policy(x, CachePolicy.BYPASS)\n"
     "    set_cache_policy(x, CachePolicy.DEFAULT)\n",
     "set_cache_policy is applied to 'x' twice (first at 2:5)", 3, 5, None),
    ("scope-policy-target", H + "    set_cache_policy(a, CachePolicy.BYPASS)\n",
     "the first argument of set_cache_policy must be a tensor parameter", 2, 22, None),
    ("store-policy", H + "    load(y[0]) = 1\n",
     "cache policies apply to reads only; stores have no policy", 2, 5, None),
    ("store-policy-aug", H + "    load(y[0], cache=CachePolicy.DEFAULT) += 1\n",
     "cache policies apply to reads only; stores have no policy", 2, 5, None),
    ("store-type", H + "    y[0] = a\n", "type mismatch: expected i32, got f32", 2, 12, None),
    ("bypass-written", H + "    y[0] = 1\n    v = load(y[1], cache=CachePolicy.BYPASS)\n",
     "BYPASS read of 'y' at 3:9 conflicts with the write to 'y' at 2:5", 3, 9, None),
    ("bypass-scope-written", H + "    set_cache_policy(y, CachePolicy.BYPASS)\n    y[0] += 1\n",
     "BYPASS read of 'y' at 3:5 conflicts with the write to 'y' at 3:5", 3, 5, None),
    # ------------------------------------------------------------ control flow
    ("break-outside", H + "    break\n", "'break' outside a loop", 2, 5, None),
    ("continue-outside", H + "    if n > 0:\n        continue\n", "'continue' outside a loop", 3,
     9, None),
    ("kernel-return-value", H + "    return 1\n", "a kernel cannot return a value", 2, 12, None),
    ("range-step-zero", H + "    for i in range(0, 10, 0):\n        pass\n",
     "range() step must not be zero", 2, 27, None),
    ("range-float", H + "    for i in range(a):\n        pass\n", "range() bounds must be integers",
     2, 20, None),
    ("range-mixed", H + "    for i in range(n, N):\n        pass\n",
     "range() bounds must have one type, got i32 and i64", 2, 23, None),
    ("for-not-range", H + "    for i in n:\n        pass\n",
     "for loops iterate over range(...) only", 2, 14, None),
    ("no-effect", H + "    n + 1\n", "this expression has no effect", 2, 5, None),
    # ------------------------------------------------------------ helpers
    ("helper-missing-return", "func f(a: f32) -> f32:\n    if a > 0.0:\n        return a\n",
     "helper 'f' must return a f32 on every path", 1, 6, None),
    ("helper-no-ret-value", "func f(a: f32):\n    return a\n", "helper 'f' has no return type",
     2, 12, None),
    ("helper-return-nothing", "func f(a: f32) -> f32:\n    return\n",
     "helper 'f' must return a f32", 2, 5, None),
    ("helper-tensor-param", "func f(x: Tensor[[N], f32]):\n    pass\n",
     "helper parameters are scalars only; tensors cannot be passed to helpers", 1, 11, None),
    ("helper-arity", "func f(a: f32) -> f32:\n    return a\n\n" + H + "    v = f(a, a)\n",
     "helper 'f' takes 1 argument(s), got 2", 5, 9, None),
    ("helper-arg-type", "func f(q: f32) -> f32:\n    return q\n\n" + H + "    v = f(n)\n",
     "type mismatch: expected f32, got i32", 5, 11, None),
    ("helper-void-in-expr", "func f(q: f32):\n    pass\n\n" + H + "    v = f(a)\n",
     "helper 'f' returns nothing; it can only be called as a statement", 5, 9, None),
    ("recursion", "func f(q: i64) -> i64:\n    return f(q)\n",
     "recursive call: f -> f", 2, 12, None),
    ("mutual-recursion",
     "func f(q: i64) -> i64:\n    return g(q)\n\nfunc g(q: i64) -> i64:\n    return f(q)\n",
     "recursive call: f -> g -> f", 5, 12, None),
    ("call-kernel", "kernel j():\n    pass\n\n" + H + "    j()\n", "kernel 'j' cannot be called",
     5, 5, None),
    ("helper-tensor-access", "func f() -> f32:\n    return x[0]\n", "unknown name 'x'", 2, 12,
     "helpers cannot access tensors"),
    ("log-in-helper", 'func f():\n    log.debug("x")\n',
     "log statements are only allowed in kernel bodies", 2, 5, None),
    # ------------------------------------------------------------ decorators, consts, names
    ("unknown-decorator", "@aiu\nkernel k():\n    pass\n", "unknown decorator '@aiu'", 1, 1,
     "did you mean '@aiv'?"),
    ("two-decorators", "@aiv\n@aic\nkernel k():\n    pass\n",
     "at most one of @aiv/@aic/@mix may mark a kernel", 2, 1, None),
    ("decorated-func", "@aiv\nfunc f():\n    pass\n", "decorators apply to kernels only", 1, 1,
     None),
    ("decorated-const", "@aiv\nconst C = 1\n", "decorators apply to kernels only", 1, 1, None),
    ("const-not-literal", "const C = 1 + 2\n", "a const value must be a literal", 1, 11, None),
    ("duplicate-top-level", "const C = 1\nkernel C():\n    pass\n",
     "duplicate definition of 'C' (first defined at 1:7)", 2, 8, None),
    ("builtin-redefined", "func min(a: i64) -> i64:\n    return a\n",
     "'min' is a builtin name and cannot be redefined", 1, 6, None),
    # ------------------------------------------------------------ logs and asserts
    ("unknown-log-level", H + '    log.warning("x")\n', "unknown log level 'log.warning'", 2, 5,
     "did you mean 'log.warn'?"),
    ("log-count", H + '    log.info_v1("{} {}", n)\n',
     "the format has 2 placeholder(s) but 1 argument(s) follow", 2, 17, None),
    ("log-positional", H + '    log.info_v1("{0}", n)\n',
     "positional indices and names are not supported", 2, 17, None),
    ("log-named", H + '    log.info_v1("{n}", n)\n',
     "positional indices and names are not supported", 2, 17, None),
    ("log-spec", H + '    log.error("{:x}", a)\n',
     "format spec ':x' is not valid for a f32 argument", 2, 15, None),
    ("log-bad-format", H + '    log.error("{", a)\n', "invalid format string", 2, 15, None),
    ("log-no-format", H + "    log.error(a)\n", "log.error needs a format string literal first", 2,
     15, None),
    ("log-tensor-arg", H + '    log.error("{}", x)\n', "tensor 'x' cannot be used as a value", 2,
     21, None),
    ("log-as-value", H + '    v = log.error("x")\n', "is a statement and has no value", 2, 9, None),
    ("assert-message", H + "    assert n > 0, n\n", "the assert message must be a string literal",
     2, 19, None),
    ("assert-cond", H + "    assert n\n", "a condition must be bool, got i32", 2, 12, None),
    ("assert-count", H + '    assert n > 0, "{} {}", n\n',
     "the format has 2 placeholder(s) but 1 argument(s) follow", 2, 19, None),
    # ------------------------------------------------------------ nesting
    ("deep-nesting", H + "    v = " + "abs(" * 300 + "1" + ")" * 300 + "\n",
     "expression nested too deeply", 2, None, None),
    ("deep-unary", H + "    v = " + "-" * 500 + "1\n", "expression nested too deeply", 2, None,
     None),
]


@pytest.mark.parametrize(
    "source, message, line, col, hint", [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_diagnostic(
    source: str, message: str, line: int, col: int | None, hint: str | None
) -> None:
    arch = "a5" if "not available on a5" in message else "a2a3"
    err = compile_error(source, arch=arch)
    assert message in err.message
    assert err.line == line
    if col is not None:
        assert err.col == col
    assert err.filename == "t.ik"
    if hint is not None:
        assert err.hint is not None and hint in err.hint
    text = str(err)
    assert f"t.ik:{err.line}:{err.col}: error: " in text
    lines = text.splitlines()
    caret = [ln for ln in lines if ln.strip() and set(ln.strip()) == {"^"}]
    assert caret, text
    assert caret[0].index("^") == 4 + err.col - 1


def test_parse_raises_compile_error_only() -> None:
    with pytest.raises(CompileError):
        parse("kernel k(:\n")


def test_unknown_arch_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        check("kernel k():\n    pass\n", arch="a9")


def test_a2a3_accepts_l2_offset() -> None:
    check(H + "    v = get_l2_cache_offset()\n")
