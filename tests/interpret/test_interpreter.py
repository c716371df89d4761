"""The interpreter on its own: line-faithful Python, faults whose traceback ends at the .ik
line, MIX deadlocks and random orders, logs, asserts and the fault texts of the compiled
code."""

from __future__ import annotations

import threading
import time
import traceback

import numpy as np
import pytest

import incore
from incore import interpret
from incore.frontend import check
from incore.interpret import faults

DIVIDE = """\
@aiv
kernel divide(x: Tensor[[N], i32], d: i32):
    for i in range(block_idx, N, block_num):
        q = x[i]
        x[i] = q // d
"""

SHIFTED = """\
kernel shifted_read(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    i = block_idx + 61
    y[block_idx] = x[i]
"""

STUCK = """\
@mix
kernel stuck(y: Tensor[[B], i64]):
    if core_type == AIC:
        y[block_idx] = 1
        set_flag(0)
    else:
        if sub_block_idx == 0:
            wait_flag(0)
        else:
            wait_flag(5)
"""

PIPE = """\
@mix
kernel pipe(x: Tensor[[B, 8], i64], y: Tensor[[B, 8], i64]):
    if core_type == AIC:
        for k in range(8):
            x[block_idx, k] = x[block_idx, k] * 3 + 1
        set_flag(0)
        set_flag(1)
        wait_flag(2)
        wait_flag(3)
    else:
        if sub_block_idx == 0:
            wait_flag(0)
        else:
            wait_flag(1)
        for k in range(4 * sub_block_idx, 4 * sub_block_idx + 4):
            y[block_idx, k] = x[block_idx, k] + block_idx
        if sub_block_idx == 0:
            set_flag(2)
        else:
            set_flag(3)
    cluster_barrier()
"""


def build(src: str, name: str, filename: str, bounds_check: bool = False):
    return interpret.build(check(src, filename), name, bounds_check=bounds_check)


def test_generated_statements_stand_at_the_kernel_lines() -> None:
    k = build(DIVIDE, "divide", "divide.ik")
    lines = k.source.splitlines()
    assert lines[1].startswith("def divide(x, d, N,")
    assert lines[2].strip().startswith("for i in ")
    assert lines[3].strip() == "q = x[i]"
    assert lines[4].strip().startswith("x[i] = _ik_idiv(q, d")
    assert lines[0] == ""


def test_divide_by_zero_is_the_compiled_fault_with_the_ik_line_last() -> None:
    k = build(DIVIDE, "divide", "divide.ik")
    x = np.arange(8, dtype=np.int32)
    with pytest.raises(incore.DeviceFault) as info:
        k.run([x, 0], 2)
    exc = info.value
    assert exc.cause == "division by zero" and exc.line == 5 and exc.file == "divide.ik"
    assert str(exc).startswith("kernel 'divide' divided by zero at divide.ik:5 (core 0 aiv, "
                               "block 0; SIGILL at incore trap 0: division by zero)")
    last = traceback.extract_tb(exc.__traceback__)[-1]
    assert (last.filename, last.lineno, last.name) == ("divide.ik", 5, "divide")
    assert last.line == "x[i] = q // d"  # linecache holds the .ik text


def test_trap_id_comes_from_the_compiled_traps_table() -> None:
    k = build(DIVIDE, "divide", "divide.ik")
    traps = ({"id": 0, "cause": "range() step is 0", "line": 3},
             {"id": 1, "cause": "division by zero", "line": 5})
    with pytest.raises(incore.DeviceFault, match=r"incore trap 1: division by zero"):
        k.run([np.ones(4, np.int32), 0], 1, interpret.LaunchEnv(traps=traps))


def test_bounds_fault_is_the_kernel_index_error_with_the_ik_line_last() -> None:
    k = build(SHIFTED, "shifted_read", "bc.ik", bounds_check=True)
    x, y = np.zeros(64, np.float32), np.zeros(64, np.float32)
    with pytest.raises(incore.KernelIndexError) as info:
        k.run([x, y], 4)
    exc = info.value
    assert str(exc).startswith("kernel 'shifted_read' indexed x[64] out of range for shape "
                               "(64,) at bc.ik:3 (core 3 aiv, block 3)")
    assert (exc.tensor, exc.index, exc.shape, exc.block) == ("x", (64,), (64,), 3)
    last = traceback.extract_tb(exc.__traceback__)[-1]
    assert (last.filename, last.lineno) == ("bc.ik", 3)
    assert y[:3].tolist() == [0.0, 0.0, 0.0] and x[61] == 0.0


