"""Data flows one way: frontend -> lowering -> loader -> runtime.  No layer imports a later
one's consumer (runtime never imports the compiler side, the loader never imports lowering,
...), and every layer may use incore.abi, incore.errors (with incore.exceptions, the hierarchy it
re-exports), incore.log, incore.printing (the text of a kernel's print) and incore.mathconsts
(the device math constants the lowering and the interpreter share).  The interpreter
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
          "incore.mathconsts", "incore.printing"}


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
    assert "incore.runtime.host.launch.pipeline" in graph["incore.runtime.host.sync_launch"]
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
        "host.launch.direct_ir", "host.launch.publish", "host.launch.publish_ir",
        "host.native_launch_names", "host.native_launch_ir")]
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


# ----------------------------------------------------------------- the runtime host, by job
# (issue 28): the host names no collector package, options travel as ``LaunchOptions``, the
# context answers who holds its lock.

HOST = RUNTIME / "host"
COLLECTOR_PACKAGES = ("dump", "profiler", "devlog", "l2", "sanitizer")


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


def _attribute_reads(source: str, attr: str) -> list[int]:
    """The lines of ``source`` that use attribute ``attr`` (``x.attr``) or name it in a
    ``getattr``/``setattr``/``hasattr`` call."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == attr:
            lines.append(node.lineno)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and node.args[1].value == attr):
            lines.append(node.lineno)
    return sorted(lines)


def _offenders(attr: str) -> list[str]:
    return [f"{path.relative_to(PACKAGE)}:{line}" for path in sorted(PACKAGE.rglob("*.py"))
            for line in _attribute_reads(path.read_text(), attr)]


def test_no_module_reaches_for_the_undocumented_rlock_is_owned():
    """The context answers ``held_by_this_thread()`` and ``is_ready()`` itself."""
    assert _offenders("_is_owned") == []


def test_no_module_reads_a_launching_user_from_the_context():
    """The launching Worker does not travel as ``ctx._user``: options are passed as a
    ``LaunchOptions`` and collectors never fish them out by name."""
    assert _offenders("_user") == []


def test_the_attribute_finder_sees_is_owned_and_user():
    source = ("def f(ctx, lock):\n"
              "    if lock._is_owned():\n"
              "        return ctx._user\n"
              "    return getattr(ctx, '_user', None), ctx.user, lock.is_owned\n")
    assert _attribute_reads(source, "_is_owned") == [2]
    assert _attribute_reads(source, "_user") == [3, 4]


# A context is made of parts (docs/runtime.md, "The context's parts"): each class below owns its
# private fields, and nothing outside it reads them.  The scan cannot know types, so it finds a
# context or part two ways:
# - by its receiver: a name called ``ctx``/``context``, annotated with one of CONTEXT_TYPES, or
#   bound (in the function or one enclosing it) to a context expression; ``x.ctx``,
#   ``x._ctx``; ``<context>.<part>`` for a part of CONTEXT_PARTS; ``with ctx.holding() as c``;
#   any private attribute read on such a receiver is a finding;
# - by the field's name: a private field that only the context and its parts define (no other
#   class of incore has one so named), read on anything but ``self``/``cls``, whatever the
#   receiver is called.
PART_CLASSES = {"host/context.py": "DeviceContext", "host/mapping.py": "ContextMemory",
                "host/launch/state.py": "LaunchState", "host/lifecycle.py": "DeviceLifecycle",
                "host/launch/waits.py": "QueueWaits", "host/failure.py": "FailurePath"}
CONTEXT_TYPES = set(PART_CLASSES.values()) | {
    "LaunchContext", "PartContext", "CollectorContext", "LaunchMemory", "DeviceControl",
    "DeviceProcessControl", "LaunchFailures", "LaunchWaits"}
CONTEXT_PARTS = ("memory", "launches", "lifecycle", "waits", "failure")
CONTEXT_NAMES = ("ctx", "context")
CONTEXT_ATTRS = ("ctx", "_ctx", "context")
ACCESSORS = ("getattr", "setattr", "hasattr", "delattr")
_TYPE_WORD = re.compile(r"\b(" + "|".join(sorted(CONTEXT_TYPES)) + r")\b")


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _own_private_names(cls: ast.ClassDef) -> set[str]:
    """A class's private names: ``self._x`` it stores, its ``_x`` methods and attributes."""
    names = set()
    for node in ast.walk(cls):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                and isinstance(node.value, ast.Name) and node.value.id == "self":
            names.add(node.attr)
    for node in cls.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {n for n in names if _private(n)}


def part_only_fields() -> set[str]:
    """The private fields of the context and its parts that no other class of incore has."""
    parts: set[str] = set()
    others: set[str] = set()
    part_classes = {(RUNTIME / rel).resolve(): cls for rel, cls in PART_CLASSES.items()}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                own = _own_private_names(node)
                if part_classes.get(path.resolve()) == node.name:
                    parts |= own
                else:
                    others |= own
    return parts - others


