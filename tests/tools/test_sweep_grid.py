"""The sweep's parts that start no device: axis values, the grid of specs, the advised source,
the result files and --resume's reading, the -O/-D options, the Dask extra's error."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

import incore
from incore import cli
from incore.sweeps import advised, axes, grid, writers
from incore.sweeps.driver import build_specs
from incore.sweeps.progress import Progress, row_line
from tests.support.sweep_examples import GOLDEN_OK, KERNEL_OK, write_example

ROOT = Path(__file__).resolve().parents[2]
WEIGHTS = ROOT / "examples" / "weights_stream"


def test_sizes_parse_with_binary_units_and_print_back():
    assert [axes.parse_size(s) for s in ("64MiB", "192MB", "512K", "4096", "1GiB")] == [
        64 << 20, 192 << 20, 512 << 10, 4096, 1 << 30]
    assert [axes.format_size(n) for n in (64 << 20, 512 << 10, 1000)] == ["64MiB", "512KiB",
                                                                         "1000B"]
    with pytest.raises(ValueError, match="'64 parsecs' is no size"):
        axes.parse_size("64 parsecs")


@pytest.mark.parametrize("argv", [["-O0,-O3"], ["-O0", "-O3"], ["-O", "0,3"], ["-O0,3"]])
def test_opt_levels_as_one_comma_word_or_separate_options(argv):
    args = cli.build_parser().parse_args(["sweep", "run", "examples", *argv])
    assert axes.parse_levels(args.levels) == [0, 3]


def test_an_unknown_opt_level_is_named():
    with pytest.raises(ValueError, match="-O5 is no optimisation level"):
        axes.parse_levels(["0,-O5"])


def test_defines_are_an_axis_of_typed_values():
    assert axes.parse_defines(["T=64,128", "MODE=fast", "X=0x10,1.5"]) == {
        "T": [64, 128], "MODE": ["fast"], "X": [16, 1.5]}
    with pytest.raises(ValueError, match="write -D NAME=v1,v2"):
        axes.parse_defines(["T"])


def test_l2_grid_is_the_product_of_the_axes_and_carries_the_sources():
    specs = build_specs("l2", [str(WEIGHTS)], preset="910B3,950", l2_size=["64MiB,192MiB"],
                        case="32MiB,256MiB", bypass="none,as-compiled")
    assert len(specs) == 2 * 2 * 2
    assert {(s["preset"], s["platform"]) for s in specs} == {("910B3", "a2a3sim"),
                                                           ("950", "a5sim")}
    assert {s["l2_size"] for s in specs} == {64 << 20, 192 << 20}
    first = specs[0]
    assert first["files"]["kernel.ik"] == (WEIGHTS / "kernel.ik").read_text()
    assert first["bypass"] == ["as-compiled", "none"]  # in the choices' order
    assert grid.row_ids(first) == [f"{first['id']}|as-compiled", f"{first['id']}|none"]
    assert len({s["id"] for s in specs}) == len(specs)


def test_a_bad_axis_value_is_named():
    with pytest.raises(ValueError, match="--bypass 'sometimes' is not one of"):
        build_specs("l2", [str(WEIGHTS)], bypass="sometimes")
    with pytest.raises(ValueError, match="--preset '910C' is not one of"):
        build_specs("l2", [str(WEIGHTS)], preset="910C")


def test_a_define_the_kernel_has_no_const_parameter_for_is_refused():
    with pytest.raises(ValueError, match=r"const parameters: .*weights_stream/kernel.ik has no "
                                         r"const parameter 'T'"):
        build_specs("l2", [str(WEIGHTS)], defines=["T=64,128"])


def test_a_define_of_a_const_parameter_makes_one_spec_per_value(tmp_path):
    kernel = KERNEL_OK.replace("y: Tensor[[N], f32]):", "y: Tensor[[N], f32], T: const = 4):")
    write_example(tmp_path, "k", kernel, GOLDEN_OK)
    specs = build_specs("run", str(tmp_path), platform="a2a3sim", defines={"T": [4, 8]})
    assert sorted((s["case"], s["defines"]["T"]) for s in specs) == [
        ("n100", 4), ("n100", 8), ("n64", 4), ("n64", 8)]


def test_run_grid_is_examples_by_cases_by_platforms_by_levels(tmp_path):
    write_example(tmp_path, "a")
    write_example(tmp_path, "b")
    specs = build_specs("run", str(tmp_path), platform="a2a3sim,a5sim", opt=["0,-O3"])
    assert len(specs) == 2 * 2 * 2 * 2
    assert {(Path(s["example"]).name, s["case"], s["platform"], s["opt"]) for s in specs} == {
        (e, c, p, o) for e in "ab" for c in ("n64", "n100") for p in ("a2a3sim", "a5sim")
        for o in (0, 3)}


def test_advised_source_moves_the_bypass_marks_to_the_chosen_tensors():
    source = (WEIGHTS / "kernel.ik").read_text()
    assert incore.compile(source)["weights_stream"].meta["loads"] == {"bypass": 1, "default": 2}
    text = advised.rewrite_source(source, "weights_stream", {"kv", "x"})
    assert "cache=CachePolicy.BYPASS" not in text
    assert "    set_cache_policy(kv, CachePolicy.BYPASS)\n    set_cache_policy(x, " in text
    # w's one load is DEFAULT now, kv's and x's loads BYPASS
    assert incore.compile(text)["weights_stream"].meta["loads"] == {"bypass": 2, "default": 1}
    none = advised.rewrite_source(source, "weights_stream", set())
    assert "CachePolicy.BYPASS" not in none
    assert incore.compile(none)["weights_stream"].meta["loads"] == {"bypass": 0, "default": 3}


def test_advised_source_of_an_unknown_kernel_is_an_error():
    with pytest.raises(ValueError, match="kernel 'nope' not found"):
        advised.rewrite_source(KERNEL_OK, "nope", {"x"})


ROWS = [
    {"id": "run|e|n64|a2a3sim|O0|", "kind": "run", "example": "e", "case": "n64",
     "platform": "a2a3sim", "opt": 0, "sanitize": False, "cross_check": False, "defines": {},
     "status": "ok", "verdict": "PASS", "error": "", "time_s": 1.5},
    {"id": "run|e|n64|a2a3sim|O3|", "kind": "run", "example": "e", "case": "n64",
     "platform": "a2a3sim", "opt": 3, "sanitize": False, "cross_check": False, "defines": {},
     "status": "failed", "verdict": "FAIL", "error": "boom: line 1\nline 2", "time_s": 2.0},
]


def test_junit_has_a_testcase_per_row_and_the_failure_text(tmp_path):
    path = tmp_path / "out.xml"
    writers.write_junit(path, ROWS, [{"id": "run|e|n100|a5sim|O0|", "reason": "interrupted"}])
    root = ET.parse(path).getroot()
    cases = root.findall(".//testcase")
    assert [c.get("name") for c in cases] == ["n64[a2a3sim,-O0]", "n64[a2a3sim,-O3]",
                                              "run|e|n100|a5sim|O0|"]
    assert cases[0].find("failure") is None
    assert cases[1].find("failure").text == "boom: line 1\nline 2"
    assert cases[2].find("error").get("message") == "interrupted"
    assert root.find("testsuite").get("failures") == "1"


def test_json_round_trips_through_resume_and_csv_has_a_line_per_row(tmp_path):
    path = tmp_path / "out.json"
    writers.write_json(path, "run", ROWS, [])
    assert writers.read_finished(path, "run") == ROWS
    with pytest.raises(ValueError, match="holds an `incore sweep run`, not an `incore sweep l2`"):
        writers.read_finished(path, "l2")
    (tmp_path / "other.json").write_text(json.dumps({"rows": []}))
    with pytest.raises(ValueError, match="not a file written by incore sweep --json"):
        writers.read_finished(tmp_path / "other.json", "run")
    writers.write_csv(tmp_path / "out.csv", [{**ROWS[0], "per_tensor": {"w": {"mm": 7}},
                                              "defines": {"T": 4}}, ROWS[1]])
    lines = list(csv.DictReader((tmp_path / "out.csv").open()))
    assert [(r["opt"], r["verdict"], r["w.mm"], r["D:T"]) for r in lines] == [
        ("0", "PASS", "7", "4"), ("3", "FAIL", "", "")]


class _Tty:
    def __init__(self):
        self.text = ""

    def write(self, text):
        self.text += text

    def flush(self):
        pass

    def isatty(self):
        return True


def test_progress_prints_a_bar_on_a_terminal_and_plain_lines_elsewhere(capsys):
    tty = _Tty()
    bar = Progress(tty, 2, "run")
    bar.add(ROWS[1:])
    assert "1/2 runs, 1 failed" in tty.text and row_line(ROWS[1]) in tty.text
    plain = Progress(sys.stdout, 2, "run")
    plain.add(ROWS[:1])
    out = capsys.readouterr().out
    assert f"[1/2] {row_line(ROWS[0])}" in out and "runs," not in out


def test_a_scheduler_without_distributed_says_what_to_install(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    status = cli.main(["sweep", "l2", str(WEIGHTS), "--scheduler", "tcp://127.0.0.1:1"])
    assert status == 1
    assert "pip install 'incore[dask]'" in capsys.readouterr().err


def test_incore_sweep_is_the_driver_function_and_stays_so_once_the_package_loads():
    import incore.sweeps
    from incore.sweeps import driver

    assert incore.sweep is driver.sweep
    assert callable(incore.sweep) and not callable(incore.sweeps)


def test_the_scheduler_comes_from_the_argument_else_the_environment(monkeypatch):
    from incore.sweeps.cluster import ENV_SCHEDULER, scheduler_from

    monkeypatch.delenv(ENV_SCHEDULER, raising=False)
    assert scheduler_from(None) is None
    monkeypatch.setenv(ENV_SCHEDULER, "tcp://10.0.0.5:8786")
    assert scheduler_from(None) == "tcp://10.0.0.5:8786"
    assert scheduler_from("tcp://other:1") == "tcp://other:1"


def test_plot_draws_bytes_and_time_per_group_and_bypass(tmp_path):
    pytest.importorskip("matplotlib")
    from incore.sweeps.plot import write_plot

    rows = [{"example": "examples/w", "preset": p, "l2_bytes": 192 << 20, "case": c,
             "bypass": b, "status": "ok", "main_memory_bytes": mm,
             "estimated_memory_time_s": mm / 1.6e12, "defines": {}}
            for p in ("910B3", "950") for c, b, mm in (("32MiB", "none", 96 << 20),
                                                        ("32MiB", "as-compiled", 192 << 20))]
    write_plot(tmp_path / "p.png", rows)
    assert (tmp_path / "p.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
