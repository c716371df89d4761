"""Names a reader can follow: one class per name inside ``incore`` (the frontend's two node trees
excepted), and the exception classes listed once, in ``incore.exceptions.__all__``."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "incore"

# ------------------------------------------------------------------ names (one class per name)
# Each class name inside incore names one class, so a name in a traceback, a log line or a
# review says which class it is.  The frontend's untyped syntax tree (frontend/syntax.py) and
# its typed AST (frontend/ast.py) are parallel trees and may share node names (If, For,
# Call ...) with each other, and only with each other.

NODE_TREES = ("frontend/syntax.py", "frontend/ast.py")


def _class_names(root: Path) -> dict[str, list[str]]:
    """Every class name defined under ``root`` (nested and function-level classes included) ->
    the files (relative to ``root``, one entry per definition) that define it."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.ClassDef):
                found.setdefault(node.name, []).append(rel)
    return found


def _shared_class_names(root: Path) -> dict[str, list[str]]:
    """The class names defined more than once under ``root``, except a name defined once in
    each of the frontend's two node trees and nowhere else."""
    return {name: files for name, files in _class_names(root).items()
            if len(files) > 1 and sorted(files) != sorted(NODE_TREES)}


def test_no_two_classes_in_incore_share_a_name():
    shared = _shared_class_names(PACKAGE)
    assert not shared, "class names defined more than once (rename one side): " + "; ".join(
        f"{name}: {', '.join(files)}" for name, files in sorted(shared.items()))


def test_the_class_name_scan_sees_a_shared_name_and_allows_the_node_trees(tmp_path):
    (tmp_path / "frontend").mkdir()
    (tmp_path / "frontend" / "syntax.py").write_text("class If:\n    pass\n")
    (tmp_path / "frontend" / "ast.py").write_text("class If:\n    pass\n")
    (tmp_path / "cache.py").write_text("class Entry:\n    pass\n")
    (tmp_path / "queue.py").write_text("def f():\n    class Entry:\n        pass\n")
    assert _shared_class_names(tmp_path) == {"Entry": ["cache.py", "queue.py"]}
    (tmp_path / "other.py").write_text("class If:\n    pass\n")  # a third If is a clash
    assert set(_shared_class_names(tmp_path)) == {"Entry", "If"}


# The exception classes are listed once, in incore.exceptions.__all__; incore.errors and incore
# derive their lists from it.


def _exception_lists(path: Path, names: set[str]) -> list[int]:
    """The lines of ``path`` where a literal list/tuple/set or an import names more than half
    of the exception classes ``names`` (a second list of them)."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.ImportFrom):
            listed = {alias.name for alias in node.names}
        elif isinstance(node, ast.List | ast.Tuple | ast.Set):
            listed = {e.value for e in node.elts if isinstance(e, ast.Constant)} | {
                e.id for e in node.elts if isinstance(e, ast.Name)}
        else:
            continue
        if len(listed & names) > len(names) // 2:
            lines.append(node.lineno)
    return lines


def _defined_exceptions() -> list[str]:
    import incore.exceptions as exceptions

    return [name for name, value in vars(exceptions).items()
            if isinstance(value, type) and value.__module__ == exceptions.__name__
            and issubclass(value, (exceptions.IncoreError, Warning))]


def test_the_exception_list_is_every_exception_class_defined():
    import incore.exceptions as exceptions

    assert sorted(exceptions.__all__) == sorted(_defined_exceptions())
    assert len(set(exceptions.__all__)) == len(exceptions.__all__)


def test_incore_and_errors_export_exactly_the_exception_list():
    import incore
    import incore.errors as errors
    import incore.exceptions as exceptions

    def exception_names(names: list[str], module: object) -> list[str]:
        return [n for n in names
                if isinstance(getattr(module, n), type) and issubclass(getattr(module, n),
                                                                       BaseException)]

    assert exception_names(errors.__all__, errors) == exceptions.__all__
    assert exception_names(incore.__all__, incore) == exceptions.__all__
    for name in exceptions.__all__:
        assert getattr(incore, name) is getattr(errors, name) is getattr(exceptions, name)


def test_no_module_but_exceptions_lists_the_exception_classes():
    names = set(_defined_exceptions())
    found = {path.relative_to(PACKAGE).as_posix(): lines
             for path in sorted(PACKAGE.rglob("*.py"))
             if (lines := _exception_lists(path, names))}
    assert found == {"exceptions.py": found.get("exceptions.py")} and \
        len(found["exceptions.py"]) == 1, f"the exception classes are listed in: {found}"
