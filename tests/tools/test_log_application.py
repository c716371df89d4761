"""incore's logging inside an application that configures logging itself (SPEC §6;
docs/runtime.md, "Logging").

Importing incore names only its own tiers: the standard levels keep their names for every
logger; incore's formatter prints INFO_V5/WARN; a device line carries its ``<kernel>/<core>``
prefix under any handler; the docs' device-log example is the real output.
"""

from __future__ import annotations

import logging
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import incore
from incore import log as ilog

ROOT = Path(__file__).resolve().parents[2]
SAXPY = ROOT / "examples" / "saxpy" / "kernel.ik"

APP = """
import logging, sys
import numpy as np
before = sys.argv[1] == "before"
FORMAT = "APP %(levelname)s %(message)s"
if before:
    logging.basicConfig(level=logging.DEBUG, format=FORMAT, stream=sys.stdout)
import incore
if not before:
    logging.basicConfig(level=logging.DEBUG, format=FORMAT, stream=sys.stdout)
app = logging.getLogger("app")
app.debug("d"); app.info("i"); app.warning("w"); app.error("e")
logging.getLogger("incore").setLevel(incore.log.V3)
mod = incore.compile(open(sys.argv[2]).read(), filename="f.ik")
x = np.ones(64, np.float32); y = np.ones(64, np.float32)
with incore.Worker(device_id=61) as w:
    w.launch(mod["saxpy"], x, y, 2.0, blocks=1)
"""


