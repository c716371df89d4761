"""Element loops traced line by line (``incore/lowering/trace_chunks.py``): the records are
the same, word for word and block by block, as those of the same body traced access by
access.  The twin of each kernel wraps its loop body in ``if on == 1:``, a branch the chunked
lowering never takes apart, so its accesses go through the sites' inline path one by one."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import incore
from incore.frontend import check
from incore.lowering.trace_chunks import chunkable
from tests.support.l2_capture import launch_records

pytestmark = pytest.mark.device

OFFSET = 0x80000000000
BODIES = {
    # name: (parameters, loop header, body lines)
    "saxpy": ("x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32",
              "for i in range(lo, hi):",
              ["y[i] = a * load(x[i], cache=CachePolicy.BYPASS) + y[i]"]),
    "copy": ("x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32", "for i in range(lo, hi):",
             ["y[i] = x[i]"]),
    "shifted": ("x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32",
                "for i in range(lo, hi - 3):",
                ["t = x[i + 3] + x[i]", "y[i] = t * a"]),
    "one_site": ("x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32",
                 "for i in range(lo, hi):", ["s = s + x[i]"]),
    "invariant": ("x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32",
                  "for i in range(lo, hi):", ["y[i] = x[i] + x[0] * a"]),
    "wide": ("x: Tensor[[N], f64], y: Tensor[[N], f64], a: f64", "for i in range(lo, hi):",
             ["y[i] = x[i] * a + y[i]"]),
    "bytes": ("x: Tensor[[N], i8], y: Tensor[[N], i16], a: i32", "for i in range(lo, hi):",
              ["y[i] = i16(x[i]) + y[i]"]),
    "reverse": ("x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32",
                "for i in range(lo, hi):", ["y[i] = x[N - 1 - i] * a"]),
    "guarded": ("x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32",
                "for i in range(lo, hi):", ["y[i] = x[i] if x[i] > a else y[i]"]),
}


def _source(name: str, twin: bool) -> str:
    params, header, body = BODIES[name]
    pad = "            " if twin else "        "
    lines = [f"{pad}{line}" for line in body]
    if twin:
        lines.insert(0, "        if on == 1:")
    flush = "    y[lo] = y[lo] + s\n" if name == "one_site" else ""
    return (f"@aiv\nkernel {name}({params}, on: i32):\n"
            "    span = ceil_div(N, block_num)\n    lo = block_idx * span\n"
            "    hi = min(lo + span, N)\n    s = a - a\n"
            f"    {header}\n" + "\n".join(lines) + "\n" + flush)


_KERNELS: dict = {}


def _kernel(name: str, twin: bool):
    key = (name, twin)
    if key not in _KERNELS:
        _KERNELS[key] = incore.compile(_source(name, twin), f"{name}.ik")[name]
    return _KERNELS[key]


def _args(name: str, n: int):
    rng = np.random.default_rng(n)
    dtypes = {"wide": (np.float64, np.float64), "bytes": (np.int8, np.int16)}
    dx, dy = dtypes.get(name, (np.float32, np.float32))
    x = (rng.standard_normal(n) * 8).astype(dx)
    y = (rng.standard_normal(n) * 8).astype(dy)
    a = 3 if name == "bytes" else 0.5
    return x, y, a


def _same(name: str, n: int, blocks: int, line: int, sampling: int) -> int:
    """The chunked kernel and its twin on the same device buffers (the records hold
    addresses) give the same records, counters and results."""
    config = incore.L2Config(size=1 << 20, line=line, set_sampling=sampling, advise=True)
    x, y, a = _args(name, n)
    with incore.Worker(device_id=7, l2_cache_offset=OFFSET, l2_model=config) as w:
        dx, dy = w.to_device(x), w.to_device(y)
        chunked = launch_records(w, _kernel(name, False), (dx, dy, a, 1), blocks)
        dy[:] = y
        twin = launch_records(w, _kernel(name, True), (dx, dy, a, 1), blocks)
    assert chunked["records"] == twin["records"]
    assert chunked["stats"] == twin["stats"]
    np.testing.assert_array_equal(chunked["out"], twin["out"])
    return sum(map(len, chunked["records"].values()))


@pytest.mark.parametrize("name", sorted(BODIES))
@pytest.mark.parametrize("line, sampling", [(128, 1), (64, 1), (512, 1), (128, 4)])
def test_a_chunked_loop_records_what_the_access_by_access_loop_does(name, line, sampling):
    assert _same(name, 3001, 3, line, sampling) > 0


def test_a_site_that_stays_on_its_line_reaches_the_count_limit_inside_a_chunk():
    """``x[0]`` is one line for the whole loop and every access of it is a new request (the
    loop's other site comes between): its run reaches ACCESS_RUN_MAX inside chunks."""
    _same("invariant", 5000, 1, 128, 1)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(BODIES)), n=st.integers(1, 700),
       blocks=st.integers(1, 5), line=st.sampled_from([32, 128, 256]),
       sampling=st.sampled_from([1, 2]))
def test_chunked_records_match_for_any_extent(name, n, blocks, line, sampling):
    _same(name, n, blocks, line, sampling)


def _loop(source: str):
    program = check(source, "k.ik")
    kernel = next(iter(program.kernels.values()))
    return next(s for s in kernel.body if type(s).__name__ == "For")


@pytest.mark.parametrize("name, expected", [
    ("saxpy", True), ("copy", True), ("shifted", True), ("one_site", True),
    ("invariant", True), ("wide", True), ("bytes", True),
    ("reverse", False),  # x[N - 1 - i] walks down
    ("guarded", False),  # loads under a conditional's arms
])
def test_which_loops_are_chunked(name, expected):
    assert chunkable(_loop(_source(name, False))) is expected
    assert not chunkable(_loop(_source(name, True)))  # the twin: an if in the body


@pytest.mark.parametrize("body", [
    "y[i] = x[i]\n        y[i + 1] = atomic_add(y[0], 1.0)",
    "y[2 * i] = x[i]",
    "y[i] = x[i]\n        log.info_v3(\"{}\", i)",
    "y[i] = x[i]\n        for j in range(2):\n            y[j] = x[j]",
    "i = 2 * i\n        y[i] = x[i]",  # the loop variable reassigned
    "y[i32(i)] = x[i]",  # a narrowing index could wrap
])
def test_loops_the_chunking_leaves_alone(body):
    source = ("@aiv\nkernel k(x: Tensor[[N], f32], y: Tensor[[N], f32]):\n"
              f"    for i in range(N // 2 - 1):\n        {body}\n")
    assert not chunkable(_loop(source))


def test_the_traced_saxpy_has_a_chunk_and_the_plain_variant_none():
    k = _kernel("saxpy", False)
    traced = next(iter(k.l2_variant(128).variants.values())).llvm_ir
    plain = next(iter(k.variants.values())).llvm_ir
    assert re.search(r"trace\.chunk\.body", traced)
    assert "trace.chunk" not in plain
