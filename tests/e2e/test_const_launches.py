"""Kernels with ``const`` parameters on the simulated devices: a tiled matmul whose tile shape
is given per launch (both platforms, and interpreted), one compile per distinct set of values
(in the process and, through the compile cache, in a new one), launch keywords on
``Worker.launch``, ``Stream.launch`` and graph capture, and the errors bad values get."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import incore
from incore import compiler

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "tiled_matmul" / "kernel.ik"

SCALE = """
@aiv
kernel scale(x: Tensor[[N], f32], y: Tensor[[N], f32], T: const, S: const = 2.0,
             NEG: const = False):
    for i in range(block_idx * T, N, block_num * T):
        t = x[i:i + T] * S
        if NEG:
            t = -t
        y[i:i + T] = t
"""


def _inputs(m: int, k: int, n: int):
    rng = np.random.default_rng(3)
    a = rng.standard_normal((m, k)).astype(np.float16)
    b = rng.standard_normal((k, n)).astype(np.float16)
    return a, b, a.astype(np.float64) @ b.astype(np.float64)


@pytest.mark.parametrize("platform, arch", [("a2a3sim", "a2a3"), ("a5sim", "a5")])
def test_tiled_matmul_is_right_for_several_tile_shapes(platform, arch):
    mm = incore.compile_file(EXAMPLE, arch=arch)["mm"]
    a, b, want = _inputs(70, 80, 90)
    with incore.Worker(platform=platform) as w:
        for tm, tn in [(16, 32), (32, 64), (64, 16), (128, 128)]:
            c = np.zeros((70, 90), np.float32)
            w.launch(mm, a, b, c, TM=tm, TN=tn, blocks=2)
            np.testing.assert_allclose(c, want, rtol=1e-3, atol=1e-3, err_msg=f"{tm}x{tn}")
        c = np.zeros((70, 90), np.float32)
        w.launch(mm.specialize(TN=32), a, b, c, blocks=3)  # TM keeps its default
        np.testing.assert_allclose(c, want, rtol=1e-3, atol=1e-3)


def test_interpreted_launch_runs_the_specialised_kernel():
    mm = incore.compile_file(EXAMPLE)["mm"]
    a, b, want = _inputs(40, 48, 36)
    with incore.Worker(interpret=True) as w:
        c = np.zeros((40, 36), np.float32)
        w.launch(mm, a, b, c, TM=16, TN=16, blocks=2)
    np.testing.assert_allclose(c, want, rtol=1e-3, atol=1e-3)


def test_the_same_values_compile_once_per_process(monkeypatch):
    calls = []
    real = compiler._compile
    monkeypatch.setattr(compiler, "_compile",
                        lambda *a, **k: calls.append(a[2].get("consts")) or real(*a, **k))
    module = incore.compile(SCALE, "scale.ik", cache=False)
    scale = module["scale"]
    assert scale.is_template and calls == [None]
    x = np.arange(40, dtype=np.float32)
    with incore.Worker() as w:
        for _ in range(3):
            y = np.zeros_like(x)
            w.launch(scale, x, y, T=8, blocks=2)
            np.testing.assert_array_equal(y, 2 * x)
        # the same values spelt in another order, and through specialize, are the same kernel
        assert scale.specialize(T=8) is scale.specialize(T=8, S=2.0).specialize()
        y = np.zeros_like(x)
        w.launch(scale, x, y, T=8, NEG=True, S=0.5, blocks=2)
        np.testing.assert_array_equal(y, -0.5 * x)
    # the template, then T=8 (defaults filled in), then T=8 with NEG and S=0.5
    assert calls == [None, {"scale": {"NEG": False, "S": 2.0, "T": 8}},
                     {"scale": {"NEG": True, "S": 0.5, "T": 8}}]


CHILD = """
import sys
import numpy as np
import incore
from incore import compiler
compiled = []
real = compiler._compile
compiler._compile = lambda *a, **k: compiled.append(a[2]["consts"]) or real(*a, **k)
scale = incore.compile_file(sys.argv[1])["scale"]
x = np.arange(16, dtype=np.float32)
y = np.zeros_like(x)
with incore.Worker() as w:
    w.launch(scale, x, y, T=4, S=3.0, blocks=2)
