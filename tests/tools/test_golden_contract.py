"""The golden contract of ``incore run``: a run passes only when every written tensor was
compared and matched, and every broken golden.py is named in its own terms."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from incore.cli import main

ROOT = Path(__file__).resolve().parents[2]
DEVICE = "11"  # a device id no other in-process test uses

VSUB_WRONG = """\
@aiv
kernel vsub(a: Tensor[[N], f32], b: Tensor[[N], f32], c: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        c[i] = a[i] + b[i]
"""

VSUB_INPUTS = """\
import numpy as np

def generate_inputs():
    return {"a": np.arange(8, dtype=np.float32) + 3, "b": np.ones(8, np.float32),
            "c": np.zeros(8, np.float32)}
"""

COPY = """\
@aiv
kernel copy(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i]
"""

IADD = """\
@aiv
kernel iadd(a: Tensor[[N], i32], b: Tensor[[N], i32], c: Tensor[[N], i32]):
    for i in range(block_idx, N, block_num):
        c[i] = a[i] + b[i]
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


# ---------------------------------------------------------------- what compute_golden returns


def test_empty_golden_fails_naming_the_unchecked_output(tmp_path, capsys):
    d = example(tmp_path, VSUB_WRONG, VSUB_INPUTS + "def compute_golden(inputs):\n    return {}\n")
    rc, out, _ = run(capsys, d)
    assert rc == 1 and out.startswith("FAIL") and "PASS" not in out
    assert "`c` is written by kernel `vsub` but not compared" in out


def test_golden_of_an_input_only_fails_and_says_what_to_compare(tmp_path, capsys):
    golden = VSUB_INPUTS + "def compute_golden(inputs):\n    return {'a': inputs['a']}\n"
    rc, out, _ = run(capsys, example(tmp_path, VSUB_WRONG, golden))
    assert rc == 1 and out.startswith("FAIL")
    assert "`a` is read-only in kernel `vsub`; compare what it writes: `c`" in out
    assert "max abs err" not in out  # nothing was compared, nothing is reported as matching


@pytest.mark.device
def test_wrong_kernel_fails_with_first_mismatch_and_counts(tmp_path, capsys):
    golden = VSUB_INPUTS + (
        "def compute_golden(inputs):\n    return {'c': inputs['a'] - inputs['b']}\n"
    )
    rc, out, _ = run(capsys, example(tmp_path, VSUB_WRONG, golden))
    assert rc == 1
    # got a + b = 4 at index 0, expected a - b = 2: abs err 2, rel err 2 / 2 everywhere
    line = next(x for x in out.splitlines() if x.strip().startswith("c:"))
    assert "max abs err 2.000e+00" in line and "max rel err 1.000e+00" in line
    assert "8 of 8 element(s) mismatch" in line
    assert "first at [0]: got 4.0, expected 2.0" in line


@pytest.mark.parametrize(
    ("returned", "shown"), [("None", "returned None"), ("[inputs['a']]", "returned list [")]
)
def test_non_dict_golden_fails_saying_what_was_returned(tmp_path, capsys, returned, shown):
    golden = VSUB_INPUTS + f"def compute_golden(inputs):\n    return {returned}\n"
    rc, out, err = run(capsys, example(tmp_path, VSUB_WRONG, golden))
    assert rc == 1 and out.startswith("FAIL")
    assert f"compute_golden() {shown}" in out and "kernel `vsub` writes `c`" in out
    assert "internal error" not in err


def test_golden_naming_a_non_parameter_fails(tmp_path, capsys):
    golden = VSUB_INPUTS + "def compute_golden(inputs):\n    return {'c': 0, 'z': 1}\n"
    rc, out, _ = run(capsys, example(tmp_path, VSUB_WRONG, golden))
    assert rc == 1
    assert "compute_golden() returned `z`, which is not a parameter of kernel `vsub`" in out


# ------------------------------------------------------------ what generate_inputs returns


def test_missing_parameter_names_it_and_the_parameter_list(tmp_path, capsys):
    golden = """\
    import numpy as np
    def generate_inputs():
        return {"x": np.ones(4, np.float32), "y": np.ones(4, np.float32)}
    def compute_golden(inputs):
        return {"y": inputs["y"]}
    """
    saxpy = (ROOT / "examples" / "saxpy" / "kernel.ik").read_text()
    rc, out, err = run(capsys, example(tmp_path, saxpy, golden))
    assert rc == 1 and out.startswith("FAIL")
    assert "generate_inputs() lacks parameter `alpha`: kernel `saxpy` takes (x, y, alpha)" in out
    assert "incore: error: alpha" not in err


def test_unknown_input_is_a_fail_naming_it(tmp_path, capsys):
    golden = VSUB_INPUTS.replace('"c": np.zeros(8, np.float32)}', '"c": np.zeros(8, np.float32), '
                                 '"d": 1}')
    golden += "def compute_golden(inputs):\n    return {'c': inputs['a'] + inputs['b']}\n"
    rc, out, _ = run(capsys, example(tmp_path, VSUB_WRONG, golden))
    assert rc == 1
    assert "generate_inputs() returned `d`, which is not a parameter: kernel `vsub` takes" in out


def test_generate_inputs_must_return_a_dict(tmp_path, capsys):
    golden = "def generate_inputs():\n    return 3\ndef compute_golden(inputs):\n    return {}\n"
    rc, out, _ = run(capsys, example(tmp_path, VSUB_WRONG, golden))
    assert rc == 1 and "generate_inputs() returned int 3; it must return a dict" in out


# ------------------------------------------------------------- exceptions raised by golden.py


def test_key_error_in_compute_golden_is_reported_in_golden_terms(tmp_path):
    golden = VSUB_INPUTS + (
        "def helper(inputs):\n"
        "    return inputs['a'] - inputs['bb']\n"
        "def compute_golden(inputs):\n"
        "    return {'c': helper(inputs)}\n"
    )
    d = example(tmp_path, VSUB_WRONG, golden)
    proc = subprocess.run(
        [sys.executable, "-m", "incore.cli", "run", str(d)], capture_output=True, text=True
    )
    assert proc.returncode == 1 and proc.stdout.startswith("FAIL"), proc.stdout + proc.stderr
    path = d / "golden.py"
    assert f"{path}:9 in compute_golden\n" in proc.stdout  # the outer user frame, then
    assert f"{path}:7 in helper: KeyError: 'bb'" in proc.stdout  # where it was raised
    assert "return inputs['a'] - inputs['bb']" in proc.stdout
    assert "incore/" not in proc.stdout and "Traceback" not in proc.stdout + proc.stderr


def test_exception_in_generate_inputs_fails_the_case(tmp_path, capsys):
    golden = "def generate_inputs():\n    return {}['x']\ndef compute_golden(inputs):\n    pass\n"
    rc, out, _ = run(capsys, example(tmp_path, VSUB_WRONG, golden))
    assert rc == 1
    assert "golden.py:2 in generate_inputs: KeyError: 'x'" in out


def test_syntax_error_is_an_error_not_an_internal_error(tmp_path):
    d = example(tmp_path, VSUB_WRONG, "import numpy as np\ndef generate_inputs(:\n    pass\n")
    proc = subprocess.run(
        [sys.executable, "-m", "incore.cli", "run", str(d)], capture_output=True, text=True
    )
    assert proc.returncode == 1
    assert f"incore: error: {d / 'golden.py'}:2 in <module>: SyntaxError:" in proc.stderr
    assert "internal error" not in proc.stderr and "Traceback" not in proc.stderr


def test_exception_at_import_names_the_module_line(tmp_path, capsys):
    d = example(tmp_path, VSUB_WRONG, "import numpy as np\nSIZE = undefined_name\n")
    rc, _, err = run(capsys, d)
    assert rc == 1
    assert "golden.py:2 in <module>: NameError: name 'undefined_name' is not defined" in err


def test_compute_golden_with_a_wrong_signature_is_an_error(tmp_path, capsys):
    golden = VSUB_INPUTS + "def compute_golden(inputs, params, extra):\n    return {}\n"
    rc, _, err = run(capsys, example(tmp_path, VSUB_WRONG, golden))
    assert rc == 1 and "compute_golden(inputs) or compute_golden(inputs, params)" in err


# ------------------------------------------------------------------- LAUNCH, RTOL, ATOL


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('LAUNCH = {"block": 4}', "LAUNCH has unknown key(s) 'block'; valid keys: kernel, blocks"),
        ("LAUNCH = 'oops'", "LAUNCH must be a dict with keys kernel, blocks, got str 'oops'"),
        ('LAUNCH = {"blocks": 0}', "LAUNCH['blocks'] must be an int >= 1, got 0"),
        ('LAUNCH = {"kernel": "vsb"}',
         "LAUNCH['kernel'] names 'vsb', which kernel.ik does not define (kernels: vsub)"),
        ("RTOL = 'x'", "RTOL must be a number or a dict {output name: number}, got str 'x'"),
        ("ATOL = -1.0", "ATOL must be a finite number >= 0, got -1.0"),
        ("RTOL = {'c': 'big'}", "RTOL['c'] must be a number or a dict"),
    ],
)
def test_bad_module_settings_are_errors_naming_golden_and_variable(tmp_path, capsys, line, message):
    golden = VSUB_INPUTS + f"{line}\ndef compute_golden(inputs):\n    return {{}}\n"
    d = example(tmp_path, VSUB_WRONG, golden)
    rc, out, err = run(capsys, d)
    assert rc == 1 and out == ""
    assert f"incore: error: {d / 'golden.py'}: {message}" in err


