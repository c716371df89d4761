"""print(...) and breakpoint() in compiled kernels on the simulated device (docs/language.md,
"Debugging statements").

A print travels through the core's log ring at INFO (V5) and the host shows the line
``incore.printing.format_print`` gives (scalars, tiles up to 1,024 elements, larger tiles cut
with a count); at WARN it is filtered out; a ring without room drops it and counts it.  A
breakpoint() is a no-op in compiled code that ``incore.compile`` warns about once per kernel
and line, naming the line, also on the CLI's stderr.
"""

from __future__ import annotations

import logging
import re
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import incore
from incore import log as ilog
from incore.printing import format_print

ROOT = Path(__file__).resolve().parents[2]

SHOW = """
kernel show(x: Tensor[[N], f32], m: Tensor[[4, 4], i32], y: Tensor[[N], f32], n: i32, a: f32):
    t = x[0:4]
    if block_idx == 1:
        print("n =", n, "a:", a, t, m[0:4, 0:4], t > 1.0, n > 3)
    y[block_idx] = x[block_idx] * 2.0
"""

BIG = """
kernel big(x: Tensor[[64, 64], f32], v: Tensor[[2000], i16]):
    print(x[0:64, 0:64])
    print("v", v[0:2000])
    print(x[0:2, 0:4] + 1.0, "end")
"""


def _prints(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if getattr(r, "incore_print", False)]


def _core(record: logging.LogRecord) -> int:
    return int(re.match(r"\[\w+ block \d+ core (\d+) ", record.getMessage()).group(1))


@pytest.fixture
def info_level(caplog):
    caplog.set_level(ilog.V5, logger="incore")  # before the Worker snapshots it
    return caplog


def test_print_shows_scalars_and_tiles_as_python_prints_them(info_level):
    caplog = info_level
    mod = incore.compile(SHOW, filename="show.ik")
    x = np.arange(8, dtype=np.float32) * 0.5
    m = np.arange(16, dtype=np.int32).reshape(4, 4)
    y = np.zeros(8, np.float32)
    with incore.Worker() as w:
        caplog.clear()
        w.launch(mod["show"], x, m, y, 7, 0.1, blocks=3)
    lines = _prints(caplog)
    assert len(lines) == 1 and lines[0].levelno == ilog.V5
    core = _core(lines[0])
    expected = format_print("show", 1, core, "aiv", [
        "n =", np.int32(7), "a:", np.float32(0.1), x[:4], m, x[:4] > 1.0, np.bool_(True)])
    assert lines[0].getMessage() == expected
    assert expected.startswith(f"[show block 1 core {core} aiv] n = 7 a: 0.1 [0.  0.5 1.  1.5] "
                               "[[ 0  1  2  3]\n [ 4  5  6  7]")
    assert expected.endswith("[False False False  True] True")
    formatted = ilog.HostFormatter().format(lines[0])
    assert formatted == f"[INFO_V5] {expected}"  # the print's own prefix, not the log's
    np.testing.assert_array_equal(y[:3], x[:3] * 2)


def test_a_tile_over_1024_elements_prints_its_first_1024_and_the_count_cut(info_level):
    caplog = info_level
    mod = incore.compile(BIG, filename="big.ik")
    x = np.arange(64 * 64, dtype=np.float32).reshape(64, 64)
    v = (np.arange(2000) - 1000).astype(np.int16)
    with incore.Worker() as w:
        caplog.clear()
        w.launch(mod["big"], x, v, blocks=1)
    first, second, third = [r.getMessage() for r in _prints(caplog)]
    core = _core(_prints(caplog)[0])
    prefix = f"[big block 0 core {core} aiv] "
    # whole rows of the tile: 16 rows of 64, then the count
    rows = np.array2string(x[:16], threshold=1024)
    assert first == prefix + rows + " ... (3072 more elements cut)"
    assert first.endswith(" 1.023e+03]] ... (3072 more elements cut)")
    assert second == prefix + "v " + np.array2string(v[:1024], threshold=1024) + (
        " ... (976 more elements cut)")
    assert third == format_print("big", 0, core, "aiv", [x[:2, :4] + 1, "end"])
    # the interpreted side formats the whole tile to the same text
    assert first == format_print("big", 0, core, "aiv", [x])


@pytest.mark.parametrize("arch, platform, opt", [("a2a3", "a2a3sim", 0), ("a2a3", "a2a3sim", 3),
                                                 ("a5", "a5sim", 2)])
