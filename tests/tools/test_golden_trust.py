"""The golden contract's trust bugs (issue 21): a golden.py that exits or raises a
BaseException FAILs by name, integers compare in the integer domain, half outputs against an
unrounded golden get the rounding hint, golden.py's TIMEOUT (and ``--timeout``) bound a
deadlocking case under ``incore run`` and pytest, ``--rounds`` prints both medians, and
``incore l2 --blocks 0`` is an error."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from incore.cli import main

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
DEVICE = "57"

COPY = """\
@aiv
kernel copy(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i]
"""

COPY_I64 = """\
@aiv
kernel copy(x: Tensor[[N], i64], y: Tensor[[N], i64]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i]
"""

SCALE_HALF = """\
@aiv
kernel scale_f16(x: Tensor[[N], f16], y: Tensor[[N], f16], alpha: f16):
    for i in range(block_idx, N, block_num):
        y[i] = alpha * x[i]

@aiv
kernel scale_bf16(x: Tensor[[N], bf16], y: Tensor[[N], bf16], alpha: bf16):
    for i in range(block_idx, N, block_num):
        y[i] = alpha * x[i]
"""

DEADLOCK = """\
@mix
kernel dead(x: Tensor[[N], f32]):
    if core_type == AIC:
        wait_flag(0)
    else:
        x[0] = 1.0
"""

COPY_INPUTS = """\
import numpy as np
def generate_inputs():
    return {"x": np.arange(8, dtype=np.float32), "y": np.zeros(8, np.float32)}
def compute_golden(inputs):
    return {"y": inputs["x"]}
