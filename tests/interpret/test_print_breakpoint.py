"""``print(...)`` and ``breakpoint()`` statements, interpreted.

The language's nodes (``ast.Print(values, site)``, ``ast.Breakpoint(condition, block)``)
come from another part of the project; the interpreter dispatches on the class name, so
these tests put nodes of those names and fields into a checked kernel's body."""

from __future__ import annotations

import sys
from dataclasses import dataclass

import numpy as np

from incore import interpret
from incore.frontend import ast, check

SRC = """\
kernel k(x: Tensor[[8], f32], n: i32):
    t = x[0:4]
    v = n * 2
    pass
    x[0] = t[1]
"""


@dataclass(eq=False)
class Print(ast.Stmt):
    values: list
    site: object = None


@dataclass(eq=False)
class Breakpoint(ast.Stmt):
    condition: object = None
    block: object = None


def _program_with(stmt_at_line_4) -> tuple:
    program = check(SRC, "pb.ik")
    kernel = program.kernels["k"]
    body = kernel.body
    kernel.body = body[:2] + [stmt_at_line_4(body)] + body[2:]
    return program, kernel


def test_print_shows_scalars_and_tiles_as_python_and_numpy_print_them() -> None:
    def make(body):
        tile = ast.Var(ast.Span(4, 11, 3, 12), name="t", type=body[0].value.type, shape=(4,))
        scalar = ast.Var(ast.Span(4, 14, 3, 15), name="v", type=body[1].value.type)
        return Print(ast.Span(4, 5, 3, 20), [scalar, tile])

    program, _ = _program_with(make)
    k = interpret.build(program, "k")
    assert k.source.splitlines()[3].strip() == "_ik_print(4, (v, t, ))"
    out: list[str] = []
    x = np.arange(8, dtype=np.float32)
    k.run([x, 3], 2, interpret.LaunchEnv(on_print=out.append))
    assert out == ["k/block 0/core 0 (aiv): 6 [0. 1. 2. 3.]",
                   "k/block 1/core 1 (aiv): 6 [1. 1. 2. 3.]"]  # block 0 wrote x[0]


def test_breakpoint_calls_the_breakpointhook_at_its_line_in_the_kernel_frame(
        monkeypatch) -> None:
    def make(body):
        one = ast.Literal(ast.Span(4, 22, 3, 23), 1, type=body[1].value.type)
        return Breakpoint(ast.Span(4, 5, 3, 24), None, one)

    program, _ = _program_with(make)
    k = interpret.build(program, "k")
    line = k.source.splitlines()[3].strip()
    assert line.startswith("if block_idx == _ik_k") and line.endswith(": breakpoint()")
    stops = []

    def hook(*args, **kwargs):
        f = sys._getframe(1)
        stops.append((f.f_code.co_filename, f.f_lineno, int(f.f_locals["block_idx"]),
                      f.f_locals["t"].tolist()))

    monkeypatch.setattr(sys, "breakpointhook", hook)
    k.run([np.arange(8, dtype=np.float32), 3], 3)
    assert stops == [("pb.ik", 4, 1, [1.0, 1.0, 2.0, 3.0])]
