"""Semantics the lowering must keep at every optimisation level: loops near type limits,
run-time steps, division traps, zero-initialised locals, per-payload metadata."""

from __future__ import annotations

import numpy as np
import pytest

import incore

OPTS = [0, 2]


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=11)


def run(worker, source: str, name: str, *args, opt: int = 2, blocks: int = 1):
    kernel = incore.compile(source, filename=f"{name}.ik", opt=opt)[name]
    worker.launch(kernel, *args, blocks=blocks)


LOOPS = """
kernel loops(out: Tensor[[6], i64], s8: i8, su: u8):
    n = 0
    for j in range(i8(120), i8(127), 5):
        n += 1
    out[0] = n
    n = 0
    for k in range(u8(0), u8(255), 2):
        n += 1
    out[1] = n
    n = 0
    for m in range(9223372036854775800, 9223372036854775807, 5):
        n += 1
    out[2] = n
    n = 0
    for p in range(u8(0), u8(10), su):
        n += 1
    out[3] = n
    n = 0
    for q in range(i8(-120), i8(-128), s8):
        n += 1
    out[4] = n
    n = 0
    for r in range(i8(127), i8(-128), -128):
        n += 1
    out[5] = n
"""


@pytest.mark.parametrize("opt", OPTS)
def test_loops_run_pythons_count_next_to_type_limits(worker, opt):
    out = np.zeros(6, dtype=np.int64)
    run(worker, LOOPS, "loops", out, -3, 200, opt=opt)
    want = [
        len(range(120, 127, 5)),
        len(range(0, 255, 2)),
        len(range(9223372036854775800, 9223372036854775807, 5)),
        len(range(0, 10, 200)),  # an unsigned step counts up, even above 127
        len(range(-120, -128, -3)),
        len(range(127, -128, -128)),
    ]
    assert out.tolist() == want


@pytest.mark.parametrize("opt", OPTS)
def test_zero_runtime_step_traps(worker, opt):
    src = """
kernel zstep(out: Tensor[[1], i64], s: i64):
    for i in range(0, 10, s):
        out[0] += 1
"""
    with pytest.raises(incore.DeviceFault, match="SIGILL"):
        run(worker, src, "zstep", np.zeros(1, dtype=np.int64), 0, opt=opt)


@pytest.mark.parametrize("opt", OPTS)
@pytest.mark.parametrize("expr", ["n // z", "n % z", "ceil_div(n, z)", "m // mone"])
def test_integer_division_traps_at_every_opt_level(worker, opt, expr):
    src = f"""
kernel div(y: Tensor[[2], i32], n: i32, z: i32, m: i32, mone: i32):
    y[0] = {expr}
    y[1] = 7
"""
    y = np.zeros(2, dtype=np.int32)
    with pytest.raises(incore.DeviceFault, match="SIGILL"):
        run(worker, src, "div", y, 5, 0, -(2**31), -1, opt=opt)


@pytest.mark.parametrize("opt", OPTS)
def test_division_by_nonzero_constant_has_no_trap(opt):
    k = incore.compile("kernel d(y: Tensor[[1], u32], n: u32):\n    y[0] = n // 3 + n % 5\n",
                       opt=opt, link=False)["d"]
    assert "incore trap" not in k.ir and k.meta["traps"] == []


@pytest.mark.parametrize("opt", OPTS)
def test_locals_assigned_in_one_branch_read_zero_elsewhere(worker, opt):
    src = """
kernel branchy(y: Tensor[[4], i32], c: bool):
    if c:
        v: i32 = 5
        f = True
    if v == 5:
        y[0] = 1
    if v != 5:
        y[1] = 1
    y[2] = v
    y[3] = 1 if f else 0
"""
    y = np.full(4, -1, dtype=np.int32)
    run(worker, src, "branchy", y, False, opt=opt)
    assert y.tolist() == [-1, 1, 0, 0]


def test_mix_meta_counts_loads_per_payload():
    src = """
@mix
kernel m(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    if core_type == AIC:
        y[block_idx] = load(x[block_idx], cache=CachePolicy.BYPASS)
    else:
        y[block_idx] = x[block_idx] * 2.0
"""
    k = incore.compile(src, link=False)["m"]
    aic, aiv = k.variants["aic"].meta, k.variants["aiv"].meta
    assert aic["loads"] == {"bypass": 1, "default": 0} and aic["reads_l2_offset"]
    assert aiv["loads"] == {"bypass": 0, "default": 1} and not aiv["reads_l2_offset"]
    assert k.meta["variant"] == "mix" and k.meta["loads"] == {"bypass": 1, "default": 1}
    assert aic["options"]["cpu"] and aic["options"]["opt"] == 2


def test_lowering_too_deep_for_python_is_a_located_compile_error():
    body = "return abs(abs(abs(abs(abs({})))))"
    lines = ["func h0(x: f32) -> f32:\n    " + body.format("x") + "\n"]
    for i in range(1, 64):  # within the checker's inline-depth limit
        lines.append(f"func h{i}(x: f32) -> f32:\n    " + body.format(f"h{i - 1}(x)") + "\n")
    lines.append("kernel k(y: Tensor[[1], f32]):\n    y[0] = h63(y[0])\n")
    with pytest.raises(incore.CompileError, match="nests too deeply to lower") as info:
        incore.compile("".join(lines), filename="deep.ik")
    assert info.value.filename == "deep.ik" and info.value.line == 129
