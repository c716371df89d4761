"""examples/weights_stream against the scenario's closed form (issue 17, acceptance 4), at a
scaled-down 910B3: the preset's lines, granule and ways with 1/64 of its size, and 1/64 of
the example's weights and KV set, so the lines per set of every tensor are the full-size
scenario's.  The full sizes run from the CLI (``--case 32MiB`` / ``--case 256MiB``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import incore
from incore.golden.l2run import AS_COMPILED, OVERRIDE, compare_policies
from incore.runtime.l2.advisor import advise
from incore.runtime.l2.memtime import Bandwidths

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "weights_stream"
OFFSET = 0x80000000000
SCALE = 64


def _golden():
    sys.path.insert(0, str(EXAMPLE))
    try:
        import golden  # examples/weights_stream/golden.py
        return golden
    finally:
        sys.path.pop(0)
        sys.modules.pop("golden", None)


def closed_form(weights: int, kv: int, config, launches: int, blocks: int, cols: int) -> dict:
    """Per run: main-memory bytes per tensor and L2 hits, from the scenario's structure.

    Every block sums its quarter of kv (tile loads), loads x once (the four blocks at the same
    point of their traces: one miss, three hits), then streams its rows of W (one request per
    line) and stores y[r] per row (each store one request: the tile statements around it end
    the core's run); score[block] is one store per block, the four on one line.
    """
    line = config.line
    rows = weights // (4 * cols)
    w_lines, kv_lines, x_lines, y_lines = weights // line, kv // line, 4 * cols // line, \
        rows * 4 // line
    fits = (weights + kv) // line <= config.lines * 3 // 4  # with room to spare in every set
    once = {"kv": kv, "x": x_lines * line, "y": y_lines * line, "score": line}
    hits_warm = {"x": blocks * x_lines * launches - x_lines, "y": rows * launches - y_lines,
                 "score": blocks * launches - 1}
    compiled = {"bytes": {"w": launches * weights, **once},
                "hits": {"w": 0, "kv": (launches - 1) * kv_lines, **hits_warm}}
    if fits:
        default = {"bytes": {"w": weights, **once},
                   "hits": {"w": (launches - 1) * w_lines, "kv": (launches - 1) * kv_lines,
                            **hits_warm}}
    else:  # the stream evicts everything else between two launches
        default = {"bytes": {"w": launches * weights, "kv": launches * kv,
                             "x": launches * x_lines * line,
                             # fetched and, once evicted, written back each launch
                             "y": 2 * launches * y_lines * line, "score": 2 * launches * line},
                   "hits": {"w": 0, "kv": 0, "x": launches * (blocks - 1) * x_lines,
                            "y": launches * (rows - y_lines), "score": launches * (blocks - 1)}}
    return {AS_COMPILED: compiled, OVERRIDE: default, "fits": fits}


@pytest.mark.parametrize("case", ["32MiB", "256MiB"])
def test_weights_stream_matches_the_closed_form(case):
    golden = _golden()
    full = next(c for c in golden.CASES if c["name"] == case)["params"]
    params = {"weights": full["weights"] // SCALE, "kv": full["kv"] // SCALE}
    preset = incore.L2Config.preset("910B3")
    config = incore.L2Config.preset("910B3", size=preset.size // SCALE)
    cmp = compare_policies(EXAMPLE, config=config, l2_offset=OFFSET, case=case, params=params,
                           device=6)
    assert cmp.golden_ok and cmp.launches == golden.L2_LAUNCHES
    want = closed_form(params["weights"], params["kv"], config, cmp.launches, golden.BLOCKS,
                       golden.C)
    assert want["fits"] == (case == "32MiB")
    bw = Bandwidths()
    for run in cmp.runs:
        got, expect = run.stats, want[run.label]
        per = got.per_tensor
        for name in ("w", "kv", "x"):  # exact: no write-back timing involved
            assert per[name].bytes_from_main_memory + per[name].bytes_to_main_memory == \
                expect["bytes"][name], (run.label, name)
        total = sum(expect["bytes"].values())
        assert got.main_memory_bytes == pytest.approx(total, rel=0.01), run.label
        for name, hits in expect["hits"].items():
            got_hits = per[name].read_cache_hit + per[name].write_cache_hit
            assert got_hits == hits, (run.label, name)
        hits = sum(expect["hits"].values())
        assert bw.of(got) == pytest.approx(bw.seconds(total, hits, config.line), rel=0.01)
    compiled, default = (r.stats.main_memory_bytes for r in cmp.runs)
    # the advisor judges across the run's launches and agrees with the headline
    said = advise(cmp.runs[0].stats, cmp.runs[1].stats)
    assert "kv" not in said  # re-read by every later launch: no "BYPASS candidate"
    if case == "32MiB":  # the weights fit: BYPASS gives up their reuse across launches
        assert compiled > default
        assert "BYPASS costs hits" in said["w"] and "justified" not in said["w"]
    else:  # they do not: DEFAULT thrashes the working set, BYPASS keeps it
        assert compiled < default
        assert said["w"] == "`w`: every line read once — BYPASS is justified"
