"""Tile transpose on a grid: blocks=(cols, rows) for a 96 x 150 matrix in 32 x 32 tiles, and
blocks=(cols, rows, batch) for a batch of three."""

import numpy as np

LAUNCH = {"kernel": "transpose", "blocks": (5, 3)}
RTOL = 0.0
ATOL = 0.0
CASES = [
    {"name": "2d", "params": {"shape": (96, 150)}},
    {"name": "3d", "params": {"shape": (3, 96, 150)},
     "launch": {"kernel": "transpose_batched", "blocks": (5, 3, 3)}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(0)
    shape = params["shape"]
    out_shape = (*shape[:-2], shape[-1], shape[-2])
    return {
        "x": rng.standard_normal(shape, dtype=np.float32),
        "y": np.zeros(out_shape, dtype=np.float32),
    }


def compute_golden(inputs: dict, params: dict) -> dict:
    return {"y": np.swapaxes(inputs["x"], -1, -2).copy()}