"""


def example(tmp_path: Path, kernel: str, golden: str, name: str = "ex") -> Path:
    d = tmp_path / name
    d.mkdir()
    (d / "kernel.ik").write_text(kernel)
    (d / "golden.py").write_text(textwrap.dedent(golden))
    return d


def run(capsys, d: Path, *args: str) -> tuple[int, str, str]:
    rc = main(["run", str(d), "--device", DEVICE, *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def pytest_run(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:hypothesispytest",
         *args],
        cwd=cwd, capture_output=True, text=True, env=env, timeout=300,
    )


# ------------------------------------------------------------------ SystemExit and friends

EXITS = {
    "module": ("import sys\nsys.exit({code})\n" + COPY_INPUTS, "<module>"),
    "generate_inputs": (COPY_INPUTS.replace(
        "def generate_inputs():\n", "def generate_inputs():\n    raise {exc}\n"),
        "generate_inputs"),
    "compute_golden": (COPY_INPUTS.replace(
        "def compute_golden(inputs):\n", "def compute_golden(inputs):\n    raise {exc}\n"),
        "compute_golden"),
}


@pytest.mark.parametrize("where", list(EXITS))
@pytest.mark.parametrize("exc, name", [("SystemExit(0)", "SystemExit: 0"),
                                       ("SystemExit()", "SystemExit"),
                                       ("GeneratorExit('gone')", "GeneratorExit: gone")])
def test_base_exceptions_in_golden_fail_by_name_under_incore_run(tmp_path, capsys, where,
                                                                 exc, name):
    template, function = EXITS[where]
    if where == "module":
        if not exc.startswith("SystemExit"):
            template = f"raise {exc}\n" + COPY_INPUTS
        golden = template.replace("{code}", exc[len("SystemExit("):-1] or "")
    else:
        golden = template.replace("{exc}", exc)
    rc, out, err = run(capsys, example(tmp_path, COPY, golden))
    assert rc == 1, (out, err)
    text = out + err
    assert "Traceback" not in text and "internal error" not in text
    assert f"in {function}: {name}" in text, text
    if where == "module":
        assert err.startswith("incore: error: ")
    else:
        assert out.startswith("FAIL")


def test_a_module_level_sys_exit_is_a_collection_error_under_pytest(tmp_path):
    example(tmp_path, COPY, "import sys\nsys.exit(0)\n" + COPY_INPUTS)
    proc = pytest_run(tmp_path, "ex")
    text = proc.stdout + proc.stderr
    assert proc.returncode != 0 and "INTERNALERROR" not in text, text
    assert "SystemExit: 0" in text and "1 error" in text


def test_sys_exit_in_compute_golden_fails_the_item_under_pytest(tmp_path):
    golden = COPY_INPUTS.replace("def compute_golden(inputs):\n",
                                 "def compute_golden(inputs):\n    raise SystemExit(0)\n")
    example(tmp_path, COPY, golden)
    proc = pytest_run(tmp_path, "ex", "--device", DEVICE)
    text = proc.stdout + proc.stderr
    assert proc.returncode == 1 and "INTERNALERROR" not in text, text
    assert "in compute_golden: SystemExit: 0" in text and "1 failed" in text


# ------------------------------------------------------------------ integers


def test_integers_above_2_53_compare_in_the_integer_domain(tmp_path, capsys):
    golden = """\
    import numpy as np
    def generate_inputs():
        return {"x": np.array([2**53 + 1, 5], np.int64), "y": np.zeros(2, np.int64)}
    def compute_golden(inputs):
        return {"y": inputs["x"].astype(np.float64)}  # 2**53 + 1 rounds to 2**53
    """
    rc, out, _ = run(capsys, example(tmp_path, COPY_I64, golden))
    assert rc == 1, out
    assert "1 of 2 element(s) mismatch (exactly); first at [0]: got 9007199254740993, " \
           "expected 9007199254740992.0" in out
    assert "max abs err 1.000e+00" in out


def test_integral_float_golden_for_an_integer_output_passes(tmp_path, capsys):
    golden = """\
    import numpy as np
    def generate_inputs():
        return {"x": np.array([2**52, -7], np.int64), "y": np.zeros(2, np.int64)}
    def compute_golden(inputs):
        return {"y": inputs["x"].astype(np.float64)}
    """
    rc, out, _ = run(capsys, example(tmp_path, COPY_I64, golden))
    assert rc == 0 and out.startswith("PASS"), out


@pytest.mark.parametrize("value, shown", [("2.5", "2.5"), ("np.nan", "nan"),
                                          ("1e30", "1e+30")])
def test_non_integral_golden_for_an_integer_output_is_rejected(tmp_path, capsys, value, shown):
    golden = f"""\
    import numpy as np
    def generate_inputs():
        return {{"x": np.array([1, 2], np.int64), "y": np.zeros(2, np.int64)}}
    def compute_golden(inputs):
        return {{"y": np.array([1.0, {value}])}}
    """
    rc, out, _ = run(capsys, example(tmp_path, COPY_I64, golden))
    assert rc == 1
    assert f"y: golden for integer output has value {shown} at [1]" in out, out
    assert "astype(np.int64)" in out


# ------------------------------------------------------------------ half precision


@pytest.mark.parametrize("kernel, dtype, name, spelled", [
    ("scale_f16", "np.float16", "float16", "np.float16"),
    ("scale_bf16", "ml_dtypes.bfloat16", "bfloat16", "ml_dtypes.bfloat16"),
])
def test_half_output_against_an_unrounded_golden_gets_the_rounding_hint(
        tmp_path, capsys, kernel, dtype, name, spelled):
    golden = f"""\
    import ml_dtypes
    import numpy as np
    LAUNCH = {{"kernel": "{kernel}"}}
    RTOL = 0.0
    ATOL = 0.0
    def generate_inputs():
        x = (np.random.default_rng(0).standard_normal(256) * 10).astype({dtype})
        return {{"x": x, "y": np.zeros(256, {dtype}), "alpha": 1.3}}
    def compute_golden(inputs):
        alpha = np.float64({dtype}(inputs["alpha"]))
        return {{"y": alpha * inputs["x"].astype(np.float64)}}  # unrounded
    """
    d = example(tmp_path, SCALE_HALF, golden)
    rc, out, _ = run(capsys, d)
    assert rc == 1
    assert f"round compute_golden's result to {name} (`.astype({spelled})`)" in out, out
    # Rounded as the hint says, the same golden passes.
    text = (d / "golden.py").read_text()
    unrounded = 'return {"y": alpha * inputs["x"].astype(np.float64)}  # unrounded'
    assert unrounded in text
    (d / "golden.py").write_text(text.replace(
        unrounded, f'return {{"y": (alpha * inputs["x"].astype(np.float64)).astype({dtype})}}'))
    rc, out, _ = run(capsys, d)
    assert rc == 0 and out.startswith("PASS"), out


def test_a_real_half_mismatch_gets_no_rounding_hint(tmp_path, capsys):
    golden = """\
    import numpy as np
    LAUNCH = {"kernel": "scale_f16"}
    def generate_inputs():
        return {"x": np.ones(8, np.float16), "y": np.zeros(8, np.float16), "alpha": 2.0}
    def compute_golden(inputs):
        return {"y": np.full(8, 3.0)}
    """
    rc, out, _ = run(capsys, example(tmp_path, SCALE_HALF, golden))
    assert rc == 1 and "round compute_golden" not in out


# ------------------------------------------------------------------ TIMEOUT and --timeout

DEAD_GOLDEN = """\
import numpy as np
{timeout}
def generate_inputs():
    return {{"x": np.zeros(4, np.float32)}}
