"""f32 sin, cos and tan vectorise: the common range (|x| < 2**20 * pi/2) runs branch-free
inline (the reduction on the widened argument, the sin/cos kernels in f32), and only lanes
outside it call the whole f32 body, through a masked vector variant the loop vectoriser calls
once per vector (docs/math.md, "Range reduction"); the variant is inlined into the vector loop
after vectorisation."""

from __future__ import annotations

import re

import numpy as np
import pytest

import incore
from incore.lowering import target
from tests.support.math_harness import ulp_bound

pytestmark = pytest.mark.device

SRC = "kernel k(x: Tensor[[N], f32], y: Tensor[[N], f32]):\n    for i in range(N):\n" \
      "        y[i] = {f}(x[i])\n"


def _optimised(name: str) -> str:
    kernel = incore.compile(SRC.format(f=name), filename="v.ik", opt=2, cache=False)["k"]
    mod = target.parse(kernel.ir)
    target.optimize(mod, 2)
    return str(mod)


@pytest.mark.parametrize("name", ["sin", "cos", "tan"])
def test_the_loop_vectorises_and_calls_the_full_body_per_rare_lane(name: str) -> None:
    text = _optimised(name)
    body = text[text.index("vector.body:"):]
    body = body[: body.index("middle.block:")]
    assert re.search(r"<\d+ x double>", body), "the reduction runs on vectors"
    if name != "tan":  # tan's kernels run in double
        assert re.search(r"fmul <\d+ x float>", body), "the kernels run on f32 vectors"
    # the masked variant is inlined: one mask test per vector, then a call per rare lane
    assert re.search(r"bitcast <\d+ x i1> .* to i\d+", body)
    assert re.search(rf'call [^@\n]*@"?incore\.{name}\.f32\.full"?\(', body)
    assert not re.search(r"call <\d+ x float>", body)


@pytest.mark.parametrize("name", ["sin", "cos", "tan"])
def test_vector_and_scalar_paths_give_the_same_bits(name: str) -> None:
    rng = np.random.default_rng(7)
    x = rng.uniform(-200, 200, 4099).astype(np.float32)
    x[::97] = rng.uniform(-1e30, 1e30, x[::97].size)  # huge: the full body's reduction
    x[:8] = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, 2.0**20 * 1.5707964, 3.4e38]
    outs = []
    with incore.Worker() as w:
        for opt in (0, 2):
            kernel = incore.compile(SRC.format(f=name), filename="v.ik", opt=opt)["k"]
            y = np.zeros_like(x)
            w.launch(kernel, x, y, blocks=1)
            outs.append(y)
    np.testing.assert_array_equal(outs[0].view(np.uint32), outs[1].view(np.uint32))
    finite = np.isfinite(x)
    ref = np.full(x.shape, np.nan)
    ref[finite] = getattr(np, name)(x[finite].astype(np.float64))  # inf/nan inputs: NaN
    ulp = np.abs(outs[1][finite].astype(np.float64) - ref[finite]) / np.spacing(
        np.abs(ref[finite]).astype(np.float32)).astype(np.float64)
    assert ulp.max() <= ulp_bound(name, "f32")
    assert np.isnan(outs[1][~finite]).all()
    assert np.signbit(outs[1][1]) == (name != "cos")  # sin(-0) = tan(-0) = -0
