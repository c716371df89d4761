"""matmul: C = A @ B on the AIC (f32 and f16 inputs, f32 accumulation; the blocked kernel in
BLAS's loop order), and a @mix kernel
whose AIV computes A's row sums beside it; shapes that are not multiples of the tiles."""

import numpy as np

LAUNCH = {"kernel": "matmul", "blocks": 4}
RTOL = 1e-4  # f32 dot products of up to 300 terms, summed in k order (numpy: BLAS order)
ATOL = 1e-4
CASES = [
    {"name": "f32", "params": {"m": 100, "k": 200, "n": 150, "dtype": "float32"}},
    {"name": "f16", "params": {"m": 70, "k": 96, "n": 80, "dtype": "float16"},
     "launch": {"kernel": "matmul_f16", "blocks": 3}},
    {"name": "blocked", "params": {"m": 100, "k": 300, "n": 270, "dtype": "float32"},
     "launch": {"kernel": "matmul_blocked", "blocks": 3}},
    {"name": "mix", "params": {"m": 90, "k": 70, "n": 65, "dtype": "float32", "mix": True},
     "launch": {"kernel": "matmul_mix", "blocks": 2}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(5)
    m, k, n = params["m"], params["k"], params["n"]
    out = {
        "a": rng.standard_normal((m, k)).astype(params["dtype"]),
        "b": rng.standard_normal((k, n)).astype(params["dtype"]),
        "c": np.zeros((m, n), np.float32),
    }
    if params.get("mix"):
        out["rowsum"] = np.zeros(m, np.float32)
    return out


def compute_golden(inputs: dict, params: dict) -> dict:
    a, b = inputs["a"].astype(np.float64), inputs["b"].astype(np.float64)
    out = {"c": (a @ b).astype(np.float32)}
    if params.get("mix"):
        out["rowsum"] = a.sum(axis=1).astype(np.float32)
    return out
