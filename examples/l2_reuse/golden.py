"""l2_reuse: out[b, :] = sum(x's slice b) * table, on 32 blocks of 32768 elements each.

The sums are accumulated in float32 in index order, as the kernel does, so the comparison is
exact.  ``incore l2 examples/l2_reuse --l2-offset 0x80000000000`` shows what BYPASS on x buys
(docs/runtime.md, "What BYPASS buys"): 4 AIV cores run the 32 blocks in 8 waves, each wave
streams 4 * 128 KiB of x, twice the default 256 KiB L2.
"""

import numpy as np

BLOCKS = 32
SPAN = 32768
TABLE = 2048
LAUNCH = {"kernel": "l2_reuse", "blocks": BLOCKS}
RTOL = 0.0
ATOL = 0.0


def generate_inputs() -> dict:
    rng = np.random.default_rng(12)
    return {
        "x": rng.standard_normal(BLOCKS * SPAN, dtype=np.float32),
        "table": rng.standard_normal(TABLE, dtype=np.float32),
        "out": np.zeros((BLOCKS, TABLE), dtype=np.float32),
    }


def compute_golden(inputs: dict) -> dict:
    sums = np.cumsum(inputs["x"].reshape(BLOCKS, SPAN), axis=1, dtype=np.float32)[:, -1]
    return {"out": sums[:, None] * inputs["table"][None, :]}
