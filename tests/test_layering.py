"""Data flows one way: frontend -> lowering -> loader -> runtime.  No layer imports a later
one's consumer (runtime never imports the compiler side, the loader never imports lowering,
...), and every layer may use incore.abi, incore.errors and incore.log."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "incore"
ORDER = ["frontend", "lowering", "loader", "runtime"]
SHARED = {"incore", "incore.abi", "incore.errors", "incore.log"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {m for m in found if m == "incore" or m.startswith("incore.")}


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in ORDER else None


@pytest.mark.parametrize("layer", ORDER)
def test_layer_imports_only_itself_earlier_layers_and_shared_modules(layer):
    allowed = set(ORDER[: ORDER.index(layer) + 1])
    if layer == "runtime":
        allowed = {"runtime", "loader"}  # the runtime loads payloads; it never compiles
    offenders = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for module in imported_modules(path):
            target = layer_of(module)
            shared = module == "incore" or any(
                module == s or module.startswith(s + ".") for s in SHARED - {"incore"}
            )
            if target is None and not shared:
                offenders.append(f"{path.relative_to(PACKAGE)} imports {module}")
            elif target is not None and target not in allowed:
                offenders.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert not offenders, f"{layer} reaches outside its layer: {offenders}"


def test_shared_modules_import_no_layer():
    for name in ("abi.py", "errors.py", "log.py"):
        modules = imported_modules(PACKAGE / name)
        assert all(m == "incore" or m.split(".")[1] in ("abi", "errors") for m in modules), name
