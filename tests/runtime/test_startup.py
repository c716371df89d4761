"""A Worker is ready at once: nothing heavy at ``import incore`` or Worker start.

``ml_dtypes`` (about half a second to import) is imported only where bf16 is first needed: a
bf16 kernel compiled, a bf16 buffer made, a dump of bf16 read.  The device's own machine code
is cached on disk, so a device start in a new process imports neither llvmlite's binding nor
the loader's linker.  Each check runs in a fresh interpreter.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str, env: dict | None = None) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, **(env or {})},
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_worker_start_and_a_buffer_import_no_ml_dtypes():
    got = _run(
        "import json, sys, numpy, incore\n"
        "w = incore.Worker()\n"
        "b = w.zeros(4)\n"
        "out = {'ml_dtypes': 'ml_dtypes' in sys.modules, 'dtype': str(b.numpy().dtype),\n"
        "       'zeros': b.numpy().tolist()}\n"
        "w.close()\n"
        "print(json.dumps(out))\n"
    )
    assert got == {"ml_dtypes": False, "dtype": "float32", "zeros": [0.0] * 4}


# What a Worker that only starts and allocates never needs: each collector package's machinery
# (dumps, the L2 model, the sanitizer), fault descriptions, the loader's ELF reading, the
# compiler's llvmlite and bf16's ml_dtypes.  They load with their first use.
HEAVY = (
    "incore.runtime.dump.hooks", "incore.runtime.dump.record", "incore.runtime.dump.writer",
    "incore.runtime.dump.exception", "secrets",
    "incore.runtime.l2.counters", "incore.runtime.l2.model", "incore.runtime.l2.capture",
    "incore.runtime.l2.state", "incore.runtime.l2.gather",
    "incore.runtime.sanitizer.capture", "incore.runtime.sanitizer.findings",
    "incore.runtime.sanitizer.records", "incore.runtime.sanitizer.checks",
    "incore.runtime.host.faults", "incore.runtime.host.sourcemap", "incore.runtime.host.callback",
    "incore.loader.elf_reader", "incore.loader.metaschema", "incore.loader.lines",
    "llvmlite.ir", "llvmlite.binding", "ml_dtypes", "elftools",
)


def test_a_started_worker_and_a_buffer_load_none_of_the_heavy_modules():
    code = (
        "import json, sys, numpy, incore\n"
        "w = incore.Worker()\n"
        "w.zeros(4)\n"
        "started = sorted(m for m in sys.modules if m in HEAVY)\n"
        "w.close()\n"
        "print(json.dumps([started, sorted(m for m in sys.modules if m in HEAVY)]))\n"
        .replace("HEAVY", repr(HEAVY))
    )
    _run(code)  # the first start in this cache directory builds the device's native code
    assert _run(code) == [[], []]  # nor does close() (collectors detached, dumps flushed)


def test_the_device_process_imports_only_what_it_runs():
    """``python -S -m incore.runtime.device`` is part of every Worker start: its imports,
    listed by ``-X importtime`` as it runs up to its argument check, include no numpy,
    llvmlite, typing, dataclasses, traceback nor logging (the host's ``import incore`` loads
    ``incore.log``; the device process does not)."""
    proc = subprocess.run(
        [sys.executable, "-S", "-X", "importtime", "-m", "incore.runtime.device", "--usage"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert proc.returncode != 0 and "usage: python -m incore.runtime.device" in proc.stderr
    added = {line.rsplit("|", 1)[1].strip() for line in proc.stderr.splitlines()
             if line.startswith("import time:") and "|" in line}
    heavy = {"numpy", "llvmlite", "typing", "dataclasses", "inspect", "traceback", "ml_dtypes",
             "logging", "incore.log"}
    assert "incore.runtime.device.main" in added and not heavy & added, sorted(added)


def test_second_worker_start_builds_no_native_code(tmp_path):
    code = (
        "import json, sys, numpy, incore\n"
        "with incore.Worker() as w:\n"
        "    w.zeros(4)\n"
        "print(json.dumps({m: m in sys.modules for m in\n"
        "                  ('llvmlite.binding', 'incore.loader.link', 'elftools')}))\n"
    )
    env = {"INCORE_CACHE_DIR": str(tmp_path)}
    first = _run(code, env)
    assert first["llvmlite.binding"] and first["incore.loader.link"]  # built and cached
    # fault handler, core loop, scheduler, the host's direct dispatch, publish and
    # publish_after (a plain stream launch's two-argument publish)
    assert sorted(p.suffix for p in (tmp_path / "native").iterdir()) == [".ikn"] * 6
    second = _run(code, env)
    assert second == {"llvmlite.binding": False, "incore.loader.link": False,
                      "elftools": False}


def test_a_corrupt_native_cache_entry_is_rebuilt(tmp_path):
    code = (
        "import json, numpy, incore\n"
        "k = incore.compile('@aiv\\nkernel inc(x: Tensor[[N], i32]):\\n"
        "    x[block_idx] = x[block_idx] + 1\\n')['inc']\n"
        "with incore.Worker() as w:\n"
        "    x = w.zeros(2, 'i32')\n"
        "    w.launch(k, x, blocks=2)\n"
        "    print(json.dumps(x.numpy().tolist()))\n"
    )
    env = {"INCORE_CACHE_DIR": str(tmp_path)}
    assert _run(code, env) == [1, 1]
    for entry in (tmp_path / "native").iterdir():
        entry.write_bytes(entry.read_bytes()[:-7] + b"garbage")
    assert _run(code, env) == [1, 1]


def test_bf16_kernel_imports_ml_dtypes_on_first_use_and_runs():
    got = _run(
        "import json, sys, numpy as np, incore\n"
        "with incore.Worker() as w:\n"
        "    x = w.zeros(8, 'f32')\n"
        "    before = 'ml_dtypes' in sys.modules\n"
        "    k = incore.compile('@aiv\\nkernel twice(x: Tensor[[N], bf16], y: Tensor[[N], bf16]):"
        "\\n    i = block_idx\\n    y[i] = x[i] * bf16(2.0)\\n')['twice']\n"
        "    compiled = 'ml_dtypes' in sys.modules\n"
        "    import ml_dtypes\n"
        "    x = w.to_device(np.arange(8, dtype=ml_dtypes.bfloat16))\n"
        "    y = w.zeros(8, 'bf16')\n"
        "    w.launch(k, x, y, blocks=8)\n"
        "    print(json.dumps({'before': before, 'compiled': compiled,\n"
        "                      'y': y.numpy().astype(np.float32).tolist(),\n"
        "                      'dtype': str(y.numpy().dtype)}))\n"
    )
    assert got["before"] is False and got["compiled"] is True
    assert got["y"] == [2.0 * i for i in range(8)] and got["dtype"] == "bfloat16"


def test_a_bf16_buffer_by_name_imports_ml_dtypes():
    got = _run(
        "import json, sys, incore\n"
        "with incore.Worker() as w:\n"
        "    w.zeros(2)\n"
        "    before = 'ml_dtypes' in sys.modules\n"
        "    b = w.zeros(2, 'bfloat16')\n"
        "    print(json.dumps([before, 'ml_dtypes' in sys.modules, str(b.numpy().dtype)]))\n"
    )
    assert got == [False, True, "bfloat16"]


def test_scalar_checks_need_no_ml_dtypes():
    got = _run(
        "import json, sys, numpy as np, incore\n"
        "k = incore.compile('@aiv\\nkernel sc(x: Tensor[[N], f32], a: f32):\\n"
        "    x[block_idx] = a\\n')['sc']\n"
        "with incore.Worker() as w:\n"
        "    x = w.zeros(1)\n"
        "    try:\n"
        "        w.launch(k, x, np.str_('2.0'), blocks=1)\n"
        "        error = None\n"
        "    except TypeError as e:\n"
        "        error = 'parameter' in str(e) and \"'a'\" in str(e)\n"
        "    w.launch(k, x, np.float32(2.5), blocks=1)\n"
        "    print(json.dumps([error, 'ml_dtypes' in sys.modules, float(x.numpy()[0])]))\n"
    )
    assert got == [True, False, 2.5]
