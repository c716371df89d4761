"""axpy in f16 and bf16, compared exactly: the device rounds every result as numpy's float16
and ml_dtypes' bfloat16 do."""

import ml_dtypes
import numpy as np

DTYPES = {"f16": np.float16, "bf16": ml_dtypes.bfloat16}
LAUNCH = {"kernel": "axpy_f16", "blocks": 4}
RTOL = 0.0
ATOL = 0.0
CASES = [
    {"name": "f16", "params": {"n": 100_000, "dtype": "f16"}},
    {"name": "bf16", "params": {"n": 100_000, "dtype": "bf16"},
     "launch": {"kernel": "axpy_bf16"}},
    {"name": "f16-ragged", "params": {"n": 1001, "dtype": "f16", "seed": 1},
     "launch": {"blocks": 3}},
]


def generate_inputs(params: dict) -> dict:
    rng = np.random.default_rng(params.get("seed", 0))
    n, dtype = params["n"], DTYPES[params["dtype"]]
    return {
        "x": (rng.standard_normal(n) * 100).astype(dtype),
        "y": rng.standard_normal(n).astype(dtype),
        "alpha": 1.7,
    }


def compute_golden(inputs: dict, params: dict) -> dict:
    dtype = DTYPES[params["dtype"]]
    return {"y": dtype(inputs["alpha"]) * inputs["x"] + inputs["y"]}