def test_trap_texts_are_the_runtime_s() -> None:
    from incore.runtime.host import faults as host

    assert faults.TRAP_PHRASES == host._TRAP_PHRASES
    assert faults.TRAP_ADVICE == host._TRAP_ADVICE


def test_unsatisfiable_wait_is_a_deadlock_at_once() -> None:
    k = build(STUCK, "stuck", "k.ik")
    y = np.zeros(2, np.int64)
    start = time.monotonic()
    with pytest.raises(interpret.InterpretDeadlock) as info:
        k.run([y], 2)
    assert time.monotonic() - start < 1.0
    exc = info.value
    assert "core 2 (aiv) block 0 waiting for flag 5 (wait_flag(5) in cluster 0) at k.ik:10" \
        in str(exc)
    assert (exc.flag, exc.line, exc.block, exc.core) == (5, 10, 0, 2)
    last = traceback.extract_tb(exc.__traceback__)[-1]
    assert (last.filename, last.lineno) == ("k.ik", 10)
    assert not [t for t in threading.enumerate() if t.name.startswith("incore-interpret")]


def test_mix_kernel_fixed_and_random_orders_agree() -> None:
    k = build(PIPE, "pipe", "pipe.ik")
    x0 = np.arange(40, dtype=np.int64).reshape(5, 8)
    want = None
    for order in ["fixed"] + [f"random:{s}" for s in range(8)]:
        x, y = x0.copy(), np.zeros((5, 8), np.int64)
        k.run([x, y], 5, interpret.LaunchEnv(order=order))
        if want is None:
            want = (x, y)
            assert (y == (x0 * 3 + 1) + np.arange(5)[:, None]).all()
        assert (x == want[0]).all() and (y == want[1]).all(), order


def test_random_order_shuffles_blocks_reproducibly() -> None:
    src = """\
kernel tick(c: Tensor[[1], i64], order: Tensor[[B], i64]):
    t = atomic_add(c[0], 1)
    order[t] = block_idx
"""
    k = build(src, "tick", "tick.ik")

    def run(order: str) -> list[int]:
        c, out = np.zeros(1, np.int64), np.zeros(16, np.int64)
        k.run([c, out], 16, interpret.LaunchEnv(order=order))
        return out.tolist()

    assert run("fixed") == list(range(16))
    assert run("random:7") == run("random:7") != run("fixed")
    assert sorted(run("random:3")) == list(range(16))


def test_logs_and_asserts_go_through_the_hooks() -> None:
    src = """\
kernel k(x: Tensor[[N], f32]):
    v = x[block_idx]
    log.info_v3("block {} read {:.2f}", block_idx, v)
    assert v >= 0.0, "x[{}] = {:.3f} is negative", block_idx, v
    x[block_idx] = v * 2.0
"""
    k = build(src, "k", "k.ik")
    logs, fails = [], []
    env = interpret.LaunchEnv(on_log=lambda s, a, w: logs.append(interpret.format_site(s, a)),
                              on_assert_fail=lambda s, a, w: fails.append((w.block, a)))
    x = np.array([1.0, -1.0, 3.0], np.float32)
    k.run([x], 3, env)
    assert logs == ["[k.ik:3] block 0 read 1.00", "[k.ik:3] block 1 read -1.00",
                    "[k.ik:3] block 2 read 3.00"]
    assert fails == [(1, (1, -1.0))] and x.tolist() == [2.0, -1.0, 6.0]
    with pytest.raises(incore.KernelAssertionError, match=r"assertion failed in kernel 'k', "
                       r"block 1 on core 1 \(aiv\): \[k.ik:4\] x\[1\] = -1.000 is negative"):
        k.run([np.array([1.0, -1.0], np.float32)], 2,
              interpret.LaunchEnv(log_enabled=lambda level: False))