@pytest.mark.device
def test_tolerance_per_output_dict_applies_and_rejects_unknown_outputs(tmp_path, capsys):
    golden = """\
    import numpy as np
    RTOL = {RTOL}
    ATOL = 0.0
    def generate_inputs():
        return {{"x": np.full(16, 1000.0, np.float32), "y": np.zeros(16, np.float32)}}
    def compute_golden(inputs):
        return {{"y": inputs["x"] * 1.0001}}
    """
    rc, out, _ = run(capsys, example(tmp_path, COPY, golden.format(RTOL="{'y': 1e-3}"), "loose"))
    assert rc == 0 and out.startswith("PASS"), out
    rc, out, _ = run(capsys, example(tmp_path, COPY, golden.format(RTOL="1e-6"), "tight"))
    assert rc == 1 and "16 of 16 element(s) mismatch (rtol 1e-06, atol 0)" in out
    rc, out, _ = run(capsys, example(tmp_path, COPY, golden.format(RTOL="{'z': 1}"), "unknown"))
    assert rc == 1 and "RTOL names `z`, which kernel `copy` does not write; it writes `y`" in out


@pytest.mark.device
def test_integer_outputs_compare_exactly(tmp_path, capsys):
    golden = """\
    import numpy as np
    RTOL = 0.5  # would accept the off-by-one below if integers were compared with a tolerance
    def generate_inputs():
        return {"a": np.full(4, 1000, np.int32), "b": np.ones(4, np.int32),
                "c": np.zeros(4, np.int32)}
    def compute_golden(inputs):
        want = inputs["a"] + inputs["b"]
        want[2] += 1
        return {"c": want}
    """
    rc, out, _ = run(capsys, example(tmp_path, IADD, golden))
    assert rc == 1
    assert "(exact, int32), 1 of 4 element(s) mismatch (exactly); first at [2]: got 1001, " \
           "expected 1002" in out


