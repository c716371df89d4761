"""rowscale: out = x * scale[:, None] + bias[None, :] on a 300 x 257 matrix."""

import numpy as np

LAUNCH = {"kernel": "rowscale", "blocks": 7}
RTOL = 1e-6
ATOL = 1e-6


def generate_inputs() -> dict:
    rng = np.random.default_rng(1)
    m, k = 300, 257
    return {
        "x": rng.standard_normal((m, k), dtype=np.float32),
        "scale": rng.standard_normal(m, dtype=np.float32),
        "bias": rng.standard_normal(k, dtype=np.float32),
        "out": np.zeros((m, k), dtype=np.float32),
    }


def compute_golden(inputs: dict) -> dict:
    return {"out": inputs["x"] * inputs["scale"][:, None] + inputs["bias"][None, :]}
