"""Every example's golden cases (examples/*/golden.py), launched compiled at -O0 and -O3 and
interpreted on copies of the same inputs, agree bit for bit (math within the placeholder
library's bound, see crosscheck.MATH_ULPS)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

import incore
from tests.interpret.crosscheck import Recorder, cross_launch

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
def worker():
    with incore.Worker() as w:
        yield w


@pytest.mark.parametrize("opt", [0, 3])
@pytest.mark.parametrize(("example", "case"), CASES)
def test_example_case_agrees_interpreted(worker, example: str, case: str, opt: int) -> None:
    golden = _golden(EXAMPLES / example)
    cases = getattr(golden, "CASES", [{"name": "default"}])
    spec = next(c for c in cases if c["name"] == case)
    launch = dict(golden.LAUNCH, **spec.get("launch", {}))
    module = incore.compile_file(EXAMPLES / example / "kernel.ik", opt=opt)
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