@pytest.mark.parametrize(
    ("golden_value", "passes", "shown"),
    [("np.nan", True, None), ("0.0", False, "got nan, expected 0.0"), (None, False, None)],
)
@pytest.mark.device
def test_nan_positions_must_match(tmp_path, capsys, golden_value, passes, shown):
    want = "inputs['x'].copy()"
    if golden_value is not None:
        want += f"; w[3] = {golden_value}"
    else:  # a NaN expected where the kernel wrote a number
        want += "; w[1] = np.nan"
    golden = f"""\
    import numpy as np
    def generate_inputs():
        x = np.arange(8, dtype=np.float32)
        x[3] = np.nan
        return {{"x": x, "y": np.zeros(8, np.float32)}}
    def compute_golden(inputs):
        w = {want}
        return {{"y": w}}
    """
    rc, out, _ = run(capsys, example(tmp_path, COPY, golden))
    assert (rc == 0) == passes, out
    if not passes:
        assert "1 of 8 element(s) mismatch" in out
        assert (shown or "first at [1]: got 1.0, expected nan") in out


@pytest.mark.device
def test_two_dimensional_first_mismatch_index(tmp_path, capsys):
    kernel = (
        "@aiv\nkernel copy2(x: Tensor[[M, K], f32], y: Tensor[[M, K], f32]):\n"
        "    for r in range(block_idx, M, block_num):\n"
        "        for c in range(K):\n"
        "            y[r, c] = x[r, c]\n"
    )
    golden = """\
    import numpy as np
    def generate_inputs():
        return {"x": np.ones((3, 5), np.float32), "y": np.zeros((3, 5), np.float32)}
    def compute_golden(inputs):
        w = inputs["x"].copy()
        w[2, 4] = 7.0
        return {"y": w}
    """
    rc, out, _ = run(capsys, example(tmp_path, kernel, golden))
    assert rc == 1 and "1 of 15 element(s)" in out
    assert "first at [2, 4]: got 1.0, expected 7.0" in out