def compute_golden(inputs):
    return {{"x": np.array([1, 0, 0, 0], np.float32)}}
"""


def test_golden_timeout_ends_a_deadlocking_mix_case_under_incore_run(tmp_path, capsys):
    d = example(tmp_path, DEADLOCK, DEAD_GOLDEN.format(timeout="TIMEOUT = 2"))
    t0 = time.monotonic()
    rc, out, _ = run(capsys, d)
    assert time.monotonic() - t0 < 30
    assert rc == 1 and out.startswith("FAIL"), out
    assert "timed out after 2 s" in out and "(TIMEOUT in " in out


def test_cli_timeout_overrides_golden_timeout(tmp_path, capsys):
    d = example(tmp_path, DEADLOCK, DEAD_GOLDEN.format(timeout="TIMEOUT = 600"))
    t0 = time.monotonic()
    rc, out, _ = run(capsys, d, "--timeout", "1.5")
    assert time.monotonic() - t0 < 30
    assert rc == 1 and "timed out after 1.5 s" in out and "(--timeout)" in out, out


def test_a_case_timeout_overrides_timeout(tmp_path, capsys):
    cases = 'TIMEOUT = 600\nCASES = [{"name": "quick", "timeout": 1}]'
    golden = DEAD_GOLDEN.format(timeout=cases).replace(
        "def generate_inputs():", "def generate_inputs(params=None):")
    rc, out, _ = run(capsys, example(tmp_path, DEADLOCK, golden))
    assert rc == 1 and "timed out after 1 s" in out and "case 'quick' 'timeout'" in out, out


def test_golden_timeout_ends_a_deadlocking_case_under_pytest(tmp_path):
    example(tmp_path, DEADLOCK, DEAD_GOLDEN.format(timeout="TIMEOUT = 2"))
    t0 = time.monotonic()
    proc = pytest_run(tmp_path, "ex", "--device", DEVICE)
    assert time.monotonic() - t0 < 30
    assert proc.returncode == 1 and "timed out after 2 s" in proc.stdout, proc.stdout


def test_plugin_timeout_option(tmp_path):
    example(tmp_path, DEADLOCK, DEAD_GOLDEN.format(timeout=""))
    proc = pytest_run(tmp_path, "ex", "--device", DEVICE, "--timeout", "1")
    assert proc.returncode == 1 and "timed out after 1 s" in proc.stdout, proc.stdout


@pytest.mark.parametrize("line, message", [
    ("TIMEOUT = 0", "TIMEOUT must be a number of seconds > 0, got 0"),
    ("TIMEOUT = 'soon'", "TIMEOUT must be a number of seconds > 0, got 'soon'"),
    ('CASES = [{"name": "a", "timeout": -1}]', "case 'a': 'timeout' must be a number"),
])
def test_bad_timeouts_are_errors_naming_them(tmp_path, capsys, line, message):
    golden = DEAD_GOLDEN.format(timeout=line).replace(
        "def generate_inputs():", "def generate_inputs(params=None):")
    rc, _, err = run(capsys, example(tmp_path, DEADLOCK, golden))
    assert rc == 1 and message in err, err


@pytest.mark.parametrize("value", ["0", "-3", "abc", "inf"])
def test_bad_cli_timeout_is_a_usage_error(tmp_path, capsys, value):
    with pytest.raises(SystemExit) as exc:
        main(["run", str(tmp_path), f"--timeout={value}"])
    assert exc.value.code == 2
    assert "argument --timeout: not a number of seconds > 0" in capsys.readouterr().err


# ------------------------------------------------------------------ --rounds and l2 --blocks


def test_rounds_prints_both_medians(tmp_path, capsys):
    rc, out, _ = run(capsys, example(tmp_path, COPY, COPY_INPUTS), "--rounds", "3")
    assert rc == 0, out
    assert re.search(r"launch \(median of 3\) [\d.]+ ms, kernel run \(median of 3\) [\d.]+ ms",
                     out), out


def test_l2_blocks_0_is_an_error_as_for_run(capsys):
    rc = main(["l2", str(ROOT / "examples" / "saxpy"), "--blocks", "0", "--device", DEVICE])
    err = capsys.readouterr().err
    assert rc == 1 and "blocks must be in [1," in err, err
