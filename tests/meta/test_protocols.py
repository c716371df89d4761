"""What each side sees of a device context, and of a Worker's options.

The launch package sees a context as ``host/launch/protocol.LaunchContext``, the context's
own parts as ``host/parts.PartContext`` and a collector as ``host/collector.CollectorContext``
(docs/runtime.md, "The context's parts"); the context has every member they name, and the
modules use nothing of a context that their protocol does not name.  A launch's options are
passed as a ``LaunchOptions``, never read from the Worker by name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host.context import ContextConfig, DeviceContext

PACKAGE = Path(__file__).resolve().parents[2] / "incore"
RUNTIME = PACKAGE / "runtime"
HOST = RUNTIME / "host"
PROTOCOL_MODULES = (HOST / "collector.py", HOST / "launch" / "protocol.py",
                    HOST / "launch" / "state.py", HOST / "parts.py")
COLLECTOR_PACKAGES = ("dump", "profiler", "devlog", "l2", "sanitizer")


def _classes() -> dict[str, tuple[list[str], dict[str, str | None]]]:
    """Every class of the protocol modules: its bases and its members (name -> the class its
    annotation names, if a plain name), slots and methods included."""
    found: dict[str, tuple[list[str], dict[str, str | None]]] = {}
    for path in PROTOCOL_MODULES:
        for node in ast.parse(path.read_text()).body:
            if not isinstance(node, ast.ClassDef):
                continue
            members: dict[str, str | None] = {}
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    ann = item.annotation
                    members[item.target.id] = ann.id if isinstance(ann, ast.Name) else None
                elif isinstance(item, ast.FunctionDef):
                    members[item.name] = None
                elif (isinstance(item, ast.Assign) and isinstance(item.targets[0], ast.Name)
                      and item.targets[0].id == "__slots__"):
                    members.update({e.value: None for e in item.value.elts})
            found[node.name] = ([b.id for b in node.bases if isinstance(b, ast.Name)], members)
    return found


CLASSES = _classes()


def members(name: str) -> dict[str, str | None]:
    """The members of class ``name`` with those of its bases (the nearest first)."""
    bases, own = CLASSES[name]
    merged: dict[str, str | None] = {}
    for base in bases:
        if base in CLASSES:
            merged.update(members(base))
    merged.update(own)
    return merged


def _is_context(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "ctx") or (
        isinstance(node, ast.Attribute) and node.attr in ("ctx", "_ctx"))


def uses_outside(paths: list[Path], protocol: str) -> list[str]:
    """``ctx.x`` (and ``ctx.part.y``) in ``paths`` that ``protocol`` does not name."""
    names = members(protocol)
    wrong = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Attribute):
                continue
            where = f"{path.relative_to(PACKAGE) if PACKAGE in path.parents else path}:" \
                    f"{node.lineno}"
            if _is_context(node.value) and node.attr not in names:
                wrong.append(f"{where} ctx.{node.attr}")
            owner = node.value
            if isinstance(owner, ast.Attribute) and _is_context(owner.value):
                part = names.get(owner.attr)
                if part in CLASSES and node.attr not in members(part):
                    wrong.append(f"{where} ctx.{owner.attr}.{node.attr}")
    return wrong


def test_the_launch_package_uses_only_what_launch_context_names():
    paths = [p for p in sorted((HOST / "launch").glob("*.py"))
             if p.name not in ("protocol.py", "state.py")]
    assert uses_outside(paths, "LaunchContext") == []


def test_the_parts_use_only_what_part_context_names():
    assert uses_outside([HOST / "lifecycle.py", HOST / "failure.py"], "PartContext") == []


@pytest.mark.parametrize("package", COLLECTOR_PACKAGES)
def test_a_collector_package_uses_only_what_collector_context_names(package):
    paths = sorted((RUNTIME / package).rglob("*.py"))
    assert uses_outside(paths, "CollectorContext") == []


def test_the_use_finder_sees_one(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("def f(ctx, launch):\n"
                     "    return (ctx.gm, launch.ctx.queue, ctx.launches.plans,\n"
                     "            ctx.memory.cb_type, ctx.waits.settle, ctx.waits.spin)\n")
    assert [w.split()[-1] for w in uses_outside([probe], "LaunchContext")] == [
        "ctx.queue", "ctx.memory.cb_type", "ctx.waits.spin"]


def _context() -> DeviceContext:
    config = ContextConfig(platform="a2a3sim", arch="a2a3", clusters=1, gm_size=1 << 26,
                           l2_cache_offset=None)
    return DeviceContext(63, DeviceLayout(63, 1 << 26), config)


@pytest.mark.parametrize("protocol", ["CollectorContext", "LaunchContext", "PartContext"])
def test_the_context_has_what_its_protocols_name(protocol):
    ctx = _context()
    missing = []
    for name, part in members(protocol).items():
        if not hasattr(ctx, name):
            missing.append(name)
        elif part in CLASSES:
            value = getattr(ctx, name)
            missing += [f"{name}.{m}" for m in members(part) if not hasattr(value, m)]
    ctx.close()
    assert missing == []


FISHED_OPTIONS = ("_dump", "sanitize", "l2_model", "_l2_state", "log_level_snapshot")


def test_no_runtime_module_reads_an_option_by_name_with_getattr():
    offenders = []
    for path in sorted(RUNTIME.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "getattr" and len(node.args) >= 2
                    and isinstance(node.args[1], ast.Constant)
                    and node.args[1].value in FISHED_OPTIONS):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert offenders == []


def test_the_collector_registry_and_interface_rebind_no_global():
    """No ``global`` statement in the collector registry, the collector interface or the
    launch pipeline (a module global that tests replace is a test seam in production code;
    a test adds a source through ``COLLECTORS.add``)."""
    paths = (RUNTIME / "collectors.py", HOST / "collector.py", HOST / "operations.py",
             HOST / "launch" / "pipeline.py", HOST / "launch" / "phases.py",
             HOST / "launch" / "plan.py")
    offenders = [f"{path.relative_to(PACKAGE)}:{node.lineno}"
                 for path in paths
                 for node in ast.walk(ast.parse(path.read_text()))
                 if isinstance(node, ast.Global)]
    assert offenders == []
