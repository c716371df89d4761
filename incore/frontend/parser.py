"""Parses DSL source text into the raw syntax tree of :mod:`incore.frontend.syntax`.

A source is parsed by the table-driven parser (``fastparse.py``: lark's tables and
algorithm, no lark import), and one it does not accept by lark itself (``larkparse.py``),
whose error becomes the ``CompileError``; the builder below turns the parse tree into syntax
nodes.  Every failure (lexing, parsing, indentation, excessive nesting) surfaces as a
``CompileError``.
"""

from __future__ import annotations

import ast as pyast
import math
import threading

from incore.errors import CompileError
from incore.frontend import fastparse, parsetables
from incore.frontend import syntax as S
from incore.frontend.diagnostics import SourceText, shorten, source_text
from incore.frontend.parsetree import ParseToken, Tree

# Integer literals whose value needs more bits are rejected (constant folding stays below
# 2**128 too, so every integer a diagnostic prints is short).
MAX_INT_BITS = 128

_GRAMMAR_LOCK = threading.Lock()
_GRAMMAR: list[fastparse.Grammar | None] = []  # the table-driven parser's, once loaded


def _grammar() -> fastparse.Grammar | None:
    """The tables of the table-driven parser (read, or built from lark, once per process);
    None without saved tables under ``sys.dont_write_bytecode`` (lark parses)."""
    if not _GRAMMAR:
        with _GRAMMAR_LOCK:
            if not _GRAMMAR:
                tables = parsetables.load(_lark_parser)
                _GRAMMAR.append(None if tables is None else fastparse.Grammar(tables))
    return _GRAMMAR[0]


def _lark_parser() -> object:
    from incore.frontend.larkparse import lark_parser

    return lark_parser()


def parse(source: str, filename: str = "<string>") -> S.ParsedModule:
    """Parses ``source`` into a syntax tree; raises CompileError (and nothing else) on failure.

    The table-driven parser (``fastparse.py``) builds the tree of every source it accepts;
    any other goes to lark (``larkparse.py``), whose error is the diagnostic."""
    source = source_text(source, filename)
    src = SourceText(source, filename)
    text = source if source.endswith("\n") else source + "\n"
    grammar = _grammar()
    tree = None
    if grammar is not None:
        try:
            tree = fastparse.parse(grammar, text, S.MAX_TOKENS)
        except fastparse.NoFastParse:
            pass
    if tree is None:
        from incore.frontend import larkparse

        tree = larkparse.parse_tree(text, src)
    # The builder counts expression and block nesting itself (S.MAX_EXPR_DEPTH,
    # S.MAX_BLOCK_DEPTH) and reports the construct that is too deep.
    return _Builder(src).module(tree)


# ------------------------------------------------------------------ builder


def _pos(item: Tree | ParseToken) -> dict[str, int]:
    if isinstance(item, ParseToken):
        return {
            "line": item.line or 0,
            "col": item.column or 0,
            "end_line": item.end_line or item.line or 0,
            "end_col": item.end_column or 0,
        }
    meta = item.meta
    if getattr(meta, "empty", True):
        return {"line": 0, "col": 0, "end_line": 0, "end_col": 0}
    return {
        "line": meta.line,
        "col": meta.column,
        "end_line": meta.end_line,
        "end_col": meta.end_column,
    }


_BINARY_RULES = {"expr": "|", "xor_expr": "^", "and_expr": "&"}
_CHAIN_RULES = {"shift_expr", "arith_expr", "term"}


