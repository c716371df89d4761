"""The pytest plugin: example directories as test items, judged like ``incore run``.

Each test runs pytest in a subprocess (the plugin is loaded through its ``pytest11`` entry
point, as a user's pytest loads it) against the repository's examples or a tmp directory.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.support.proc_util import pytest_run

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]

ADD = """\
@aiv
kernel vadd(a: Tensor[[N], f32], b: Tensor[[N], f32], c: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        c[i] = a[i] + b[i]
"""

CASED_GOLDEN = """\
import numpy as np
CASES = [
    {"name": "four", "params": {"n": 4}},
    {"name": "nine", "params": {"n": 9}, "launch": {"blocks": 2}},
    {"name": "a5only", "params": {"n": 4}, "platforms": ["a5sim"]},
]
def generate_inputs(params):
    n = params["n"]
    return {"a": np.arange(n, dtype=np.float32), "b": np.ones(n, np.float32),
            "c": np.zeros(n, np.float32)}
def compute_golden(inputs, params):
    return {"c": inputs["a"] + inputs["b"]}
"""

WRONG_GOLDEN = """\
import numpy as np
def generate_inputs():
    return {"a": np.arange(6, dtype=np.float32), "b": np.ones(6, np.float32),
            "c": np.zeros(6, np.float32)}
def compute_golden(inputs):
    return {"c": inputs["a"] - inputs["b"]}
"""


def write_example(d: Path, golden: str, kernel: str = ADD) -> Path:
    d.mkdir(parents=True)
    (d / "kernel.ik").write_text(kernel)
    (d / "golden.py").write_text(textwrap.dedent(golden))
    return d


def junit_cases(path: Path) -> dict[str, dict[str, str]]:
    """testcase name -> its properties and outcome, from a --junitxml file."""
    cases = {}
    for tc in ET.parse(path).getroot().iter("testcase"):
        props = {p.get("name"): p.get("value") for p in tc.iter("property")}
        outcome = "failed" if tc.find("failure") is not None else (
            "skipped" if tc.find("skipped") is not None else "passed"
        )
        cases[f"{tc.get('classname')}::{tc.get('name')}"] = {**props, "outcome": outcome}
    return cases


def test_repository_examples_pass_under_pytest():
    proc = pytest_run(ROOT, "examples", "--platform", "a2a3sim", "-v")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for item in ("saxpy/golden.py::1M", "saxpy/golden.py::ragged", "rowscale/golden.py::default",
                 "mix_pipeline/golden.py::two_blocks_per_cluster",
                 "mix_pipeline/golden.py::one_block_per_cluster",
                 "mix_pipeline/golden.py::three_blocks", "softmax/golden.py::f16",
                 "layernorm/golden.py::wide", "matmul/golden.py::mix"):
        assert f"examples/{item} PASSED" in proc.stdout
    assert " failed" not in proc.stdout  # every example directory's cases pass


def test_case_option_and_hex_offset_run_only_that_case():
    proc = pytest_run(
        ROOT, "examples", "--l2-offset", "8796093022208", "--case", "ragged", "-v", "-rP"
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "examples/saxpy/golden.py::ragged PASSED" in proc.stdout and "1 passed" in proc.stdout
    assert "PASS examples/saxpy [ragged] (kernel saxpy, device 0, 3 blocks, " \
           "l2_cache_offset 0x80000000000)" in proc.stdout


def test_failing_case_shows_the_same_fail_block_as_the_cli(tmp_path):
    write_example(tmp_path / "wrong", WRONG_GOLDEN)
    cli = subprocess.run(
        [sys.executable, "-m", "incore.cli", "run", "wrong"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )
    assert cli.returncode == 1
    block = [line for line in cli.stdout.splitlines() if "timings:" not in line]
    assert block[0].startswith("FAIL wrong (kernel vadd, device 0, ")
    proc = pytest_run(tmp_path, "wrong")
    assert proc.returncode == 1 and "1 failed" in proc.stdout
    for line in block:
        assert line in proc.stdout.splitlines()
    assert "Traceback" not in proc.stdout and "pytest_plugin.py" not in proc.stdout


def test_platforms_skip_and_skip_golden(tmp_path):
    write_example(tmp_path / "cased", CASED_GOLDEN)
    proc = pytest_run(tmp_path, "cased", "-rs", f"--junitxml={tmp_path / 'a.xml'}")
    assert proc.returncode == 0, proc.stdout
    assert "2 passed, 1 skipped" in proc.stdout
    assert "case runs on a5sim only; this run is on a2a3sim" in proc.stdout
    cases = junit_cases(tmp_path / "a.xml")
    assert {k.rsplit("::")[-1]: v["outcome"] for k, v in cases.items()} == {
        "four": "passed", "nine": "passed", "a5only": "skipped"
    }
    write_example(tmp_path / "wrong", WRONG_GOLDEN)
    proc = pytest_run(tmp_path, "wrong", "--skip-golden", "-rP")
    assert proc.returncode == 0, proc.stdout
    assert "RAN wrong (kernel vadd" in proc.stdout and "(golden skipped)" in proc.stdout
    assert "PASS wrong" not in proc.stdout


def test_broken_golden_is_a_collection_error_showing_its_own_line(tmp_path):
    write_example(tmp_path / "broken", "import numpy as np\ndef generate_inputs(:\n    pass\n")
    proc = pytest_run(tmp_path, "broken")
    assert proc.returncode == 2, proc.stdout
    assert "ERROR collecting broken/golden.py" in proc.stdout
    assert "broken/golden.py:2 in <module>: SyntaxError:" in proc.stdout
    assert "incore/golden" not in proc.stdout


def test_project_test_paths_and_unnamed_directories_are_left_alone(tmp_path):
    proj = tmp_path / "proj"
    write_example(proj / "tests" / "fixture", WRONG_GOLDEN)
    write_example(proj / "examples" / "ex", CASED_GOLDEN)
    (proj / "tests" / "test_ok.py").write_text("def test_ok():\n    pass\n")
    (proj / "pytest.ini").write_text("[pytest]\ntestpaths = tests\n")
    plain = pytest_run(proj, "--collect-only", "-q")
    assert plain.returncode == 0, plain.stdout
    assert "tests/test_ok.py::test_ok" in plain.stdout and "golden.py" not in plain.stdout
    suite = pytest_run(proj, "tests", "--collect-only", "-q")
    assert "golden.py" not in suite.stdout and "1 test collected" in suite.stdout
    named = pytest_run(proj, "tests/fixture", "--collect-only", "-q")
    assert "tests/fixture/golden.py::default" in named.stdout
    examples = pytest_run(proj, "examples", "--collect-only", "-q")
    assert "examples/ex/golden.py::four" in examples.stdout
    assert "3 tests collected" in examples.stdout


def test_golden_py_named_on_the_command_line_is_one_example(tmp_path):
    write_example(tmp_path / "one", CASED_GOLDEN)
    write_example(tmp_path / "two", CASED_GOLDEN)
    proc = pytest_run(tmp_path, "one/golden.py", "two/golden.py", "--collect-only", "-q")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "6 tests collected" in proc.stdout and "error" not in proc.stdout.lower()


def test_optimisation_level_and_platform_options(tmp_path):
    write_example(tmp_path / "ex", CASED_GOLDEN)
    for flags, opt in ((["-O0"], "0"), (["-O", "1"], "1"), ([], "2")):
        xml = tmp_path / f"o{opt}.xml"
        proc = pytest_run(tmp_path, "ex", "--case", "four", f"--junitxml={xml}", *flags)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        (case,) = junit_cases(xml).values()
        assert case["opt"] == opt and case["platform"] == "a2a3sim" and case["device"] == "0"


def test_bad_options_are_usage_errors(tmp_path):
    write_example(tmp_path / "ex", CASED_GOLDEN)
    checks = [
        (["--l2-offset", "zz"], "argument --l2-offset: not an offset: 'zz'"),
        (["--case", "nope"], "--case 'nope' matches no case of the collected examples; "
                             "their cases: a5only, four, nine"),
        (["--device", "70"], "device 70, outside the device ids 0..63"),
        (["--rounds", "0"], "--rounds must be at least 1"),
        (["-O", "7"], "invalid choice: 7"),
    ]
    for flags, message in checks:
        proc = pytest_run(tmp_path, "ex", *flags)
        assert proc.returncode == 4, (flags, proc.stdout, proc.stderr)
        assert message in proc.stderr, (flags, proc.stderr)


def test_log_level_accepts_incore_level_names():
    proc = pytest_run(ROOT, "examples/saxpy", "--case", "ragged", "--log-level", "v3", "-rP")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "INFO_V3" in proc.stdout and "block 0 wrote [0, 334)" in proc.stdout


def test_xdist_workers_use_their_own_devices(tmp_path):
    write_example(tmp_path / "first", CASED_GOLDEN)
    write_example(tmp_path / "second", CASED_GOLDEN)
    xml = tmp_path / "x.xml"
    proc = pytest_run(tmp_path, "-n", "2", "--device", "3", f"--junitxml={xml}")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    ran = [c for c in junit_cases(xml).values() if c["outcome"] == "passed"]
    assert len(ran) == 4
    for case in ran:  # worker gwN runs on device 3 + N
        assert case["xdist_worker"].startswith("gw")
        assert int(case["device"]) == 3 + int(case["xdist_worker"][2:])
    assert len({c["xdist_worker"] for c in ran}) == 2  # both workers ran cases