assert (y == 3 * x).all(), y
print(len(compiled))
"""


def test_a_new_process_with_the_same_values_compiles_nothing(tmp_path):
    src = tmp_path / "scale.ik"
    src.write_text(SCALE)
    env = {**os.environ, "INCORE_CACHE_DIR": str(tmp_path / "cache")}
    runs = [subprocess.run([sys.executable, "-c", CHILD, str(src)], capture_output=True,
                           text=True, env=env, timeout=300) for _ in range(2)]
    assert all(r.returncode == 0 for r in runs), [r.stderr for r in runs]
    assert [r.stdout.split() for r in runs] == [["2"], ["0"]]  # template + T=4; then hits


def test_stream_launch_and_graph_capture_take_const_keywords():
    scale = incore.compile(SCALE)["scale"]
    x = np.arange(32, dtype=np.float32)
    with incore.Worker() as w:
        s = w.stream()
        dx, dy = w.to_device(x), w.to_device(np.zeros_like(x))
        s.launch(scale, dx, dy, T=8, S=3.0, blocks=2)
        s.synchronize()
        np.testing.assert_array_equal(dy.numpy(), 3 * x)
        dz = w.to_device(np.zeros_like(x))
        with s.capture() as g:
            s.launch(scale, dx, dz, T=4, NEG=True, blocks=2)
        g.replay()
        s.synchronize()
        np.testing.assert_array_equal(dz.numpy(), -2 * x)


def test_bad_launch_keywords_are_errors_naming_the_parameter():
    scale = incore.compile(SCALE)["scale"]
    plain = incore.compile("kernel p(x: Tensor[[N], f32]):\n    x[0] = 1.0\n")["p"]
    x, y = np.zeros(8, np.float32), np.zeros(8, np.float32)
    with incore.Worker() as w:
        with pytest.raises(incore.ConstParameterError, match="const parameter 'T' of kernel "
                           "'scale' has no default and no value was given"):
            w.launch(scale, x, y, blocks=1)
        with pytest.raises(incore.ConstParameterError, match="has no const parameter 'TT'"):
            w.launch(scale, x, y, TT=4, blocks=1)
        with pytest.raises(TypeError, match="const parameter 'NEG' of kernel 'scale' takes a "
                           "bool"):
            w.launch(scale, x, y, T=4, NEG=1, blocks=1)
        with pytest.raises(TypeError, match="takes an int, float or bool, got 'big'"):
            w.launch(scale, x, y, T="big", blocks=1)
        with pytest.raises(incore.CompileError, match="specialised with T=1048576"):
            w.launch(scale, x, y, T=1 << 20, blocks=1)  # its tiles exceed the UB
        with pytest.raises(incore.ConstParameterError, match="kernel 'p' has no const "
                           "parameter 'T'"):
            w.launch(plain, x, T=4, blocks=1)
        s = w.stream()
        with pytest.raises(incore.ConstParameterError, match="has no const parameter 'TT'"):
            s.launch(scale, w.to_device(x), w.to_device(y), TT=4, blocks=1)
        w.launch(scale, x, y, T=4, blocks=1)  # the Worker still launches
    np.testing.assert_array_equal(y, 2 * x)


def test_specialised_kernels_show_their_values_in_the_kernel_table():
    module = incore.compile(SCALE.replace("scale", "scale_tbl"))
    k = module["scale_tbl"].specialize(T=16)
    assert k.consts == {"T": 16, "S": 2.0, "NEG": False}
    assert k.meta["consts"] == {"NEG": False, "S": 2.0, "T": 16}
    rt = incore.Runtime.instance()
    entry = rt.kernel("scale_tbl")
    assert entry.consts == {"NEG": False, "S": 2.0, "T": 16}
    assert "T=16" in repr(entry)
    k2 = module["scale_tbl"].specialize(T=32)
    with pytest.raises(incore.KernelNotFound, match="T=32") as info:
        rt.kernel("scale_tbl")
    assert "T=16" in str(info.value)
    del k2


def test_the_sanitizer_and_the_l2_model_run_specialised_kernels():
    scale = incore.compile(SCALE)["scale"]
    x = np.arange(64, dtype=np.float32)
    with incore.Worker(sanitize=True) as w:
        y = np.zeros_like(x)
        w.launch(scale, x, y, T=16, blocks=2)
    np.testing.assert_array_equal(y, 2 * x)
    with incore.Worker(l2_model=incore.L2Config()) as w:
        y = np.zeros_like(x)
        stats = w.launch(scale, x, y, T=8, S=0.5, blocks=2)
    np.testing.assert_array_equal(y, 0.5 * x)
    assert stats.l2.main_memory_bytes > 0


GRID_TILES = """
@aiv
kernel tiles(x: Tensor[[R, C], f32], y: Tensor[[R, C], f32], T: const):
    r = grid_idx(1) * T
    c = grid_idx(0) * T
    y[r:r + T, c:c + T] = x[r:r + T, c:c + T] + f32(block_idx)
"""


@pytest.mark.parametrize("interpret", [False, True])
def test_a_template_kernel_on_a_grid_gets_its_grid_after_its_values(interpret):
    # a kernel with const parameters and no defaults is a template until the launch gives
    # them; the grid's extents are the specialised kernel's hidden parameters
    k = incore.compile(GRID_TILES, filename="tiles.ik")["tiles"]
    x = np.arange(12 * 16, dtype=np.float32).reshape(12, 16)
    with incore.Worker(interpret=interpret) as w:
        for t in (4, 8):
            cols, rows = -(-16 // t), -(-12 // t)
            y = np.zeros_like(x)
            w.launch(k, x, y, T=t, blocks=(cols, rows))
            linear = np.add.outer(np.arange(12) // t * cols, np.arange(16) // t)
            np.testing.assert_array_equal(y, x + linear.astype(np.float32), err_msg=f"T={t}")
