"""Dumps through the ``incore`` command (issue 9, acceptances 1 and 5): ``incore run`` with the
INCORE_DUMP_* environment, ``incore dump show`` and ``incore dump compare``."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from incore.cli import main
from incore.runtime.dump import config as C

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
SAXPY = ROOT / "examples" / "saxpy"
DEV = 25
STEM_RE = re.compile(r"^tensor_kernel_saxpy_aiv_(\d+)_0_(\d+)$")


@pytest.fixture(autouse=True)
def no_dump_env(monkeypatch):
    for var in C.ENV_VARS.values():
        monkeypatch.delenv(var, raising=False)
    C.reload_environment()
    yield monkeypatch
    for var in C.ENV_VARS.values():
        monkeypatch.delenv(var, raising=False)
    C.reload_environment()


def golden_module():
    spec = importlib.util.spec_from_file_location("saxpy_golden", SAXPY / "golden.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def run_in_process(env, monkeypatch, path, *extra):
    """``incore run examples/saxpy --case ragged`` in this process with a dump environment."""
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setenv("INCORE_DUMP_PATH", str(path))
    try:
        return main(["run", str(SAXPY), "--case", "ragged", "--device", str(DEV), *extra])
    finally:
        for var in env:
            monkeypatch.delenv(var)
        monkeypatch.delenv("INCORE_DUMP_PATH")


def test_incore_run_with_the_dump_environment_writes_npy_files_numpy_reads(tmp_path, capsys):
    dump = tmp_path / "d"
    env = {**os.environ, "INCORE_DUMP_PATH": str(dump), "INCORE_DUMP_MODE": "all"}
    proc = subprocess.run([sys.executable, "-m", "incore.cli", "run", str(SAXPY)], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr
    golden = golden_module()
    sides = sorted((json.loads(p.read_text()) for p in (dump / "device0").glob("*.json")),
                   key=lambda s: s["task"])
    assert len(sides) == 2  # the example's two cases
    for side, case in zip(sides, golden.CASES, strict=True):
        m = STEM_RE.match(side["stem"])
        assert m, side["stem"]
        assert int(m.group(2)) == side["task"] and side["kernel"] == "saxpy"
        inputs = golden.generate_inputs(case["params"])
        expected = golden.compute_golden(inputs, case["params"])["y"]
        d = dump / "device0"
        x = np.load(d / f"{side['stem']}.input.0.x.npy")
        y_in = np.load(d / f"{side['stem']}.input.1.y.npy")
        y_out = np.load(d / f"{side['stem']}.output.1.y.npy")
        np.testing.assert_array_equal(x, inputs["x"])
        np.testing.assert_array_equal(y_in, inputs["y"])
        np.testing.assert_allclose(y_out, expected, rtol=golden.RTOL, atol=golden.ATOL)
        assert side["scalars"] == {"alpha": 2.5}
    assert [int(STEM_RE.match(s["stem"]).group(1)) for s in sides] == [0, 1]
    # The tools read a dump another process wrote.
    assert main(["dump", "show", str(dump)]) == 0
    out = capsys.readouterr().out
    assert "input.x f32[1048576]" in out and "output.y f32[1000]" in out
    assert "2 dumps in" in out


def test_incore_dump_layer_selects_kernels(tmp_path, no_dump_env):
    assert run_in_process({"INCORE_DUMP_LAYER": "rowscale,other"}, no_dump_env,
                          tmp_path / "none") == 0
    assert not (tmp_path / "none").exists()
    assert run_in_process({"INCORE_DUMP_LAYER": "other, saxpy"}, no_dump_env,
                          tmp_path / "some") == 0
    assert len(list((tmp_path / "some" / f"device{DEV}").glob("*.json"))) == 1


def test_compare_of_o0_and_o2_passes_then_names_a_perturbed_tensor(tmp_path, no_dump_env,
                                                                  capsys):
    a, b = tmp_path / "O0", tmp_path / "O2"
    env = {"INCORE_DUMP_MODE": "all"}
    assert run_in_process(env, no_dump_env, a, "-O0") == 0
    assert run_in_process(env, no_dump_env, b, "-O2") == 0
    side_a = json.loads(next((a / f"device{DEV}").glob("*.json")).read_text())
    assert side_a["compile_options"]["opt"] == 0
    capsys.readouterr()
    assert main(["dump", "compare", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    for name in ("input.x", "input.y", "output.y"):
        assert re.search(rf"^  {re.escape(name)}: ok  max_abs \S+  max_rel \S+  mismatches "
                         rf"0/1000  cosine 1\.0+  first_mismatch -$", out, re.M), out
    assert "3 tensors compared" in out and "0 differ" in out
    (out_file,) = (a / f"device{DEV}").glob("*.output.1.y.npy")
    y = np.load(out_file)
    y[17] += 1.0
    np.save(out_file, y)
    assert main(["dump", "compare", str(a), str(b)]) == 1
    out = capsys.readouterr().out
    assert re.search(r"output\.y: DIFF .*mismatches 1/1000 .*first_mismatch \(17,\)", out), out
    assert "DIFF tensor saxpy device 25 iteration 0: tensor output.y differs (first mismatch " \
           "at index (17,))" in out
    assert main(["dump", "compare", str(a), str(b), "--atol", "2"]) == 0


def test_compare_reports_launches_in_one_dump_only(tmp_path, no_dump_env, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    assert run_in_process({"INCORE_DUMP_MODE": "output"}, no_dump_env, a) == 0
    assert run_in_process({"INCORE_DUMP_MODE": "output"}, no_dump_env, b) == 0
    for side in (b / f"device{DEV}").glob("*.json"):
        doc = json.loads(side.read_text())
        doc["iteration"] = 5
        side.write_text(json.dumps(doc))
    capsys.readouterr()
    assert main(["dump", "compare", str(a), str(b)]) == 1
    out = capsys.readouterr().out
    assert f"iteration 0: only in {a}" in out and f"iteration 5: only in {b}" in out


def test_show_tensor_prints_statistics(tmp_path, no_dump_env, capsys):
    assert run_in_process({"INCORE_DUMP_MODE": "all"}, no_dump_env, tmp_path) == 0
    capsys.readouterr()
    assert main(["dump", "show", str(tmp_path), "--tensor", "input.x"]) == 0
    out = capsys.readouterr().out
    (x_file,) = (tmp_path / f"device{DEV}").glob("*.input.0.x.npy")
    x = np.load(x_file)
    assert "input.x f32[1000]" in out and f"min {x.min():.6g}" in out
    assert f"max {x.max():.6g}" in out and "nan 0  inf 0" in out
    assert main(["dump", "show", str(tmp_path), "--tensor", "y"]) == 0
    assert capsys.readouterr().out.count("  min ") == 2  # input.y and output.y
    assert main(["dump", "show", str(tmp_path), "--tensor", "nope"]) == 1
    err = capsys.readouterr().err
    assert "no tensor named 'nope'" in err and "input.x" in err


@pytest.mark.parametrize("make, detail", [
    (lambda p: p, "holds no dump sidecar"),
    (lambda p: p / "missing", "no such file or directory"),
    (lambda p: (p / "f.txt").write_text("x") and p / "f.txt", "not a directory"),
    (lambda p: (p / "other.json").write_text('{"format": "else"}') and p, "holds no dump"),
])
@pytest.mark.parametrize("command", ["show", "compare"])
def test_tools_fail_clearly_on_a_directory_that_is_not_a_dump(tmp_path, capsys, make, detail,
                                                              command):
    path = make(tmp_path)
    argv = ["dump", "show", str(path)] if command == "show" else [
        "dump", "compare", str(path), str(path)]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert f"{path} is not a dump" in err and detail in err


def test_a_damaged_sidecar_is_named(tmp_path, capsys):
    (tmp_path / "device0").mkdir()
    bad = tmp_path / "device0" / "tensor_m_k_aiv_0_0_1.json"
    bad.write_text("{not json")
    assert main(["dump", "show", str(tmp_path)]) == 1
    assert f"incore: error: {bad}: the sidecar is not valid JSON" in capsys.readouterr().err


def test_compare_of_a2a3sim_and_a5sim_matches_launches(tmp_path, no_dump_env, capsys):
    a, b = tmp_path / "a2a3", tmp_path / "a5"
    env = {"INCORE_DUMP_MODE": "all"}
    assert run_in_process(env, no_dump_env, a, "--platform", "a2a3sim") == 0
    assert run_in_process(env, no_dump_env, b, "--platform", "a5sim") == 0
    arch = [json.loads(next((p / f"device{DEV}").glob("*.json")).read_text())["arch"]
            for p in (a, b)]
    assert arch == ["a2a3", "a5"]
    capsys.readouterr()
    assert main(["dump", "compare", str(a), str(b)]) == 0
    assert "3 tensors compared" in capsys.readouterr().out


LONG_SRC = """
kernel scale(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = a * x[i]
"""


def test_a_kernel_from_a_file_name_over_250_characters_is_dumped(tmp_path, capsys, caplog):
    """Issue 27: the stem is shortened to fit (a cut piece and a digest of the whole), the
    dump is written without a WARNING, and ``dump show``/``compare`` read it."""
    import logging

    import incore

    long_a = "m" * 252 + "a.ik"
    long_b = "m" * 252 + "b.ik"  # the same first 252 characters: the digest tells them apart
    x = np.arange(16, dtype=np.float32)
    for name, path in ((long_a, tmp_path / "a"), (long_b, tmp_path / "b"),
                       (long_a, tmp_path / "c")):
        mod = incore.compile(LONG_SRC, filename=name)
        y = np.zeros(16, np.float32)
        incore.set_dump_config(path=path, mode="all")
        try:
            with caplog.at_level(logging.WARNING, logger="incore"), \
                    incore.Worker(device_id=DEV) as w:
                w.launch(mod["scale"], x, y, 2.0, blocks=1)
        finally:
            incore.set_dump_config()
        assert not [r for r in caplog.records if r.levelno >= logging.WARNING], caplog.text
        sides = list((path / f"device{DEV}").glob("*.json"))
        assert len(sides) == 1
        doc = json.loads(sides[0].read_text())
        assert doc["model"] == name[:-3] and len(doc["stem"].encode()) <= 120
        for t in doc["tensors"]:
            assert len(t["file"].encode()) <= 200 and (sides[0].parent / t["file"]).is_file()
        np.testing.assert_array_equal(np.load(sides[0].parent / doc["tensors"][-1]["file"]),
                                      2 * x)
    stems = {json.loads(next((tmp_path / d / f"device{DEV}").glob("*.json")).read_text())
             ["stem"] for d in "abc"}
    assert len(stems) == 2  # a and c share the name, b differs from a
    capsys.readouterr()
    assert main(["dump", "show", str(tmp_path / "a")]) == 0
    assert "scale" in capsys.readouterr().out
    assert main(["dump", "show", str(tmp_path / "a"), "--tensor", "output.y"]) == 0
    assert "output.y f32[16]" in capsys.readouterr().out
    assert main(["dump", "compare", str(tmp_path / "a"), str(tmp_path / "c")]) == 0
    assert main(["dump", "compare", str(tmp_path / "a"), str(tmp_path / "b")]) == 0