# ------------------------------------------------------------------------------- CASES

CASED = """\
import numpy as np
CASES = [
    {"name": "small", "params": {"n": 4}},
    {"name": "odd", "params": {"n": 7, "wrong": True}, "launch": {"blocks": 3}},
    {"name": "a5only", "params": {"n": 4}, "platforms": ["a5sim"]},
]
def generate_inputs(params):
    n = params["n"]
    return {"x": np.arange(n, dtype=np.float32), "y": np.zeros(n, np.float32)}
def compute_golden(inputs, params):
    return {"y": inputs["x"] + (1 if params.get("wrong") else 0)}
"""


@pytest.mark.device
def test_cases_each_print_a_verdict_and_any_failure_fails_the_run(tmp_path, capsys):
    d = example(tmp_path, COPY, CASED)
    rc, out, _ = run(capsys, d)
    assert rc == 1
    heads = [line for line in out.splitlines() if not line.startswith(" ")]
    assert heads[0].startswith(f"PASS {d} [small] (kernel copy, device {DEVICE}, ")
    assert heads[1].startswith(f"FAIL {d} [odd] (kernel copy, device {DEVICE}, 3 blocks")
    assert heads[2] == f"SKIP {d} [a5only]: case runs on a5sim only; this run is on a2a3sim"
    assert len(heads) == 3


@pytest.mark.device
def test_case_option_runs_one_case_and_unknown_names_list_the_cases(tmp_path, capsys):
    d = example(tmp_path, COPY, CASED)
    rc, out, _ = run(capsys, d, "--case", "small")
    assert rc == 0 and out.startswith(f"PASS {d} [small]") and "[odd]" not in out
    rc, out, err = run(capsys, d, "--case", "big")
    assert rc == 1 and out == ""
    assert f"unknown case 'big' in {d / 'golden.py'}; its cases are: small, odd, a5only" in err


