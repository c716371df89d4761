"""``incore sweep l2|run`` on the local pool: rows equal to single ``incore l2`` runs, a golden
campaign's JUnit, a hang, a killed device and a dead run process as failed rows, and an
interrupted sweep resumed (issue 32, acceptance 1, 3, 4)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from incore import cli
from tests.support import sweep_examples as ex

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
WEIGHTS = ROOT / "examples" / "weights_stream"


def test_l2_rows_equal_single_incore_l2_runs(tmp_path, capsys):
    out = tmp_path / "sweep.json"
    assert cli.main(["sweep", "l2", str(WEIGHTS), "--preset", "910B3", "--case", "small",
                     "--bypass", "as-compiled,none", "-j", "2", "--json", str(out)]) == 0
    rows = {r["bypass"]: r for r in json.loads(out.read_text())["rows"]}
    single = tmp_path / "l2.json"
    assert cli.main(["l2", str(WEIGHTS), "--preset", "910B3", "--case", "small",
                     "--json", str(single)]) == 0
    head = json.loads(single.read_text())["headline"]
    for i, bypass in enumerate(("as-compiled", "none")):
        row = rows[bypass]
        assert row["status"] == "ok" and row["preset"] == "910B3" and row["case"] == "small"
        assert row["main_memory_bytes"] == head["main_memory_bytes"][i]
        assert row["estimated_memory_time_s"] == pytest.approx(head["estimated_memory_time_s"][i])
        assert {n: t["main_memory_bytes"] for n, t in row["per_tensor"].items()} == {
            n: t["main_memory_bytes"][i] for n, t in head["per_tensor"].items()}
    assert rows["as-compiled"]["delta_main_memory_bytes"] == (
        head["main_memory_bytes"][0] - head["main_memory_bytes"][1])
    assert rows["as-compiled"]["bypassed"] == ["w"] and rows["none"]["bypassed"] == []
    assert "weights_stream" in capsys.readouterr().out


def test_golden_campaign_junit_passes_every_row_but_the_broken_example(tmp_path, capsys):
    ex.write_example(tmp_path, "a_ok", golden=ex.GOLDEN_ONE)
    ex.write_example(tmp_path, "b_broken", ex.KERNEL_BROKEN, ex.GOLDEN_ONE)
    junit = tmp_path / "out.xml"
    status = cli.main(["sweep", "run", str(tmp_path), "--platform", "a2a3sim,a5sim", "-O0,-O3",
                       "-j", "2", "--junit", str(junit)])
    assert status == 1  # the broken example's rows failed
    suites = {Path(s.get("name")).name: s for s in ET.parse(junit).getroot()}
    names = sorted(c.get("name") for c in suites["a_ok"])
    assert names == sorted(f"n64[{p},-O{o}]" for p in ("a2a3sim", "a5sim") for o in (0, 3))
    assert all(c.find("failure") is None for c in suites["a_ok"])
    failures = [c.find("failure") for c in suites["b_broken"]]
    assert len(failures) == 4 and all(f is not None for f in failures)
    assert all("unknown name 'undefined_name'" in f.text for f in failures)
    assert "b_broken/kernel.ik:4" in failures[0].text
    assert "4 failed" in capsys.readouterr().out


def test_a_hang_a_killed_device_and_a_dead_run_are_failed_rows(tmp_path):
    ex.write_example(tmp_path, "a_ok", golden=ex.GOLDEN_ONE)
    ex.write_example(tmp_path, "c_spin", ex.KERNEL_SPIN, ex.GOLDEN_ONE)
    ex.write_example(tmp_path, "d_kill", ex.KERNEL_SPIN, ex.GOLDEN_KILL_DEVICE)
    ex.write_example(tmp_path, "e_crash", golden=ex.GOLDEN_CRASH)
    out = tmp_path / "out.json"
    status = cli.main(["sweep", "run", str(tmp_path), "--timeout", "2", "-j", "2",
                       "--json", str(out)])
    assert status == 1
    data = json.loads(out.read_text())
    rows = {Path(r["example"]).name: r for r in data["rows"]}
    assert data["unfinished"] == [] and sorted(rows) == ["a_ok", "c_spin", "d_kill", "e_crash"]
    assert rows["a_ok"]["verdict"] == "PASS"
    assert "timed out after 2 s" in rows["c_spin"]["error"]
    assert rows["d_kill"]["status"] == "failed" and "device" in rows["d_kill"]["error"]
    assert "the run's process died (exit status 3)" in rows["e_crash"]["error"]


def test_a_sanitized_campaign_fails_a_racy_kernel_with_the_finding(tmp_path):
    ex.write_example(tmp_path, "race", ex.KERNEL_RACE, ex.GOLDEN_RACE)
    out = tmp_path / "out.json"
    assert cli.main(["sweep", "run", str(tmp_path), "--sanitize", "--json", str(out)]) == 1
    (row,) = json.loads(out.read_text())["rows"]
    assert row["sanitize"] is True and row["verdict"] == "FAIL"
    assert "race on y[0]" in row["error"]


def test_d_values_reach_the_kernels_const_parameter(tmp_path):
    ex.write_example(tmp_path, "step", ex.KERNEL_CONST, ex.GOLDEN_ONE)
    out = tmp_path / "out.json"
    assert cli.main(["sweep", "run", str(tmp_path), "-D", "STEP=1,2", "-j", "2",
                     "--json", str(out)]) == 1
    rows = {r["defines"]["STEP"]: r for r in json.loads(out.read_text())["rows"]}
    assert rows[1]["verdict"] == "PASS"  # x + 1: the golden
    assert rows[2]["verdict"] == "FAIL"  # x + 2
    error = rows[2]["error"]
    assert error.startswith("y: max abs err 1.000e+00") and "mismatch" in error


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


INCORE_WITH_CTRL_C = """
import signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)
from incore.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_an_interrupted_sweep_keeps_its_rows_and_resume_runs_the_rest(tmp_path):
    ex.write_example(tmp_path, "a_ok", golden=ex.GOLDEN_ONE)
    slow = ex.write_example(tmp_path, "b_slow", golden=ex.GOLDEN_SLOW.replace(
        "SLEEP_S = 2.0", "SLEEP_S = 120.0"))
    out = tmp_path / "out.json"
    # `incore sweep ...` as from a terminal: Python's Ctrl-C handler in place even when this
    # test runs with SIGINT ignored (a pytest started in the background by a script), which
    # the sweep would inherit and keep, as it does under nohup
    cmd = [sys.executable, "-c", INCORE_WITH_CTRL_C, "sweep", "run", str(tmp_path), "-j", "1",
           "--json", str(out)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=_env())
    lines = []
    for line in proc.stdout:  # the first run's row, then Ctrl-C during the second
        lines.append(line)
        if line.startswith("[1/2]"):
            proc.send_signal(signal.SIGINT)
            break
    lines += proc.stdout.read().splitlines(keepends=True)
    assert proc.wait(timeout=60) == 130, "".join(lines)
    data = json.loads(out.read_text())
    assert [Path(r["example"]).name for r in data["rows"]] == ["a_ok"]
    assert [(u["id"].split("|")[1], u["reason"]) for u in data["unfinished"]] == [
        (str(slow), "interrupted")]
    assert any("--resume" in line for line in lines)
    (slow / "golden.py").write_text(ex.GOLDEN_ONE)
    done = subprocess.run([*cmd, "--resume", str(out)], capture_output=True, text=True,
                          env=_env(), timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "[1/1] b_slow" in done.stdout and "a_ok" not in done.stdout.split("\n", 1)[1]
    data = json.loads(out.read_text())
    assert [Path(r["example"]).name for r in data["rows"]] == ["a_ok", "b_slow"]
    assert data["unfinished"] == []
