"""tiled_matmul: C = A @ B with the tile shape TM x TN given as const parameters; each case
names its own values (``consts``), over ``CONSTS``."""

import numpy as np

LAUNCH = {"kernel": "mm", "blocks": 3}
CONSTS = {"TN": 64}
RTOL = 1e-3
ATOL = 1e-3
CASES = [
    {"name": "defaults", "params": {"m": 100, "k": 96, "n": 130}},
    {"name": "tm32", "params": {"m": 70, "k": 64, "n": 80}, "consts": {"TM": 32}},
    {"name": "tm16_tn32", "params": {"m": 45, "k": 40, "n": 50},
     "consts": {"TM": 16, "TN": 32}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(7)
    m, k, n = params["m"], params["k"], params["n"]
    return {
        "a": rng.standard_normal((m, k)).astype(np.float16),
        "b": rng.standard_normal((k, n)).astype(np.float16),
        "c": np.zeros((m, n), np.float32),
    }


def compute_golden(inputs: dict, params: dict) -> dict:
    a, b = inputs["a"].astype(np.float64), inputs["b"].astype(np.float64)
    return {"c": (a @ b).astype(np.float32)}
