"""Every example's golden cases (examples/*/golden.py), launched compiled (a2a3 at -O0 and
-O3, a5 at -O3) and interpreted on copies of the same inputs, agree bit for bit (math within
the placeholder library's bound, see crosscheck.MATH_ULPS)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

import incore
from tests.support.crosscheck import Recorder, cross_launch

pytestmark = pytest.mark.device  # launches kernels on a simulated device

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _golden(example: Path):
    spec = importlib.util.spec_from_file_location(f"golden_{example.name}",
                                                  example / "golden.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CASES = [
    (ex.name, case["name"])
    for ex in sorted(EXAMPLES.iterdir()) if (ex / "golden.py").exists()
    for case in getattr(_golden(ex), "CASES", [{"name": "default"}])
]


@pytest.fixture(scope="module")
def workers():
    with incore.Worker(platform="a2a3sim") as a2a3, \
            incore.Worker(device_id=1, platform="a5sim") as a5:
        yield {"a2a3": a2a3, "a5": a5}


@pytest.mark.parametrize(("arch", "opt"), [("a2a3", 0), ("a2a3", 3), ("a5", 3)])
@pytest.mark.parametrize(("example", "case"), CASES)
def test_example_case_agrees_interpreted(workers, example: str, case: str, arch: str,
                                         opt: int) -> None:
    worker = workers[arch]
    golden = _golden(EXAMPLES / example)
    cases = getattr(golden, "CASES", [{"name": "default"}])
    spec = next(c for c in cases if c["name"] == case)
    launch = dict(golden.LAUNCH, **spec.get("launch", {}))
    module = incore.compile_file(EXAMPLES / example / "kernel.ik", opt=opt, arch=arch)
    kernel = module[launch["kernel"]]
    inputs = (golden.generate_inputs(spec["params"]) if "params" in spec
              else golden.generate_inputs())
    params = module.program.kernels[kernel.name].params
    args = [np.ascontiguousarray(inputs[p.name]) if isinstance(inputs[p.name], np.ndarray)
            else inputs[p.name] for p in params]
    rec = Recorder()
    cross_launch(incore.Worker.launch, rec)(worker, kernel, *args, blocks=launch.get("blocks"))
    assert rec.launches == 1
    assert rec.differences == []
