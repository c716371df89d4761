"""saxpy: y = alpha * x + y, on 1M floats and on a ragged size that no block count divides."""

import numpy as np

LAUNCH = {"kernel": "saxpy", "blocks": 8}
RTOL = 1e-6
ATOL = 1e-6
CASES = [
    {"name": "1M", "params": {"n": 1 << 20}},
    {"name": "ragged", "params": {"n": 1000, "seed": 1}, "launch": {"blocks": 3}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(params.get("seed", 0))
    n = params["n"]
    return {
        "x": rng.standard_normal(n, dtype=np.float32),
        "y": rng.standard_normal(n, dtype=np.float32),
        "alpha": 2.5,
    }


def compute_golden(inputs: dict, params: dict) -> dict:
    alpha = np.float32(inputs["alpha"])
    return {"y": alpha * inputs["x"] + inputs["y"]}
