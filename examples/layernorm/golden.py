"""layernorm: y = (x - mean) / sqrt(var + eps) * gamma + beta over rows of 1000 and 777."""

import numpy as np

LAUNCH = {"kernel": "layernorm", "blocks": 8}
RTOL = 1e-4  # f32 sums of 1000 terms in another order than numpy's
ATOL = 1e-5
CASES = [
    {"name": "wide", "params": {"n": 200, "m": 1000}},
    {"name": "short_rows", "params": {"n": 33, "m": 777}, "launch": {"blocks": 5}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(3)
    n, m = params["n"], params["m"]
    return {
        "x": (rng.standard_normal((n, m)) * 2 + 1).astype(np.float32),
        "gamma": rng.standard_normal(m).astype(np.float32),
        "beta": rng.standard_normal(m).astype(np.float32),
        "y": np.zeros((n, m), np.float32),
        "eps": np.float32(1e-5),
    }


def compute_golden(inputs: dict, params: dict) -> dict:
    x = inputs["x"].astype(np.float64)
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    y = (x - mean) / np.sqrt(var + 1e-5) * inputs["gamma"] + inputs["beta"]
    return {"y": y.astype(np.float32)}
