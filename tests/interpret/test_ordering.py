"""Which tensors' contents depend on the order concurrent atomics run in
(``incore.interpret.ordering``): the cross-check compares every other written tensor."""

from __future__ import annotations

from incore import interpret
from incore.frontend import check

SRC = """\
kernel total_f32(x: Tensor[[N], f32], s: Tensor[[1], f32]):
    for i in range(block_idx, N, block_num):
        atomic_add(s[0], x[i])

kernel total_i64(x: Tensor[[N], i64], s: Tensor[[1], i64], lo: Tensor[[1], i64]):
    for i in range(block_idx, N, block_num):
        atomic_add(s[0], x[i])
        atomic_min(lo[0], x[i])

kernel tickets(c: Tensor[[1], i32], order: Tensor[[T], i64], n: i64):
    for i in range(n):
        t = atomic_add(c[0], 1)
        order[i64(t)] = block_idx

kernel swap(x: Tensor[[1], i32], y: Tensor[[N], i32]):
    atomic_exchange(x[0], i32(block_idx))
    y[block_idx] = 1

kernel tiles(x: Tensor[[N], f32], y: Tensor[[8], f32], z: Tensor[[8], i32]):
    atomic_add(y[0:8], x[0:8])
    atomic_max(z[0:8], 1)
"""


def _dependent(name: str) -> frozenset[str]:
    return interpret.build(check(SRC, "ord.ik"), name).order_dependent


def test_float_sums_exchanges_and_used_results_are_order_dependent() -> None:
    assert _dependent("total_f32") == {"s"}
    assert _dependent("total_i64") == frozenset()  # integer add and min commute
    assert _dependent("tickets") == {"order"}  # the counter itself ends the same
    assert _dependent("swap") == {"x"}
    assert _dependent("tiles") == {"y"}
