"""One-launch two-phase normalisation with sync_all(): y = x / sum(x) on 4 blocks."""

import numpy as np

LAUNCH = {"kernel": "normalise", "blocks": 4}
RTOL = 1e-5
ATOL = 1e-7


def generate_inputs() -> dict:
    rng = np.random.default_rng(3)
    n = 10_001
    return {
        "x": rng.random(n, dtype=np.float32),
        "partial": np.zeros(4, dtype=np.float32),
        "y": np.zeros(n, dtype=np.float32),
    }


def compute_golden(inputs: dict) -> dict:
    x = inputs["x"]
    blocks = len(inputs["partial"])
    span = -(-len(x) // blocks)
    partial = np.array([x[b * span:(b + 1) * span].astype(np.float64).sum()
                        for b in range(blocks)], dtype=np.float32)
    return {"partial": partial, "y": x / np.float32(partial.astype(np.float64).sum())}
