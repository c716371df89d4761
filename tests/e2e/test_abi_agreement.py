"""The offsets generated code reads are the offsets the runtime writes.

Kernels store what they read from args, LocalContext, GlobalContext and TensorDescs; the test
compares that with what the runtime wrote (its own GlobalContext view, the launch arguments).
"""

from __future__ import annotations

import re

import numpy as np
import pytest

import incore
from incore import abi

PROBE = """
@aiv
kernel probe(out: Tensor[[B, 8], i64], m: Tensor[[R, C], f32],
             s8: i8, u16v: u16, f: f32, d: f64, flag: bool):
    b = block_idx
    out[b, 0] = b
    out[b, 1] = block_num
    out[b, 2] = sub_block_idx
    out[b, 3] = i64(get_l2_cache_offset())
    out[b, 4] = R * 1000 + C
    out[b, 5] = i64(s8) * 100000 + i64(u16v)
    out[b, 6] = i64(f * 4.0) * 1000 + i64(d * 8.0)
    out[b, 7] = 1 if flag else 0
"""


@pytest.fixture(scope="module")
def probe():
    return incore.compile(PROBE, filename="probe.ik")["probe"]


def test_entry_reads_use_abi_offsets(probe):
    ir = probe.ir
    gctx = abi.GlobalContextA2A3
    assert f"i64 {abi.SPMD_GLOBAL_CONTEXT_INDEX * 8}" in ir
    assert f"i64 {abi.SPMD_LOCAL_CONTEXT_INDEX * 8}" in ir
    assert re.search(
        rf'%"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 {gctx.l2_cache_offset.offset}', ir
    )
    assert re.search(
        rf'%"sub_block_idx.addr" = getelementptr i8, ptr %"gctx", i64 {gctx.sub_block_id.offset}',
        ir,
    )
    assert re.search(
        rf'%"m.dim1.addr" = getelementptr i8, ptr %"m.desc", i64 {abi.shape_offset(1)}', ir
    )


@pytest.mark.parametrize("offset", [None, 0x80000000000])
def test_generated_code_reads_what_runtime_writes(probe, offset):
    blocks = 5
    out = np.full((blocks, 8), -1, dtype=np.int64)
    m = np.zeros((3, 7), dtype=np.float32)
    with incore.Worker(device_id=0, l2_cache_offset=offset) as w:
        w.launch(probe, out, m, -7, 65535, 1.25, 2.5, True, blocks=blocks)
        contexts = {c: w.global_context(c) for c, _, _ in w.cores}
        reported = w.l2_cache_offset
    assert reported == (offset or 0)
    assert all(ctx["l2_cache_offset"] == reported for ctx in contexts.values())
    assert out[:, 0].tolist() == list(range(blocks))
    assert (out[:, 1] == blocks).all()
    assert set(out[:, 2].tolist()) <= {0, 1}
    assert (out[:, 3] == reported).all()
    assert (out[:, 4] == 3 * 1000 + 7).all()
    assert (out[:, 5] == -7 * 100000 + 65535).all()
    assert (out[:, 6] == 5 * 1000 + 20).all()
    assert (out[:, 7] == 1).all()


def test_dtype_tables_agree_with_the_language():
    from incore.frontend.types import SCALAR_TYPES

    assert set(abi.DTYPE_CODES) == set(SCALAR_TYPES) == set(abi.NUMPY_DTYPES)
    abi.load_bfloat16()  # numpy knows the name "bfloat16" once ml_dtypes is imported
    for name, t in SCALAR_TYPES.items():
        assert np.dtype(abi.NUMPY_DTYPES[name]).itemsize == max(1, t.bits // 8)
