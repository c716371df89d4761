"""Tile rows traced line by line (``incore/lowering/trace_lanes.py``): the records are the
same, word for word and block by block, as those of the same statement traced lane by lane.
The twin of each kernel loads and stores with ``mask=on`` (``on`` true): masked lanes, which
the line-by-line rows never take, so its lanes go through the request runs one by one; the
values are the same."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import incore
from tests.support.l2_capture import launch_records

pytestmark = pytest.mark.device

OFFSET = 0x80000000000
# name: (dtype, the statement with {Y} = ... where the store goes, tile width T)
STATEMENTS = {
    "saxpy": ("f32", "STORE(y[i:i + T], a * LOAD(x[i:i + T], cache=CachePolicy.BYPASS) "
              "+ LOAD(y[i:i + T]))", 1024),
    "square": ("f32", "STORE(y[i:i + T], LOAD(x[i:i + T]) * LOAD(x[i:i + T]))", 48),
    "wide": ("f64", "STORE(y[i:i + T], LOAD(x[i:i + T]) * a)", 40),
    "bytes": ("i8", "STORE(y[i:i + T], LOAD(x[i:i + T]) + LOAD(y[i:i + T]))", 200),
    "shifted": ("f32", "STORE(y[i:i + T], LOAD(x[i + 1:i + 1 + T]) - LOAD(x[i:i + T]))", 96),
}
TEMPLATE = """
const T = {width}

@aiv
kernel {name}(x: Tensor[[N], {dt}], y: Tensor[[N], {dt}], a: {dt}, on: bool):
    span = ceil_div(N, block_num * T) * T
    lo = block_idx * span
    for i in range(lo, min(lo + span, N), T):
        {statement}
"""
ROWS = """
const TM = 6
const TN = 70

@aiv
kernel rows(x: Tensor[[M, N], f32], y: Tensor[[M, N], f32], a: f32, on: bool):
    for i in range(block_idx * TM, M - TM + 1, block_num * TM):
        for j in range(0, N - TN + 1, TN):
            t = LOAD(x[i:i + TM, j:j + TN]) * a
            STORE(y[i:i + TM, j:j + TN], t + LOAD(y[i:i + TM, j:j + TN]))
        STORE(y[i:i + TM, 0], LOAD(x[i:i + TM, 1]))
"""

_KERNELS: dict = {}


def _twin(source: str, twin: bool) -> str:
    """``STORE(target, value)`` as ``target = value`` and ``LOAD(window...)`` as
    ``load(window...)``; in the twin, each with ``mask=on``."""
    mask = ", mask=on" if twin else ""
    source = re.sub(r"LOAD\(([^()]*)\)", rf"load(\1{mask})", source)
    pattern = re.compile(r"STORE\((\w+\[[^\]]*\]), (.*)\)$", re.M)
    if twin:
        return pattern.sub(r"store(\1, \2, mask=on)", source)
    return pattern.sub(r"\1 = \2", source)


def _kernel(name: str, twin: bool):
    key = (name, twin)
    if key not in _KERNELS:
        if name == "rows":
            source = ROWS
        else:
            dt, statement, width = STATEMENTS[name]
            source = TEMPLATE.format(name=name, dt=dt, statement=statement, width=width)
        _KERNELS[key] = incore.compile(_twin(source, twin), f"{name}.ik")[name]
    return _KERNELS[key]


def _args(name: str, n: int):
    rng = np.random.default_rng(n)
    if name == "rows":
        shape, dtype = (n // 100 + 6, 100 + n % 37), np.float32
    else:
        shape = (n,)
        dtype = {"f32": np.float32, "f64": np.float64, "i8": np.int8}[STATEMENTS[name][0]]
    x = (rng.standard_normal(shape) * 8).astype(dtype)
    y = (rng.standard_normal(shape) * 8).astype(dtype)
    return x, y, (3 if dtype == np.int8 else 0.5)


def _same(name: str, n: int, blocks: int, line: int, sampling: int) -> int:
    """The line-by-line kernel and its twin on the same device buffers (the records hold
    addresses) give the same records, counters and results; the number of records."""
    config = incore.L2Config(size=1 << 20, line=line, set_sampling=sampling, advise=True)
    x, y, a = _args(name, n)
    with incore.Worker(device_id=7, l2_cache_offset=OFFSET, l2_model=config) as w:
        dx, dy = w.to_device(x), w.to_device(y)
        rows = launch_records(w, _kernel(name, False), (dx, dy, a, True), blocks)
        dy[:] = y
        twin = launch_records(w, _kernel(name, True), (dx, dy, a, True), blocks)
    assert rows["records"] == twin["records"]
    assert rows["stats"] == twin["stats"]
    np.testing.assert_array_equal(rows["out"], twin["out"])
    return sum(map(len, rows["records"].values()))


@pytest.mark.parametrize("name", [*sorted(STATEMENTS), "rows"])
@pytest.mark.parametrize("line, sampling", [(128, 1), (64, 1), (512, 1), (128, 4)])
def test_a_row_traced_line_by_line_records_what_the_lane_by_lane_row_does(name, line,
                                                                          sampling):
    assert _same(name, 5000, 3, line, sampling) > 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from([*sorted(STATEMENTS), "rows"]), n=st.integers(1, 3000),
       blocks=st.integers(1, 4), line=st.sampled_from([32, 128, 256]),
       sampling=st.sampled_from([1, 2]))
def test_rows_match_for_any_extent(name, n, blocks, line, sampling):
    _same(name, n, blocks, line, sampling)


def test_the_traced_variant_chunks_unmasked_rows_only():
    k = _kernel("saxpy", False)
    traced = next(iter(k.l2_variant(128).variants.values())).llvm_ir
    assert "trace.lanes.plain" in traced
    assert "trace.lanes" not in next(iter(k.variants.values())).llvm_ir
    twin = _kernel("saxpy", True)  # a masked store: lane by lane
    assert "trace.lanes.plain" not in next(iter(twin.l2_variant(128).variants.values())).llvm_ir
