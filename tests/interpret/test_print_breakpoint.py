"""The language's ``print(...)`` and ``breakpoint()`` statements, interpreted: a print shows
the line the compiled print shows (``incore.printing.format_print``) at once, through the
launch's ``on_print`` hook; a breakpoint calls ``sys.breakpointhook`` in the kernel's own frame
at its ``.ik`` line, only where its block and condition hold."""

from __future__ import annotations

import sys

import numpy as np

from incore import interpret
from incore.frontend import check
from incore.printing import format_print

SRC = """\
kernel k(x: Tensor[[8], f32], n: i32):
    t = x[0:4]
    v = n * 2
    print("v is", v, "t is", t)
    breakpoint(v > 4, block=1)
    x[0] = t[1]
"""


def _kernel():
    return interpret.build(check(SRC, "pb.ik"), "k")


def test_print_shows_the_compiled_print_line_at_once(monkeypatch) -> None:
    monkeypatch.setattr(sys, "breakpointhook", lambda *a, **k: None)  # block 1 stops
    k = _kernel()
    assert k.source.splitlines()[3].strip().startswith("_ik_print(4, ")
    out: list[str] = []
    x = np.arange(8, dtype=np.float32)
    t0 = x[0:4].copy()
    k.run([x, 3], 2, interpret.LaunchEnv(on_print=out.append))
    t1 = t0.copy()
    t1[0] = t0[1]  # block 0 wrote x[0] before block 1 loaded its tile
    assert out == [
        format_print("k", 0, 0, "aiv", ["v is", np.int32(6), "t is", t0]),
        format_print("k", 1, 1, "aiv", ["v is", np.int32(6), "t is", t1]),
    ]
    assert out[0] == "[k block 0 core 0 aiv] v is 6 t is [0. 1. 2. 3.]"


def test_print_writes_to_stdout_without_a_hook(capsys) -> None:
    _kernel().run([np.arange(8, dtype=np.float32), 1], 1)
    assert capsys.readouterr().out == "[k block 0 core 0 aiv] v is 2 t is [0. 1. 2. 3.]\n"


def test_breakpoint_calls_the_breakpointhook_at_its_line_in_the_kernel_frame(
        monkeypatch) -> None:
    k = _kernel()
    stops = []

    def hook(*args, **kwargs):
        f = sys._getframe(1)
        stops.append((f.f_code.co_filename, f.f_lineno, int(f.f_locals["block_idx"]),
                      f.f_locals["t"].tolist(), int(f.f_locals["v"])))

    monkeypatch.setattr(sys, "breakpointhook", hook)
    k.run([np.arange(8, dtype=np.float32), 3], 3, interpret.LaunchEnv(on_print=lambda s: None))
    assert stops == [("pb.ik", 5, 1, [1.0, 1.0, 2.0, 3.0], 6)]  # block 1 only


def test_breakpoint_does_not_stop_where_its_condition_is_false(monkeypatch) -> None:
    stops = []
    monkeypatch.setattr(sys, "breakpointhook", lambda *a, **k: stops.append(1))
    _kernel().run([np.arange(8, dtype=np.float32), 2], 3,
                  interpret.LaunchEnv(on_print=lambda s: None))
    assert stops == []  # v == 4 is not > 4
