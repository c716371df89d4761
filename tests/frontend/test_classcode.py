"""The table of compiled ``@dataclass`` methods the frontend imports its node classes with
(incore.frontend.classcode): the same classes as without it, written once, stale or corrupt
tables ignored, nothing written when bytecode is not to be written."""

from __future__ import annotations

import dataclasses
import importlib.util
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest

from incore.frontend import classcode

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def table(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "__pycache__" / "classcode.test.marshal"
    monkeypatch.setattr(classcode, "_table_path", lambda: str(path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return path


def make_classes():
    """Dataclasses of the kinds the frontend declares (eq=False, kw_only, frozen, defaults)."""

    @dataclasses.dataclass(kw_only=True, eq=False)
    class Node:
        line: int = 0
        col: int = 0

    @dataclasses.dataclass(eq=False)
    class Name(Node):
        id: str
        parts: list = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(frozen=True)
    class Span:
        a: int
        b: int = 2

    return Node, Name, Span


def behaviour(classes) -> list:
    _, name_cls, span_cls = classes
    n = name_cls("x", line=3)
    s = span_cls(1)
    try:
        s.a = 5
        frozen = False
    except dataclasses.FrozenInstanceError:
        frozen = True
    return [repr(n), n.parts, n == name_cls("x", line=3), repr(s), s == span_cls(1),
            hash(s) == hash(span_cls(1)), frozen,
            [f.name for f in dataclasses.fields(name_cls)]]


def test_classes_built_with_the_table_behave_as_without(table):
    plain = make_classes()
    with classcode.reused_class_code():
        first = make_classes()  # compiles and records
    assert table.is_file()
    with classcode.reused_class_code():
        reused = make_classes()  # from the table
    assert behaviour(plain) == behaviour(first) == behaviour(reused)
    for a, b in zip(plain, reused, strict=True):
        for method in ("__init__", "__repr__"):
            assert getattr(a, method).__code__.co_code == getattr(b, method).__code__.co_code
    assert not hasattr(dataclasses, "exec")  # the builtin again once the block ends


def test_a_known_text_is_not_compiled_again(table, monkeypatch):
    with classcode.reused_class_code():
        make_classes()
    compiled = []
    real = compile
    monkeypatch.setattr("builtins.compile", lambda *a, **k: compiled.append(a[0]) or real(*a, **k))
    with classcode.reused_class_code():
        make_classes()
    assert compiled == []


def test_the_table_is_written_only_when_it_grew(table):
    with classcode.reused_class_code():
        make_classes()
    os.utime(table, (0, 0))
    with classcode.reused_class_code():
        make_classes()
    assert table.stat().st_mtime == 0


@pytest.mark.parametrize("content", [b"", b"garbage", importlib.util.MAGIC_NUMBER + b"\xff\x00",
                                     b"\x00\x00\r\n" + marshal.dumps({}),
                                     importlib.util.MAGIC_NUMBER + marshal.dumps([1, 2])])
def test_a_stale_or_corrupt_table_is_ignored_and_rewritten(content, table):
    table.parent.mkdir(parents=True)
    table.write_bytes(content)
    with classcode.reused_class_code():
        classes = make_classes()
    assert behaviour(classes) == behaviour(make_classes())
    raw = table.read_bytes()
    assert raw.startswith(importlib.util.MAGIC_NUMBER)
    assert len(marshal.loads(raw[len(importlib.util.MAGIC_NUMBER):])) >= 6


def test_nothing_is_written_without_bytecode_writing(table, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    with classcode.reused_class_code():
        make_classes()
    assert not table.exists()


def test_an_unwritable_directory_still_builds_the_classes(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setattr(classcode, "_table_path", lambda: str(blocker / "below" / "t.marshal"))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    with classcode.reused_class_code():
        classes = make_classes()
    assert behaviour(classes) == behaviour(make_classes())


def test_the_frontend_checks_the_same_with_and_without_a_table(tmp_path):
    """A new process importing the frontend through its table checks a kernel as one that
    compiles every method (``-B``: no table written or read from a previous run counts)."""
    code = ("import sys\nfrom incore import frontend\n"
            "p = frontend.check(open(sys.argv[1]).read(), 'k.ik')\n"
            "print(repr(p.kernels['saxpy'].params))")
    kernel = str(ROOT / "examples" / "saxpy" / "kernel.ik")
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path / "pyc")}
    outs = []
    for flags in (["-B"], [], []):  # no table, writes it, reads it
        env_run = {**env, "PYTHONDONTWRITEBYTECODE": "1" if flags else ""}
        proc = subprocess.run([sys.executable, *flags, "-c", code, kernel], capture_output=True,
                              text=True, env=env_run, timeout=120)
        assert proc.returncode == 0, proc.stderr
        outs.append(proc.stdout)
    assert outs[0] == outs[1] == outs[2] and "x" in outs[0]
