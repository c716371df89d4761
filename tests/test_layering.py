"""Data flows one way: frontend -> lowering -> loader -> runtime.  No layer imports a later
one's consumer (runtime never imports the compiler side, the loader never imports lowering,
...), and every layer may use incore.abi, incore.errors (with incore.exceptions, the hierarchy it
re-exports) and incore.log.  The interpreter (incore.interpret) stands beside lowering: it
consumes the frontend's typed AST, and no layer imports it (the runtime receives what it
builds as an object)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "incore"
ORDER = ["frontend", "lowering", "interpret", "loader", "runtime"]
SHARED = {"incore", "incore.abi", "incore.errors", "incore.exceptions", "incore.log"}


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
    allowed = set(ORDER[: ORDER.index(layer) + 1]) - {"interpret"}
    if layer == "interpret":
        allowed = {"frontend", "interpret"}  # beside lowering: it consumes the typed AST
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
    for name in ("abi.py", "errors.py", "exceptions.py", "log.py"):
        modules = imported_modules(PACKAGE / name)
        assert all(m == "incore" or m.split(".")[1] in ("abi", "errors", "exceptions")
                   for m in modules), name


def _module_names(paths: list[Path]) -> dict[str, Path]:
    """Dotted module name -> file, for files of the incore package."""
    names = {}
    for path in paths:
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _module_graph(layers: tuple[str, ...] | None = None) -> dict[str, set[str]]:
    """module -> the modules of ``layers`` (None: all of incore, sub-packages included) it
    imports: every import counts, also those under TYPE_CHECKING and inside functions
    (ast.walk sees them all); a module's import of its own package does not."""
    if layers is None:
        paths = sorted(PACKAGE.rglob("*.py"))
    else:
        paths = [path for layer in layers for path in sorted((PACKAGE / layer).glob("*.py"))]
    names = _module_names(paths)
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        package = name if path.stem == "__init__" else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parts + ([node.module] if node.module else []))
                targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
            elif (isinstance(node, ast.Call) and getattr(node.func, "attr", None) ==
                  "import_module" and node.args and isinstance(node.args[0], ast.Constant)):
                targets = [node.args[0].value]  # importlib.import_module("incore....")
            else:
                continue
            for target in targets:
                if target in names and target != name and not name.startswith(target + "."):
                    deps.add(target)
        graph[name] = deps
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circles_in_compiler_layers():
    """The checker's parts see the expression checker as ``frontend.checking.ExprContext``
    and the lowering's helpers see the code generator as ``lowering.emitter.Emitter``: no
    module of the frontend or the lowering imports back a module that imports it."""
    assert _cycles(_module_graph(("frontend", "lowering"))) == []


def test_the_circle_finder_sees_a_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]


def test_no_import_circles_anywhere_in_incore():
    """The whole package, every sub-package and room included: a module never imports
    (directly or through others) a module that imports it."""
    assert _cycles(_module_graph()) == []


# ------------------------------------------------------------------ the runtime's rooms

RUNTIME = PACKAGE / "runtime"
MAX_LINES = 600


def test_the_runtime_has_host_and_device_rooms():
    for room in ("host", "device", "common"):
        assert (RUNTIME / room / "__init__.py").is_file(), room


def test_nothing_in_device_imports_host():
    """The device room runs in the device process: it never reaches into the host room."""
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {module}"
        for path in sorted((RUNTIME / "device").rglob("*.py"))
        for module in imported_modules(path)
        if module == "incore.runtime.host" or module.startswith("incore.runtime.host.")
    ]
    assert offenders == []


def test_the_contract_room_imports_neither_side():
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {module}"
        for path in sorted((RUNTIME / "common").rglob("*.py"))
        for module in imported_modules(path)
        if module.startswith(("incore.runtime.host", "incore.runtime.device"))
    ]
    assert offenders == []