def test_semantics_of_the_lowering() -> None:
    src = """\
kernel sem(o: Tensor[[16], i64], f: Tensor[[8], f32], a: f32, n: i32):
    o[0] = i64(-7 // 2)
    o[1] = i64(n // 2)
    o[2] = i64(n % 3)
    b: i32 = 1
    o[3] = i64(b << (n + 39))
    o[4] = i64(i8(n * 100))
    o[5] = i64(i32(a * 1.0e20))
    o[6] = i64(i32(a - a + nan))
    o[7] = i64(u8(a * -3.0))
    m = min(a - a + nan, 1.0)
    f[0] = m
    f[1] = max(1.0, a - a + nan)
    f[2] = a // 0.1
    f[3] = a % 0.1
    f[4] = f32(u64(0xFFFF_FFFF_FFFF_FFFF))
    x = 0
    if n > 100:
        x = 5
    o[8] = x
"""
    k = build(src, "sem", "sem.ik")
    o, f = np.zeros(16, np.int64), np.zeros(8, np.float32)
    k.run([o, f, 1.0, -7], 1)
    assert o[:9].tolist() == [-4, -4, 2, 1 << 0, -700 % 256 - 256 if -700 % 256 > 127 else
                              -700 % 256, 2**31 - 1, 0, 0, 0]
    assert np.isnan(f[0]) and f[1] == 1.0
    assert f[2] == np.float32(np.floor_divide(np.float32(1.0), np.float32(0.1)))
    assert f[3] == np.float32(np.remainder(np.float32(1.0), np.float32(0.1)))
    assert f[4] == np.float32(2.0**64)


def test_mix_pipeline_example_agrees_in_random_orders() -> None:
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "examples" / "mix_pipeline"
    spec = importlib.util.spec_from_file_location("golden_mix_pipeline", root / "golden.py")
    golden = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(golden)
    program = check((root / "kernel.ik").read_text(), str(root / "kernel.ik"))
    k = interpret.build(program, "mix_pipeline")
    inputs = golden.generate_inputs({"blocks": 4})
    results = []
    for order in ("fixed", "random:1", "random:2", "random:3"):
        args = [np.copy(inputs[p.name]) if isinstance(inputs[p.name], np.ndarray)
                else inputs[p.name] for p in k.kernel.params]
        k.run(args, 4, interpret.LaunchEnv(order=order, clusters=2))
        results.append([a for a in args if isinstance(a, np.ndarray)])
    for other in results[1:]:
        assert all(np.array_equal(a, b) for a, b in zip(results[0], other, strict=True))


def test_random_order_shuffles_the_switch_points_reproducibly() -> None:
    src = """\
@mix
kernel race(c: Tensor[[1], i64], order: Tensor[[12], i64]):
    for k in range(4):
        t = atomic_add(c[0], 1)
        order[t] = core_type * 10 + sub_block_idx
        cluster_barrier()
"""
    k = build(src, "race", "race.ik")

    def run(order: str) -> list[int]:
        c, out = np.zeros(1, np.int64), np.zeros(12, np.int64)
        k.run([c, out], 1, interpret.LaunchEnv(order=order))
        return out.tolist()

    fixed = run("fixed")
    assert fixed == run("fixed") and sorted(fixed) == sorted([0, 10, 11] * 4)
    seeds = [run(f"random:{s}") for s in range(6)]
    assert seeds == [run(f"random:{s}") for s in range(6)]
    assert any(s != fixed for s in seeds)


def test_a_fault_in_a_helper_shows_the_call_and_the_helper_line() -> None:
    src = """\
func part(v: i64, d: i64) -> i64:
    q = v // d
    return q + 1

kernel k(x: Tensor[[N], i64], d: i64):
    x[block_idx] = part(x[block_idx], d)
"""
    k = build(src, "k", "h.ik")
    x = np.arange(4, dtype=np.int64)
    k.run([x, 2], 4)
    assert x.tolist() == [1, 1, 2, 2]
    with pytest.raises(incore.DeviceFault) as info:
        k.run([x, 0], 4)
    frames = [(f.filename, f.lineno, f.name) for f in
              traceback.extract_tb(info.value.__traceback__)][-2:]
    assert frames == [("h.ik", 6, "k"), ("h.ik", 2, "part")]
    assert "divided by zero at h.ik:2 (core 0 aiv, block 0;" in str(info.value)


def test_tiles_are_values_in_helpers_and_locals_start_at_zero() -> None:
    src = """\
func bump(t: Tile[[4], i32], k: i64) -> Tile[[4], i32]:
    acc = zeros([4], i32)
    acc[k] = 7
    t[0] = t[0] + 1
    return acc + t

kernel k(y: Tensor[[3, 4], i32]):
    a = zeros([4], i32)
    b = bump(a, 1)
    c = bump(5, 2)
    u = a
    u[3] = 9
    y[0, 0:4] = a
    y[1, 0:4] = b + u
    y[2, 0:4] = c
"""
    k = build(src, "k", "tv.ik")
    y = np.zeros((3, 4), np.int32)
    k.run([y], 1)
    assert y.tolist() == [[0, 0, 0, 0], [1, 7, 0, 9], [6, 5, 12, 5]]
