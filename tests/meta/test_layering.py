"""Data flows one way: frontend -> lowering -> loader -> runtime.  No layer imports a later
one's consumer (runtime never imports the compiler side, the loader never imports lowering,
...), and every layer may use incore.abi, incore.errors (with incore.exceptions, the hierarchy it
re-exports), incore.log and incore.printing (the text of a kernel's print).  The interpreter
(incore.interpret) stands beside lowering: it consumes the frontend's typed AST, and no layer
imports it (the runtime receives what it builds as an object)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "incore"
ORDER = ["frontend", "lowering", "interpret", "loader", "runtime"]
SHARED = {"incore", "incore.abi", "incore.errors", "incore.exceptions", "incore.log",
          "incore.printing"}


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
    for name in ("abi.py", "errors.py", "exceptions.py", "log.py", "printing.py"):
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
    assert "incore.runtime.host.launch.pipeline" in graph["incore.runtime.worker"]
    # Runtime.programs imports the registry inside a method, through importlib
    assert "incore.runtime.host.registry" in graph["incore.runtime.runtime"]


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


# ----------------------------------------------------------------- the runtime host, by job
# (issue 28): the host names no collector package, options travel as ``LaunchOptions``, the
# context answers who holds its lock.

HOST = RUNTIME / "host"
COLLECTOR_PACKAGES = ("dump", "profiler", "devlog", "l2", "sanitizer")


def _runtime_sources() -> list[Path]:
    return sorted(RUNTIME.rglob("*.py"))


def _collector_names_in(path: Path) -> list[str]:
    """The collector packages ``path`` imports, by statement or as a module-name string
    (``importlib.import_module``, ``sys.modules.get``)."""
    prefixes = tuple(f"incore.runtime.{p}" for p in COLLECTOR_PACKAGES)
    found = [m for m in imported_modules(path)
             if m.startswith(prefixes) and m.split(".")[2] in COLLECTOR_PACKAGES]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.startswith(prefixes) \
                and node.value.split(".")[2] in COLLECTOR_PACKAGES:
            found.append(node.value)
    return found


def test_no_host_module_imports_a_collector_package():
    offenders = [f"{path.relative_to(PACKAGE)} imports {name}"
                 for path in sorted(HOST.rglob("*.py")) for name in _collector_names_in(path)]
    assert offenders == []


def test_the_collector_finder_sees_an_import_by_name(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import importlib\n"
                     "from incore.runtime.dump import flush_dumps\n"
                     "importlib.import_module('incore.runtime.profiler')\n")
    assert sorted(_collector_names_in(probe)) == [
        "incore.runtime.dump", "incore.runtime.dump.flush_dumps", "incore.runtime.profiler"]


def test_the_facades_and_the_registry_sit_above_host_and_the_collector_packages():
    graph = _module_graph()
    for facade in ("incore.runtime.worker", "incore.runtime.runtime",
                   "incore.runtime.collectors"):
        assert facade in graph, facade
    for module, targets in graph.items():
        if module.startswith(("incore.runtime.host", "incore.runtime.device",
                              "incore.runtime.common")):
            assert not targets & {"incore.runtime.worker", "incore.runtime.runtime",
                                  "incore.runtime.collectors"}, module
    assert "incore.runtime.dump" in graph["incore.runtime.collectors"] or any(
        t.startswith("incore.runtime.dump") for t in graph["incore.runtime.collectors"])


def _attribute_reads(path: Path, attr: str) -> list[str]:
    tree = ast.parse(path.read_text())
    return [f"{path.relative_to(PACKAGE)}:{node.lineno}" for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == attr]


def test_no_module_reaches_for_the_undocumented_rlock_is_owned():
    offenders = [hit for path in sorted(PACKAGE.rglob("*.py"))
                 for hit in _attribute_reads(path, "_is_owned")]
    assert offenders == []


def test_no_module_reads_a_launching_user_from_the_context():
    """The launching Worker does not travel as ``ctx._user``: options are passed as a
    ``LaunchOptions`` and collectors never fish them out by name."""
    offenders = [hit for path in sorted(PACKAGE.rglob("*.py"))
                 for hit in _attribute_reads(path, "_user")]
    assert offenders == []


# The context's parts, as the context names them (``host/context.py``).
CONTEXT_PARTS = ("memory", "launches", "lifecycle", "waits", "failure")


def _is_context(node: ast.expr) -> bool:
    """``ctx``, ``launch.ctx``, ``self._ctx``... or one of its parts (``ctx.memory``)."""
    if isinstance(node, ast.Name):
        return node.id == "ctx"
    if isinstance(node, ast.Attribute):
        return node.attr in ("ctx", "_ctx") or (node.attr in CONTEXT_PARTS
                                                and _is_context(node.value))
    return False


def _private_context_reads(path: Path) -> list[str]:
    """Private reads of a context or of one of its parts in ``path``: ``ctx._x``,
    ``launch.ctx._x``, ``self._ctx._x``, ``ctx.memory._x``, ``getattr(ctx, "_x")``."""
    hits = []
    where = path.relative_to(PACKAGE) if PACKAGE in path.parents else path.name
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not node.attr.startswith("__") and _is_context(node.value):
            hits.append(f"{where}:{node.lineno} {node.attr}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) >= 2
              and _is_context(node.args[0]) and isinstance(node.args[1], ast.Constant)
              and str(node.args[1].value).startswith("_")):
            hits.append(f"{where}:{node.lineno} {node.args[1].value}")
    return hits


@pytest.mark.parametrize("package", COLLECTOR_PACKAGES)
def test_a_collector_package_reads_no_private_field_of_the_context(package):
    """Collectors see the context through ``host.collector.CollectorContext``."""
    offenders = [hit for path in sorted((RUNTIME / package).rglob("*.py"))
                 for hit in _private_context_reads(path)]
    assert offenders == []


def test_the_private_read_finder_sees_one(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        "def f(ctx, launch, self):\n"
        "    return (ctx._cb, launch.ctx._gm, ctx.gm, ctx.memory._ctrl_fd, ctx.memory.gm,\n"
        "            self._ctx._closed, getattr(ctx, '_topology'), getattr(ctx, 'arch'),\n"
        "            ctx.launches.queue._fence_lock, other._x)\n")
    assert [h.split()[-1] for h in _private_context_reads(probe)] == [
        "_cb", "_gm", "_ctrl_fd", "_closed", "_topology"]


def test_no_module_reads_a_private_field_of_the_context_or_of_its_parts():
    """Every module of the package, the context's own parts included: a part owns its
    fields and reaches the context and the other parts through what they make public
    (docs/runtime.md, "The context's parts")."""
    offenders = [hit for path in sorted(PACKAGE.rglob("*.py"))
                 for hit in _private_context_reads(path)]
    assert offenders == []
