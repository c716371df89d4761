"""mix_pipeline: out = gelu(a @ w + bias) (tanh form) on a 100 x 64 by 64 x 48 matmul; the AIC
of each cluster computes the matmul tile by tile into GM tile buffers and the two AIVs apply
bias and activation, synchronised with set_flag / wait_flag (docs/language.md,
"Synchronisation in a MIX cluster")."""

import numpy as np

M, K, N, TM = 100, 64, 48, 8
LAUNCH = {"kernel": "mix_pipeline"}
RTOL = 1e-4  # f32 dot products of 64 terms, summed in another order than numpy's
ATOL = 1e-5
CASES = [
    {"name": "two_blocks_per_cluster", "params": {"blocks": 4}, "launch": {"blocks": 4}},
    {"name": "one_block_per_cluster", "params": {"blocks": 2}, "launch": {"blocks": 2}},
    {"name": "three_blocks", "params": {"blocks": 3}, "launch": {"blocks": 3}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(11)
    return {
        "a": rng.standard_normal((M, K), dtype=np.float32),
        "w": (rng.standard_normal((K, N)) / np.sqrt(K)).astype(np.float32),
        "bias": rng.standard_normal(N, dtype=np.float32),
        "work": np.zeros((params["blocks"], 2, TM, N), dtype=np.float32),
        "out": np.zeros((M, N), dtype=np.float32),
    }


def compute_golden(inputs: dict, params: dict) -> dict:
    a, w = inputs["a"].astype(np.float64), inputs["w"].astype(np.float64)
    v = a @ w + inputs["bias"]
    out = 0.5 * v * (1.0 + np.tanh(0.7978845608028654 * (v + 0.044715 * v**3)))
    # The tile buffers end up holding each block's last tile per buffer (rows past the end of
    # a short last tile keep the tile before it).
    work = inputs["work"].astype(np.float64)
    blocks = params["blocks"]
    rows = -(-M // blocks)
    for b in range(blocks):
        lo, hi = b * rows, min(b * rows + rows, M)
        for j in range(-(-max(hi - lo, 0) // TM)):
            first = lo + j * TM
            count = min(TM, hi - first)
            work[b, j % 2, :count] = a[first:first + count] @ w
    return {"out": out.astype(np.float32), "work": work.astype(np.float32)}