def test_print_is_the_same_on_both_archs_and_every_opt_level(info_level, arch, platform, opt):
    caplog = info_level
    src = """
kernel p(x: Tensor[[N, 8], f32]):
    for r in range(block_idx, N, block_num):
        row = x[r, 0:8]
        print("row", r, row * 2.0, sum(row))
"""
    mod = incore.compile(src, filename="p.ik", arch=arch, opt=opt)
    x = np.arange(24, dtype=np.float32).reshape(3, 8)
    with incore.Worker(platform=platform) as w:
        caplog.clear()
        w.launch(mod["p"], x, blocks=2)
    got = sorted((r.getMessage() for r in _prints(caplog)),
                 key=lambda m: int(m.split("] row ")[1].split()[0]))
    assert len(got) == 3
    for r, line in enumerate(got):
        core = int(re.search(r"core (\d+)", line).group(1))
        assert line == format_print("p", r % 2, core, "aiv",
                                    ["row", np.int64(r), x[r] * 2, np.float32(x[r].sum())])


def test_prints_are_info_v5_and_filtered_at_warn(caplog):
    mod = incore.compile(SHOW, filename="show.ik")
    args = (np.ones(8, np.float32), np.zeros((4, 4), np.int32), np.zeros(8, np.float32), 1, 2.0)
    caplog.set_level(ilog.WARN, logger="incore")
    with incore.Worker() as w:
        caplog.clear()
        w.launch(mod["show"], *args, blocks=2)
    assert not _prints(caplog)
    caplog.set_level(ilog.V6, logger="incore")  # V5 is below V6: filtered like log.info_v5
    with incore.Worker() as w:
        caplog.clear()
        w.launch(mod["show"], *args, blocks=2)
    assert not _prints(caplog)
    caplog.set_level(ilog.V5, logger="incore")
    with incore.Worker() as w:
        caplog.clear()
        w.launch(mod["show"], *args, blocks=2)
    assert len(_prints(caplog)) == 1


def test_prints_name_their_block_and_core_kind(info_level):
    caplog = info_level
    src = """
@mix
kernel both(y: Tensor[[8], i64]):
    if core_type == AIC:
        print("aic", block_idx)
    else:
        print("aiv", sub_block_idx)
    y[block_idx] = block_idx
"""
    mod = incore.compile(src, filename="both.ik")
    with incore.Worker() as w:
        caplog.clear()
        w.launch(mod["both"], np.zeros(8, np.int64), blocks=2)
    got = sorted(re.sub(r"core \d+", "core C", r.getMessage()) for r in _prints(caplog))
    assert got == sorted([
        "[both block 0 core C aic] aic 0", "[both block 1 core C aic] aic 1",
        "[both block 0 core C aiv] aiv 0", "[both block 0 core C aiv] aiv 1",
        "[both block 1 core C aiv] aiv 0", "[both block 1 core C aiv] aiv 1",
    ])


def test_half_scalars_and_tiles_print_as_numpy_shows_them(info_level):
    caplog = info_level
    incore.abi.load_bfloat16()
    src = """
kernel h(x: Tensor[[4], f16], z: Tensor[[4], bf16], u: u64, b: i8):
    print(x[1], x[0:4], z[0:4], u, b)
"""
    mod = incore.compile(src, filename="h.ik")
    x = np.array([1.5, -2.25, 65504, 0.1], np.float16)
    z = np.array([1.5, -2.25, 3e38, 0.1], "bfloat16")
    with incore.Worker() as w:
        caplog.clear()
        w.launch(mod["h"], x, z, 2**64 - 1, -5, blocks=1)
    (record,) = _prints(caplog)
    assert record.getMessage() == format_print(
        "h", 0, _core(record), "aiv", [x[1], x, z, np.uint64(2**64 - 1), np.int8(-5)])
    assert record.getMessage().endswith(
        "] -2.25 [ 1.50e+00 -2.25e+00  6.55e+04  1.00e-01] [1.5 -2.25 3.00406e+38 0.100098] "
        "18446744073709551615 -5")


def test_a_print_that_does_not_fit_the_ring_is_dropped_and_counted(info_level):
    caplog = info_level
    src = """
kernel flood(x: Tensor[[1024], f64]):
    for i in range(20):
        print(i, x[0:1024])
"""
    mod = incore.compile(src, filename="flood.ik")
    with incore.Worker() as w:
        caplog.clear()
        w.launch(mod["flood"], np.arange(1024, dtype=np.float64), blocks=1)
    slots = mod["flood"].meta["sites"][0]["slots"]
    assert slots == 1 + (8 + 8 * 1024 + 16 - 80 + 79) // 80  # 104 slots of 80 bytes
    kept = 1024 // slots
    lines = [r.getMessage() for r in _prints(caplog)]
    assert len(lines) == kept
    assert [int(line.split("] ")[1].split(" ")[0]) for line in lines] == list(range(kept))
    dropped = [r.getMessage() for r in caplog.records if "dropped" in r.getMessage()]
    assert len(dropped) == 1 and f"dropped {20 - kept} record(s)" in dropped[0]


