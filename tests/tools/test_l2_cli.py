"""``incore l2 EXAMPLE``: what BYPASS buys on examples/l2_reuse (by the closed form), the
offset-0 note, the advisor on examples/saxpy, --json and --plot (issue 12, acceptance 2, 3)."""

from __future__ import annotations

import builtins
import json
import sys
from pathlib import Path

import pytest

from incore import cli

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
REUSE = ROOT / "examples" / "l2_reuse"
SAXPY = ROOT / "examples" / "saxpy"
OFFSET = "0x80000000000"


def _golden_constants():
    sys.path.insert(0, str(REUSE))
    try:
        import golden  # examples/l2_reuse/golden.py
        return golden.BLOCKS, golden.TABLE, golden.SPAN
    finally:
        sys.path.pop(0)
        sys.modules.pop("golden", None)


def _l2(tmp_path, capsys, *args):
    out = tmp_path / "l2.json"
    assert cli.main(["l2", *map(str, args), "--json", str(out)]) == 0
    return capsys.readouterr().out, json.loads(out.read_text())


def test_bypass_keeps_the_table_resident_by_the_margin_of_the_closed_form(tmp_path, capsys):
    import incore

    text, data = _l2(tmp_path, capsys, REUSE, "--l2-offset", OFFSET)
    compiled, override = data["runs"]["as compiled"], data["runs"]["BYPASS as DEFAULT"]
    cfg = incore.L2Config()
    blocks, table, span = _golden_constants()
    table_lines = table * 4 // cfg.line  # a tile load of the table: one request per line
    reads = blocks * table_lines
    t_c, t_o = compiled["per_tensor"]["table"], override["per_tensor"]["table"]
    # as compiled the stream passes the L2 by: the table misses once, on its first read
    assert t_c["read_cache_miss_allocate"] == table_lines
    assert t_c["read_cache_hit"] == reads - table_lines
    # with the override, between two reads of the table the stream (2 x the L2) evicts it
    assert t_o["read_cache_miss_allocate"] == reads and t_o["read_cache_hit"] == 0
    assert t_c["read_hit_rate"] - t_o["read_hit_rate"] >= 0.5  # acceptance 2
    assert compiled["total"]["read_hit_rate"] >= override["total"]["read_hit_rate"]
    margin = (blocks - 1) * table_lines * cfg.line
    assert t_o["bytes_from_main_memory"] - t_c["bytes_from_main_memory"] == margin
    assert (override["total"]["bytes_from_main_memory"]
            - compiled["total"]["bytes_from_main_memory"]) == margin
    assert (compiled["total"]["bytes_to_main_memory"]
            < override["total"]["bytes_to_main_memory"])  # the stream evicts out's dirty lines
    x = compiled["per_tensor"]["x"]
    # one no-allocate request per line of x, each moving one GM granule
    assert x["read_cache_miss_no_allocate"] == blocks * span * 4 // cfg.line
    assert x["bytes_from_main_memory"] == blocks * span * 4 // cfg.granule * cfg.granule
    assert data["note"] is None
    assert "table" in text and "BYPASS as DEFAULT" in text and str(margin) in text
    assert "`x`: every line read once — BYPASS is justified" in text


def test_at_offset_zero_both_runs_are_identical_and_the_report_says_why(tmp_path, capsys):
    text, data = _l2(tmp_path, capsys, REUSE)
    compiled, override = data["runs"]["as compiled"], data["runs"]["BYPASS as DEFAULT"]
    assert compiled["total"] == override["total"]
    assert compiled["per_tensor"] == override["per_tensor"]
    assert set(data["delta"].values()) == {0}
    assert "l2_cache_offset is 0" in text and "--l2-offset" in text
    assert "l2_cache_offset is 0" in data["note"]


def test_saxpy_advice_agrees_that_element_bypass_costs_bytes_and_proposes_nothing_for_y(
        tmp_path, capsys):
    """Every line of x is visited once, but by one BYPASS request per element, each fetching
    its granule: the headline shows BYPASS costing main-memory bytes, and so does the
    advisor (it never calls that BYPASS justified)."""
    text, data = _l2(tmp_path, capsys, SAXPY, "--l2-offset", OFFSET)
    x = data["headline"]["per_tensor"]["x"]["main_memory_bytes"]
    assert x[0] > x[1]  # BYPASS costs bytes
    assert set(data["advice"]) == {"x"}
    assert "BYPASS costs bytes" in data["advice"]["x"]
    assert "justified" not in data["advice"]["x"]
    assert "`y`: written by the kernel — nothing to propose" in text
    adv = data["runs"]["as compiled"]["advice"]
    assert adv["x"]["lines_reread"] == 0 and adv["x"]["lines_read"] > 0
    assert adv["y"]["written"]


def test_plot_draws_a_png_or_says_how_to_install_matplotlib(tmp_path, capsys, monkeypatch):
    png = tmp_path / "l2.png"
    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name.startswith("matplotlib"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(builtins, "__import__", no_matplotlib)
        assert cli.main(["l2", str(REUSE), "--plot", str(png)]) == 2
    assert "pip install 'incore[plot]'" in capsys.readouterr().out
    assert not png.exists()
    pytest.importorskip("matplotlib")
    assert cli.main(["l2", str(REUSE), "--l2-offset", OFFSET, "--plot", str(png)]) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bad_arguments_are_one_clear_error(tmp_path, capsys):
    assert cli.main(["l2", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "incore: error:" in err and "golden.py" in err
    assert cli.main(["l2", str(REUSE), "--l2-line", "48"]) == 1
    assert "L2Config.line must be a power of two" in capsys.readouterr().err


def test_run_with_l2_model_checks_the_example_then_prints_the_report(capsys):
    assert cli.main(["run", str(REUSE), "--l2-model", "--l2-offset", OFFSET]) == 0
    out = capsys.readouterr().out
    assert out.index("PASS ") < out.index("incore l2 ")
    assert "BYPASS as DEFAULT" in out and "advisor" in out


WEIGHTS = ROOT / "examples" / "weights_stream"


def test_the_advisor_judges_across_every_launch_and_never_contradicts_the_headline(
        tmp_path, capsys):
    """weights_stream's small case on an L2 that holds the weights beside the working set:
    BYPASS reads the weights again every launch (+200% main-memory bytes over 3 launches),
    and kv, read DEFAULT, is re-read by the later launches."""
    text, data = _l2(tmp_path, capsys, WEIGHTS, "--preset", "910B3", "--l2-size", 8 << 20,
                     "--launches", 3)
    w = data["headline"]["per_tensor"]["w"]
    assert w["policy"] == "BYPASS" and w["main_memory_bytes"][0] == 3 * w["main_memory_bytes"][1]
    assert "+200.0%" in text
    said = data["advice"]
    assert "justified" not in said["w"] and "BYPASS costs" in said["w"]
    assert "kv" not in said  # not "a BYPASS candidate": the later launches re-read it
    advice = data["runs"]["as compiled"]["advice"]
    assert advice["w"]["reread_fraction"] == 1.0 and advice["kv"]["reread_fraction"] == 1.0
    assert "over the run's 3 launches" in text
    for sentence in said.values():
        assert sentence in text