@pytest.mark.parametrize(
    ("cases", "message"),
    [
        ("[{'name': 'a', 'param': {}}]",
         "CASES[0] has unknown key(s) 'param'; valid keys: name, params, platforms, launch"),
        ("[{'name': 'a'}, {'name': 'a'}]", "CASES has two cases named 'a'"),
        ("[{'name': 'a'}, 'b']", "CASES[1] must be a dict, got str 'b'"),
        ("[{'params': {}}]", "CASES[0]['name'] must be a non-empty name (str), got None"),
        ("[{'name': 'a', 'platforms': ['a9sim']}]",
         "case 'a': unknown platform(s) 'a9sim' in 'platforms'; valid platforms: a2a3sim, a5sim"),
        ("[{'name': 'a', 'launch': {'block': 2}}]",
         "case 'a': 'launch' has unknown key(s) 'block'; valid keys: kernel, blocks"),
        ("{'name': 'a'}", "CASES must be a non-empty list of dicts"),
    ],
)
def test_bad_cases_are_errors(tmp_path, capsys, cases, message):
    golden = CASED.replace("CASES = [", f"CASES = {cases}\n_UNUSED = [")
    d = example(tmp_path, COPY, golden)
    rc, _, err = run(capsys, d)
    assert rc == 1 and f"{d / 'golden.py'}: {message}" in err, err


def test_params_without_a_params_argument_is_an_error(tmp_path, capsys):
    golden = (
        "import numpy as np\nCASES = [{'name': 'a', 'params': {'n': 3}}]\n"
        "def generate_inputs():\n    return {}\ndef compute_golden(inputs):\n    return {}\n"
    )
    rc, _, err = run(capsys, example(tmp_path, COPY, golden))
    assert rc == 1 and "case(s) 'a' give 'params', but neither generate_inputs()" in err


# -------------------------------------------------------------------------- --skip-golden


@pytest.mark.device
def test_skip_golden_runs_without_comparing_and_never_says_pass(tmp_path, capsys):
    golden = VSUB_INPUTS + "def compute_golden(inputs):\n    raise RuntimeError('unused')\n"
    d = example(tmp_path, VSUB_WRONG, golden)
    rc, out, _ = run(capsys, d, "--skip-golden")
    assert rc == 0 and "PASS" not in out
    assert out.startswith(f"RAN {d} (kernel vsub, device {DEVICE}, ")
    assert out.splitlines()[0].endswith("(golden skipped)")


def test_skip_golden_still_checks_the_inputs(tmp_path, capsys):
    golden = "def generate_inputs():\n    return {}\ndef compute_golden(inputs):\n    return {}\n"
    rc, out, _ = run(capsys, example(tmp_path, VSUB_WRONG, golden), "--skip-golden")
    assert rc == 1 and "generate_inputs() lacks parameter `a`" in out


@pytest.mark.device
def test_params_reach_functions_whose_params_argument_is_optional(tmp_path, capsys):
    golden = CASED.replace("def generate_inputs(params):", "def generate_inputs(params=None):")
    golden = golden.replace("def compute_golden(inputs, params):",
                            "def compute_golden(inputs, params=None):")
    rc, out, _ = run(capsys, example(tmp_path, COPY, golden), "--case", "odd")
    assert rc == 1 and "[odd]" in out and "7 of 7 element(s) mismatch" in out


@pytest.mark.device
def test_kernel_writing_nothing_passes_saying_nothing_was_compared(tmp_path, capsys):
    kernel = (
        "@aiv\nkernel check(x: Tensor[[N], f32]):\n    assert x[0] == 1.0, \"x[0] is {}\", x[0]\n"
    )
    golden = """\
    import numpy as np
    def generate_inputs():
        return {"x": np.ones(4, np.float32)}
    def compute_golden(inputs):
        return {}
    """
    rc, out, _ = run(capsys, example(tmp_path, kernel, golden))
    assert rc == 0 and "(kernel check writes no tensor: nothing to compare)" in out.splitlines()[0]
