"""The parser accepts every construct of the language and builds the right syntax tree."""

from __future__ import annotations

import pytest

from incore.frontend import parse
from incore.frontend import syntax as S
from tests.support.frontend_util import SAXPY


def body(src: str) -> list[S.Stmt]:
    module = parse("kernel k():\n" + "".join("    " + ln + "\n" for ln in src.splitlines()))
    return module.items[0].body


def expr(src: str) -> S.Expr:
    stmt = body(f"v = {src}")[0]
    assert isinstance(stmt, S.Assign)
    return stmt.value


def show(e: S.Expr) -> str:
    """A fully parenthesised rendering, to compare precedence."""
    if isinstance(e, S.Name):
        return e.id
    if isinstance(e, S.Num):
        return e.text
    if isinstance(e, S.BoolLit):
        return str(e.value)
    if isinstance(e, S.UnaryOp):
        return f"({e.op} {show(e.operand)})"
    if isinstance(e, S.BinOp):
        return f"({show(e.left)} {e.op} {show(e.right)})"
    if isinstance(e, S.Compare):
        parts = [show(e.operands[0])]
        for op, operand in zip(e.ops, e.operands[1:], strict=True):
            parts += [op, show(operand)]
        return "(" + " ".join(parts) + ")"
    if isinstance(e, S.IfExp):
        return f"({show(e.then)} if {show(e.cond)} else {show(e.orelse)})"
    if isinstance(e, S.Call):
        return f"{show(e.func)}({', '.join(show(a) for a in e.args)})"
    if isinstance(e, S.Subscript):
        return f"{show(e.value)}[{', '.join(show(a) for a in e.indices)}]"
    if isinstance(e, S.Attribute):
        return f"{show(e.value)}.{e.attr}"
    raise AssertionError(e)


def test_saxpy_parses() -> None:
    module = parse(SAXPY, "saxpy.ik")
    const, kernel = module.items
    assert isinstance(const, S.ConstDef) and const.name == "CHUNK"
    assert isinstance(kernel, S.KernelDef) and kernel.name == "saxpy"
    assert [d.name for d in kernel.decorators] == ["aiv"]
    assert [p.name for p in kernel.params] == ["x", "y", "alpha"]
    x = kernel.params[0].annotation
    assert isinstance(x, S.TensorTypeAnn) and x.dtype.name == "f32"
    assert [d.id for d in x.dims] == ["N"]
    assert len(kernel.body) == 5


def test_top_level_forms() -> None:
    src = """
const A = -3
const B = 1.5e-3
const C = True

func helper(a: f32, b: i64) -> f32:
    return a

@mix
kernel k(x: Tensor[[N, 4], f32], s: u8):
    pass
"""
    items = parse(src).items
    assert [type(i).__name__ for i in items] == [
        "ConstDef", "ConstDef", "ConstDef", "FuncDef", "KernelDef",
    ]
    helper = items[3]
    assert isinstance(helper.ret, S.ScalarTypeAnn) and helper.ret.name == "f32"
    dims = items[4].params[0].annotation.dims
    assert isinstance(dims[0], S.Name) and isinstance(dims[1], S.Num) and dims[1].value == 4


@pytest.mark.parametrize(
    "line, cls",
    [
        ("v = 1", S.Assign),
        ("v: f32 = 1.0", S.Assign),
        ("v += 1", S.AugAssign),
        ("t[i, j] = e", S.Assign),
        ("t[i] -= 2", S.AugAssign),
        ("break", S.Break),
        ("continue", S.Continue),
        ("return", S.Return),
        ("return 3", S.Return),
        ("pass", S.Pass),
        ('assert x > 0, "x {}", x', S.AssertStmt),
        ("assert x", S.AssertStmt),
        ("set_cache_policy(x, CachePolicy.BYPASS)", S.ExprStmt),
        ('log.info_v3("a {} b", a)', S.ExprStmt),
        ("helper(1, 2)", S.ExprStmt),
    ],
)
def test_simple_statements(line: str, cls: type) -> None:
    (stmt,) = body(line)
    assert isinstance(stmt, cls)


@pytest.mark.parametrize("op", ["+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>"])
def test_every_augmented_operator(op: str) -> None:
    (stmt,) = body(f"v {op}= 2")
    assert isinstance(stmt, S.AugAssign) and stmt.op == op


