"""rowscale_tiles: out = x * scale[:, None] + bias[None, :] in [16, 256] tiles, the [16]
tile of scale read as a column (``scale[r:r + T][:, None]``), on a ragged 300 x 257 matrix
and on one that the tiles divide."""

import numpy as np

LAUNCH = {"kernel": "rowscale_tiles", "blocks": 7}
RTOL = 0.0  # one product and one sum per element, rounded as numpy's float32
ATOL = 0.0
CASES = [
    {"name": "edges", "params": {"m": 300, "k": 257}},
    {"name": "whole_tiles", "params": {"m": 128, "k": 512}, "launch": {"blocks": 4}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(11)
    m, k = params["m"], params["k"]
    return {
        "x": rng.standard_normal((m, k), dtype=np.float32),
        "scale": rng.standard_normal(m, dtype=np.float32),
        "bias": rng.standard_normal(k, dtype=np.float32),
        "out": np.zeros((m, k), dtype=np.float32),
    }


def compute_golden(inputs: dict, params: dict) -> dict:
    return {"out": inputs["x"] * inputs["scale"][:, None] + inputs["bias"][None, :]}
