"""pdb in an interpreted kernel, driven through stdin in a subprocess: a breakpoint on a
``.ik`` line stops there, ``list`` shows the kernel source, ``p`` prints a tile, ``next``
moves to the next kernel line, ``where``/``up`` reach the caller, ``c`` finishes the run."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

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
