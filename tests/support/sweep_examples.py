"""Small example directories for the sweep tests: one that passes, one that does not compile,
one whose kernel never ends, one whose run's device is killed, one whose run process dies."""

from __future__ import annotations

from pathlib import Path

KERNEL_OK = """\
@aiv
kernel inc(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i] + 1.0
"""

GOLDEN_OK = """\
import numpy as np

LAUNCH = {"kernel": "inc", "blocks": 2}
CASES = [{"name": "n64", "params": {"n": 64}}, {"name": "n100", "params": {"n": 100}}]


def generate_inputs(params):
    x = np.arange(params["n"], dtype=np.float32)
    return {"x": x, "y": np.zeros_like(x)}


def compute_golden(inputs, params):
    return {"y": inputs["x"] + 1.0}
"""

# adds its const parameter STEP: the golden (x + 1) holds only for -D STEP=1
KERNEL_CONST = KERNEL_OK.replace("y: Tensor[[N], f32]):", "y: Tensor[[N], f32], STEP: const = 5):"
                                 ).replace("x[i] + 1.0", "x[i] + f32(STEP)")

# `undefined_name` is no name: kernel.ik does not compile
KERNEL_BROKEN = KERNEL_OK.replace("x[i] + 1.0", "x[i] + undefined_name")

KERNEL_SPIN = """\
@aiv
kernel inc(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    acc = 0.0
    while x[0] == x[0]:
        acc = acc + 1.0
    y[0] = acc
"""

GOLDEN_ONE = GOLDEN_OK.replace(
    'CASES = [{"name": "n64", "params": {"n": 64}}, {"name": "n100", "params": {"n": 100}}]',
    'CASES = [{"name": "n64", "params": {"n": 64}}]')

# the run's device process (a child of the run's process) is killed while the kernel spins
GOLDEN_KILL_DEVICE = GOLDEN_ONE.replace("import numpy as np", '''\
import os
import signal
import threading
import time

import numpy as np


def _kill_children():
    time.sleep(1.5)
    me = str(os.getpid())
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/stat") as fh:
                ppid = fh.read().rsplit(")", 1)[1].split()[1]
        except (OSError, IndexError):
            continue
        if ppid == me:
            os.kill(int(pid), signal.SIGKILL)
''').replace(
    'def generate_inputs(params):\n',
    'def generate_inputs(params):\n'
    '    threading.Thread(target=_kill_children, daemon=True).start()\n')

# the run's own process dies in generate_inputs
GOLDEN_CRASH = GOLDEN_ONE.replace(
    'def generate_inputs(params):\n',
    'def generate_inputs(params):\n    import os\n    os._exit(3)\n')

GOLDEN_SLOW = GOLDEN_ONE.replace(
    'def generate_inputs(params):\n',
    'def generate_inputs(params):\n    import time\n    time.sleep(SLEEP_S)\n').replace(
    "import numpy as np", "import numpy as np\n\nSLEEP_S = 2.0")

# both blocks write y[0], nothing ordering them: the sanitizer's race
KERNEL_RACE = """\
@aiv
kernel inc(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    y[0] = x[block_idx]
"""

GOLDEN_RACE = """\
import numpy as np

LAUNCH = {"kernel": "inc", "blocks": 2}


def generate_inputs():
    return {"x": np.ones(4, dtype=np.float32), "y": np.zeros(4, dtype=np.float32)}


def compute_golden(inputs):
    y = inputs["y"].copy()
    y[0] = 1.0
    return {"y": y}
"""


def write_example(root: Path, name: str, kernel: str = KERNEL_OK,
                  golden: str = GOLDEN_OK) -> Path:
    """``root/name`` holding ``kernel`` as kernel.ik and ``golden`` as golden.py."""
    path = root / name
    path.mkdir(parents=True, exist_ok=True)
    (path / "kernel.ik").write_text(kernel)
    (path / "golden.py").write_text(golden)
    return path