class _PrivateReads(ast.NodeVisitor):
    """The private reads of a context or part in one module (see above)."""

    def __init__(self, fields: set[str]) -> None:
        self.fields = fields
        self.known: set[str] = set(CONTEXT_NAMES)
        self.hits: list[tuple[int, str]] = []

    def is_context(self, node: ast.expr) -> bool:
        if isinstance(node, ast.Name):
            return node.id in self.known
        if isinstance(node, ast.Attribute):
            return node.attr in CONTEXT_ATTRS or (node.attr in CONTEXT_PARTS
                                                  and self.is_context(node.value))
        return False

    def bind(self, target: ast.expr, value: ast.expr | None) -> None:
        if isinstance(target, ast.Tuple | ast.List) and isinstance(value, ast.Tuple | ast.List) \
                and len(target.elts) == len(value.elts):
            for t, v in zip(target.elts, value.elts, strict=True):
                self.bind(t, v)
        elif isinstance(target, ast.Name) and value is not None and (
                self.is_context(value) or (isinstance(value, ast.Call)
                                           and isinstance(value.func, ast.Attribute)
                                           and value.func.attr == "holding"
                                           and self.is_context(value.func.value))):
            self.known.add(target.id)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        outer = set(self.known)
        args = node.args
        for arg in args.posonlyargs + args.args + args.kwonlyargs:
            if arg.annotation is not None and _TYPE_WORD.search(ast.unparse(arg.annotation)):
                self.known.add(arg.arg)
        # bindings anywhere in the function count from its start (a loop may read one before
        # the line that binds it); until nothing new is bound
        while True:
            before = set(self.known)
            for sub in ast.walk(node):
                if isinstance(sub, ast.Assign):
                    for target in sub.targets:
                        self.bind(target, sub.value)
                elif isinstance(sub, ast.AnnAssign) and isinstance(sub.target, ast.Name):
                    if _TYPE_WORD.search(ast.unparse(sub.annotation)):
                        self.known.add(sub.target.id)
                    self.bind(sub.target, sub.value)
                elif isinstance(sub, ast.NamedExpr):
                    self.bind(sub.target, sub.value)
                elif isinstance(sub, ast.withitem) and sub.optional_vars is not None:
                    self.bind(sub.optional_vars, sub.context_expr)
            if self.known == before:
                break
        self.generic_visit(node)
        self.known = outer

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if _private(node.attr):
            on_self = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            if self.is_context(node.value) or (node.attr in self.fields and not on_self):
                self.hits.append((node.lineno, node.attr))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = node.args[1].value if len(node.args) >= 2 and isinstance(
            node.args[1], ast.Constant) and isinstance(node.args[1].value, str) else ""
        if isinstance(node.func, ast.Name) and node.func.id in ACCESSORS and _private(name) \
                and (self.is_context(node.args[0]) or name in self.fields):
            self.hits.append((node.lineno, name))
        self.generic_visit(node)


def private_context_reads(source: str, fields: set[str]) -> list[tuple[int, str]]:
    """``(line, attribute)`` of each private read of a context or part in ``source``;
    ``fields``: the private fields only the context and its parts have."""
    finder, tree = _PrivateReads(fields), ast.parse(source)
    for node in (n for n in tree.body if isinstance(n, ast.Assign)):  # module-level bindings
        for target in node.targets:
            finder.bind(target, node.value)
    finder.visit(tree)
    return sorted(finder.hits)


def test_the_context_parts_and_their_types_are_as_the_scan_names_them():
    assert all(f"self.{p} = " in (HOST / "context.py").read_text() for p in CONTEXT_PARTS)
    defined = {node.name for path in sorted(RUNTIME.rglob("*.py"))
               for node in ast.walk(ast.parse(path.read_text()))
               if isinstance(node, ast.ClassDef)}
    assert CONTEXT_TYPES <= defined, CONTEXT_TYPES - defined
    for rel, cls in PART_CLASSES.items():
        assert f"class {cls}" in (RUNTIME / rel).read_text(), rel
    fields = part_only_fields()
    assert fields and "_closed" not in fields  # the Worker has a _closed of its own


def test_no_module_reads_a_private_field_of_the_context_or_of_its_parts():
    """Every module of the package, the context's own parts included: a part owns its
    fields and reaches the context and the other parts through what they make public
    (docs/runtime.md, "The context's parts")."""
    fields = part_only_fields()
    offenders = [f"{path.relative_to(PACKAGE)}:{line} {attr}"
                 for path in sorted(PACKAGE.rglob("*.py"))
                 for line, attr in private_context_reads(path.read_text(), fields)]
    assert offenders == []


@pytest.mark.parametrize("package", COLLECTOR_PACKAGES)
def test_a_collector_package_reads_no_private_field_of_the_context(package):
    """Collectors see the context through ``host.collector.CollectorContext``."""
    fields = part_only_fields()
    assert [f"{path.relative_to(PACKAGE)}:{hit}" for path in sorted((RUNTIME / package).rglob(
        "*.py")) for hit in private_context_reads(path.read_text(), fields)] == []


def test_the_private_read_finder_sees_each_kind_of_read():
    field = sorted(part_only_fields())[0]
    source = (
        "from x import LaunchState\n"
        "def f(ctx, launch, self, other, c: 'LaunchContext', s: LaunchState | None):\n"
        "    ctx._cb; launch.ctx._gm; ctx.gm; ctx.memory._ctrl_fd; ctx.memory.gm\n"  # 3
        "    self._ctx._closed; getattr(ctx, '_topology'); getattr(ctx, 'arch')\n"  # 4
        "    other._x; self._x; ctx.__class__; c._lock; s._plans\n"  # 5
        "    parts = launch.ctx.launches\n"
        "    parts._queue\n"  # 7
        "    mine, k = launch.ctx, 1\n"
        "    mine._pool; k._pool\n"  # 9
        "    with ctx.holding() as held:\n"
        "        held._caller\n"  # 11
        "    def inner():\n"
        "        return mine._inner\n"  # 13
        f"    return other.{field}, self.{field}, getattr(other, '{field}')\n"  # 14
        "def g(mine):\n"
        "    return mine._free\n"  # another function's ``mine`` is not a context
    )
    assert private_context_reads(source, {field}) == [
        (3, "_cb"), (3, "_ctrl_fd"), (3, "_gm"), (4, "_closed"), (4, "_topology"),
        (5, "_lock"), (5, "_plans"), (7, "_queue"), (9, "_pool"), (11, "_caller"),
        (13, "_inner"), (14, field), (14, field)]