def run_app(when: str) -> list[str]:
    proc = subprocess.run(
        [sys.executable, "-c", APP, when, str(SAXPY)], capture_output=True, text=True,
        timeout=180, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


@pytest.mark.device
def test_application_configured_before_and_after_import_keeps_its_names_and_the_prefix():
    for when in ("before", "after"):
        lines = run_app(when)
        assert lines[:4] == ["APP DEBUG d", "APP INFO i", "APP WARNING w", "APP ERROR e"], lines
        device = [line for line in lines if "wrote" in line]
        assert len(device) == 1 and re.fullmatch(
            r"APP INFO_V3 saxpy/core \d+ \(aiv\): \[f\.ik:11\] block 0 wrote \[0, 64\)",
            device[0]), (when, lines)


def test_standard_levels_keep_their_names_for_every_logger():
    assert logging.getLevelName(logging.DEBUG) == "DEBUG"
    assert logging.getLevelName(logging.INFO) == "INFO"
    assert logging.getLevelName(logging.WARNING) == "WARNING"
    assert logging.getLevelName(logging.ERROR) == "ERROR"
    for v, level in enumerate((ilog.V0, ilog.V1, ilog.V2, ilog.V3, ilog.V4)):
        assert logging.getLevelName(level) == f"INFO_V{v}"
    for v, level in zip(range(6, 10), (ilog.V6, ilog.V7, ilog.V8, ilog.V9), strict=True):
        assert logging.getLevelName(level) == f"INFO_V{v}"
    assert logging.getLevelName(ilog.NUL) == "NUL"


def test_incore_formatter_still_prints_info_v5_and_warn():
    fmt = ilog.HostFormatter()
    for level, tag in ((ilog.INFO, "INFO_V5"), (ilog.WARN, "WARN"), (ilog.ERROR, "ERROR"),
                       (ilog.DEBUG, "DEBUG")):
        record = logging.LogRecord("incore", level, "/a/b.py", 3, "m", (), None, func="f")
        assert re.fullmatch(rf"\[[^]]+\]\[T0x[0-9a-f]+\]\[{tag}\] f: \[b\.py:3\] m",
                            fmt.format(record))


def docs_device_examples() -> list[str]:
    found = []
    for doc in ("runtime.md", "language.md"):
        text = (ROOT / "docs" / doc).read_text()
        found += re.findall(r"`(\[INFO_V3\] saxpy/core [^`]*)`", text)
    return found


@pytest.mark.device
def test_docs_device_log_example_is_the_real_output(caplog):
    examples = docs_device_examples()
    assert len(examples) >= 2
    caplog.set_level(ilog.V3, logger="incore")
    mod = incore.compile(SAXPY.read_text(), filename="kernel.ik")
    n = 1 << 20
    x, y = np.ones(n, np.float32), np.ones(n, np.float32)
    with incore.Worker(device_id=62) as w:
        caplog.clear()
        w.launch(mod["saxpy"], x, y, 2.0, blocks=8)
    fmt = ilog.HostFormatter()
    real = [fmt.format(r) for r in caplog.records if getattr(r, "incore_device", None)]
    assert len(real) == 8
    for example in examples:
        # The core a block runs on depends on scheduling: compare with the core as a pattern.
        core = re.search(r"core (\d+) \(aiv\)", example).group(1)
        pattern = re.escape(example).replace(f"core\\ {core}", r"core\ \d+")
        assert any(re.fullmatch(pattern, line) for line in real), (example, real)


def test_incore_formatter_shows_the_prefix_once_either_way():
    fmt = ilog.HostFormatter()
    for message in ("k/core 1 (aiv): [k.ik:2] hi", "[k.ik:2] hi"):
        record = logging.LogRecord("incore", ilog.V3, "device", 0, message, (), None)
        record.incore_device = "k/core 1 (aiv)"
        assert fmt.format(record) == "[INFO_V3] k/core 1 (aiv): [k.ik:2] hi"


def _fresh(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


def test_a_bare_import_registers_the_level_names_and_the_v5_default():
    proc = _fresh(
        "import incore, logging\n"
        "logger = logging.getLogger('incore')\n"
        "print(logger.level, logging.getLevelName(18), logging.getLevelName(60))\n"
        "logger.setLevel('INFO_V3')\n"
        "print(logger.level)\n"
        "print([logging.getLevelName(f'INFO_V{v}') for v in range(10)])\n"
        "logger.setLevel('INFO_V5'); print(logger.level, logging.getLevelName(20))\n"
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].split() == ["20", "INFO_V3", "NUL"] and lines[1] == "18"
    assert lines[2] == str(list(range(15, 25)))  # every tier by name
    assert lines[3] == "20 INFO"  # 20 keeps its standard name


HOST_LINE = (r"\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}\]\[T0x[0-9a-f]+\]\[{level}\] "
             r"\w+: \[\w+\.py:\d+\] ")


def test_host_records_before_any_worker_take_the_host_format_and_filter(tmp_path):
    proc = _fresh(
        "import incore\n"
        "try:\n"
        "    incore.Runtime.instance().kernel('nosuch')\n"
        "except incore.KernelNotFound:\n"
        "    pass\n"
        f"incore.set_dump_config(path={str(tmp_path / 'dumps')!r}, enabled=False)\n"
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.splitlines()
    failed = [line for line in lines if "Runtime.kernel failed" in line]
    assert len(failed) == 1 and re.match(HOST_LINE.replace("{level}", "ERROR"), failed[0]), lines
    entry = [line for line in lines if "set_dump_config(" in line]  # INFO (V5) shows at V5
    assert len(entry) == 1 and re.match(HOST_LINE.replace("{level}", "INFO_V5"), entry[0]), lines
    assert not any(line.startswith("Runtime.kernel failed") for line in lines)  # no lastResort


def test_host_records_before_any_worker_follow_the_level_and_the_application_handlers():
    quiet = _fresh(
        "import incore, logging\n"
        "logging.getLogger('incore').setLevel('WARN')\n"
        "incore.set_dump_config(enabled=False)\n"
    )
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr
    for when in ("before", "after"):
        configure = "logging.basicConfig(format='APP %(levelname)s %(message)s')\n"
        proc = _fresh(
            "import logging\n"
            + (configure if when == "before" else "")
            + "import incore\n"
            + (configure if when == "after" else "")
            + "try:\n"
            "    incore.Runtime.instance().kernel('nosuch')\n"
            "except incore.KernelNotFound:\n"
            "    pass\n"
        )
        assert proc.returncode == 0, proc.stderr
        assert [line for line in proc.stderr.splitlines() if "nosuch" in line] == [
            "APP ERROR Runtime.kernel failed [KERNEL_NOT_FOUND]: no registered kernel has the "
            "name 'nosuch'; known kernels: none"], (when, proc.stderr)  # once, the app's format