class _Builder:
    """Turns lark's parse tree into syntax nodes (one method per grammar rule)."""

    def __init__(self, src: SourceText) -> None:
        self.src = src
        self.depth = 0  # expression nesting
        self.blocks = 0  # if/for/while (and elif) nesting

    def error(self, item: Tree | ParseToken, message: str, hint: str | None = None) -> CompileError:
        p = _pos(item)
        return self.src.error_at(S.Node(**p), message, hint)

    # ------------------------------------------------------------- top level

    def module(self, tree: Tree) -> S.ParsedModule:
        items: list = []
        for child in tree.children:
            if isinstance(child, ParseToken):
                continue
            items.append(self.item(child))
        return S.ParsedModule(items, line=1, col=1)

    def item(self, tree: Tree) -> S.KernelDef | S.FuncDef | S.ConstDef | S.TopLevelStmt:
        kind = tree.data
        if kind == "decorated":
            decorators = [self.decorator(c) for c in tree.children[:-1]]
            inner = self.item(tree.children[-1])
            inner.decorators = decorators
            return inner
        if kind in ("kernel_def", "func_def"):
            name = tree.children[0]
            params: list[S.Param] = []
            ret = None
            suite = tree.children[-1]
            for child in tree.children[1:-1]:
                if child.data == "params":
                    params = [self.param(p) for p in child.children]
                else:
                    ret = self.ptype(child)
            cls = S.KernelDef if kind == "kernel_def" else S.FuncDef
            p = _pos(tree)
            head = _pos(name)
            node = cls(str(name), params, ret, self.suite(suite), **p)
            # A definition's diagnostics point at its name.
            node.line, node.col, node.end_line, node.end_col = (
                head["line"], head["col"], head["end_line"], head["end_col"],
            )
            return node
        if kind == "const_def":
            name, value = tree.children
            node = S.ConstDef(str(name), self.expr(value), **_pos(name))
            return node
        if kind == "toplevel_stmt":
            stmt = self.stmt(tree.children[0])
            return S.TopLevelStmt(stmt, **_pos(tree))
        raise self.error(tree, f"unsupported construct: {kind}")

    def decorator(self, tree: Tree) -> S.Decorator:
        name = tree.children[0]
        p = _pos(tree)
        p["end_line"], p["end_col"] = name.end_line, name.end_column
        return S.Decorator(str(name), tree.data == "decorator_call", **p)

    def param(self, tree: Tree) -> S.Param:
        name, *rest = tree.children
        default = None
        if rest and isinstance(rest[-1], Tree) and rest[-1].data == "param_default":
            default = self.expr(rest.pop().children[0])
        ann = self.ptype(rest[0]) if rest else None
        return S.Param(str(name), ann, default, **_pos(name))

    def ptype(self, tree: Tree) -> S.ScalarTypeAnn | S.TensorTypeAnn | S.ConstTypeAnn:
        if tree.data == "const_type":
            return S.ConstTypeAnn(**_pos(tree))
        if tree.data == "scalar_type":
            return S.ScalarTypeAnn(str(tree.children[0]), **_pos(tree))
        head = tree.children[0]
        dims: list[S.Num | S.Name] = []
        dtype_tok = tree.children[-1]
        for child in tree.children[1:-1]:
            for d in child.children:
                tok = d.children[0]
                if d.data == "dim_int":
                    dims.append(self.number(tok, is_float=False))
                else:
                    dims.append(S.Name(str(tok), **_pos(tok)))
        dtype = S.ScalarTypeAnn(str(dtype_tok), **_pos(dtype_tok))
        return S.TensorTypeAnn(str(head), dims, dtype, **_pos(tree))

    # ------------------------------------------------------------- statements

    def suite(self, tree: Tree) -> list[S.Stmt]:
        return [self.stmt(c) for c in tree.children if isinstance(c, Tree)]

    def enter_block(self, item: Tree, what: str) -> None:
        """Counts one more level of block nesting at ``item``; too many is an error there."""
        self.blocks += 1
        if self.blocks > S.MAX_BLOCK_DEPTH:
            hint = f"at most {S.MAX_BLOCK_DEPTH} if/for/while blocks may nest"
            if what == "elif":
                hint += "; each elif nests inside the else of the if before it"
            raise self.error(item, "blocks nested too deeply", hint)

    def block_stmt(self, tree: Tree) -> S.Stmt:
        """An if/for/while statement: one level of block nesting around its suites."""
        kind = tree.data
        c = tree.children
        saved = self.blocks
        self.enter_block(tree, kind.removesuffix("_stmt"))
        try:
            if kind == "if_stmt":
                return self.if_chain(tree)
            if kind == "for_stmt":
                return S.For(self.expr(c[0]), self.expr(c[1]), self.suite(c[2]), **_pos(tree))
            return S.While(self.expr(c[0]), self.suite(c[1]), **_pos(tree))
        finally:
            self.blocks = saved

    def stmt(self, tree: Tree) -> S.Stmt:
        kind = tree.data
        p = _pos(tree)
        c = tree.children
        if kind == "pass_stmt":
            return S.Pass(**p)
        if kind == "break_stmt":
            return S.Break(**p)
        if kind == "continue_stmt":
            return S.Continue(**p)
        if kind == "return_stmt":
            return S.Return(self.expr(c[0]) if c else None, **p)
        if kind == "assert_stmt":
            if len(c) == 1 and isinstance(c[0], Tree) and c[0].data == "tuple_lit" and (
                c[0].children
            ):
                raise self.parenthesised_assert(c[0])
            return S.AssertStmt(self.expr(c[0]), [self.expr(x) for x in c[1:]], **p)
        if kind == "expr_stmt":
            return S.ExprStmt(self.expr(c[0]), **p)
        if kind == "assign_stmt":
            exprs = [self.expr(x) for x in c]
            return S.Assign(exprs[0], exprs[-1], None, exprs[1:-1], **p)
        if kind == "annassign_stmt":
            value = self.expr(c[2]) if len(c) > 2 else None
            return S.Assign(self.expr(c[0]), value, self.expr(c[1]), **p)
        if kind == "augassign_stmt":
            op_tok = c[1]
            return S.AugAssign(self.expr(c[0]), str(op_tok)[:-1], self.expr(c[2]), **p)
        if kind in ("if_stmt", "for_stmt", "while_stmt"):
            return self.block_stmt(tree)
        raise self.error(tree, f"unsupported construct: {kind}")

    def parenthesised_assert(self, tup: Tree) -> CompileError:
        """The error for ``assert(cond, "message")``: Python reads a tuple, always true."""
        inner = self.src.node_text(S.Node(**_pos(tup)), limit=60)
        if inner is not None and inner.startswith("(") and inner.endswith(")"):
            hint = f"write assert {inner[1:-1].strip()} without parentheses"
        else:
            hint = 'write assert cond, "message" without parentheses'
        return self.error(
            tup,
            "unsupported construct: assert of a parenthesised tuple (it would always be true)",
            hint,
        )

    def if_chain(self, tree: Tree) -> S.If:
        c = tree.children
        node = S.If(self.expr(c[0]), self.suite(c[1]), [], **_pos(tree))
        tail = node
        for clause in c[2:]:
            if clause.data == "elif_clause":
                # ``elif`` is ``else: if``: the checker and lowering see one more nested block
                self.enter_block(clause, "elif")
                nxt = S.If(
                    self.expr(clause.children[0]), self.suite(clause.children[1]), [],
                    **_pos(clause),
                )
                tail.orelse = [nxt]
                tail = nxt
            else:
                tail.orelse = self.suite(clause.children[0])
        return node

    # ------------------------------------------------------------ expressions

    def number(self, tok: ParseToken, is_float: bool) -> S.Num:
        text = str(tok)
        clean = text.replace("_", "")
        if is_float:
            value: int | float = float(clean)
            if math.isinf(value):
                raise self.error(
                    tok,
                    f"float literal is out of range: {shorten(text)}",
                    "the largest finite float (f64) is about 1.8e308",
                )
        else:
            lower = clean.lower()
            if lower.startswith(("0x", "0b", "0o")):
                # more than 128 significant digits need more than 128 bits in any of these
                # bases; shorter spellings convert in linear time (no int() digit limit)
                significant = clean[2:].lstrip("0")
                value = int(clean, 0) if len(significant) <= MAX_INT_BITS else 1 << MAX_INT_BITS
            else:
                if len(clean) > 1 and clean.startswith("0") and clean.strip("0"):
                    raise self.error(
                        tok,
                        "leading zeros in decimal integer literals are not permitted",
                        "use 0o for octal integers",
                    )
                digits = clean.lstrip("0") or "0"
                # 2**128 has 39 decimal digits; longer spellings are too large without
                # converting them (int() refuses more than 4300 digits)
                value = int(digits) if len(digits) <= 40 else 1 << MAX_INT_BITS
            if value.bit_length() > MAX_INT_BITS:
                raise self.error(
                    tok,
                    f"integer literal is too large: {shorten(text)}",
                    f"integer literals have at most {MAX_INT_BITS} bits",
                )
        return S.Num(value, text, **_pos(tok))

    def expr(self, item: Tree | ParseToken) -> S.Expr:
        self.depth += 1
        try:
            if self.depth > S.MAX_EXPR_DEPTH:
                raise self.error(item, "expression nested too deeply")
            return self._expr(item)
        finally:
            self.depth -= 1

    def _expr(self, item: Tree | ParseToken) -> S.Expr:
        if isinstance(item, ParseToken):
            raise self.error(item, f"unexpected token {str(item)!r}")
        kind = item.data
        p = _pos(item)
        c = item.children
        if kind == "name":
            return S.Name(str(c[0]), **p)
        if kind == "int_lit":
            return self.number(c[0], is_float=False)
        if kind == "float_lit":
            return self.number(c[0], is_float=True)
        if kind == "string":
            parts = []
            for tok in c:
                try:
                    parts.append(pyast.literal_eval(str(tok)))
                except (ValueError, SyntaxError) as exc:
                    raise self.error(tok, f"invalid string literal: {exc}") from None
            return S.Str("".join(parts), **p)
        if kind == "true":
            return S.BoolLit(True, **p)
        if kind == "false":
            return S.BoolLit(False, **p)
        if kind == "ternary":
            return S.IfExp(self.expr(c[1]), self.expr(c[0]), self.expr(c[2]), **p)
        if kind == "or_test" or kind == "and_test":
            op = "or" if kind == "or_test" else "and"
            return self.fold_left([self.expr(x) for x in c], [op] * (len(c) - 1))
        if kind == "not_expr":
            return S.UnaryOp("not", self.expr(c[0]), **p)
        if kind == "comparison":
            operands = [self.expr(x) for x in c[0::2]]
            ops = [" ".join(str(t) for t in op.children) for op in c[1::2]]
            return S.Compare(ops, operands, **p)
        if kind in _BINARY_RULES:
            op = _BINARY_RULES[kind]
            return self.fold_left([self.expr(x) for x in c], [op] * (len(c) - 1))
        if kind in _CHAIN_RULES:
            operands = [self.expr(x) for x in c[0::2]]
            ops = [str(op.children[0]) for op in c[1::2]]
            return self.fold_left(operands, ops)
        if kind == "unary":
            return S.UnaryOp(str(c[0].children[0]), self.expr(c[1]), **p)
        if kind == "power":
            return S.Unsupported(
                "the power operator '**'", "multiply explicitly, e.g. x * x", **p
            )
        if kind == "call":
            func = self.expr(c[0])
            args: list[S.Expr] = []
            kwargs: list[S.Keyword] = []
            if len(c) > 1:
                for a in c[1].children:
                    if isinstance(a, Tree) and a.data == "kwarg":
                        kwargs.append(
                            S.Keyword(str(a.children[0]), self.expr(a.children[1]), **_pos(a))
                        )
                    else:
                        args.append(self.expr(a))
            return S.Call(func, args, kwargs, **p)
        if kind == "getitem":
            value = self.expr(c[0])
            indices = [self.expr(x) for x in c[1].children]
            return S.Subscript(value, indices, **p)
        if kind == "getattr":
            attr = c[1]
            return S.Attribute(self.expr(c[0]), str(attr), attr.column or 0, **p)
        if kind == "starred":
            return S.Unsupported("starred arguments", None, **p)
        if kind == "kwarg":
            return S.Unsupported("keyword argument", None, **p)
        if kind == "slice":
            return self.slice(item, p)
        if kind == "tuple_lit":
            items = [self.expr(c[0])] if c and c[0] is not None else []
            if len(c) > 1 and c[1] is not None:
                items += [self.expr(a) for a in c[1].children]
            return S.TupleLit("tuples", None, items=items, **p)
        if kind == "list_lit":
            items = [self.expr(a) for a in c[0].children] if c else []
            return S.ListLit(
                "list literals",
                "a list is only a tile shape, e.g. zeros([TM, TN], f32); local arrays are "
                "tiles",
                items=items,
                **p,
            )
        if kind == "dict_lit":
            return S.Unsupported("dict and set literals", None, **p)
        if kind == "lambda_expr":
            return S.Unsupported("lambda", "declare a helper with `func`", **p)
        if kind == "walrus":
            return S.Unsupported(
                "assignment expressions ':='", "assign in a separate statement", **p
            )
        raise self.error(item, f"unsupported construct: {kind}")

    def slice(self, item: Tree, p: dict[str, int]) -> S.Slice:
        """``lower:upper[:step]``: the colons in the gaps between the present parts tell which
        part each is (the grammar's optional parts leave no placeholders)."""
        parts: list[S.Expr | None] = [None, None, None]
        line, col = p["line"], p["col"]
        seg = 0
        for child in item.children:
            if not isinstance(child, Tree):
                continue
            cp = _pos(child)
            seg += self._gap_text(line, col, cp["line"], cp["col"]).count(":")
            parts[min(seg, 2)] = self.expr(child)
            line, col = cp["end_line"], cp["end_col"]
        return S.Slice(
            "slices",
            "a slice is a tile access of a tensor with a constant extent, e.g. x[i, c:c + T]",
            lower=parts[0],
            upper=parts[1],
            step=parts[2],
            **p,
        )

    def _gap_text(self, line: int, col: int, end_line: int, end_col: int) -> str:
        """The source text from (line, col) up to (end_line, end_col), 1-based, exclusive."""
        lines = self.src.lines
        if line == end_line:
            return (lines[line - 1] if line <= len(lines) else "")[col - 1 : end_col - 1]
        out = [lines[line - 1][col - 1 :]] if line <= len(lines) else []
        out += lines[line : end_line - 1]
        if end_line <= len(lines):
            out.append(lines[end_line - 1][: end_col - 1])
        return "\n".join(out)

    def fold_left(self, operands: list[S.Expr], ops: list[str]) -> S.Expr:
        result = operands[0]
        for op, right in zip(ops, operands[1:], strict=False):
            result = S.BinOp(
                op,
                result,
                right,
                line=result.line,
                col=result.col,
                end_line=right.end_line,
                end_col=right.end_col,
            )
        return result
