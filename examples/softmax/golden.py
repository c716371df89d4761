"""softmax: row softmax of a 300 x 1000 matrix (rows shorter than the 1024-lane tile, so the
tail lanes are masked), in f32 and in f16 against a numpy float16 reference."""

import numpy as np

LAUNCH = {"kernel": "softmax", "blocks": 8}
# the f16 case's result is rounded once to f16 (an ulp is 2**-10 relative): its sums, in
# another order than numpy's, may round a value to the neighbouring f16; f32 cases are ~1e-7
RTOL = 2e-3
ATOL = 1e-7
CASES = [
    {"name": "f32", "params": {"dtype": "float32", "n": 300, "m": 1000}},
    {"name": "f32_ragged", "params": {"dtype": "float32", "n": 37, "m": 513},
     "launch": {"blocks": 5}},
    # f16: the result is rounded once to f16 (an ulp is 2**-11 relative), numpy's float16
    # reference computes the same formula from the same f16 inputs
    {"name": "f16", "params": {"dtype": "float16", "n": 64, "m": 1000},
     "launch": {"kernel": "softmax_f16"}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(7)
    x = (rng.standard_normal((params["n"], params["m"])) * 3).astype(params["dtype"])
    return {"x": x, "y": np.zeros_like(x)}


def compute_golden(inputs: dict, params: dict) -> dict:
    x = inputs["x"].astype(np.float32)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    y = e / e.sum(axis=1, keepdims=True)
    return {"y": y.astype(params["dtype"])}