# ------------------------------------------------------------------ breakpoint()

BP = """
func bump(v: f32) -> f32:
    breakpoint(v > 2.0)
    return v + 1.0

kernel stop(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        breakpoint(i == 17, block=3)
        y[i] = bump(x[i])
    breakpoint()
"""


def _breakpoint_warnings(caught) -> list[str]:
    return [str(w.message) for w in caught if issubclass(w.category, incore.BreakpointWarning)]


def test_breakpoint_warns_once_per_line_and_does_not_change_the_results():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        mod = incore.compile(BP, filename="stop.ik", cache=False)
    found = _breakpoint_warnings(caught)
    assert found == [
        f"kernel 'stop': breakpoint() at stop.ik:{line} does nothing in compiled code; it stops "
        "only in an interpreted launch (Worker(interpret=True))" for line in (3, 8, 10)
    ]
    assert [(w.filename, w.lineno) for w in caught] == [("stop.ik", 3), ("stop.ik", 8),
                                                         ("stop.ik", 10)]
    plain = incore.compile(BP.replace("breakpoint(", "pass  # ("), filename="plain.ik")
    x = np.arange(40, dtype=np.float32)
    y1, y2 = np.zeros_like(x), np.zeros_like(x)
    with incore.Worker() as w:
        w.launch(mod["stop"], x, y1, blocks=4)
        w.launch(plain["stop"], x, y2, blocks=4)
    np.testing.assert_array_equal(y1, x + 1)
    np.testing.assert_array_equal(y1, y2)
    assert mod["stop"].text == plain["stop"].text  # compiled code ignores it entirely


def test_breakpoint_warns_on_a_cache_hit_too_and_once_for_a_mix_kernel():
    src = "@mix\nkernel m(y: Tensor[[4], i64]):\n    breakpoint(block=1)\n    y[0] = 1\n"
    for _ in range(2):  # the second compile is a compile-cache hit
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            incore.compile(src, filename="mixbp.ik")
        assert len(_breakpoint_warnings(caught)) == 1
        assert "mixbp.ik:3" in _breakpoint_warnings(caught)[0]


def test_a_kernel_without_breakpoint_does_not_warn():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        incore.compile(SHOW, filename="show.ik")
    assert not _breakpoint_warnings(caught)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", "import sys, incore.cli; sys.exit(incore.cli.main())", *args],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
    )


def test_cli_compile_and_run_show_the_warning_and_the_prints(tmp_path):
    example = tmp_path / "dbg"
    example.mkdir()
    (example / "kernel.ik").write_text(
        "kernel dbg(x: Tensor[[N], f32], y: Tensor[[N], f32]):\n"
        "    for i in range(block_idx, N, block_num):\n"
        "        y[i] = x[i] + 1.0\n"
        "    breakpoint(block=0)\n"
        "    print(\"head\", x[0:4])\n"
    )
    (example / "golden.py").write_text(
        "import numpy as np\n"
        "LAUNCH = {'kernel': 'dbg', 'blocks': 2}\n"
        "def generate_inputs(params):\n"
        "    return {'x': np.arange(8, dtype=np.float32), 'y': np.zeros(8, np.float32)}\n"
        "def compute_golden(inputs, params):\n"
        "    return {'y': inputs['x'] + 1}\n"
    )
    compiled = _cli("compile", str(example / "kernel.ik"), "-o", str(tmp_path / "k.elf"))
    assert compiled.returncode == 0, compiled.stderr
    warning = [line for line in compiled.stderr.splitlines() if "BreakpointWarning" in line]
    assert len(warning) == 1 and "kernel.ik:4: BreakpointWarning: kernel 'dbg': breakpoint() "\
        "at " in warning[0] and warning[0].endswith("kernel.ik:4 does nothing in compiled code; "
                                                    "it stops only in an interpreted launch "
                                                    "(Worker(interpret=True))")
    ran = _cli("run", str(example))
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert sum("BreakpointWarning" in line for line in ran.stderr.splitlines()) == 1
    shown = [line for line in ran.stderr.splitlines() if "head" in line]
    assert shown and all(re.fullmatch(
        r"\[INFO_V5\] \[dbg block [01] core \d+ aiv\] head \[0\. 1\. 2\. 3\.\]", line)
        for line in shown), ran.stderr
    quiet = _cli("run", str(example), "--log-level", "warn")
    assert quiet.returncode == 0 and "head" not in quiet.stderr
