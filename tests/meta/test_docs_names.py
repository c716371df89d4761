"""The docs name the code as it is: every module path they give exists, every ``Class.member``
they name is a member of that class, and the runtime's modules say which rule they follow and
where the docs state it rather than which design seed it came from (docs/architecture.md,
"Seed map", is the one place that maps the seeds)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "incore"
DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
# docs/benchmarks.md keeps the records of past runs as they were written (the code they name
# may have moved since); the other docs describe the present tree.
PRESENT = [doc for doc in DOCS if doc.name != "benchmarks.md"]

# The docs shorten module paths: ``host/launch/pipeline.py`` is under ``incore/runtime/``,
# ``launch/waits.py`` under ``incore/runtime/host/``, ``mathlib.py`` under ``incore/lowering/``.
PREFIXES = ("", "incore/", "incore/lowering/", "incore/runtime/", "incore/runtime/host/",
            "incore/runtime/host/launch/", "incore/runtime/host/memory/",
            "incore/runtime/device/", "incore/runtime/common/", "examples/")
# Files the docs name that the user writes, not the package.
USER_FILES = {"golden.py", "conftest.py"}


def _where(doc: Path, text: str, pos: int) -> str:
    return f"{doc.relative_to(ROOT)}:{text.count(chr(10), 0, pos) + 1}"


def test_every_module_path_the_docs_give_exists():
    missing = []
    for doc in PRESENT:
        text = doc.read_text()
        for m in re.finditer(r"`([\w./-]*?[\w-]+\.py)\b", text):
            path = m.group(1)
            if path in USER_FILES or path.startswith(("/", ".")):
                continue
            if not any((ROOT / (prefix + path)).exists() for prefix in PREFIXES):
                missing.append(f"{_where(doc, text, m.start())}: {path}")
    assert not missing, "docs name modules that do not exist:\n" + "\n".join(missing)


def _class_members() -> dict[str, set[str]]:
    """Every class of the package by name, with every name its body defines, assigns (also
    through ``self``) or lists (``__slots__``); classes of one name share one set."""
    members: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if not isinstance(node, ast.ClassDef):
                continue
            names = members.setdefault(node.name, set())
            for sub in ast.walk(node):
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    names.add(sub.name)
                elif isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) \
                        and sub.value.id == "self":
                    names.add(sub.attr)
                elif isinstance(sub, ast.Name):
                    names.add(sub.id)
                elif isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                    names.add(sub.value)
    return members


def test_every_class_member_the_docs_name_exists():
    members = _class_members()
    wrong = []
    for doc in PRESENT:
        text = doc.read_text()
        for m in re.finditer(r"`(?:[\w/]+/)?([A-Za-z_][\w.]*)", text):
            parts = m.group(1).rstrip(".").split(".")
            for owner, member in zip(parts, parts[1:], strict=False):
                if owner in members and member and member not in members[owner]:
                    wrong.append(f"{_where(doc, text, m.start())}: {owner}.{member}")
    assert not wrong, "docs name class members that do not exist:\n" + "\n".join(wrong)


# Names the runtime no longer has, which a stale paragraph would still use.
RETIRED = ["collector_rooms", "active_collectors", "ctx._user", "ctx._rooms", "_is_owned",
           "host/worker.py", "host/runtime.py"]


@pytest.mark.parametrize("name", RETIRED)
def test_the_docs_use_no_retired_name(name):
    hits = [_where(doc, doc.read_text(), m.start()) for doc in PRESENT
            for m in re.finditer(re.escape(name), doc.read_text())]
    assert not hits, f"{name!r} is gone from the runtime but the docs still name it: {hits}"


# "seed 002's", also broken over two comment lines; "collector room(s)" for a collector package
SEED = re.compile(r"\bseeds?[\s#]*0\d\d|\bcollector[\s#]+rooms?\b", re.IGNORECASE)


def test_the_seed_finder_sees_one():
    text = ("# seed 001's delivery chain, as seed\n# 004 says; the collector\n# rooms\n"
            "seeds are in docs/architecture.md; seedless 0.01; a collector package")
    assert [" ".join(m.group().split()) for m in SEED.finditer(text)] == [
        "seed 001", "seed # 004", "collector # rooms"]


def test_runtime_modules_name_the_rule_not_the_seed():
    found = []
    for path in sorted((PACKAGE / "runtime").rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        text = path.read_text()
        for m in SEED.finditer(text):
            n = text.count("\n", 0, m.start()) + 1
            found.append(f"incore/{rel}:{n}: {' '.join(m.group().split())}")
    assert not found, ("say what the rule is and which docs section states it "
                       "(docs/architecture.md's seed map names the seeds):\n" + "\n".join(found))


# Each package's __init__ docstring is its map: it names every module and subpackage in it as
# ``name.py`` / ``name/`` (docs/architecture.md keeps one line per package and points here).


def test_every_package_docstring_lists_its_modules():
    missing = {}
    for init in sorted(PACKAGE.rglob("__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text())) or ""
        names = sorted(p.name for p in init.parent.glob("*.py") if p.name != "__init__.py")
        names += sorted(f"{p.parent.name}/" for p in init.parent.glob("*/__init__.py"))
        if absent := [n for n in names if f"``{n}``" not in doc]:
            missing[init.parent.relative_to(PACKAGE.parent).as_posix()] = absent
    assert missing == {}, f"package docstrings that do not name these modules: {missing}"


# docs/architecture.md is the map a newcomer reads first: one line per package, short cells;
# module lists live in the package docstrings above.
ARCHITECTURE = PACKAGE.parent / "docs" / "architecture.md"
MAX_CELL = 400


def test_the_architecture_map_has_one_line_per_package_and_short_cells():
    text = ARCHITECTURE.read_text()
    rows = [line for line in text.splitlines() if line.startswith("| `incore/")]
    for init in sorted(PACKAGE.rglob("*/__init__.py")):
        package = f"`{init.parent.relative_to(PACKAGE.parent).as_posix()}/`"
        assert sum(row.startswith(f"| {package} |") for row in rows) == 1, package
    cells = [cell for line in text.splitlines() if line.startswith("|")
             for cell in line.strip("|").split(" | ")]
    assert max(map(len, cells)) <= MAX_CELL, max(cells, key=len)[:200]