def test_compound_statements() -> None:
    src = """if a:
    x = 1
elif b:
    x = 2
else:
    x = 3
for i in range(10):
    continue
for i in range(1, 10, 2):
    pass
while x < 3:
    x += 1
if a: pass
"""
    stmts = body(src)
    first = stmts[0]
    assert isinstance(first, S.If)
    assert isinstance(first.orelse[0], S.If) and len(first.orelse[0].orelse) == 1
    assert isinstance(stmts[1], S.For) and isinstance(stmts[2], S.For)
    assert isinstance(stmts[3], S.While)
    assert isinstance(stmts[4], S.If)


@pytest.mark.parametrize(
    "src, shown",
    [
        ("a + b * c", "(a + (b * c))"),
        ("a - b - c", "((a - b) - c)"),
        ("a * b // c % d", "(((a * b) // c) % d)"),
        ("-a * b", "((- a) * b)"),
        ("~a + b", "((~ a) + b)"),
        ("a << 1 + b", "(a << (1 + b))"),
        ("a & b | c ^ d", "((a & b) | (c ^ d))"),
        ("a | b == c", "((a | b) == c)"),
        ("not a == b", "(not (a == b))"),
        ("a and b or c", "((a and b) or c)"),
        ("a or b and not c", "(a or (b and (not c)))"),
        ("x if a or b else y", "(x if (a or b) else y)"),
        ("a < b < c", "(a < b < c)"),
        ("f(a, b)[1].shape", "f(a, b)[1].shape"),
        ("x.shape[0] + 1", "(x.shape[0] + 1)"),
        ("(a + b) * c", "((a + b) * c)"),
        ("- - a", "(- (- a))"),
    ],
)
def test_precedence(src: str, shown: str) -> None:
    assert show(expr(src)) == shown


@pytest.mark.parametrize(
    "src, value",
    [
        ("17", 17),
        ("0x1F", 31),
        ("0b101", 5),
        ("0o17", 15),
        ("1_000_000", 1000000),
        ("1.0", 1.0),
        ("1e-3", 1e-3),
        (".5", 0.5),
        ("2.", 2.0),
        ("1_0.2_5", 10.25),
    ],
)
def test_number_literals(src: str, value: float) -> None:
    e = expr(src)
    assert isinstance(e, S.Num) and e.value == value and type(e.value) is type(value)


def test_strings_and_bools() -> None:
    (stmt,) = body("log.debug('a' \"b\\n\", True, False)")
    call = stmt.value
    assert isinstance(call.args[0], S.Str) and call.args[0].value == "ab\n"
    assert [a.value for a in call.args[1:]] == [True, False]


def test_parentheses_suppress_newlines_and_comments() -> None:
    src = """# leading comment
kernel k(x: Tensor[[N], f32],   # trailing comment
         a: f32):
    v = (a +
         a)   # more
    # a comment line inside the body

    log.info_v0("{}",
                v)
"""
    kernel = parse(src).items[0]
    assert len(kernel.params) == 2 and len(kernel.body) == 2


def test_keyword_argument_and_attributes() -> None:
    e = expr("load(x[i], cache=CachePolicy.BYPASS)")
    assert isinstance(e, S.Call) and e.kwargs[0].name == "cache"
    policy = e.kwargs[0].value
    assert isinstance(policy, S.Attribute) and policy.attr == "BYPASS"


def test_spans_are_one_based_with_exclusive_end() -> None:
    e = expr("abc + 1")
    assert (e.line, e.col, e.end_col) == (2, 9, 16)
    assert (e.left.col, e.left.end_col) == (9, 12)


def test_source_without_trailing_newline() -> None:
    module = parse("kernel k():\n    pass")
    assert module.items[0].name == "k"


@pytest.mark.parametrize(
    "src, what",
    [
        ("a ** 2", "power"),
        ("t[1:3]", "slices"),
        ("[1, 2]", "list"),
        ("{1: 2}", "dict"),
        ("(1, 2)", "tuples"),
        ("lambda: 1", "lambda"),
        ("(y := 3)", "assignment expressions"),
    ],
)
def test_out_of_language_constructs_parse_to_unsupported(src: str, what: str) -> None:
    e = expr(src)
    found = [e] + getattr(e, "indices", [])
    assert any(isinstance(n, S.Unsupported) and what in n.what for n in found)
