"""saxpy: y = alpha * x + y on 1M floats."""

import numpy as np

LAUNCH = {"kernel": "saxpy", "blocks": 8}
RTOL = 1e-6
ATOL = 1e-6


def generate_inputs() -> dict:
    rng = np.random.default_rng(0)
    n = 1 << 20
    return {
        "x": rng.standard_normal(n, dtype=np.float32),
        "y": rng.standard_normal(n, dtype=np.float32),
        "alpha": 2.5,
    }


def compute_golden(inputs: dict) -> dict:
    alpha = np.float32(inputs["alpha"])
    return {"y": alpha * inputs["x"] + inputs["y"]}
