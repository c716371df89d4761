"""The sanitizer (issue 15): seeded bugs are found naming the tensor (or flag) and the lines;
correct uses of atomics, flags and barriers are not reported; initialised state follows
buffers across launches; the Worker, environment and CLI entry points."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import numpy as np
import pytest

import incore
from incore.cli import main
from incore.runtime.sanitizer import Finding

pytestmark = pytest.mark.device

SEEDED = """\
@aiv
kernel last(x: Tensor[[N], f32], y: Tensor[[1], f32]):
    y[0] = x[block_idx]

@mix
kernel handoff(work: Tensor[[B, 4], f32], out: Tensor[[B, 4], f32]):
    if core_type == AIC:
        for i in range(4):
            work[block_idx, i] = 1.0 + f32(i)
        set_flag(0)
    else:
        if sub_block_idx == 0:
            wait_flag(0)
            for i in range(4):
                out[block_idx, i] = work[block_idx, i]

@mix
kernel nowait(work: Tensor[[B, 4], f32], out: Tensor[[B, 4], f32]):
    if core_type == AIC:
        for i in range(4):
            work[block_idx, i] = 1.0 + f32(i)
    else:
        if sub_block_idx == 0:
            for i in range(4):
                out[block_idx, i] = work[block_idx, i]

@mix
kernel leftover(y: Tensor[[B], i32]):
    if core_type == AIC:
        set_flag(1)
        set_flag(1)
        y[block_idx] = 1
    else:
        if sub_block_idx == 0:
            wait_flag(1)

@mix
kernel twoaiv(buf: Tensor[[B, S, 2], f32], out: Tensor[[B, S, 2], f32]):
    # A pipeline of S steps where both AIVs wait on flag 0: AIV 1 always waits first (it
    # tells the AIC with flag 5 and AIV 0 waits for its flag 6), so it takes the count the
    # AIC gave before it wrote AIV 1's value.
    if core_type == AIC:
        wait_flag(5)
        for s in range(S):
            buf[block_idx, s, 0] = 1.0 + f32(s)
            set_flag(0)
            buf[block_idx, s, 1] = 2.0 + f32(s)
            set_flag(0)
    else:
        if sub_block_idx == 1:
            set_flag(5)
            for s in range(S):
                wait_flag(0)
                out[block_idx, s, 1] = buf[block_idx, s, 1]
            set_flag(6)
        else:
            wait_flag(6)
            for s in range(S):
                wait_flag(0)
                out[block_idx, s, 0] = buf[block_idx, s, 0]

@mix
kernel steps(buf: Tensor[[B, S, 2], f32], out: Tensor[[B, S, 2], f32]):
    # The trial's pipeline: each step the AIC writes both AIVs' values and gives flag 0 two
    # counts; each AIV takes one per step.  An AIV that runs ahead takes the other's count
    # and reads the next step's value before it is written (wrong in some runs only).
    if core_type == AIC:
        for s in range(S):
            buf[block_idx, s, 0] = 1.0 + f32(s)
            buf[block_idx, s, 1] = 2.0 + f32(s)
            set_flag(0)
            set_flag(0)
    else:
        for s in range(S):
            wait_flag(0)
            out[block_idx, s, sub_block_idx] = buf[block_idx, s, sub_block_idx]

@aiv
kernel copy(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i]

@aiv
kernel shift(x: Tensor[[N], f32], y: Tensor[[N], f32], off: i64):
    for i in range(N):
        y[i] = x[i + off]

@aiv
kernel total(x: Tensor[[N], f32], out: Tensor[[1], f32]):
    for i in range(block_idx, N, block_num):
        atomic_add(out[0], x[i])

@aiv
kernel peek(x: Tensor[[N], f32], out: Tensor[[1], f32], seen: Tensor[[B], f32]):
    for i in range(block_idx, N, block_num):
        atomic_add(out[0], x[i])
    seen[block_idx] = out[0]

@aiv
kernel fill(y: Tensor[[N], f32], n: i64):
    if block_idx == 0:
        for i in range(n):
            y[i] = 1.0
