"""weights_stream: y = W x and score[b] = sum(kv's slice b), a decode-like step.

The weight size is the case: ``incore l2 examples/weights_stream --preset 910B3 --case 32MiB``
(or ``--case 256MiB``) runs ``L2_LAUNCHES`` launches per run on one Worker, whose L2 keeps its
contents between launches, with the nocache offset ``L2_OFFSET`` unless ``--l2-offset`` says
otherwise.  The first case, ``small``, is
what the test suite and ``incore run`` without ``--case`` use; the 32 MiB and 256 MiB cases
are meant for the CLI (the 256 MiB one copies 256 MiB into GM and streams it per launch).

W, x and kv hold small integers, so every dot product and sum is exact in float32 whatever
the reduction order.  4 AIV blocks (the default Worker's), each with R / 4 rows of W and a
quarter of kv.
"""

import numpy as np

C = 1024  # columns of W: a row is 4 KiB
BLOCKS = 4
KV_BYTES = 64 << 20  # a long context's KV cache
L2_LAUNCHES = 4
L2_OFFSET = 0x80000000000  # incore l2 without --l2-offset: a nocache window, so BYPASS shows
LAUNCH = {"kernel": "weights_stream", "blocks": BLOCKS}
CASES = [
    {"name": "small", "params": {"weights": 2 << 20, "kv": 2 << 20}},
    {"name": "32MiB", "params": {"weights": 32 << 20, "kv": KV_BYTES}},
    {"name": "256MiB", "params": {"weights": 256 << 20, "kv": KV_BYTES}},
]
QUICK_CASES = ("small",)  # the cases the test suite runs through every example
RTOL = 0.0
ATOL = 0.0


def generate_inputs(params: dict) -> dict:
    rows = params["weights"] // (4 * C)
    rng = np.random.default_rng(17)
    return {
        "w": rng.integers(-2, 3, (rows, C), dtype=np.int8).astype(np.float32),
        "x": rng.integers(-2, 3, C, dtype=np.int8).astype(np.float32),
        "kv": rng.integers(-2, 3, params["kv"] // 4, dtype=np.int8).astype(np.float32),
        "y": np.zeros(rows, dtype=np.float32),
        "score": np.zeros(BLOCKS, dtype=np.float32),
    }


def compute_golden(inputs: dict, params: dict) -> dict:
    # integers below 2**24 in every partial sum: float32 is exact (and needs no 2x copy of W)
    kv = inputs["kv"].reshape(BLOCKS, -1).sum(axis=1, dtype=np.float32)
    return {"y": inputs["w"] @ inputs["x"], "score": kv}
