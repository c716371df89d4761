"""pdb in an interpreted kernel, driven through stdin in a subprocess: a breakpoint on a
``.ik`` line (or the kernel's own ``breakpoint()`` in a ``Worker(interpret=True)`` launch)
stops there, ``list`` shows the kernel source, ``p`` prints a tile, ``next`` moves to the next
kernel line, ``where``/``up`` reach the caller, ``c`` finishes the run."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.support.proc_util import PromptSession

KERNEL = """\
kernel scale(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    t = x[0:8]
    u = t * 2.0
    y[0:8] = u + 1.0
"""

SCRIPT = """\
import numpy as np
from incore.frontend import check
from incore import interpret

path = {path!r}
k = interpret.build(check(open(path).read(), path), "scale")
x = np.arange(8, dtype=np.float32)
y = np.zeros(8, np.float32)
k.run([x, y], 1)  # the launch
print("result", y.tolist())
"""


def test_pdb_stops_at_a_kernel_line_and_steps_through_it(tmp_path: Path) -> None:
    ik = tmp_path / "scale.ik"
    ik.write_text(KERNEL)
    script = tmp_path / "main.py"
    script.write_text(SCRIPT.format(path=str(ik)))
    commands = textwrap.dedent(f"""\
        b {ik}:3
        c
        list
        p t
        p type(t).__name__, t.dtype, t.shape
        n
        p u.tolist()
        where
        up
        c
        """)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    proc = subprocess.run([sys.executable, "-m", "pdb", str(script)], input=commands,
                          capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path)
    out = proc.stdout
    assert proc.returncode == 0, out + proc.stderr
    assert f"> {ik}(3)scale()\n-> u = t * 2.0" in out
    assert "  2  \t    t = x[0:8]\n  3 B->\t    u = t * 2.0\n  4  \t    y[0:8] = u + 1.0" in out
    assert "array([0., 1., 2., 3., 4., 5., 6., 7.], dtype=float32)" in out
    assert "('ndarray', dtype('float32'), (8,))" in out
    assert f"> {ik}(4)scale()\n-> y[0:8] = u + 1.0" in out
    assert "[0.0, 2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0]" in out
    assert f"{script}(9)<module>()\n-> k.run([x, y], 1)  # the launch" in out
    # up leaves the kernel's frame for the interpreter's, which the caller's launch called
    assert out.split("(Pdb) ")[-3].startswith("> ") and "interpret" in out.split("(Pdb) ")[-3]
    assert "result [1.0, 3.0, 5.0, 7.0, 9.0, 11.0, 13.0, 15.0]" in out


WORKER_KERNEL = """\
kernel scale(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    t = x[0:8]
    breakpoint()
    u = t * 2.0
    y[0:8] = u + 1.0
"""

WORKER_SCRIPT = """\
import numpy as np
import incore

kernel = incore.compile_file({path!r})["scale"]
x = np.arange(8, dtype=np.float32)
y = np.zeros(8, np.float32)
with incore.Worker(interpret=True) as w:
    w.launch(kernel, x, y, blocks=1)  # the launch
print("result", y.tolist())
"""


@pytest.mark.device  # the Worker starts a device process
def test_a_worker_launch_stops_at_the_kernels_breakpoint_in_pdb(tmp_path: Path) -> None:
    """Worker(interpret=True): the kernel's breakpoint() stops pdb at its line; list, p, next,
    where and up see the kernel and its caller; c finishes the launch with its result."""
    ik = tmp_path / "scale.ik"
    ik.write_text(WORKER_KERNEL)
    script = tmp_path / "main.py"
    script.write_text(WORKER_SCRIPT.format(path=str(ik)))
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    env.pop("PYTHONBREAKPOINT", None)
    session = PromptSession([sys.executable, str(script)], env=env, cwd=tmp_path)
    try:
        assert f"> {ik}(3)scale()\n-> breakpoint()" in session.first
        listing = session.send("list")
        assert "  2  \t    t = x[0:8]\n  3  ->\t    breakpoint()\n  4  \t    u = t * 2.0" in listing
        assert "array([0., 1., 2., 3., 4., 5., 6., 7.], dtype=float32)" in session.send("p t")
        assert f"> {ik}(4)scale()\n-> u = t * 2.0" in session.send("next")
        stack = session.send("where")
        assert f"{script}(8)<module>()\n-> w.launch(kernel, x, y, blocks=1)  # the launch" in stack
        assert stack.rstrip().endswith(f"> {ik}(4)scale()\n-> u = t * 2.0")
        for _ in range(30):  # up, frame by frame, from the kernel to the caller's launch
            shown = session.send("up")
            if str(script) in shown:
                break
        assert f"> {script}(8)<module>()\n-> w.launch(kernel, x, y, blocks=1)" in shown
        code, rest = session.finish("c")
    finally:
        session.proc.kill()
    assert code == 0, session.transcript
    assert "result [1.0, 3.0, 5.0, 7.0, 9.0, 11.0, 13.0, 15.0]" in rest