"""
FILE = "seeded.ik"


def line(text: str) -> int:
    """The 1-based line of SEEDED holding ``text`` (for file:line checks)."""
    return next(n for n, row in enumerate(SEEDED.splitlines(), 1) if text in row)


@pytest.fixture(scope="module")
def mod() -> incore.Module:
    return incore.compile(SEEDED, filename=FILE)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=60, sanitize=True, timeout=20)


def findings(worker, kernel, *args, blocks: int) -> list[Finding]:
    with pytest.raises(incore.SanitizerError) as info:
        worker.launch(kernel, *args, blocks=blocks)
    assert isinstance(info.value, incore.IncoreError)
    assert info.value.findings
    return info.value.findings


def sites(f: Finding) -> set[str]:
    return {a.site for a in f.accesses}


def test_blocks_writing_one_cell_race_naming_the_tensor_and_both_lines(worker, mod):
    x = np.arange(8, dtype=np.float32)
    y = np.full(1, -1, np.float32)
    (f,) = findings(worker, mod.last, x, y, blocks=4)
    assert (f.kind, f.tensor, f.index) == ("race", "y", (0,))
    a, b = f.accesses
    assert (a.kind, b.kind) == ("write", "write") and a.block != b.block
    assert a.site == b.site == f"{FILE}:{line('y[0] = x[block_idx]')}"
    assert f.message.startswith("race on y[0]: write by block ")
    assert f"at {FILE}:3 and write by block " in f.message
    assert f.message.endswith(
        "with nothing ordering them; use atomic_add or give each block its own element")
    assert y[0] in x[:4]  # the outputs were copied back before the error


def test_an_aic_to_aiv_hand_off_without_wait_flag_is_a_race(worker, mod):
    work, out = np.zeros((2, 4), np.float32), np.zeros((2, 4), np.float32)
    found = findings(worker, mod.nowait, work, out, blocks=2)
    (race,) = [f for f in found if f.kind == "race"]
    assert race.tensor == "work"
    write, read = race.accesses
    assert (write.kind, write.core_kind, read.kind, read.core_kind) == (
        "write", "aic", "read", "aiv")
    assert write.block == read.block
    start = line("kernel nowait")
    assert write.line == start + 3 and read.line == start + 7  # both lines of the hand-off
    assert "order them with set_flag/wait_flag or cluster_barrier" in race.message


def test_the_same_hand_off_with_its_flags_is_clean(worker, mod):
    work, out = np.zeros((3, 4), np.float32), np.zeros((3, 4), np.float32)
    worker.launch(mod.handoff, work, out, blocks=3)
    np.testing.assert_array_equal(out, np.tile(np.arange(1, 5, dtype=np.float32), (3, 1)))


def test_a_leftover_flag_count_is_an_unpaired_flag_naming_the_flag_and_the_set(worker, mod):
    (f,) = findings(worker, mod.leftover, np.zeros(4, np.int32), blocks=4)
    assert (f.kind, f.flag, f.tensor) == ("unpaired_flag", 1, None)
    assert {a.kind for a in f.accesses} == {"set_flag"}
    assert sites(f) == {f"{FILE}:{line('set_flag(1)') + 1}"}
    assert {a.core_kind for a in f.accesses} == {"aic"}
    assert "unpaired_flag 1:" in f.message and "left for the next block" in f.message
    assert f.count == 4  # every block leaves one count


def test_two_aivs_waiting_on_one_flag_race_and_name_the_flag(worker, mod):
    steps = 3
    buf, out = np.zeros((2, steps, 2), np.float32), np.zeros((2, steps, 2), np.float32)
    found = findings(worker, mod.twoaiv, buf, out, blocks=2)
    races = [f for f in found if f.kind == "race"]
    assert races and all(f.tensor == "buf" for f in races)
    assert all(f.flag == 0 and "flag 0 is waited on by core" in f.message for f in races)
    assert all({a.kind for a in f.accesses} == {"write", "read"} for f in races)
    write = f"{FILE}:{line('buf[block_idx, s, 1] = 2.0 + f32(s)')}"
    read = f"{FILE}:{line('out[block_idx, s, 1] = buf[block_idx, s, 1]')}"
    assert any({write, read} <= sites(f) for f in races)


def test_the_trials_two_aiv_pipeline_is_reported_on_every_run(worker, mod):
    """Which AIV takes which count changes from run to run; a wait counts as taking the
    earliest count it could, so every launch reports the race and names the flag."""
    steps = 4
    for _ in range(3):
        buf, out = np.zeros((2, steps, 2), np.float32), np.zeros((2, steps, 2), np.float32)
        found = findings(worker, mod.steps, buf, out, blocks=2)
        assert {(f.kind, f.tensor, f.flag) for f in found} == {("race", "buf", 0)}
        assert any(f"{FILE}:{line('out[block_idx, s, sub_block_idx] = buf')}" in sites(f)
                   for f in found)


def test_a_read_of_worker_empty_is_uninitialized(worker, mod):
    x = worker.empty(64, np.float32)
    y = worker.zeros(64, np.float32)
    (f,) = findings(worker, mod.copy, x, y, blocks=2)
    assert (f.kind, f.tensor) == ("uninitialized", "x")
    (a,) = f.accesses
    assert (a.kind, a.site) == ("read", f"{FILE}:{line('y[i] = x[i]')}")
    assert f.message.startswith("uninitialized read of x[")


def test_an_index_into_a_neighbouring_tensor_is_out_of_bounds(worker, mod):
    x = worker.to_device(np.arange(64, dtype=np.float32))
    y = worker.zeros(64, np.float32)
    (f,) = findings(worker, mod.shift, x, y, 8, blocks=1)
    assert (f.kind, f.tensor, f.index) == ("out_of_bounds", "x", (64,))
    assert f.accesses[0].site == f"{FILE}:{line('y[i] = x[i + off]')}"
    assert "past the last of x (64 elements)" in f.message
    if y.addr == x.addr + x.nbytes:  # the allocator put y right after x
        assert "it lands in y[0]" in f.message
    assert f.count == 1  # one coalesced interval


def test_atomics_are_never_races_with_each_other(worker, mod):
    x = np.ones(256, np.float32)
    out = np.zeros(1, np.float32)
    worker.launch(mod.total, x, out, blocks=8)
    assert out[0] == 256


def test_a_plain_read_racing_an_atomic_is_a_race(worker, mod):
    x = np.ones(256, np.float32)
    out, seen = np.zeros(1, np.float32), np.zeros(8, np.float32)
    found = findings(worker, mod.peek, x, out, seen, blocks=8)
    assert {(f.kind, f.tensor) for f in found} == {("race", "out")}
    assert {frozenset(a.kind for a in f.accesses) for f in found} == {
        frozenset({"atomic", "read"})}


def test_initialised_state_follows_a_buffer_across_launches(worker, mod):
    y = worker.empty(64, np.float32)
    out = worker.zeros(64, np.float32)
    worker.launch(mod.fill, y, 64, blocks=2)  # writes all of y
    worker.launch(mod.copy, y, out, blocks=2)  # reads what the first launch wrote: clean
    np.testing.assert_array_equal(out.numpy(), np.ones(64, np.float32))
    part = worker.empty(64, np.float32)
    worker.launch(mod.fill, part, 40, blocks=1)
    (f,) = findings(worker, mod.copy, part, out, blocks=2)
    assert (f.kind, f.tensor, f.index) == ("uninitialized", "x", (40,))


def test_a_host_write_through_a_view_initialises_the_buffer(worker, mod):
    x = worker.empty(64, np.float32)
    x.numpy()[:] = 3.0
    y = worker.empty(64, np.float32)
    worker.launch(mod.copy, x, y, blocks=2)
    assert (y.numpy() == 3.0).all()


def test_stream_launches_are_checked(worker, mod):
    x = worker.to_device(np.arange(8, dtype=np.float32))
    y = worker.zeros(1, np.float32)
    s = worker.stream()
    good = worker.zeros(8, np.float32)
    s.launch(mod.last, x, y, blocks=4)
    s.launch(mod.copy, x, good, blocks=2)  # discarded, as after a fault of the stream
    with pytest.raises(incore.SanitizerError, match=r"race on y\[0\]") as info:
        s.synchronize()
    assert info.value.findings[0].tensor == "y" and info.value.stream == s.id
    assert info.value.discarded == 1
    s.launch(mod.copy, x, good, blocks=2)
    s.synchronize()  # reported once; the stream goes on
    np.testing.assert_array_equal(good.numpy(), np.arange(8, dtype=np.float32))


def test_a_plain_worker_does_not_sanitize(mod, monkeypatch):
    monkeypatch.delenv("INCORE_SANITIZE", raising=False)
    with incore.Worker(device_id=61) as w:
        assert w.sanitize is False
        w.launch(mod.last, np.arange(8, dtype=np.float32), np.zeros(1, np.float32), blocks=4)


def test_incore_sanitize_turns_it_on_and_bad_values_are_named(monkeypatch):
    monkeypatch.setenv("INCORE_SANITIZE", "1")
    assert incore.Worker(device_id=61).sanitize is True
    assert incore.Worker(device_id=61, sanitize=False).sanitize is False
    assert incore.Worker(device_id=61, l2_model=incore.L2Config()).sanitize is False
    monkeypatch.setenv("INCORE_SANITIZE", "yes")
    with pytest.raises(ValueError, match="INCORE_SANITIZE must be 1"):
        incore.Worker(device_id=61)
    with pytest.raises(TypeError, match="sanitize must be a bool or None"):
        incore.Worker(device_id=61, sanitize="on")


def test_sanitize_and_the_l2_model_exclude_each_other():
    with pytest.raises(ValueError, match="sanitize must be False when l2_model is set"):
        incore.Worker(device_id=61, sanitize=True, l2_model=incore.L2Config())


def test_the_checked_variant_is_compiled_once_and_its_meta_has_the_sites(mod):
    v = mod.last.sanitize_variant()
    assert v is mod.last.sanitize_variant() and v is not mod.last
    assert v.meta["options"]["sanitize"] is True
    kinds = {s["kind"] for s in v.meta["sanitize_sites"]}
    assert kinds == {"begin", "read", "write", "index"}
    # x[block_idx] checks its one dimension; y[0] of shape (1,) is in range when compiled
    index = [s for s in v.meta["sanitize_sites"] if s["kind"] == "index"]
    assert [(s["dim"], s["access"], s["param"]) for s in index] == [(0, "read", 0)]
    assert "sanitize" not in mod.last.meta["options"]


def _example(tmp_path: Path, kernel: str) -> Path:
    d = tmp_path / "ex"
    d.mkdir()
    (d / "kernel.ik").write_text(kernel)
    (d / "golden.py").write_text(textwrap.dedent("""\
        import numpy as np
        LAUNCH = {"blocks": 4}
        def generate_inputs():
            return {"x": np.arange(8, dtype=np.float32), "y": np.zeros(1, np.float32)}
        def compute_golden(inputs):
            return {"y": inputs["y"] + 1}
        """))
    return d


RACY = "@aiv\nkernel k(x: Tensor[[N], f32], y: Tensor[[1], f32]):\n    y[0] = y[0] + 1.0\n"
ATOMIC = "@aiv\nkernel k(x: Tensor[[N], f32], y: Tensor[[1], f32]):\n" \
         "    if block_idx == 0:\n        atomic_add(y[0], 1.0)\n"


def test_incore_run_sanitize_prints_each_finding_once_and_fails(tmp_path, capsys):
    d = _example(tmp_path, RACY)
    out_json = tmp_path / "f.json"
    assert main(["run", str(d), "--sanitize", "--json", str(out_json), "--device", "61"]) == 1
    text = capsys.readouterr().out
    race_lines = [row for row in text.splitlines() if row.startswith("race on y[0]")]
    # write/write and write/read pairs share kind, tensor and line pair: printed once
    assert len(race_lines) == 1 and race_lines[0].endswith(" times)")
    assert "kernel.ik:3" in race_lines[0]
    assert "sanitizer: 1 finding" in text
    data = json.loads(out_json.read_text())
    assert {f["kind"] for f in data["findings"]} == {"race"}
    assert all(f["tensor"] == "y" and f["count"] >= 1 for f in data["findings"])
    assert data["findings"][0]["accesses"][0]["site"] == "kernel.ik:3"


def test_incore_run_sanitize_says_zero_findings_on_a_clean_example(tmp_path, capsys):
    d = _example(tmp_path, ATOMIC)
    assert main(["run", str(d), "--sanitize", "--device", "61"]) == 0
    assert "sanitizer: 0 findings" in capsys.readouterr().out


def test_the_pytest_plugin_sanitize_option_fails_a_case_with_findings(tmp_path):
    from tests.support.proc_util import pytest_run

    _example(tmp_path, RACY)
    proc = pytest_run(tmp_path, "ex", "--sanitize", "--device", "61")
    assert proc.returncode == 1 and "1 failed" in proc.stdout, proc.stdout + proc.stderr
    assert "sanitizer: 2 findings in the launch" in proc.stdout
    assert "race on y[0]: write by block" in proc.stdout
    plain = pytest_run(tmp_path, "ex", "--device", "61")
    assert "race on" not in plain.stdout and "sanitizer:" not in plain.stdout


SAXPY = (Path(__file__).resolve().parents[2] / "examples" / "saxpy" / "kernel.ik").read_text()


@pytest.mark.parametrize("platform, offset", [("a2a3sim", 0x80000000000), ("a5sim", None)])
def test_bypass_loads_are_checked_at_the_tensor_address(platform, offset):
    """An a2a3 BYPASS load reads through the nocache alias; the sanitizer records the tensor's
    own address, so saxpy is clean with a non-zero offset and on a5."""
    arch = "a5" if platform == "a5sim" else "a2a3"
    k = incore.compile(SAXPY, filename="saxpy.ik", arch=arch)["saxpy"]
    with incore.Worker(device_id=61, platform=platform, l2_cache_offset=offset,
                       sanitize=True) as w:
        x, y = np.arange(1000, dtype=np.float32), np.ones(1000, np.float32)
        w.launch(k, x, y, 2.0, blocks=3)
        np.testing.assert_array_equal(y, 2.0 * np.arange(1000, dtype=np.float32) + 1)


def test_bounds_check_still_stops_the_kernel_first(mod):
    checked = incore.compile(SEEDED, filename=FILE, bounds_check=True)
    with incore.Worker(device_id=61, sanitize=True) as w:
        x = np.arange(64, dtype=np.float32)
        with pytest.raises(incore.KernelIndexError):
            w.launch(checked.shift, x, np.zeros(64, np.float32), 8, blocks=1)
        w.launch(checked.copy, x, np.zeros(64, np.float32), blocks=2)  # and the next is clean


def test_a_sanitizing_and_an_l2_worker_share_a_device(mod):
    """Both record through GlobalContext.access_trace; each launch points it at its own."""
    x, y = np.arange(8, dtype=np.float32), np.zeros(1, np.float32)
    with incore.Worker(device_id=61, l2_model=incore.L2Config()) as traced, \
            incore.Worker(device_id=61, sanitize=True) as checked:
        for _ in range(2):
            assert traced.launch(mod.copy, x, np.zeros(8, np.float32), blocks=2).l2.accesses
            with pytest.raises(incore.SanitizerError):
                checked.launch(mod.last, x, y, blocks=4)


DIMS = """\
@aiv
kernel rowread(x: Tensor[[R, C], f32], out: Tensor[[R], f32], k: i64):
    if block_idx == 0:
        out[0] = x[0, k]

