"""L2Config presets with their sources and assumptions, the estimated memory time, and
``incore l2 --preset/--l2-*/--launches/--mm-bandwidth`` (issue 17, presets and report)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import incore
from incore import cli
from incore.runtime.l2.memtime import Bandwidths

ROOT = Path(__file__).resolve().parents[2]
REUSE = ROOT / "examples" / "l2_reuse"


def test_the_910b3_preset_has_the_published_figures_and_says_what_it_assumes():
    c = incore.L2Config.preset("910B3")
    assert (c.size, c.line, c.granule) == (192 << 20, 512, 512)
    assert c.name == "910B3" and c.sets * c.ways * c.line == c.size
    assert any("ways" in a and "no public source" in a for a in c.assumptions)
    assert any("L2CacheByte" in s for s in c.sources())
    assert any("GetL2CacheLineBytes" in s for s in c.sources())
    assert "910B3 preset" in c.summary()


def test_the_950_preset_and_its_a5_alias():
    c = incore.L2Config.preset("950")
    assert (c.line, c.granule) == (512, 128)
    assert incore.L2Config.preset("a5") == c
    assert any("size" in a for a in c.assumptions)


def test_preset_overrides_and_bad_names():
    c = incore.L2Config.preset("910B3", size=3 << 20)
    assert c.size == 3 << 20 and c.line == 512 and c.name == "910B3"
    assert not any("L2CacheByte" in s for s in c.sources())  # the size is the caller's now
    small = incore.L2Config.preset("910B3", line=128)
    assert small.granule == 128  # a granule never exceeds the line
    with pytest.raises(ValueError, match="L2Config.preset"):
        incore.L2Config.preset("910C")
    with pytest.raises(ValueError, match="L2Config.preset"):
        incore.L2Config.preset("910B3", colour=1)


def test_the_default_config_stays_small_and_names_itself():
    c = incore.L2Config()
    assert c.size == 256 << 10 and c.line == 128 and c.is_default()
    assert c.summary().startswith("default L2Config()")
    assert incore.L2Config(size=1 << 20).summary().startswith("custom config")
    with pytest.raises(ValueError, match="L2Config.granule"):
        incore.L2Config(granule=256)  # more than a line
    with pytest.raises(ValueError, match="L2Config.granule"):
        incore.L2Config(granule=48)
    with pytest.raises(TypeError, match="L2Config.advise"):
        incore.L2Config(advise="yes")


def test_memory_time_is_the_documented_sum_and_bandwidths_are_checked():
    bw = Bandwidths.given(1000.0, None)
    assert bw.main_memory_source == "given on the command line"
    assert "assumption" in bw.l2_source
    assert bw.seconds(2_000_000_000, 10, 512) == pytest.approx(2e9 / 1e12 + 10 * 512 / 5e12)
    with pytest.raises(ValueError, match="bandwidth"):
        Bandwidths(main_memory=0.0)


@pytest.mark.device
def test_incore_l2_with_a_preset_reports_the_config_its_assumptions_and_the_time(tmp_path,
                                                                                  capsys):
    out = tmp_path / "l2.json"
    assert cli.main(["l2", str(REUSE), "--l2-offset", "0x80000000000", "--preset", "910B3",
                     "--l2-size", str(3 << 20), "--launches", "2", "--mm-bandwidth", "800",
                     "--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "910B3 preset: 3 MiB, 16-way, 512 B lines, 512 B GM granule" in text
    assert "assumption: 16 ways is an assumption" in text
    assert "main memory 800 GB/s (given on the command line)" in text
    assert "bandwidth: L2 5000 GB/s (assumption: no public source)" in text
    assert "What BYPASS buys" in text and "2 launches per run" in text
    assert text.index("main-memory bytes") < text.index("read hit rate  ")
    data = json.loads(out.read_text())
    compiled = data["runs"]["as compiled"]
    assert compiled["launches"] == 2 and compiled["config"]["preset"] == "910B3"
    assert compiled["config"]["line"] == 512
    for key in ("total", "per_core", "per_tensor", "advice", "timeline"):
        assert key in compiled
    assert "read_cache_hit" in compiled["per_tensor"]["table"]
    head = data["headline"]
    assert head["order"] == ["as compiled", "BYPASS as DEFAULT"]
    assert head["main_memory_bytes"][0] == compiled["main_memory_bytes"]
    assert head["estimated_memory_time_s"][0] == pytest.approx(
        compiled["estimated_memory_time_s"])
    assert data["bandwidths"]["main_memory_gbps"] == 800.0


def test_bad_launch_counts_are_one_clear_error(capsys):
    assert cli.main(["l2", str(REUSE), "--launches", "0"]) == 1
    assert "--launches must be an int in [1, 1000]" in capsys.readouterr().err


@pytest.mark.parametrize("name", [[1], {"910B3": 1}, None, 910, b"910B3"])
def test_a_preset_name_that_is_not_a_str_is_the_value_error_listing_the_presets(name):
    with pytest.raises(ValueError, match="L2Config.preset must be one of 910B3.*950.*a5"):
        incore.L2Config.preset(name)


def test_the_default_granule_never_exceeds_a_smaller_line():
    c = incore.L2Config(size=64 * 1024, ways=8, line=64)
    assert (c.line, c.granule) == (64, 64)
    assert incore.L2Config(size=64 * 1024, ways=8, line=32).granule == 32
    assert incore.L2Config(line=512, size=1 << 20).granule == 128  # the default up to 128
    assert incore.L2Config().granule == 128 and incore.L2Config().is_default()
    assert incore.L2Config(line=64, granule=16).granule == 16
    with pytest.raises(ValueError) as info:
        incore.L2Config(size=64 * 1024, ways=8, line=64, granule=128)
    message = info.value.message
    assert "L2Config.granule" in message and "L2Config.line = 64" in message
    assert message.endswith("got 128")