def test_no_runtime_module_is_over_600_lines():
    long = {str(path.relative_to(PACKAGE)): n for path in sorted(RUNTIME.rglob("*.py"))
            if (n := len(path.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def test_every_room_opens_with_a_docstring_of_what_it_owns_and_may_import():
    for init in sorted(RUNTIME.rglob("__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text())) or ""
        assert "import" in doc and len(doc) > 80, init.relative_to(PACKAGE)


def test_the_module_graph_sees_rooms_and_function_level_imports():
    graph = _module_graph()
    assert "incore.runtime.host.launch.pipeline" in graph["incore.runtime.host.worker"]
    # Runtime.programs imports the registry inside a method, through importlib
    assert "incore.runtime.host.registry" in graph["incore.runtime.host.runtime"]


COLLECTOR_ROOMS = ("profiler", "dump", "l2", "devlog")


@pytest.mark.parametrize("room", COLLECTOR_ROOMS)
def test_a_collector_room_sees_only_the_interface_and_memory_of_the_host(room):
    """Collector rooms plug into the pipeline through ``host.collector``; they never import
    the pipeline, the context or each other's insides from the host side."""
    allowed = ("incore.runtime.host.collector", "incore.runtime.host.memory")
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {module}"
        for path in sorted((RUNTIME / room).rglob("*.py"))
        for module in imported_modules(path)
        if module.startswith("incore.runtime.host")
        and not module.startswith(allowed) and module != "incore.runtime.host"
    ]
    assert offenders == []


# ------------------------------------------------------------------ the runtime's native code

# An LLVM IR function definition: ``define`` [linkage, attributes...] <return type> ... @name
_IR_DEFINE = re.compile(
    r"\bdefine\s+(?:[\w\"]+\s+)*?(?:void|i\d+|ptr|half|float|double|\{[^}\n]*\})\s[^\n]*@"
)


def ir_definitions_in_strings(source: str) -> list[int]:
    """The lines of ``source`` where a string literal (an f-string's literal parts joined,
    each placeholder read as ``{}``) holds an LLVM IR ``define``."""
    lines = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        else:
            continue
        if _IR_DEFINE.search(text):
            lines.add(node.lineno)
    return sorted(lines)


def test_no_llvm_ir_define_inside_a_python_string_under_runtime():
    """The runtime's native code is built with ``llvmlite.ir`` (``common/irbuild.py``), not
    written as IR text in Python strings."""
    offenders = {str(path.relative_to(PACKAGE)): found
                 for path in sorted(RUNTIME.rglob("*.py"))
                 if (found := ir_definitions_in_strings(path.read_text()))}
    assert offenders == {}


def test_the_ir_define_scan_sees_ir_text_in_strings():
    text_ir = (
        'IR = """define void @f(ptr %a) nounwind {\\nentry:\\n  ret void\\n}"""\n'
        'def loop(symbol):\n'
        '    return (f"define void @{symbol}(ptr %state, i64 %kind) "\n'
        '            "noreturn nounwind #0 {\\n")\n'
        'X = "define i32 @incore_host_dispatch(i32 %n) nounwind #0 {"\n'
        'Y = f"define {{ i64, i1 }} @{name}()"\n'
    )
    assert ir_definitions_in_strings(text_ir) == [1, 3, 5, 6]
    prose = '"""Programs define it; ``define`` is what llvmlite prints."""\nZ = "defined"\n'
    assert ir_definitions_in_strings(prose) == []


# Modules the native code's builders import that do not shape the IR text: error messages,
# the cache itself, and the loader (its sources are in the builder digest already).
_NOT_IR_SHAPING = ("incore.errors", "incore.exceptions", "incore.loader",
                   "incore.runtime.common", "incore.runtime.common.nativecache",
                   "incore.runtime.common.digest")


def test_the_native_cache_key_covers_every_source_the_ir_is_built_from():
    """A cached core loop, scheduler, fault handler, direct dispatch or publish is found by
    the sources its IR is built from (``nativecache.IR_SOURCES``), not by the IR text: every
    incore module its builders reach must be among them, or a change to it would run stale
    machine code."""
    from incore.runtime.common.nativecache import IR_SOURCES

    graph = _module_graph()
    roots = [f"incore.runtime.{m}" for m in (
        "device.executor", "device.core_loop_ir", "device.scheduler", "device.scheduler_ir",
        "device.sighandler", "device.fault_handler_ir", "host.launch.direct",
        "host.launch.direct_ir", "host.launch.publish", "host.launch.publish_ir")]
    reached: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo.extend(graph[name])
    shaping = {name for name in reached
               if not any(name == m or name.startswith(m + ".") for m in _NOT_IR_SHAPING)}
    files = {str(Path(*name.split(".")[1:]).with_suffix(".py")) for name in shaping}
    assert files - set(IR_SOURCES) == set()
    assert all((PACKAGE / source).is_file() for source in IR_SOURCES)