@aiv
kernel rowwrite(x: Tensor[[R, C], f32], k: i64):
    for r in range(block_idx, R, block_num):
        x[r, k] = 2.0
"""


def test_an_index_past_its_dimension_inside_the_tensor_is_out_of_bounds_naming_it(worker):
    """x[0, k] with k >= C lands in the next row, inside x: no interval shows it, the
    per-dimension check of the checked variant does."""
    dims = incore.compile(DIMS, filename="dims.ik")
    x = worker.to_device(np.ones((4, 8), np.float32))
    out = worker.zeros(4, np.float32)
    worker.launch(dims.rowread, x, out, 7, blocks=1)  # in range: clean
    (f,) = findings(worker, dims.rowread, x, out, 9, blocks=1)
    assert (f.kind, f.tensor, f.dim, f.index) == ("out_of_bounds", "x", 1, (1, 1))
    assert f.accesses[0].kind == "read" and f.accesses[0].site == "dims.ik:4"
    assert "dimension 1" in f.message and "with 9, outside [0, 8)" in f.message
    assert "lands in x[1, 1], inside x" in f.message
    # a negative index in every row: rows 1-3 land in the row before (the dimension's
    # finding), row 0 before x (the interval check's)
    found = findings(worker, dims.rowwrite, x, -1, blocks=2)
    (f,) = [f for f in found if f.dim is not None]
    assert (f.kind, f.dim, f.index[1], f.count) == ("out_of_bounds", 1, 7, 3)
    assert f.accesses[0].kind == "write" and "with -1" in f.message
    assert [(g.kind, g.index) for g in found if g.dim is None] == [("out_of_bounds", (-1,))]
    # past the whole tensor: the interval check's finding, not a second one
    (f,) = findings(worker, dims.rowread, x, out, 40, blocks=1)
    assert (f.kind, f.dim, f.index) == ("out_of_bounds", None, (40,))
    assert "past the last of x" in f.message


def test_bounds_check_finds_an_index_past_its_dimension_too():
    dims = incore.compile(DIMS, filename="dims.ik", bounds_check=True)
    with incore.Worker(device_id=61) as w:
        x = np.ones((4, 8), np.float32)
        with pytest.raises(incore.KernelIndexError, match=r"x\[0, 9\] out of range"):
            w.launch(dims.rowread, x, np.zeros(4, np.float32), 9, blocks=1)
