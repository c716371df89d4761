"""Shared helpers for the frontend tests."""

from __future__ import annotations

import pytest

from incore.errors import CompileError
from incore.frontend import check

SAXPY = """const CHUNK = 1024

@aiv
kernel saxpy(x: Tensor[[N], f32], y: Tensor[[N], f32], alpha: f32):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    hi = min(lo + span, N)
    for i in range(lo, hi):
        y[i] = alpha * load(x[i], cache=CachePolicy.BYPASS) + y[i]
    log.info_v3("block {} wrote [{}, {})", block_idx, lo, hi)
"""


def compile_error(source: str, **kwargs: object) -> CompileError:
    """The CompileError that checking ``source`` raises."""
    with pytest.raises(CompileError) as info:
        check(source, "t.ik", **kwargs)
    return info.value
