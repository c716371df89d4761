"""The f32 tile matmul's fused step (lowering/fma.py): each k step of an f32-accumulating
``@`` is ``x * y + z`` rounded once.  On operands built so that two roundings, or a sum
rounded to f64 first, give other bits (ties at f32 precision broken by a term far below
f64's precision, exact cancellations, subnormal results, signed zeros, infinities and nans),
the compiled kernel (FMA instructions on this host), the same kernel compiled for a host
without FMA (``fmaf`` from f64 operations inside the payload), the interpreter
(``interpret/reductions.fma_f32``) and an exact rational reference agree bit for bit."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

import incore
from incore.interpret.reductions import fma_f32
from tests.support.fused import fused_f32

SRC = """
@aic
kernel step(x: Tensor[[M, 1], f32], y: Tensor[[1, N], f32], z: Tensor[[M, N], f32]):
    acc = load(z[0:16, 0:24])
    acc += x[0:16, 0:1] @ y[0:1, 0:24]
    z[0:16, 0:24] = acc
"""

ROOT = Path(__file__).resolve().parents[2]


def operands() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """x (16 x 1), y (1 x 24) and z (16 x 24): every z[i, j] meets x[i] * y[j]."""
    rng = np.random.default_rng(31)
    t = 1 + 2.0 ** -12  # t * t = 1 + 2^-11 + 2^-24: exactly halfway between two f32 values
    x = np.array([t, -t, 3.0, 1.0 / 3, 2.0 ** -70, 2.0 ** -80, 1e30, -0.0, 0.0, np.inf, 7.0,
                  *rng.standard_normal(5) * 1e3], np.float32)
    y = np.array([t, -t, 1.0 / 3, 2.0 ** -60, -0.0, 2.0 ** -70, 1e-30, 5.0, np.nan,
                  *rng.standard_normal(15) * 1e-3], np.float32)
    with np.errstate(invalid="ignore"):  # inf * 0
        xy = x.astype(np.float64)[:, None] * y.astype(np.float64)[None, :]
    z = rng.standard_normal((16, 24)).astype(np.float32)
    z[:, 0] = 2.0 ** -60  # breaks the tie of t * t: one rounding goes up, two go to even
    z[:, 1] = -(2.0 ** -60)
    z[:, 2] = -xy[:, 2].astype(np.float32)  # cancels all but the product's low bits
    z[:, 3] = 0.0
    z[:, 4] = -0.0
    z[:, 5] = 2.0 ** -140  # subnormal range
    z[:5, 6] = -np.inf
    z[5:8, 7] = -xy[5:8, 7].astype(np.float32)
    return x, y, z


def expected(x: np.ndarray, y: np.ndarray, z: np.ndarray) -> np.ndarray:
    """The exact reference where every operand is finite, IEEE arithmetic in f64 elsewhere
    (an inf or a nan involves no rounding)."""
    out = np.empty_like(z)
    for i in range(z.shape[0]):
        for j in range(z.shape[1]):
            ops = (x[i, 0], y[0, j], z[i, j])
            if all(np.isfinite(ops)):
                out[i, j] = fused_f32(*ops)
            else:
                with np.errstate(invalid="ignore"):
                    out[i, j] = np.float32(np.float64(ops[0]) * np.float64(ops[1]) + ops[2])
    return out


def bits(a: np.ndarray) -> np.ndarray:
    """The f32 patterns, with every nan as one pattern (nan payloads are not compared)."""
    out = a.view(np.uint32).copy()
    out[np.isnan(a)] = 0x7FC00000
    return out


def launch(worker: incore.Worker) -> np.ndarray:
    x, y, z = operands()
    z = z.copy()
    worker.launch(incore.compile(SRC, filename="fused.ik")["step"], x[:, None], y[None, :], z,
                  blocks=1)
    return z


def test_the_reference_breaks_the_tie_once() -> None:
    t = np.float32(1 + 2.0 ** -12)
    assert fused_f32(t, t, np.float32(2.0 ** -60)) == np.float32(1 + 2.0 ** -11 + 2.0 ** -23)
    assert np.float32(np.float64(t) * np.float64(t) + 2.0 ** -60) == np.float32(1 + 2.0 ** -11)


def test_interpreter_step_is_the_exact_fused_result() -> None:
    x, y, z = operands()
    with np.errstate(invalid="ignore"):
        got = fma_f32(x.astype(np.float64)[:, None] * y.astype(np.float64)[None, :], z)
    np.testing.assert_array_equal(bits(got), bits(expected(x[:, None], y[None, :], z)))
    rng = np.random.default_rng(7)  # random magnitudes over f32's whole range
    x, y, z = (np.ldexp(rng.standard_normal(4000), rng.integers(-70, 60, 4000)).astype(np.float32)
               for _ in range(3))
    got = fma_f32(x.astype(np.float64) * y.astype(np.float64), z)
    want = np.array([fused_f32(*o) for o in zip(x, y, z, strict=True)], np.float32)
    np.testing.assert_array_equal(bits(got), bits(want))


@pytest.mark.parametrize("interpret", [False, True], ids=["compiled", "interpreted"])
def test_launch_step_is_the_exact_fused_result(interpret: bool) -> None:
    x, y, z = operands()
    with incore.Worker(interpret=interpret) as w:
        got = launch(w)
    np.testing.assert_array_equal(bits(got), bits(expected(x[:, None], y[None, :], z)))


NO_FMA_HOST = """
import sys
import llvmlite.binding as llvm

class _NoFeatures:
    def flatten(self):
        return ""

llvm.get_host_cpu_name = lambda: "x86-64"
llvm.get_host_cpu_features = lambda: _NoFeatures()
import incore
from tests.e2e import test_matmul_fused as t

kernel = incore.compile(t.SRC, filename="fused.ik")["step"]
with incore.Worker() as w:
    z = t.launch(w)
sys.stdout.write(f"{len(__import__('re').findall(r'call.*fmaf', kernel.asm))} {z.tobytes().hex()}")
"""


def test_a_host_without_fma_computes_the_same_bits(tmp_path: Path) -> None:
    env = dict(os.environ, INCORE_CACHE_DIR=str(tmp_path / "cache"), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(NO_FMA_HOST)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    calls, hexed = out.stdout.split()
    assert int(calls) > 0  # the fused steps are calls of the payload's own fmaf
    with incore.Worker() as w:
        here = launch(w)
    assert not re.search(r"call.*fmaf", incore.compile(SRC, filename="fused.ik")["step"].asm)
    got = np.frombuffer(bytes.fromhex(hexed), np.float32).reshape(here.shape)
    np.testing.assert_array_equal(bits(got), bits(here))
