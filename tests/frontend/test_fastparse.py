"""The table-driven parser (incore/frontend/fastparse.py) against lark: the same tree, node for
node and position for position, for every source it accepts, and a refusal for every source
lark refuses; saved tables make a parse import no lark; without them lark parses."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from incore.frontend import fastparse, larkparse, parsetables, parsetree
from incore.frontend import syntax as S

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def grammar() -> fastparse.Grammar:
    return fastparse.Grammar(parsetables.build(larkparse.lark_parser()))


def repository_sources() -> list[tuple[str, str]]:
    """Every kernel file of the repository, and every string constant of the tests that
    looks like DSL source (many of them do not parse: the diagnostics tests)."""
    found = [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8"))
             for p in sorted(ROOT.rglob("*.ik")) if ".venv" not in p.parts]
    for p in sorted((ROOT / "tests").rglob("*.py")):
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and "\n" in node.value and ("kernel" in node.value or "func " in node.value):
                found.append((f"{p.relative_to(ROOT)}:{node.lineno}", node.value))
    return found


def shape(item: object) -> list[tuple]:
    """A tree as a flat list: every token with its span, every node with its meta."""
    out: list[tuple] = []
    stack = [item]
    while stack:
        x = stack.pop()
        if isinstance(x, parsetree.ParseToken):
            out.append(("token", x.type, x.value, x.start_pos, x.line, x.column, x.end_line,
                        x.end_column, x.end_pos))
        else:
            assert isinstance(x, parsetree.Tree)
            meta = sorted(vars(x.meta).items())
            out.append(("node", x.data, len(x.children), tuple(meta)))
            stack.extend(reversed(x.children))
    return out


def both(grammar: fastparse.Grammar, source: str) -> tuple[list | None, list | None]:
    """(our tree's shape or None if refused, lark's or None if it raised)."""
    text = source if source.endswith("\n") else source + "\n"
    try:
        ours = shape(fastparse.parse(grammar, text, S.MAX_TOKENS))
    except fastparse.NoFastParse:
        ours = None
    try:
        theirs = shape(larkparse.convert(larkparse.lark_parser().parse(text)))
    except Exception:  # noqa: BLE001 - any lark error: the source does not parse
        theirs = None
    return ours, theirs


def test_every_source_of_the_repository_parses_to_larks_tree(grammar):
    sources = repository_sources()
    accepted = 0
    for name, source in sources:
        ours, theirs = both(grammar, source)
        assert ours == theirs, name
        accepted += theirs is not None
    assert accepted > 300 and len(sources) - accepted > 100  # both kinds, many of each


WORDS = ["kernel", "func", "const", "if", "elif", "else", "for", "in", "while", "return",
         "pass", "not", "and", "or", "x", "y", "k", "Tensor", "f32", "True", "1", "2.5",
         "0x1f", "'s'", "(", ")", "[", "]", ":", ",", "=", "+=", "+", "-", "*", "**", "@",
         "//", "<", "==", "->", ".", "# c", "lambda", "assert", "\\\n"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 3), st.lists(st.sampled_from(WORDS), max_size=8)),
                max_size=8))
def test_random_programs_parse_or_fail_as_lark_does(grammar, lines):
    source = "".join("    " * depth + " ".join(words) + "\n" for depth, words in lines)
    ours, theirs = both(grammar, source)
    assert ours == theirs, source


def test_threads_parse_side_by_side(grammar):
    sources = [s for _, s in repository_sources() if s.lstrip().startswith(("kernel", "@"))][:40]
    alone = [both(grammar, s)[0] for s in sources]
    results: dict[int, list] = {}

    def work(k: int) -> None:
        results[k] = [both(grammar, s)[0] for s in sources]

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(results[k] == alone for k in range(4))


CHILD = """
import sys
from incore.frontend import check
check("kernel k(x: Tensor[[N], f32]):\\n    for i in range(N):\\n        x[i] = 2.0 * x[i]\\n",
      "k.ik")
print("lark" in sys.modules)
try:
    check("kernel k(x: Tensor[[N], f32]):\\n    x[0] = = 1\\n", "bad.ik")
except Exception as exc:
    print(type(exc).__name__, str(exc).splitlines()[0])
"""


def run_child(tmp_path: Path, write_bytecode: bool) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path / "pycache")  # the tables go there, not in-tree
    env["PYTHONPATH"] = str(ROOT)
    if not write_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


def tables_written(tmp_path: Path) -> list[Path]:
    return list((tmp_path / "pycache").rglob("parsetables.*.marshal"))


def test_saved_tables_make_a_parse_import_no_lark(tmp_path):
    first = run_child(tmp_path, write_bytecode=True)  # builds the tables from lark, saves them
    assert first[0] == "True" and tables_written(tmp_path)
    second = run_child(tmp_path, write_bytecode=True)
    assert second[0] == "False"  # the good source parsed without lark
    assert second[1] == first[1] and second[1].startswith("CompileError")  # lark's diagnostic


def test_without_saved_tables_and_bytecode_writes_lark_parses(tmp_path):
    lines = run_child(tmp_path, write_bytecode=False)
    assert lines[0] == "True" and lines[1].startswith("CompileError")
    assert not tables_written(tmp_path)


def test_a_stale_or_damaged_table_is_built_again(tmp_path, monkeypatch):
    path = tmp_path / "tables.marshal"
    monkeypatch.setattr(parsetables, "_path", lambda: str(path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path.write_bytes(b"not a table")
    tables = parsetables.load(larkparse.lark_parser)
    assert tables is not None and tables["key"] == parsetables.key()
    assert parsetables.read_table(str(path))["key"] == parsetables.key()  # written back


def test_no_table_is_built_where_none_can_be_saved(tmp_path, monkeypatch):
    locked = tmp_path / "locked"
    locked.mkdir()
    monkeypatch.setattr(parsetables, "_path", lambda: str(locked / "sub" / "t.marshal"))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(os, "access", lambda path, mode: False)  # root may write anywhere
    built = []
    assert parsetables.load(lambda: built.append(1)) is None and not built
