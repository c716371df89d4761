"""l2_reuse: out[b, :] = sum(x's slice b) * table, on 32 blocks of 131072 elements each.

x holds small integers, so every partial sum is exact in float32 and the tile reduction's
order cannot change the result.  ``incore l2 examples/l2_reuse --l2-offset 0x80000000000``
shows what BYPASS on x buys (docs/runtime.md, "What BYPASS buys"): 4 AIV cores run the 32
blocks in 8 waves; block b reads the table after chunk b % 4 of its slice, and between two
reads of the table the cores stream 4 chunks of 128 KiB of x, twice the default 256 KiB L2.
"""

import numpy as np

BLOCKS = 32
PHASES = 4
CHUNK = 32768  # elements of x a block streams per phase (128 KiB)
SPAN = PHASES * CHUNK
TABLE = 2048
LAUNCH = {"kernel": "l2_reuse", "blocks": BLOCKS}
RTOL = 0.0
ATOL = 0.0


def generate_inputs() -> dict:
    rng = np.random.default_rng(12)
    return {
        "x": rng.integers(-4, 5, BLOCKS * SPAN).astype(np.float32),
        "table": rng.standard_normal(TABLE, dtype=np.float32),
        "out": np.zeros((BLOCKS, TABLE), dtype=np.float32),
    }


def compute_golden(inputs: dict) -> dict:
    sums = inputs["x"].reshape(BLOCKS, SPAN).astype(np.float64).sum(axis=1).astype(np.float32)
    return {"out": sums[:, None] * inputs["table"][None, :]}
